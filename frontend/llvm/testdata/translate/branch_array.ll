; ModuleID = 'branch_array.c'
source_filename = "branch_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"vecalloci: not enough memory\00", align 1
@counts = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32* @vecalloci(i32 noundef %n) #0 !dbg !19 {
entry:
  %n.addr = alloca i32, align 4
  %pi = alloca i32*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32** %pi, metadata !26, metadata !DIExpression()), !dbg !27
  %0 = load i32, i32* %n.addr, align 4, !dbg !28
  %conv = sext i32 %0 to i64, !dbg !28
  %mul = mul i64 %conv, 4, !dbg !29
  %call = call noalias i8* @malloc(i64 noundef %mul) #5, !dbg !30
  %1 = bitcast i8* %call to i32*, !dbg !30
  store i32* %1, i32** %pi, align 8, !dbg !27
  %2 = load i32*, i32** %pi, align 8, !dbg !31
  %cmp = icmp eq i32* %2, null, !dbg !33
  br i1 %cmp, label %if.then, label %if.end, !dbg !34

if.then:                                          ; preds = %entry
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0)) #6, !dbg !35
  unreachable, !dbg !35

if.end:                                           ; preds = %entry
  %3 = load i32*, i32** %pi, align 8, !dbg !36
  ret i32* %3, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noreturn
declare void @bsp_abort(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !38 {
entry:
  %Nv = alloca i32*, align 8
  %q = alloca i32, align 4
  %nv = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32** %Nv, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %q, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata i32* %nv, metadata !45, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %nv, align 4, !dbg !46
  %call = call i32 @bsp_nprocs(), !dbg !47
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !48
  %0 = bitcast i32* %nv to i8*, !dbg !49
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 4), !dbg !50
  call void @bsp_sync(), !dbg !51
  %call1 = call i32 @bsp_pid(), !dbg !52
  %cmp = icmp eq i32 %call1, 0, !dbg !54
  br i1 %cmp, label %if.then, label %if.end, !dbg !55

if.then:                                          ; preds = %entry
  %call2 = call i32 @bsp_nprocs(), !dbg !56
  %call3 = call i32* @vecalloci(i32 noundef %call2), !dbg !58
  store i32* %call3, i32** %Nv, align 8, !dbg !59
  store i32 0, i32* %q, align 4, !dbg !60
  br label %for.cond, !dbg !62

for.cond:                                         ; preds = %for.inc, %if.then
  %1 = load i32, i32* %q, align 4, !dbg !63
  %call4 = call i32 @bsp_nprocs(), !dbg !65
  %cmp5 = icmp slt i32 %1, %call4, !dbg !66
  br i1 %cmp5, label %for.body, label %for.end, !dbg !67

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %q, align 4, !dbg !68
  %idxprom = sext i32 %2 to i64, !dbg !69
  %arrayidx = getelementptr inbounds [64 x i32], [64 x i32]* @counts, i64 0, i64 %idxprom, !dbg !69
  %3 = load i32, i32* %arrayidx, align 4, !dbg !69
  %4 = load i32*, i32** %Nv, align 8, !dbg !70
  %5 = load i32, i32* %q, align 4, !dbg !71
  %idxprom6 = sext i32 %5 to i64, !dbg !70
  %arrayidx7 = getelementptr inbounds i32, i32* %4, i64 %idxprom6, !dbg !70
  store i32 %3, i32* %arrayidx7, align 4, !dbg !72
  br label %for.inc, !dbg !70

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %q, align 4, !dbg !73
  %inc = add nsw i32 %6, 1, !dbg !73
  store i32 %inc, i32* %q, align 4, !dbg !73
  br label %for.cond, !dbg !74, !llvm.loop !75

for.end:                                          ; preds = %for.cond
  br label %if.end, !dbg !78

if.end:                                           ; preds = %for.end, %entry
  call void @bsp_sync(), !dbg !79
  %call8 = call i32 @bsp_pid(), !dbg !80
  %cmp9 = icmp eq i32 %call8, 0, !dbg !82
  br i1 %cmp9, label %if.then10, label %if.end20, !dbg !83

if.then10:                                        ; preds = %if.end
  store i32 0, i32* %q, align 4, !dbg !84
  br label %for.cond11, !dbg !87

for.cond11:                                       ; preds = %for.inc17, %if.then10
  %7 = load i32, i32* %q, align 4, !dbg !88
  %call12 = call i32 @bsp_nprocs(), !dbg !90
  %cmp13 = icmp slt i32 %7, %call12, !dbg !91
  br i1 %cmp13, label %for.body14, label %for.end19, !dbg !92

for.body14:                                       ; preds = %for.cond11
  %8 = load i32, i32* %q, align 4, !dbg !93
  %9 = load i32*, i32** %Nv, align 8, !dbg !94
  %10 = load i32, i32* %q, align 4, !dbg !95
  %idxprom15 = sext i32 %10 to i64, !dbg !94
  %arrayidx16 = getelementptr inbounds i32, i32* %9, i64 %idxprom15, !dbg !94
  %11 = bitcast i32* %arrayidx16 to i8*, !dbg !96
  %12 = bitcast i32* %nv to i8*, !dbg !97
  call void @bsp_put(i32 noundef %8, i8* noundef %11, i8* noundef %12, i32 noundef 0, i32 noundef 4), !dbg !98
  br label %for.inc17, !dbg !98

for.inc17:                                        ; preds = %for.body14
  %13 = load i32, i32* %q, align 4, !dbg !99
  %inc18 = add nsw i32 %13, 1, !dbg !99
  store i32 %inc18, i32* %q, align 4, !dbg !99
  br label %for.cond11, !dbg !100, !llvm.loop !101

for.end19:                                        ; preds = %for.cond11
  %14 = load i32*, i32** %Nv, align 8, !dbg !103
  %15 = bitcast i32* %14 to i8*, !dbg !103
  call void @free(i8* noundef %15) #5, !dbg !104
  br label %if.end20, !dbg !105

if.end20:                                         ; preds = %for.end19, %if.end
  call void @bsp_sync(), !dbg !106
  call void @bsp_end(), !dbg !107
  ret void, !dbg !108
}

