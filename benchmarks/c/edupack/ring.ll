; ModuleID = 'ring.c'
source_filename = "ring.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ring(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %r = alloca i32, align 4
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
  %0 = load i32, i32* %N.addr, align 4, !dbg !25
  %1 = zext i32 %0 to i64, !dbg !26
  %2 = call i8* @llvm.stacksave(), !dbg !26
  store i8* %2, i8** %saved_stack, align 8, !dbg !26
  %vla = alloca double, i64 %1, align 16, !dbg !26
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !26
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !27, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata double* %vla, metadata !30, metadata !DIExpression()), !dbg !35
  %3 = load i32, i32* %N.addr, align 4, !dbg !36
  %4 = zext i32 %3 to i64, !dbg !26
  %vla3 = alloca double, i64 %4, align 16, !dbg !26
  store i64 %4, i64* %__vla_expr1, align 8, !dbg !26
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !37, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata double* %vla3, metadata !38, metadata !DIExpression()), !dbg !42
  %5 = bitcast double* %vla to i8*, !dbg !43
  %6 = load i32, i32* %N.addr, align 4, !dbg !44
  %conv = sext i32 %6 to i64, !dbg !44
  %mul = mul i64 %conv, 8, !dbg !45
  %conv4 = trunc i64 %mul to i32, !dbg !44
  call void @bsp_push_reg(i8* noundef %5, i32 noundef %conv4), !dbg !46
  call void @bsp_sync(), !dbg !47
  call void @llvm.dbg.declare(metadata i32* %r, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 1, i32* %r, align 4, !dbg !50
  br label %for.cond, !dbg !51

for.cond:                                         ; preds = %for.inc18, %entry
  %7 = load i32, i32* %r, align 4, !dbg !52
  %8 = load i32, i32* %p, align 4, !dbg !54
  %cmp = icmp slt i32 %7, %8, !dbg !55
  br i1 %cmp, label %for.body, label %for.end20, !dbg !56

for.body:                                         ; preds = %for.cond
  %9 = load i32, i32* %s, align 4, !dbg !57
  %add = add nsw i32 %9, 1, !dbg !59
  %10 = load i32, i32* %p, align 4, !dbg !60
  %rem = srem i32 %add, %10, !dbg !61
  %11 = bitcast double* %vla to i8*, !dbg !62
  %12 = bitcast double* %vla to i8*, !dbg !63
  %13 = load i32, i32* %N.addr, align 4, !dbg !64
  %conv6 = sext i32 %13 to i64, !dbg !64
  %mul7 = mul i64 %conv6, 8, !dbg !65
  %conv8 = trunc i64 %mul7 to i32, !dbg !64
  call void @bsp_put(i32 noundef %rem, i8* noundef %11, i8* noundef %12, i32 noundef 0, i32 noundef %conv8), !dbg !66
  call void @bsp_sync(), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %i, metadata !68, metadata !DIExpression()), !dbg !70
  store i32 0, i32* %i, align 4, !dbg !70
  br label %for.cond9, !dbg !71

for.cond9:                                        ; preds = %for.inc, %for.body
  %14 = load i32, i32* %i, align 4, !dbg !72
  %15 = load i32, i32* %N.addr, align 4, !dbg !74
  %cmp10 = icmp slt i32 %14, %15, !dbg !75
  br i1 %cmp10, label %for.body12, label %for.end, !dbg !76

for.body12:                                       ; preds = %for.cond9
  %16 = load i32, i32* %i, align 4, !dbg !77
  %idxprom = sext i32 %16 to i64, !dbg !78
  %arrayidx = getelementptr inbounds double, double* %vla3, i64 %idxprom, !dbg !78
  %17 = load double, double* %arrayidx, align 8, !dbg !78
  %18 = load i32, i32* %i, align 4, !dbg !79
  %idxprom13 = sext i32 %18 to i64, !dbg !80
  %arrayidx14 = getelementptr inbounds double, double* %vla, i64 %idxprom13, !dbg !80
  %19 = load double, double* %arrayidx14, align 8, !dbg !80
  %add15 = fadd double %17, %19, !dbg !81
  %20 = load i32, i32* %i, align 4, !dbg !82
  %idxprom16 = sext i32 %20 to i64, !dbg !83
  %arrayidx17 = getelementptr inbounds double, double* %vla3, i64 %idxprom16, !dbg !83
  store double %add15, double* %arrayidx17, align 8, !dbg !84
  br label %for.inc, !dbg !83

for.inc:                                          ; preds = %for.body12
  %21 = load i32, i32* %i, align 4, !dbg !85
  %inc = add nsw i32 %21, 1, !dbg !85
  store i32 %inc, i32* %i, align 4, !dbg !85
  br label %for.cond9, !dbg !86, !llvm.loop !87

for.end:                                          ; preds = %for.cond9
  br label %for.inc18, !dbg !90

for.inc18:                                        ; preds = %for.end
  %22 = load i32, i32* %r, align 4, !dbg !91
  %inc19 = add nsw i32 %22, 1, !dbg !91
  store i32 %inc19, i32* %r, align 4, !dbg !91
  br label %for.cond, !dbg !92, !llvm.loop !93

