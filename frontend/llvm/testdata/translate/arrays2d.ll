; ModuleID = 'arrays2d.c'
source_filename = "arrays2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@G = dso_local global [3 x [4 x double]] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N, i32 noundef %M) #0 !dbg !18 {
entry:
  %N.addr = alloca i32, align 4
  %M.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %a = alloca [4 x [5 x double]], align 16
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %c = alloca [2 x [3 x [4 x i32]]], align 16
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %i10 = alloca i32, align 4
  %j15 = alloca i32, align 4
  %row = alloca double*, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 %M, i32* %M.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %M.addr, metadata !25, metadata !DIExpression()), !dbg !26
  %call = call i32 @bsp_nprocs(), !dbg !27
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %p, metadata !29, metadata !DIExpression()), !dbg !30
  %call1 = call i32 @bsp_nprocs(), !dbg !31
  store i32 %call1, i32* %p, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata [4 x [5 x double]]* %a, metadata !32, metadata !DIExpression()), !dbg !36
  %0 = load i32, i32* %N.addr, align 4, !dbg !37
  %1 = zext i32 %0 to i64, !dbg !38
  %2 = load i32, i32* %M.addr, align 4, !dbg !39
  %3 = zext i32 %2 to i64, !dbg !38
  %4 = call i8* @llvm.stacksave(), !dbg !38
  store i8* %4, i8** %saved_stack, align 8, !dbg !38
  %5 = mul nuw i64 %1, %3, !dbg !38
  %vla = alloca double, i64 %5, align 16, !dbg !38
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !38
  store i64 %3, i64* %__vla_expr1, align 8, !dbg !38
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !40, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !43, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata double* %vla, metadata !44, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.declare(metadata [2 x [3 x [4 x i32]]]* %c, metadata !50, metadata !DIExpression()), !dbg !54
  %arraydecay = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %a, i64 0, i64 0, !dbg !55
  %6 = bitcast [5 x double]* %arraydecay to i8*, !dbg !55
  call void @bsp_push_reg(i8* noundef %6, i32 noundef 160), !dbg !56
  call void @bsp_sync(), !dbg !57
  call void @llvm.dbg.declare(metadata i32* %i, metadata !58, metadata !DIExpression()), !dbg !60
  store i32 0, i32* %i, align 4, !dbg !60
  br label %for.cond, !dbg !61

for.cond:                                         ; preds = %for.inc7, %entry
  %7 = load i32, i32* %i, align 4, !dbg !62
  %cmp = icmp slt i32 %7, 4, !dbg !64
  br i1 %cmp, label %for.body, label %for.end9, !dbg !65

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %j, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 0, i32* %j, align 4, !dbg !68
  br label %for.cond2, !dbg !69

for.cond2:                                        ; preds = %for.inc, %for.body
  %8 = load i32, i32* %j, align 4, !dbg !70
  %cmp3 = icmp slt i32 %8, 5, !dbg !72
  br i1 %cmp3, label %for.body4, label %for.end, !dbg !73

for.body4:                                        ; preds = %for.cond2
  %9 = load i32, i32* %i, align 4, !dbg !74
  %10 = load i32, i32* %j, align 4, !dbg !75
  %add = add nsw i32 %9, %10, !dbg !76
  %conv = sitofp i32 %add to double, !dbg !74
  %11 = load i32, i32* %i, align 4, !dbg !77
  %idxprom = sext i32 %11 to i64, !dbg !78
  %arrayidx = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %a, i64 0, i64 %idxprom, !dbg !78
  %12 = load i32, i32* %j, align 4, !dbg !79
  %idxprom5 = sext i32 %12 to i64, !dbg !78
  %arrayidx6 = getelementptr inbounds [5 x double], [5 x double]* %arrayidx, i64 0, i64 %idxprom5, !dbg !78
  store double %conv, double* %arrayidx6, align 8, !dbg !80
  br label %for.inc, !dbg !78

