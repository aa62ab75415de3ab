; ModuleID = 'fn_pointer_field.c'
source_filename = "fn_pointer_field.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ops = type { i32 (i32)*, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %o = alloca %struct.ops, align 8
  %v = alloca i32, align 4
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata %struct.ops* %o, metadata !14, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %v, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 0, i32* %v, align 4, !dbg !25
  %call = call i32 @bsp_nprocs(), !dbg !26
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !27
  %op = getelementptr inbounds %struct.ops, %struct.ops* %o, i32 0, i32 0, !dbg !28
  store i32 (i32)* @twice, i32 (i32)** %op, align 8, !dbg !29
  %n = getelementptr inbounds %struct.ops, %struct.ops* %o, i32 0, i32 1, !dbg !30
  store i32 4, i32* %n, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %i, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %i, align 4, !dbg !34
  br label %for.cond, !dbg !35

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !36
  %n1 = getelementptr inbounds %struct.ops, %struct.ops* %o, i32 0, i32 1, !dbg !38
  %1 = load i32, i32* %n1, align 8, !dbg !38
  %cmp = icmp slt i32 %0, %1, !dbg !39
  br i1 %cmp, label %for.body, label %for.end, !dbg !40

for.body:                                         ; preds = %for.cond
  %op2 = getelementptr inbounds %struct.ops, %struct.ops* %o, i32 0, i32 0, !dbg !41
  %2 = load i32 (i32)*, i32 (i32)** %op2, align 8, !dbg !41
  %3 = load i32, i32* %i, align 4, !dbg !42
  %call3 = call i32 %2(i32 noundef %3), !dbg !43
  %4 = load i32, i32* %v, align 4, !dbg !44
  %add = add nsw i32 %4, %call3, !dbg !44
  store i32 %add, i32* %v, align 4, !dbg !44
  br label %for.inc, !dbg !45

for.inc:                                          ; preds = %for.body
  %5 = load i32, i32* %i, align 4, !dbg !46
  %inc = add nsw i32 %5, 1, !dbg !46
  store i32 %inc, i32* %i, align 4, !dbg !46
  br label %for.cond, !dbg !47, !llvm.loop !48

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !51
  call void @bsp_end(), !dbg !52
  ret void, !dbg !53
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %x) #0 !dbg !54 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, i32* %x.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %x.addr, metadata !55, metadata !DIExpression()), !dbg !56
  %0 = load i32, i32* %x.addr, align 4, !dbg !57
  %mul = mul nsw i32 2, %0, !dbg !58
  ret i32 %mul, !dbg !59
}

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fn_pointer_field.c", directory: ".", checksumkind: CSK_MD5, checksum: "f6fa15928090565ddb870e4eb7440d4e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "o", scope: !10, file: !1, line: 13, type: !15)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ops", file: !1, line: 5, size: 128, elements: !16)
!16 = !{!17, !22}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !15, file: !1, line: 6, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !15, file: !1, line: 7, baseType: !21, size: 32, offset: 64)
!23 = !DILocation(line: 13, column: 14, scope: !10)
!24 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 14, type: !21)
!25 = !DILocation(line: 14, column: 7, scope: !10)
!26 = !DILocation(line: 15, column: 13, scope: !10)
!27 = !DILocation(line: 15, column: 3, scope: !10)
!28 = !DILocation(line: 16, column: 5, scope: !10)
!29 = !DILocation(line: 16, column: 8, scope: !10)
!30 = !DILocation(line: 17, column: 5, scope: !10)
!31 = !DILocation(line: 17, column: 7, scope: !10)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 18, type: !21)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 3)
!34 = !DILocation(line: 18, column: 12, scope: !33)
!35 = !DILocation(line: 18, column: 8, scope: !33)
!36 = !DILocation(line: 18, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 18, column: 3)
!38 = !DILocation(line: 18, column: 25, scope: !37)
!39 = !DILocation(line: 18, column: 21, scope: !37)
!40 = !DILocation(line: 18, column: 3, scope: !33)
!41 = !DILocation(line: 19, column: 12, scope: !37)
!42 = !DILocation(line: 19, column: 15, scope: !37)
!43 = !DILocation(line: 19, column: 10, scope: !37)
!44 = !DILocation(line: 19, column: 7, scope: !37)
!45 = !DILocation(line: 19, column: 5, scope: !37)
!46 = !DILocation(line: 18, column: 29, scope: !37)
!47 = !DILocation(line: 18, column: 3, scope: !37)
!48 = distinct !{!48, !40, !49, !50}
!49 = !DILocation(line: 19, column: 16, scope: !33)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 20, column: 3, scope: !10)
!52 = !DILocation(line: 21, column: 3, scope: !10)
!53 = !DILocation(line: 22, column: 1, scope: !10)
!54 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 10, type: !19, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!55 = !DILocalVariable(name: "x", arg: 1, scope: !54, file: !1, line: 10, type: !21)
!56 = !DILocation(line: 10, column: 22, scope: !54)
!57 = !DILocation(line: 10, column: 38, scope: !54)
!58 = !DILocation(line: 10, column: 36, scope: !54)
!59 = !DILocation(line: 10, column: 27, scope: !54)
