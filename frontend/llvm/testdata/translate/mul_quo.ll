; ModuleID = 'mul_quo.c'
source_filename = "mul_quo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @get_all(i32* noundef %xs, i32 noundef %n) #0 !dbg !10 {
entry:
  %xs.addr = alloca i32*, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %n_over_p = alloca i32, align 4
  %pid = alloca i32, align 4
  %local = alloca i32, align 4
  store i32* %xs, i32** %xs.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %xs.addr, metadata !16, metadata !DIExpression()), !dbg !17
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %i, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %n_over_p, metadata !22, metadata !DIExpression()), !dbg !23
  %0 = load i32, i32* %n.addr, align 4, !dbg !24
  %call = call i32 @bsp_nprocs(), !dbg !25
  %div = sdiv i32 %0, %call, !dbg !26
  store i32 %div, i32* %n_over_p, align 4, !dbg !23
  %1 = load i32*, i32** %xs.addr, align 8, !dbg !27
  %2 = bitcast i32* %1 to i8*, !dbg !27
  %3 = load i32, i32* %n_over_p, align 4, !dbg !28
  %conv = sext i32 %3 to i64, !dbg !28
  %mul = mul i64 %conv, 4, !dbg !29
  %conv1 = trunc i64 %mul to i32, !dbg !28
  call void @bsp_push_reg(i8* noundef %2, i32 noundef %conv1), !dbg !30
  call void @bsp_sync(), !dbg !31
  store i32 0, i32* %i, align 4, !dbg !32
  br label %for.cond, !dbg !34

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, i32* %i, align 4, !dbg !35
  %5 = load i32, i32* %n_over_p, align 4, !dbg !37
  %cmp = icmp slt i32 %4, %5, !dbg !38
  br i1 %cmp, label %for.body, label %for.end, !dbg !39

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %pid, metadata !40, metadata !DIExpression()), !dbg !42
  %6 = load i32*, i32** %xs.addr, align 8, !dbg !43
  %7 = load i32, i32* %i, align 4, !dbg !44
  %idxprom = sext i32 %7 to i64, !dbg !43
  %arrayidx = getelementptr inbounds i32, i32* %6, i64 %idxprom, !dbg !43
  %8 = load i32, i32* %arrayidx, align 4, !dbg !43
  %9 = load i32, i32* %n_over_p, align 4, !dbg !45
  %div3 = sdiv i32 %8, %9, !dbg !46
  store i32 %div3, i32* %pid, align 4, !dbg !42
  call void @llvm.dbg.declare(metadata i32* %local, metadata !47, metadata !DIExpression()), !dbg !48
  %10 = load i32*, i32** %xs.addr, align 8, !dbg !49
  %11 = load i32, i32* %i, align 4, !dbg !50
  %idxprom4 = sext i32 %11 to i64, !dbg !49
  %arrayidx5 = getelementptr inbounds i32, i32* %10, i64 %idxprom4, !dbg !49
  %12 = load i32, i32* %arrayidx5, align 4, !dbg !49
  %13 = load i32, i32* %n_over_p, align 4, !dbg !51
  %rem = srem i32 %12, %13, !dbg !52
  store i32 %rem, i32* %local, align 4, !dbg !48
  %14 = load i32, i32* %pid, align 4, !dbg !53
  %15 = load i32*, i32** %xs.addr, align 8, !dbg !54
  %16 = bitcast i32* %15 to i8*, !dbg !54
  %17 = load i32, i32* %local, align 4, !dbg !55
  %conv6 = sext i32 %17 to i64, !dbg !55
  %mul7 = mul i64 %conv6, 4, !dbg !56
  %conv8 = trunc i64 %mul7 to i32, !dbg !55
  %18 = load i32*, i32** %xs.addr, align 8, !dbg !57
  %19 = load i32, i32* %i, align 4, !dbg !58
  %idxprom9 = sext i32 %19 to i64, !dbg !57
  %arrayidx10 = getelementptr inbounds i32, i32* %18, i64 %idxprom9, !dbg !57
  %20 = bitcast i32* %arrayidx10 to i8*, !dbg !59
  call void @bsp_get(i32 noundef %14, i8* noundef %16, i32 noundef %conv8, i8* noundef %20, i32 noundef 4), !dbg !60
  br label %for.inc, !dbg !61

