; ModuleID = 'inprod.c'
source_filename = "inprod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @inprod(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %nl = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %__vla_expr2 = alloca i64, align 8
  %inprod = alloca double, align 8
  %i = alloca i32, align 4
  %t = alloca i32, align 4
  %alpha = alloca double, align 8
  %t20 = alloca i32, align 4
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
  %7 = load i32, i32* %p, align 4, !dbg !48
  %8 = zext i32 %7 to i64, !dbg !49
  %vla4 = alloca double, i64 %8, align 16, !dbg !49
  store i64 %8, i64* %__vla_expr2, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata i64* %__vla_expr2, metadata !50, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla4, metadata !51, metadata !DIExpression()), !dbg !55
  %9 = bitcast double* %vla4 to i8*, !dbg !56
  %10 = load i32, i32* %p, align 4, !dbg !57
  %conv = sext i32 %10 to i64, !dbg !57
  %mul = mul i64 %conv, 8, !dbg !58
  %conv5 = trunc i64 %mul to i32, !dbg !57
  call void @bsp_push_reg(i8* noundef %9, i32 noundef %conv5), !dbg !59
  call void @bsp_sync(), !dbg !60
  call void @llvm.dbg.declare(metadata double* %inprod, metadata !61, metadata !DIExpression()), !dbg !62
  store double 0.000000e+00, double* %inprod, align 8, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %i, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %i, align 4, !dbg !65
  br label %for.cond, !dbg !66

for.cond:                                         ; preds = %for.inc, %entry
  %11 = load i32, i32* %i, align 4, !dbg !67
  %12 = load i32, i32* %nl, align 4, !dbg !69
  %cmp = icmp slt i32 %11, %12, !dbg !70
  br i1 %cmp, label %for.body, label %for.end, !dbg !71

for.body:                                         ; preds = %for.cond
  %13 = load i32, i32* %i, align 4, !dbg !72
  %idxprom = sext i32 %13 to i64, !dbg !73
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !73
  %14 = load double, double* %arrayidx, align 8, !dbg !73
  %15 = load i32, i32* %i, align 4, !dbg !74
  %idxprom7 = sext i32 %15 to i64, !dbg !75
  %arrayidx8 = getelementptr inbounds double, double* %vla3, i64 %idxprom7, !dbg !75
  %16 = load double, double* %arrayidx8, align 8, !dbg !75
  %17 = load double, double* %inprod, align 8, !dbg !76
  %18 = call double @llvm.fmuladd.f64(double %14, double %16, double %17), !dbg !76
  store double %18, double* %inprod, align 8, !dbg !76
  br label %for.inc, !dbg !77

for.inc:                                          ; preds = %for.body
  %19 = load i32, i32* %i, align 4, !dbg !78
  %inc = add nsw i32 %19, 1, !dbg !78
  store i32 %inc, i32* %i, align 4, !dbg !78
  br label %for.cond, !dbg !79, !llvm.loop !80

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %t, metadata !83, metadata !DIExpression()), !dbg !85
  store i32 0, i32* %t, align 4, !dbg !85
  br label %for.cond10, !dbg !86

for.cond10:                                       ; preds = %for.inc17, %for.end
  %20 = load i32, i32* %t, align 4, !dbg !87
  %21 = load i32, i32* %p, align 4, !dbg !89
  %cmp11 = icmp slt i32 %20, %21, !dbg !90
  br i1 %cmp11, label %for.body13, label %for.end19, !dbg !91

for.body13:                                       ; preds = %for.cond10
  %22 = load i32, i32* %t, align 4, !dbg !92
  %23 = bitcast double* %inprod to i8*, !dbg !93
  %24 = bitcast double* %vla4 to i8*, !dbg !94
  %25 = load i32, i32* %s, align 4, !dbg !95
  %conv14 = sext i32 %25 to i64, !dbg !95
  %mul15 = mul i64 %conv14, 8, !dbg !96
  %conv16 = trunc i64 %mul15 to i32, !dbg !95
  call void @bsp_put(i32 noundef %22, i8* noundef %23, i8* noundef %24, i32 noundef %conv16, i32 noundef 8), !dbg !97
  br label %for.inc17, !dbg !97

for.inc17:                                        ; preds = %for.body13
  %26 = load i32, i32* %t, align 4, !dbg !98
  %inc18 = add nsw i32 %26, 1, !dbg !98
  store i32 %inc18, i32* %t, align 4, !dbg !98
  br label %for.cond10, !dbg !99, !llvm.loop !100

