; ModuleID = 'while_data.c'
source_filename = "while_data.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %err = alloca double, align 8
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @llvm.dbg.declare(metadata double* %err, metadata !16, metadata !DIExpression()), !dbg !18
  %call1 = call i32 @bsp_pid(), !dbg !19
  %conv = sitofp i32 %call1 to double, !dbg !19
  store double %conv, double* %err, align 8, !dbg !18
  br label %while.cond, !dbg !20

while.cond:                                       ; preds = %while.body, %entry
  %0 = load double, double* %err, align 8, !dbg !21
  %cmp = fcmp ogt double %0, 0x3EB0C6F7A0B5ED8D, !dbg !22
  br i1 %cmp, label %while.body, label %while.end, !dbg !20

while.body:                                       ; preds = %while.cond
  %1 = load double, double* %err, align 8, !dbg !23
  %div = fdiv double %1, 2.000000e+00, !dbg !25
  store double %div, double* %err, align 8, !dbg !26
  call void @bsp_sync(), !dbg !27
  br label %while.cond, !dbg !20, !llvm.loop !28

while.end:                                        ; preds = %while.cond
  call void @bsp_end(), !dbg !31
  ret void, !dbg !32
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
!1 = !DIFile(filename: "while_data.c", directory: ".", checksumkind: CSK_MD5, checksum: "a2a57b9c39baebafa846f3f76466e9ea")
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
!16 = !DILocalVariable(name: "err", scope: !10, file: !1, line: 5, type: !17)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DILocation(line: 5, column: 10, scope: !10)
!19 = !DILocation(line: 5, column: 16, scope: !10)
!20 = !DILocation(line: 6, column: 3, scope: !10)
!21 = !DILocation(line: 6, column: 10, scope: !10)
!22 = !DILocation(line: 6, column: 14, scope: !10)
!23 = !DILocation(line: 7, column: 11, scope: !24)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 22)
!25 = !DILocation(line: 7, column: 15, scope: !24)
!26 = !DILocation(line: 7, column: 9, scope: !24)
!27 = !DILocation(line: 8, column: 5, scope: !24)
!28 = distinct !{!28, !20, !29, !30}
!29 = !DILocation(line: 9, column: 3, scope: !10)
!30 = !{!"llvm.loop.mustprogress"}
!31 = !DILocation(line: 10, column: 3, scope: !10)
!32 = !DILocation(line: 11, column: 1, scope: !10)
