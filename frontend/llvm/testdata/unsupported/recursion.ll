; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @steps(i32 noundef 3), !dbg !16
  call void @bsp_end(), !dbg !17
  ret void, !dbg !18
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @steps(i32 noundef %k) #0 !dbg !19 {
entry:
  %k.addr = alloca i32, align 4
  store i32 %k, i32* %k.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %k.addr, metadata !23, metadata !DIExpression()), !dbg !24
  %0 = load i32, i32* %k.addr, align 4, !dbg !25
  %cmp = icmp sgt i32 %0, 0, !dbg !27
  br i1 %cmp, label %if.then, label %if.end, !dbg !28

if.then:                                          ; preds = %entry
  call void @bsp_sync(), !dbg !29
  %1 = load i32, i32* %k.addr, align 4, !dbg !31
  %sub = sub nsw i32 %1, 1, !dbg !32
  call void @steps(i32 noundef %sub), !dbg !33
  br label %if.end, !dbg !34

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !35
}

declare void @bsp_end() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @bsp_sync() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "d8a84c980f5148afedfdbd52e2dd33fa")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 9, column: 13, scope: !10)
!15 = !DILocation(line: 9, column: 3, scope: !10)
!16 = !DILocation(line: 10, column: 3, scope: !10)
!17 = !DILocation(line: 11, column: 3, scope: !10)
!18 = !DILocation(line: 12, column: 1, scope: !10)
!19 = distinct !DISubprogram(name: "steps", scope: !1, file: !1, line: 2, type: !20, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DILocalVariable(name: "k", arg: 1, scope: !19, file: !1, line: 2, type: !22)
!24 = !DILocation(line: 2, column: 23, scope: !19)
!25 = !DILocation(line: 3, column: 7, scope: !26)
!26 = distinct !DILexicalBlock(scope: !19, file: !1, line: 3, column: 7)
!27 = !DILocation(line: 3, column: 9, scope: !26)
!28 = !DILocation(line: 3, column: 7, scope: !19)
!29 = !DILocation(line: 4, column: 5, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 3, column: 14)
!31 = !DILocation(line: 5, column: 11, scope: !30)
!32 = !DILocation(line: 5, column: 13, scope: !30)
!33 = !DILocation(line: 5, column: 5, scope: !30)
!34 = !DILocation(line: 6, column: 3, scope: !30)
!35 = !DILocation(line: 7, column: 1, scope: !19)
