; ModuleID = 'malloc.c'
source_filename = "malloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %x = alloca double*, align 8
  %cnt = alloca i32*, align 8
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %p, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_nprocs(), !dbg !21
  store i32 %call1, i32* %p, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata double** %x, metadata !22, metadata !DIExpression()), !dbg !25
  %0 = load i32, i32* %n.addr, align 4, !dbg !26
  %conv = sext i32 %0 to i64, !dbg !26
  %mul = mul i64 %conv, 8, !dbg !27
  %call2 = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !28
  %1 = bitcast i8* %call2 to double*, !dbg !28
  store double* %1, double** %x, align 8, !dbg !25
  call void @llvm.dbg.declare(metadata i32** %cnt, metadata !29, metadata !DIExpression()), !dbg !31
  %2 = load i32, i32* %p, align 4, !dbg !32
  %conv3 = sext i32 %2 to i64, !dbg !32
  %call4 = call noalias i8* @calloc(i64 noundef %conv3, i64 noundef 4) #4, !dbg !33
  %3 = bitcast i8* %call4 to i32*, !dbg !33
  store i32* %3, i32** %cnt, align 8, !dbg !31
  %4 = load double*, double** %x, align 8, !dbg !34
  %5 = bitcast double* %4 to i8*, !dbg !34
  %6 = load i32, i32* %n.addr, align 4, !dbg !35
  %conv5 = sext i32 %6 to i64, !dbg !35
  %mul6 = mul i64 %conv5, 8, !dbg !36
  %conv7 = trunc i64 %mul6 to i32, !dbg !35
  call void @bsp_push_reg(i8* noundef %5, i32 noundef %conv7), !dbg !37
  %7 = load i32*, i32** %cnt, align 8, !dbg !38
  %8 = bitcast i32* %7 to i8*, !dbg !38
  %9 = load i32, i32* %p, align 4, !dbg !39
  %conv8 = sext i32 %9 to i64, !dbg !39
  %mul9 = mul i64 %conv8, 4, !dbg !40
  %conv10 = trunc i64 %mul9 to i32, !dbg !39
  call void @bsp_push_reg(i8* noundef %8, i32 noundef %conv10), !dbg !41
  call void @bsp_sync(), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %i, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %i, align 4, !dbg !45
  br label %for.cond, !dbg !46

for.cond:                                         ; preds = %for.inc, %entry
  %10 = load i32, i32* %i, align 4, !dbg !47
  %11 = load i32, i32* %n.addr, align 4, !dbg !49
  %cmp = icmp slt i32 %10, %11, !dbg !50
  br i1 %cmp, label %for.body, label %for.end, !dbg !51

for.body:                                         ; preds = %for.cond
  %12 = load double*, double** %x, align 8, !dbg !52
  %13 = load i32, i32* %i, align 4, !dbg !53
  %idxprom = sext i32 %13 to i64, !dbg !52
  %arrayidx = getelementptr inbounds double, double* %12, i64 %idxprom, !dbg !52
  %14 = load double, double* %arrayidx, align 8, !dbg !52
  %mul12 = fmul double 2.000000e+00, %14, !dbg !54
  %15 = load double*, double** %x, align 8, !dbg !55
  %16 = load i32, i32* %i, align 4, !dbg !56
  %idxprom13 = sext i32 %16 to i64, !dbg !55
  %arrayidx14 = getelementptr inbounds double, double* %15, i64 %idxprom13, !dbg !55
  store double %mul12, double* %arrayidx14, align 8, !dbg !57
  br label %for.inc, !dbg !55

for.inc:                                          ; preds = %for.body
  %17 = load i32, i32* %i, align 4, !dbg !58
  %inc = add nsw i32 %17, 1, !dbg !58
  store i32 %inc, i32* %i, align 4, !dbg !58
  br label %for.cond, !dbg !59, !llvm.loop !60

for.end:                                          ; preds = %for.cond
  %call15 = call i32 @bsp_pid(), !dbg !63
  %add = add nsw i32 %call15, 1, !dbg !64
  %18 = load i32, i32* %p, align 4, !dbg !65
  %rem = srem i32 %add, %18, !dbg !66
  %19 = load double*, double** %x, align 8, !dbg !67
  %20 = bitcast double* %19 to i8*, !dbg !67
  %21 = load double*, double** %x, align 8, !dbg !68
  %22 = bitcast double* %21 to i8*, !dbg !68
  %23 = load i32, i32* %n.addr, align 4, !dbg !69
  %conv16 = sext i32 %23 to i64, !dbg !69
  %mul17 = mul i64 %conv16, 8, !dbg !70
  %conv18 = trunc i64 %mul17 to i32, !dbg !69
  call void @bsp_put(i32 noundef %rem, i8* noundef %20, i8* noundef %22, i32 noundef 0, i32 noundef %conv18), !dbg !71
  %24 = load i32*, i32** %cnt, align 8, !dbg !72
  %arrayidx19 = getelementptr inbounds i32, i32* %24, i64 0, !dbg !72
  %25 = bitcast i32* %arrayidx19 to i8*, !dbg !73
  %26 = load i32*, i32** %cnt, align 8, !dbg !74
  %27 = bitcast i32* %26 to i8*, !dbg !74
  %call20 = call i32 @bsp_pid(), !dbg !75
  %conv21 = sext i32 %call20 to i64, !dbg !75
  %mul22 = mul i64 %conv21, 4, !dbg !76
  %conv23 = trunc i64 %mul22 to i32, !dbg !75
  call void @bsp_put(i32 noundef 0, i8* noundef %25, i8* noundef %27, i32 noundef %conv23, i32 noundef 4), !dbg !77
  call void @bsp_sync(), !dbg !78
  %28 = load i32*, i32** %cnt, align 8, !dbg !79
  %29 = bitcast i32* %28 to i8*, !dbg !79
  call void @free(i8* noundef %29) #4, !dbg !80
  %30 = load double*, double** %x, align 8, !dbg !81
  %31 = bitcast double* %30 to i8*, !dbg !81
  call void @free(i8* noundef %31) #4, !dbg !82
  call void @bsp_end(), !dbg !83
  ret void, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare i32 @bsp_pid() #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "malloc.c", directory: ".", checksumkind: CSK_MD5, checksum: "07549d991c9eb420c7b5bbad91d45229")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 6, type: !13)
