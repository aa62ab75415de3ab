; ModuleID = 'received_value.c'
source_filename = "received_value.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %k = alloca i32, align 4
  %kin = alloca i32, align 4
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @llvm.dbg.declare(metadata i32* %p, metadata !16, metadata !DIExpression()), !dbg !18
  %call1 = call i32 @bsp_nprocs(), !dbg !19
  store i32 %call1, i32* %p, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %s, metadata !20, metadata !DIExpression()), !dbg !21
  %call2 = call i32 @bsp_pid(), !dbg !22
  store i32 %call2, i32* %s, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata i32* %k, metadata !23, metadata !DIExpression()), !dbg !24
  %0 = load i32, i32* %s, align 4, !dbg !25
  store i32 %0, i32* %k, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %kin, metadata !26, metadata !DIExpression()), !dbg !27
  store i32 0, i32* %kin, align 4, !dbg !27
  %1 = bitcast i32* %k to i8*, !dbg !28
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 4), !dbg !29
  call void @bsp_sync(), !dbg !30
  %2 = load i32, i32* %s, align 4, !dbg !31
  %add = add nsw i32 %2, 1, !dbg !32
  %3 = load i32, i32* %p, align 4, !dbg !33
  %rem = srem i32 %add, %3, !dbg !34
  %4 = bitcast i32* %k to i8*, !dbg !35
  %5 = bitcast i32* %kin to i8*, !dbg !36
  call void @bsp_get(i32 noundef %rem, i8* noundef %4, i32 noundef 0, i8* noundef %5, i32 noundef 4), !dbg !37
  call void @bsp_sync(), !dbg !38
  br label %while.cond, !dbg !39

while.cond:                                       ; preds = %while.body, %entry
  %6 = load i32, i32* %kin, align 4, !dbg !40
  %cmp = icmp sgt i32 %6, 0, !dbg !41
  br i1 %cmp, label %while.body, label %while.end, !dbg !39

while.body:                                       ; preds = %while.cond
  call void @bsp_sync(), !dbg !42
  %7 = load i32, i32* %kin, align 4, !dbg !44
  %sub = sub nsw i32 %7, 1, !dbg !45
  store i32 %sub, i32* %kin, align 4, !dbg !46
  br label %while.cond, !dbg !39, !llvm.loop !47

while.end:                                        ; preds = %while.cond
  call void @bsp_end(), !dbg !50
  ret void, !dbg !51
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @bsp_pid() #1

declare void @bsp_push_reg(i8* noundef, i32 noundef) #1

declare void @bsp_sync() #1

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "received_value.c", directory: ".", checksumkind: CSK_MD5, checksum: "a9efd633777021a56eea2e96d8accce8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 4, column: 13, scope: !10)
!15 = !DILocation(line: 4, column: 3, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 5, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 5, column: 7, scope: !10)
!19 = !DILocation(line: 5, column: 11, scope: !10)
!20 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 5, type: !17)
!21 = !DILocation(line: 5, column: 25, scope: !10)
!22 = !DILocation(line: 5, column: 29, scope: !10)
!23 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 6, type: !17)
!24 = !DILocation(line: 6, column: 7, scope: !10)
!25 = !DILocation(line: 6, column: 11, scope: !10)
!26 = !DILocalVariable(name: "kin", scope: !10, file: !1, line: 6, type: !17)
!27 = !DILocation(line: 6, column: 14, scope: !10)
!28 = !DILocation(line: 7, column: 16, scope: !10)
!29 = !DILocation(line: 7, column: 3, scope: !10)
!30 = !DILocation(line: 8, column: 3, scope: !10)
!31 = !DILocation(line: 9, column: 12, scope: !10)
!32 = !DILocation(line: 9, column: 14, scope: !10)
!33 = !DILocation(line: 9, column: 21, scope: !10)
!34 = !DILocation(line: 9, column: 19, scope: !10)
!35 = !DILocation(line: 9, column: 24, scope: !10)
!36 = !DILocation(line: 9, column: 31, scope: !10)
!37 = !DILocation(line: 9, column: 3, scope: !10)
!38 = !DILocation(line: 10, column: 3, scope: !10)
!39 = !DILocation(line: 11, column: 3, scope: !10)
!40 = !DILocation(line: 11, column: 10, scope: !10)
!41 = !DILocation(line: 11, column: 14, scope: !10)
!42 = !DILocation(line: 12, column: 5, scope: !43)
!43 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 19)
!44 = !DILocation(line: 13, column: 11, scope: !43)
!45 = !DILocation(line: 13, column: 15, scope: !43)
!46 = !DILocation(line: 13, column: 9, scope: !43)
!47 = distinct !{!47, !39, !48, !49}
!48 = !DILocation(line: 14, column: 3, scope: !10)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 15, column: 3, scope: !10)
!51 = !DILocation(line: 16, column: 1, scope: !10)
