; ModuleID = 'scan_block.c'
source_filename = "scan_block.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @scan_block(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %b = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %j = alloca i32, align 4
  %total = alloca double, align 8
  %q = alloca i32, align 4
  %offset = alloca double, align 8
  %q24 = alloca i32, align 4
  %j35 = alloca i32, align 4
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
  call void @llvm.dbg.declare(metadata i32* %b, metadata !25, metadata !DIExpression()), !dbg !26
  %0 = load i32, i32* %N.addr, align 4, !dbg !27
  %1 = load i32, i32* %p, align 4, !dbg !28
  %div = sdiv i32 %0, %1, !dbg !29
  store i32 %div, i32* %b, align 4, !dbg !26
  %2 = load i32, i32* %b, align 4, !dbg !30
  %3 = zext i32 %2 to i64, !dbg !31
  %4 = call i8* @llvm.stacksave(), !dbg !31
  store i8* %4, i8** %saved_stack, align 8, !dbg !31
  %vla = alloca double, i64 %3, align 16, !dbg !31
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla, metadata !35, metadata !DIExpression()), !dbg !40
  %5 = load i32, i32* %p, align 4, !dbg !41
  %6 = zext i32 %5 to i64, !dbg !42
  %vla3 = alloca double, i64 %6, align 16, !dbg !42
  store i64 %6, i64* %__vla_expr1, align 8, !dbg !42
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !43, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla3, metadata !44, metadata !DIExpression()), !dbg !48
  %7 = bitcast double* %vla3 to i8*, !dbg !49
  %8 = load i32, i32* %p, align 4, !dbg !50
  %conv = sext i32 %8 to i64, !dbg !50
  %mul = mul i64 %conv, 8, !dbg !51
  %conv4 = trunc i64 %mul to i32, !dbg !50
  call void @bsp_push_reg(i8* noundef %7, i32 noundef %conv4), !dbg !52
  call void @bsp_sync(), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %j, metadata !54, metadata !DIExpression()), !dbg !56
  store i32 1, i32* %j, align 4, !dbg !56
  br label %for.cond, !dbg !57

for.cond:                                         ; preds = %for.inc, %entry
  %9 = load i32, i32* %j, align 4, !dbg !58
  %10 = load i32, i32* %b, align 4, !dbg !60
  %cmp = icmp slt i32 %9, %10, !dbg !61
  br i1 %cmp, label %for.body, label %for.end, !dbg !62

for.body:                                         ; preds = %for.cond
  %11 = load i32, i32* %j, align 4, !dbg !63
  %idxprom = sext i32 %11 to i64, !dbg !64
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !64
  %12 = load double, double* %arrayidx, align 8, !dbg !64
  %13 = load i32, i32* %j, align 4, !dbg !65
  %sub = sub nsw i32 %13, 1, !dbg !66
  %idxprom6 = sext i32 %sub to i64, !dbg !67
  %arrayidx7 = getelementptr inbounds double, double* %vla, i64 %idxprom6, !dbg !67
  %14 = load double, double* %arrayidx7, align 8, !dbg !67
  %add = fadd double %12, %14, !dbg !68
  %15 = load i32, i32* %j, align 4, !dbg !69
  %idxprom8 = sext i32 %15 to i64, !dbg !70
  %arrayidx9 = getelementptr inbounds double, double* %vla, i64 %idxprom8, !dbg !70
  store double %add, double* %arrayidx9, align 8, !dbg !71
  br label %for.inc, !dbg !70

for.inc:                                          ; preds = %for.body
  %16 = load i32, i32* %j, align 4, !dbg !72
  %inc = add nsw i32 %16, 1, !dbg !72
  store i32 %inc, i32* %j, align 4, !dbg !72
  br label %for.cond, !dbg !73, !llvm.loop !74

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata double* %total, metadata !77, metadata !DIExpression()), !dbg !78
  %17 = load i32, i32* %b, align 4, !dbg !79
  %sub10 = sub nsw i32 %17, 1, !dbg !80
  %idxprom11 = sext i32 %sub10 to i64, !dbg !81
  %arrayidx12 = getelementptr inbounds double, double* %vla, i64 %idxprom11, !dbg !81
  %18 = load double, double* %arrayidx12, align 8, !dbg !81
  store double %18, double* %total, align 8, !dbg !78
  call void @llvm.dbg.declare(metadata i32* %q, metadata !82, metadata !DIExpression()), !dbg !84
  %19 = load i32, i32* %s, align 4, !dbg !85
  %add13 = add nsw i32 %19, 1, !dbg !86
  store i32 %add13, i32* %q, align 4, !dbg !84
  br label %for.cond14, !dbg !87

