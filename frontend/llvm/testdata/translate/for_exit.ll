; ModuleID = 'for_exit.c'
source_filename = "for_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @rows(i32 noundef %nrows, i32* noundef %dest, i32* noundef %out, double* noundef %x) #0 !dbg !10 {
entry:
  %nrows.addr = alloca i32, align 4
  %dest.addr = alloca i32*, align 8
  %out.addr = alloca i32*, align 8
  %x.addr = alloca double*, align 8
  %i = alloca i32, align 4
  %nsums = alloca i32, align 4
  %nbytes = alloca i32, align 4
  %sum = alloca double, align 8
  store i32 %nrows, i32* %nrows.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %nrows.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i32* %dest, i32** %dest.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %dest.addr, metadata !20, metadata !DIExpression()), !dbg !21
  store i32* %out, i32** %out.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %out.addr, metadata !22, metadata !DIExpression()), !dbg !23
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %i, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %nsums, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %nbytes, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata double* %sum, metadata !32, metadata !DIExpression()), !dbg !33
  store double 0.000000e+00, double* %sum, align 8, !dbg !33
  store i32 0, i32* %i, align 4, !dbg !34
  br label %for.cond, !dbg !36

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !37
  %1 = load i32, i32* %nrows.addr, align 4, !dbg !39
  %cmp = icmp slt i32 %0, %1, !dbg !40
  br i1 %cmp, label %for.body, label %for.end, !dbg !41

for.body:                                         ; preds = %for.cond
  %2 = load double*, double** %x.addr, align 8, !dbg !42
  %3 = load i32, i32* %i, align 4, !dbg !44
  %idxprom = sext i32 %3 to i64, !dbg !42
  %arrayidx = getelementptr inbounds double, double* %2, i64 %idxprom, !dbg !42
  %4 = load double, double* %arrayidx, align 8, !dbg !42
  %5 = load double, double* %sum, align 8, !dbg !45
  %add = fadd double %5, %4, !dbg !45
  store double %add, double* %sum, align 8, !dbg !45
  %6 = load i32*, i32** %dest.addr, align 8, !dbg !46
  %7 = load i32, i32* %i, align 4, !dbg !47
  %idxprom1 = sext i32 %7 to i64, !dbg !46
  %arrayidx2 = getelementptr inbounds i32, i32* %6, i64 %idxprom1, !dbg !46
  %8 = load i32, i32* %arrayidx2, align 4, !dbg !46
  %9 = load i32*, i32** %dest.addr, align 8, !dbg !48
  %10 = load i32, i32* %i, align 4, !dbg !49
  %idxprom3 = sext i32 %10 to i64, !dbg !48
  %arrayidx4 = getelementptr inbounds i32, i32* %9, i64 %idxprom3, !dbg !48
  %11 = bitcast i32* %arrayidx4 to i8*, !dbg !50
  %12 = bitcast double* %sum to i8*, !dbg !51
  call void @bsp_send(i32 noundef %8, i8* noundef %11, i8* noundef %12, i32 noundef 8), !dbg !52
  br label %for.inc, !dbg !53

for.inc:                                          ; preds = %for.body
  %13 = load i32, i32* %i, align 4, !dbg !54
  %inc = add nsw i32 %13, 1, !dbg !54
  store i32 %inc, i32* %i, align 4, !dbg !54
  br label %for.cond, !dbg !55, !llvm.loop !56

for.end:                                          ; preds = %for.cond
  %14 = load i32, i32* %i, align 4, !dbg !59
  %15 = load i32*, i32** %out.addr, align 8, !dbg !60
  %arrayidx5 = getelementptr inbounds i32, i32* %15, i64 0, !dbg !60
  store i32 %14, i32* %arrayidx5, align 4, !dbg !61
  call void @bsp_sync(), !dbg !62
  call void @bsp_qsize(i32* noundef %nsums, i32* noundef %nbytes), !dbg !63
  store i32 0, i32* %i, align 4, !dbg !64
  br label %for.cond6, !dbg !66

for.cond6:                                        ; preds = %for.inc11, %for.end
  %16 = load i32, i32* %i, align 4, !dbg !67
  %17 = load i32, i32* %nsums, align 4, !dbg !69
  %cmp7 = icmp slt i32 %16, %17, !dbg !70
  br i1 %cmp7, label %for.body8, label %for.end13, !dbg !71

for.body8:                                        ; preds = %for.cond6
  %18 = bitcast double* %sum to i8*, !dbg !72
  call void @bsp_move(i8* noundef %18, i32 noundef 8), !dbg !74
  %19 = load double, double* %sum, align 8, !dbg !75
  %20 = load double*, double** %x.addr, align 8, !dbg !76
  %21 = load i32, i32* %i, align 4, !dbg !77
  %idxprom9 = sext i32 %21 to i64, !dbg !76
  %arrayidx10 = getelementptr inbounds double, double* %20, i64 %idxprom9, !dbg !76
  store double %19, double* %arrayidx10, align 8, !dbg !78
  br label %for.inc11, !dbg !79