for.inc:                                          ; preds = %for.body
  %21 = load i32, i32* %i, align 4, !dbg !62
  %inc = add nsw i32 %21, 1, !dbg !62
  store i32 %inc, i32* %i, align 4, !dbg !62
  br label %for.cond, !dbg !63, !llvm.loop !64

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !67
  %22 = load i32*, i32** %xs.addr, align 8, !dbg !68
  %23 = bitcast i32* %22 to i8*, !dbg !68
  call void @bsp_pop_reg(i8* noundef %23), !dbg !69
  ret void, !dbg !70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @bsp_nprocs() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

declare void @bsp_pop_reg(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !71 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  %n = alloca i32, align 4
  %n_over_p = alloca i32, align 4
  %xs = alloca i32*, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !74, metadata !DIExpression()), !dbg !75
  %call = call i32 @bsp_nprocs(), !dbg !76
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !77
  call void @llvm.dbg.declare(metadata i32* %p, metadata !78, metadata !DIExpression()), !dbg !79
  %call1 = call i32 @bsp_nprocs(), !dbg !80
  store i32 %call1, i32* %p, align 4, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %s, metadata !81, metadata !DIExpression()), !dbg !82
  %call2 = call i32 @bsp_pid(), !dbg !83
  store i32 %call2, i32* %s, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata i32* %i, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.declare(metadata i32* %n, metadata !86, metadata !DIExpression()), !dbg !87
  %0 = load i32, i32* %N.addr, align 4, !dbg !88
  store i32 %0, i32* %n, align 4, !dbg !87
  call void @llvm.dbg.declare(metadata i32* %n_over_p, metadata !89, metadata !DIExpression()), !dbg !90
  %1 = load i32, i32* %n, align 4, !dbg !91
  %2 = load i32, i32* %p, align 4, !dbg !92
  %div = sdiv i32 %1, %2, !dbg !93
  store i32 %div, i32* %n_over_p, align 4, !dbg !90
  call void @llvm.dbg.declare(metadata i32** %xs, metadata !94, metadata !DIExpression()), !dbg !95
  %3 = load i32, i32* %n_over_p, align 4, !dbg !96
  %cmp = icmp sgt i32 %3, 0, !dbg !97
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !96

cond.true:                                        ; preds = %entry
  %4 = load i32, i32* %n_over_p, align 4, !dbg !98
  br label %cond.end, !dbg !96

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !96

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ 1, %cond.false ], !dbg !96
  %conv = sext i32 %cond to i64, !dbg !96
  %call3 = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 4) #4, !dbg !99
  %5 = bitcast i8* %call3 to i32*, !dbg !99
  store i32* %5, i32** %xs, align 8, !dbg !95
  store i32 0, i32* %i, align 4, !dbg !100
  br label %for.cond, !dbg !102

for.cond:                                         ; preds = %for.inc, %cond.end
  %6 = load i32, i32* %i, align 4, !dbg !103
  %7 = load i32, i32* %n_over_p, align 4, !dbg !105
  %cmp4 = icmp slt i32 %6, %7, !dbg !106
  br i1 %cmp4, label %for.body, label %for.end, !dbg !107

for.body:                                         ; preds = %for.cond
  %8 = load i32, i32* %n_over_p, align 4, !dbg !108
  %9 = load i32, i32* %p, align 4, !dbg !109
  %sub = sub nsw i32 %9, 1, !dbg !110
  %10 = load i32, i32* %s, align 4, !dbg !111
  %sub6 = sub nsw i32 %sub, %10, !dbg !112
  %mul = mul nsw i32 %8, %sub6, !dbg !113
  %11 = load i32, i32* %n_over_p, align 4, !dbg !114
  %sub7 = sub nsw i32 %11, 1, !dbg !115
  %12 = load i32, i32* %i, align 4, !dbg !116
  %sub8 = sub nsw i32 %sub7, %12, !dbg !117
  %add = add nsw i32 %mul, %sub8, !dbg !118
  %13 = load i32*, i32** %xs, align 8, !dbg !119
  %14 = load i32, i32* %i, align 4, !dbg !120
  %idxprom = sext i32 %14 to i64, !dbg !119
  %arrayidx = getelementptr inbounds i32, i32* %13, i64 %idxprom, !dbg !119
  store i32 %add, i32* %arrayidx, align 4, !dbg !121
  br label %for.inc, !dbg !119