for.end19:                                        ; preds = %for.cond10
  call void @bsp_sync(), !dbg !102
  call void @llvm.dbg.declare(metadata double* %alpha, metadata !103, metadata !DIExpression()), !dbg !104
  store double 0.000000e+00, double* %alpha, align 8, !dbg !104
  call void @llvm.dbg.declare(metadata i32* %t20, metadata !105, metadata !DIExpression()), !dbg !107
  store i32 0, i32* %t20, align 4, !dbg !107
  br label %for.cond21, !dbg !108

for.cond21:                                       ; preds = %for.inc27, %for.end19
  %27 = load i32, i32* %t20, align 4, !dbg !109
  %28 = load i32, i32* %p, align 4, !dbg !111
  %cmp22 = icmp slt i32 %27, %28, !dbg !112
  br i1 %cmp22, label %for.body24, label %for.end29, !dbg !113

for.body24:                                       ; preds = %for.cond21
  %29 = load i32, i32* %t20, align 4, !dbg !114
  %idxprom25 = sext i32 %29 to i64, !dbg !115
  %arrayidx26 = getelementptr inbounds double, double* %vla4, i64 %idxprom25, !dbg !115
  %30 = load double, double* %arrayidx26, align 8, !dbg !115
  %31 = load double, double* %alpha, align 8, !dbg !116
  %add = fadd double %31, %30, !dbg !116
  store double %add, double* %alpha, align 8, !dbg !116
  br label %for.inc27, !dbg !117

for.inc27:                                        ; preds = %for.body24
  %32 = load i32, i32* %t20, align 4, !dbg !118
  %inc28 = add nsw i32 %32, 1, !dbg !118
  store i32 %inc28, i32* %t20, align 4, !dbg !118
  br label %for.cond21, !dbg !119, !llvm.loop !120

