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
  %mloc = alloca i32, align 4
  %cnt = alloca i32, align 4
  %q = alloca i32, align 4
  %i = alloca i32, align 4
  %it = alloca i32, align 4
  %start = alloca i32*, align 8
  %half = alloca i32*, align 8
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
  call void @llvm.dbg.declare(metadata i32* %mloc, metadata !27, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %mloc, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %cnt, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %q, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %i, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %it, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32** %start, metadata !37, metadata !DIExpression()), !dbg !39
  %0 = load i32, i32* %p, align 4, !dbg !40
  %add = add nsw i32 %0, 1, !dbg !41
  %conv = sext i32 %add to i64, !dbg !42
  %mul = mul i64 %conv, 4, !dbg !43
  %call3 = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !44
  %1 = bitcast i8* %call3 to i32*, !dbg !44
  store i32* %1, i32** %start, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata i32** %half, metadata !45, metadata !DIExpression()), !dbg !46
  %2 = load i32, i32* %p, align 4, !dbg !47
  %conv4 = sext i32 %2 to i64, !dbg !47
  %mul5 = mul i64 %conv4, 4, !dbg !48
  %call6 = call noalias i8* @malloc(i64 noundef %mul5) #4, !dbg !49
  %3 = bitcast i8* %call6 to i32*, !dbg !49
  store i32* %3, i32** %half, align 8, !dbg !46
  call void @llvm.dbg.declare(metadata double** %x, metadata !50, metadata !DIExpression()), !dbg !53
  %4 = bitcast i32* %n to i8*, !dbg !54
  call void @bsp_push_reg(i8* noundef %4, i32 noundef 4), !dbg !55
  %5 = bitcast i32* %nloc to i8*, !dbg !56
  call void @bsp_push_reg(i8* noundef %5, i32 noundef 4), !dbg !57
  %6 = bitcast i32* %mloc to i8*, !dbg !58
  call void @bsp_push_reg(i8* noundef %6, i32 noundef 4), !dbg !59
  call void @bsp_sync(), !dbg !60
  %7 = load i32, i32* %s, align 4, !dbg !61
  %cmp = icmp eq i32 %7, 0, !dbg !63
  br i1 %cmp, label %if.then, label %if.end50, !dbg !64

if.then:                                          ; preds = %entry
  %call8 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32* noundef %n), !dbg !65
  %cmp9 = icmp ne i32 %call8, 1, !dbg !68
  br i1 %cmp9, label %if.then11, label %if.end, !dbg !69

if.then11:                                        ; preds = %if.then
  store i32 0, i32* %n, align 4, !dbg !70
  br label %if.end, !dbg !71

if.end:                                           ; preds = %if.then11, %if.then
  store i32 0, i32* %q, align 4, !dbg !72
  br label %for.cond, !dbg !74

for.cond:                                         ; preds = %for.inc, %if.end
  %8 = load i32, i32* %q, align 4, !dbg !75
  %9 = load i32, i32* %p, align 4, !dbg !77
  %cmp12 = icmp sle i32 %8, %9, !dbg !78
  br i1 %cmp12, label %for.body, label %for.end, !dbg !79

for.body:                                         ; preds = %for.cond
  %10 = load i32*, i32** %start, align 8, !dbg !80
  %11 = load i32, i32* %q, align 4, !dbg !82
  %idxprom = sext i32 %11 to i64, !dbg !80
  %arrayidx = getelementptr inbounds i32, i32* %10, i64 %idxprom, !dbg !80
  %call14 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32* noundef %arrayidx), !dbg !83
  %cmp15 = icmp ne i32 %call14, 1, !dbg !84
  br i1 %cmp15, label %if.then17, label %if.end20, !dbg !85

if.then17:                                        ; preds = %for.body
  %12 = load i32*, i32** %start, align 8, !dbg !86
  %13 = load i32, i32* %q, align 4, !dbg !87
  %idxprom18 = sext i32 %13 to i64, !dbg !86
  %arrayidx19 = getelementptr inbounds i32, i32* %12, i64 %idxprom18, !dbg !86
  store i32 0, i32* %arrayidx19, align 4, !dbg !88
  br label %if.end20, !dbg !86

if.end20:                                         ; preds = %if.then17, %for.body
  br label %for.inc, !dbg !89

for.inc:                                          ; preds = %if.end20
  %14 = load i32, i32* %q, align 4, !dbg !90
  %inc = add nsw i32 %14, 1, !dbg !90
  store i32 %inc, i32* %q, align 4, !dbg !90
  br label %for.cond, !dbg !91, !llvm.loop !92

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %q, align 4, !dbg !95
  br label %for.cond21, !dbg !97

for.cond21:                                       ; preds = %for.inc32, %for.end
  %15 = load i32, i32* %q, align 4, !dbg !98
  %16 = load i32, i32* %p, align 4, !dbg !100
  %cmp22 = icmp slt i32 %15, %16, !dbg !101
  br i1 %cmp22, label %for.body24, label %for.end34, !dbg !102

