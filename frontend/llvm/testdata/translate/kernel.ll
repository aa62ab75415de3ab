; ModuleID = 'kernel.c'
source_filename = "kernel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @dot(i32 noundef %p, i32 noundef %s, i32 noundef %n, double* noundef %x, double* noundef %y) #0 !dbg !10 {
entry:
  %p.addr = alloca i32, align 4
  %s.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %x.addr = alloca double*, align 8
  %y.addr = alloca double*, align 8
  %sum = alloca double, align 8
  %part = alloca [64 x double], align 16
  %i = alloca i32, align 4
  %t = alloca i32, align 4
  store i32 %p, i32* %p.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %p.addr, metadata !17, metadata !DIExpression()), !dbg !18
  store i32 %s, i32* %s.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %s.addr, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !21, metadata !DIExpression()), !dbg !22
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !23, metadata !DIExpression()), !dbg !24
  store double* %y, double** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double** %y.addr, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata double* %sum, metadata !27, metadata !DIExpression()), !dbg !28
  store double 0.000000e+00, double* %sum, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata [64 x double]* %part, metadata !29, metadata !DIExpression()), !dbg !33
  %arraydecay = getelementptr inbounds [64 x double], [64 x double]* %part, i64 0, i64 0, !dbg !34
  %0 = bitcast double* %arraydecay to i8*, !dbg !34
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 512), !dbg !35
  call void @bsp_sync(), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %i, metadata !37, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %i, align 4, !dbg !39
  br label %for.cond, !dbg !40

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !41
  %2 = load i32, i32* %n.addr, align 4, !dbg !43
  %3 = load i32, i32* %p.addr, align 4, !dbg !44
  %add = add nsw i32 %2, %3, !dbg !45
  %4 = load i32, i32* %s.addr, align 4, !dbg !46
  %sub = sub nsw i32 %add, %4, !dbg !47
  %sub1 = sub nsw i32 %sub, 1, !dbg !48
  %5 = load i32, i32* %p.addr, align 4, !dbg !49
  %div = sdiv i32 %sub1, %5, !dbg !50
  %cmp = icmp slt i32 %1, %div, !dbg !51
  br i1 %cmp, label %for.body, label %for.end, !dbg !52

for.body:                                         ; preds = %for.cond
  %6 = load double*, double** %x.addr, align 8, !dbg !53
  %7 = load i32, i32* %i, align 4, !dbg !54
  %idxprom = sext i32 %7 to i64, !dbg !53
  %arrayidx = getelementptr inbounds double, double* %6, i64 %idxprom, !dbg !53
  %8 = load double, double* %arrayidx, align 8, !dbg !53
  %9 = load double*, double** %y.addr, align 8, !dbg !55
  %10 = load i32, i32* %i, align 4, !dbg !56
  %idxprom2 = sext i32 %10 to i64, !dbg !55
  %arrayidx3 = getelementptr inbounds double, double* %9, i64 %idxprom2, !dbg !55
  %11 = load double, double* %arrayidx3, align 8, !dbg !55
  %12 = load double, double* %sum, align 8, !dbg !57
  %13 = call double @llvm.fmuladd.f64(double %8, double %11, double %12), !dbg !57
  store double %13, double* %sum, align 8, !dbg !57
  br label %for.inc, !dbg !58

for.inc:                                          ; preds = %for.body
  %14 = load i32, i32* %i, align 4, !dbg !59
  %inc = add nsw i32 %14, 1, !dbg !59
  store i32 %inc, i32* %i, align 4, !dbg !59
  br label %for.cond, !dbg !60, !llvm.loop !61

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %t, metadata !64, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %t, align 4, !dbg !66
  br label %for.cond4, !dbg !67

for.cond4:                                        ; preds = %for.inc9, %for.end
  %15 = load i32, i32* %t, align 4, !dbg !68
  %16 = load i32, i32* %p.addr, align 4, !dbg !70
  %cmp5 = icmp slt i32 %15, %16, !dbg !71
  br i1 %cmp5, label %for.body6, label %for.end11, !dbg !72

