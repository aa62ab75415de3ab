; ModuleID = 'fft_butterfly.c'
source_filename = "fft_butterfly.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fft(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %nl = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %d = alloca i32, align 4
  %partner = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %p, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_nprocs(), !dbg !21
  store i32 %call1, i32* %p, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %s, metadata !22, metadata !DIExpression()), !dbg !23
  %call2 = call i32 @bsp_pid(), !dbg !24
  store i32 %call2, i32* %s, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %nl, metadata !25, metadata !DIExpression()), !dbg !26
  %0 = load i32, i32* %N.addr, align 4, !dbg !27
  %1 = load i32, i32* %p, align 4, !dbg !28
  %div = sdiv i32 %0, %1, !dbg !29
  store i32 %div, i32* %nl, align 4, !dbg !26
  %2 = load i32, i32* %nl, align 4, !dbg !30
  %3 = zext i32 %2 to i64, !dbg !31
  %4 = call i8* @llvm.stacksave(), !dbg !31
  store i8* %4, i8** %saved_stack, align 8, !dbg !31
  %vla = alloca double, i64 %3, align 16, !dbg !31
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla, metadata !35, metadata !DIExpression()), !dbg !40
  %5 = load i32, i32* %nl, align 4, !dbg !41
  %6 = zext i32 %5 to i64, !dbg !31
  %vla3 = alloca double, i64 %6, align 16, !dbg !31
  store i64 %6, i64* %__vla_expr1, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !42, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla3, metadata !43, metadata !DIExpression()), !dbg !47
  %7 = bitcast double* %vla3 to i8*, !dbg !48
  %8 = load i32, i32* %nl, align 4, !dbg !49
  %conv = sext i32 %8 to i64, !dbg !49
  %mul = mul i64 %conv, 8, !dbg !50
  %conv4 = trunc i64 %mul to i32, !dbg !49
  call void @bsp_push_reg(i8* noundef %7, i32 noundef %conv4), !dbg !51
  call void @bsp_sync(), !dbg !52
  call void @llvm.dbg.declare(metadata i32* %d, metadata !53, metadata !DIExpression()), !dbg !55
  store i32 1, i32* %d, align 4, !dbg !55
  br label %for.cond, !dbg !56

for.cond:                                         ; preds = %for.inc33, %entry
  %9 = load i32, i32* %d, align 4, !dbg !57
  %10 = load i32, i32* %p, align 4, !dbg !59
  %cmp = icmp slt i32 %9, %10, !dbg !60
  br i1 %cmp, label %for.body, label %for.end35, !dbg !61

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %partner, metadata !62, metadata !DIExpression()), !dbg !64
  %11 = load i32, i32* %s, align 4, !dbg !65
  %12 = load i32, i32* %d, align 4, !dbg !67
  %div6 = sdiv i32 %11, %12, !dbg !68
  %rem = srem i32 %div6, 2, !dbg !69
  %cmp7 = icmp eq i32 %rem, 0, !dbg !70
  br i1 %cmp7, label %if.then, label %if.else, !dbg !71

if.then:                                          ; preds = %for.body
  %13 = load i32, i32* %s, align 4, !dbg !72
  %14 = load i32, i32* %d, align 4, !dbg !73
  %add = add nsw i32 %13, %14, !dbg !74
  store i32 %add, i32* %partner, align 4, !dbg !75
  br label %if.end, !dbg !76

if.else:                                          ; preds = %for.body
  %15 = load i32, i32* %s, align 4, !dbg !77
  %16 = load i32, i32* %d, align 4, !dbg !78
  %sub = sub nsw i32 %15, %16, !dbg !79
  store i32 %sub, i32* %partner, align 4, !dbg !80
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %17 = load i32, i32* %partner, align 4, !dbg !81
  %18 = load i32, i32* %p, align 4, !dbg !83
  %cmp9 = icmp slt i32 %17, %18, !dbg !84
  br i1 %cmp9, label %if.then11, label %if.end15, !dbg !85

