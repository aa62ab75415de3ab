; ModuleID = 'abort_guard.c'
source_filename = "abort_guard.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%d %d %d\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"n < 2p\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"m < 0\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"k < 0\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %n = alloca i32, align 4
  %m = alloca i32, align 4
  %k = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %q = alloca i32, align 4
  %q16 = alloca i32, align 4
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %n, metadata !14, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %m, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %k, metadata !19, metadata !DIExpression()), !dbg !20
  %call = call i32 @bsp_nprocs(), !dbg !21
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %p, metadata !23, metadata !DIExpression()), !dbg !24
  %call1 = call i32 @bsp_nprocs(), !dbg !25
  store i32 %call1, i32* %p, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %s, metadata !26, metadata !DIExpression()), !dbg !27
  %call2 = call i32 @bsp_pid(), !dbg !28
  store i32 %call2, i32* %s, align 4, !dbg !27
  %0 = bitcast i32* %n to i8*, !dbg !29
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 4), !dbg !30
  %1 = bitcast i32* %m to i8*, !dbg !31
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 4), !dbg !32
  %2 = bitcast i32* %k to i8*, !dbg !33
  call void @bsp_push_reg(i8* noundef %2, i32 noundef 4), !dbg !34
  call void @bsp_sync(), !dbg !35
  %3 = load i32, i32* %s, align 4, !dbg !36
  %cmp = icmp eq i32 %3, 0, !dbg !38
  br i1 %cmp, label %if.then, label %if.end10, !dbg !39

if.then:                                          ; preds = %entry
  %call3 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32* noundef %n, i32* noundef %m, i32* noundef %k), !dbg !40
  %4 = load i32, i32* %n, align 4, !dbg !42
  %5 = load i32, i32* %p, align 4, !dbg !44
  %mul = mul nsw i32 2, %5, !dbg !45
  %cmp4 = icmp slt i32 %4, %mul, !dbg !46
  br i1 %cmp4, label %if.then5, label %if.end, !dbg !47

if.then5:                                         ; preds = %if.then
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !48
  unreachable, !dbg !48

if.end:                                           ; preds = %if.then
  %6 = load i32, i32* %m, align 4, !dbg !49
  %cmp6 = icmp slt i32 %6, 0, !dbg !51
  br i1 %cmp6, label %if.then7, label %if.end8, !dbg !52

if.then7:                                         ; preds = %if.end
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0)) #4, !dbg !53
  unreachable, !dbg !53

if.end8:                                          ; preds = %if.end
  call void @llvm.dbg.declare(metadata i32* %q, metadata !54, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %q, align 4, !dbg !56
  br label %for.cond, !dbg !57

for.cond:                                         ; preds = %for.inc, %if.end8
  %7 = load i32, i32* %q, align 4, !dbg !58
  %8 = load i32, i32* %p, align 4, !dbg !60
  %cmp9 = icmp slt i32 %7, %8, !dbg !61
  br i1 %cmp9, label %for.body, label %for.end, !dbg !62

for.body:                                         ; preds = %for.cond
  %9 = load i32, i32* %q, align 4, !dbg !63
  %10 = bitcast i32* %n to i8*, !dbg !64
  %11 = bitcast i32* %n to i8*, !dbg !65
  call void @bsp_put(i32 noundef %9, i8* noundef %10, i8* noundef %11, i32 noundef 0, i32 noundef 4), !dbg !66
  br label %for.inc, !dbg !66

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %q, align 4, !dbg !67
  %inc = add nsw i32 %12, 1, !dbg !67
  store i32 %inc, i32* %q, align 4, !dbg !67
  br label %for.cond, !dbg !68, !llvm.loop !69

for.end:                                          ; preds = %for.cond
  br label %if.end10, !dbg !72

if.end10:                                         ; preds = %for.end, %entry
  call void @bsp_sync(), !dbg !73
  %13 = bitcast i32* %m to i8*, !dbg !74
  %14 = bitcast i32* %m to i8*, !dbg !75
  call void @bsp_get(i32 noundef 0, i8* noundef %13, i32 noundef 0, i8* noundef %14, i32 noundef 4), !dbg !76
  call void @bsp_sync(), !dbg !77
  %15 = load i32, i32* %s, align 4, !dbg !78
  %cmp11 = icmp eq i32 %15, 0, !dbg !80
  br i1 %cmp11, label %if.then12, label %if.end23, !dbg !81

if.then12:                                        ; preds = %if.end10
  %16 = load i32, i32* %k, align 4, !dbg !82
  %cmp13 = icmp slt i32 %16, 0, !dbg !85
  br i1 %cmp13, label %if.then14, label %if.end15, !dbg !86

if.then14:                                        ; preds = %if.then12
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)) #4, !dbg !87
  unreachable, !dbg !87

