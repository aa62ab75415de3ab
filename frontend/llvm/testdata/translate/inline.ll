; ModuleID = 'inline.c'
source_filename = "inline.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %d = alloca double, align 8
  %k = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %p, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_nprocs(), !dbg !21
  store i32 %call1, i32* %p, align 4, !dbg !20
  %0 = load i32, i32* %n.addr, align 4, !dbg !22
  %1 = zext i32 %0 to i64, !dbg !23
  %2 = call i8* @llvm.stacksave(), !dbg !23
  store i8* %2, i8** %saved_stack, align 8, !dbg !23
  %vla = alloca double, i64 %1, align 16, !dbg !23
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !23
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !24, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata double* %vla, metadata !27, metadata !DIExpression()), !dbg !32
  %3 = load i32, i32* %n.addr, align 4, !dbg !33
  %4 = zext i32 %3 to i64, !dbg !23
  %vla2 = alloca double, i64 %4, align 16, !dbg !23
  store i64 %4, i64* %__vla_expr1, align 8, !dbg !23
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !34, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata double* %vla2, metadata !35, metadata !DIExpression()), !dbg !39
  %5 = bitcast double* %vla to i8*, !dbg !40
  %6 = load i32, i32* %n.addr, align 4, !dbg !41
  %conv = sext i32 %6 to i64, !dbg !41
  %mul = mul i64 %conv, 8, !dbg !42
  %conv3 = trunc i64 %mul to i32, !dbg !41
  call void @bsp_push_reg(i8* noundef %5, i32 noundef %conv3), !dbg !43
  call void @bsp_sync(), !dbg !44
  call void @llvm.dbg.declare(metadata double* %d, metadata !45, metadata !DIExpression()), !dbg !46
  %7 = load i32, i32* %n.addr, align 4, !dbg !47
  %call4 = call double @dot(i32 noundef %7, double* noundef %vla, double* noundef %vla2), !dbg !48
  store double %call4, double* %d, align 8, !dbg !46
  call void @llvm.dbg.declare(metadata i32* %k, metadata !49, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %k, align 4, !dbg !51
  br label %for.cond, !dbg !52

for.cond:                                         ; preds = %for.inc, %entry
  %8 = load i32, i32* %k, align 4, !dbg !53
  %cmp = icmp slt i32 %8, 3, !dbg !55
  br i1 %cmp, label %for.body, label %for.end, !dbg !56

for.body:                                         ; preds = %for.cond
  %9 = load i32, i32* %n.addr, align 4, !dbg !57
  %10 = load i32, i32* %k, align 4, !dbg !58
  %11 = load i32, i32* %p, align 4, !dbg !59
  %call6 = call i32 @owner(i32 noundef %10, i32 noundef %11), !dbg !60
  call void @bcast(i32 noundef %9, double* noundef %vla, i32 noundef %call6), !dbg !61
  br label %for.inc, !dbg !61

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %k, align 4, !dbg !62
  %inc = add nsw i32 %12, 1, !dbg !62
  store i32 %inc, i32* %k, align 4, !dbg !62
  br label %for.cond, !dbg !63, !llvm.loop !64

for.end:                                          ; preds = %for.cond
  %13 = load double, double* %d, align 8, !dbg !67
  %14 = load i32, i32* %n.addr, align 4, !dbg !68
  %div = sdiv i32 %14, 2, !dbg !69
  %arrayidx = getelementptr inbounds double, double* %vla, i64 1, !dbg !70
  %call7 = call double @dot(i32 noundef %div, double* noundef %arrayidx, double* noundef %vla2), !dbg !71
  %add = fadd double %13, %call7, !dbg !72
  store double %add, double* %d, align 8, !dbg !73
  call void @bsp_end(), !dbg !74
  %15 = load i8*, i8** %saved_stack, align 8, !dbg !75
  call void @llvm.stackrestore(i8* %15), !dbg !75
  ret void, !dbg !75
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(i32 noundef %n, double* noundef %x, double* noundef %y) #0 !dbg !76 {
entry:
  %n.addr = alloca i32, align 4
  %x.addr = alloca double*, align 8
  %y.addr = alloca double*, align 8
  %sum = alloca double, align 8
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !80, metadata !DIExpression()), !dbg !81
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !82, metadata !DIExpression()), !dbg !83
  store double* %y, double** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double** %y.addr, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.declare(metadata double* %sum, metadata !86, metadata !DIExpression()), !dbg !87
  store double 0.000000e+00, double* %sum, align 8, !dbg !87
  call void @llvm.dbg.declare(metadata i32* %i, metadata !88, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %i, align 4, !dbg !90
  br label %for.cond, !dbg !91

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !92
  %1 = load i32, i32* %n.addr, align 4, !dbg !94
  %cmp = icmp slt i32 %0, %1, !dbg !95
  br i1 %cmp, label %for.body, label %for.end, !dbg !96

for.body:                                         ; preds = %for.cond
  %2 = load double*, double** %x.addr, align 8, !dbg !97
  %3 = load i32, i32* %i, align 4, !dbg !98
  %idxprom = sext i32 %3 to i64, !dbg !97
  %arrayidx = getelementptr inbounds double, double* %2, i64 %idxprom, !dbg !97
  %4 = load double, double* %arrayidx, align 8, !dbg !97
  %5 = load double*, double** %y.addr, align 8, !dbg !99
  %6 = load i32, i32* %i, align 4, !dbg !100
  %idxprom1 = sext i32 %6 to i64, !dbg !99
  %arrayidx2 = getelementptr inbounds double, double* %5, i64 %idxprom1, !dbg !99
  %7 = load double, double* %arrayidx2, align 8, !dbg !99
  %8 = load double, double* %sum, align 8, !dbg !101
  %9 = call double @llvm.fmuladd.f64(double %4, double %7, double %8), !dbg !101
  store double %9, double* %sum, align 8, !dbg !101
  br label %for.inc, !dbg !102

for.inc:                                          ; preds = %for.body
  %10 = load i32, i32* %i, align 4, !dbg !103
  %inc = add nsw i32 %10, 1, !dbg !103
  store i32 %inc, i32* %i, align 4, !dbg !103
  br label %for.cond, !dbg !104, !llvm.loop !105

for.end:                                          ; preds = %for.cond
  %11 = load double, double* %sum, align 8, !dbg !107
  ret double %11, !dbg !108
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bcast(i32 noundef %n, double* noundef %x, i32 noundef %root) #0 !dbg !109 {
entry:
  %n.addr = alloca i32, align 4
  %x.addr = alloca double*, align 8
  %root.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %t = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !112, metadata !DIExpression()), !dbg !113
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !114, metadata !DIExpression()), !dbg !115
  store i32 %root, i32* %root.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %root.addr, metadata !116, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.declare(metadata i32* %p, metadata !118, metadata !DIExpression()), !dbg !119
  %call = call i32 @bsp_nprocs(), !dbg !120
  store i32 %call, i32* %p, align 4, !dbg !119
  %call1 = call i32 @bsp_pid(), !dbg !121
  %0 = load i32, i32* %root.addr, align 4, !dbg !123
  %cmp = icmp eq i32 %call1, %0, !dbg !124
  br i1 %cmp, label %if.then, label %if.end, !dbg !125