for.body6:                                        ; preds = %for.cond4
  %17 = load i32, i32* %t, align 4, !dbg !73
  %18 = bitcast double* %sum to i8*, !dbg !74
  %arraydecay7 = getelementptr inbounds [64 x double], [64 x double]* %part, i64 0, i64 0, !dbg !75
  %19 = bitcast double* %arraydecay7 to i8*, !dbg !75
  %20 = load i32, i32* %s.addr, align 4, !dbg !76
  %conv = sext i32 %20 to i64, !dbg !76
  %mul = mul i64 %conv, 8, !dbg !77
  %conv8 = trunc i64 %mul to i32, !dbg !76
  call void @bsp_put(i32 noundef %17, i8* noundef %18, i8* noundef %19, i32 noundef %conv8, i32 noundef 8), !dbg !78
  br label %for.inc9, !dbg !78

for.inc9:                                         ; preds = %for.body6
  %21 = load i32, i32* %t, align 4, !dbg !79
  %inc10 = add nsw i32 %21, 1, !dbg !79
  store i32 %inc10, i32* %t, align 4, !dbg !79
  br label %for.cond4, !dbg !80, !llvm.loop !81

for.end11:                                        ; preds = %for.cond4
  call void @bsp_sync(), !dbg !83
  %22 = load double, double* %sum, align 8, !dbg !84
  ret double %22, !dbg !85
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @driver() #0 !dbg !86 {
entry:
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %v = alloca [100 x double], align 16
  %call = call i32 @bsp_nprocs(), !dbg !89
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !90
  call void @llvm.dbg.declare(metadata i32* %p, metadata !91, metadata !DIExpression()), !dbg !92
  %call1 = call i32 @bsp_nprocs(), !dbg !93
  store i32 %call1, i32* %p, align 4, !dbg !92
  call void @llvm.dbg.declare(metadata i32* %s, metadata !94, metadata !DIExpression()), !dbg !95
  %call2 = call i32 @bsp_pid(), !dbg !96
  store i32 %call2, i32* %s, align 4, !dbg !95
  call void @llvm.dbg.declare(metadata [100 x double]* %v, metadata !97, metadata !DIExpression()), !dbg !101
  %0 = load i32, i32* %p, align 4, !dbg !102
  %1 = load i32, i32* %s, align 4, !dbg !103
  %arraydecay = getelementptr inbounds [100 x double], [100 x double]* %v, i64 0, i64 0, !dbg !104
  %arraydecay3 = getelementptr inbounds [100 x double], [100 x double]* %v, i64 0, i64 0, !dbg !105
  %call4 = call double @dot(i32 noundef %0, i32 noundef %1, i32 noundef 100, double* noundef %arraydecay, double* noundef %arraydecay3), !dbg !106
  call void @bsp_end(), !dbg !107
  ret void, !dbg !108
}

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kernel.c", directory: ".", checksumkind: CSK_MD5, checksum: "6a3df367e276d81c6280096e9effc4e5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14, !14, !14, !15, !15}
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!16 = !{}
!17 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 8, type: !14)
!18 = !DILocation(line: 8, column: 16, scope: !10)
!19 = !DILocalVariable(name: "s", arg: 2, scope: !10, file: !1, line: 8, type: !14)
!20 = !DILocation(line: 8, column: 23, scope: !10)
!21 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 8, type: !14)
!22 = !DILocation(line: 8, column: 30, scope: !10)
!23 = !DILocalVariable(name: "x", arg: 4, scope: !10, file: !1, line: 8, type: !15)
!24 = !DILocation(line: 8, column: 41, scope: !10)
!25 = !DILocalVariable(name: "y", arg: 5, scope: !10, file: !1, line: 8, type: !15)
!26 = !DILocation(line: 8, column: 52, scope: !10)
!27 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 9, type: !13)
!28 = !DILocation(line: 9, column: 10, scope: !10)
!29 = !DILocalVariable(name: "part", scope: !10, file: !1, line: 9, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 4096, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 64)
!33 = !DILocation(line: 9, column: 21, scope: !10)
!34 = !DILocation(line: 10, column: 16, scope: !10)
!35 = !DILocation(line: 10, column: 3, scope: !10)
!36 = !DILocation(line: 11, column: 3, scope: !10)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 12, type: !14)
!38 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
!39 = !DILocation(line: 12, column: 12, scope: !38)
!40 = !DILocation(line: 12, column: 8, scope: !38)
!41 = !DILocation(line: 12, column: 19, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 12, column: 3)
!43 = !DILocation(line: 12, column: 24, scope: !42)
!44 = !DILocation(line: 12, column: 28, scope: !42)
!45 = !DILocation(line: 12, column: 26, scope: !42)
!46 = !DILocation(line: 12, column: 32, scope: !42)
!47 = !DILocation(line: 12, column: 30, scope: !42)
!48 = !DILocation(line: 12, column: 34, scope: !42)
!49 = !DILocation(line: 12, column: 41, scope: !42)
!50 = !DILocation(line: 12, column: 39, scope: !42)
!51 = !DILocation(line: 12, column: 21, scope: !42)
!52 = !DILocation(line: 12, column: 3, scope: !38)
!53 = !DILocation(line: 13, column: 12, scope: !42)
!54 = !DILocation(line: 13, column: 14, scope: !42)
!55 = !DILocation(line: 13, column: 19, scope: !42)
!56 = !DILocation(line: 13, column: 21, scope: !42)
!57 = !DILocation(line: 13, column: 9, scope: !42)
!58 = !DILocation(line: 13, column: 5, scope: !42)
!59 = !DILocation(line: 12, column: 45, scope: !42)
!60 = !DILocation(line: 12, column: 3, scope: !42)
!61 = distinct !{!61, !52, !62, !63}
!62 = !DILocation(line: 13, column: 22, scope: !38)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocalVariable(name: "t", scope: !65, file: !1, line: 14, type: !14)
!65 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 3)
!66 = !DILocation(line: 14, column: 12, scope: !65)
!67 = !DILocation(line: 14, column: 8, scope: !65)
!68 = !DILocation(line: 14, column: 19, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !1, line: 14, column: 3)
!70 = !DILocation(line: 14, column: 23, scope: !69)
!71 = !DILocation(line: 14, column: 21, scope: !69)
!72 = !DILocation(line: 14, column: 3, scope: !65)
!73 = !DILocation(line: 15, column: 13, scope: !69)
!74 = !DILocation(line: 15, column: 16, scope: !69)
!75 = !DILocation(line: 15, column: 22, scope: !69)
!76 = !DILocation(line: 15, column: 28, scope: !69)
!77 = !DILocation(line: 15, column: 30, scope: !69)
!78 = !DILocation(line: 15, column: 5, scope: !69)
!79 = !DILocation(line: 14, column: 27, scope: !69)
!80 = !DILocation(line: 14, column: 3, scope: !69)
!81 = distinct !{!81, !72, !82, !63}
!82 = !DILocation(line: 15, column: 62, scope: !65)
!83 = !DILocation(line: 16, column: 3, scope: !10)
!84 = !DILocation(line: 17, column: 10, scope: !10)
!85 = !DILocation(line: 17, column: 3, scope: !10)
!86 = distinct !DISubprogram(name: "driver", scope: !1, file: !1, line: 20, type: !87, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!87 = !DISubroutineType(types: !88)
!88 = !{null}
!89 = !DILocation(line: 21, column: 13, scope: !86)
!90 = !DILocation(line: 21, column: 3, scope: !86)
!91 = !DILocalVariable(name: "p", scope: !86, file: !1, line: 22, type: !14)
!92 = !DILocation(line: 22, column: 7, scope: !86)
!93 = !DILocation(line: 22, column: 11, scope: !86)
!94 = !DILocalVariable(name: "s", scope: !86, file: !1, line: 22, type: !14)
!95 = !DILocation(line: 22, column: 25, scope: !86)
!96 = !DILocation(line: 22, column: 29, scope: !86)
!97 = !DILocalVariable(name: "v", scope: !86, file: !1, line: 23, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 6400, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 100)
!101 = !DILocation(line: 23, column: 10, scope: !86)
!102 = !DILocation(line: 24, column: 7, scope: !86)
!103 = !DILocation(line: 24, column: 10, scope: !86)
!104 = !DILocation(line: 24, column: 18, scope: !86)
!105 = !DILocation(line: 24, column: 21, scope: !86)
!106 = !DILocation(line: 24, column: 3, scope: !86)
!107 = !DILocation(line: 25, column: 3, scope: !86)
!108 = !DILocation(line: 26, column: 1, scope: !86)
