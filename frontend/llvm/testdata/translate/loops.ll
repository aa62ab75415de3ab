; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  %i5 = alloca i32, align 4
  %j = alloca i32, align 4
  %m = alloca i32, align 4
  %i19 = alloca i32, align 4
  %i26 = alloca i32, align 4
  %t = alloca i32, align 4
  %i37 = alloca i32, align 4
  %l = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %p, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_nprocs(), !dbg !21
  store i32 %call1, i32* %p, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %s, metadata !22, metadata !DIExpression()), !dbg !23
  %call2 = call i32 @bsp_pid(), !dbg !24
  store i32 %call2, i32* %s, align 4, !dbg !23
  %0 = load i32, i32* %n.addr, align 4, !dbg !25
  %1 = zext i32 %0 to i64, !dbg !26
  %2 = call i8* @llvm.stacksave(), !dbg !26
  store i8* %2, i8** %saved_stack, align 8, !dbg !26
  %vla = alloca double, i64 %1, align 16, !dbg !26
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !26
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !27, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata double* %vla, metadata !30, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %k, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %k, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %i, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %i, align 4, !dbg !40
  br label %for.cond, !dbg !41

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, i32* %i, align 4, !dbg !42
  %4 = load i32, i32* %n.addr, align 4, !dbg !44
  %cmp = icmp slt i32 %3, %4, !dbg !45
  br i1 %cmp, label %for.body, label %for.end, !dbg !46

for.body:                                         ; preds = %for.cond
  %5 = load i32, i32* %i, align 4, !dbg !47
  %idxprom = sext i32 %5 to i64, !dbg !48
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !48
  %6 = load double, double* %arrayidx, align 8, !dbg !48
  %mul = fmul double %6, 2.000000e+00, !dbg !49
  %7 = load i32, i32* %i, align 4, !dbg !50
  %idxprom3 = sext i32 %7 to i64, !dbg !51
  %arrayidx4 = getelementptr inbounds double, double* %vla, i64 %idxprom3, !dbg !51
  store double %mul, double* %arrayidx4, align 8, !dbg !52
  br label %for.inc, !dbg !51

for.inc:                                          ; preds = %for.body
  %8 = load i32, i32* %i, align 4, !dbg !53
  %inc = add nsw i32 %8, 1, !dbg !53
  store i32 %inc, i32* %i, align 4, !dbg !53
  br label %for.cond, !dbg !54, !llvm.loop !55

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i5, metadata !58, metadata !DIExpression()), !dbg !60
  store i32 1, i32* %i5, align 4, !dbg !60
  br label %for.cond6, !dbg !61

for.cond6:                                        ; preds = %for.inc9, %for.end
  %9 = load i32, i32* %i5, align 4, !dbg !62
  %10 = load i32, i32* %p, align 4, !dbg !64
  %cmp7 = icmp sle i32 %9, %10, !dbg !65
  br i1 %cmp7, label %for.body8, label %for.end10, !dbg !66

for.body8:                                        ; preds = %for.cond6
  call void @bsp_sync(), !dbg !67
  br label %for.inc9, !dbg !67

for.inc9:                                         ; preds = %for.body8
  %11 = load i32, i32* %i5, align 4, !dbg !68
  %add = add nsw i32 %11, 2, !dbg !68
  store i32 %add, i32* %i5, align 4, !dbg !68
  br label %for.cond6, !dbg !69, !llvm.loop !70

