; ModuleID = 'pointer_swap.c'
source_filename = "pointer_swap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %cur = alloca double*, align 8
  %next = alloca double*, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  %tmp = alloca double*, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  %0 = load i32, i32* %N.addr, align 4, !dbg !19
  %1 = zext i32 %0 to i64, !dbg !20
  %2 = call i8* @llvm.stacksave(), !dbg !20
  store i8* %2, i8** %saved_stack, align 8, !dbg !20
  %vla = alloca double, i64 %1, align 16, !dbg !20
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !20
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !21, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata double* %vla, metadata !24, metadata !DIExpression()), !dbg !29
  %3 = load i32, i32* %N.addr, align 4, !dbg !30
  %4 = zext i32 %3 to i64, !dbg !20
  %vla1 = alloca double, i64 %4, align 16, !dbg !20
  store i64 %4, i64* %__vla_expr1, align 8, !dbg !20
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !31, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata double* %vla1, metadata !32, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata double** %cur, metadata !37, metadata !DIExpression()), !dbg !39
  store double* %vla, double** %cur, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata double** %next, metadata !40, metadata !DIExpression()), !dbg !41
  store double* %vla1, double** %next, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %k, metadata !42, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %k, align 4, !dbg !44
  br label %for.cond, !dbg !45

for.cond:                                         ; preds = %for.inc7, %entry
  %5 = load i32, i32* %k, align 4, !dbg !46
  %cmp = icmp slt i32 %5, 3, !dbg !48
  br i1 %cmp, label %for.body, label %for.end9, !dbg !49

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i, metadata !50, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %i, align 4, !dbg !53
  br label %for.cond2, !dbg !54

for.cond2:                                        ; preds = %for.inc, %for.body
  %6 = load i32, i32* %i, align 4, !dbg !55
  %7 = load i32, i32* %N.addr, align 4, !dbg !57
  %cmp3 = icmp slt i32 %6, %7, !dbg !58
  br i1 %cmp3, label %for.body4, label %for.end, !dbg !59

for.body4:                                        ; preds = %for.cond2
  %8 = load double*, double** %cur, align 8, !dbg !60
  %9 = load i32, i32* %i, align 4, !dbg !61
  %idxprom = sext i32 %9 to i64, !dbg !60
  %arrayidx = getelementptr inbounds double, double* %8, i64 %idxprom, !dbg !60
  %10 = load double, double* %arrayidx, align 8, !dbg !60
  %mul = fmul double 5.000000e-01, %10, !dbg !62
  %11 = load double*, double** %next, align 8, !dbg !63
  %12 = load i32, i32* %i, align 4, !dbg !64
  %idxprom5 = sext i32 %12 to i64, !dbg !63
  %arrayidx6 = getelementptr inbounds double, double* %11, i64 %idxprom5, !dbg !63
  store double %mul, double* %arrayidx6, align 8, !dbg !65
  br label %for.inc, !dbg !63

for.inc:                                          ; preds = %for.body4
  %13 = load i32, i32* %i, align 4, !dbg !66
  %inc = add nsw i32 %13, 1, !dbg !66
  store i32 %inc, i32* %i, align 4, !dbg !66
  br label %for.cond2, !dbg !67, !llvm.loop !68

for.end:                                          ; preds = %for.cond2
  call void @llvm.dbg.declare(metadata double** %tmp, metadata !71, metadata !DIExpression()), !dbg !72
  %14 = load double*, double** %cur, align 8, !dbg !73
  store double* %14, double** %tmp, align 8, !dbg !72
  %15 = load double*, double** %next, align 8, !dbg !74
  store double* %15, double** %cur, align 8, !dbg !75
  %16 = load double*, double** %tmp, align 8, !dbg !76
  store double* %16, double** %next, align 8, !dbg !77
  br label %for.inc7, !dbg !78

for.inc7:                                         ; preds = %for.end
  %17 = load i32, i32* %k, align 4, !dbg !79
  %inc8 = add nsw i32 %17, 1, !dbg !79
  store i32 %inc8, i32* %k, align 4, !dbg !79
  br label %for.cond, !dbg !80, !llvm.loop !81