for.inc:                                          ; preds = %for.body4
  %13 = load i32, i32* %j, align 4, !dbg !81
  %inc = add nsw i32 %13, 1, !dbg !81
  store i32 %inc, i32* %j, align 4, !dbg !81
  br label %for.cond2, !dbg !82, !llvm.loop !83

for.end:                                          ; preds = %for.cond2
  br label %for.inc7, !dbg !84

for.inc7:                                         ; preds = %for.end
  %14 = load i32, i32* %i, align 4, !dbg !86
  %inc8 = add nsw i32 %14, 1, !dbg !86
  store i32 %inc8, i32* %i, align 4, !dbg !86
  br label %for.cond, !dbg !87, !llvm.loop !88

for.end9:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i10, metadata !90, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %i10, align 4, !dbg !92
  br label %for.cond11, !dbg !93

for.cond11:                                       ; preds = %for.inc32, %for.end9
  %15 = load i32, i32* %i10, align 4, !dbg !94
  %16 = load i32, i32* %N.addr, align 4, !dbg !96
  %cmp12 = icmp slt i32 %15, %16, !dbg !97
  br i1 %cmp12, label %for.body14, label %for.end34, !dbg !98

for.body14:                                       ; preds = %for.cond11
  call void @llvm.dbg.declare(metadata i32* %j15, metadata !99, metadata !DIExpression()), !dbg !101
  store i32 0, i32* %j15, align 4, !dbg !101
  br label %for.cond16, !dbg !102

for.cond16:                                       ; preds = %for.inc29, %for.body14
  %17 = load i32, i32* %j15, align 4, !dbg !103
  %18 = load i32, i32* %M.addr, align 4, !dbg !105
  %cmp17 = icmp slt i32 %17, %18, !dbg !106
  br i1 %cmp17, label %for.body19, label %for.end31, !dbg !107

for.body19:                                       ; preds = %for.cond16
  %19 = load i32, i32* %i10, align 4, !dbg !108
  %rem = srem i32 %19, 4, !dbg !109
  %idxprom20 = sext i32 %rem to i64, !dbg !110
  %arrayidx21 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %a, i64 0, i64 %idxprom20, !dbg !110
  %20 = load i32, i32* %j15, align 4, !dbg !111
  %rem22 = srem i32 %20, 5, !dbg !112
  %idxprom23 = sext i32 %rem22 to i64, !dbg !110
  %arrayidx24 = getelementptr inbounds [5 x double], [5 x double]* %arrayidx21, i64 0, i64 %idxprom23, !dbg !110
  %21 = load double, double* %arrayidx24, align 8, !dbg !110
  %mul = fmul double 2.000000e+00, %21, !dbg !113
  %22 = load i32, i32* %i10, align 4, !dbg !114
  %idxprom25 = sext i32 %22 to i64, !dbg !115
  %23 = mul nsw i64 %idxprom25, %3, !dbg !115
  %arrayidx26 = getelementptr inbounds double, double* %vla, i64 %23, !dbg !115
  %24 = load i32, i32* %j15, align 4, !dbg !116
  %idxprom27 = sext i32 %24 to i64, !dbg !115
  %arrayidx28 = getelementptr inbounds double, double* %arrayidx26, i64 %idxprom27, !dbg !115
  store double %mul, double* %arrayidx28, align 8, !dbg !117
  br label %for.inc29, !dbg !115

for.inc29:                                        ; preds = %for.body19
  %25 = load i32, i32* %j15, align 4, !dbg !118
  %inc30 = add nsw i32 %25, 1, !dbg !118
  store i32 %inc30, i32* %j15, align 4, !dbg !118
  br label %for.cond16, !dbg !119, !llvm.loop !120

for.end31:                                        ; preds = %for.cond16
  br label %for.inc32, !dbg !121

for.inc32:                                        ; preds = %for.end31
  %26 = load i32, i32* %i10, align 4, !dbg !122
  %inc33 = add nsw i32 %26, 1, !dbg !122
  store i32 %inc33, i32* %i10, align 4, !dbg !122
  br label %for.cond11, !dbg !123, !llvm.loop !124

