; ModuleID = 'bsmp_calls.c'
source_filename = "bsmp_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !12 {
entry:
  %x = alloca i32, align 4
  %tag = alloca i32, align 4
  %n = alloca i32, align 4
  %tp = alloca i8*, align 8
  %pp = alloca i8*, align 8
  %ts = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %x, metadata !16, metadata !DIExpression()), !dbg !18
  store i32 1, i32* %x, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %tag, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 0, i32* %tag, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %n, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i8** %tp, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i8** %pp, metadata !25, metadata !DIExpression()), !dbg !26
  %call = call i32 @bsp_nprocs(), !dbg !27
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %ts, metadata !29, metadata !DIExpression()), !dbg !30
  store i32 4, i32* %ts, align 4, !dbg !30
  call void @bsp_set_tagsize(i32* noundef %ts), !dbg !31
  call void @bsp_sync(), !dbg !32
  %call1 = call i32 @bsp_pid(), !dbg !33
  %add = add nsw i32 %call1, 1, !dbg !34
  %call2 = call i32 @bsp_nprocs(), !dbg !35
  %rem = srem i32 %add, %call2, !dbg !36
  %0 = bitcast i32* %tag to i8*, !dbg !37
  %1 = bitcast i32* %x to i8*, !dbg !38
  call void @bsp_send(i32 noundef %rem, i8* noundef %0, i8* noundef %1, i32 noundef 4), !dbg !39
  call void @bsp_send(i32 noundef 0, i8* noundef null, i8* noundef null, i32 noundef 0), !dbg !40
  call void @bsp_sync(), !dbg !41
  call void @bsp_qsize(i32* noundef %n, i32* noundef null), !dbg !42
  br label %while.cond, !dbg !43

while.cond:                                       ; preds = %while.body, %entry
  %call3 = call i32 @bsp_hpmove(i8** noundef %tp, i8** noundef %pp), !dbg !44
  %cmp = icmp sge i32 %call3, 0, !dbg !45
  br i1 %cmp, label %while.body, label %while.end, !dbg !43

while.body:                                       ; preds = %while.cond
  br label %while.cond, !dbg !43, !llvm.loop !46

while.end:                                        ; preds = %while.cond
  call void @bsp_move(i8* noundef null, i32 noundef 0), !dbg !49
  call void @bsp_end(), !dbg !50
  ret void, !dbg !51
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_set_tagsize(i32* noundef) #2

declare void @bsp_sync() #2

declare void @bsp_send(i32 noundef, i8* noundef, i8* noundef, i32 noundef) #2

declare i32 @bsp_pid() #2

declare void @bsp_qsize(i32* noundef, i32* noundef) #2

declare i32 @bsp_hpmove(i8** noundef, i8** noundef) #2

declare void @bsp_move(i8* noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bsmp_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "c3bba324d1df132e5d9e9a9082472401")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{null}
!15 = !{}
!16 = !DILocalVariable(name: "x", scope: !12, file: !1, line: 7, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 7, column: 7, scope: !12)
!19 = !DILocalVariable(name: "tag", scope: !12, file: !1, line: 7, type: !17)
!20 = !DILocation(line: 7, column: 14, scope: !12)
!21 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 7, type: !17)
!22 = !DILocation(line: 7, column: 23, scope: !12)
!23 = !DILocalVariable(name: "tp", scope: !12, file: !1, line: 8, type: !3)
!24 = !DILocation(line: 8, column: 9, scope: !12)
!25 = !DILocalVariable(name: "pp", scope: !12, file: !1, line: 8, type: !3)
!26 = !DILocation(line: 8, column: 14, scope: !12)
!27 = !DILocation(line: 9, column: 13, scope: !12)
!28 = !DILocation(line: 9, column: 3, scope: !12)
!29 = !DILocalVariable(name: "ts", scope: !12, file: !1, line: 10, type: !17)
!30 = !DILocation(line: 10, column: 7, scope: !12)
!31 = !DILocation(line: 11, column: 3, scope: !12)
!32 = !DILocation(line: 12, column: 3, scope: !12)
!33 = !DILocation(line: 13, column: 13, scope: !12)
!34 = !DILocation(line: 13, column: 23, scope: !12)
!35 = !DILocation(line: 13, column: 30, scope: !12)
!36 = !DILocation(line: 13, column: 28, scope: !12)
!37 = !DILocation(line: 13, column: 44, scope: !12)
!38 = !DILocation(line: 13, column: 50, scope: !12)
!39 = !DILocation(line: 13, column: 3, scope: !12)
!40 = !DILocation(line: 14, column: 3, scope: !12)
!41 = !DILocation(line: 15, column: 3, scope: !12)
!42 = !DILocation(line: 16, column: 3, scope: !12)
!43 = !DILocation(line: 17, column: 3, scope: !12)
!44 = !DILocation(line: 17, column: 10, scope: !12)
!45 = !DILocation(line: 17, column: 31, scope: !12)
!46 = distinct !{!46, !43, !47, !48}
!47 = !DILocation(line: 18, column: 5, scope: !12)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 19, column: 3, scope: !12)
!50 = !DILocation(line: 20, column: 3, scope: !12)
!51 = !DILocation(line: 21, column: 1, scope: !12)