for.body24:                                       ; preds = %for.cond21
  %17 = load i32*, i32** %start, align 8, !dbg !103
  %18 = load i32, i32* %q, align 4, !dbg !104
  %add25 = add nsw i32 %18, 1, !dbg !105
  %idxprom26 = sext i32 %add25 to i64, !dbg !103
  %arrayidx27 = getelementptr inbounds i32, i32* %17, i64 %idxprom26, !dbg !103
  %19 = load i32, i32* %arrayidx27, align 4, !dbg !103
  %20 = load i32*, i32** %start, align 8, !dbg !106
  %21 = load i32, i32* %q, align 4, !dbg !107
  %idxprom28 = sext i32 %21 to i64, !dbg !106
  %arrayidx29 = getelementptr inbounds i32, i32* %20, i64 %idxprom28, !dbg !106
  %22 = load i32, i32* %arrayidx29, align 4, !dbg !106
  %sub = sub nsw i32 %19, %22, !dbg !108
  %div = sdiv i32 %sub, 2, !dbg !109
  %23 = load i32*, i32** %half, align 8, !dbg !110
  %24 = load i32, i32* %q, align 4, !dbg !111
  %idxprom30 = sext i32 %24 to i64, !dbg !110
  %arrayidx31 = getelementptr inbounds i32, i32* %23, i64 %idxprom30, !dbg !110
  store i32 %div, i32* %arrayidx31, align 4, !dbg !112
  br label %for.inc32, !dbg !110

for.inc32:                                        ; preds = %for.body24
  %25 = load i32, i32* %q, align 4, !dbg !113
  %inc33 = add nsw i32 %25, 1, !dbg !113
  store i32 %inc33, i32* %q, align 4, !dbg !113
  br label %for.cond21, !dbg !114, !llvm.loop !115

for.end34:                                        ; preds = %for.cond21
  store i32 0, i32* %q, align 4, !dbg !117
  br label %for.cond35, !dbg !119

for.cond35:                                       ; preds = %for.inc47, %for.end34
  %26 = load i32, i32* %q, align 4, !dbg !120
  %27 = load i32, i32* %p, align 4, !dbg !122
  %cmp36 = icmp slt i32 %26, %27, !dbg !123
  br i1 %cmp36, label %for.body38, label %for.end49, !dbg !124

for.body38:                                       ; preds = %for.cond35
  %28 = load i32, i32* %q, align 4, !dbg !125
  %29 = bitcast i32* %n to i8*, !dbg !127
  %30 = bitcast i32* %n to i8*, !dbg !128
  call void @bsp_put(i32 noundef %28, i8* noundef %29, i8* noundef %30, i32 noundef 0, i32 noundef 4), !dbg !129
  %31 = load i32*, i32** %start, align 8, !dbg !130
  %32 = load i32, i32* %q, align 4, !dbg !131
  %add39 = add nsw i32 %32, 1, !dbg !132
  %idxprom40 = sext i32 %add39 to i64, !dbg !130
  %arrayidx41 = getelementptr inbounds i32, i32* %31, i64 %idxprom40, !dbg !130
  %33 = load i32, i32* %arrayidx41, align 4, !dbg !130
  %34 = load i32*, i32** %start, align 8, !dbg !133
  %35 = load i32, i32* %q, align 4, !dbg !134
  %idxprom42 = sext i32 %35 to i64, !dbg !133
  %arrayidx43 = getelementptr inbounds i32, i32* %34, i64 %idxprom42, !dbg !133
  %36 = load i32, i32* %arrayidx43, align 4, !dbg !133
  %sub44 = sub nsw i32 %33, %36, !dbg !135
  store i32 %sub44, i32* %cnt, align 4, !dbg !136
  %37 = load i32, i32* %q, align 4, !dbg !137
  %38 = bitcast i32* %cnt to i8*, !dbg !138
  %39 = bitcast i32* %nloc to i8*, !dbg !139
  call void @bsp_put(i32 noundef %37, i8* noundef %38, i8* noundef %39, i32 noundef 0, i32 noundef 4), !dbg !140
  %40 = load i32, i32* %q, align 4, !dbg !141
  %41 = load i32*, i32** %half, align 8, !dbg !142
  %42 = load i32, i32* %q, align 4, !dbg !143
  %idxprom45 = sext i32 %42 to i64, !dbg !142
  %arrayidx46 = getelementptr inbounds i32, i32* %41, i64 %idxprom45, !dbg !142
  %43 = bitcast i32* %arrayidx46 to i8*, !dbg !144
  %44 = bitcast i32* %mloc to i8*, !dbg !145
  call void @bsp_put(i32 noundef %40, i8* noundef %43, i8* noundef %44, i32 noundef 0, i32 noundef 4), !dbg !146
  br label %for.inc47, !dbg !147

