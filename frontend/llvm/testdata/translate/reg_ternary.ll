; ModuleID = 'reg_ternary.c'
source_filename = "reg_ternary.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %x = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %x, metadata !14, metadata !DIExpression()), !dbg !16
  store i32 0, i32* %x, align 4, !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  %call1 = call i32 @bsp_pid(), !dbg !19
  %tobool = icmp ne i32 %call1, 0, !dbg !19
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !19

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !19

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !19

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32* [ %x, %cond.true ], [ null, %cond.false ], !dbg !19
  %0 = bitcast i32* %cond to i8*, !dbg !19
  %call2 = call i32 @bsp_pid(), !dbg !20
  %tobool3 = icmp ne i32 %call2, 0, !dbg !20
  %1 = zext i1 %tobool3 to i64, !dbg !20
  %cond4 = select i1 %tobool3, i64 4, i64 0, !dbg !20
  %conv = trunc i64 %cond4 to i32, !dbg !20
  call void @bsp_push_reg(i8* noundef %0, i32 noundef %conv), !dbg !21
  call void @bsp_sync(), !dbg !22
  %call5 = call i32 @bsp_pid(), !dbg !23
  %tobool6 = icmp ne i32 %call5, 0, !dbg !23
  br i1 %tobool6, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %cond.end
  %call7 = call i32 @bsp_nprocs(), !dbg !26
  %sub = sub nsw i32 %call7, 1, !dbg !27
  %call8 = call i32 @bsp_pid(), !dbg !28
  %sub9 = sub nsw i32 %sub, %call8, !dbg !29
  %2 = bitcast i32* %x to i8*, !dbg !30
  %3 = bitcast i32* %x to i8*, !dbg !31
  call void @bsp_get(i32 noundef %sub9, i8* noundef %2, i32 noundef 0, i8* noundef %3, i32 noundef 4), !dbg !32
  br label %if.end, !dbg !32

if.end:                                           ; preds = %if.then, %cond.end
  call void @bsp_sync(), !dbg !33
  %4 = bitcast i32* %x to i8*, !dbg !34
  call void @bsp_pop_reg(i8* noundef %4), !dbg !35
  call void @bsp_end(), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare i32 @bsp_pid() #2

declare void @bsp_sync() #2

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "reg_ternary.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ff81959ed6811f90f2aaca3de844e17")
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
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 6, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 6, column: 7, scope: !10)
!17 = !DILocation(line: 7, column: 13, scope: !10)
!18 = !DILocation(line: 7, column: 3, scope: !10)
!19 = !DILocation(line: 8, column: 16, scope: !10)
!20 = !DILocation(line: 8, column: 39, scope: !10)
!21 = !DILocation(line: 8, column: 3, scope: !10)
!22 = !DILocation(line: 9, column: 3, scope: !10)
!23 = !DILocation(line: 10, column: 7, scope: !24)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 7)
!25 = !DILocation(line: 10, column: 7, scope: !10)
!26 = !DILocation(line: 11, column: 13, scope: !24)
!27 = !DILocation(line: 11, column: 26, scope: !24)
!28 = !DILocation(line: 11, column: 32, scope: !24)
!29 = !DILocation(line: 11, column: 30, scope: !24)
!30 = !DILocation(line: 11, column: 43, scope: !24)
!31 = !DILocation(line: 11, column: 50, scope: !24)
!32 = !DILocation(line: 11, column: 5, scope: !24)
!33 = !DILocation(line: 12, column: 3, scope: !10)
!34 = !DILocation(line: 13, column: 15, scope: !10)
!35 = !DILocation(line: 13, column: 3, scope: !10)
!36 = !DILocation(line: 14, column: 3, scope: !10)
!37 = !DILocation(line: 15, column: 1, scope: !10)
