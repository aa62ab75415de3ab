; ModuleID = 'bsmp_exchange.c'
source_filename = "bsmp_exchange.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bsmp_exchange(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %b = alloca i32, align 4
  %tagsize = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %t = alloca i32, align 4
  %nmsg = alloca i32, align 4
  %nbytes = alloca i32, align 4
  %tag = alloca i32, align 4
  %sum = alloca double, align 8
  %k = alloca i32, align 4
  %status = alloca i32, align 4
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
  call void @llvm.dbg.declare(metadata i32* %tagsize, metadata !30, metadata !DIExpression()), !dbg !31
  store i32 4, i32* %tagsize, align 4, !dbg !31
  %2 = load i32, i32* %N.addr, align 4, !dbg !32
  %3 = zext i32 %2 to i64, !dbg !33
  %4 = call i8* @llvm.stacksave(), !dbg !33
  store i8* %4, i8** %saved_stack, align 8, !dbg !33
  %vla = alloca double, i64 %3, align 16, !dbg !33
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata double* %vla, metadata !37, metadata !DIExpression()), !dbg !42
  %5 = load i32, i32* %N.addr, align 4, !dbg !43
  %6 = zext i32 %5 to i64, !dbg !33
  %vla3 = alloca double, i64 %6, align 16, !dbg !33
  store i64 %6, i64* %__vla_expr1, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !44, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata double* %vla3, metadata !45, metadata !DIExpression()), !dbg !49
  call void @bsp_set_tagsize(i32* noundef %tagsize), !dbg !50
  call void @bsp_sync(), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %t, metadata !52, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %t, align 4, !dbg !54
  br label %for.cond, !dbg !55

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load i32, i32* %t, align 4, !dbg !56
  %8 = load i32, i32* %p, align 4, !dbg !58
  %cmp = icmp slt i32 %7, %8, !dbg !59
  br i1 %cmp, label %for.body, label %for.end, !dbg !60

for.body:                                         ; preds = %for.cond
  %9 = load i32, i32* %t, align 4, !dbg !61
  %10 = bitcast i32* %s to i8*, !dbg !62
  %11 = load i32, i32* %t, align 4, !dbg !63
  %12 = load i32, i32* %b, align 4, !dbg !64
  %mul = mul nsw i32 %11, %12, !dbg !65
  %idxprom = sext i32 %mul to i64, !dbg !66
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !66
  %13 = bitcast double* %arrayidx to i8*, !dbg !67
  %14 = load i32, i32* %b, align 4, !dbg !68
  %conv = sext i32 %14 to i64, !dbg !68
  %mul4 = mul i64 %conv, 8, !dbg !69
  %conv5 = trunc i64 %mul4 to i32, !dbg !68
  call void @bsp_send(i32 noundef %9, i8* noundef %10, i8* noundef %13, i32 noundef %conv5), !dbg !70
  br label %for.inc, !dbg !70

