; ModuleID = 'ternary_pointer.c'
source_filename = "ternary_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %__vla_expr1 = alloca i64, align 8
  %s = alloca i32, align 4
  %src = alloca double*, align 8
  %one = alloca double*, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  %0 = load i32, i32* %N.addr, align 4, !dbg !19
  %1 = zext i32 %0 to i64, !dbg !20
  %2 = call i8* @llvm.stacksave(), !dbg !20
  store i8* %2, i8** %saved_stack, align 8, !dbg !20
  %vla = alloca double, i64 %1, align 16, !dbg !20
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !20
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !21, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata double* %vla, metadata !24, metadata !DIExpression()), !dbg !29
  %3 = load i32, i32* %N.addr, align 4, !dbg !30
  %4 = zext i32 %3 to i64, !dbg !20
  %vla1 = alloca double, i64 %4, align 16, !dbg !20
  store i64 %4, i64* %__vla_expr1, align 8, !dbg !20
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !31, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata double* %vla1, metadata !32, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %s, metadata !37, metadata !DIExpression()), !dbg !38
  %call2 = call i32 @bsp_pid(), !dbg !39
  store i32 %call2, i32* %s, align 4, !dbg !38
  %5 = bitcast double* %vla to i8*, !dbg !40
  %6 = load i32, i32* %N.addr, align 4, !dbg !41
  %conv = sext i32 %6 to i64, !dbg !41
  %mul = mul i64 %conv, 8, !dbg !42
  %conv3 = trunc i64 %mul to i32, !dbg !41
  call void @bsp_push_reg(i8* noundef %5, i32 noundef %conv3), !dbg !43
  %7 = bitcast double* %vla1 to i8*, !dbg !44
  %8 = load i32, i32* %N.addr, align 4, !dbg !45
  %conv4 = sext i32 %8 to i64, !dbg !45
  %mul5 = mul i64 %conv4, 8, !dbg !46
  %conv6 = trunc i64 %mul5 to i32, !dbg !45
  call void @bsp_push_reg(i8* noundef %7, i32 noundef %conv6), !dbg !47
  call void @bsp_sync(), !dbg !48
  call void @llvm.dbg.declare(metadata double** %src, metadata !49, metadata !DIExpression()), !dbg !51
  %9 = load i32, i32* %s, align 4, !dbg !52
  %rem = srem i32 %9, 2, !dbg !53
  %cmp = icmp eq i32 %rem, 0, !dbg !54
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !55

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !55

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !55

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double* [ %vla, %cond.true ], [ %vla1, %cond.false ], !dbg !55
  store double* %cond, double** %src, align 8, !dbg !51
  call void @llvm.dbg.declare(metadata double** %one, metadata !56, metadata !DIExpression()), !dbg !57
  %10 = load i32, i32* %N.addr, align 4, !dbg !58
  %cmp8 = icmp sgt i32 %10, 3, !dbg !59
  br i1 %cmp8, label %cond.true10, label %cond.false11, !dbg !60

cond.true10:                                      ; preds = %cond.end
  %arrayidx = getelementptr inbounds double, double* %vla, i64 1, !dbg !61
  br label %cond.end13, !dbg !60

cond.false11:                                     ; preds = %cond.end
  %arrayidx12 = getelementptr inbounds double, double* %vla, i64 2, !dbg !62
  br label %cond.end13, !dbg !60

