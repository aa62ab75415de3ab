; ModuleID = 'jacobi.c'
source_filename = "jacobi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @jacobi(i32 noundef %N, i32 noundef %K) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %K.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %nl = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %cur = alloca double*, align 8
  %next = alloca double*, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  %tmp = alloca double*, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  store i32 %K, i32* %K.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %K.addr, metadata !17, metadata !DIExpression()), !dbg !18
  %call = call i32 @bsp_nprocs(), !dbg !19
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %p, metadata !21, metadata !DIExpression()), !dbg !22
  %call1 = call i32 @bsp_nprocs(), !dbg !23
  store i32 %call1, i32* %p, align 4, !dbg !22
  call void @llvm.dbg.declare(metadata i32* %s, metadata !24, metadata !DIExpression()), !dbg !25
  %call2 = call i32 @bsp_pid(), !dbg !26
  store i32 %call2, i32* %s, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %nl, metadata !27, metadata !DIExpression()), !dbg !28
  %0 = load i32, i32* %N.addr, align 4, !dbg !29
  %1 = load i32, i32* %p, align 4, !dbg !30
  %div = sdiv i32 %0, %1, !dbg !31
  store i32 %div, i32* %nl, align 4, !dbg !28
  %2 = load i32, i32* %nl, align 4, !dbg !32
  %add = add nsw i32 %2, 2, !dbg !33
  %3 = zext i32 %add to i64, !dbg !34
  %4 = call i8* @llvm.stacksave(), !dbg !34
  store i8* %4, i8** %saved_stack, align 8, !dbg !34
  %vla = alloca double, i64 %3, align 16, !dbg !34
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !34
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !35, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata double* %vla, metadata !38, metadata !DIExpression()), !dbg !43
  %5 = load i32, i32* %nl, align 4, !dbg !44
  %add3 = add nsw i32 %5, 2, !dbg !45
  %6 = zext i32 %add3 to i64, !dbg !34
  %vla4 = alloca double, i64 %6, align 16, !dbg !34
  store i64 %6, i64* %__vla_expr1, align 8, !dbg !34
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !46, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata double* %vla4, metadata !47, metadata !DIExpression()), !dbg !51
  %7 = bitcast double* %vla to i8*, !dbg !52
  %8 = load i32, i32* %nl, align 4, !dbg !53
  %add5 = add nsw i32 %8, 2, !dbg !54
  %conv = sext i32 %add5 to i64, !dbg !55
  %mul = mul i64 %conv, 8, !dbg !56
  %conv6 = trunc i64 %mul to i32, !dbg !55
  call void @bsp_push_reg(i8* noundef %7, i32 noundef %conv6), !dbg !57
  %9 = bitcast double* %vla4 to i8*, !dbg !58
  %10 = load i32, i32* %nl, align 4, !dbg !59
  %add7 = add nsw i32 %10, 2, !dbg !60
  %conv8 = sext i32 %add7 to i64, !dbg !61
  %mul9 = mul i64 %conv8, 8, !dbg !62
  %conv10 = trunc i64 %mul9 to i32, !dbg !61
  call void @bsp_push_reg(i8* noundef %9, i32 noundef %conv10), !dbg !63
  call void @bsp_sync(), !dbg !64
  call void @llvm.dbg.declare(metadata double** %cur, metadata !65, metadata !DIExpression()), !dbg !67
  store double* %vla, double** %cur, align 8, !dbg !67
  call void @llvm.dbg.declare(metadata double** %next, metadata !68, metadata !DIExpression()), !dbg !69
  store double* %vla4, double** %next, align 8, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %k, metadata !70, metadata !DIExpression()), !dbg !72
  store i32 0, i32* %k, align 4, !dbg !72
  br label %for.cond, !dbg !73

for.cond:                                         ; preds = %for.inc42, %entry
  %11 = load i32, i32* %k, align 4, !dbg !74
  %12 = load i32, i32* %K.addr, align 4, !dbg !76
  %cmp = icmp slt i32 %11, %12, !dbg !77
  br i1 %cmp, label %for.body, label %for.end44, !dbg !78

