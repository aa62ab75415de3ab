; ModuleID = 'data_pointer_int.c'
source_filename = "data_pointer_int.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.spmd.x = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 2, i32 3], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %x = alloca [4 x i32], align 16
  %tp = alloca i8*, align 8
  %pp = alloca i8*, align 8
  %q = alloca i32*, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata [4 x i32]* %x, metadata !19, metadata !DIExpression()), !dbg !23
  %0 = bitcast [4 x i32]* %x to i8*, !dbg !23
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %0, i8* align 16 bitcast ([4 x i32]* @__const.spmd.x to i8*), i64 16, i1 false), !dbg !23
  call void @llvm.dbg.declare(metadata i8** %tp, metadata !24, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i8** %pp, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32** %q, metadata !29, metadata !DIExpression()), !dbg !31
  call void @bsp_sync(), !dbg !32
  %call1 = call i32 @bsp_hpmove(i8** noundef %tp, i8** noundef %pp), !dbg !33
  %cmp = icmp sge i32 %call1, 0, !dbg !35
  br i1 %cmp, label %if.then, label %if.else, !dbg !36

if.then:                                          ; preds = %entry
  %1 = load i8*, i8** %pp, align 8, !dbg !37
  %2 = bitcast i8* %1 to i32*, !dbg !37
  store i32* %2, i32** %q, align 8, !dbg !38
  br label %if.end, !dbg !39

if.else:                                          ; preds = %entry
  %arraydecay = getelementptr inbounds [4 x i32], [4 x i32]* %x, i64 0, i64 0, !dbg !40
  store i32* %arraydecay, i32** %q, align 8, !dbg !41
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %3 = load i32, i32* %N.addr, align 4, !dbg !42
  %4 = load i32*, i32** %q, align 8, !dbg !43
  %arrayidx = getelementptr inbounds i32, i32* %4, i64 0, !dbg !43
  store i32 %3, i32* %arrayidx, align 4, !dbg !44
  %arrayidx2 = getelementptr inbounds [4 x i32], [4 x i32]* %x, i64 0, i64 1, !dbg !45
  %5 = bitcast i32* %arrayidx2 to i8*, !dbg !46
  %arrayidx3 = getelementptr inbounds [4 x i32], [4 x i32]* %x, i64 0, i64 2, !dbg !47
  %6 = bitcast i32* %arrayidx3 to i8*, !dbg !48
  call void @bsp_put(i32 noundef 0, i8* noundef %5, i8* noundef %6, i32 noundef 0, i32 noundef 4), !dbg !49
  call void @bsp_end(), !dbg !50
  ret void, !dbg !51
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare void @bsp_sync() #2

declare i32 @bsp_hpmove(i8** noundef, i8** noundef) #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "data_pointer_int.c", directory: ".", checksumkind: CSK_MD5, checksum: "abca115bba1f713f97f0c1e60bc37bbf")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocation(line: 5, column: 15, scope: !10)
!17 = !DILocation(line: 6, column: 13, scope: !10)
!18 = !DILocation(line: 6, column: 3, scope: !10)
!19 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 7, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DILocation(line: 7, column: 7, scope: !10)
!24 = !DILocalVariable(name: "tp", scope: !10, file: !1, line: 8, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!26 = !DILocation(line: 8, column: 9, scope: !10)
!27 = !DILocalVariable(name: "pp", scope: !10, file: !1, line: 8, type: !25)
!28 = !DILocation(line: 8, column: 14, scope: !10)
!29 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 9, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!31 = !DILocation(line: 9, column: 8, scope: !10)
!32 = !DILocation(line: 10, column: 3, scope: !10)
!33 = !DILocation(line: 11, column: 7, scope: !34)
!34 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!35 = !DILocation(line: 11, column: 28, scope: !34)
!36 = !DILocation(line: 11, column: 7, scope: !10)
!37 = !DILocation(line: 12, column: 9, scope: !34)
!38 = !DILocation(line: 12, column: 7, scope: !34)
!39 = !DILocation(line: 12, column: 5, scope: !34)
!40 = !DILocation(line: 14, column: 9, scope: !34)
!41 = !DILocation(line: 14, column: 7, scope: !34)
!42 = !DILocation(line: 15, column: 10, scope: !10)
!43 = !DILocation(line: 15, column: 3, scope: !10)
!44 = !DILocation(line: 15, column: 8, scope: !10)
!45 = !DILocation(line: 16, column: 15, scope: !10)
!46 = !DILocation(line: 16, column: 14, scope: !10)
!47 = !DILocation(line: 16, column: 22, scope: !10)
!48 = !DILocation(line: 16, column: 21, scope: !10)
!49 = !DILocation(line: 16, column: 3, scope: !10)
!50 = !DILocation(line: 17, column: 3, scope: !10)
!51 = !DILocation(line: 18, column: 1, scope: !10)
