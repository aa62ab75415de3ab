; ModuleID = 'kernel_alone.c'
source_filename = "kernel_alone.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @shift(i32 noundef %n, i32 noundef %k, double* noundef %x) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %k.addr = alloca i32, align 4
  %x.addr = alloca double*, align 8
  %r = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !17, metadata !DIExpression()), !dbg !18
  store i32 %k, i32* %k.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %k.addr, metadata !19, metadata !DIExpression()), !dbg !20
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %r, metadata !23, metadata !DIExpression()), !dbg !25
  store i32 0, i32* %r, align 4, !dbg !25
  br label %for.cond, !dbg !26

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %r, align 4, !dbg !27
  %1 = load i32, i32* %k.addr, align 4, !dbg !29
  %cmp = icmp slt i32 %0, %1, !dbg !30
  br i1 %cmp, label %for.body, label %for.end, !dbg !31

for.body:                                         ; preds = %for.cond
  %call = call i32 @bsp_pid(), !dbg !32
  %add = add nsw i32 %call, 1, !dbg !34
  %call1 = call i32 @bsp_nprocs(), !dbg !35
  %rem = srem i32 %add, %call1, !dbg !36
  %2 = load double*, double** %x.addr, align 8, !dbg !37
  %3 = bitcast double* %2 to i8*, !dbg !37
  %4 = load double*, double** %x.addr, align 8, !dbg !38
  %5 = bitcast double* %4 to i8*, !dbg !38
  %6 = load i32, i32* %n.addr, align 4, !dbg !39
  %conv = sext i32 %6 to i64, !dbg !39
  %mul = mul i64 %conv, 8, !dbg !40
  %conv2 = trunc i64 %mul to i32, !dbg !39
  call void @bsp_put(i32 noundef %rem, i8* noundef %3, i8* noundef %5, i32 noundef 0, i32 noundef %conv2), !dbg !41
  call void @bsp_sync(), !dbg !42
  br label %for.inc, !dbg !43

for.inc:                                          ; preds = %for.body
  %7 = load i32, i32* %r, align 4, !dbg !44
  %inc = add nsw i32 %7, 1, !dbg !44
  store i32 %inc, i32* %r, align 4, !dbg !44
  br label %for.cond, !dbg !45, !llvm.loop !46

for.end:                                          ; preds = %for.cond
  ret void, !dbg !49
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
!1 = !DIFile(filename: "kernel_alone.c", directory: ".", checksumkind: CSK_MD5, checksum: "5019cff29605391d59b21659081351cd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "shift", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 6, type: !13)
!18 = !DILocation(line: 6, column: 16, scope: !10)
!19 = !DILocalVariable(name: "k", arg: 2, scope: !10, file: !1, line: 6, type: !13)
!20 = !DILocation(line: 6, column: 23, scope: !10)
!21 = !DILocalVariable(name: "x", arg: 3, scope: !10, file: !1, line: 6, type: !14)
!22 = !DILocation(line: 6, column: 34, scope: !10)
!23 = !DILocalVariable(name: "r", scope: !24, file: !1, line: 7, type: !13)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!25 = !DILocation(line: 7, column: 12, scope: !24)
!26 = !DILocation(line: 7, column: 8, scope: !24)
!27 = !DILocation(line: 7, column: 19, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 7, column: 3)
!29 = !DILocation(line: 7, column: 23, scope: !28)
!30 = !DILocation(line: 7, column: 21, scope: !28)
!31 = !DILocation(line: 7, column: 3, scope: !24)
!32 = !DILocation(line: 8, column: 14, scope: !33)
!33 = distinct !DILexicalBlock(scope: !28, file: !1, line: 7, column: 31)
!34 = !DILocation(line: 8, column: 24, scope: !33)
!35 = !DILocation(line: 8, column: 31, scope: !33)
!36 = !DILocation(line: 8, column: 29, scope: !33)
!37 = !DILocation(line: 8, column: 45, scope: !33)
!38 = !DILocation(line: 8, column: 48, scope: !33)
!39 = !DILocation(line: 8, column: 54, scope: !33)
!40 = !DILocation(line: 8, column: 56, scope: !33)
!41 = !DILocation(line: 8, column: 5, scope: !33)
!42 = !DILocation(line: 9, column: 5, scope: !33)
!43 = !DILocation(line: 10, column: 3, scope: !33)
!44 = !DILocation(line: 7, column: 27, scope: !28)
!45 = !DILocation(line: 7, column: 3, scope: !28)
!46 = distinct !{!46, !31, !47, !48}
!47 = !DILocation(line: 10, column: 3, scope: !24)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 11, column: 1, scope: !10)
