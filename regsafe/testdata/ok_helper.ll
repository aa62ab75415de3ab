; ModuleID = 'ok_helper.c'
source_filename = "ok_helper.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"vec: no memory\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !12 {
entry:
  %p = alloca i32, align 4
  %acc = alloca double*, align 8
  call void @llvm.dbg.declare(metadata i32* %p, metadata !16, metadata !DIExpression()), !dbg !18
  %call = call i32 @bsp_nprocs(), !dbg !19
  store i32 %call, i32* %p, align 4, !dbg !18
  %0 = load i32, i32* %p, align 4, !dbg !20
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %0), !dbg !21
  call void @llvm.dbg.declare(metadata double** %acc, metadata !22, metadata !DIExpression()), !dbg !25
  %call1 = call double* @vec(i32 noundef 1), !dbg !26
  store double* %call1, double** %acc, align 8, !dbg !25
  %1 = load double*, double** %acc, align 8, !dbg !27
  %2 = load i32, i32* %p, align 4, !dbg !28
  call void @sum_all(double* noundef %1, i32 noundef %2), !dbg !29
  %3 = load double*, double** %acc, align 8, !dbg !30
  %4 = load i32, i32* %p, align 4, !dbg !31
  call void @sum_all(double* noundef %3, i32 noundef %4), !dbg !32
  call void @bsp_end(), !dbg !33
  ret void, !dbg !34
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @bsp_nprocs() #2

declare void @bsp_begin(...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double* @vec(i32 noundef %n) #0 !dbg !35 {
entry:
  %n.addr = alloca i32, align 4
  %v = alloca double*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !38, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata double** %v, metadata !40, metadata !DIExpression()), !dbg !41
  %0 = load i32, i32* %n.addr, align 4, !dbg !42
  %conv = sext i32 %0 to i64, !dbg !42
  %mul = mul i64 %conv, 8, !dbg !43
  %call = call noalias i8* @malloc(i64 noundef %mul) #5, !dbg !44
  %1 = bitcast i8* %call to double*, !dbg !44
  store double* %1, double** %v, align 8, !dbg !41
  %2 = load double*, double** %v, align 8, !dbg !45
  %cmp = icmp eq double* %2, null, !dbg !47
  br i1 %cmp, label %if.then, label %if.end, !dbg !48

if.then:                                          ; preds = %entry
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0)) #6, !dbg !49
  unreachable, !dbg !49

if.end:                                           ; preds = %entry
  %3 = load double*, double** %v, align 8, !dbg !50
  ret double* %3, !dbg !51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sum_all(double* noundef %dst, i32 noundef %p) #0 !dbg !52 {
entry:
  %dst.addr = alloca double*, align 8
  %p.addr = alloca i32, align 4
  %part = alloca [64 x double], align 16
  %q = alloca i32, align 4
  store double* %dst, double** %dst.addr, align 8
  call void @llvm.dbg.declare(metadata double** %dst.addr, metadata !55, metadata !DIExpression()), !dbg !56
  store i32 %p, i32* %p.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %p.addr, metadata !57, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.declare(metadata [64 x double]* %part, metadata !59, metadata !DIExpression()), !dbg !63
  %arraydecay = getelementptr inbounds [64 x double], [64 x double]* %part, i64 0, i64 0, !dbg !64
  %0 = bitcast double* %arraydecay to i8*, !dbg !64
  %1 = load i32, i32* %p.addr, align 4, !dbg !65
  %conv = sext i32 %1 to i64, !dbg !65
  %mul = mul i64 %conv, 8, !dbg !66
  %conv1 = trunc i64 %mul to i32, !dbg !65
  call void @bsp_push_reg(i8* noundef %0, i32 noundef %conv1), !dbg !67
  call void @bsp_sync(), !dbg !68
  call void @llvm.dbg.declare(metadata i32* %q, metadata !69, metadata !DIExpression()), !dbg !71
  store i32 0, i32* %q, align 4, !dbg !71
  br label %for.cond, !dbg !72

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %q, align 4, !dbg !73
  %3 = load i32, i32* %p.addr, align 4, !dbg !75
  %cmp = icmp slt i32 %2, %3, !dbg !76
  br i1 %cmp, label %for.body, label %for.end, !dbg !77

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %q, align 4, !dbg !78
  %5 = load double*, double** %dst.addr, align 8, !dbg !79
  %6 = bitcast double* %5 to i8*, !dbg !79
  %arraydecay3 = getelementptr inbounds [64 x double], [64 x double]* %part, i64 0, i64 0, !dbg !80
  %7 = bitcast double* %arraydecay3 to i8*, !dbg !80
  %call = call i32 @bsp_pid(), !dbg !81
  %conv4 = sext i32 %call to i64, !dbg !81
  %mul5 = mul i64 %conv4, 8, !dbg !82
  %conv6 = trunc i64 %mul5 to i32, !dbg !81
  call void @bsp_put(i32 noundef %4, i8* noundef %6, i8* noundef %7, i32 noundef %conv6, i32 noundef 8), !dbg !83
  br label %for.inc, !dbg !83

for.inc:                                          ; preds = %for.body
  %8 = load i32, i32* %q, align 4, !dbg !84
  %inc = add nsw i32 %8, 1, !dbg !84
  store i32 %inc, i32* %q, align 4, !dbg !84
  br label %for.cond, !dbg !85, !llvm.loop !86

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !89
  %arraydecay7 = getelementptr inbounds [64 x double], [64 x double]* %part, i64 0, i64 0, !dbg !90
  %9 = bitcast double* %arraydecay7 to i8*, !dbg !90
  call void @bsp_pop_reg(i8* noundef %9), !dbg !91
  ret void, !dbg !92
}

