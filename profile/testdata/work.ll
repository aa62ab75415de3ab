; ModuleID = 'work.c'
source_filename = "work.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"%d: %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %s = alloca i32, align 4
  %x = alloca double, align 8
  %y = alloca double, align 8
  %i = alloca i32, align 4
  %i3 = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  %call = call i32 @bsp_nprocs(), !dbg !15
  call void @bsp_begin(i32 noundef %call), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %s, metadata !17, metadata !DIExpression()), !dbg !18
  %call1 = call i32 @bsp_pid(), !dbg !19
  store i32 %call1, i32* %s, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata double* %x, metadata !20, metadata !DIExpression()), !dbg !22
  store double 1.000000e+00, double* %x, align 8, !dbg !22
  call void @llvm.dbg.declare(metadata double* %y, metadata !23, metadata !DIExpression()), !dbg !24
  store double 2.000000e+00, double* %y, align 8, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %i, metadata !25, metadata !DIExpression()), !dbg !27
  store i32 0, i32* %i, align 4, !dbg !27
  br label %for.cond, !dbg !28

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !29
  %1 = load i32, i32* %s, align 4, !dbg !31
  %mul = mul nsw i32 10, %1, !dbg !32
  %cmp = icmp slt i32 %0, %mul, !dbg !33
  br i1 %cmp, label %for.body, label %for.end, !dbg !34

for.body:                                         ; preds = %for.cond
  %2 = load double, double* %x, align 8, !dbg !35
  %mul2 = fmul double %2, 1.500000e+00, !dbg !36
  store double %mul2, double* %x, align 8, !dbg !37
  br label %for.inc, !dbg !38

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !39
  %inc = add nsw i32 %3, 1, !dbg !39
  store i32 %inc, i32* %i, align 4, !dbg !39
  br label %for.cond, !dbg !40, !llvm.loop !41

for.end:                                          ; preds = %for.cond
  call void @bspcost_work(i64 noundef 5), !dbg !44
  call void @llvm.dbg.declare(metadata i32* %i3, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %i3, align 4, !dbg !48
  br label %for.cond4, !dbg !49

for.cond4:                                        ; preds = %for.inc7, %for.end
  %4 = load i32, i32* %i3, align 4, !dbg !50
  %cmp5 = icmp slt i32 %4, 100, !dbg !52
  br i1 %cmp5, label %for.body6, label %for.end9, !dbg !53

for.body6:                                        ; preds = %for.cond4
  %5 = load double, double* %x, align 8, !dbg !54
  %add = fadd double %5, 1.000000e+00, !dbg !55
  store double %add, double* %x, align 8, !dbg !56
  br label %for.inc7, !dbg !57

for.inc7:                                         ; preds = %for.body6
  %6 = load i32, i32* %i3, align 4, !dbg !58
  %inc8 = add nsw i32 %6, 1, !dbg !58
  store i32 %inc8, i32* %i3, align 4, !dbg !58
  br label %for.cond4, !dbg !59, !llvm.loop !60

for.end9:                                         ; preds = %for.cond4
  call void @bsp_sync(), !dbg !62
  %7 = load double, double* %y, align 8, !dbg !63
  %8 = load double, double* %x, align 8, !dbg !64
  %9 = call double @llvm.fmuladd.f64(double %7, double %8, double 1.000000e+00), !dbg !65
  store double %9, double* %y, align 8, !dbg !66
  %10 = load double, double* %y, align 8, !dbg !67
  %fneg = fneg double %10, !dbg !68
  store double %fneg, double* %y, align 8, !dbg !69
  call void @bsp_end(), !dbg !70
  %11 = load i32, i32* %s, align 4, !dbg !71
  %12 = load double, double* %y, align 8, !dbg !72
  %cmp11 = fcmp ogt double %12, 0.000000e+00, !dbg !73
  %13 = zext i1 %cmp11 to i64, !dbg !72
  %cond = select i1 %cmp11, double 1.000000e+00, double 0.000000e+00, !dbg !72
  %call12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %11, double noundef %cond), !dbg !74
  ret i32 0, !dbg !75
}

