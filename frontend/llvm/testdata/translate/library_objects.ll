; ModuleID = 'library_objects.c'
source_filename = "library_objects.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.spmd.x = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@lib_all = external constant i8*, align 8
@lib_flush = external constant i32, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %x = alloca [4 x i32], align 16
  %g = alloca i8*, align 8
  call void @llvm.dbg.declare(metadata [4 x i32]* %x, metadata !14, metadata !DIExpression()), !dbg !19
  %0 = bitcast [4 x i32]* %x to i8*, !dbg !19
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %0, i8* align 16 bitcast ([4 x i32]* @__const.spmd.x to i8*), i64 16, i1 false), !dbg !19
  %call = call i32 @bsp_nprocs(), !dbg !20
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !21
  call void @llvm.dbg.declare(metadata i8** %g, metadata !22, metadata !DIExpression()), !dbg !25
  %call1 = call i32 @bsp_pid(), !dbg !26
  %rem = srem i32 %call1, 2, !dbg !27
  %call2 = call i8* @lib_group(i32 noundef %rem), !dbg !28
  store i8* %call2, i8** %g, align 8, !dbg !25
  %1 = load i8*, i8** %g, align 8, !dbg !29
  %arraydecay = getelementptr inbounds [4 x i32], [4 x i32]* %x, i64 0, i64 0, !dbg !30
  call void @lib_reduce(i8* noundef %1, void (i32*, i32*)* noundef @add, i32* noundef %arraydecay, i32 noundef 4), !dbg !31
  %2 = load i8*, i8** @lib_all, align 8, !dbg !32
  %arraydecay3 = getelementptr inbounds [4 x i32], [4 x i32]* %x, i64 0, i64 0, !dbg !33
  call void @lib_reduce(i8* noundef %2, void (i32*, i32*)* noundef @add, i32* noundef %arraydecay3, i32 noundef 4), !dbg !34
  %3 = load i32, i32* @lib_flush, align 4, !dbg !35
  call void @lib_sync(i32 noundef %3), !dbg !36
  call void @bsp_end(), !dbg !37
  ret void, !dbg !38
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare void @bsp_begin(...) #3

declare i32 @bsp_nprocs() #3

declare i8* @lib_group(i32 noundef) #3

declare i32 @bsp_pid() #3

declare void @lib_reduce(i8* noundef, void (i32*, i32*)* noundef, i32* noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(i32* noundef %a, i32* noundef %b) #0 !dbg !39 {
entry:
  %a.addr = alloca i32*, align 8
  %b.addr = alloca i32*, align 8
  store i32* %a, i32** %a.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %a.addr, metadata !43, metadata !DIExpression()), !dbg !44
  store i32* %b, i32** %b.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %b.addr, metadata !45, metadata !DIExpression()), !dbg !46
  %0 = load i32*, i32** %b.addr, align 8, !dbg !47
  %1 = load i32, i32* %0, align 4, !dbg !48
  %2 = load i32*, i32** %a.addr, align 8, !dbg !49
  %3 = load i32, i32* %2, align 4, !dbg !50
  %add = add nsw i32 %3, %1, !dbg !50
  store i32 %add, i32* %2, align 4, !dbg !50
  ret void, !dbg !51
}

declare void @lib_sync(i32 noundef) #3

declare void @bsp_end() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "library_objects.c", directory: ".", checksumkind: CSK_MD5, checksum: "9b80cecc7599e85a374448df46f000f2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 21, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DILocation(line: 21, column: 7, scope: !10)
!20 = !DILocation(line: 22, column: 13, scope: !10)
!21 = !DILocation(line: 22, column: 3, scope: !10)
!22 = !DILocalVariable(name: "g", scope: !10, file: !1, line: 23, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "group_t", file: !1, line: 7, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!25 = !DILocation(line: 23, column: 11, scope: !10)
!26 = !DILocation(line: 23, column: 25, scope: !10)
!27 = !DILocation(line: 23, column: 35, scope: !10)
!28 = !DILocation(line: 23, column: 15, scope: !10)
!29 = !DILocation(line: 24, column: 14, scope: !10)
!30 = !DILocation(line: 24, column: 22, scope: !10)
!31 = !DILocation(line: 24, column: 3, scope: !10)
!32 = !DILocation(line: 25, column: 14, scope: !10)
!33 = !DILocation(line: 25, column: 28, scope: !10)
!34 = !DILocation(line: 25, column: 3, scope: !10)
!35 = !DILocation(line: 26, column: 12, scope: !10)
!36 = !DILocation(line: 26, column: 3, scope: !10)
!37 = !DILocation(line: 27, column: 3, scope: !10)
!38 = !DILocation(line: 28, column: 1, scope: !10)
!39 = distinct !DISubprogram(name: "add", scope: !1, file: !1, line: 18, type: !40, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!43 = !DILocalVariable(name: "a", arg: 1, scope: !39, file: !1, line: 18, type: !42)
!44 = !DILocation(line: 18, column: 22, scope: !39)
!45 = !DILocalVariable(name: "b", arg: 2, scope: !39, file: !1, line: 18, type: !42)
!46 = !DILocation(line: 18, column: 30, scope: !39)
!47 = !DILocation(line: 18, column: 42, scope: !39)
!48 = !DILocation(line: 18, column: 41, scope: !39)
!49 = !DILocation(line: 18, column: 36, scope: !39)
!50 = !DILocation(line: 18, column: 38, scope: !39)
!51 = !DILocation(line: 18, column: 45, scope: !39)
