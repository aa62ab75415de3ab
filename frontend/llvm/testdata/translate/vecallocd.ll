; ModuleID = 'vecallocd.c'
source_filename = "vecallocd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"vecallocd: not enough memory\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double* @vecallocd(i32 noundef %n) #0 !dbg !14 {
entry:
  %n.addr = alloca i32, align 4
  %pd = alloca double*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata double** %pd, metadata !21, metadata !DIExpression()), !dbg !22
  %0 = load i32, i32* %n.addr, align 4, !dbg !23
  %cmp = icmp eq i32 %0, 0, !dbg !25
  br i1 %cmp, label %if.then, label %if.else, !dbg !26

if.then:                                          ; preds = %entry
  store double* null, double** %pd, align 8, !dbg !27
  br label %if.end4, !dbg !29

if.else:                                          ; preds = %entry
  %1 = load i32, i32* %n.addr, align 4, !dbg !30
  %conv = sext i32 %1 to i64, !dbg !30
  %mul = mul i64 %conv, 8, !dbg !32
  %call = call noalias i8* @malloc(i64 noundef %mul) #5, !dbg !33
  %2 = bitcast i8* %call to double*, !dbg !34
  store double* %2, double** %pd, align 8, !dbg !35
  %3 = load double*, double** %pd, align 8, !dbg !36
  %cmp1 = icmp eq double* %3, null, !dbg !38
  br i1 %cmp1, label %if.then3, label %if.end, !dbg !39

if.then3:                                         ; preds = %if.else
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0)) #6, !dbg !40
  unreachable, !dbg !40

if.end:                                           ; preds = %if.else
  br label %if.end4

if.end4:                                          ; preds = %if.end, %if.then
  %4 = load double*, double** %pd, align 8, !dbg !41
  ret double* %4, !dbg !42
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noreturn
declare void @bsp_abort(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @vecfreed(double* noundef %pd) #0 !dbg !43 {
entry:
  %pd.addr = alloca double*, align 8
  store double* %pd, double** %pd.addr, align 8
  call void @llvm.dbg.declare(metadata double** %pd.addr, metadata !46, metadata !DIExpression()), !dbg !47
  %0 = load double*, double** %pd.addr, align 8, !dbg !48
  %cmp = icmp ne double* %0, null, !dbg !50
  br i1 %cmp, label %if.then, label %if.end, !dbg !51

if.then:                                          ; preds = %entry
  %1 = load double*, double** %pd.addr, align 8, !dbg !52
  %2 = bitcast double* %1 to i8*, !dbg !52
  call void @free(i8* noundef %2) #5, !dbg !53
  br label %if.end, !dbg !53

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !54
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !55 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %x = alloca double*, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !58, metadata !DIExpression()), !dbg !59
  %call = call i32 @bsp_nprocs(), !dbg !60
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !61
  call void @llvm.dbg.declare(metadata i32* %p, metadata !62, metadata !DIExpression()), !dbg !63
  %call1 = call i32 @bsp_nprocs(), !dbg !64
  store i32 %call1, i32* %p, align 4, !dbg !63
  call void @llvm.dbg.declare(metadata double** %x, metadata !65, metadata !DIExpression()), !dbg !66
  %0 = load i32, i32* %N.addr, align 4, !dbg !67
  %call2 = call double* @vecallocd(i32 noundef %0), !dbg !68
  store double* %call2, double** %x, align 8, !dbg !66
  %1 = load double*, double** %x, align 8, !dbg !69
  %2 = bitcast double* %1 to i8*, !dbg !69
  %3 = load i32, i32* %N.addr, align 4, !dbg !70
  %conv = sext i32 %3 to i64, !dbg !70
  %mul = mul i64 %conv, 8, !dbg !71
  %conv3 = trunc i64 %mul to i32, !dbg !70
  call void @bsp_push_reg(i8* noundef %2, i32 noundef %conv3), !dbg !72
  call void @bsp_sync(), !dbg !73
  %4 = load double*, double** %x, align 8, !dbg !74
  %cmp = icmp ne double* %4, null, !dbg !76
  br i1 %cmp, label %if.then, label %if.end, !dbg !77

if.then:                                          ; preds = %entry
  %call5 = call i32 @bsp_pid(), !dbg !78
  %add = add nsw i32 %call5, 1, !dbg !79
  %5 = load i32, i32* %p, align 4, !dbg !80
  %rem = srem i32 %add, %5, !dbg !81
  %6 = load double*, double** %x, align 8, !dbg !82
  %7 = bitcast double* %6 to i8*, !dbg !82
  %8 = load double*, double** %x, align 8, !dbg !83
  %9 = bitcast double* %8 to i8*, !dbg !83
  %10 = load i32, i32* %N.addr, align 4, !dbg !84
  %conv6 = sext i32 %10 to i64, !dbg !84
  %mul7 = mul i64 %conv6, 8, !dbg !85
  %conv8 = trunc i64 %mul7 to i32, !dbg !84
  call void @bsp_put(i32 noundef %rem, i8* noundef %7, i8* noundef %9, i32 noundef 0, i32 noundef %conv8), !dbg !86
  br label %if.end, !dbg !86

if.end:                                           ; preds = %if.then, %entry
  call void @bsp_sync(), !dbg !87
  %11 = load double*, double** %x, align 8, !dbg !88
  %12 = bitcast double* %11 to i8*, !dbg !88
  call void @bsp_pop_reg(i8* noundef %12), !dbg !89
  %13 = load double*, double** %x, align 8, !dbg !90
  call void @vecfreed(double* noundef %13), !dbg !91
  call void @bsp_end(), !dbg !92
  ret void, !dbg !93
}