for.end34:                                        ; preds = %for.cond11
  %arrayidx35 = getelementptr inbounds [2 x [3 x [4 x i32]]], [2 x [3 x [4 x i32]]]* %c, i64 0, i64 1, !dbg !126
  %arrayidx36 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* %arrayidx35, i64 0, i64 2, !dbg !126
  %arrayidx37 = getelementptr inbounds [4 x i32], [4 x i32]* %arrayidx36, i64 0, i64 3, !dbg !126
  store i32 7, i32* %arrayidx37, align 4, !dbg !127
  call void @llvm.dbg.declare(metadata double** %row, metadata !128, metadata !DIExpression()), !dbg !130
  %arrayidx38 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %a, i64 0, i64 2, !dbg !131
  %arraydecay39 = getelementptr inbounds [5 x double], [5 x double]* %arrayidx38, i64 0, i64 0, !dbg !131
  store double* %arraydecay39, double** %row, align 8, !dbg !130
  %27 = load double*, double** %row, align 8, !dbg !132
  %arrayidx40 = getelementptr inbounds double, double* %27, i64 1, !dbg !132
  store double 3.000000e+00, double* %arrayidx40, align 8, !dbg !133
  store double 1.000000e+00, double* getelementptr inbounds ([3 x [4 x double]], [3 x [4 x double]]* @G, i64 0, i64 2, i64 3), align 8, !dbg !134
  %call41 = call i32 @bsp_pid(), !dbg !135
  %add42 = add nsw i32 %call41, 1, !dbg !136
  %28 = load i32, i32* %p, align 4, !dbg !137
  %rem43 = srem i32 %add42, %28, !dbg !138
  %arrayidx44 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %a, i64 0, i64 1, !dbg !139
  %arraydecay45 = getelementptr inbounds [5 x double], [5 x double]* %arrayidx44, i64 0, i64 0, !dbg !139
  %29 = bitcast double* %arraydecay45 to i8*, !dbg !139
  %arraydecay46 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %a, i64 0, i64 0, !dbg !140
  %30 = bitcast [5 x double]* %arraydecay46 to i8*, !dbg !140
  call void @bsp_put(i32 noundef %rem43, i8* noundef %29, i8* noundef %30, i32 noundef 80, i32 noundef 40), !dbg !141
  %call47 = call i32 @bsp_pid(), !dbg !142
  %add48 = add nsw i32 %call47, 1, !dbg !143
  %31 = load i32, i32* %p, align 4, !dbg !144
  %rem49 = srem i32 %add48, %31, !dbg !145
  %arrayidx50 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %a, i64 0, i64 3, !dbg !146
  %arrayidx51 = getelementptr inbounds [5 x double], [5 x double]* %arrayidx50, i64 0, i64 2, !dbg !146
  %32 = bitcast double* %arrayidx51 to i8*, !dbg !147
  %arraydecay52 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %a, i64 0, i64 0, !dbg !148
  %33 = bitcast [5 x double]* %arraydecay52 to i8*, !dbg !148
  call void @bsp_put(i32 noundef %rem49, i8* noundef %32, i8* noundef %33, i32 noundef 8, i32 noundef 8), !dbg !149
  call void @bsp_sync(), !dbg !150
  call void @bsp_end(), !dbg !151
  %34 = load i8*, i8** %saved_stack, align 8, !dbg !152
  call void @llvm.stackrestore(i8* %34), !dbg !152
  ret void, !dbg !152
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare i32 @bsp_pid() #2

