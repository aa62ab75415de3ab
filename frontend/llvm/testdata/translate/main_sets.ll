; ModuleID = 'main_sets.c'
source_filename = "main_sets.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@N = dso_local global i32 1, align 4, !dbg !0
@STEPS = dso_local global i32 2, align 4, !dbg !5
@M = internal global i32 0, align 4, !dbg !8
@k = dso_local global i32 0, align 4, !dbg !10
@table = dso_local global [8 x i32] zeroinitializer, align 16, !dbg !12
@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !25 {
entry:
  %i = alloca i32, align 4
  %s = alloca i32, align 4
  %call = call i32 @bsp_nprocs(), !dbg !29
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %i, metadata !31, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %i, align 4, !dbg !33
  br label %for.cond, !dbg !34

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !35
  %1 = load i32, i32* @N, align 4, !dbg !37
  %cmp = icmp sle i32 %0, %1, !dbg !38
  br i1 %cmp, label %for.body, label %for.end, !dbg !39

for.body:                                         ; preds = %for.cond
  call void @bsp_sync(), !dbg !40
  br label %for.inc, !dbg !40

for.inc:                                          ; preds = %for.body
  %2 = load i32, i32* %i, align 4, !dbg !41
  %inc = add nsw i32 %2, 1, !dbg !41
  store i32 %inc, i32* %i, align 4, !dbg !41
  br label %for.cond, !dbg !42, !llvm.loop !43

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %s, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %s, align 4, !dbg !48
  br label %for.cond1, !dbg !49

for.cond1:                                        ; preds = %for.inc4, %for.end
  %3 = load i32, i32* %s, align 4, !dbg !50
  %4 = load i32, i32* @STEPS, align 4, !dbg !52
  %5 = load i32, i32* @M, align 4, !dbg !53
  %mul = mul nsw i32 %4, %5, !dbg !54
  %cmp2 = icmp slt i32 %3, %mul, !dbg !55
  br i1 %cmp2, label %for.body3, label %for.end6, !dbg !56

for.body3:                                        ; preds = %for.cond1
  call void @bsp_sync(), !dbg !57
  br label %for.inc4, !dbg !57

for.inc4:                                         ; preds = %for.body3
  %6 = load i32, i32* %s, align 4, !dbg !58
  %inc5 = add nsw i32 %6, 1, !dbg !58
  store i32 %inc5, i32* %s, align 4, !dbg !58
  br label %for.cond1, !dbg !59, !llvm.loop !60

for.end6:                                         ; preds = %for.cond1
  %7 = load i32, i32* @k, align 4, !dbg !62
  %call7 = call i32 @bsp_pid(), !dbg !63
  %rem = srem i32 %call7, 8, !dbg !64
  %idxprom = sext i32 %rem to i64, !dbg !65
  %arrayidx = getelementptr inbounds [8 x i32], [8 x i32]* @table, i64 0, i64 %idxprom, !dbg !65
  %8 = load i32, i32* %arrayidx, align 4, !dbg !65
  %add = add nsw i32 %7, %8, !dbg !66
  store i32 %add, i32* @k, align 4, !dbg !67
  call void @bsp_end(), !dbg !68
  ret void, !dbg !69
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @bsp_sync() #1

declare i32 @bsp_pid() #1

declare void @bsp_end() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !70 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !76, metadata !DIExpression()), !dbg !77
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !78, metadata !DIExpression()), !dbg !79
  %0 = load i32, i32* %argc.addr, align 4, !dbg !80
  %1 = load i8**, i8*** %argv.addr, align 8, !dbg !81
  call void (void ()*, i32, i8**, ...) bitcast (void (...)* @bsp_init to void (void ()*, i32, i8**, ...)*)(void ()* noundef @spmd, i32 noundef %0, i8** noundef %1), !dbg !82
  %2 = load i8**, i8*** %argv.addr, align 8, !dbg !83
  %arrayidx = getelementptr inbounds i8*, i8** %2, i64 1, !dbg !83
  %3 = load i8*, i8** %arrayidx, align 8, !dbg !83
  %call = call i32 @atoi(i8* noundef %3) #4, !dbg !84
  store i32 %call, i32* @N, align 4, !dbg !85
  %call1 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32* noundef @M), !dbg !86
  %cmp = icmp ne i32 %call1, 1, !dbg !88
  br i1 %cmp, label %if.then, label %if.end, !dbg !89

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4, !dbg !90
  br label %return, !dbg !90

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %i, metadata !91, metadata !DIExpression()), !dbg !93
  store i32 0, i32* %i, align 4, !dbg !93
  br label %for.cond, !dbg !94