for.body:                                         ; preds = %for.cond
  %13 = load i32, i32* %s, align 4, !dbg !79
  %cmp12 = icmp sgt i32 %13, 0, !dbg !82
  br i1 %cmp12, label %if.then, label %if.end, !dbg !83

if.then:                                          ; preds = %for.body
  %14 = load i32, i32* %s, align 4, !dbg !84
  %sub = sub nsw i32 %14, 1, !dbg !85
  %15 = load double*, double** %cur, align 8, !dbg !86
  %arrayidx = getelementptr inbounds double, double* %15, i64 1, !dbg !86
  %16 = bitcast double* %arrayidx to i8*, !dbg !87
  %17 = load double*, double** %cur, align 8, !dbg !88
  %18 = bitcast double* %17 to i8*, !dbg !88
  %19 = load i32, i32* %nl, align 4, !dbg !89
  %add14 = add nsw i32 %19, 1, !dbg !90
  %conv15 = sext i32 %add14 to i64, !dbg !91
  %mul16 = mul i64 %conv15, 8, !dbg !92
  %conv17 = trunc i64 %mul16 to i32, !dbg !91
  call void @bsp_put(i32 noundef %sub, i8* noundef %16, i8* noundef %18, i32 noundef %conv17, i32 noundef 8), !dbg !93
  br label %if.end, !dbg !93

if.end:                                           ; preds = %if.then, %for.body
  %20 = load i32, i32* %s, align 4, !dbg !94
  %21 = load i32, i32* %p, align 4, !dbg !96
  %sub18 = sub nsw i32 %21, 1, !dbg !97
  %cmp19 = icmp slt i32 %20, %sub18, !dbg !98
  br i1 %cmp19, label %if.then21, label %if.end24, !dbg !99

if.then21:                                        ; preds = %if.end
  %22 = load i32, i32* %s, align 4, !dbg !100
  %add22 = add nsw i32 %22, 1, !dbg !101
  %23 = load double*, double** %cur, align 8, !dbg !102
  %24 = load i32, i32* %nl, align 4, !dbg !103
  %idxprom = sext i32 %24 to i64, !dbg !102
  %arrayidx23 = getelementptr inbounds double, double* %23, i64 %idxprom, !dbg !102
  %25 = bitcast double* %arrayidx23 to i8*, !dbg !104
  %26 = load double*, double** %cur, align 8, !dbg !105
  %27 = bitcast double* %26 to i8*, !dbg !105
  call void @bsp_put(i32 noundef %add22, i8* noundef %25, i8* noundef %27, i32 noundef 0, i32 noundef 8), !dbg !106
  br label %if.end24, !dbg !106

if.end24:                                         ; preds = %if.then21, %if.end
  call void @bsp_sync(), !dbg !107
  call void @llvm.dbg.declare(metadata i32* %i, metadata !108, metadata !DIExpression()), !dbg !110
  store i32 1, i32* %i, align 4, !dbg !110
  br label %for.cond25, !dbg !111

for.cond25:                                       ; preds = %for.inc, %if.end24
  %28 = load i32, i32* %i, align 4, !dbg !112
  %29 = load i32, i32* %nl, align 4, !dbg !114
  %cmp26 = icmp sle i32 %28, %29, !dbg !115
  br i1 %cmp26, label %for.body28, label %for.end, !dbg !116

