; ModuleID = 'data_pointer.c'
source_filename = "data_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %m) #0 !dbg !10 {
entry:
  %m.addr = alloca i32, align 4
  %x = alloca [8 x float], align 16
  %all = alloca float*, align 8
  %sum = alloca float, align 4
  %c = alloca i8*, align 8
  %tp = alloca i8*, align 8
  %pp = alloca i8*, align 8
  %i = alloca i32, align 4
  %k = alloca i32, align 4
  %n = alloca i32, align 4
  %len = alloca i32, align 4
  store i32 %m, i32* %m.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %m.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata [8 x float]* %x, metadata !19, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata float** %all, metadata !25, metadata !DIExpression()), !dbg !27
  store float* null, float** %all, align 8, !dbg !27
  call void @llvm.dbg.declare(metadata float* %sum, metadata !28, metadata !DIExpression()), !dbg !29
  store float 0.000000e+00, float* %sum, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i8** %c, metadata !30, metadata !DIExpression()), !dbg !33
  store i8* null, i8** %c, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata i8** %tp, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i8** %pp, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %i, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* %k, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %n, metadata !43, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %i, align 4, !dbg !45
  br label %for.cond, !dbg !47

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !48
  %cmp = icmp slt i32 %0, 8, !dbg !50
  br i1 %cmp, label %for.body, label %for.end, !dbg !51

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !52
  %2 = load i32, i32* %m.addr, align 4, !dbg !53
  %cmp1 = icmp slt i32 %1, %2, !dbg !54
  br i1 %cmp1, label %cond.true, label %cond.false, !dbg !52

cond.true:                                        ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !55
  br label %cond.end, !dbg !52

cond.false:                                       ; preds = %for.body
  br label %cond.end, !dbg !52

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %3, %cond.true ], [ 0, %cond.false ], !dbg !52
  %conv = sitofp i32 %cond to float, !dbg !52
  %4 = load i32, i32* %i, align 4, !dbg !56
  %idxprom = sext i32 %4 to i64, !dbg !57
  %arrayidx = getelementptr inbounds [8 x float], [8 x float]* %x, i64 0, i64 %idxprom, !dbg !57
  store float %conv, float* %arrayidx, align 4, !dbg !58
  br label %for.inc, !dbg !57

for.inc:                                          ; preds = %cond.end
  %5 = load i32, i32* %i, align 4, !dbg !59
  %inc = add nsw i32 %5, 1, !dbg !59
  store i32 %inc, i32* %i, align 4, !dbg !59
  br label %for.cond, !dbg !60, !llvm.loop !61

for.end:                                          ; preds = %for.cond
  %arraydecay = getelementptr inbounds [8 x float], [8 x float]* %x, i64 0, i64 0, !dbg !64
  %call2 = call i32 @gather(float* noundef %arraydecay, i32 noundef 4, float** noundef %all), !dbg !65
  store i32 %call2, i32* %n, align 4, !dbg !66
  store i32 0, i32* %i, align 4, !dbg !67
  br label %for.cond3, !dbg !69

for.cond3:                                        ; preds = %for.inc9, %for.end
  %6 = load i32, i32* %i, align 4, !dbg !70
  %7 = load i32, i32* %n, align 4, !dbg !72
  %cmp4 = icmp slt i32 %6, %7, !dbg !73
  br i1 %cmp4, label %for.body6, label %for.end11, !dbg !74

for.body6:                                        ; preds = %for.cond3
  %8 = load float*, float** %all, align 8, !dbg !75
  %9 = load i32, i32* %i, align 4, !dbg !76
  %idxprom7 = sext i32 %9 to i64, !dbg !75
  %arrayidx8 = getelementptr inbounds float, float* %8, i64 %idxprom7, !dbg !75
  %10 = load float, float* %arrayidx8, align 4, !dbg !75
  %11 = load float, float* %sum, align 4, !dbg !77
  %add = fadd float %11, %10, !dbg !77
  store float %add, float* %sum, align 4, !dbg !77
  br label %for.inc9, !dbg !78

for.inc9:                                         ; preds = %for.body6
  %12 = load i32, i32* %i, align 4, !dbg !79
  %inc10 = add nsw i32 %12, 1, !dbg !79
  store i32 %inc10, i32* %i, align 4, !dbg !79
  br label %for.cond3, !dbg !80, !llvm.loop !81

