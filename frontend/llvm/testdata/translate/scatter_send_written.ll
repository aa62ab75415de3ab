; ModuleID = 'scatter_send_written.c'
source_filename = "scatter_send_written.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %nloc = alloca i32, align 4
  %cnt = alloca i32, align 4
  %q = alloca i32, align 4
  %k = alloca i32, align 4
  %tag = alloca i32, align 4
  %tagsz = alloca i32, align 4
  %start = alloca i32*, align 8
  %value = alloca double, align 8
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @llvm.dbg.declare(metadata i32* %p, metadata !16, metadata !DIExpression()), !dbg !18
  %call1 = call i32 @bsp_nprocs(), !dbg !19
  store i32 %call1, i32* %p, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %s, metadata !20, metadata !DIExpression()), !dbg !21
  %call2 = call i32 @bsp_pid(), !dbg !22
  store i32 %call2, i32* %s, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata i32* %nloc, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 0, i32* %nloc, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %cnt, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %q, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %k, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %tag, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %tagsz, metadata !33, metadata !DIExpression()), !dbg !34
  store i32 4, i32* %tagsz, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata i32** %start, metadata !35, metadata !DIExpression()), !dbg !37
  %0 = load i32, i32* %p, align 4, !dbg !38
  %add = add nsw i32 %0, 1, !dbg !39
  %conv = sext i32 %add to i64, !dbg !40
  %mul = mul i64 %conv, 4, !dbg !41
  %call3 = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !42
  %1 = bitcast i8* %call3 to i32*, !dbg !42
  store i32* %1, i32** %start, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata double* %value, metadata !43, metadata !DIExpression()), !dbg !45
  %2 = bitcast i32* %nloc to i8*, !dbg !46
  call void @bsp_push_reg(i8* noundef %2, i32 noundef 4), !dbg !47
  call void @bsp_set_tagsize(i32* noundef %tagsz), !dbg !48
  call void @bsp_sync(), !dbg !49
  %3 = load i32, i32* %s, align 4, !dbg !50
  %cmp = icmp eq i32 %3, 0, !dbg !52
  br i1 %cmp, label %if.then, label %if.end25, !dbg !53

if.then:                                          ; preds = %entry
  store i32 0, i32* %q, align 4, !dbg !54
  br label %for.cond, !dbg !57

for.cond:                                         ; preds = %for.inc, %if.then
  %4 = load i32, i32* %q, align 4, !dbg !58
  %5 = load i32, i32* %p, align 4, !dbg !60
  %cmp5 = icmp sle i32 %4, %5, !dbg !61
  br i1 %cmp5, label %for.body, label %for.end, !dbg !62

for.body:                                         ; preds = %for.cond
  %6 = load i32*, i32** %start, align 8, !dbg !63
  %7 = load i32, i32* %q, align 4, !dbg !65
  %idxprom = sext i32 %7 to i64, !dbg !63
  %arrayidx = getelementptr inbounds i32, i32* %6, i64 %idxprom, !dbg !63
  %call7 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32* noundef %arrayidx), !dbg !66
  %cmp8 = icmp ne i32 %call7, 1, !dbg !67
  br i1 %cmp8, label %if.then10, label %if.end, !dbg !68

if.then10:                                        ; preds = %for.body
  %8 = load i32*, i32** %start, align 8, !dbg !69
  %9 = load i32, i32* %q, align 4, !dbg !70
  %idxprom11 = sext i32 %9 to i64, !dbg !69
  %arrayidx12 = getelementptr inbounds i32, i32* %8, i64 %idxprom11, !dbg !69
  store i32 0, i32* %arrayidx12, align 4, !dbg !71
  br label %if.end, !dbg !69

if.end:                                           ; preds = %if.then10, %for.body
  br label %for.inc, !dbg !72

for.inc:                                          ; preds = %if.end
  %10 = load i32, i32* %q, align 4, !dbg !73
  %inc = add nsw i32 %10, 1, !dbg !73
  store i32 %inc, i32* %q, align 4, !dbg !73
  br label %for.cond, !dbg !74, !llvm.loop !75

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %q, align 4, !dbg !78
  br label %for.cond13, !dbg !80

for.cond13:                                       ; preds = %for.inc22, %for.end
  %11 = load i32, i32* %q, align 4, !dbg !81
  %12 = load i32, i32* %p, align 4, !dbg !83
  %cmp14 = icmp slt i32 %11, %12, !dbg !84
  br i1 %cmp14, label %for.body16, label %for.end24, !dbg !85

