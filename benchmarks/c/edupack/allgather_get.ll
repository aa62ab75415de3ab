; ModuleID = 'allgather_get.c'
source_filename = "allgather_get.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @allgather(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %b = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %t = alloca i32, align 4
  %sum = alloca double, align 8
  %i = alloca i32, align 4
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
  %vla = alloca double, i64 %3, align 16, !dbg !31
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla, metadata !35, metadata !DIExpression()), !dbg !40
  %5 = load i32, i32* %N.addr, align 4, !dbg !41
  %6 = zext i32 %5 to i64, !dbg !31
  %vla3 = alloca double, i64 %6, align 16, !dbg !31
  store i64 %6, i64* %__vla_expr1, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !42, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla3, metadata !43, metadata !DIExpression()), !dbg !47
  %7 = bitcast double* %vla to i8*, !dbg !48
  %8 = load i32, i32* %b, align 4, !dbg !49
  %conv = sext i32 %8 to i64, !dbg !49
  %mul = mul i64 %conv, 8, !dbg !50
  %conv4 = trunc i64 %mul to i32, !dbg !49
  call void @bsp_push_reg(i8* noundef %7, i32 noundef %conv4), !dbg !51
  call void @bsp_sync(), !dbg !52
  call void @llvm.dbg.declare(metadata i32* %t, metadata !53, metadata !DIExpression()), !dbg !55
  store i32 0, i32* %t, align 4, !dbg !55
  br label %for.cond, !dbg !56

for.cond:                                         ; preds = %for.inc, %entry
  %9 = load i32, i32* %t, align 4, !dbg !57
  %10 = load i32, i32* %p, align 4, !dbg !59
  %cmp = icmp slt i32 %9, %10, !dbg !60
  br i1 %cmp, label %for.body, label %for.end, !dbg !61

for.body:                                         ; preds = %for.cond
  %11 = load i32, i32* %t, align 4, !dbg !62
  %12 = load i32, i32* %s, align 4, !dbg !64
  %cmp6 = icmp ne i32 %11, %12, !dbg !65
  br i1 %cmp6, label %if.then, label %if.end, !dbg !66

if.then:                                          ; preds = %for.body
  %13 = load i32, i32* %t, align 4, !dbg !67
  %14 = bitcast double* %vla to i8*, !dbg !68
  %15 = load i32, i32* %t, align 4, !dbg !69
  %16 = load i32, i32* %b, align 4, !dbg !70
  %mul8 = mul nsw i32 %15, %16, !dbg !71
  %idxprom = sext i32 %mul8 to i64, !dbg !72
  %arrayidx = getelementptr inbounds double, double* %vla3, i64 %idxprom, !dbg !72
  %17 = bitcast double* %arrayidx to i8*, !dbg !73
  %18 = load i32, i32* %b, align 4, !dbg !74
  %conv9 = sext i32 %18 to i64, !dbg !74
  %mul10 = mul i64 %conv9, 8, !dbg !75
  %conv11 = trunc i64 %mul10 to i32, !dbg !74
  call void @bsp_get(i32 noundef %13, i8* noundef %14, i32 noundef 0, i8* noundef %17, i32 noundef %conv11), !dbg !76
  br label %if.end, !dbg !76

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !64

for.inc:                                          ; preds = %if.end
  %19 = load i32, i32* %t, align 4, !dbg !77
  %inc = add nsw i32 %19, 1, !dbg !77
  store i32 %inc, i32* %t, align 4, !dbg !77
  br label %for.cond, !dbg !78, !llvm.loop !79

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !82
  call void @llvm.dbg.declare(metadata double* %sum, metadata !83, metadata !DIExpression()), !dbg !84
  store double 0.000000e+00, double* %sum, align 8, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %i, metadata !85, metadata !DIExpression()), !dbg !87
  store i32 0, i32* %i, align 4, !dbg !87
  br label %for.cond12, !dbg !88

for.cond12:                                       ; preds = %for.inc18, %for.end
  %20 = load i32, i32* %i, align 4, !dbg !89
  %21 = load i32, i32* %N.addr, align 4, !dbg !91
  %cmp13 = icmp slt i32 %20, %21, !dbg !92
  br i1 %cmp13, label %for.body15, label %for.end20, !dbg !93

for.body15:                                       ; preds = %for.cond12
  %22 = load i32, i32* %i, align 4, !dbg !94
  %idxprom16 = sext i32 %22 to i64, !dbg !95
  %arrayidx17 = getelementptr inbounds double, double* %vla3, i64 %idxprom16, !dbg !95
  %23 = load double, double* %arrayidx17, align 8, !dbg !95
  %24 = load double, double* %sum, align 8, !dbg !96
  %add = fadd double %24, %23, !dbg !96
  store double %add, double* %sum, align 8, !dbg !96
  br label %for.inc18, !dbg !97

for.inc18:                                        ; preds = %for.body15
  %25 = load i32, i32* %i, align 4, !dbg !98
  %inc19 = add nsw i32 %25, 1, !dbg !98
  store i32 %inc19, i32* %i, align 4, !dbg !98
  br label %for.cond12, !dbg !99, !llvm.loop !100

