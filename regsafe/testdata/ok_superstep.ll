; ModuleID = 'ok_superstep.c'
source_filename = "ok_superstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %c = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %a, metadata !14, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %c, metadata !19, metadata !DIExpression()), !dbg !20
  %call = call i32 @bsp_nprocs(), !dbg !21
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !22
  %0 = bitcast i32* %a to i8*, !dbg !23
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 4), !dbg !24
  %1 = bitcast i32* %a to i8*, !dbg !25
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 4), !dbg !26
  %2 = bitcast i32* %a to i8*, !dbg !27
  call void @bsp_pop_reg(i8* noundef %2), !dbg !28
  %3 = bitcast i32* %a to i8*, !dbg !29
  call void @bsp_pop_reg(i8* noundef %3), !dbg !30
  %4 = bitcast i32* %b to i8*, !dbg !31
  call void @bsp_push_reg(i8* noundef %4, i32 noundef 4), !dbg !32
  %5 = bitcast i32* %c to i8*, !dbg !33
  call void @bsp_push_reg(i8* noundef %5, i32 noundef 4), !dbg !34
  call void @bsp_sync(), !dbg !35
  %6 = bitcast i32* %b to i8*, !dbg !36
  call void @bsp_pop_reg(i8* noundef %6), !dbg !37
  %7 = bitcast i32* %a to i8*, !dbg !38
  %8 = bitcast i32* %b to i8*, !dbg !39
  call void @bsp_put(i32 noundef 0, i8* noundef %7, i8* noundef %8, i32 noundef 0, i32 noundef 4), !dbg !40
  call void @bsp_sync(), !dbg !41
  %9 = bitcast i32* %c to i8*, !dbg !42
  call void @bsp_pop_reg(i8* noundef %9), !dbg !43
  call void @bsp_sync(), !dbg !44
  call void @bsp_end(), !dbg !45
  ret void, !dbg !46
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_pop_reg(i8* noundef) #2

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
!1 = !DIFile(filename: "ok_superstep.c", directory: ".", checksumkind: CSK_MD5, checksum: "fe8f01c1f89736d1ed7f3f60aa48d4d9")
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
!14 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 6, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 6, column: 7, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 6, type: !15)
!18 = !DILocation(line: 6, column: 10, scope: !10)
!19 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 6, type: !15)
!20 = !DILocation(line: 6, column: 13, scope: !10)
!21 = !DILocation(line: 7, column: 13, scope: !10)
!22 = !DILocation(line: 7, column: 3, scope: !10)
!23 = !DILocation(line: 8, column: 16, scope: !10)
!24 = !DILocation(line: 8, column: 3, scope: !10)
!25 = !DILocation(line: 9, column: 16, scope: !10)
!26 = !DILocation(line: 9, column: 3, scope: !10)
!27 = !DILocation(line: 10, column: 15, scope: !10)
!28 = !DILocation(line: 10, column: 3, scope: !10)
!29 = !DILocation(line: 11, column: 15, scope: !10)
!30 = !DILocation(line: 11, column: 3, scope: !10)
!31 = !DILocation(line: 12, column: 16, scope: !10)
!32 = !DILocation(line: 12, column: 3, scope: !10)
!33 = !DILocation(line: 13, column: 16, scope: !10)
!34 = !DILocation(line: 13, column: 3, scope: !10)
!35 = !DILocation(line: 14, column: 3, scope: !10)
!36 = !DILocation(line: 15, column: 15, scope: !10)
!37 = !DILocation(line: 15, column: 3, scope: !10)
!38 = !DILocation(line: 16, column: 14, scope: !10)
!39 = !DILocation(line: 16, column: 18, scope: !10)
!40 = !DILocation(line: 16, column: 3, scope: !10)
!41 = !DILocation(line: 17, column: 3, scope: !10)
!42 = !DILocation(line: 18, column: 15, scope: !10)
!43 = !DILocation(line: 18, column: 3, scope: !10)
!44 = !DILocation(line: 19, column: 3, scope: !10)
!45 = !DILocation(line: 20, column: 3, scope: !10)
!46 = !DILocation(line: 21, column: 1, scope: !10)