for.end11:                                        ; preds = %for.cond3
  %13 = load float*, float** %all, align 8, !dbg !83
  %14 = bitcast float* %13 to i8*, !dbg !83
  call void @free(i8* noundef %14) #4, !dbg !84
  %call12 = call noalias i8* @calloc(i64 noundef 4, i64 noundef 1) #4, !dbg !85
  store i8* %call12, i8** %c, align 8, !dbg !86
  store i32 0, i32* %i, align 4, !dbg !87
  br label %for.cond13, !dbg !89

for.cond13:                                       ; preds = %for.inc20, %for.end11
  %15 = load i32, i32* %i, align 4, !dbg !90
  %cmp14 = icmp slt i32 %15, 4, !dbg !92
  br i1 %cmp14, label %for.body16, label %for.end22, !dbg !93

for.body16:                                       ; preds = %for.cond13
  %16 = load i32, i32* %i, align 4, !dbg !94
  %conv17 = trunc i32 %16 to i8, !dbg !94
  %17 = load i8*, i8** %c, align 8, !dbg !95
  %18 = load i32, i32* %i, align 4, !dbg !96
  %idxprom18 = sext i32 %18 to i64, !dbg !95
  %arrayidx19 = getelementptr inbounds i8, i8* %17, i64 %idxprom18, !dbg !95
  store i8 %conv17, i8* %arrayidx19, align 1, !dbg !97
  br label %for.inc20, !dbg !95

for.inc20:                                        ; preds = %for.body16
  %19 = load i32, i32* %i, align 4, !dbg !98
  %inc21 = add nsw i32 %19, 1, !dbg !98
  store i32 %inc21, i32* %i, align 4, !dbg !98
  br label %for.cond13, !dbg !99, !llvm.loop !100

for.end22:                                        ; preds = %for.cond13
  %20 = bitcast i32* %i to i8*, !dbg !102
  %21 = load i8*, i8** %c, align 8, !dbg !103
  call void @bsp_send(i32 noundef 0, i8* noundef %20, i8* noundef %21, i32 noundef 4), !dbg !104
  call void @bsp_sync(), !dbg !105
  call void @bsp_qsize(i32* noundef %n, i32* noundef %k), !dbg !106
  store i32 0, i32* %i, align 4, !dbg !107
  br label %for.cond23, !dbg !109

for.cond23:                                       ; preds = %for.inc42, %for.end22
  %22 = load i32, i32* %i, align 4, !dbg !110
  %23 = load i32, i32* %n, align 4, !dbg !112
  %cmp24 = icmp slt i32 %22, %23, !dbg !113
  br i1 %cmp24, label %for.body26, label %for.end44, !dbg !114

for.body26:                                       ; preds = %for.cond23
  call void @llvm.dbg.declare(metadata i32* %len, metadata !115, metadata !DIExpression()), !dbg !117
  %call27 = call i32 @bsp_hpmove(i8** noundef %tp, i8** noundef %pp), !dbg !118
  store i32 %call27, i32* %len, align 4, !dbg !117
  %24 = load i8*, i8** %pp, align 8, !dbg !119
  store i8* %24, i8** %c, align 8, !dbg !120
  store i32 0, i32* %k, align 4, !dbg !121
  br label %for.cond28, !dbg !123

for.cond28:                                       ; preds = %for.inc39, %for.body26
  %25 = load i32, i32* %k, align 4, !dbg !124
  %cmp29 = icmp slt i32 %25, 4, !dbg !126
  br i1 %cmp29, label %for.body31, label %for.end41, !dbg !127

for.body31:                                       ; preds = %for.cond28
  %26 = load i32, i32* %k, align 4, !dbg !128
  %27 = load i32, i32* %len, align 4, !dbg !130
  %cmp32 = icmp slt i32 %26, %27, !dbg !131
  br i1 %cmp32, label %if.then, label %if.end, !dbg !132