for.inc47:                                        ; preds = %for.body38
  %45 = load i32, i32* %q, align 4, !dbg !148
  %inc48 = add nsw i32 %45, 1, !dbg !148
  store i32 %inc48, i32* %q, align 4, !dbg !148
  br label %for.cond35, !dbg !149, !llvm.loop !150

for.end49:                                        ; preds = %for.cond35
  %46 = load i32*, i32** %half, align 8, !dbg !152
  %47 = bitcast i32* %46 to i8*, !dbg !152
  call void @free(i8* noundef %47) #4, !dbg !153
  store i32* null, i32** %half, align 8, !dbg !154
  br label %if.end50, !dbg !155

if.end50:                                         ; preds = %for.end49, %entry
  call void @bsp_sync(), !dbg !156
  %48 = load i32, i32* %nloc, align 4, !dbg !157
  %cmp51 = icmp sgt i32 %48, 0, !dbg !158
  br i1 %cmp51, label %cond.true, label %cond.false, !dbg !157

cond.true:                                        ; preds = %if.end50
  %49 = load i32, i32* %nloc, align 4, !dbg !159
  br label %cond.end, !dbg !157

cond.false:                                       ; preds = %if.end50
  br label %cond.end, !dbg !157

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %49, %cond.true ], [ 1, %cond.false ], !dbg !157
  %conv53 = sext i32 %cond to i64, !dbg !160
  %mul54 = mul i64 %conv53, 8, !dbg !161
  %call55 = call noalias i8* @malloc(i64 noundef %mul54) #4, !dbg !162
  %50 = bitcast i8* %call55 to double*, !dbg !162
  store double* %50, double** %x, align 8, !dbg !163
  store i32 0, i32* %i, align 4, !dbg !164
  br label %for.cond56, !dbg !166

for.cond56:                                       ; preds = %for.inc63, %cond.end
  %51 = load i32, i32* %i, align 4, !dbg !167
  %52 = load i32, i32* %nloc, align 4, !dbg !169
  %cmp57 = icmp slt i32 %51, %52, !dbg !170
  br i1 %cmp57, label %for.body59, label %for.end65, !dbg !171

for.body59:                                       ; preds = %for.cond56
  %53 = load i32, i32* %i, align 4, !dbg !172
  %conv60 = sitofp i32 %53 to double, !dbg !172
  %54 = load double*, double** %x, align 8, !dbg !173
  %55 = load i32, i32* %i, align 4, !dbg !174
  %idxprom61 = sext i32 %55 to i64, !dbg !173
  %arrayidx62 = getelementptr inbounds double, double* %54, i64 %idxprom61, !dbg !173
  store double %conv60, double* %arrayidx62, align 8, !dbg !175
  br label %for.inc63, !dbg !173

for.inc63:                                        ; preds = %for.body59
  %56 = load i32, i32* %i, align 4, !dbg !176
  %inc64 = add nsw i32 %56, 1, !dbg !176
  store i32 %inc64, i32* %i, align 4, !dbg !176
  br label %for.cond56, !dbg !177, !llvm.loop !178

for.end65:                                        ; preds = %for.cond56
  %57 = load double*, double** %x, align 8, !dbg !180
  %58 = bitcast double* %57 to i8*, !dbg !180
  %59 = load i32, i32* %nloc, align 4, !dbg !181
  %cmp66 = icmp sgt i32 %59, 0, !dbg !182
  br i1 %cmp66, label %cond.true68, label %cond.false69, !dbg !181

cond.true68:                                      ; preds = %for.end65
  %60 = load i32, i32* %nloc, align 4, !dbg !183
  br label %cond.end70, !dbg !181

cond.false69:                                     ; preds = %for.end65
  br label %cond.end70, !dbg !181

cond.end70:                                       ; preds = %cond.false69, %cond.true68
  %cond71 = phi i32 [ %60, %cond.true68 ], [ 1, %cond.false69 ], !dbg !181
  %conv72 = sext i32 %cond71 to i64, !dbg !184
  %mul73 = mul i64 %conv72, 8, !dbg !185
  %conv74 = trunc i64 %mul73 to i32, !dbg !184
  call void @bsp_push_reg(i8* noundef %58, i32 noundef %conv74), !dbg !186
  call void @bsp_sync(), !dbg !187
  store i32 0, i32* %it, align 4, !dbg !188
  br label %for.cond75, !dbg !190

for.cond75:                                       ; preds = %for.inc116, %cond.end70
  %61 = load i32, i32* %it, align 4, !dbg !191
  %cmp76 = icmp slt i32 %61, 3, !dbg !193
  br i1 %cmp76, label %for.body78, label %for.end118, !dbg !194

for.body78:                                       ; preds = %for.cond75
  store i32 0, i32* %i, align 4, !dbg !195
  br label %for.cond79, !dbg !198

