; ModuleID = 'pointer_swap_read.c'
source_filename = "pointer_swap_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %cur = alloca i32*, align 8
  %next = alloca i32*, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  %tmp = alloca i32*, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void @bsp_begin(i32 noundef %call), !dbg !18
  %0 = load i32, i32* %N.addr, align 4, !dbg !19
  %1 = zext i32 %0 to i64, !dbg !20
  %2 = call i8* @llvm.stacksave(), !dbg !20
  store i8* %2, i8** %saved_stack, align 8, !dbg !20
  %vla = alloca i32, i64 %1, align 16, !dbg !20
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !20
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !21, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %vla, metadata !24, metadata !DIExpression()), !dbg !28
  %3 = load i32, i32* %N.addr, align 4, !dbg !29
  %4 = zext i32 %3 to i64, !dbg !20
  %vla1 = alloca i32, i64 %4, align 16, !dbg !20
  store i64 %4, i64* %__vla_expr1, align 8, !dbg !20
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !30, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %vla1, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32** %cur, metadata !36, metadata !DIExpression()), !dbg !38
  store i32* %vla, i32** %cur, align 8, !dbg !38
  call void @llvm.dbg.declare(metadata i32** %next, metadata !39, metadata !DIExpression()), !dbg !40
  store i32* %vla1, i32** %next, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %k, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %k, align 4, !dbg !43
  br label %for.cond, !dbg !44

for.cond:                                         ; preds = %for.inc7, %entry
  %5 = load i32, i32* %k, align 4, !dbg !45
  %cmp = icmp slt i32 %5, 3, !dbg !47
  br i1 %cmp, label %for.body, label %for.end9, !dbg !48

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i, metadata !49, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %i, align 4, !dbg !52
  br label %for.cond2, !dbg !53

for.cond2:                                        ; preds = %for.inc, %for.body
  %6 = load i32, i32* %i, align 4, !dbg !54
  %7 = load i32, i32* %N.addr, align 4, !dbg !56
  %cmp3 = icmp slt i32 %6, %7, !dbg !57
  br i1 %cmp3, label %for.body4, label %for.end, !dbg !58

for.body4:                                        ; preds = %for.cond2
  %8 = load i32*, i32** %cur, align 8, !dbg !59
  %9 = load i32, i32* %i, align 4, !dbg !60
  %idxprom = sext i32 %9 to i64, !dbg !59
  %arrayidx = getelementptr inbounds i32, i32* %8, i64 %idxprom, !dbg !59
  %10 = load i32, i32* %arrayidx, align 4, !dbg !59
  %add = add nsw i32 %10, 1, !dbg !61
  %11 = load i32*, i32** %next, align 8, !dbg !62
  %12 = load i32, i32* %i, align 4, !dbg !63
  %idxprom5 = sext i32 %12 to i64, !dbg !62
  %arrayidx6 = getelementptr inbounds i32, i32* %11, i64 %idxprom5, !dbg !62
  store i32 %add, i32* %arrayidx6, align 4, !dbg !64
  br label %for.inc, !dbg !62

for.inc:                                          ; preds = %for.body4
  %13 = load i32, i32* %i, align 4, !dbg !65
  %inc = add nsw i32 %13, 1, !dbg !65
  store i32 %inc, i32* %i, align 4, !dbg !65
  br label %for.cond2, !dbg !66, !llvm.loop !67

for.end:                                          ; preds = %for.cond2
  call void @llvm.dbg.declare(metadata i32** %tmp, metadata !70, metadata !DIExpression()), !dbg !71
  %14 = load i32*, i32** %cur, align 8, !dbg !72
  store i32* %14, i32** %tmp, align 8, !dbg !71
  %15 = load i32*, i32** %next, align 8, !dbg !73
  store i32* %15, i32** %cur, align 8, !dbg !74
  %16 = load i32*, i32** %tmp, align 8, !dbg !75
  store i32* %16, i32** %next, align 8, !dbg !76
  br label %for.inc7, !dbg !77

for.inc7:                                         ; preds = %for.end
  %17 = load i32, i32* %k, align 4, !dbg !78
  %inc8 = add nsw i32 %17, 1, !dbg !78
  store i32 %inc8, i32* %k, align 4, !dbg !78
  br label %for.cond, !dbg !79, !llvm.loop !80

