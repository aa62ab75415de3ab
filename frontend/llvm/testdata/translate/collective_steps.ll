; ModuleID = 'collective_steps.c'
source_filename = "collective_steps.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@bsc_start = external constant i32, align 4
@bsc_all = external constant i8*, align 8
@bsc_flush = external constant i32, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %v = alloca [4 x i32], align 16
  %all = alloca [64 x i32], align 16
  %step = alloca i32, align 4
  %last = alloca i32, align 4
  %i = alloca i32, align 4
  %i2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata [4 x i32]* %v, metadata !14, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata [64 x i32]* %all, metadata !20, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %step, metadata !25, metadata !DIExpression()), !dbg !28
  %0 = load i32, i32* @bsc_start, align 4, !dbg !29
  store i32 %0, i32* %step, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %last, metadata !30, metadata !DIExpression()), !dbg !31
  %call = call i32 @bsp_nprocs(), !dbg !32
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %i, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %i, align 4, !dbg !36
  br label %for.cond, !dbg !37

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !38
  %cmp = icmp slt i32 %1, 4, !dbg !40
  br i1 %cmp, label %for.body, label %for.end, !dbg !41

for.body:                                         ; preds = %for.cond
  %call1 = call i32 @bsp_pid(), !dbg !42
  %2 = load i32, i32* %i, align 4, !dbg !43
  %add = add nsw i32 %call1, %2, !dbg !44
  %3 = load i32, i32* %i, align 4, !dbg !45
  %idxprom = sext i32 %3 to i64, !dbg !46
  %arrayidx = getelementptr inbounds [4 x i32], [4 x i32]* %v, i64 0, i64 %idxprom, !dbg !46
  store i32 %add, i32* %arrayidx, align 4, !dbg !47
  br label %for.inc, !dbg !46

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4, !dbg !48
  %inc = add nsw i32 %4, 1, !dbg !48
  store i32 %inc, i32* %i, align 4, !dbg !48
  br label %for.cond, !dbg !49, !llvm.loop !50

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i2, metadata !53, metadata !DIExpression()), !dbg !55
  store i32 0, i32* %i2, align 4, !dbg !55
  br label %for.cond3, !dbg !56

for.cond3:                                        ; preds = %for.inc11, %for.end
  %5 = load i32, i32* %i2, align 4, !dbg !57
  %cmp4 = icmp slt i32 %5, 4, !dbg !59
  br i1 %cmp4, label %for.body5, label %for.end13, !dbg !60

for.body5:                                        ; preds = %for.cond3
  %6 = load i32, i32* %step, align 4, !dbg !61
  %7 = load i8*, i8** @bsc_all, align 8, !dbg !63
  %8 = load i32, i32* %i2, align 4, !dbg !64
  %idxprom6 = sext i32 %8 to i64, !dbg !65
  %arrayidx7 = getelementptr inbounds [4 x i32], [4 x i32]* %v, i64 0, i64 %idxprom6, !dbg !65
  %9 = bitcast i32* %arrayidx7 to i8*, !dbg !66
  %10 = load i32, i32* %i2, align 4, !dbg !67
  %idxprom8 = sext i32 %10 to i64, !dbg !68
  %arrayidx9 = getelementptr inbounds [4 x i32], [4 x i32]* %v, i64 0, i64 %idxprom8, !dbg !68
  %11 = bitcast i32* %arrayidx9 to i8*, !dbg !69
  %call10 = call i32 @bsc_bcast(i32 noundef %6, i32 noundef 0, i8* noundef %7, i8* noundef %9, i8* noundef %11, i32 noundef 4), !dbg !70
  store i32 %call10, i32* %step, align 4, !dbg !71
  %12 = load i32, i32* %step, align 4, !dbg !72
  store i32 %12, i32* %last, align 4, !dbg !73
  br label %for.inc11, !dbg !74

for.inc11:                                        ; preds = %for.body5
  %13 = load i32, i32* %i2, align 4, !dbg !75
  %inc12 = add nsw i32 %13, 1, !dbg !75
  store i32 %inc12, i32* %i2, align 4, !dbg !75
  br label %for.cond3, !dbg !76, !llvm.loop !77

for.end13:                                        ; preds = %for.cond3
  %14 = load i32, i32* %last, align 4, !dbg !79
  %15 = load i8*, i8** @bsc_all, align 8, !dbg !80
  %arraydecay = getelementptr inbounds [4 x i32], [4 x i32]* %v, i64 0, i64 0, !dbg !81
  %16 = bitcast i32* %arraydecay to i8*, !dbg !81
  %arraydecay14 = getelementptr inbounds [64 x i32], [64 x i32]* %all, i64 0, i64 0, !dbg !82
  %17 = bitcast i32* %arraydecay14 to i8*, !dbg !82
  %call15 = call i32 @bsc_allgather(i32 noundef %14, i8* noundef %15, i8* noundef %16, i8* noundef %17, i32 noundef 4), !dbg !83
  %18 = load i32, i32* @bsc_flush, align 4, !dbg !84
  %call16 = call i32 @bsc_sync(i32 noundef %18), !dbg !85
  call void @bsp_end(), !dbg !86
  ret void, !dbg !87
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare i32 @bsc_bcast(i32 noundef, i32 noundef, i8* noundef, i8* noundef, i8* noundef, i32 noundef) #2