for.cond79:                                       ; preds = %for.inc89, %for.body78
  %62 = load i32, i32* %i, align 4, !dbg !199
  %63 = load i32, i32* %nloc, align 4, !dbg !201
  %cmp80 = icmp slt i32 %62, %63, !dbg !202
  br i1 %cmp80, label %for.body82, label %for.end91, !dbg !203

for.body82:                                       ; preds = %for.cond79
  %64 = load double*, double** %x, align 8, !dbg !204
  %65 = load i32, i32* %i, align 4, !dbg !205
  %idxprom83 = sext i32 %65 to i64, !dbg !204
  %arrayidx84 = getelementptr inbounds double, double* %64, i64 %idxprom83, !dbg !204
  %66 = load double, double* %arrayidx84, align 8, !dbg !204
  %67 = load i32, i32* %n, align 4, !dbg !206
  %conv86 = sitofp i32 %67 to double, !dbg !206
  %68 = call double @llvm.fmuladd.f64(double %66, double 2.000000e+00, double %conv86), !dbg !207
  %69 = load double*, double** %x, align 8, !dbg !208
  %70 = load i32, i32* %i, align 4, !dbg !209
  %idxprom87 = sext i32 %70 to i64, !dbg !208
  %arrayidx88 = getelementptr inbounds double, double* %69, i64 %idxprom87, !dbg !208
  store double %68, double* %arrayidx88, align 8, !dbg !210
  br label %for.inc89, !dbg !208

for.inc89:                                        ; preds = %for.body82
  %71 = load i32, i32* %i, align 4, !dbg !211
  %inc90 = add nsw i32 %71, 1, !dbg !211
  store i32 %inc90, i32* %i, align 4, !dbg !211
  br label %for.cond79, !dbg !212, !llvm.loop !213

for.end91:                                        ; preds = %for.cond79
  store i32 0, i32* %i, align 4, !dbg !215
  br label %for.cond92, !dbg !217

for.cond92:                                       ; preds = %for.inc101, %for.end91
  %72 = load i32, i32* %i, align 4, !dbg !218
  %73 = load i32, i32* %mloc, align 4, !dbg !220
  %cmp93 = icmp slt i32 %72, %73, !dbg !221
  br i1 %cmp93, label %for.body95, label %for.end103, !dbg !222

for.body95:                                       ; preds = %for.cond92
  %74 = load double*, double** %x, align 8, !dbg !223
  %75 = load i32, i32* %i, align 4, !dbg !224
  %idxprom96 = sext i32 %75 to i64, !dbg !223
  %arrayidx97 = getelementptr inbounds double, double* %74, i64 %idxprom96, !dbg !223
  %76 = load double, double* %arrayidx97, align 8, !dbg !223
  %add98 = fadd double %76, 1.000000e+00, !dbg !225
  %77 = load double*, double** %x, align 8, !dbg !226
  %78 = load i32, i32* %i, align 4, !dbg !227
  %idxprom99 = sext i32 %78 to i64, !dbg !226
  %arrayidx100 = getelementptr inbounds double, double* %77, i64 %idxprom99, !dbg !226
  store double %add98, double* %arrayidx100, align 8, !dbg !228
  br label %for.inc101, !dbg !226

for.inc101:                                       ; preds = %for.body95
  %79 = load i32, i32* %i, align 4, !dbg !229
  %inc102 = add nsw i32 %79, 1, !dbg !229
  store i32 %inc102, i32* %i, align 4, !dbg !229
  br label %for.cond92, !dbg !230, !llvm.loop !231

for.end103:                                       ; preds = %for.cond92
  store i32 0, i32* %i, align 4, !dbg !233
  br label %for.cond104, !dbg !235

for.cond104:                                      ; preds = %for.inc113, %for.end103
  %80 = load i32, i32* %i, align 4, !dbg !236
  %81 = load i32, i32* %nloc, align 4, !dbg !238
  %cmp105 = icmp slt i32 %80, %81, !dbg !239
  br i1 %cmp105, label %for.body107, label %for.end115, !dbg !240

for.body107:                                      ; preds = %for.cond104
  %82 = load i32, i32* %s, align 4, !dbg !241
  %83 = load double*, double** %x, align 8, !dbg !242
  %84 = load i32, i32* %i, align 4, !dbg !243
  %idxprom108 = sext i32 %84 to i64, !dbg !242
  %arrayidx109 = getelementptr inbounds double, double* %83, i64 %idxprom108, !dbg !242
  %85 = bitcast double* %arrayidx109 to i8*, !dbg !244
  %86 = load double*, double** %x, align 8, !dbg !245
  %87 = bitcast double* %86 to i8*, !dbg !245
  %88 = load i32, i32* %i, align 4, !dbg !246
  %conv110 = sext i32 %88 to i64, !dbg !246
  %mul111 = mul i64 %conv110, 8, !dbg !247
  %conv112 = trunc i64 %mul111 to i32, !dbg !246
  call void @bsp_put(i32 noundef %82, i8* noundef %85, i8* noundef %87, i32 noundef %conv112, i32 noundef 8), !dbg !248
  br label %for.inc113, !dbg !248

