; ModuleID = 'pop_by_some.c'
source_filename = "pop_by_some.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %buf = alloca [4 x i32], align 16
  %s = alloca i32, align 4
  %p = alloca i32, align 4
  call void @llvm.dbg.declare(metadata [4 x i32]* %buf, metadata !14, metadata !DIExpression()), !dbg !19
  %call = call i32 @bsp_nprocs(), !dbg !20
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %s, metadata !22, metadata !DIExpression()), !dbg !23
  %call1 = call i32 @bsp_pid(), !dbg !24
  store i32 %call1, i32* %s, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %p, metadata !25, metadata !DIExpression()), !dbg !26
  %call2 = call i32 @bsp_nprocs(), !dbg !27
  store i32 %call2, i32* %p, align 4, !dbg !26
  %arraydecay = getelementptr inbounds [4 x i32], [4 x i32]* %buf, i64 0, i64 0, !dbg !28
  %0 = bitcast i32* %arraydecay to i8*, !dbg !28
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 16), !dbg !29
  call void @bsp_sync(), !dbg !30
  %1 = load i32, i32* %s, align 4, !dbg !31
  %2 = load i32, i32* %p, align 4, !dbg !33
  %sub = sub nsw i32 %2, 1, !dbg !34
  %cmp = icmp ne i32 %1, %sub, !dbg !35
  br i1 %cmp, label %if.then, label %if.end, !dbg !36

if.then:                                          ; preds = %entry
  %arraydecay3 = getelementptr inbounds [4 x i32], [4 x i32]* %buf, i64 0, i64 0, !dbg !37
  %3 = bitcast i32* %arraydecay3 to i8*, !dbg !37
  call void @bsp_pop_reg(i8* noundef %3), !dbg !38
  br label %if.end, !dbg !38

if.end:                                           ; preds = %if.then, %entry
  call void @bsp_sync(), !dbg !39
  call void @bsp_end(), !dbg !40
  ret void, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pop_by_some.c", directory: ".", checksumkind: CSK_MD5, checksum: "52e0ebebf6eb555de0de633f5705bb47")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 5, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DILocation(line: 5, column: 7, scope: !10)
!20 = !DILocation(line: 6, column: 13, scope: !10)
!21 = !DILocation(line: 6, column: 3, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !16)
!23 = !DILocation(line: 7, column: 7, scope: !10)
!24 = !DILocation(line: 7, column: 11, scope: !10)
!25 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 7, type: !16)
!26 = !DILocation(line: 7, column: 22, scope: !10)
!27 = !DILocation(line: 7, column: 26, scope: !10)
!28 = !DILocation(line: 8, column: 16, scope: !10)
!29 = !DILocation(line: 8, column: 3, scope: !10)
!30 = !DILocation(line: 9, column: 3, scope: !10)
!31 = !DILocation(line: 10, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 7)
!33 = !DILocation(line: 10, column: 12, scope: !32)
!34 = !DILocation(line: 10, column: 14, scope: !32)
!35 = !DILocation(line: 10, column: 9, scope: !32)
!36 = !DILocation(line: 10, column: 7, scope: !10)
!37 = !DILocation(line: 11, column: 17, scope: !32)
!38 = !DILocation(line: 11, column: 5, scope: !32)
!39 = !DILocation(line: 12, column: 3, scope: !10)
!40 = !DILocation(line: 13, column: 3, scope: !10)
!41 = !DILocation(line: 14, column: 1, scope: !10)
