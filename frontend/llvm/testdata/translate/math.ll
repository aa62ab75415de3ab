; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !12 {
entry:
  %N.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %p = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %theta = alloca double, align 8
  %j = alloca i32, align 4
  %d = alloca i32, align 4
  %k = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !17, metadata !DIExpression()), !dbg !18
  %call = call i32 @bsp_nprocs(), !dbg !19
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %s, metadata !21, metadata !DIExpression()), !dbg !22
  %call1 = call i32 @bsp_pid(), !dbg !23
  store i32 %call1, i32* %s, align 4, !dbg !22
  call void @llvm.dbg.declare(metadata i32* %p, metadata !24, metadata !DIExpression()), !dbg !25
  %call2 = call i32 @bsp_nprocs(), !dbg !26
  store i32 %call2, i32* %p, align 4, !dbg !25
  %0 = load i32, i32* %N.addr, align 4, !dbg !27
  %mul = mul nsw i32 2, %0, !dbg !28
  %1 = zext i32 %mul to i64, !dbg !29
  %2 = call i8* @llvm.stacksave(), !dbg !29
  store i8* %2, i8** %saved_stack, align 8, !dbg !29
  %vla = alloca double, i64 %1, align 16, !dbg !29
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !29
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !30, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata double* %vla, metadata !33, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata double* %theta, metadata !38, metadata !DIExpression()), !dbg !39
  %3 = load i32, i32* %N.addr, align 4, !dbg !40
  %conv = sitofp i32 %3 to double, !dbg !41
  %div = fdiv double 0xC01921FB54442D18, %conv, !dbg !42
  store double %div, double* %theta, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %j, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %j, align 4, !dbg !45
  br label %for.cond, !dbg !46

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, i32* %j, align 4, !dbg !47
  %5 = load i32, i32* %N.addr, align 4, !dbg !49
  %cmp = icmp slt i32 %4, %5, !dbg !50
  br i1 %cmp, label %for.body, label %for.end, !dbg !51