for.inc113:                                       ; preds = %for.body107
  %89 = load i32, i32* %i, align 4, !dbg !249
  %inc114 = add nsw i32 %89, 1, !dbg !249
  store i32 %inc114, i32* %i, align 4, !dbg !249
  br label %for.cond104, !dbg !250, !llvm.loop !251

for.end115:                                       ; preds = %for.cond104
  call void @bsp_sync(), !dbg !253
  br label %for.inc116, !dbg !254

for.inc116:                                       ; preds = %for.end115
  %90 = load i32, i32* %it, align 4, !dbg !255
  %inc117 = add nsw i32 %90, 1, !dbg !255
  store i32 %inc117, i32* %it, align 4, !dbg !255
  br label %for.cond75, !dbg !256, !llvm.loop !257

for.end118:                                       ; preds = %for.cond75
  %91 = load double*, double** %x, align 8, !dbg !259
  %92 = bitcast double* %91 to i8*, !dbg !259
  call void @bsp_pop_reg(i8* noundef %92), !dbg !260
  %93 = bitcast i32* %mloc to i8*, !dbg !261
  call void @bsp_pop_reg(i8* noundef %93), !dbg !262
  %94 = bitcast i32* %nloc to i8*, !dbg !263
  call void @bsp_pop_reg(i8* noundef %94), !dbg !264
  %95 = bitcast i32* %n to i8*, !dbg !265
  call void @bsp_pop_reg(i8* noundef %95), !dbg !266
  %96 = load double*, double** %x, align 8, !dbg !267
  %97 = bitcast double* %96 to i8*, !dbg !267
  call void @free(i8* noundef %97) #4, !dbg !268
  %98 = load i32*, i32** %start, align 8, !dbg !269
  %99 = bitcast i32* %98 to i8*, !dbg !269
  call void @free(i8* noundef %99) #4, !dbg !270
  call void @bsp_end(), !dbg !271
  ret void, !dbg !272
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

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

