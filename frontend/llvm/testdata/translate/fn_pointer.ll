; ModuleID = 'fn_pointer.c'
source_filename = "fn_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %f = alloca double (double, i32)*, align 8
  %acc = alloca double, align 8
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata double (double, i32)** %f, metadata !14, metadata !DIExpression()), !dbg !20
  store double (double, i32)* @scale, double (double, i32)** %f, align 8, !dbg !20
  call void @llvm.dbg.declare(metadata double* %acc, metadata !21, metadata !DIExpression()), !dbg !22
  store double 0.000000e+00, double* %acc, align 8, !dbg !22
  %call = call i32 @bsp_nprocs(), !dbg !23
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !24
  %call1 = call i32 @bsp_pid(), !dbg !25
  %cmp = icmp eq i32 %call1, 0, !dbg !27
  br i1 %cmp, label %if.then, label %if.end, !dbg !28

if.then:                                          ; preds = %entry
  store double (double, i32)* @poly, double (double, i32)** %f, align 8, !dbg !29
  br label %if.end, !dbg !30

if.end:                                           ; preds = %if.then, %entry
  call void @llvm.dbg.declare(metadata i32* %i, metadata !31, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %i, align 4, !dbg !33
  br label %for.cond, !dbg !34

for.cond:                                         ; preds = %for.inc, %if.end
  %0 = load i32, i32* %i, align 4, !dbg !35
  %cmp2 = icmp slt i32 %0, 10, !dbg !37
  br i1 %cmp2, label %for.body, label %for.end, !dbg !38

for.body:                                         ; preds = %for.cond
  %1 = load double (double, i32)*, double (double, i32)** %f, align 8, !dbg !39
  %2 = load double, double* %acc, align 8, !dbg !40
  %3 = load i32, i32* %i, align 4, !dbg !41
  %call3 = call double %1(double noundef %2, i32 noundef %3), !dbg !39
  %4 = load double, double* %acc, align 8, !dbg !42
  %add = fadd double %4, %call3, !dbg !42
  store double %add, double* %acc, align 8, !dbg !42
  br label %for.inc, !dbg !43

for.inc:                                          ; preds = %for.body
  %5 = load i32, i32* %i, align 4, !dbg !44
  %inc = add nsw i32 %5, 1, !dbg !44
  store i32 %inc, i32* %i, align 4, !dbg !44
  br label %for.cond, !dbg !45, !llvm.loop !46

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !49
  call void @bsp_end(), !dbg !50
  ret void, !dbg !51
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @scale(double noundef %x, i32 noundef %n) #0 !dbg !52 {
entry:
  %x.addr = alloca double, align 8
  %n.addr = alloca i32, align 4
  store double %x, double* %x.addr, align 8
  call void @llvm.dbg.declare(metadata double* %x.addr, metadata !53, metadata !DIExpression()), !dbg !54
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !55, metadata !DIExpression()), !dbg !56
  %0 = load double, double* %x.addr, align 8, !dbg !57
  %1 = load i32, i32* %n.addr, align 4, !dbg !58
  %conv = sitofp i32 %1 to double, !dbg !58
  %2 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %0, double %conv), !dbg !59
  ret double %2, !dbg !60
}

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @poly(double noundef %x, i32 noundef %n) #0 !dbg !61 {
entry:
  %x.addr = alloca double, align 8
  %n.addr = alloca i32, align 4
  %s = alloca double, align 8
  %i = alloca i32, align 4
  store double %x, double* %x.addr, align 8
  call void @llvm.dbg.declare(metadata double* %x.addr, metadata !62, metadata !DIExpression()), !dbg !63
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !64, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata double* %s, metadata !66, metadata !DIExpression()), !dbg !67
  store double 0.000000e+00, double* %s, align 8, !dbg !67
  call void @llvm.dbg.declare(metadata i32* %i, metadata !68, metadata !DIExpression()), !dbg !70
  store i32 0, i32* %i, align 4, !dbg !70
  br label %for.cond, !dbg !71

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !72
  %1 = load i32, i32* %n.addr, align 4, !dbg !74
  %cmp = icmp slt i32 %0, %1, !dbg !75
  br i1 %cmp, label %for.body, label %for.end, !dbg !76

for.body:                                         ; preds = %for.cond
  %2 = load double, double* %s, align 8, !dbg !77
  %3 = load double, double* %x.addr, align 8, !dbg !78
  %4 = call double @llvm.fmuladd.f64(double %2, double %3, double 1.000000e+00), !dbg !79
  store double %4, double* %s, align 8, !dbg !80
  br label %for.inc, !dbg !81

for.inc:                                          ; preds = %for.body
  %5 = load i32, i32* %i, align 4, !dbg !82
  %inc = add nsw i32 %5, 1, !dbg !82
  store i32 %inc, i32* %i, align 4, !dbg !82
  br label %for.cond, !dbg !83, !llvm.loop !84