if.then:                                          ; preds = %for.body31
  %28 = load i8*, i8** %c, align 8, !dbg !133
  %29 = load i32, i32* %k, align 4, !dbg !134
  %idxprom34 = sext i32 %29 to i64, !dbg !133
  %arrayidx35 = getelementptr inbounds i8, i8* %28, i64 %idxprom34, !dbg !133
  %30 = load i8, i8* %arrayidx35, align 1, !dbg !133
  %conv36 = sext i8 %30 to i32, !dbg !133
  %conv37 = sitofp i32 %conv36 to float, !dbg !133
  %31 = load float, float* %sum, align 4, !dbg !135
  %add38 = fadd float %31, %conv37, !dbg !135
  store float %add38, float* %sum, align 4, !dbg !135
  br label %if.end, !dbg !136

if.end:                                           ; preds = %if.then, %for.body31
  br label %for.inc39, !dbg !130

for.inc39:                                        ; preds = %if.end
  %32 = load i32, i32* %k, align 4, !dbg !137
  %inc40 = add nsw i32 %32, 1, !dbg !137
  store i32 %inc40, i32* %k, align 4, !dbg !137
  br label %for.cond28, !dbg !138, !llvm.loop !139

for.end41:                                        ; preds = %for.cond28
  br label %for.inc42, !dbg !141

for.inc42:                                        ; preds = %for.end41
  %33 = load i32, i32* %i, align 4, !dbg !142
  %inc43 = add nsw i32 %33, 1, !dbg !142
  store i32 %inc43, i32* %i, align 4, !dbg !142
  br label %for.cond23, !dbg !143, !llvm.loop !144

