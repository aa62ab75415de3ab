; ModuleID = 'matvec.c'
source_filename = "matvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @matvec(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %nl = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %__vla_expr2 = alloca i64, align 8
  %t = alloca i32, align 4
  %i = alloca i32, align 4
  %sum = alloca double, align 8
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
  %3 = load i32, i32* %N.addr, align 4, !dbg !31
  %mul = mul nsw i32 %2, %3, !dbg !32
  %4 = zext i32 %mul to i64, !dbg !33
  %5 = call i8* @llvm.stacksave(), !dbg !33
  store i8* %5, i8** %saved_stack, align 8, !dbg !33
  %vla = alloca double, i64 %4, align 16, !dbg !33
  store i64 %4, i64* %__vla_expr0, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata double* %vla, metadata !37, metadata !DIExpression()), !dbg !42
  %6 = load i32, i32* %N.addr, align 4, !dbg !43
  %7 = zext i32 %6 to i64, !dbg !44
  %vla3 = alloca double, i64 %7, align 16, !dbg !44
  store i64 %7, i64* %__vla_expr1, align 8, !dbg !44
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !45, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata double* %vla3, metadata !46, metadata !DIExpression()), !dbg !50
  %8 = load i32, i32* %nl, align 4, !dbg !51
  %9 = zext i32 %8 to i64, !dbg !44
  %vla4 = alloca double, i64 %9, align 16, !dbg !44
  store i64 %9, i64* %__vla_expr2, align 8, !dbg !44
  call void @llvm.dbg.declare(metadata i64* %__vla_expr2, metadata !52, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata double* %vla4, metadata !53, metadata !DIExpression()), !dbg !57
  %10 = bitcast double* %vla3 to i8*, !dbg !58
  %11 = load i32, i32* %N.addr, align 4, !dbg !59
  %conv = sext i32 %11 to i64, !dbg !59
  %mul5 = mul i64 %conv, 8, !dbg !60
  %conv6 = trunc i64 %mul5 to i32, !dbg !59
  call void @bsp_push_reg(i8* noundef %10, i32 noundef %conv6), !dbg !61
  call void @bsp_sync(), !dbg !62
  call void @llvm.dbg.declare(metadata i32* %t, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %t, align 4, !dbg !65
  br label %for.cond, !dbg !66

for.cond:                                         ; preds = %for.inc, %entry
  %12 = load i32, i32* %t, align 4, !dbg !67
  %13 = load i32, i32* %p, align 4, !dbg !69
  %cmp = icmp slt i32 %12, %13, !dbg !70
  br i1 %cmp, label %for.body, label %for.end, !dbg !71

for.body:                                         ; preds = %for.cond
  %14 = load i32, i32* %t, align 4, !dbg !72
  %15 = load i32, i32* %s, align 4, !dbg !74
  %cmp8 = icmp ne i32 %14, %15, !dbg !75
  br i1 %cmp8, label %if.then, label %if.end, !dbg !76

if.then:                                          ; preds = %for.body
  %16 = load i32, i32* %t, align 4, !dbg !77
  %17 = load i32, i32* %s, align 4, !dbg !78
  %18 = load i32, i32* %nl, align 4, !dbg !79
  %mul10 = mul nsw i32 %17, %18, !dbg !80
  %idxprom = sext i32 %mul10 to i64, !dbg !81
  %arrayidx = getelementptr inbounds double, double* %vla3, i64 %idxprom, !dbg !81
  %19 = bitcast double* %arrayidx to i8*, !dbg !82
  %20 = bitcast double* %vla3 to i8*, !dbg !83
  %21 = load i32, i32* %s, align 4, !dbg !84
  %22 = load i32, i32* %nl, align 4, !dbg !85
  %mul11 = mul nsw i32 %21, %22, !dbg !86
  %conv12 = sext i32 %mul11 to i64, !dbg !84
  %mul13 = mul i64 %conv12, 8, !dbg !87
  %conv14 = trunc i64 %mul13 to i32, !dbg !84
  %23 = load i32, i32* %nl, align 4, !dbg !88
  %conv15 = sext i32 %23 to i64, !dbg !88
  %mul16 = mul i64 %conv15, 8, !dbg !89
  %conv17 = trunc i64 %mul16 to i32, !dbg !88
  call void @bsp_put(i32 noundef %16, i8* noundef %19, i8* noundef %20, i32 noundef %conv14, i32 noundef %conv17), !dbg !90
  br label %if.end, !dbg !90

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !74

for.inc:                                          ; preds = %if.end
  %24 = load i32, i32* %t, align 4, !dbg !91
  %inc = add nsw i32 %24, 1, !dbg !91
  store i32 %inc, i32* %t, align 4, !dbg !91
  br label %for.cond, !dbg !92, !llvm.loop !93

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !96
  call void @llvm.dbg.declare(metadata i32* %i, metadata !97, metadata !DIExpression()), !dbg !99
  store i32 0, i32* %i, align 4, !dbg !99
  br label %for.cond18, !dbg !100

for.cond18:                                       ; preds = %for.inc37, %for.end
  %25 = load i32, i32* %i, align 4, !dbg !101
  %26 = load i32, i32* %nl, align 4, !dbg !103
  %cmp19 = icmp slt i32 %25, %26, !dbg !104
  br i1 %cmp19, label %for.body21, label %for.end39, !dbg !105

for.body21:                                       ; preds = %for.cond18
  call void @llvm.dbg.declare(metadata double* %sum, metadata !106, metadata !DIExpression()), !dbg !108
  store double 0.000000e+00, double* %sum, align 8, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %j, metadata !109, metadata !DIExpression()), !dbg !111
  store i32 0, i32* %j, align 4, !dbg !111
  br label %for.cond22, !dbg !112

