; ModuleID = 'compress.c'
source_filename = "compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @compress(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %b = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %__vla_expr2 = alloca i64, align 8
  %__vla_expr3 = alloca i64, align 8
  %j = alloca i32, align 4
  %count = alloca i32, align 4
  %q = alloca i32, align 4
  %offset = alloca i32, align 4
  %q42 = alloca i32, align 4
  %j53 = alloca i32, align 4
  %j63 = alloca i32, align 4
  %g = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %p, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_nprocs(), !dbg !21
  store i32 %call1, i32* %p, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %s, metadata !22, metadata !DIExpression()), !dbg !23
  %call2 = call i32 @bsp_pid(), !dbg !24
  store i32 %call2, i32* %s, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %b, metadata !25, metadata !DIExpression()), !dbg !26
  %0 = load i32, i32* %N.addr, align 4, !dbg !27
  %1 = load i32, i32* %p, align 4, !dbg !28
  %div = sdiv i32 %0, %1, !dbg !29
  store i32 %div, i32* %b, align 4, !dbg !26
  %2 = load i32, i32* %b, align 4, !dbg !30
  %3 = zext i32 %2 to i64, !dbg !31
  %4 = call i8* @llvm.stacksave(), !dbg !31
  store i8* %4, i8** %saved_stack, align 8, !dbg !31
  %vla = alloca i32, i64 %3, align 16, !dbg !31
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %vla, metadata !35, metadata !DIExpression()), !dbg !39
  %5 = load i32, i32* %b, align 4, !dbg !40
  %6 = zext i32 %5 to i64, !dbg !31
  %vla3 = alloca i32, i64 %6, align 16, !dbg !31
  store i64 %6, i64* %__vla_expr1, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !41, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %vla3, metadata !42, metadata !DIExpression()), !dbg !46
  %7 = load i32, i32* %b, align 4, !dbg !47
  %8 = zext i32 %7 to i64, !dbg !31
  %vla4 = alloca i32, i64 %8, align 16, !dbg !31
  store i64 %8, i64* %__vla_expr2, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr2, metadata !48, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %vla4, metadata !49, metadata !DIExpression()), !dbg !53
  %9 = load i32, i32* %p, align 4, !dbg !54
  %10 = zext i32 %9 to i64, !dbg !55
  %vla5 = alloca i32, i64 %10, align 16, !dbg !55
  store i64 %10, i64* %__vla_expr3, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata i64* %__vla_expr3, metadata !56, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %vla5, metadata !57, metadata !DIExpression()), !dbg !61
  %11 = bitcast i32* %vla3 to i8*, !dbg !62
  %12 = load i32, i32* %b, align 4, !dbg !63
  %conv = sext i32 %12 to i64, !dbg !63
  %mul = mul i64 %conv, 4, !dbg !64
  %conv6 = trunc i64 %mul to i32, !dbg !63
  call void @bsp_push_reg(i8* noundef %11, i32 noundef %conv6), !dbg !65
  %13 = bitcast i32* %vla5 to i8*, !dbg !66
  %14 = load i32, i32* %p, align 4, !dbg !67
  %conv7 = sext i32 %14 to i64, !dbg !67
  %mul8 = mul i64 %conv7, 4, !dbg !68
  %conv9 = trunc i64 %mul8 to i32, !dbg !67
  call void @bsp_push_reg(i8* noundef %13, i32 noundef %conv9), !dbg !69
  call void @bsp_sync(), !dbg !70
  %arrayidx = getelementptr inbounds i32, i32* %vla4, i64 0, !dbg !71
  store i32 0, i32* %arrayidx, align 16, !dbg !72
  %arrayidx10 = getelementptr inbounds i32, i32* %vla, i64 0, !dbg !73
  %15 = load i32, i32* %arrayidx10, align 16, !dbg !73
  %cmp = icmp ne i32 %15, 0, !dbg !75
  br i1 %cmp, label %if.then, label %if.end, !dbg !76