for.end20:                                        ; preds = %for.cond12
  %26 = bitcast double* %vla to i8*, !dbg !102
  call void @bsp_pop_reg(i8* noundef %26), !dbg !103
  call void @bsp_end(), !dbg !104
  %27 = load i8*, i8** %saved_stack, align 8, !dbg !105
  call void @llvm.stackrestore(i8* %27), !dbg !105
  ret void, !dbg !105
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

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "allgather_get.c", directory: ".", checksumkind: CSK_MD5, checksum: "e00b88cd794a6f49204c7e9ff944bf6c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "allgather", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 20, scope: !10)
!17 = !DILocation(line: 8, column: 13, scope: !10)
!18 = !DILocation(line: 8, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 9, type: !13)
!20 = !DILocation(line: 9, column: 7, scope: !10)
!21 = !DILocation(line: 9, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 10, type: !13)
!23 = !DILocation(line: 10, column: 7, scope: !10)
!24 = !DILocation(line: 10, column: 11, scope: !10)
!25 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 11, type: !13)
!26 = !DILocation(line: 11, column: 7, scope: !10)
!27 = !DILocation(line: 11, column: 11, scope: !10)
!28 = !DILocation(line: 11, column: 15, scope: !10)
!29 = !DILocation(line: 11, column: 13, scope: !10)
!30 = !DILocation(line: 12, column: 12, scope: !10)
!31 = !DILocation(line: 12, column: 3, scope: !10)
!32 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !33, flags: DIFlagArtificial)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 0, scope: !10)
!35 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 12, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !38)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !{!39}
!39 = !DISubrange(count: !32)
!40 = !DILocation(line: 12, column: 10, scope: !10)
!41 = !DILocation(line: 12, column: 20, scope: !10)
!42 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !33, flags: DIFlagArtificial)
!43 = !DILocalVariable(name: "all", scope: !10, file: !1, line: 12, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: !42)
!47 = !DILocation(line: 12, column: 16, scope: !10)
!48 = !DILocation(line: 13, column: 16, scope: !10)
!49 = !DILocation(line: 13, column: 19, scope: !10)
!50 = !DILocation(line: 13, column: 21, scope: !10)
!51 = !DILocation(line: 13, column: 3, scope: !10)
!52 = !DILocation(line: 14, column: 3, scope: !10)
!53 = !DILocalVariable(name: "t", scope: !54, file: !1, line: 15, type: !13)
!54 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 3)
!55 = !DILocation(line: 15, column: 12, scope: !54)
!56 = !DILocation(line: 15, column: 8, scope: !54)
!57 = !DILocation(line: 15, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 15, column: 3)
!59 = !DILocation(line: 15, column: 23, scope: !58)
!60 = !DILocation(line: 15, column: 21, scope: !58)
!61 = !DILocation(line: 15, column: 3, scope: !54)
!62 = !DILocation(line: 16, column: 9, scope: !63)
!63 = distinct !DILexicalBlock(scope: !58, file: !1, line: 16, column: 9)
!64 = !DILocation(line: 16, column: 14, scope: !63)
!65 = !DILocation(line: 16, column: 11, scope: !63)
!66 = !DILocation(line: 16, column: 9, scope: !58)
!67 = !DILocation(line: 17, column: 15, scope: !63)
!68 = !DILocation(line: 17, column: 18, scope: !63)
!69 = !DILocation(line: 17, column: 29, scope: !63)
!70 = !DILocation(line: 17, column: 33, scope: !63)
!71 = !DILocation(line: 17, column: 31, scope: !63)
!72 = !DILocation(line: 17, column: 25, scope: !63)
!73 = !DILocation(line: 17, column: 24, scope: !63)
!74 = !DILocation(line: 17, column: 37, scope: !63)
!75 = !DILocation(line: 17, column: 39, scope: !63)
!76 = !DILocation(line: 17, column: 7, scope: !63)
!77 = !DILocation(line: 15, column: 27, scope: !58)
!78 = !DILocation(line: 15, column: 3, scope: !58)
!79 = distinct !{!79, !61, !80, !81}
!80 = !DILocation(line: 17, column: 55, scope: !54)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 18, column: 3, scope: !10)
!83 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 19, type: !37)
!84 = !DILocation(line: 19, column: 10, scope: !10)
!85 = !DILocalVariable(name: "i", scope: !86, file: !1, line: 20, type: !13)
!86 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 3)
!87 = !DILocation(line: 20, column: 12, scope: !86)
!88 = !DILocation(line: 20, column: 8, scope: !86)
!89 = !DILocation(line: 20, column: 19, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !1, line: 20, column: 3)
!91 = !DILocation(line: 20, column: 23, scope: !90)
!92 = !DILocation(line: 20, column: 21, scope: !90)
!93 = !DILocation(line: 20, column: 3, scope: !86)
!94 = !DILocation(line: 21, column: 16, scope: !90)
!95 = !DILocation(line: 21, column: 12, scope: !90)
!96 = !DILocation(line: 21, column: 9, scope: !90)
!97 = !DILocation(line: 21, column: 5, scope: !90)
!98 = !DILocation(line: 20, column: 27, scope: !90)
!99 = !DILocation(line: 20, column: 3, scope: !90)
!100 = distinct !{!100, !93, !101, !81}
!101 = !DILocation(line: 21, column: 17, scope: !86)
!102 = !DILocation(line: 22, column: 15, scope: !10)
!103 = !DILocation(line: 22, column: 3, scope: !10)
!104 = !DILocation(line: 23, column: 3, scope: !10)
!105 = !DILocation(line: 24, column: 1, scope: !10)
