; ModuleID = 'pointer_walk_local.c'
source_filename = "pointer_walk_local.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@n = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !14 {
entry:
  %inc = alloca i32*, align 8
  %sum = alloca double, align 8
  %m = alloca i32, align 4
  %k = alloca i32, align 4
  %pinc = alloca i32*, align 8
  %col = alloca i32, align 4
  %cnt = alloca i32*, align 8
  %k19 = alloca i32, align 4
  %pc = alloca i32*, align 8
  %c = alloca i32, align 4
  %call = call i32 @bsp_nprocs(), !dbg !18
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !19
  call void @llvm.dbg.declare(metadata i32** %inc, metadata !20, metadata !DIExpression()), !dbg !22
  %0 = load i32, i32* @n, align 4, !dbg !23
  %add = add nsw i32 %0, 1, !dbg !24
  %conv = sext i32 %add to i64, !dbg !25
  %mul = mul i64 %conv, 4, !dbg !26
  %call1 = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !27
  %1 = bitcast i8* %call1 to i32*, !dbg !27
  store i32* %1, i32** %inc, align 8, !dbg !22
  call void @llvm.dbg.declare(metadata double* %sum, metadata !28, metadata !DIExpression()), !dbg !30
  store double 0.000000e+00, double* %sum, align 8, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %m, metadata !31, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %m, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %k, metadata !33, metadata !DIExpression()), !dbg !35
  store i32 0, i32* %k, align 4, !dbg !35
  br label %for.cond, !dbg !36

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %k, align 4, !dbg !37
  %3 = load i32, i32* @n, align 4, !dbg !39
  %cmp = icmp sle i32 %2, %3, !dbg !40
  br i1 %cmp, label %for.body, label %for.end, !dbg !41

for.body:                                         ; preds = %for.cond
  %call3 = call i32 @rand() #4, !dbg !42
  %rem = srem i32 %call3, 3, !dbg !44
  %4 = load i32*, i32** %inc, align 8, !dbg !45
  %5 = load i32, i32* %k, align 4, !dbg !46
  %idxprom = sext i32 %5 to i64, !dbg !45
  %arrayidx = getelementptr inbounds i32, i32* %4, i64 %idxprom, !dbg !45
  store i32 %rem, i32* %arrayidx, align 4, !dbg !47
  %6 = load i32*, i32** %inc, align 8, !dbg !48
  %7 = load i32, i32* %k, align 4, !dbg !50
  %idxprom4 = sext i32 %7 to i64, !dbg !48
  %arrayidx5 = getelementptr inbounds i32, i32* %6, i64 %idxprom4, !dbg !48
  %8 = load i32, i32* %arrayidx5, align 4, !dbg !48
  %cmp6 = icmp sgt i32 %8, 0, !dbg !51
  br i1 %cmp6, label %if.then, label %if.end, !dbg !52

if.then:                                          ; preds = %for.body
  %9 = load i32, i32* %m, align 4, !dbg !53
  %inc8 = add nsw i32 %9, 1, !dbg !53
  store i32 %inc8, i32* %m, align 4, !dbg !53
  br label %if.end, !dbg !54

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !55

for.inc:                                          ; preds = %if.end
  %10 = load i32, i32* %k, align 4, !dbg !56
  %inc9 = add nsw i32 %10, 1, !dbg !56
  store i32 %inc9, i32* %k, align 4, !dbg !56
  br label %for.cond, !dbg !57, !llvm.loop !58

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32** %pinc, metadata !61, metadata !DIExpression()), !dbg !62
  %11 = load i32*, i32** %inc, align 8, !dbg !63
  store i32* %11, i32** %pinc, align 8, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %col, metadata !64, metadata !DIExpression()), !dbg !65
  %12 = load i32*, i32** %pinc, align 8, !dbg !66
  %13 = load i32, i32* %12, align 4, !dbg !67
  store i32 %13, i32* %col, align 4, !dbg !65
  br label %while.cond, !dbg !68

while.cond:                                       ; preds = %while.body, %for.end
  %14 = load i32, i32* %col, align 4, !dbg !69
  %15 = load i32, i32* @n, align 4, !dbg !70
  %cmp10 = icmp slt i32 %14, %15, !dbg !71
  br i1 %cmp10, label %while.body, label %while.end, !dbg !68

