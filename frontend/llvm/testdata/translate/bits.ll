; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !12 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %a = alloca [64 x i32], align 16
  %u = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %j14 = alloca i32, align 4
  %k = alloca i32, align 4
  %partner = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !17, metadata !DIExpression()), !dbg !18
  %call = call i32 @bsp_nprocs(), !dbg !19
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %p, metadata !21, metadata !DIExpression()), !dbg !22
  %call1 = call i32 @bsp_nprocs(), !dbg !23
  store i32 %call1, i32* %p, align 4, !dbg !22
  call void @llvm.dbg.declare(metadata i32* %s, metadata !24, metadata !DIExpression()), !dbg !25
  %call2 = call i32 @bsp_pid(), !dbg !26
  store i32 %call2, i32* %s, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata [64 x i32]* %a, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %u, metadata !32, metadata !DIExpression()), !dbg !33
  %0 = load i32, i32* %n.addr, align 4, !dbg !34
  store i32 %0, i32* %u, align 4, !dbg !33
  %arraydecay = getelementptr inbounds [64 x i32], [64 x i32]* %a, i64 0, i64 0, !dbg !35
  %1 = bitcast i32* %arraydecay to i8*, !dbg !35
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 256), !dbg !36
  call void @bsp_sync(), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %i, metadata !38, metadata !DIExpression()), !dbg !40
  %2 = load i32, i32* %s, align 4, !dbg !41
  %sub = sub nsw i32 -3, %2, !dbg !42
  %shr = ashr i32 %sub, 1, !dbg !43
  store i32 %shr, i32* %i, align 4, !dbg !40
  br label %for.cond, !dbg !44

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, i32* %i, align 4, !dbg !45
  %cmp = icmp slt i32 %3, 0, !dbg !47
  br i1 %cmp, label %for.body, label %for.end, !dbg !48

for.body:                                         ; preds = %for.cond
  %arrayidx = getelementptr inbounds [64 x i32], [64 x i32]* %a, i64 0, i64 0, !dbg !49
  %4 = load i32, i32* %arrayidx, align 16, !dbg !49
  %add = add nsw i32 %4, 1, !dbg !50
  %arrayidx3 = getelementptr inbounds [64 x i32], [64 x i32]* %a, i64 0, i64 0, !dbg !51
  store i32 %add, i32* %arrayidx3, align 16, !dbg !52
  br label %for.inc, !dbg !51

for.inc:                                          ; preds = %for.body
  %5 = load i32, i32* %i, align 4, !dbg !53
  %inc = add nsw i32 %5, 1, !dbg !53
  store i32 %inc, i32* %i, align 4, !dbg !53
  br label %for.cond, !dbg !54, !llvm.loop !55

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %j, metadata !58, metadata !DIExpression()), !dbg !60
  store i32 0, i32* %j, align 4, !dbg !60
  br label %for.cond4, !dbg !61

for.cond4:                                        ; preds = %for.inc11, %for.end
  %6 = load i32, i32* %j, align 4, !dbg !62
  %7 = load i32, i32* %u, align 4, !dbg !64
  %shr5 = lshr i32 %7, 1, !dbg !65
  %cmp6 = icmp ult i32 %6, %shr5, !dbg !66
  br i1 %cmp6, label %for.body7, label %for.end13, !dbg !67

for.body7:                                        ; preds = %for.cond4
  %arrayidx8 = getelementptr inbounds [64 x i32], [64 x i32]* %a, i64 0, i64 1, !dbg !68
  %8 = load i32, i32* %arrayidx8, align 4, !dbg !68
  %add9 = add nsw i32 %8, 1, !dbg !69
  %arrayidx10 = getelementptr inbounds [64 x i32], [64 x i32]* %a, i64 0, i64 1, !dbg !70
  store i32 %add9, i32* %arrayidx10, align 4, !dbg !71
  br label %for.inc11, !dbg !70

for.inc11:                                        ; preds = %for.body7
  %9 = load i32, i32* %j, align 4, !dbg !72
  %inc12 = add i32 %9, 1, !dbg !72
  store i32 %inc12, i32* %j, align 4, !dbg !72
  br label %for.cond4, !dbg !73, !llvm.loop !74

