; ModuleID = 'entry_nosync.c'
source_filename = "entry_nosync.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @test_pid() #0 !dbg !10 {
entry:
  %s = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %s, metadata !14, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_pid(), !dbg !17
  store i32 %call, i32* %s, align 4, !dbg !16
  %0 = load i32, i32* %s, align 4, !dbg !18
  call void @report(i32 noundef %0), !dbg !19
  ret void, !dbg !20
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @bsp_pid() #2

declare void @report(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !21 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !27, metadata !DIExpression()), !dbg !28
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !29, metadata !DIExpression()), !dbg !30
  call void @test_pid(), !dbg !31
  ret i32 0, !dbg !32
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "entry_nosync.c", directory: ".", checksumkind: CSK_MD5, checksum: "fa9a9e8d6114de40226b909ad9fc2751")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "test_pid", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 8, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 8, column: 7, scope: !10)
!17 = !DILocation(line: 8, column: 11, scope: !10)
!18 = !DILocation(line: 9, column: 10, scope: !10)
!19 = !DILocation(line: 9, column: 3, scope: !10)
!20 = !DILocation(line: 10, column: 1, scope: !10)
!21 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !22, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!22 = !DISubroutineType(types: !23)
!23 = !{!15, !15, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !DILocalVariable(name: "argc", arg: 1, scope: !21, file: !1, line: 11, type: !15)
!28 = !DILocation(line: 11, column: 14, scope: !21)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !21, file: !1, line: 11, type: !24)
!30 = !DILocation(line: 11, column: 27, scope: !21)
!31 = !DILocation(line: 12, column: 3, scope: !21)
!32 = !DILocation(line: 13, column: 3, scope: !21)
