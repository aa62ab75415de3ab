; ModuleID = 'scatter_send.c'
source_filename = "scatter_send.c"
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
  %status = alloca i32, align 4
  %tagsz = alloca i32, align 4
  %start = alloca i32*, align 8
  %value = alloca double, align 8
  %x = alloca double*, align 8
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
  call void @llvm.dbg.declare(metadata i32* %status, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %tagsz, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 4, i32* %tagsz, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata i32** %start, metadata !37, metadata !DIExpression()), !dbg !39
  %0 = load i32, i32* %p, align 4, !dbg !40
  %add = add nsw i32 %0, 1, !dbg !41
  %conv = sext i32 %add to i64, !dbg !42
  %mul = mul i64 %conv, 4, !dbg !43
  %call3 = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !44
  %1 = bitcast i8* %call3 to i32*, !dbg !44
  store i32* %1, i32** %start, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata double* %value, metadata !45, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata double** %x, metadata !48, metadata !DIExpression()), !dbg !50
  %2 = bitcast i32* %nloc to i8*, !dbg !51
  call void @bsp_push_reg(i8* noundef %2, i32 noundef 4), !dbg !52
  call void @bsp_set_tagsize(i32* noundef %tagsz), !dbg !53
  call void @bsp_sync(), !dbg !54
  %3 = load i32, i32* %s, align 4, !dbg !55
  %cmp = icmp eq i32 %3, 0, !dbg !57
  br i1 %cmp, label %if.then, label %if.end25, !dbg !58

if.then:                                          ; preds = %entry
  store i32 0, i32* %q, align 4, !dbg !59
  br label %for.cond, !dbg !62

for.cond:                                         ; preds = %for.inc, %if.then
  %4 = load i32, i32* %q, align 4, !dbg !63
  %5 = load i32, i32* %p, align 4, !dbg !65
  %cmp5 = icmp sle i32 %4, %5, !dbg !66
  br i1 %cmp5, label %for.body, label %for.end, !dbg !67

for.body:                                         ; preds = %for.cond
  %6 = load i32*, i32** %start, align 8, !dbg !68
  %7 = load i32, i32* %q, align 4, !dbg !70
  %idxprom = sext i32 %7 to i64, !dbg !68
  %arrayidx = getelementptr inbounds i32, i32* %6, i64 %idxprom, !dbg !68
  %call7 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32* noundef %arrayidx), !dbg !71
  %cmp8 = icmp ne i32 %call7, 1, !dbg !72
  br i1 %cmp8, label %if.then10, label %if.end, !dbg !73

if.then10:                                        ; preds = %for.body
  %8 = load i32*, i32** %start, align 8, !dbg !74
  %9 = load i32, i32* %q, align 4, !dbg !75
  %idxprom11 = sext i32 %9 to i64, !dbg !74
  %arrayidx12 = getelementptr inbounds i32, i32* %8, i64 %idxprom11, !dbg !74
  store i32 0, i32* %arrayidx12, align 4, !dbg !76
  br label %if.end, !dbg !74

if.end:                                           ; preds = %if.then10, %for.body
  br label %for.inc, !dbg !77

for.inc:                                          ; preds = %if.end
  %10 = load i32, i32* %q, align 4, !dbg !78
  %inc = add nsw i32 %10, 1, !dbg !78
  store i32 %inc, i32* %q, align 4, !dbg !78
  br label %for.cond, !dbg !79, !llvm.loop !80

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %q, align 4, !dbg !83
  br label %for.cond13, !dbg !85

for.cond13:                                       ; preds = %for.inc22, %for.end
  %11 = load i32, i32* %q, align 4, !dbg !86
  %12 = load i32, i32* %p, align 4, !dbg !88
  %cmp14 = icmp slt i32 %11, %12, !dbg !89
  br i1 %cmp14, label %for.body16, label %for.end24, !dbg !90