for.end20:                                        ; preds = %for.cond
  %23 = bitcast double* %vla to i8*, !dbg !95
  call void @bsp_pop_reg(i8* noundef %23), !dbg !96
  call void @bsp_end(), !dbg !97
  %24 = load i8*, i8** %saved_stack, align 8, !dbg !98
  call void @llvm.stackrestore(i8* %24), !dbg !98
  ret void, !dbg !98
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
!1 = !DIFile(filename: "ring.c", directory: ".", checksumkind: CSK_MD5, checksum: "f30b4a4477ed07c94dcaae9518860bd6")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "ring", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 15, scope: !10)
!17 = !DILocation(line: 8, column: 13, scope: !10)
!18 = !DILocation(line: 8, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 9, type: !13)
!20 = !DILocation(line: 9, column: 7, scope: !10)
!21 = !DILocation(line: 9, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 10, type: !13)
!23 = !DILocation(line: 10, column: 7, scope: !10)
!24 = !DILocation(line: 10, column: 11, scope: !10)
!25 = !DILocation(line: 11, column: 14, scope: !10)
!26 = !DILocation(line: 11, column: 3, scope: !10)
!27 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !28, flags: DIFlagArtificial)
!28 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!29 = !DILocation(line: 0, scope: !10)
!30 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 11, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, elements: !33)
!32 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!33 = !{!34}
!34 = !DISubrange(count: !27)
!35 = !DILocation(line: 11, column: 10, scope: !10)
!36 = !DILocation(line: 11, column: 22, scope: !10)
!37 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !28, flags: DIFlagArtificial)
!38 = !DILocalVariable(name: "acc", scope: !10, file: !1, line: 11, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: !37)
!42 = !DILocation(line: 11, column: 18, scope: !10)
!43 = !DILocation(line: 12, column: 16, scope: !10)
!44 = !DILocation(line: 12, column: 21, scope: !10)
!45 = !DILocation(line: 12, column: 23, scope: !10)
!46 = !DILocation(line: 12, column: 3, scope: !10)
!47 = !DILocation(line: 13, column: 3, scope: !10)
!48 = !DILocalVariable(name: "r", scope: !49, file: !1, line: 14, type: !13)
!49 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 3)
!50 = !DILocation(line: 14, column: 12, scope: !49)
!51 = !DILocation(line: 14, column: 8, scope: !49)
!52 = !DILocation(line: 14, column: 19, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !1, line: 14, column: 3)
!54 = !DILocation(line: 14, column: 23, scope: !53)
!55 = !DILocation(line: 14, column: 21, scope: !53)
!56 = !DILocation(line: 14, column: 3, scope: !49)
!57 = !DILocation(line: 15, column: 14, scope: !58)
!58 = distinct !DILexicalBlock(scope: !53, file: !1, line: 14, column: 31)
!59 = !DILocation(line: 15, column: 16, scope: !58)
!60 = !DILocation(line: 15, column: 23, scope: !58)
!61 = !DILocation(line: 15, column: 21, scope: !58)
!62 = !DILocation(line: 15, column: 26, scope: !58)
!63 = !DILocation(line: 15, column: 31, scope: !58)
!64 = !DILocation(line: 15, column: 39, scope: !58)
!65 = !DILocation(line: 15, column: 41, scope: !58)
!66 = !DILocation(line: 15, column: 5, scope: !58)
!67 = !DILocation(line: 16, column: 5, scope: !58)
!68 = !DILocalVariable(name: "i", scope: !69, file: !1, line: 17, type: !13)
!69 = distinct !DILexicalBlock(scope: !58, file: !1, line: 17, column: 5)
!70 = !DILocation(line: 17, column: 14, scope: !69)
!71 = !DILocation(line: 17, column: 10, scope: !69)
!72 = !DILocation(line: 17, column: 21, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !1, line: 17, column: 5)
!74 = !DILocation(line: 17, column: 25, scope: !73)
!75 = !DILocation(line: 17, column: 23, scope: !73)
!76 = !DILocation(line: 17, column: 5, scope: !69)
!77 = !DILocation(line: 18, column: 20, scope: !73)
!78 = !DILocation(line: 18, column: 16, scope: !73)
!79 = !DILocation(line: 18, column: 29, scope: !73)
!80 = !DILocation(line: 18, column: 25, scope: !73)
!81 = !DILocation(line: 18, column: 23, scope: !73)
!82 = !DILocation(line: 18, column: 11, scope: !73)
!83 = !DILocation(line: 18, column: 7, scope: !73)
!84 = !DILocation(line: 18, column: 14, scope: !73)
!85 = !DILocation(line: 17, column: 29, scope: !73)
!86 = !DILocation(line: 17, column: 5, scope: !73)
!87 = distinct !{!87, !76, !88, !89}
!88 = !DILocation(line: 18, column: 30, scope: !69)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 19, column: 3, scope: !58)
!91 = !DILocation(line: 14, column: 27, scope: !53)
!92 = !DILocation(line: 14, column: 3, scope: !53)
!93 = distinct !{!93, !56, !94, !89}
!94 = !DILocation(line: 19, column: 3, scope: !49)
!95 = !DILocation(line: 20, column: 15, scope: !10)
!96 = !DILocation(line: 20, column: 3, scope: !10)
!97 = !DILocation(line: 21, column: 3, scope: !10)
!98 = !DILocation(line: 22, column: 1, scope: !10)
