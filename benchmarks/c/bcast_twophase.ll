; ModuleID = 'bcast_twophase.c'
source_filename = "bcast_twophase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bcast_twophase(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %b = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %q = alloca i32, align 4
  %q15 = alloca i32, align 4
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
  %2 = load i32, i32* %N.addr, align 4, !dbg !30
  %3 = zext i32 %2 to i64, !dbg !31
  %4 = call i8* @llvm.stacksave(), !dbg !31
  store i8* %4, i8** %saved_stack, align 8, !dbg !31
  %vla = alloca double, i64 %3, align 16, !dbg !31
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla, metadata !35, metadata !DIExpression()), !dbg !40
  %5 = bitcast double* %vla to i8*, !dbg !41
  %6 = load i32, i32* %N.addr, align 4, !dbg !42
  %conv = sext i32 %6 to i64, !dbg !42
  %mul = mul i64 %conv, 8, !dbg !43
  %conv3 = trunc i64 %mul to i32, !dbg !42
  call void @bsp_push_reg(i8* noundef %5, i32 noundef %conv3), !dbg !44
  call void @bsp_sync(), !dbg !45
  %7 = load i32, i32* %s, align 4, !dbg !46
  %cmp = icmp eq i32 %7, 0, !dbg !48
  br i1 %cmp, label %if.then, label %if.end, !dbg !49

if.then:                                          ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %q, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 1, i32* %q, align 4, !dbg !52
  br label %for.cond, !dbg !53

for.cond:                                         ; preds = %for.inc, %if.then
  %8 = load i32, i32* %q, align 4, !dbg !54
  %9 = load i32, i32* %p, align 4, !dbg !56
  %cmp5 = icmp slt i32 %8, %9, !dbg !57
  br i1 %cmp5, label %for.body, label %for.end, !dbg !58

for.body:                                         ; preds = %for.cond
  %10 = load i32, i32* %q, align 4, !dbg !59
  %11 = load i32, i32* %q, align 4, !dbg !60
  %12 = load i32, i32* %b, align 4, !dbg !61
  %mul7 = mul nsw i32 %11, %12, !dbg !62
  %idxprom = sext i32 %mul7 to i64, !dbg !63
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !63
  %13 = bitcast double* %arrayidx to i8*, !dbg !64
  %14 = bitcast double* %vla to i8*, !dbg !65
  %15 = load i32, i32* %q, align 4, !dbg !66
  %16 = load i32, i32* %b, align 4, !dbg !67
  %mul8 = mul nsw i32 %15, %16, !dbg !68
  %conv9 = sext i32 %mul8 to i64, !dbg !66
  %mul10 = mul i64 %conv9, 8, !dbg !69
  %conv11 = trunc i64 %mul10 to i32, !dbg !66
  %17 = load i32, i32* %b, align 4, !dbg !70
  %conv12 = sext i32 %17 to i64, !dbg !70
  %mul13 = mul i64 %conv12, 8, !dbg !71
  %conv14 = trunc i64 %mul13 to i32, !dbg !70
  call void @bsp_put(i32 noundef %10, i8* noundef %13, i8* noundef %14, i32 noundef %conv11, i32 noundef %conv14), !dbg !72
  br label %for.inc, !dbg !72

for.inc:                                          ; preds = %for.body
  %18 = load i32, i32* %q, align 4, !dbg !73
  %inc = add nsw i32 %18, 1, !dbg !73
  store i32 %inc, i32* %q, align 4, !dbg !73
  br label %for.cond, !dbg !74, !llvm.loop !75

for.end:                                          ; preds = %for.cond
  br label %if.end, !dbg !76

if.end:                                           ; preds = %for.end, %entry
  call void @bsp_sync(), !dbg !78
  call void @llvm.dbg.declare(metadata i32* %q15, metadata !79, metadata !DIExpression()), !dbg !81
  store i32 0, i32* %q15, align 4, !dbg !81
  br label %for.cond16, !dbg !82