if.then:                                          ; preds = %entry
  %arrayidx12 = getelementptr inbounds i32, i32* %vla4, i64 0, !dbg !77
  store i32 1, i32* %arrayidx12, align 16, !dbg !78
  br label %if.end, !dbg !77

if.end:                                           ; preds = %if.then, %entry
  call void @llvm.dbg.declare(metadata i32* %j, metadata !79, metadata !DIExpression()), !dbg !81
  store i32 1, i32* %j, align 4, !dbg !81
  br label %for.cond, !dbg !82

for.cond:                                         ; preds = %for.inc, %if.end
  %16 = load i32, i32* %j, align 4, !dbg !83
  %17 = load i32, i32* %b, align 4, !dbg !85
  %cmp13 = icmp slt i32 %16, %17, !dbg !86
  br i1 %cmp13, label %for.body, label %for.end, !dbg !87

for.body:                                         ; preds = %for.cond
  call void @bspcost_work(i64 noundef 1), !dbg !88
  %18 = load i32, i32* %j, align 4, !dbg !90
  %sub = sub nsw i32 %18, 1, !dbg !91
  %idxprom = sext i32 %sub to i64, !dbg !92
  %arrayidx15 = getelementptr inbounds i32, i32* %vla4, i64 %idxprom, !dbg !92
  %19 = load i32, i32* %arrayidx15, align 4, !dbg !92
  %20 = load i32, i32* %j, align 4, !dbg !93
  %idxprom16 = sext i32 %20 to i64, !dbg !94
  %arrayidx17 = getelementptr inbounds i32, i32* %vla4, i64 %idxprom16, !dbg !94
  store i32 %19, i32* %arrayidx17, align 4, !dbg !95
  %21 = load i32, i32* %j, align 4, !dbg !96
  %idxprom18 = sext i32 %21 to i64, !dbg !98
  %arrayidx19 = getelementptr inbounds i32, i32* %vla, i64 %idxprom18, !dbg !98
  %22 = load i32, i32* %arrayidx19, align 4, !dbg !98
  %cmp20 = icmp ne i32 %22, 0, !dbg !99
  br i1 %cmp20, label %if.then22, label %if.end27, !dbg !100

if.then22:                                        ; preds = %for.body
  %23 = load i32, i32* %j, align 4, !dbg !101
  %idxprom23 = sext i32 %23 to i64, !dbg !102
  %arrayidx24 = getelementptr inbounds i32, i32* %vla4, i64 %idxprom23, !dbg !102
  %24 = load i32, i32* %arrayidx24, align 4, !dbg !102
  %add = add nsw i32 %24, 1, !dbg !103
  %25 = load i32, i32* %j, align 4, !dbg !104
  %idxprom25 = sext i32 %25 to i64, !dbg !105
  %arrayidx26 = getelementptr inbounds i32, i32* %vla4, i64 %idxprom25, !dbg !105
  store i32 %add, i32* %arrayidx26, align 4, !dbg !106
  br label %if.end27, !dbg !105

if.end27:                                         ; preds = %if.then22, %for.body
  br label %for.inc, !dbg !107

for.inc:                                          ; preds = %if.end27
  %26 = load i32, i32* %j, align 4, !dbg !108
  %inc = add nsw i32 %26, 1, !dbg !108
  store i32 %inc, i32* %j, align 4, !dbg !108
  br label %for.cond, !dbg !109, !llvm.loop !110

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %count, metadata !113, metadata !DIExpression()), !dbg !114
  %27 = load i32, i32* %b, align 4, !dbg !115
  %sub28 = sub nsw i32 %27, 1, !dbg !116
  %idxprom29 = sext i32 %sub28 to i64, !dbg !117
  %arrayidx30 = getelementptr inbounds i32, i32* %vla4, i64 %idxprom29, !dbg !117
  %28 = load i32, i32* %arrayidx30, align 4, !dbg !117
  store i32 %28, i32* %count, align 4, !dbg !114
  call void @llvm.dbg.declare(metadata i32* %q, metadata !118, metadata !DIExpression()), !dbg !120
  %29 = load i32, i32* %s, align 4, !dbg !121
  %add31 = add nsw i32 %29, 1, !dbg !122
  store i32 %add31, i32* %q, align 4, !dbg !120
  br label %for.cond32, !dbg !123

