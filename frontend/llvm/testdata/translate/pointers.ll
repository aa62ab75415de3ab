; ModuleID = 'pointers.c'
source_filename = "pointers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %y = alloca double*, align 8
  %z = alloca double*, align 8
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
  call void @llvm.dbg.declare(metadata double** %y, metadata !30, metadata !DIExpression()), !dbg !32
  store double* %vla, double** %y, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata double** %z, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx = getelementptr inbounds double, double* %vla, i64 2, !dbg !35
  store double* %arrayidx, double** %z, align 8, !dbg !34
  %3 = bitcast double* %vla to i8*, !dbg !36
  %4 = load i32, i32* %N.addr, align 4, !dbg !37
  %conv = sext i32 %4 to i64, !dbg !37
  %mul = mul i64 %conv, 8, !dbg !38
  %conv1 = trunc i64 %mul to i32, !dbg !37
  call void @bsp_push_reg(i8* noundef %3, i32 noundef %conv1), !dbg !39
  call void @bsp_sync(), !dbg !40
  %5 = load double*, double** %y, align 8, !dbg !41
  %arrayidx2 = getelementptr inbounds double, double* %5, i64 1, !dbg !41
  store double 2.000000e+00, double* %arrayidx2, align 8, !dbg !42
  %6 = load double*, double** %z, align 8, !dbg !43
  %7 = bitcast double* %6 to i8*, !dbg !43
  %8 = load double*, double** %y, align 8, !dbg !44
  %9 = bitcast double* %8 to i8*, !dbg !44
  call void @bsp_put(i32 noundef 0, i8* noundef %7, i8* noundef %9, i32 noundef 24, i32 noundef 16), !dbg !45
  call void @bsp_sync(), !dbg !46
  call void @bsp_end(), !dbg !47
  %10 = load i8*, i8** %saved_stack, align 8, !dbg !48
  call void @llvm.stackrestore(i8* %10), !dbg !48
  ret void, !dbg !48
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "pointers.c", directory: ".", checksumkind: CSK_MD5, checksum: "cfa0f36f956a1cb41d3cdf77d5763546")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocation(line: 5, column: 15, scope: !10)
!17 = !DILocation(line: 6, column: 13, scope: !10)
!18 = !DILocation(line: 6, column: 3, scope: !10)
!19 = !DILocation(line: 7, column: 12, scope: !10)
!20 = !DILocation(line: 7, column: 3, scope: !10)
!21 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !22, flags: DIFlagArtificial)
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DILocation(line: 0, scope: !10)
!24 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 7, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, elements: !27)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !{!28}
!28 = !DISubrange(count: !21)
!29 = !DILocation(line: 7, column: 10, scope: !10)
!30 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 8, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!32 = !DILocation(line: 8, column: 11, scope: !10)
!33 = !DILocalVariable(name: "z", scope: !10, file: !1, line: 9, type: !31)
!34 = !DILocation(line: 9, column: 11, scope: !10)
!35 = !DILocation(line: 9, column: 16, scope: !10)
!36 = !DILocation(line: 10, column: 16, scope: !10)
!37 = !DILocation(line: 10, column: 19, scope: !10)
!38 = !DILocation(line: 10, column: 21, scope: !10)
!39 = !DILocation(line: 10, column: 3, scope: !10)
!40 = !DILocation(line: 11, column: 3, scope: !10)
!41 = !DILocation(line: 12, column: 3, scope: !10)
!42 = !DILocation(line: 12, column: 8, scope: !10)
!43 = !DILocation(line: 13, column: 14, scope: !10)
!44 = !DILocation(line: 13, column: 17, scope: !10)
!45 = !DILocation(line: 13, column: 3, scope: !10)
!46 = !DILocation(line: 14, column: 3, scope: !10)
!47 = !DILocation(line: 15, column: 3, scope: !10)
!48 = !DILocation(line: 16, column: 1, scope: !10)