for.body16:                                       ; preds = %for.cond13
  %13 = load i32*, i32** %start, align 8, !dbg !91
  %14 = load i32, i32* %q, align 4, !dbg !93
  %add17 = add nsw i32 %14, 1, !dbg !94
  %idxprom18 = sext i32 %add17 to i64, !dbg !91
  %arrayidx19 = getelementptr inbounds i32, i32* %13, i64 %idxprom18, !dbg !91
  %15 = load i32, i32* %arrayidx19, align 4, !dbg !91
  %16 = load i32*, i32** %start, align 8, !dbg !95
  %17 = load i32, i32* %q, align 4, !dbg !96
  %idxprom20 = sext i32 %17 to i64, !dbg !95
  %arrayidx21 = getelementptr inbounds i32, i32* %16, i64 %idxprom20, !dbg !95
  %18 = load i32, i32* %arrayidx21, align 4, !dbg !95
  %sub = sub nsw i32 %15, %18, !dbg !97
  store i32 %sub, i32* %cnt, align 4, !dbg !98
  %19 = load i32, i32* %q, align 4, !dbg !99
  %20 = bitcast i32* %cnt to i8*, !dbg !100
  %21 = bitcast i32* %nloc to i8*, !dbg !101
  call void @bsp_put(i32 noundef %19, i8* noundef %20, i8* noundef %21, i32 noundef 0, i32 noundef 4), !dbg !102
  br label %for.inc22, !dbg !103

for.inc22:                                        ; preds = %for.body16
  %22 = load i32, i32* %q, align 4, !dbg !104
  %inc23 = add nsw i32 %22, 1, !dbg !104
  store i32 %inc23, i32* %q, align 4, !dbg !104
  br label %for.cond13, !dbg !105, !llvm.loop !106

for.end24:                                        ; preds = %for.cond13
  br label %if.end25, !dbg !108

if.end25:                                         ; preds = %for.end24, %entry
  call void @bsp_sync(), !dbg !109
  %23 = load i32, i32* %nloc, align 4, !dbg !110
  %cmp26 = icmp sgt i32 %23, 0, !dbg !111
  br i1 %cmp26, label %cond.true, label %cond.false, !dbg !110

cond.true:                                        ; preds = %if.end25
  %24 = load i32, i32* %nloc, align 4, !dbg !112
  br label %cond.end, !dbg !110

cond.false:                                       ; preds = %if.end25
  br label %cond.end, !dbg !110

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %24, %cond.true ], [ 1, %cond.false ], !dbg !110
  %conv28 = sext i32 %cond to i64, !dbg !113
  %mul29 = mul i64 %conv28, 8, !dbg !114
  %call30 = call noalias i8* @malloc(i64 noundef %mul29) #4, !dbg !115
  %25 = bitcast i8* %call30 to double*, !dbg !115
  store double* %25, double** %x, align 8, !dbg !116
  store i32 0, i32* %q, align 4, !dbg !117
  br label %for.cond31, !dbg !119

for.cond31:                                       ; preds = %for.inc74, %cond.end
  %26 = load i32, i32* %q, align 4, !dbg !120
  %27 = load i32, i32* %p, align 4, !dbg !122
  %cmp32 = icmp slt i32 %26, %27, !dbg !123
  br i1 %cmp32, label %for.body34, label %for.end76, !dbg !124

for.body34:                                       ; preds = %for.cond31
  %28 = load i32, i32* %s, align 4, !dbg !125
  %cmp35 = icmp eq i32 %28, 0, !dbg !128
  br i1 %cmp35, label %if.then37, label %if.end55, !dbg !129

if.then37:                                        ; preds = %for.body34
  %29 = load i32*, i32** %start, align 8, !dbg !130
  %30 = load i32, i32* %q, align 4, !dbg !133
  %idxprom38 = sext i32 %30 to i64, !dbg !130
  %arrayidx39 = getelementptr inbounds i32, i32* %29, i64 %idxprom38, !dbg !130
  %31 = load i32, i32* %arrayidx39, align 4, !dbg !130
  store i32 %31, i32* %k, align 4, !dbg !134
  br label %for.cond40, !dbg !135