for.cond16:                                       ; preds = %for.inc34, %if.end
  %19 = load i32, i32* %q15, align 4, !dbg !83
  %20 = load i32, i32* %p, align 4, !dbg !85
  %cmp17 = icmp slt i32 %19, %20, !dbg !86
  br i1 %cmp17, label %for.body19, label %for.end36, !dbg !87

for.body19:                                       ; preds = %for.cond16
  %21 = load i32, i32* %q15, align 4, !dbg !88
  %22 = load i32, i32* %s, align 4, !dbg !90
  %cmp20 = icmp ne i32 %21, %22, !dbg !91
  br i1 %cmp20, label %if.then22, label %if.end33, !dbg !92

if.then22:                                        ; preds = %for.body19
  %23 = load i32, i32* %q15, align 4, !dbg !93
  %24 = load i32, i32* %s, align 4, !dbg !94
  %25 = load i32, i32* %b, align 4, !dbg !95
  %mul23 = mul nsw i32 %24, %25, !dbg !96
  %idxprom24 = sext i32 %mul23 to i64, !dbg !97
  %arrayidx25 = getelementptr inbounds double, double* %vla, i64 %idxprom24, !dbg !97
  %26 = bitcast double* %arrayidx25 to i8*, !dbg !98
  %27 = bitcast double* %vla to i8*, !dbg !99
  %28 = load i32, i32* %s, align 4, !dbg !100
  %29 = load i32, i32* %b, align 4, !dbg !101
  %mul26 = mul nsw i32 %28, %29, !dbg !102
  %conv27 = sext i32 %mul26 to i64, !dbg !100
  %mul28 = mul i64 %conv27, 8, !dbg !103
  %conv29 = trunc i64 %mul28 to i32, !dbg !100
  %30 = load i32, i32* %b, align 4, !dbg !104
  %conv30 = sext i32 %30 to i64, !dbg !104
  %mul31 = mul i64 %conv30, 8, !dbg !105
  %conv32 = trunc i64 %mul31 to i32, !dbg !104
  call void @bsp_put(i32 noundef %23, i8* noundef %26, i8* noundef %27, i32 noundef %conv29, i32 noundef %conv32), !dbg !106
  br label %if.end33, !dbg !106

if.end33:                                         ; preds = %if.then22, %for.body19
  br label %for.inc34, !dbg !90

for.inc34:                                        ; preds = %if.end33
  %31 = load i32, i32* %q15, align 4, !dbg !107
  %inc35 = add nsw i32 %31, 1, !dbg !107
  store i32 %inc35, i32* %q15, align 4, !dbg !107
  br label %for.cond16, !dbg !108, !llvm.loop !109

