; ModuleID = 'scan.c'
source_filename = "scan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @scan() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = call i32 @bsp_nprocs(), !dbg !14
  call void @bsp_begin(i32 noundef %6), !dbg !15
  call void @llvm.dbg.declare(metadata i32* %1, metadata !16, metadata !DIExpression()), !dbg !18
  %7 = call i32 @bsp_nprocs(), !dbg !19
  store i32 %7, i32* %1, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %2, metadata !20, metadata !DIExpression()), !dbg !21
  %8 = call i32 @bsp_pid(), !dbg !22
  store i32 %8, i32* %2, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata double* %3, metadata !23, metadata !DIExpression()), !dbg !25
  %9 = load i32, i32* %2, align 4, !dbg !26
  %10 = sitofp i32 %9 to double, !dbg !26
  store double %10, double* %3, align 8, !dbg !25
  call void @llvm.dbg.declare(metadata double* %4, metadata !27, metadata !DIExpression()), !dbg !28
  %11 = bitcast double* %3 to i8*, !dbg !29
  call void @bsp_push_reg(i8* noundef %11, i32 noundef 8), !dbg !30
  call void @bsp_sync(), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %5, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 1, i32* %5, align 4, !dbg !34
  br label %12, !dbg !35

12:                                               ; preds = %35, %0
  %13 = load i32, i32* %5, align 4, !dbg !36
  %14 = load i32, i32* %1, align 4, !dbg !38
  %15 = icmp slt i32 %13, %14, !dbg !39
  br i1 %15, label %16, label %38, !dbg !40

16:                                               ; preds = %12
  %17 = load i32, i32* %2, align 4, !dbg !41
  %18 = load i32, i32* %5, align 4, !dbg !44
  %19 = icmp sge i32 %17, %18, !dbg !45
  br i1 %19, label %20, label %26, !dbg !46

20:                                               ; preds = %16
  %21 = load i32, i32* %2, align 4, !dbg !47
  %22 = load i32, i32* %5, align 4, !dbg !48
  %23 = sub nsw i32 %21, %22, !dbg !49
  %24 = bitcast double* %3 to i8*, !dbg !50
  %25 = bitcast double* %4 to i8*, !dbg !51
  call void @bsp_get(i32 noundef %23, i8* noundef %24, i32 noundef 0, i8* noundef %25, i32 noundef 8), !dbg !52
  br label %26, !dbg !52

26:                                               ; preds = %20, %16
  call void @bsp_sync(), !dbg !53
  %27 = load i32, i32* %2, align 4, !dbg !54
  %28 = load i32, i32* %5, align 4, !dbg !56
  %29 = icmp sge i32 %27, %28, !dbg !57
  br i1 %29, label %30, label %34, !dbg !58

30:                                               ; preds = %26
  %31 = load double, double* %3, align 8, !dbg !59
  %32 = load double, double* %4, align 8, !dbg !60
  %33 = fadd double %31, %32, !dbg !61
  store double %33, double* %3, align 8, !dbg !62
  br label %34, !dbg !63

34:                                               ; preds = %30, %26
  br label %35, !dbg !64

35:                                               ; preds = %34
  %36 = load i32, i32* %5, align 4, !dbg !65
  %37 = mul nsw i32 %36, 2, !dbg !65
  store i32 %37, i32* %5, align 4, !dbg !65
  br label %12, !dbg !66, !llvm.loop !67

38:                                               ; preds = %12
  %39 = bitcast double* %3 to i8*, !dbg !70
  call void @bsp_pop_reg(i8* noundef %39), !dbg !71
  call void @bsp_end(), !dbg !72
  ret void, !dbg !73
}

declare void @bsp_begin(i32 noundef) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @bsp_pid() #1

declare void @bsp_push_reg(i8* noundef, i32 noundef) #1

declare void @bsp_sync() #1

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #1

declare void @bsp_pop_reg(i8* noundef) #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "scan.c", directory: ".", checksumkind: CSK_MD5, checksum: "28b5ee7c080923afe6d27d9d1ec0e995")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "scan", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 6, column: 13, scope: !10)
!15 = !DILocation(line: 6, column: 3, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 7, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 7, column: 7, scope: !10)
!19 = !DILocation(line: 7, column: 11, scope: !10)
!20 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 8, type: !17)
!21 = !DILocation(line: 8, column: 7, scope: !10)
!22 = !DILocation(line: 8, column: 11, scope: !10)
!23 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 9, type: !24)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocation(line: 9, column: 10, scope: !10)
!26 = !DILocation(line: 9, column: 14, scope: !10)
!27 = !DILocalVariable(name: "xin", scope: !10, file: !1, line: 9, type: !24)
!28 = !DILocation(line: 9, column: 17, scope: !10)
!29 = !DILocation(line: 10, column: 16, scope: !10)
!30 = !DILocation(line: 10, column: 3, scope: !10)
!31 = !DILocation(line: 11, column: 3, scope: !10)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 12, type: !17)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
!34 = !DILocation(line: 12, column: 12, scope: !33)
!35 = !DILocation(line: 12, column: 8, scope: !33)
!36 = !DILocation(line: 12, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 12, column: 3)
!38 = !DILocation(line: 12, column: 23, scope: !37)
!39 = !DILocation(line: 12, column: 21, scope: !37)
!40 = !DILocation(line: 12, column: 3, scope: !33)
!41 = !DILocation(line: 13, column: 9, scope: !42)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 13, column: 9)
!43 = distinct !DILexicalBlock(scope: !37, file: !1, line: 12, column: 34)
!44 = !DILocation(line: 13, column: 14, scope: !42)
!45 = !DILocation(line: 13, column: 11, scope: !42)
!46 = !DILocation(line: 13, column: 9, scope: !43)
!47 = !DILocation(line: 14, column: 15, scope: !42)
!48 = !DILocation(line: 14, column: 19, scope: !42)
!49 = !DILocation(line: 14, column: 17, scope: !42)
!50 = !DILocation(line: 14, column: 22, scope: !42)
!51 = !DILocation(line: 14, column: 29, scope: !42)
!52 = !DILocation(line: 14, column: 7, scope: !42)
!53 = !DILocation(line: 15, column: 5, scope: !43)
!54 = !DILocation(line: 16, column: 9, scope: !55)
!55 = distinct !DILexicalBlock(scope: !43, file: !1, line: 16, column: 9)
!56 = !DILocation(line: 16, column: 14, scope: !55)
!57 = !DILocation(line: 16, column: 11, scope: !55)
!58 = !DILocation(line: 16, column: 9, scope: !43)
!59 = !DILocation(line: 17, column: 11, scope: !55)
!60 = !DILocation(line: 17, column: 15, scope: !55)
!61 = !DILocation(line: 17, column: 13, scope: !55)
!62 = !DILocation(line: 17, column: 9, scope: !55)
!63 = !DILocation(line: 17, column: 7, scope: !55)
!64 = !DILocation(line: 18, column: 3, scope: !43)
!65 = !DILocation(line: 12, column: 28, scope: !37)
!66 = !DILocation(line: 12, column: 3, scope: !37)
!67 = distinct !{!67, !40, !68, !69}
!68 = !DILocation(line: 18, column: 3, scope: !33)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 19, column: 15, scope: !10)
!71 = !DILocation(line: 19, column: 3, scope: !10)
!72 = !DILocation(line: 20, column: 3, scope: !10)
!73 = !DILocation(line: 21, column: 1, scope: !10)
