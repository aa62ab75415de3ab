; ModuleID = 'put_counter.c'
source_filename = "put_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tmp = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !0
@idx = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %nv) #0 !dbg !19 {
entry:
  %nv.addr = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 %nv, i32* %nv.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %nv.addr, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %j, metadata !25, metadata !DIExpression()), !dbg !26
  %call = call i32 @bsp_nprocs(), !dbg !27
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !28
  call void @bsp_push_reg(i8* noundef bitcast ([64 x i32]* @tmp to i8*), i32 noundef 256), !dbg !29
  call void @bsp_sync(), !dbg !30
  store i32 0, i32* %j, align 4, !dbg !31
  br label %for.cond, !dbg !33

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %j, align 4, !dbg !34
  %1 = load i32, i32* %nv.addr, align 4, !dbg !36
  %cmp = icmp slt i32 %0, %1, !dbg !37
  br i1 %cmp, label %for.body, label %for.end, !dbg !38

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %j, align 4, !dbg !39
  %idxprom = sext i32 %2 to i64, !dbg !40
  %arrayidx = getelementptr inbounds [64 x i32], [64 x i32]* @idx, i64 0, i64 %idxprom, !dbg !40
  %3 = load i32, i32* %arrayidx, align 4, !dbg !40
  %call1 = call i32 @bsp_nprocs(), !dbg !41
  %rem = srem i32 %3, %call1, !dbg !42
  %4 = bitcast i32* %j to i8*, !dbg !43
  %5 = load i32, i32* %j, align 4, !dbg !44
  %idxprom2 = sext i32 %5 to i64, !dbg !45
  %arrayidx3 = getelementptr inbounds [64 x i32], [64 x i32]* @idx, i64 0, i64 %idxprom2, !dbg !45
  %6 = load i32, i32* %arrayidx3, align 4, !dbg !45
  %call4 = call i32 @bsp_nprocs(), !dbg !46
  %div = sdiv i32 %6, %call4, !dbg !47
  %conv = sext i32 %div to i64, !dbg !48
  %mul = mul i64 %conv, 4, !dbg !49
  %conv5 = trunc i64 %mul to i32, !dbg !48
  call void @bsp_put(i32 noundef %rem, i8* noundef %4, i8* noundef bitcast ([64 x i32]* @tmp to i8*), i32 noundef %conv5, i32 noundef 4), !dbg !50
  br label %for.inc, !dbg !50

for.inc:                                          ; preds = %for.body
  %7 = load i32, i32* %j, align 4, !dbg !51
  %inc = add nsw i32 %7, 1, !dbg !51
  store i32 %inc, i32* %j, align 4, !dbg !51
  br label %for.cond, !dbg !52, !llvm.loop !53

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !56
  call void @bsp_end(), !dbg !57
  ret void, !dbg !58
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tmp", scope: !2, file: !3, line: 5, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "put_counter.c", directory: ".", checksumkind: CSK_MD5, checksum: "90d32cb4a474327e702b1b820e13dabb")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "idx", scope: !2, file: !3, line: 5, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 7, type: !20, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !8}
!22 = !{}
!23 = !DILocalVariable(name: "nv", arg: 1, scope: !19, file: !3, line: 7, type: !8)
!24 = !DILocation(line: 7, column: 15, scope: !19)
!25 = !DILocalVariable(name: "j", scope: !19, file: !3, line: 8, type: !8)
!26 = !DILocation(line: 8, column: 7, scope: !19)
!27 = !DILocation(line: 9, column: 13, scope: !19)
!28 = !DILocation(line: 9, column: 3, scope: !19)
!29 = !DILocation(line: 10, column: 3, scope: !19)
!30 = !DILocation(line: 11, column: 3, scope: !19)
!31 = !DILocation(line: 12, column: 10, scope: !32)
!32 = distinct !DILexicalBlock(scope: !19, file: !3, line: 12, column: 3)
!33 = !DILocation(line: 12, column: 8, scope: !32)
!34 = !DILocation(line: 12, column: 15, scope: !35)
!35 = distinct !DILexicalBlock(scope: !32, file: !3, line: 12, column: 3)
!36 = !DILocation(line: 12, column: 19, scope: !35)
!37 = !DILocation(line: 12, column: 17, scope: !35)
!38 = !DILocation(line: 12, column: 3, scope: !32)
!39 = !DILocation(line: 13, column: 17, scope: !35)
!40 = !DILocation(line: 13, column: 13, scope: !35)
!41 = !DILocation(line: 13, column: 22, scope: !35)
!42 = !DILocation(line: 13, column: 20, scope: !35)
!43 = !DILocation(line: 13, column: 36, scope: !35)
!44 = !DILocation(line: 13, column: 50, scope: !35)
!45 = !DILocation(line: 13, column: 46, scope: !35)
!46 = !DILocation(line: 13, column: 55, scope: !35)
!47 = !DILocation(line: 13, column: 53, scope: !35)
!48 = !DILocation(line: 13, column: 45, scope: !35)
!49 = !DILocation(line: 13, column: 69, scope: !35)
!50 = !DILocation(line: 13, column: 5, scope: !35)
!51 = !DILocation(line: 12, column: 24, scope: !35)
!52 = !DILocation(line: 12, column: 3, scope: !35)
!53 = distinct !{!53, !38, !54, !55}
!54 = !DILocation(line: 13, column: 95, scope: !32)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 14, column: 3, scope: !19)
!57 = !DILocation(line: 15, column: 3, scope: !19)
!58 = !DILocation(line: 16, column: 1, scope: !19)
