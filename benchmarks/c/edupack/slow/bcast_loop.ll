; ModuleID = 'bcast_loop.c'
source_filename = "bcast_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bcast_loop(i32 noundef %N, i32 noundef %K) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %K.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %k = alloca i32, align 4
  %root = alloca i32, align 4
  %t = alloca i32, align 4
  %i = alloca i32, align 4
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
  %0 = load i32, i32* %N.addr, align 4, !dbg !27
  %1 = zext i32 %0 to i64, !dbg !28
  %2 = call i8* @llvm.stacksave(), !dbg !28
  store i8* %2, i8** %saved_stack, align 8, !dbg !28
  %vla = alloca double, i64 %1, align 16, !dbg !28
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata double* %vla, metadata !32, metadata !DIExpression()), !dbg !37
  %3 = bitcast double* %vla to i8*, !dbg !38
  %4 = load i32, i32* %N.addr, align 4, !dbg !39
  %conv = sext i32 %4 to i64, !dbg !39
  %mul = mul i64 %conv, 8, !dbg !40
  %conv3 = trunc i64 %mul to i32, !dbg !39
  call void @bsp_push_reg(i8* noundef %3, i32 noundef %conv3), !dbg !41
  call void @bsp_sync(), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %k, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %k, align 4, !dbg !45
  br label %for.cond, !dbg !46

for.cond:                                         ; preds = %for.inc28, %entry
  %5 = load i32, i32* %k, align 4, !dbg !47
  %6 = load i32, i32* %K.addr, align 4, !dbg !49
  %cmp = icmp slt i32 %5, %6, !dbg !50
  br i1 %cmp, label %for.body, label %for.end30, !dbg !51

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %root, metadata !52, metadata !DIExpression()), !dbg !54
  %7 = load i32, i32* %k, align 4, !dbg !55
  %8 = load i32, i32* %p, align 4, !dbg !56
  %rem = srem i32 %7, %8, !dbg !57
  store i32 %rem, i32* %root, align 4, !dbg !54
  %9 = load i32, i32* %s, align 4, !dbg !58
  %10 = load i32, i32* %root, align 4, !dbg !60
  %cmp5 = icmp eq i32 %9, %10, !dbg !61
  br i1 %cmp5, label %if.then, label %if.end17, !dbg !62