declare i32 @bsc_allgather(i32 noundef, i8* noundef, i8* noundef, i8* noundef, i32 noundef) #2

declare i32 @bsc_sync(i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "collective_steps.c", directory: ".", checksumkind: CSK_MD5, checksum: "69f8addf4c0708c929cf0a90f72e2679")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 19, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DILocation(line: 19, column: 7, scope: !10)
!20 = !DILocalVariable(name: "all", scope: !10, file: !1, line: 19, type: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 2048, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 64)
!24 = !DILocation(line: 19, column: 13, scope: !10)
!25 = !DILocalVariable(name: "step", scope: !10, file: !1, line: 20, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "bsc_step_t", file: !1, line: 8, baseType: !27)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!28 = !DILocation(line: 20, column: 14, scope: !10)
!29 = !DILocation(line: 20, column: 21, scope: !10)
!30 = !DILocalVariable(name: "last", scope: !10, file: !1, line: 20, type: !26)
!31 = !DILocation(line: 20, column: 32, scope: !10)
!32 = !DILocation(line: 21, column: 13, scope: !10)
!33 = !DILocation(line: 21, column: 3, scope: !10)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 22, type: !16)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 22, column: 3)
!36 = !DILocation(line: 22, column: 12, scope: !35)
!37 = !DILocation(line: 22, column: 8, scope: !35)
!38 = !DILocation(line: 22, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !1, line: 22, column: 3)
!40 = !DILocation(line: 22, column: 21, scope: !39)
!41 = !DILocation(line: 22, column: 3, scope: !35)
!42 = !DILocation(line: 23, column: 12, scope: !39)
!43 = !DILocation(line: 23, column: 24, scope: !39)
!44 = !DILocation(line: 23, column: 22, scope: !39)
!45 = !DILocation(line: 23, column: 7, scope: !39)
!46 = !DILocation(line: 23, column: 5, scope: !39)
!47 = !DILocation(line: 23, column: 10, scope: !39)
!48 = !DILocation(line: 22, column: 27, scope: !39)
!49 = !DILocation(line: 22, column: 3, scope: !39)
!50 = distinct !{!50, !41, !51, !52}
!51 = !DILocation(line: 23, column: 24, scope: !35)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocalVariable(name: "i", scope: !54, file: !1, line: 24, type: !16)
!54 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!55 = !DILocation(line: 24, column: 12, scope: !54)
!56 = !DILocation(line: 24, column: 8, scope: !54)
!57 = !DILocation(line: 24, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 24, column: 3)
!59 = !DILocation(line: 24, column: 21, scope: !58)
!60 = !DILocation(line: 24, column: 3, scope: !54)
!61 = !DILocation(line: 25, column: 22, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 24, column: 31)
!63 = !DILocation(line: 25, column: 31, scope: !62)
!64 = !DILocation(line: 25, column: 43, scope: !62)
!65 = !DILocation(line: 25, column: 41, scope: !62)
!66 = !DILocation(line: 25, column: 40, scope: !62)
!67 = !DILocation(line: 25, column: 50, scope: !62)
!68 = !DILocation(line: 25, column: 48, scope: !62)
!69 = !DILocation(line: 25, column: 47, scope: !62)
!70 = !DILocation(line: 25, column: 12, scope: !62)
!71 = !DILocation(line: 25, column: 10, scope: !62)
!72 = !DILocation(line: 26, column: 12, scope: !62)
!73 = !DILocation(line: 26, column: 10, scope: !62)
!74 = !DILocation(line: 27, column: 3, scope: !62)
!75 = !DILocation(line: 24, column: 27, scope: !58)
!76 = !DILocation(line: 24, column: 3, scope: !58)
!77 = distinct !{!77, !60, !78, !52}
!78 = !DILocation(line: 27, column: 3, scope: !54)
!79 = !DILocation(line: 28, column: 17, scope: !10)
!80 = !DILocation(line: 28, column: 23, scope: !10)
!81 = !DILocation(line: 28, column: 32, scope: !10)
!82 = !DILocation(line: 28, column: 35, scope: !10)
!83 = !DILocation(line: 28, column: 3, scope: !10)
!84 = !DILocation(line: 29, column: 12, scope: !10)
!85 = !DILocation(line: 29, column: 3, scope: !10)
!86 = !DILocation(line: 30, column: 3, scope: !10)
!87 = !DILocation(line: 31, column: 1, scope: !10)