declare void @bsp_end() #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noreturn
declare void @bsp_abort(i8* noundef, ...) #4

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare i32 @bsp_pid() #2

declare void @bsp_pop_reg(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ok_helper.c", directory: ".", checksumkind: CSK_MD5, checksum: "ef5400e301b98c30a4280fb31114ac17")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{null}
!15 = !{}
!16 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 21, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 21, column: 7, scope: !12)
!19 = !DILocation(line: 21, column: 11, scope: !12)
!20 = !DILocation(line: 22, column: 13, scope: !12)
!21 = !DILocation(line: 22, column: 3, scope: !12)
!22 = !DILocalVariable(name: "acc", scope: !12, file: !1, line: 23, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocation(line: 23, column: 11, scope: !12)
!26 = !DILocation(line: 23, column: 17, scope: !12)
!27 = !DILocation(line: 24, column: 11, scope: !12)
!28 = !DILocation(line: 24, column: 16, scope: !12)
!29 = !DILocation(line: 24, column: 3, scope: !12)
!30 = !DILocation(line: 25, column: 11, scope: !12)
!31 = !DILocation(line: 25, column: 16, scope: !12)
!32 = !DILocation(line: 25, column: 3, scope: !12)
!33 = !DILocation(line: 26, column: 3, scope: !12)
!34 = !DILocation(line: 27, column: 1, scope: !12)
!35 = distinct !DISubprogram(name: "vec", scope: !1, file: !1, line: 5, type: !36, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!36 = !DISubroutineType(types: !37)
!37 = !{!23, !17}
!38 = !DILocalVariable(name: "n", arg: 1, scope: !35, file: !1, line: 5, type: !17)
!39 = !DILocation(line: 5, column: 24, scope: !35)
!40 = !DILocalVariable(name: "v", scope: !35, file: !1, line: 6, type: !23)
!41 = !DILocation(line: 6, column: 11, scope: !35)
!42 = !DILocation(line: 6, column: 22, scope: !35)
!43 = !DILocation(line: 6, column: 24, scope: !35)
!44 = !DILocation(line: 6, column: 15, scope: !35)
!45 = !DILocation(line: 7, column: 7, scope: !46)
!46 = distinct !DILexicalBlock(scope: !35, file: !1, line: 7, column: 7)
!47 = !DILocation(line: 7, column: 9, scope: !46)
!48 = !DILocation(line: 7, column: 7, scope: !35)
!49 = !DILocation(line: 8, column: 5, scope: !46)
!50 = !DILocation(line: 9, column: 10, scope: !35)
!51 = !DILocation(line: 9, column: 3, scope: !35)
!52 = distinct !DISubprogram(name: "sum_all", scope: !1, file: !1, line: 11, type: !53, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!53 = !DISubroutineType(types: !54)
!54 = !{null, !23, !17}
!55 = !DILocalVariable(name: "dst", arg: 1, scope: !52, file: !1, line: 11, type: !23)
!56 = !DILocation(line: 11, column: 29, scope: !52)
!57 = !DILocalVariable(name: "p", arg: 2, scope: !52, file: !1, line: 11, type: !17)
!58 = !DILocation(line: 11, column: 38, scope: !52)
!59 = !DILocalVariable(name: "part", scope: !52, file: !1, line: 12, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 4096, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 64)
!63 = !DILocation(line: 12, column: 10, scope: !52)
!64 = !DILocation(line: 13, column: 16, scope: !52)
!65 = !DILocation(line: 13, column: 22, scope: !52)
!66 = !DILocation(line: 13, column: 24, scope: !52)
!67 = !DILocation(line: 13, column: 3, scope: !52)
!68 = !DILocation(line: 14, column: 3, scope: !52)
!69 = !DILocalVariable(name: "q", scope: !70, file: !1, line: 15, type: !17)
!70 = distinct !DILexicalBlock(scope: !52, file: !1, line: 15, column: 3)
!71 = !DILocation(line: 15, column: 12, scope: !70)
!72 = !DILocation(line: 15, column: 8, scope: !70)
!73 = !DILocation(line: 15, column: 19, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !1, line: 15, column: 3)
!75 = !DILocation(line: 15, column: 23, scope: !74)
!76 = !DILocation(line: 15, column: 21, scope: !74)
!77 = !DILocation(line: 15, column: 3, scope: !70)
!78 = !DILocation(line: 16, column: 13, scope: !74)
!79 = !DILocation(line: 16, column: 16, scope: !74)
!80 = !DILocation(line: 16, column: 21, scope: !74)
!81 = !DILocation(line: 16, column: 27, scope: !74)
!82 = !DILocation(line: 16, column: 37, scope: !74)
!83 = !DILocation(line: 16, column: 5, scope: !74)
!84 = !DILocation(line: 15, column: 27, scope: !74)
!85 = !DILocation(line: 15, column: 3, scope: !74)
!86 = distinct !{!86, !77, !87, !88}
!87 = !DILocation(line: 16, column: 69, scope: !70)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 17, column: 3, scope: !52)
!90 = !DILocation(line: 18, column: 15, scope: !52)
!91 = !DILocation(line: 18, column: 3, scope: !52)
!92 = !DILocation(line: 19, column: 1, scope: !52)