for.cond32:                                       ; preds = %for.inc39, %for.end
  %30 = load i32, i32* %q, align 4, !dbg !124
  %31 = load i32, i32* %p, align 4, !dbg !126
  %cmp33 = icmp slt i32 %30, %31, !dbg !127
  br i1 %cmp33, label %for.body35, label %for.end41, !dbg !128

for.body35:                                       ; preds = %for.cond32
  %32 = load i32, i32* %q, align 4, !dbg !129
  %33 = bitcast i32* %count to i8*, !dbg !130
  %34 = bitcast i32* %vla5 to i8*, !dbg !131
  %35 = load i32, i32* %s, align 4, !dbg !132
  %conv36 = sext i32 %35 to i64, !dbg !132
  %mul37 = mul i64 %conv36, 4, !dbg !133
  %conv38 = trunc i64 %mul37 to i32, !dbg !132
  call void @bsp_put(i32 noundef %32, i8* noundef %33, i8* noundef %34, i32 noundef %conv38, i32 noundef 4), !dbg !134
  br label %for.inc39, !dbg !134

for.inc39:                                        ; preds = %for.body35
  %36 = load i32, i32* %q, align 4, !dbg !135
  %inc40 = add nsw i32 %36, 1, !dbg !135
  store i32 %inc40, i32* %q, align 4, !dbg !135
  br label %for.cond32, !dbg !136, !llvm.loop !137

for.end41:                                        ; preds = %for.cond32
  call void @bsp_sync(), !dbg !139
  call void @llvm.dbg.declare(metadata i32* %offset, metadata !140, metadata !DIExpression()), !dbg !141
  store i32 0, i32* %offset, align 4, !dbg !141
  call void @llvm.dbg.declare(metadata i32* %q42, metadata !142, metadata !DIExpression()), !dbg !144
  store i32 0, i32* %q42, align 4, !dbg !144
  br label %for.cond43, !dbg !145

for.cond43:                                       ; preds = %for.inc50, %for.end41
  %37 = load i32, i32* %q42, align 4, !dbg !146
  %38 = load i32, i32* %s, align 4, !dbg !148
  %cmp44 = icmp slt i32 %37, %38, !dbg !149
  br i1 %cmp44, label %for.body46, label %for.end52, !dbg !150

for.body46:                                       ; preds = %for.cond43
  call void @bspcost_work(i64 noundef 1), !dbg !151
  %39 = load i32, i32* %offset, align 4, !dbg !153
  %40 = load i32, i32* %q42, align 4, !dbg !154
  %idxprom47 = sext i32 %40 to i64, !dbg !155
  %arrayidx48 = getelementptr inbounds i32, i32* %vla5, i64 %idxprom47, !dbg !155
  %41 = load i32, i32* %arrayidx48, align 4, !dbg !155
  %add49 = add nsw i32 %39, %41, !dbg !156
  store i32 %add49, i32* %offset, align 4, !dbg !157
  br label %for.inc50, !dbg !158

for.inc50:                                        ; preds = %for.body46
  %42 = load i32, i32* %q42, align 4, !dbg !159
  %inc51 = add nsw i32 %42, 1, !dbg !159
  store i32 %inc51, i32* %q42, align 4, !dbg !159
  br label %for.cond43, !dbg !160, !llvm.loop !161

for.end52:                                        ; preds = %for.cond43
  call void @llvm.dbg.declare(metadata i32* %j53, metadata !163, metadata !DIExpression()), !dbg !165
  store i32 0, i32* %j53, align 4, !dbg !165
  br label %for.cond54, !dbg !166

