; ModuleID = 'rows.c'
source_filename = "rows.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double** @matalloc(i32 noundef %m, i32 noundef %n) #0 !dbg !14 {
entry:
  %m.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %pd = alloca double*, align 8
  %ppd = alloca double**, align 8
  store i32 %m, i32* %m.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %m.addr, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %i, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata double** %pd, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata double*** %ppd, metadata !27, metadata !DIExpression()), !dbg !28
  %0 = load i32, i32* %m.addr, align 4, !dbg !29
  %cmp = icmp eq i32 %0, 0, !dbg !31
  br i1 %cmp, label %if.then, label %if.else, !dbg !32

if.then:                                          ; preds = %entry
  store double** null, double*** %ppd, align 8, !dbg !33
  br label %if.end23, !dbg !35

if.else:                                          ; preds = %entry
  %1 = load i32, i32* %m.addr, align 4, !dbg !36
  %conv = sext i32 %1 to i64, !dbg !36
  %mul = mul i64 %conv, 8, !dbg !38
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !39
  %2 = bitcast i8* %call to double**, !dbg !40
  store double** %2, double*** %ppd, align 8, !dbg !41
  %3 = load i32, i32* %n.addr, align 4, !dbg !42
  %cmp1 = icmp eq i32 %3, 0, !dbg !44
  br i1 %cmp1, label %if.then3, label %if.else6, !dbg !45

if.then3:                                         ; preds = %if.else
  store i32 0, i32* %i, align 4, !dbg !46
  br label %for.cond, !dbg !49

for.cond:                                         ; preds = %for.inc, %if.then3
  %4 = load i32, i32* %i, align 4, !dbg !50
  %5 = load i32, i32* %m.addr, align 4, !dbg !52
  %cmp4 = icmp slt i32 %4, %5, !dbg !53
  br i1 %cmp4, label %for.body, label %for.end, !dbg !54

for.body:                                         ; preds = %for.cond
  %6 = load double**, double*** %ppd, align 8, !dbg !55
  %7 = load i32, i32* %i, align 4, !dbg !56
  %idxprom = sext i32 %7 to i64, !dbg !55
  %arrayidx = getelementptr inbounds double*, double** %6, i64 %idxprom, !dbg !55
  store double* null, double** %arrayidx, align 8, !dbg !57
  br label %for.inc, !dbg !55

for.inc:                                          ; preds = %for.body
  %8 = load i32, i32* %i, align 4, !dbg !58
  %inc = add nsw i32 %8, 1, !dbg !58
  store i32 %inc, i32* %i, align 4, !dbg !58
  br label %for.cond, !dbg !59, !llvm.loop !60

for.end:                                          ; preds = %for.cond
  br label %if.end, !dbg !63

if.else6:                                         ; preds = %if.else
  %9 = load i32, i32* %m.addr, align 4, !dbg !64
  %10 = load i32, i32* %n.addr, align 4, !dbg !66
  %mul7 = mul nsw i32 %9, %10, !dbg !67
  %conv8 = sext i32 %mul7 to i64, !dbg !64
  %mul9 = mul i64 %conv8, 8, !dbg !68
  %call10 = call noalias i8* @malloc(i64 noundef %mul9) #4, !dbg !69
  %11 = bitcast i8* %call10 to double*, !dbg !70
  store double* %11, double** %pd, align 8, !dbg !71
  %12 = load double*, double** %pd, align 8, !dbg !72
  %13 = load double**, double*** %ppd, align 8, !dbg !73
  %arrayidx11 = getelementptr inbounds double*, double** %13, i64 0, !dbg !73
  store double* %12, double** %arrayidx11, align 8, !dbg !74
  store i32 1, i32* %i, align 4, !dbg !75
  br label %for.cond12, !dbg !77

for.cond12:                                       ; preds = %for.inc20, %if.else6
  %14 = load i32, i32* %i, align 4, !dbg !78
  %15 = load i32, i32* %m.addr, align 4, !dbg !80
  %cmp13 = icmp slt i32 %14, %15, !dbg !81
  br i1 %cmp13, label %for.body15, label %for.end22, !dbg !82