if.then11:                                        ; preds = %if.end
  %19 = load i32, i32* %partner, align 4, !dbg !86
  %20 = bitcast double* %vla to i8*, !dbg !87
  %21 = bitcast double* %vla3 to i8*, !dbg !88
  %22 = load i32, i32* %nl, align 4, !dbg !89
  %conv12 = sext i32 %22 to i64, !dbg !89
  %mul13 = mul i64 %conv12, 8, !dbg !90
  %conv14 = trunc i64 %mul13 to i32, !dbg !89
  call void @bsp_put(i32 noundef %19, i8* noundef %20, i8* noundef %21, i32 noundef 0, i32 noundef %conv14), !dbg !91
  br label %if.end15, !dbg !91

if.end15:                                         ; preds = %if.then11, %if.end
  call void @bsp_sync(), !dbg !92
  call void @llvm.dbg.declare(metadata i32* %j, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 0, i32* %j, align 4, !dbg !95
  br label %for.cond16, !dbg !96

for.cond16:                                       ; preds = %for.inc, %if.end15
  %23 = load i32, i32* %j, align 4, !dbg !97
  %24 = load i32, i32* %nl, align 4, !dbg !99
  %cmp17 = icmp slt i32 %23, %24, !dbg !100
  br i1 %cmp17, label %for.body19, label %for.end, !dbg !101

for.body19:                                       ; preds = %for.cond16
  %25 = load i32, i32* %j, align 4, !dbg !102
  %idxprom = sext i32 %25 to i64, !dbg !103
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !103
  %26 = load double, double* %arrayidx, align 8, !dbg !103
  %27 = load i32, i32* %j, align 4, !dbg !104
  %idxprom20 = sext i32 %27 to i64, !dbg !105
  %arrayidx21 = getelementptr inbounds double, double* %vla3, i64 %idxprom20, !dbg !105
  %28 = load double, double* %arrayidx21, align 8, !dbg !105
  %29 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %28, double %26), !dbg !106
  %30 = load i32, i32* %j, align 4, !dbg !107
  %idxprom23 = sext i32 %30 to i64, !dbg !108
  %arrayidx24 = getelementptr inbounds double, double* %vla3, i64 %idxprom23, !dbg !108
  %31 = load double, double* %arrayidx24, align 8, !dbg !108
  %neg = fneg double %31, !dbg !109
  %32 = call double @llvm.fmuladd.f64(double %neg, double 5.000000e-01, double %29), !dbg !109
  %33 = load i32, i32* %j, align 4, !dbg !110
  %idxprom26 = sext i32 %33 to i64, !dbg !111
  %arrayidx27 = getelementptr inbounds double, double* %vla, i64 %idxprom26, !dbg !111
  %34 = load double, double* %arrayidx27, align 8, !dbg !111
  %35 = load i32, i32* %j, align 4, !dbg !112
  %idxprom28 = sext i32 %35 to i64, !dbg !113
  %arrayidx29 = getelementptr inbounds double, double* %vla3, i64 %idxprom28, !dbg !113
  %36 = load double, double* %arrayidx29, align 8, !dbg !113
  %37 = call double @llvm.fmuladd.f64(double %34, double %36, double %32), !dbg !114
  %38 = load i32, i32* %j, align 4, !dbg !115
  %idxprom31 = sext i32 %38 to i64, !dbg !116
  %arrayidx32 = getelementptr inbounds double, double* %vla, i64 %idxprom31, !dbg !116
  store double %37, double* %arrayidx32, align 8, !dbg !117
  br label %for.inc, !dbg !116

for.inc:                                          ; preds = %for.body19
  %39 = load i32, i32* %j, align 4, !dbg !118
  %inc = add nsw i32 %39, 1, !dbg !118
  store i32 %inc, i32* %j, align 4, !dbg !118
  br label %for.cond16, !dbg !119, !llvm.loop !120

for.end:                                          ; preds = %for.cond16
  br label %for.inc33, !dbg !123

