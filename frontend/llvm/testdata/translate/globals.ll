; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global [64 x double] zeroinitializer, align 16, !dbg !0
@N = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !20 {
entry:
  %p = alloca i32, align 4
  %i = alloca i32, align 4
  %call = call i32 @bsp_nprocs(), !dbg !24
  call void @bsp_begin(i32 noundef %call), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %p, metadata !26, metadata !DIExpression()), !dbg !27
  %call1 = call i32 @bsp_nprocs(), !dbg !28
  store i32 %call1, i32* %p, align 4, !dbg !27
  call void @bsp_push_reg(i8* noundef bitcast ([64 x double]* @x to i8*), i32 noundef 512), !dbg !29
  call void @bsp_sync(), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %i, metadata !31, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %i, align 4, !dbg !33
  br label %for.cond, !dbg !34

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !35
  %1 = load i32, i32* @N, align 4, !dbg !37
  %cmp = icmp slt i32 %0, %1, !dbg !38
  br i1 %cmp, label %for.body, label %for.end, !dbg !39

for.body:                                         ; preds = %for.cond
  %call2 = call i32 @bsp_pid(), !dbg !40
  %add = add nsw i32 %call2, 1, !dbg !41
  %2 = load i32, i32* %p, align 4, !dbg !42
  %rem = srem i32 %add, %2, !dbg !43
  call void @bsp_hpput(i32 noundef %rem, i8* noundef bitcast ([64 x double]* @x to i8*), i8* noundef bitcast ([64 x double]* @x to i8*), i32 noundef 0, i32 noundef 512), !dbg !44
  br label %for.inc, !dbg !44

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !45
  %inc = add nsw i32 %3, 1, !dbg !45
  store i32 %inc, i32* %i, align 4, !dbg !45
  br label %for.cond, !dbg !46, !llvm.loop !47

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !50
  call void @bsp_end(), !dbg !51
  ret void, !dbg !52
}

declare void @bsp_begin(i32 noundef) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #1

declare void @bsp_sync() #1

declare void @bsp_hpput(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #1

declare i32 @bsp_pid() #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "globals.c", directory: ".", checksumkind: CSK_MD5, checksum: "2321f4c4bde9715900d8cf092472623f")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "N", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 4096, elements: !10)
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !{!11}
!11 = !DISubrange(count: 64)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 9, type: !21, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!23 = !{}
!24 = !DILocation(line: 10, column: 13, scope: !20)
!25 = !DILocation(line: 10, column: 3, scope: !20)
!26 = !DILocalVariable(name: "p", scope: !20, file: !3, line: 11, type: !7)
!27 = !DILocation(line: 11, column: 7, scope: !20)
!28 = !DILocation(line: 11, column: 11, scope: !20)
!29 = !DILocation(line: 12, column: 3, scope: !20)
!30 = !DILocation(line: 13, column: 3, scope: !20)
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 14, type: !7)
!32 = distinct !DILexicalBlock(scope: !20, file: !3, line: 14, column: 3)
!33 = !DILocation(line: 14, column: 12, scope: !32)
!34 = !DILocation(line: 14, column: 8, scope: !32)
!35 = !DILocation(line: 14, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 14, column: 3)
!37 = !DILocation(line: 14, column: 23, scope: !36)
!38 = !DILocation(line: 14, column: 21, scope: !36)
!39 = !DILocation(line: 14, column: 3, scope: !32)
!40 = !DILocation(line: 15, column: 16, scope: !36)
!41 = !DILocation(line: 15, column: 26, scope: !36)
!42 = !DILocation(line: 15, column: 33, scope: !36)
!43 = !DILocation(line: 15, column: 31, scope: !36)
!44 = !DILocation(line: 15, column: 5, scope: !36)
!45 = !DILocation(line: 14, column: 27, scope: !36)
!46 = !DILocation(line: 14, column: 3, scope: !36)
!47 = distinct !{!47, !39, !48, !49}
!48 = !DILocation(line: 15, column: 64, scope: !32)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 16, column: 3, scope: !20)
!51 = !DILocation(line: 17, column: 3, scope: !20)
!52 = !DILocation(line: 18, column: 1, scope: !20)