for.body15:                                       ; preds = %for.cond12
  %16 = load double**, double*** %ppd, align 8, !dbg !83
  %17 = load i32, i32* %i, align 4, !dbg !84
  %sub = sub nsw i32 %17, 1, !dbg !85
  %idxprom16 = sext i32 %sub to i64, !dbg !83
  %arrayidx17 = getelementptr inbounds double*, double** %16, i64 %idxprom16, !dbg !83
  %18 = load double*, double** %arrayidx17, align 8, !dbg !83
  %19 = load i32, i32* %n.addr, align 4, !dbg !86
  %idx.ext = sext i32 %19 to i64, !dbg !87
  %add.ptr = getelementptr inbounds double, double* %18, i64 %idx.ext, !dbg !87
  %20 = load double**, double*** %ppd, align 8, !dbg !88
  %21 = load i32, i32* %i, align 4, !dbg !89
  %idxprom18 = sext i32 %21 to i64, !dbg !88
  %arrayidx19 = getelementptr inbounds double*, double** %20, i64 %idxprom18, !dbg !88
  store double* %add.ptr, double** %arrayidx19, align 8, !dbg !90
  br label %for.inc20, !dbg !88

for.inc20:                                        ; preds = %for.body15
  %22 = load i32, i32* %i, align 4, !dbg !91
  %inc21 = add nsw i32 %22, 1, !dbg !91
  store i32 %inc21, i32* %i, align 4, !dbg !91
  br label %for.cond12, !dbg !92, !llvm.loop !93

for.end22:                                        ; preds = %for.cond12
  br label %if.end

if.end:                                           ; preds = %for.end22, %for.end
  br label %if.end23

if.end23:                                         ; preds = %if.end, %if.then
  %23 = load double**, double*** %ppd, align 8, !dbg !95
  ret double** %23, !dbg !96
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !97 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %m = alloca i32, align 4
  %len = alloca i32, align 4
  %q = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  %a = alloca double**, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !100, metadata !DIExpression()), !dbg !101
  %call = call i32 @bsp_nprocs(), !dbg !102
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !103
  call void @llvm.dbg.declare(metadata i32* %p, metadata !104, metadata !DIExpression()), !dbg !105
  %call1 = call i32 @bsp_nprocs(), !dbg !106
  store i32 %call1, i32* %p, align 4, !dbg !105
  call void @llvm.dbg.declare(metadata i32* %s, metadata !107, metadata !DIExpression()), !dbg !108
  %call2 = call i32 @bsp_pid(), !dbg !109
  store i32 %call2, i32* %s, align 4, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %m, metadata !110, metadata !DIExpression()), !dbg !111
  store i32 0, i32* %m, align 4, !dbg !111
  call void @llvm.dbg.declare(metadata i32* %len, metadata !112, metadata !DIExpression()), !dbg !113
  store i32 0, i32* %len, align 4, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %q, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.declare(metadata i32* %i, metadata !116, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.declare(metadata i32* %j, metadata !118, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.declare(metadata i32* %k, metadata !120, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.declare(metadata double*** %a, metadata !122, metadata !DIExpression()), !dbg !123
  %0 = bitcast i32* %m to i8*, !dbg !124
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 4), !dbg !125
  %1 = bitcast i32* %len to i8*, !dbg !126
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 4), !dbg !127
  call void @bsp_sync(), !dbg !128
  %2 = load i32, i32* %s, align 4, !dbg !129
  %cmp = icmp eq i32 %2, 0, !dbg !131
  br i1 %cmp, label %if.then, label %if.end, !dbg !132

if.then:                                          ; preds = %entry
  %3 = load i32, i32* %n.addr, align 4, !dbg !133
  %cmp3 = icmp sgt i32 %3, 0, !dbg !135
  br i1 %cmp3, label %cond.true, label %cond.false, !dbg !133

cond.true:                                        ; preds = %if.then
  %4 = load i32, i32* %n.addr, align 4, !dbg !136
  br label %cond.end, !dbg !133

cond.false:                                       ; preds = %if.then
  br label %cond.end, !dbg !133

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ 1, %cond.false ], !dbg !133
  store i32 %cond, i32* %m, align 4, !dbg !137
  store i32 3, i32* %len, align 4, !dbg !138
  store i32 0, i32* %q, align 4, !dbg !139
  br label %for.cond, !dbg !141

for.cond:                                         ; preds = %for.inc, %cond.end
  %5 = load i32, i32* %q, align 4, !dbg !142
  %6 = load i32, i32* %p, align 4, !dbg !144
  %cmp4 = icmp slt i32 %5, %6, !dbg !145
  br i1 %cmp4, label %for.body, label %for.end, !dbg !146

