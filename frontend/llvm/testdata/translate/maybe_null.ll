; ModuleID = 'maybe_null.c'
source_filename = "maybe_null.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !12 {
entry:
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %p = alloca i32, align 4
  %total = alloca i32, align 4
  %q = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %counts = alloca i32*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !17, metadata !DIExpression()), !dbg !18
  %call = call i32 @bsp_nprocs(), !dbg !19
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %s, metadata !21, metadata !DIExpression()), !dbg !22
  %call1 = call i32 @bsp_pid(), !dbg !23
  store i32 %call1, i32* %s, align 4, !dbg !22
  call void @llvm.dbg.declare(metadata i32* %p, metadata !24, metadata !DIExpression()), !dbg !25
  %call2 = call i32 @bsp_nprocs(), !dbg !26
  store i32 %call2, i32* %p, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %total, metadata !27, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %total, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %q, metadata !29, metadata !DIExpression()), !dbg !30
  %0 = load i32, i32* %p, align 4, !dbg !31
  %1 = zext i32 %0 to i64, !dbg !32
  %2 = call i8* @llvm.stacksave(), !dbg !32
  store i8* %2, i8** %saved_stack, align 8, !dbg !32
  %vla = alloca i32, i64 %1, align 16, !dbg !32
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !33, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %vla, metadata !36, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32** %counts, metadata !41, metadata !DIExpression()), !dbg !43
  store i32* null, i32** %counts, align 8, !dbg !43
  %3 = bitcast i32* %total to i8*, !dbg !44
  call void @bsp_push_reg(i8* noundef %3, i32 noundef 4), !dbg !45
  call void @bsp_sync(), !dbg !46
  %4 = load i32, i32* %s, align 4, !dbg !47
  %cmp = icmp eq i32 %4, 0, !dbg !49
  br i1 %cmp, label %if.then, label %if.end, !dbg !50

if.then:                                          ; preds = %entry
  store i32* %vla, i32** %counts, align 8, !dbg !51
  store i32 0, i32* %q, align 4, !dbg !53
  br label %for.cond, !dbg !55

for.cond:                                         ; preds = %for.inc, %if.then
  %5 = load i32, i32* %q, align 4, !dbg !56
  %6 = load i32, i32* %p, align 4, !dbg !58
  %cmp3 = icmp slt i32 %5, %6, !dbg !59
  br i1 %cmp3, label %for.body, label %for.end, !dbg !60

for.body:                                         ; preds = %for.cond
  %7 = load i32, i32* %q, align 4, !dbg !61
  %8 = load i32, i32* %n.addr, align 4, !dbg !62
  %cmp4 = icmp slt i32 %7, %8, !dbg !63
  br i1 %cmp4, label %cond.true, label %cond.false, !dbg !61

cond.true:                                        ; preds = %for.body
  %9 = load i32, i32* %q, align 4, !dbg !64
  br label %cond.end, !dbg !61

cond.false:                                       ; preds = %for.body
  br label %cond.end, !dbg !61

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %9, %cond.true ], [ 0, %cond.false ], !dbg !61
  %10 = load i32*, i32** %counts, align 8, !dbg !65
  %11 = load i32, i32* %q, align 4, !dbg !66
  %idxprom = sext i32 %11 to i64, !dbg !65
  %arrayidx = getelementptr inbounds i32, i32* %10, i64 %idxprom, !dbg !65
  store i32 %cond, i32* %arrayidx, align 4, !dbg !67
  br label %for.inc, !dbg !65

for.inc:                                          ; preds = %cond.end
  %12 = load i32, i32* %q, align 4, !dbg !68
  %inc = add nsw i32 %12, 1, !dbg !68
  store i32 %inc, i32* %q, align 4, !dbg !68
  br label %for.cond, !dbg !69, !llvm.loop !70

for.end:                                          ; preds = %for.cond
  br label %if.end, !dbg !73

if.end:                                           ; preds = %for.end, %entry
  %13 = load i32, i32* %s, align 4, !dbg !74
  %cmp5 = icmp eq i32 %13, 0, !dbg !76
  br i1 %cmp5, label %if.then6, label %if.end15, !dbg !77

if.then6:                                         ; preds = %if.end
  store i32 0, i32* %q, align 4, !dbg !78
  br label %for.cond7, !dbg !81

for.cond7:                                        ; preds = %for.inc12, %if.then6
  %14 = load i32, i32* %q, align 4, !dbg !82
  %15 = load i32, i32* %p, align 4, !dbg !84
  %cmp8 = icmp slt i32 %14, %15, !dbg !85
  br i1 %cmp8, label %for.body9, label %for.end14, !dbg !86

