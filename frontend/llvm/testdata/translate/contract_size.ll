; ModuleID = 'contract_size.c'
source_filename = "contract_size.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global [1024 x double] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !17 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !22, metadata !DIExpression()), !dbg !23
  %call = call i32 @bsp_nprocs(), !dbg !24
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !25
  %0 = load i32, i32* %n.addr, align 4, !dbg !26
  %conv = sext i32 %0 to i64, !dbg !26
  %mul = mul i64 %conv, 8, !dbg !27
  %conv1 = trunc i64 %mul to i32, !dbg !26
  call void @lib_bcast(double* noundef getelementptr inbounds ([1024 x double], [1024 x double]* @x, i64 0, i64 0), i32 noundef %conv1), !dbg !28
  call void @bsp_end(), !dbg !29
  ret void, !dbg !30
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @lib_bcast(double* noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 8, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "contract_size.c", directory: ".", checksumkind: CSK_MD5, checksum: "42af3cdd33d61e81714fb1896310bfb1")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 65536, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 1024)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 10, type: !18, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{}
!22 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !3, line: 10, type: !20)
!23 = !DILocation(line: 10, column: 15, scope: !17)
!24 = !DILocation(line: 11, column: 13, scope: !17)
!25 = !DILocation(line: 11, column: 3, scope: !17)
!26 = !DILocation(line: 12, column: 16, scope: !17)
!27 = !DILocation(line: 12, column: 18, scope: !17)
!28 = !DILocation(line: 12, column: 3, scope: !17)
!29 = !DILocation(line: 13, column: 3, scope: !17)
!30 = !DILocation(line: 14, column: 1, scope: !17)