for.cond14:                                       ; preds = %for.inc21, %for.end
  %20 = load i32, i32* %q, align 4, !dbg !88
  %21 = load i32, i32* %p, align 4, !dbg !90
  %cmp15 = icmp slt i32 %20, %21, !dbg !91
  br i1 %cmp15, label %for.body17, label %for.end23, !dbg !92

for.body17:                                       ; preds = %for.cond14
  %22 = load i32, i32* %q, align 4, !dbg !93
  %23 = bitcast double* %total to i8*, !dbg !94
  %24 = bitcast double* %vla3 to i8*, !dbg !95
  %25 = load i32, i32* %s, align 4, !dbg !96
  %conv18 = sext i32 %25 to i64, !dbg !96
  %mul19 = mul i64 %conv18, 8, !dbg !97
  %conv20 = trunc i64 %mul19 to i32, !dbg !96
  call void @bsp_put(i32 noundef %22, i8* noundef %23, i8* noundef %24, i32 noundef %conv20, i32 noundef 8), !dbg !98
  br label %for.inc21, !dbg !98

for.inc21:                                        ; preds = %for.body17
  %26 = load i32, i32* %q, align 4, !dbg !99
  %inc22 = add nsw i32 %26, 1, !dbg !99
  store i32 %inc22, i32* %q, align 4, !dbg !99
  br label %for.cond14, !dbg !100, !llvm.loop !101

for.end23:                                        ; preds = %for.cond14
  call void @bsp_sync(), !dbg !103
  call void @llvm.dbg.declare(metadata double* %offset, metadata !104, metadata !DIExpression()), !dbg !105
  store double 0.000000e+00, double* %offset, align 8, !dbg !105
  call void @llvm.dbg.declare(metadata i32* %q24, metadata !106, metadata !DIExpression()), !dbg !108
  store i32 0, i32* %q24, align 4, !dbg !108
  br label %for.cond25, !dbg !109

for.cond25:                                       ; preds = %for.inc32, %for.end23
  %27 = load i32, i32* %q24, align 4, !dbg !110
  %28 = load i32, i32* %s, align 4, !dbg !112
  %cmp26 = icmp slt i32 %27, %28, !dbg !113
  br i1 %cmp26, label %for.body28, label %for.end34, !dbg !114

for.body28:                                       ; preds = %for.cond25
  %29 = load double, double* %offset, align 8, !dbg !115
  %30 = load i32, i32* %q24, align 4, !dbg !116
  %idxprom29 = sext i32 %30 to i64, !dbg !117
  %arrayidx30 = getelementptr inbounds double, double* %vla3, i64 %idxprom29, !dbg !117
  %31 = load double, double* %arrayidx30, align 8, !dbg !117
  %add31 = fadd double %29, %31, !dbg !118
  store double %add31, double* %offset, align 8, !dbg !119
  br label %for.inc32, !dbg !120

for.inc32:                                        ; preds = %for.body28
  %32 = load i32, i32* %q24, align 4, !dbg !121
  %inc33 = add nsw i32 %32, 1, !dbg !121
  store i32 %inc33, i32* %q24, align 4, !dbg !121
  br label %for.cond25, !dbg !122, !llvm.loop !123

for.end34:                                        ; preds = %for.cond25
  call void @llvm.dbg.declare(metadata i32* %j35, metadata !125, metadata !DIExpression()), !dbg !127
  store i32 0, i32* %j35, align 4, !dbg !127
  br label %for.cond36, !dbg !128

for.cond36:                                       ; preds = %for.inc45, %for.end34
  %33 = load i32, i32* %j35, align 4, !dbg !129
  %34 = load i32, i32* %b, align 4, !dbg !131
  %cmp37 = icmp slt i32 %33, %34, !dbg !132
  br i1 %cmp37, label %for.body39, label %for.end47, !dbg !133

for.body39:                                       ; preds = %for.cond36
  %35 = load i32, i32* %j35, align 4, !dbg !134
  %idxprom40 = sext i32 %35 to i64, !dbg !135
  %arrayidx41 = getelementptr inbounds double, double* %vla, i64 %idxprom40, !dbg !135
  %36 = load double, double* %arrayidx41, align 8, !dbg !135
  %37 = load double, double* %offset, align 8, !dbg !136
  %add42 = fadd double %36, %37, !dbg !137
  %38 = load i32, i32* %j35, align 4, !dbg !138
  %idxprom43 = sext i32 %38 to i64, !dbg !139
  %arrayidx44 = getelementptr inbounds double, double* %vla, i64 %idxprom43, !dbg !139
  store double %add42, double* %arrayidx44, align 8, !dbg !140
  br label %for.inc45, !dbg !139