for.body28:                                       ; preds = %for.cond25
  %30 = load double*, double** %cur, align 8, !dbg !117
  %31 = load i32, i32* %i, align 4, !dbg !118
  %idxprom29 = sext i32 %31 to i64, !dbg !117
  %arrayidx30 = getelementptr inbounds double, double* %30, i64 %idxprom29, !dbg !117
  %32 = load double, double* %arrayidx30, align 8, !dbg !117
  %33 = load double*, double** %cur, align 8, !dbg !119
  %34 = load i32, i32* %i, align 4, !dbg !120
  %sub32 = sub nsw i32 %34, 1, !dbg !121
  %idxprom33 = sext i32 %sub32 to i64, !dbg !119
  %arrayidx34 = getelementptr inbounds double, double* %33, i64 %idxprom33, !dbg !119
  %35 = load double, double* %arrayidx34, align 8, !dbg !119
  %36 = load double*, double** %cur, align 8, !dbg !122
  %37 = load i32, i32* %i, align 4, !dbg !123
  %add35 = add nsw i32 %37, 1, !dbg !124
  %idxprom36 = sext i32 %add35 to i64, !dbg !122
  %arrayidx37 = getelementptr inbounds double, double* %36, i64 %idxprom36, !dbg !122
  %38 = load double, double* %arrayidx37, align 8, !dbg !122
  %add38 = fadd double %35, %38, !dbg !125
  %mul39 = fmul double 2.500000e-01, %add38, !dbg !126
  %39 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %32, double %mul39), !dbg !127
  %40 = load double*, double** %next, align 8, !dbg !128
  %41 = load i32, i32* %i, align 4, !dbg !129
  %idxprom40 = sext i32 %41 to i64, !dbg !128
  %arrayidx41 = getelementptr inbounds double, double* %40, i64 %idxprom40, !dbg !128
  store double %39, double* %arrayidx41, align 8, !dbg !130
  br label %for.inc, !dbg !128

for.inc:                                          ; preds = %for.body28
  %42 = load i32, i32* %i, align 4, !dbg !131
  %inc = add nsw i32 %42, 1, !dbg !131
  store i32 %inc, i32* %i, align 4, !dbg !131
  br label %for.cond25, !dbg !132, !llvm.loop !133

for.end:                                          ; preds = %for.cond25
  call void @llvm.dbg.declare(metadata double** %tmp, metadata !136, metadata !DIExpression()), !dbg !137
  %43 = load double*, double** %cur, align 8, !dbg !138
  store double* %43, double** %tmp, align 8, !dbg !137
  %44 = load double*, double** %next, align 8, !dbg !139
  store double* %44, double** %cur, align 8, !dbg !140
  %45 = load double*, double** %tmp, align 8, !dbg !141
  store double* %45, double** %next, align 8, !dbg !142
  br label %for.inc42, !dbg !143

for.inc42:                                        ; preds = %for.end
  %46 = load i32, i32* %k, align 4, !dbg !144
  %inc43 = add nsw i32 %46, 1, !dbg !144
  store i32 %inc43, i32* %k, align 4, !dbg !144
  br label %for.cond, !dbg !145, !llvm.loop !146

