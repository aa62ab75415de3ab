; ModuleID = 'contract_field.c'
source_filename = "contract_field.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.params = type { double*, i32, i32 }

@x = dso_local global [1024 x double] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !17 {
entry:
  %n.addr = alloca i32, align 4
  %blk = alloca %struct.params, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !22, metadata !DIExpression()), !dbg !23
  %call = call i32 @bsp_nprocs(), !dbg !24
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !25
  call void @llvm.dbg.declare(metadata %struct.params* %blk, metadata !26, metadata !DIExpression()), !dbg !33
  %buf = getelementptr inbounds %struct.params, %struct.params* %blk, i32 0, i32 0, !dbg !34
  store double* getelementptr inbounds ([1024 x double], [1024 x double]* @x, i64 0, i64 0), double** %buf, align 8, !dbg !35
  %0 = load i32, i32* %n.addr, align 4, !dbg !36
  %count = getelementptr inbounds %struct.params, %struct.params* %blk, i32 0, i32 1, !dbg !37
  store i32 %0, i32* %count, align 8, !dbg !38
  %1 = load i32, i32* %n.addr, align 4, !dbg !39
  %conv = sext i32 %1 to i64, !dbg !39
  %mul = mul i64 %conv, 8, !dbg !40
  %conv1 = trunc i64 %mul to i32, !dbg !39
  %size = getelementptr inbounds %struct.params, %struct.params* %blk, i32 0, i32 2, !dbg !41
  store i32 %conv1, i32* %size, align 4, !dbg !42
  call void @lib_bcast(%struct.params* noundef %blk), !dbg !43
  call void @bsp_end(), !dbg !44
  ret void, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @lib_bcast(%struct.params* noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "contract_field.c", directory: "/work/wt/cmv/frontend/llvm/testdata/translate", checksumkind: CSK_MD5, checksum: "d2fa3761c4814f5d56b3001c0153ba80")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 65536, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 1024)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 17, type: !18, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{}
!22 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !3, line: 17, type: !20)
!23 = !DILocation(line: 17, column: 15, scope: !17)
!24 = !DILocation(line: 18, column: 13, scope: !17)
!25 = !DILocation(line: 18, column: 3, scope: !17)
!26 = !DILocalVariable(name: "blk", scope: !17, file: !3, line: 19, type: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "params", file: !3, line: 6, size: 128, elements: !28)
!28 = !{!29, !31, !32}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !27, file: !3, line: 7, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !27, file: !3, line: 8, baseType: !20, size: 32, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !27, file: !3, line: 9, baseType: !20, size: 32, offset: 96)
!33 = !DILocation(line: 19, column: 17, scope: !17)
!34 = !DILocation(line: 20, column: 7, scope: !17)
!35 = !DILocation(line: 20, column: 11, scope: !17)
!36 = !DILocation(line: 21, column: 15, scope: !17)
!37 = !DILocation(line: 21, column: 7, scope: !17)
!38 = !DILocation(line: 21, column: 13, scope: !17)
!39 = !DILocation(line: 22, column: 14, scope: !17)
!40 = !DILocation(line: 22, column: 16, scope: !17)
!41 = !DILocation(line: 22, column: 7, scope: !17)
!42 = !DILocation(line: 22, column: 12, scope: !17)
!43 = !DILocation(line: 23, column: 3, scope: !17)
!44 = !DILocation(line: 24, column: 3, scope: !17)
!45 = !DILocation(line: 25, column: 1, scope: !17)
