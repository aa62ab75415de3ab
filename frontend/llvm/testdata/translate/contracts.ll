; ModuleID = 'contracts.c'
source_filename = "contracts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @helper(i32 noundef %k) #0 !dbg !10 {
entry:
  %k.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %k, i32* %k.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %k.addr, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %s, metadata !17, metadata !DIExpression()), !dbg !18
  store i32 0, i32* %s, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %i, metadata !19, metadata !DIExpression()), !dbg !21
  store i32 0, i32* %i, align 4, !dbg !21
  br label %for.cond, !dbg !22

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !23
  %1 = load i32, i32* %k.addr, align 4, !dbg !25
  %cmp = icmp slt i32 %0, %1, !dbg !26
  br i1 %cmp, label %for.body, label %for.end, !dbg !27

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %i, align 4, !dbg !28
  %3 = load i32, i32* %s, align 4, !dbg !29
  %add = add nsw i32 %3, %2, !dbg !29
  store i32 %add, i32* %s, align 4, !dbg !29
  br label %for.inc, !dbg !30

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4, !dbg !31
  %inc = add nsw i32 %4, 1, !dbg !31
  store i32 %inc, i32* %i, align 4, !dbg !31
  br label %for.cond, !dbg !32, !llvm.loop !33

for.end:                                          ; preds = %for.cond
  %5 = load i32, i32* %s, align 4, !dbg !36
  ret i32 %5, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !38 {
entry:
  %n = alloca i32, align 4
  %buf = alloca [64 x double], align 16
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %n, metadata !41, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %n, align 4, !dbg !42
  call void @llvm.dbg.declare(metadata [64 x double]* %buf, metadata !43, metadata !DIExpression()), !dbg !48
  %call = call i32 @bsp_nprocs(), !dbg !49
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !50
  %call1 = call i32 @bsp_pid(), !dbg !51
  %cmp = icmp eq i32 %call1, 0, !dbg !53
  br i1 %cmp, label %if.then, label %if.end, !dbg !54

if.then:                                          ; preds = %entry
  %call2 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32* noundef %n), !dbg !55
  br label %if.end, !dbg !55

if.end:                                           ; preds = %if.then, %entry
  %0 = bitcast i32* %n to i8*, !dbg !56
  %1 = bitcast i32* %n to i8*, !dbg !57
  call void @bsp_bcast(i32 noundef 0, i8* noundef %0, i8* noundef %1, i32 noundef 4), !dbg !58
  call void @llvm.dbg.declare(metadata i32* %i, metadata !59, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %i, align 4, !dbg !61
  br label %for.cond, !dbg !62

for.cond:                                         ; preds = %for.inc, %if.end
  %2 = load i32, i32* %i, align 4, !dbg !63
  %3 = load i32, i32* %n, align 4, !dbg !65
  %cmp3 = icmp slt i32 %2, %3, !dbg !66
  br i1 %cmp3, label %for.body, label %for.end, !dbg !67

for.body:                                         ; preds = %for.cond
  %arraydecay = getelementptr inbounds [64 x double], [64 x double]* %buf, i64 0, i64 0, !dbg !68
  call void @exchange(double* noundef %arraydecay, i32 noundef 8), !dbg !70
  %arraydecay4 = getelementptr inbounds [64 x double], [64 x double]* %buf, i64 0, i64 0, !dbg !71
  call void @sort_local(double* noundef %arraydecay4, i32 noundef 8), !dbg !72
  br label %for.inc, !dbg !73

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4, !dbg !74
  %inc = add nsw i32 %4, 1, !dbg !74
  store i32 %inc, i32* %i, align 4, !dbg !74
  br label %for.cond, !dbg !75, !llvm.loop !76

for.end:                                          ; preds = %for.cond
  %5 = load i32, i32* %n, align 4, !dbg !78
  %call5 = call i32 @helper(i32 noundef %5), !dbg !79
  call void @bsp_end(), !dbg !80
  ret void, !dbg !81
}

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare i32 @__isoc99_scanf(i8* noundef, ...) #2

declare void @bsp_bcast(i32 noundef, i8* noundef, i8* noundef, i32 noundef) #2

declare void @exchange(double* noundef, i32 noundef) #2

