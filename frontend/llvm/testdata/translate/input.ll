; ModuleID = 'input.c'
source_filename = "input.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"Please enter n:\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%d %d\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"no input\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"Error in input: n is negative\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %n = alloca i32, align 4
  %k = alloca [2 x i32], align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %n, metadata !14, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata [2 x i32]* %k, metadata !17, metadata !DIExpression()), !dbg !21
  %call = call i32 @bsp_nprocs(), !dbg !22
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %s, metadata !24, metadata !DIExpression()), !dbg !25
  %call1 = call i32 @bsp_pid(), !dbg !26
  store i32 %call1, i32* %s, align 4, !dbg !25
  %0 = load i32, i32* %s, align 4, !dbg !27
  %cmp = icmp eq i32 %0, 0, !dbg !29
  br i1 %cmp, label %if.then, label %if.end9, !dbg !30

if.then:                                          ; preds = %entry
  %call2 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0)), !dbg !31
  %arrayidx = getelementptr inbounds [2 x i32], [2 x i32]* %k, i64 0, i64 1, !dbg !33
  %call3 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32* noundef %n, i32* noundef %arrayidx), !dbg !35
  %cmp4 = icmp ne i32 %call3, 2, !dbg !36
  br i1 %cmp4, label %if.then5, label %if.end, !dbg !37

if.then5:                                         ; preds = %if.then
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0)) #4, !dbg !38
  unreachable, !dbg !38

if.end:                                           ; preds = %if.then
  %1 = load i32, i32* %n, align 4, !dbg !39
  %cmp6 = icmp slt i32 %1, 0, !dbg !41
  br i1 %cmp6, label %if.then7, label %if.end8, !dbg !42

if.then7:                                         ; preds = %if.end
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i64 0, i64 0)) #4, !dbg !43
  unreachable, !dbg !43

if.end8:                                          ; preds = %if.end
  br label %if.end9, !dbg !44

if.end9:                                          ; preds = %if.end8, %entry
  %2 = bitcast i32* %n to i8*, !dbg !45
  call void @bsp_push_reg(i8* noundef %2, i32 noundef 4), !dbg !46
  call void @bsp_sync(), !dbg !47
  %3 = bitcast i32* %n to i8*, !dbg !48
  %4 = bitcast i32* %n to i8*, !dbg !49
  call void @bsp_get(i32 noundef 0, i8* noundef %3, i32 noundef 0, i8* noundef %4, i32 noundef 4), !dbg !50
  call void @bsp_sync(), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %i, metadata !52, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %i, align 4, !dbg !54
  br label %for.cond, !dbg !55

for.cond:                                         ; preds = %for.inc, %if.end9
  %5 = load i32, i32* %i, align 4, !dbg !56
  %6 = load i32, i32* %n, align 4, !dbg !58
  %cmp10 = icmp slt i32 %5, %6, !dbg !59
  br i1 %cmp10, label %for.body, label %for.end, !dbg !60

for.body:                                         ; preds = %for.cond
  %arrayidx11 = getelementptr inbounds [2 x i32], [2 x i32]* %k, i64 0, i64 0, !dbg !61
  %7 = load i32, i32* %arrayidx11, align 4, !dbg !61
  %8 = load i32, i32* %i, align 4, !dbg !62
  %add = add nsw i32 %7, %8, !dbg !63
  %arrayidx12 = getelementptr inbounds [2 x i32], [2 x i32]* %k, i64 0, i64 0, !dbg !64
  store i32 %add, i32* %arrayidx12, align 4, !dbg !65
  br label %for.inc, !dbg !64

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4, !dbg !66
  %inc = add nsw i32 %9, 1, !dbg !66
  store i32 %inc, i32* %i, align 4, !dbg !66
  br label %for.cond, !dbg !67, !llvm.loop !68

for.end:                                          ; preds = %for.cond
  call void @bsp_end(), !dbg !71
  ret void, !dbg !72
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare i32 @printf(i8* noundef, ...) #2

declare i32 @__isoc99_scanf(i8* noundef, ...) #2

; Function Attrs: noreturn
declare void @bsp_abort(i8* noundef, ...) #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "input.c", directory: ".", checksumkind: CSK_MD5, checksum: "557ed24e252fecf4dfe6e0e545bbc6cb")
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
!14 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 7, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 7, column: 7, scope: !10)
!17 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 7, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 64, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 2)
!21 = !DILocation(line: 7, column: 10, scope: !10)
!22 = !DILocation(line: 8, column: 13, scope: !10)
!23 = !DILocation(line: 8, column: 3, scope: !10)
!24 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 9, type: !15)
!25 = !DILocation(line: 9, column: 7, scope: !10)
!26 = !DILocation(line: 9, column: 11, scope: !10)
!27 = !DILocation(line: 10, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 7)
!29 = !DILocation(line: 10, column: 9, scope: !28)
!30 = !DILocation(line: 10, column: 7, scope: !10)
!31 = !DILocation(line: 11, column: 5, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 10, column: 15)
!33 = !DILocation(line: 12, column: 29, scope: !34)
!34 = distinct !DILexicalBlock(scope: !32, file: !1, line: 12, column: 9)
!35 = !DILocation(line: 12, column: 9, scope: !34)
!36 = !DILocation(line: 12, column: 35, scope: !34)
!37 = !DILocation(line: 12, column: 9, scope: !32)
!38 = !DILocation(line: 13, column: 7, scope: !34)
!39 = !DILocation(line: 14, column: 9, scope: !40)
!40 = distinct !DILexicalBlock(scope: !32, file: !1, line: 14, column: 9)
!41 = !DILocation(line: 14, column: 11, scope: !40)
!42 = !DILocation(line: 14, column: 9, scope: !32)
!43 = !DILocation(line: 15, column: 7, scope: !40)
!44 = !DILocation(line: 16, column: 3, scope: !32)
!45 = !DILocation(line: 17, column: 16, scope: !10)
!46 = !DILocation(line: 17, column: 3, scope: !10)
!47 = !DILocation(line: 18, column: 3, scope: !10)
!48 = !DILocation(line: 19, column: 14, scope: !10)
!49 = !DILocation(line: 19, column: 21, scope: !10)
!50 = !DILocation(line: 19, column: 3, scope: !10)
!51 = !DILocation(line: 20, column: 3, scope: !10)
!52 = !DILocalVariable(name: "i", scope: !53, file: !1, line: 21, type: !15)
!53 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 3)
!54 = !DILocation(line: 21, column: 12, scope: !53)
!55 = !DILocation(line: 21, column: 8, scope: !53)
!56 = !DILocation(line: 21, column: 19, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 21, column: 3)
!58 = !DILocation(line: 21, column: 23, scope: !57)
!59 = !DILocation(line: 21, column: 21, scope: !57)
!60 = !DILocation(line: 21, column: 3, scope: !53)
!61 = !DILocation(line: 22, column: 12, scope: !57)
!62 = !DILocation(line: 22, column: 19, scope: !57)
!63 = !DILocation(line: 22, column: 17, scope: !57)
!64 = !DILocation(line: 22, column: 5, scope: !57)
!65 = !DILocation(line: 22, column: 10, scope: !57)
!66 = !DILocation(line: 21, column: 27, scope: !57)
!67 = !DILocation(line: 21, column: 3, scope: !57)
!68 = distinct !{!68, !60, !69, !70}
!69 = !DILocation(line: 22, column: 19, scope: !53)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 23, column: 3, scope: !10)
!72 = !DILocation(line: 24, column: 1, scope: !10)
