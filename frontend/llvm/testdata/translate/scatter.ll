; ModuleID = 'scatter.c'
source_filename = "scatter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %n = alloca i32, align 4
  %nloc = alloca i32, align 4
  %cnt = alloca i32, align 4
  %q = alloca i32, align 4
  %i = alloca i32, align 4
  %it = alloca i32, align 4
  %start = alloca i32*, align 8
  %x = alloca double*, align 8
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @llvm.dbg.declare(metadata i32* %p, metadata !16, metadata !DIExpression()), !dbg !18
  %call1 = call i32 @bsp_nprocs(), !dbg !19
  store i32 %call1, i32* %p, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %s, metadata !20, metadata !DIExpression()), !dbg !21
  %call2 = call i32 @bsp_pid(), !dbg !22
  store i32 %call2, i32* %s, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata i32* %n, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 0, i32* %n, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %nloc, metadata !25, metadata !DIExpression()), !dbg !26
  store i32 0, i32* %nloc, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %cnt, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %q, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %i, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %it, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32** %start, metadata !35, metadata !DIExpression()), !dbg !37
  %0 = load i32, i32* %p, align 4, !dbg !38
  %add = add nsw i32 %0, 1, !dbg !39
  %conv = sext i32 %add to i64, !dbg !40
  %mul = mul i64 %conv, 4, !dbg !41
  %call3 = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !42
  %1 = bitcast i8* %call3 to i32*, !dbg !42
  store i32* %1, i32** %start, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata double** %x, metadata !43, metadata !DIExpression()), !dbg !46
  %2 = bitcast i32* %n to i8*, !dbg !47
  call void @bsp_push_reg(i8* noundef %2, i32 noundef 4), !dbg !48
  %3 = bitcast i32* %nloc to i8*, !dbg !49
  call void @bsp_push_reg(i8* noundef %3, i32 noundef 4), !dbg !50
  call void @bsp_sync(), !dbg !51
  %4 = load i32, i32* %s, align 4, !dbg !52
  %cmp = icmp eq i32 %4, 0, !dbg !54
  br i1 %cmp, label %if.then, label %if.end30, !dbg !55

if.then:                                          ; preds = %entry
  %call5 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32* noundef %n), !dbg !56
  %cmp6 = icmp ne i32 %call5, 1, !dbg !59
  br i1 %cmp6, label %if.then8, label %if.end, !dbg !60

if.then8:                                         ; preds = %if.then
  store i32 0, i32* %n, align 4, !dbg !61
  br label %if.end, !dbg !62

if.end:                                           ; preds = %if.then8, %if.then
  store i32 0, i32* %q, align 4, !dbg !63
  br label %for.cond, !dbg !65

for.cond:                                         ; preds = %for.inc, %if.end
  %5 = load i32, i32* %q, align 4, !dbg !66
  %6 = load i32, i32* %p, align 4, !dbg !68
  %cmp9 = icmp sle i32 %5, %6, !dbg !69
  br i1 %cmp9, label %for.body, label %for.end, !dbg !70

for.body:                                         ; preds = %for.cond
  %7 = load i32*, i32** %start, align 8, !dbg !71
  %8 = load i32, i32* %q, align 4, !dbg !73
  %idxprom = sext i32 %8 to i64, !dbg !71
  %arrayidx = getelementptr inbounds i32, i32* %7, i64 %idxprom, !dbg !71
  %call11 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32* noundef %arrayidx), !dbg !74
  %cmp12 = icmp ne i32 %call11, 1, !dbg !75
  br i1 %cmp12, label %if.then14, label %if.end17, !dbg !76

if.then14:                                        ; preds = %for.body
  %9 = load i32*, i32** %start, align 8, !dbg !77
  %10 = load i32, i32* %q, align 4, !dbg !78
  %idxprom15 = sext i32 %10 to i64, !dbg !77
  %arrayidx16 = getelementptr inbounds i32, i32* %9, i64 %idxprom15, !dbg !77
  store i32 0, i32* %arrayidx16, align 4, !dbg !79
  br label %if.end17, !dbg !77

if.end17:                                         ; preds = %if.then14, %for.body
  br label %for.inc, !dbg !80