declare void @sort_local(double* noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "contracts.c", directory: ".", checksumkind: CSK_MD5, checksum: "789725f987ca386cf3a0e7119032cde3")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 17, type: !11, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "k", arg: 1, scope: !10, file: !1, line: 17, type: !13)
!16 = !DILocation(line: 17, column: 16, scope: !10)
!17 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 18, type: !13)
!18 = !DILocation(line: 18, column: 7, scope: !10)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 19, type: !13)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 3)
!21 = !DILocation(line: 19, column: 12, scope: !20)
!22 = !DILocation(line: 19, column: 8, scope: !20)
!23 = !DILocation(line: 19, column: 19, scope: !24)
!24 = distinct !DILexicalBlock(scope: !20, file: !1, line: 19, column: 3)
!25 = !DILocation(line: 19, column: 23, scope: !24)
!26 = !DILocation(line: 19, column: 21, scope: !24)
!27 = !DILocation(line: 19, column: 3, scope: !20)
!28 = !DILocation(line: 20, column: 10, scope: !24)
!29 = !DILocation(line: 20, column: 7, scope: !24)
!30 = !DILocation(line: 20, column: 5, scope: !24)
!31 = !DILocation(line: 19, column: 27, scope: !24)
!32 = !DILocation(line: 19, column: 3, scope: !24)
!33 = distinct !{!33, !27, !34, !35}
!34 = !DILocation(line: 20, column: 10, scope: !20)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 21, column: 10, scope: !10)
!37 = !DILocation(line: 21, column: 3, scope: !10)
!38 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 24, type: !39, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!39 = !DISubroutineType(types: !40)
!40 = !{null}
!41 = !DILocalVariable(name: "n", scope: !38, file: !1, line: 25, type: !13)
!42 = !DILocation(line: 25, column: 7, scope: !38)
!43 = !DILocalVariable(name: "buf", scope: !38, file: !1, line: 26, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 4096, elements: !46)
!45 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!46 = !{!47}
!47 = !DISubrange(count: 64)
!48 = !DILocation(line: 26, column: 10, scope: !38)
!49 = !DILocation(line: 27, column: 13, scope: !38)
!50 = !DILocation(line: 27, column: 3, scope: !38)
!51 = !DILocation(line: 28, column: 7, scope: !52)
!52 = distinct !DILexicalBlock(scope: !38, file: !1, line: 28, column: 7)
!53 = !DILocation(line: 28, column: 17, scope: !52)
!54 = !DILocation(line: 28, column: 7, scope: !38)
!55 = !DILocation(line: 29, column: 5, scope: !52)
!56 = !DILocation(line: 30, column: 16, scope: !38)
!57 = !DILocation(line: 30, column: 20, scope: !38)
!58 = !DILocation(line: 30, column: 3, scope: !38)
!59 = !DILocalVariable(name: "i", scope: !60, file: !1, line: 31, type: !13)
!60 = distinct !DILexicalBlock(scope: !38, file: !1, line: 31, column: 3)
!61 = !DILocation(line: 31, column: 12, scope: !60)
!62 = !DILocation(line: 31, column: 8, scope: !60)
!63 = !DILocation(line: 31, column: 19, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 31, column: 3)
!65 = !DILocation(line: 31, column: 23, scope: !64)
!66 = !DILocation(line: 31, column: 21, scope: !64)
!67 = !DILocation(line: 31, column: 3, scope: !60)
!68 = !DILocation(line: 32, column: 14, scope: !69)
!69 = distinct !DILexicalBlock(scope: !64, file: !1, line: 31, column: 31)
!70 = !DILocation(line: 32, column: 5, scope: !69)
!71 = !DILocation(line: 33, column: 16, scope: !69)
!72 = !DILocation(line: 33, column: 5, scope: !69)
!73 = !DILocation(line: 34, column: 3, scope: !69)
!74 = !DILocation(line: 31, column: 27, scope: !64)
!75 = !DILocation(line: 31, column: 3, scope: !64)
!76 = distinct !{!76, !67, !77, !35}
!77 = !DILocation(line: 34, column: 3, scope: !60)
!78 = !DILocation(line: 35, column: 10, scope: !38)
!79 = !DILocation(line: 35, column: 3, scope: !38)
!80 = !DILocation(line: 36, column: 3, scope: !38)
!81 = !DILocation(line: 37, column: 1, scope: !38)
