; ModuleID = 'grow.c'
source_filename = "grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %n = alloca i32, align 4
  %m = alloca i32, align 4
  %s = alloca double, align 8
  %j = alloca i32, align 4
  %i = alloca i32, align 4
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @llvm.dbg.declare(metadata i32* %n, metadata !16, metadata !DIExpression()), !dbg !18
  store i32 10, i32* %n, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %m, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 1, i32* %m, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata double* %s, metadata !21, metadata !DIExpression()), !dbg !23
  store double 0.000000e+00, double* %s, align 8, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %j, metadata !24, metadata !DIExpression()), !dbg !26
  store i32 0, i32* %j, align 4, !dbg !26
  br label %for.cond, !dbg !27

for.cond:                                         ; preds = %for.inc5, %entry
  %0 = load i32, i32* %j, align 4, !dbg !28
  %1 = load i32, i32* %n, align 4, !dbg !30
  %cmp = icmp slt i32 %0, %1, !dbg !31
  br i1 %cmp, label %for.body, label %for.end7, !dbg !32

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i, metadata !33, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %i, align 4, !dbg !36
  br label %for.cond1, !dbg !37

for.cond1:                                        ; preds = %for.inc, %for.body
  %2 = load i32, i32* %i, align 4, !dbg !38
  %3 = load i32, i32* %m, align 4, !dbg !40
  %cmp2 = icmp slt i32 %2, %3, !dbg !41
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !42

for.body3:                                        ; preds = %for.cond1
  %4 = load i32, i32* %i, align 4, !dbg !43
  %conv = sitofp i32 %4 to double, !dbg !43
  %5 = load double, double* %s, align 8, !dbg !45
  %add = fadd double %5, %conv, !dbg !45
  store double %add, double* %s, align 8, !dbg !45
  br label %for.inc, !dbg !46

for.inc:                                          ; preds = %for.body3
  %6 = load i32, i32* %i, align 4, !dbg !47
  %inc = add nsw i32 %6, 1, !dbg !47
  store i32 %inc, i32* %i, align 4, !dbg !47
  br label %for.cond1, !dbg !48, !llvm.loop !49

for.end:                                          ; preds = %for.cond1
  %7 = load i32, i32* %m, align 4, !dbg !52
  %mul = mul nsw i32 2, %7, !dbg !53
  %add4 = add nsw i32 %mul, 1, !dbg !54
  store i32 %add4, i32* %m, align 4, !dbg !55
  br label %for.inc5, !dbg !56

for.inc5:                                         ; preds = %for.end
  %8 = load i32, i32* %j, align 4, !dbg !57
  %inc6 = add nsw i32 %8, 1, !dbg !57
  store i32 %inc6, i32* %j, align 4, !dbg !57
  br label %for.cond, !dbg !58, !llvm.loop !59

for.end7:                                         ; preds = %for.cond
  call void @bsp_sync(), !dbg !61
  call void @bsp_end(), !dbg !62
  ret void, !dbg !63
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @bsp_sync() #1

declare void @bsp_end() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !64 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !70, metadata !DIExpression()), !dbg !71
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !72, metadata !DIExpression()), !dbg !73
  %0 = load i32, i32* %argc.addr, align 4, !dbg !74
  %1 = load i8**, i8*** %argv.addr, align 8, !dbg !75
  call void (void ()*, i32, i8**, ...) bitcast (void (...)* @bsp_init to void (void ()*, i32, i8**, ...)*)(void ()* noundef @spmd, i32 noundef %0, i8** noundef %1), !dbg !76
  call void @spmd(), !dbg !77
  ret i32 0, !dbg !78
}

declare void @bsp_init(...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "grow.c", directory: ".", checksumkind: CSK_MD5, checksum: "73a4f2ec710b0d59356c6e94e5e40ea3")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 4, column: 15, scope: !10)
!15 = !DILocation(line: 4, column: 5, scope: !10)
!16 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 5, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 5, column: 9, scope: !10)
!19 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 6, type: !17)
!20 = !DILocation(line: 6, column: 9, scope: !10)
!21 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !22)
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !DILocation(line: 7, column: 12, scope: !10)
!24 = !DILocalVariable(name: "j", scope: !25, file: !1, line: 8, type: !17)
!25 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 5)
!26 = !DILocation(line: 8, column: 14, scope: !25)
!27 = !DILocation(line: 8, column: 10, scope: !25)
!28 = !DILocation(line: 8, column: 21, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 8, column: 5)
!30 = !DILocation(line: 8, column: 25, scope: !29)
!31 = !DILocation(line: 8, column: 23, scope: !29)
!32 = !DILocation(line: 8, column: 5, scope: !25)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 9, type: !17)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 9, column: 9)
!35 = distinct !DILexicalBlock(scope: !29, file: !1, line: 8, column: 33)
!36 = !DILocation(line: 9, column: 18, scope: !34)
!37 = !DILocation(line: 9, column: 14, scope: !34)
!38 = !DILocation(line: 9, column: 25, scope: !39)
!39 = distinct !DILexicalBlock(scope: !34, file: !1, line: 9, column: 9)
!40 = !DILocation(line: 9, column: 29, scope: !39)
!41 = !DILocation(line: 9, column: 27, scope: !39)
!42 = !DILocation(line: 9, column: 9, scope: !34)
!43 = !DILocation(line: 10, column: 18, scope: !44)
!44 = distinct !DILexicalBlock(scope: !39, file: !1, line: 9, column: 37)
!45 = !DILocation(line: 10, column: 15, scope: !44)
!46 = !DILocation(line: 11, column: 9, scope: !44)
!47 = !DILocation(line: 9, column: 33, scope: !39)
!48 = !DILocation(line: 9, column: 9, scope: !39)
!49 = distinct !{!49, !42, !50, !51}
!50 = !DILocation(line: 11, column: 9, scope: !34)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 12, column: 17, scope: !35)
!53 = !DILocation(line: 12, column: 15, scope: !35)
!54 = !DILocation(line: 12, column: 19, scope: !35)
!55 = !DILocation(line: 12, column: 11, scope: !35)
!56 = !DILocation(line: 13, column: 5, scope: !35)
!57 = !DILocation(line: 8, column: 29, scope: !29)
!58 = !DILocation(line: 8, column: 5, scope: !29)
!59 = distinct !{!59, !32, !60, !51}
!60 = !DILocation(line: 13, column: 5, scope: !25)
!61 = !DILocation(line: 14, column: 5, scope: !10)
!62 = !DILocation(line: 15, column: 5, scope: !10)
!63 = !DILocation(line: 16, column: 1, scope: !10)
!64 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !65, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!65 = !DISubroutineType(types: !66)
!66 = !{!17, !17, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!70 = !DILocalVariable(name: "argc", arg: 1, scope: !64, file: !1, line: 18, type: !17)
!71 = !DILocation(line: 18, column: 14, scope: !64)
!72 = !DILocalVariable(name: "argv", arg: 2, scope: !64, file: !1, line: 18, type: !67)
!73 = !DILocation(line: 18, column: 27, scope: !64)
!74 = !DILocation(line: 19, column: 20, scope: !64)
!75 = !DILocation(line: 19, column: 26, scope: !64)
!76 = !DILocation(line: 19, column: 5, scope: !64)
!77 = !DILocation(line: 20, column: 5, scope: !64)
!78 = !DILocation(line: 21, column: 5, scope: !64)
