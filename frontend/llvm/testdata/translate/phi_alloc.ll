; ModuleID = 'phi_alloc.c'
source_filename = "phi_alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %x = alloca i32*, align 8
  %i = alloca i32, align 4
  %P = alloca i32, align 4
  %s = alloca i32, align 4
  %y = alloca [2 x i32], align 4
  call void @llvm.dbg.declare(metadata i32** %x, metadata !14, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata i32* %i, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %P, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %s, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata [2 x i32]* %y, metadata !24, metadata !DIExpression()), !dbg !28
  %call = call i32 @bsp_nprocs(), !dbg !29
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !30
  %call1 = call i32 @bsp_nprocs(), !dbg !31
  store i32 %call1, i32* %P, align 4, !dbg !32
  %call2 = call i32 @bsp_pid(), !dbg !33
  store i32 %call2, i32* %s, align 4, !dbg !34
  %0 = load i32, i32* %s, align 4, !dbg !35
  %tobool = icmp ne i32 %0, 0, !dbg !35
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !35

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds [2 x i32], [2 x i32]* %y, i64 0, i64 0, !dbg !36
  %1 = bitcast i32* %arrayidx to i8*, !dbg !37
  br label %cond.end, !dbg !35

cond.false:                                       ; preds = %entry
  %2 = load i32, i32* %P, align 4, !dbg !38
  %add = add nsw i32 %2, 1, !dbg !39
  %conv = sext i32 %add to i64, !dbg !38
  %call3 = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 4) #4, !dbg !40
  br label %cond.end, !dbg !35

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %1, %cond.true ], [ %call3, %cond.false ], !dbg !35
  %3 = bitcast i8* %cond to i32*, !dbg !35
  store i32* %3, i32** %x, align 8, !dbg !41
  store i32 0, i32* %i, align 4, !dbg !42
  br label %for.cond, !dbg !44

for.cond:                                         ; preds = %for.inc, %cond.end
  %4 = load i32, i32* %i, align 4, !dbg !45
  %5 = load i32, i32* %s, align 4, !dbg !47
  %tobool4 = icmp ne i32 %5, 0, !dbg !47
  br i1 %tobool4, label %cond.true5, label %cond.false6, !dbg !47

cond.true5:                                       ; preds = %for.cond
  br label %cond.end8, !dbg !47

cond.false6:                                      ; preds = %for.cond
  %6 = load i32, i32* %P, align 4, !dbg !48
  %add7 = add nsw i32 %6, 1, !dbg !49
  br label %cond.end8, !dbg !47

cond.end8:                                        ; preds = %cond.false6, %cond.true5
  %cond9 = phi i32 [ 0, %cond.true5 ], [ %add7, %cond.false6 ], !dbg !47
  %cmp = icmp slt i32 %4, %cond9, !dbg !50
  br i1 %cmp, label %for.body, label %for.end, !dbg !51

for.body:                                         ; preds = %cond.end8
  %7 = load i32, i32* %i, align 4, !dbg !52
  %8 = load i32, i32* %P, align 4, !dbg !53
  %mul = mul nsw i32 %7, %8, !dbg !54
  %9 = load i32, i32* %s, align 4, !dbg !55
  %add11 = add nsw i32 %mul, %9, !dbg !56
  %10 = load i32*, i32** %x, align 8, !dbg !57
  %11 = load i32, i32* %i, align 4, !dbg !58
  %idxprom = sext i32 %11 to i64, !dbg !57
  %arrayidx12 = getelementptr inbounds i32, i32* %10, i64 %idxprom, !dbg !57
  store i32 %add11, i32* %arrayidx12, align 4, !dbg !59
  br label %for.inc, !dbg !57

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4, !dbg !60
  %inc = add nsw i32 %12, 1, !dbg !60
  store i32 %inc, i32* %i, align 4, !dbg !60
  br label %for.cond, !dbg !61, !llvm.loop !62

for.end:                                          ; preds = %cond.end8
  call void @bsp_sync(), !dbg !65
  call void @bsp_end(), !dbg !66
  ret void, !dbg !67
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "phi_alloc.c", directory: ".", checksumkind: CSK_MD5, checksum: "e374b2dbca3c72989a0f740b6c51b93b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 7, type: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DILocation(line: 7, column: 8, scope: !10)
!18 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 7, type: !16)
!19 = !DILocation(line: 7, column: 11, scope: !10)
!20 = !DILocalVariable(name: "P", scope: !10, file: !1, line: 7, type: !16)
!21 = !DILocation(line: 7, column: 14, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !16)
!23 = !DILocation(line: 7, column: 17, scope: !10)
!24 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 7, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !DILocation(line: 7, column: 20, scope: !10)
!29 = !DILocation(line: 8, column: 13, scope: !10)
!30 = !DILocation(line: 8, column: 3, scope: !10)
!31 = !DILocation(line: 9, column: 7, scope: !10)
!32 = !DILocation(line: 9, column: 5, scope: !10)
!33 = !DILocation(line: 10, column: 7, scope: !10)
!34 = !DILocation(line: 10, column: 5, scope: !10)
!35 = !DILocation(line: 11, column: 7, scope: !10)
!36 = !DILocation(line: 11, column: 12, scope: !10)
!37 = !DILocation(line: 11, column: 11, scope: !10)
!38 = !DILocation(line: 11, column: 26, scope: !10)
!39 = !DILocation(line: 11, column: 28, scope: !10)
!40 = !DILocation(line: 11, column: 19, scope: !10)
!41 = !DILocation(line: 11, column: 5, scope: !10)
!42 = !DILocation(line: 12, column: 10, scope: !43)
!43 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
!44 = !DILocation(line: 12, column: 8, scope: !43)
!45 = !DILocation(line: 12, column: 15, scope: !46)
!46 = distinct !DILexicalBlock(scope: !43, file: !1, line: 12, column: 3)
!47 = !DILocation(line: 12, column: 20, scope: !46)
!48 = !DILocation(line: 12, column: 28, scope: !46)
!49 = !DILocation(line: 12, column: 30, scope: !46)
!50 = !DILocation(line: 12, column: 17, scope: !46)
!51 = !DILocation(line: 12, column: 3, scope: !43)
!52 = !DILocation(line: 13, column: 12, scope: !46)
!53 = !DILocation(line: 13, column: 16, scope: !46)
!54 = !DILocation(line: 13, column: 14, scope: !46)
!55 = !DILocation(line: 13, column: 20, scope: !46)
!56 = !DILocation(line: 13, column: 18, scope: !46)
!57 = !DILocation(line: 13, column: 5, scope: !46)
!58 = !DILocation(line: 13, column: 7, scope: !46)
!59 = !DILocation(line: 13, column: 10, scope: !46)
!60 = !DILocation(line: 12, column: 36, scope: !46)
!61 = !DILocation(line: 12, column: 3, scope: !46)
!62 = distinct !{!62, !51, !63, !64}
!63 = !DILocation(line: 13, column: 20, scope: !43)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 14, column: 3, scope: !10)
!66 = !DILocation(line: 15, column: 3, scope: !10)
!67 = !DILocation(line: 16, column: 1, scope: !10)