for.body9:                                        ; preds = %for.cond7
  %16 = load i32, i32* %q, align 4, !dbg !87
  %17 = load i32*, i32** %counts, align 8, !dbg !88
  %18 = load i32, i32* %q, align 4, !dbg !89
  %idxprom10 = sext i32 %18 to i64, !dbg !88
  %arrayidx11 = getelementptr inbounds i32, i32* %17, i64 %idxprom10, !dbg !88
  %19 = bitcast i32* %arrayidx11 to i8*, !dbg !90
  %20 = bitcast i32* %total to i8*, !dbg !91
  call void @bsp_put(i32 noundef %16, i8* noundef %19, i8* noundef %20, i32 noundef 0, i32 noundef 4), !dbg !92
  br label %for.inc12, !dbg !92

for.inc12:                                        ; preds = %for.body9
  %21 = load i32, i32* %q, align 4, !dbg !93
  %inc13 = add nsw i32 %21, 1, !dbg !93
  store i32 %inc13, i32* %q, align 4, !dbg !93
  br label %for.cond7, !dbg !94, !llvm.loop !95

for.end14:                                        ; preds = %for.cond7
  br label %if.end15, !dbg !97

if.end15:                                         ; preds = %for.end14, %if.end
  call void @bsp_sync(), !dbg !98
  %22 = load i32*, i32** %counts, align 8, !dbg !99
  %cmp16 = icmp ne i32* %22, null, !dbg !101
  br i1 %cmp16, label %if.then17, label %if.end26, !dbg !102

if.then17:                                        ; preds = %if.end15
  store i32 0, i32* %q, align 4, !dbg !103
  br label %for.cond18, !dbg !106

for.cond18:                                       ; preds = %for.inc23, %if.then17
  %23 = load i32, i32* %q, align 4, !dbg !107
  %24 = load i32*, i32** %counts, align 8, !dbg !109
  %arrayidx19 = getelementptr inbounds i32, i32* %24, i64 0, !dbg !109
  %25 = load i32, i32* %arrayidx19, align 4, !dbg !109
  %26 = load i32, i32* %n.addr, align 4, !dbg !110
  %add = add nsw i32 %25, %26, !dbg !111
  %cmp20 = icmp slt i32 %23, %add, !dbg !112
  br i1 %cmp20, label %for.body21, label %for.end25, !dbg !113

for.body21:                                       ; preds = %for.cond18
  %27 = load i32, i32* %total, align 4, !dbg !114
  %inc22 = add nsw i32 %27, 1, !dbg !114
  store i32 %inc22, i32* %total, align 4, !dbg !114
  br label %for.inc23, !dbg !115

for.inc23:                                        ; preds = %for.body21
  %28 = load i32, i32* %q, align 4, !dbg !116
  %inc24 = add nsw i32 %28, 1, !dbg !116
  store i32 %inc24, i32* %q, align 4, !dbg !116
  br label %for.cond18, !dbg !117, !llvm.loop !118

for.end25:                                        ; preds = %for.cond18
  br label %if.end26, !dbg !120

