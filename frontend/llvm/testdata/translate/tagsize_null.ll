; ModuleID = 'tagsize_null.c'
source_filename = "tagsize_null.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.spmd.tag = private unnamed_addr constant [2 x i32] [i32 1, i32 2], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %t = alloca i32, align 4
  %tag = alloca [2 x i32], align 4
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @llvm.dbg.declare(metadata i32* %t, metadata !16, metadata !DIExpression()), !dbg !18
  store i32 8, i32* %t, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata [2 x i32]* %tag, metadata !19, metadata !DIExpression()), !dbg !23
  %0 = bitcast [2 x i32]* %tag to i8*, !dbg !23
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %0, i8* align 4 bitcast ([2 x i32]* @__const.spmd.tag to i8*), i64 8, i1 false), !dbg !23
  call void @bsp_set_tagsize(i32* noundef %t), !dbg !24
  call void @bsp_sync(), !dbg !25
  call void @bsp_set_tagsize(i32* noundef null), !dbg !26
  %call1 = call i32 @bsp_pid(), !dbg !27
  %add = add nsw i32 %call1, 1, !dbg !28
  %call2 = call i32 @bsp_nprocs(), !dbg !29
  %rem = srem i32 %add, %call2, !dbg !30
  %arraydecay = getelementptr inbounds [2 x i32], [2 x i32]* %tag, i64 0, i64 0, !dbg !31
  %1 = bitcast i32* %arraydecay to i8*, !dbg !31
  call void @bsp_send(i32 noundef %rem, i8* noundef %1, i8* noundef null, i32 noundef 0), !dbg !32
  call void @bsp_sync(), !dbg !33
  call void @bsp_end(), !dbg !34
  ret void, !dbg !35
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare void @bsp_set_tagsize(i32* noundef) #1

declare void @bsp_sync() #1

declare void @bsp_send(i32 noundef, i8* noundef, i8* noundef, i32 noundef) #1

declare i32 @bsp_pid() #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tagsize_null.c", directory: ".", checksumkind: CSK_MD5, checksum: "b50d22b8251ab5a887190727b4276861")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 8, column: 15, scope: !10)
!15 = !DILocation(line: 8, column: 5, scope: !10)
!16 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 9, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 9, column: 9, scope: !10)
!19 = !DILocalVariable(name: "tag", scope: !10, file: !1, line: 9, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 64, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 2)
!23 = !DILocation(line: 9, column: 30, scope: !10)
!24 = !DILocation(line: 10, column: 5, scope: !10)
!25 = !DILocation(line: 11, column: 5, scope: !10)
!26 = !DILocation(line: 12, column: 5, scope: !10)
!27 = !DILocation(line: 13, column: 15, scope: !10)
!28 = !DILocation(line: 13, column: 25, scope: !10)
!29 = !DILocation(line: 13, column: 32, scope: !10)
!30 = !DILocation(line: 13, column: 30, scope: !10)
!31 = !DILocation(line: 13, column: 46, scope: !10)
!32 = !DILocation(line: 13, column: 5, scope: !10)
!33 = !DILocation(line: 14, column: 5, scope: !10)
!34 = !DILocation(line: 15, column: 5, scope: !10)
!35 = !DILocation(line: 16, column: 1, scope: !10)
