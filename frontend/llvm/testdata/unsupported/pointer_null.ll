; ModuleID = 'pointer_null.c'
source_filename = "pointer_null.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !12 {
entry:
  %N.addr = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %p = alloca double*, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !17, metadata !DIExpression()), !dbg !18
  %call = call i32 @bsp_nprocs(), !dbg !19
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !20
  %0 = load i32, i32* %N.addr, align 4, !dbg !21
  %1 = zext i32 %0 to i64, !dbg !22
  %2 = call i8* @llvm.stacksave(), !dbg !22
  store i8* %2, i8** %saved_stack, align 8, !dbg !22
  %vla = alloca double, i64 %1, align 16, !dbg !22
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !22
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !23, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata double* %vla, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata double** %p, metadata !32, metadata !DIExpression()), !dbg !34
  store double* null, double** %p, align 8, !dbg !34
  %3 = load i32, i32* %N.addr, align 4, !dbg !35
  %cmp = icmp sgt i32 %3, 2, !dbg !37
  br i1 %cmp, label %if.then, label %if.end, !dbg !38

if.then:                                          ; preds = %entry
  store double* %vla, double** %p, align 8, !dbg !39
  br label %if.end, !dbg !40

if.end:                                           ; preds = %if.then, %entry
  %4 = load double*, double** %p, align 8, !dbg !41
  %cmp1 = icmp ne double* %4, null, !dbg !43
  br i1 %cmp1, label %if.then2, label %if.end3, !dbg !44

if.then2:                                         ; preds = %if.end
  %5 = load double*, double** %p, align 8, !dbg !45
  %arrayidx = getelementptr inbounds double, double* %5, i64 0, !dbg !45
  store double 1.000000e+00, double* %arrayidx, align 8, !dbg !46
  br label %if.end3, !dbg !45

if.end3:                                          ; preds = %if.then2, %if.end
  call void @bsp_end(), !dbg !47
  %6 = load i8*, i8** %saved_stack, align 8, !dbg !48
  call void @llvm.stackrestore(i8* %6), !dbg !48
  ret void, !dbg !48
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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pointer_null.c", directory: ".", checksumkind: CSK_MD5, checksum: "86b3d6a575c176f84806f8c3da0dc4f1")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "N", arg: 1, scope: !12, file: !1, line: 4, type: !15)
!18 = !DILocation(line: 4, column: 15, scope: !12)
!19 = !DILocation(line: 5, column: 13, scope: !12)
!20 = !DILocation(line: 5, column: 3, scope: !12)
!21 = !DILocation(line: 6, column: 12, scope: !12)
!22 = !DILocation(line: 6, column: 3, scope: !12)
!23 = !DILocalVariable(name: "__vla_expr0", scope: !12, type: !24, flags: DIFlagArtificial)
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DILocation(line: 0, scope: !12)
!26 = !DILocalVariable(name: "x", scope: !12, file: !1, line: 6, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, elements: !29)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !{!30}
!30 = !DISubrange(count: !23)
!31 = !DILocation(line: 6, column: 10, scope: !12)
!32 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 7, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!34 = !DILocation(line: 7, column: 11, scope: !12)
!35 = !DILocation(line: 8, column: 7, scope: !36)
!36 = distinct !DILexicalBlock(scope: !12, file: !1, line: 8, column: 7)
!37 = !DILocation(line: 8, column: 9, scope: !36)
!38 = !DILocation(line: 8, column: 7, scope: !12)
!39 = !DILocation(line: 9, column: 7, scope: !36)
!40 = !DILocation(line: 9, column: 5, scope: !36)
!41 = !DILocation(line: 10, column: 7, scope: !42)
!42 = distinct !DILexicalBlock(scope: !12, file: !1, line: 10, column: 7)
!43 = !DILocation(line: 10, column: 9, scope: !42)
!44 = !DILocation(line: 10, column: 7, scope: !12)
!45 = !DILocation(line: 11, column: 5, scope: !42)
!46 = !DILocation(line: 11, column: 10, scope: !42)
!47 = !DILocation(line: 12, column: 3, scope: !12)
!48 = !DILocation(line: 13, column: 1, scope: !12)
