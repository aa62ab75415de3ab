; ModuleID = 'pid_mpi_dialect.c'
source_filename = "pid_mpi_dialect.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %s = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %s, metadata !14, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_pid(), !dbg !17
  store i32 %call, i32* %s, align 4, !dbg !16
  %call1 = call i32 @bsp_nprocs(), !dbg !18
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call1), !dbg !19
  %0 = load i32, i32* %s, align 4, !dbg !20
  %cmp = icmp ne i32 %0, 0, !dbg !22
  br i1 %cmp, label %if.then, label %if.end, !dbg !23

if.then:                                          ; preds = %entry
  %call2 = call i32 (i32, ...) bitcast (i32 (...)* @bspcost_work to i32 (i32, ...)*)(i32 noundef 5), !dbg !24
  br label %if.end, !dbg !24

if.end:                                           ; preds = %if.then, %entry
  call void @bsp_sync(), !dbg !25
  call void @bsp_end(), !dbg !26
  ret void, !dbg !27
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @bsp_pid() #2

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bspcost_work(...) #2

declare void @bsp_sync() #2

declare void @bsp_end() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !28 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !34, metadata !DIExpression()), !dbg !35
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !36, metadata !DIExpression()), !dbg !37
  call void (i32*, i8***, ...) bitcast (void (...)* @bsp_init to void (i32*, i8***, ...)*)(i32* noundef %argc.addr, i8*** noundef %argv.addr), !dbg !38
  call void @spmd(), !dbg !39
  ret i32 0, !dbg !40
}

declare void @bsp_init(...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pid_mpi_dialect.c", directory: ".", checksumkind: CSK_MD5, checksum: "c3f55cf8192a55be57b6f9445a2895f2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 7, column: 9, scope: !10)
!17 = !DILocation(line: 7, column: 13, scope: !10)
!18 = !DILocation(line: 8, column: 15, scope: !10)
!19 = !DILocation(line: 8, column: 5, scope: !10)
!20 = !DILocation(line: 9, column: 9, scope: !21)
!21 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 9)
!22 = !DILocation(line: 9, column: 11, scope: !21)
!23 = !DILocation(line: 9, column: 9, scope: !10)
!24 = !DILocation(line: 10, column: 9, scope: !21)
!25 = !DILocation(line: 11, column: 5, scope: !10)
!26 = !DILocation(line: 12, column: 5, scope: !10)
!27 = !DILocation(line: 13, column: 1, scope: !10)
!28 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 15, type: !29, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!29 = !DISubroutineType(types: !30)
!30 = !{!15, !15, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!34 = !DILocalVariable(name: "argc", arg: 1, scope: !28, file: !1, line: 15, type: !15)
!35 = !DILocation(line: 15, column: 14, scope: !28)
!36 = !DILocalVariable(name: "argv", arg: 2, scope: !28, file: !1, line: 15, type: !31)
!37 = !DILocation(line: 15, column: 27, scope: !28)
!38 = !DILocation(line: 16, column: 5, scope: !28)
!39 = !DILocation(line: 17, column: 5, scope: !28)
!40 = !DILocation(line: 18, column: 5, scope: !28)
