; ModuleID = 'pointer_to_pointer.c'
source_filename = "pointer_to_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %rows = alloca [4 x double*], align 16
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata [4 x double*]* %rows, metadata !19, metadata !DIExpression()), !dbg !25
  %0 = load i32, i32* %N.addr, align 4, !dbg !26
  %mul = mul nsw i32 4, %0, !dbg !27
  %1 = zext i32 %mul to i64, !dbg !28
  %2 = call i8* @llvm.stacksave(), !dbg !28
  store i8* %2, i8** %saved_stack, align 8, !dbg !28
  %vla = alloca double, i64 %1, align 16, !dbg !28
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata double* %vla, metadata !32, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %i, metadata !37, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %i, align 4, !dbg !39
  br label %for.cond, !dbg !40

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, i32* %i, align 4, !dbg !41
  %cmp = icmp slt i32 %3, 4, !dbg !43
  br i1 %cmp, label %for.body, label %for.end, !dbg !44

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %i, align 4, !dbg !45
  %5 = load i32, i32* %N.addr, align 4, !dbg !46
  %mul1 = mul nsw i32 %4, %5, !dbg !47
  %idxprom = sext i32 %mul1 to i64, !dbg !48
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !48
  %6 = load i32, i32* %i, align 4, !dbg !49
  %idxprom2 = sext i32 %6 to i64, !dbg !50
  %arrayidx3 = getelementptr inbounds [4 x double*], [4 x double*]* %rows, i64 0, i64 %idxprom2, !dbg !50
  store double* %arrayidx, double** %arrayidx3, align 8, !dbg !51
  br label %for.inc, !dbg !50

for.inc:                                          ; preds = %for.body
  %7 = load i32, i32* %i, align 4, !dbg !52
  %inc = add nsw i32 %7, 1, !dbg !52
  store i32 %inc, i32* %i, align 4, !dbg !52
  br label %for.cond, !dbg !53, !llvm.loop !54

for.end:                                          ; preds = %for.cond
  %arrayidx4 = getelementptr inbounds [4 x double*], [4 x double*]* %rows, i64 0, i64 1, !dbg !57
  %8 = load double*, double** %arrayidx4, align 8, !dbg !57
  %arrayidx5 = getelementptr inbounds double, double* %8, i64 2, !dbg !57
  store double 3.000000e+00, double* %arrayidx5, align 8, !dbg !58
  call void @bsp_end(), !dbg !59
  %9 = load i8*, i8** %saved_stack, align 8, !dbg !60
  call void @llvm.stackrestore(i8* %9), !dbg !60
  ret void, !dbg !60
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
!1 = !DIFile(filename: "pointer_to_pointer.c", directory: ".", checksumkind: CSK_MD5, checksum: "b274bd47b94fc81b066da8f2de8b7105")
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
!19 = !DILocalVariable(name: "rows", scope: !10, file: !1, line: 6, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 256, elements: !23)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !{!24}
!24 = !DISubrange(count: 4)
!25 = !DILocation(line: 6, column: 11, scope: !10)
!26 = !DILocation(line: 7, column: 16, scope: !10)
!27 = !DILocation(line: 7, column: 14, scope: !10)
!28 = !DILocation(line: 7, column: 3, scope: !10)
!29 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !30, flags: DIFlagArtificial)
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 7, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: !29)
!36 = !DILocation(line: 7, column: 10, scope: !10)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 8, type: !13)
!38 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 3)
!39 = !DILocation(line: 8, column: 12, scope: !38)
!40 = !DILocation(line: 8, column: 8, scope: !38)
!41 = !DILocation(line: 8, column: 19, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 8, column: 3)
!43 = !DILocation(line: 8, column: 21, scope: !42)
!44 = !DILocation(line: 8, column: 3, scope: !38)
!45 = !DILocation(line: 9, column: 18, scope: !42)
!46 = !DILocation(line: 9, column: 22, scope: !42)
!47 = !DILocation(line: 9, column: 20, scope: !42)
!48 = !DILocation(line: 9, column: 16, scope: !42)
!49 = !DILocation(line: 9, column: 10, scope: !42)
!50 = !DILocation(line: 9, column: 5, scope: !42)
!51 = !DILocation(line: 9, column: 13, scope: !42)
!52 = !DILocation(line: 8, column: 27, scope: !42)
!53 = !DILocation(line: 8, column: 3, scope: !42)
!54 = distinct !{!54, !44, !55, !56}
!55 = !DILocation(line: 9, column: 23, scope: !38)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 10, column: 3, scope: !10)
!58 = !DILocation(line: 10, column: 14, scope: !10)
!59 = !DILocation(line: 11, column: 3, scope: !10)
!60 = !DILocation(line: 12, column: 1, scope: !10)
