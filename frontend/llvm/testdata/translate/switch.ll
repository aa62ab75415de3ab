; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %s, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_pid(), !dbg !21
  store i32 %call1, i32* %s, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %k, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 0, i32* %k, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %i, metadata !24, metadata !DIExpression()), !dbg !26
  store i32 0, i32* %i, align 4, !dbg !26
  br label %for.cond, !dbg !27

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !28
  %1 = load i32, i32* %n.addr, align 4, !dbg !30
  %cmp = icmp slt i32 %0, %1, !dbg !31
  br i1 %cmp, label %for.body, label %for.end, !dbg !32

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %i, align 4, !dbg !33
  %rem = srem i32 %2, 4, !dbg !35
  switch i32 %rem, label %sw.default [
    i32 0, label %sw.bb
    i32 2, label %sw.bb
    i32 1, label %sw.bb2
    i32 5, label %sw.bb5
  ], !dbg !36

sw.bb:                                            ; preds = %for.body, %for.body
  %3 = load i32, i32* %k, align 4, !dbg !37
  %add = add nsw i32 %3, 1, !dbg !39
  store i32 %add, i32* %k, align 4, !dbg !40
  br label %sw.epilog, !dbg !41

sw.bb2:                                           ; preds = %for.body
  %4 = load i32, i32* %k, align 4, !dbg !42
  %add3 = add nsw i32 %4, 10, !dbg !43
  store i32 %add3, i32* %k, align 4, !dbg !44
  br label %sw.default, !dbg !45

sw.default:                                       ; preds = %for.body, %sw.bb2
  %5 = load i32, i32* %k, align 4, !dbg !46
  %add4 = add nsw i32 %5, 100, !dbg !47
  store i32 %add4, i32* %k, align 4, !dbg !48
  br label %sw.epilog, !dbg !49

sw.bb5:                                           ; preds = %for.body
  br label %for.inc, !dbg !50

sw.epilog:                                        ; preds = %sw.default, %sw.bb
  %6 = load i32, i32* %k, align 4, !dbg !51
  %mul = mul nsw i32 %6, 2, !dbg !52
  store i32 %mul, i32* %k, align 4, !dbg !53
  br label %for.inc, !dbg !54

for.inc:                                          ; preds = %sw.epilog, %sw.bb5
  %7 = load i32, i32* %i, align 4, !dbg !55
  %inc = add nsw i32 %7, 1, !dbg !55
  store i32 %inc, i32* %i, align 4, !dbg !55
  br label %for.cond, !dbg !56, !llvm.loop !57

for.end:                                          ; preds = %for.cond
  %8 = load i32, i32* %s, align 4, !dbg !60
  switch i32 %8, label %sw.default7 [
    i32 0, label %sw.bb6
  ], !dbg !61

sw.bb6:                                           ; preds = %for.end
  call void @bsp_sync(), !dbg !62
  br label %sw.epilog8, !dbg !64

sw.default7:                                      ; preds = %for.end
  call void @bsp_sync(), !dbg !65
  br label %sw.epilog8, !dbg !66

sw.epilog8:                                       ; preds = %sw.default7, %sw.bb6
  call void @bsp_end(), !dbg !67
  ret void, !dbg !68
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch.c", directory: ".", checksumkind: CSK_MD5, checksum: "ad8d07c1d98c78d6950fed8147d09637")
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
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocation(line: 5, column: 15, scope: !10)
!17 = !DILocation(line: 6, column: 13, scope: !10)
!18 = !DILocation(line: 6, column: 3, scope: !10)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !13)
!20 = !DILocation(line: 7, column: 7, scope: !10)
!21 = !DILocation(line: 7, column: 11, scope: !10)
!22 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 8, type: !13)
!23 = !DILocation(line: 8, column: 7, scope: !10)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 9, type: !13)
!25 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!26 = !DILocation(line: 9, column: 12, scope: !25)
!27 = !DILocation(line: 9, column: 8, scope: !25)
!28 = !DILocation(line: 9, column: 19, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 9, column: 3)
!30 = !DILocation(line: 9, column: 23, scope: !29)
!31 = !DILocation(line: 9, column: 21, scope: !29)
!32 = !DILocation(line: 9, column: 3, scope: !25)
!33 = !DILocation(line: 10, column: 13, scope: !34)
!34 = distinct !DILexicalBlock(scope: !29, file: !1, line: 9, column: 31)
!35 = !DILocation(line: 10, column: 15, scope: !34)
!36 = !DILocation(line: 10, column: 5, scope: !34)
!37 = !DILocation(line: 13, column: 11, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 10, column: 20)
!39 = !DILocation(line: 13, column: 13, scope: !38)
!40 = !DILocation(line: 13, column: 9, scope: !38)
!41 = !DILocation(line: 14, column: 7, scope: !38)
!42 = !DILocation(line: 16, column: 11, scope: !38)
!43 = !DILocation(line: 16, column: 13, scope: !38)
!44 = !DILocation(line: 16, column: 9, scope: !38)
!45 = !DILocation(line: 16, column: 7, scope: !38)
!46 = !DILocation(line: 18, column: 11, scope: !38)
!47 = !DILocation(line: 18, column: 13, scope: !38)
!48 = !DILocation(line: 18, column: 9, scope: !38)
!49 = !DILocation(line: 19, column: 7, scope: !38)
!50 = !DILocation(line: 21, column: 7, scope: !38)
!51 = !DILocation(line: 23, column: 9, scope: !34)
!52 = !DILocation(line: 23, column: 11, scope: !34)
!53 = !DILocation(line: 23, column: 7, scope: !34)
!54 = !DILocation(line: 24, column: 3, scope: !34)
!55 = !DILocation(line: 9, column: 27, scope: !29)
!56 = !DILocation(line: 9, column: 3, scope: !29)
!57 = distinct !{!57, !32, !58, !59}
!58 = !DILocation(line: 24, column: 3, scope: !25)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 25, column: 11, scope: !10)
!61 = !DILocation(line: 25, column: 3, scope: !10)
!62 = !DILocation(line: 27, column: 5, scope: !63)
!63 = distinct !DILexicalBlock(scope: !10, file: !1, line: 25, column: 14)
!64 = !DILocation(line: 28, column: 5, scope: !63)
!65 = !DILocation(line: 30, column: 5, scope: !63)
!66 = !DILocation(line: 31, column: 3, scope: !63)
!67 = !DILocation(line: 32, column: 3, scope: !10)
!68 = !DILocation(line: 33, column: 1, scope: !10)
