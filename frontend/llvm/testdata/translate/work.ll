; ModuleID = 'work.c'
source_filename = "work.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !12 {
entry:
  %n.addr = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %alpha = alloca double, align 8
  %dot = alloca double, align 8
  %i = alloca i32, align 4
  %i6 = alloca i32, align 4
  %i20 = alloca i32, align 4
  %c = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !16, metadata !DIExpression()), !dbg !17
  %call = call i32 @bsp_nprocs(), !dbg !18
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !19
  %0 = load i32, i32* %n.addr, align 4, !dbg !20
  %1 = zext i32 %0 to i64, !dbg !21
  %2 = call i8* @llvm.stacksave(), !dbg !21
  store i8* %2, i8** %saved_stack, align 8, !dbg !21
  %vla = alloca double, i64 %1, align 16, !dbg !21
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !21
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !22, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata double* %vla, metadata !25, metadata !DIExpression()), !dbg !30
  %3 = load i32, i32* %n.addr, align 4, !dbg !31
  %4 = zext i32 %3 to i64, !dbg !21
  %vla1 = alloca double, i64 %4, align 16, !dbg !21
  store i64 %4, i64* %__vla_expr1, align 8, !dbg !21
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !32, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata double* %vla1, metadata !33, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata double* %alpha, metadata !38, metadata !DIExpression()), !dbg !39
  store double 5.000000e-01, double* %alpha, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata double* %dot, metadata !40, metadata !DIExpression()), !dbg !41
  store double 0.000000e+00, double* %dot, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %i, metadata !42, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %i, align 4, !dbg !44
  br label %for.cond, !dbg !45

for.cond:                                         ; preds = %for.inc, %entry
  %5 = load i32, i32* %i, align 4, !dbg !46
  %6 = load i32, i32* %n.addr, align 4, !dbg !48
  %cmp = icmp slt i32 %5, %6, !dbg !49
  br i1 %cmp, label %for.body, label %for.end, !dbg !50

for.body:                                         ; preds = %for.cond
  %7 = load double, double* %alpha, align 8, !dbg !51
  %8 = load i32, i32* %i, align 4, !dbg !52
  %idxprom = sext i32 %8 to i64, !dbg !53
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !53
  %9 = load double, double* %arrayidx, align 8, !dbg !53
  %10 = load i32, i32* %i, align 4, !dbg !54
  %idxprom2 = sext i32 %10 to i64, !dbg !55
  %arrayidx3 = getelementptr inbounds double, double* %vla1, i64 %idxprom2, !dbg !55
  %11 = load double, double* %arrayidx3, align 8, !dbg !55
  %12 = call double @llvm.fmuladd.f64(double %7, double %9, double %11), !dbg !56
  %13 = load i32, i32* %i, align 4, !dbg !57
  %idxprom4 = sext i32 %13 to i64, !dbg !58
  %arrayidx5 = getelementptr inbounds double, double* %vla1, i64 %idxprom4, !dbg !58
  store double %12, double* %arrayidx5, align 8, !dbg !59
  br label %for.inc, !dbg !58

for.inc:                                          ; preds = %for.body
  %14 = load i32, i32* %i, align 4, !dbg !60
  %inc = add nsw i32 %14, 1, !dbg !60
  store i32 %inc, i32* %i, align 4, !dbg !60
  br label %for.cond, !dbg !61, !llvm.loop !62

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i6, metadata !65, metadata !DIExpression()), !dbg !67
  store i32 0, i32* %i6, align 4, !dbg !67
  br label %for.cond7, !dbg !68

for.cond7:                                        ; preds = %for.inc16, %for.end
  %15 = load i32, i32* %i6, align 4, !dbg !69
  %16 = load i32, i32* %n.addr, align 4, !dbg !71
  %cmp8 = icmp slt i32 %15, %16, !dbg !72
  br i1 %cmp8, label %for.body9, label %for.end18, !dbg !73

