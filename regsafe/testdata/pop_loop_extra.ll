; ModuleID = 'pop_loop_extra.c'
source_filename = "pop_loop_extra.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %x = alloca [16 x i32], align 16
  %i = alloca i32, align 4
  %i1 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata [16 x i32]* %x, metadata !14, metadata !DIExpression()), !dbg !19
  %call = call i32 @bsp_nprocs(), !dbg !20
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %i, metadata !22, metadata !DIExpression()), !dbg !24
  store i32 0, i32* %i, align 4, !dbg !24
  br label %for.cond, !dbg !25

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !26
  %cmp = icmp slt i32 %0, 10, !dbg !28
  br i1 %cmp, label %for.body, label %for.end, !dbg !29

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !30
  %idxprom = sext i32 %1 to i64, !dbg !31
  %arrayidx = getelementptr inbounds [16 x i32], [16 x i32]* %x, i64 0, i64 %idxprom, !dbg !31
  %2 = bitcast i32* %arrayidx to i8*, !dbg !32
  call void @bsp_push_reg(i8* noundef %2, i32 noundef 4), !dbg !33
  br label %for.inc, !dbg !33

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !34
  %inc = add nsw i32 %3, 1, !dbg !34
  store i32 %inc, i32* %i, align 4, !dbg !34
  br label %for.cond, !dbg !35, !llvm.loop !36

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !39
  call void @llvm.dbg.declare(metadata i32* %i1, metadata !40, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %i1, align 4, !dbg !42
  br label %for.cond2, !dbg !43

for.cond2:                                        ; preds = %for.inc7, %for.end
  %4 = load i32, i32* %i1, align 4, !dbg !44
  %cmp3 = icmp sle i32 %4, 10, !dbg !46
  br i1 %cmp3, label %for.body4, label %for.end9, !dbg !47

for.body4:                                        ; preds = %for.cond2
  %5 = load i32, i32* %i1, align 4, !dbg !48
  %idxprom5 = sext i32 %5 to i64, !dbg !49
  %arrayidx6 = getelementptr inbounds [16 x i32], [16 x i32]* %x, i64 0, i64 %idxprom5, !dbg !49
  %6 = bitcast i32* %arrayidx6 to i8*, !dbg !50
  call void @bsp_pop_reg(i8* noundef %6), !dbg !51
  br label %for.inc7, !dbg !51

for.inc7:                                         ; preds = %for.body4
  %7 = load i32, i32* %i1, align 4, !dbg !52
  %inc8 = add nsw i32 %7, 1, !dbg !52
  store i32 %inc8, i32* %i1, align 4, !dbg !52
  br label %for.cond2, !dbg !53, !llvm.loop !54

for.end9:                                         ; preds = %for.cond2
  call void @bsp_sync(), !dbg !56
  call void @bsp_end(), !dbg !57
  ret void, !dbg !58
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pop_loop_extra.c", directory: ".", checksumkind: CSK_MD5, checksum: "47859c2d71ebf1b5f520e3dd6049ab1a")
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
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 4, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 512, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 16)
!19 = !DILocation(line: 4, column: 7, scope: !10)
!20 = !DILocation(line: 5, column: 13, scope: !10)
!21 = !DILocation(line: 5, column: 3, scope: !10)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 6, type: !16)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 3)
!24 = !DILocation(line: 6, column: 12, scope: !23)
!25 = !DILocation(line: 6, column: 8, scope: !23)
!26 = !DILocation(line: 6, column: 19, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 6, column: 3)
!28 = !DILocation(line: 6, column: 21, scope: !27)
!29 = !DILocation(line: 6, column: 3, scope: !23)
!30 = !DILocation(line: 7, column: 21, scope: !27)
!31 = !DILocation(line: 7, column: 19, scope: !27)
!32 = !DILocation(line: 7, column: 18, scope: !27)
!33 = !DILocation(line: 7, column: 5, scope: !27)
!34 = !DILocation(line: 6, column: 28, scope: !27)
!35 = !DILocation(line: 6, column: 3, scope: !27)
!36 = distinct !{!36, !29, !37, !38}
!37 = !DILocation(line: 7, column: 36, scope: !23)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 8, column: 3, scope: !10)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 9, type: !16)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!42 = !DILocation(line: 9, column: 12, scope: !41)
!43 = !DILocation(line: 9, column: 8, scope: !41)
!44 = !DILocation(line: 9, column: 19, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !1, line: 9, column: 3)
!46 = !DILocation(line: 9, column: 21, scope: !45)
!47 = !DILocation(line: 9, column: 3, scope: !41)
!48 = !DILocation(line: 10, column: 20, scope: !45)
!49 = !DILocation(line: 10, column: 18, scope: !45)
!50 = !DILocation(line: 10, column: 17, scope: !45)
!51 = !DILocation(line: 10, column: 5, scope: !45)
!52 = !DILocation(line: 9, column: 29, scope: !45)
!53 = !DILocation(line: 9, column: 3, scope: !45)
!54 = distinct !{!54, !47, !55, !38}
!55 = !DILocation(line: 10, column: 22, scope: !41)
!56 = !DILocation(line: 11, column: 3, scope: !10)
!57 = !DILocation(line: 12, column: 3, scope: !10)
!58 = !DILocation(line: 13, column: 1, scope: !10)
