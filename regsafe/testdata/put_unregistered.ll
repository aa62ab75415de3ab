; ModuleID = 'put_unregistered.c'
source_filename = "put_unregistered.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@got = dso_local global [4 x double] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !17 {
entry:
  %mine = alloca [4 x double], align 16
  call void @llvm.dbg.declare(metadata [4 x double]* %mine, metadata !21, metadata !DIExpression()), !dbg !22
  %0 = bitcast [4 x double]* %mine to i8*, !dbg !22
  call void @llvm.memset.p0i8.i64(i8* align 16 %0, i8 0, i64 32, i1 false), !dbg !22
  %call = call i32 @bsp_nprocs(), !dbg !23
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !24
  call void @bsp_sync(), !dbg !25
  %call1 = call i32 @bsp_pid(), !dbg !26
  %add = add nsw i32 %call1, 1, !dbg !27
  %call2 = call i32 @bsp_nprocs(), !dbg !28
  %rem = srem i32 %add, %call2, !dbg !29
  %arraydecay = getelementptr inbounds [4 x double], [4 x double]* %mine, i64 0, i64 0, !dbg !30
  %1 = bitcast double* %arraydecay to i8*, !dbg !30
  call void @bsp_put(i32 noundef %rem, i8* noundef %1, i8* noundef bitcast ([4 x double]* @got to i8*), i32 noundef 0, i32 noundef 32), !dbg !31
  call void @bsp_sync(), !dbg !32
  call void @bsp_end(), !dbg !33
  ret void, !dbg !34
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare void @bsp_begin(...) #3

declare i32 @bsp_nprocs() #3

declare void @bsp_sync() #3

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #3

declare i32 @bsp_pid() #3

declare void @bsp_end() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "got", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "put_unregistered.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6d2a982692c5f3c312ae9b21e05b645")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 4)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 4, type: !18, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{null}
!20 = !{}
!21 = !DILocalVariable(name: "mine", scope: !17, file: !3, line: 5, type: !5)
!22 = !DILocation(line: 5, column: 10, scope: !17)
!23 = !DILocation(line: 6, column: 13, scope: !17)
!24 = !DILocation(line: 6, column: 3, scope: !17)
!25 = !DILocation(line: 7, column: 3, scope: !17)
!26 = !DILocation(line: 8, column: 12, scope: !17)
!27 = !DILocation(line: 8, column: 22, scope: !17)
!28 = !DILocation(line: 8, column: 29, scope: !17)
!29 = !DILocation(line: 8, column: 27, scope: !17)
!30 = !DILocation(line: 8, column: 43, scope: !17)
!31 = !DILocation(line: 8, column: 3, scope: !17)
!32 = !DILocation(line: 9, column: 3, scope: !17)
!33 = !DILocation(line: 10, column: 3, scope: !17)
!34 = !DILocation(line: 11, column: 1, scope: !17)