for.inc45:                                        ; preds = %for.body39
  %39 = load i32, i32* %j35, align 4, !dbg !141
  %inc46 = add nsw i32 %39, 1, !dbg !141
  store i32 %inc46, i32* %j35, align 4, !dbg !141
  br label %for.cond36, !dbg !142, !llvm.loop !143

for.end47:                                        ; preds = %for.cond36
  %40 = bitcast double* %vla3 to i8*, !dbg !145
  call void @bsp_pop_reg(i8* noundef %40), !dbg !146
  call void @bsp_end(), !dbg !147
  %41 = load i8*, i8** %saved_stack, align 8, !dbg !148
  call void @llvm.stackrestore(i8* %41), !dbg !148
  ret void, !dbg !148
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
!1 = !DIFile(filename: "scan_block.c", directory: ".", checksumkind: CSK_MD5, checksum: "1dd3e445731f890cb8680c9db3480c3e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "scan_block", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!16 = !DILocation(line: 9, column: 21, scope: !10)
!17 = !DILocation(line: 10, column: 13, scope: !10)
!18 = !DILocation(line: 10, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 11, type: !13)
!20 = !DILocation(line: 11, column: 7, scope: !10)
!21 = !DILocation(line: 11, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 12, type: !13)
!23 = !DILocation(line: 12, column: 7, scope: !10)
!24 = !DILocation(line: 12, column: 11, scope: !10)
!25 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 13, type: !13)
!26 = !DILocation(line: 13, column: 7, scope: !10)
!27 = !DILocation(line: 13, column: 11, scope: !10)
!28 = !DILocation(line: 13, column: 15, scope: !10)
!29 = !DILocation(line: 13, column: 13, scope: !10)
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
!41 = !DILocation(line: 15, column: 17, scope: !10)
!42 = !DILocation(line: 15, column: 3, scope: !10)
!43 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !33, flags: DIFlagArtificial)
!44 = !DILocalVariable(name: "totals", scope: !10, file: !1, line: 15, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: !43)
!48 = !DILocation(line: 15, column: 10, scope: !10)
!49 = !DILocation(line: 16, column: 16, scope: !10)
!50 = !DILocation(line: 16, column: 24, scope: !10)
!51 = !DILocation(line: 16, column: 26, scope: !10)
!52 = !DILocation(line: 16, column: 3, scope: !10)
!53 = !DILocation(line: 17, column: 3, scope: !10)
!54 = !DILocalVariable(name: "j", scope: !55, file: !1, line: 19, type: !13)
!55 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 3)
!56 = !DILocation(line: 19, column: 12, scope: !55)
!57 = !DILocation(line: 19, column: 8, scope: !55)
!58 = !DILocation(line: 19, column: 19, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !1, line: 19, column: 3)
!60 = !DILocation(line: 19, column: 23, scope: !59)
!61 = !DILocation(line: 19, column: 21, scope: !59)
!62 = !DILocation(line: 19, column: 3, scope: !55)
!63 = !DILocation(line: 20, column: 14, scope: !59)
!64 = !DILocation(line: 20, column: 12, scope: !59)
!65 = !DILocation(line: 20, column: 21, scope: !59)
!66 = !DILocation(line: 20, column: 23, scope: !59)
!67 = !DILocation(line: 20, column: 19, scope: !59)
!68 = !DILocation(line: 20, column: 17, scope: !59)
!69 = !DILocation(line: 20, column: 7, scope: !59)
!70 = !DILocation(line: 20, column: 5, scope: !59)
!71 = !DILocation(line: 20, column: 10, scope: !59)
!72 = !DILocation(line: 19, column: 27, scope: !59)
!73 = !DILocation(line: 19, column: 3, scope: !59)
!74 = distinct !{!74, !62, !75, !76}
!75 = !DILocation(line: 20, column: 26, scope: !55)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocalVariable(name: "total", scope: !10, file: !1, line: 21, type: !37)
!78 = !DILocation(line: 21, column: 10, scope: !10)
!79 = !DILocation(line: 21, column: 20, scope: !10)
!80 = !DILocation(line: 21, column: 22, scope: !10)
!81 = !DILocation(line: 21, column: 18, scope: !10)
!82 = !DILocalVariable(name: "q", scope: !83, file: !1, line: 22, type: !13)
!83 = distinct !DILexicalBlock(scope: !10, file: !1, line: 22, column: 3)
!84 = !DILocation(line: 22, column: 12, scope: !83)
!85 = !DILocation(line: 22, column: 16, scope: !83)
!86 = !DILocation(line: 22, column: 18, scope: !83)
!87 = !DILocation(line: 22, column: 8, scope: !83)
!88 = !DILocation(line: 22, column: 23, scope: !89)
!89 = distinct !DILexicalBlock(scope: !83, file: !1, line: 22, column: 3)
!90 = !DILocation(line: 22, column: 27, scope: !89)
!91 = !DILocation(line: 22, column: 25, scope: !89)
!92 = !DILocation(line: 22, column: 3, scope: !83)
!93 = !DILocation(line: 23, column: 13, scope: !89)
!94 = !DILocation(line: 23, column: 16, scope: !89)
!95 = !DILocation(line: 23, column: 24, scope: !89)
!96 = !DILocation(line: 23, column: 32, scope: !89)
!97 = !DILocation(line: 23, column: 34, scope: !89)
!98 = !DILocation(line: 23, column: 5, scope: !89)
!99 = !DILocation(line: 22, column: 31, scope: !89)
!100 = !DILocation(line: 22, column: 3, scope: !89)
!101 = distinct !{!101, !92, !102, !76}
!102 = !DILocation(line: 23, column: 66, scope: !83)
!103 = !DILocation(line: 24, column: 3, scope: !10)
!104 = !DILocalVariable(name: "offset", scope: !10, file: !1, line: 26, type: !37)
!105 = !DILocation(line: 26, column: 10, scope: !10)
!106 = !DILocalVariable(name: "q", scope: !107, file: !1, line: 27, type: !13)
!107 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 3)
!108 = !DILocation(line: 27, column: 12, scope: !107)
!109 = !DILocation(line: 27, column: 8, scope: !107)
!110 = !DILocation(line: 27, column: 19, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !1, line: 27, column: 3)
!112 = !DILocation(line: 27, column: 23, scope: !111)
!113 = !DILocation(line: 27, column: 21, scope: !111)
!114 = !DILocation(line: 27, column: 3, scope: !107)
!115 = !DILocation(line: 28, column: 14, scope: !111)
!116 = !DILocation(line: 28, column: 30, scope: !111)
!117 = !DILocation(line: 28, column: 23, scope: !111)
!118 = !DILocation(line: 28, column: 21, scope: !111)
!119 = !DILocation(line: 28, column: 12, scope: !111)
!120 = !DILocation(line: 28, column: 5, scope: !111)
!121 = !DILocation(line: 27, column: 27, scope: !111)
!122 = !DILocation(line: 27, column: 3, scope: !111)
!123 = distinct !{!123, !114, !124, !76}
!124 = !DILocation(line: 28, column: 31, scope: !107)
!125 = !DILocalVariable(name: "j", scope: !126, file: !1, line: 29, type: !13)
!126 = distinct !DILexicalBlock(scope: !10, file: !1, line: 29, column: 3)
!127 = !DILocation(line: 29, column: 12, scope: !126)
!128 = !DILocation(line: 29, column: 8, scope: !126)
!129 = !DILocation(line: 29, column: 19, scope: !130)
!130 = distinct !DILexicalBlock(scope: !126, file: !1, line: 29, column: 3)
!131 = !DILocation(line: 29, column: 23, scope: !130)
!132 = !DILocation(line: 29, column: 21, scope: !130)
!133 = !DILocation(line: 29, column: 3, scope: !126)
!134 = !DILocation(line: 30, column: 14, scope: !130)
!135 = !DILocation(line: 30, column: 12, scope: !130)
!136 = !DILocation(line: 30, column: 19, scope: !130)
!137 = !DILocation(line: 30, column: 17, scope: !130)
!138 = !DILocation(line: 30, column: 7, scope: !130)
!139 = !DILocation(line: 30, column: 5, scope: !130)
!140 = !DILocation(line: 30, column: 10, scope: !130)
!141 = !DILocation(line: 29, column: 27, scope: !130)
!142 = !DILocation(line: 29, column: 3, scope: !130)
!143 = distinct !{!143, !133, !144, !76}
!144 = !DILocation(line: 30, column: 19, scope: !126)
!145 = !DILocation(line: 31, column: 15, scope: !10)
!146 = !DILocation(line: 31, column: 3, scope: !10)
!147 = !DILocation(line: 32, column: 3, scope: !10)
!148 = !DILocation(line: 33, column: 1, scope: !10)
