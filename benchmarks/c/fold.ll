; ModuleID = 'fold.c'
source_filename = "fold.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fold(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %b = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %acc = alloca double, align 8
  %j = alloca i32, align 4
  %q = alloca i32, align 4
  %sum = alloca double, align 8
  %q18 = alloca i32, align 4
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
  call void @llvm.dbg.declare(metadata double* %acc, metadata !54, metadata !DIExpression()), !dbg !55
  %arrayidx = getelementptr inbounds double, double* %vla, i64 0, !dbg !56
  %9 = load double, double* %arrayidx, align 16, !dbg !56
  store double %9, double* %acc, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %j, metadata !57, metadata !DIExpression()), !dbg !59
  store i32 1, i32* %j, align 4, !dbg !59
  br label %for.cond, !dbg !60

for.cond:                                         ; preds = %for.inc, %entry
  %10 = load i32, i32* %j, align 4, !dbg !61
  %11 = load i32, i32* %b, align 4, !dbg !63
  %cmp = icmp slt i32 %10, %11, !dbg !64
  br i1 %cmp, label %for.body, label %for.end, !dbg !65

for.body:                                         ; preds = %for.cond
  %12 = load double, double* %acc, align 8, !dbg !66
  %13 = load i32, i32* %j, align 4, !dbg !67
  %idxprom = sext i32 %13 to i64, !dbg !68
  %arrayidx6 = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !68
  %14 = load double, double* %arrayidx6, align 8, !dbg !68
  %add = fadd double %12, %14, !dbg !69
  store double %add, double* %acc, align 8, !dbg !70
  br label %for.inc, !dbg !71

for.inc:                                          ; preds = %for.body
  %15 = load i32, i32* %j, align 4, !dbg !72
  %inc = add nsw i32 %15, 1, !dbg !72
  store i32 %inc, i32* %j, align 4, !dbg !72
  br label %for.cond, !dbg !73, !llvm.loop !74

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %q, metadata !77, metadata !DIExpression()), !dbg !79
  store i32 0, i32* %q, align 4, !dbg !79
  br label %for.cond7, !dbg !80

for.cond7:                                        ; preds = %for.inc14, %for.end
  %16 = load i32, i32* %q, align 4, !dbg !81
  %17 = load i32, i32* %p, align 4, !dbg !83
  %cmp8 = icmp slt i32 %16, %17, !dbg !84
  br i1 %cmp8, label %for.body10, label %for.end16, !dbg !85

for.body10:                                       ; preds = %for.cond7
  %18 = load i32, i32* %q, align 4, !dbg !86
  %19 = bitcast double* %acc to i8*, !dbg !87
  %20 = bitcast double* %vla3 to i8*, !dbg !88
  %21 = load i32, i32* %s, align 4, !dbg !89
  %conv11 = sext i32 %21 to i64, !dbg !89
  %mul12 = mul i64 %conv11, 8, !dbg !90
  %conv13 = trunc i64 %mul12 to i32, !dbg !89
  call void @bsp_put(i32 noundef %18, i8* noundef %19, i8* noundef %20, i32 noundef %conv13, i32 noundef 8), !dbg !91
  br label %for.inc14, !dbg !91

for.inc14:                                        ; preds = %for.body10
  %22 = load i32, i32* %q, align 4, !dbg !92
  %inc15 = add nsw i32 %22, 1, !dbg !92
  store i32 %inc15, i32* %q, align 4, !dbg !92
  br label %for.cond7, !dbg !93, !llvm.loop !94

for.end16:                                        ; preds = %for.cond7
  call void @bsp_sync(), !dbg !96
  call void @llvm.dbg.declare(metadata double* %sum, metadata !97, metadata !DIExpression()), !dbg !98
  %arrayidx17 = getelementptr inbounds double, double* %vla3, i64 0, !dbg !99
  %23 = load double, double* %arrayidx17, align 16, !dbg !99
  store double %23, double* %sum, align 8, !dbg !98
  call void @llvm.dbg.declare(metadata i32* %q18, metadata !100, metadata !DIExpression()), !dbg !102
  store i32 1, i32* %q18, align 4, !dbg !102
  br label %for.cond19, !dbg !103

for.cond19:                                       ; preds = %for.inc26, %for.end16
  %24 = load i32, i32* %q18, align 4, !dbg !104
  %25 = load i32, i32* %p, align 4, !dbg !106
  %cmp20 = icmp slt i32 %24, %25, !dbg !107
  br i1 %cmp20, label %for.body22, label %for.end28, !dbg !108

for.body22:                                       ; preds = %for.cond19
  %26 = load double, double* %sum, align 8, !dbg !109
  %27 = load i32, i32* %q18, align 4, !dbg !110
  %idxprom23 = sext i32 %27 to i64, !dbg !111
  %arrayidx24 = getelementptr inbounds double, double* %vla3, i64 %idxprom23, !dbg !111
  %28 = load double, double* %arrayidx24, align 8, !dbg !111
  %add25 = fadd double %26, %28, !dbg !112
  store double %add25, double* %sum, align 8, !dbg !113
  br label %for.inc26, !dbg !114

for.inc26:                                        ; preds = %for.body22
  %29 = load i32, i32* %q18, align 4, !dbg !115
  %inc27 = add nsw i32 %29, 1, !dbg !115
  store i32 %inc27, i32* %q18, align 4, !dbg !115
  br label %for.cond19, !dbg !116, !llvm.loop !117