for.cond:                                         ; preds = %for.inc, %if.end
  %4 = load i32, i32* %i, align 4, !dbg !95
  %cmp2 = icmp slt i32 %4, 8, !dbg !97
  br i1 %cmp2, label %for.body, label %for.end, !dbg !98

for.body:                                         ; preds = %for.cond
  %5 = load i32, i32* %i, align 4, !dbg !99
  %6 = load i32, i32* %i, align 4, !dbg !100
  %mul = mul nsw i32 %5, %6, !dbg !101
  %7 = load i32, i32* %i, align 4, !dbg !102
  %idxprom = sext i32 %7 to i64, !dbg !103
  %arrayidx3 = getelementptr inbounds [8 x i32], [8 x i32]* @table, i64 0, i64 %idxprom, !dbg !103
  store i32 %mul, i32* %arrayidx3, align 4, !dbg !104
  br label %for.inc, !dbg !103

for.inc:                                          ; preds = %for.body
  %8 = load i32, i32* %i, align 4, !dbg !105
  %inc = add nsw i32 %8, 1, !dbg !105
  store i32 %inc, i32* %i, align 4, !dbg !105
  br label %for.cond, !dbg !106, !llvm.loop !107

for.end:                                          ; preds = %for.cond
  store i32 5, i32* @k, align 4, !dbg !109
  call void @spmd(), !dbg !110
  store i32 0, i32* %retval, align 4, !dbg !111
  br label %return, !dbg !111

return:                                           ; preds = %for.end, %if.then
  %9 = load i32, i32* %retval, align 4, !dbg !112
  ret i32 %9, !dbg !112
}

declare void @bsp_init(...) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

