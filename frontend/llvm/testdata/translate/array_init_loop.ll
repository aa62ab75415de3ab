; ModuleID = 'array_init_loop.c'
source_filename = "array_init_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %c = alloca [3 x i32], align 4
  %i = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata [3 x i32]* %c, metadata !19, metadata !DIExpression()), !dbg !23
  %arrayinit.begin = getelementptr inbounds [3 x i32], [3 x i32]* %c, i64 0, i64 0, !dbg !24
  %0 = load i32, i32* %N.addr, align 4, !dbg !25
  store i32 %0, i32* %arrayinit.begin, align 4, !dbg !24
  %arrayinit.start = getelementptr inbounds i32, i32* %arrayinit.begin, i64 1, !dbg !24
  %arrayinit.end = getelementptr inbounds i32, i32* %arrayinit.begin, i64 3, !dbg !24
  br label %arrayinit.body, !dbg !24

arrayinit.body:                                   ; preds = %arrayinit.body, %entry
  %arrayinit.cur = phi i32* [ %arrayinit.start, %entry ], [ %arrayinit.next, %arrayinit.body ], !dbg !24
  store i32 0, i32* %arrayinit.cur, align 4, !dbg !24
  %arrayinit.next = getelementptr inbounds i32, i32* %arrayinit.cur, i64 1, !dbg !24
  %arrayinit.done = icmp eq i32* %arrayinit.next, %arrayinit.end, !dbg !24
  br i1 %arrayinit.done, label %arrayinit.end1, label %arrayinit.body, !dbg !24

arrayinit.end1:                                   ; preds = %arrayinit.body
  call void @llvm.dbg.declare(metadata i32* %i, metadata !26, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %i, align 4, !dbg !28
  br label %for.cond, !dbg !29

for.cond:                                         ; preds = %for.inc, %arrayinit.end1
  %1 = load i32, i32* %i, align 4, !dbg !30
  %arrayidx = getelementptr inbounds [3 x i32], [3 x i32]* %c, i64 0, i64 0, !dbg !32
  %2 = load i32, i32* %arrayidx, align 4, !dbg !32
  %cmp = icmp slt i32 %1, %2, !dbg !33
  br i1 %cmp, label %for.body, label %for.end, !dbg !34

for.body:                                         ; preds = %for.cond
  call void @bsp_sync(), !dbg !35
  br label %for.inc, !dbg !35

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !36
  %inc = add nsw i32 %3, 1, !dbg !36
  store i32 %inc, i32* %i, align 4, !dbg !36
  br label %for.cond, !dbg !37, !llvm.loop !38

for.end:                                          ; preds = %for.cond
  call void @bsp_end(), !dbg !41
  ret void, !dbg !42
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "array_init_loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "18488e6246bed9cc997759763b41487a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 15, scope: !10)
!17 = !DILocation(line: 8, column: 13, scope: !10)
!18 = !DILocation(line: 8, column: 3, scope: !10)
!19 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 9, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 96, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 3)
!23 = !DILocation(line: 9, column: 7, scope: !10)
!24 = !DILocation(line: 9, column: 14, scope: !10)
!25 = !DILocation(line: 9, column: 15, scope: !10)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 10, type: !13)
!27 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 3)
!28 = !DILocation(line: 10, column: 12, scope: !27)
!29 = !DILocation(line: 10, column: 8, scope: !27)
!30 = !DILocation(line: 10, column: 19, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 10, column: 3)
!32 = !DILocation(line: 10, column: 23, scope: !31)
!33 = !DILocation(line: 10, column: 21, scope: !31)
!34 = !DILocation(line: 10, column: 3, scope: !27)
!35 = !DILocation(line: 11, column: 5, scope: !31)
!36 = !DILocation(line: 10, column: 30, scope: !31)
!37 = !DILocation(line: 10, column: 3, scope: !31)
!38 = distinct !{!38, !34, !39, !40}
!39 = !DILocation(line: 11, column: 14, scope: !27)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 12, column: 3, scope: !10)
!42 = !DILocation(line: 13, column: 1, scope: !10)