if.then:                                          ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %t, metadata !126, metadata !DIExpression()), !dbg !128
  store i32 0, i32* %t, align 4, !dbg !128
  br label %for.cond, !dbg !129

for.cond:                                         ; preds = %for.inc, %if.then
  %1 = load i32, i32* %t, align 4, !dbg !130
  %2 = load i32, i32* %p, align 4, !dbg !132
  %cmp2 = icmp slt i32 %1, %2, !dbg !133
  br i1 %cmp2, label %for.body, label %for.end, !dbg !134

for.body:                                         ; preds = %for.cond
  %3 = load i32, i32* %t, align 4, !dbg !135
  %4 = load double*, double** %x.addr, align 8, !dbg !136
  %5 = bitcast double* %4 to i8*, !dbg !136
  %6 = load double*, double** %x.addr, align 8, !dbg !137
  %7 = bitcast double* %6 to i8*, !dbg !137
  %8 = load i32, i32* %n.addr, align 4, !dbg !138
  %conv = sext i32 %8 to i64, !dbg !138
  %mul = mul i64 %conv, 8, !dbg !139
  %conv3 = trunc i64 %mul to i32, !dbg !138
  call void @bsp_put(i32 noundef %3, i8* noundef %5, i8* noundef %7, i32 noundef 0, i32 noundef %conv3), !dbg !140
  br label %for.inc, !dbg !140

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %t, align 4, !dbg !141
  %inc = add nsw i32 %9, 1, !dbg !141
  store i32 %inc, i32* %t, align 4, !dbg !141
  br label %for.cond, !dbg !142, !llvm.loop !143

for.end:                                          ; preds = %for.cond
  br label %if.end, !dbg !144

if.end:                                           ; preds = %for.end, %entry
  call void @bsp_sync(), !dbg !145
  ret void, !dbg !146
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @owner(i32 noundef %k, i32 noundef %p) #0 !dbg !147 {
entry:
  %k.addr = alloca i32, align 4
  %p.addr = alloca i32, align 4
  store i32 %k, i32* %k.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %k.addr, metadata !150, metadata !DIExpression()), !dbg !151
  store i32 %p, i32* %p.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %p.addr, metadata !152, metadata !DIExpression()), !dbg !153
  %0 = load i32, i32* %k.addr, align 4, !dbg !154
  %1 = load i32, i32* %p.addr, align 4, !dbg !155
  %rem = srem i32 %0, %1, !dbg !156
  ret i32 %rem, !dbg !157
}