for.end9:                                         ; preds = %for.cond
  call void @bsp_end(), !dbg !82
  %18 = load i8*, i8** %saved_stack, align 8, !dbg !83
  call void @llvm.stackrestore(i8* %18), !dbg !83
  ret void, !dbg !83
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(i32 noundef) #2

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
!1 = !DIFile(filename: "pointer_swap_read.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ad107acadbc5a39afbe675cd36961df")
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
!19 = !DILocation(line: 5, column: 9, scope: !10)
!20 = !DILocation(line: 5, column: 3, scope: !10)
!21 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !22, flags: DIFlagArtificial)
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DILocation(line: 0, scope: !10)
!24 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 5, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: !21)
!28 = !DILocation(line: 5, column: 7, scope: !10)
!29 = !DILocation(line: 5, column: 15, scope: !10)
!30 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !22, flags: DIFlagArtificial)
!31 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 5, type: !32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: !30)
!35 = !DILocation(line: 5, column: 13, scope: !10)
!36 = !DILocalVariable(name: "cur", scope: !10, file: !1, line: 6, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!38 = !DILocation(line: 6, column: 8, scope: !10)
!39 = !DILocalVariable(name: "next", scope: !10, file: !1, line: 6, type: !37)
!40 = !DILocation(line: 6, column: 18, scope: !10)
!41 = !DILocalVariable(name: "k", scope: !42, file: !1, line: 7, type: !13)
!42 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!43 = !DILocation(line: 7, column: 12, scope: !42)
!44 = !DILocation(line: 7, column: 8, scope: !42)
!45 = !DILocation(line: 7, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 7, column: 3)
!47 = !DILocation(line: 7, column: 21, scope: !46)
!48 = !DILocation(line: 7, column: 3, scope: !42)
!49 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 8, type: !13)
!50 = distinct !DILexicalBlock(scope: !51, file: !1, line: 8, column: 5)
!51 = distinct !DILexicalBlock(scope: !46, file: !1, line: 7, column: 31)
!52 = !DILocation(line: 8, column: 14, scope: !50)
!53 = !DILocation(line: 8, column: 10, scope: !50)
!54 = !DILocation(line: 8, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !50, file: !1, line: 8, column: 5)
!56 = !DILocation(line: 8, column: 25, scope: !55)
!57 = !DILocation(line: 8, column: 23, scope: !55)
!58 = !DILocation(line: 8, column: 5, scope: !50)
!59 = !DILocation(line: 9, column: 17, scope: !55)
!60 = !DILocation(line: 9, column: 21, scope: !55)
!61 = !DILocation(line: 9, column: 24, scope: !55)
!62 = !DILocation(line: 9, column: 7, scope: !55)
!63 = !DILocation(line: 9, column: 12, scope: !55)
!64 = !DILocation(line: 9, column: 15, scope: !55)
!65 = !DILocation(line: 8, column: 29, scope: !55)
!66 = !DILocation(line: 8, column: 5, scope: !55)
!67 = distinct !{!67, !58, !68, !69}
!68 = !DILocation(line: 9, column: 26, scope: !50)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocalVariable(name: "tmp", scope: !51, file: !1, line: 10, type: !37)
!71 = !DILocation(line: 10, column: 10, scope: !51)
!72 = !DILocation(line: 10, column: 16, scope: !51)
!73 = !DILocation(line: 11, column: 11, scope: !51)
!74 = !DILocation(line: 11, column: 9, scope: !51)
!75 = !DILocation(line: 12, column: 12, scope: !51)
!76 = !DILocation(line: 12, column: 10, scope: !51)
!77 = !DILocation(line: 13, column: 3, scope: !51)
!78 = !DILocation(line: 7, column: 27, scope: !46)
!79 = !DILocation(line: 7, column: 3, scope: !46)
!80 = distinct !{!80, !48, !81, !69}
!81 = !DILocation(line: 13, column: 3, scope: !42)
!82 = !DILocation(line: 14, column: 3, scope: !10)
!83 = !DILocation(line: 15, column: 1, scope: !10)
