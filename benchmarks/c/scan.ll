; ModuleID = 'scan.c'
source_filename = "scan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @scan() #0 !dbg !10 {
entry:
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %x = alloca double, align 8
  %xin = alloca double, align 8
  %i = alloca i32, align 4
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @llvm.dbg.declare(metadata i32* %p, metadata !16, metadata !DIExpression()), !dbg !18
  %call1 = call i32 @bsp_nprocs(), !dbg !19
  store i32 %call1, i32* %p, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %s, metadata !20, metadata !DIExpression()), !dbg !21
  %call2 = call i32 @bsp_pid(), !dbg !22
  store i32 %call2, i32* %s, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata double* %x, metadata !23, metadata !DIExpression()), !dbg !25
  %0 = load i32, i32* %s, align 4, !dbg !26
  %conv = sitofp i32 %0 to double, !dbg !26
  store double %conv, double* %x, align 8, !dbg !25
  call void @llvm.dbg.declare(metadata double* %xin, metadata !27, metadata !DIExpression()), !dbg !28
  %1 = bitcast double* %x to i8*, !dbg !29
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 8), !dbg !30
  call void @bsp_sync(), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %i, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 1, i32* %i, align 4, !dbg !34
  br label %for.cond, !dbg !35

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %i, align 4, !dbg !36
  %3 = load i32, i32* %p, align 4, !dbg !38
  %cmp = icmp slt i32 %2, %3, !dbg !39
  br i1 %cmp, label %for.body, label %for.end, !dbg !40

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %s, align 4, !dbg !41
  %5 = load i32, i32* %i, align 4, !dbg !44
  %cmp4 = icmp sge i32 %4, %5, !dbg !45
  br i1 %cmp4, label %if.then, label %if.end, !dbg !46

if.then:                                          ; preds = %for.body
  %6 = load i32, i32* %s, align 4, !dbg !47
  %7 = load i32, i32* %i, align 4, !dbg !48
  %sub = sub nsw i32 %6, %7, !dbg !49
  %8 = bitcast double* %x to i8*, !dbg !50
  %9 = bitcast double* %xin to i8*, !dbg !51
  call void @bsp_get(i32 noundef %sub, i8* noundef %8, i32 noundef 0, i8* noundef %9, i32 noundef 8), !dbg !52
  br label %if.end, !dbg !52

if.end:                                           ; preds = %if.then, %for.body
  call void @bsp_sync(), !dbg !53
  %10 = load i32, i32* %s, align 4, !dbg !54
  %11 = load i32, i32* %i, align 4, !dbg !56
  %cmp6 = icmp sge i32 %10, %11, !dbg !57
  br i1 %cmp6, label %if.then8, label %if.end9, !dbg !58

if.then8:                                         ; preds = %if.end
  %12 = load double, double* %x, align 8, !dbg !59
  %13 = load double, double* %xin, align 8, !dbg !60
  %add = fadd double %12, %13, !dbg !61
  store double %add, double* %x, align 8, !dbg !62
  br label %if.end9, !dbg !63

if.end9:                                          ; preds = %if.then8, %if.end
  br label %for.inc, !dbg !64

for.inc:                                          ; preds = %if.end9
  %14 = load i32, i32* %i, align 4, !dbg !65
  %mul = mul nsw i32 %14, 2, !dbg !65
  store i32 %mul, i32* %i, align 4, !dbg !65
  br label %for.cond, !dbg !66, !llvm.loop !67

for.end:                                          ; preds = %for.cond
  %15 = bitcast double* %x to i8*, !dbg !70
  call void @bsp_pop_reg(i8* noundef %15), !dbg !71
  call void @bsp_end(), !dbg !72
  ret void, !dbg !73
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @bsp_pid() #1

declare void @bsp_push_reg(i8* noundef, i32 noundef) #1

declare void @bsp_sync() #1

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #1

declare void @bsp_pop_reg(i8* noundef) #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "scan.c", directory: ".", checksumkind: CSK_MD5, checksum: "28b5ee7c080923afe6d27d9d1ec0e995")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "scan", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 6, column: 13, scope: !10)
!15 = !DILocation(line: 6, column: 3, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 7, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 7, column: 7, scope: !10)
!19 = !DILocation(line: 7, column: 11, scope: !10)
!20 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 8, type: !17)
!21 = !DILocation(line: 8, column: 7, scope: !10)
!22 = !DILocation(line: 8, column: 11, scope: !10)
!23 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 9, type: !24)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocation(line: 9, column: 10, scope: !10)
!26 = !DILocation(line: 9, column: 14, scope: !10)
!27 = !DILocalVariable(name: "xin", scope: !10, file: !1, line: 9, type: !24)
!28 = !DILocation(line: 9, column: 17, scope: !10)
!29 = !DILocation(line: 10, column: 16, scope: !10)
!30 = !DILocation(line: 10, column: 3, scope: !10)
!31 = !DILocation(line: 11, column: 3, scope: !10)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 12, type: !17)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
!34 = !DILocation(line: 12, column: 12, scope: !33)
!35 = !DILocation(line: 12, column: 8, scope: !33)
!36 = !DILocation(line: 12, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 12, column: 3)
!38 = !DILocation(line: 12, column: 23, scope: !37)
!39 = !DILocation(line: 12, column: 21, scope: !37)
!40 = !DILocation(line: 12, column: 3, scope: !33)
!41 = !DILocation(line: 13, column: 9, scope: !42)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 13, column: 9)
!43 = distinct !DILexicalBlock(scope: !37, file: !1, line: 12, column: 34)
!44 = !DILocation(line: 13, column: 14, scope: !42)
!45 = !DILocation(line: 13, column: 11, scope: !42)
!46 = !DILocation(line: 13, column: 9, scope: !43)
!47 = !DILocation(line: 14, column: 15, scope: !42)
!48 = !DILocation(line: 14, column: 19, scope: !42)
!49 = !DILocation(line: 14, column: 17, scope: !42)
!50 = !DILocation(line: 14, column: 22, scope: !42)
!51 = !DILocation(line: 14, column: 29, scope: !42)
!52 = !DILocation(line: 14, column: 7, scope: !42)
!53 = !DILocation(line: 15, column: 5, scope: !43)
!54 = !DILocation(line: 16, column: 9, scope: !55)
!55 = distinct !DILexicalBlock(scope: !43, file: !1, line: 16, column: 9)
!56 = !DILocation(line: 16, column: 14, scope: !55)
!57 = !DILocation(line: 16, column: 11, scope: !55)
!58 = !DILocation(line: 16, column: 9, scope: !43)
!59 = !DILocation(line: 17, column: 11, scope: !55)
!60 = !DILocation(line: 17, column: 15, scope: !55)
!61 = !DILocation(line: 17, column: 13, scope: !55)
!62 = !DILocation(line: 17, column: 9, scope: !55)
!63 = !DILocation(line: 17, column: 7, scope: !55)
!64 = !DILocation(line: 18, column: 3, scope: !43)
!65 = !DILocation(line: 12, column: 28, scope: !37)
!66 = !DILocation(line: 12, column: 3, scope: !37)
!67 = distinct !{!67, !40, !68, !69}
!68 = !DILocation(line: 18, column: 3, scope: !33)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 19, column: 15, scope: !10)
!71 = !DILocation(line: 19, column: 3, scope: !10)
!72 = !DILocation(line: 20, column: 3, scope: !10)
!73 = !DILocation(line: 21, column: 1, scope: !10)
