; ModuleID = 'pointer_walk.c'
source_filename = "pointer_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @walk(i32 noundef %ncols, i32* noundef %inc, double* noundef %v, double* noundef %out) #0 !dbg !10 {
entry:
  %ncols.addr = alloca i32, align 4
  %inc.addr = alloca i32*, align 8
  %v.addr = alloca double*, align 8
  %out.addr = alloca double*, align 8
  %sum = alloca double, align 8
  %pinc = alloca i32*, align 8
  %col = alloca i32, align 4
  store i32 %ncols, i32* %ncols.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %ncols.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i32* %inc, i32** %inc.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %inc.addr, metadata !20, metadata !DIExpression()), !dbg !21
  store double* %v, double** %v.addr, align 8
  call void @llvm.dbg.declare(metadata double** %v.addr, metadata !22, metadata !DIExpression()), !dbg !23
  store double* %out, double** %out.addr, align 8
  call void @llvm.dbg.declare(metadata double** %out.addr, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata double* %sum, metadata !26, metadata !DIExpression()), !dbg !27
  store double 0.000000e+00, double* %sum, align 8, !dbg !27
  call void @llvm.dbg.declare(metadata i32** %pinc, metadata !28, metadata !DIExpression()), !dbg !29
  %0 = load i32*, i32** %inc.addr, align 8, !dbg !30
  store i32* %0, i32** %pinc, align 8, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %col, metadata !31, metadata !DIExpression()), !dbg !32
  %1 = load i32*, i32** %pinc, align 8, !dbg !33
  %2 = load i32, i32* %1, align 4, !dbg !34
  store i32 %2, i32* %col, align 4, !dbg !32
  br label %while.cond, !dbg !35

while.cond:                                       ; preds = %while.body, %entry
  %3 = load i32, i32* %col, align 4, !dbg !36
  %4 = load i32, i32* %ncols.addr, align 4, !dbg !37
  %cmp = icmp slt i32 %3, %4, !dbg !38
  br i1 %cmp, label %while.body, label %while.end, !dbg !35

while.body:                                       ; preds = %while.cond
  %5 = load double*, double** %v.addr, align 8, !dbg !39
  %6 = load i32, i32* %col, align 4, !dbg !41
  %idxprom = sext i32 %6 to i64, !dbg !39
  %arrayidx = getelementptr inbounds double, double* %5, i64 %idxprom, !dbg !39
  %7 = load double, double* %arrayidx, align 8, !dbg !39
  %8 = load double, double* %sum, align 8, !dbg !42
  %add = fadd double %8, %7, !dbg !42
  store double %add, double* %sum, align 8, !dbg !42
  %9 = load i32*, i32** %pinc, align 8, !dbg !43
  %incdec.ptr = getelementptr inbounds i32, i32* %9, i32 1, !dbg !43
  store i32* %incdec.ptr, i32** %pinc, align 8, !dbg !43
  %10 = load i32*, i32** %pinc, align 8, !dbg !44
  %11 = load i32, i32* %10, align 4, !dbg !45
  %12 = load i32, i32* %col, align 4, !dbg !46
  %add1 = add nsw i32 %12, %11, !dbg !46
  store i32 %add1, i32* %col, align 4, !dbg !46
  br label %while.cond, !dbg !35, !llvm.loop !47

while.end:                                        ; preds = %while.cond
  %13 = load double, double* %sum, align 8, !dbg !50
  %14 = load double*, double** %out.addr, align 8, !dbg !51
  %arrayidx2 = getelementptr inbounds double, double* %14, i64 0, !dbg !51
  store double %13, double* %arrayidx2, align 8, !dbg !52
  call void @bsp_sync(), !dbg !53
  ret void, !dbg !54
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_sync() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pointer_walk.c", directory: ".", checksumkind: CSK_MD5, checksum: "3bb30d1c2c5c287246e78b249f1c0585")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !15, !15}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{}
!18 = !DILocalVariable(name: "ncols", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!19 = !DILocation(line: 8, column: 15, scope: !10)
!20 = !DILocalVariable(name: "inc", arg: 2, scope: !10, file: !1, line: 8, type: !14)
!21 = !DILocation(line: 8, column: 27, scope: !10)
!22 = !DILocalVariable(name: "v", arg: 3, scope: !10, file: !1, line: 8, type: !15)
!23 = !DILocation(line: 8, column: 40, scope: !10)
!24 = !DILocalVariable(name: "out", arg: 4, scope: !10, file: !1, line: 8, type: !15)
!25 = !DILocation(line: 8, column: 51, scope: !10)
!26 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 9, type: !16)
!27 = !DILocation(line: 9, column: 10, scope: !10)
!28 = !DILocalVariable(name: "pinc", scope: !10, file: !1, line: 10, type: !14)
!29 = !DILocation(line: 10, column: 8, scope: !10)
!30 = !DILocation(line: 10, column: 15, scope: !10)
!31 = !DILocalVariable(name: "col", scope: !10, file: !1, line: 11, type: !13)
!32 = !DILocation(line: 11, column: 7, scope: !10)
!33 = !DILocation(line: 11, column: 14, scope: !10)
!34 = !DILocation(line: 11, column: 13, scope: !10)
!35 = !DILocation(line: 12, column: 3, scope: !10)
!36 = !DILocation(line: 12, column: 10, scope: !10)
!37 = !DILocation(line: 12, column: 16, scope: !10)
!38 = !DILocation(line: 12, column: 14, scope: !10)
!39 = !DILocation(line: 13, column: 12, scope: !40)
!40 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 23)
!41 = !DILocation(line: 13, column: 14, scope: !40)
!42 = !DILocation(line: 13, column: 9, scope: !40)
!43 = !DILocation(line: 14, column: 9, scope: !40)
!44 = !DILocation(line: 15, column: 13, scope: !40)
!45 = !DILocation(line: 15, column: 12, scope: !40)
!46 = !DILocation(line: 15, column: 9, scope: !40)
!47 = distinct !{!47, !35, !48, !49}
!48 = !DILocation(line: 16, column: 3, scope: !10)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 17, column: 12, scope: !10)
!51 = !DILocation(line: 17, column: 3, scope: !10)
!52 = !DILocation(line: 17, column: 10, scope: !10)
!53 = !DILocation(line: 18, column: 3, scope: !10)
!54 = !DILocation(line: 19, column: 1, scope: !10)