for.inc:                                          ; preds = %for.body
  %15 = load i32, i32* %t, align 4, !dbg !71
  %inc = add nsw i32 %15, 1, !dbg !71
  store i32 %inc, i32* %t, align 4, !dbg !71
  br label %for.cond, !dbg !72, !llvm.loop !73

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !76
  call void @llvm.dbg.declare(metadata i32* %nmsg, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata i32* %nbytes, metadata !79, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.declare(metadata i32* %tag, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.declare(metadata double* %sum, metadata !83, metadata !DIExpression()), !dbg !84
  store double 0.000000e+00, double* %sum, align 8, !dbg !84
  call void @bsp_qsize(i32* noundef %nmsg, i32* noundef %nbytes), !dbg !85
  call void @llvm.dbg.declare(metadata i32* %k, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %k, align 4, !dbg !88
  br label %for.cond6, !dbg !89

for.cond6:                                        ; preds = %for.inc11, %for.end
  %16 = load i32, i32* %k, align 4, !dbg !90
  %17 = load i32, i32* %nmsg, align 4, !dbg !92
  %cmp7 = icmp slt i32 %16, %17, !dbg !93
  br i1 %cmp7, label %for.body9, label %for.end13, !dbg !94

for.body9:                                        ; preds = %for.cond6
  call void @llvm.dbg.declare(metadata i32* %status, metadata !95, metadata !DIExpression()), !dbg !97
  %18 = bitcast i32* %tag to i8*, !dbg !98
  call void @bsp_get_tag(i32* noundef %status, i8* noundef %18), !dbg !99
  %19 = bitcast double* %vla3 to i8*, !dbg !100
  %20 = load i32, i32* %status, align 4, !dbg !101
  call void @bsp_move(i8* noundef %19, i32 noundef %20), !dbg !102
  %arrayidx10 = getelementptr inbounds double, double* %vla3, i64 0, !dbg !103
  %21 = load double, double* %arrayidx10, align 16, !dbg !103
  %22 = load double, double* %sum, align 8, !dbg !104
  %add = fadd double %22, %21, !dbg !104
  store double %add, double* %sum, align 8, !dbg !104
  br label %for.inc11, !dbg !105

for.inc11:                                        ; preds = %for.body9
  %23 = load i32, i32* %k, align 4, !dbg !106
  %inc12 = add nsw i32 %23, 1, !dbg !106
  store i32 %inc12, i32* %k, align 4, !dbg !106
  br label %for.cond6, !dbg !107, !llvm.loop !108

for.end13:                                        ; preds = %for.cond6
  call void @bsp_end(), !dbg !110
  %24 = load i8*, i8** %saved_stack, align 8, !dbg !111
  call void @llvm.stackrestore(i8* %24), !dbg !111
  ret void, !dbg !111
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @bsp_set_tagsize(i32* noundef) #2

declare void @bsp_sync() #2

declare void @bsp_send(i32 noundef, i8* noundef, i8* noundef, i32 noundef) #2

declare void @bsp_qsize(i32* noundef, i32* noundef) #2

declare void @bsp_get_tag(i32* noundef, i8* noundef) #2

declare void @bsp_move(i8* noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "bsmp_exchange.c", directory: ".", checksumkind: CSK_MD5, checksum: "cf99bf639c1a477933892dd38ebd30cf")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "bsmp_exchange", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!16 = !DILocation(line: 9, column: 24, scope: !10)
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
!30 = !DILocalVariable(name: "tagsize", scope: !10, file: !1, line: 14, type: !13)
!31 = !DILocation(line: 14, column: 7, scope: !10)
!32 = !DILocation(line: 15, column: 14, scope: !10)
!33 = !DILocation(line: 15, column: 3, scope: !10)
!34 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !35, flags: DIFlagArtificial)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DILocation(line: 0, scope: !10)
!37 = !DILocalVariable(name: "src", scope: !10, file: !1, line: 15, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, elements: !40)
!39 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!40 = !{!41}
!41 = !DISubrange(count: !34)
!42 = !DILocation(line: 15, column: 10, scope: !10)
!43 = !DILocation(line: 15, column: 22, scope: !10)
!44 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !35, flags: DIFlagArtificial)
!45 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 15, type: !46)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: !44)
!49 = !DILocation(line: 15, column: 18, scope: !10)
!50 = !DILocation(line: 16, column: 3, scope: !10)
!51 = !DILocation(line: 17, column: 3, scope: !10)
!52 = !DILocalVariable(name: "t", scope: !53, file: !1, line: 18, type: !13)
!53 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 3)
!54 = !DILocation(line: 18, column: 12, scope: !53)
!55 = !DILocation(line: 18, column: 8, scope: !53)
!56 = !DILocation(line: 18, column: 19, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 18, column: 3)
!58 = !DILocation(line: 18, column: 23, scope: !57)
!59 = !DILocation(line: 18, column: 21, scope: !57)
!60 = !DILocation(line: 18, column: 3, scope: !53)
!61 = !DILocation(line: 19, column: 14, scope: !57)
!62 = !DILocation(line: 19, column: 17, scope: !57)
!63 = !DILocation(line: 19, column: 26, scope: !57)
!64 = !DILocation(line: 19, column: 30, scope: !57)
!65 = !DILocation(line: 19, column: 28, scope: !57)
!66 = !DILocation(line: 19, column: 22, scope: !57)
!67 = !DILocation(line: 19, column: 21, scope: !57)
!68 = !DILocation(line: 19, column: 34, scope: !57)
!69 = !DILocation(line: 19, column: 36, scope: !57)
!70 = !DILocation(line: 19, column: 5, scope: !57)
!71 = !DILocation(line: 18, column: 27, scope: !57)
!72 = !DILocation(line: 18, column: 3, scope: !57)
!73 = distinct !{!73, !60, !74, !75}
!74 = !DILocation(line: 19, column: 52, scope: !53)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 20, column: 3, scope: !10)
!77 = !DILocalVariable(name: "nmsg", scope: !10, file: !1, line: 21, type: !13)
!78 = !DILocation(line: 21, column: 7, scope: !10)
!79 = !DILocalVariable(name: "nbytes", scope: !10, file: !1, line: 21, type: !13)
!80 = !DILocation(line: 21, column: 13, scope: !10)
!81 = !DILocalVariable(name: "tag", scope: !10, file: !1, line: 21, type: !13)
!82 = !DILocation(line: 21, column: 21, scope: !10)
!83 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 22, type: !39)
!84 = !DILocation(line: 22, column: 10, scope: !10)
!85 = !DILocation(line: 23, column: 3, scope: !10)
!86 = !DILocalVariable(name: "k", scope: !87, file: !1, line: 24, type: !13)
!87 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!88 = !DILocation(line: 24, column: 12, scope: !87)
!89 = !DILocation(line: 24, column: 8, scope: !87)
!90 = !DILocation(line: 24, column: 19, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 24, column: 3)
!92 = !DILocation(line: 24, column: 23, scope: !91)
!93 = !DILocation(line: 24, column: 21, scope: !91)
!94 = !DILocation(line: 24, column: 3, scope: !87)
!95 = !DILocalVariable(name: "status", scope: !96, file: !1, line: 25, type: !13)
!96 = distinct !DILexicalBlock(scope: !91, file: !1, line: 24, column: 34)
!97 = !DILocation(line: 25, column: 9, scope: !96)
!98 = !DILocation(line: 26, column: 26, scope: !96)
!99 = !DILocation(line: 26, column: 5, scope: !96)
!100 = !DILocation(line: 27, column: 14, scope: !96)
!101 = !DILocation(line: 27, column: 19, scope: !96)
!102 = !DILocation(line: 27, column: 5, scope: !96)
!103 = !DILocation(line: 28, column: 12, scope: !96)
!104 = !DILocation(line: 28, column: 9, scope: !96)
!105 = !DILocation(line: 29, column: 3, scope: !96)
!106 = !DILocation(line: 24, column: 30, scope: !91)
!107 = !DILocation(line: 24, column: 3, scope: !91)
!108 = distinct !{!108, !94, !109, !75}
!109 = !DILocation(line: 29, column: 3, scope: !87)
!110 = !DILocation(line: 30, column: 3, scope: !10)
!111 = !DILocation(line: 31, column: 1, scope: !10)