for.cond40:                                       ; preds = %for.inc52, %if.then37
  %32 = load i32, i32* %k, align 4, !dbg !136
  %33 = load i32*, i32** %start, align 8, !dbg !138
  %34 = load i32, i32* %q, align 4, !dbg !139
  %add41 = add nsw i32 %34, 1, !dbg !140
  %idxprom42 = sext i32 %add41 to i64, !dbg !138
  %arrayidx43 = getelementptr inbounds i32, i32* %33, i64 %idxprom42, !dbg !138
  %35 = load i32, i32* %arrayidx43, align 4, !dbg !138
  %cmp44 = icmp slt i32 %32, %35, !dbg !141
  br i1 %cmp44, label %for.body46, label %for.end54, !dbg !142

for.body46:                                       ; preds = %for.cond40
  %36 = load i32, i32* %k, align 4, !dbg !143
  %conv47 = sitofp i32 %36 to double, !dbg !143
  %mul48 = fmul double %conv47, 5.000000e-01, !dbg !145
  store double %mul48, double* %value, align 8, !dbg !146
  %37 = load i32, i32* %k, align 4, !dbg !147
  %38 = load i32*, i32** %start, align 8, !dbg !148
  %39 = load i32, i32* %q, align 4, !dbg !149
  %idxprom49 = sext i32 %39 to i64, !dbg !148
  %arrayidx50 = getelementptr inbounds i32, i32* %38, i64 %idxprom49, !dbg !148
  %40 = load i32, i32* %arrayidx50, align 4, !dbg !148
  %sub51 = sub nsw i32 %37, %40, !dbg !150
  store i32 %sub51, i32* %tag, align 4, !dbg !151
  %41 = load i32, i32* %q, align 4, !dbg !152
  %42 = bitcast i32* %tag to i8*, !dbg !153
  %43 = bitcast double* %value to i8*, !dbg !154
  call void @bsp_send(i32 noundef %41, i8* noundef %42, i8* noundef %43, i32 noundef 8), !dbg !155
  br label %for.inc52, !dbg !156

for.inc52:                                        ; preds = %for.body46
  %44 = load i32, i32* %k, align 4, !dbg !157
  %inc53 = add nsw i32 %44, 1, !dbg !157
  store i32 %inc53, i32* %k, align 4, !dbg !157
  br label %for.cond40, !dbg !158, !llvm.loop !159

for.end54:                                        ; preds = %for.cond40
  br label %if.end55, !dbg !161

if.end55:                                         ; preds = %for.end54, %for.body34
  call void @bsp_sync(), !dbg !162
  %45 = load i32, i32* %s, align 4, !dbg !163
  %46 = load i32, i32* %q, align 4, !dbg !165
  %cmp56 = icmp eq i32 %45, %46, !dbg !166
  br i1 %cmp56, label %if.then58, label %if.end73, !dbg !167

if.then58:                                        ; preds = %if.end55
  store i32 0, i32* %k, align 4, !dbg !168
  br label %for.cond59, !dbg !171

for.cond59:                                       ; preds = %for.inc70, %if.then58
  %47 = load i32, i32* %k, align 4, !dbg !172
  %48 = load i32, i32* %nloc, align 4, !dbg !174
  %cmp60 = icmp slt i32 %47, %48, !dbg !175
  br i1 %cmp60, label %for.body62, label %for.end72, !dbg !176

