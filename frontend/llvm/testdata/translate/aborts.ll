; ModuleID = 'aborts.c'
source_filename = "aborts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"N >= 0\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"aborts.c\00", align 1
@__PRETTY_FUNCTION__.spmd = private unnamed_addr constant [15 x i8] c"void spmd(int)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %x = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %x, metadata !17, metadata !DIExpression()), !dbg !18
  store i32 0, i32* %x, align 4, !dbg !18
  %call = call i32 @bsp_nprocs(), !dbg !19
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !20
  %0 = bitcast i32* %x to i8*, !dbg !21
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 4), !dbg !22
  call void @bsp_sync(), !dbg !23
  %call1 = call i32 @bsp_pid(), !dbg !24
  %add = add nsw i32 %call1, 1, !dbg !25
  %call2 = call i32 @bsp_nprocs(), !dbg !26
  %rem = srem i32 %add, %call2, !dbg !27
  %1 = bitcast i32* %x to i8*, !dbg !28
  %2 = bitcast i32* %x to i8*, !dbg !29
  call void @bsp_put(i32 noundef %rem, i8* noundef %1, i8* noundef %2, i32 noundef 0, i32 noundef 4), !dbg !30
  call void @bsp_sync(), !dbg !31
  %3 = load i32, i32* %x, align 4, !dbg !32
  %cmp = icmp ne i32 %3, 0, !dbg !34
  br i1 %cmp, label %if.then, label %if.end, !dbg !35

if.then:                                          ; preds = %entry
  call void @abort() #4, !dbg !36
  unreachable, !dbg !36

if.end:                                           ; preds = %entry
  %4 = load i32, i32* %N.addr, align 4, !dbg !37
  %cmp3 = icmp sge i32 %4, 0, !dbg !37
  br i1 %cmp3, label %if.then4, label %if.else, !dbg !40

if.then4:                                         ; preds = %if.end
  br label %if.end5, !dbg !40

if.else:                                          ; preds = %if.end
  call void @__assert_fail(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i32 noundef 18, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.spmd, i64 0, i64 0)) #4, !dbg !37
  unreachable, !dbg !37

if.end5:                                          ; preds = %if.then4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %i, align 4, !dbg !43
  br label %for.cond, !dbg !44

for.cond:                                         ; preds = %for.inc, %if.end5
  %5 = load i32, i32* %i, align 4, !dbg !45
  %6 = load i32, i32* %N.addr, align 4, !dbg !47
  %cmp6 = icmp slt i32 %5, %6, !dbg !48
  br i1 %cmp6, label %for.body, label %for.end, !dbg !49

for.body:                                         ; preds = %for.cond
  call void @bsp_sync(), !dbg !50
  br label %for.inc, !dbg !50

for.inc:                                          ; preds = %for.body
  %7 = load i32, i32* %i, align 4, !dbg !51
  %inc = add nsw i32 %7, 1, !dbg !51
  store i32 %inc, i32* %i, align 4, !dbg !51
  br label %for.cond, !dbg !52, !llvm.loop !53

for.end:                                          ; preds = %for.cond
  %8 = load i32, i32* %N.addr, align 4, !dbg !56
  %cmp7 = icmp sgt i32 %8, 100, !dbg !58
  br i1 %cmp7, label %if.then8, label %if.end9, !dbg !59

if.then8:                                         ; preds = %for.end
  call void @exit(i32 noundef 1) #4, !dbg !60
  unreachable, !dbg !60

if.end9:                                          ; preds = %for.end
  call void @bsp_sync(), !dbg !61
  call void @exit(i32 noundef 0) #4, !dbg !62
  unreachable, !dbg !62
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare i32 @bsp_pid() #2

; Function Attrs: noreturn nounwind
declare void @abort() #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "aborts.c", directory: ".", checksumkind: CSK_MD5, checksum: "33c1c9934272bf0b8b885477de57299b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!16 = !DILocation(line: 9, column: 15, scope: !10)
!17 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 10, type: !13)
!18 = !DILocation(line: 10, column: 7, scope: !10)
!19 = !DILocation(line: 11, column: 13, scope: !10)
!20 = !DILocation(line: 11, column: 3, scope: !10)
!21 = !DILocation(line: 12, column: 16, scope: !10)
!22 = !DILocation(line: 12, column: 3, scope: !10)
!23 = !DILocation(line: 13, column: 3, scope: !10)
!24 = !DILocation(line: 14, column: 12, scope: !10)
!25 = !DILocation(line: 14, column: 22, scope: !10)
!26 = !DILocation(line: 14, column: 29, scope: !10)
!27 = !DILocation(line: 14, column: 27, scope: !10)
!28 = !DILocation(line: 14, column: 43, scope: !10)
!29 = !DILocation(line: 14, column: 47, scope: !10)
!30 = !DILocation(line: 14, column: 3, scope: !10)
!31 = !DILocation(line: 15, column: 3, scope: !10)
!32 = !DILocation(line: 16, column: 7, scope: !33)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!34 = !DILocation(line: 16, column: 9, scope: !33)
!35 = !DILocation(line: 16, column: 7, scope: !10)
!36 = !DILocation(line: 17, column: 5, scope: !33)
!37 = !DILocation(line: 18, column: 3, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 18, column: 3)
!39 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 3)
!40 = !DILocation(line: 18, column: 3, scope: !39)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 19, type: !13)
!42 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 3)
!43 = !DILocation(line: 19, column: 12, scope: !42)
!44 = !DILocation(line: 19, column: 8, scope: !42)
!45 = !DILocation(line: 19, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 19, column: 3)
!47 = !DILocation(line: 19, column: 23, scope: !46)
!48 = !DILocation(line: 19, column: 21, scope: !46)
!49 = !DILocation(line: 19, column: 3, scope: !42)
!50 = !DILocation(line: 20, column: 5, scope: !46)
!51 = !DILocation(line: 19, column: 27, scope: !46)
!52 = !DILocation(line: 19, column: 3, scope: !46)
!53 = distinct !{!53, !49, !54, !55}
!54 = !DILocation(line: 20, column: 14, scope: !42)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 21, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 7)
!58 = !DILocation(line: 21, column: 9, scope: !57)
!59 = !DILocation(line: 21, column: 7, scope: !10)
!60 = !DILocation(line: 22, column: 5, scope: !57)
!61 = !DILocation(line: 23, column: 3, scope: !10)
!62 = !DILocation(line: 24, column: 3, scope: !10)