for.inc:                                          ; preds = %if.end17
  %11 = load i32, i32* %q, align 4, !dbg !81
  %inc = add nsw i32 %11, 1, !dbg !81
  store i32 %inc, i32* %q, align 4, !dbg !81
  br label %for.cond, !dbg !82, !llvm.loop !83

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %q, align 4, !dbg !86
  br label %for.cond18, !dbg !88

for.cond18:                                       ; preds = %for.inc27, %for.end
  %12 = load i32, i32* %q, align 4, !dbg !89
  %13 = load i32, i32* %p, align 4, !dbg !91
  %cmp19 = icmp slt i32 %12, %13, !dbg !92
  br i1 %cmp19, label %for.body21, label %for.end29, !dbg !93

for.body21:                                       ; preds = %for.cond18
  %14 = load i32, i32* %q, align 4, !dbg !94
  %15 = bitcast i32* %n to i8*, !dbg !96
  %16 = bitcast i32* %n to i8*, !dbg !97
  call void @bsp_put(i32 noundef %14, i8* noundef %15, i8* noundef %16, i32 noundef 0, i32 noundef 4), !dbg !98
  %17 = load i32*, i32** %start, align 8, !dbg !99
  %18 = load i32, i32* %q, align 4, !dbg !100
  %add22 = add nsw i32 %18, 1, !dbg !101
  %idxprom23 = sext i32 %add22 to i64, !dbg !99
  %arrayidx24 = getelementptr inbounds i32, i32* %17, i64 %idxprom23, !dbg !99
  %19 = load i32, i32* %arrayidx24, align 4, !dbg !99
  %20 = load i32*, i32** %start, align 8, !dbg !102
  %21 = load i32, i32* %q, align 4, !dbg !103
  %idxprom25 = sext i32 %21 to i64, !dbg !102
  %arrayidx26 = getelementptr inbounds i32, i32* %20, i64 %idxprom25, !dbg !102
  %22 = load i32, i32* %arrayidx26, align 4, !dbg !102
  %sub = sub nsw i32 %19, %22, !dbg !104
  store i32 %sub, i32* %cnt, align 4, !dbg !105
  %23 = load i32, i32* %q, align 4, !dbg !106
  %24 = bitcast i32* %cnt to i8*, !dbg !107
  %25 = bitcast i32* %nloc to i8*, !dbg !108
  call void @bsp_put(i32 noundef %23, i8* noundef %24, i8* noundef %25, i32 noundef 0, i32 noundef 4), !dbg !109
  br label %for.inc27, !dbg !110

for.inc27:                                        ; preds = %for.body21
  %26 = load i32, i32* %q, align 4, !dbg !111
  %inc28 = add nsw i32 %26, 1, !dbg !111
  store i32 %inc28, i32* %q, align 4, !dbg !111
  br label %for.cond18, !dbg !112, !llvm.loop !113

for.end29:                                        ; preds = %for.cond18
  br label %if.end30, !dbg !115

if.end30:                                         ; preds = %for.end29, %entry
  call void @bsp_sync(), !dbg !116
  %27 = load i32, i32* %nloc, align 4, !dbg !117
  %cmp31 = icmp sgt i32 %27, 0, !dbg !118
  br i1 %cmp31, label %cond.true, label %cond.false, !dbg !117

cond.true:                                        ; preds = %if.end30
  %28 = load i32, i32* %nloc, align 4, !dbg !119
  br label %cond.end, !dbg !117

cond.false:                                       ; preds = %if.end30
  br label %cond.end, !dbg !117

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %28, %cond.true ], [ 1, %cond.false ], !dbg !117
  %conv33 = sext i32 %cond to i64, !dbg !120
  %mul34 = mul i64 %conv33, 8, !dbg !121
  %call35 = call noalias i8* @malloc(i64 noundef %mul34) #4, !dbg !122
  %29 = bitcast i8* %call35 to double*, !dbg !122
  store double* %29, double** %x, align 8, !dbg !123
  store i32 0, i32* %i, align 4, !dbg !124
  br label %for.cond36, !dbg !126

for.cond36:                                       ; preds = %for.inc43, %cond.end
  %30 = load i32, i32* %i, align 4, !dbg !127
  %31 = load i32, i32* %nloc, align 4, !dbg !129
  %cmp37 = icmp slt i32 %30, %31, !dbg !130
  br i1 %cmp37, label %for.body39, label %for.end45, !dbg !131