for.end36:                                        ; preds = %for.cond16
  call void @bsp_sync(), !dbg !111
  %32 = bitcast double* %vla to i8*, !dbg !112
  call void @bsp_pop_reg(i8* noundef %32), !dbg !113
  call void @bsp_end(), !dbg !114
  %33 = load i8*, i8** %saved_stack, align 8, !dbg !115
  call void @llvm.stackrestore(i8* %33), !dbg !115
  ret void, !dbg !115
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
!1 = !DIFile(filename: "bcast_twophase.c", directory: ".", checksumkind: CSK_MD5, checksum: "3a1d809e65f81ba5b0542c357bc9c66a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "bcast_twophase", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!16 = !DILocation(line: 9, column: 25, scope: !10)
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
!41 = !DILocation(line: 15, column: 16, scope: !10)
!42 = !DILocation(line: 15, column: 19, scope: !10)
!43 = !DILocation(line: 15, column: 21, scope: !10)
!44 = !DILocation(line: 15, column: 3, scope: !10)
!45 = !DILocation(line: 16, column: 3, scope: !10)
!46 = !DILocation(line: 19, column: 7, scope: !47)
!47 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 7)
!48 = !DILocation(line: 19, column: 9, scope: !47)
!49 = !DILocation(line: 19, column: 7, scope: !10)
!50 = !DILocalVariable(name: "q", scope: !51, file: !1, line: 20, type: !13)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 20, column: 5)
!52 = !DILocation(line: 20, column: 14, scope: !51)
!53 = !DILocation(line: 20, column: 10, scope: !51)
!54 = !DILocation(line: 20, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 20, column: 5)
!56 = !DILocation(line: 20, column: 25, scope: !55)
!57 = !DILocation(line: 20, column: 23, scope: !55)
!58 = !DILocation(line: 20, column: 5, scope: !51)
!59 = !DILocation(line: 21, column: 15, scope: !55)
!60 = !DILocation(line: 21, column: 21, scope: !55)
!61 = !DILocation(line: 21, column: 25, scope: !55)
!62 = !DILocation(line: 21, column: 23, scope: !55)
!63 = !DILocation(line: 21, column: 19, scope: !55)
!64 = !DILocation(line: 21, column: 18, scope: !55)
!65 = !DILocation(line: 21, column: 29, scope: !55)
!66 = !DILocation(line: 21, column: 32, scope: !55)
!67 = !DILocation(line: 21, column: 36, scope: !55)
!68 = !DILocation(line: 21, column: 34, scope: !55)
!69 = !DILocation(line: 21, column: 38, scope: !55)
!70 = !DILocation(line: 21, column: 56, scope: !55)
!71 = !DILocation(line: 21, column: 58, scope: !55)
!72 = !DILocation(line: 21, column: 7, scope: !55)
!73 = !DILocation(line: 20, column: 29, scope: !55)
!74 = !DILocation(line: 20, column: 5, scope: !55)
!75 = distinct !{!75, !58, !76, !77}
!76 = !DILocation(line: 21, column: 74, scope: !51)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 22, column: 3, scope: !10)
!79 = !DILocalVariable(name: "q", scope: !80, file: !1, line: 25, type: !13)
!80 = distinct !DILexicalBlock(scope: !10, file: !1, line: 25, column: 3)
!81 = !DILocation(line: 25, column: 12, scope: !80)
!82 = !DILocation(line: 25, column: 8, scope: !80)
!83 = !DILocation(line: 25, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 25, column: 3)
!85 = !DILocation(line: 25, column: 23, scope: !84)
!86 = !DILocation(line: 25, column: 21, scope: !84)
!87 = !DILocation(line: 25, column: 3, scope: !80)
!88 = !DILocation(line: 26, column: 9, scope: !89)
!89 = distinct !DILexicalBlock(scope: !84, file: !1, line: 26, column: 9)
!90 = !DILocation(line: 26, column: 14, scope: !89)
!91 = !DILocation(line: 26, column: 11, scope: !89)
!92 = !DILocation(line: 26, column: 9, scope: !84)
!93 = !DILocation(line: 27, column: 15, scope: !89)
!94 = !DILocation(line: 27, column: 21, scope: !89)
!95 = !DILocation(line: 27, column: 25, scope: !89)
!96 = !DILocation(line: 27, column: 23, scope: !89)
!97 = !DILocation(line: 27, column: 19, scope: !89)
!98 = !DILocation(line: 27, column: 18, scope: !89)
!99 = !DILocation(line: 27, column: 29, scope: !89)
!100 = !DILocation(line: 27, column: 32, scope: !89)
!101 = !DILocation(line: 27, column: 36, scope: !89)
!102 = !DILocation(line: 27, column: 34, scope: !89)
!103 = !DILocation(line: 27, column: 38, scope: !89)
!104 = !DILocation(line: 27, column: 56, scope: !89)
!105 = !DILocation(line: 27, column: 58, scope: !89)
!106 = !DILocation(line: 27, column: 7, scope: !89)
!107 = !DILocation(line: 25, column: 27, scope: !84)
!108 = !DILocation(line: 25, column: 3, scope: !84)
!109 = distinct !{!109, !87, !110, !77}
!110 = !DILocation(line: 27, column: 74, scope: !80)
!111 = !DILocation(line: 28, column: 3, scope: !10)
!112 = !DILocation(line: 29, column: 15, scope: !10)
!113 = !DILocation(line: 29, column: 3, scope: !10)
!114 = !DILocation(line: 30, column: 3, scope: !10)
!115 = !DILocation(line: 31, column: 1, scope: !10)