for.body16:                                       ; preds = %for.cond13
  %13 = load i32*, i32** %start, align 8, !dbg !86
  %14 = load i32, i32* %q, align 4, !dbg !88
  %add17 = add nsw i32 %14, 1, !dbg !89
  %idxprom18 = sext i32 %add17 to i64, !dbg !86
  %arrayidx19 = getelementptr inbounds i32, i32* %13, i64 %idxprom18, !dbg !86
  %15 = load i32, i32* %arrayidx19, align 4, !dbg !86
  %16 = load i32*, i32** %start, align 8, !dbg !90
  %17 = load i32, i32* %q, align 4, !dbg !91
  %idxprom20 = sext i32 %17 to i64, !dbg !90
  %arrayidx21 = getelementptr inbounds i32, i32* %16, i64 %idxprom20, !dbg !90
  %18 = load i32, i32* %arrayidx21, align 4, !dbg !90
  %sub = sub nsw i32 %15, %18, !dbg !92
  store i32 %sub, i32* %cnt, align 4, !dbg !93
  %19 = load i32, i32* %q, align 4, !dbg !94
  %20 = bitcast i32* %cnt to i8*, !dbg !95
  %21 = bitcast i32* %nloc to i8*, !dbg !96
  call void @bsp_put(i32 noundef %19, i8* noundef %20, i8* noundef %21, i32 noundef 0, i32 noundef 4), !dbg !97
  br label %for.inc22, !dbg !98

for.inc22:                                        ; preds = %for.body16
  %22 = load i32, i32* %q, align 4, !dbg !99
  %inc23 = add nsw i32 %22, 1, !dbg !99
  store i32 %inc23, i32* %q, align 4, !dbg !99
  br label %for.cond13, !dbg !100, !llvm.loop !101

for.end24:                                        ; preds = %for.cond13
  br label %if.end25, !dbg !103

if.end25:                                         ; preds = %for.end24, %entry
  call void @bsp_sync(), !dbg !104
  %23 = load i32, i32* %s, align 4, !dbg !105
  %cmp26 = icmp eq i32 %23, 0, !dbg !107
  br i1 %cmp26, label %if.then28, label %if.end34, !dbg !108

if.then28:                                        ; preds = %if.end25
  %24 = load i32*, i32** %start, align 8, !dbg !109
  %25 = load i32, i32* %p, align 4, !dbg !110
  %idxprom29 = sext i32 %25 to i64, !dbg !109
  %arrayidx30 = getelementptr inbounds i32, i32* %24, i64 %idxprom29, !dbg !109
  %26 = load i32, i32* %arrayidx30, align 4, !dbg !109
  %mul31 = mul nsw i32 %26, 2, !dbg !111
  %27 = load i32*, i32** %start, align 8, !dbg !112
  %28 = load i32, i32* %p, align 4, !dbg !113
  %idxprom32 = sext i32 %28 to i64, !dbg !112
  %arrayidx33 = getelementptr inbounds i32, i32* %27, i64 %idxprom32, !dbg !112
  store i32 %mul31, i32* %arrayidx33, align 4, !dbg !114
  br label %if.end34, !dbg !112

if.end34:                                         ; preds = %if.then28, %if.end25
  store i32 0, i32* %q, align 4, !dbg !115
  br label %for.cond35, !dbg !117

for.cond35:                                       ; preds = %for.inc57, %if.end34
  %29 = load i32, i32* %q, align 4, !dbg !118
  %30 = load i32, i32* %p, align 4, !dbg !120
  %cmp36 = icmp slt i32 %29, %30, !dbg !121
  br i1 %cmp36, label %for.body38, label %for.end59, !dbg !122

for.body38:                                       ; preds = %for.cond35
  %31 = load i32, i32* %s, align 4, !dbg !123
  %cmp39 = icmp eq i32 %31, 0, !dbg !126
  br i1 %cmp39, label %if.then41, label %if.end56, !dbg !127

if.then41:                                        ; preds = %for.body38
  %32 = load i32*, i32** %start, align 8, !dbg !128
  %33 = load i32, i32* %q, align 4, !dbg !131
  %idxprom42 = sext i32 %33 to i64, !dbg !128
  %arrayidx43 = getelementptr inbounds i32, i32* %32, i64 %idxprom42, !dbg !128
  %34 = load i32, i32* %arrayidx43, align 4, !dbg !128
  store i32 %34, i32* %k, align 4, !dbg !132
  br label %for.cond44, !dbg !133

