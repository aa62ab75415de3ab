; ModuleID = 'norm.c'
source_filename = "norm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @norm(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %nl = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %result = alloca double, align 8
  %sum = alloca double, align 8
  %i = alloca i32, align 4
  %total = alloca double, align 8
  %t = alloca i32, align 4
  %t23 = alloca i32, align 4
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
  %5 = load i32, i32* %p, align 4, !dbg !41
  %6 = zext i32 %5 to i64, !dbg !42
  %vla3 = alloca double, i64 %6, align 16, !dbg !42
  store i64 %6, i64* %__vla_expr1, align 8, !dbg !42
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !43, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla3, metadata !44, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata double* %result, metadata !49, metadata !DIExpression()), !dbg !50
  %7 = bitcast double* %vla3 to i8*, !dbg !51
  %8 = load i32, i32* %p, align 4, !dbg !52
  %conv = sext i32 %8 to i64, !dbg !52
  %mul = mul i64 %conv, 8, !dbg !53
  %conv4 = trunc i64 %mul to i32, !dbg !52
  call void @bsp_push_reg(i8* noundef %7, i32 noundef %conv4), !dbg !54
  %9 = bitcast double* %result to i8*, !dbg !55
  call void @bsp_push_reg(i8* noundef %9, i32 noundef 8), !dbg !56
  call void @bsp_sync(), !dbg !57
  call void @llvm.dbg.declare(metadata double* %sum, metadata !58, metadata !DIExpression()), !dbg !59
  store double 0.000000e+00, double* %sum, align 8, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %i, metadata !60, metadata !DIExpression()), !dbg !62
  store i32 0, i32* %i, align 4, !dbg !62
  br label %for.cond, !dbg !63

for.cond:                                         ; preds = %for.inc, %entry
  %10 = load i32, i32* %i, align 4, !dbg !64
  %11 = load i32, i32* %nl, align 4, !dbg !66
  %cmp = icmp slt i32 %10, %11, !dbg !67
  br i1 %cmp, label %for.body, label %for.end, !dbg !68

for.body:                                         ; preds = %for.cond
  %12 = load i32, i32* %i, align 4, !dbg !69
  %idxprom = sext i32 %12 to i64, !dbg !70
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !70
  %13 = load double, double* %arrayidx, align 8, !dbg !70
  %14 = load i32, i32* %i, align 4, !dbg !71
  %idxprom6 = sext i32 %14 to i64, !dbg !72
  %arrayidx7 = getelementptr inbounds double, double* %vla, i64 %idxprom6, !dbg !72
  %15 = load double, double* %arrayidx7, align 8, !dbg !72
  %16 = load double, double* %sum, align 8, !dbg !73
  %17 = call double @llvm.fmuladd.f64(double %13, double %15, double %16), !dbg !73
  store double %17, double* %sum, align 8, !dbg !73
  br label %for.inc, !dbg !74

for.inc:                                          ; preds = %for.body
  %18 = load i32, i32* %i, align 4, !dbg !75
  %inc = add nsw i32 %18, 1, !dbg !75
  store i32 %inc, i32* %i, align 4, !dbg !75
  br label %for.cond, !dbg !76, !llvm.loop !77

for.end:                                          ; preds = %for.cond
  %19 = bitcast double* %sum to i8*, !dbg !80
  %20 = bitcast double* %vla3 to i8*, !dbg !81
  %21 = load i32, i32* %s, align 4, !dbg !82
  %conv9 = sext i32 %21 to i64, !dbg !82
  %mul10 = mul i64 %conv9, 8, !dbg !83
  %conv11 = trunc i64 %mul10 to i32, !dbg !82
  call void @bsp_put(i32 noundef 0, i8* noundef %19, i8* noundef %20, i32 noundef %conv11, i32 noundef 8), !dbg !84
  call void @bsp_sync(), !dbg !85
  %22 = load i32, i32* %s, align 4, !dbg !86
  %cmp12 = icmp eq i32 %22, 0, !dbg !88
  br i1 %cmp12, label %if.then, label %if.end, !dbg !89

