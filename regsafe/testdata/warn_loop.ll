; ModuleID = 'warn_loop.c'
source_filename = "warn_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %x = alloca [64 x i32], align 16
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata [64 x i32]* %x, metadata !14, metadata !DIExpression()), !dbg !19
  %call = call i32 @bsp_nprocs(), !dbg !20
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %i, metadata !22, metadata !DIExpression()), !dbg !24
  store i32 0, i32* %i, align 4, !dbg !24
  br label %for.cond, !dbg !25

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !26
  %call1 = call i32 @bsp_pid(), !dbg !28
  %cmp = icmp slt i32 %0, %call1, !dbg !29
  br i1 %cmp, label %for.body, label %for.end, !dbg !30

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !31
  %idxprom = sext i32 %1 to i64, !dbg !32
  %arrayidx = getelementptr inbounds [64 x i32], [64 x i32]* %x, i64 0, i64 %idxprom, !dbg !32
  %2 = bitcast i32* %arrayidx to i8*, !dbg !33
  call void @bsp_push_reg(i8* noundef %2, i32 noundef 4), !dbg !34
  br label %for.inc, !dbg !34

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !35
  %inc = add nsw i32 %3, 1, !dbg !35
  store i32 %inc, i32* %i, align 4, !dbg !35
  br label %for.cond, !dbg !36, !llvm.loop !37

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !40
  call void @bsp_end(), !dbg !41
  ret void, !dbg !42
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warn_loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "e4c786844c67d62c37c617be31956175")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 5, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 2048, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 64)
!19 = !DILocation(line: 5, column: 7, scope: !10)
!20 = !DILocation(line: 6, column: 13, scope: !10)
!21 = !DILocation(line: 6, column: 3, scope: !10)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 7, type: !16)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!24 = !DILocation(line: 7, column: 12, scope: !23)
!25 = !DILocation(line: 7, column: 8, scope: !23)
!26 = !DILocation(line: 7, column: 19, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 7, column: 3)
!28 = !DILocation(line: 7, column: 23, scope: !27)
!29 = !DILocation(line: 7, column: 21, scope: !27)
!30 = !DILocation(line: 7, column: 3, scope: !23)
!31 = !DILocation(line: 8, column: 21, scope: !27)
!32 = !DILocation(line: 8, column: 19, scope: !27)
!33 = !DILocation(line: 8, column: 18, scope: !27)
!34 = !DILocation(line: 8, column: 5, scope: !27)
!35 = !DILocation(line: 7, column: 35, scope: !27)
!36 = !DILocation(line: 7, column: 3, scope: !27)
!37 = distinct !{!37, !30, !38, !39}
!38 = !DILocation(line: 8, column: 36, scope: !23)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 9, column: 3, scope: !10)
!41 = !DILocation(line: 10, column: 3, scope: !10)
!42 = !DILocation(line: 11, column: 1, scope: !10)
