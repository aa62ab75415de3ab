; ModuleID = 'irreducible.c'
source_filename = "irreducible.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %i, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 0, i32* %i, align 4, !dbg !20
  %0 = load i32, i32* %N.addr, align 4, !dbg !21
  %cmp = icmp sgt i32 %0, 3, !dbg !23
  br i1 %cmp, label %if.then, label %if.end, !dbg !24

if.then:                                          ; preds = %entry
  br label %inside, !dbg !25

if.end:                                           ; preds = %entry
  br label %while.cond, !dbg !26

while.cond:                                       ; preds = %inside, %if.end
  %1 = load i32, i32* %i, align 4, !dbg !27
  %2 = load i32, i32* %N.addr, align 4, !dbg !28
  %cmp1 = icmp slt i32 %1, %2, !dbg !29
  br i1 %cmp1, label %while.body, label %while.end, !dbg !26

while.body:                                       ; preds = %while.cond
  %3 = load i32, i32* %i, align 4, !dbg !30
  %add = add nsw i32 %3, 1, !dbg !32
  store i32 %add, i32* %i, align 4, !dbg !33
  br label %inside, !dbg !34

inside:                                           ; preds = %while.body, %if.then
  call void @llvm.dbg.label(metadata !35), !dbg !36
  %4 = load i32, i32* %i, align 4, !dbg !37
  %add2 = add nsw i32 %4, 2, !dbg !38
  store i32 %add2, i32* %i, align 4, !dbg !39
  br label %while.cond, !dbg !26, !llvm.loop !40

while.end:                                        ; preds = %while.cond
  call void @bsp_end(), !dbg !43
  ret void, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "irreducible.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4ef659df01f324102d9348c65819a03")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!16 = !DILocation(line: 2, column: 15, scope: !10)
!17 = !DILocation(line: 3, column: 13, scope: !10)
!18 = !DILocation(line: 3, column: 3, scope: !10)
!19 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 4, type: !13)
!20 = !DILocation(line: 4, column: 7, scope: !10)
!21 = !DILocation(line: 5, column: 7, scope: !22)
!22 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 7)
!23 = !DILocation(line: 5, column: 9, scope: !22)
!24 = !DILocation(line: 5, column: 7, scope: !10)
!25 = !DILocation(line: 6, column: 5, scope: !22)
!26 = !DILocation(line: 7, column: 3, scope: !10)
!27 = !DILocation(line: 7, column: 10, scope: !10)
!28 = !DILocation(line: 7, column: 14, scope: !10)
!29 = !DILocation(line: 7, column: 12, scope: !10)
!30 = !DILocation(line: 8, column: 9, scope: !31)
!31 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 17)
!32 = !DILocation(line: 8, column: 11, scope: !31)
!33 = !DILocation(line: 8, column: 7, scope: !31)
!34 = !DILocation(line: 8, column: 5, scope: !31)
!35 = !DILabel(scope: !31, name: "inside", file: !1, line: 9)
!36 = !DILocation(line: 9, column: 3, scope: !31)
!37 = !DILocation(line: 10, column: 9, scope: !31)
!38 = !DILocation(line: 10, column: 11, scope: !31)
!39 = !DILocation(line: 10, column: 7, scope: !31)
!40 = distinct !{!40, !26, !41, !42}
!41 = !DILocation(line: 11, column: 3, scope: !10)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 12, column: 3, scope: !10)
!44 = !DILocation(line: 13, column: 1, scope: !10)