for.end44:                                        ; preds = %for.cond
  %47 = bitcast double* %vla4 to i8*, !dbg !148
  call void @bsp_pop_reg(i8* noundef %47), !dbg !149
  %48 = bitcast double* %vla to i8*, !dbg !150
  call void @bsp_pop_reg(i8* noundef %48), !dbg !151
  call void @bsp_end(), !dbg !152
  %49 = load i8*, i8** %saved_stack, align 8, !dbg !153
  call void @llvm.stackrestore(i8* %49), !dbg !153
  ret void, !dbg !153
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
!1 = !DIFile(filename: "jacobi.c", directory: ".", checksumkind: CSK_MD5, checksum: "1417e2829ea6d344d28b978ab471edcf")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "jacobi", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 10, type: !13)
!16 = !DILocation(line: 10, column: 17, scope: !10)
!17 = !DILocalVariable(name: "K", arg: 2, scope: !10, file: !1, line: 10, type: !13)
!18 = !DILocation(line: 10, column: 24, scope: !10)
!19 = !DILocation(line: 11, column: 13, scope: !10)
!20 = !DILocation(line: 11, column: 3, scope: !10)
!21 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 12, type: !13)
!22 = !DILocation(line: 12, column: 7, scope: !10)
!23 = !DILocation(line: 12, column: 11, scope: !10)
!24 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 13, type: !13)
!25 = !DILocation(line: 13, column: 7, scope: !10)
!26 = !DILocation(line: 13, column: 11, scope: !10)
!27 = !DILocalVariable(name: "nl", scope: !10, file: !1, line: 14, type: !13)
!28 = !DILocation(line: 14, column: 7, scope: !10)
!29 = !DILocation(line: 14, column: 12, scope: !10)
!30 = !DILocation(line: 14, column: 16, scope: !10)
!31 = !DILocation(line: 14, column: 14, scope: !10)
!32 = !DILocation(line: 15, column: 12, scope: !10)
!33 = !DILocation(line: 15, column: 15, scope: !10)
!34 = !DILocation(line: 15, column: 3, scope: !10)
!35 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !36, flags: DIFlagArtificial)
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 0, scope: !10)
!38 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 15, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, elements: !41)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !{!42}
!42 = !DISubrange(count: !35)
!43 = !DILocation(line: 15, column: 10, scope: !10)
!44 = !DILocation(line: 15, column: 23, scope: !10)
!45 = !DILocation(line: 15, column: 26, scope: !10)
!46 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !36, flags: DIFlagArtificial)
!47 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 15, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: !46)
!51 = !DILocation(line: 15, column: 21, scope: !10)
!52 = !DILocation(line: 16, column: 16, scope: !10)
!53 = !DILocation(line: 16, column: 20, scope: !10)
!54 = !DILocation(line: 16, column: 23, scope: !10)
!55 = !DILocation(line: 16, column: 19, scope: !10)
!56 = !DILocation(line: 16, column: 28, scope: !10)
!57 = !DILocation(line: 16, column: 3, scope: !10)
!58 = !DILocation(line: 17, column: 16, scope: !10)
!59 = !DILocation(line: 17, column: 20, scope: !10)
!60 = !DILocation(line: 17, column: 23, scope: !10)
!61 = !DILocation(line: 17, column: 19, scope: !10)
!62 = !DILocation(line: 17, column: 28, scope: !10)
!63 = !DILocation(line: 17, column: 3, scope: !10)
!64 = !DILocation(line: 18, column: 3, scope: !10)
!65 = !DILocalVariable(name: "cur", scope: !10, file: !1, line: 19, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!67 = !DILocation(line: 19, column: 11, scope: !10)
!68 = !DILocalVariable(name: "next", scope: !10, file: !1, line: 19, type: !66)
!69 = !DILocation(line: 19, column: 21, scope: !10)
!70 = !DILocalVariable(name: "k", scope: !71, file: !1, line: 20, type: !13)
!71 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 3)
!72 = !DILocation(line: 20, column: 12, scope: !71)
!73 = !DILocation(line: 20, column: 8, scope: !71)
!74 = !DILocation(line: 20, column: 19, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 20, column: 3)
!76 = !DILocation(line: 20, column: 23, scope: !75)
!77 = !DILocation(line: 20, column: 21, scope: !75)
!78 = !DILocation(line: 20, column: 3, scope: !71)
!79 = !DILocation(line: 21, column: 9, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !1, line: 21, column: 9)
!81 = distinct !DILexicalBlock(scope: !75, file: !1, line: 20, column: 31)
!82 = !DILocation(line: 21, column: 11, scope: !80)
!83 = !DILocation(line: 21, column: 9, scope: !81)
!84 = !DILocation(line: 22, column: 15, scope: !80)
!85 = !DILocation(line: 22, column: 17, scope: !80)
!86 = !DILocation(line: 22, column: 23, scope: !80)
!87 = !DILocation(line: 22, column: 22, scope: !80)
!88 = !DILocation(line: 22, column: 31, scope: !80)
!89 = !DILocation(line: 22, column: 37, scope: !80)
!90 = !DILocation(line: 22, column: 40, scope: !80)
!91 = !DILocation(line: 22, column: 36, scope: !80)
!92 = !DILocation(line: 22, column: 45, scope: !80)
!93 = !DILocation(line: 22, column: 7, scope: !80)
!94 = !DILocation(line: 23, column: 9, scope: !95)
!95 = distinct !DILexicalBlock(scope: !81, file: !1, line: 23, column: 9)
!96 = !DILocation(line: 23, column: 13, scope: !95)
!97 = !DILocation(line: 23, column: 15, scope: !95)
!98 = !DILocation(line: 23, column: 11, scope: !95)
!99 = !DILocation(line: 23, column: 9, scope: !81)
!100 = !DILocation(line: 24, column: 15, scope: !95)
!101 = !DILocation(line: 24, column: 17, scope: !95)
!102 = !DILocation(line: 24, column: 23, scope: !95)
!103 = !DILocation(line: 24, column: 27, scope: !95)
!104 = !DILocation(line: 24, column: 22, scope: !95)
!105 = !DILocation(line: 24, column: 32, scope: !95)
!106 = !DILocation(line: 24, column: 7, scope: !95)
!107 = !DILocation(line: 25, column: 5, scope: !81)
!108 = !DILocalVariable(name: "i", scope: !109, file: !1, line: 26, type: !13)
!109 = distinct !DILexicalBlock(scope: !81, file: !1, line: 26, column: 5)
!110 = !DILocation(line: 26, column: 14, scope: !109)
!111 = !DILocation(line: 26, column: 10, scope: !109)
!112 = !DILocation(line: 26, column: 21, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !1, line: 26, column: 5)
!114 = !DILocation(line: 26, column: 26, scope: !113)
!115 = !DILocation(line: 26, column: 23, scope: !113)
!116 = !DILocation(line: 26, column: 5, scope: !109)
!117 = !DILocation(line: 27, column: 23, scope: !113)
!118 = !DILocation(line: 27, column: 27, scope: !113)
!119 = !DILocation(line: 27, column: 40, scope: !113)
!120 = !DILocation(line: 27, column: 44, scope: !113)
!121 = !DILocation(line: 27, column: 46, scope: !113)
!122 = !DILocation(line: 27, column: 53, scope: !113)
!123 = !DILocation(line: 27, column: 57, scope: !113)
!124 = !DILocation(line: 27, column: 59, scope: !113)
!125 = !DILocation(line: 27, column: 51, scope: !113)
!126 = !DILocation(line: 27, column: 37, scope: !113)
!127 = !DILocation(line: 27, column: 30, scope: !113)
!128 = !DILocation(line: 27, column: 7, scope: !113)
!129 = !DILocation(line: 27, column: 12, scope: !113)
!130 = !DILocation(line: 27, column: 15, scope: !113)
!131 = !DILocation(line: 26, column: 31, scope: !113)
!132 = !DILocation(line: 26, column: 5, scope: !113)
!133 = distinct !{!133, !116, !134, !135}
!134 = !DILocation(line: 27, column: 63, scope: !109)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !DILocalVariable(name: "tmp", scope: !81, file: !1, line: 28, type: !66)
!137 = !DILocation(line: 28, column: 13, scope: !81)
!138 = !DILocation(line: 28, column: 19, scope: !81)
!139 = !DILocation(line: 29, column: 11, scope: !81)
!140 = !DILocation(line: 29, column: 9, scope: !81)
!141 = !DILocation(line: 30, column: 12, scope: !81)
!142 = !DILocation(line: 30, column: 10, scope: !81)
!143 = !DILocation(line: 31, column: 3, scope: !81)
!144 = !DILocation(line: 20, column: 27, scope: !75)
!145 = !DILocation(line: 20, column: 3, scope: !75)
!146 = distinct !{!146, !78, !147, !135}
!147 = !DILocation(line: 31, column: 3, scope: !71)
!148 = !DILocation(line: 32, column: 15, scope: !10)
!149 = !DILocation(line: 32, column: 3, scope: !10)
!150 = !DILocation(line: 33, column: 15, scope: !10)
!151 = !DILocation(line: 33, column: 3, scope: !10)
!152 = !DILocation(line: 34, column: 3, scope: !10)
!153 = !DILocation(line: 35, column: 1, scope: !10)
