; ModuleID = 'ok_loops.c'
source_filename = "ok_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %x = alloca [32 x i32], align 16
  %y = alloca [32 x i32], align 16
  %t = alloca [4 x i32], align 16
  %i = alloca i32, align 4
  %i3 = alloca i32, align 4
  %i16 = alloca i32, align 4
  %k = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata [32 x i32]* %x, metadata !17, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata [32 x i32]* %y, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata [4 x i32]* %t, metadata !24, metadata !DIExpression()), !dbg !28
  %call = call i32 @bsp_nprocs(), !dbg !29
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %i, metadata !31, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %i, align 4, !dbg !33
  br label %for.cond, !dbg !34

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !35
  %cmp = icmp slt i32 %0, 32, !dbg !37
  br i1 %cmp, label %for.body, label %for.end, !dbg !38

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !39
  %idxprom = sext i32 %1 to i64, !dbg !41
  %arrayidx = getelementptr inbounds [32 x i32], [32 x i32]* %x, i64 0, i64 %idxprom, !dbg !41
  %2 = bitcast i32* %arrayidx to i8*, !dbg !42
  call void @bsp_push_reg(i8* noundef %2, i32 noundef 4), !dbg !43
  %3 = load i32, i32* %i, align 4, !dbg !44
  %idxprom1 = sext i32 %3 to i64, !dbg !45
  %arrayidx2 = getelementptr inbounds [32 x i32], [32 x i32]* %y, i64 0, i64 %idxprom1, !dbg !45
  %4 = bitcast i32* %arrayidx2 to i8*, !dbg !46
  call void @bsp_push_reg(i8* noundef %4, i32 noundef 4), !dbg !47
  br label %for.inc, !dbg !48

for.inc:                                          ; preds = %for.body
  %5 = load i32, i32* %i, align 4, !dbg !49
  %inc = add nsw i32 %5, 1, !dbg !49
  store i32 %inc, i32* %i, align 4, !dbg !49
  br label %for.cond, !dbg !50, !llvm.loop !51

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %i3, metadata !55, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %i3, align 4, !dbg !57
  br label %for.cond4, !dbg !58

for.cond4:                                        ; preds = %for.inc13, %for.end
  %6 = load i32, i32* %i3, align 4, !dbg !59
  %cmp5 = icmp slt i32 %6, 32, !dbg !61
  br i1 %cmp5, label %for.body6, label %for.end15, !dbg !62

for.body6:                                        ; preds = %for.cond4
  %7 = load i32, i32* %i3, align 4, !dbg !63
  %idxprom7 = sext i32 %7 to i64, !dbg !65
  %arrayidx8 = getelementptr inbounds [32 x i32], [32 x i32]* %y, i64 0, i64 %idxprom7, !dbg !65
  %8 = bitcast i32* %arrayidx8 to i8*, !dbg !66
  %9 = load i32, i32* %i3, align 4, !dbg !67
  %idxprom9 = sext i32 %9 to i64, !dbg !68
  %arrayidx10 = getelementptr inbounds [32 x i32], [32 x i32]* %x, i64 0, i64 %idxprom9, !dbg !68
  %10 = bitcast i32* %arrayidx10 to i8*, !dbg !69
  call void @bsp_put(i32 noundef 0, i8* noundef %8, i8* noundef %10, i32 noundef 0, i32 noundef 4), !dbg !70
  %11 = load i32, i32* %i3, align 4, !dbg !71
  %idxprom11 = sext i32 %11 to i64, !dbg !72
  %arrayidx12 = getelementptr inbounds [32 x i32], [32 x i32]* %x, i64 0, i64 %idxprom11, !dbg !72
  %12 = bitcast i32* %arrayidx12 to i8*, !dbg !73
  call void @bsp_pop_reg(i8* noundef %12), !dbg !74
  call void @bsp_sync(), !dbg !75
  br label %for.inc13, !dbg !76

for.inc13:                                        ; preds = %for.body6
  %13 = load i32, i32* %i3, align 4, !dbg !77
  %inc14 = add nsw i32 %13, 1, !dbg !77
  store i32 %inc14, i32* %i3, align 4, !dbg !77
  br label %for.cond4, !dbg !78, !llvm.loop !79

for.end15:                                        ; preds = %for.cond4
  call void @llvm.dbg.declare(metadata i32* %i16, metadata !81, metadata !DIExpression()), !dbg !83
  store i32 31, i32* %i16, align 4, !dbg !83
  br label %for.cond17, !dbg !84

for.cond17:                                       ; preds = %for.inc22, %for.end15
  %14 = load i32, i32* %i16, align 4, !dbg !85
  %cmp18 = icmp sge i32 %14, 0, !dbg !87
  br i1 %cmp18, label %for.body19, label %for.end23, !dbg !88