for.inc33:                                        ; preds = %for.end
  %40 = load i32, i32* %d, align 4, !dbg !124
  %mul34 = mul nsw i32 %40, 2, !dbg !124
  store i32 %mul34, i32* %d, align 4, !dbg !124
  br label %for.cond, !dbg !125, !llvm.loop !126

for.end35:                                        ; preds = %for.cond
  %41 = bitcast double* %vla3 to i8*, !dbg !128
  call void @bsp_pop_reg(i8* noundef %41), !dbg !129
  call void @bsp_end(), !dbg !130
  %42 = load i8*, i8** %saved_stack, align 8, !dbg !131
  call void @llvm.stackrestore(i8* %42), !dbg !131
  ret void, !dbg !131
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fft_butterfly.c", directory: ".", checksumkind: CSK_MD5, checksum: "a422b1497a45f148e9425015d7f06eed")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "fft", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!16 = !DILocation(line: 9, column: 14, scope: !10)
!17 = !DILocation(line: 10, column: 13, scope: !10)
!18 = !DILocation(line: 10, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 11, type: !13)
!20 = !DILocation(line: 11, column: 7, scope: !10)
!21 = !DILocation(line: 11, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 12, type: !13)
!23 = !DILocation(line: 12, column: 7, scope: !10)
!24 = !DILocation(line: 12, column: 11, scope: !10)
!25 = !DILocalVariable(name: "nl", scope: !10, file: !1, line: 13, type: !13)
!26 = !DILocation(line: 13, column: 7, scope: !10)
!27 = !DILocation(line: 13, column: 12, scope: !10)
!28 = !DILocation(line: 13, column: 16, scope: !10)
!29 = !DILocation(line: 13, column: 14, scope: !10)
!30 = !DILocation(line: 14, column: 12, scope: !10)
!31 = !DILocation(line: 14, column: 3, scope: !10)
!32 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !33, flags: DIFlagArtificial)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 0, scope: !10)
!35 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 14, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !38)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !{!39}
!39 = !DISubrange(count: !32)
!40 = !DILocation(line: 14, column: 10, scope: !10)
!41 = !DILocation(line: 14, column: 21, scope: !10)
!42 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !33, flags: DIFlagArtificial)
!43 = !DILocalVariable(name: "tmp", scope: !10, file: !1, line: 14, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: !42)
!47 = !DILocation(line: 14, column: 17, scope: !10)
!48 = !DILocation(line: 15, column: 16, scope: !10)
!49 = !DILocation(line: 15, column: 21, scope: !10)
!50 = !DILocation(line: 15, column: 24, scope: !10)
!51 = !DILocation(line: 15, column: 3, scope: !10)
!52 = !DILocation(line: 16, column: 3, scope: !10)
!53 = !DILocalVariable(name: "d", scope: !54, file: !1, line: 17, type: !13)
!54 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 3)
!55 = !DILocation(line: 17, column: 12, scope: !54)
!56 = !DILocation(line: 17, column: 8, scope: !54)
!57 = !DILocation(line: 17, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 17, column: 3)
!59 = !DILocation(line: 17, column: 23, scope: !58)
!60 = !DILocation(line: 17, column: 21, scope: !58)
!61 = !DILocation(line: 17, column: 3, scope: !54)
!62 = !DILocalVariable(name: "partner", scope: !63, file: !1, line: 18, type: !13)
!63 = distinct !DILexicalBlock(scope: !58, file: !1, line: 17, column: 34)
!64 = !DILocation(line: 18, column: 9, scope: !63)
!65 = !DILocation(line: 19, column: 10, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !1, line: 19, column: 9)
!67 = !DILocation(line: 19, column: 14, scope: !66)
!68 = !DILocation(line: 19, column: 12, scope: !66)
!69 = !DILocation(line: 19, column: 17, scope: !66)
!70 = !DILocation(line: 19, column: 21, scope: !66)
!71 = !DILocation(line: 19, column: 9, scope: !63)
!72 = !DILocation(line: 20, column: 17, scope: !66)
!73 = !DILocation(line: 20, column: 21, scope: !66)
!74 = !DILocation(line: 20, column: 19, scope: !66)
!75 = !DILocation(line: 20, column: 15, scope: !66)
!76 = !DILocation(line: 20, column: 7, scope: !66)
!77 = !DILocation(line: 22, column: 17, scope: !66)
!78 = !DILocation(line: 22, column: 21, scope: !66)
!79 = !DILocation(line: 22, column: 19, scope: !66)
!80 = !DILocation(line: 22, column: 15, scope: !66)
!81 = !DILocation(line: 23, column: 9, scope: !82)
!82 = distinct !DILexicalBlock(scope: !63, file: !1, line: 23, column: 9)
!83 = !DILocation(line: 23, column: 19, scope: !82)
!84 = !DILocation(line: 23, column: 17, scope: !82)
!85 = !DILocation(line: 23, column: 9, scope: !63)
!86 = !DILocation(line: 24, column: 15, scope: !82)
!87 = !DILocation(line: 24, column: 24, scope: !82)
!88 = !DILocation(line: 24, column: 27, scope: !82)
!89 = !DILocation(line: 24, column: 35, scope: !82)
!90 = !DILocation(line: 24, column: 38, scope: !82)
!91 = !DILocation(line: 24, column: 7, scope: !82)
!92 = !DILocation(line: 25, column: 5, scope: !63)
!93 = !DILocalVariable(name: "j", scope: !94, file: !1, line: 26, type: !13)
!94 = distinct !DILexicalBlock(scope: !63, file: !1, line: 26, column: 5)
!95 = !DILocation(line: 26, column: 14, scope: !94)
!96 = !DILocation(line: 26, column: 10, scope: !94)
!97 = !DILocation(line: 26, column: 21, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 26, column: 5)
!99 = !DILocation(line: 26, column: 25, scope: !98)
!100 = !DILocation(line: 26, column: 23, scope: !98)
!101 = !DILocation(line: 26, column: 5, scope: !94)
!102 = !DILocation(line: 27, column: 16, scope: !98)
!103 = !DILocation(line: 27, column: 14, scope: !98)
!104 = !DILocation(line: 27, column: 31, scope: !98)
!105 = !DILocation(line: 27, column: 27, scope: !98)
!106 = !DILocation(line: 27, column: 19, scope: !98)
!107 = !DILocation(line: 27, column: 40, scope: !98)
!108 = !DILocation(line: 27, column: 36, scope: !98)
!109 = !DILocation(line: 27, column: 34, scope: !98)
!110 = !DILocation(line: 27, column: 53, scope: !98)
!111 = !DILocation(line: 27, column: 51, scope: !98)
!112 = !DILocation(line: 27, column: 62, scope: !98)
!113 = !DILocation(line: 27, column: 58, scope: !98)
!114 = !DILocation(line: 27, column: 49, scope: !98)
!115 = !DILocation(line: 27, column: 9, scope: !98)
!116 = !DILocation(line: 27, column: 7, scope: !98)
!117 = !DILocation(line: 27, column: 12, scope: !98)
!118 = !DILocation(line: 26, column: 30, scope: !98)
!119 = !DILocation(line: 26, column: 5, scope: !98)
!120 = distinct !{!120, !101, !121, !122}
!121 = !DILocation(line: 27, column: 63, scope: !94)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !DILocation(line: 28, column: 3, scope: !63)
!124 = !DILocation(line: 17, column: 28, scope: !58)
!125 = !DILocation(line: 17, column: 3, scope: !58)
!126 = distinct !{!126, !61, !127, !122}
!127 = !DILocation(line: 28, column: 3, scope: !54)
!128 = !DILocation(line: 29, column: 15, scope: !10)
!129 = !DILocation(line: 29, column: 3, scope: !10)
!130 = !DILocation(line: 30, column: 3, scope: !10)
!131 = !DILocation(line: 31, column: 1, scope: !10)