for.end9:                                         ; preds = %for.cond
  call void @bsp_end(), !dbg !83
  %18 = load i8*, i8** %saved_stack, align 8, !dbg !84
  call void @llvm.stackrestore(i8* %18), !dbg !84
  ret void, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

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
!1 = !DIFile(filename: "pointer_swap.c", directory: ".", checksumkind: CSK_MD5, checksum: "30cd27a2c3b779103b95153c8a98f208")
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
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocation(line: 4, column: 15, scope: !10)
!17 = !DILocation(line: 5, column: 13, scope: !10)
!18 = !DILocation(line: 5, column: 3, scope: !10)
!19 = !DILocation(line: 6, column: 12, scope: !10)
!20 = !DILocation(line: 6, column: 3, scope: !10)
!21 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !22, flags: DIFlagArtificial)
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DILocation(line: 0, scope: !10)
!24 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 6, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, elements: !27)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !{!28}
!28 = !DISubrange(count: !21)
!29 = !DILocation(line: 6, column: 10, scope: !10)
!30 = !DILocation(line: 6, column: 18, scope: !10)
!31 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !22, flags: DIFlagArtificial)
!32 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 6, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: !31)
!36 = !DILocation(line: 6, column: 16, scope: !10)
!37 = !DILocalVariable(name: "cur", scope: !10, file: !1, line: 7, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!39 = !DILocation(line: 7, column: 11, scope: !10)
!40 = !DILocalVariable(name: "next", scope: !10, file: !1, line: 8, type: !38)
!41 = !DILocation(line: 8, column: 11, scope: !10)
!42 = !DILocalVariable(name: "k", scope: !43, file: !1, line: 9, type: !13)
!43 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!44 = !DILocation(line: 9, column: 12, scope: !43)
!45 = !DILocation(line: 9, column: 8, scope: !43)
!46 = !DILocation(line: 9, column: 19, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !1, line: 9, column: 3)
!48 = !DILocation(line: 9, column: 21, scope: !47)
!49 = !DILocation(line: 9, column: 3, scope: !43)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 10, type: !13)
!51 = distinct !DILexicalBlock(scope: !52, file: !1, line: 10, column: 5)
!52 = distinct !DILexicalBlock(scope: !47, file: !1, line: 9, column: 31)
!53 = !DILocation(line: 10, column: 14, scope: !51)
!54 = !DILocation(line: 10, column: 10, scope: !51)
!55 = !DILocation(line: 10, column: 21, scope: !56)
!56 = distinct !DILexicalBlock(scope: !51, file: !1, line: 10, column: 5)
!57 = !DILocation(line: 10, column: 25, scope: !56)
!58 = !DILocation(line: 10, column: 23, scope: !56)
!59 = !DILocation(line: 10, column: 5, scope: !51)
!60 = !DILocation(line: 11, column: 23, scope: !56)
!61 = !DILocation(line: 11, column: 27, scope: !56)
!62 = !DILocation(line: 11, column: 21, scope: !56)
!63 = !DILocation(line: 11, column: 7, scope: !56)
!64 = !DILocation(line: 11, column: 12, scope: !56)
!65 = !DILocation(line: 11, column: 15, scope: !56)
!66 = !DILocation(line: 10, column: 29, scope: !56)
!67 = !DILocation(line: 10, column: 5, scope: !56)
!68 = distinct !{!68, !59, !69, !70}
!69 = !DILocation(line: 11, column: 28, scope: !51)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocalVariable(name: "tmp", scope: !52, file: !1, line: 12, type: !38)
!72 = !DILocation(line: 12, column: 13, scope: !52)
!73 = !DILocation(line: 12, column: 19, scope: !52)
!74 = !DILocation(line: 13, column: 11, scope: !52)
!75 = !DILocation(line: 13, column: 9, scope: !52)
!76 = !DILocation(line: 14, column: 12, scope: !52)
!77 = !DILocation(line: 14, column: 10, scope: !52)
!78 = !DILocation(line: 15, column: 3, scope: !52)
!79 = !DILocation(line: 9, column: 27, scope: !47)
!80 = !DILocation(line: 9, column: 3, scope: !47)
!81 = distinct !{!81, !49, !82, !70}
!82 = !DILocation(line: 15, column: 3, scope: !43)
!83 = !DILocation(line: 16, column: 3, scope: !10)
!84 = !DILocation(line: 17, column: 1, scope: !10)