if.end26:                                         ; preds = %for.end25, %if.end15
  %29 = bitcast i32* %total to i8*, !dbg !121
  call void @bsp_pop_reg(i8* noundef %29), !dbg !122
  call void @bsp_end(), !dbg !123
  %30 = load i8*, i8** %saved_stack, align 8, !dbg !124
  call void @llvm.stackrestore(i8* %30), !dbg !124
  ret void, !dbg !124
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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "maybe_null.c", directory: ".", checksumkind: CSK_MD5, checksum: "a306e7de555b3a2bbfcc93380cdcd739")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 7, type: !15)
!18 = !DILocation(line: 7, column: 15, scope: !12)
!19 = !DILocation(line: 8, column: 15, scope: !12)
!20 = !DILocation(line: 8, column: 5, scope: !12)
!21 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 9, type: !15)
!22 = !DILocation(line: 9, column: 9, scope: !12)
!23 = !DILocation(line: 9, column: 13, scope: !12)
!24 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 9, type: !15)
!25 = !DILocation(line: 9, column: 24, scope: !12)
!26 = !DILocation(line: 9, column: 28, scope: !12)
!27 = !DILocalVariable(name: "total", scope: !12, file: !1, line: 10, type: !15)
!28 = !DILocation(line: 10, column: 9, scope: !12)
!29 = !DILocalVariable(name: "q", scope: !12, file: !1, line: 10, type: !15)
!30 = !DILocation(line: 10, column: 20, scope: !12)
!31 = !DILocation(line: 11, column: 13, scope: !12)
!32 = !DILocation(line: 11, column: 5, scope: !12)
!33 = !DILocalVariable(name: "__vla_expr0", scope: !12, type: !34, flags: DIFlagArtificial)
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DILocation(line: 0, scope: !12)
!36 = !DILocalVariable(name: "buf", scope: !12, file: !1, line: 11, type: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: !33)
!40 = !DILocation(line: 11, column: 9, scope: !12)
!41 = !DILocalVariable(name: "counts", scope: !12, file: !1, line: 12, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!43 = !DILocation(line: 12, column: 10, scope: !12)
!44 = !DILocation(line: 13, column: 18, scope: !12)
!45 = !DILocation(line: 13, column: 5, scope: !12)
!46 = !DILocation(line: 14, column: 5, scope: !12)
!47 = !DILocation(line: 15, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !12, file: !1, line: 15, column: 9)
!49 = !DILocation(line: 15, column: 11, scope: !48)
!50 = !DILocation(line: 15, column: 9, scope: !12)
!51 = !DILocation(line: 16, column: 16, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !1, line: 15, column: 17)
!53 = !DILocation(line: 17, column: 16, scope: !54)
!54 = distinct !DILexicalBlock(scope: !52, file: !1, line: 17, column: 9)
!55 = !DILocation(line: 17, column: 14, scope: !54)
!56 = !DILocation(line: 17, column: 21, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !1, line: 17, column: 9)
!58 = !DILocation(line: 17, column: 25, scope: !57)
!59 = !DILocation(line: 17, column: 23, scope: !57)
!60 = !DILocation(line: 17, column: 9, scope: !54)
!61 = !DILocation(line: 18, column: 25, scope: !57)
!62 = !DILocation(line: 18, column: 29, scope: !57)
!63 = !DILocation(line: 18, column: 27, scope: !57)
!64 = !DILocation(line: 18, column: 33, scope: !57)
!65 = !DILocation(line: 18, column: 13, scope: !57)
!66 = !DILocation(line: 18, column: 20, scope: !57)
!67 = !DILocation(line: 18, column: 23, scope: !57)
!68 = !DILocation(line: 17, column: 29, scope: !57)
!69 = !DILocation(line: 17, column: 9, scope: !57)
!70 = distinct !{!70, !60, !71, !72}
!71 = !DILocation(line: 18, column: 37, scope: !54)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 19, column: 5, scope: !52)
!74 = !DILocation(line: 20, column: 9, scope: !75)
!75 = distinct !DILexicalBlock(scope: !12, file: !1, line: 20, column: 9)
!76 = !DILocation(line: 20, column: 11, scope: !75)
!77 = !DILocation(line: 20, column: 9, scope: !12)
!78 = !DILocation(line: 21, column: 16, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !1, line: 21, column: 9)
!80 = distinct !DILexicalBlock(scope: !75, file: !1, line: 20, column: 17)
!81 = !DILocation(line: 21, column: 14, scope: !79)
!82 = !DILocation(line: 21, column: 21, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !1, line: 21, column: 9)
!84 = !DILocation(line: 21, column: 25, scope: !83)
!85 = !DILocation(line: 21, column: 23, scope: !83)
!86 = !DILocation(line: 21, column: 9, scope: !79)
!87 = !DILocation(line: 22, column: 21, scope: !83)
!88 = !DILocation(line: 22, column: 25, scope: !83)
!89 = !DILocation(line: 22, column: 32, scope: !83)
!90 = !DILocation(line: 22, column: 24, scope: !83)
!91 = !DILocation(line: 22, column: 36, scope: !83)
!92 = !DILocation(line: 22, column: 13, scope: !83)
!93 = !DILocation(line: 21, column: 29, scope: !83)
!94 = !DILocation(line: 21, column: 9, scope: !83)
!95 = distinct !{!95, !86, !96, !72}
!96 = !DILocation(line: 22, column: 58, scope: !79)
!97 = !DILocation(line: 23, column: 5, scope: !80)
!98 = !DILocation(line: 24, column: 5, scope: !12)
!99 = !DILocation(line: 25, column: 9, scope: !100)
!100 = distinct !DILexicalBlock(scope: !12, file: !1, line: 25, column: 9)
!101 = !DILocation(line: 25, column: 16, scope: !100)
!102 = !DILocation(line: 25, column: 9, scope: !12)
!103 = !DILocation(line: 26, column: 16, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !1, line: 26, column: 9)
!105 = distinct !DILexicalBlock(scope: !100, file: !1, line: 25, column: 25)
!106 = !DILocation(line: 26, column: 14, scope: !104)
!107 = !DILocation(line: 26, column: 21, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 26, column: 9)
!109 = !DILocation(line: 26, column: 25, scope: !108)
!110 = !DILocation(line: 26, column: 37, scope: !108)
!111 = !DILocation(line: 26, column: 35, scope: !108)
!112 = !DILocation(line: 26, column: 23, scope: !108)
!113 = !DILocation(line: 26, column: 9, scope: !104)
!114 = !DILocation(line: 27, column: 18, scope: !108)
!115 = !DILocation(line: 27, column: 13, scope: !108)
!116 = !DILocation(line: 26, column: 41, scope: !108)
!117 = !DILocation(line: 26, column: 9, scope: !108)
!118 = distinct !{!118, !113, !119, !72}
!119 = !DILocation(line: 27, column: 18, scope: !104)
!120 = !DILocation(line: 28, column: 5, scope: !105)
!121 = !DILocation(line: 29, column: 17, scope: !12)
!122 = !DILocation(line: 29, column: 5, scope: !12)
!123 = !DILocation(line: 30, column: 5, scope: !12)
!124 = !DILocation(line: 31, column: 1, scope: !12)
