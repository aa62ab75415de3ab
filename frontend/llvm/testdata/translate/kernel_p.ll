; ModuleID = 'kernel_p.c'
source_filename = "kernel_p.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @rounds(i32 noundef %n, i32 noundef %p, double* noundef %x) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %p.addr = alloca i32, align 4
  %x.addr = alloca double*, align 8
  %np = alloca i32, align 4
  %c = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !17, metadata !DIExpression()), !dbg !18
  store i32 %p, i32* %p.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %p.addr, metadata !19, metadata !DIExpression()), !dbg !20
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %np, metadata !23, metadata !DIExpression()), !dbg !24
  %0 = load i32, i32* %n.addr, align 4, !dbg !25
  %1 = load i32, i32* %p.addr, align 4, !dbg !26
  %div = sdiv i32 %0, %1, !dbg !27
  store i32 %div, i32* %np, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %c, metadata !28, metadata !DIExpression()), !dbg !30
  store i32 1, i32* %c, align 4, !dbg !30
  br label %for.cond, !dbg !31

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %c, align 4, !dbg !32
  %3 = load i32, i32* %p.addr, align 4, !dbg !34
  %cmp = icmp slt i32 %2, %3, !dbg !35
  br i1 %cmp, label %for.body, label %for.end, !dbg !36

for.body:                                         ; preds = %for.cond
  %call = call i32 @bsp_pid(), !dbg !37
  %add = add nsw i32 %call, 1, !dbg !39
  %call1 = call i32 @bsp_nprocs(), !dbg !40
  %rem = srem i32 %add, %call1, !dbg !41
  %4 = load double*, double** %x.addr, align 8, !dbg !42
  %5 = bitcast double* %4 to i8*, !dbg !42
  %6 = load double*, double** %x.addr, align 8, !dbg !43
  %7 = bitcast double* %6 to i8*, !dbg !43
  %8 = load i32, i32* %np, align 4, !dbg !44
  %conv = sext i32 %8 to i64, !dbg !44
  %mul = mul i64 %conv, 8, !dbg !45
  %conv2 = trunc i64 %mul to i32, !dbg !44
  call void @bsp_put(i32 noundef %rem, i8* noundef %5, i8* noundef %7, i32 noundef 0, i32 noundef %conv2), !dbg !46
  call void @bsp_sync(), !dbg !47
  br label %for.inc, !dbg !48

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %np, align 4, !dbg !49
  %10 = load i32, i32* %c, align 4, !dbg !50
  %mul3 = mul nsw i32 %10, %9, !dbg !50
  store i32 %mul3, i32* %c, align 4, !dbg !50
  br label %for.cond, !dbg !51, !llvm.loop !52

for.end:                                          ; preds = %for.cond
  ret void, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare i32 @bsp_pid() #2

declare i32 @bsp_nprocs() #2

declare void @bsp_sync() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kernel_p.c", directory: ".", checksumkind: CSK_MD5, checksum: "8720464d615eccce5fa530b5f177452d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "rounds", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!18 = !DILocation(line: 8, column: 17, scope: !10)
!19 = !DILocalVariable(name: "p", arg: 2, scope: !10, file: !1, line: 8, type: !13)
!20 = !DILocation(line: 8, column: 24, scope: !10)
!21 = !DILocalVariable(name: "x", arg: 3, scope: !10, file: !1, line: 8, type: !14)
!22 = !DILocation(line: 8, column: 35, scope: !10)
!23 = !DILocalVariable(name: "np", scope: !10, file: !1, line: 9, type: !13)
!24 = !DILocation(line: 9, column: 7, scope: !10)
!25 = !DILocation(line: 9, column: 12, scope: !10)
!26 = !DILocation(line: 9, column: 16, scope: !10)
!27 = !DILocation(line: 9, column: 14, scope: !10)
!28 = !DILocalVariable(name: "c", scope: !29, file: !1, line: 10, type: !13)
!29 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 3)
!30 = !DILocation(line: 10, column: 12, scope: !29)
!31 = !DILocation(line: 10, column: 8, scope: !29)
!32 = !DILocation(line: 10, column: 19, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 10, column: 3)
!34 = !DILocation(line: 10, column: 23, scope: !33)
!35 = !DILocation(line: 10, column: 21, scope: !33)
!36 = !DILocation(line: 10, column: 3, scope: !29)
!37 = !DILocation(line: 11, column: 14, scope: !38)
!38 = distinct !DILexicalBlock(scope: !33, file: !1, line: 10, column: 35)
!39 = !DILocation(line: 11, column: 24, scope: !38)
!40 = !DILocation(line: 11, column: 31, scope: !38)
!41 = !DILocation(line: 11, column: 29, scope: !38)
!42 = !DILocation(line: 11, column: 45, scope: !38)
!43 = !DILocation(line: 11, column: 48, scope: !38)
!44 = !DILocation(line: 11, column: 54, scope: !38)
!45 = !DILocation(line: 11, column: 57, scope: !38)
!46 = !DILocation(line: 11, column: 5, scope: !38)
!47 = !DILocation(line: 12, column: 5, scope: !38)
!48 = !DILocation(line: 13, column: 3, scope: !38)
!49 = !DILocation(line: 10, column: 31, scope: !33)
!50 = !DILocation(line: 10, column: 28, scope: !33)
!51 = !DILocation(line: 10, column: 3, scope: !33)
!52 = distinct !{!52, !36, !53, !54}
!53 = !DILocation(line: 13, column: 3, scope: !29)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 14, column: 1, scope: !10)
