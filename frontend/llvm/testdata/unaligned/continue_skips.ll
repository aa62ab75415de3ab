; ModuleID = 'continue_skips.c'
source_filename = "continue_skips.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %s, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_pid(), !dbg !21
  store i32 %call1, i32* %s, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %i, metadata !22, metadata !DIExpression()), !dbg !24
  store i32 0, i32* %i, align 4, !dbg !24
  br label %for.cond, !dbg !25

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !26
  %1 = load i32, i32* %N.addr, align 4, !dbg !28
  %cmp = icmp slt i32 %0, %1, !dbg !29
  br i1 %cmp, label %for.body, label %for.end, !dbg !30

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %s, align 4, !dbg !31
  %cmp2 = icmp eq i32 %2, 0, !dbg !34
  br i1 %cmp2, label %if.then, label %if.end, !dbg !35

if.then:                                          ; preds = %for.body
  br label %for.inc, !dbg !36

if.end:                                           ; preds = %for.body
  call void @bsp_sync(), !dbg !37
  br label %for.inc, !dbg !38

for.inc:                                          ; preds = %if.end, %if.then
  %3 = load i32, i32* %i, align 4, !dbg !39
  %inc = add nsw i32 %3, 1, !dbg !39
  store i32 %inc, i32* %i, align 4, !dbg !39
  br label %for.cond, !dbg !40, !llvm.loop !41

for.end:                                          ; preds = %for.cond
  call void @bsp_end(), !dbg !44
  ret void, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "continue_skips.c", directory: ".", checksumkind: CSK_MD5, checksum: "bec1878f89e8383bb96dc4543230dd11")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!16 = !DILocation(line: 3, column: 15, scope: !10)
!17 = !DILocation(line: 4, column: 13, scope: !10)
!18 = !DILocation(line: 4, column: 3, scope: !10)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 5, type: !13)
!20 = !DILocation(line: 5, column: 7, scope: !10)
!21 = !DILocation(line: 5, column: 11, scope: !10)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 6, type: !13)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 3)
!24 = !DILocation(line: 6, column: 12, scope: !23)
!25 = !DILocation(line: 6, column: 8, scope: !23)
!26 = !DILocation(line: 6, column: 19, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 6, column: 3)
!28 = !DILocation(line: 6, column: 23, scope: !27)
!29 = !DILocation(line: 6, column: 21, scope: !27)
!30 = !DILocation(line: 6, column: 3, scope: !23)
!31 = !DILocation(line: 7, column: 9, scope: !32)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 7, column: 9)
!33 = distinct !DILexicalBlock(scope: !27, file: !1, line: 6, column: 31)
!34 = !DILocation(line: 7, column: 11, scope: !32)
!35 = !DILocation(line: 7, column: 9, scope: !33)
!36 = !DILocation(line: 8, column: 7, scope: !32)
!37 = !DILocation(line: 9, column: 5, scope: !33)
!38 = !DILocation(line: 10, column: 3, scope: !33)
!39 = !DILocation(line: 6, column: 27, scope: !27)
!40 = !DILocation(line: 6, column: 3, scope: !27)
!41 = distinct !{!41, !30, !42, !43}
!42 = !DILocation(line: 10, column: 3, scope: !23)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 11, column: 3, scope: !10)
!45 = !DILocation(line: 12, column: 1, scope: !10)