declare void @bsp_end() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 5, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "arrays2d.c", directory: ".", checksumkind: CSK_MD5, checksum: "450fbaab8ea814288923d1977fa3327f")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 768, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8, !9}
!8 = !DISubrange(count: 3)
!9 = !DISubrange(count: 4)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 6, type: !19, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !21, !21}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{}
!23 = !DILocalVariable(name: "N", arg: 1, scope: !18, file: !3, line: 6, type: !21)
!24 = !DILocation(line: 6, column: 15, scope: !18)
!25 = !DILocalVariable(name: "M", arg: 2, scope: !18, file: !3, line: 6, type: !21)
!26 = !DILocation(line: 6, column: 22, scope: !18)
!27 = !DILocation(line: 7, column: 13, scope: !18)
!28 = !DILocation(line: 7, column: 3, scope: !18)
!29 = !DILocalVariable(name: "p", scope: !18, file: !3, line: 8, type: !21)
!30 = !DILocation(line: 8, column: 7, scope: !18)
!31 = !DILocation(line: 8, column: 11, scope: !18)
!32 = !DILocalVariable(name: "a", scope: !18, file: !3, line: 9, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 1280, elements: !34)
!34 = !{!9, !35}
!35 = !DISubrange(count: 5)
!36 = !DILocation(line: 9, column: 10, scope: !18)
!37 = !DILocation(line: 10, column: 12, scope: !18)
!38 = !DILocation(line: 10, column: 3, scope: !18)
!39 = !DILocation(line: 10, column: 15, scope: !18)
!40 = !DILocalVariable(name: "__vla_expr0", scope: !18, type: !41, flags: DIFlagArtificial)
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DILocation(line: 0, scope: !18)
!43 = !DILocalVariable(name: "__vla_expr1", scope: !18, type: !41, flags: DIFlagArtificial)
!44 = !DILocalVariable(name: "b", scope: !18, file: !3, line: 10, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !46)
!46 = !{!47, !48}
!47 = !DISubrange(count: !40)
!48 = !DISubrange(count: !43)
!49 = !DILocation(line: 10, column: 10, scope: !18)
!50 = !DILocalVariable(name: "c", scope: !18, file: !3, line: 11, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 768, elements: !52)
!52 = !{!53, !8, !9}
!53 = !DISubrange(count: 2)
!54 = !DILocation(line: 11, column: 7, scope: !18)
!55 = !DILocation(line: 12, column: 16, scope: !18)
!56 = !DILocation(line: 12, column: 3, scope: !18)
!57 = !DILocation(line: 13, column: 3, scope: !18)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 14, type: !21)
!59 = distinct !DILexicalBlock(scope: !18, file: !3, line: 14, column: 3)
!60 = !DILocation(line: 14, column: 12, scope: !59)
!61 = !DILocation(line: 14, column: 8, scope: !59)
!62 = !DILocation(line: 14, column: 19, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 14, column: 3)
!64 = !DILocation(line: 14, column: 21, scope: !63)
!65 = !DILocation(line: 14, column: 3, scope: !59)
!66 = !DILocalVariable(name: "j", scope: !67, file: !3, line: 15, type: !21)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 15, column: 5)
!68 = !DILocation(line: 15, column: 14, scope: !67)
!69 = !DILocation(line: 15, column: 10, scope: !67)
!70 = !DILocation(line: 15, column: 21, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 15, column: 5)
!72 = !DILocation(line: 15, column: 23, scope: !71)
!73 = !DILocation(line: 15, column: 5, scope: !67)
!74 = !DILocation(line: 16, column: 17, scope: !71)
!75 = !DILocation(line: 16, column: 21, scope: !71)
!76 = !DILocation(line: 16, column: 19, scope: !71)
!77 = !DILocation(line: 16, column: 9, scope: !71)
!78 = !DILocation(line: 16, column: 7, scope: !71)
!79 = !DILocation(line: 16, column: 12, scope: !71)
!80 = !DILocation(line: 16, column: 15, scope: !71)
!81 = !DILocation(line: 15, column: 29, scope: !71)
!82 = !DILocation(line: 15, column: 5, scope: !71)
!83 = distinct !{!83, !73, !84, !85}
!84 = !DILocation(line: 16, column: 21, scope: !67)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 14, column: 27, scope: !63)
!87 = !DILocation(line: 14, column: 3, scope: !63)
!88 = distinct !{!88, !65, !89, !85}
!89 = !DILocation(line: 16, column: 21, scope: !59)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 17, type: !21)
!91 = distinct !DILexicalBlock(scope: !18, file: !3, line: 17, column: 3)
!92 = !DILocation(line: 17, column: 12, scope: !91)
!93 = !DILocation(line: 17, column: 8, scope: !91)
!94 = !DILocation(line: 17, column: 19, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 17, column: 3)
!96 = !DILocation(line: 17, column: 23, scope: !95)
!97 = !DILocation(line: 17, column: 21, scope: !95)
!98 = !DILocation(line: 17, column: 3, scope: !91)
!99 = !DILocalVariable(name: "j", scope: !100, file: !3, line: 18, type: !21)
!100 = distinct !DILexicalBlock(scope: !95, file: !3, line: 18, column: 5)
!101 = !DILocation(line: 18, column: 14, scope: !100)
!102 = !DILocation(line: 18, column: 10, scope: !100)
!103 = !DILocation(line: 18, column: 21, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !3, line: 18, column: 5)
!105 = !DILocation(line: 18, column: 25, scope: !104)
!106 = !DILocation(line: 18, column: 23, scope: !104)
!107 = !DILocation(line: 18, column: 5, scope: !100)
!108 = !DILocation(line: 19, column: 25, scope: !104)
!109 = !DILocation(line: 19, column: 27, scope: !104)
!110 = !DILocation(line: 19, column: 23, scope: !104)
!111 = !DILocation(line: 19, column: 32, scope: !104)
!112 = !DILocation(line: 19, column: 34, scope: !104)
!113 = !DILocation(line: 19, column: 21, scope: !104)
!114 = !DILocation(line: 19, column: 9, scope: !104)
!115 = !DILocation(line: 19, column: 7, scope: !104)
!116 = !DILocation(line: 19, column: 12, scope: !104)
!117 = !DILocation(line: 19, column: 15, scope: !104)
!118 = !DILocation(line: 18, column: 29, scope: !104)
!119 = !DILocation(line: 18, column: 5, scope: !104)
!120 = distinct !{!120, !107, !121, !85}
!121 = !DILocation(line: 19, column: 37, scope: !100)
!122 = !DILocation(line: 17, column: 27, scope: !95)
!123 = !DILocation(line: 17, column: 3, scope: !95)
!124 = distinct !{!124, !98, !125, !85}
!125 = !DILocation(line: 19, column: 37, scope: !91)
!126 = !DILocation(line: 20, column: 3, scope: !18)
!127 = !DILocation(line: 20, column: 14, scope: !18)
!128 = !DILocalVariable(name: "row", scope: !18, file: !3, line: 21, type: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!130 = !DILocation(line: 21, column: 11, scope: !18)
!131 = !DILocation(line: 21, column: 17, scope: !18)
!132 = !DILocation(line: 22, column: 3, scope: !18)
!133 = !DILocation(line: 22, column: 10, scope: !18)
!134 = !DILocation(line: 23, column: 11, scope: !18)
!135 = !DILocation(line: 24, column: 12, scope: !18)
!136 = !DILocation(line: 24, column: 22, scope: !18)
!137 = !DILocation(line: 24, column: 29, scope: !18)
!138 = !DILocation(line: 24, column: 27, scope: !18)
!139 = !DILocation(line: 24, column: 32, scope: !18)
!140 = !DILocation(line: 24, column: 38, scope: !18)
!141 = !DILocation(line: 24, column: 3, scope: !18)
!142 = !DILocation(line: 25, column: 12, scope: !18)
!143 = !DILocation(line: 25, column: 22, scope: !18)
!144 = !DILocation(line: 25, column: 29, scope: !18)
!145 = !DILocation(line: 25, column: 27, scope: !18)
!146 = !DILocation(line: 25, column: 33, scope: !18)
!147 = !DILocation(line: 25, column: 32, scope: !18)
!148 = !DILocation(line: 25, column: 42, scope: !18)
!149 = !DILocation(line: 25, column: 3, scope: !18)
!150 = !DILocation(line: 26, column: 3, scope: !18)
!151 = !DILocation(line: 27, column: 3, scope: !18)
!152 = !DILocation(line: 28, column: 1, scope: !18)
