; ModuleID = 'print_flops.c'
source_filename = "print_flops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %t0 = alloca double, align 8
  %t1 = alloca double, align 8
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @llvm.dbg.declare(metadata double* %t0, metadata !16, metadata !DIExpression()), !dbg !18
  %call1 = call double @bsp_time(), !dbg !19
  store double %call1, double* %t0, align 8, !dbg !18
  call void @bsp_sync(), !dbg !20
  call void @llvm.dbg.declare(metadata double* %t1, metadata !21, metadata !DIExpression()), !dbg !22
  %call2 = call double @bsp_time(), !dbg !23
  store double %call2, double* %t1, align 8, !dbg !22
  %0 = load double, double* %t1, align 8, !dbg !24
  %1 = load double, double* %t0, align 8, !dbg !25
  %sub = fsub double %0, %1, !dbg !26
  %2 = load double, double* %t1, align 8, !dbg !27
  %3 = load double, double* %t0, align 8, !dbg !28
  %sub3 = fsub double %2, %3, !dbg !29
  %mul = fmul double %sub3, 2.000000e+00, !dbg !30
  %call4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %sub, double noundef %mul), !dbg !31
  call void @bsp_end(), !dbg !32
  ret void, !dbg !33
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare double @bsp_time() #1

declare void @bsp_sync() #1

declare i32 @printf(i8* noundef, ...) #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "print_flops.c", directory: ".", checksumkind: CSK_MD5, checksum: "15c3d8c274978d08c6cda826dd4a7dbd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 7, column: 13, scope: !10)
!15 = !DILocation(line: 7, column: 3, scope: !10)
!16 = !DILocalVariable(name: "t0", scope: !10, file: !1, line: 8, type: !17)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DILocation(line: 8, column: 10, scope: !10)
!19 = !DILocation(line: 8, column: 15, scope: !10)
!20 = !DILocation(line: 9, column: 3, scope: !10)
!21 = !DILocalVariable(name: "t1", scope: !10, file: !1, line: 10, type: !17)
!22 = !DILocation(line: 10, column: 10, scope: !10)
!23 = !DILocation(line: 10, column: 15, scope: !10)
!24 = !DILocation(line: 11, column: 21, scope: !10)
!25 = !DILocation(line: 11, column: 26, scope: !10)
!26 = !DILocation(line: 11, column: 24, scope: !10)
!27 = !DILocation(line: 11, column: 31, scope: !10)
!28 = !DILocation(line: 11, column: 36, scope: !10)
!29 = !DILocation(line: 11, column: 34, scope: !10)
!30 = !DILocation(line: 11, column: 40, scope: !10)
!31 = !DILocation(line: 11, column: 3, scope: !10)
!32 = !DILocation(line: 12, column: 3, scope: !10)
!33 = !DILocation(line: 13, column: 1, scope: !10)