declare i32 @__isoc99_scanf(i8* noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "N", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "main_sets.c", directory: ".", checksumkind: CSK_MD5, checksum: "e166bc7da00765c29cb619b586e37a1e")
!4 = !{!0, !5, !8, !10, !12}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "STEPS", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "M", scope: !2, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "k", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 13, type: !14, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 15, type: !26, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null}
!28 = !{}
!29 = !DILocation(line: 16, column: 13, scope: !25)
!30 = !DILocation(line: 16, column: 3, scope: !25)
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 17, type: !7)
!32 = distinct !DILexicalBlock(scope: !25, file: !3, line: 17, column: 3)
!33 = !DILocation(line: 17, column: 12, scope: !32)
!34 = !DILocation(line: 17, column: 8, scope: !32)
!35 = !DILocation(line: 17, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 17, column: 3)
!37 = !DILocation(line: 17, column: 24, scope: !36)
!38 = !DILocation(line: 17, column: 21, scope: !36)
!39 = !DILocation(line: 17, column: 3, scope: !32)
!40 = !DILocation(line: 18, column: 5, scope: !36)
!41 = !DILocation(line: 17, column: 28, scope: !36)
!42 = !DILocation(line: 17, column: 3, scope: !36)
!43 = distinct !{!43, !39, !44, !45}
!44 = !DILocation(line: 18, column: 14, scope: !32)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocalVariable(name: "s", scope: !47, file: !3, line: 19, type: !7)
!47 = distinct !DILexicalBlock(scope: !25, file: !3, line: 19, column: 3)
!48 = !DILocation(line: 19, column: 12, scope: !47)
!49 = !DILocation(line: 19, column: 8, scope: !47)
!50 = !DILocation(line: 19, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 19, column: 3)
!52 = !DILocation(line: 19, column: 23, scope: !51)
!53 = !DILocation(line: 19, column: 31, scope: !51)
!54 = !DILocation(line: 19, column: 29, scope: !51)
!55 = !DILocation(line: 19, column: 21, scope: !51)
!56 = !DILocation(line: 19, column: 3, scope: !47)
!57 = !DILocation(line: 20, column: 5, scope: !51)
!58 = !DILocation(line: 19, column: 35, scope: !51)
!59 = !DILocation(line: 19, column: 3, scope: !51)
!60 = distinct !{!60, !56, !61, !45}
!61 = !DILocation(line: 20, column: 14, scope: !47)
!62 = !DILocation(line: 21, column: 7, scope: !25)
!63 = !DILocation(line: 21, column: 17, scope: !25)
!64 = !DILocation(line: 21, column: 27, scope: !25)
!65 = !DILocation(line: 21, column: 11, scope: !25)
!66 = !DILocation(line: 21, column: 9, scope: !25)
!67 = !DILocation(line: 21, column: 5, scope: !25)
!68 = !DILocation(line: 22, column: 3, scope: !25)
!69 = !DILocation(line: 23, column: 1, scope: !25)
!70 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !71, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!71 = !DISubroutineType(types: !72)
!72 = !{!7, !7, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!76 = !DILocalVariable(name: "argc", arg: 1, scope: !70, file: !3, line: 25, type: !7)
!77 = !DILocation(line: 25, column: 14, scope: !70)
!78 = !DILocalVariable(name: "argv", arg: 2, scope: !70, file: !3, line: 25, type: !73)
!79 = !DILocation(line: 25, column: 27, scope: !70)
!80 = !DILocation(line: 26, column: 18, scope: !70)
!81 = !DILocation(line: 26, column: 24, scope: !70)
!82 = !DILocation(line: 26, column: 3, scope: !70)
!83 = !DILocation(line: 27, column: 12, scope: !70)
!84 = !DILocation(line: 27, column: 7, scope: !70)
!85 = !DILocation(line: 27, column: 5, scope: !70)
!86 = !DILocation(line: 28, column: 7, scope: !87)
!87 = distinct !DILexicalBlock(scope: !70, file: !3, line: 28, column: 7)
!88 = !DILocation(line: 28, column: 23, scope: !87)
!89 = !DILocation(line: 28, column: 7, scope: !70)
!90 = !DILocation(line: 29, column: 5, scope: !87)
!91 = !DILocalVariable(name: "i", scope: !92, file: !3, line: 30, type: !7)
!92 = distinct !DILexicalBlock(scope: !70, file: !3, line: 30, column: 3)
!93 = !DILocation(line: 30, column: 12, scope: !92)
!94 = !DILocation(line: 30, column: 8, scope: !92)
!95 = !DILocation(line: 30, column: 19, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 30, column: 3)
!97 = !DILocation(line: 30, column: 21, scope: !96)
!98 = !DILocation(line: 30, column: 3, scope: !92)
!99 = !DILocation(line: 31, column: 16, scope: !96)
!100 = !DILocation(line: 31, column: 20, scope: !96)
!101 = !DILocation(line: 31, column: 18, scope: !96)
!102 = !DILocation(line: 31, column: 11, scope: !96)
!103 = !DILocation(line: 31, column: 5, scope: !96)
!104 = !DILocation(line: 31, column: 14, scope: !96)
!105 = !DILocation(line: 30, column: 27, scope: !96)
!106 = !DILocation(line: 30, column: 3, scope: !96)
!107 = distinct !{!107, !98, !108, !45}
!108 = !DILocation(line: 31, column: 20, scope: !92)
!109 = !DILocation(line: 32, column: 5, scope: !70)
!110 = !DILocation(line: 33, column: 3, scope: !70)
!111 = !DILocation(line: 34, column: 3, scope: !70)
!112 = !DILocation(line: 35, column: 1, scope: !70)