declare void @bsp_begin(...) #4

declare i32 @bsp_nprocs() #4

declare void @bsp_push_reg(i8* noundef, i32 noundef) #4

declare void @bsp_sync() #4

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #4

declare i32 @bsp_pid() #4

declare void @bsp_pop_reg(i8* noundef) #4

declare void @bsp_end() #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vecallocd.c", directory: ".", checksumkind: CSK_MD5, checksum: "fd98fe2117b5a130560aceccf9458546")
!2 = !{!3, !5}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "vecallocd", scope: !1, file: !1, line: 9, type: !15, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!3, !17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !14, file: !1, line: 9, type: !17)
!20 = !DILocation(line: 9, column: 23, scope: !14)
!21 = !DILocalVariable(name: "pd", scope: !14, file: !1, line: 11, type: !3)
!22 = !DILocation(line: 11, column: 11, scope: !14)
!23 = !DILocation(line: 13, column: 7, scope: !24)
!24 = distinct !DILexicalBlock(scope: !14, file: !1, line: 13, column: 7)
!25 = !DILocation(line: 13, column: 9, scope: !24)
!26 = !DILocation(line: 13, column: 7, scope: !14)
!27 = !DILocation(line: 14, column: 8, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 13, column: 15)
!29 = !DILocation(line: 15, column: 3, scope: !28)
!30 = !DILocation(line: 16, column: 27, scope: !31)
!31 = distinct !DILexicalBlock(scope: !24, file: !1, line: 15, column: 10)
!32 = !DILocation(line: 16, column: 29, scope: !31)
!33 = !DILocation(line: 16, column: 20, scope: !31)
!34 = !DILocation(line: 16, column: 10, scope: !31)
!35 = !DILocation(line: 16, column: 8, scope: !31)
!36 = !DILocation(line: 17, column: 9, scope: !37)
!37 = distinct !DILexicalBlock(scope: !31, file: !1, line: 17, column: 9)
!38 = !DILocation(line: 17, column: 12, scope: !37)
!39 = !DILocation(line: 17, column: 9, scope: !31)
!40 = !DILocation(line: 18, column: 7, scope: !37)
!41 = !DILocation(line: 20, column: 10, scope: !14)
!42 = !DILocation(line: 20, column: 3, scope: !14)
!43 = distinct !DISubprogram(name: "vecfreed", scope: !1, file: !1, line: 23, type: !44, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !3}
!46 = !DILocalVariable(name: "pd", arg: 1, scope: !43, file: !1, line: 23, type: !3)
!47 = !DILocation(line: 23, column: 23, scope: !43)
!48 = !DILocation(line: 25, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !43, file: !1, line: 25, column: 7)
!50 = !DILocation(line: 25, column: 10, scope: !49)
!51 = !DILocation(line: 25, column: 7, scope: !43)
!52 = !DILocation(line: 26, column: 10, scope: !49)
!53 = !DILocation(line: 26, column: 5, scope: !49)
!54 = !DILocation(line: 27, column: 1, scope: !43)
!55 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 29, type: !56, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !17}
!58 = !DILocalVariable(name: "N", arg: 1, scope: !55, file: !1, line: 29, type: !17)
!59 = !DILocation(line: 29, column: 15, scope: !55)
!60 = !DILocation(line: 30, column: 13, scope: !55)
!61 = !DILocation(line: 30, column: 3, scope: !55)
!62 = !DILocalVariable(name: "p", scope: !55, file: !1, line: 31, type: !17)
!63 = !DILocation(line: 31, column: 7, scope: !55)
!64 = !DILocation(line: 31, column: 11, scope: !55)
!65 = !DILocalVariable(name: "x", scope: !55, file: !1, line: 32, type: !3)
!66 = !DILocation(line: 32, column: 11, scope: !55)
!67 = !DILocation(line: 32, column: 25, scope: !55)
!68 = !DILocation(line: 32, column: 15, scope: !55)
!69 = !DILocation(line: 33, column: 16, scope: !55)
!70 = !DILocation(line: 33, column: 19, scope: !55)
!71 = !DILocation(line: 33, column: 21, scope: !55)
!72 = !DILocation(line: 33, column: 3, scope: !55)
!73 = !DILocation(line: 34, column: 3, scope: !55)
!74 = !DILocation(line: 35, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !55, file: !1, line: 35, column: 7)
!76 = !DILocation(line: 35, column: 9, scope: !75)
!77 = !DILocation(line: 35, column: 7, scope: !55)
!78 = !DILocation(line: 36, column: 14, scope: !75)
!79 = !DILocation(line: 36, column: 24, scope: !75)
!80 = !DILocation(line: 36, column: 31, scope: !75)
!81 = !DILocation(line: 36, column: 29, scope: !75)
!82 = !DILocation(line: 36, column: 34, scope: !75)
!83 = !DILocation(line: 36, column: 37, scope: !75)
!84 = !DILocation(line: 36, column: 43, scope: !75)
!85 = !DILocation(line: 36, column: 45, scope: !75)
!86 = !DILocation(line: 36, column: 5, scope: !75)
!87 = !DILocation(line: 37, column: 3, scope: !55)
!88 = !DILocation(line: 38, column: 15, scope: !55)
!89 = !DILocation(line: 38, column: 3, scope: !55)
!90 = !DILocation(line: 39, column: 12, scope: !55)
!91 = !DILocation(line: 39, column: 3, scope: !55)
!92 = !DILocation(line: 40, column: 3, scope: !55)
!93 = !DILocation(line: 41, column: 1, scope: !55)