declare void @bsp_end() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @bsp_pid() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inline.c", directory: ".", checksumkind: CSK_MD5, checksum: "28e523086953141fbb073f195c4b6e1e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 24, type: !11, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 24, type: !13)
!16 = !DILocation(line: 24, column: 15, scope: !10)
!17 = !DILocation(line: 25, column: 13, scope: !10)
!18 = !DILocation(line: 25, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 26, type: !13)
!20 = !DILocation(line: 26, column: 7, scope: !10)
!21 = !DILocation(line: 26, column: 11, scope: !10)
!22 = !DILocation(line: 27, column: 12, scope: !10)
!23 = !DILocation(line: 27, column: 3, scope: !10)
!24 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !25, flags: DIFlagArtificial)
!25 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!26 = !DILocation(line: 0, scope: !10)
!27 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 27, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, elements: !30)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !{!31}
!31 = !DISubrange(count: !24)
!32 = !DILocation(line: 27, column: 10, scope: !10)
!33 = !DILocation(line: 27, column: 18, scope: !10)
!34 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !25, flags: DIFlagArtificial)
!35 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 27, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: !34)
!39 = !DILocation(line: 27, column: 16, scope: !10)
!40 = !DILocation(line: 28, column: 16, scope: !10)
!41 = !DILocation(line: 28, column: 19, scope: !10)
!42 = !DILocation(line: 28, column: 21, scope: !10)
!43 = !DILocation(line: 28, column: 3, scope: !10)
!44 = !DILocation(line: 29, column: 3, scope: !10)
!45 = !DILocalVariable(name: "d", scope: !10, file: !1, line: 30, type: !29)
!46 = !DILocation(line: 30, column: 10, scope: !10)
!47 = !DILocation(line: 30, column: 18, scope: !10)
!48 = !DILocation(line: 30, column: 14, scope: !10)
!49 = !DILocalVariable(name: "k", scope: !50, file: !1, line: 31, type: !13)
!50 = distinct !DILexicalBlock(scope: !10, file: !1, line: 31, column: 3)
!51 = !DILocation(line: 31, column: 12, scope: !50)
!52 = !DILocation(line: 31, column: 8, scope: !50)
!53 = !DILocation(line: 31, column: 19, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 31, column: 3)
!55 = !DILocation(line: 31, column: 21, scope: !54)
!56 = !DILocation(line: 31, column: 3, scope: !50)
!57 = !DILocation(line: 32, column: 11, scope: !54)
!58 = !DILocation(line: 32, column: 23, scope: !54)
!59 = !DILocation(line: 32, column: 26, scope: !54)
!60 = !DILocation(line: 32, column: 17, scope: !54)
!61 = !DILocation(line: 32, column: 5, scope: !54)
!62 = !DILocation(line: 31, column: 27, scope: !54)
!63 = !DILocation(line: 31, column: 3, scope: !54)
!64 = distinct !{!64, !56, !65, !66}
!65 = !DILocation(line: 32, column: 28, scope: !50)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 33, column: 7, scope: !10)
!68 = !DILocation(line: 33, column: 15, scope: !10)
!69 = !DILocation(line: 33, column: 17, scope: !10)
!70 = !DILocation(line: 33, column: 23, scope: !10)
!71 = !DILocation(line: 33, column: 11, scope: !10)
!72 = !DILocation(line: 33, column: 9, scope: !10)
!73 = !DILocation(line: 33, column: 5, scope: !10)
!74 = !DILocation(line: 34, column: 3, scope: !10)
!75 = !DILocation(line: 35, column: 1, scope: !10)
!76 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 7, type: !77, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!77 = !DISubroutineType(types: !78)
!78 = !{!29, !13, !79, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!80 = !DILocalVariable(name: "n", arg: 1, scope: !76, file: !1, line: 7, type: !13)
!81 = !DILocation(line: 7, column: 23, scope: !76)
!82 = !DILocalVariable(name: "x", arg: 2, scope: !76, file: !1, line: 7, type: !79)
!83 = !DILocation(line: 7, column: 34, scope: !76)
!84 = !DILocalVariable(name: "y", arg: 3, scope: !76, file: !1, line: 7, type: !79)
!85 = !DILocation(line: 7, column: 45, scope: !76)
!86 = !DILocalVariable(name: "sum", scope: !76, file: !1, line: 8, type: !29)
!87 = !DILocation(line: 8, column: 10, scope: !76)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 9, type: !13)
!89 = distinct !DILexicalBlock(scope: !76, file: !1, line: 9, column: 3)
!90 = !DILocation(line: 9, column: 12, scope: !89)
!91 = !DILocation(line: 9, column: 8, scope: !89)
!92 = !DILocation(line: 9, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 9, column: 3)
!94 = !DILocation(line: 9, column: 23, scope: !93)
!95 = !DILocation(line: 9, column: 21, scope: !93)
!96 = !DILocation(line: 9, column: 3, scope: !89)
!97 = !DILocation(line: 10, column: 12, scope: !93)
!98 = !DILocation(line: 10, column: 14, scope: !93)
!99 = !DILocation(line: 10, column: 19, scope: !93)
!100 = !DILocation(line: 10, column: 21, scope: !93)
!101 = !DILocation(line: 10, column: 9, scope: !93)
!102 = !DILocation(line: 10, column: 5, scope: !93)
!103 = !DILocation(line: 9, column: 27, scope: !93)
!104 = !DILocation(line: 9, column: 3, scope: !93)
!105 = distinct !{!105, !96, !106, !66}
!106 = !DILocation(line: 10, column: 22, scope: !89)
!107 = !DILocation(line: 11, column: 10, scope: !76)
!108 = !DILocation(line: 11, column: 3, scope: !76)
!109 = distinct !DISubprogram(name: "bcast", scope: !1, file: !1, line: 16, type: !110, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !13, !79, !13}
!112 = !DILocalVariable(name: "n", arg: 1, scope: !109, file: !1, line: 16, type: !13)
!113 = !DILocation(line: 16, column: 23, scope: !109)
!114 = !DILocalVariable(name: "x", arg: 2, scope: !109, file: !1, line: 16, type: !79)
!115 = !DILocation(line: 16, column: 34, scope: !109)
!116 = !DILocalVariable(name: "root", arg: 3, scope: !109, file: !1, line: 16, type: !13)
!117 = !DILocation(line: 16, column: 41, scope: !109)
!118 = !DILocalVariable(name: "p", scope: !109, file: !1, line: 17, type: !13)
!119 = !DILocation(line: 17, column: 7, scope: !109)
!120 = !DILocation(line: 17, column: 11, scope: !109)
!121 = !DILocation(line: 18, column: 7, scope: !122)
!122 = distinct !DILexicalBlock(scope: !109, file: !1, line: 18, column: 7)
!123 = !DILocation(line: 18, column: 20, scope: !122)
!124 = !DILocation(line: 18, column: 17, scope: !122)
!125 = !DILocation(line: 18, column: 7, scope: !109)
!126 = !DILocalVariable(name: "t", scope: !127, file: !1, line: 19, type: !13)
!127 = distinct !DILexicalBlock(scope: !122, file: !1, line: 19, column: 5)
!128 = !DILocation(line: 19, column: 14, scope: !127)
!129 = !DILocation(line: 19, column: 10, scope: !127)
!130 = !DILocation(line: 19, column: 21, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !1, line: 19, column: 5)
!132 = !DILocation(line: 19, column: 25, scope: !131)
!133 = !DILocation(line: 19, column: 23, scope: !131)
!134 = !DILocation(line: 19, column: 5, scope: !127)
!135 = !DILocation(line: 20, column: 15, scope: !131)
!136 = !DILocation(line: 20, column: 18, scope: !131)
!137 = !DILocation(line: 20, column: 21, scope: !131)
!138 = !DILocation(line: 20, column: 27, scope: !131)
!139 = !DILocation(line: 20, column: 29, scope: !131)
!140 = !DILocation(line: 20, column: 7, scope: !131)
!141 = !DILocation(line: 19, column: 29, scope: !131)
!142 = !DILocation(line: 19, column: 5, scope: !131)
!143 = distinct !{!143, !134, !144, !66}
!144 = !DILocation(line: 20, column: 45, scope: !127)
!145 = !DILocation(line: 21, column: 3, scope: !109)
!146 = !DILocation(line: 22, column: 1, scope: !109)
!147 = distinct !DISubprogram(name: "owner", scope: !1, file: !1, line: 14, type: !148, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!148 = !DISubroutineType(types: !149)
!149 = !{!13, !13, !13}
!150 = !DILocalVariable(name: "k", arg: 1, scope: !147, file: !1, line: 14, type: !13)
!151 = !DILocation(line: 14, column: 22, scope: !147)
!152 = !DILocalVariable(name: "p", arg: 2, scope: !147, file: !1, line: 14, type: !13)
!153 = !DILocation(line: 14, column: 29, scope: !147)
!154 = !DILocation(line: 14, column: 41, scope: !147)
!155 = !DILocation(line: 14, column: 45, scope: !147)
!156 = !DILocation(line: 14, column: 43, scope: !147)
!157 = !DILocation(line: 14, column: 34, scope: !147)