declare void @bsp_begin(...) #4

declare i32 @bsp_nprocs() #4

declare void @bsp_push_reg(i8* noundef, i32 noundef) #4

declare void @bsp_sync() #4

declare i32 @bsp_pid() #4

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

declare void @bsp_end() #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counts", scope: !2, file: !3, line: 14, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "branch_array.c", directory: ".", checksumkind: CSK_MD5, checksum: "6031c2e94c6d0c818cf9b7aa67fdde77")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "vecalloci", scope: !3, file: !3, line: 7, type: !20, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !8}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !3, line: 7, type: !8)
!25 = !DILocation(line: 7, column: 20, scope: !19)
!26 = !DILocalVariable(name: "pi", scope: !19, file: !3, line: 8, type: !22)
!27 = !DILocation(line: 8, column: 8, scope: !19)
!28 = !DILocation(line: 8, column: 20, scope: !19)
!29 = !DILocation(line: 8, column: 22, scope: !19)
!30 = !DILocation(line: 8, column: 13, scope: !19)
!31 = !DILocation(line: 9, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !19, file: !3, line: 9, column: 7)
!33 = !DILocation(line: 9, column: 10, scope: !32)
!34 = !DILocation(line: 9, column: 7, scope: !19)
!35 = !DILocation(line: 10, column: 5, scope: !32)
!36 = !DILocation(line: 11, column: 10, scope: !19)
!37 = !DILocation(line: 11, column: 3, scope: !19)
!38 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 16, type: !39, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!39 = !DISubroutineType(types: !40)
!40 = !{null}
!41 = !DILocalVariable(name: "Nv", scope: !38, file: !3, line: 17, type: !22)
!42 = !DILocation(line: 17, column: 8, scope: !38)
!43 = !DILocalVariable(name: "q", scope: !38, file: !3, line: 17, type: !8)
!44 = !DILocation(line: 17, column: 12, scope: !38)
!45 = !DILocalVariable(name: "nv", scope: !38, file: !3, line: 17, type: !8)
!46 = !DILocation(line: 17, column: 15, scope: !38)
!47 = !DILocation(line: 18, column: 13, scope: !38)
!48 = !DILocation(line: 18, column: 3, scope: !38)
!49 = !DILocation(line: 19, column: 16, scope: !38)
!50 = !DILocation(line: 19, column: 3, scope: !38)
!51 = !DILocation(line: 20, column: 3, scope: !38)
!52 = !DILocation(line: 21, column: 7, scope: !53)
!53 = distinct !DILexicalBlock(scope: !38, file: !3, line: 21, column: 7)
!54 = !DILocation(line: 21, column: 17, scope: !53)
!55 = !DILocation(line: 21, column: 7, scope: !38)
!56 = !DILocation(line: 22, column: 20, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !3, line: 21, column: 23)
!58 = !DILocation(line: 22, column: 10, scope: !57)
!59 = !DILocation(line: 22, column: 8, scope: !57)
!60 = !DILocation(line: 23, column: 12, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 23, column: 5)
!62 = !DILocation(line: 23, column: 10, scope: !61)
!63 = !DILocation(line: 23, column: 17, scope: !64)
!64 = distinct !DILexicalBlock(scope: !61, file: !3, line: 23, column: 5)
!65 = !DILocation(line: 23, column: 21, scope: !64)
!66 = !DILocation(line: 23, column: 19, scope: !64)
!67 = !DILocation(line: 23, column: 5, scope: !61)
!68 = !DILocation(line: 24, column: 22, scope: !64)
!69 = !DILocation(line: 24, column: 15, scope: !64)
!70 = !DILocation(line: 24, column: 7, scope: !64)
!71 = !DILocation(line: 24, column: 10, scope: !64)
!72 = !DILocation(line: 24, column: 13, scope: !64)
!73 = !DILocation(line: 23, column: 36, scope: !64)
!74 = !DILocation(line: 23, column: 5, scope: !64)
!75 = distinct !{!75, !67, !76, !77}
!76 = !DILocation(line: 24, column: 23, scope: !61)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 25, column: 3, scope: !57)
!79 = !DILocation(line: 26, column: 3, scope: !38)
!80 = !DILocation(line: 27, column: 7, scope: !81)
!81 = distinct !DILexicalBlock(scope: !38, file: !3, line: 27, column: 7)
!82 = !DILocation(line: 27, column: 17, scope: !81)
!83 = !DILocation(line: 27, column: 7, scope: !38)
!84 = !DILocation(line: 28, column: 12, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 28, column: 5)
!86 = distinct !DILexicalBlock(scope: !81, file: !3, line: 27, column: 23)
!87 = !DILocation(line: 28, column: 10, scope: !85)
!88 = !DILocation(line: 28, column: 17, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 28, column: 5)
!90 = !DILocation(line: 28, column: 21, scope: !89)
!91 = !DILocation(line: 28, column: 19, scope: !89)
!92 = !DILocation(line: 28, column: 5, scope: !85)
!93 = !DILocation(line: 29, column: 15, scope: !89)
!94 = !DILocation(line: 29, column: 19, scope: !89)
!95 = !DILocation(line: 29, column: 22, scope: !89)
!96 = !DILocation(line: 29, column: 18, scope: !89)
!97 = !DILocation(line: 29, column: 26, scope: !89)
!98 = !DILocation(line: 29, column: 7, scope: !89)
!99 = !DILocation(line: 28, column: 36, scope: !89)
!100 = !DILocation(line: 28, column: 5, scope: !89)
!101 = distinct !{!101, !92, !102, !77}
!102 = !DILocation(line: 29, column: 45, scope: !85)
!103 = !DILocation(line: 30, column: 10, scope: !86)
!104 = !DILocation(line: 30, column: 5, scope: !86)
!105 = !DILocation(line: 31, column: 3, scope: !86)
!106 = !DILocation(line: 32, column: 3, scope: !38)
!107 = !DILocation(line: 33, column: 3, scope: !38)
!108 = !DILocation(line: 34, column: 1, scope: !38)