for.body:                                         ; preds = %for.cond
  %7 = load i32, i32* %q, align 4, !dbg !147
  %8 = bitcast i32* %m to i8*, !dbg !149
  %9 = bitcast i32* %m to i8*, !dbg !150
  call void @bsp_put(i32 noundef %7, i8* noundef %8, i8* noundef %9, i32 noundef 0, i32 noundef 4), !dbg !151
  %10 = load i32, i32* %q, align 4, !dbg !152
  %11 = bitcast i32* %len to i8*, !dbg !153
  %12 = bitcast i32* %len to i8*, !dbg !154
  call void @bsp_put(i32 noundef %10, i8* noundef %11, i8* noundef %12, i32 noundef 0, i32 noundef 4), !dbg !155
  br label %for.inc, !dbg !156

for.inc:                                          ; preds = %for.body
  %13 = load i32, i32* %q, align 4, !dbg !157
  %inc = add nsw i32 %13, 1, !dbg !157
  store i32 %inc, i32* %q, align 4, !dbg !157
  br label %for.cond, !dbg !158, !llvm.loop !159

for.end:                                          ; preds = %for.cond
  br label %if.end, !dbg !161

if.end:                                           ; preds = %for.end, %entry
  call void @bsp_sync(), !dbg !162
  %14 = load i32, i32* %m, align 4, !dbg !163
  %15 = load i32, i32* %len, align 4, !dbg !164
  %call5 = call double** @matalloc(i32 noundef %14, i32 noundef %15), !dbg !165
  store double** %call5, double*** %a, align 8, !dbg !166
  store i32 0, i32* %i, align 4, !dbg !167
  br label %for.cond6, !dbg !169

for.cond6:                                        ; preds = %for.inc17, %if.end
  %16 = load i32, i32* %i, align 4, !dbg !170
  %17 = load i32, i32* %m, align 4, !dbg !172
  %cmp7 = icmp slt i32 %16, %17, !dbg !173
  br i1 %cmp7, label %for.body8, label %for.end19, !dbg !174

for.body8:                                        ; preds = %for.cond6
  store i32 0, i32* %j, align 4, !dbg !175
  br label %for.cond9, !dbg !177

for.cond9:                                        ; preds = %for.inc14, %for.body8
  %18 = load i32, i32* %j, align 4, !dbg !178
  %19 = load i32, i32* %len, align 4, !dbg !180
  %cmp10 = icmp slt i32 %18, %19, !dbg !181
  br i1 %cmp10, label %for.body11, label %for.end16, !dbg !182

for.body11:                                       ; preds = %for.cond9
  %20 = load i32, i32* %i, align 4, !dbg !183
  %21 = load i32, i32* %j, align 4, !dbg !184
  %add = add nsw i32 %20, %21, !dbg !185
  %conv = sitofp i32 %add to double, !dbg !183
  %22 = load double**, double*** %a, align 8, !dbg !186
  %23 = load i32, i32* %i, align 4, !dbg !187
  %idxprom = sext i32 %23 to i64, !dbg !186
  %arrayidx = getelementptr inbounds double*, double** %22, i64 %idxprom, !dbg !186
  %24 = load double*, double** %arrayidx, align 8, !dbg !186
  %25 = load i32, i32* %j, align 4, !dbg !188
  %idxprom12 = sext i32 %25 to i64, !dbg !186
  %arrayidx13 = getelementptr inbounds double, double* %24, i64 %idxprom12, !dbg !186
  store double %conv, double* %arrayidx13, align 8, !dbg !189
  br label %for.inc14, !dbg !186

for.inc14:                                        ; preds = %for.body11
  %26 = load i32, i32* %j, align 4, !dbg !190
  %inc15 = add nsw i32 %26, 1, !dbg !190
  store i32 %inc15, i32* %j, align 4, !dbg !190
  br label %for.cond9, !dbg !191, !llvm.loop !192

for.end16:                                        ; preds = %for.cond9
  br label %for.inc17, !dbg !193

for.inc17:                                        ; preds = %for.end16
  %27 = load i32, i32* %i, align 4, !dbg !194
  %inc18 = add nsw i32 %27, 1, !dbg !194
  store i32 %inc18, i32* %i, align 4, !dbg !194
  br label %for.cond6, !dbg !195, !llvm.loop !196

for.end19:                                        ; preds = %for.cond6
  %28 = load double**, double*** %a, align 8, !dbg !198
  %arrayidx20 = getelementptr inbounds double*, double** %28, i64 0, !dbg !198
  %29 = load double*, double** %arrayidx20, align 8, !dbg !198
  %30 = bitcast double* %29 to i8*, !dbg !198
  %31 = load i32, i32* %m, align 4, !dbg !199
  %32 = load i32, i32* %len, align 4, !dbg !200
  %mul = mul nsw i32 %31, %32, !dbg !201
  %conv21 = sext i32 %mul to i64, !dbg !199
  %mul22 = mul i64 %conv21, 8, !dbg !202
  %conv23 = trunc i64 %mul22 to i32, !dbg !199
  call void @bsp_push_reg(i8* noundef %30, i32 noundef %conv23), !dbg !203
  call void @bsp_sync(), !dbg !204
  store i32 0, i32* %k, align 4, !dbg !205
  br label %for.cond24, !dbg !207

