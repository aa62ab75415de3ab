; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ROUNDS = dso_local global i32 3, align 4, !dbg !0
@x = dso_local global [64 x double] zeroinitializer, align 16, !dbg !8
@N = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !22 {
entry:
  %p = alloca i32, align 4
  %i = alloca i32, align 4
  %call = call i32 @bsp_nprocs(), !dbg !26
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %p, metadata !28, metadata !DIExpression()), !dbg !29
  %call1 = call i32 @bsp_nprocs(), !dbg !30
  store i32 %call1, i32* %p, align 4, !dbg !29
  call void @bsp_push_reg(i8* noundef bitcast ([64 x double]* @x to i8*), i32 noundef 512), !dbg !31
  call void @bsp_sync(), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %i, metadata !33, metadata !DIExpression()), !dbg !35
  store i32 0, i32* %i, align 4, !dbg !35
  br label %for.cond, !dbg !36

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !37
  %1 = load i32, i32* @N, align 4, !dbg !39
  %2 = load i32, i32* @ROUNDS, align 4, !dbg !40
  %mul = mul nsw i32 %1, %2, !dbg !41
  %cmp = icmp slt i32 %0, %mul, !dbg !42
  br i1 %cmp, label %for.body, label %for.end, !dbg !43

for.body:                                         ; preds = %for.cond
  %call2 = call i32 @bsp_pid(), !dbg !44
  %add = add nsw i32 %call2, 1, !dbg !45
  %3 = load i32, i32* %p, align 4, !dbg !46
  %rem = srem i32 %add, %3, !dbg !47
  call void @bsp_hpput(i32 noundef %rem, i8* noundef bitcast ([64 x double]* @x to i8*), i8* noundef bitcast ([64 x double]* @x to i8*), i32 noundef 0, i32 noundef 512), !dbg !48
  br label %for.inc, !dbg !48

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4, !dbg !49
  %inc = add nsw i32 %4, 1, !dbg !49
  store i32 %inc, i32* %i, align 4, !dbg !49
  br label %for.cond, !dbg !50, !llvm.loop !51

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !54
  call void @bsp_end(), !dbg !55
  ret void, !dbg !56
}

declare void @bsp_begin(...) #1

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
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ROUNDS", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "globals.c", directory: ".", checksumkind: CSK_MD5, checksum: "db161c59b1a5dfc38143baa36b47f24a")
!4 = !{!0, !5, !8}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "N", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 8, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 4096, elements: !12)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !{!13}
!13 = !DISubrange(count: 64)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 10, type: !23, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{null}
!25 = !{}
!26 = !DILocation(line: 11, column: 13, scope: !22)
!27 = !DILocation(line: 11, column: 3, scope: !22)
!28 = !DILocalVariable(name: "p", scope: !22, file: !3, line: 12, type: !7)
!29 = !DILocation(line: 12, column: 7, scope: !22)
!30 = !DILocation(line: 12, column: 11, scope: !22)
!31 = !DILocation(line: 13, column: 3, scope: !22)
!32 = !DILocation(line: 14, column: 3, scope: !22)
!33 = !DILocalVariable(name: "i", scope: !34, file: !3, line: 15, type: !7)
!34 = distinct !DILexicalBlock(scope: !22, file: !3, line: 15, column: 3)
!35 = !DILocation(line: 15, column: 12, scope: !34)
!36 = !DILocation(line: 15, column: 8, scope: !34)
!37 = !DILocation(line: 15, column: 19, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !3, line: 15, column: 3)
!39 = !DILocation(line: 15, column: 23, scope: !38)
!40 = !DILocation(line: 15, column: 27, scope: !38)
!41 = !DILocation(line: 15, column: 25, scope: !38)
!42 = !DILocation(line: 15, column: 21, scope: !38)
!43 = !DILocation(line: 15, column: 3, scope: !34)
!44 = !DILocation(line: 16, column: 16, scope: !38)
!45 = !DILocation(line: 16, column: 26, scope: !38)
!46 = !DILocation(line: 16, column: 33, scope: !38)
!47 = !DILocation(line: 16, column: 31, scope: !38)
!48 = !DILocation(line: 16, column: 5, scope: !38)
!49 = !DILocation(line: 15, column: 36, scope: !38)
!50 = !DILocation(line: 15, column: 3, scope: !38)
!51 = distinct !{!51, !43, !52, !53}
!52 = !DILocation(line: 16, column: 64, scope: !34)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 17, column: 3, scope: !22)
!55 = !DILocation(line: 18, column: 3, scope: !22)
!56 = !DILocation(line: 19, column: 1, scope: !22)
