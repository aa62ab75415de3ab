; ModuleID = 'inprod_vec.c'
source_filename = "inprod_vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"vecallocd: not enough memory\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double* @vecallocd(i32 noundef %n) #0 !dbg !14 {
entry:
  %n.addr = alloca i32, align 4
  %pd = alloca double*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata double** %pd, metadata !21, metadata !DIExpression()), !dbg !22
  %0 = load i32, i32* %n.addr, align 4, !dbg !23
  %cmp = icmp eq i32 %0, 0, !dbg !25
  br i1 %cmp, label %if.then, label %if.else, !dbg !26

if.then:                                          ; preds = %entry
  store double* null, double** %pd, align 8, !dbg !27
  br label %if.end4, !dbg !29

if.else:                                          ; preds = %entry
  %1 = load i32, i32* %n.addr, align 4, !dbg !30
  %conv = sext i32 %1 to i64, !dbg !30
  %mul = mul i64 %conv, 8, !dbg !32
  %call = call noalias i8* @malloc(i64 noundef %mul) #5, !dbg !33
  %2 = bitcast i8* %call to double*, !dbg !34
  store double* %2, double** %pd, align 8, !dbg !35
  %3 = load double*, double** %pd, align 8, !dbg !36
  %cmp1 = icmp eq double* %3, null, !dbg !38
  br i1 %cmp1, label %if.then3, label %if.end, !dbg !39

if.then3:                                         ; preds = %if.else
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0)) #6, !dbg !40
  unreachable, !dbg !40

if.end:                                           ; preds = %if.else
  br label %if.end4