for.cond24:                                       ; preds = %for.inc53, %for.end19
  %33 = load i32, i32* %k, align 4, !dbg !208
  %34 = load i32, i32* %m, align 4, !dbg !210
  %cmp25 = icmp slt i32 %33, %34, !dbg !211
  br i1 %cmp25, label %for.body27, label %for.end55, !dbg !212

for.body27:                                       ; preds = %for.cond24
  store i32 0, i32* %i, align 4, !dbg !213
  br label %for.cond28, !dbg !216

for.cond28:                                       ; preds = %for.inc39, %for.body27
  %35 = load i32, i32* %i, align 4, !dbg !217
  %36 = load i32, i32* %m, align 4, !dbg !219
  %cmp29 = icmp slt i32 %35, %36, !dbg !220
  br i1 %cmp29, label %for.body31, label %for.end41, !dbg !221

for.body31:                                       ; preds = %for.cond28
  %37 = load double**, double*** %a, align 8, !dbg !222
  %38 = load i32, i32* %i, align 4, !dbg !223
  %idxprom32 = sext i32 %38 to i64, !dbg !222
  %arrayidx33 = getelementptr inbounds double*, double** %37, i64 %idxprom32, !dbg !222
  %39 = load double*, double** %arrayidx33, align 8, !dbg !222
  %arrayidx34 = getelementptr inbounds double, double* %39, i64 0, !dbg !222
  %40 = load double, double* %arrayidx34, align 8, !dbg !222
  %mul35 = fmul double %40, 2.000000e+00, !dbg !224
  %41 = load double**, double*** %a, align 8, !dbg !225
  %42 = load i32, i32* %i, align 4, !dbg !226
  %idxprom36 = sext i32 %42 to i64, !dbg !225
  %arrayidx37 = getelementptr inbounds double*, double** %41, i64 %idxprom36, !dbg !225
  %43 = load double*, double** %arrayidx37, align 8, !dbg !225
  %arrayidx38 = getelementptr inbounds double, double* %43, i64 0, !dbg !225
  store double %mul35, double* %arrayidx38, align 8, !dbg !227
  br label %for.inc39, !dbg !225

for.inc39:                                        ; preds = %for.body31
  %44 = load i32, i32* %i, align 4, !dbg !228
  %inc40 = add nsw i32 %44, 1, !dbg !228
  store i32 %inc40, i32* %i, align 4, !dbg !228
  br label %for.cond28, !dbg !229, !llvm.loop !230

for.end41:                                        ; preds = %for.cond28
  %45 = load i32, i32* %s, align 4, !dbg !232
  %add42 = add nsw i32 %45, 1, !dbg !233
  %46 = load i32, i32* %p, align 4, !dbg !234
  %rem = srem i32 %add42, %46, !dbg !235
  %47 = load double**, double*** %a, align 8, !dbg !236
  %48 = load i32, i32* %k, align 4, !dbg !237
  %idxprom43 = sext i32 %48 to i64, !dbg !236
  %arrayidx44 = getelementptr inbounds double*, double** %47, i64 %idxprom43, !dbg !236
  %49 = load double*, double** %arrayidx44, align 8, !dbg !236
  %50 = bitcast double* %49 to i8*, !dbg !236
  %51 = load double**, double*** %a, align 8, !dbg !238
  %arrayidx45 = getelementptr inbounds double*, double** %51, i64 0, !dbg !238
  %52 = load double*, double** %arrayidx45, align 8, !dbg !238
  %53 = bitcast double* %52 to i8*, !dbg !238
  %54 = load i32, i32* %k, align 4, !dbg !239
  %55 = load i32, i32* %len, align 4, !dbg !240
  %mul46 = mul nsw i32 %54, %55, !dbg !241
  %conv47 = sext i32 %mul46 to i64, !dbg !239
  %mul48 = mul i64 %conv47, 8, !dbg !242
  %conv49 = trunc i64 %mul48 to i32, !dbg !239
  %56 = load i32, i32* %len, align 4, !dbg !243
  %conv50 = sext i32 %56 to i64, !dbg !243
  %mul51 = mul i64 %conv50, 8, !dbg !244
  %conv52 = trunc i64 %mul51 to i32, !dbg !243
  call void @bsp_put(i32 noundef %rem, i8* noundef %50, i8* noundef %53, i32 noundef %conv49, i32 noundef %conv52), !dbg !245
  call void @bsp_sync(), !dbg !246
  br label %for.inc53, !dbg !247

