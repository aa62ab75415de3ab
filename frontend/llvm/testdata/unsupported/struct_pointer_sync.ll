; ModuleID = 'struct_pointer_sync.c'
source_filename = "struct_pointer_sync.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.task = type { void ()*, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %t = alloca %struct.task, align 8
  call void @llvm.dbg.declare(metadata %struct.task* %t, metadata !14, metadata !DIExpression()), !dbg !21
  %call = call i32 @bsp_nprocs(), !dbg !22
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !23
  %step = getelementptr inbounds %struct.task, %struct.task* %t, i32 0, i32 0, !dbg !24
  store void ()* @exchange, void ()** %step, align 8, !dbg !25
  %n = getelementptr inbounds %struct.task, %struct.task* %t, i32 0, i32 1, !dbg !26
  store i32 1, i32* %n, align 8, !dbg !27
  call void @run_task(%struct.task* noundef %t), !dbg !28
  call void @bsp_end(), !dbg !29
  ret void, !dbg !30
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @exchange() #0 !dbg !31 {
entry:
  call void @bsp_sync(), !dbg !32
  ret void, !dbg !33
}

declare void @run_task(%struct.task* noundef) #2

declare void @bsp_end() #2

declare void @bsp_sync() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_pointer_sync.c", directory: ".", checksumkind: CSK_MD5, checksum: "b8a82d00e866127820f1e60e29873b2c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 13, type: !11, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 14, type: !15)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "task", file: !1, line: 5, size: 128, elements: !16)
!16 = !{!17, !19}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "step", scope: !15, file: !1, line: 6, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !15, file: !1, line: 7, baseType: !20, size: 32, offset: 64)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DILocation(line: 14, column: 15, scope: !10)
!22 = !DILocation(line: 15, column: 13, scope: !10)
!23 = !DILocation(line: 15, column: 3, scope: !10)
!24 = !DILocation(line: 16, column: 5, scope: !10)
!25 = !DILocation(line: 16, column: 10, scope: !10)
!26 = !DILocation(line: 17, column: 5, scope: !10)
!27 = !DILocation(line: 17, column: 7, scope: !10)
!28 = !DILocation(line: 18, column: 3, scope: !10)
!29 = !DILocation(line: 19, column: 3, scope: !10)
!30 = !DILocation(line: 20, column: 1, scope: !10)
!31 = distinct !DISubprogram(name: "exchange", scope: !1, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!32 = !DILocation(line: 11, column: 30, scope: !31)
!33 = !DILocation(line: 11, column: 42, scope: !31)