for.end13:                                        ; preds = %for.cond4
  call void @llvm.dbg.declare(metadata i32* %j14, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %j14, align 4, !dbg !78
  br label %for.cond15, !dbg !79

for.cond15:                                       ; preds = %for.inc24, %for.end13
  %10 = load i32, i32* %j14, align 4, !dbg !80
  %11 = load i32, i32* %s, align 4, !dbg !82
  %and = and i32 %11, 3, !dbg !83
  %12 = load i32, i32* %n.addr, align 4, !dbg !84
  %or = or i32 %12, 1, !dbg !85
  %add16 = add nsw i32 %and, %or, !dbg !86
  %13 = load i32, i32* %n.addr, align 4, !dbg !87
  %xor = xor i32 %13, 2, !dbg !88
  %add17 = add nsw i32 %add16, %xor, !dbg !89
  %add18 = add nsw i32 %add17, 8, !dbg !90
  %cmp19 = icmp slt i32 %10, %add18, !dbg !91
  br i1 %cmp19, label %for.body20, label %for.end26, !dbg !92

for.body20:                                       ; preds = %for.cond15
  %arrayidx21 = getelementptr inbounds [64 x i32], [64 x i32]* %a, i64 0, i64 2, !dbg !93
  %14 = load i32, i32* %arrayidx21, align 8, !dbg !93
  %add22 = add nsw i32 %14, 1, !dbg !94
  %arrayidx23 = getelementptr inbounds [64 x i32], [64 x i32]* %a, i64 0, i64 2, !dbg !95
  store i32 %add22, i32* %arrayidx23, align 8, !dbg !96
  br label %for.inc24, !dbg !95

for.inc24:                                        ; preds = %for.body20
  %15 = load i32, i32* %j14, align 4, !dbg !97
  %inc25 = add nsw i32 %15, 1, !dbg !97
  store i32 %inc25, i32* %j14, align 4, !dbg !97
  br label %for.cond15, !dbg !98, !llvm.loop !99

for.end26:                                        ; preds = %for.cond15
  call void @llvm.dbg.declare(metadata i32* %k, metadata !101, metadata !DIExpression()), !dbg !103
  store i32 1, i32* %k, align 4, !dbg !103
  br label %for.cond27, !dbg !104

for.cond27:                                       ; preds = %for.inc34, %for.end26
  %16 = load i32, i32* %k, align 4, !dbg !105
  %17 = load i32, i32* %p, align 4, !dbg !107
  %cmp28 = icmp slt i32 %16, %17, !dbg !108
  br i1 %cmp28, label %for.body29, label %for.end35, !dbg !109

for.body29:                                       ; preds = %for.cond27
  call void @llvm.dbg.declare(metadata i32* %partner, metadata !110, metadata !DIExpression()), !dbg !112
  %18 = load i32, i32* %s, align 4, !dbg !113
  %19 = load i32, i32* %k, align 4, !dbg !114
  %xor30 = xor i32 %18, %19, !dbg !115
  store i32 %xor30, i32* %partner, align 4, !dbg !112
  %20 = load i32, i32* %partner, align 4, !dbg !116
  %21 = load i32, i32* %p, align 4, !dbg !118
  %cmp31 = icmp slt i32 %20, %21, !dbg !119
  br i1 %cmp31, label %if.then, label %if.end, !dbg !120

if.then:                                          ; preds = %for.body29
  %22 = load i32, i32* %partner, align 4, !dbg !121
  %arraydecay32 = getelementptr inbounds [64 x i32], [64 x i32]* %a, i64 0, i64 0, !dbg !122
  %23 = bitcast i32* %arraydecay32 to i8*, !dbg !122
  %arraydecay33 = getelementptr inbounds [64 x i32], [64 x i32]* %a, i64 0, i64 0, !dbg !123
  %24 = bitcast i32* %arraydecay33 to i8*, !dbg !123
  call void @bsp_put(i32 noundef %22, i8* noundef %23, i8* noundef %24, i32 noundef 0, i32 noundef 16), !dbg !124
  br label %if.end, !dbg !124

if.end:                                           ; preds = %if.then, %for.body29
  call void @bsp_sync(), !dbg !125
  br label %for.inc34, !dbg !126

for.inc34:                                        ; preds = %if.end
  %25 = load i32, i32* %k, align 4, !dbg !127
  %shl = shl i32 %25, 1, !dbg !127
  store i32 %shl, i32* %k, align 4, !dbg !127
  br label %for.cond27, !dbg !128, !llvm.loop !129

for.end35:                                        ; preds = %for.cond27
  call void @bsp_end(), !dbg !131
  ret void, !dbg !132
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bits.c", directory: ".", checksumkind: CSK_MD5, checksum: "6f41410ad72ba69f77d8a7290cfaa801")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 6, type: !15)
!18 = !DILocation(line: 6, column: 15, scope: !12)
!19 = !DILocation(line: 7, column: 13, scope: !12)
!20 = !DILocation(line: 7, column: 3, scope: !12)
!21 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 8, type: !15)
!22 = !DILocation(line: 8, column: 7, scope: !12)
!23 = !DILocation(line: 8, column: 11, scope: !12)
!24 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 9, type: !15)
!25 = !DILocation(line: 9, column: 7, scope: !12)
!26 = !DILocation(line: 9, column: 11, scope: !12)
!27 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 10, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 2048, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 64)
!31 = !DILocation(line: 10, column: 7, scope: !12)
!32 = !DILocalVariable(name: "u", scope: !12, file: !1, line: 11, type: !3)
!33 = !DILocation(line: 11, column: 12, scope: !12)
!34 = !DILocation(line: 11, column: 26, scope: !12)
!35 = !DILocation(line: 12, column: 16, scope: !12)
!36 = !DILocation(line: 12, column: 3, scope: !12)
!37 = !DILocation(line: 13, column: 3, scope: !12)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 14, type: !15)
!39 = distinct !DILexicalBlock(scope: !12, file: !1, line: 14, column: 3)
!40 = !DILocation(line: 14, column: 12, scope: !39)
!41 = !DILocation(line: 14, column: 22, scope: !39)
!42 = !DILocation(line: 14, column: 20, scope: !39)
!43 = !DILocation(line: 14, column: 25, scope: !39)
!44 = !DILocation(line: 14, column: 8, scope: !39)
!45 = !DILocation(line: 14, column: 31, scope: !46)
!46 = distinct !DILexicalBlock(scope: !39, file: !1, line: 14, column: 3)
!47 = !DILocation(line: 14, column: 33, scope: !46)
!48 = !DILocation(line: 14, column: 3, scope: !39)
!49 = !DILocation(line: 15, column: 12, scope: !46)
!50 = !DILocation(line: 15, column: 17, scope: !46)
!51 = !DILocation(line: 15, column: 5, scope: !46)
!52 = !DILocation(line: 15, column: 10, scope: !46)
!53 = !DILocation(line: 14, column: 39, scope: !46)
!54 = !DILocation(line: 14, column: 3, scope: !46)
!55 = distinct !{!55, !48, !56, !57}
!56 = !DILocation(line: 15, column: 19, scope: !39)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocalVariable(name: "j", scope: !59, file: !1, line: 16, type: !3)
!59 = distinct !DILexicalBlock(scope: !12, file: !1, line: 16, column: 3)
!60 = !DILocation(line: 16, column: 17, scope: !59)
!61 = !DILocation(line: 16, column: 8, scope: !59)
!62 = !DILocation(line: 16, column: 24, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !1, line: 16, column: 3)
!64 = !DILocation(line: 16, column: 29, scope: !63)
!65 = !DILocation(line: 16, column: 31, scope: !63)
!66 = !DILocation(line: 16, column: 26, scope: !63)
!67 = !DILocation(line: 16, column: 3, scope: !59)
!68 = !DILocation(line: 17, column: 12, scope: !63)
!69 = !DILocation(line: 17, column: 17, scope: !63)
!70 = !DILocation(line: 17, column: 5, scope: !63)
!71 = !DILocation(line: 17, column: 10, scope: !63)
!72 = !DILocation(line: 16, column: 39, scope: !63)
!73 = !DILocation(line: 16, column: 3, scope: !63)
!74 = distinct !{!74, !67, !75, !57}
!75 = !DILocation(line: 17, column: 19, scope: !59)
!76 = !DILocalVariable(name: "j", scope: !77, file: !1, line: 18, type: !15)
!77 = distinct !DILexicalBlock(scope: !12, file: !1, line: 18, column: 3)
!78 = !DILocation(line: 18, column: 12, scope: !77)
!79 = !DILocation(line: 18, column: 8, scope: !77)
!80 = !DILocation(line: 18, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 18, column: 3)
!82 = !DILocation(line: 18, column: 24, scope: !81)
!83 = !DILocation(line: 18, column: 26, scope: !81)
!84 = !DILocation(line: 18, column: 34, scope: !81)
!85 = !DILocation(line: 18, column: 36, scope: !81)
!86 = !DILocation(line: 18, column: 31, scope: !81)
!87 = !DILocation(line: 18, column: 44, scope: !81)
!88 = !DILocation(line: 18, column: 46, scope: !81)
!89 = !DILocation(line: 18, column: 41, scope: !81)
!90 = !DILocation(line: 18, column: 51, scope: !81)
!91 = !DILocation(line: 18, column: 21, scope: !81)
!92 = !DILocation(line: 18, column: 3, scope: !77)
!93 = !DILocation(line: 19, column: 12, scope: !81)
!94 = !DILocation(line: 19, column: 17, scope: !81)
!95 = !DILocation(line: 19, column: 5, scope: !81)
!96 = !DILocation(line: 19, column: 10, scope: !81)
!97 = !DILocation(line: 18, column: 64, scope: !81)
!98 = !DILocation(line: 18, column: 3, scope: !81)
!99 = distinct !{!99, !92, !100, !57}
!100 = !DILocation(line: 19, column: 19, scope: !77)
!101 = !DILocalVariable(name: "k", scope: !102, file: !1, line: 20, type: !15)
!102 = distinct !DILexicalBlock(scope: !12, file: !1, line: 20, column: 3)
!103 = !DILocation(line: 20, column: 12, scope: !102)
!104 = !DILocation(line: 20, column: 8, scope: !102)
!105 = !DILocation(line: 20, column: 19, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !1, line: 20, column: 3)
!107 = !DILocation(line: 20, column: 23, scope: !106)
!108 = !DILocation(line: 20, column: 21, scope: !106)
!109 = !DILocation(line: 20, column: 3, scope: !102)
!110 = !DILocalVariable(name: "partner", scope: !111, file: !1, line: 21, type: !15)
!111 = distinct !DILexicalBlock(scope: !106, file: !1, line: 20, column: 35)
!112 = !DILocation(line: 21, column: 9, scope: !111)
!113 = !DILocation(line: 21, column: 19, scope: !111)
!114 = !DILocation(line: 21, column: 23, scope: !111)
!115 = !DILocation(line: 21, column: 21, scope: !111)
!116 = !DILocation(line: 22, column: 9, scope: !117)
!117 = distinct !DILexicalBlock(scope: !111, file: !1, line: 22, column: 9)
!118 = !DILocation(line: 22, column: 19, scope: !117)
!119 = !DILocation(line: 22, column: 17, scope: !117)
!120 = !DILocation(line: 22, column: 9, scope: !111)
!121 = !DILocation(line: 23, column: 15, scope: !117)
!122 = !DILocation(line: 23, column: 24, scope: !117)
!123 = !DILocation(line: 23, column: 27, scope: !117)
!124 = !DILocation(line: 23, column: 7, scope: !117)
!125 = !DILocation(line: 24, column: 5, scope: !111)
!126 = !DILocation(line: 25, column: 3, scope: !111)
!127 = !DILocation(line: 20, column: 28, scope: !106)
!128 = !DILocation(line: 20, column: 3, scope: !106)
!129 = distinct !{!129, !109, !130, !57}
!130 = !DILocation(line: 25, column: 3, scope: !102)
!131 = !DILocation(line: 26, column: 3, scope: !12)
!132 = !DILocation(line: 27, column: 1, scope: !12)