declare void @bsp_begin(i32 noundef) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @bsp_pid() #1

declare void @bspcost_work(i64 noundef) #1

declare void @bsp_sync() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

declare void @bsp_end() #1

declare i32 @printf(i8* noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "work.c", directory: ".", checksumkind: CSK_MD5, checksum: "1e0125c57995ebd9de2899ba807cc26e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocation(line: 9, column: 13, scope: !10)
!16 = !DILocation(line: 9, column: 3, scope: !10)
!17 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 10, type: !13)
!18 = !DILocation(line: 10, column: 7, scope: !10)
!19 = !DILocation(line: 10, column: 11, scope: !10)
!20 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 11, type: !21)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !DILocation(line: 11, column: 10, scope: !10)
!23 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 11, type: !21)
!24 = !DILocation(line: 11, column: 19, scope: !10)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 12, type: !13)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
!27 = !DILocation(line: 12, column: 12, scope: !26)
!28 = !DILocation(line: 12, column: 8, scope: !26)
!29 = !DILocation(line: 12, column: 19, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 12, column: 3)
!31 = !DILocation(line: 12, column: 28, scope: !30)
!32 = !DILocation(line: 12, column: 26, scope: !30)
!33 = !DILocation(line: 12, column: 21, scope: !30)
!34 = !DILocation(line: 12, column: 3, scope: !26)
!35 = !DILocation(line: 13, column: 9, scope: !30)
!36 = !DILocation(line: 13, column: 11, scope: !30)
!37 = !DILocation(line: 13, column: 7, scope: !30)
!38 = !DILocation(line: 13, column: 5, scope: !30)
!39 = !DILocation(line: 12, column: 32, scope: !30)
!40 = !DILocation(line: 12, column: 3, scope: !30)
!41 = distinct !{!41, !34, !42, !43}
!42 = !DILocation(line: 13, column: 13, scope: !26)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 15, column: 5, scope: !45)
!45 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 3)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 16, type: !13)
!47 = distinct !DILexicalBlock(scope: !45, file: !1, line: 16, column: 5)
!48 = !DILocation(line: 16, column: 14, scope: !47)
!49 = !DILocation(line: 16, column: 10, scope: !47)
!50 = !DILocation(line: 16, column: 21, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 16, column: 5)
!52 = !DILocation(line: 16, column: 23, scope: !51)
!53 = !DILocation(line: 16, column: 5, scope: !47)
!54 = !DILocation(line: 17, column: 11, scope: !51)
!55 = !DILocation(line: 17, column: 13, scope: !51)
!56 = !DILocation(line: 17, column: 9, scope: !51)
!57 = !DILocation(line: 17, column: 7, scope: !51)
!58 = !DILocation(line: 16, column: 31, scope: !51)
!59 = !DILocation(line: 16, column: 5, scope: !51)
!60 = distinct !{!60, !53, !61, !43}
!61 = !DILocation(line: 17, column: 15, scope: !47)
!62 = !DILocation(line: 19, column: 3, scope: !10)
!63 = !DILocation(line: 20, column: 7, scope: !10)
!64 = !DILocation(line: 20, column: 11, scope: !10)
!65 = !DILocation(line: 20, column: 13, scope: !10)
!66 = !DILocation(line: 20, column: 5, scope: !10)
!67 = !DILocation(line: 21, column: 8, scope: !10)
!68 = !DILocation(line: 21, column: 7, scope: !10)
!69 = !DILocation(line: 21, column: 5, scope: !10)
!70 = !DILocation(line: 22, column: 3, scope: !10)
!71 = !DILocation(line: 23, column: 22, scope: !10)
!72 = !DILocation(line: 23, column: 25, scope: !10)
!73 = !DILocation(line: 23, column: 27, scope: !10)
!74 = !DILocation(line: 23, column: 3, scope: !10)
!75 = !DILocation(line: 24, column: 3, scope: !10)