for.inc11:                                        ; preds = %for.body8
  %22 = load i32, i32* %i, align 4, !dbg !80
  %inc12 = add nsw i32 %22, 1, !dbg !80
  store i32 %inc12, i32* %i, align 4, !dbg !80
  br label %for.cond6, !dbg !81, !llvm.loop !82

for.end13:                                        ; preds = %for.cond6
  ret void, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_send(i32 noundef, i8* noundef, i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_qsize(i32* noundef, i32* noundef) #2

declare void @bsp_move(i8* noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "for_exit.c", directory: ".", checksumkind: CSK_MD5, checksum: "dd763e864b693ca2a28badc86d827fa5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "rows", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !14, !15}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{}
!18 = !DILocalVariable(name: "nrows", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!19 = !DILocation(line: 8, column: 15, scope: !10)
!20 = !DILocalVariable(name: "dest", arg: 2, scope: !10, file: !1, line: 8, type: !14)
!21 = !DILocation(line: 8, column: 27, scope: !10)
!22 = !DILocalVariable(name: "out", arg: 3, scope: !10, file: !1, line: 8, type: !14)
!23 = !DILocation(line: 8, column: 38, scope: !10)
!24 = !DILocalVariable(name: "x", arg: 4, scope: !10, file: !1, line: 8, type: !15)
!25 = !DILocation(line: 8, column: 51, scope: !10)
!26 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 9, type: !13)
!27 = !DILocation(line: 9, column: 7, scope: !10)
!28 = !DILocalVariable(name: "nsums", scope: !10, file: !1, line: 9, type: !13)
!29 = !DILocation(line: 9, column: 10, scope: !10)
!30 = !DILocalVariable(name: "nbytes", scope: !10, file: !1, line: 9, type: !13)
!31 = !DILocation(line: 9, column: 17, scope: !10)
!32 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 10, type: !16)
!33 = !DILocation(line: 10, column: 10, scope: !10)
!34 = !DILocation(line: 11, column: 10, scope: !35)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 3)
!36 = !DILocation(line: 11, column: 8, scope: !35)
!37 = !DILocation(line: 11, column: 15, scope: !38)
!38 = distinct !DILexicalBlock(scope: !35, file: !1, line: 11, column: 3)
!39 = !DILocation(line: 11, column: 19, scope: !38)
!40 = !DILocation(line: 11, column: 17, scope: !38)
!41 = !DILocation(line: 11, column: 3, scope: !35)
!42 = !DILocation(line: 12, column: 12, scope: !43)
!43 = distinct !DILexicalBlock(scope: !38, file: !1, line: 11, column: 31)
!44 = !DILocation(line: 12, column: 14, scope: !43)
!45 = !DILocation(line: 12, column: 9, scope: !43)
!46 = !DILocation(line: 13, column: 14, scope: !43)
!47 = !DILocation(line: 13, column: 19, scope: !43)
!48 = !DILocation(line: 13, column: 24, scope: !43)
!49 = !DILocation(line: 13, column: 29, scope: !43)
!50 = !DILocation(line: 13, column: 23, scope: !43)
!51 = !DILocation(line: 13, column: 33, scope: !43)
!52 = !DILocation(line: 13, column: 5, scope: !43)
!53 = !DILocation(line: 14, column: 3, scope: !43)
!54 = !DILocation(line: 11, column: 27, scope: !38)
!55 = !DILocation(line: 11, column: 3, scope: !38)
!56 = distinct !{!56, !41, !57, !58}
!57 = !DILocation(line: 14, column: 3, scope: !35)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 15, column: 12, scope: !10)
!60 = !DILocation(line: 15, column: 3, scope: !10)
!61 = !DILocation(line: 15, column: 10, scope: !10)
!62 = !DILocation(line: 16, column: 3, scope: !10)
!63 = !DILocation(line: 17, column: 3, scope: !10)
!64 = !DILocation(line: 18, column: 10, scope: !65)
!65 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 3)
!66 = !DILocation(line: 18, column: 8, scope: !65)
!67 = !DILocation(line: 18, column: 15, scope: !68)
!68 = distinct !DILexicalBlock(scope: !65, file: !1, line: 18, column: 3)
!69 = !DILocation(line: 18, column: 19, scope: !68)
!70 = !DILocation(line: 18, column: 17, scope: !68)
!71 = !DILocation(line: 18, column: 3, scope: !65)
!72 = !DILocation(line: 19, column: 14, scope: !73)
!73 = distinct !DILexicalBlock(scope: !68, file: !1, line: 18, column: 31)
!74 = !DILocation(line: 19, column: 5, scope: !73)
!75 = !DILocation(line: 20, column: 12, scope: !73)
!76 = !DILocation(line: 20, column: 5, scope: !73)
!77 = !DILocation(line: 20, column: 7, scope: !73)
!78 = !DILocation(line: 20, column: 10, scope: !73)
!79 = !DILocation(line: 21, column: 3, scope: !73)
!80 = !DILocation(line: 18, column: 27, scope: !68)
!81 = !DILocation(line: 18, column: 3, scope: !68)
!82 = distinct !{!82, !71, !83, !58}
!83 = !DILocation(line: 21, column: 3, scope: !65)
!84 = !DILocation(line: 22, column: 1, scope: !10)