if.then:                                          ; preds = %for.body
  call void @llvm.dbg.declare(metadata i32* %t, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %t, align 4, !dbg !65
  br label %for.cond7, !dbg !66

for.cond7:                                        ; preds = %for.inc, %if.then
  %11 = load i32, i32* %t, align 4, !dbg !67
  %12 = load i32, i32* %p, align 4, !dbg !69
  %cmp8 = icmp slt i32 %11, %12, !dbg !70
  br i1 %cmp8, label %for.body10, label %for.end, !dbg !71

for.body10:                                       ; preds = %for.cond7
  %13 = load i32, i32* %t, align 4, !dbg !72
  %14 = load i32, i32* %root, align 4, !dbg !74
  %cmp11 = icmp ne i32 %13, %14, !dbg !75
  br i1 %cmp11, label %if.then13, label %if.end, !dbg !76

if.then13:                                        ; preds = %for.body10
  %15 = load i32, i32* %t, align 4, !dbg !77
  %16 = bitcast double* %vla to i8*, !dbg !78
  %17 = bitcast double* %vla to i8*, !dbg !79
  %18 = load i32, i32* %N.addr, align 4, !dbg !80
  %conv14 = sext i32 %18 to i64, !dbg !80
  %mul15 = mul i64 %conv14, 8, !dbg !81
  %conv16 = trunc i64 %mul15 to i32, !dbg !80
  call void @bsp_put(i32 noundef %15, i8* noundef %16, i8* noundef %17, i32 noundef 0, i32 noundef %conv16), !dbg !82
  br label %if.end, !dbg !82

if.end:                                           ; preds = %if.then13, %for.body10
  br label %for.inc, !dbg !74

for.inc:                                          ; preds = %if.end
  %19 = load i32, i32* %t, align 4, !dbg !83
  %inc = add nsw i32 %19, 1, !dbg !83
  store i32 %inc, i32* %t, align 4, !dbg !83
  br label %for.cond7, !dbg !84, !llvm.loop !85

for.end:                                          ; preds = %for.cond7
  br label %if.end17, !dbg !86

if.end17:                                         ; preds = %for.end, %for.body
  call void @bsp_sync(), !dbg !88
  call void @llvm.dbg.declare(metadata i32* %i, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %i, align 4, !dbg !91
  br label %for.cond18, !dbg !92

for.cond18:                                       ; preds = %for.inc25, %if.end17
  %20 = load i32, i32* %i, align 4, !dbg !93
  %21 = load i32, i32* %N.addr, align 4, !dbg !95
  %cmp19 = icmp slt i32 %20, %21, !dbg !96
  br i1 %cmp19, label %for.body21, label %for.end27, !dbg !97

for.body21:                                       ; preds = %for.cond18
  %22 = load i32, i32* %i, align 4, !dbg !98
  %idxprom = sext i32 %22 to i64, !dbg !99
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !99
  %23 = load double, double* %arrayidx, align 8, !dbg !99
  %mul22 = fmul double %23, 5.000000e-01, !dbg !100
  %24 = load i32, i32* %i, align 4, !dbg !101
  %idxprom23 = sext i32 %24 to i64, !dbg !102
  %arrayidx24 = getelementptr inbounds double, double* %vla, i64 %idxprom23, !dbg !102
  store double %mul22, double* %arrayidx24, align 8, !dbg !103
  br label %for.inc25, !dbg !102

for.inc25:                                        ; preds = %for.body21
  %25 = load i32, i32* %i, align 4, !dbg !104
  %inc26 = add nsw i32 %25, 1, !dbg !104
  store i32 %inc26, i32* %i, align 4, !dbg !104
  br label %for.cond18, !dbg !105, !llvm.loop !106

for.end27:                                        ; preds = %for.cond18
  br label %for.inc28, !dbg !108

for.inc28:                                        ; preds = %for.end27
  %26 = load i32, i32* %k, align 4, !dbg !109
  %inc29 = add nsw i32 %26, 1, !dbg !109
  store i32 %inc29, i32* %k, align 4, !dbg !109
  br label %for.cond, !dbg !110, !llvm.loop !111

for.end30:                                        ; preds = %for.cond
  %27 = bitcast double* %vla to i8*, !dbg !113
  call void @bsp_pop_reg(i8* noundef %27), !dbg !114
  call void @bsp_end(), !dbg !115
  %28 = load i8*, i8** %saved_stack, align 8, !dbg !116
  call void @llvm.stackrestore(i8* %28), !dbg !116
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
!1 = !DIFile(filename: "bcast_loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "da18cb1c48eb137ad9052ae46de0346c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "bcast_loop", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 21, scope: !10)
!17 = !DILocalVariable(name: "K", arg: 2, scope: !10, file: !1, line: 7, type: !13)
!18 = !DILocation(line: 7, column: 28, scope: !10)
!19 = !DILocation(line: 8, column: 13, scope: !10)
!20 = !DILocation(line: 8, column: 3, scope: !10)
!21 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 9, type: !13)
!22 = !DILocation(line: 9, column: 7, scope: !10)
!23 = !DILocation(line: 9, column: 11, scope: !10)
!24 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 10, type: !13)
!25 = !DILocation(line: 10, column: 7, scope: !10)
!26 = !DILocation(line: 10, column: 11, scope: !10)
!27 = !DILocation(line: 11, column: 12, scope: !10)
!28 = !DILocation(line: 11, column: 3, scope: !10)
!29 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !30, flags: DIFlagArtificial)
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 11, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, elements: !35)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !{!36}
!36 = !DISubrange(count: !29)
!37 = !DILocation(line: 11, column: 10, scope: !10)
!38 = !DILocation(line: 12, column: 16, scope: !10)
!39 = !DILocation(line: 12, column: 19, scope: !10)
!40 = !DILocation(line: 12, column: 21, scope: !10)
!41 = !DILocation(line: 12, column: 3, scope: !10)
!42 = !DILocation(line: 13, column: 3, scope: !10)
!43 = !DILocalVariable(name: "k", scope: !44, file: !1, line: 14, type: !13)
!44 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 3)
!45 = !DILocation(line: 14, column: 12, scope: !44)
!46 = !DILocation(line: 14, column: 8, scope: !44)
!47 = !DILocation(line: 14, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 14, column: 3)
!49 = !DILocation(line: 14, column: 23, scope: !48)
!50 = !DILocation(line: 14, column: 21, scope: !48)
!51 = !DILocation(line: 14, column: 3, scope: !44)
!52 = !DILocalVariable(name: "root", scope: !53, file: !1, line: 15, type: !13)
!53 = distinct !DILexicalBlock(scope: !48, file: !1, line: 14, column: 31)
!54 = !DILocation(line: 15, column: 9, scope: !53)
!55 = !DILocation(line: 15, column: 16, scope: !53)
!56 = !DILocation(line: 15, column: 20, scope: !53)
!57 = !DILocation(line: 15, column: 18, scope: !53)
!58 = !DILocation(line: 16, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !53, file: !1, line: 16, column: 9)
!60 = !DILocation(line: 16, column: 14, scope: !59)
!61 = !DILocation(line: 16, column: 11, scope: !59)
!62 = !DILocation(line: 16, column: 9, scope: !53)
!63 = !DILocalVariable(name: "t", scope: !64, file: !1, line: 17, type: !13)
!64 = distinct !DILexicalBlock(scope: !59, file: !1, line: 17, column: 7)
!65 = !DILocation(line: 17, column: 16, scope: !64)
!66 = !DILocation(line: 17, column: 12, scope: !64)
!67 = !DILocation(line: 17, column: 23, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 17, column: 7)
!69 = !DILocation(line: 17, column: 27, scope: !68)
!70 = !DILocation(line: 17, column: 25, scope: !68)
!71 = !DILocation(line: 17, column: 7, scope: !64)
!72 = !DILocation(line: 18, column: 13, scope: !73)
!73 = distinct !DILexicalBlock(scope: !68, file: !1, line: 18, column: 13)
!74 = !DILocation(line: 18, column: 18, scope: !73)
!75 = !DILocation(line: 18, column: 15, scope: !73)
!76 = !DILocation(line: 18, column: 13, scope: !68)
!77 = !DILocation(line: 19, column: 19, scope: !73)
!78 = !DILocation(line: 19, column: 22, scope: !73)
!79 = !DILocation(line: 19, column: 25, scope: !73)
!80 = !DILocation(line: 19, column: 31, scope: !73)
!81 = !DILocation(line: 19, column: 33, scope: !73)
!82 = !DILocation(line: 19, column: 11, scope: !73)
!83 = !DILocation(line: 17, column: 31, scope: !68)
!84 = !DILocation(line: 17, column: 7, scope: !68)
!85 = distinct !{!85, !71, !86, !87}
!86 = !DILocation(line: 19, column: 49, scope: !64)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocation(line: 20, column: 5, scope: !53)
!89 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 21, type: !13)
!90 = distinct !DILexicalBlock(scope: !53, file: !1, line: 21, column: 5)
!91 = !DILocation(line: 21, column: 14, scope: !90)
!92 = !DILocation(line: 21, column: 10, scope: !90)
!93 = !DILocation(line: 21, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 21, column: 5)
!95 = !DILocation(line: 21, column: 25, scope: !94)
!96 = !DILocation(line: 21, column: 23, scope: !94)
!97 = !DILocation(line: 21, column: 5, scope: !90)
!98 = !DILocation(line: 22, column: 16, scope: !94)
!99 = !DILocation(line: 22, column: 14, scope: !94)
!100 = !DILocation(line: 22, column: 19, scope: !94)
!101 = !DILocation(line: 22, column: 9, scope: !94)
!102 = !DILocation(line: 22, column: 7, scope: !94)
!103 = !DILocation(line: 22, column: 12, scope: !94)
!104 = !DILocation(line: 21, column: 29, scope: !94)
!105 = !DILocation(line: 21, column: 5, scope: !94)
!106 = distinct !{!106, !97, !107, !87}
!107 = !DILocation(line: 22, column: 21, scope: !90)
!108 = !DILocation(line: 23, column: 3, scope: !53)
!109 = !DILocation(line: 14, column: 27, scope: !48)
!110 = !DILocation(line: 14, column: 3, scope: !48)
!111 = distinct !{!111, !51, !112, !87}
!112 = !DILocation(line: 23, column: 3, scope: !44)
!113 = !DILocation(line: 24, column: 15, scope: !10)
!114 = !DILocation(line: 24, column: 3, scope: !10)
!115 = !DILocation(line: 25, column: 3, scope: !10)
!116 = !DILocation(line: 26, column: 1, scope: !10)