if.end15:                                         ; preds = %if.then12
  %17 = load i32, i32* %k, align 4, !dbg !88
  %sub = sub nsw i32 %17, 5, !dbg !89
  store i32 %sub, i32* %k, align 4, !dbg !90
  call void @llvm.dbg.declare(metadata i32* %q16, metadata !91, metadata !DIExpression()), !dbg !93
  store i32 0, i32* %q16, align 4, !dbg !93
  br label %for.cond17, !dbg !94

for.cond17:                                       ; preds = %for.inc20, %if.end15
  %18 = load i32, i32* %q16, align 4, !dbg !95
  %19 = load i32, i32* %p, align 4, !dbg !97
  %cmp18 = icmp slt i32 %18, %19, !dbg !98
  br i1 %cmp18, label %for.body19, label %for.end22, !dbg !99

for.body19:                                       ; preds = %for.cond17
  %20 = load i32, i32* %q16, align 4, !dbg !100
  %21 = bitcast i32* %k to i8*, !dbg !101
  %22 = bitcast i32* %k to i8*, !dbg !102
  call void @bsp_put(i32 noundef %20, i8* noundef %21, i8* noundef %22, i32 noundef 0, i32 noundef 4), !dbg !103
  br label %for.inc20, !dbg !103

for.inc20:                                        ; preds = %for.body19
  %23 = load i32, i32* %q16, align 4, !dbg !104
  %inc21 = add nsw i32 %23, 1, !dbg !104
  store i32 %inc21, i32* %q16, align 4, !dbg !104
  br label %for.cond17, !dbg !105, !llvm.loop !106

for.end22:                                        ; preds = %for.cond17
  br label %if.end23, !dbg !108

if.end23:                                         ; preds = %for.end22, %if.end10
  call void @bsp_sync(), !dbg !109
  %24 = load i32, i32* %n, align 4, !dbg !110
  %25 = load i32, i32* %p, align 4, !dbg !111
  call void @levels(i32 noundef %24, i32 noundef %25), !dbg !112
  call void @llvm.dbg.declare(metadata i32* %i, metadata !113, metadata !DIExpression()), !dbg !115
  store i32 0, i32* %i, align 4, !dbg !115
  br label %for.cond24, !dbg !116

for.cond24:                                       ; preds = %for.inc27, %if.end23
  %26 = load i32, i32* %i, align 4, !dbg !117
  %27 = load i32, i32* %m, align 4, !dbg !119
  %cmp25 = icmp slt i32 %26, %27, !dbg !120
  br i1 %cmp25, label %for.body26, label %for.end29, !dbg !121

for.body26:                                       ; preds = %for.cond24
  call void @bsp_sync(), !dbg !122
  br label %for.inc27, !dbg !122

for.inc27:                                        ; preds = %for.body26
  %28 = load i32, i32* %i, align 4, !dbg !123
  %inc28 = add nsw i32 %28, 1, !dbg !123
  store i32 %inc28, i32* %i, align 4, !dbg !123
  br label %for.cond24, !dbg !124, !llvm.loop !125

for.end29:                                        ; preds = %for.cond24
  call void @bsp_end(), !dbg !127
  ret void, !dbg !128
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare i32 @__isoc99_scanf(i8* noundef, ...) #2

; Function Attrs: noreturn
declare void @bsp_abort(i8* noundef, ...) #3

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @levels(i32 noundef %nn, i32 noundef %p) #0 !dbg !129 {
entry:
  %nn.addr = alloca i32, align 4
  %p.addr = alloca i32, align 4
  %c = alloca i32, align 4
  store i32 %nn, i32* %nn.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %nn.addr, metadata !132, metadata !DIExpression()), !dbg !133
  store i32 %p, i32* %p.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %p.addr, metadata !134, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.declare(metadata i32* %c, metadata !136, metadata !DIExpression()), !dbg !137
  store i32 1, i32* %c, align 4, !dbg !138
  br label %for.cond, !dbg !140

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %c, align 4, !dbg !141
  %1 = load i32, i32* %p.addr, align 4, !dbg !143
  %cmp = icmp slt i32 %0, %1, !dbg !144
  br i1 %cmp, label %for.body, label %for.end, !dbg !145

for.body:                                         ; preds = %for.cond
  call void @bsp_sync(), !dbg !146
  br label %for.inc, !dbg !146

for.inc:                                          ; preds = %for.body
  %2 = load i32, i32* %nn.addr, align 4, !dbg !147
  %3 = load i32, i32* %p.addr, align 4, !dbg !148
  %div = sdiv i32 %2, %3, !dbg !149
  %4 = load i32, i32* %c, align 4, !dbg !150
  %mul = mul nsw i32 %4, %div, !dbg !150
  store i32 %mul, i32* %c, align 4, !dbg !150
  br label %for.cond, !dbg !151, !llvm.loop !152

