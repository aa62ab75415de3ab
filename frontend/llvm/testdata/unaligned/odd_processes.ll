; ModuleID = 'odd_processes.c'
source_filename = "odd_processes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %s = alloca i32, align 4
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @llvm.dbg.declare(metadata i32* %s, metadata !16, metadata !DIExpression()), !dbg !18
  %call1 = call i32 @bsp_pid(), !dbg !19
  store i32 %call1, i32* %s, align 4, !dbg !18
  call void @bsp_sync(), !dbg !20
  %0 = load i32, i32* %s, align 4, !dbg !21
  %rem = srem i32 %0, 2, !dbg !23
  %cmp = icmp eq i32 %rem, 1, !dbg !24
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  call void @bsp_sync(), !dbg !26
  br label %if.end, !dbg !28

if.end:                                           ; preds = %if.then, %entry
  call void @bsp_end(), !dbg !29
  ret void, !dbg !30
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @bsp_pid() #1

declare void @bsp_sync() #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "odd_processes.c", directory: ".", checksumkind: CSK_MD5, checksum: "d131eb56e26693aceb808633ab5f9d19")
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
!14 = !DILocation(line: 4, column: 13, scope: !10)
!15 = !DILocation(line: 4, column: 3, scope: !10)
!16 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 5, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 5, column: 7, scope: !10)
!19 = !DILocation(line: 5, column: 11, scope: !10)
!20 = !DILocation(line: 6, column: 3, scope: !10)
!21 = !DILocation(line: 7, column: 7, scope: !22)
!22 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 7)
!23 = !DILocation(line: 7, column: 9, scope: !22)
!24 = !DILocation(line: 7, column: 13, scope: !22)
!25 = !DILocation(line: 7, column: 7, scope: !10)
!26 = !DILocation(line: 8, column: 5, scope: !27)
!27 = distinct !DILexicalBlock(scope: !22, file: !1, line: 7, column: 19)
!28 = !DILocation(line: 9, column: 3, scope: !27)
!29 = !DILocation(line: 10, column: 3, scope: !10)
!30 = !DILocation(line: 11, column: 1, scope: !10)