!16 = !DILocation(line: 6, column: 15, scope: !10)
!17 = !DILocation(line: 7, column: 13, scope: !10)
!18 = !DILocation(line: 7, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 8, type: !13)
!20 = !DILocation(line: 8, column: 7, scope: !10)
!21 = !DILocation(line: 8, column: 11, scope: !10)
!22 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 9, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocation(line: 9, column: 11, scope: !10)
!26 = !DILocation(line: 9, column: 22, scope: !10)
!27 = !DILocation(line: 9, column: 24, scope: !10)
!28 = !DILocation(line: 9, column: 15, scope: !10)
!29 = !DILocalVariable(name: "cnt", scope: !10, file: !1, line: 10, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!31 = !DILocation(line: 10, column: 8, scope: !10)
!32 = !DILocation(line: 10, column: 21, scope: !10)
!33 = !DILocation(line: 10, column: 14, scope: !10)
!34 = !DILocation(line: 11, column: 16, scope: !10)
!35 = !DILocation(line: 11, column: 19, scope: !10)
!36 = !DILocation(line: 11, column: 21, scope: !10)
!37 = !DILocation(line: 11, column: 3, scope: !10)
!38 = !DILocation(line: 12, column: 16, scope: !10)
!39 = !DILocation(line: 12, column: 21, scope: !10)
!40 = !DILocation(line: 12, column: 23, scope: !10)
!41 = !DILocation(line: 12, column: 3, scope: !10)
!42 = !DILocation(line: 13, column: 3, scope: !10)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 14, type: !13)
!44 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 3)
!45 = !DILocation(line: 14, column: 12, scope: !44)
!46 = !DILocation(line: 14, column: 8, scope: !44)
!47 = !DILocation(line: 14, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 14, column: 3)
!49 = !DILocation(line: 14, column: 23, scope: !48)
!50 = !DILocation(line: 14, column: 21, scope: !48)
!51 = !DILocation(line: 14, column: 3, scope: !44)
!52 = !DILocation(line: 15, column: 18, scope: !48)
!53 = !DILocation(line: 15, column: 20, scope: !48)
!54 = !DILocation(line: 15, column: 16, scope: !48)
!55 = !DILocation(line: 15, column: 5, scope: !48)
!56 = !DILocation(line: 15, column: 7, scope: !48)
!57 = !DILocation(line: 15, column: 10, scope: !48)
!58 = !DILocation(line: 14, column: 27, scope: !48)
!59 = !DILocation(line: 14, column: 3, scope: !48)
!60 = distinct !{!60, !51, !61, !62}
!61 = !DILocation(line: 15, column: 21, scope: !44)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 16, column: 12, scope: !10)
!64 = !DILocation(line: 16, column: 22, scope: !10)
!65 = !DILocation(line: 16, column: 29, scope: !10)
!66 = !DILocation(line: 16, column: 27, scope: !10)
!67 = !DILocation(line: 16, column: 32, scope: !10)
!68 = !DILocation(line: 16, column: 35, scope: !10)
!69 = !DILocation(line: 16, column: 41, scope: !10)
!70 = !DILocation(line: 16, column: 43, scope: !10)
!71 = !DILocation(line: 16, column: 3, scope: !10)
!72 = !DILocation(line: 17, column: 15, scope: !10)
!73 = !DILocation(line: 17, column: 14, scope: !10)
!74 = !DILocation(line: 17, column: 23, scope: !10)
!75 = !DILocation(line: 17, column: 28, scope: !10)
!76 = !DILocation(line: 17, column: 38, scope: !10)
!77 = !DILocation(line: 17, column: 3, scope: !10)
!78 = !DILocation(line: 18, column: 3, scope: !10)
!79 = !DILocation(line: 19, column: 8, scope: !10)
!80 = !DILocation(line: 19, column: 3, scope: !10)
!81 = !DILocation(line: 20, column: 8, scope: !10)
!82 = !DILocation(line: 20, column: 3, scope: !10)
!83 = !DILocation(line: 21, column: 3, scope: !10)
!84 = !DILocation(line: 22, column: 1, scope: !10)
