; ModuleID = 'abort_in_loop.c'
source_filename = "abort_in_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@y = dso_local global [16 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [8 x i8] c"failed\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !17 {
entry:
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %call = call i32 @bsp_nprocs(), !dbg !21
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %i, metadata !23, metadata !DIExpression()), !dbg !25
  store i32 0, i32* %i, align 4, !dbg !25
  br label %for.cond, !dbg !26

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !27
  %cmp = icmp slt i32 %0, 16, !dbg !29
  br i1 %cmp, label %for.body, label %for.end, !dbg !30

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %j, metadata !31, metadata !DIExpression()), !dbg !33
  %call1 = call i32 @bsp_pid(), !dbg !34
  %mul = mul nsw i32 16, %call1, !dbg !35
  %1 = load i32, i32* %i, align 4, !dbg !36
  %add = add nsw i32 %mul, %1, !dbg !37
  store i32 %add, i32* %j, align 4, !dbg !33
  br label %do.body, !dbg !38

do.body:                                          ; preds = %for.body
  %2 = load i32, i32* %i, align 4, !dbg !39
  %idxprom = sext i32 %2 to i64, !dbg !39
  %arrayidx = getelementptr inbounds [16 x i32], [16 x i32]* @y, i64 0, i64 %idxprom, !dbg !39
  %3 = load i32, i32* %arrayidx, align 4, !dbg !39
  %4 = load i32, i32* %j, align 4, !dbg !39
  %5 = load i32, i32* %j, align 4, !dbg !39
  %add2 = add nsw i32 %5, 1, !dbg !39
  %mul3 = mul nsw i32 %4, %add2, !dbg !39
  %div = sdiv i32 %mul3, 2, !dbg !39
  %cmp4 = icmp ne i32 %3, %div, !dbg !39
  br i1 %cmp4, label %if.then, label %if.end, !dbg !42

if.then:                                          ; preds = %do.body
  %call5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0)), !dbg !43
  call void @abort() #4, !dbg !43
  unreachable, !dbg !43

if.end:                                           ; preds = %do.body
  br label %do.end, !dbg !42

do.end:                                           ; preds = %if.end
  br label %for.inc, !dbg !45

for.inc:                                          ; preds = %do.end
  %6 = load i32, i32* %i, align 4, !dbg !46
  %inc = add nsw i32 %6, 1, !dbg !46
  store i32 %inc, i32* %i, align 4, !dbg !46
  br label %for.cond, !dbg !47, !llvm.loop !48

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !51
  call void @bsp_end(), !dbg !52
  ret void, !dbg !53
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @bsp_pid() #1

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noreturn nounwind
declare void @abort() #3

declare void @bsp_sync() #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "abort_in_loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "ddeb8db52b2ce6a7a5ecb1294bdef961")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8}
!8 = !DISubrange(count: 16)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 13, type: !18, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{null}
!20 = !{}
!21 = !DILocation(line: 14, column: 13, scope: !17)
!22 = !DILocation(line: 14, column: 3, scope: !17)
!23 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 15, type: !6)
!24 = distinct !DILexicalBlock(scope: !17, file: !3, line: 15, column: 3)
!25 = !DILocation(line: 15, column: 12, scope: !24)
!26 = !DILocation(line: 15, column: 8, scope: !24)
!27 = !DILocation(line: 15, column: 19, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !3, line: 15, column: 3)
!29 = !DILocation(line: 15, column: 21, scope: !28)
!30 = !DILocation(line: 15, column: 3, scope: !24)
!31 = !DILocalVariable(name: "j", scope: !32, file: !3, line: 16, type: !6)
!32 = distinct !DILexicalBlock(scope: !28, file: !3, line: 15, column: 32)
!33 = !DILocation(line: 16, column: 9, scope: !32)
!34 = !DILocation(line: 16, column: 18, scope: !32)
!35 = !DILocation(line: 16, column: 16, scope: !32)
!36 = !DILocation(line: 16, column: 30, scope: !32)
!37 = !DILocation(line: 16, column: 28, scope: !32)
!38 = !DILocation(line: 17, column: 5, scope: !32)
!39 = !DILocation(line: 17, column: 5, scope: !40)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 17, column: 5)
!41 = distinct !DILexicalBlock(scope: !32, file: !3, line: 17, column: 5)
!42 = !DILocation(line: 17, column: 5, scope: !41)
!43 = !DILocation(line: 17, column: 5, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !3, line: 17, column: 5)
!45 = !DILocation(line: 18, column: 3, scope: !32)
!46 = !DILocation(line: 15, column: 27, scope: !28)
!47 = !DILocation(line: 15, column: 3, scope: !28)
!48 = distinct !{!48, !30, !49, !50}
!49 = !DILocation(line: 18, column: 3, scope: !24)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 19, column: 3, scope: !17)
!52 = !DILocation(line: 20, column: 3, scope: !17)
!53 = !DILocation(line: 21, column: 1, scope: !17)
