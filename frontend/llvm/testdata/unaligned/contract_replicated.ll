; ModuleID = 'contract_replicated.c'
source_filename = "contract_replicated.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  %call1 = call i32 @bsp_pid(), !dbg !16
  %cmp = icmp sgt i32 %call1, 0, !dbg !18
  br i1 %cmp, label %if.then, label %if.end, !dbg !19

if.then:                                          ; preds = %entry
  %call2 = call i32 @step(i32 noundef 1), !dbg !20
  br label %if.end, !dbg !20

if.end:                                           ; preds = %if.then, %entry
  %call3 = call i32 @bsp_pid(), !dbg !21
  %mul = mul nsw i32 2, %call3, !dbg !22
  %call4 = call i32 @step(i32 noundef %mul), !dbg !23
  %call5 = call i32 @step(i32 noundef 3), !dbg !24
  call void @bsp_end(), !dbg !25
  ret void, !dbg !26
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

declare i32 @bsp_pid() #1

declare i32 @step(i32 noundef) #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "contract_replicated.c", directory: ".", checksumkind: CSK_MD5, checksum: "ccd069d58c22eb0113a94bd059c43504")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 10, column: 13, scope: !10)
!15 = !DILocation(line: 10, column: 3, scope: !10)
!16 = !DILocation(line: 11, column: 7, scope: !17)
!17 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!18 = !DILocation(line: 11, column: 17, scope: !17)
!19 = !DILocation(line: 11, column: 7, scope: !10)
!20 = !DILocation(line: 12, column: 5, scope: !17)
!21 = !DILocation(line: 13, column: 12, scope: !10)
!22 = !DILocation(line: 13, column: 10, scope: !10)
!23 = !DILocation(line: 13, column: 3, scope: !10)
!24 = !DILocation(line: 14, column: 3, scope: !10)
!25 = !DILocation(line: 15, column: 3, scope: !10)
!26 = !DILocation(line: 16, column: 1, scope: !10)