for.inc53:                                        ; preds = %for.end41
  %57 = load i32, i32* %k, align 4, !dbg !248
  %inc54 = add nsw i32 %57, 1, !dbg !248
  store i32 %inc54, i32* %k, align 4, !dbg !248
  br label %for.cond24, !dbg !249, !llvm.loop !250

for.end55:                                        ; preds = %for.cond24
  %58 = load double**, double*** %a, align 8, !dbg !252
  %arrayidx56 = getelementptr inbounds double*, double** %58, i64 0, !dbg !252
  %59 = load double*, double** %arrayidx56, align 8, !dbg !252
  %60 = bitcast double* %59 to i8*, !dbg !252
  call void @bsp_pop_reg(i8* noundef %60), !dbg !253
  call void @bsp_end(), !dbg !254
  ret void, !dbg !255
}

declare void @bsp_begin(...) #3

declare i32 @bsp_nprocs() #3

declare i32 @bsp_pid() #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #3

declare void @bsp_sync() #3

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #3

declare void @bsp_pop_reg(i8* noundef) #3

declare void @bsp_end() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "rows.c", directory: ".", checksumkind: CSK_MD5, checksum: "816cf1f8d229c1344f3afb7976e45e95")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "matalloc", scope: !1, file: !1, line: 11, type: !15, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!3, !17, !17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "m", arg: 1, scope: !14, file: !1, line: 11, type: !17)
!20 = !DILocation(line: 11, column: 23, scope: !14)
!21 = !DILocalVariable(name: "n", arg: 2, scope: !14, file: !1, line: 11, type: !17)
!22 = !DILocation(line: 11, column: 30, scope: !14)
!23 = !DILocalVariable(name: "i", scope: !14, file: !1, line: 12, type: !17)
!24 = !DILocation(line: 12, column: 9, scope: !14)
!25 = !DILocalVariable(name: "pd", scope: !14, file: !1, line: 13, type: !4)
!26 = !DILocation(line: 13, column: 13, scope: !14)
!27 = !DILocalVariable(name: "ppd", scope: !14, file: !1, line: 13, type: !3)
!28 = !DILocation(line: 13, column: 19, scope: !14)
!29 = !DILocation(line: 14, column: 9, scope: !30)
!30 = distinct !DILexicalBlock(scope: !14, file: !1, line: 14, column: 9)
!31 = !DILocation(line: 14, column: 11, scope: !30)
!32 = !DILocation(line: 14, column: 9, scope: !14)
!33 = !DILocation(line: 15, column: 13, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 14, column: 17)
!35 = !DILocation(line: 16, column: 5, scope: !34)
!36 = !DILocation(line: 17, column: 33, scope: !37)
!37 = distinct !DILexicalBlock(scope: !30, file: !1, line: 16, column: 12)
!38 = !DILocation(line: 17, column: 35, scope: !37)
!39 = !DILocation(line: 17, column: 26, scope: !37)
!40 = !DILocation(line: 17, column: 15, scope: !37)
!41 = !DILocation(line: 17, column: 13, scope: !37)
!42 = !DILocation(line: 18, column: 13, scope: !43)
!43 = distinct !DILexicalBlock(scope: !37, file: !1, line: 18, column: 13)
!44 = !DILocation(line: 18, column: 15, scope: !43)
!45 = !DILocation(line: 18, column: 13, scope: !37)
!46 = !DILocation(line: 19, column: 20, scope: !47)
!47 = distinct !DILexicalBlock(scope: !48, file: !1, line: 19, column: 13)
!48 = distinct !DILexicalBlock(scope: !43, file: !1, line: 18, column: 21)
!49 = !DILocation(line: 19, column: 18, scope: !47)
!50 = !DILocation(line: 19, column: 25, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 19, column: 13)
!52 = !DILocation(line: 19, column: 29, scope: !51)
!53 = !DILocation(line: 19, column: 27, scope: !51)
!54 = !DILocation(line: 19, column: 13, scope: !47)
!55 = !DILocation(line: 20, column: 17, scope: !51)
!56 = !DILocation(line: 20, column: 21, scope: !51)
!57 = !DILocation(line: 20, column: 24, scope: !51)
!58 = !DILocation(line: 19, column: 33, scope: !51)
!59 = !DILocation(line: 19, column: 13, scope: !51)
!60 = distinct !{!60, !54, !61, !62}
!61 = !DILocation(line: 20, column: 26, scope: !47)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 21, column: 9, scope: !48)
!64 = !DILocation(line: 22, column: 35, scope: !65)
!65 = distinct !DILexicalBlock(scope: !43, file: !1, line: 21, column: 16)
!66 = !DILocation(line: 22, column: 39, scope: !65)
!67 = !DILocation(line: 22, column: 37, scope: !65)
!68 = !DILocation(line: 22, column: 41, scope: !65)
!69 = !DILocation(line: 22, column: 28, scope: !65)
!70 = !DILocation(line: 22, column: 18, scope: !65)
!71 = !DILocation(line: 22, column: 16, scope: !65)
!72 = !DILocation(line: 23, column: 22, scope: !65)
!73 = !DILocation(line: 23, column: 13, scope: !65)
!74 = !DILocation(line: 23, column: 20, scope: !65)
!75 = !DILocation(line: 24, column: 20, scope: !76)
!76 = distinct !DILexicalBlock(scope: !65, file: !1, line: 24, column: 13)
!77 = !DILocation(line: 24, column: 18, scope: !76)
!78 = !DILocation(line: 24, column: 25, scope: !79)
!79 = distinct !DILexicalBlock(scope: !76, file: !1, line: 24, column: 13)
!80 = !DILocation(line: 24, column: 29, scope: !79)
!81 = !DILocation(line: 24, column: 27, scope: !79)
!82 = !DILocation(line: 24, column: 13, scope: !76)
!83 = !DILocation(line: 25, column: 26, scope: !79)
!84 = !DILocation(line: 25, column: 30, scope: !79)
!85 = !DILocation(line: 25, column: 32, scope: !79)
!86 = !DILocation(line: 25, column: 39, scope: !79)
!87 = !DILocation(line: 25, column: 37, scope: !79)
!88 = !DILocation(line: 25, column: 17, scope: !79)
!89 = !DILocation(line: 25, column: 21, scope: !79)
!90 = !DILocation(line: 25, column: 24, scope: !79)
!91 = !DILocation(line: 24, column: 33, scope: !79)
!92 = !DILocation(line: 24, column: 13, scope: !79)
!93 = distinct !{!93, !82, !94, !62}
!94 = !DILocation(line: 25, column: 39, scope: !76)
!95 = !DILocation(line: 28, column: 12, scope: !14)
!96 = !DILocation(line: 28, column: 5, scope: !14)
!97 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 31, type: !98, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!98 = !DISubroutineType(types: !99)
!99 = !{null, !17}
!100 = !DILocalVariable(name: "n", arg: 1, scope: !97, file: !1, line: 31, type: !17)
!101 = !DILocation(line: 31, column: 15, scope: !97)
!102 = !DILocation(line: 32, column: 15, scope: !97)
!103 = !DILocation(line: 32, column: 5, scope: !97)
!104 = !DILocalVariable(name: "p", scope: !97, file: !1, line: 33, type: !17)
!105 = !DILocation(line: 33, column: 9, scope: !97)
!106 = !DILocation(line: 33, column: 13, scope: !97)
!107 = !DILocalVariable(name: "s", scope: !97, file: !1, line: 33, type: !17)
!108 = !DILocation(line: 33, column: 27, scope: !97)
!109 = !DILocation(line: 33, column: 31, scope: !97)
!110 = !DILocalVariable(name: "m", scope: !97, file: !1, line: 34, type: !17)
!111 = !DILocation(line: 34, column: 9, scope: !97)
!112 = !DILocalVariable(name: "len", scope: !97, file: !1, line: 34, type: !17)
!113 = !DILocation(line: 34, column: 16, scope: !97)
!114 = !DILocalVariable(name: "q", scope: !97, file: !1, line: 34, type: !17)
!115 = !DILocation(line: 34, column: 25, scope: !97)
!116 = !DILocalVariable(name: "i", scope: !97, file: !1, line: 34, type: !17)
!117 = !DILocation(line: 34, column: 28, scope: !97)
!118 = !DILocalVariable(name: "j", scope: !97, file: !1, line: 34, type: !17)
!119 = !DILocation(line: 34, column: 31, scope: !97)
!120 = !DILocalVariable(name: "k", scope: !97, file: !1, line: 34, type: !17)
!121 = !DILocation(line: 34, column: 34, scope: !97)
!122 = !DILocalVariable(name: "a", scope: !97, file: !1, line: 35, type: !3)
!123 = !DILocation(line: 35, column: 14, scope: !97)
!124 = !DILocation(line: 36, column: 18, scope: !97)
!125 = !DILocation(line: 36, column: 5, scope: !97)
!126 = !DILocation(line: 37, column: 18, scope: !97)
!127 = !DILocation(line: 37, column: 5, scope: !97)
!128 = !DILocation(line: 38, column: 5, scope: !97)
!129 = !DILocation(line: 39, column: 9, scope: !130)
!130 = distinct !DILexicalBlock(scope: !97, file: !1, line: 39, column: 9)
!131 = !DILocation(line: 39, column: 11, scope: !130)
!132 = !DILocation(line: 39, column: 9, scope: !97)
!133 = !DILocation(line: 40, column: 13, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !1, line: 39, column: 17)
!135 = !DILocation(line: 40, column: 15, scope: !134)
!136 = !DILocation(line: 40, column: 21, scope: !134)
!137 = !DILocation(line: 40, column: 11, scope: !134)
!138 = !DILocation(line: 41, column: 13, scope: !134)
!139 = !DILocation(line: 42, column: 16, scope: !140)
!140 = distinct !DILexicalBlock(scope: !134, file: !1, line: 42, column: 9)
!141 = !DILocation(line: 42, column: 14, scope: !140)
!142 = !DILocation(line: 42, column: 21, scope: !143)
!143 = distinct !DILexicalBlock(scope: !140, file: !1, line: 42, column: 9)
!144 = !DILocation(line: 42, column: 25, scope: !143)
!145 = !DILocation(line: 42, column: 23, scope: !143)
!146 = !DILocation(line: 42, column: 9, scope: !140)
!147 = !DILocation(line: 43, column: 21, scope: !148)
!148 = distinct !DILexicalBlock(scope: !143, file: !1, line: 42, column: 33)
!149 = !DILocation(line: 43, column: 24, scope: !148)
!150 = !DILocation(line: 43, column: 28, scope: !148)
!151 = !DILocation(line: 43, column: 13, scope: !148)
!152 = !DILocation(line: 44, column: 21, scope: !148)
!153 = !DILocation(line: 44, column: 24, scope: !148)
!154 = !DILocation(line: 44, column: 30, scope: !148)
!155 = !DILocation(line: 44, column: 13, scope: !148)
!156 = !DILocation(line: 45, column: 9, scope: !148)
!157 = !DILocation(line: 42, column: 29, scope: !143)
!158 = !DILocation(line: 42, column: 9, scope: !143)
!159 = distinct !{!159, !146, !160, !62}
!160 = !DILocation(line: 45, column: 9, scope: !140)
!161 = !DILocation(line: 46, column: 5, scope: !134)
!162 = !DILocation(line: 47, column: 5, scope: !97)
!163 = !DILocation(line: 48, column: 18, scope: !97)
!164 = !DILocation(line: 48, column: 21, scope: !97)
!165 = !DILocation(line: 48, column: 9, scope: !97)
!166 = !DILocation(line: 48, column: 7, scope: !97)
!167 = !DILocation(line: 49, column: 12, scope: !168)
!168 = distinct !DILexicalBlock(scope: !97, file: !1, line: 49, column: 5)
!169 = !DILocation(line: 49, column: 10, scope: !168)
!170 = !DILocation(line: 49, column: 17, scope: !171)
!171 = distinct !DILexicalBlock(scope: !168, file: !1, line: 49, column: 5)
!172 = !DILocation(line: 49, column: 21, scope: !171)
!173 = !DILocation(line: 49, column: 19, scope: !171)
!174 = !DILocation(line: 49, column: 5, scope: !168)
!175 = !DILocation(line: 50, column: 16, scope: !176)
!176 = distinct !DILexicalBlock(scope: !171, file: !1, line: 50, column: 9)
!177 = !DILocation(line: 50, column: 14, scope: !176)
!178 = !DILocation(line: 50, column: 21, scope: !179)
!179 = distinct !DILexicalBlock(scope: !176, file: !1, line: 50, column: 9)
!180 = !DILocation(line: 50, column: 25, scope: !179)
!181 = !DILocation(line: 50, column: 23, scope: !179)
!182 = !DILocation(line: 50, column: 9, scope: !176)
!183 = !DILocation(line: 51, column: 23, scope: !179)
!184 = !DILocation(line: 51, column: 27, scope: !179)
!185 = !DILocation(line: 51, column: 25, scope: !179)
!186 = !DILocation(line: 51, column: 13, scope: !179)
!187 = !DILocation(line: 51, column: 15, scope: !179)
!188 = !DILocation(line: 51, column: 18, scope: !179)
!189 = !DILocation(line: 51, column: 21, scope: !179)
!190 = !DILocation(line: 50, column: 31, scope: !179)
!191 = !DILocation(line: 50, column: 9, scope: !179)
!192 = distinct !{!192, !182, !193, !62}
!193 = !DILocation(line: 51, column: 27, scope: !176)
!194 = !DILocation(line: 49, column: 25, scope: !171)
!195 = !DILocation(line: 49, column: 5, scope: !171)
!196 = distinct !{!196, !174, !197, !62}
!197 = !DILocation(line: 51, column: 27, scope: !168)
!198 = !DILocation(line: 52, column: 18, scope: !97)
!199 = !DILocation(line: 52, column: 24, scope: !97)
!200 = !DILocation(line: 52, column: 28, scope: !97)
!201 = !DILocation(line: 52, column: 26, scope: !97)
!202 = !DILocation(line: 52, column: 32, scope: !97)
!203 = !DILocation(line: 52, column: 5, scope: !97)
!204 = !DILocation(line: 53, column: 5, scope: !97)
!205 = !DILocation(line: 54, column: 12, scope: !206)
!206 = distinct !DILexicalBlock(scope: !97, file: !1, line: 54, column: 5)
!207 = !DILocation(line: 54, column: 10, scope: !206)
!208 = !DILocation(line: 54, column: 17, scope: !209)
!209 = distinct !DILexicalBlock(scope: !206, file: !1, line: 54, column: 5)
!210 = !DILocation(line: 54, column: 21, scope: !209)
!211 = !DILocation(line: 54, column: 19, scope: !209)
!212 = !DILocation(line: 54, column: 5, scope: !206)
!213 = !DILocation(line: 55, column: 16, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !1, line: 55, column: 9)
!215 = distinct !DILexicalBlock(scope: !209, file: !1, line: 54, column: 29)
!216 = !DILocation(line: 55, column: 14, scope: !214)
!217 = !DILocation(line: 55, column: 21, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !1, line: 55, column: 9)
!219 = !DILocation(line: 55, column: 25, scope: !218)
!220 = !DILocation(line: 55, column: 23, scope: !218)
!221 = !DILocation(line: 55, column: 9, scope: !214)
!222 = !DILocation(line: 56, column: 23, scope: !218)
!223 = !DILocation(line: 56, column: 25, scope: !218)
!224 = !DILocation(line: 56, column: 31, scope: !218)
!225 = !DILocation(line: 56, column: 13, scope: !218)
!226 = !DILocation(line: 56, column: 15, scope: !218)
!227 = !DILocation(line: 56, column: 21, scope: !218)
!228 = !DILocation(line: 55, column: 29, scope: !218)
!229 = !DILocation(line: 55, column: 9, scope: !218)
!230 = distinct !{!230, !221, !231, !62}
!231 = !DILocation(line: 56, column: 33, scope: !214)
!232 = !DILocation(line: 57, column: 18, scope: !215)
!233 = !DILocation(line: 57, column: 20, scope: !215)
!234 = !DILocation(line: 57, column: 27, scope: !215)
!235 = !DILocation(line: 57, column: 25, scope: !215)
!236 = !DILocation(line: 57, column: 30, scope: !215)
!237 = !DILocation(line: 57, column: 32, scope: !215)
!238 = !DILocation(line: 57, column: 36, scope: !215)
!239 = !DILocation(line: 57, column: 42, scope: !215)
!240 = !DILocation(line: 57, column: 46, scope: !215)
!241 = !DILocation(line: 57, column: 44, scope: !215)
!242 = !DILocation(line: 57, column: 50, scope: !215)
!243 = !DILocation(line: 57, column: 68, scope: !215)
!244 = !DILocation(line: 57, column: 72, scope: !215)
!245 = !DILocation(line: 57, column: 9, scope: !215)
!246 = !DILocation(line: 58, column: 9, scope: !215)
!247 = !DILocation(line: 59, column: 5, scope: !215)
!248 = !DILocation(line: 54, column: 25, scope: !209)
!249 = !DILocation(line: 54, column: 5, scope: !209)
!250 = distinct !{!250, !212, !251, !62}
!251 = !DILocation(line: 59, column: 5, scope: !206)
!252 = !DILocation(line: 60, column: 17, scope: !97)
!253 = !DILocation(line: 60, column: 5, scope: !97)
!254 = !DILocation(line: 61, column: 5, scope: !97)
!255 = !DILocation(line: 62, column: 1, scope: !97)
