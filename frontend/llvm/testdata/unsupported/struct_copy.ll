; ModuleID = 'struct_copy.c'
source_filename = "struct_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.range = type { i32, i32 }

@__const.spmd.r = private unnamed_addr constant %struct.range { i32 0, i32 3 }, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %r = alloca %struct.range, align 4
  %i = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata %struct.range* %r, metadata !19, metadata !DIExpression()), !dbg !24
  %0 = bitcast %struct.range* %r to i8*, !dbg !24
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %0, i8* align 4 bitcast (%struct.range* @__const.spmd.r to i8*), i64 8, i1 false), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %i, metadata !25, metadata !DIExpression()), !dbg !27
  %lo = getelementptr inbounds %struct.range, %struct.range* %r, i32 0, i32 0, !dbg !28
  %1 = load i32, i32* %lo, align 4, !dbg !28
  store i32 %1, i32* %i, align 4, !dbg !27
  br label %for.cond, !dbg !29

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %i, align 4, !dbg !30
  %hi = getelementptr inbounds %struct.range, %struct.range* %r, i32 0, i32 1, !dbg !32
  %3 = load i32, i32* %hi, align 4, !dbg !32
  %cmp = icmp slt i32 %2, %3, !dbg !33
  br i1 %cmp, label %for.body, label %for.end, !dbg !34

for.body:                                         ; preds = %for.cond
  call void @bsp_sync(), !dbg !35
  br label %for.inc, !dbg !35

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4, !dbg !36
  %inc = add nsw i32 %4, 1, !dbg !36
  store i32 %inc, i32* %i, align 4, !dbg !36
  br label %for.cond, !dbg !37, !llvm.loop !38

for.end:                                          ; preds = %for.cond
  call void @bsp_end(), !dbg !41
  ret void, !dbg !42
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_copy.c", directory: ".", checksumkind: CSK_MD5, checksum: "8232919e7013d1e1bbd88f8c54fdb9b8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 6, type: !13)
!16 = !DILocation(line: 6, column: 15, scope: !10)
!17 = !DILocation(line: 7, column: 13, scope: !10)
!18 = !DILocation(line: 7, column: 3, scope: !10)
!19 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 8, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "range", file: !1, line: 3, size: 64, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !20, file: !1, line: 4, baseType: !13, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !20, file: !1, line: 4, baseType: !13, size: 32, offset: 32)
!24 = !DILocation(line: 8, column: 16, scope: !10)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 9, type: !13)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!27 = !DILocation(line: 9, column: 12, scope: !26)
!28 = !DILocation(line: 9, column: 18, scope: !26)
!29 = !DILocation(line: 9, column: 8, scope: !26)
!30 = !DILocation(line: 9, column: 22, scope: !31)
!31 = distinct !DILexicalBlock(scope: !26, file: !1, line: 9, column: 3)
!32 = !DILocation(line: 9, column: 28, scope: !31)
!33 = !DILocation(line: 9, column: 24, scope: !31)
!34 = !DILocation(line: 9, column: 3, scope: !26)
!35 = !DILocation(line: 10, column: 5, scope: !31)
!36 = !DILocation(line: 9, column: 33, scope: !31)
!37 = !DILocation(line: 9, column: 3, scope: !31)
!38 = distinct !{!38, !34, !39, !40}
!39 = !DILocation(line: 10, column: 14, scope: !26)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 11, column: 3, scope: !10)
!42 = !DILocation(line: 12, column: 1, scope: !10)