declare void @bsp_pop_reg(i8* noundef) #1

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
!1 = !DIFile(filename: "scatter.c", directory: ".", checksumkind: CSK_MD5, checksum: "275f7b00c82217ab4db3bdff917e7978")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 13, type: !11, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 14, column: 15, scope: !10)
!15 = !DILocation(line: 14, column: 5, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 15, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 15, column: 9, scope: !10)
!19 = !DILocation(line: 15, column: 13, scope: !10)
!20 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 15, type: !17)
!21 = !DILocation(line: 15, column: 27, scope: !10)
!22 = !DILocation(line: 15, column: 31, scope: !10)
!23 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 16, type: !17)
!24 = !DILocation(line: 16, column: 9, scope: !10)
!25 = !DILocalVariable(name: "nloc", scope: !10, file: !1, line: 16, type: !17)
!26 = !DILocation(line: 16, column: 16, scope: !10)
!27 = !DILocalVariable(name: "mloc", scope: !10, file: !1, line: 16, type: !17)
!28 = !DILocation(line: 16, column: 26, scope: !10)
!29 = !DILocalVariable(name: "cnt", scope: !10, file: !1, line: 16, type: !17)
!30 = !DILocation(line: 16, column: 36, scope: !10)
!31 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 16, type: !17)
!32 = !DILocation(line: 16, column: 41, scope: !10)
!33 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 16, type: !17)
!34 = !DILocation(line: 16, column: 44, scope: !10)
!35 = !DILocalVariable(name: "it", scope: !10, file: !1, line: 16, type: !17)
!36 = !DILocation(line: 16, column: 47, scope: !10)
!37 = !DILocalVariable(name: "start", scope: !10, file: !1, line: 17, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!39 = !DILocation(line: 17, column: 10, scope: !10)
!40 = !DILocation(line: 17, column: 26, scope: !10)
!41 = !DILocation(line: 17, column: 28, scope: !10)
!42 = !DILocation(line: 17, column: 25, scope: !10)
!43 = !DILocation(line: 17, column: 33, scope: !10)
!44 = !DILocation(line: 17, column: 18, scope: !10)
!45 = !DILocalVariable(name: "half", scope: !10, file: !1, line: 18, type: !38)
!46 = !DILocation(line: 18, column: 10, scope: !10)
!47 = !DILocation(line: 18, column: 24, scope: !10)
!48 = !DILocation(line: 18, column: 26, scope: !10)
!49 = !DILocation(line: 18, column: 17, scope: !10)
!50 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 19, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!53 = !DILocation(line: 19, column: 13, scope: !10)
!54 = !DILocation(line: 20, column: 18, scope: !10)
!55 = !DILocation(line: 20, column: 5, scope: !10)
!56 = !DILocation(line: 21, column: 18, scope: !10)
!57 = !DILocation(line: 21, column: 5, scope: !10)
!58 = !DILocation(line: 22, column: 18, scope: !10)
!59 = !DILocation(line: 22, column: 5, scope: !10)
!60 = !DILocation(line: 23, column: 5, scope: !10)
!61 = !DILocation(line: 24, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 9)
!63 = !DILocation(line: 24, column: 11, scope: !62)
!64 = !DILocation(line: 24, column: 9, scope: !10)
!65 = !DILocation(line: 25, column: 13, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !1, line: 25, column: 13)
!67 = distinct !DILexicalBlock(scope: !62, file: !1, line: 24, column: 17)
!68 = !DILocation(line: 25, column: 29, scope: !66)
!69 = !DILocation(line: 25, column: 13, scope: !67)
!70 = !DILocation(line: 26, column: 15, scope: !66)
!71 = !DILocation(line: 26, column: 13, scope: !66)
!72 = !DILocation(line: 27, column: 16, scope: !73)
!73 = distinct !DILexicalBlock(scope: !67, file: !1, line: 27, column: 9)
!74 = !DILocation(line: 27, column: 14, scope: !73)
!75 = !DILocation(line: 27, column: 21, scope: !76)
!76 = distinct !DILexicalBlock(scope: !73, file: !1, line: 27, column: 9)
!77 = !DILocation(line: 27, column: 26, scope: !76)
!78 = !DILocation(line: 27, column: 23, scope: !76)
!79 = !DILocation(line: 27, column: 9, scope: !73)
!80 = !DILocation(line: 28, column: 30, scope: !81)
!81 = distinct !DILexicalBlock(scope: !76, file: !1, line: 28, column: 17)
!82 = !DILocation(line: 28, column: 36, scope: !81)
!83 = !DILocation(line: 28, column: 17, scope: !81)
!84 = !DILocation(line: 28, column: 40, scope: !81)
!85 = !DILocation(line: 28, column: 17, scope: !76)
!86 = !DILocation(line: 29, column: 17, scope: !81)
!87 = !DILocation(line: 29, column: 23, scope: !81)
!88 = !DILocation(line: 29, column: 26, scope: !81)
!89 = !DILocation(line: 28, column: 43, scope: !81)
!90 = !DILocation(line: 27, column: 30, scope: !76)
!91 = !DILocation(line: 27, column: 9, scope: !76)
!92 = distinct !{!92, !79, !93, !94}
!93 = !DILocation(line: 29, column: 28, scope: !73)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 30, column: 16, scope: !96)
!96 = distinct !DILexicalBlock(scope: !67, file: !1, line: 30, column: 9)
!97 = !DILocation(line: 30, column: 14, scope: !96)
!98 = !DILocation(line: 30, column: 21, scope: !99)
!99 = distinct !DILexicalBlock(scope: !96, file: !1, line: 30, column: 9)
!100 = !DILocation(line: 30, column: 25, scope: !99)
!101 = !DILocation(line: 30, column: 23, scope: !99)
!102 = !DILocation(line: 30, column: 9, scope: !96)
!103 = !DILocation(line: 31, column: 24, scope: !99)
!104 = !DILocation(line: 31, column: 30, scope: !99)
!105 = !DILocation(line: 31, column: 32, scope: !99)
!106 = !DILocation(line: 31, column: 39, scope: !99)
!107 = !DILocation(line: 31, column: 45, scope: !99)
!108 = !DILocation(line: 31, column: 37, scope: !99)
!109 = !DILocation(line: 31, column: 49, scope: !99)
!110 = !DILocation(line: 31, column: 13, scope: !99)
!111 = !DILocation(line: 31, column: 18, scope: !99)
!112 = !DILocation(line: 31, column: 21, scope: !99)
!113 = !DILocation(line: 30, column: 29, scope: !99)
!114 = !DILocation(line: 30, column: 9, scope: !99)
!115 = distinct !{!115, !102, !116, !94}
!116 = !DILocation(line: 31, column: 51, scope: !96)
!117 = !DILocation(line: 32, column: 16, scope: !118)
!118 = distinct !DILexicalBlock(scope: !67, file: !1, line: 32, column: 9)
!119 = !DILocation(line: 32, column: 14, scope: !118)
!120 = !DILocation(line: 32, column: 21, scope: !121)
!121 = distinct !DILexicalBlock(scope: !118, file: !1, line: 32, column: 9)
!122 = !DILocation(line: 32, column: 25, scope: !121)
!123 = !DILocation(line: 32, column: 23, scope: !121)
!124 = !DILocation(line: 32, column: 9, scope: !118)
!125 = !DILocation(line: 33, column: 21, scope: !126)
!126 = distinct !DILexicalBlock(scope: !121, file: !1, line: 32, column: 33)
!127 = !DILocation(line: 33, column: 24, scope: !126)
!128 = !DILocation(line: 33, column: 28, scope: !126)
!129 = !DILocation(line: 33, column: 13, scope: !126)
!130 = !DILocation(line: 34, column: 19, scope: !126)
!131 = !DILocation(line: 34, column: 25, scope: !126)
!132 = !DILocation(line: 34, column: 27, scope: !126)
!133 = !DILocation(line: 34, column: 34, scope: !126)
!134 = !DILocation(line: 34, column: 40, scope: !126)
!135 = !DILocation(line: 34, column: 32, scope: !126)
!136 = !DILocation(line: 34, column: 17, scope: !126)
!137 = !DILocation(line: 35, column: 21, scope: !126)
!138 = !DILocation(line: 35, column: 24, scope: !126)
!139 = !DILocation(line: 35, column: 30, scope: !126)
!140 = !DILocation(line: 35, column: 13, scope: !126)
!141 = !DILocation(line: 36, column: 21, scope: !126)
!142 = !DILocation(line: 36, column: 25, scope: !126)
!143 = !DILocation(line: 36, column: 30, scope: !126)
!144 = !DILocation(line: 36, column: 24, scope: !126)
!145 = !DILocation(line: 36, column: 34, scope: !126)
!146 = !DILocation(line: 36, column: 13, scope: !126)
!147 = !DILocation(line: 37, column: 9, scope: !126)
!148 = !DILocation(line: 32, column: 29, scope: !121)
!149 = !DILocation(line: 32, column: 9, scope: !121)
!150 = distinct !{!150, !124, !151, !94}
!151 = !DILocation(line: 37, column: 9, scope: !118)
!152 = !DILocation(line: 38, column: 14, scope: !67)
!153 = !DILocation(line: 38, column: 9, scope: !67)
!154 = !DILocation(line: 39, column: 14, scope: !67)
!155 = !DILocation(line: 40, column: 5, scope: !67)
!156 = !DILocation(line: 41, column: 5, scope: !10)
!157 = !DILocation(line: 42, column: 17, scope: !10)
!158 = !DILocation(line: 42, column: 22, scope: !10)
!159 = !DILocation(line: 42, column: 28, scope: !10)
!160 = !DILocation(line: 42, column: 16, scope: !10)
!161 = !DILocation(line: 42, column: 38, scope: !10)
!162 = !DILocation(line: 42, column: 9, scope: !10)
!163 = !DILocation(line: 42, column: 7, scope: !10)
!164 = !DILocation(line: 43, column: 12, scope: !165)
!165 = distinct !DILexicalBlock(scope: !10, file: !1, line: 43, column: 5)
!166 = !DILocation(line: 43, column: 10, scope: !165)
!167 = !DILocation(line: 43, column: 17, scope: !168)
!168 = distinct !DILexicalBlock(scope: !165, file: !1, line: 43, column: 5)
!169 = !DILocation(line: 43, column: 21, scope: !168)
!170 = !DILocation(line: 43, column: 19, scope: !168)
!171 = !DILocation(line: 43, column: 5, scope: !165)
!172 = !DILocation(line: 44, column: 16, scope: !168)
!173 = !DILocation(line: 44, column: 9, scope: !168)
!174 = !DILocation(line: 44, column: 11, scope: !168)
!175 = !DILocation(line: 44, column: 14, scope: !168)
!176 = !DILocation(line: 43, column: 28, scope: !168)
!177 = !DILocation(line: 43, column: 5, scope: !168)
!178 = distinct !{!178, !171, !179, !94}
!179 = !DILocation(line: 44, column: 16, scope: !165)
!180 = !DILocation(line: 45, column: 18, scope: !10)
!181 = !DILocation(line: 45, column: 22, scope: !10)
!182 = !DILocation(line: 45, column: 27, scope: !10)
!183 = !DILocation(line: 45, column: 33, scope: !10)
!184 = !DILocation(line: 45, column: 21, scope: !10)
!185 = !DILocation(line: 45, column: 43, scope: !10)
!186 = !DILocation(line: 45, column: 5, scope: !10)
!187 = !DILocation(line: 46, column: 5, scope: !10)
!188 = !DILocation(line: 47, column: 13, scope: !189)
!189 = distinct !DILexicalBlock(scope: !10, file: !1, line: 47, column: 5)
!190 = !DILocation(line: 47, column: 10, scope: !189)
!191 = !DILocation(line: 47, column: 18, scope: !192)
!192 = distinct !DILexicalBlock(scope: !189, file: !1, line: 47, column: 5)
!193 = !DILocation(line: 47, column: 21, scope: !192)
!194 = !DILocation(line: 47, column: 5, scope: !189)
!195 = !DILocation(line: 48, column: 16, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !1, line: 48, column: 9)
!197 = distinct !DILexicalBlock(scope: !192, file: !1, line: 47, column: 32)
!198 = !DILocation(line: 48, column: 14, scope: !196)
!199 = !DILocation(line: 48, column: 21, scope: !200)
!200 = distinct !DILexicalBlock(scope: !196, file: !1, line: 48, column: 9)
!201 = !DILocation(line: 48, column: 25, scope: !200)
!202 = !DILocation(line: 48, column: 23, scope: !200)
!203 = !DILocation(line: 48, column: 9, scope: !196)
!204 = !DILocation(line: 49, column: 20, scope: !200)
!205 = !DILocation(line: 49, column: 22, scope: !200)
!206 = !DILocation(line: 49, column: 33, scope: !200)
!207 = !DILocation(line: 49, column: 31, scope: !200)
!208 = !DILocation(line: 49, column: 13, scope: !200)
!209 = !DILocation(line: 49, column: 15, scope: !200)
!210 = !DILocation(line: 49, column: 18, scope: !200)
!211 = !DILocation(line: 48, column: 32, scope: !200)
!212 = !DILocation(line: 48, column: 9, scope: !200)
!213 = distinct !{!213, !203, !214, !94}
!214 = !DILocation(line: 49, column: 33, scope: !196)
!215 = !DILocation(line: 50, column: 16, scope: !216)
!216 = distinct !DILexicalBlock(scope: !197, file: !1, line: 50, column: 9)
!217 = !DILocation(line: 50, column: 14, scope: !216)
!218 = !DILocation(line: 50, column: 21, scope: !219)
!219 = distinct !DILexicalBlock(scope: !216, file: !1, line: 50, column: 9)
!220 = !DILocation(line: 50, column: 25, scope: !219)
!221 = !DILocation(line: 50, column: 23, scope: !219)
!222 = !DILocation(line: 50, column: 9, scope: !216)
!223 = !DILocation(line: 51, column: 20, scope: !219)
!224 = !DILocation(line: 51, column: 22, scope: !219)
!225 = !DILocation(line: 51, column: 25, scope: !219)
!226 = !DILocation(line: 51, column: 13, scope: !219)
!227 = !DILocation(line: 51, column: 15, scope: !219)
!228 = !DILocation(line: 51, column: 18, scope: !219)
!229 = !DILocation(line: 50, column: 32, scope: !219)
!230 = !DILocation(line: 50, column: 9, scope: !219)
!231 = distinct !{!231, !222, !232, !94}
!232 = !DILocation(line: 51, column: 27, scope: !216)
!233 = !DILocation(line: 52, column: 16, scope: !234)
!234 = distinct !DILexicalBlock(scope: !197, file: !1, line: 52, column: 9)
!235 = !DILocation(line: 52, column: 14, scope: !234)
!236 = !DILocation(line: 52, column: 21, scope: !237)
!237 = distinct !DILexicalBlock(scope: !234, file: !1, line: 52, column: 9)
!238 = !DILocation(line: 52, column: 25, scope: !237)
!239 = !DILocation(line: 52, column: 23, scope: !237)
!240 = !DILocation(line: 52, column: 9, scope: !234)
!241 = !DILocation(line: 53, column: 21, scope: !237)
!242 = !DILocation(line: 53, column: 25, scope: !237)
!243 = !DILocation(line: 53, column: 27, scope: !237)
!244 = !DILocation(line: 53, column: 24, scope: !237)
!245 = !DILocation(line: 53, column: 31, scope: !237)
!246 = !DILocation(line: 53, column: 34, scope: !237)
!247 = !DILocation(line: 53, column: 36, scope: !237)
!248 = !DILocation(line: 53, column: 13, scope: !237)
!249 = !DILocation(line: 52, column: 32, scope: !237)
!250 = !DILocation(line: 52, column: 9, scope: !237)
!251 = distinct !{!251, !240, !252, !94}
!252 = !DILocation(line: 53, column: 68, scope: !234)
!253 = !DILocation(line: 54, column: 9, scope: !197)
!254 = !DILocation(line: 55, column: 5, scope: !197)
!255 = !DILocation(line: 47, column: 28, scope: !192)
!256 = !DILocation(line: 47, column: 5, scope: !192)
!257 = distinct !{!257, !194, !258, !94}
!258 = !DILocation(line: 55, column: 5, scope: !189)
!259 = !DILocation(line: 56, column: 17, scope: !10)
!260 = !DILocation(line: 56, column: 5, scope: !10)
!261 = !DILocation(line: 57, column: 17, scope: !10)
!262 = !DILocation(line: 57, column: 5, scope: !10)
!263 = !DILocation(line: 58, column: 17, scope: !10)
!264 = !DILocation(line: 58, column: 5, scope: !10)
!265 = !DILocation(line: 59, column: 17, scope: !10)
!266 = !DILocation(line: 59, column: 5, scope: !10)
!267 = !DILocation(line: 60, column: 10, scope: !10)
!268 = !DILocation(line: 60, column: 5, scope: !10)
!269 = !DILocation(line: 61, column: 10, scope: !10)
!270 = !DILocation(line: 61, column: 5, scope: !10)
!271 = !DILocation(line: 62, column: 5, scope: !10)
!272 = !DILocation(line: 63, column: 1, scope: !10)
