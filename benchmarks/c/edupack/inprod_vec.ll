; ModuleID = 'inprod_vec.c'
source_filename = "inprod_vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"vecallocd: not enough memory\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double* @vecallocd(i32 noundef %n) #0 !dbg !12 {
entry:
  %n.addr = alloca i32, align 4
  %pd = alloca double*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata double** %pd, metadata !21, metadata !DIExpression()), !dbg !22
  %0 = load i32, i32* %n.addr, align 4, !dbg !23
  %conv = sext i32 %0 to i64, !dbg !23
  %mul = mul i64 %conv, 8, !dbg !24
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !25
  %1 = bitcast i8* %call to double*, !dbg !25
  store double* %1, double** %pd, align 8, !dbg !22
  %2 = load double*, double** %pd, align 8, !dbg !26
  %cmp = icmp eq double* %2, null, !dbg !28
  br i1 %cmp, label %if.then, label %if.end, !dbg !29

if.then:                                          ; preds = %entry
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0)), !dbg !30
  br label %if.end, !dbg !30

if.end:                                           ; preds = %if.then, %entry
  %3 = load double*, double** %pd, align 8, !dbg !31
  ret double* %3, !dbg !32
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare void @bsp_abort(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @vecfreed(double* noundef %pd) #0 !dbg !33 {
entry:
  %pd.addr = alloca double*, align 8
  store double* %pd, double** %pd.addr, align 8
  call void @llvm.dbg.declare(metadata double** %pd.addr, metadata !36, metadata !DIExpression()), !dbg !37
  %0 = load double*, double** %pd.addr, align 8, !dbg !38
  %1 = bitcast double* %0 to i8*, !dbg !38
  call void @free(i8* noundef %1) #4, !dbg !39
  ret void, !dbg !40
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @nloc(i32 noundef %p, i32 noundef %s, i32 noundef %n) #0 !dbg !41 {
entry:
  %p.addr = alloca i32, align 4
  %s.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  store i32 %p, i32* %p.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %p.addr, metadata !44, metadata !DIExpression()), !dbg !45
  store i32 %s, i32* %s.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %s.addr, metadata !46, metadata !DIExpression()), !dbg !47
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !48, metadata !DIExpression()), !dbg !49
  %0 = load i32, i32* %n.addr, align 4, !dbg !50
  %1 = load i32, i32* %p.addr, align 4, !dbg !51
  %add = add nsw i32 %0, %1, !dbg !52
  %2 = load i32, i32* %s.addr, align 4, !dbg !53
  %sub = sub nsw i32 %add, %2, !dbg !54
  %sub1 = sub nsw i32 %sub, 1, !dbg !55
  %3 = load i32, i32* %p.addr, align 4, !dbg !56
  %div = sdiv i32 %sub1, %3, !dbg !57
  ret i32 %div, !dbg !58
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @bspip(i32 noundef %p, i32 noundef %s, i32 noundef %n, double* noundef %x, double* noundef %y) #0 !dbg !59 {
entry:
  %p.addr = alloca i32, align 4
  %s.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %x.addr = alloca double*, align 8
  %y.addr = alloca double*, align 8
  %inprod = alloca double, align 8
  %Inprod = alloca double*, align 8
  %alpha = alloca double, align 8
  %i = alloca i32, align 4
  %t = alloca i32, align 4
  store i32 %p, i32* %p.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %p.addr, metadata !62, metadata !DIExpression()), !dbg !63
  store i32 %s, i32* %s.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %s.addr, metadata !64, metadata !DIExpression()), !dbg !65
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !66, metadata !DIExpression()), !dbg !67
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !68, metadata !DIExpression()), !dbg !69
  store double* %y, double** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double** %y.addr, metadata !70, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.declare(metadata double* %inprod, metadata !72, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.declare(metadata double** %Inprod, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.declare(metadata double* %alpha, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.declare(metadata i32* %i, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.declare(metadata i32* %t, metadata !80, metadata !DIExpression()), !dbg !81
  %0 = load i32, i32* %p.addr, align 4, !dbg !82
  %call = call double* @vecallocd(i32 noundef %0), !dbg !83
  store double* %call, double** %Inprod, align 8, !dbg !84
  %1 = load double*, double** %Inprod, align 8, !dbg !85
  %2 = bitcast double* %1 to i8*, !dbg !85
  %3 = load i32, i32* %p.addr, align 4, !dbg !86
  %conv = sext i32 %3 to i64, !dbg !86
  %mul = mul i64 %conv, 8, !dbg !87
  %conv1 = trunc i64 %mul to i32, !dbg !86
  call void @bsp_push_reg(i8* noundef %2, i32 noundef %conv1), !dbg !88
  call void @bsp_sync(), !dbg !89
  store double 0.000000e+00, double* %inprod, align 8, !dbg !90
  store i32 0, i32* %i, align 4, !dbg !91
  br label %for.cond, !dbg !93

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, i32* %i, align 4, !dbg !94
  %5 = load i32, i32* %p.addr, align 4, !dbg !96
  %6 = load i32, i32* %s.addr, align 4, !dbg !97
  %7 = load i32, i32* %n.addr, align 4, !dbg !98
  %call2 = call i32 @nloc(i32 noundef %5, i32 noundef %6, i32 noundef %7), !dbg !99
  %cmp = icmp slt i32 %4, %call2, !dbg !100
  br i1 %cmp, label %for.body, label %for.end, !dbg !101

for.body:                                         ; preds = %for.cond
  %8 = load double*, double** %x.addr, align 8, !dbg !102
  %9 = load i32, i32* %i, align 4, !dbg !103
  %idxprom = sext i32 %9 to i64, !dbg !102
  %arrayidx = getelementptr inbounds double, double* %8, i64 %idxprom, !dbg !102
  %10 = load double, double* %arrayidx, align 8, !dbg !102
  %11 = load double*, double** %y.addr, align 8, !dbg !104
  %12 = load i32, i32* %i, align 4, !dbg !105
  %idxprom4 = sext i32 %12 to i64, !dbg !104
  %arrayidx5 = getelementptr inbounds double, double* %11, i64 %idxprom4, !dbg !104
  %13 = load double, double* %arrayidx5, align 8, !dbg !104
  %14 = load double, double* %inprod, align 8, !dbg !106
  %15 = call double @llvm.fmuladd.f64(double %10, double %13, double %14), !dbg !106
  store double %15, double* %inprod, align 8, !dbg !106
  br label %for.inc, !dbg !107

for.inc:                                          ; preds = %for.body
  %16 = load i32, i32* %i, align 4, !dbg !108
  %inc = add nsw i32 %16, 1, !dbg !108
  store i32 %inc, i32* %i, align 4, !dbg !108
  br label %for.cond, !dbg !109, !llvm.loop !110

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %t, align 4, !dbg !113
  br label %for.cond7, !dbg !115

for.cond7:                                        ; preds = %for.inc14, %for.end
  %17 = load i32, i32* %t, align 4, !dbg !116
  %18 = load i32, i32* %p.addr, align 4, !dbg !118
  %cmp8 = icmp slt i32 %17, %18, !dbg !119
  br i1 %cmp8, label %for.body10, label %for.end16, !dbg !120

for.body10:                                       ; preds = %for.cond7
  %19 = load i32, i32* %t, align 4, !dbg !121
  %20 = bitcast double* %inprod to i8*, !dbg !122
  %21 = load double*, double** %Inprod, align 8, !dbg !123
  %22 = bitcast double* %21 to i8*, !dbg !123
  %23 = load i32, i32* %s.addr, align 4, !dbg !124
  %conv11 = sext i32 %23 to i64, !dbg !124
  %mul12 = mul i64 %conv11, 8, !dbg !125
  %conv13 = trunc i64 %mul12 to i32, !dbg !124
  call void @bsp_put(i32 noundef %19, i8* noundef %20, i8* noundef %22, i32 noundef %conv13, i32 noundef 8), !dbg !126
  br label %for.inc14, !dbg !126

for.inc14:                                        ; preds = %for.body10
  %24 = load i32, i32* %t, align 4, !dbg !127
  %inc15 = add nsw i32 %24, 1, !dbg !127
  store i32 %inc15, i32* %t, align 4, !dbg !127
  br label %for.cond7, !dbg !128, !llvm.loop !129

for.end16:                                        ; preds = %for.cond7
  call void @bsp_sync(), !dbg !131
  store double 0.000000e+00, double* %alpha, align 8, !dbg !132
  store i32 0, i32* %t, align 4, !dbg !133
  br label %for.cond17, !dbg !135

for.cond17:                                       ; preds = %for.inc23, %for.end16
  %25 = load i32, i32* %t, align 4, !dbg !136
  %26 = load i32, i32* %p.addr, align 4, !dbg !138
  %cmp18 = icmp slt i32 %25, %26, !dbg !139
  br i1 %cmp18, label %for.body20, label %for.end25, !dbg !140

for.body20:                                       ; preds = %for.cond17
  %27 = load double*, double** %Inprod, align 8, !dbg !141
  %28 = load i32, i32* %t, align 4, !dbg !142
  %idxprom21 = sext i32 %28 to i64, !dbg !141
  %arrayidx22 = getelementptr inbounds double, double* %27, i64 %idxprom21, !dbg !141
  %29 = load double, double* %arrayidx22, align 8, !dbg !141
  %30 = load double, double* %alpha, align 8, !dbg !143
  %add = fadd double %30, %29, !dbg !143
  store double %add, double* %alpha, align 8, !dbg !143
  br label %for.inc23, !dbg !144

for.inc23:                                        ; preds = %for.body20
  %31 = load i32, i32* %t, align 4, !dbg !145
  %inc24 = add nsw i32 %31, 1, !dbg !145
  store i32 %inc24, i32* %t, align 4, !dbg !145
  br label %for.cond17, !dbg !146, !llvm.loop !147

for.end25:                                        ; preds = %for.cond17
  %32 = load double*, double** %Inprod, align 8, !dbg !149
  %33 = bitcast double* %32 to i8*, !dbg !149
  call void @bsp_pop_reg(i8* noundef %33), !dbg !150
  %34 = load double*, double** %Inprod, align 8, !dbg !151
  call void @vecfreed(double* noundef %34), !dbg !152
  %35 = load double, double* %alpha, align 8, !dbg !153
  ret double %35, !dbg !154
}

declare void @bsp_push_reg(i8* noundef, i32 noundef) #3

declare void @bsp_sync() #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #3

declare void @bsp_pop_reg(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bspinprod(i32 noundef %N) #0 !dbg !155 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %nl = alloca i32, align 4
  %i = alloca i32, align 4
  %iglob = alloca i32, align 4
  %x = alloca double*, align 8
  %alpha = alloca double, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !158, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.declare(metadata i32* %p, metadata !160, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.declare(metadata i32* %s, metadata !162, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.declare(metadata i32* %nl, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.declare(metadata i32* %i, metadata !166, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.declare(metadata i32* %iglob, metadata !168, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.declare(metadata double** %x, metadata !170, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.declare(metadata double* %alpha, metadata !172, metadata !DIExpression()), !dbg !173
  %call = call i32 @bsp_nprocs(), !dbg !174
  call void @bsp_begin(i32 noundef %call), !dbg !175
  %call1 = call i32 @bsp_nprocs(), !dbg !176
  store i32 %call1, i32* %p, align 4, !dbg !177
  %call2 = call i32 @bsp_pid(), !dbg !178
  store i32 %call2, i32* %s, align 4, !dbg !179
  %0 = load i32, i32* %p, align 4, !dbg !180
  %1 = load i32, i32* %s, align 4, !dbg !181
  %2 = load i32, i32* %N.addr, align 4, !dbg !182
  %call3 = call i32 @nloc(i32 noundef %0, i32 noundef %1, i32 noundef %2), !dbg !183
  store i32 %call3, i32* %nl, align 4, !dbg !184
  %3 = load i32, i32* %nl, align 4, !dbg !185
  %call4 = call double* @vecallocd(i32 noundef %3), !dbg !186
  store double* %call4, double** %x, align 8, !dbg !187
  store i32 0, i32* %i, align 4, !dbg !188
  br label %for.cond, !dbg !190

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, i32* %i, align 4, !dbg !191
  %5 = load i32, i32* %nl, align 4, !dbg !193
  %cmp = icmp slt i32 %4, %5, !dbg !194
  br i1 %cmp, label %for.body, label %for.end, !dbg !195

for.body:                                         ; preds = %for.cond
  %6 = load i32, i32* %i, align 4, !dbg !196
  %7 = load i32, i32* %p, align 4, !dbg !198
  %mul = mul nsw i32 %6, %7, !dbg !199
  %8 = load i32, i32* %s, align 4, !dbg !200
  %add = add nsw i32 %mul, %8, !dbg !201
  store i32 %add, i32* %iglob, align 4, !dbg !202
  %9 = load i32, i32* %iglob, align 4, !dbg !203
  %add5 = add nsw i32 %9, 1, !dbg !204
  %conv = sitofp i32 %add5 to double, !dbg !203
  %10 = load double*, double** %x, align 8, !dbg !205
  %11 = load i32, i32* %i, align 4, !dbg !206
  %idxprom = sext i32 %11 to i64, !dbg !205
  %arrayidx = getelementptr inbounds double, double* %10, i64 %idxprom, !dbg !205
  store double %conv, double* %arrayidx, align 8, !dbg !207
  br label %for.inc, !dbg !208

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4, !dbg !209
  %inc = add nsw i32 %12, 1, !dbg !209
  store i32 %inc, i32* %i, align 4, !dbg !209
  br label %for.cond, !dbg !210, !llvm.loop !211

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !213
  %13 = load i32, i32* %p, align 4, !dbg !214
  %14 = load i32, i32* %s, align 4, !dbg !215
  %15 = load i32, i32* %N.addr, align 4, !dbg !216
  %16 = load double*, double** %x, align 8, !dbg !217
  %17 = load double*, double** %x, align 8, !dbg !218
  %call6 = call double @bspip(i32 noundef %13, i32 noundef %14, i32 noundef %15, double* noundef %16, double* noundef %17), !dbg !219
  store double %call6, double* %alpha, align 8, !dbg !220
  call void @bsp_sync(), !dbg !221
  %18 = load double*, double** %x, align 8, !dbg !222
  call void @vecfreed(double* noundef %18), !dbg !223
  call void @bsp_end(), !dbg !224
  ret void, !dbg !225
}

declare void @bsp_begin(i32 noundef) #3

declare i32 @bsp_nprocs() #3

declare i32 @bsp_pid() #3

declare void @bsp_end() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inprod_vec.c", directory: ".", checksumkind: CSK_MD5, checksum: "1d1543e62924a95dad4398a96ae3df39")
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
!12 = distinct !DISubprogram(name: "vecallocd", scope: !1, file: !1, line: 12, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !17}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 12, type: !17)
!20 = !DILocation(line: 12, column: 23, scope: !12)
!21 = !DILocalVariable(name: "pd", scope: !12, file: !1, line: 13, type: !15)
!22 = !DILocation(line: 13, column: 11, scope: !12)
!23 = !DILocation(line: 13, column: 23, scope: !12)
!24 = !DILocation(line: 13, column: 25, scope: !12)
!25 = !DILocation(line: 13, column: 16, scope: !12)
!26 = !DILocation(line: 14, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !12, file: !1, line: 14, column: 7)
!28 = !DILocation(line: 14, column: 10, scope: !27)
!29 = !DILocation(line: 14, column: 7, scope: !12)
!30 = !DILocation(line: 15, column: 5, scope: !27)
!31 = !DILocation(line: 16, column: 10, scope: !12)
!32 = !DILocation(line: 16, column: 3, scope: !12)
!33 = distinct !DISubprogram(name: "vecfreed", scope: !1, file: !1, line: 19, type: !34, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !15}
!36 = !DILocalVariable(name: "pd", arg: 1, scope: !33, file: !1, line: 19, type: !15)
!37 = !DILocation(line: 19, column: 23, scope: !33)
!38 = !DILocation(line: 19, column: 34, scope: !33)
!39 = !DILocation(line: 19, column: 29, scope: !33)
!40 = !DILocation(line: 19, column: 39, scope: !33)
!41 = distinct !DISubprogram(name: "nloc", scope: !1, file: !1, line: 21, type: !42, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!42 = !DISubroutineType(types: !43)
!43 = !{!17, !17, !17, !17}
!44 = !DILocalVariable(name: "p", arg: 1, scope: !41, file: !1, line: 21, type: !17)
!45 = !DILocation(line: 21, column: 14, scope: !41)
!46 = !DILocalVariable(name: "s", arg: 2, scope: !41, file: !1, line: 21, type: !17)
!47 = !DILocation(line: 21, column: 21, scope: !41)
!48 = !DILocalVariable(name: "n", arg: 3, scope: !41, file: !1, line: 21, type: !17)
!49 = !DILocation(line: 21, column: 28, scope: !41)
!50 = !DILocation(line: 23, column: 11, scope: !41)
!51 = !DILocation(line: 23, column: 15, scope: !41)
!52 = !DILocation(line: 23, column: 13, scope: !41)
!53 = !DILocation(line: 23, column: 19, scope: !41)
!54 = !DILocation(line: 23, column: 17, scope: !41)
!55 = !DILocation(line: 23, column: 21, scope: !41)
!56 = !DILocation(line: 23, column: 28, scope: !41)
!57 = !DILocation(line: 23, column: 26, scope: !41)
!58 = !DILocation(line: 23, column: 3, scope: !41)
!59 = distinct !DISubprogram(name: "bspip", scope: !1, file: !1, line: 26, type: !60, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!60 = !DISubroutineType(types: !61)
!61 = !{!16, !17, !17, !17, !15, !15}
!62 = !DILocalVariable(name: "p", arg: 1, scope: !59, file: !1, line: 26, type: !17)
!63 = !DILocation(line: 26, column: 18, scope: !59)
!64 = !DILocalVariable(name: "s", arg: 2, scope: !59, file: !1, line: 26, type: !17)
!65 = !DILocation(line: 26, column: 25, scope: !59)
!66 = !DILocalVariable(name: "n", arg: 3, scope: !59, file: !1, line: 26, type: !17)
!67 = !DILocation(line: 26, column: 32, scope: !59)
!68 = !DILocalVariable(name: "x", arg: 4, scope: !59, file: !1, line: 26, type: !15)
!69 = !DILocation(line: 26, column: 43, scope: !59)
!70 = !DILocalVariable(name: "y", arg: 5, scope: !59, file: !1, line: 26, type: !15)
!71 = !DILocation(line: 26, column: 54, scope: !59)
!72 = !DILocalVariable(name: "inprod", scope: !59, file: !1, line: 27, type: !16)
!73 = !DILocation(line: 27, column: 10, scope: !59)
!74 = !DILocalVariable(name: "Inprod", scope: !59, file: !1, line: 27, type: !15)
!75 = !DILocation(line: 27, column: 19, scope: !59)
!76 = !DILocalVariable(name: "alpha", scope: !59, file: !1, line: 27, type: !16)
!77 = !DILocation(line: 27, column: 27, scope: !59)
!78 = !DILocalVariable(name: "i", scope: !59, file: !1, line: 28, type: !17)
!79 = !DILocation(line: 28, column: 7, scope: !59)
!80 = !DILocalVariable(name: "t", scope: !59, file: !1, line: 28, type: !17)
!81 = !DILocation(line: 28, column: 10, scope: !59)
!82 = !DILocation(line: 30, column: 22, scope: !59)
!83 = !DILocation(line: 30, column: 12, scope: !59)
!84 = !DILocation(line: 30, column: 10, scope: !59)
!85 = !DILocation(line: 31, column: 16, scope: !59)
!86 = !DILocation(line: 31, column: 24, scope: !59)
!87 = !DILocation(line: 31, column: 26, scope: !59)
!88 = !DILocation(line: 31, column: 3, scope: !59)
!89 = !DILocation(line: 32, column: 3, scope: !59)
!90 = !DILocation(line: 34, column: 10, scope: !59)
!91 = !DILocation(line: 35, column: 10, scope: !92)
!92 = distinct !DILexicalBlock(scope: !59, file: !1, line: 35, column: 3)
!93 = !DILocation(line: 35, column: 8, scope: !92)
!94 = !DILocation(line: 35, column: 15, scope: !95)
!95 = distinct !DILexicalBlock(scope: !92, file: !1, line: 35, column: 3)
!96 = !DILocation(line: 35, column: 24, scope: !95)
!97 = !DILocation(line: 35, column: 27, scope: !95)
!98 = !DILocation(line: 35, column: 30, scope: !95)
!99 = !DILocation(line: 35, column: 19, scope: !95)
!100 = !DILocation(line: 35, column: 17, scope: !95)
!101 = !DILocation(line: 35, column: 3, scope: !92)
!102 = !DILocation(line: 36, column: 15, scope: !95)
!103 = !DILocation(line: 36, column: 17, scope: !95)
!104 = !DILocation(line: 36, column: 22, scope: !95)
!105 = !DILocation(line: 36, column: 24, scope: !95)
!106 = !DILocation(line: 36, column: 12, scope: !95)
!107 = !DILocation(line: 36, column: 5, scope: !95)
!108 = !DILocation(line: 35, column: 35, scope: !95)
!109 = !DILocation(line: 35, column: 3, scope: !95)
!110 = distinct !{!110, !101, !111, !112}
!111 = !DILocation(line: 36, column: 25, scope: !92)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 37, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !59, file: !1, line: 37, column: 3)
!115 = !DILocation(line: 37, column: 8, scope: !114)
!116 = !DILocation(line: 37, column: 15, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !1, line: 37, column: 3)
!118 = !DILocation(line: 37, column: 19, scope: !117)
!119 = !DILocation(line: 37, column: 17, scope: !117)
!120 = !DILocation(line: 37, column: 3, scope: !114)
!121 = !DILocation(line: 38, column: 13, scope: !117)
!122 = !DILocation(line: 38, column: 16, scope: !117)
!123 = !DILocation(line: 38, column: 25, scope: !117)
!124 = !DILocation(line: 38, column: 33, scope: !117)
!125 = !DILocation(line: 38, column: 35, scope: !117)
!126 = !DILocation(line: 38, column: 5, scope: !117)
!127 = !DILocation(line: 37, column: 23, scope: !117)
!128 = !DILocation(line: 37, column: 3, scope: !117)
!129 = distinct !{!129, !120, !130, !112}
!130 = !DILocation(line: 38, column: 49, scope: !114)
!131 = !DILocation(line: 39, column: 3, scope: !59)
!132 = !DILocation(line: 41, column: 9, scope: !59)
!133 = !DILocation(line: 42, column: 10, scope: !134)
!134 = distinct !DILexicalBlock(scope: !59, file: !1, line: 42, column: 3)
!135 = !DILocation(line: 42, column: 8, scope: !134)
!136 = !DILocation(line: 42, column: 15, scope: !137)
!137 = distinct !DILexicalBlock(scope: !134, file: !1, line: 42, column: 3)
!138 = !DILocation(line: 42, column: 19, scope: !137)
!139 = !DILocation(line: 42, column: 17, scope: !137)
!140 = !DILocation(line: 42, column: 3, scope: !134)
!141 = !DILocation(line: 43, column: 14, scope: !137)
!142 = !DILocation(line: 43, column: 21, scope: !137)
!143 = !DILocation(line: 43, column: 11, scope: !137)
!144 = !DILocation(line: 43, column: 5, scope: !137)
!145 = !DILocation(line: 42, column: 23, scope: !137)
!146 = !DILocation(line: 42, column: 3, scope: !137)
!147 = distinct !{!147, !140, !148, !112}
!148 = !DILocation(line: 43, column: 22, scope: !134)
!149 = !DILocation(line: 44, column: 15, scope: !59)
!150 = !DILocation(line: 44, column: 3, scope: !59)
!151 = !DILocation(line: 45, column: 12, scope: !59)
!152 = !DILocation(line: 45, column: 3, scope: !59)
!153 = !DILocation(line: 46, column: 10, scope: !59)
!154 = !DILocation(line: 46, column: 3, scope: !59)
!155 = distinct !DISubprogram(name: "bspinprod", scope: !1, file: !1, line: 49, type: !156, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !17}
!158 = !DILocalVariable(name: "N", arg: 1, scope: !155, file: !1, line: 49, type: !17)
!159 = !DILocation(line: 49, column: 20, scope: !155)
!160 = !DILocalVariable(name: "p", scope: !155, file: !1, line: 50, type: !17)
!161 = !DILocation(line: 50, column: 7, scope: !155)
!162 = !DILocalVariable(name: "s", scope: !155, file: !1, line: 50, type: !17)
!163 = !DILocation(line: 50, column: 10, scope: !155)
!164 = !DILocalVariable(name: "nl", scope: !155, file: !1, line: 50, type: !17)
!165 = !DILocation(line: 50, column: 13, scope: !155)
!166 = !DILocalVariable(name: "i", scope: !155, file: !1, line: 50, type: !17)
!167 = !DILocation(line: 50, column: 17, scope: !155)
!168 = !DILocalVariable(name: "iglob", scope: !155, file: !1, line: 50, type: !17)
!169 = !DILocation(line: 50, column: 20, scope: !155)
!170 = !DILocalVariable(name: "x", scope: !155, file: !1, line: 51, type: !15)
!171 = !DILocation(line: 51, column: 11, scope: !155)
!172 = !DILocalVariable(name: "alpha", scope: !155, file: !1, line: 51, type: !16)
!173 = !DILocation(line: 51, column: 14, scope: !155)
!174 = !DILocation(line: 53, column: 13, scope: !155)
!175 = !DILocation(line: 53, column: 3, scope: !155)
!176 = !DILocation(line: 54, column: 7, scope: !155)
!177 = !DILocation(line: 54, column: 5, scope: !155)
!178 = !DILocation(line: 55, column: 7, scope: !155)
!179 = !DILocation(line: 55, column: 5, scope: !155)
!180 = !DILocation(line: 56, column: 13, scope: !155)
!181 = !DILocation(line: 56, column: 16, scope: !155)
!182 = !DILocation(line: 56, column: 19, scope: !155)
!183 = !DILocation(line: 56, column: 8, scope: !155)
!184 = !DILocation(line: 56, column: 6, scope: !155)
!185 = !DILocation(line: 57, column: 17, scope: !155)
!186 = !DILocation(line: 57, column: 7, scope: !155)
!187 = !DILocation(line: 57, column: 5, scope: !155)
!188 = !DILocation(line: 58, column: 10, scope: !189)
!189 = distinct !DILexicalBlock(scope: !155, file: !1, line: 58, column: 3)
!190 = !DILocation(line: 58, column: 8, scope: !189)
!191 = !DILocation(line: 58, column: 15, scope: !192)
!192 = distinct !DILexicalBlock(scope: !189, file: !1, line: 58, column: 3)
!193 = !DILocation(line: 58, column: 19, scope: !192)
!194 = !DILocation(line: 58, column: 17, scope: !192)
!195 = !DILocation(line: 58, column: 3, scope: !189)
!196 = !DILocation(line: 59, column: 13, scope: !197)
!197 = distinct !DILexicalBlock(scope: !192, file: !1, line: 58, column: 28)
!198 = !DILocation(line: 59, column: 17, scope: !197)
!199 = !DILocation(line: 59, column: 15, scope: !197)
!200 = !DILocation(line: 59, column: 21, scope: !197)
!201 = !DILocation(line: 59, column: 19, scope: !197)
!202 = !DILocation(line: 59, column: 11, scope: !197)
!203 = !DILocation(line: 60, column: 12, scope: !197)
!204 = !DILocation(line: 60, column: 18, scope: !197)
!205 = !DILocation(line: 60, column: 5, scope: !197)
!206 = !DILocation(line: 60, column: 7, scope: !197)
!207 = !DILocation(line: 60, column: 10, scope: !197)
!208 = !DILocation(line: 61, column: 3, scope: !197)
!209 = !DILocation(line: 58, column: 24, scope: !192)
!210 = !DILocation(line: 58, column: 3, scope: !192)
!211 = distinct !{!211, !195, !212, !112}
!212 = !DILocation(line: 61, column: 3, scope: !189)
!213 = !DILocation(line: 62, column: 3, scope: !155)
!214 = !DILocation(line: 63, column: 17, scope: !155)
!215 = !DILocation(line: 63, column: 20, scope: !155)
!216 = !DILocation(line: 63, column: 23, scope: !155)
!217 = !DILocation(line: 63, column: 26, scope: !155)
!218 = !DILocation(line: 63, column: 29, scope: !155)
!219 = !DILocation(line: 63, column: 11, scope: !155)
!220 = !DILocation(line: 63, column: 9, scope: !155)
!221 = !DILocation(line: 64, column: 3, scope: !155)
!222 = !DILocation(line: 65, column: 12, scope: !155)
!223 = !DILocation(line: 65, column: 3, scope: !155)
!224 = !DILocation(line: 66, column: 3, scope: !155)
!225 = !DILocation(line: 67, column: 1, scope: !155)
