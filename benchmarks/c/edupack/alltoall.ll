; ModuleID = 'alltoall.c'
source_filename = "alltoall.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @alltoall(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %b = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %t = alloca i32, align 4
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
  %5 = load i32, i32* %N.addr, align 4, !dbg !41
  %6 = zext i32 %5 to i64, !dbg !31
  %vla3 = alloca double, i64 %6, align 16, !dbg !31
  store i64 %6, i64* %__vla_expr1, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !42, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata double* %vla3, metadata !43, metadata !DIExpression()), !dbg !47
  %7 = bitcast double* %vla3 to i8*, !dbg !48
  %8 = load i32, i32* %N.addr, align 4, !dbg !49
  %conv = sext i32 %8 to i64, !dbg !49
  %mul = mul i64 %conv, 8, !dbg !50
  %conv4 = trunc i64 %mul to i32, !dbg !49
  call void @bsp_push_reg(i8* noundef %7, i32 noundef %conv4), !dbg !51
  call void @bsp_sync(), !dbg !52
  call void @llvm.dbg.declare(metadata i32* %t, metadata !53, metadata !DIExpression()), !dbg !55
  store i32 0, i32* %t, align 4, !dbg !55
  br label %for.cond, !dbg !56

for.cond:                                         ; preds = %for.inc, %entry
  %9 = load i32, i32* %t, align 4, !dbg !57
  %10 = load i32, i32* %p, align 4, !dbg !59
  %cmp = icmp slt i32 %9, %10, !dbg !60
  br i1 %cmp, label %for.body, label %for.end, !dbg !61

for.body:                                         ; preds = %for.cond
  %11 = load i32, i32* %t, align 4, !dbg !62
  %12 = load i32, i32* %t, align 4, !dbg !63
  %13 = load i32, i32* %b, align 4, !dbg !64
  %mul6 = mul nsw i32 %12, %13, !dbg !65
  %idxprom = sext i32 %mul6 to i64, !dbg !66
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %idxprom, !dbg !66
  %14 = bitcast double* %arrayidx to i8*, !dbg !67
  %15 = bitcast double* %vla3 to i8*, !dbg !68
  %16 = load i32, i32* %s, align 4, !dbg !69
  %17 = load i32, i32* %b, align 4, !dbg !70
  %mul7 = mul nsw i32 %16, %17, !dbg !71
  %conv8 = sext i32 %mul7 to i64, !dbg !69
  %mul9 = mul i64 %conv8, 8, !dbg !72
  %conv10 = trunc i64 %mul9 to i32, !dbg !69
  %18 = load i32, i32* %b, align 4, !dbg !73
  %conv11 = sext i32 %18 to i64, !dbg !73
  %mul12 = mul i64 %conv11, 8, !dbg !74
  %conv13 = trunc i64 %mul12 to i32, !dbg !73
  call void @bsp_put(i32 noundef %11, i8* noundef %14, i8* noundef %15, i32 noundef %conv10, i32 noundef %conv13), !dbg !75
  br label %for.inc, !dbg !75

