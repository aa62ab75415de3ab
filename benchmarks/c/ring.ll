; ModuleID = 'ring.c'
source_filename = "ring.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ring(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %b = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %r = alloca i32, align 4
  %k = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %p, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_nprocs(), !dbg !21
  store i32 %call1, i32* %p, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %s, metadata !22, metadata !DIExpression()), !dbg !23
  %call2 = call i32 @bsp_pid(), !dbg !24
  store i32 %call2, i32* %s, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %b, metadata !25, metadata !DIExpression()), !dbg !26
  %0 = load i32, i32* %N.addr, align 4, !dbg !27
  %1 = load i32, i32* %p, align 4, !dbg !28
  %div = sdiv i32 %0, %1, !dbg !29
  store i32 %div, i32* %b, align 4, !dbg !26
  %2 = load i32, i32* %N.addr, align 4, !dbg !30
  %3 = zext i32 %2 to i64, !dbg !31
  %4 = call i8* @llvm.stacksave(), !dbg !31
  store i8* %4, i8** %saved_stack, align 8, !dbg !31
  %vla = alloca double, i64 %3, align 16, !dbg !31
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla, metadata !35, metadata !DIExpression()), !dbg !40
  %5 = bitcast double* %vla to i8*, !dbg !41
  %6 = load i32, i32* %N.addr, align 4, !dbg !42
  %conv = sext i32 %6 to i64, !dbg !42
  %mul = mul i64 %conv, 8, !dbg !43
  %conv3 = trunc i64 %mul to i32, !dbg !42
  call void @bsp_push_reg(i8* noundef %5, i32 noundef %conv3), !dbg !44
  call void @bsp_sync(), !dbg !45
  call void @llvm.dbg.declare(metadata i32* %r, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 1, i32* %r, align 4, !dbg !48
  br label %for.cond, !dbg !49

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load i32, i32* %r, align 4, !dbg !50
  %8 = load i32, i32* %p, align 4, !dbg !52
  %cmp = icmp slt i32 %7, %8, !dbg !53
  br i1 %cmp, label %for.body, label %for.end, !dbg !54

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %k, metadata !55, metadata !DIExpression()), !dbg !57
  %9 = load i32, i32* %s, align 4, !dbg !58
  %10 = load i32, i32* %r, align 4, !dbg !59
  %sub = sub nsw i32 %9, %10, !dbg !60
  %add = add nsw i32 %sub, 1, !dbg !61
  %11 = load i32, i32* %p, align 4, !dbg !62
  %add5 = add nsw i32 %add, %11, !dbg !63
  %12 = load i32, i32* %p, align 4, !dbg !64
  %rem = srem i32 %add5, %12, !dbg !65
  store i32 %rem, i32* %k, align 4, !dbg !57
  %13 = load i32, i32* %s, align 4, !dbg !66
  %add6 = add nsw i32 %13, 1, !dbg !67
  %14 = load i32, i32* %p, align 4, !dbg !68
  %rem7 = srem i32 %add6, %14, !dbg !69
  %15 = load i32, i32* %k, align 4, !dbg !70
  %16 = load i32, i32* %b, align 4, !dbg !71
  %mul8 = mul nsw i32 %15, %16, !dbg !72
  %idxprom = sext i32 %mul8 to i64, !dbg !73
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !73
  %17 = bitcast double* %arrayidx to i8*, !dbg !74
  %18 = bitcast double* %vla to i8*, !dbg !75
  %19 = load i32, i32* %k, align 4, !dbg !76
  %20 = load i32, i32* %b, align 4, !dbg !77
  %mul9 = mul nsw i32 %19, %20, !dbg !78
  %conv10 = sext i32 %mul9 to i64, !dbg !76
  %mul11 = mul i64 %conv10, 8, !dbg !79
  %conv12 = trunc i64 %mul11 to i32, !dbg !76
  %21 = load i32, i32* %b, align 4, !dbg !80
  %conv13 = sext i32 %21 to i64, !dbg !80
  %mul14 = mul i64 %conv13, 8, !dbg !81
  %conv15 = trunc i64 %mul14 to i32, !dbg !80
  call void @bsp_put(i32 noundef %rem7, i8* noundef %17, i8* noundef %18, i32 noundef %conv12, i32 noundef %conv15), !dbg !82
  call void @bsp_sync(), !dbg !83
  br label %for.inc, !dbg !84

for.inc:                                          ; preds = %for.body
  %22 = load i32, i32* %r, align 4, !dbg !85
  %inc = add nsw i32 %22, 1, !dbg !85
  store i32 %inc, i32* %r, align 4, !dbg !85
  br label %for.cond, !dbg !86, !llvm.loop !87

