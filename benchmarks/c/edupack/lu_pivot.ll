; ModuleID = 'lu_pivot.c'
source_filename = "lu_pivot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @lu_pivot(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %nl = alloca i32, align 4
  %piv = alloca double, align 8
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %k = alloca i32, align 4
  %t = alloca i32, align 4
  %i = alloca i32, align 4
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
  call void @llvm.dbg.declare(metadata double* %piv, metadata !30, metadata !DIExpression()), !dbg !32
  %2 = load i32, i32* %nl, align 4, !dbg !33
  %3 = zext i32 %2 to i64, !dbg !34
  %4 = call i8* @llvm.stacksave(), !dbg !34
  store i8* %4, i8** %saved_stack, align 8, !dbg !34
  %vla = alloca double, i64 %3, align 16, !dbg !34
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !34
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !35, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata double* %vla, metadata !38, metadata !DIExpression()), !dbg !42
  %5 = bitcast double* %piv to i8*, !dbg !43
  call void @bsp_push_reg(i8* noundef %5, i32 noundef 8), !dbg !44
  call void @bsp_sync(), !dbg !45
  call void @llvm.dbg.declare(metadata i32* %k, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %k, align 4, !dbg !48
  br label %for.cond, !dbg !49

for.cond:                                         ; preds = %for.inc20, %entry
  %6 = load i32, i32* %k, align 4, !dbg !50
  %7 = load i32, i32* %N.addr, align 4, !dbg !52
  %cmp = icmp slt i32 %6, %7, !dbg !53
  br i1 %cmp, label %for.body, label %for.end22, !dbg !54

for.body:                                         ; preds = %for.cond
  %8 = load i32, i32* %k, align 4, !dbg !55
  %9 = load i32, i32* %p, align 4, !dbg !58
  %rem = srem i32 %8, %9, !dbg !59
  %10 = load i32, i32* %s, align 4, !dbg !60
  %cmp3 = icmp eq i32 %rem, %10, !dbg !61
  br i1 %cmp3, label %if.then, label %if.end, !dbg !62

if.then:                                          ; preds = %for.body
  call void @llvm.dbg.declare(metadata i32* %t, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %t, align 4, !dbg !65
  br label %for.cond4, !dbg !66

for.cond4:                                        ; preds = %for.inc, %if.then
  %11 = load i32, i32* %t, align 4, !dbg !67
  %12 = load i32, i32* %p, align 4, !dbg !69
  %cmp5 = icmp slt i32 %11, %12, !dbg !70
  br i1 %cmp5, label %for.body6, label %for.end, !dbg !71

for.body6:                                        ; preds = %for.cond4
  %13 = load i32, i32* %t, align 4, !dbg !72
  %14 = load i32, i32* %k, align 4, !dbg !73
  %15 = load i32, i32* %p, align 4, !dbg !74
  %div7 = sdiv i32 %14, %15, !dbg !75
  %idxprom = sext i32 %div7 to i64, !dbg !76
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !76
  %16 = bitcast double* %arrayidx to i8*, !dbg !77
  %17 = bitcast double* %piv to i8*, !dbg !78
  call void @bsp_put(i32 noundef %13, i8* noundef %16, i8* noundef %17, i32 noundef 0, i32 noundef 8), !dbg !79
  br label %for.inc, !dbg !79

for.inc:                                          ; preds = %for.body6
  %18 = load i32, i32* %t, align 4, !dbg !80
  %inc = add nsw i32 %18, 1, !dbg !80
  store i32 %inc, i32* %t, align 4, !dbg !80
  br label %for.cond4, !dbg !81, !llvm.loop !82

for.end:                                          ; preds = %for.cond4
  br label %if.end, !dbg !83

if.end:                                           ; preds = %for.end, %for.body
  call void @bsp_sync(), !dbg !85
  call void @llvm.dbg.declare(metadata i32* %i, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %i, align 4, !dbg !88
  br label %for.cond8, !dbg !89

for.cond8:                                        ; preds = %for.inc17, %if.end
  %19 = load i32, i32* %i, align 4, !dbg !90
  %20 = load i32, i32* %nl, align 4, !dbg !92
  %cmp9 = icmp slt i32 %19, %20, !dbg !93
  br i1 %cmp9, label %for.body10, label %for.end19, !dbg !94

for.body10:                                       ; preds = %for.cond8
  %21 = load i32, i32* %i, align 4, !dbg !95
  %idxprom11 = sext i32 %21 to i64, !dbg !96
  %arrayidx12 = getelementptr inbounds double, double* %vla, i64 %idxprom11, !dbg !96
  %22 = load double, double* %arrayidx12, align 8, !dbg !96
  %23 = load double, double* %piv, align 8, !dbg !97
  %24 = load i32, i32* %i, align 4, !dbg !98
  %idxprom13 = sext i32 %24 to i64, !dbg !99
  %arrayidx14 = getelementptr inbounds double, double* %vla, i64 %idxprom13, !dbg !99
  %25 = load double, double* %arrayidx14, align 8, !dbg !99
  %neg = fneg double %23, !dbg !100
  %26 = call double @llvm.fmuladd.f64(double %neg, double %25, double %22), !dbg !100
  %27 = load i32, i32* %i, align 4, !dbg !101
  %idxprom15 = sext i32 %27 to i64, !dbg !102
  %arrayidx16 = getelementptr inbounds double, double* %vla, i64 %idxprom15, !dbg !102
  store double %26, double* %arrayidx16, align 8, !dbg !103
  br label %for.inc17, !dbg !102

for.inc17:                                        ; preds = %for.body10
  %28 = load i32, i32* %i, align 4, !dbg !104
  %inc18 = add nsw i32 %28, 1, !dbg !104
  store i32 %inc18, i32* %i, align 4, !dbg !104
  br label %for.cond8, !dbg !105, !llvm.loop !106

for.end19:                                        ; preds = %for.cond8
  br label %for.inc20, !dbg !108

for.inc20:                                        ; preds = %for.end19
  %29 = load i32, i32* %k, align 4, !dbg !109
  %inc21 = add nsw i32 %29, 1, !dbg !109
  store i32 %inc21, i32* %k, align 4, !dbg !109
  br label %for.cond, !dbg !110, !llvm.loop !111

for.end22:                                        ; preds = %for.cond
  %30 = bitcast double* %piv to i8*, !dbg !113
  call void @bsp_pop_reg(i8* noundef %30), !dbg !114
  call void @bsp_end(), !dbg !115
  %31 = load i8*, i8** %saved_stack, align 8, !dbg !116
  call void @llvm.stackrestore(i8* %31), !dbg !116
  ret void, !dbg !116
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
!1 = !DIFile(filename: "lu_pivot.c", directory: ".", checksumkind: CSK_MD5, checksum: "00b384af6ed50362f84d252f408bc413")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "lu_pivot", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!16 = !DILocation(line: 8, column: 19, scope: !10)
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
!30 = !DILocalVariable(name: "piv", scope: !10, file: !1, line: 13, type: !31)
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DILocation(line: 13, column: 10, scope: !10)
!33 = !DILocation(line: 13, column: 19, scope: !10)
!34 = !DILocation(line: 13, column: 3, scope: !10)
!35 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !36, flags: DIFlagArtificial)
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 0, scope: !10)
!38 = !DILocalVariable(name: "col", scope: !10, file: !1, line: 13, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: !35)
!42 = !DILocation(line: 13, column: 15, scope: !10)
!43 = !DILocation(line: 14, column: 16, scope: !10)
!44 = !DILocation(line: 14, column: 3, scope: !10)
!45 = !DILocation(line: 15, column: 3, scope: !10)
!46 = !DILocalVariable(name: "k", scope: !47, file: !1, line: 16, type: !13)
!47 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 3)
!48 = !DILocation(line: 16, column: 12, scope: !47)
!49 = !DILocation(line: 16, column: 8, scope: !47)
!50 = !DILocation(line: 16, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 16, column: 3)
!52 = !DILocation(line: 16, column: 23, scope: !51)
!53 = !DILocation(line: 16, column: 21, scope: !51)
!54 = !DILocation(line: 16, column: 3, scope: !47)
!55 = !DILocation(line: 17, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !57, file: !1, line: 17, column: 9)
!57 = distinct !DILexicalBlock(scope: !51, file: !1, line: 16, column: 31)
!58 = !DILocation(line: 17, column: 13, scope: !56)
!59 = !DILocation(line: 17, column: 11, scope: !56)
!60 = !DILocation(line: 17, column: 18, scope: !56)
!61 = !DILocation(line: 17, column: 15, scope: !56)
!62 = !DILocation(line: 17, column: 9, scope: !57)
!63 = !DILocalVariable(name: "t", scope: !64, file: !1, line: 18, type: !13)
!64 = distinct !DILexicalBlock(scope: !56, file: !1, line: 18, column: 7)
!65 = !DILocation(line: 18, column: 16, scope: !64)
!66 = !DILocation(line: 18, column: 12, scope: !64)
!67 = !DILocation(line: 18, column: 23, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 18, column: 7)
!69 = !DILocation(line: 18, column: 27, scope: !68)
!70 = !DILocation(line: 18, column: 25, scope: !68)
!71 = !DILocation(line: 18, column: 7, scope: !64)
!72 = !DILocation(line: 19, column: 17, scope: !68)
!73 = !DILocation(line: 19, column: 25, scope: !68)
!74 = !DILocation(line: 19, column: 29, scope: !68)
!75 = !DILocation(line: 19, column: 27, scope: !68)
!76 = !DILocation(line: 19, column: 21, scope: !68)
!77 = !DILocation(line: 19, column: 20, scope: !68)
!78 = !DILocation(line: 19, column: 33, scope: !68)
!79 = !DILocation(line: 19, column: 9, scope: !68)
!80 = !DILocation(line: 18, column: 31, scope: !68)
!81 = !DILocation(line: 18, column: 7, scope: !68)
!82 = distinct !{!82, !71, !83, !84}
!83 = !DILocation(line: 19, column: 56, scope: !64)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 20, column: 5, scope: !57)
!86 = !DILocalVariable(name: "i", scope: !87, file: !1, line: 21, type: !13)
!87 = distinct !DILexicalBlock(scope: !57, file: !1, line: 21, column: 5)
!88 = !DILocation(line: 21, column: 14, scope: !87)
!89 = !DILocation(line: 21, column: 10, scope: !87)
!90 = !DILocation(line: 21, column: 21, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 21, column: 5)
!92 = !DILocation(line: 21, column: 25, scope: !91)
!93 = !DILocation(line: 21, column: 23, scope: !91)
!94 = !DILocation(line: 21, column: 5, scope: !87)
!95 = !DILocation(line: 22, column: 20, scope: !91)
!96 = !DILocation(line: 22, column: 16, scope: !91)
!97 = !DILocation(line: 22, column: 25, scope: !91)
!98 = !DILocation(line: 22, column: 35, scope: !91)
!99 = !DILocation(line: 22, column: 31, scope: !91)
!100 = !DILocation(line: 22, column: 23, scope: !91)
!101 = !DILocation(line: 22, column: 11, scope: !91)
!102 = !DILocation(line: 22, column: 7, scope: !91)
!103 = !DILocation(line: 22, column: 14, scope: !91)
!104 = !DILocation(line: 21, column: 30, scope: !91)
!105 = !DILocation(line: 21, column: 5, scope: !91)
!106 = distinct !{!106, !94, !107, !84}
!107 = !DILocation(line: 22, column: 36, scope: !87)
!108 = !DILocation(line: 23, column: 3, scope: !57)
!109 = !DILocation(line: 16, column: 27, scope: !51)
!110 = !DILocation(line: 16, column: 3, scope: !51)
!111 = distinct !{!111, !54, !112, !84}
!112 = !DILocation(line: 23, column: 3, scope: !47)
!113 = !DILocation(line: 24, column: 15, scope: !10)
!114 = !DILocation(line: 24, column: 3, scope: !10)
!115 = !DILocation(line: 25, column: 3, scope: !10)
!116 = !DILocation(line: 26, column: 1, scope: !10)