for.cond22:                                       ; preds = %for.inc32, %for.body21
  %27 = load i32, i32* %j, align 4, !dbg !113
  %28 = load i32, i32* %N.addr, align 4, !dbg !115
  %cmp23 = icmp slt i32 %27, %28, !dbg !116
  br i1 %cmp23, label %for.body25, label %for.end34, !dbg !117

for.body25:                                       ; preds = %for.cond22
  %29 = load i32, i32* %i, align 4, !dbg !118
  %30 = load i32, i32* %N.addr, align 4, !dbg !119
  %mul26 = mul nsw i32 %29, %30, !dbg !120
  %31 = load i32, i32* %j, align 4, !dbg !121
  %add = add nsw i32 %mul26, %31, !dbg !122
  %idxprom27 = sext i32 %add to i64, !dbg !123
  %arrayidx28 = getelementptr inbounds double, double* %vla, i64 %idxprom27, !dbg !123
  %32 = load double, double* %arrayidx28, align 8, !dbg !123
  %33 = load i32, i32* %j, align 4, !dbg !124
  %idxprom29 = sext i32 %33 to i64, !dbg !125
  %arrayidx30 = getelementptr inbounds double, double* %vla3, i64 %idxprom29, !dbg !125
  %34 = load double, double* %arrayidx30, align 8, !dbg !125
  %35 = load double, double* %sum, align 8, !dbg !126
  %36 = call double @llvm.fmuladd.f64(double %32, double %34, double %35), !dbg !126
  store double %36, double* %sum, align 8, !dbg !126
  br label %for.inc32, !dbg !127

for.inc32:                                        ; preds = %for.body25
  %37 = load i32, i32* %j, align 4, !dbg !128
  %inc33 = add nsw i32 %37, 1, !dbg !128
  store i32 %inc33, i32* %j, align 4, !dbg !128
  br label %for.cond22, !dbg !129, !llvm.loop !130