for.body62:                                       ; preds = %for.cond59
  %49 = bitcast i32* %tag to i8*, !dbg !177
  call void @bsp_get_tag(i32* noundef %status, i8* noundef %49), !dbg !179
  %50 = load double*, double** %x, align 8, !dbg !180
  %51 = load i32, i32* %k, align 4, !dbg !181
  %idxprom63 = sext i32 %51 to i64, !dbg !180
  %arrayidx64 = getelementptr inbounds double, double* %50, i64 %idxprom63, !dbg !180
  %52 = bitcast double* %arrayidx64 to i8*, !dbg !182
  call void @bsp_move(i8* noundef %52, i32 noundef 8), !dbg !183
  %53 = load double*, double** %x, align 8, !dbg !184
  %54 = load i32, i32* %k, align 4, !dbg !185
  %idxprom65 = sext i32 %54 to i64, !dbg !184
  %arrayidx66 = getelementptr inbounds double, double* %53, i64 %idxprom65, !dbg !184
  %55 = load double, double* %arrayidx66, align 8, !dbg !184
  %mul67 = fmul double %55, 2.000000e+00, !dbg !186
  %56 = load double*, double** %x, align 8, !dbg !187
  %57 = load i32, i32* %k, align 4, !dbg !188
  %idxprom68 = sext i32 %57 to i64, !dbg !187
  %arrayidx69 = getelementptr inbounds double, double* %56, i64 %idxprom68, !dbg !187
  store double %mul67, double* %arrayidx69, align 8, !dbg !189
  br label %for.inc70, !dbg !190

for.inc70:                                        ; preds = %for.body62
  %58 = load i32, i32* %k, align 4, !dbg !191
  %inc71 = add nsw i32 %58, 1, !dbg !191
  store i32 %inc71, i32* %k, align 4, !dbg !191
  br label %for.cond59, !dbg !192, !llvm.loop !193

for.end72:                                        ; preds = %for.cond59
  br label %if.end73, !dbg !195

if.end73:                                         ; preds = %for.end72, %if.end55
  br label %for.inc74, !dbg !196

for.inc74:                                        ; preds = %if.end73
  %59 = load i32, i32* %q, align 4, !dbg !197
  %inc75 = add nsw i32 %59, 1, !dbg !197
  store i32 %inc75, i32* %q, align 4, !dbg !197
  br label %for.cond31, !dbg !198, !llvm.loop !199

for.end76:                                        ; preds = %for.cond31
  %60 = bitcast i32* %nloc to i8*, !dbg !201
  call void @bsp_pop_reg(i8* noundef %60), !dbg !202
  %61 = load double*, double** %x, align 8, !dbg !203
  %62 = bitcast double* %61 to i8*, !dbg !203
  call void @free(i8* noundef %62) #4, !dbg !204
  %63 = load i32*, i32** %start, align 8, !dbg !205
  %64 = bitcast i32* %63 to i8*, !dbg !205
  call void @free(i8* noundef %64) #4, !dbg !206
  call void @bsp_end(), !dbg !207
  ret void, !dbg !208
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

declare void @bsp_get_tag(i32* noundef, i8* noundef) #1

