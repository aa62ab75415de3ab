; ModuleID = 'null_calloc_extern.c'
source_filename = "null_calloc_extern.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %xs = alloca i32*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32** %xs, metadata !19, metadata !DIExpression()), !dbg !21
  store i32* null, i32** %xs, align 8, !dbg !21
  %call1 = call i32 @bsp_pid(), !dbg !22
  %cmp = icmp eq i32 %call1, 1, !dbg !24
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %0 = load i32, i32* %n.addr, align 4, !dbg !26
  %add = add nsw i32 %0, 2, !dbg !27
  %conv = sext i32 %add to i64, !dbg !26
  %call2 = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 4) #4, !dbg !28
  %1 = bitcast i8* %call2 to i32*, !dbg !28
  store i32* %1, i32** %xs, align 8, !dbg !29
  br label %if.end, !dbg !30

if.end:                                           ; preds = %if.then, %entry
  %2 = load i32*, i32** %xs, align 8, !dbg !31
  %3 = load i32, i32* %n.addr, align 4, !dbg !32
  %add3 = add nsw i32 %3, 2, !dbg !33
  call void @ext_fill(i32* noundef %2, i32 noundef %add3), !dbg !34
  call void @bsp_sync(), !dbg !35
  call void @bsp_end(), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare void @ext_fill(i32* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "null_calloc_extern.c", directory: "/work/wt/cmv/frontend/llvm/testdata/translate", checksumkind: CSK_MD5, checksum: "7d390c9af9add14e6549ddcd2e23d12d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!16 = !DILocation(line: 9, column: 15, scope: !10)
!17 = !DILocation(line: 10, column: 13, scope: !10)
!18 = !DILocation(line: 10, column: 3, scope: !10)
!19 = !DILocalVariable(name: "xs", scope: !10, file: !1, line: 11, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!21 = !DILocation(line: 11, column: 8, scope: !10)
!22 = !DILocation(line: 12, column: 7, scope: !23)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 7)
!24 = !DILocation(line: 12, column: 17, scope: !23)
!25 = !DILocation(line: 12, column: 7, scope: !10)
!26 = !DILocation(line: 13, column: 17, scope: !23)
!27 = !DILocation(line: 13, column: 19, scope: !23)
!28 = !DILocation(line: 13, column: 10, scope: !23)
!29 = !DILocation(line: 13, column: 8, scope: !23)
!30 = !DILocation(line: 13, column: 5, scope: !23)
!31 = !DILocation(line: 14, column: 12, scope: !10)
!32 = !DILocation(line: 14, column: 16, scope: !10)
!33 = !DILocation(line: 14, column: 18, scope: !10)
!34 = !DILocation(line: 14, column: 3, scope: !10)
!35 = !DILocation(line: 15, column: 3, scope: !10)
!36 = !DILocation(line: 16, column: 3, scope: !10)
!37 = !DILocation(line: 17, column: 1, scope: !10)
