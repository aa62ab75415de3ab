; ModuleID = 'fn_pointer_sync.c'
source_filename = "fn_pointer_sync.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %step = alloca void ()*, align 8
  call void @llvm.dbg.declare(metadata void ()** %step, metadata !14, metadata !DIExpression()), !dbg !16
  store void ()* @quiet, void ()** %step, align 8, !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  %call1 = call i32 @bsp_pid(), !dbg !19
  %cmp = icmp eq i32 %call1, 0, !dbg !21
  br i1 %cmp, label %if.then, label %if.end, !dbg !22

if.then:                                          ; preds = %entry
  store void ()* @exchange, void ()** %step, align 8, !dbg !23
  br label %if.end, !dbg !24

if.end:                                           ; preds = %if.then, %entry
  %0 = load void ()*, void ()** %step, align 8, !dbg !25
  call void %0(), !dbg !25
  call void @bsp_end(), !dbg !26
  ret void, !dbg !27
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @quiet() #0 !dbg !28 {
entry:
  ret void, !dbg !29
}

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @exchange() #0 !dbg !30 {
entry:
  call void @bsp_sync(), !dbg !31
  ret void, !dbg !32
}

declare void @bsp_end() #2

declare void @bsp_sync() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fn_pointer_sync.c", directory: ".", checksumkind: CSK_MD5, checksum: "4d5d92128ee321982db1b770392114e8")
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
!14 = !DILocalVariable(name: "step", scope: !10, file: !1, line: 9, type: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!16 = !DILocation(line: 9, column: 10, scope: !10)
!17 = !DILocation(line: 10, column: 13, scope: !10)
!18 = !DILocation(line: 10, column: 3, scope: !10)
!19 = !DILocation(line: 11, column: 7, scope: !20)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!21 = !DILocation(line: 11, column: 17, scope: !20)
!22 = !DILocation(line: 11, column: 7, scope: !10)
!23 = !DILocation(line: 12, column: 10, scope: !20)
!24 = !DILocation(line: 12, column: 5, scope: !20)
!25 = !DILocation(line: 13, column: 3, scope: !10)
!26 = !DILocation(line: 14, column: 3, scope: !10)
!27 = !DILocation(line: 15, column: 1, scope: !10)
!28 = distinct !DISubprogram(name: "quiet", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!29 = !DILocation(line: 5, column: 26, scope: !28)
!30 = distinct !DISubprogram(name: "exchange", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!31 = !DILocation(line: 6, column: 30, scope: !30)
!32 = !DILocation(line: 6, column: 42, scope: !30)
