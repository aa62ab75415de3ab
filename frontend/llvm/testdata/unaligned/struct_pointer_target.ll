; ModuleID = 'struct_pointer_target.c'
source_filename = "struct_pointer_target.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.req = type { i32*, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %res = alloca i32, align 4
  %r = alloca %struct.req, align 8
  call void @llvm.dbg.declare(metadata i32* %res, metadata !14, metadata !DIExpression()), !dbg !16
  store i32 0, i32* %res, align 4, !dbg !16
  call void @llvm.dbg.declare(metadata %struct.req* %r, metadata !17, metadata !DIExpression()), !dbg !23
  %call = call i32 @bsp_nprocs(), !dbg !24
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !25
  %out = getelementptr inbounds %struct.req, %struct.req* %r, i32 0, i32 0, !dbg !26
  store i32* %res, i32** %out, align 8, !dbg !27
  %len = getelementptr inbounds %struct.req, %struct.req* %r, i32 0, i32 1, !dbg !28
  store i32 4, i32* %len, align 8, !dbg !29
  call void @fill(%struct.req* noundef %r), !dbg !30
  %0 = load i32, i32* %res, align 4, !dbg !31
  %cmp = icmp sgt i32 %0, 3, !dbg !33
  br i1 %cmp, label %if.then, label %if.end, !dbg !34

if.then:                                          ; preds = %entry
  call void @bsp_sync(), !dbg !35
  br label %if.end, !dbg !35

if.end:                                           ; preds = %if.then, %entry
  call void @bsp_end(), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @fill(%struct.req* noundef) #2

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_pointer_target.c", directory: ".", checksumkind: CSK_MD5, checksum: "e321bbe4277a2e5ea7353208adb12485")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "res", scope: !10, file: !1, line: 12, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 12, column: 7, scope: !10)
!17 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 13, type: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "req", file: !1, line: 5, size: 128, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !18, file: !1, line: 6, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !18, file: !1, line: 7, baseType: !15, size: 32, offset: 64)
!23 = !DILocation(line: 13, column: 14, scope: !10)
!24 = !DILocation(line: 14, column: 13, scope: !10)
!25 = !DILocation(line: 14, column: 3, scope: !10)
!26 = !DILocation(line: 15, column: 5, scope: !10)
!27 = !DILocation(line: 15, column: 9, scope: !10)
!28 = !DILocation(line: 16, column: 5, scope: !10)
!29 = !DILocation(line: 16, column: 9, scope: !10)
!30 = !DILocation(line: 17, column: 3, scope: !10)
!31 = !DILocation(line: 18, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!33 = !DILocation(line: 18, column: 11, scope: !32)
!34 = !DILocation(line: 18, column: 7, scope: !10)
!35 = !DILocation(line: 19, column: 5, scope: !32)
!36 = !DILocation(line: 20, column: 3, scope: !10)
!37 = !DILocation(line: 21, column: 1, scope: !10)
