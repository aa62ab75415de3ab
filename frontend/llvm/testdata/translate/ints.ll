; ModuleID = 'ints.c'
source_filename = "ints.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %a = alloca [100 x i32], align 16
  %c = alloca [16 x i64], align 16
  %q = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %p, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_nprocs(), !dbg !21
  store i32 %call1, i32* %p, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %s, metadata !22, metadata !DIExpression()), !dbg !23
  %call2 = call i32 @bsp_pid(), !dbg !24
  store i32 %call2, i32* %s, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata [100 x i32]* %a, metadata !25, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata [16 x i64]* %c, metadata !30, metadata !DIExpression()), !dbg !35
  %arraydecay = getelementptr inbounds [100 x i32], [100 x i32]* %a, i64 0, i64 0, !dbg !36
  %0 = bitcast i32* %arraydecay to i8*, !dbg !36
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 400), !dbg !37
  %arraydecay3 = getelementptr inbounds [16 x i64], [16 x i64]* %c, i64 0, i64 0, !dbg !38
  %1 = bitcast i64* %arraydecay3 to i8*, !dbg !38
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 128), !dbg !39
  call void @bsp_sync(), !dbg !40
  call void @llvm.dbg.declare(metadata i32* %q, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %q, align 4, !dbg !43
  br label %for.cond, !dbg !44

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %q, align 4, !dbg !45
  %3 = load i32, i32* %p, align 4, !dbg !47
  %cmp = icmp slt i32 %2, %3, !dbg !48
  br i1 %cmp, label %for.body, label %for.end, !dbg !49

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %q, align 4, !dbg !50
  %5 = load i32, i32* %s, align 4, !dbg !52
  %idxprom = sext i32 %5 to i64, !dbg !53
  %arrayidx = getelementptr inbounds [100 x i32], [100 x i32]* %a, i64 0, i64 %idxprom, !dbg !53
  %6 = bitcast i32* %arrayidx to i8*, !dbg !54
  %arraydecay4 = getelementptr inbounds [100 x i32], [100 x i32]* %a, i64 0, i64 0, !dbg !55
  %7 = bitcast i32* %arraydecay4 to i8*, !dbg !55
  %8 = load i32, i32* %s, align 4, !dbg !56
  %9 = load i32, i32* %n.addr, align 4, !dbg !57
  %add = add nsw i32 %8, %9, !dbg !58
  %conv = sext i32 %add to i64, !dbg !59
  %mul = mul i64 %conv, 4, !dbg !60
  %conv5 = trunc i64 %mul to i32, !dbg !59
  %10 = load i32, i32* %n.addr, align 4, !dbg !61
  %conv6 = sext i32 %10 to i64, !dbg !61
  %mul7 = mul i64 %conv6, 4, !dbg !62
  %conv8 = trunc i64 %mul7 to i32, !dbg !61
  call void @bsp_put(i32 noundef %4, i8* noundef %6, i8* noundef %7, i32 noundef %conv5, i32 noundef %conv8), !dbg !63
  %11 = load i32, i32* %q, align 4, !dbg !64
  %arraydecay9 = getelementptr inbounds [16 x i64], [16 x i64]* %c, i64 0, i64 0, !dbg !65
  %12 = bitcast i64* %arraydecay9 to i8*, !dbg !65
  %arraydecay10 = getelementptr inbounds [16 x i64], [16 x i64]* %c, i64 0, i64 0, !dbg !66
  %13 = bitcast i64* %arraydecay10 to i8*, !dbg !66
  call void @bsp_put(i32 noundef %11, i8* noundef %12, i8* noundef %13, i32 noundef 0, i32 noundef 128), !dbg !67
  br label %for.inc, !dbg !68

for.inc:                                          ; preds = %for.body
  %14 = load i32, i32* %q, align 4, !dbg !69
  %inc = add nsw i32 %14, 1, !dbg !69
  store i32 %inc, i32* %q, align 4, !dbg !69
  br label %for.cond, !dbg !70, !llvm.loop !71

for.end:                                          ; preds = %for.cond
  %15 = load i32, i32* %s, align 4, !dbg !74
  %add11 = add nsw i32 %15, 1, !dbg !75
  %16 = load i32, i32* %p, align 4, !dbg !76
  %rem = srem i32 %add11, %16, !dbg !77
  %arraydecay12 = getelementptr inbounds [100 x i32], [100 x i32]* %a, i64 0, i64 0, !dbg !78
  %17 = bitcast i32* %arraydecay12 to i8*, !dbg !78
  %arrayidx13 = getelementptr inbounds [100 x i32], [100 x i32]* %a, i64 0, i64 10, !dbg !79
  %18 = bitcast i32* %arrayidx13 to i8*, !dbg !80
  call void @bsp_hpget(i32 noundef %rem, i8* noundef %17, i32 noundef 16, i8* noundef %18, i32 noundef 3), !dbg !81
  call void @bsp_sync(), !dbg !82
  call void @bsp_end(), !dbg !83
  ret void, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_hpget(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ints.c", directory: ".", checksumkind: CSK_MD5, checksum: "66cf37a6dc361a6ec32a2bd598ff6504")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocation(line: 5, column: 15, scope: !10)
!17 = !DILocation(line: 6, column: 13, scope: !10)
!18 = !DILocation(line: 6, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 7, type: !13)
!20 = !DILocation(line: 7, column: 7, scope: !10)
!21 = !DILocation(line: 7, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 8, type: !13)
!23 = !DILocation(line: 8, column: 7, scope: !10)
!24 = !DILocation(line: 8, column: 11, scope: !10)
!25 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 9, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 3200, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 100)
!29 = !DILocation(line: 9, column: 7, scope: !10)
!30 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 10, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 1024, elements: !33)
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !{!34}
!34 = !DISubrange(count: 16)
!35 = !DILocation(line: 10, column: 8, scope: !10)
!36 = !DILocation(line: 11, column: 16, scope: !10)
!37 = !DILocation(line: 11, column: 3, scope: !10)
!38 = !DILocation(line: 12, column: 16, scope: !10)
!39 = !DILocation(line: 12, column: 3, scope: !10)
!40 = !DILocation(line: 13, column: 3, scope: !10)
!41 = !DILocalVariable(name: "q", scope: !42, file: !1, line: 14, type: !13)
!42 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 3)
!43 = !DILocation(line: 14, column: 12, scope: !42)
!44 = !DILocation(line: 14, column: 8, scope: !42)
!45 = !DILocation(line: 14, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 14, column: 3)
!47 = !DILocation(line: 14, column: 23, scope: !46)
!48 = !DILocation(line: 14, column: 21, scope: !46)
!49 = !DILocation(line: 14, column: 3, scope: !42)
!50 = !DILocation(line: 15, column: 13, scope: !51)
!51 = distinct !DILexicalBlock(scope: !46, file: !1, line: 14, column: 31)
!52 = !DILocation(line: 15, column: 19, scope: !51)
!53 = !DILocation(line: 15, column: 17, scope: !51)
!54 = !DILocation(line: 15, column: 16, scope: !51)
!55 = !DILocation(line: 15, column: 23, scope: !51)
!56 = !DILocation(line: 15, column: 27, scope: !51)
!57 = !DILocation(line: 15, column: 31, scope: !51)
!58 = !DILocation(line: 15, column: 29, scope: !51)
!59 = !DILocation(line: 15, column: 26, scope: !51)
!60 = !DILocation(line: 15, column: 34, scope: !51)
!61 = !DILocation(line: 15, column: 49, scope: !51)
!62 = !DILocation(line: 15, column: 51, scope: !51)
!63 = !DILocation(line: 15, column: 5, scope: !51)
!64 = !DILocation(line: 16, column: 13, scope: !51)
!65 = !DILocation(line: 16, column: 16, scope: !51)
!66 = !DILocation(line: 16, column: 19, scope: !51)
!67 = !DILocation(line: 16, column: 5, scope: !51)
!68 = !DILocation(line: 17, column: 3, scope: !51)
!69 = !DILocation(line: 14, column: 27, scope: !46)
!70 = !DILocation(line: 14, column: 3, scope: !46)
!71 = distinct !{!71, !49, !72, !73}
!72 = !DILocation(line: 17, column: 3, scope: !42)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 18, column: 14, scope: !10)
!75 = !DILocation(line: 18, column: 16, scope: !10)
!76 = !DILocation(line: 18, column: 23, scope: !10)
!77 = !DILocation(line: 18, column: 21, scope: !10)
!78 = !DILocation(line: 18, column: 26, scope: !10)
!79 = !DILocation(line: 18, column: 47, scope: !10)
!80 = !DILocation(line: 18, column: 46, scope: !10)
!81 = !DILocation(line: 18, column: 3, scope: !10)
!82 = !DILocation(line: 19, column: 3, scope: !10)
!83 = !DILocation(line: 20, column: 3, scope: !10)
!84 = !DILocation(line: 21, column: 1, scope: !10)