for.end:                                          ; preds = %for.cond
  %6 = load double, double* %s, align 8, !dbg !86
  ret double %6, !dbg !87
}

declare void @bsp_sync() #2

declare void @bsp_end() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fn_pointer.c", directory: ".", checksumkind: CSK_MD5, checksum: "da1e1b7bc33fa5252a4d0dde85f13df8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "f", scope: !10, file: !1, line: 15, type: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19}
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocation(line: 15, column: 12, scope: !10)
!21 = !DILocalVariable(name: "acc", scope: !10, file: !1, line: 16, type: !18)
!22 = !DILocation(line: 16, column: 10, scope: !10)
!23 = !DILocation(line: 17, column: 13, scope: !10)
!24 = !DILocation(line: 17, column: 3, scope: !10)
!25 = !DILocation(line: 18, column: 7, scope: !26)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!27 = !DILocation(line: 18, column: 17, scope: !26)
!28 = !DILocation(line: 18, column: 7, scope: !10)
!29 = !DILocation(line: 19, column: 7, scope: !26)
!30 = !DILocation(line: 19, column: 5, scope: !26)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 20, type: !19)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 3)
!33 = !DILocation(line: 20, column: 12, scope: !32)
!34 = !DILocation(line: 20, column: 8, scope: !32)
!35 = !DILocation(line: 20, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 20, column: 3)
!37 = !DILocation(line: 20, column: 21, scope: !36)
!38 = !DILocation(line: 20, column: 3, scope: !32)
!39 = !DILocation(line: 21, column: 12, scope: !36)
!40 = !DILocation(line: 21, column: 14, scope: !36)
!41 = !DILocation(line: 21, column: 19, scope: !36)
!42 = !DILocation(line: 21, column: 9, scope: !36)
!43 = !DILocation(line: 21, column: 5, scope: !36)
!44 = !DILocation(line: 20, column: 28, scope: !36)
!45 = !DILocation(line: 20, column: 3, scope: !36)
!46 = distinct !{!46, !38, !47, !48}
!47 = !DILocation(line: 21, column: 20, scope: !32)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 22, column: 3, scope: !10)
!50 = !DILocation(line: 23, column: 3, scope: !10)
!51 = !DILocation(line: 24, column: 1, scope: !10)
!52 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 6, type: !16, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!53 = !DILocalVariable(name: "x", arg: 1, scope: !52, file: !1, line: 6, type: !18)
!54 = !DILocation(line: 6, column: 28, scope: !52)
!55 = !DILocalVariable(name: "n", arg: 2, scope: !52, file: !1, line: 6, type: !19)
!56 = !DILocation(line: 6, column: 35, scope: !52)
!57 = !DILocation(line: 6, column: 53, scope: !52)
!58 = !DILocation(line: 6, column: 57, scope: !52)
!59 = !DILocation(line: 6, column: 55, scope: !52)
!60 = !DILocation(line: 6, column: 40, scope: !52)
!61 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 7, type: !16, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!62 = !DILocalVariable(name: "x", arg: 1, scope: !61, file: !1, line: 7, type: !18)
!63 = !DILocation(line: 7, column: 27, scope: !61)
!64 = !DILocalVariable(name: "n", arg: 2, scope: !61, file: !1, line: 7, type: !19)
!65 = !DILocation(line: 7, column: 34, scope: !61)
!66 = !DILocalVariable(name: "s", scope: !61, file: !1, line: 8, type: !18)
!67 = !DILocation(line: 8, column: 10, scope: !61)
!68 = !DILocalVariable(name: "i", scope: !69, file: !1, line: 9, type: !19)
!69 = distinct !DILexicalBlock(scope: !61, file: !1, line: 9, column: 3)
!70 = !DILocation(line: 9, column: 12, scope: !69)
!71 = !DILocation(line: 9, column: 8, scope: !69)
!72 = !DILocation(line: 9, column: 19, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !1, line: 9, column: 3)
!74 = !DILocation(line: 9, column: 23, scope: !73)
!75 = !DILocation(line: 9, column: 21, scope: !73)
!76 = !DILocation(line: 9, column: 3, scope: !69)
!77 = !DILocation(line: 10, column: 9, scope: !73)
!78 = !DILocation(line: 10, column: 13, scope: !73)
!79 = !DILocation(line: 10, column: 15, scope: !73)
!80 = !DILocation(line: 10, column: 7, scope: !73)
!81 = !DILocation(line: 10, column: 5, scope: !73)
!82 = !DILocation(line: 9, column: 27, scope: !73)
!83 = !DILocation(line: 9, column: 3, scope: !73)
!84 = distinct !{!84, !76, !85, !48}
!85 = !DILocation(line: 10, column: 17, scope: !69)
!86 = !DILocation(line: 11, column: 10, scope: !61)
!87 = !DILocation(line: 11, column: 3, scope: !61)
