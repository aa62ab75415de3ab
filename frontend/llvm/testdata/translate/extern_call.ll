; ModuleID = 'extern_call.c'
source_filename = "extern_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %a = alloca [16 x i32], align 16
  %m = alloca i32, align 4
  %y = alloca double, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata [16 x i32]* %a, metadata !17, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %m, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 0, i32* %m, align 4, !dbg !23
  %call = call i32 @bsp_nprocs(), !dbg !24
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !25
  call void @llvm.dbg.declare(metadata double* %y, metadata !26, metadata !DIExpression()), !dbg !28
  %call1 = call double @compute(double noundef 2.000000e+00), !dbg !29
  store double %call1, double* %y, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %k, metadata !30, metadata !DIExpression()), !dbg !31
  %arraydecay = getelementptr inbounds [16 x i32], [16 x i32]* %a, i64 0, i64 0, !dbg !32
  %call2 = call i32 @fill(i32* noundef %arraydecay, i32 noundef 16), !dbg !33
  store i32 %call2, i32* %k, align 4, !dbg !31
  %call3 = call i32 @fill(i32* noundef %m, i32 noundef 1), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %i, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %i, align 4, !dbg !37
  br label %for.cond, !dbg !38

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !39
  %arrayidx = getelementptr inbounds [16 x i32], [16 x i32]* %a, i64 0, i64 3, !dbg !41
  %1 = load i32, i32* %arrayidx, align 4, !dbg !41
  %2 = load i32, i32* %k, align 4, !dbg !42
  %add = add nsw i32 %1, %2, !dbg !43
  %cmp = icmp slt i32 %0, %add, !dbg !44
  br i1 %cmp, label %for.body, label %for.end, !dbg !45

for.body:                                         ; preds = %for.cond
  call void @bsp_sync(), !dbg !46
  br label %for.inc, !dbg !46

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !47
  %inc = add nsw i32 %3, 1, !dbg !47
  store i32 %inc, i32* %i, align 4, !dbg !47
  br label %for.cond, !dbg !48, !llvm.loop !49

for.end:                                          ; preds = %for.cond
  call void @bsp_end(), !dbg !52
  ret void, !dbg !53
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare double @compute(double noundef) #2

declare i32 @fill(i32* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "extern_call.c", directory: ".", checksumkind: CSK_MD5, checksum: "8e045d7fedb3d4a6547770273508776a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 15, scope: !10)
!17 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 8, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 512, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 16)
!21 = !DILocation(line: 8, column: 7, scope: !10)
!22 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 8, type: !13)
!23 = !DILocation(line: 8, column: 14, scope: !10)
!24 = !DILocation(line: 9, column: 13, scope: !10)
!25 = !DILocation(line: 9, column: 3, scope: !10)
!26 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 10, type: !27)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DILocation(line: 10, column: 10, scope: !10)
!29 = !DILocation(line: 10, column: 14, scope: !10)
!30 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 11, type: !13)
!31 = !DILocation(line: 11, column: 7, scope: !10)
!32 = !DILocation(line: 11, column: 16, scope: !10)
!33 = !DILocation(line: 11, column: 11, scope: !10)
!34 = !DILocation(line: 12, column: 3, scope: !10)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 13, type: !13)
!36 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 3)
!37 = !DILocation(line: 13, column: 12, scope: !36)
!38 = !DILocation(line: 13, column: 8, scope: !36)
!39 = !DILocation(line: 13, column: 19, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 13, column: 3)
!41 = !DILocation(line: 13, column: 23, scope: !40)
!42 = !DILocation(line: 13, column: 30, scope: !40)
!43 = !DILocation(line: 13, column: 28, scope: !40)
!44 = !DILocation(line: 13, column: 21, scope: !40)
!45 = !DILocation(line: 13, column: 3, scope: !36)
!46 = !DILocation(line: 14, column: 5, scope: !40)
!47 = !DILocation(line: 13, column: 34, scope: !40)
!48 = !DILocation(line: 13, column: 3, scope: !40)
!49 = distinct !{!49, !45, !50, !51}
!50 = !DILocation(line: 14, column: 14, scope: !36)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 15, column: 3, scope: !10)
!53 = !DILocation(line: 16, column: 1, scope: !10)