for.end28:                                        ; preds = %for.cond19
  %30 = bitcast double* %vla3 to i8*, !dbg !119
  call void @bsp_pop_reg(i8* noundef %30), !dbg !120
  call void @bsp_end(), !dbg !121
  %31 = load i8*, i8** %saved_stack, align 8, !dbg !122
  call void @llvm.stackrestore(i8* %31), !dbg !122
  ret void, !dbg !122
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
!1 = !DIFile(filename: "fold.c", directory: ".", checksumkind: CSK_MD5, checksum: "3cfe071fd663cfa4b5c9462a73abadd5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "fold", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!16 = !DILocation(line: 9, column: 15, scope: !10)
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
!41 = !DILocation(line: 15, column: 18, scope: !10)
!42 = !DILocation(line: 15, column: 3, scope: !10)
!43 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !33, flags: DIFlagArtificial)
!44 = !DILocalVariable(name: "partial", scope: !10, file: !1, line: 15, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: !43)
!48 = !DILocation(line: 15, column: 10, scope: !10)
!49 = !DILocation(line: 16, column: 16, scope: !10)
!50 = !DILocation(line: 16, column: 25, scope: !10)
!51 = !DILocation(line: 16, column: 27, scope: !10)
!52 = !DILocation(line: 16, column: 3, scope: !10)
!53 = !DILocation(line: 17, column: 3, scope: !10)
!54 = !DILocalVariable(name: "acc", scope: !10, file: !1, line: 19, type: !37)
!55 = !DILocation(line: 19, column: 10, scope: !10)
!56 = !DILocation(line: 19, column: 16, scope: !10)
!57 = !DILocalVariable(name: "j", scope: !58, file: !1, line: 20, type: !13)
!58 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 3)
!59 = !DILocation(line: 20, column: 12, scope: !58)
!60 = !DILocation(line: 20, column: 8, scope: !58)
!61 = !DILocation(line: 20, column: 19, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 20, column: 3)
!63 = !DILocation(line: 20, column: 23, scope: !62)
!64 = !DILocation(line: 20, column: 21, scope: !62)
!65 = !DILocation(line: 20, column: 3, scope: !58)
!66 = !DILocation(line: 21, column: 11, scope: !62)
!67 = !DILocation(line: 21, column: 19, scope: !62)
!68 = !DILocation(line: 21, column: 17, scope: !62)
!69 = !DILocation(line: 21, column: 15, scope: !62)
!70 = !DILocation(line: 21, column: 9, scope: !62)
!71 = !DILocation(line: 21, column: 5, scope: !62)
!72 = !DILocation(line: 20, column: 27, scope: !62)
!73 = !DILocation(line: 20, column: 3, scope: !62)
!74 = distinct !{!74, !65, !75, !76}
!75 = !DILocation(line: 21, column: 20, scope: !58)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocalVariable(name: "q", scope: !78, file: !1, line: 22, type: !13)
!78 = distinct !DILexicalBlock(scope: !10, file: !1, line: 22, column: 3)
!79 = !DILocation(line: 22, column: 12, scope: !78)
!80 = !DILocation(line: 22, column: 8, scope: !78)
!81 = !DILocation(line: 22, column: 19, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !1, line: 22, column: 3)
!83 = !DILocation(line: 22, column: 23, scope: !82)
!84 = !DILocation(line: 22, column: 21, scope: !82)
!85 = !DILocation(line: 22, column: 3, scope: !78)
!86 = !DILocation(line: 23, column: 13, scope: !82)
!87 = !DILocation(line: 23, column: 16, scope: !82)
!88 = !DILocation(line: 23, column: 22, scope: !82)
!89 = !DILocation(line: 23, column: 31, scope: !82)
!90 = !DILocation(line: 23, column: 33, scope: !82)
!91 = !DILocation(line: 23, column: 5, scope: !82)
!92 = !DILocation(line: 22, column: 27, scope: !82)
!93 = !DILocation(line: 22, column: 3, scope: !82)
!94 = distinct !{!94, !85, !95, !76}
!95 = !DILocation(line: 23, column: 65, scope: !78)
!96 = !DILocation(line: 24, column: 3, scope: !10)
!97 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 26, type: !37)
!98 = !DILocation(line: 26, column: 10, scope: !10)
!99 = !DILocation(line: 26, column: 16, scope: !10)
!100 = !DILocalVariable(name: "q", scope: !101, file: !1, line: 27, type: !13)
!101 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 3)
!102 = !DILocation(line: 27, column: 12, scope: !101)
!103 = !DILocation(line: 27, column: 8, scope: !101)
!104 = !DILocation(line: 27, column: 19, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !1, line: 27, column: 3)
!106 = !DILocation(line: 27, column: 23, scope: !105)
!107 = !DILocation(line: 27, column: 21, scope: !105)
!108 = !DILocation(line: 27, column: 3, scope: !101)
!109 = !DILocation(line: 28, column: 11, scope: !105)
!110 = !DILocation(line: 28, column: 25, scope: !105)
!111 = !DILocation(line: 28, column: 17, scope: !105)
!112 = !DILocation(line: 28, column: 15, scope: !105)
!113 = !DILocation(line: 28, column: 9, scope: !105)
!114 = !DILocation(line: 28, column: 5, scope: !105)
!115 = !DILocation(line: 27, column: 27, scope: !105)
!116 = !DILocation(line: 27, column: 3, scope: !105)
!117 = distinct !{!117, !108, !118, !76}
!118 = !DILocation(line: 28, column: 26, scope: !101)
!119 = !DILocation(line: 29, column: 15, scope: !10)
!120 = !DILocation(line: 29, column: 3, scope: !10)
!121 = !DILocation(line: 30, column: 3, scope: !10)
!122 = !DILocation(line: 31, column: 1, scope: !10)
