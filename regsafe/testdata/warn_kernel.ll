; ModuleID = 'warn_kernel.c'
source_filename = "warn_kernel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel(double* noundef %x, i32 noundef %n) #0 !dbg !10 {
entry:
  %x.addr = alloca double*, align 8
  %n.addr = alloca i32, align 4
  %y = alloca double, align 8
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !17, metadata !DIExpression()), !dbg !18
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata double* %y, metadata !21, metadata !DIExpression()), !dbg !22
  store double 0.000000e+00, double* %y, align 8, !dbg !22
  %call = call i32 @bsp_pid(), !dbg !23
  %add = add nsw i32 %call, 1, !dbg !24
  %call1 = call i32 @bsp_nprocs(), !dbg !25
  %rem = srem i32 %add, %call1, !dbg !26
  %0 = bitcast double* %y to i8*, !dbg !27
  %1 = load double*, double** %x.addr, align 8, !dbg !28
  %2 = bitcast double* %1 to i8*, !dbg !28
  call void @bsp_put(i32 noundef %rem, i8* noundef %0, i8* noundef %2, i32 noundef 0, i32 noundef 8), !dbg !29
  call void @bsp_sync(), !dbg !30
  ret void, !dbg !31
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare i32 @bsp_pid() #2

declare i32 @bsp_nprocs() #2

declare void @bsp_sync() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warn_kernel.c", directory: ".", checksumkind: CSK_MD5, checksum: "119e69183354d2180e44923c8f0fe4dc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "kernel", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !15}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!18 = !DILocation(line: 4, column: 21, scope: !10)
!19 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 4, type: !15)
!20 = !DILocation(line: 4, column: 28, scope: !10)
!21 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 5, type: !14)
!22 = !DILocation(line: 5, column: 10, scope: !10)
!23 = !DILocation(line: 6, column: 12, scope: !10)
!24 = !DILocation(line: 6, column: 22, scope: !10)
!25 = !DILocation(line: 6, column: 29, scope: !10)
!26 = !DILocation(line: 6, column: 27, scope: !10)
!27 = !DILocation(line: 6, column: 43, scope: !10)
!28 = !DILocation(line: 6, column: 47, scope: !10)
!29 = !DILocation(line: 6, column: 3, scope: !10)
!30 = !DILocation(line: 7, column: 3, scope: !10)
!31 = !DILocation(line: 8, column: 1, scope: !10)