declare void @bsp_move(i8* noundef, i32 noundef) #1

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
!1 = !DIFile(filename: "scatter_send.c", directory: ".", checksumkind: CSK_MD5, checksum: "6032ded29402491cc6e025700742b09e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 13, column: 15, scope: !10)
!15 = !DILocation(line: 13, column: 5, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 14, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 14, column: 9, scope: !10)
!19 = !DILocation(line: 14, column: 13, scope: !10)
!20 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 14, type: !17)
!21 = !DILocation(line: 14, column: 27, scope: !10)
!22 = !DILocation(line: 14, column: 31, scope: !10)
!23 = !DILocalVariable(name: "nloc", scope: !10, file: !1, line: 15, type: !17)
!24 = !DILocation(line: 15, column: 9, scope: !10)
!25 = !DILocalVariable(name: "cnt", scope: !10, file: !1, line: 15, type: !17)
!26 = !DILocation(line: 15, column: 19, scope: !10)
!27 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 15, type: !17)
!28 = !DILocation(line: 15, column: 24, scope: !10)
!29 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 15, type: !17)
!30 = !DILocation(line: 15, column: 27, scope: !10)
!31 = !DILocalVariable(name: "tag", scope: !10, file: !1, line: 15, type: !17)
!32 = !DILocation(line: 15, column: 30, scope: !10)
!33 = !DILocalVariable(name: "status", scope: !10, file: !1, line: 15, type: !17)
!34 = !DILocation(line: 15, column: 35, scope: !10)
!35 = !DILocalVariable(name: "tagsz", scope: !10, file: !1, line: 15, type: !17)
!36 = !DILocation(line: 15, column: 43, scope: !10)
!37 = !DILocalVariable(name: "start", scope: !10, file: !1, line: 16, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!39 = !DILocation(line: 16, column: 10, scope: !10)
!40 = !DILocation(line: 16, column: 26, scope: !10)
!41 = !DILocation(line: 16, column: 28, scope: !10)
!42 = !DILocation(line: 16, column: 25, scope: !10)
!43 = !DILocation(line: 16, column: 33, scope: !10)
!44 = !DILocation(line: 16, column: 18, scope: !10)
!45 = !DILocalVariable(name: "value", scope: !10, file: !1, line: 17, type: !46)
!46 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!47 = !DILocation(line: 17, column: 12, scope: !10)
!48 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 17, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!50 = !DILocation(line: 17, column: 20, scope: !10)
!51 = !DILocation(line: 18, column: 18, scope: !10)
!52 = !DILocation(line: 18, column: 5, scope: !10)
!53 = !DILocation(line: 19, column: 5, scope: !10)
!54 = !DILocation(line: 20, column: 5, scope: !10)
!55 = !DILocation(line: 21, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 9)
!57 = !DILocation(line: 21, column: 11, scope: !56)
!58 = !DILocation(line: 21, column: 9, scope: !10)
!59 = !DILocation(line: 22, column: 16, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !1, line: 22, column: 9)
!61 = distinct !DILexicalBlock(scope: !56, file: !1, line: 21, column: 17)
!62 = !DILocation(line: 22, column: 14, scope: !60)
!63 = !DILocation(line: 22, column: 21, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 22, column: 9)
!65 = !DILocation(line: 22, column: 26, scope: !64)
!66 = !DILocation(line: 22, column: 23, scope: !64)
!67 = !DILocation(line: 22, column: 9, scope: !60)
!68 = !DILocation(line: 23, column: 30, scope: !69)
!69 = distinct !DILexicalBlock(scope: !64, file: !1, line: 23, column: 17)
!70 = !DILocation(line: 23, column: 36, scope: !69)
!71 = !DILocation(line: 23, column: 17, scope: !69)
!72 = !DILocation(line: 23, column: 40, scope: !69)
!73 = !DILocation(line: 23, column: 17, scope: !64)
!74 = !DILocation(line: 24, column: 17, scope: !69)
!75 = !DILocation(line: 24, column: 23, scope: !69)
!76 = !DILocation(line: 24, column: 26, scope: !69)
!77 = !DILocation(line: 23, column: 43, scope: !69)
!78 = !DILocation(line: 22, column: 30, scope: !64)
!79 = !DILocation(line: 22, column: 9, scope: !64)
!80 = distinct !{!80, !67, !81, !82}
!81 = !DILocation(line: 24, column: 28, scope: !60)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 25, column: 16, scope: !84)
!84 = distinct !DILexicalBlock(scope: !61, file: !1, line: 25, column: 9)
!85 = !DILocation(line: 25, column: 14, scope: !84)
!86 = !DILocation(line: 25, column: 21, scope: !87)
!87 = distinct !DILexicalBlock(scope: !84, file: !1, line: 25, column: 9)
!88 = !DILocation(line: 25, column: 25, scope: !87)
!89 = !DILocation(line: 25, column: 23, scope: !87)
!90 = !DILocation(line: 25, column: 9, scope: !84)
!91 = !DILocation(line: 26, column: 19, scope: !92)
!92 = distinct !DILexicalBlock(scope: !87, file: !1, line: 25, column: 33)
!93 = !DILocation(line: 26, column: 25, scope: !92)
!94 = !DILocation(line: 26, column: 27, scope: !92)
!95 = !DILocation(line: 26, column: 34, scope: !92)
!96 = !DILocation(line: 26, column: 40, scope: !92)
!97 = !DILocation(line: 26, column: 32, scope: !92)
!98 = !DILocation(line: 26, column: 17, scope: !92)
!99 = !DILocation(line: 27, column: 21, scope: !92)
!100 = !DILocation(line: 27, column: 24, scope: !92)
!101 = !DILocation(line: 27, column: 30, scope: !92)
!102 = !DILocation(line: 27, column: 13, scope: !92)
!103 = !DILocation(line: 28, column: 9, scope: !92)
!104 = !DILocation(line: 25, column: 29, scope: !87)
!105 = !DILocation(line: 25, column: 9, scope: !87)
!106 = distinct !{!106, !90, !107, !82}
!107 = !DILocation(line: 28, column: 9, scope: !84)
!108 = !DILocation(line: 29, column: 5, scope: !61)
!109 = !DILocation(line: 30, column: 5, scope: !10)
!110 = !DILocation(line: 31, column: 17, scope: !10)
!111 = !DILocation(line: 31, column: 22, scope: !10)
!112 = !DILocation(line: 31, column: 28, scope: !10)
!113 = !DILocation(line: 31, column: 16, scope: !10)
!114 = !DILocation(line: 31, column: 38, scope: !10)
!115 = !DILocation(line: 31, column: 9, scope: !10)
!116 = !DILocation(line: 31, column: 7, scope: !10)
!117 = !DILocation(line: 32, column: 12, scope: !118)
!118 = distinct !DILexicalBlock(scope: !10, file: !1, line: 32, column: 5)
!119 = !DILocation(line: 32, column: 10, scope: !118)
!120 = !DILocation(line: 32, column: 17, scope: !121)
!121 = distinct !DILexicalBlock(scope: !118, file: !1, line: 32, column: 5)
!122 = !DILocation(line: 32, column: 21, scope: !121)
!123 = !DILocation(line: 32, column: 19, scope: !121)
!124 = !DILocation(line: 32, column: 5, scope: !118)
!125 = !DILocation(line: 33, column: 13, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !1, line: 33, column: 13)
!127 = distinct !DILexicalBlock(scope: !121, file: !1, line: 32, column: 29)
!128 = !DILocation(line: 33, column: 15, scope: !126)
!129 = !DILocation(line: 33, column: 13, scope: !127)
!130 = !DILocation(line: 34, column: 22, scope: !131)
!131 = distinct !DILexicalBlock(scope: !132, file: !1, line: 34, column: 13)
!132 = distinct !DILexicalBlock(scope: !126, file: !1, line: 33, column: 21)
!133 = !DILocation(line: 34, column: 28, scope: !131)
!134 = !DILocation(line: 34, column: 20, scope: !131)
!135 = !DILocation(line: 34, column: 18, scope: !131)
!136 = !DILocation(line: 34, column: 32, scope: !137)
!137 = distinct !DILexicalBlock(scope: !131, file: !1, line: 34, column: 13)
!138 = !DILocation(line: 34, column: 36, scope: !137)
!139 = !DILocation(line: 34, column: 42, scope: !137)
!140 = !DILocation(line: 34, column: 44, scope: !137)
!141 = !DILocation(line: 34, column: 34, scope: !137)
!142 = !DILocation(line: 34, column: 13, scope: !131)
!143 = !DILocation(line: 35, column: 25, scope: !144)
!144 = distinct !DILexicalBlock(scope: !137, file: !1, line: 34, column: 55)
!145 = !DILocation(line: 35, column: 27, scope: !144)
!146 = !DILocation(line: 35, column: 23, scope: !144)
!147 = !DILocation(line: 36, column: 23, scope: !144)
!148 = !DILocation(line: 36, column: 27, scope: !144)
!149 = !DILocation(line: 36, column: 33, scope: !144)
!150 = !DILocation(line: 36, column: 25, scope: !144)
!151 = !DILocation(line: 36, column: 21, scope: !144)
!152 = !DILocation(line: 37, column: 26, scope: !144)
!153 = !DILocation(line: 37, column: 29, scope: !144)
!154 = !DILocation(line: 37, column: 35, scope: !144)
!155 = !DILocation(line: 37, column: 17, scope: !144)
!156 = !DILocation(line: 38, column: 13, scope: !144)
!157 = !DILocation(line: 34, column: 51, scope: !137)
!158 = !DILocation(line: 34, column: 13, scope: !137)
!159 = distinct !{!159, !142, !160, !82}
!160 = !DILocation(line: 38, column: 13, scope: !131)
!161 = !DILocation(line: 39, column: 9, scope: !132)
!162 = !DILocation(line: 40, column: 9, scope: !127)
!163 = !DILocation(line: 41, column: 13, scope: !164)
!164 = distinct !DILexicalBlock(scope: !127, file: !1, line: 41, column: 13)
!165 = !DILocation(line: 41, column: 18, scope: !164)
!166 = !DILocation(line: 41, column: 15, scope: !164)
!167 = !DILocation(line: 41, column: 13, scope: !127)
!168 = !DILocation(line: 42, column: 20, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !1, line: 42, column: 13)
!170 = distinct !DILexicalBlock(scope: !164, file: !1, line: 41, column: 21)
!171 = !DILocation(line: 42, column: 18, scope: !169)
!172 = !DILocation(line: 42, column: 25, scope: !173)
!173 = distinct !DILexicalBlock(scope: !169, file: !1, line: 42, column: 13)
!174 = !DILocation(line: 42, column: 29, scope: !173)
!175 = !DILocation(line: 42, column: 27, scope: !173)
!176 = !DILocation(line: 42, column: 13, scope: !169)
!177 = !DILocation(line: 43, column: 38, scope: !178)
!178 = distinct !DILexicalBlock(scope: !173, file: !1, line: 42, column: 40)
!179 = !DILocation(line: 43, column: 17, scope: !178)
!180 = !DILocation(line: 44, column: 27, scope: !178)
!181 = !DILocation(line: 44, column: 29, scope: !178)
!182 = !DILocation(line: 44, column: 26, scope: !178)
!183 = !DILocation(line: 44, column: 17, scope: !178)
!184 = !DILocation(line: 45, column: 24, scope: !178)
!185 = !DILocation(line: 45, column: 26, scope: !178)
!186 = !DILocation(line: 45, column: 29, scope: !178)
!187 = !DILocation(line: 45, column: 17, scope: !178)
!188 = !DILocation(line: 45, column: 19, scope: !178)
!189 = !DILocation(line: 45, column: 22, scope: !178)
!190 = !DILocation(line: 46, column: 13, scope: !178)
!191 = !DILocation(line: 42, column: 36, scope: !173)
!192 = !DILocation(line: 42, column: 13, scope: !173)
!193 = distinct !{!193, !176, !194, !82}
!194 = !DILocation(line: 46, column: 13, scope: !169)
!195 = !DILocation(line: 47, column: 9, scope: !170)
!196 = !DILocation(line: 48, column: 5, scope: !127)
!197 = !DILocation(line: 32, column: 25, scope: !121)
!198 = !DILocation(line: 32, column: 5, scope: !121)
!199 = distinct !{!199, !124, !200, !82}
!200 = !DILocation(line: 48, column: 5, scope: !118)
!201 = !DILocation(line: 49, column: 17, scope: !10)
!202 = !DILocation(line: 49, column: 5, scope: !10)
!203 = !DILocation(line: 50, column: 10, scope: !10)
!204 = !DILocation(line: 50, column: 5, scope: !10)
!205 = !DILocation(line: 51, column: 10, scope: !10)
!206 = !DILocation(line: 51, column: 5, scope: !10)
!207 = !DILocation(line: 52, column: 5, scope: !10)
!208 = !DILocation(line: 53, column: 1, scope: !10)
