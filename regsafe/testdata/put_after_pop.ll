; ModuleID = 'put_after_pop.c'
source_filename = "put_after_pop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %n = alloca i64, align 8
  %one = alloca i64, align 8
  call void @llvm.dbg.declare(metadata i64* %n, metadata !14, metadata !DIExpression()), !dbg !16
  store i64 0, i64* %n, align 8, !dbg !16
  call void @llvm.dbg.declare(metadata i64* %one, metadata !17, metadata !DIExpression()), !dbg !18
  store i64 1, i64* %one, align 8, !dbg !18
  %call = call i32 @bsp_nprocs(), !dbg !19
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !20
  %0 = bitcast i64* %n to i8*, !dbg !21
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 8), !dbg !22
  call void @bsp_sync(), !dbg !23
  %1 = bitcast i64* %n to i8*, !dbg !24
  call void @bsp_pop_reg(i8* noundef %1), !dbg !25
  %2 = bitcast i64* %one to i8*, !dbg !26
  %3 = bitcast i64* %n to i8*, !dbg !27
  call void @bsp_put(i32 noundef 0, i8* noundef %2, i8* noundef %3, i32 noundef 0, i32 noundef 8), !dbg !28
  call void @bsp_sync(), !dbg !29
  %4 = bitcast i64* %one to i8*, !dbg !30
  %5 = bitcast i64* %n to i8*, !dbg !31
  call void @bsp_put(i32 noundef 0, i8* noundef %4, i8* noundef %5, i32 noundef 0, i32 noundef 8), !dbg !32
  call void @bsp_sync(), !dbg !33
  call void @bsp_end(), !dbg !34
  ret void, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "put_after_pop.c", directory: ".", checksumkind: CSK_MD5, checksum: "305163b3971206a07115d137b4d91726")
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
!14 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 5, type: !15)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !DILocation(line: 5, column: 8, scope: !10)
!17 = !DILocalVariable(name: "one", scope: !10, file: !1, line: 5, type: !15)
!18 = !DILocation(line: 5, column: 15, scope: !10)
!19 = !DILocation(line: 6, column: 13, scope: !10)
!20 = !DILocation(line: 6, column: 3, scope: !10)
!21 = !DILocation(line: 7, column: 16, scope: !10)
!22 = !DILocation(line: 7, column: 3, scope: !10)
!23 = !DILocation(line: 8, column: 3, scope: !10)
!24 = !DILocation(line: 9, column: 15, scope: !10)
!25 = !DILocation(line: 9, column: 3, scope: !10)
!26 = !DILocation(line: 10, column: 14, scope: !10)
!27 = !DILocation(line: 10, column: 20, scope: !10)
!28 = !DILocation(line: 10, column: 3, scope: !10)
!29 = !DILocation(line: 11, column: 3, scope: !10)
!30 = !DILocation(line: 12, column: 14, scope: !10)
!31 = !DILocation(line: 12, column: 20, scope: !10)
!32 = !DILocation(line: 12, column: 3, scope: !10)
!33 = !DILocation(line: 13, column: 3, scope: !10)
!34 = !DILocation(line: 14, column: 3, scope: !10)
!35 = !DILocation(line: 15, column: 1, scope: !10)