for.end:                                          ; preds = %for.cond
  ret void, !dbg !154
}

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
!1 = !DIFile(filename: "abort_guard.c", directory: ".", checksumkind: CSK_MD5, checksum: "3a82d328cf32db61db2d72946d6251ad")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 19, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 19, column: 7, scope: !10)
!17 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 19, type: !15)
!18 = !DILocation(line: 19, column: 10, scope: !10)
!19 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 19, type: !15)
!20 = !DILocation(line: 19, column: 13, scope: !10)
!21 = !DILocation(line: 20, column: 13, scope: !10)
!22 = !DILocation(line: 20, column: 3, scope: !10)
!23 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 21, type: !15)
!24 = !DILocation(line: 21, column: 7, scope: !10)
!25 = !DILocation(line: 21, column: 11, scope: !10)
!26 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 21, type: !15)
!27 = !DILocation(line: 21, column: 25, scope: !10)
!28 = !DILocation(line: 21, column: 29, scope: !10)
!29 = !DILocation(line: 22, column: 16, scope: !10)
!30 = !DILocation(line: 22, column: 3, scope: !10)
!31 = !DILocation(line: 23, column: 16, scope: !10)
!32 = !DILocation(line: 23, column: 3, scope: !10)
!33 = !DILocation(line: 24, column: 16, scope: !10)
!34 = !DILocation(line: 24, column: 3, scope: !10)
!35 = !DILocation(line: 25, column: 3, scope: !10)
!36 = !DILocation(line: 26, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 26, column: 7)
!38 = !DILocation(line: 26, column: 9, scope: !37)
!39 = !DILocation(line: 26, column: 7, scope: !10)
!40 = !DILocation(line: 27, column: 5, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 26, column: 15)
!42 = !DILocation(line: 28, column: 9, scope: !43)
!43 = distinct !DILexicalBlock(scope: !41, file: !1, line: 28, column: 9)
!44 = !DILocation(line: 28, column: 17, scope: !43)
!45 = !DILocation(line: 28, column: 15, scope: !43)
!46 = !DILocation(line: 28, column: 11, scope: !43)
!47 = !DILocation(line: 28, column: 9, scope: !41)
!48 = !DILocation(line: 29, column: 7, scope: !43)
!49 = !DILocation(line: 30, column: 9, scope: !50)
!50 = distinct !DILexicalBlock(scope: !41, file: !1, line: 30, column: 9)
!51 = !DILocation(line: 30, column: 11, scope: !50)
!52 = !DILocation(line: 30, column: 9, scope: !41)
!53 = !DILocation(line: 31, column: 7, scope: !50)
!54 = !DILocalVariable(name: "q", scope: !55, file: !1, line: 32, type: !15)
!55 = distinct !DILexicalBlock(scope: !41, file: !1, line: 32, column: 5)
!56 = !DILocation(line: 32, column: 14, scope: !55)
!57 = !DILocation(line: 32, column: 10, scope: !55)
!58 = !DILocation(line: 32, column: 21, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !1, line: 32, column: 5)
!60 = !DILocation(line: 32, column: 25, scope: !59)
!61 = !DILocation(line: 32, column: 23, scope: !59)
!62 = !DILocation(line: 32, column: 5, scope: !55)
!63 = !DILocation(line: 33, column: 15, scope: !59)
!64 = !DILocation(line: 33, column: 18, scope: !59)
!65 = !DILocation(line: 33, column: 22, scope: !59)
!66 = !DILocation(line: 33, column: 7, scope: !59)
!67 = !DILocation(line: 32, column: 29, scope: !59)
!68 = !DILocation(line: 32, column: 5, scope: !59)
!69 = distinct !{!69, !62, !70, !71}
!70 = !DILocation(line: 33, column: 40, scope: !55)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 34, column: 3, scope: !41)
!73 = !DILocation(line: 35, column: 3, scope: !10)
!74 = !DILocation(line: 36, column: 14, scope: !10)
!75 = !DILocation(line: 36, column: 21, scope: !10)
!76 = !DILocation(line: 36, column: 3, scope: !10)
!77 = !DILocation(line: 37, column: 3, scope: !10)
!78 = !DILocation(line: 38, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !10, file: !1, line: 38, column: 7)
!80 = !DILocation(line: 38, column: 9, scope: !79)
!81 = !DILocation(line: 38, column: 7, scope: !10)
!82 = !DILocation(line: 39, column: 9, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !1, line: 39, column: 9)
!84 = distinct !DILexicalBlock(scope: !79, file: !1, line: 38, column: 15)
!85 = !DILocation(line: 39, column: 11, scope: !83)
!86 = !DILocation(line: 39, column: 9, scope: !84)
!87 = !DILocation(line: 40, column: 7, scope: !83)
!88 = !DILocation(line: 41, column: 9, scope: !84)
!89 = !DILocation(line: 41, column: 11, scope: !84)
!90 = !DILocation(line: 41, column: 7, scope: !84)
!91 = !DILocalVariable(name: "q", scope: !92, file: !1, line: 42, type: !15)
!92 = distinct !DILexicalBlock(scope: !84, file: !1, line: 42, column: 5)
!93 = !DILocation(line: 42, column: 14, scope: !92)
!94 = !DILocation(line: 42, column: 10, scope: !92)
!95 = !DILocation(line: 42, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !1, line: 42, column: 5)
!97 = !DILocation(line: 42, column: 25, scope: !96)
!98 = !DILocation(line: 42, column: 23, scope: !96)
!99 = !DILocation(line: 42, column: 5, scope: !92)
!100 = !DILocation(line: 43, column: 15, scope: !96)
!101 = !DILocation(line: 43, column: 18, scope: !96)
!102 = !DILocation(line: 43, column: 22, scope: !96)
!103 = !DILocation(line: 43, column: 7, scope: !96)
!104 = !DILocation(line: 42, column: 29, scope: !96)
!105 = !DILocation(line: 42, column: 5, scope: !96)
!106 = distinct !{!106, !99, !107, !71}
!107 = !DILocation(line: 43, column: 40, scope: !92)
!108 = !DILocation(line: 44, column: 3, scope: !84)
!109 = !DILocation(line: 45, column: 3, scope: !10)
!110 = !DILocation(line: 46, column: 10, scope: !10)
!111 = !DILocation(line: 46, column: 13, scope: !10)
!112 = !DILocation(line: 46, column: 3, scope: !10)
!113 = !DILocalVariable(name: "i", scope: !114, file: !1, line: 47, type: !15)
!114 = distinct !DILexicalBlock(scope: !10, file: !1, line: 47, column: 3)
!115 = !DILocation(line: 47, column: 12, scope: !114)
!116 = !DILocation(line: 47, column: 8, scope: !114)
!117 = !DILocation(line: 47, column: 19, scope: !118)
!118 = distinct !DILexicalBlock(scope: !114, file: !1, line: 47, column: 3)
!119 = !DILocation(line: 47, column: 23, scope: !118)
!120 = !DILocation(line: 47, column: 21, scope: !118)
!121 = !DILocation(line: 47, column: 3, scope: !114)
!122 = !DILocation(line: 48, column: 5, scope: !118)
!123 = !DILocation(line: 47, column: 27, scope: !118)
!124 = !DILocation(line: 47, column: 3, scope: !118)
!125 = distinct !{!125, !121, !126, !71}
!126 = !DILocation(line: 48, column: 14, scope: !114)
!127 = !DILocation(line: 49, column: 3, scope: !10)
!128 = !DILocation(line: 50, column: 1, scope: !10)
!129 = distinct !DISubprogram(name: "levels", scope: !1, file: !1, line: 12, type: !130, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !15, !15}
!132 = !DILocalVariable(name: "nn", arg: 1, scope: !129, file: !1, line: 12, type: !15)
!133 = !DILocation(line: 12, column: 24, scope: !129)
!134 = !DILocalVariable(name: "p", arg: 2, scope: !129, file: !1, line: 12, type: !15)
!135 = !DILocation(line: 12, column: 32, scope: !129)
!136 = !DILocalVariable(name: "c", scope: !129, file: !1, line: 13, type: !15)
!137 = !DILocation(line: 13, column: 7, scope: !129)
!138 = !DILocation(line: 14, column: 10, scope: !139)
!139 = distinct !DILexicalBlock(scope: !129, file: !1, line: 14, column: 3)
!140 = !DILocation(line: 14, column: 8, scope: !139)
!141 = !DILocation(line: 14, column: 15, scope: !142)
!142 = distinct !DILexicalBlock(scope: !139, file: !1, line: 14, column: 3)
!143 = !DILocation(line: 14, column: 19, scope: !142)
!144 = !DILocation(line: 14, column: 17, scope: !142)
!145 = !DILocation(line: 14, column: 3, scope: !139)
!146 = !DILocation(line: 15, column: 5, scope: !142)
!147 = !DILocation(line: 14, column: 27, scope: !142)
!148 = !DILocation(line: 14, column: 32, scope: !142)
!149 = !DILocation(line: 14, column: 30, scope: !142)
!150 = !DILocation(line: 14, column: 24, scope: !142)
!151 = !DILocation(line: 14, column: 3, scope: !142)
!152 = distinct !{!152, !145, !153, !71}
!153 = !DILocation(line: 15, column: 14, scope: !139)
!154 = !DILocation(line: 16, column: 1, scope: !129)