for.cond54:                                       ; preds = %for.inc60, %for.end52
  %43 = load i32, i32* %j53, align 4, !dbg !167
  %44 = load i32, i32* %b, align 4, !dbg !169
  %cmp55 = icmp slt i32 %43, %44, !dbg !170
  br i1 %cmp55, label %for.body57, label %for.end62, !dbg !171

for.body57:                                       ; preds = %for.cond54
  call void @bspcost_work(i64 noundef 1), !dbg !172
  %45 = load i32, i32* %j53, align 4, !dbg !174
  %idxprom58 = sext i32 %45 to i64, !dbg !175
  %arrayidx59 = getelementptr inbounds i32, i32* %vla3, i64 %idxprom58, !dbg !175
  store i32 0, i32* %arrayidx59, align 4, !dbg !176
  br label %for.inc60, !dbg !177

for.inc60:                                        ; preds = %for.body57
  %46 = load i32, i32* %j53, align 4, !dbg !178
  %inc61 = add nsw i32 %46, 1, !dbg !178
  store i32 %inc61, i32* %j53, align 4, !dbg !178
  br label %for.cond54, !dbg !179, !llvm.loop !180

for.end62:                                        ; preds = %for.cond54
  call void @llvm.dbg.declare(metadata i32* %j63, metadata !182, metadata !DIExpression()), !dbg !184
  store i32 0, i32* %j63, align 4, !dbg !184
  br label %for.cond64, !dbg !185

for.cond64:                                       ; preds = %for.inc84, %for.end62
  %47 = load i32, i32* %j63, align 4, !dbg !186
  %48 = load i32, i32* %b, align 4, !dbg !188
  %cmp65 = icmp slt i32 %47, %48, !dbg !189
  br i1 %cmp65, label %for.body67, label %for.end86, !dbg !190

for.body67:                                       ; preds = %for.cond64
  call void @bspcost_work(i64 noundef 1), !dbg !191
  %49 = load i32, i32* %j63, align 4, !dbg !193
  %idxprom68 = sext i32 %49 to i64, !dbg !195
  %arrayidx69 = getelementptr inbounds i32, i32* %vla, i64 %idxprom68, !dbg !195
  %50 = load i32, i32* %arrayidx69, align 4, !dbg !195
  %cmp70 = icmp ne i32 %50, 0, !dbg !196
  br i1 %cmp70, label %if.then72, label %if.end83, !dbg !197

if.then72:                                        ; preds = %for.body67
  call void @llvm.dbg.declare(metadata i32* %g, metadata !198, metadata !DIExpression()), !dbg !200
  %51 = load i32, i32* %offset, align 4, !dbg !201
  %52 = load i32, i32* %j63, align 4, !dbg !202
  %idxprom73 = sext i32 %52 to i64, !dbg !203
  %arrayidx74 = getelementptr inbounds i32, i32* %vla4, i64 %idxprom73, !dbg !203
  %53 = load i32, i32* %arrayidx74, align 4, !dbg !203
  %add75 = add nsw i32 %51, %53, !dbg !204
  %sub76 = sub nsw i32 %add75, 1, !dbg !205
  store i32 %sub76, i32* %g, align 4, !dbg !200
  %54 = load i32, i32* %g, align 4, !dbg !206
  %55 = load i32, i32* %b, align 4, !dbg !207
  %div77 = sdiv i32 %54, %55, !dbg !208
  %56 = load i32, i32* %j63, align 4, !dbg !209
  %idxprom78 = sext i32 %56 to i64, !dbg !210
  %arrayidx79 = getelementptr inbounds i32, i32* %vla, i64 %idxprom78, !dbg !210
  %57 = bitcast i32* %arrayidx79 to i8*, !dbg !211
  %58 = bitcast i32* %vla3 to i8*, !dbg !212
  %59 = load i32, i32* %g, align 4, !dbg !213
  %60 = load i32, i32* %b, align 4, !dbg !214
  %rem = srem i32 %59, %60, !dbg !215
  %conv80 = sext i32 %rem to i64, !dbg !216
  %mul81 = mul i64 %conv80, 4, !dbg !217
  %conv82 = trunc i64 %mul81 to i32, !dbg !216
  call void @bsp_put(i32 noundef %div77, i8* noundef %57, i8* noundef %58, i32 noundef %conv82, i32 noundef 4), !dbg !218
  br label %if.end83, !dbg !219