for.end29:                                        ; preds = %for.cond21
  %33 = bitcast double* %vla4 to i8*, !dbg !122
  call void @bsp_pop_reg(i8* noundef %33), !dbg !123
  call void @bsp_end(), !dbg !124
  %34 = load i8*, i8** %saved_stack, align 8, !dbg !125
  call void @llvm.stackrestore(i8* %34), !dbg !125
  ret void, !dbg !125
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "inprod.c", directory: ".", checksumkind: CSK_MD5, checksum: "7a3dbae971b8458b6aa265be64df0ce9")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "inprod", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!16 = !DILocation(line: 8, column: 17, scope: !10)
!17 = !DILocation(line: 9, column: 13, scope: !10)
!18 = !DILocation(line: 9, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 10, type: !13)
!20 = !DILocation(line: 10, column: 7, scope: !10)
!21 = !DILocation(line: 10, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 11, type: !13)
!23 = !DILocation(line: 11, column: 7, scope: !10)
!24 = !DILocation(line: 11, column: 11, scope: !10)
!25 = !DILocalVariable(name: "nl", scope: !10, file: !1, line: 12, type: !13)
!26 = !DILocation(line: 12, column: 7, scope: !10)
!27 = !DILocation(line: 12, column: 12, scope: !10)
!28 = !DILocation(line: 12, column: 16, scope: !10)
!29 = !DILocation(line: 12, column: 14, scope: !10)
!30 = !DILocation(line: 13, column: 12, scope: !10)
!31 = !DILocation(line: 13, column: 3, scope: !10)
!32 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !33, flags: DIFlagArtificial)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 0, scope: !10)
!35 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 13, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !38)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !{!39}
!39 = !DISubrange(count: !32)
!40 = !DILocation(line: 13, column: 10, scope: !10)
!41 = !DILocation(line: 13, column: 19, scope: !10)
!42 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !33, flags: DIFlagArtificial)
!43 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 13, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: !42)
!47 = !DILocation(line: 13, column: 17, scope: !10)
!48 = !DILocation(line: 14, column: 18, scope: !10)
!49 = !DILocation(line: 14, column: 3, scope: !10)
!50 = !DILocalVariable(name: "__vla_expr2", scope: !10, type: !33, flags: DIFlagArtificial)
!51 = !DILocalVariable(name: "inprods", scope: !10, file: !1, line: 14, type: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: !50)
!55 = !DILocation(line: 14, column: 10, scope: !10)
!56 = !DILocation(line: 15, column: 16, scope: !10)
!57 = !DILocation(line: 15, column: 25, scope: !10)
!58 = !DILocation(line: 15, column: 27, scope: !10)
!59 = !DILocation(line: 15, column: 3, scope: !10)
!60 = !DILocation(line: 16, column: 3, scope: !10)
!61 = !DILocalVariable(name: "inprod", scope: !10, file: !1, line: 18, type: !37)
!62 = !DILocation(line: 18, column: 10, scope: !10)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 19, type: !13)
!64 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 3)
!65 = !DILocation(line: 19, column: 12, scope: !64)
!66 = !DILocation(line: 19, column: 8, scope: !64)
!67 = !DILocation(line: 19, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 19, column: 3)
!69 = !DILocation(line: 19, column: 23, scope: !68)
!70 = !DILocation(line: 19, column: 21, scope: !68)
!71 = !DILocation(line: 19, column: 3, scope: !64)
!72 = !DILocation(line: 20, column: 17, scope: !68)
!73 = !DILocation(line: 20, column: 15, scope: !68)
!74 = !DILocation(line: 20, column: 24, scope: !68)
!75 = !DILocation(line: 20, column: 22, scope: !68)
!76 = !DILocation(line: 20, column: 12, scope: !68)
!77 = !DILocation(line: 20, column: 5, scope: !68)
!78 = !DILocation(line: 19, column: 28, scope: !68)
!79 = !DILocation(line: 19, column: 3, scope: !68)
!80 = distinct !{!80, !71, !81, !82}
!81 = !DILocation(line: 20, column: 25, scope: !64)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocalVariable(name: "t", scope: !84, file: !1, line: 21, type: !13)
!84 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 3)
!85 = !DILocation(line: 21, column: 12, scope: !84)
!86 = !DILocation(line: 21, column: 8, scope: !84)
!87 = !DILocation(line: 21, column: 19, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 21, column: 3)
!89 = !DILocation(line: 21, column: 23, scope: !88)
!90 = !DILocation(line: 21, column: 21, scope: !88)
!91 = !DILocation(line: 21, column: 3, scope: !84)
!92 = !DILocation(line: 22, column: 13, scope: !88)
!93 = !DILocation(line: 22, column: 16, scope: !88)
!94 = !DILocation(line: 22, column: 25, scope: !88)
!95 = !DILocation(line: 22, column: 34, scope: !88)
!96 = !DILocation(line: 22, column: 36, scope: !88)
!97 = !DILocation(line: 22, column: 5, scope: !88)
!98 = !DILocation(line: 21, column: 27, scope: !88)
!99 = !DILocation(line: 21, column: 3, scope: !88)
!100 = distinct !{!100, !91, !101, !82}
!101 = !DILocation(line: 22, column: 68, scope: !84)
!102 = !DILocation(line: 23, column: 3, scope: !10)
!103 = !DILocalVariable(name: "alpha", scope: !10, file: !1, line: 25, type: !37)
!104 = !DILocation(line: 25, column: 10, scope: !10)
!105 = !DILocalVariable(name: "t", scope: !106, file: !1, line: 26, type: !13)
!106 = distinct !DILexicalBlock(scope: !10, file: !1, line: 26, column: 3)
!107 = !DILocation(line: 26, column: 12, scope: !106)
!108 = !DILocation(line: 26, column: 8, scope: !106)
!109 = !DILocation(line: 26, column: 19, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !1, line: 26, column: 3)
!111 = !DILocation(line: 26, column: 23, scope: !110)
!112 = !DILocation(line: 26, column: 21, scope: !110)
!113 = !DILocation(line: 26, column: 3, scope: !106)
!114 = !DILocation(line: 27, column: 22, scope: !110)
!115 = !DILocation(line: 27, column: 14, scope: !110)
!116 = !DILocation(line: 27, column: 11, scope: !110)
!117 = !DILocation(line: 27, column: 5, scope: !110)
!118 = !DILocation(line: 26, column: 27, scope: !110)
!119 = !DILocation(line: 26, column: 3, scope: !110)
!120 = distinct !{!120, !113, !121, !82}
!121 = !DILocation(line: 27, column: 23, scope: !106)
!122 = !DILocation(line: 28, column: 15, scope: !10)
!123 = !DILocation(line: 28, column: 3, scope: !10)
!124 = !DILocation(line: 29, column: 3, scope: !10)
!125 = !DILocation(line: 30, column: 1, scope: !10)