for.inc:                                          ; preds = %for.body
  %19 = load i32, i32* %t, align 4, !dbg !76
  %inc = add nsw i32 %19, 1, !dbg !76
  store i32 %inc, i32* %t, align 4, !dbg !76
  br label %for.cond, !dbg !77, !llvm.loop !78

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !81
  %20 = bitcast double* %vla3 to i8*, !dbg !82
  call void @bsp_pop_reg(i8* noundef %20), !dbg !83
  call void @bsp_end(), !dbg !84
  %21 = load i8*, i8** %saved_stack, align 8, !dbg !85
  call void @llvm.stackrestore(i8* %21), !dbg !85
  ret void, !dbg !85
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
!1 = !DIFile(filename: "alltoall.c", directory: ".", checksumkind: CSK_MD5, checksum: "5997b764cad012fc2d5b734550a0705b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "alltoall", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 19, scope: !10)
!17 = !DILocation(line: 8, column: 13, scope: !10)
!18 = !DILocation(line: 8, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 9, type: !13)
!20 = !DILocation(line: 9, column: 7, scope: !10)
!21 = !DILocation(line: 9, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 10, type: !13)
!23 = !DILocation(line: 10, column: 7, scope: !10)
!24 = !DILocation(line: 10, column: 11, scope: !10)
!25 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 11, type: !13)
!26 = !DILocation(line: 11, column: 7, scope: !10)
!27 = !DILocation(line: 11, column: 11, scope: !10)
!28 = !DILocation(line: 11, column: 15, scope: !10)
!29 = !DILocation(line: 11, column: 13, scope: !10)
!30 = !DILocation(line: 12, column: 14, scope: !10)
!31 = !DILocation(line: 12, column: 3, scope: !10)
!32 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !33, flags: DIFlagArtificial)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 0, scope: !10)
!35 = !DILocalVariable(name: "src", scope: !10, file: !1, line: 12, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !38)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !{!39}
!39 = !DISubrange(count: !32)
!40 = !DILocation(line: 12, column: 10, scope: !10)
!41 = !DILocation(line: 12, column: 22, scope: !10)
!42 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !33, flags: DIFlagArtificial)
!43 = !DILocalVariable(name: "dst", scope: !10, file: !1, line: 12, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: !42)
!47 = !DILocation(line: 12, column: 18, scope: !10)
!48 = !DILocation(line: 13, column: 16, scope: !10)
!49 = !DILocation(line: 13, column: 21, scope: !10)
!50 = !DILocation(line: 13, column: 23, scope: !10)
!51 = !DILocation(line: 13, column: 3, scope: !10)
!52 = !DILocation(line: 14, column: 3, scope: !10)
!53 = !DILocalVariable(name: "t", scope: !54, file: !1, line: 15, type: !13)
!54 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 3)
!55 = !DILocation(line: 15, column: 12, scope: !54)
!56 = !DILocation(line: 15, column: 8, scope: !54)
!57 = !DILocation(line: 15, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 15, column: 3)
!59 = !DILocation(line: 15, column: 23, scope: !58)
!60 = !DILocation(line: 15, column: 21, scope: !58)
!61 = !DILocation(line: 15, column: 3, scope: !54)
!62 = !DILocation(line: 16, column: 13, scope: !58)
!63 = !DILocation(line: 16, column: 21, scope: !58)
!64 = !DILocation(line: 16, column: 25, scope: !58)
!65 = !DILocation(line: 16, column: 23, scope: !58)
!66 = !DILocation(line: 16, column: 17, scope: !58)
!67 = !DILocation(line: 16, column: 16, scope: !58)
!68 = !DILocation(line: 16, column: 29, scope: !58)
!69 = !DILocation(line: 16, column: 34, scope: !58)
!70 = !DILocation(line: 16, column: 38, scope: !58)
!71 = !DILocation(line: 16, column: 36, scope: !58)
!72 = !DILocation(line: 16, column: 40, scope: !58)
!73 = !DILocation(line: 16, column: 58, scope: !58)
!74 = !DILocation(line: 16, column: 60, scope: !58)
!75 = !DILocation(line: 16, column: 5, scope: !58)
!76 = !DILocation(line: 15, column: 27, scope: !58)
!77 = !DILocation(line: 15, column: 3, scope: !58)
!78 = distinct !{!78, !61, !79, !80}
!79 = !DILocation(line: 16, column: 76, scope: !54)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 17, column: 3, scope: !10)
!82 = !DILocation(line: 18, column: 15, scope: !10)
!83 = !DILocation(line: 18, column: 3, scope: !10)
!84 = !DILocation(line: 19, column: 3, scope: !10)
!85 = !DILocation(line: 20, column: 1, scope: !10)