if.end4:                                          ; preds = %if.end, %if.then
  %4 = load double*, double** %pd, align 8, !dbg !41
  ret double* %4, !dbg !42
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noreturn
declare void @bsp_abort(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @vecfreed(double* noundef %pd) #0 !dbg !43 {
entry:
  %pd.addr = alloca double*, align 8
  store double* %pd, double** %pd.addr, align 8
  call void @llvm.dbg.declare(metadata double** %pd.addr, metadata !46, metadata !DIExpression()), !dbg !47
  %0 = load double*, double** %pd.addr, align 8, !dbg !48
  %cmp = icmp ne double* %0, null, !dbg !50
  br i1 %cmp, label %if.then, label %if.end, !dbg !51

if.then:                                          ; preds = %entry
  %1 = load double*, double** %pd.addr, align 8, !dbg !52
  %2 = bitcast double* %1 to i8*, !dbg !52
  call void @free(i8* noundef %2) #5, !dbg !53
  br label %if.end, !dbg !53

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !54
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @nloc(i32 noundef %p, i32 noundef %s, i32 noundef %n) #0 !dbg !55 {
entry:
  %p.addr = alloca i32, align 4
  %s.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  store i32 %p, i32* %p.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %p.addr, metadata !58, metadata !DIExpression()), !dbg !59
  store i32 %s, i32* %s.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %s.addr, metadata !60, metadata !DIExpression()), !dbg !61
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !62, metadata !DIExpression()), !dbg !63
  %0 = load i32, i32* %n.addr, align 4, !dbg !64
  %1 = load i32, i32* %p.addr, align 4, !dbg !65
  %add = add nsw i32 %0, %1, !dbg !66
  %2 = load i32, i32* %s.addr, align 4, !dbg !67
  %sub = sub nsw i32 %add, %2, !dbg !68
  %sub1 = sub nsw i32 %sub, 1, !dbg !69
  %3 = load i32, i32* %p.addr, align 4, !dbg !70
  %div = sdiv i32 %sub1, %3, !dbg !71
  ret i32 %div, !dbg !72
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @bspip(i32 noundef %p, i32 noundef %s, i32 noundef %n, double* noundef %x, double* noundef %y) #0 !dbg !73 {
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
  call void @llvm.dbg.declare(metadata i32* %p.addr, metadata !76, metadata !DIExpression()), !dbg !77
  store i32 %s, i32* %s.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %s.addr, metadata !78, metadata !DIExpression()), !dbg !79
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !80, metadata !DIExpression()), !dbg !81
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !82, metadata !DIExpression()), !dbg !83
  store double* %y, double** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double** %y.addr, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.declare(metadata double* %inprod, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.declare(metadata double** %Inprod, metadata !88, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.declare(metadata double* %alpha, metadata !90, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.declare(metadata i32* %i, metadata !92, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.declare(metadata i32* %t, metadata !94, metadata !DIExpression()), !dbg !95
  %0 = load i32, i32* %p.addr, align 4, !dbg !96
  %call = call double* @vecallocd(i32 noundef %0), !dbg !97
  store double* %call, double** %Inprod, align 8, !dbg !98
  %1 = load double*, double** %Inprod, align 8, !dbg !99
  %2 = bitcast double* %1 to i8*, !dbg !99
  %3 = load i32, i32* %p.addr, align 4, !dbg !100
  %conv = sext i32 %3 to i64, !dbg !100
  %mul = mul i64 %conv, 8, !dbg !101
  %conv1 = trunc i64 %mul to i32, !dbg !100
  call void @bsp_push_reg(i8* noundef %2, i32 noundef %conv1), !dbg !102
  call void @bsp_sync(), !dbg !103
  store double 0.000000e+00, double* %inprod, align 8, !dbg !104
  store i32 0, i32* %i, align 4, !dbg !105
  br label %for.cond, !dbg !107

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, i32* %i, align 4, !dbg !108
  %5 = load i32, i32* %p.addr, align 4, !dbg !110
  %6 = load i32, i32* %s.addr, align 4, !dbg !111
  %7 = load i32, i32* %n.addr, align 4, !dbg !112
  %call2 = call i32 @nloc(i32 noundef %5, i32 noundef %6, i32 noundef %7), !dbg !113
  %cmp = icmp slt i32 %4, %call2, !dbg !114
  br i1 %cmp, label %for.body, label %for.end, !dbg !115

for.body:                                         ; preds = %for.cond
  %8 = load double*, double** %x.addr, align 8, !dbg !116
  %9 = load i32, i32* %i, align 4, !dbg !117
  %idxprom = sext i32 %9 to i64, !dbg !116
  %arrayidx = getelementptr inbounds double, double* %8, i64 %idxprom, !dbg !116
  %10 = load double, double* %arrayidx, align 8, !dbg !116
  %11 = load double*, double** %y.addr, align 8, !dbg !118
  %12 = load i32, i32* %i, align 4, !dbg !119
  %idxprom4 = sext i32 %12 to i64, !dbg !118
  %arrayidx5 = getelementptr inbounds double, double* %11, i64 %idxprom4, !dbg !118
  %13 = load double, double* %arrayidx5, align 8, !dbg !118
  %14 = load double, double* %inprod, align 8, !dbg !120
  %15 = call double @llvm.fmuladd.f64(double %10, double %13, double %14), !dbg !120
  store double %15, double* %inprod, align 8, !dbg !120
  br label %for.inc, !dbg !121

for.inc:                                          ; preds = %for.body
  %16 = load i32, i32* %i, align 4, !dbg !122
  %inc = add nsw i32 %16, 1, !dbg !122
  store i32 %inc, i32* %i, align 4, !dbg !122
  br label %for.cond, !dbg !123, !llvm.loop !124

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %t, align 4, !dbg !127
  br label %for.cond7, !dbg !129

for.cond7:                                        ; preds = %for.inc14, %for.end
  %17 = load i32, i32* %t, align 4, !dbg !130
  %18 = load i32, i32* %p.addr, align 4, !dbg !132
  %cmp8 = icmp slt i32 %17, %18, !dbg !133
  br i1 %cmp8, label %for.body10, label %for.end16, !dbg !134

for.body10:                                       ; preds = %for.cond7
  %19 = load i32, i32* %t, align 4, !dbg !135
  %20 = bitcast double* %inprod to i8*, !dbg !136
  %21 = load double*, double** %Inprod, align 8, !dbg !137
  %22 = bitcast double* %21 to i8*, !dbg !137
  %23 = load i32, i32* %s.addr, align 4, !dbg !138
  %conv11 = sext i32 %23 to i64, !dbg !138
  %mul12 = mul i64 %conv11, 8, !dbg !139
  %conv13 = trunc i64 %mul12 to i32, !dbg !138
  call void @bsp_put(i32 noundef %19, i8* noundef %20, i8* noundef %22, i32 noundef %conv13, i32 noundef 8), !dbg !140
  br label %for.inc14, !dbg !140

for.inc14:                                        ; preds = %for.body10
  %24 = load i32, i32* %t, align 4, !dbg !141
  %inc15 = add nsw i32 %24, 1, !dbg !141
  store i32 %inc15, i32* %t, align 4, !dbg !141
  br label %for.cond7, !dbg !142, !llvm.loop !143

for.end16:                                        ; preds = %for.cond7
  call void @bsp_sync(), !dbg !145
  store double 0.000000e+00, double* %alpha, align 8, !dbg !146
  store i32 0, i32* %t, align 4, !dbg !147
  br label %for.cond17, !dbg !149

for.cond17:                                       ; preds = %for.inc23, %for.end16
  %25 = load i32, i32* %t, align 4, !dbg !150
  %26 = load i32, i32* %p.addr, align 4, !dbg !152
  %cmp18 = icmp slt i32 %25, %26, !dbg !153
  br i1 %cmp18, label %for.body20, label %for.end25, !dbg !154

for.body20:                                       ; preds = %for.cond17
  %27 = load double*, double** %Inprod, align 8, !dbg !155
  %28 = load i32, i32* %t, align 4, !dbg !156
  %idxprom21 = sext i32 %28 to i64, !dbg !155
  %arrayidx22 = getelementptr inbounds double, double* %27, i64 %idxprom21, !dbg !155
  %29 = load double, double* %arrayidx22, align 8, !dbg !155
  %30 = load double, double* %alpha, align 8, !dbg !157
  %add = fadd double %30, %29, !dbg !157
  store double %add, double* %alpha, align 8, !dbg !157
  br label %for.inc23, !dbg !158

for.inc23:                                        ; preds = %for.body20
  %31 = load i32, i32* %t, align 4, !dbg !159
  %inc24 = add nsw i32 %31, 1, !dbg !159
  store i32 %inc24, i32* %t, align 4, !dbg !159
  br label %for.cond17, !dbg !160, !llvm.loop !161

for.end25:                                        ; preds = %for.cond17
  %32 = load double*, double** %Inprod, align 8, !dbg !163
  %33 = bitcast double* %32 to i8*, !dbg !163
  call void @bsp_pop_reg(i8* noundef %33), !dbg !164
  %34 = load double*, double** %Inprod, align 8, !dbg !165
  call void @vecfreed(double* noundef %34), !dbg !166
  %35 = load double, double* %alpha, align 8, !dbg !167
  ret double %35, !dbg !168
}

declare void @bsp_push_reg(i8* noundef, i32 noundef) #4

declare void @bsp_sync() #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #4

declare void @bsp_pop_reg(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bspinprod(i32 noundef %N) #0 !dbg !169 {
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
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !172, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.declare(metadata i32* %p, metadata !174, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.declare(metadata i32* %s, metadata !176, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.declare(metadata i32* %nl, metadata !178, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.declare(metadata i32* %i, metadata !180, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.declare(metadata i32* %iglob, metadata !182, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.declare(metadata double** %x, metadata !184, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.declare(metadata double* %alpha, metadata !186, metadata !DIExpression()), !dbg !187
  %call = call i32 @bsp_nprocs(), !dbg !188
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !189
  %call1 = call i32 @bsp_nprocs(), !dbg !190
  store i32 %call1, i32* %p, align 4, !dbg !191
  %call2 = call i32 @bsp_pid(), !dbg !192
  store i32 %call2, i32* %s, align 4, !dbg !193
  %0 = load i32, i32* %p, align 4, !dbg !194
  %1 = load i32, i32* %s, align 4, !dbg !195
  %2 = load i32, i32* %N.addr, align 4, !dbg !196
  %call3 = call i32 @nloc(i32 noundef %0, i32 noundef %1, i32 noundef %2), !dbg !197
  store i32 %call3, i32* %nl, align 4, !dbg !198
  %3 = load i32, i32* %nl, align 4, !dbg !199
  %call4 = call double* @vecallocd(i32 noundef %3), !dbg !200
  store double* %call4, double** %x, align 8, !dbg !201
  store i32 0, i32* %i, align 4, !dbg !202
  br label %for.cond, !dbg !204

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, i32* %i, align 4, !dbg !205
  %5 = load i32, i32* %nl, align 4, !dbg !207
  %cmp = icmp slt i32 %4, %5, !dbg !208
  br i1 %cmp, label %for.body, label %for.end, !dbg !209

for.body:                                         ; preds = %for.cond
  %6 = load i32, i32* %i, align 4, !dbg !210
  %7 = load i32, i32* %p, align 4, !dbg !212
  %mul = mul nsw i32 %6, %7, !dbg !213
  %8 = load i32, i32* %s, align 4, !dbg !214
  %add = add nsw i32 %mul, %8, !dbg !215
  store i32 %add, i32* %iglob, align 4, !dbg !216
  %9 = load i32, i32* %iglob, align 4, !dbg !217
  %add5 = add nsw i32 %9, 1, !dbg !218
  %conv = sitofp i32 %add5 to double, !dbg !217
  %10 = load double*, double** %x, align 8, !dbg !219
  %11 = load i32, i32* %i, align 4, !dbg !220
  %idxprom = sext i32 %11 to i64, !dbg !219
  %arrayidx = getelementptr inbounds double, double* %10, i64 %idxprom, !dbg !219
  store double %conv, double* %arrayidx, align 8, !dbg !221
  br label %for.inc, !dbg !222

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4, !dbg !223
  %inc = add nsw i32 %12, 1, !dbg !223
  store i32 %inc, i32* %i, align 4, !dbg !223
  br label %for.cond, !dbg !224, !llvm.loop !225

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !227
  %13 = load i32, i32* %p, align 4, !dbg !228
  %14 = load i32, i32* %s, align 4, !dbg !229
  %15 = load i32, i32* %N.addr, align 4, !dbg !230
  %16 = load double*, double** %x, align 8, !dbg !231
  %17 = load double*, double** %x, align 8, !dbg !232
  %call6 = call double @bspip(i32 noundef %13, i32 noundef %14, i32 noundef %15, double* noundef %16, double* noundef %17), !dbg !233
  store double %call6, double* %alpha, align 8, !dbg !234
  call void @bsp_sync(), !dbg !235
  %18 = load double*, double** %x, align 8, !dbg !236
  call void @vecfreed(double* noundef %18), !dbg !237
  call void @bsp_end(), !dbg !238
  ret void, !dbg !239
}

declare void @bsp_begin(...) #4

declare i32 @bsp_nprocs() #4

declare i32 @bsp_pid() #4

declare void @bsp_end() #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inprod_vec.c", directory: ".", checksumkind: CSK_MD5, checksum: "f04d0de47d59e61bf1239b18f44b35a7")
!2 = !{!3, !5}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "vecallocd", scope: !1, file: !1, line: 13, type: !15, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!3, !17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !14, file: !1, line: 13, type: !17)
!20 = !DILocation(line: 13, column: 23, scope: !14)
!21 = !DILocalVariable(name: "pd", scope: !14, file: !1, line: 15, type: !3)
!22 = !DILocation(line: 15, column: 11, scope: !14)
!23 = !DILocation(line: 17, column: 7, scope: !24)
!24 = distinct !DILexicalBlock(scope: !14, file: !1, line: 17, column: 7)
!25 = !DILocation(line: 17, column: 9, scope: !24)
!26 = !DILocation(line: 17, column: 7, scope: !14)
!27 = !DILocation(line: 18, column: 8, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 17, column: 15)
!29 = !DILocation(line: 19, column: 3, scope: !28)
!30 = !DILocation(line: 20, column: 27, scope: !31)
!31 = distinct !DILexicalBlock(scope: !24, file: !1, line: 19, column: 10)
!32 = !DILocation(line: 20, column: 29, scope: !31)
!33 = !DILocation(line: 20, column: 20, scope: !31)
!34 = !DILocation(line: 20, column: 10, scope: !31)
!35 = !DILocation(line: 20, column: 8, scope: !31)
!36 = !DILocation(line: 21, column: 9, scope: !37)
!37 = distinct !DILexicalBlock(scope: !31, file: !1, line: 21, column: 9)
!38 = !DILocation(line: 21, column: 12, scope: !37)
!39 = !DILocation(line: 21, column: 9, scope: !31)
!40 = !DILocation(line: 22, column: 7, scope: !37)
!41 = !DILocation(line: 24, column: 10, scope: !14)
!42 = !DILocation(line: 24, column: 3, scope: !14)
!43 = distinct !DISubprogram(name: "vecfreed", scope: !1, file: !1, line: 27, type: !44, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !3}
!46 = !DILocalVariable(name: "pd", arg: 1, scope: !43, file: !1, line: 27, type: !3)
!47 = !DILocation(line: 27, column: 23, scope: !43)
!48 = !DILocation(line: 29, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !43, file: !1, line: 29, column: 7)
!50 = !DILocation(line: 29, column: 10, scope: !49)
!51 = !DILocation(line: 29, column: 7, scope: !43)
!52 = !DILocation(line: 30, column: 10, scope: !49)
!53 = !DILocation(line: 30, column: 5, scope: !49)
!54 = !DILocation(line: 31, column: 1, scope: !43)
!55 = distinct !DISubprogram(name: "nloc", scope: !1, file: !1, line: 33, type: !56, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!56 = !DISubroutineType(types: !57)
!57 = !{!17, !17, !17, !17}
!58 = !DILocalVariable(name: "p", arg: 1, scope: !55, file: !1, line: 33, type: !17)
!59 = !DILocation(line: 33, column: 14, scope: !55)
!60 = !DILocalVariable(name: "s", arg: 2, scope: !55, file: !1, line: 33, type: !17)
!61 = !DILocation(line: 33, column: 21, scope: !55)
!62 = !DILocalVariable(name: "n", arg: 3, scope: !55, file: !1, line: 33, type: !17)
!63 = !DILocation(line: 33, column: 28, scope: !55)
!64 = !DILocation(line: 35, column: 11, scope: !55)
!65 = !DILocation(line: 35, column: 15, scope: !55)
!66 = !DILocation(line: 35, column: 13, scope: !55)
!67 = !DILocation(line: 35, column: 19, scope: !55)
!68 = !DILocation(line: 35, column: 17, scope: !55)
!69 = !DILocation(line: 35, column: 21, scope: !55)
!70 = !DILocation(line: 35, column: 28, scope: !55)
!71 = !DILocation(line: 35, column: 26, scope: !55)
!72 = !DILocation(line: 35, column: 3, scope: !55)
!73 = distinct !DISubprogram(name: "bspip", scope: !1, file: !1, line: 38, type: !74, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!74 = !DISubroutineType(types: !75)
!75 = !{!4, !17, !17, !17, !3, !3}
!76 = !DILocalVariable(name: "p", arg: 1, scope: !73, file: !1, line: 38, type: !17)
!77 = !DILocation(line: 38, column: 18, scope: !73)
!78 = !DILocalVariable(name: "s", arg: 2, scope: !73, file: !1, line: 38, type: !17)
!79 = !DILocation(line: 38, column: 25, scope: !73)
!80 = !DILocalVariable(name: "n", arg: 3, scope: !73, file: !1, line: 38, type: !17)
!81 = !DILocation(line: 38, column: 32, scope: !73)
!82 = !DILocalVariable(name: "x", arg: 4, scope: !73, file: !1, line: 38, type: !3)
!83 = !DILocation(line: 38, column: 43, scope: !73)
!84 = !DILocalVariable(name: "y", arg: 5, scope: !73, file: !1, line: 38, type: !3)
!85 = !DILocation(line: 38, column: 54, scope: !73)
!86 = !DILocalVariable(name: "inprod", scope: !73, file: !1, line: 39, type: !4)
!87 = !DILocation(line: 39, column: 10, scope: !73)
!88 = !DILocalVariable(name: "Inprod", scope: !73, file: !1, line: 39, type: !3)
!89 = !DILocation(line: 39, column: 19, scope: !73)
!90 = !DILocalVariable(name: "alpha", scope: !73, file: !1, line: 39, type: !4)
!91 = !DILocation(line: 39, column: 27, scope: !73)
!92 = !DILocalVariable(name: "i", scope: !73, file: !1, line: 40, type: !17)
!93 = !DILocation(line: 40, column: 7, scope: !73)
!94 = !DILocalVariable(name: "t", scope: !73, file: !1, line: 40, type: !17)
!95 = !DILocation(line: 40, column: 10, scope: !73)
!96 = !DILocation(line: 42, column: 22, scope: !73)
!97 = !DILocation(line: 42, column: 12, scope: !73)
!98 = !DILocation(line: 42, column: 10, scope: !73)
!99 = !DILocation(line: 43, column: 16, scope: !73)
!100 = !DILocation(line: 43, column: 24, scope: !73)
!101 = !DILocation(line: 43, column: 26, scope: !73)
!102 = !DILocation(line: 43, column: 3, scope: !73)
!103 = !DILocation(line: 44, column: 3, scope: !73)
!104 = !DILocation(line: 46, column: 10, scope: !73)
!105 = !DILocation(line: 47, column: 10, scope: !106)
!106 = distinct !DILexicalBlock(scope: !73, file: !1, line: 47, column: 3)
!107 = !DILocation(line: 47, column: 8, scope: !106)
!108 = !DILocation(line: 47, column: 15, scope: !109)
!109 = distinct !DILexicalBlock(scope: !106, file: !1, line: 47, column: 3)
!110 = !DILocation(line: 47, column: 24, scope: !109)
!111 = !DILocation(line: 47, column: 27, scope: !109)
!112 = !DILocation(line: 47, column: 30, scope: !109)
!113 = !DILocation(line: 47, column: 19, scope: !109)
!114 = !DILocation(line: 47, column: 17, scope: !109)
!115 = !DILocation(line: 47, column: 3, scope: !106)
!116 = !DILocation(line: 48, column: 15, scope: !109)
!117 = !DILocation(line: 48, column: 17, scope: !109)
!118 = !DILocation(line: 48, column: 22, scope: !109)
!119 = !DILocation(line: 48, column: 24, scope: !109)
!120 = !DILocation(line: 48, column: 12, scope: !109)
!121 = !DILocation(line: 48, column: 5, scope: !109)
!122 = !DILocation(line: 47, column: 35, scope: !109)
!123 = !DILocation(line: 47, column: 3, scope: !109)
!124 = distinct !{!124, !115, !125, !126}
!125 = !DILocation(line: 48, column: 25, scope: !106)
!126 = !{!"llvm.loop.mustprogress"}
!127 = !DILocation(line: 49, column: 10, scope: !128)
!128 = distinct !DILexicalBlock(scope: !73, file: !1, line: 49, column: 3)
!129 = !DILocation(line: 49, column: 8, scope: !128)
!130 = !DILocation(line: 49, column: 15, scope: !131)
!131 = distinct !DILexicalBlock(scope: !128, file: !1, line: 49, column: 3)
!132 = !DILocation(line: 49, column: 19, scope: !131)
!133 = !DILocation(line: 49, column: 17, scope: !131)
!134 = !DILocation(line: 49, column: 3, scope: !128)
!135 = !DILocation(line: 50, column: 13, scope: !131)
!136 = !DILocation(line: 50, column: 16, scope: !131)
!137 = !DILocation(line: 50, column: 25, scope: !131)
!138 = !DILocation(line: 50, column: 33, scope: !131)
!139 = !DILocation(line: 50, column: 35, scope: !131)
!140 = !DILocation(line: 50, column: 5, scope: !131)
!141 = !DILocation(line: 49, column: 23, scope: !131)
!142 = !DILocation(line: 49, column: 3, scope: !131)
!143 = distinct !{!143, !134, !144, !126}
!144 = !DILocation(line: 50, column: 49, scope: !128)
!145 = !DILocation(line: 51, column: 3, scope: !73)
!146 = !DILocation(line: 53, column: 9, scope: !73)
!147 = !DILocation(line: 54, column: 10, scope: !148)
!148 = distinct !DILexicalBlock(scope: !73, file: !1, line: 54, column: 3)
!149 = !DILocation(line: 54, column: 8, scope: !148)
!150 = !DILocation(line: 54, column: 15, scope: !151)
!151 = distinct !DILexicalBlock(scope: !148, file: !1, line: 54, column: 3)
!152 = !DILocation(line: 54, column: 19, scope: !151)
!153 = !DILocation(line: 54, column: 17, scope: !151)
!154 = !DILocation(line: 54, column: 3, scope: !148)
!155 = !DILocation(line: 55, column: 14, scope: !151)
!156 = !DILocation(line: 55, column: 21, scope: !151)
!157 = !DILocation(line: 55, column: 11, scope: !151)
!158 = !DILocation(line: 55, column: 5, scope: !151)
!159 = !DILocation(line: 54, column: 23, scope: !151)
!160 = !DILocation(line: 54, column: 3, scope: !151)
!161 = distinct !{!161, !154, !162, !126}
!162 = !DILocation(line: 55, column: 22, scope: !148)
!163 = !DILocation(line: 56, column: 15, scope: !73)
!164 = !DILocation(line: 56, column: 3, scope: !73)
!165 = !DILocation(line: 57, column: 12, scope: !73)
!166 = !DILocation(line: 57, column: 3, scope: !73)
!167 = !DILocation(line: 58, column: 10, scope: !73)
!168 = !DILocation(line: 58, column: 3, scope: !73)
!169 = distinct !DISubprogram(name: "bspinprod", scope: !1, file: !1, line: 61, type: !170, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !17}
!172 = !DILocalVariable(name: "N", arg: 1, scope: !169, file: !1, line: 61, type: !17)
!173 = !DILocation(line: 61, column: 20, scope: !169)
!174 = !DILocalVariable(name: "p", scope: !169, file: !1, line: 62, type: !17)
!175 = !DILocation(line: 62, column: 7, scope: !169)
!176 = !DILocalVariable(name: "s", scope: !169, file: !1, line: 62, type: !17)
!177 = !DILocation(line: 62, column: 10, scope: !169)
!178 = !DILocalVariable(name: "nl", scope: !169, file: !1, line: 62, type: !17)
!179 = !DILocation(line: 62, column: 13, scope: !169)
!180 = !DILocalVariable(name: "i", scope: !169, file: !1, line: 62, type: !17)
!181 = !DILocation(line: 62, column: 17, scope: !169)
!182 = !DILocalVariable(name: "iglob", scope: !169, file: !1, line: 62, type: !17)
!183 = !DILocation(line: 62, column: 20, scope: !169)
!184 = !DILocalVariable(name: "x", scope: !169, file: !1, line: 63, type: !3)
!185 = !DILocation(line: 63, column: 11, scope: !169)
!186 = !DILocalVariable(name: "alpha", scope: !169, file: !1, line: 63, type: !4)
!187 = !DILocation(line: 63, column: 14, scope: !169)
!188 = !DILocation(line: 65, column: 13, scope: !169)
!189 = !DILocation(line: 65, column: 3, scope: !169)
!190 = !DILocation(line: 66, column: 7, scope: !169)
!191 = !DILocation(line: 66, column: 5, scope: !169)
!192 = !DILocation(line: 67, column: 7, scope: !169)
!193 = !DILocation(line: 67, column: 5, scope: !169)
!194 = !DILocation(line: 68, column: 13, scope: !169)
!195 = !DILocation(line: 68, column: 16, scope: !169)
!196 = !DILocation(line: 68, column: 19, scope: !169)
!197 = !DILocation(line: 68, column: 8, scope: !169)
!198 = !DILocation(line: 68, column: 6, scope: !169)
!199 = !DILocation(line: 69, column: 17, scope: !169)
!200 = !DILocation(line: 69, column: 7, scope: !169)
!201 = !DILocation(line: 69, column: 5, scope: !169)
!202 = !DILocation(line: 70, column: 10, scope: !203)
!203 = distinct !DILexicalBlock(scope: !169, file: !1, line: 70, column: 3)
!204 = !DILocation(line: 70, column: 8, scope: !203)
!205 = !DILocation(line: 70, column: 15, scope: !206)
!206 = distinct !DILexicalBlock(scope: !203, file: !1, line: 70, column: 3)
!207 = !DILocation(line: 70, column: 19, scope: !206)
!208 = !DILocation(line: 70, column: 17, scope: !206)
!209 = !DILocation(line: 70, column: 3, scope: !203)
!210 = !DILocation(line: 71, column: 13, scope: !211)
!211 = distinct !DILexicalBlock(scope: !206, file: !1, line: 70, column: 28)
!212 = !DILocation(line: 71, column: 17, scope: !211)
!213 = !DILocation(line: 71, column: 15, scope: !211)
!214 = !DILocation(line: 71, column: 21, scope: !211)
!215 = !DILocation(line: 71, column: 19, scope: !211)
!216 = !DILocation(line: 71, column: 11, scope: !211)
!217 = !DILocation(line: 72, column: 12, scope: !211)
!218 = !DILocation(line: 72, column: 18, scope: !211)
!219 = !DILocation(line: 72, column: 5, scope: !211)
!220 = !DILocation(line: 72, column: 7, scope: !211)
!221 = !DILocation(line: 72, column: 10, scope: !211)
!222 = !DILocation(line: 73, column: 3, scope: !211)
!223 = !DILocation(line: 70, column: 24, scope: !206)
!224 = !DILocation(line: 70, column: 3, scope: !206)
!225 = distinct !{!225, !209, !226, !126}
!226 = !DILocation(line: 73, column: 3, scope: !203)
!227 = !DILocation(line: 74, column: 3, scope: !169)
!228 = !DILocation(line: 75, column: 17, scope: !169)
!229 = !DILocation(line: 75, column: 20, scope: !169)
!230 = !DILocation(line: 75, column: 23, scope: !169)
!231 = !DILocation(line: 75, column: 26, scope: !169)
!232 = !DILocation(line: 75, column: 29, scope: !169)
!233 = !DILocation(line: 75, column: 11, scope: !169)
!234 = !DILocation(line: 75, column: 9, scope: !169)
!235 = !DILocation(line: 76, column: 3, scope: !169)
!236 = !DILocation(line: 77, column: 12, scope: !169)
!237 = !DILocation(line: 77, column: 3, scope: !169)
!238 = !DILocation(line: 78, column: 3, scope: !169)
!239 = !DILocation(line: 79, column: 1, scope: !169)