if.end83:                                         ; preds = %if.then72, %for.body67
  br label %for.inc84, !dbg !220

for.inc84:                                        ; preds = %if.end83
  %61 = load i32, i32* %j63, align 4, !dbg !221
  %inc85 = add nsw i32 %61, 1, !dbg !221
  store i32 %inc85, i32* %j63, align 4, !dbg !221
  br label %for.cond64, !dbg !222, !llvm.loop !223

for.end86:                                        ; preds = %for.cond64
  call void @bsp_sync(), !dbg !225
  %62 = bitcast i32* %vla5 to i8*, !dbg !226
  call void @bsp_pop_reg(i8* noundef %62), !dbg !227
  %63 = bitcast i32* %vla3 to i8*, !dbg !228
  call void @bsp_pop_reg(i8* noundef %63), !dbg !229
  call void @bsp_end(), !dbg !230
  %64 = load i8*, i8** %saved_stack, align 8, !dbg !231
  call void @llvm.stackrestore(i8* %64), !dbg !231
  ret void, !dbg !231
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bspcost_work(i64 noundef) #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "compress.c", directory: ".", checksumkind: CSK_MD5, checksum: "025fbe40a57f5f1008897b4c7d2a4802")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "compress", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 10, type: !13)
!16 = !DILocation(line: 10, column: 19, scope: !10)
!17 = !DILocation(line: 11, column: 13, scope: !10)
!18 = !DILocation(line: 11, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 12, type: !13)
!20 = !DILocation(line: 12, column: 7, scope: !10)
!21 = !DILocation(line: 12, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 13, type: !13)
!23 = !DILocation(line: 13, column: 7, scope: !10)
!24 = !DILocation(line: 13, column: 11, scope: !10)
!25 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 14, type: !13)
!26 = !DILocation(line: 14, column: 7, scope: !10)
!27 = !DILocation(line: 14, column: 11, scope: !10)
!28 = !DILocation(line: 14, column: 15, scope: !10)
!29 = !DILocation(line: 14, column: 13, scope: !10)
!30 = !DILocation(line: 15, column: 9, scope: !10)
!31 = !DILocation(line: 15, column: 3, scope: !10)
!32 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !33, flags: DIFlagArtificial)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 0, scope: !10)
!35 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 15, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: !32)
!39 = !DILocation(line: 15, column: 7, scope: !10)
!40 = !DILocation(line: 15, column: 15, scope: !10)
!41 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !33, flags: DIFlagArtificial)
!42 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 15, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: !41)
!46 = !DILocation(line: 15, column: 13, scope: !10)
!47 = !DILocation(line: 15, column: 23, scope: !10)
!48 = !DILocalVariable(name: "__vla_expr2", scope: !10, type: !33, flags: DIFlagArtificial)
!49 = !DILocalVariable(name: "pos", scope: !10, file: !1, line: 15, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: !48)
!53 = !DILocation(line: 15, column: 19, scope: !10)
!54 = !DILocation(line: 16, column: 14, scope: !10)
!55 = !DILocation(line: 16, column: 3, scope: !10)
!56 = !DILocalVariable(name: "__vla_expr3", scope: !10, type: !33, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: "counts", scope: !10, file: !1, line: 16, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: !56)
!61 = !DILocation(line: 16, column: 7, scope: !10)
!62 = !DILocation(line: 17, column: 16, scope: !10)
!63 = !DILocation(line: 17, column: 19, scope: !10)
!64 = !DILocation(line: 17, column: 21, scope: !10)
!65 = !DILocation(line: 17, column: 3, scope: !10)
!66 = !DILocation(line: 18, column: 16, scope: !10)
!67 = !DILocation(line: 18, column: 24, scope: !10)
!68 = !DILocation(line: 18, column: 26, scope: !10)
!69 = !DILocation(line: 18, column: 3, scope: !10)
!70 = !DILocation(line: 19, column: 3, scope: !10)
!71 = !DILocation(line: 22, column: 3, scope: !10)
!72 = !DILocation(line: 22, column: 10, scope: !10)
!73 = !DILocation(line: 23, column: 7, scope: !74)
!74 = distinct !DILexicalBlock(scope: !10, file: !1, line: 23, column: 7)
!75 = !DILocation(line: 23, column: 12, scope: !74)
!76 = !DILocation(line: 23, column: 7, scope: !10)
!77 = !DILocation(line: 24, column: 5, scope: !74)
!78 = !DILocation(line: 24, column: 12, scope: !74)
!79 = !DILocalVariable(name: "j", scope: !80, file: !1, line: 25, type: !13)
!80 = distinct !DILexicalBlock(scope: !10, file: !1, line: 25, column: 3)
!81 = !DILocation(line: 25, column: 12, scope: !80)
!82 = !DILocation(line: 25, column: 8, scope: !80)
!83 = !DILocation(line: 25, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 25, column: 3)
!85 = !DILocation(line: 25, column: 23, scope: !84)
!86 = !DILocation(line: 25, column: 21, scope: !84)
!87 = !DILocation(line: 25, column: 3, scope: !80)
!88 = !DILocation(line: 26, column: 5, scope: !89)
!89 = distinct !DILexicalBlock(scope: !84, file: !1, line: 25, column: 31)
!90 = !DILocation(line: 27, column: 18, scope: !89)
!91 = !DILocation(line: 27, column: 20, scope: !89)
!92 = !DILocation(line: 27, column: 14, scope: !89)
!93 = !DILocation(line: 27, column: 9, scope: !89)
!94 = !DILocation(line: 27, column: 5, scope: !89)
!95 = !DILocation(line: 27, column: 12, scope: !89)
!96 = !DILocation(line: 28, column: 11, scope: !97)
!97 = distinct !DILexicalBlock(scope: !89, file: !1, line: 28, column: 9)
!98 = !DILocation(line: 28, column: 9, scope: !97)
!99 = !DILocation(line: 28, column: 14, scope: !97)
!100 = !DILocation(line: 28, column: 9, scope: !89)
!101 = !DILocation(line: 29, column: 20, scope: !97)
!102 = !DILocation(line: 29, column: 16, scope: !97)
!103 = !DILocation(line: 29, column: 23, scope: !97)
!104 = !DILocation(line: 29, column: 11, scope: !97)
!105 = !DILocation(line: 29, column: 7, scope: !97)
!106 = !DILocation(line: 29, column: 14, scope: !97)
!107 = !DILocation(line: 30, column: 3, scope: !89)
!108 = !DILocation(line: 25, column: 27, scope: !84)
!109 = !DILocation(line: 25, column: 3, scope: !84)
!110 = distinct !{!110, !87, !111, !112}
!111 = !DILocation(line: 30, column: 3, scope: !80)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocalVariable(name: "count", scope: !10, file: !1, line: 31, type: !13)
!114 = !DILocation(line: 31, column: 7, scope: !10)
!115 = !DILocation(line: 31, column: 19, scope: !10)
!116 = !DILocation(line: 31, column: 21, scope: !10)
!117 = !DILocation(line: 31, column: 15, scope: !10)
!118 = !DILocalVariable(name: "q", scope: !119, file: !1, line: 32, type: !13)
!119 = distinct !DILexicalBlock(scope: !10, file: !1, line: 32, column: 3)
!120 = !DILocation(line: 32, column: 12, scope: !119)
!121 = !DILocation(line: 32, column: 16, scope: !119)
!122 = !DILocation(line: 32, column: 18, scope: !119)
!123 = !DILocation(line: 32, column: 8, scope: !119)
!124 = !DILocation(line: 32, column: 23, scope: !125)
!125 = distinct !DILexicalBlock(scope: !119, file: !1, line: 32, column: 3)
!126 = !DILocation(line: 32, column: 27, scope: !125)
!127 = !DILocation(line: 32, column: 25, scope: !125)
!128 = !DILocation(line: 32, column: 3, scope: !119)
!129 = !DILocation(line: 33, column: 13, scope: !125)
!130 = !DILocation(line: 33, column: 16, scope: !125)
!131 = !DILocation(line: 33, column: 24, scope: !125)
!132 = !DILocation(line: 33, column: 32, scope: !125)
!133 = !DILocation(line: 33, column: 34, scope: !125)
!134 = !DILocation(line: 33, column: 5, scope: !125)
!135 = !DILocation(line: 32, column: 31, scope: !125)
!136 = !DILocation(line: 32, column: 3, scope: !125)
!137 = distinct !{!137, !128, !138, !112}
!138 = !DILocation(line: 33, column: 60, scope: !119)
!139 = !DILocation(line: 34, column: 3, scope: !10)
!140 = !DILocalVariable(name: "offset", scope: !10, file: !1, line: 38, type: !13)
!141 = !DILocation(line: 38, column: 7, scope: !10)
!142 = !DILocalVariable(name: "q", scope: !143, file: !1, line: 39, type: !13)
!143 = distinct !DILexicalBlock(scope: !10, file: !1, line: 39, column: 3)
!144 = !DILocation(line: 39, column: 12, scope: !143)
!145 = !DILocation(line: 39, column: 8, scope: !143)
!146 = !DILocation(line: 39, column: 19, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !1, line: 39, column: 3)
!148 = !DILocation(line: 39, column: 23, scope: !147)
!149 = !DILocation(line: 39, column: 21, scope: !147)
!150 = !DILocation(line: 39, column: 3, scope: !143)
!151 = !DILocation(line: 40, column: 5, scope: !152)
!152 = distinct !DILexicalBlock(scope: !147, file: !1, line: 39, column: 31)
!153 = !DILocation(line: 41, column: 14, scope: !152)
!154 = !DILocation(line: 41, column: 30, scope: !152)
!155 = !DILocation(line: 41, column: 23, scope: !152)
!156 = !DILocation(line: 41, column: 21, scope: !152)
!157 = !DILocation(line: 41, column: 12, scope: !152)
!158 = !DILocation(line: 42, column: 3, scope: !152)
!159 = !DILocation(line: 39, column: 27, scope: !147)
!160 = !DILocation(line: 39, column: 3, scope: !147)
!161 = distinct !{!161, !150, !162, !112}
!162 = !DILocation(line: 42, column: 3, scope: !143)
!163 = !DILocalVariable(name: "j", scope: !164, file: !1, line: 43, type: !13)
!164 = distinct !DILexicalBlock(scope: !10, file: !1, line: 43, column: 3)
!165 = !DILocation(line: 43, column: 12, scope: !164)
!166 = !DILocation(line: 43, column: 8, scope: !164)
!167 = !DILocation(line: 43, column: 19, scope: !168)
!168 = distinct !DILexicalBlock(scope: !164, file: !1, line: 43, column: 3)
!169 = !DILocation(line: 43, column: 23, scope: !168)
!170 = !DILocation(line: 43, column: 21, scope: !168)
!171 = !DILocation(line: 43, column: 3, scope: !164)
!172 = !DILocation(line: 44, column: 5, scope: !173)
!173 = distinct !DILexicalBlock(scope: !168, file: !1, line: 43, column: 31)
!174 = !DILocation(line: 45, column: 7, scope: !173)
!175 = !DILocation(line: 45, column: 5, scope: !173)
!176 = !DILocation(line: 45, column: 10, scope: !173)
!177 = !DILocation(line: 46, column: 3, scope: !173)
!178 = !DILocation(line: 43, column: 27, scope: !168)
!179 = !DILocation(line: 43, column: 3, scope: !168)
!180 = distinct !{!180, !171, !181, !112}
!181 = !DILocation(line: 46, column: 3, scope: !164)
!182 = !DILocalVariable(name: "j", scope: !183, file: !1, line: 47, type: !13)
!183 = distinct !DILexicalBlock(scope: !10, file: !1, line: 47, column: 3)
!184 = !DILocation(line: 47, column: 12, scope: !183)
!185 = !DILocation(line: 47, column: 8, scope: !183)
!186 = !DILocation(line: 47, column: 19, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !1, line: 47, column: 3)
!188 = !DILocation(line: 47, column: 23, scope: !187)
!189 = !DILocation(line: 47, column: 21, scope: !187)
!190 = !DILocation(line: 47, column: 3, scope: !183)
!191 = !DILocation(line: 48, column: 5, scope: !192)
!192 = distinct !DILexicalBlock(scope: !187, file: !1, line: 47, column: 31)
!193 = !DILocation(line: 49, column: 11, scope: !194)
!194 = distinct !DILexicalBlock(scope: !192, file: !1, line: 49, column: 9)
!195 = !DILocation(line: 49, column: 9, scope: !194)
!196 = !DILocation(line: 49, column: 14, scope: !194)
!197 = !DILocation(line: 49, column: 9, scope: !192)
!198 = !DILocalVariable(name: "g", scope: !199, file: !1, line: 50, type: !13)
!199 = distinct !DILexicalBlock(scope: !194, file: !1, line: 49, column: 20)
!200 = !DILocation(line: 50, column: 11, scope: !199)
!201 = !DILocation(line: 50, column: 15, scope: !199)
!202 = !DILocation(line: 50, column: 28, scope: !199)
!203 = !DILocation(line: 50, column: 24, scope: !199)
!204 = !DILocation(line: 50, column: 22, scope: !199)
!205 = !DILocation(line: 50, column: 31, scope: !199)
!206 = !DILocation(line: 51, column: 15, scope: !199)
!207 = !DILocation(line: 51, column: 19, scope: !199)
!208 = !DILocation(line: 51, column: 17, scope: !199)
!209 = !DILocation(line: 51, column: 25, scope: !199)
!210 = !DILocation(line: 51, column: 23, scope: !199)
!211 = !DILocation(line: 51, column: 22, scope: !199)
!212 = !DILocation(line: 51, column: 29, scope: !199)
!213 = !DILocation(line: 51, column: 33, scope: !199)
!214 = !DILocation(line: 51, column: 37, scope: !199)
!215 = !DILocation(line: 51, column: 35, scope: !199)
!216 = !DILocation(line: 51, column: 32, scope: !199)
!217 = !DILocation(line: 51, column: 40, scope: !199)
!218 = !DILocation(line: 51, column: 7, scope: !199)
!219 = !DILocation(line: 52, column: 5, scope: !199)
!220 = !DILocation(line: 53, column: 3, scope: !192)
!221 = !DILocation(line: 47, column: 27, scope: !187)
!222 = !DILocation(line: 47, column: 3, scope: !187)
!223 = distinct !{!223, !190, !224, !112}
!224 = !DILocation(line: 53, column: 3, scope: !183)
!225 = !DILocation(line: 54, column: 3, scope: !10)
!226 = !DILocation(line: 55, column: 15, scope: !10)
!227 = !DILocation(line: 55, column: 3, scope: !10)
!228 = !DILocation(line: 56, column: 15, scope: !10)
!229 = !DILocation(line: 56, column: 3, scope: !10)
!230 = !DILocation(line: 57, column: 3, scope: !10)
!231 = !DILocation(line: 58, column: 1, scope: !10)