for.end44:                                        ; preds = %for.cond23
  call void @bsp_end(), !dbg !146
  ret void, !dbg !147
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gather(float* noundef %x, i32 noundef %m, float** noundef %out) #0 !dbg !148 {
entry:
  %x.addr = alloca float*, align 8
  %m.addr = alloca i32, align 4
  %out.addr = alloca float**, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %nmsg = alloca i32, align 4
  %nbytes = alloca i32, align 4
  %tag = alloca i32, align 4
  %status = alloca i32, align 4
  %got = alloca float*, align 8
  %ts = alloca i32, align 4
  store float* %x, float** %x.addr, align 8
  call void @llvm.dbg.declare(metadata float** %x.addr, metadata !152, metadata !DIExpression()), !dbg !153
  store i32 %m, i32* %m.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %m.addr, metadata !154, metadata !DIExpression()), !dbg !155
  store float** %out, float*** %out.addr, align 8
  call void @llvm.dbg.declare(metadata float*** %out.addr, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.declare(metadata i32* %i, metadata !158, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.declare(metadata i32* %j, metadata !160, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.declare(metadata i32* %nmsg, metadata !162, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.declare(metadata i32* %nbytes, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.declare(metadata i32* %tag, metadata !166, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.declare(metadata i32* %status, metadata !168, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.declare(metadata float** %got, metadata !170, metadata !DIExpression()), !dbg !171
  store float* null, float** %got, align 8, !dbg !171
  call void @llvm.dbg.declare(metadata i32* %ts, metadata !172, metadata !DIExpression()), !dbg !173
  store i32 4, i32* %ts, align 4, !dbg !173
  call void @bsp_set_tagsize(i32* noundef %ts), !dbg !174
  call void @bsp_sync(), !dbg !175
  store i32 0, i32* %i, align 4, !dbg !176
  br label %for.cond, !dbg !178

for.cond:                                         ; preds = %for.inc4, %entry
  %0 = load i32, i32* %i, align 4, !dbg !179
  %1 = load i32, i32* %m.addr, align 4, !dbg !181
  %cmp = icmp slt i32 %0, %1, !dbg !182
  br i1 %cmp, label %for.body, label %for.end6, !dbg !183

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %i, align 4, !dbg !184
  store i32 %2, i32* %tag, align 4, !dbg !186
  store i32 0, i32* %j, align 4, !dbg !187
  br label %for.cond1, !dbg !189

for.cond1:                                        ; preds = %for.inc, %for.body
  %3 = load i32, i32* %j, align 4, !dbg !190
  %call = call i32 @bsp_nprocs(), !dbg !192
  %cmp2 = icmp slt i32 %3, %call, !dbg !193
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !194

for.body3:                                        ; preds = %for.cond1
  %4 = load i32, i32* %j, align 4, !dbg !195
  %5 = bitcast i32* %tag to i8*, !dbg !196
  %6 = load float*, float** %x.addr, align 8, !dbg !197
  %7 = load i32, i32* %i, align 4, !dbg !198
  %idxprom = sext i32 %7 to i64, !dbg !197
  %arrayidx = getelementptr inbounds float, float* %6, i64 %idxprom, !dbg !197
  %8 = bitcast float* %arrayidx to i8*, !dbg !199
  call void @bsp_send(i32 noundef %4, i8* noundef %5, i8* noundef %8, i32 noundef 4), !dbg !200
  br label %for.inc, !dbg !200

for.inc:                                          ; preds = %for.body3
  %9 = load i32, i32* %j, align 4, !dbg !201
  %inc = add nsw i32 %9, 1, !dbg !201
  store i32 %inc, i32* %j, align 4, !dbg !201
  br label %for.cond1, !dbg !202, !llvm.loop !203

for.end:                                          ; preds = %for.cond1
  br label %for.inc4, !dbg !205

for.inc4:                                         ; preds = %for.end
  %10 = load i32, i32* %i, align 4, !dbg !206
  %inc5 = add nsw i32 %10, 1, !dbg !206
  store i32 %inc5, i32* %i, align 4, !dbg !206
  br label %for.cond, !dbg !207, !llvm.loop !208

for.end6:                                         ; preds = %for.cond
  call void @bsp_sync(), !dbg !210
  call void @bsp_qsize(i32* noundef %nmsg, i32* noundef %nbytes), !dbg !211
  %11 = load i32, i32* %nmsg, align 4, !dbg !212
  %cmp7 = icmp sgt i32 %11, 0, !dbg !214
  br i1 %cmp7, label %if.then, label %if.end, !dbg !215

if.then:                                          ; preds = %for.end6
  %12 = load i32, i32* %nmsg, align 4, !dbg !216
  %conv = sext i32 %12 to i64, !dbg !216
  %call8 = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 4) #4, !dbg !218
  %13 = bitcast i8* %call8 to float*, !dbg !218
  store float* %13, float** %got, align 8, !dbg !219
  store i32 0, i32* %i, align 4, !dbg !220
  br label %for.cond9, !dbg !222

for.cond9:                                        ; preds = %for.inc19, %if.then
  %14 = load i32, i32* %i, align 4, !dbg !223
  %15 = load i32, i32* %nmsg, align 4, !dbg !225
  %cmp10 = icmp slt i32 %14, %15, !dbg !226
  br i1 %cmp10, label %for.body12, label %for.end21, !dbg !227

for.body12:                                       ; preds = %for.cond9
  %16 = bitcast i32* %tag to i8*, !dbg !228
  call void @bsp_get_tag(i32* noundef %status, i8* noundef %16), !dbg !230
  %17 = load float*, float** %got, align 8, !dbg !231
  %18 = load i32, i32* %i, align 4, !dbg !232
  %idxprom13 = sext i32 %18 to i64, !dbg !231
  %arrayidx14 = getelementptr inbounds float, float* %17, i64 %idxprom13, !dbg !231
  %19 = bitcast float* %arrayidx14 to i8*, !dbg !233
  call void @bsp_move(i8* noundef %19, i32 noundef 4), !dbg !234
  %20 = load float*, float** %got, align 8, !dbg !235
  %21 = load i32, i32* %i, align 4, !dbg !236
  %idxprom15 = sext i32 %21 to i64, !dbg !235
  %arrayidx16 = getelementptr inbounds float, float* %20, i64 %idxprom15, !dbg !235
  %22 = load float, float* %arrayidx16, align 4, !dbg !235
  %mul = fmul float %22, 2.000000e+00, !dbg !237
  %23 = load float*, float** %got, align 8, !dbg !238
  %24 = load i32, i32* %i, align 4, !dbg !239
  %idxprom17 = sext i32 %24 to i64, !dbg !238
  %arrayidx18 = getelementptr inbounds float, float* %23, i64 %idxprom17, !dbg !238
  store float %mul, float* %arrayidx18, align 4, !dbg !240
  br label %for.inc19, !dbg !241

for.inc19:                                        ; preds = %for.body12
  %25 = load i32, i32* %i, align 4, !dbg !242
  %inc20 = add nsw i32 %25, 1, !dbg !242
  store i32 %inc20, i32* %i, align 4, !dbg !242
  br label %for.cond9, !dbg !243, !llvm.loop !244

for.end21:                                        ; preds = %for.cond9
  br label %if.end, !dbg !246

if.end:                                           ; preds = %for.end21, %for.end6
  %26 = load float*, float** %got, align 8, !dbg !247
  %27 = load float**, float*** %out.addr, align 8, !dbg !248
  store float* %26, float** %27, align 8, !dbg !249
  %28 = load i32, i32* %nmsg, align 4, !dbg !250
  ret i32 %28, !dbg !251
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare void @bsp_send(i32 noundef, i8* noundef, i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_qsize(i32* noundef, i32* noundef) #2

declare i32 @bsp_hpmove(i8** noundef, i8** noundef) #2

declare void @bsp_end() #2

declare void @bsp_set_tagsize(i32* noundef) #2

declare void @bsp_get_tag(i32* noundef, i8* noundef) #2

declare void @bsp_move(i8* noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "data_pointer.c", directory: ".", checksumkind: CSK_MD5, checksum: "789e232de1981c71dfbebce5b7b797de")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 36, type: !11, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "m", arg: 1, scope: !10, file: !1, line: 36, type: !13)
!16 = !DILocation(line: 36, column: 15, scope: !10)
!17 = !DILocation(line: 37, column: 15, scope: !10)
!18 = !DILocation(line: 37, column: 5, scope: !10)
!19 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 38, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 256, elements: !22)
!21 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!22 = !{!23}
!23 = !DISubrange(count: 8)
!24 = !DILocation(line: 38, column: 11, scope: !10)
!25 = !DILocalVariable(name: "all", scope: !10, file: !1, line: 38, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!27 = !DILocation(line: 38, column: 18, scope: !10)
!28 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 38, type: !21)
!29 = !DILocation(line: 38, column: 30, scope: !10)
!30 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 39, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !DILocation(line: 39, column: 11, scope: !10)
!34 = !DILocalVariable(name: "tp", scope: !10, file: !1, line: 40, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!36 = !DILocation(line: 40, column: 11, scope: !10)
!37 = !DILocalVariable(name: "pp", scope: !10, file: !1, line: 40, type: !35)
!38 = !DILocation(line: 40, column: 16, scope: !10)
!39 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 41, type: !13)
!40 = !DILocation(line: 41, column: 9, scope: !10)
!41 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 41, type: !13)
!42 = !DILocation(line: 41, column: 12, scope: !10)
!43 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 41, type: !13)
!44 = !DILocation(line: 41, column: 15, scope: !10)
!45 = !DILocation(line: 42, column: 12, scope: !46)
!46 = distinct !DILexicalBlock(scope: !10, file: !1, line: 42, column: 5)
!47 = !DILocation(line: 42, column: 10, scope: !46)
!48 = !DILocation(line: 42, column: 17, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !1, line: 42, column: 5)
!50 = !DILocation(line: 42, column: 19, scope: !49)
!51 = !DILocation(line: 42, column: 5, scope: !46)
!52 = !DILocation(line: 43, column: 16, scope: !49)
!53 = !DILocation(line: 43, column: 20, scope: !49)
!54 = !DILocation(line: 43, column: 18, scope: !49)
!55 = !DILocation(line: 43, column: 24, scope: !49)
!56 = !DILocation(line: 43, column: 11, scope: !49)
!57 = !DILocation(line: 43, column: 9, scope: !49)
!58 = !DILocation(line: 43, column: 14, scope: !49)
!59 = !DILocation(line: 42, column: 25, scope: !49)
!60 = !DILocation(line: 42, column: 5, scope: !49)
!61 = distinct !{!61, !51, !62, !63}
!62 = !DILocation(line: 43, column: 28, scope: !46)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 44, column: 16, scope: !10)
!65 = !DILocation(line: 44, column: 9, scope: !10)
!66 = !DILocation(line: 44, column: 7, scope: !10)
!67 = !DILocation(line: 45, column: 12, scope: !68)
!68 = distinct !DILexicalBlock(scope: !10, file: !1, line: 45, column: 5)
!69 = !DILocation(line: 45, column: 10, scope: !68)
!70 = !DILocation(line: 45, column: 17, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !1, line: 45, column: 5)
!72 = !DILocation(line: 45, column: 21, scope: !71)
!73 = !DILocation(line: 45, column: 19, scope: !71)
!74 = !DILocation(line: 45, column: 5, scope: !68)
!75 = !DILocation(line: 46, column: 16, scope: !71)
!76 = !DILocation(line: 46, column: 20, scope: !71)
!77 = !DILocation(line: 46, column: 13, scope: !71)
!78 = !DILocation(line: 46, column: 9, scope: !71)
!79 = !DILocation(line: 45, column: 25, scope: !71)
!80 = !DILocation(line: 45, column: 5, scope: !71)
!81 = distinct !{!81, !74, !82, !63}
!82 = !DILocation(line: 46, column: 21, scope: !68)
!83 = !DILocation(line: 47, column: 10, scope: !10)
!84 = !DILocation(line: 47, column: 5, scope: !10)
!85 = !DILocation(line: 48, column: 9, scope: !10)
!86 = !DILocation(line: 48, column: 7, scope: !10)
!87 = !DILocation(line: 49, column: 12, scope: !88)
!88 = distinct !DILexicalBlock(scope: !10, file: !1, line: 49, column: 5)
!89 = !DILocation(line: 49, column: 10, scope: !88)
!90 = !DILocation(line: 49, column: 17, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !1, line: 49, column: 5)
!92 = !DILocation(line: 49, column: 19, scope: !91)
!93 = !DILocation(line: 49, column: 5, scope: !88)
!94 = !DILocation(line: 50, column: 16, scope: !91)
!95 = !DILocation(line: 50, column: 9, scope: !91)
!96 = !DILocation(line: 50, column: 11, scope: !91)
!97 = !DILocation(line: 50, column: 14, scope: !91)
!98 = !DILocation(line: 49, column: 25, scope: !91)
!99 = !DILocation(line: 49, column: 5, scope: !91)
!100 = distinct !{!100, !93, !101, !63}
!101 = !DILocation(line: 50, column: 16, scope: !88)
!102 = !DILocation(line: 51, column: 17, scope: !10)
!103 = !DILocation(line: 51, column: 21, scope: !10)
!104 = !DILocation(line: 51, column: 5, scope: !10)
!105 = !DILocation(line: 52, column: 5, scope: !10)
!106 = !DILocation(line: 53, column: 5, scope: !10)
!107 = !DILocation(line: 54, column: 12, scope: !108)
!108 = distinct !DILexicalBlock(scope: !10, file: !1, line: 54, column: 5)
!109 = !DILocation(line: 54, column: 10, scope: !108)
!110 = !DILocation(line: 54, column: 17, scope: !111)
!111 = distinct !DILexicalBlock(scope: !108, file: !1, line: 54, column: 5)
!112 = !DILocation(line: 54, column: 21, scope: !111)
!113 = !DILocation(line: 54, column: 19, scope: !111)
!114 = !DILocation(line: 54, column: 5, scope: !108)
!115 = !DILocalVariable(name: "len", scope: !116, file: !1, line: 55, type: !13)
!116 = distinct !DILexicalBlock(scope: !111, file: !1, line: 54, column: 29)
!117 = !DILocation(line: 55, column: 13, scope: !116)
!118 = !DILocation(line: 55, column: 19, scope: !116)
!119 = !DILocation(line: 56, column: 13, scope: !116)
!120 = !DILocation(line: 56, column: 11, scope: !116)
!121 = !DILocation(line: 57, column: 16, scope: !122)
!122 = distinct !DILexicalBlock(scope: !116, file: !1, line: 57, column: 9)
!123 = !DILocation(line: 57, column: 14, scope: !122)
!124 = !DILocation(line: 57, column: 21, scope: !125)
!125 = distinct !DILexicalBlock(scope: !122, file: !1, line: 57, column: 9)
!126 = !DILocation(line: 57, column: 23, scope: !125)
!127 = !DILocation(line: 57, column: 9, scope: !122)
!128 = !DILocation(line: 58, column: 17, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !1, line: 58, column: 17)
!130 = !DILocation(line: 58, column: 21, scope: !129)
!131 = !DILocation(line: 58, column: 19, scope: !129)
!132 = !DILocation(line: 58, column: 17, scope: !125)
!133 = !DILocation(line: 59, column: 24, scope: !129)
!134 = !DILocation(line: 59, column: 26, scope: !129)
!135 = !DILocation(line: 59, column: 21, scope: !129)
!136 = !DILocation(line: 59, column: 17, scope: !129)
!137 = !DILocation(line: 57, column: 29, scope: !125)
!138 = !DILocation(line: 57, column: 9, scope: !125)
!139 = distinct !{!139, !127, !140, !63}
!140 = !DILocation(line: 59, column: 27, scope: !122)
!141 = !DILocation(line: 60, column: 5, scope: !116)
!142 = !DILocation(line: 54, column: 25, scope: !111)
!143 = !DILocation(line: 54, column: 5, scope: !111)
!144 = distinct !{!144, !114, !145, !63}
!145 = !DILocation(line: 60, column: 5, scope: !108)
!146 = !DILocation(line: 61, column: 5, scope: !10)
!147 = !DILocation(line: 62, column: 1, scope: !10)
!148 = distinct !DISubprogram(name: "gather", scope: !1, file: !1, line: 11, type: !149, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!149 = !DISubroutineType(types: !150)
!150 = !{!13, !26, !13, !151}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!152 = !DILocalVariable(name: "x", arg: 1, scope: !148, file: !1, line: 11, type: !26)
!153 = !DILocation(line: 11, column: 26, scope: !148)
!154 = !DILocalVariable(name: "m", arg: 2, scope: !148, file: !1, line: 11, type: !13)
!155 = !DILocation(line: 11, column: 33, scope: !148)
!156 = !DILocalVariable(name: "out", arg: 3, scope: !148, file: !1, line: 11, type: !151)
!157 = !DILocation(line: 11, column: 44, scope: !148)
!158 = !DILocalVariable(name: "i", scope: !148, file: !1, line: 12, type: !13)
!159 = !DILocation(line: 12, column: 9, scope: !148)
!160 = !DILocalVariable(name: "j", scope: !148, file: !1, line: 12, type: !13)
!161 = !DILocation(line: 12, column: 12, scope: !148)
!162 = !DILocalVariable(name: "nmsg", scope: !148, file: !1, line: 12, type: !13)
!163 = !DILocation(line: 12, column: 15, scope: !148)
!164 = !DILocalVariable(name: "nbytes", scope: !148, file: !1, line: 12, type: !13)
!165 = !DILocation(line: 12, column: 21, scope: !148)
!166 = !DILocalVariable(name: "tag", scope: !148, file: !1, line: 12, type: !13)
!167 = !DILocation(line: 12, column: 29, scope: !148)
!168 = !DILocalVariable(name: "status", scope: !148, file: !1, line: 12, type: !13)
!169 = !DILocation(line: 12, column: 34, scope: !148)
!170 = !DILocalVariable(name: "got", scope: !148, file: !1, line: 13, type: !26)
!171 = !DILocation(line: 13, column: 12, scope: !148)
!172 = !DILocalVariable(name: "ts", scope: !148, file: !1, line: 14, type: !13)
!173 = !DILocation(line: 14, column: 9, scope: !148)
!174 = !DILocation(line: 15, column: 5, scope: !148)
!175 = !DILocation(line: 16, column: 5, scope: !148)
!176 = !DILocation(line: 17, column: 12, scope: !177)
!177 = distinct !DILexicalBlock(scope: !148, file: !1, line: 17, column: 5)
!178 = !DILocation(line: 17, column: 10, scope: !177)
!179 = !DILocation(line: 17, column: 17, scope: !180)
!180 = distinct !DILexicalBlock(scope: !177, file: !1, line: 17, column: 5)
!181 = !DILocation(line: 17, column: 21, scope: !180)
!182 = !DILocation(line: 17, column: 19, scope: !180)
!183 = !DILocation(line: 17, column: 5, scope: !177)
!184 = !DILocation(line: 18, column: 15, scope: !185)
!185 = distinct !DILexicalBlock(scope: !180, file: !1, line: 17, column: 29)
!186 = !DILocation(line: 18, column: 13, scope: !185)
!187 = !DILocation(line: 19, column: 16, scope: !188)
!188 = distinct !DILexicalBlock(scope: !185, file: !1, line: 19, column: 9)
!189 = !DILocation(line: 19, column: 14, scope: !188)
!190 = !DILocation(line: 19, column: 21, scope: !191)
!191 = distinct !DILexicalBlock(scope: !188, file: !1, line: 19, column: 9)
!192 = !DILocation(line: 19, column: 25, scope: !191)
!193 = !DILocation(line: 19, column: 23, scope: !191)
!194 = !DILocation(line: 19, column: 9, scope: !188)
!195 = !DILocation(line: 20, column: 22, scope: !191)
!196 = !DILocation(line: 20, column: 25, scope: !191)
!197 = !DILocation(line: 20, column: 32, scope: !191)
!198 = !DILocation(line: 20, column: 34, scope: !191)
!199 = !DILocation(line: 20, column: 31, scope: !191)
!200 = !DILocation(line: 20, column: 13, scope: !191)
!201 = !DILocation(line: 19, column: 40, scope: !191)
!202 = !DILocation(line: 19, column: 9, scope: !191)
!203 = distinct !{!203, !194, !204, !63}
!204 = !DILocation(line: 20, column: 51, scope: !188)
!205 = !DILocation(line: 21, column: 5, scope: !185)
!206 = !DILocation(line: 17, column: 25, scope: !180)
!207 = !DILocation(line: 17, column: 5, scope: !180)
!208 = distinct !{!208, !183, !209, !63}
!209 = !DILocation(line: 21, column: 5, scope: !177)
!210 = !DILocation(line: 22, column: 5, scope: !148)
!211 = !DILocation(line: 23, column: 5, scope: !148)
!212 = !DILocation(line: 24, column: 9, scope: !213)
!213 = distinct !DILexicalBlock(scope: !148, file: !1, line: 24, column: 9)
!214 = !DILocation(line: 24, column: 14, scope: !213)
!215 = !DILocation(line: 24, column: 9, scope: !148)
!216 = !DILocation(line: 25, column: 22, scope: !217)
!217 = distinct !DILexicalBlock(scope: !213, file: !1, line: 24, column: 19)
!218 = !DILocation(line: 25, column: 15, scope: !217)
!219 = !DILocation(line: 25, column: 13, scope: !217)
!220 = !DILocation(line: 26, column: 16, scope: !221)
!221 = distinct !DILexicalBlock(scope: !217, file: !1, line: 26, column: 9)
!222 = !DILocation(line: 26, column: 14, scope: !221)
!223 = !DILocation(line: 26, column: 21, scope: !224)
!224 = distinct !DILexicalBlock(scope: !221, file: !1, line: 26, column: 9)
!225 = !DILocation(line: 26, column: 25, scope: !224)
!226 = !DILocation(line: 26, column: 23, scope: !224)
!227 = !DILocation(line: 26, column: 9, scope: !221)
!228 = !DILocation(line: 27, column: 34, scope: !229)
!229 = distinct !DILexicalBlock(scope: !224, file: !1, line: 26, column: 36)
!230 = !DILocation(line: 27, column: 13, scope: !229)
!231 = !DILocation(line: 28, column: 23, scope: !229)
!232 = !DILocation(line: 28, column: 27, scope: !229)
!233 = !DILocation(line: 28, column: 22, scope: !229)
!234 = !DILocation(line: 28, column: 13, scope: !229)
!235 = !DILocation(line: 29, column: 22, scope: !229)
!236 = !DILocation(line: 29, column: 26, scope: !229)
!237 = !DILocation(line: 29, column: 29, scope: !229)
!238 = !DILocation(line: 29, column: 13, scope: !229)
!239 = !DILocation(line: 29, column: 17, scope: !229)
!240 = !DILocation(line: 29, column: 20, scope: !229)
!241 = !DILocation(line: 30, column: 9, scope: !229)
!242 = !DILocation(line: 26, column: 32, scope: !224)
!243 = !DILocation(line: 26, column: 9, scope: !224)
!244 = distinct !{!244, !227, !245, !63}
!245 = !DILocation(line: 30, column: 9, scope: !221)
!246 = !DILocation(line: 31, column: 5, scope: !217)
!247 = !DILocation(line: 32, column: 12, scope: !148)
!248 = !DILocation(line: 32, column: 6, scope: !148)
!249 = !DILocation(line: 32, column: 10, scope: !148)
!250 = !DILocation(line: 33, column: 12, scope: !148)
!251 = !DILocation(line: 33, column: 5, scope: !148)
