; ModuleID = 'warn_unseen.c'
source_filename = "warn_unseen.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %buf = alloca [4 x i32], align 16
  %v = alloca i32, align 4
  call void @llvm.dbg.declare(metadata [4 x i32]* %buf, metadata !14, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %v, metadata !20, metadata !DIExpression()), !dbg !21
  store i32 1, i32* %v, align 4, !dbg !21
  %call = call i32 @bsp_nprocs(), !dbg !22
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !23
  %arraydecay = getelementptr inbounds [4 x i32], [4 x i32]* %buf, i64 0, i64 0, !dbg !24
  call void @register_buffer(i32* noundef %arraydecay, i32 noundef 4), !dbg !25
  call void @bsp_sync(), !dbg !26
  %0 = bitcast i32* %v to i8*, !dbg !27
  %arraydecay1 = getelementptr inbounds [4 x i32], [4 x i32]* %buf, i64 0, i64 0, !dbg !28
  %1 = bitcast i32* %arraydecay1 to i8*, !dbg !28
  call void @bsp_put(i32 noundef 0, i8* noundef %0, i8* noundef %1, i32 noundef 0, i32 noundef 4), !dbg !29
  call void @bsp_sync(), !dbg !30
  call void @bsp_end(), !dbg !31
  ret void, !dbg !32
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @register_buffer(i32* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warn_unseen.c", directory: ".", checksumkind: CSK_MD5, checksum: "e0658958a7d2a5568d0d302189dbc719")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 6, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DILocation(line: 6, column: 7, scope: !10)
!20 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 6, type: !16)
!21 = !DILocation(line: 6, column: 15, scope: !10)
!22 = !DILocation(line: 7, column: 13, scope: !10)
!23 = !DILocation(line: 7, column: 3, scope: !10)
!24 = !DILocation(line: 8, column: 19, scope: !10)
!25 = !DILocation(line: 8, column: 3, scope: !10)
!26 = !DILocation(line: 9, column: 3, scope: !10)
!27 = !DILocation(line: 10, column: 14, scope: !10)
!28 = !DILocation(line: 10, column: 18, scope: !10)
!29 = !DILocation(line: 10, column: 3, scope: !10)
!30 = !DILocation(line: 11, column: 3, scope: !10)
!31 = !DILocation(line: 12, column: 3, scope: !10)
!32 = !DILocation(line: 13, column: 1, scope: !10)