for.body9:                                        ; preds = %for.cond7
  %17 = load double, double* %dot, align 8, !dbg !74
  %18 = load i32, i32* %i6, align 4, !dbg !75
  %idxprom10 = sext i32 %18 to i64, !dbg !76
  %arrayidx11 = getelementptr inbounds double, double* %vla, i64 %idxprom10, !dbg !76
  %19 = load double, double* %arrayidx11, align 8, !dbg !76
  %20 = load i32, i32* %i6, align 4, !dbg !77
  %idxprom12 = sext i32 %20 to i64, !dbg !78
  %arrayidx13 = getelementptr inbounds double, double* %vla1, i64 %idxprom12, !dbg !78
  %21 = load double, double* %arrayidx13, align 8, !dbg !78
  %mul = fmul double %19, %21, !dbg !79
  %22 = load i32, i32* %i6, align 4, !dbg !80
  %idxprom14 = sext i32 %22 to i64, !dbg !81
  %arrayidx15 = getelementptr inbounds double, double* %vla, i64 %idxprom14, !dbg !81
  %23 = load double, double* %arrayidx15, align 8, !dbg !81
  %sub = fsub double 1.000000e+00, %23, !dbg !82
  %div = fdiv double %mul, %sub, !dbg !83
  %add = fadd double %17, %div, !dbg !84
  store double %add, double* %dot, align 8, !dbg !85
  br label %for.inc16, !dbg !86

for.inc16:                                        ; preds = %for.body9
  %24 = load i32, i32* %i6, align 4, !dbg !87
  %inc17 = add nsw i32 %24, 1, !dbg !87
  store i32 %inc17, i32* %i6, align 4, !dbg !87
  br label %for.cond7, !dbg !88, !llvm.loop !89

for.end18:                                        ; preds = %for.cond7
  %25 = load double, double* %dot, align 8, !dbg !91
  %cmp19 = fcmp ogt double %25, 1.000000e+00, !dbg !93
  br i1 %cmp19, label %if.then, label %if.end, !dbg !94

if.then:                                          ; preds = %for.end18
  %26 = load double, double* %dot, align 8, !dbg !95
  %fneg = fneg double %26, !dbg !96
  store double %fneg, double* %dot, align 8, !dbg !97
  br label %if.end, !dbg !98

if.end:                                           ; preds = %if.then, %for.end18
  call void @llvm.dbg.declare(metadata i32* %i20, metadata !99, metadata !DIExpression()), !dbg !101
  store i32 0, i32* %i20, align 4, !dbg !101
  br label %for.cond21, !dbg !102

for.cond21:                                       ; preds = %for.inc31, %if.end
  %27 = load i32, i32* %i20, align 4, !dbg !103
  %28 = load i32, i32* %n.addr, align 4, !dbg !105
  %cmp22 = icmp slt i32 %27, %28, !dbg !106
  br i1 %cmp22, label %for.body23, label %for.end33, !dbg !107

for.body23:                                       ; preds = %for.cond21
  call void @bspcost_work(i64 noundef 10), !dbg !108
  %29 = load i32, i32* %i20, align 4, !dbg !110
  %idxprom24 = sext i32 %29 to i64, !dbg !111
  %arrayidx25 = getelementptr inbounds double, double* %vla, i64 %idxprom24, !dbg !111
  %30 = load double, double* %arrayidx25, align 8, !dbg !111
  %31 = load i32, i32* %i20, align 4, !dbg !112
  %idxprom26 = sext i32 %31 to i64, !dbg !113
  %arrayidx27 = getelementptr inbounds double, double* %vla, i64 %idxprom26, !dbg !113
  %32 = load double, double* %arrayidx27, align 8, !dbg !113
  %mul28 = fmul double %30, %32, !dbg !114
  %33 = load i32, i32* %i20, align 4, !dbg !115
  %idxprom29 = sext i32 %33 to i64, !dbg !116
  %arrayidx30 = getelementptr inbounds double, double* %vla, i64 %idxprom29, !dbg !116
  store double %mul28, double* %arrayidx30, align 8, !dbg !117
  br label %for.inc31, !dbg !118

for.inc31:                                        ; preds = %for.body23
  %34 = load i32, i32* %i20, align 4, !dbg !119
  %inc32 = add nsw i32 %34, 1, !dbg !119
  store i32 %inc32, i32* %i20, align 4, !dbg !119
  br label %for.cond21, !dbg !120, !llvm.loop !121

