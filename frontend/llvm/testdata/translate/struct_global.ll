; ModuleID = 'struct_global.c'
source_filename = "struct_global.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32, [4 x double] }

@G = dso_local global %struct.anon zeroinitializer, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !22 {
entry:
  %N.addr = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !26, metadata !DIExpression()), !dbg !27
  %call = call i32 @bsp_nprocs(), !dbg !28
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !29
  %0 = load i32, i32* %N.addr, align 4, !dbg !30
  store i32 %0, i32* getelementptr inbounds (%struct.anon, %struct.anon* @G, i32 0, i32 0), align 8, !dbg !31
  call void @bsp_sync(), !dbg !32
  call void @bsp_end(), !dbg !33
  ret void, !dbg !34
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "struct_global.c", directory: ".", checksumkind: CSK_MD5, checksum: "44bded392b9f2483eb6f87ebeb80fc17")
!4 = !{!0}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 3, size: 320, elements: !6)
!6 = !{!7, !9}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !5, file: !3, line: 4, baseType: !8, size: 32)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !5, file: !3, line: 5, baseType: !10, size: 256, offset: 64)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, elements: !12)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !{!13}
!13 = !DISubrange(count: 4)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 7, type: !23, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !8}
!25 = !{}
!26 = !DILocalVariable(name: "N", arg: 1, scope: !22, file: !3, line: 7, type: !8)
!27 = !DILocation(line: 7, column: 15, scope: !22)
!28 = !DILocation(line: 8, column: 13, scope: !22)
!29 = !DILocation(line: 8, column: 3, scope: !22)
!30 = !DILocation(line: 9, column: 9, scope: !22)
!31 = !DILocation(line: 9, column: 7, scope: !22)
!32 = !DILocation(line: 10, column: 3, scope: !22)
!33 = !DILocation(line: 11, column: 3, scope: !22)
!34 = !DILocation(line: 12, column: 1, scope: !22)