while.body:                                       ; preds = %while.cond
  %16 = load i32, i32* %col, align 4, !dbg !72
  %conv12 = sitofp i32 %16 to double, !dbg !72
  %17 = load double, double* %sum, align 8, !dbg !74
  %add13 = fadd double %17, %conv12, !dbg !74
  store double %add13, double* %sum, align 8, !dbg !74
  %18 = load i32*, i32** %pinc, align 8, !dbg !75
  %incdec.ptr = getelementptr inbounds i32, i32* %18, i32 1, !dbg !75
  store i32* %incdec.ptr, i32** %pinc, align 8, !dbg !75
  %19 = load i32*, i32** %pinc, align 8, !dbg !76
  %20 = load i32, i32* %19, align 4, !dbg !77
  %21 = load i32, i32* %col, align 4, !dbg !78
  %add14 = add nsw i32 %21, %20, !dbg !78
  store i32 %add14, i32* %col, align 4, !dbg !78
  br label %while.cond, !dbg !68, !llvm.loop !79

while.end:                                        ; preds = %while.cond
  call void @bsp_sync(), !dbg !81
  call void @llvm.dbg.declare(metadata i32** %cnt, metadata !82, metadata !DIExpression()), !dbg !83
  %22 = load i32, i32* %m, align 4, !dbg !84
  %add15 = add nsw i32 %22, 1, !dbg !85
  %conv16 = sext i32 %add15 to i64, !dbg !86
  %mul17 = mul i64 %conv16, 4, !dbg !87
  %call18 = call noalias i8* @malloc(i64 noundef %mul17) #4, !dbg !88
  %23 = bitcast i8* %call18 to i32*, !dbg !88
  store i32* %23, i32** %cnt, align 8, !dbg !83
  call void @llvm.dbg.declare(metadata i32* %k19, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %k19, align 4, !dbg !91
  br label %for.cond20, !dbg !92

for.cond20:                                       ; preds = %for.inc28, %while.end
  %24 = load i32, i32* %k19, align 4, !dbg !93
  %25 = load i32, i32* %m, align 4, !dbg !95
  %cmp21 = icmp sle i32 %24, %25, !dbg !96
  br i1 %cmp21, label %for.body23, label %for.end30, !dbg !97

for.body23:                                       ; preds = %for.cond20
  %call24 = call i32 @rand() #4, !dbg !98
  %rem25 = srem i32 %call24, 2, !dbg !99
  %26 = load i32*, i32** %cnt, align 8, !dbg !100
  %27 = load i32, i32* %k19, align 4, !dbg !101
  %idxprom26 = sext i32 %27 to i64, !dbg !100
  %arrayidx27 = getelementptr inbounds i32, i32* %26, i64 %idxprom26, !dbg !100
  store i32 %rem25, i32* %arrayidx27, align 4, !dbg !102
  br label %for.inc28, !dbg !100

for.inc28:                                        ; preds = %for.body23
  %28 = load i32, i32* %k19, align 4, !dbg !103
  %inc29 = add nsw i32 %28, 1, !dbg !103
  store i32 %inc29, i32* %k19, align 4, !dbg !103
  br label %for.cond20, !dbg !104, !llvm.loop !105

for.end30:                                        ; preds = %for.cond20
  call void @llvm.dbg.declare(metadata i32** %pc, metadata !107, metadata !DIExpression()), !dbg !108
  %29 = load i32*, i32** %cnt, align 8, !dbg !109
  store i32* %29, i32** %pc, align 8, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %c, metadata !110, metadata !DIExpression()), !dbg !111
  %30 = load i32*, i32** %pc, align 8, !dbg !112
  %31 = load i32, i32* %30, align 4, !dbg !113
  store i32 %31, i32* %c, align 4, !dbg !111
  br label %while.cond31, !dbg !114

while.cond31:                                     ; preds = %while.body34, %for.end30
  %32 = load i32, i32* %c, align 4, !dbg !115
  %33 = load i32, i32* %m, align 4, !dbg !116
  %cmp32 = icmp slt i32 %32, %33, !dbg !117
  br i1 %cmp32, label %while.body34, label %while.end39, !dbg !114

while.body34:                                     ; preds = %while.cond31
  %34 = load i32, i32* %c, align 4, !dbg !118
  %conv35 = sitofp i32 %34 to double, !dbg !118
  %35 = load double, double* %sum, align 8, !dbg !120
  %add36 = fadd double %35, %conv35, !dbg !120
  store double %add36, double* %sum, align 8, !dbg !120
  %36 = load i32*, i32** %pc, align 8, !dbg !121
  %incdec.ptr37 = getelementptr inbounds i32, i32* %36, i32 1, !dbg !121
  store i32* %incdec.ptr37, i32** %pc, align 8, !dbg !121
  %37 = load i32*, i32** %pc, align 8, !dbg !122
  %38 = load i32, i32* %37, align 4, !dbg !123
  %39 = load i32, i32* %c, align 4, !dbg !124
  %add38 = add nsw i32 %39, %38, !dbg !124
  store i32 %add38, i32* %c, align 4, !dbg !124
  br label %while.cond31, !dbg !114, !llvm.loop !125

