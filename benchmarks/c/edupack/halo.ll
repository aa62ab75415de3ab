; ModuleID = 'halo.c'
source_filename = "halo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @halo(i32 noundef %N, i32 noundef %K) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %K.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %nl = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  %i38 = alloca i32, align 4
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
  call void @bsp_sync(), !dbg !58
  call void @llvm.dbg.declare(metadata i32* %k, metadata !59, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %k, align 4, !dbg !61
  br label %for.cond, !dbg !62

for.cond:                                         ; preds = %for.inc50, %entry
  %9 = load i32, i32* %k, align 4, !dbg !63
  %10 = load i32, i32* %K.addr, align 4, !dbg !65
  %cmp = icmp slt i32 %9, %10, !dbg !66
  br i1 %cmp, label %for.body, label %for.end52, !dbg !67

for.body:                                         ; preds = %for.cond
  %11 = load i32, i32* %s, align 4, !dbg !68
  %cmp8 = icmp sgt i32 %11, 0, !dbg !71
  br i1 %cmp8, label %if.then, label %if.end, !dbg !72

if.then:                                          ; preds = %for.body
  %12 = load i32, i32* %s, align 4, !dbg !73
  %sub = sub nsw i32 %12, 1, !dbg !74
  %13 = bitcast double* %vla to i8*, !dbg !75
  %14 = load i32, i32* %nl, align 4, !dbg !76
  %conv10 = sext i32 %14 to i64, !dbg !76
  %mul11 = mul i64 %conv10, 8, !dbg !77
  %conv12 = trunc i64 %mul11 to i32, !dbg !76
  %arrayidx = getelementptr inbounds double, double* %vla, i64 0, !dbg !78
  %15 = bitcast double* %arrayidx to i8*, !dbg !79
  call void @bsp_get(i32 noundef %sub, i8* noundef %13, i32 noundef %conv12, i8* noundef %15, i32 noundef 8), !dbg !80
  br label %if.end, !dbg !80

if.end:                                           ; preds = %if.then, %for.body
  %16 = load i32, i32* %s, align 4, !dbg !81
  %17 = load i32, i32* %p, align 4, !dbg !83
  %sub13 = sub nsw i32 %17, 1, !dbg !84
  %cmp14 = icmp slt i32 %16, %sub13, !dbg !85
  br i1 %cmp14, label %if.then16, label %if.end20, !dbg !86

if.then16:                                        ; preds = %if.end
  %18 = load i32, i32* %s, align 4, !dbg !87
  %add17 = add nsw i32 %18, 1, !dbg !88
  %19 = bitcast double* %vla to i8*, !dbg !89
  %20 = load i32, i32* %nl, align 4, !dbg !90
  %add18 = add nsw i32 %20, 1, !dbg !91
  %idxprom = sext i32 %add18 to i64, !dbg !92
  %arrayidx19 = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !92
  %21 = bitcast double* %arrayidx19 to i8*, !dbg !93
  call void @bsp_get(i32 noundef %add17, i8* noundef %19, i32 noundef 8, i8* noundef %21, i32 noundef 8), !dbg !94
  br label %if.end20, !dbg !94

if.end20:                                         ; preds = %if.then16, %if.end
  call void @bsp_sync(), !dbg !95
  call void @llvm.dbg.declare(metadata i32* %i, metadata !96, metadata !DIExpression()), !dbg !98
  store i32 1, i32* %i, align 4, !dbg !98
  br label %for.cond21, !dbg !99

for.cond21:                                       ; preds = %for.inc, %if.end20
  %22 = load i32, i32* %i, align 4, !dbg !100
  %23 = load i32, i32* %nl, align 4, !dbg !102
  %cmp22 = icmp sle i32 %22, %23, !dbg !103
  br i1 %cmp22, label %for.body24, label %for.end, !dbg !104

for.body24:                                       ; preds = %for.cond21
  %24 = load i32, i32* %i, align 4, !dbg !105
  %sub25 = sub nsw i32 %24, 1, !dbg !106
  %idxprom26 = sext i32 %sub25 to i64, !dbg !107
  %arrayidx27 = getelementptr inbounds double, double* %vla, i64 %idxprom26, !dbg !107
  %25 = load double, double* %arrayidx27, align 8, !dbg !107
  %26 = load i32, i32* %i, align 4, !dbg !108
  %idxprom28 = sext i32 %26 to i64, !dbg !109
  %arrayidx29 = getelementptr inbounds double, double* %vla, i64 %idxprom28, !dbg !109
  %27 = load double, double* %arrayidx29, align 8, !dbg !109
  %add30 = fadd double %25, %27, !dbg !110
  %28 = load i32, i32* %i, align 4, !dbg !111
  %add31 = add nsw i32 %28, 1, !dbg !112
  %idxprom32 = sext i32 %add31 to i64, !dbg !113
  %arrayidx33 = getelementptr inbounds double, double* %vla, i64 %idxprom32, !dbg !113
  %29 = load double, double* %arrayidx33, align 8, !dbg !113
  %add34 = fadd double %add30, %29, !dbg !114
  %div35 = fdiv double %add34, 3.000000e+00, !dbg !115
  %30 = load i32, i32* %i, align 4, !dbg !116
  %idxprom36 = sext i32 %30 to i64, !dbg !117
  %arrayidx37 = getelementptr inbounds double, double* %vla4, i64 %idxprom36, !dbg !117
  store double %div35, double* %arrayidx37, align 8, !dbg !118
  br label %for.inc, !dbg !117

for.inc:                                          ; preds = %for.body24
  %31 = load i32, i32* %i, align 4, !dbg !119
  %inc = add nsw i32 %31, 1, !dbg !119
  store i32 %inc, i32* %i, align 4, !dbg !119
  br label %for.cond21, !dbg !120, !llvm.loop !121

for.end:                                          ; preds = %for.cond21
  call void @llvm.dbg.declare(metadata i32* %i38, metadata !124, metadata !DIExpression()), !dbg !126
  store i32 1, i32* %i38, align 4, !dbg !126
  br label %for.cond39, !dbg !127

for.cond39:                                       ; preds = %for.inc47, %for.end
  %32 = load i32, i32* %i38, align 4, !dbg !128
  %33 = load i32, i32* %nl, align 4, !dbg !130
  %cmp40 = icmp sle i32 %32, %33, !dbg !131
  br i1 %cmp40, label %for.body42, label %for.end49, !dbg !132

for.body42:                                       ; preds = %for.cond39
  %34 = load i32, i32* %i38, align 4, !dbg !133
  %idxprom43 = sext i32 %34 to i64, !dbg !134
  %arrayidx44 = getelementptr inbounds double, double* %vla4, i64 %idxprom43, !dbg !134
  %35 = load double, double* %arrayidx44, align 8, !dbg !134
  %36 = load i32, i32* %i38, align 4, !dbg !135
  %idxprom45 = sext i32 %36 to i64, !dbg !136
  %arrayidx46 = getelementptr inbounds double, double* %vla, i64 %idxprom45, !dbg !136
  store double %35, double* %arrayidx46, align 8, !dbg !137
  br label %for.inc47, !dbg !136

for.inc47:                                        ; preds = %for.body42
  %37 = load i32, i32* %i38, align 4, !dbg !138
  %inc48 = add nsw i32 %37, 1, !dbg !138
  store i32 %inc48, i32* %i38, align 4, !dbg !138
  br label %for.cond39, !dbg !139, !llvm.loop !140

for.end49:                                        ; preds = %for.cond39
  br label %for.inc50, !dbg !142

for.inc50:                                        ; preds = %for.end49
  %38 = load i32, i32* %k, align 4, !dbg !143
  %inc51 = add nsw i32 %38, 1, !dbg !143
  store i32 %inc51, i32* %k, align 4, !dbg !143
  br label %for.cond, !dbg !144, !llvm.loop !145

for.end52:                                        ; preds = %for.cond
  %39 = bitcast double* %vla to i8*, !dbg !147
  call void @bsp_pop_reg(i8* noundef %39), !dbg !148
  call void @bsp_end(), !dbg !149
  %40 = load i8*, i8** %saved_stack, align 8, !dbg !150
  call void @llvm.stackrestore(i8* %40), !dbg !150
  ret void, !dbg !150
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

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "halo.c", directory: ".", checksumkind: CSK_MD5, checksum: "90431bc871ca64e0e309a6c22cd0d47b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "halo", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 15, scope: !10)
!17 = !DILocalVariable(name: "K", arg: 2, scope: !10, file: !1, line: 7, type: !13)
!18 = !DILocation(line: 7, column: 22, scope: !10)
!19 = !DILocation(line: 8, column: 13, scope: !10)
!20 = !DILocation(line: 8, column: 3, scope: !10)
!21 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 9, type: !13)
!22 = !DILocation(line: 9, column: 7, scope: !10)
!23 = !DILocation(line: 9, column: 11, scope: !10)
!24 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 10, type: !13)
!25 = !DILocation(line: 10, column: 7, scope: !10)
!26 = !DILocation(line: 10, column: 11, scope: !10)
!27 = !DILocalVariable(name: "nl", scope: !10, file: !1, line: 11, type: !13)
!28 = !DILocation(line: 11, column: 7, scope: !10)
!29 = !DILocation(line: 11, column: 12, scope: !10)
!30 = !DILocation(line: 11, column: 16, scope: !10)
!31 = !DILocation(line: 11, column: 14, scope: !10)
!32 = !DILocation(line: 12, column: 12, scope: !10)
!33 = !DILocation(line: 12, column: 15, scope: !10)
!34 = !DILocation(line: 12, column: 3, scope: !10)
!35 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !36, flags: DIFlagArtificial)
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 0, scope: !10)
!38 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 12, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, elements: !41)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !{!42}
!42 = !DISubrange(count: !35)
!43 = !DILocation(line: 12, column: 10, scope: !10)
!44 = !DILocation(line: 12, column: 23, scope: !10)
!45 = !DILocation(line: 12, column: 26, scope: !10)
!46 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !36, flags: DIFlagArtificial)
!47 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 12, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: !46)
!51 = !DILocation(line: 12, column: 21, scope: !10)
!52 = !DILocation(line: 13, column: 16, scope: !10)
!53 = !DILocation(line: 13, column: 20, scope: !10)
!54 = !DILocation(line: 13, column: 23, scope: !10)
!55 = !DILocation(line: 13, column: 19, scope: !10)
!56 = !DILocation(line: 13, column: 28, scope: !10)
!57 = !DILocation(line: 13, column: 3, scope: !10)
!58 = !DILocation(line: 14, column: 3, scope: !10)
!59 = !DILocalVariable(name: "k", scope: !60, file: !1, line: 15, type: !13)
!60 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 3)
!61 = !DILocation(line: 15, column: 12, scope: !60)
!62 = !DILocation(line: 15, column: 8, scope: !60)
!63 = !DILocation(line: 15, column: 19, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 15, column: 3)
!65 = !DILocation(line: 15, column: 23, scope: !64)
!66 = !DILocation(line: 15, column: 21, scope: !64)
!67 = !DILocation(line: 15, column: 3, scope: !60)
!68 = !DILocation(line: 16, column: 9, scope: !69)
!69 = distinct !DILexicalBlock(scope: !70, file: !1, line: 16, column: 9)
!70 = distinct !DILexicalBlock(scope: !64, file: !1, line: 15, column: 31)
!71 = !DILocation(line: 16, column: 11, scope: !69)
!72 = !DILocation(line: 16, column: 9, scope: !70)
!73 = !DILocation(line: 17, column: 15, scope: !69)
!74 = !DILocation(line: 17, column: 17, scope: !69)
!75 = !DILocation(line: 17, column: 22, scope: !69)
!76 = !DILocation(line: 17, column: 25, scope: !69)
!77 = !DILocation(line: 17, column: 28, scope: !69)
!78 = !DILocation(line: 17, column: 47, scope: !69)
!79 = !DILocation(line: 17, column: 46, scope: !69)
!80 = !DILocation(line: 17, column: 7, scope: !69)
!81 = !DILocation(line: 18, column: 9, scope: !82)
!82 = distinct !DILexicalBlock(scope: !70, file: !1, line: 18, column: 9)
!83 = !DILocation(line: 18, column: 13, scope: !82)
!84 = !DILocation(line: 18, column: 15, scope: !82)
!85 = !DILocation(line: 18, column: 11, scope: !82)
!86 = !DILocation(line: 18, column: 9, scope: !70)
!87 = !DILocation(line: 19, column: 15, scope: !82)
!88 = !DILocation(line: 19, column: 17, scope: !82)
!89 = !DILocation(line: 19, column: 22, scope: !82)
!90 = !DILocation(line: 19, column: 48, scope: !82)
!91 = !DILocation(line: 19, column: 51, scope: !82)
!92 = !DILocation(line: 19, column: 46, scope: !82)
!93 = !DILocation(line: 19, column: 45, scope: !82)
!94 = !DILocation(line: 19, column: 7, scope: !82)
!95 = !DILocation(line: 20, column: 5, scope: !70)
!96 = !DILocalVariable(name: "i", scope: !97, file: !1, line: 21, type: !13)
!97 = distinct !DILexicalBlock(scope: !70, file: !1, line: 21, column: 5)
!98 = !DILocation(line: 21, column: 14, scope: !97)
!99 = !DILocation(line: 21, column: 10, scope: !97)
!100 = !DILocation(line: 21, column: 21, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !1, line: 21, column: 5)
!102 = !DILocation(line: 21, column: 26, scope: !101)
!103 = !DILocation(line: 21, column: 23, scope: !101)
!104 = !DILocation(line: 21, column: 5, scope: !97)
!105 = !DILocation(line: 22, column: 17, scope: !101)
!106 = !DILocation(line: 22, column: 19, scope: !101)
!107 = !DILocation(line: 22, column: 15, scope: !101)
!108 = !DILocation(line: 22, column: 28, scope: !101)
!109 = !DILocation(line: 22, column: 26, scope: !101)
!110 = !DILocation(line: 22, column: 24, scope: !101)
!111 = !DILocation(line: 22, column: 35, scope: !101)
!112 = !DILocation(line: 22, column: 37, scope: !101)
!113 = !DILocation(line: 22, column: 33, scope: !101)
!114 = !DILocation(line: 22, column: 31, scope: !101)
!115 = !DILocation(line: 22, column: 43, scope: !101)
!116 = !DILocation(line: 22, column: 9, scope: !101)
!117 = !DILocation(line: 22, column: 7, scope: !101)
!118 = !DILocation(line: 22, column: 12, scope: !101)
!119 = !DILocation(line: 21, column: 31, scope: !101)
!120 = !DILocation(line: 21, column: 5, scope: !101)
!121 = distinct !{!121, !104, !122, !123}
!122 = !DILocation(line: 22, column: 45, scope: !97)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocalVariable(name: "i", scope: !125, file: !1, line: 23, type: !13)
!125 = distinct !DILexicalBlock(scope: !70, file: !1, line: 23, column: 5)
!126 = !DILocation(line: 23, column: 14, scope: !125)
!127 = !DILocation(line: 23, column: 10, scope: !125)
!128 = !DILocation(line: 23, column: 21, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !1, line: 23, column: 5)
!130 = !DILocation(line: 23, column: 26, scope: !129)
!131 = !DILocation(line: 23, column: 23, scope: !129)
!132 = !DILocation(line: 23, column: 5, scope: !125)
!133 = !DILocation(line: 24, column: 16, scope: !129)
!134 = !DILocation(line: 24, column: 14, scope: !129)
!135 = !DILocation(line: 24, column: 9, scope: !129)
!136 = !DILocation(line: 24, column: 7, scope: !129)
!137 = !DILocation(line: 24, column: 12, scope: !129)
!138 = !DILocation(line: 23, column: 31, scope: !129)
!139 = !DILocation(line: 23, column: 5, scope: !129)
!140 = distinct !{!140, !132, !141, !123}
!141 = !DILocation(line: 24, column: 17, scope: !125)
!142 = !DILocation(line: 25, column: 3, scope: !70)
!143 = !DILocation(line: 15, column: 27, scope: !64)
!144 = !DILocation(line: 15, column: 3, scope: !64)
!145 = distinct !{!145, !67, !146, !123}
!146 = !DILocation(line: 25, column: 3, scope: !60)
!147 = !DILocation(line: 26, column: 15, scope: !10)
!148 = !DILocation(line: 26, column: 3, scope: !10)
!149 = !DILocation(line: 27, column: 3, scope: !10)
!150 = !DILocation(line: 28, column: 1, scope: !10)