for.body39:                                       ; preds = %for.cond36
  %32 = load i32, i32* %i, align 4, !dbg !132
  %conv40 = sitofp i32 %32 to double, !dbg !132
  %33 = load double*, double** %x, align 8, !dbg !133
  %34 = load i32, i32* %i, align 4, !dbg !134
  %idxprom41 = sext i32 %34 to i64, !dbg !133
  %arrayidx42 = getelementptr inbounds double, double* %33, i64 %idxprom41, !dbg !133
  store double %conv40, double* %arrayidx42, align 8, !dbg !135
  br label %for.inc43, !dbg !133

for.inc43:                                        ; preds = %for.body39
  %35 = load i32, i32* %i, align 4, !dbg !136
  %inc44 = add nsw i32 %35, 1, !dbg !136
  store i32 %inc44, i32* %i, align 4, !dbg !136
  br label %for.cond36, !dbg !137, !llvm.loop !138

for.end45:                                        ; preds = %for.cond36
  %36 = load double*, double** %x, align 8, !dbg !140
  %37 = bitcast double* %36 to i8*, !dbg !140
  %38 = load i32, i32* %nloc, align 4, !dbg !141
  %cmp46 = icmp sgt i32 %38, 0, !dbg !142
  br i1 %cmp46, label %cond.true48, label %cond.false49, !dbg !141

cond.true48:                                      ; preds = %for.end45
  %39 = load i32, i32* %nloc, align 4, !dbg !143
  br label %cond.end50, !dbg !141

cond.false49:                                     ; preds = %for.end45
  br label %cond.end50, !dbg !141

cond.end50:                                       ; preds = %cond.false49, %cond.true48
  %cond51 = phi i32 [ %39, %cond.true48 ], [ 1, %cond.false49 ], !dbg !141
  %conv52 = sext i32 %cond51 to i64, !dbg !144
  %mul53 = mul i64 %conv52, 8, !dbg !145
  %conv54 = trunc i64 %mul53 to i32, !dbg !144
  call void @bsp_push_reg(i8* noundef %37, i32 noundef %conv54), !dbg !146
  call void @bsp_sync(), !dbg !147
  store i32 0, i32* %it, align 4, !dbg !148
  br label %for.cond55, !dbg !150

for.cond55:                                       ; preds = %for.inc84, %cond.end50
  %40 = load i32, i32* %it, align 4, !dbg !151
  %cmp56 = icmp slt i32 %40, 3, !dbg !153
  br i1 %cmp56, label %for.body58, label %for.end86, !dbg !154

for.body58:                                       ; preds = %for.cond55
  store i32 0, i32* %i, align 4, !dbg !155
  br label %for.cond59, !dbg !158

for.cond59:                                       ; preds = %for.inc69, %for.body58
  %41 = load i32, i32* %i, align 4, !dbg !159
  %42 = load i32, i32* %nloc, align 4, !dbg !161
  %cmp60 = icmp slt i32 %41, %42, !dbg !162
  br i1 %cmp60, label %for.body62, label %for.end71, !dbg !163

for.body62:                                       ; preds = %for.cond59
  %43 = load double*, double** %x, align 8, !dbg !164
  %44 = load i32, i32* %i, align 4, !dbg !165
  %idxprom63 = sext i32 %44 to i64, !dbg !164
  %arrayidx64 = getelementptr inbounds double, double* %43, i64 %idxprom63, !dbg !164
  %45 = load double, double* %arrayidx64, align 8, !dbg !164
  %46 = load i32, i32* %n, align 4, !dbg !166
  %conv66 = sitofp i32 %46 to double, !dbg !166
  %47 = call double @llvm.fmuladd.f64(double %45, double 2.000000e+00, double %conv66), !dbg !167
  %48 = load double*, double** %x, align 8, !dbg !168
  %49 = load i32, i32* %i, align 4, !dbg !169
  %idxprom67 = sext i32 %49 to i64, !dbg !168
  %arrayidx68 = getelementptr inbounds double, double* %48, i64 %idxprom67, !dbg !168
  store double %47, double* %arrayidx68, align 8, !dbg !170
  br label %for.inc69, !dbg !168