if.then:                                          ; preds = %for.end
  call void @llvm.dbg.declare(metadata double* %total, metadata !90, metadata !DIExpression()), !dbg !92
  store double 0.000000e+00, double* %total, align 8, !dbg !92
  call void @llvm.dbg.declare(metadata i32* %t, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 0, i32* %t, align 4, !dbg !95
  br label %for.cond14, !dbg !96

for.cond14:                                       ; preds = %for.inc20, %if.then
  %23 = load i32, i32* %t, align 4, !dbg !97
  %24 = load i32, i32* %p, align 4, !dbg !99
  %cmp15 = icmp slt i32 %23, %24, !dbg !100
  br i1 %cmp15, label %for.body17, label %for.end22, !dbg !101

for.body17:                                       ; preds = %for.cond14
  %25 = load i32, i32* %t, align 4, !dbg !102
  %idxprom18 = sext i32 %25 to i64, !dbg !103
  %arrayidx19 = getelementptr inbounds double, double* %vla3, i64 %idxprom18, !dbg !103
  %26 = load double, double* %arrayidx19, align 8, !dbg !103
  %27 = load double, double* %total, align 8, !dbg !104
  %add = fadd double %27, %26, !dbg !104
  store double %add, double* %total, align 8, !dbg !104
  br label %for.inc20, !dbg !105

for.inc20:                                        ; preds = %for.body17
  %28 = load i32, i32* %t, align 4, !dbg !106
  %inc21 = add nsw i32 %28, 1, !dbg !106
  store i32 %inc21, i32* %t, align 4, !dbg !106
  br label %for.cond14, !dbg !107, !llvm.loop !108

for.end22:                                        ; preds = %for.cond14
  call void @llvm.dbg.declare(metadata i32* %t23, metadata !110, metadata !DIExpression()), !dbg !112
  store i32 0, i32* %t23, align 4, !dbg !112
  br label %for.cond24, !dbg !113

for.cond24:                                       ; preds = %for.inc28, %for.end22
  %29 = load i32, i32* %t23, align 4, !dbg !114
  %30 = load i32, i32* %p, align 4, !dbg !116
  %cmp25 = icmp slt i32 %29, %30, !dbg !117
  br i1 %cmp25, label %for.body27, label %for.end30, !dbg !118

for.body27:                                       ; preds = %for.cond24
  %31 = load i32, i32* %t23, align 4, !dbg !119
  %32 = bitcast double* %total to i8*, !dbg !120
  %33 = bitcast double* %result to i8*, !dbg !121
  call void @bsp_put(i32 noundef %31, i8* noundef %32, i8* noundef %33, i32 noundef 0, i32 noundef 8), !dbg !122
  br label %for.inc28, !dbg !122

for.inc28:                                        ; preds = %for.body27
  %34 = load i32, i32* %t23, align 4, !dbg !123
  %inc29 = add nsw i32 %34, 1, !dbg !123
  store i32 %inc29, i32* %t23, align 4, !dbg !123
  br label %for.cond24, !dbg !124, !llvm.loop !125

for.end30:                                        ; preds = %for.cond24
  br label %if.end, !dbg !127

if.end:                                           ; preds = %for.end30, %for.end
  call void @bsp_sync(), !dbg !128
  %35 = bitcast double* %result to i8*, !dbg !129
  call void @bsp_pop_reg(i8* noundef %35), !dbg !130
  %36 = bitcast double* %vla3 to i8*, !dbg !131
  call void @bsp_pop_reg(i8* noundef %36), !dbg !132
  call void @bsp_end(), !dbg !133
  %37 = load i8*, i8** %saved_stack, align 8, !dbg !134
  call void @llvm.stackrestore(i8* %37), !dbg !134
  ret void, !dbg !134
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
!1 = !DIFile(filename: "norm.c", directory: ".", checksumkind: CSK_MD5, checksum: "f72695b3cf19aa3ab9bdbc0a8c294233")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "norm", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 15, scope: !10)
!17 = !DILocation(line: 8, column: 13, scope: !10)
!18 = !DILocation(line: 8, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 9, type: !13)
!20 = !DILocation(line: 9, column: 7, scope: !10)
!21 = !DILocation(line: 9, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 10, type: !13)
!23 = !DILocation(line: 10, column: 7, scope: !10)
!24 = !DILocation(line: 10, column: 11, scope: !10)
!25 = !DILocalVariable(name: "nl", scope: !10, file: !1, line: 11, type: !13)
!26 = !DILocation(line: 11, column: 7, scope: !10)
!27 = !DILocation(line: 11, column: 12, scope: !10)
!28 = !DILocation(line: 11, column: 16, scope: !10)
!29 = !DILocation(line: 11, column: 14, scope: !10)
!30 = !DILocation(line: 12, column: 12, scope: !10)
!31 = !DILocation(line: 12, column: 3, scope: !10)
!32 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !33, flags: DIFlagArtificial)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 0, scope: !10)
!35 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 12, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !38)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !{!39}
!39 = !DISubrange(count: !32)
!40 = !DILocation(line: 12, column: 10, scope: !10)
!41 = !DILocation(line: 13, column: 18, scope: !10)
!42 = !DILocation(line: 13, column: 3, scope: !10)
!43 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !33, flags: DIFlagArtificial)
!44 = !DILocalVariable(name: "partial", scope: !10, file: !1, line: 13, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: !43)
!48 = !DILocation(line: 13, column: 10, scope: !10)
!49 = !DILocalVariable(name: "result", scope: !10, file: !1, line: 13, type: !37)
!50 = !DILocation(line: 13, column: 22, scope: !10)
!51 = !DILocation(line: 14, column: 16, scope: !10)
!52 = !DILocation(line: 14, column: 25, scope: !10)
!53 = !DILocation(line: 14, column: 27, scope: !10)
!54 = !DILocation(line: 14, column: 3, scope: !10)
!55 = !DILocation(line: 15, column: 16, scope: !10)
!56 = !DILocation(line: 15, column: 3, scope: !10)
!57 = !DILocation(line: 16, column: 3, scope: !10)
!58 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 18, type: !37)
!59 = !DILocation(line: 18, column: 10, scope: !10)
!60 = !DILocalVariable(name: "i", scope: !61, file: !1, line: 19, type: !13)
!61 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 3)
!62 = !DILocation(line: 19, column: 12, scope: !61)
!63 = !DILocation(line: 19, column: 8, scope: !61)
!64 = !DILocation(line: 19, column: 19, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !1, line: 19, column: 3)
!66 = !DILocation(line: 19, column: 23, scope: !65)
!67 = !DILocation(line: 19, column: 21, scope: !65)
!68 = !DILocation(line: 19, column: 3, scope: !61)
!69 = !DILocation(line: 20, column: 14, scope: !65)
!70 = !DILocation(line: 20, column: 12, scope: !65)
!71 = !DILocation(line: 20, column: 21, scope: !65)
!72 = !DILocation(line: 20, column: 19, scope: !65)
!73 = !DILocation(line: 20, column: 9, scope: !65)
!74 = !DILocation(line: 20, column: 5, scope: !65)
!75 = !DILocation(line: 19, column: 28, scope: !65)
!76 = !DILocation(line: 19, column: 3, scope: !65)
!77 = distinct !{!77, !68, !78, !79}
!78 = !DILocation(line: 20, column: 22, scope: !61)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 21, column: 14, scope: !10)
!81 = !DILocation(line: 21, column: 20, scope: !10)
!82 = !DILocation(line: 21, column: 29, scope: !10)
!83 = !DILocation(line: 21, column: 31, scope: !10)
!84 = !DILocation(line: 21, column: 3, scope: !10)
!85 = !DILocation(line: 22, column: 3, scope: !10)
!86 = !DILocation(line: 24, column: 7, scope: !87)
!87 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 7)
!88 = !DILocation(line: 24, column: 9, scope: !87)
!89 = !DILocation(line: 24, column: 7, scope: !10)
!90 = !DILocalVariable(name: "total", scope: !91, file: !1, line: 25, type: !37)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 24, column: 15)
!92 = !DILocation(line: 25, column: 12, scope: !91)
!93 = !DILocalVariable(name: "t", scope: !94, file: !1, line: 26, type: !13)
!94 = distinct !DILexicalBlock(scope: !91, file: !1, line: 26, column: 5)
!95 = !DILocation(line: 26, column: 14, scope: !94)
!96 = !DILocation(line: 26, column: 10, scope: !94)
!97 = !DILocation(line: 26, column: 21, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 26, column: 5)
!99 = !DILocation(line: 26, column: 25, scope: !98)
!100 = !DILocation(line: 26, column: 23, scope: !98)
!101 = !DILocation(line: 26, column: 5, scope: !94)
!102 = !DILocation(line: 27, column: 24, scope: !98)
!103 = !DILocation(line: 27, column: 16, scope: !98)
!104 = !DILocation(line: 27, column: 13, scope: !98)
!105 = !DILocation(line: 27, column: 7, scope: !98)
!106 = !DILocation(line: 26, column: 29, scope: !98)
!107 = !DILocation(line: 26, column: 5, scope: !98)
!108 = distinct !{!108, !101, !109, !79}
!109 = !DILocation(line: 27, column: 25, scope: !94)
!110 = !DILocalVariable(name: "t", scope: !111, file: !1, line: 28, type: !13)
!111 = distinct !DILexicalBlock(scope: !91, file: !1, line: 28, column: 5)
!112 = !DILocation(line: 28, column: 14, scope: !111)
!113 = !DILocation(line: 28, column: 10, scope: !111)
!114 = !DILocation(line: 28, column: 21, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !1, line: 28, column: 5)
!116 = !DILocation(line: 28, column: 25, scope: !115)
!117 = !DILocation(line: 28, column: 23, scope: !115)
!118 = !DILocation(line: 28, column: 5, scope: !111)
!119 = !DILocation(line: 29, column: 15, scope: !115)
!120 = !DILocation(line: 29, column: 18, scope: !115)
!121 = !DILocation(line: 29, column: 26, scope: !115)
!122 = !DILocation(line: 29, column: 7, scope: !115)
!123 = !DILocation(line: 28, column: 29, scope: !115)
!124 = !DILocation(line: 28, column: 5, scope: !115)
!125 = distinct !{!125, !118, !126, !79}
!126 = !DILocation(line: 29, column: 52, scope: !111)
!127 = !DILocation(line: 30, column: 3, scope: !91)
!128 = !DILocation(line: 31, column: 3, scope: !10)
!129 = !DILocation(line: 32, column: 15, scope: !10)
!130 = !DILocation(line: 32, column: 3, scope: !10)
!131 = !DILocation(line: 33, column: 15, scope: !10)
!132 = !DILocation(line: 33, column: 3, scope: !10)
!133 = !DILocation(line: 34, column: 3, scope: !10)
!134 = !DILocation(line: 35, column: 1, scope: !10)