for.end33:                                        ; preds = %for.cond21
  call void @llvm.dbg.declare(metadata i32* %c, metadata !123, metadata !DIExpression()), !dbg !124
  %35 = load double, double* %dot, align 8, !dbg !125
  %mul34 = fmul double %35, 2.000000e+00, !dbg !126
  %conv = fptosi double %mul34 to i32, !dbg !127
  store i32 %conv, i32* %c, align 4, !dbg !124
  call void @bsp_end(), !dbg !128
  %36 = load i8*, i8** %saved_stack, align 8, !dbg !129
  call void @llvm.stackrestore(i8* %36), !dbg !129
  ret void, !dbg !129
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare void @bspcost_work(i64 noundef) #2

declare void @bsp_end() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "work.c", directory: ".", checksumkind: CSK_MD5, checksum: "6ab2be5aa8fb8651670a413b91011130")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
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
!14 = !{null, !3}
!15 = !{}
!16 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 6, type: !3)
!17 = !DILocation(line: 6, column: 15, scope: !12)
!18 = !DILocation(line: 7, column: 13, scope: !12)
!19 = !DILocation(line: 7, column: 3, scope: !12)
!20 = !DILocation(line: 8, column: 12, scope: !12)
!21 = !DILocation(line: 8, column: 3, scope: !12)
!22 = !DILocalVariable(name: "__vla_expr0", scope: !12, type: !23, flags: DIFlagArtificial)
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DILocation(line: 0, scope: !12)
!25 = !DILocalVariable(name: "x", scope: !12, file: !1, line: 8, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, elements: !28)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !{!29}
!29 = !DISubrange(count: !22)
!30 = !DILocation(line: 8, column: 10, scope: !12)
!31 = !DILocation(line: 8, column: 18, scope: !12)
!32 = !DILocalVariable(name: "__vla_expr1", scope: !12, type: !23, flags: DIFlagArtificial)
!33 = !DILocalVariable(name: "y", scope: !12, file: !1, line: 8, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: !32)
!37 = !DILocation(line: 8, column: 16, scope: !12)
!38 = !DILocalVariable(name: "alpha", scope: !12, file: !1, line: 9, type: !27)
!39 = !DILocation(line: 9, column: 10, scope: !12)
!40 = !DILocalVariable(name: "dot", scope: !12, file: !1, line: 9, type: !27)
!41 = !DILocation(line: 9, column: 23, scope: !12)
!42 = !DILocalVariable(name: "i", scope: !43, file: !1, line: 10, type: !3)
!43 = distinct !DILexicalBlock(scope: !12, file: !1, line: 10, column: 3)
!44 = !DILocation(line: 10, column: 12, scope: !43)
!45 = !DILocation(line: 10, column: 8, scope: !43)
!46 = !DILocation(line: 10, column: 19, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !1, line: 10, column: 3)
!48 = !DILocation(line: 10, column: 23, scope: !47)
!49 = !DILocation(line: 10, column: 21, scope: !47)
!50 = !DILocation(line: 10, column: 3, scope: !43)
!51 = !DILocation(line: 11, column: 12, scope: !47)
!52 = !DILocation(line: 11, column: 22, scope: !47)
!53 = !DILocation(line: 11, column: 20, scope: !47)
!54 = !DILocation(line: 11, column: 29, scope: !47)
!55 = !DILocation(line: 11, column: 27, scope: !47)
!56 = !DILocation(line: 11, column: 25, scope: !47)
!57 = !DILocation(line: 11, column: 7, scope: !47)
!58 = !DILocation(line: 11, column: 5, scope: !47)
!59 = !DILocation(line: 11, column: 10, scope: !47)
!60 = !DILocation(line: 10, column: 27, scope: !47)
!61 = !DILocation(line: 10, column: 3, scope: !47)
!62 = distinct !{!62, !50, !63, !64}
!63 = !DILocation(line: 11, column: 30, scope: !43)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocalVariable(name: "i", scope: !66, file: !1, line: 12, type: !3)
!66 = distinct !DILexicalBlock(scope: !12, file: !1, line: 12, column: 3)
!67 = !DILocation(line: 12, column: 12, scope: !66)
!68 = !DILocation(line: 12, column: 8, scope: !66)
!69 = !DILocation(line: 12, column: 19, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !1, line: 12, column: 3)
!71 = !DILocation(line: 12, column: 23, scope: !70)
!72 = !DILocation(line: 12, column: 21, scope: !70)
!73 = !DILocation(line: 12, column: 3, scope: !66)
!74 = !DILocation(line: 13, column: 11, scope: !70)
!75 = !DILocation(line: 13, column: 19, scope: !70)
!76 = !DILocation(line: 13, column: 17, scope: !70)
!77 = !DILocation(line: 13, column: 26, scope: !70)
!78 = !DILocation(line: 13, column: 24, scope: !70)
!79 = !DILocation(line: 13, column: 22, scope: !70)
!80 = !DILocation(line: 13, column: 40, scope: !70)
!81 = !DILocation(line: 13, column: 38, scope: !70)
!82 = !DILocation(line: 13, column: 36, scope: !70)
!83 = !DILocation(line: 13, column: 29, scope: !70)
!84 = !DILocation(line: 13, column: 15, scope: !70)
!85 = !DILocation(line: 13, column: 9, scope: !70)
!86 = !DILocation(line: 13, column: 5, scope: !70)
!87 = !DILocation(line: 12, column: 27, scope: !70)
!88 = !DILocation(line: 12, column: 3, scope: !70)
!89 = distinct !{!89, !73, !90, !64}
!90 = !DILocation(line: 13, column: 42, scope: !66)
!91 = !DILocation(line: 14, column: 7, scope: !92)
!92 = distinct !DILexicalBlock(scope: !12, file: !1, line: 14, column: 7)
!93 = !DILocation(line: 14, column: 11, scope: !92)
!94 = !DILocation(line: 14, column: 7, scope: !12)
!95 = !DILocation(line: 15, column: 12, scope: !92)
!96 = !DILocation(line: 15, column: 11, scope: !92)
!97 = !DILocation(line: 15, column: 9, scope: !92)
!98 = !DILocation(line: 15, column: 5, scope: !92)
!99 = !DILocalVariable(name: "i", scope: !100, file: !1, line: 16, type: !3)
!100 = distinct !DILexicalBlock(scope: !12, file: !1, line: 16, column: 3)
!101 = !DILocation(line: 16, column: 12, scope: !100)
!102 = !DILocation(line: 16, column: 8, scope: !100)
!103 = !DILocation(line: 16, column: 19, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !1, line: 16, column: 3)
!105 = !DILocation(line: 16, column: 23, scope: !104)
!106 = !DILocation(line: 16, column: 21, scope: !104)
!107 = !DILocation(line: 16, column: 3, scope: !100)
!108 = !DILocation(line: 17, column: 5, scope: !109)
!109 = distinct !DILexicalBlock(scope: !104, file: !1, line: 16, column: 31)
!110 = !DILocation(line: 18, column: 14, scope: !109)
!111 = !DILocation(line: 18, column: 12, scope: !109)
!112 = !DILocation(line: 18, column: 21, scope: !109)
!113 = !DILocation(line: 18, column: 19, scope: !109)
!114 = !DILocation(line: 18, column: 17, scope: !109)
!115 = !DILocation(line: 18, column: 7, scope: !109)
!116 = !DILocation(line: 18, column: 5, scope: !109)
!117 = !DILocation(line: 18, column: 10, scope: !109)
!118 = !DILocation(line: 19, column: 3, scope: !109)
!119 = !DILocation(line: 16, column: 27, scope: !104)
!120 = !DILocation(line: 16, column: 3, scope: !104)
!121 = distinct !{!121, !107, !122, !64}
!122 = !DILocation(line: 19, column: 3, scope: !100)
!123 = !DILocalVariable(name: "c", scope: !12, file: !1, line: 20, type: !3)
!124 = !DILocation(line: 20, column: 7, scope: !12)
!125 = !DILocation(line: 20, column: 17, scope: !12)
!126 = !DILocation(line: 20, column: 21, scope: !12)
!127 = !DILocation(line: 20, column: 11, scope: !12)
!128 = !DILocation(line: 21, column: 3, scope: !12)
!129 = !DILocation(line: 22, column: 1, scope: !12)