for.inc:                                          ; preds = %for.body
  %15 = load i32, i32* %i, align 4, !dbg !122
  %inc = add nsw i32 %15, 1, !dbg !122
  store i32 %inc, i32* %i, align 4, !dbg !122
  br label %for.cond, !dbg !123, !llvm.loop !124

for.end:                                          ; preds = %for.cond
  %16 = load i32*, i32** %xs, align 8, !dbg !126
  %17 = load i32, i32* %n, align 4, !dbg !127
  call void @get_all(i32* noundef %16, i32 noundef %17), !dbg !128
  call void @bsp_end(), !dbg !129
  ret void, !dbg !130
}

declare void @bsp_begin(...) #2

declare i32 @bsp_pid() #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mul_quo.c", directory: ".", checksumkind: CSK_MD5, checksum: "6b6494c114bb2cc10a1f2892daea24d0")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "get_all", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocalVariable(name: "xs", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!17 = !DILocation(line: 7, column: 19, scope: !10)
!18 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 7, type: !14)
!19 = !DILocation(line: 7, column: 27, scope: !10)
!20 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 8, type: !14)
!21 = !DILocation(line: 8, column: 9, scope: !10)
!22 = !DILocalVariable(name: "n_over_p", scope: !10, file: !1, line: 8, type: !14)
!23 = !DILocation(line: 8, column: 12, scope: !10)
!24 = !DILocation(line: 8, column: 23, scope: !10)
!25 = !DILocation(line: 8, column: 27, scope: !10)
!26 = !DILocation(line: 8, column: 25, scope: !10)
!27 = !DILocation(line: 9, column: 18, scope: !10)
!28 = !DILocation(line: 9, column: 22, scope: !10)
!29 = !DILocation(line: 9, column: 31, scope: !10)
!30 = !DILocation(line: 9, column: 5, scope: !10)
!31 = !DILocation(line: 10, column: 5, scope: !10)
!32 = !DILocation(line: 11, column: 12, scope: !33)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 5)
!34 = !DILocation(line: 11, column: 10, scope: !33)
!35 = !DILocation(line: 11, column: 17, scope: !36)
!36 = distinct !DILexicalBlock(scope: !33, file: !1, line: 11, column: 5)
!37 = !DILocation(line: 11, column: 21, scope: !36)
!38 = !DILocation(line: 11, column: 19, scope: !36)
!39 = !DILocation(line: 11, column: 5, scope: !33)
!40 = !DILocalVariable(name: "pid", scope: !41, file: !1, line: 12, type: !14)
!41 = distinct !DILexicalBlock(scope: !36, file: !1, line: 11, column: 36)
!42 = !DILocation(line: 12, column: 13, scope: !41)
!43 = !DILocation(line: 12, column: 19, scope: !41)
!44 = !DILocation(line: 12, column: 22, scope: !41)
!45 = !DILocation(line: 12, column: 27, scope: !41)
!46 = !DILocation(line: 12, column: 25, scope: !41)
!47 = !DILocalVariable(name: "local", scope: !41, file: !1, line: 12, type: !14)
!48 = !DILocation(line: 12, column: 37, scope: !41)
!49 = !DILocation(line: 12, column: 45, scope: !41)
!50 = !DILocation(line: 12, column: 48, scope: !41)
!51 = !DILocation(line: 12, column: 53, scope: !41)
!52 = !DILocation(line: 12, column: 51, scope: !41)
!53 = !DILocation(line: 13, column: 17, scope: !41)
!54 = !DILocation(line: 13, column: 22, scope: !41)
!55 = !DILocation(line: 13, column: 26, scope: !41)
!56 = !DILocation(line: 13, column: 32, scope: !41)
!57 = !DILocation(line: 13, column: 48, scope: !41)
!58 = !DILocation(line: 13, column: 51, scope: !41)
!59 = !DILocation(line: 13, column: 47, scope: !41)
!60 = !DILocation(line: 13, column: 9, scope: !41)
!61 = !DILocation(line: 14, column: 5, scope: !41)
!62 = !DILocation(line: 11, column: 32, scope: !36)
!63 = !DILocation(line: 11, column: 5, scope: !36)
!64 = distinct !{!64, !39, !65, !66}
!65 = !DILocation(line: 14, column: 5, scope: !33)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 15, column: 5, scope: !10)
!68 = !DILocation(line: 16, column: 17, scope: !10)
!69 = !DILocation(line: 16, column: 5, scope: !10)
!70 = !DILocation(line: 17, column: 1, scope: !10)
!71 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 19, type: !72, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !14}
!74 = !DILocalVariable(name: "N", arg: 1, scope: !71, file: !1, line: 19, type: !14)
!75 = !DILocation(line: 19, column: 15, scope: !71)
!76 = !DILocation(line: 20, column: 15, scope: !71)
!77 = !DILocation(line: 20, column: 5, scope: !71)
!78 = !DILocalVariable(name: "p", scope: !71, file: !1, line: 21, type: !14)
!79 = !DILocation(line: 21, column: 9, scope: !71)
!80 = !DILocation(line: 21, column: 13, scope: !71)
!81 = !DILocalVariable(name: "s", scope: !71, file: !1, line: 21, type: !14)
!82 = !DILocation(line: 21, column: 27, scope: !71)
!83 = !DILocation(line: 21, column: 31, scope: !71)
!84 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 21, type: !14)
!85 = !DILocation(line: 21, column: 42, scope: !71)
!86 = !DILocalVariable(name: "n", scope: !71, file: !1, line: 21, type: !14)
!87 = !DILocation(line: 21, column: 45, scope: !71)
!88 = !DILocation(line: 21, column: 49, scope: !71)
!89 = !DILocalVariable(name: "n_over_p", scope: !71, file: !1, line: 22, type: !14)
!90 = !DILocation(line: 22, column: 9, scope: !71)
!91 = !DILocation(line: 22, column: 20, scope: !71)
!92 = !DILocation(line: 22, column: 24, scope: !71)
!93 = !DILocation(line: 22, column: 22, scope: !71)
!94 = !DILocalVariable(name: "xs", scope: !71, file: !1, line: 23, type: !13)
!95 = !DILocation(line: 23, column: 10, scope: !71)
!96 = !DILocation(line: 23, column: 22, scope: !71)
!97 = !DILocation(line: 23, column: 31, scope: !71)
!98 = !DILocation(line: 23, column: 37, scope: !71)
!99 = !DILocation(line: 23, column: 15, scope: !71)
!100 = !DILocation(line: 24, column: 12, scope: !101)
!101 = distinct !DILexicalBlock(scope: !71, file: !1, line: 24, column: 5)
!102 = !DILocation(line: 24, column: 10, scope: !101)
!103 = !DILocation(line: 24, column: 17, scope: !104)
!104 = distinct !DILexicalBlock(scope: !101, file: !1, line: 24, column: 5)
!105 = !DILocation(line: 24, column: 21, scope: !104)
!106 = !DILocation(line: 24, column: 19, scope: !104)
!107 = !DILocation(line: 24, column: 5, scope: !101)
!108 = !DILocation(line: 25, column: 17, scope: !104)
!109 = !DILocation(line: 25, column: 29, scope: !104)
!110 = !DILocation(line: 25, column: 31, scope: !104)
!111 = !DILocation(line: 25, column: 37, scope: !104)
!112 = !DILocation(line: 25, column: 35, scope: !104)
!113 = !DILocation(line: 25, column: 26, scope: !104)
!114 = !DILocation(line: 25, column: 43, scope: !104)
!115 = !DILocation(line: 25, column: 52, scope: !104)
!116 = !DILocation(line: 25, column: 58, scope: !104)
!117 = !DILocation(line: 25, column: 56, scope: !104)
!118 = !DILocation(line: 25, column: 40, scope: !104)
!119 = !DILocation(line: 25, column: 9, scope: !104)
!120 = !DILocation(line: 25, column: 12, scope: !104)
!121 = !DILocation(line: 25, column: 15, scope: !104)
!122 = !DILocation(line: 24, column: 32, scope: !104)
!123 = !DILocation(line: 24, column: 5, scope: !104)
!124 = distinct !{!124, !107, !125, !66}
!125 = !DILocation(line: 25, column: 59, scope: !101)
!126 = !DILocation(line: 26, column: 13, scope: !71)
!127 = !DILocation(line: 26, column: 17, scope: !71)
!128 = !DILocation(line: 26, column: 5, scope: !71)
!129 = !DILocation(line: 27, column: 5, scope: !71)
!130 = !DILocation(line: 28, column: 1, scope: !71)