for.end10:                                        ; preds = %for.cond6
  call void @llvm.dbg.declare(metadata i32* %j, metadata !72, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %j, align 4, !dbg !74
  br label %for.cond11, !dbg !76

for.cond11:                                       ; preds = %for.inc15, %for.end10
  %12 = load i32, i32* %j, align 4, !dbg !77
  %13 = load i32, i32* %n.addr, align 4, !dbg !79
  %cmp12 = icmp slt i32 %12, %13, !dbg !80
  br i1 %cmp12, label %for.body13, label %for.end17, !dbg !81

for.body13:                                       ; preds = %for.cond11
  %14 = load i32, i32* %k, align 4, !dbg !82
  %add14 = add nsw i32 %14, 1, !dbg !83
  store i32 %add14, i32* %k, align 4, !dbg !84
  br label %for.inc15, !dbg !85

for.inc15:                                        ; preds = %for.body13
  %15 = load i32, i32* %j, align 4, !dbg !86
  %inc16 = add nsw i32 %15, 1, !dbg !86
  store i32 %inc16, i32* %j, align 4, !dbg !86
  br label %for.cond11, !dbg !87, !llvm.loop !88

for.end17:                                        ; preds = %for.cond11
  %16 = load i32, i32* %k, align 4, !dbg !90
  %17 = load i32, i32* %j, align 4, !dbg !91
  %add18 = add nsw i32 %16, %17, !dbg !92
  store i32 %add18, i32* %k, align 4, !dbg !93
  call void @llvm.dbg.declare(metadata i32* %m, metadata !94, metadata !DIExpression()), !dbg !95
  %18 = load i32, i32* %n.addr, align 4, !dbg !96
  store i32 %18, i32* %m, align 4, !dbg !95
  call void @llvm.dbg.declare(metadata i32* %i19, metadata !97, metadata !DIExpression()), !dbg !99
  store i32 0, i32* %i19, align 4, !dbg !99
  br label %for.cond20, !dbg !100

for.cond20:                                       ; preds = %for.inc23, %for.end17
  %19 = load i32, i32* %i19, align 4, !dbg !101
  %20 = load i32, i32* %m, align 4, !dbg !103
  %cmp21 = icmp slt i32 %19, %20, !dbg !104
  br i1 %cmp21, label %for.body22, label %for.end25, !dbg !105

for.body22:                                       ; preds = %for.cond20
  %21 = load i32, i32* %m, align 4, !dbg !106
  %sub = sub nsw i32 %21, 1, !dbg !107
  store i32 %sub, i32* %m, align 4, !dbg !108
  br label %for.inc23, !dbg !109

for.inc23:                                        ; preds = %for.body22
  %22 = load i32, i32* %i19, align 4, !dbg !110
  %inc24 = add nsw i32 %22, 1, !dbg !110
  store i32 %inc24, i32* %i19, align 4, !dbg !110
  br label %for.cond20, !dbg !111, !llvm.loop !112

for.end25:                                        ; preds = %for.cond20
  call void @llvm.dbg.declare(metadata i32* %i26, metadata !114, metadata !DIExpression()), !dbg !116
  %23 = load i32, i32* %n.addr, align 4, !dbg !117
  store i32 %23, i32* %i26, align 4, !dbg !116
  br label %for.cond27, !dbg !118

for.cond27:                                       ; preds = %for.inc31, %for.end25
  %24 = load i32, i32* %i26, align 4, !dbg !119
  %cmp28 = icmp sgt i32 %24, 0, !dbg !121
  br i1 %cmp28, label %for.body29, label %for.end32, !dbg !122

for.body29:                                       ; preds = %for.cond27
  %25 = load i32, i32* %k, align 4, !dbg !123
  %sub30 = sub nsw i32 %25, 1, !dbg !124
  store i32 %sub30, i32* %k, align 4, !dbg !125
  br label %for.inc31, !dbg !126

for.inc31:                                        ; preds = %for.body29
  %26 = load i32, i32* %i26, align 4, !dbg !127
  %dec = add nsw i32 %26, -1, !dbg !127
  store i32 %dec, i32* %i26, align 4, !dbg !127
  br label %for.cond27, !dbg !128, !llvm.loop !129

for.end32:                                        ; preds = %for.cond27
  call void @llvm.dbg.declare(metadata i32* %t, metadata !131, metadata !DIExpression()), !dbg !132
  store i32 0, i32* %t, align 4, !dbg !132
  br label %while.cond, !dbg !133

while.cond:                                       ; preds = %if.end, %if.then, %for.end32
  %27 = load i32, i32* %t, align 4, !dbg !134
  %28 = load i32, i32* %n.addr, align 4, !dbg !135
  %cmp33 = icmp slt i32 %27, %28, !dbg !136
  br i1 %cmp33, label %while.body, label %while.end, !dbg !133

while.body:                                       ; preds = %while.cond
  %29 = load i32, i32* %t, align 4, !dbg !137
  %30 = load i32, i32* %s, align 4, !dbg !140
  %cmp34 = icmp eq i32 %29, %30, !dbg !141
  br i1 %cmp34, label %if.then, label %if.end, !dbg !142

if.then:                                          ; preds = %while.body
  %31 = load i32, i32* %t, align 4, !dbg !143
  %add35 = add nsw i32 %31, 2, !dbg !145
  store i32 %add35, i32* %t, align 4, !dbg !146
  br label %while.cond, !dbg !147, !llvm.loop !148

if.end:                                           ; preds = %while.body
  %32 = load i32, i32* %t, align 4, !dbg !150
  %add36 = add nsw i32 %32, 1, !dbg !151
  store i32 %add36, i32* %t, align 4, !dbg !152
  br label %while.cond, !dbg !133, !llvm.loop !148

while.end:                                        ; preds = %while.cond
  call void @llvm.dbg.declare(metadata i32* %i37, metadata !153, metadata !DIExpression()), !dbg !155
  store i32 0, i32* %i37, align 4, !dbg !155
  br label %for.cond38, !dbg !156

for.cond38:                                       ; preds = %for.inc58, %while.end
  %33 = load i32, i32* %i37, align 4, !dbg !157
  %34 = load i32, i32* %n.addr, align 4, !dbg !159
  %cmp39 = icmp slt i32 %33, %34, !dbg !160
  br i1 %cmp39, label %for.body40, label %for.end60, !dbg !161

for.body40:                                       ; preds = %for.cond38
  %35 = load i32, i32* %i37, align 4, !dbg !162
  %cmp41 = icmp eq i32 %35, 3, !dbg !165
  br i1 %cmp41, label %if.then42, label %if.end43, !dbg !166

if.then42:                                        ; preds = %for.body40
  br label %for.inc58, !dbg !167

if.end43:                                         ; preds = %for.body40
  call void @llvm.dbg.declare(metadata i32* %l, metadata !168, metadata !DIExpression()), !dbg !170
  store i32 0, i32* %l, align 4, !dbg !170
  br label %for.cond44, !dbg !171

for.cond44:                                       ; preds = %for.inc51, %if.end43
  %36 = load i32, i32* %l, align 4, !dbg !172
  %37 = load i32, i32* %i37, align 4, !dbg !174
  %cmp45 = icmp slt i32 %36, %37, !dbg !175
  br i1 %cmp45, label %for.body46, label %for.end53, !dbg !176

for.body46:                                       ; preds = %for.cond44
  %38 = load i32, i32* %l, align 4, !dbg !177
  %39 = load i32, i32* %k, align 4, !dbg !180
  %cmp47 = icmp sgt i32 %38, %39, !dbg !181
  br i1 %cmp47, label %if.then48, label %if.end49, !dbg !182

if.then48:                                        ; preds = %for.body46
  br label %for.end53, !dbg !183

if.end49:                                         ; preds = %for.body46
  %40 = load i32, i32* %k, align 4, !dbg !184
  %41 = load i32, i32* %l, align 4, !dbg !185
  %add50 = add nsw i32 %40, %41, !dbg !186
  store i32 %add50, i32* %k, align 4, !dbg !187
  br label %for.inc51, !dbg !188

for.inc51:                                        ; preds = %if.end49
  %42 = load i32, i32* %l, align 4, !dbg !189
  %inc52 = add nsw i32 %42, 1, !dbg !189
  store i32 %inc52, i32* %l, align 4, !dbg !189
  br label %for.cond44, !dbg !190, !llvm.loop !191

for.end53:                                        ; preds = %if.then48, %for.cond44
  %43 = load i32, i32* %k, align 4, !dbg !193
  %cmp54 = icmp sgt i32 %43, 100, !dbg !195
  br i1 %cmp54, label %land.lhs.true, label %if.end57, !dbg !196

land.lhs.true:                                    ; preds = %for.end53
  %44 = load i32, i32* %i37, align 4, !dbg !197
  %cmp55 = icmp sgt i32 %44, 2, !dbg !198
  br i1 %cmp55, label %if.then56, label %if.end57, !dbg !199

if.then56:                                        ; preds = %land.lhs.true
  br label %for.end60, !dbg !200

if.end57:                                         ; preds = %land.lhs.true, %for.end53
  br label %for.inc58, !dbg !201

for.inc58:                                        ; preds = %if.end57, %if.then42
  %45 = load i32, i32* %i37, align 4, !dbg !202
  %inc59 = add nsw i32 %45, 1, !dbg !202
  store i32 %inc59, i32* %i37, align 4, !dbg !202
  br label %for.cond38, !dbg !203, !llvm.loop !204

for.end60:                                        ; preds = %if.then56, %for.cond38
  call void @bsp_end(), !dbg !206
  %46 = load i8*, i8** %saved_stack, align 8, !dbg !207
  call void @llvm.stackrestore(i8* %46), !dbg !207
  ret void, !dbg !207
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @bsp_sync() #2

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
!1 = !DIFile(filename: "loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "fdb699a109f8f334fff468f0a2cea331")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocation(line: 4, column: 15, scope: !10)
!17 = !DILocation(line: 5, column: 13, scope: !10)
!18 = !DILocation(line: 5, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 6, type: !13)
!20 = !DILocation(line: 6, column: 7, scope: !10)
!21 = !DILocation(line: 6, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !13)
!23 = !DILocation(line: 7, column: 7, scope: !10)
!24 = !DILocation(line: 7, column: 11, scope: !10)
!25 = !DILocation(line: 8, column: 12, scope: !10)
!26 = !DILocation(line: 8, column: 3, scope: !10)
!27 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !28, flags: DIFlagArtificial)
!28 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!29 = !DILocation(line: 0, scope: !10)
!30 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 8, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, elements: !33)
!32 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!33 = !{!34}
!34 = !DISubrange(count: !27)
!35 = !DILocation(line: 8, column: 10, scope: !10)
!36 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 9, type: !13)
!37 = !DILocation(line: 9, column: 7, scope: !10)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 11, type: !13)
!39 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 3)
!40 = !DILocation(line: 11, column: 12, scope: !39)
!41 = !DILocation(line: 11, column: 8, scope: !39)
!42 = !DILocation(line: 11, column: 19, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !1, line: 11, column: 3)
!44 = !DILocation(line: 11, column: 23, scope: !43)
!45 = !DILocation(line: 11, column: 21, scope: !43)
!46 = !DILocation(line: 11, column: 3, scope: !39)
!47 = !DILocation(line: 12, column: 14, scope: !43)
!48 = !DILocation(line: 12, column: 12, scope: !43)
!49 = !DILocation(line: 12, column: 17, scope: !43)
!50 = !DILocation(line: 12, column: 7, scope: !43)
!51 = !DILocation(line: 12, column: 5, scope: !43)
!52 = !DILocation(line: 12, column: 10, scope: !43)
!53 = !DILocation(line: 11, column: 27, scope: !43)
!54 = !DILocation(line: 11, column: 3, scope: !43)
!55 = distinct !{!55, !46, !56, !57}
!56 = !DILocation(line: 12, column: 19, scope: !39)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocalVariable(name: "i", scope: !59, file: !1, line: 13, type: !13)
!59 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 3)
!60 = !DILocation(line: 13, column: 12, scope: !59)
!61 = !DILocation(line: 13, column: 8, scope: !59)
!62 = !DILocation(line: 13, column: 19, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !1, line: 13, column: 3)
!64 = !DILocation(line: 13, column: 24, scope: !63)
!65 = !DILocation(line: 13, column: 21, scope: !63)
!66 = !DILocation(line: 13, column: 3, scope: !59)
!67 = !DILocation(line: 14, column: 5, scope: !63)
!68 = !DILocation(line: 13, column: 29, scope: !63)
!69 = !DILocation(line: 13, column: 3, scope: !63)
!70 = distinct !{!70, !66, !71, !57}
!71 = !DILocation(line: 14, column: 14, scope: !59)
!72 = !DILocalVariable(name: "j", scope: !10, file: !1, line: 16, type: !13)
!73 = !DILocation(line: 16, column: 7, scope: !10)
!74 = !DILocation(line: 17, column: 10, scope: !75)
!75 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 3)
!76 = !DILocation(line: 17, column: 8, scope: !75)
!77 = !DILocation(line: 17, column: 15, scope: !78)
!78 = distinct !DILexicalBlock(scope: !75, file: !1, line: 17, column: 3)
!79 = !DILocation(line: 17, column: 19, scope: !78)
!80 = !DILocation(line: 17, column: 17, scope: !78)
!81 = !DILocation(line: 17, column: 3, scope: !75)
!82 = !DILocation(line: 18, column: 9, scope: !78)
!83 = !DILocation(line: 18, column: 11, scope: !78)
!84 = !DILocation(line: 18, column: 7, scope: !78)
!85 = !DILocation(line: 18, column: 5, scope: !78)
!86 = !DILocation(line: 17, column: 23, scope: !78)
!87 = !DILocation(line: 17, column: 3, scope: !78)
!88 = distinct !{!88, !81, !89, !57}
!89 = !DILocation(line: 18, column: 13, scope: !75)
!90 = !DILocation(line: 19, column: 7, scope: !10)
!91 = !DILocation(line: 19, column: 11, scope: !10)
!92 = !DILocation(line: 19, column: 9, scope: !10)
!93 = !DILocation(line: 19, column: 5, scope: !10)
!94 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 21, type: !13)
!95 = !DILocation(line: 21, column: 7, scope: !10)
!96 = !DILocation(line: 21, column: 11, scope: !10)
!97 = !DILocalVariable(name: "i", scope: !98, file: !1, line: 22, type: !13)
!98 = distinct !DILexicalBlock(scope: !10, file: !1, line: 22, column: 3)
!99 = !DILocation(line: 22, column: 12, scope: !98)
!100 = !DILocation(line: 22, column: 8, scope: !98)
!101 = !DILocation(line: 22, column: 19, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !1, line: 22, column: 3)
!103 = !DILocation(line: 22, column: 23, scope: !102)
!104 = !DILocation(line: 22, column: 21, scope: !102)
!105 = !DILocation(line: 22, column: 3, scope: !98)
!106 = !DILocation(line: 23, column: 9, scope: !102)
!107 = !DILocation(line: 23, column: 11, scope: !102)
!108 = !DILocation(line: 23, column: 7, scope: !102)
!109 = !DILocation(line: 23, column: 5, scope: !102)
!110 = !DILocation(line: 22, column: 27, scope: !102)
!111 = !DILocation(line: 22, column: 3, scope: !102)
!112 = distinct !{!112, !105, !113, !57}
!113 = !DILocation(line: 23, column: 13, scope: !98)
!114 = !DILocalVariable(name: "i", scope: !115, file: !1, line: 25, type: !13)
!115 = distinct !DILexicalBlock(scope: !10, file: !1, line: 25, column: 3)
!116 = !DILocation(line: 25, column: 12, scope: !115)
!117 = !DILocation(line: 25, column: 16, scope: !115)
!118 = !DILocation(line: 25, column: 8, scope: !115)
!119 = !DILocation(line: 25, column: 19, scope: !120)
!120 = distinct !DILexicalBlock(scope: !115, file: !1, line: 25, column: 3)
!121 = !DILocation(line: 25, column: 21, scope: !120)
!122 = !DILocation(line: 25, column: 3, scope: !115)
!123 = !DILocation(line: 26, column: 9, scope: !120)
!124 = !DILocation(line: 26, column: 11, scope: !120)
!125 = !DILocation(line: 26, column: 7, scope: !120)
!126 = !DILocation(line: 26, column: 5, scope: !120)
!127 = !DILocation(line: 25, column: 27, scope: !120)
!128 = !DILocation(line: 25, column: 3, scope: !120)
!129 = distinct !{!129, !122, !130, !57}
!130 = !DILocation(line: 26, column: 13, scope: !115)
!131 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 28, type: !13)
!132 = !DILocation(line: 28, column: 7, scope: !10)
!133 = !DILocation(line: 29, column: 3, scope: !10)
!134 = !DILocation(line: 29, column: 10, scope: !10)
!135 = !DILocation(line: 29, column: 14, scope: !10)
!136 = !DILocation(line: 29, column: 12, scope: !10)
!137 = !DILocation(line: 30, column: 9, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !1, line: 30, column: 9)
!139 = distinct !DILexicalBlock(scope: !10, file: !1, line: 29, column: 17)
!140 = !DILocation(line: 30, column: 14, scope: !138)
!141 = !DILocation(line: 30, column: 11, scope: !138)
!142 = !DILocation(line: 30, column: 9, scope: !139)
!143 = !DILocation(line: 31, column: 11, scope: !144)
!144 = distinct !DILexicalBlock(scope: !138, file: !1, line: 30, column: 17)
!145 = !DILocation(line: 31, column: 13, scope: !144)
!146 = !DILocation(line: 31, column: 9, scope: !144)
!147 = !DILocation(line: 32, column: 7, scope: !144)
!148 = distinct !{!148, !133, !149, !57}
!149 = !DILocation(line: 35, column: 3, scope: !10)
!150 = !DILocation(line: 34, column: 9, scope: !139)
!151 = !DILocation(line: 34, column: 11, scope: !139)
!152 = !DILocation(line: 34, column: 7, scope: !139)
!153 = !DILocalVariable(name: "i", scope: !154, file: !1, line: 37, type: !13)
!154 = distinct !DILexicalBlock(scope: !10, file: !1, line: 37, column: 3)
!155 = !DILocation(line: 37, column: 12, scope: !154)
!156 = !DILocation(line: 37, column: 8, scope: !154)
!157 = !DILocation(line: 37, column: 19, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !1, line: 37, column: 3)
!159 = !DILocation(line: 37, column: 23, scope: !158)
!160 = !DILocation(line: 37, column: 21, scope: !158)
!161 = !DILocation(line: 37, column: 3, scope: !154)
!162 = !DILocation(line: 38, column: 9, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !1, line: 38, column: 9)
!164 = distinct !DILexicalBlock(scope: !158, file: !1, line: 37, column: 31)
!165 = !DILocation(line: 38, column: 11, scope: !163)
!166 = !DILocation(line: 38, column: 9, scope: !164)
!167 = !DILocation(line: 39, column: 7, scope: !163)
!168 = !DILocalVariable(name: "l", scope: !169, file: !1, line: 40, type: !13)
!169 = distinct !DILexicalBlock(scope: !164, file: !1, line: 40, column: 5)
!170 = !DILocation(line: 40, column: 14, scope: !169)
!171 = !DILocation(line: 40, column: 10, scope: !169)
!172 = !DILocation(line: 40, column: 21, scope: !173)
!173 = distinct !DILexicalBlock(scope: !169, file: !1, line: 40, column: 5)
!174 = !DILocation(line: 40, column: 25, scope: !173)
!175 = !DILocation(line: 40, column: 23, scope: !173)
!176 = !DILocation(line: 40, column: 5, scope: !169)
!177 = !DILocation(line: 41, column: 11, scope: !178)
!178 = distinct !DILexicalBlock(scope: !179, file: !1, line: 41, column: 11)
!179 = distinct !DILexicalBlock(scope: !173, file: !1, line: 40, column: 33)
!180 = !DILocation(line: 41, column: 15, scope: !178)
!181 = !DILocation(line: 41, column: 13, scope: !178)
!182 = !DILocation(line: 41, column: 11, scope: !179)
!183 = !DILocation(line: 42, column: 9, scope: !178)
!184 = !DILocation(line: 43, column: 11, scope: !179)
!185 = !DILocation(line: 43, column: 15, scope: !179)
!186 = !DILocation(line: 43, column: 13, scope: !179)
!187 = !DILocation(line: 43, column: 9, scope: !179)
!188 = !DILocation(line: 44, column: 5, scope: !179)
!189 = !DILocation(line: 40, column: 29, scope: !173)
!190 = !DILocation(line: 40, column: 5, scope: !173)
!191 = distinct !{!191, !176, !192, !57}
!192 = !DILocation(line: 44, column: 5, scope: !169)
!193 = !DILocation(line: 45, column: 9, scope: !194)
!194 = distinct !DILexicalBlock(scope: !164, file: !1, line: 45, column: 9)
!195 = !DILocation(line: 45, column: 11, scope: !194)
!196 = !DILocation(line: 45, column: 17, scope: !194)
!197 = !DILocation(line: 45, column: 20, scope: !194)
!198 = !DILocation(line: 45, column: 22, scope: !194)
!199 = !DILocation(line: 45, column: 9, scope: !164)
!200 = !DILocation(line: 46, column: 7, scope: !194)
!201 = !DILocation(line: 47, column: 3, scope: !164)
!202 = !DILocation(line: 37, column: 27, scope: !158)
!203 = !DILocation(line: 37, column: 3, scope: !158)
!204 = distinct !{!204, !161, !205, !57}
!205 = !DILocation(line: 47, column: 3, scope: !154)
!206 = !DILocation(line: 48, column: 3, scope: !10)
!207 = !DILocation(line: 49, column: 1, scope: !10)