for.body19:                                       ; preds = %for.cond17
  %15 = load i32, i32* %i16, align 4, !dbg !89
  %idxprom20 = sext i32 %15 to i64, !dbg !90
  %arrayidx21 = getelementptr inbounds [32 x i32], [32 x i32]* %y, i64 0, i64 %idxprom20, !dbg !90
  %16 = bitcast i32* %arrayidx21 to i8*, !dbg !91
  call void @bsp_pop_reg(i8* noundef %16), !dbg !92
  br label %for.inc22, !dbg !92

for.inc22:                                        ; preds = %for.body19
  %17 = load i32, i32* %i16, align 4, !dbg !93
  %dec = add nsw i32 %17, -1, !dbg !93
  store i32 %dec, i32* %i16, align 4, !dbg !93
  br label %for.cond17, !dbg !94, !llvm.loop !95

for.end23:                                        ; preds = %for.cond17
  call void @bsp_sync(), !dbg !97
  call void @llvm.dbg.declare(metadata i32* %k, metadata !98, metadata !DIExpression()), !dbg !100
  store i32 0, i32* %k, align 4, !dbg !100
  br label %for.cond24, !dbg !101

for.cond24:                                       ; preds = %for.inc30, %for.end23
  %18 = load i32, i32* %k, align 4, !dbg !102
  %19 = load i32, i32* %n.addr, align 4, !dbg !104
  %cmp25 = icmp slt i32 %18, %19, !dbg !105
  br i1 %cmp25, label %for.body26, label %for.end32, !dbg !106

for.body26:                                       ; preds = %for.cond24
  %arraydecay = getelementptr inbounds [4 x i32], [4 x i32]* %t, i64 0, i64 0, !dbg !107
  %20 = bitcast i32* %arraydecay to i8*, !dbg !107
  call void @bsp_push_reg(i8* noundef %20, i32 noundef 16), !dbg !109
  call void @bsp_sync(), !dbg !110
  %arraydecay27 = getelementptr inbounds [4 x i32], [4 x i32]* %t, i64 0, i64 0, !dbg !111
  %21 = bitcast i32* %arraydecay27 to i8*, !dbg !111
  %arraydecay28 = getelementptr inbounds [4 x i32], [4 x i32]* %t, i64 0, i64 0, !dbg !112
  %22 = bitcast i32* %arraydecay28 to i8*, !dbg !112
  call void @bsp_get(i32 noundef 0, i8* noundef %21, i32 noundef 0, i8* noundef %22, i32 noundef 4), !dbg !113
  %arraydecay29 = getelementptr inbounds [4 x i32], [4 x i32]* %t, i64 0, i64 0, !dbg !114
  %23 = bitcast i32* %arraydecay29 to i8*, !dbg !114
  call void @bsp_pop_reg(i8* noundef %23), !dbg !115
  call void @bsp_sync(), !dbg !116
  br label %for.inc30, !dbg !117

for.inc30:                                        ; preds = %for.body26
  %24 = load i32, i32* %k, align 4, !dbg !118
  %inc31 = add nsw i32 %24, 1, !dbg !118
  store i32 %inc31, i32* %k, align 4, !dbg !118
  br label %for.cond24, !dbg !119, !llvm.loop !120