for.end34:                                        ; preds = %for.cond22
  %38 = load double, double* %sum, align 8, !dbg !132
  %39 = load i32, i32* %i, align 4, !dbg !133
  %idxprom35 = sext i32 %39 to i64, !dbg !134
  %arrayidx36 = getelementptr inbounds double, double* %vla4, i64 %idxprom35, !dbg !134
  store double %38, double* %arrayidx36, align 8, !dbg !135
  br label %for.inc37, !dbg !136

for.inc37:                                        ; preds = %for.end34
  %40 = load i32, i32* %i, align 4, !dbg !137
  %inc38 = add nsw i32 %40, 1, !dbg !137
  store i32 %inc38, i32* %i, align 4, !dbg !137
  br label %for.cond18, !dbg !138, !llvm.loop !139

for.end39:                                        ; preds = %for.cond18
  %41 = bitcast double* %vla3 to i8*, !dbg !141
  call void @bsp_pop_reg(i8* noundef %41), !dbg !142
  call void @bsp_end(), !dbg !143
  %42 = load i8*, i8** %saved_stack, align 8, !dbg !144
  call void @llvm.stackrestore(i8* %42), !dbg !144
  ret void, !dbg !144
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
!1 = !DIFile(filename: "matvec.c", directory: ".", checksumkind: CSK_MD5, checksum: "9b07d7881c1a8272dd3debdd3e208c82")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "matvec", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
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
!31 = !DILocation(line: 13, column: 17, scope: !10)
!32 = !DILocation(line: 13, column: 15, scope: !10)
!33 = !DILocation(line: 13, column: 3, scope: !10)
!34 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !35, flags: DIFlagArtificial)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DILocation(line: 0, scope: !10)
!37 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 13, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, elements: !40)
!39 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!40 = !{!41}
!41 = !DISubrange(count: !34)
!42 = !DILocation(line: 13, column: 10, scope: !10)
!43 = !DILocation(line: 14, column: 12, scope: !10)
!44 = !DILocation(line: 14, column: 3, scope: !10)
!45 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !35, flags: DIFlagArtificial)
!46 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 14, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: !45)
!50 = !DILocation(line: 14, column: 10, scope: !10)
!51 = !DILocation(line: 14, column: 18, scope: !10)
!52 = !DILocalVariable(name: "__vla_expr2", scope: !10, type: !35, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 14, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: !52)
!57 = !DILocation(line: 14, column: 16, scope: !10)
!58 = !DILocation(line: 15, column: 16, scope: !10)
!59 = !DILocation(line: 15, column: 19, scope: !10)
!60 = !DILocation(line: 15, column: 21, scope: !10)
!61 = !DILocation(line: 15, column: 3, scope: !10)
!62 = !DILocation(line: 16, column: 3, scope: !10)
!63 = !DILocalVariable(name: "t", scope: !64, file: !1, line: 19, type: !13)
!64 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 3)
!65 = !DILocation(line: 19, column: 12, scope: !64)
!66 = !DILocation(line: 19, column: 8, scope: !64)
!67 = !DILocation(line: 19, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 19, column: 3)
!69 = !DILocation(line: 19, column: 23, scope: !68)
!70 = !DILocation(line: 19, column: 21, scope: !68)
!71 = !DILocation(line: 19, column: 3, scope: !64)
!72 = !DILocation(line: 20, column: 9, scope: !73)
!73 = distinct !DILexicalBlock(scope: !68, file: !1, line: 20, column: 9)
!74 = !DILocation(line: 20, column: 14, scope: !73)
!75 = !DILocation(line: 20, column: 11, scope: !73)
!76 = !DILocation(line: 20, column: 9, scope: !68)
!77 = !DILocation(line: 21, column: 15, scope: !73)
!78 = !DILocation(line: 21, column: 21, scope: !73)
!79 = !DILocation(line: 21, column: 25, scope: !73)
!80 = !DILocation(line: 21, column: 23, scope: !73)
!81 = !DILocation(line: 21, column: 19, scope: !73)
!82 = !DILocation(line: 21, column: 18, scope: !73)
!83 = !DILocation(line: 21, column: 30, scope: !73)
!84 = !DILocation(line: 21, column: 33, scope: !73)
!85 = !DILocation(line: 21, column: 37, scope: !73)
!86 = !DILocation(line: 21, column: 35, scope: !73)
!87 = !DILocation(line: 21, column: 40, scope: !73)
!88 = !DILocation(line: 21, column: 58, scope: !73)
!89 = !DILocation(line: 21, column: 61, scope: !73)
!90 = !DILocation(line: 21, column: 7, scope: !73)
!91 = !DILocation(line: 19, column: 27, scope: !68)
!92 = !DILocation(line: 19, column: 3, scope: !68)
!93 = distinct !{!93, !71, !94, !95}
!94 = !DILocation(line: 21, column: 77, scope: !64)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 22, column: 3, scope: !10)
!97 = !DILocalVariable(name: "i", scope: !98, file: !1, line: 24, type: !13)
!98 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!99 = !DILocation(line: 24, column: 12, scope: !98)
!100 = !DILocation(line: 24, column: 8, scope: !98)
!101 = !DILocation(line: 24, column: 19, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !1, line: 24, column: 3)
!103 = !DILocation(line: 24, column: 23, scope: !102)
!104 = !DILocation(line: 24, column: 21, scope: !102)
!105 = !DILocation(line: 24, column: 3, scope: !98)
!106 = !DILocalVariable(name: "sum", scope: !107, file: !1, line: 25, type: !39)
!107 = distinct !DILexicalBlock(scope: !102, file: !1, line: 24, column: 32)
!108 = !DILocation(line: 25, column: 12, scope: !107)
!109 = !DILocalVariable(name: "j", scope: !110, file: !1, line: 26, type: !13)
!110 = distinct !DILexicalBlock(scope: !107, file: !1, line: 26, column: 5)
!111 = !DILocation(line: 26, column: 14, scope: !110)
!112 = !DILocation(line: 26, column: 10, scope: !110)
!113 = !DILocation(line: 26, column: 21, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 26, column: 5)
!115 = !DILocation(line: 26, column: 25, scope: !114)
!116 = !DILocation(line: 26, column: 23, scope: !114)
!117 = !DILocation(line: 26, column: 5, scope: !110)
!118 = !DILocation(line: 27, column: 16, scope: !114)
!119 = !DILocation(line: 27, column: 20, scope: !114)
!120 = !DILocation(line: 27, column: 18, scope: !114)
!121 = !DILocation(line: 27, column: 24, scope: !114)
!122 = !DILocation(line: 27, column: 22, scope: !114)
!123 = !DILocation(line: 27, column: 14, scope: !114)
!124 = !DILocation(line: 27, column: 31, scope: !114)
!125 = !DILocation(line: 27, column: 29, scope: !114)
!126 = !DILocation(line: 27, column: 11, scope: !114)
!127 = !DILocation(line: 27, column: 7, scope: !114)
!128 = !DILocation(line: 26, column: 29, scope: !114)
!129 = !DILocation(line: 26, column: 5, scope: !114)
!130 = distinct !{!130, !117, !131, !95}
!131 = !DILocation(line: 27, column: 32, scope: !110)
!132 = !DILocation(line: 28, column: 12, scope: !107)
!133 = !DILocation(line: 28, column: 7, scope: !107)
!134 = !DILocation(line: 28, column: 5, scope: !107)
!135 = !DILocation(line: 28, column: 10, scope: !107)
!136 = !DILocation(line: 29, column: 3, scope: !107)
!137 = !DILocation(line: 24, column: 28, scope: !102)
!138 = !DILocation(line: 24, column: 3, scope: !102)
!139 = distinct !{!139, !105, !140, !95}
!140 = !DILocation(line: 29, column: 3, scope: !98)
!141 = !DILocation(line: 30, column: 15, scope: !10)
!142 = !DILocation(line: 30, column: 3, scope: !10)
!143 = !DILocation(line: 31, column: 3, scope: !10)
!144 = !DILocation(line: 32, column: 1, scope: !10)