while.end39:                                      ; preds = %while.cond31
  call void @bsp_sync(), !dbg !127
  %40 = load i32*, i32** %cnt, align 8, !dbg !128
  %41 = bitcast i32* %40 to i8*, !dbg !128
  call void @free(i8* noundef %41) #4, !dbg !129
  %42 = load i32*, i32** %inc, align 8, !dbg !130
  %43 = bitcast i32* %42 to i8*, !dbg !130
  call void @free(i8* noundef %43) #4, !dbg !131
  call void @bsp_end(), !dbg !132
  ret void, !dbg !133
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare i32 @rand() #3

declare void @bsp_sync() #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "pointer_walk_local.c", directory: "/work/wt/cmv/frontend/llvm/testdata/translate", checksumkind: CSK_MD5, checksum: "2a14c237805de8ab39fd61d7648d84e3")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 12, type: !15, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{null}
!17 = !{}
!18 = !DILocation(line: 13, column: 13, scope: !14)
!19 = !DILocation(line: 13, column: 3, scope: !14)
!20 = !DILocalVariable(name: "inc", scope: !14, file: !3, line: 14, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!22 = !DILocation(line: 14, column: 8, scope: !14)
!23 = !DILocation(line: 14, column: 22, scope: !14)
!24 = !DILocation(line: 14, column: 24, scope: !14)
!25 = !DILocation(line: 14, column: 21, scope: !14)
!26 = !DILocation(line: 14, column: 29, scope: !14)
!27 = !DILocation(line: 14, column: 14, scope: !14)
!28 = !DILocalVariable(name: "sum", scope: !14, file: !3, line: 15, type: !29)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !DILocation(line: 15, column: 10, scope: !14)
!31 = !DILocalVariable(name: "m", scope: !14, file: !3, line: 16, type: !5)
!32 = !DILocation(line: 16, column: 7, scope: !14)
!33 = !DILocalVariable(name: "k", scope: !34, file: !3, line: 17, type: !5)
!34 = distinct !DILexicalBlock(scope: !14, file: !3, line: 17, column: 3)
!35 = !DILocation(line: 17, column: 12, scope: !34)
!36 = !DILocation(line: 17, column: 8, scope: !34)
!37 = !DILocation(line: 17, column: 19, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !3, line: 17, column: 3)
!39 = !DILocation(line: 17, column: 24, scope: !38)
!40 = !DILocation(line: 17, column: 21, scope: !38)
!41 = !DILocation(line: 17, column: 3, scope: !34)
!42 = !DILocation(line: 18, column: 14, scope: !43)
!43 = distinct !DILexicalBlock(scope: !38, file: !3, line: 17, column: 32)
!44 = !DILocation(line: 18, column: 21, scope: !43)
!45 = !DILocation(line: 18, column: 5, scope: !43)
!46 = !DILocation(line: 18, column: 9, scope: !43)
!47 = !DILocation(line: 18, column: 12, scope: !43)
!48 = !DILocation(line: 19, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !43, file: !3, line: 19, column: 9)
!50 = !DILocation(line: 19, column: 13, scope: !49)
!51 = !DILocation(line: 19, column: 16, scope: !49)
!52 = !DILocation(line: 19, column: 9, scope: !43)
!53 = !DILocation(line: 20, column: 8, scope: !49)
!54 = !DILocation(line: 20, column: 7, scope: !49)
!55 = !DILocation(line: 21, column: 3, scope: !43)
!56 = !DILocation(line: 17, column: 28, scope: !38)
!57 = !DILocation(line: 17, column: 3, scope: !38)
!58 = distinct !{!58, !41, !59, !60}
!59 = !DILocation(line: 21, column: 3, scope: !34)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocalVariable(name: "pinc", scope: !14, file: !3, line: 22, type: !21)
!62 = !DILocation(line: 22, column: 8, scope: !14)
!63 = !DILocation(line: 22, column: 15, scope: !14)
!64 = !DILocalVariable(name: "col", scope: !14, file: !3, line: 23, type: !5)
!65 = !DILocation(line: 23, column: 7, scope: !14)
!66 = !DILocation(line: 23, column: 14, scope: !14)
!67 = !DILocation(line: 23, column: 13, scope: !14)
!68 = !DILocation(line: 24, column: 3, scope: !14)
!69 = !DILocation(line: 24, column: 10, scope: !14)
!70 = !DILocation(line: 24, column: 16, scope: !14)
!71 = !DILocation(line: 24, column: 14, scope: !14)
!72 = !DILocation(line: 25, column: 12, scope: !73)
!73 = distinct !DILexicalBlock(scope: !14, file: !3, line: 24, column: 19)
!74 = !DILocation(line: 25, column: 9, scope: !73)
!75 = !DILocation(line: 26, column: 9, scope: !73)
!76 = !DILocation(line: 27, column: 13, scope: !73)
!77 = !DILocation(line: 27, column: 12, scope: !73)
!78 = !DILocation(line: 27, column: 9, scope: !73)
!79 = distinct !{!79, !68, !80, !60}
!80 = !DILocation(line: 28, column: 3, scope: !14)
!81 = !DILocation(line: 29, column: 3, scope: !14)
!82 = !DILocalVariable(name: "cnt", scope: !14, file: !3, line: 30, type: !21)
!83 = !DILocation(line: 30, column: 8, scope: !14)
!84 = !DILocation(line: 30, column: 22, scope: !14)
!85 = !DILocation(line: 30, column: 24, scope: !14)
!86 = !DILocation(line: 30, column: 21, scope: !14)
!87 = !DILocation(line: 30, column: 29, scope: !14)
!88 = !DILocation(line: 30, column: 14, scope: !14)
!89 = !DILocalVariable(name: "k", scope: !90, file: !3, line: 31, type: !5)
!90 = distinct !DILexicalBlock(scope: !14, file: !3, line: 31, column: 3)
!91 = !DILocation(line: 31, column: 12, scope: !90)
!92 = !DILocation(line: 31, column: 8, scope: !90)
!93 = !DILocation(line: 31, column: 19, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 31, column: 3)
!95 = !DILocation(line: 31, column: 24, scope: !94)
!96 = !DILocation(line: 31, column: 21, scope: !94)
!97 = !DILocation(line: 31, column: 3, scope: !90)
!98 = !DILocation(line: 32, column: 14, scope: !94)
!99 = !DILocation(line: 32, column: 21, scope: !94)
!100 = !DILocation(line: 32, column: 5, scope: !94)
!101 = !DILocation(line: 32, column: 9, scope: !94)
!102 = !DILocation(line: 32, column: 12, scope: !94)
!103 = !DILocation(line: 31, column: 28, scope: !94)
!104 = !DILocation(line: 31, column: 3, scope: !94)
!105 = distinct !{!105, !97, !106, !60}
!106 = !DILocation(line: 32, column: 23, scope: !90)
!107 = !DILocalVariable(name: "pc", scope: !14, file: !3, line: 33, type: !21)
!108 = !DILocation(line: 33, column: 8, scope: !14)
!109 = !DILocation(line: 33, column: 13, scope: !14)
!110 = !DILocalVariable(name: "c", scope: !14, file: !3, line: 34, type: !5)
!111 = !DILocation(line: 34, column: 7, scope: !14)
!112 = !DILocation(line: 34, column: 12, scope: !14)
!113 = !DILocation(line: 34, column: 11, scope: !14)
!114 = !DILocation(line: 35, column: 3, scope: !14)
!115 = !DILocation(line: 35, column: 10, scope: !14)
!116 = !DILocation(line: 35, column: 14, scope: !14)
!117 = !DILocation(line: 35, column: 12, scope: !14)
!118 = !DILocation(line: 36, column: 12, scope: !119)
!119 = distinct !DILexicalBlock(scope: !14, file: !3, line: 35, column: 17)
!120 = !DILocation(line: 36, column: 9, scope: !119)
!121 = !DILocation(line: 37, column: 7, scope: !119)
!122 = !DILocation(line: 38, column: 11, scope: !119)
!123 = !DILocation(line: 38, column: 10, scope: !119)
!124 = !DILocation(line: 38, column: 7, scope: !119)
!125 = distinct !{!125, !114, !126, !60}
!126 = !DILocation(line: 39, column: 3, scope: !14)
!127 = !DILocation(line: 40, column: 3, scope: !14)
!128 = !DILocation(line: 41, column: 8, scope: !14)
!129 = !DILocation(line: 41, column: 3, scope: !14)
!130 = !DILocation(line: 42, column: 8, scope: !14)
!131 = !DILocation(line: 42, column: 3, scope: !14)
!132 = !DILocation(line: 43, column: 3, scope: !14)
!133 = !DILocation(line: 44, column: 1, scope: !14)
