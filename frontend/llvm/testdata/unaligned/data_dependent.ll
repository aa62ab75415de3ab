; ModuleID = 'data_dependent.c'
source_filename = "data_dependent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
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
  %arrayidx = getelementptr inbounds double, double* %vla, i64 0, !dbg !30
  %3 = load double, double* %arrayidx, align 16, !dbg !30
  %cmp = fcmp ogt double %3, 5.000000e-01, !dbg !32
  br i1 %cmp, label %if.then, label %if.end, !dbg !33

if.then:                                          ; preds = %entry
  call void @bsp_sync(), !dbg !34
  br label %if.end, !dbg !34

if.end:                                           ; preds = %if.then, %entry
  call void @bsp_end(), !dbg !35
  %4 = load i8*, i8** %saved_stack, align 8, !dbg !36
  call void @llvm.stackrestore(i8* %4), !dbg !36
  ret void, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

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
!1 = !DIFile(filename: "data_dependent.c", directory: ".", checksumkind: CSK_MD5, checksum: "250ee62c27fbe78aaa4b9605304d5471")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!16 = !DILocation(line: 3, column: 15, scope: !10)
!17 = !DILocation(line: 4, column: 13, scope: !10)
!18 = !DILocation(line: 4, column: 3, scope: !10)
!19 = !DILocation(line: 5, column: 12, scope: !10)
!20 = !DILocation(line: 5, column: 3, scope: !10)
!21 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !22, flags: DIFlagArtificial)
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DILocation(line: 0, scope: !10)
!24 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 5, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, elements: !27)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !{!28}
!28 = !DISubrange(count: !21)
!29 = !DILocation(line: 5, column: 10, scope: !10)
!30 = !DILocation(line: 6, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 7)
!32 = !DILocation(line: 6, column: 12, scope: !31)
!33 = !DILocation(line: 6, column: 7, scope: !10)
!34 = !DILocation(line: 7, column: 5, scope: !31)
!35 = !DILocation(line: 8, column: 3, scope: !10)
!36 = !DILocation(line: 9, column: 1, scope: !10)