for.end32:                                        ; preds = %for.cond24
  call void @bsp_end(), !dbg !122
  ret void, !dbg !123
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ok_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "df26d407accb330e6e2f92b39b6f943e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocation(line: 5, column: 15, scope: !10)
!17 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 6, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 1024, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 32)
!21 = !DILocation(line: 6, column: 7, scope: !10)
!22 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 6, type: !18)
!23 = !DILocation(line: 6, column: 14, scope: !10)
!24 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 6, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 4)
!28 = !DILocation(line: 6, column: 21, scope: !10)
!29 = !DILocation(line: 7, column: 13, scope: !10)
!30 = !DILocation(line: 7, column: 3, scope: !10)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 8, type: !13)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 3)
!33 = !DILocation(line: 8, column: 12, scope: !32)
!34 = !DILocation(line: 8, column: 8, scope: !32)
!35 = !DILocation(line: 8, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 8, column: 3)
!37 = !DILocation(line: 8, column: 21, scope: !36)
!38 = !DILocation(line: 8, column: 3, scope: !32)
!39 = !DILocation(line: 9, column: 21, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 8, column: 32)
!41 = !DILocation(line: 9, column: 19, scope: !40)
!42 = !DILocation(line: 9, column: 18, scope: !40)
!43 = !DILocation(line: 9, column: 5, scope: !40)
!44 = !DILocation(line: 10, column: 21, scope: !40)
!45 = !DILocation(line: 10, column: 19, scope: !40)
!46 = !DILocation(line: 10, column: 18, scope: !40)
!47 = !DILocation(line: 10, column: 5, scope: !40)
!48 = !DILocation(line: 11, column: 3, scope: !40)
!49 = !DILocation(line: 8, column: 28, scope: !36)
!50 = !DILocation(line: 8, column: 3, scope: !36)
!51 = distinct !{!51, !38, !52, !53}
!52 = !DILocation(line: 11, column: 3, scope: !32)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 12, column: 3, scope: !10)
!55 = !DILocalVariable(name: "i", scope: !56, file: !1, line: 13, type: !13)
!56 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 3)
!57 = !DILocation(line: 13, column: 12, scope: !56)
!58 = !DILocation(line: 13, column: 8, scope: !56)
!59 = !DILocation(line: 13, column: 19, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !1, line: 13, column: 3)
!61 = !DILocation(line: 13, column: 21, scope: !60)
!62 = !DILocation(line: 13, column: 3, scope: !56)
!63 = !DILocation(line: 14, column: 19, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 13, column: 32)
!65 = !DILocation(line: 14, column: 17, scope: !64)
!66 = !DILocation(line: 14, column: 16, scope: !64)
!67 = !DILocation(line: 14, column: 26, scope: !64)
!68 = !DILocation(line: 14, column: 24, scope: !64)
!69 = !DILocation(line: 14, column: 23, scope: !64)
!70 = !DILocation(line: 14, column: 5, scope: !64)
!71 = !DILocation(line: 15, column: 20, scope: !64)
!72 = !DILocation(line: 15, column: 18, scope: !64)
!73 = !DILocation(line: 15, column: 17, scope: !64)
!74 = !DILocation(line: 15, column: 5, scope: !64)
!75 = !DILocation(line: 16, column: 5, scope: !64)
!76 = !DILocation(line: 17, column: 3, scope: !64)
!77 = !DILocation(line: 13, column: 28, scope: !60)
!78 = !DILocation(line: 13, column: 3, scope: !60)
!79 = distinct !{!79, !62, !80, !53}
!80 = !DILocation(line: 17, column: 3, scope: !56)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 18, type: !13)
!82 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 3)
!83 = !DILocation(line: 18, column: 12, scope: !82)
!84 = !DILocation(line: 18, column: 8, scope: !82)
!85 = !DILocation(line: 18, column: 20, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !1, line: 18, column: 3)
!87 = !DILocation(line: 18, column: 22, scope: !86)
!88 = !DILocation(line: 18, column: 3, scope: !82)
!89 = !DILocation(line: 19, column: 20, scope: !86)
!90 = !DILocation(line: 19, column: 18, scope: !86)
!91 = !DILocation(line: 19, column: 17, scope: !86)
!92 = !DILocation(line: 19, column: 5, scope: !86)
!93 = !DILocation(line: 18, column: 29, scope: !86)
!94 = !DILocation(line: 18, column: 3, scope: !86)
!95 = distinct !{!95, !88, !96, !53}
!96 = !DILocation(line: 19, column: 22, scope: !82)
!97 = !DILocation(line: 20, column: 3, scope: !10)
!98 = !DILocalVariable(name: "k", scope: !99, file: !1, line: 21, type: !13)
!99 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 3)
!100 = !DILocation(line: 21, column: 12, scope: !99)
!101 = !DILocation(line: 21, column: 8, scope: !99)
!102 = !DILocation(line: 21, column: 19, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !1, line: 21, column: 3)
!104 = !DILocation(line: 21, column: 23, scope: !103)
!105 = !DILocation(line: 21, column: 21, scope: !103)
!106 = !DILocation(line: 21, column: 3, scope: !99)
!107 = !DILocation(line: 22, column: 18, scope: !108)
!108 = distinct !DILexicalBlock(scope: !103, file: !1, line: 21, column: 31)
!109 = !DILocation(line: 22, column: 5, scope: !108)
!110 = !DILocation(line: 23, column: 5, scope: !108)
!111 = !DILocation(line: 24, column: 16, scope: !108)
!112 = !DILocation(line: 24, column: 22, scope: !108)
!113 = !DILocation(line: 24, column: 5, scope: !108)
!114 = !DILocation(line: 25, column: 17, scope: !108)
!115 = !DILocation(line: 25, column: 5, scope: !108)
!116 = !DILocation(line: 26, column: 5, scope: !108)
!117 = !DILocation(line: 27, column: 3, scope: !108)
!118 = !DILocation(line: 21, column: 27, scope: !103)
!119 = !DILocation(line: 21, column: 3, scope: !103)
!120 = distinct !{!120, !106, !121, !53}
!121 = !DILocation(line: 27, column: 3, scope: !99)
!122 = !DILocation(line: 28, column: 3, scope: !10)
!123 = !DILocation(line: 29, column: 1, scope: !10)