for.end:                                          ; preds = %for.cond
  %23 = bitcast double* %vla to i8*, !dbg !90
  call void @bsp_pop_reg(i8* noundef %23), !dbg !91
  call void @bsp_end(), !dbg !92
  %24 = load i8*, i8** %saved_stack, align 8, !dbg !93
  call void @llvm.stackrestore(i8* %24), !dbg !93
  ret void, !dbg !93
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ring.c", directory: ".", checksumkind: CSK_MD5, checksum: "66f66b09a6f9f94734e0491e7a325dce")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "ring", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!16 = !DILocation(line: 9, column: 15, scope: !10)
!17 = !DILocation(line: 10, column: 13, scope: !10)
!18 = !DILocation(line: 10, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 11, type: !13)
!20 = !DILocation(line: 11, column: 7, scope: !10)
!21 = !DILocation(line: 11, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 12, type: !13)
!23 = !DILocation(line: 12, column: 7, scope: !10)
!24 = !DILocation(line: 12, column: 11, scope: !10)
!25 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 13, type: !13)
!26 = !DILocation(line: 13, column: 7, scope: !10)
!27 = !DILocation(line: 13, column: 11, scope: !10)
!28 = !DILocation(line: 13, column: 15, scope: !10)
!29 = !DILocation(line: 13, column: 13, scope: !10)
!30 = !DILocation(line: 14, column: 12, scope: !10)
!31 = !DILocation(line: 14, column: 3, scope: !10)
!32 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !33, flags: DIFlagArtificial)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 0, scope: !10)
!35 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 14, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !38)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !{!39}
!39 = !DISubrange(count: !32)
!40 = !DILocation(line: 14, column: 10, scope: !10)
!41 = !DILocation(line: 15, column: 16, scope: !10)
!42 = !DILocation(line: 15, column: 19, scope: !10)
!43 = !DILocation(line: 15, column: 21, scope: !10)
!44 = !DILocation(line: 15, column: 3, scope: !10)
!45 = !DILocation(line: 16, column: 3, scope: !10)
!46 = !DILocalVariable(name: "r", scope: !47, file: !1, line: 18, type: !13)
!47 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 3)
!48 = !DILocation(line: 18, column: 12, scope: !47)
!49 = !DILocation(line: 18, column: 8, scope: !47)
!50 = !DILocation(line: 18, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 18, column: 3)
!52 = !DILocation(line: 18, column: 23, scope: !51)
!53 = !DILocation(line: 18, column: 21, scope: !51)
!54 = !DILocation(line: 18, column: 3, scope: !47)
!55 = !DILocalVariable(name: "k", scope: !56, file: !1, line: 19, type: !13)
!56 = distinct !DILexicalBlock(scope: !51, file: !1, line: 18, column: 31)
!57 = !DILocation(line: 19, column: 9, scope: !56)
!58 = !DILocation(line: 19, column: 14, scope: !56)
!59 = !DILocation(line: 19, column: 18, scope: !56)
!60 = !DILocation(line: 19, column: 16, scope: !56)
!61 = !DILocation(line: 19, column: 20, scope: !56)
!62 = !DILocation(line: 19, column: 26, scope: !56)
!63 = !DILocation(line: 19, column: 24, scope: !56)
!64 = !DILocation(line: 19, column: 31, scope: !56)
!65 = !DILocation(line: 19, column: 29, scope: !56)
!66 = !DILocation(line: 20, column: 14, scope: !56)
!67 = !DILocation(line: 20, column: 16, scope: !56)
!68 = !DILocation(line: 20, column: 23, scope: !56)
!69 = !DILocation(line: 20, column: 21, scope: !56)
!70 = !DILocation(line: 20, column: 29, scope: !56)
!71 = !DILocation(line: 20, column: 33, scope: !56)
!72 = !DILocation(line: 20, column: 31, scope: !56)
!73 = !DILocation(line: 20, column: 27, scope: !56)
!74 = !DILocation(line: 20, column: 26, scope: !56)
!75 = !DILocation(line: 20, column: 37, scope: !56)
!76 = !DILocation(line: 20, column: 40, scope: !56)
!77 = !DILocation(line: 20, column: 44, scope: !56)
!78 = !DILocation(line: 20, column: 42, scope: !56)
!79 = !DILocation(line: 20, column: 46, scope: !56)
!80 = !DILocation(line: 20, column: 64, scope: !56)
!81 = !DILocation(line: 20, column: 66, scope: !56)
!82 = !DILocation(line: 20, column: 5, scope: !56)
!83 = !DILocation(line: 21, column: 5, scope: !56)
!84 = !DILocation(line: 22, column: 3, scope: !56)
!85 = !DILocation(line: 18, column: 27, scope: !51)
!86 = !DILocation(line: 18, column: 3, scope: !51)
!87 = distinct !{!87, !54, !88, !89}
!88 = !DILocation(line: 22, column: 3, scope: !47)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 23, column: 15, scope: !10)
!91 = !DILocation(line: 23, column: 3, scope: !10)
!92 = !DILocation(line: 24, column: 3, scope: !10)
!93 = !DILocation(line: 25, column: 1, scope: !10)
