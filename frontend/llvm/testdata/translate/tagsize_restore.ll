; ModuleID = 'tagsize_restore.c'
source_filename = "tagsize_restore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !17 {
entry:
  %tag_size = alloca i32, align 4
  %id = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %tag_size, metadata !21, metadata !DIExpression()), !dbg !22
  store i32 4, i32* %tag_size, align 4, !dbg !22
  call void @llvm.dbg.declare(metadata i32* %id, metadata !23, metadata !DIExpression()), !dbg !24
  %call = call i32 @bsp_nprocs(), !dbg !25
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !26
  call void @bsp_set_tagsize(i32* noundef %tag_size), !dbg !27
  call void @bsp_sync(), !dbg !28
  %call1 = call i32 @bsp_pid(), !dbg !29
  store i32 %call1, i32* %id, align 4, !dbg !30
  %call2 = call i32 @bsp_pid(), !dbg !31
  %add = add nsw i32 %call2, 1, !dbg !32
  %call3 = call i32 @bsp_nprocs(), !dbg !33
  %rem = srem i32 %add, %call3, !dbg !34
  %0 = bitcast i32* %id to i8*, !dbg !35
  call void @bsp_send(i32 noundef %rem, i8* noundef %0, i8* noundef bitcast ([64 x i32]* @x to i8*), i32 noundef 4), !dbg !36
  call void @bsp_sync(), !dbg !37
  call void @bsp_set_tagsize(i32* noundef %tag_size), !dbg !38
  call void @bsp_sync(), !dbg !39
  %call4 = call i32 @bsp_pid(), !dbg !40
  %add5 = add nsw i32 %call4, 1, !dbg !41
  %call6 = call i32 @bsp_nprocs(), !dbg !42
  %rem7 = srem i32 %add5, %call6, !dbg !43
  %1 = bitcast i32* %id to i8*, !dbg !44
  call void @bsp_send(i32 noundef %rem7, i8* noundef %1, i8* noundef bitcast ([64 x i32]* @x to i8*), i32 noundef 4), !dbg !45
  call void @bsp_sync(), !dbg !46
  call void @bsp_end(), !dbg !47
  ret void, !dbg !48
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_set_tagsize(i32* noundef) #2

declare void @bsp_sync() #2

declare i32 @bsp_pid() #2

declare void @bsp_send(i32 noundef, i8* noundef, i8* noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tagsize_restore.c", directory: ".", checksumkind: CSK_MD5, checksum: "8dc09dce629a50f70eea4429c48ba208")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8}
!8 = !DISubrange(count: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 8, type: !18, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{null}
!20 = !{}
!21 = !DILocalVariable(name: "tag_size", scope: !17, file: !3, line: 9, type: !6)
!22 = !DILocation(line: 9, column: 7, scope: !17)
!23 = !DILocalVariable(name: "id", scope: !17, file: !3, line: 9, type: !6)
!24 = !DILocation(line: 9, column: 31, scope: !17)
!25 = !DILocation(line: 10, column: 13, scope: !17)
!26 = !DILocation(line: 10, column: 3, scope: !17)
!27 = !DILocation(line: 11, column: 3, scope: !17)
!28 = !DILocation(line: 12, column: 3, scope: !17)
!29 = !DILocation(line: 13, column: 8, scope: !17)
!30 = !DILocation(line: 13, column: 6, scope: !17)
!31 = !DILocation(line: 14, column: 13, scope: !17)
!32 = !DILocation(line: 14, column: 23, scope: !17)
!33 = !DILocation(line: 14, column: 30, scope: !17)
!34 = !DILocation(line: 14, column: 28, scope: !17)
!35 = !DILocation(line: 14, column: 44, scope: !17)
!36 = !DILocation(line: 14, column: 3, scope: !17)
!37 = !DILocation(line: 15, column: 3, scope: !17)
!38 = !DILocation(line: 16, column: 3, scope: !17)
!39 = !DILocation(line: 17, column: 3, scope: !17)
!40 = !DILocation(line: 18, column: 13, scope: !17)
!41 = !DILocation(line: 18, column: 23, scope: !17)
!42 = !DILocation(line: 18, column: 30, scope: !17)
!43 = !DILocation(line: 18, column: 28, scope: !17)
!44 = !DILocation(line: 18, column: 44, scope: !17)
!45 = !DILocation(line: 18, column: 3, scope: !17)
!46 = !DILocation(line: 19, column: 3, scope: !17)
!47 = !DILocation(line: 20, column: 3, scope: !17)
!48 = !DILocation(line: 21, column: 1, scope: !17)