for.body:                                         ; preds = %for.cond
  %6 = load i32, i32* %j, align 4, !dbg !52
  %conv4 = sitofp i32 %6 to double, !dbg !52
  %7 = load double, double* %theta, align 8, !dbg !54
  %mul5 = fmul double %conv4, %7, !dbg !55
  %call6 = call double @cos(double noundef %mul5) #6, !dbg !56
  %8 = load i32, i32* %j, align 4, !dbg !57
  %mul7 = mul nsw i32 2, %8, !dbg !58
  %idxprom = sext i32 %mul7 to i64, !dbg !59
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !59
  store double %call6, double* %arrayidx, align 8, !dbg !60
  %9 = load i32, i32* %j, align 4, !dbg !61
  %conv8 = sitofp i32 %9 to double, !dbg !61
  %10 = load double, double* %theta, align 8, !dbg !62
  %mul9 = fmul double %conv8, %10, !dbg !63
  %call10 = call double @sin(double noundef %mul9) #6, !dbg !64
  %11 = load i32, i32* %j, align 4, !dbg !65
  %mul11 = mul nsw i32 2, %11, !dbg !66
  %add = add nsw i32 %mul11, 1, !dbg !67
  %idxprom12 = sext i32 %add to i64, !dbg !68
  %arrayidx13 = getelementptr inbounds double, double* %vla, i64 %idxprom12, !dbg !68
  store double %call10, double* %arrayidx13, align 8, !dbg !69
  br label %for.inc, !dbg !70

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %j, align 4, !dbg !71
  %inc = add nsw i32 %12, 1, !dbg !71
  store i32 %inc, i32* %j, align 4, !dbg !71
  br label %for.cond, !dbg !72, !llvm.loop !73

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %d, metadata !76, metadata !DIExpression()), !dbg !77
  %13 = load i32, i32* %N.addr, align 4, !dbg !78
  %sub = sub nsw i32 %13, 5, !dbg !79
  %call14 = call i32 @abs(i32 noundef %sub) #7, !dbg !80
  %14 = load i32, i32* %s, align 4, !dbg !81
  %15 = load i32, i32* %p, align 4, !dbg !82
  %div15 = sdiv i32 %15, 2, !dbg !83
  %sub16 = sub nsw i32 %14, %div15, !dbg !84
  %call17 = call i32 @abs(i32 noundef %sub16) #7, !dbg !85
  %mul18 = mul nsw i32 %call17, 0, !dbg !86
  %add19 = add nsw i32 %call14, %mul18, !dbg !87
  store i32 %add19, i32* %d, align 4, !dbg !77
  call void @llvm.dbg.declare(metadata i32* %k, metadata !88, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %k, align 4, !dbg !90
  br label %for.cond20, !dbg !91

for.cond20:                                       ; preds = %for.inc24, %for.end
  %16 = load i32, i32* %k, align 4, !dbg !92
  %17 = load i32, i32* %d, align 4, !dbg !94
  %cmp21 = icmp slt i32 %16, %17, !dbg !95
  br i1 %cmp21, label %for.body23, label %for.end26, !dbg !96

for.body23:                                       ; preds = %for.cond20
  call void @bsp_sync(), !dbg !97
  br label %for.inc24, !dbg !97

for.inc24:                                        ; preds = %for.body23
  %18 = load i32, i32* %k, align 4, !dbg !98
  %inc25 = add nsw i32 %18, 1, !dbg !98
  store i32 %inc25, i32* %k, align 4, !dbg !98
  br label %for.cond20, !dbg !99, !llvm.loop !100

for.end26:                                        ; preds = %for.cond20
  call void @bsp_end(), !dbg !102
  %19 = load i8*, i8** %saved_stack, align 8, !dbg !103
  call void @llvm.stackrestore(i8* %19), !dbg !103
  ret void, !dbg !103
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #5

declare void @bsp_sync() #2

declare void @bsp_end() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "math.c", directory: ".", checksumkind: CSK_MD5, checksum: "346abe234fe4c00035b2717eacb589e0")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "N", arg: 1, scope: !12, file: !1, line: 5, type: !15)
!18 = !DILocation(line: 5, column: 15, scope: !12)
!19 = !DILocation(line: 6, column: 13, scope: !12)
!20 = !DILocation(line: 6, column: 3, scope: !12)
!21 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 7, type: !15)
!22 = !DILocation(line: 7, column: 7, scope: !12)
!23 = !DILocation(line: 7, column: 11, scope: !12)
!24 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 8, type: !15)
!25 = !DILocation(line: 8, column: 7, scope: !12)
!26 = !DILocation(line: 8, column: 11, scope: !12)
!27 = !DILocation(line: 9, column: 16, scope: !12)
!28 = !DILocation(line: 9, column: 14, scope: !12)
!29 = !DILocation(line: 9, column: 3, scope: !12)
!30 = !DILocalVariable(name: "__vla_expr0", scope: !12, type: !31, flags: DIFlagArtificial)
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DILocation(line: 0, scope: !12)
!33 = !DILocalVariable(name: "w", scope: !12, file: !1, line: 9, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: !30)
!37 = !DILocation(line: 9, column: 10, scope: !12)
!38 = !DILocalVariable(name: "theta", scope: !12, file: !1, line: 10, type: !3)
!39 = !DILocation(line: 10, column: 10, scope: !12)
!40 = !DILocation(line: 10, column: 40, scope: !12)
!41 = !DILocation(line: 10, column: 32, scope: !12)
!42 = !DILocation(line: 10, column: 30, scope: !12)
!43 = !DILocalVariable(name: "j", scope: !44, file: !1, line: 11, type: !15)
!44 = distinct !DILexicalBlock(scope: !12, file: !1, line: 11, column: 3)
!45 = !DILocation(line: 11, column: 12, scope: !44)
!46 = !DILocation(line: 11, column: 8, scope: !44)
!47 = !DILocation(line: 11, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 11, column: 3)
!49 = !DILocation(line: 11, column: 23, scope: !48)
!50 = !DILocation(line: 11, column: 21, scope: !48)
!51 = !DILocation(line: 11, column: 3, scope: !44)
!52 = !DILocation(line: 12, column: 20, scope: !53)
!53 = distinct !DILexicalBlock(scope: !48, file: !1, line: 11, column: 31)
!54 = !DILocation(line: 12, column: 24, scope: !53)
!55 = !DILocation(line: 12, column: 22, scope: !53)
!56 = !DILocation(line: 12, column: 16, scope: !53)
!57 = !DILocation(line: 12, column: 11, scope: !53)
!58 = !DILocation(line: 12, column: 9, scope: !53)
!59 = !DILocation(line: 12, column: 5, scope: !53)
!60 = !DILocation(line: 12, column: 14, scope: !53)
!61 = !DILocation(line: 13, column: 24, scope: !53)
!62 = !DILocation(line: 13, column: 28, scope: !53)
!63 = !DILocation(line: 13, column: 26, scope: !53)
!64 = !DILocation(line: 13, column: 20, scope: !53)
!65 = !DILocation(line: 13, column: 11, scope: !53)
!66 = !DILocation(line: 13, column: 9, scope: !53)
!67 = !DILocation(line: 13, column: 13, scope: !53)
!68 = !DILocation(line: 13, column: 5, scope: !53)
!69 = !DILocation(line: 13, column: 18, scope: !53)
!70 = !DILocation(line: 14, column: 3, scope: !53)
!71 = !DILocation(line: 11, column: 27, scope: !48)
!72 = !DILocation(line: 11, column: 3, scope: !48)
!73 = distinct !{!73, !51, !74, !75}
!74 = !DILocation(line: 14, column: 3, scope: !44)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocalVariable(name: "d", scope: !12, file: !1, line: 15, type: !15)
!77 = !DILocation(line: 15, column: 7, scope: !12)
!78 = !DILocation(line: 15, column: 15, scope: !12)
!79 = !DILocation(line: 15, column: 17, scope: !12)
!80 = !DILocation(line: 15, column: 11, scope: !12)
!81 = !DILocation(line: 15, column: 28, scope: !12)
!82 = !DILocation(line: 15, column: 32, scope: !12)
!83 = !DILocation(line: 15, column: 34, scope: !12)
!84 = !DILocation(line: 15, column: 30, scope: !12)
!85 = !DILocation(line: 15, column: 24, scope: !12)
!86 = !DILocation(line: 15, column: 39, scope: !12)
!87 = !DILocation(line: 15, column: 22, scope: !12)
!88 = !DILocalVariable(name: "k", scope: !89, file: !1, line: 16, type: !15)
!89 = distinct !DILexicalBlock(scope: !12, file: !1, line: 16, column: 3)
!90 = !DILocation(line: 16, column: 12, scope: !89)
!91 = !DILocation(line: 16, column: 8, scope: !89)
!92 = !DILocation(line: 16, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 16, column: 3)
!94 = !DILocation(line: 16, column: 23, scope: !93)
!95 = !DILocation(line: 16, column: 21, scope: !93)
!96 = !DILocation(line: 16, column: 3, scope: !89)
!97 = !DILocation(line: 17, column: 5, scope: !93)
!98 = !DILocation(line: 16, column: 27, scope: !93)
!99 = !DILocation(line: 16, column: 3, scope: !93)
!100 = distinct !{!100, !96, !101, !75}
!101 = !DILocation(line: 17, column: 14, scope: !89)
!102 = !DILocation(line: 18, column: 3, scope: !12)
!103 = !DILocation(line: 19, column: 1, scope: !12)
