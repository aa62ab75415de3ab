; ModuleID = 'bcast_put.c'
source_filename = "bcast_put.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%d %d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %n = alloca i32, align 4
  %m = alloca i32, align 4
  %k = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %q = alloca i32, align 4
  %q7 = alloca i32, align 4
  %q17 = alloca i32, align 4
  %i = alloca i32, align 4
  %i32 = alloca i32, align 4
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
  br i1 %cmp, label %if.then, label %if.end, !dbg !39

if.then:                                          ; preds = %entry
  %call3 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32* noundef %n, i32* noundef %m), !dbg !40
  call void @llvm.dbg.declare(metadata i32* %q, metadata !42, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %q, align 4, !dbg !44
  br label %for.cond, !dbg !45

for.cond:                                         ; preds = %for.inc, %if.then
  %4 = load i32, i32* %q, align 4, !dbg !46
  %5 = load i32, i32* %p, align 4, !dbg !48
  %cmp4 = icmp slt i32 %4, %5, !dbg !49
  br i1 %cmp4, label %for.body, label %for.end, !dbg !50

for.body:                                         ; preds = %for.cond
  %6 = load i32, i32* %q, align 4, !dbg !51
  %7 = bitcast i32* %n to i8*, !dbg !52
  %8 = bitcast i32* %n to i8*, !dbg !53
  call void @bsp_put(i32 noundef %6, i8* noundef %7, i8* noundef %8, i32 noundef 0, i32 noundef 4), !dbg !54
  br label %for.inc, !dbg !54

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %q, align 4, !dbg !55
  %inc = add nsw i32 %9, 1, !dbg !55
  store i32 %inc, i32* %q, align 4, !dbg !55
  br label %for.cond, !dbg !56, !llvm.loop !57

for.end:                                          ; preds = %for.cond
  br label %if.end, !dbg !60

if.end:                                           ; preds = %for.end, %entry
  call void @bsp_sync(), !dbg !61
  %10 = load i32, i32* %s, align 4, !dbg !62
  %cmp5 = icmp eq i32 %10, 0, !dbg !64
  br i1 %cmp5, label %if.then6, label %if.end14, !dbg !65

if.then6:                                         ; preds = %if.end
  call void @llvm.dbg.declare(metadata i32* %q7, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 0, i32* %q7, align 4, !dbg !68
  br label %for.cond8, !dbg !69

for.cond8:                                        ; preds = %for.inc11, %if.then6
  %11 = load i32, i32* %q7, align 4, !dbg !70
  %12 = load i32, i32* %p, align 4, !dbg !72
  %cmp9 = icmp slt i32 %11, %12, !dbg !73
  br i1 %cmp9, label %for.body10, label %for.end13, !dbg !74

for.body10:                                       ; preds = %for.cond8
  %13 = load i32, i32* %q7, align 4, !dbg !75
  %14 = bitcast i32* %m to i8*, !dbg !76
  %15 = bitcast i32* %m to i8*, !dbg !77
  call void @bsp_put(i32 noundef %13, i8* noundef %14, i8* noundef %15, i32 noundef 0, i32 noundef 4), !dbg !78
  br label %for.inc11, !dbg !78

for.inc11:                                        ; preds = %for.body10
  %16 = load i32, i32* %q7, align 4, !dbg !79
  %inc12 = add nsw i32 %16, 1, !dbg !79
  store i32 %inc12, i32* %q7, align 4, !dbg !79
  br label %for.cond8, !dbg !80, !llvm.loop !81

for.end13:                                        ; preds = %for.cond8
  br label %if.end14, !dbg !82

if.end14:                                         ; preds = %for.end13, %if.end
  call void @bsp_sync(), !dbg !83
  %17 = load i32, i32* %s, align 4, !dbg !84
  store i32 %17, i32* %k, align 4, !dbg !85
  %18 = load i32, i32* %s, align 4, !dbg !86
  %add = add nsw i32 %18, 1, !dbg !87
  %19 = load i32, i32* %p, align 4, !dbg !88
  %rem = srem i32 %add, %19, !dbg !89
  %20 = bitcast i32* %k to i8*, !dbg !90
  %21 = bitcast i32* %k to i8*, !dbg !91
  call void @bsp_put(i32 noundef %rem, i8* noundef %20, i8* noundef %21, i32 noundef 0, i32 noundef 4), !dbg !92
  %22 = load i32, i32* %s, align 4, !dbg !93
  %cmp15 = icmp eq i32 %22, 0, !dbg !95
  br i1 %cmp15, label %if.then16, label %if.end24, !dbg !96

if.then16:                                        ; preds = %if.end14
  call void @llvm.dbg.declare(metadata i32* %q17, metadata !97, metadata !DIExpression()), !dbg !99
  store i32 0, i32* %q17, align 4, !dbg !99
  br label %for.cond18, !dbg !100

for.cond18:                                       ; preds = %for.inc21, %if.then16
  %23 = load i32, i32* %q17, align 4, !dbg !101
  %24 = load i32, i32* %p, align 4, !dbg !103
  %cmp19 = icmp slt i32 %23, %24, !dbg !104
  br i1 %cmp19, label %for.body20, label %for.end23, !dbg !105

for.body20:                                       ; preds = %for.cond18
  %25 = load i32, i32* %q17, align 4, !dbg !106
  %26 = bitcast i32* %k to i8*, !dbg !107
  %27 = bitcast i32* %k to i8*, !dbg !108
  call void @bsp_put(i32 noundef %25, i8* noundef %26, i8* noundef %27, i32 noundef 0, i32 noundef 4), !dbg !109
  br label %for.inc21, !dbg !109

for.inc21:                                        ; preds = %for.body20
  %28 = load i32, i32* %q17, align 4, !dbg !110
  %inc22 = add nsw i32 %28, 1, !dbg !110
  store i32 %inc22, i32* %q17, align 4, !dbg !110
  br label %for.cond18, !dbg !111, !llvm.loop !112

for.end23:                                        ; preds = %for.cond18
  br label %if.end24, !dbg !113

if.end24:                                         ; preds = %for.end23, %if.end14
  call void @bsp_sync(), !dbg !114
  call void @llvm.dbg.declare(metadata i32* %i, metadata !115, metadata !DIExpression()), !dbg !117
  store i32 0, i32* %i, align 4, !dbg !117
  br label %for.cond25, !dbg !118

for.cond25:                                       ; preds = %for.inc28, %if.end24
  %29 = load i32, i32* %i, align 4, !dbg !119
  %30 = load i32, i32* %n, align 4, !dbg !121
  %cmp26 = icmp slt i32 %29, %30, !dbg !122
  br i1 %cmp26, label %for.body27, label %for.end30, !dbg !123

for.body27:                                       ; preds = %for.cond25
  call void @bsp_sync(), !dbg !124
  br label %for.inc28, !dbg !124

for.inc28:                                        ; preds = %for.body27
  %31 = load i32, i32* %i, align 4, !dbg !125
  %inc29 = add nsw i32 %31, 1, !dbg !125
  store i32 %inc29, i32* %i, align 4, !dbg !125
  br label %for.cond25, !dbg !126, !llvm.loop !127

for.end30:                                        ; preds = %for.cond25
  %32 = load i32, i32* %m, align 4, !dbg !129
  %add31 = add nsw i32 %32, 1, !dbg !130
  store i32 %add31, i32* %m, align 4, !dbg !131
  call void @llvm.dbg.declare(metadata i32* %i32, metadata !132, metadata !DIExpression()), !dbg !134
  store i32 0, i32* %i32, align 4, !dbg !134
  br label %for.cond33, !dbg !135

for.cond33:                                       ; preds = %for.inc37, %for.end30
  %33 = load i32, i32* %i32, align 4, !dbg !136
  %34 = load i32, i32* %m, align 4, !dbg !138
  %35 = load i32, i32* %k, align 4, !dbg !139
  %add34 = add nsw i32 %34, %35, !dbg !140
  %cmp35 = icmp slt i32 %33, %add34, !dbg !141
  br i1 %cmp35, label %for.body36, label %for.end39, !dbg !142

for.body36:                                       ; preds = %for.cond33
  %36 = load i32, i32* %n, align 4, !dbg !143
  store i32 %36, i32* %n, align 4, !dbg !144
  br label %for.inc37, !dbg !145

for.inc37:                                        ; preds = %for.body36
  %37 = load i32, i32* %i32, align 4, !dbg !146
  %inc38 = add nsw i32 %37, 1, !dbg !146
  store i32 %inc38, i32* %i32, align 4, !dbg !146
  br label %for.cond33, !dbg !147, !llvm.loop !148

for.end39:                                        ; preds = %for.cond33
  call void @bsp_end(), !dbg !150
  ret void, !dbg !151
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare i32 @__isoc99_scanf(i8* noundef, ...) #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bcast_put.c", directory: ".", checksumkind: CSK_MD5, checksum: "b43c7a1578c822fc3a6c89dab7b2d6a8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 10, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 10, column: 7, scope: !10)
!17 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 10, type: !15)
!18 = !DILocation(line: 10, column: 10, scope: !10)
!19 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 10, type: !15)
!20 = !DILocation(line: 10, column: 13, scope: !10)
!21 = !DILocation(line: 11, column: 13, scope: !10)
!22 = !DILocation(line: 11, column: 3, scope: !10)
!23 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 12, type: !15)
!24 = !DILocation(line: 12, column: 7, scope: !10)
!25 = !DILocation(line: 12, column: 11, scope: !10)
!26 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 12, type: !15)
!27 = !DILocation(line: 12, column: 25, scope: !10)
!28 = !DILocation(line: 12, column: 29, scope: !10)
!29 = !DILocation(line: 13, column: 16, scope: !10)
!30 = !DILocation(line: 13, column: 3, scope: !10)
!31 = !DILocation(line: 14, column: 16, scope: !10)
!32 = !DILocation(line: 14, column: 3, scope: !10)
!33 = !DILocation(line: 15, column: 16, scope: !10)
!34 = !DILocation(line: 15, column: 3, scope: !10)
!35 = !DILocation(line: 16, column: 3, scope: !10)
!36 = !DILocation(line: 17, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 7)
!38 = !DILocation(line: 17, column: 9, scope: !37)
!39 = !DILocation(line: 17, column: 7, scope: !10)
!40 = !DILocation(line: 18, column: 5, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 17, column: 15)
!42 = !DILocalVariable(name: "q", scope: !43, file: !1, line: 19, type: !15)
!43 = distinct !DILexicalBlock(scope: !41, file: !1, line: 19, column: 5)
!44 = !DILocation(line: 19, column: 14, scope: !43)
!45 = !DILocation(line: 19, column: 10, scope: !43)
!46 = !DILocation(line: 19, column: 21, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !1, line: 19, column: 5)
!48 = !DILocation(line: 19, column: 25, scope: !47)
!49 = !DILocation(line: 19, column: 23, scope: !47)
!50 = !DILocation(line: 19, column: 5, scope: !43)
!51 = !DILocation(line: 20, column: 15, scope: !47)
!52 = !DILocation(line: 20, column: 18, scope: !47)
!53 = !DILocation(line: 20, column: 22, scope: !47)
!54 = !DILocation(line: 20, column: 7, scope: !47)
!55 = !DILocation(line: 19, column: 29, scope: !47)
!56 = !DILocation(line: 19, column: 5, scope: !47)
!57 = distinct !{!57, !50, !58, !59}
!58 = !DILocation(line: 20, column: 40, scope: !43)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 21, column: 3, scope: !41)
!61 = !DILocation(line: 22, column: 3, scope: !10)
!62 = !DILocation(line: 23, column: 7, scope: !63)
!63 = distinct !DILexicalBlock(scope: !10, file: !1, line: 23, column: 7)
!64 = !DILocation(line: 23, column: 9, scope: !63)
!65 = !DILocation(line: 23, column: 7, scope: !10)
!66 = !DILocalVariable(name: "q", scope: !67, file: !1, line: 24, type: !15)
!67 = distinct !DILexicalBlock(scope: !63, file: !1, line: 24, column: 5)
!68 = !DILocation(line: 24, column: 14, scope: !67)
!69 = !DILocation(line: 24, column: 10, scope: !67)
!70 = !DILocation(line: 24, column: 21, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !1, line: 24, column: 5)
!72 = !DILocation(line: 24, column: 25, scope: !71)
!73 = !DILocation(line: 24, column: 23, scope: !71)
!74 = !DILocation(line: 24, column: 5, scope: !67)
!75 = !DILocation(line: 25, column: 15, scope: !71)
!76 = !DILocation(line: 25, column: 18, scope: !71)
!77 = !DILocation(line: 25, column: 22, scope: !71)
!78 = !DILocation(line: 25, column: 7, scope: !71)
!79 = !DILocation(line: 24, column: 29, scope: !71)
!80 = !DILocation(line: 24, column: 5, scope: !71)
!81 = distinct !{!81, !74, !82, !59}
!82 = !DILocation(line: 25, column: 40, scope: !67)
!83 = !DILocation(line: 26, column: 3, scope: !10)
!84 = !DILocation(line: 27, column: 7, scope: !10)
!85 = !DILocation(line: 27, column: 5, scope: !10)
!86 = !DILocation(line: 28, column: 12, scope: !10)
!87 = !DILocation(line: 28, column: 14, scope: !10)
!88 = !DILocation(line: 28, column: 21, scope: !10)
!89 = !DILocation(line: 28, column: 19, scope: !10)
!90 = !DILocation(line: 28, column: 24, scope: !10)
!91 = !DILocation(line: 28, column: 28, scope: !10)
!92 = !DILocation(line: 28, column: 3, scope: !10)
!93 = !DILocation(line: 29, column: 7, scope: !94)
!94 = distinct !DILexicalBlock(scope: !10, file: !1, line: 29, column: 7)
!95 = !DILocation(line: 29, column: 9, scope: !94)
!96 = !DILocation(line: 29, column: 7, scope: !10)
!97 = !DILocalVariable(name: "q", scope: !98, file: !1, line: 30, type: !15)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 30, column: 5)
!99 = !DILocation(line: 30, column: 14, scope: !98)
!100 = !DILocation(line: 30, column: 10, scope: !98)
!101 = !DILocation(line: 30, column: 21, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !1, line: 30, column: 5)
!103 = !DILocation(line: 30, column: 25, scope: !102)
!104 = !DILocation(line: 30, column: 23, scope: !102)
!105 = !DILocation(line: 30, column: 5, scope: !98)
!106 = !DILocation(line: 31, column: 15, scope: !102)
!107 = !DILocation(line: 31, column: 18, scope: !102)
!108 = !DILocation(line: 31, column: 22, scope: !102)
!109 = !DILocation(line: 31, column: 7, scope: !102)
!110 = !DILocation(line: 30, column: 29, scope: !102)
!111 = !DILocation(line: 30, column: 5, scope: !102)
!112 = distinct !{!112, !105, !113, !59}
!113 = !DILocation(line: 31, column: 40, scope: !98)
!114 = !DILocation(line: 32, column: 3, scope: !10)
!115 = !DILocalVariable(name: "i", scope: !116, file: !1, line: 33, type: !15)
!116 = distinct !DILexicalBlock(scope: !10, file: !1, line: 33, column: 3)
!117 = !DILocation(line: 33, column: 12, scope: !116)
!118 = !DILocation(line: 33, column: 8, scope: !116)
!119 = !DILocation(line: 33, column: 19, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !1, line: 33, column: 3)
!121 = !DILocation(line: 33, column: 23, scope: !120)
!122 = !DILocation(line: 33, column: 21, scope: !120)
!123 = !DILocation(line: 33, column: 3, scope: !116)
!124 = !DILocation(line: 34, column: 5, scope: !120)
!125 = !DILocation(line: 33, column: 27, scope: !120)
!126 = !DILocation(line: 33, column: 3, scope: !120)
!127 = distinct !{!127, !123, !128, !59}
!128 = !DILocation(line: 34, column: 14, scope: !116)
!129 = !DILocation(line: 35, column: 7, scope: !10)
!130 = !DILocation(line: 35, column: 9, scope: !10)
!131 = !DILocation(line: 35, column: 5, scope: !10)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 36, type: !15)
!133 = distinct !DILexicalBlock(scope: !10, file: !1, line: 36, column: 3)
!134 = !DILocation(line: 36, column: 12, scope: !133)
!135 = !DILocation(line: 36, column: 8, scope: !133)
!136 = !DILocation(line: 36, column: 19, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !1, line: 36, column: 3)
!138 = !DILocation(line: 36, column: 23, scope: !137)
!139 = !DILocation(line: 36, column: 27, scope: !137)
!140 = !DILocation(line: 36, column: 25, scope: !137)
!141 = !DILocation(line: 36, column: 21, scope: !137)
!142 = !DILocation(line: 36, column: 3, scope: !133)
!143 = !DILocation(line: 37, column: 9, scope: !137)
!144 = !DILocation(line: 37, column: 7, scope: !137)
!145 = !DILocation(line: 37, column: 5, scope: !137)
!146 = !DILocation(line: 36, column: 31, scope: !137)
!147 = !DILocation(line: 36, column: 3, scope: !137)
!148 = distinct !{!148, !142, !149, !59}
!149 = !DILocation(line: 37, column: 9, scope: !133)
!150 = !DILocation(line: 38, column: 3, scope: !10)
!151 = !DILocation(line: 39, column: 1, scope: !10)