cond.end13:                                       ; preds = %cond.false11, %cond.true10
  %cond14 = phi double* [ %arrayidx, %cond.true10 ], [ %arrayidx12, %cond.false11 ], !dbg !60
  store double* %cond14, double** %one, align 8, !dbg !57
  %11 = load double*, double** %one, align 8, !dbg !63
  %arrayidx15 = getelementptr inbounds double, double* %11, i64 0, !dbg !63
  store double 1.000000e+00, double* %arrayidx15, align 8, !dbg !64
  %12 = load i32, i32* %s, align 4, !dbg !65
  %add = add nsw i32 %12, 1, !dbg !66
  %call16 = call i32 @bsp_nprocs(), !dbg !67
  %rem17 = srem i32 %add, %call16, !dbg !68
  %13 = load double*, double** %src, align 8, !dbg !69
  %14 = bitcast double* %13 to i8*, !dbg !69
  %15 = load double*, double** %src, align 8, !dbg !70
  %16 = bitcast double* %15 to i8*, !dbg !70
  %17 = load i32, i32* %N.addr, align 4, !dbg !71
  %conv18 = sext i32 %17 to i64, !dbg !71
  %mul19 = mul i64 %conv18, 8, !dbg !72
  %conv20 = trunc i64 %mul19 to i32, !dbg !71
  call void @bsp_put(i32 noundef %rem17, i8* noundef %14, i8* noundef %16, i32 noundef 0, i32 noundef %conv20), !dbg !73
  call void @bsp_sync(), !dbg !74
  call void @bsp_end(), !dbg !75
  %18 = load i8*, i8** %saved_stack, align 8, !dbg !76
  call void @llvm.stackrestore(i8* %18), !dbg !76
  ret void, !dbg !76
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "ternary_pointer.c", directory: ".", checksumkind: CSK_MD5, checksum: "6907d67dcfe7adf8d2d682eaf5d2c23e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocation(line: 4, column: 15, scope: !10)
!17 = !DILocation(line: 5, column: 13, scope: !10)
!18 = !DILocation(line: 5, column: 3, scope: !10)
!19 = !DILocation(line: 6, column: 12, scope: !10)
!20 = !DILocation(line: 6, column: 3, scope: !10)
!21 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !22, flags: DIFlagArtificial)
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DILocation(line: 0, scope: !10)
!24 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 6, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, elements: !27)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !{!28}
!28 = !DISubrange(count: !21)
!29 = !DILocation(line: 6, column: 10, scope: !10)
!30 = !DILocation(line: 6, column: 18, scope: !10)
!31 = !DILocalVariable(name: "__vla_expr1", scope: !10, type: !22, flags: DIFlagArtificial)
!32 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 6, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: !31)
!36 = !DILocation(line: 6, column: 16, scope: !10)
!37 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !13)
!38 = !DILocation(line: 7, column: 7, scope: !10)
!39 = !DILocation(line: 7, column: 11, scope: !10)
!40 = !DILocation(line: 8, column: 16, scope: !10)
!41 = !DILocation(line: 8, column: 19, scope: !10)
!42 = !DILocation(line: 8, column: 21, scope: !10)
!43 = !DILocation(line: 8, column: 3, scope: !10)
!44 = !DILocation(line: 9, column: 16, scope: !10)
!45 = !DILocation(line: 9, column: 19, scope: !10)
!46 = !DILocation(line: 9, column: 21, scope: !10)
!47 = !DILocation(line: 9, column: 3, scope: !10)
!48 = !DILocation(line: 10, column: 3, scope: !10)
!49 = !DILocalVariable(name: "src", scope: !10, file: !1, line: 11, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!51 = !DILocation(line: 11, column: 11, scope: !10)
!52 = !DILocation(line: 11, column: 18, scope: !10)
!53 = !DILocation(line: 11, column: 20, scope: !10)
!54 = !DILocation(line: 11, column: 24, scope: !10)
!55 = !DILocation(line: 11, column: 17, scope: !10)
!56 = !DILocalVariable(name: "one", scope: !10, file: !1, line: 12, type: !50)
!57 = !DILocation(line: 12, column: 11, scope: !10)
!58 = !DILocation(line: 12, column: 18, scope: !10)
!59 = !DILocation(line: 12, column: 20, scope: !10)
!60 = !DILocation(line: 12, column: 17, scope: !10)
!61 = !DILocation(line: 12, column: 28, scope: !10)
!62 = !DILocation(line: 12, column: 36, scope: !10)
!63 = !DILocation(line: 13, column: 3, scope: !10)
!64 = !DILocation(line: 13, column: 10, scope: !10)
!65 = !DILocation(line: 14, column: 12, scope: !10)
!66 = !DILocation(line: 14, column: 14, scope: !10)
!67 = !DILocation(line: 14, column: 21, scope: !10)
!68 = !DILocation(line: 14, column: 19, scope: !10)
!69 = !DILocation(line: 14, column: 35, scope: !10)
!70 = !DILocation(line: 14, column: 40, scope: !10)
!71 = !DILocation(line: 14, column: 48, scope: !10)
!72 = !DILocation(line: 14, column: 50, scope: !10)
!73 = !DILocation(line: 14, column: 3, scope: !10)
!74 = !DILocation(line: 15, column: 3, scope: !10)
!75 = !DILocation(line: 16, column: 3, scope: !10)
!76 = !DILocation(line: 17, column: 1, scope: !10)