for.cond44:                                       ; preds = %for.inc53, %if.then41
  %35 = load i32, i32* %k, align 4, !dbg !134
  %36 = load i32*, i32** %start, align 8, !dbg !136
  %37 = load i32, i32* %q, align 4, !dbg !137
  %add45 = add nsw i32 %37, 1, !dbg !138
  %idxprom46 = sext i32 %add45 to i64, !dbg !136
  %arrayidx47 = getelementptr inbounds i32, i32* %36, i64 %idxprom46, !dbg !136
  %38 = load i32, i32* %arrayidx47, align 4, !dbg !136
  %cmp48 = icmp slt i32 %35, %38, !dbg !139
  br i1 %cmp48, label %for.body50, label %for.end55, !dbg !140

for.body50:                                       ; preds = %for.cond44
  %39 = load i32, i32* %k, align 4, !dbg !141
  %conv51 = sitofp i32 %39 to double, !dbg !141
  %mul52 = fmul double %conv51, 5.000000e-01, !dbg !143
  store double %mul52, double* %value, align 8, !dbg !144
  %40 = load i32, i32* %k, align 4, !dbg !145
  store i32 %40, i32* %tag, align 4, !dbg !146
  %41 = load i32, i32* %q, align 4, !dbg !147
  %42 = bitcast i32* %tag to i8*, !dbg !148
  %43 = bitcast double* %value to i8*, !dbg !149
  call void @bsp_send(i32 noundef %41, i8* noundef %42, i8* noundef %43, i32 noundef 8), !dbg !150
  br label %for.inc53, !dbg !151

for.inc53:                                        ; preds = %for.body50
  %44 = load i32, i32* %k, align 4, !dbg !152
  %inc54 = add nsw i32 %44, 1, !dbg !152
  store i32 %inc54, i32* %k, align 4, !dbg !152
  br label %for.cond44, !dbg !153, !llvm.loop !154

for.end55:                                        ; preds = %for.cond44
  br label %if.end56, !dbg !156

if.end56:                                         ; preds = %for.end55, %for.body38
  call void @bsp_sync(), !dbg !157
  br label %for.inc57, !dbg !158

for.inc57:                                        ; preds = %if.end56
  %45 = load i32, i32* %q, align 4, !dbg !159
  %inc58 = add nsw i32 %45, 1, !dbg !159
  store i32 %inc58, i32* %q, align 4, !dbg !159
  br label %for.cond35, !dbg !160, !llvm.loop !161

for.end59:                                        ; preds = %for.cond35
  %46 = bitcast i32* %nloc to i8*, !dbg !163
  call void @bsp_pop_reg(i8* noundef %46), !dbg !164
  %47 = load i32*, i32** %start, align 8, !dbg !165
  %48 = bitcast i32* %47 to i8*, !dbg !165
  call void @free(i8* noundef %48) #4, !dbg !166
  call void @bsp_end(), !dbg !167
  ret void, !dbg !168
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @bsp_pid() #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #1

declare void @bsp_set_tagsize(i32* noundef) #1

declare void @bsp_sync() #1

declare i32 @__isoc99_scanf(i8* noundef, ...) #1

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #1

declare void @bsp_send(i32 noundef, i8* noundef, i8* noundef, i32 noundef) #1