for.inc69:                                        ; preds = %for.body62
  %50 = load i32, i32* %i, align 4, !dbg !171
  %inc70 = add nsw i32 %50, 1, !dbg !171
  store i32 %inc70, i32* %i, align 4, !dbg !171
  br label %for.cond59, !dbg !172, !llvm.loop !173

for.end71:                                        ; preds = %for.cond59
  store i32 0, i32* %i, align 4, !dbg !175
  br label %for.cond72, !dbg !177

for.cond72:                                       ; preds = %for.inc81, %for.end71
  %51 = load i32, i32* %i, align 4, !dbg !178
  %52 = load i32, i32* %nloc, align 4, !dbg !180
  %cmp73 = icmp slt i32 %51, %52, !dbg !181
  br i1 %cmp73, label %for.body75, label %for.end83, !dbg !182

for.body75:                                       ; preds = %for.cond72
  %53 = load i32, i32* %s, align 4, !dbg !183
  %54 = load double*, double** %x, align 8, !dbg !184
  %55 = load i32, i32* %i, align 4, !dbg !185
  %idxprom76 = sext i32 %55 to i64, !dbg !184
  %arrayidx77 = getelementptr inbounds double, double* %54, i64 %idxprom76, !dbg !184
  %56 = bitcast double* %arrayidx77 to i8*, !dbg !186
  %57 = load double*, double** %x, align 8, !dbg !187
  %58 = bitcast double* %57 to i8*, !dbg !187
  %59 = load i32, i32* %i, align 4, !dbg !188
  %conv78 = sext i32 %59 to i64, !dbg !188
  %mul79 = mul i64 %conv78, 8, !dbg !189
  %conv80 = trunc i64 %mul79 to i32, !dbg !188
  call void @bsp_put(i32 noundef %53, i8* noundef %56, i8* noundef %58, i32 noundef %conv80, i32 noundef 8), !dbg !190
  br label %for.inc81, !dbg !190

for.inc81:                                        ; preds = %for.body75
  %60 = load i32, i32* %i, align 4, !dbg !191
  %inc82 = add nsw i32 %60, 1, !dbg !191
  store i32 %inc82, i32* %i, align 4, !dbg !191
  br label %for.cond72, !dbg !192, !llvm.loop !193

for.end83:                                        ; preds = %for.cond72
  call void @bsp_sync(), !dbg !195
  br label %for.inc84, !dbg !196

for.inc84:                                        ; preds = %for.end83
  %61 = load i32, i32* %it, align 4, !dbg !197
  %inc85 = add nsw i32 %61, 1, !dbg !197
  store i32 %inc85, i32* %it, align 4, !dbg !197
  br label %for.cond55, !dbg !198, !llvm.loop !199

for.end86:                                        ; preds = %for.cond55
  %62 = load double*, double** %x, align 8, !dbg !201
  %63 = bitcast double* %62 to i8*, !dbg !201
  call void @bsp_pop_reg(i8* noundef %63), !dbg !202
  %64 = bitcast i32* %nloc to i8*, !dbg !203
  call void @bsp_pop_reg(i8* noundef %64), !dbg !204
  %65 = bitcast i32* %n to i8*, !dbg !205
  call void @bsp_pop_reg(i8* noundef %65), !dbg !206
  %66 = load double*, double** %x, align 8, !dbg !207
  %67 = bitcast double* %66 to i8*, !dbg !207
  call void @free(i8* noundef %67) #4, !dbg !208
  %68 = load i32*, i32** %start, align 8, !dbg !209
  %69 = bitcast i32* %68 to i8*, !dbg !209
  call void @free(i8* noundef %69) #4, !dbg !210
  call void @bsp_end(), !dbg !211
  ret void, !dbg !212
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @bsp_pid() #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #1

declare void @bsp_sync() #1