declare void @bsp_pop_reg(i8* noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "scatter_send_written.c", directory: ".", checksumkind: CSK_MD5, checksum: "aea1ff25f4a2d53b3d2317a5ef6ea7eb")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 9, column: 15, scope: !10)
!15 = !DILocation(line: 9, column: 5, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 10, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 10, column: 9, scope: !10)
!19 = !DILocation(line: 10, column: 13, scope: !10)
!20 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 10, type: !17)
!21 = !DILocation(line: 10, column: 27, scope: !10)
!22 = !DILocation(line: 10, column: 31, scope: !10)
!23 = !DILocalVariable(name: "nloc", scope: !10, file: !1, line: 11, type: !17)
!24 = !DILocation(line: 11, column: 9, scope: !10)
!25 = !DILocalVariable(name: "cnt", scope: !10, file: !1, line: 11, type: !17)
!26 = !DILocation(line: 11, column: 19, scope: !10)
!27 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 11, type: !17)
!28 = !DILocation(line: 11, column: 24, scope: !10)
!29 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 11, type: !17)
!30 = !DILocation(line: 11, column: 27, scope: !10)
!31 = !DILocalVariable(name: "tag", scope: !10, file: !1, line: 11, type: !17)
!32 = !DILocation(line: 11, column: 30, scope: !10)
!33 = !DILocalVariable(name: "tagsz", scope: !10, file: !1, line: 11, type: !17)
!34 = !DILocation(line: 11, column: 35, scope: !10)
!35 = !DILocalVariable(name: "start", scope: !10, file: !1, line: 12, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!37 = !DILocation(line: 12, column: 10, scope: !10)
!38 = !DILocation(line: 12, column: 26, scope: !10)
!39 = !DILocation(line: 12, column: 28, scope: !10)
!40 = !DILocation(line: 12, column: 25, scope: !10)
!41 = !DILocation(line: 12, column: 33, scope: !10)
!42 = !DILocation(line: 12, column: 18, scope: !10)
!43 = !DILocalVariable(name: "value", scope: !10, file: !1, line: 13, type: !44)
!44 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!45 = !DILocation(line: 13, column: 12, scope: !10)
!46 = !DILocation(line: 14, column: 18, scope: !10)
!47 = !DILocation(line: 14, column: 5, scope: !10)
!48 = !DILocation(line: 15, column: 5, scope: !10)
!49 = !DILocation(line: 16, column: 5, scope: !10)
!50 = !DILocation(line: 17, column: 9, scope: !51)
!51 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 9)
!52 = !DILocation(line: 17, column: 11, scope: !51)
!53 = !DILocation(line: 17, column: 9, scope: !10)
!54 = !DILocation(line: 18, column: 16, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !1, line: 18, column: 9)
!56 = distinct !DILexicalBlock(scope: !51, file: !1, line: 17, column: 17)
!57 = !DILocation(line: 18, column: 14, scope: !55)
!58 = !DILocation(line: 18, column: 21, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !1, line: 18, column: 9)
!60 = !DILocation(line: 18, column: 26, scope: !59)
!61 = !DILocation(line: 18, column: 23, scope: !59)
!62 = !DILocation(line: 18, column: 9, scope: !55)
!63 = !DILocation(line: 19, column: 30, scope: !64)
!64 = distinct !DILexicalBlock(scope: !59, file: !1, line: 19, column: 17)
!65 = !DILocation(line: 19, column: 36, scope: !64)
!66 = !DILocation(line: 19, column: 17, scope: !64)
!67 = !DILocation(line: 19, column: 40, scope: !64)
!68 = !DILocation(line: 19, column: 17, scope: !59)
!69 = !DILocation(line: 20, column: 17, scope: !64)
!70 = !DILocation(line: 20, column: 23, scope: !64)
!71 = !DILocation(line: 20, column: 26, scope: !64)
!72 = !DILocation(line: 19, column: 43, scope: !64)
!73 = !DILocation(line: 18, column: 30, scope: !59)
!74 = !DILocation(line: 18, column: 9, scope: !59)
!75 = distinct !{!75, !62, !76, !77}
!76 = !DILocation(line: 20, column: 28, scope: !55)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 21, column: 16, scope: !79)
!79 = distinct !DILexicalBlock(scope: !56, file: !1, line: 21, column: 9)
!80 = !DILocation(line: 21, column: 14, scope: !79)
!81 = !DILocation(line: 21, column: 21, scope: !82)
!82 = distinct !DILexicalBlock(scope: !79, file: !1, line: 21, column: 9)
!83 = !DILocation(line: 21, column: 25, scope: !82)
!84 = !DILocation(line: 21, column: 23, scope: !82)
!85 = !DILocation(line: 21, column: 9, scope: !79)
!86 = !DILocation(line: 22, column: 19, scope: !87)
!87 = distinct !DILexicalBlock(scope: !82, file: !1, line: 21, column: 33)
!88 = !DILocation(line: 22, column: 25, scope: !87)
!89 = !DILocation(line: 22, column: 27, scope: !87)
!90 = !DILocation(line: 22, column: 34, scope: !87)
!91 = !DILocation(line: 22, column: 40, scope: !87)
!92 = !DILocation(line: 22, column: 32, scope: !87)
!93 = !DILocation(line: 22, column: 17, scope: !87)
!94 = !DILocation(line: 23, column: 21, scope: !87)
!95 = !DILocation(line: 23, column: 24, scope: !87)
!96 = !DILocation(line: 23, column: 30, scope: !87)
!97 = !DILocation(line: 23, column: 13, scope: !87)
!98 = !DILocation(line: 24, column: 9, scope: !87)
!99 = !DILocation(line: 21, column: 29, scope: !82)
!100 = !DILocation(line: 21, column: 9, scope: !82)
!101 = distinct !{!101, !85, !102, !77}
!102 = !DILocation(line: 24, column: 9, scope: !79)
!103 = !DILocation(line: 25, column: 5, scope: !56)
!104 = !DILocation(line: 26, column: 5, scope: !10)
!105 = !DILocation(line: 27, column: 9, scope: !106)
!106 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 9)
!107 = !DILocation(line: 27, column: 11, scope: !106)
!108 = !DILocation(line: 27, column: 9, scope: !10)
!109 = !DILocation(line: 28, column: 20, scope: !106)
!110 = !DILocation(line: 28, column: 26, scope: !106)
!111 = !DILocation(line: 28, column: 29, scope: !106)
!112 = !DILocation(line: 28, column: 9, scope: !106)
!113 = !DILocation(line: 28, column: 15, scope: !106)
!114 = !DILocation(line: 28, column: 18, scope: !106)
!115 = !DILocation(line: 29, column: 12, scope: !116)
!116 = distinct !DILexicalBlock(scope: !10, file: !1, line: 29, column: 5)
!117 = !DILocation(line: 29, column: 10, scope: !116)
!118 = !DILocation(line: 29, column: 17, scope: !119)
!119 = distinct !DILexicalBlock(scope: !116, file: !1, line: 29, column: 5)
!120 = !DILocation(line: 29, column: 21, scope: !119)
!121 = !DILocation(line: 29, column: 19, scope: !119)
!122 = !DILocation(line: 29, column: 5, scope: !116)
!123 = !DILocation(line: 30, column: 13, scope: !124)
!124 = distinct !DILexicalBlock(scope: !125, file: !1, line: 30, column: 13)
!125 = distinct !DILexicalBlock(scope: !119, file: !1, line: 29, column: 29)
!126 = !DILocation(line: 30, column: 15, scope: !124)
!127 = !DILocation(line: 30, column: 13, scope: !125)
!128 = !DILocation(line: 31, column: 22, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !1, line: 31, column: 13)
!130 = distinct !DILexicalBlock(scope: !124, file: !1, line: 30, column: 21)
!131 = !DILocation(line: 31, column: 28, scope: !129)
!132 = !DILocation(line: 31, column: 20, scope: !129)
!133 = !DILocation(line: 31, column: 18, scope: !129)
!134 = !DILocation(line: 31, column: 32, scope: !135)
!135 = distinct !DILexicalBlock(scope: !129, file: !1, line: 31, column: 13)
!136 = !DILocation(line: 31, column: 36, scope: !135)
!137 = !DILocation(line: 31, column: 42, scope: !135)
!138 = !DILocation(line: 31, column: 44, scope: !135)
!139 = !DILocation(line: 31, column: 34, scope: !135)
!140 = !DILocation(line: 31, column: 13, scope: !129)
!141 = !DILocation(line: 32, column: 25, scope: !142)
!142 = distinct !DILexicalBlock(scope: !135, file: !1, line: 31, column: 55)
!143 = !DILocation(line: 32, column: 27, scope: !142)
!144 = !DILocation(line: 32, column: 23, scope: !142)
!145 = !DILocation(line: 33, column: 23, scope: !142)
!146 = !DILocation(line: 33, column: 21, scope: !142)
!147 = !DILocation(line: 34, column: 26, scope: !142)
!148 = !DILocation(line: 34, column: 29, scope: !142)
!149 = !DILocation(line: 34, column: 35, scope: !142)
!150 = !DILocation(line: 34, column: 17, scope: !142)
!151 = !DILocation(line: 35, column: 13, scope: !142)
!152 = !DILocation(line: 31, column: 51, scope: !135)
!153 = !DILocation(line: 31, column: 13, scope: !135)
!154 = distinct !{!154, !140, !155, !77}
!155 = !DILocation(line: 35, column: 13, scope: !129)
!156 = !DILocation(line: 36, column: 9, scope: !130)
!157 = !DILocation(line: 37, column: 9, scope: !125)
!158 = !DILocation(line: 38, column: 5, scope: !125)
!159 = !DILocation(line: 29, column: 25, scope: !119)
!160 = !DILocation(line: 29, column: 5, scope: !119)
!161 = distinct !{!161, !122, !162, !77}
!162 = !DILocation(line: 38, column: 5, scope: !116)
!163 = !DILocation(line: 39, column: 17, scope: !10)
!164 = !DILocation(line: 39, column: 5, scope: !10)
!165 = !DILocation(line: 40, column: 10, scope: !10)
!166 = !DILocation(line: 40, column: 5, scope: !10)
!167 = !DILocation(line: 41, column: 5, scope: !10)
!168 = !DILocation(line: 42, column: 1, scope: !10)