declare i32 @__isoc99_scanf(i8* noundef, ...) #1

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

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
!1 = !DIFile(filename: "scatter.c", directory: ".", checksumkind: CSK_MD5, checksum: "8ef9b9231b4895553e4f7fef16fad450")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 12, column: 15, scope: !10)
!15 = !DILocation(line: 12, column: 5, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 13, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 13, column: 9, scope: !10)
!19 = !DILocation(line: 13, column: 13, scope: !10)
!20 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 13, type: !17)
!21 = !DILocation(line: 13, column: 27, scope: !10)
!22 = !DILocation(line: 13, column: 31, scope: !10)
!23 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 14, type: !17)
!24 = !DILocation(line: 14, column: 9, scope: !10)
!25 = !DILocalVariable(name: "nloc", scope: !10, file: !1, line: 14, type: !17)
!26 = !DILocation(line: 14, column: 16, scope: !10)
!27 = !DILocalVariable(name: "cnt", scope: !10, file: !1, line: 14, type: !17)
!28 = !DILocation(line: 14, column: 26, scope: !10)
!29 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 14, type: !17)
!30 = !DILocation(line: 14, column: 31, scope: !10)
!31 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 14, type: !17)
!32 = !DILocation(line: 14, column: 34, scope: !10)
!33 = !DILocalVariable(name: "it", scope: !10, file: !1, line: 14, type: !17)
!34 = !DILocation(line: 14, column: 37, scope: !10)
!35 = !DILocalVariable(name: "start", scope: !10, file: !1, line: 15, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!37 = !DILocation(line: 15, column: 10, scope: !10)
!38 = !DILocation(line: 15, column: 26, scope: !10)
!39 = !DILocation(line: 15, column: 28, scope: !10)
!40 = !DILocation(line: 15, column: 25, scope: !10)
!41 = !DILocation(line: 15, column: 33, scope: !10)
!42 = !DILocation(line: 15, column: 18, scope: !10)
!43 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 16, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!46 = !DILocation(line: 16, column: 13, scope: !10)
!47 = !DILocation(line: 17, column: 18, scope: !10)
!48 = !DILocation(line: 17, column: 5, scope: !10)
!49 = !DILocation(line: 18, column: 18, scope: !10)
!50 = !DILocation(line: 18, column: 5, scope: !10)
!51 = !DILocation(line: 19, column: 5, scope: !10)
!52 = !DILocation(line: 20, column: 9, scope: !53)
!53 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 9)
!54 = !DILocation(line: 20, column: 11, scope: !53)
!55 = !DILocation(line: 20, column: 9, scope: !10)
!56 = !DILocation(line: 21, column: 13, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !1, line: 21, column: 13)
!58 = distinct !DILexicalBlock(scope: !53, file: !1, line: 20, column: 17)
!59 = !DILocation(line: 21, column: 29, scope: !57)
!60 = !DILocation(line: 21, column: 13, scope: !58)
!61 = !DILocation(line: 22, column: 15, scope: !57)
!62 = !DILocation(line: 22, column: 13, scope: !57)
!63 = !DILocation(line: 23, column: 16, scope: !64)
!64 = distinct !DILexicalBlock(scope: !58, file: !1, line: 23, column: 9)
!65 = !DILocation(line: 23, column: 14, scope: !64)
!66 = !DILocation(line: 23, column: 21, scope: !67)
!67 = distinct !DILexicalBlock(scope: !64, file: !1, line: 23, column: 9)
!68 = !DILocation(line: 23, column: 26, scope: !67)
!69 = !DILocation(line: 23, column: 23, scope: !67)
!70 = !DILocation(line: 23, column: 9, scope: !64)
!71 = !DILocation(line: 24, column: 30, scope: !72)
!72 = distinct !DILexicalBlock(scope: !67, file: !1, line: 24, column: 17)
!73 = !DILocation(line: 24, column: 36, scope: !72)
!74 = !DILocation(line: 24, column: 17, scope: !72)
!75 = !DILocation(line: 24, column: 40, scope: !72)
!76 = !DILocation(line: 24, column: 17, scope: !67)
!77 = !DILocation(line: 25, column: 17, scope: !72)
!78 = !DILocation(line: 25, column: 23, scope: !72)
!79 = !DILocation(line: 25, column: 26, scope: !72)
!80 = !DILocation(line: 24, column: 43, scope: !72)
!81 = !DILocation(line: 23, column: 30, scope: !67)
!82 = !DILocation(line: 23, column: 9, scope: !67)
!83 = distinct !{!83, !70, !84, !85}
!84 = !DILocation(line: 25, column: 28, scope: !64)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 26, column: 16, scope: !87)
!87 = distinct !DILexicalBlock(scope: !58, file: !1, line: 26, column: 9)
!88 = !DILocation(line: 26, column: 14, scope: !87)
!89 = !DILocation(line: 26, column: 21, scope: !90)
!90 = distinct !DILexicalBlock(scope: !87, file: !1, line: 26, column: 9)
!91 = !DILocation(line: 26, column: 25, scope: !90)
!92 = !DILocation(line: 26, column: 23, scope: !90)
!93 = !DILocation(line: 26, column: 9, scope: !87)
!94 = !DILocation(line: 27, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !90, file: !1, line: 26, column: 33)
!96 = !DILocation(line: 27, column: 24, scope: !95)
!97 = !DILocation(line: 27, column: 28, scope: !95)
!98 = !DILocation(line: 27, column: 13, scope: !95)
!99 = !DILocation(line: 28, column: 19, scope: !95)
!100 = !DILocation(line: 28, column: 25, scope: !95)
!101 = !DILocation(line: 28, column: 27, scope: !95)
!102 = !DILocation(line: 28, column: 34, scope: !95)
!103 = !DILocation(line: 28, column: 40, scope: !95)
!104 = !DILocation(line: 28, column: 32, scope: !95)
!105 = !DILocation(line: 28, column: 17, scope: !95)
!106 = !DILocation(line: 29, column: 21, scope: !95)
!107 = !DILocation(line: 29, column: 24, scope: !95)
!108 = !DILocation(line: 29, column: 30, scope: !95)
!109 = !DILocation(line: 29, column: 13, scope: !95)
!110 = !DILocation(line: 30, column: 9, scope: !95)
!111 = !DILocation(line: 26, column: 29, scope: !90)
!112 = !DILocation(line: 26, column: 9, scope: !90)
!113 = distinct !{!113, !93, !114, !85}
!114 = !DILocation(line: 30, column: 9, scope: !87)
!115 = !DILocation(line: 31, column: 5, scope: !58)
!116 = !DILocation(line: 32, column: 5, scope: !10)
!117 = !DILocation(line: 33, column: 17, scope: !10)
!118 = !DILocation(line: 33, column: 22, scope: !10)
!119 = !DILocation(line: 33, column: 28, scope: !10)
!120 = !DILocation(line: 33, column: 16, scope: !10)
!121 = !DILocation(line: 33, column: 38, scope: !10)
!122 = !DILocation(line: 33, column: 9, scope: !10)
!123 = !DILocation(line: 33, column: 7, scope: !10)
!124 = !DILocation(line: 34, column: 12, scope: !125)
!125 = distinct !DILexicalBlock(scope: !10, file: !1, line: 34, column: 5)
!126 = !DILocation(line: 34, column: 10, scope: !125)
!127 = !DILocation(line: 34, column: 17, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !1, line: 34, column: 5)
!129 = !DILocation(line: 34, column: 21, scope: !128)
!130 = !DILocation(line: 34, column: 19, scope: !128)
!131 = !DILocation(line: 34, column: 5, scope: !125)
!132 = !DILocation(line: 35, column: 16, scope: !128)
!133 = !DILocation(line: 35, column: 9, scope: !128)
!134 = !DILocation(line: 35, column: 11, scope: !128)
!135 = !DILocation(line: 35, column: 14, scope: !128)
!136 = !DILocation(line: 34, column: 28, scope: !128)
!137 = !DILocation(line: 34, column: 5, scope: !128)
!138 = distinct !{!138, !131, !139, !85}
!139 = !DILocation(line: 35, column: 16, scope: !125)
!140 = !DILocation(line: 36, column: 18, scope: !10)
!141 = !DILocation(line: 36, column: 22, scope: !10)
!142 = !DILocation(line: 36, column: 27, scope: !10)
!143 = !DILocation(line: 36, column: 33, scope: !10)
!144 = !DILocation(line: 36, column: 21, scope: !10)
!145 = !DILocation(line: 36, column: 43, scope: !10)
!146 = !DILocation(line: 36, column: 5, scope: !10)
!147 = !DILocation(line: 37, column: 5, scope: !10)
!148 = !DILocation(line: 38, column: 13, scope: !149)
!149 = distinct !DILexicalBlock(scope: !10, file: !1, line: 38, column: 5)
!150 = !DILocation(line: 38, column: 10, scope: !149)
!151 = !DILocation(line: 38, column: 18, scope: !152)
!152 = distinct !DILexicalBlock(scope: !149, file: !1, line: 38, column: 5)
!153 = !DILocation(line: 38, column: 21, scope: !152)
!154 = !DILocation(line: 38, column: 5, scope: !149)
!155 = !DILocation(line: 39, column: 16, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !1, line: 39, column: 9)
!157 = distinct !DILexicalBlock(scope: !152, file: !1, line: 38, column: 32)
!158 = !DILocation(line: 39, column: 14, scope: !156)
!159 = !DILocation(line: 39, column: 21, scope: !160)
!160 = distinct !DILexicalBlock(scope: !156, file: !1, line: 39, column: 9)
!161 = !DILocation(line: 39, column: 25, scope: !160)
!162 = !DILocation(line: 39, column: 23, scope: !160)
!163 = !DILocation(line: 39, column: 9, scope: !156)
!164 = !DILocation(line: 40, column: 20, scope: !160)
!165 = !DILocation(line: 40, column: 22, scope: !160)
!166 = !DILocation(line: 40, column: 33, scope: !160)
!167 = !DILocation(line: 40, column: 31, scope: !160)
!168 = !DILocation(line: 40, column: 13, scope: !160)
!169 = !DILocation(line: 40, column: 15, scope: !160)
!170 = !DILocation(line: 40, column: 18, scope: !160)
!171 = !DILocation(line: 39, column: 32, scope: !160)
!172 = !DILocation(line: 39, column: 9, scope: !160)
!173 = distinct !{!173, !163, !174, !85}
!174 = !DILocation(line: 40, column: 33, scope: !156)
!175 = !DILocation(line: 41, column: 16, scope: !176)
!176 = distinct !DILexicalBlock(scope: !157, file: !1, line: 41, column: 9)
!177 = !DILocation(line: 41, column: 14, scope: !176)
!178 = !DILocation(line: 41, column: 21, scope: !179)
!179 = distinct !DILexicalBlock(scope: !176, file: !1, line: 41, column: 9)
!180 = !DILocation(line: 41, column: 25, scope: !179)
!181 = !DILocation(line: 41, column: 23, scope: !179)
!182 = !DILocation(line: 41, column: 9, scope: !176)
!183 = !DILocation(line: 42, column: 21, scope: !179)
!184 = !DILocation(line: 42, column: 25, scope: !179)
!185 = !DILocation(line: 42, column: 27, scope: !179)
!186 = !DILocation(line: 42, column: 24, scope: !179)
!187 = !DILocation(line: 42, column: 31, scope: !179)
!188 = !DILocation(line: 42, column: 34, scope: !179)
!189 = !DILocation(line: 42, column: 36, scope: !179)
!190 = !DILocation(line: 42, column: 13, scope: !179)
!191 = !DILocation(line: 41, column: 32, scope: !179)
!192 = !DILocation(line: 41, column: 9, scope: !179)
!193 = distinct !{!193, !182, !194, !85}
!194 = !DILocation(line: 42, column: 68, scope: !176)
!195 = !DILocation(line: 43, column: 9, scope: !157)
!196 = !DILocation(line: 44, column: 5, scope: !157)
!197 = !DILocation(line: 38, column: 28, scope: !152)
!198 = !DILocation(line: 38, column: 5, scope: !152)
!199 = distinct !{!199, !154, !200, !85}
!200 = !DILocation(line: 44, column: 5, scope: !149)
!201 = !DILocation(line: 45, column: 17, scope: !10)
!202 = !DILocation(line: 45, column: 5, scope: !10)
!203 = !DILocation(line: 46, column: 17, scope: !10)
!204 = !DILocation(line: 46, column: 5, scope: !10)
!205 = !DILocation(line: 47, column: 17, scope: !10)
!206 = !DILocation(line: 47, column: 5, scope: !10)
!207 = !DILocation(line: 48, column: 10, scope: !10)
!208 = !DILocation(line: 48, column: 5, scope: !10)
!209 = !DILocation(line: 49, column: 10, scope: !10)
!210 = !DILocation(line: 49, column: 5, scope: !10)
!211 = !DILocation(line: 50, column: 5, scope: !10)
!212 = !DILocation(line: 51, column: 1, scope: !10)
