; ModuleID = 'ok_basic.c'
source_filename = "ok_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %local = alloca [64 x double], align 16
  %remote = alloca [64 x double], align 16
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata [64 x double]* %local, metadata !17, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata [64 x double]* %remote, metadata !23, metadata !DIExpression()), !dbg !24
  %call = call i32 @bsp_nprocs(), !dbg !25
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %p, metadata !27, metadata !DIExpression()), !dbg !28
  %call1 = call i32 @bsp_nprocs(), !dbg !29
  store i32 %call1, i32* %p, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %s, metadata !30, metadata !DIExpression()), !dbg !31
  %call2 = call i32 @bsp_pid(), !dbg !32
  store i32 %call2, i32* %s, align 4, !dbg !31
  %arraydecay = getelementptr inbounds [64 x double], [64 x double]* %remote, i64 0, i64 0, !dbg !33
  %0 = bitcast double* %arraydecay to i8*, !dbg !33
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 512), !dbg !34
  call void @bsp_sync(), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %i, metadata !36, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %i, align 4, !dbg !38
  br label %for.cond, !dbg !39

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !40
  %2 = load i32, i32* %n.addr, align 4, !dbg !42
  %cmp = icmp slt i32 %1, %2, !dbg !43
  br i1 %cmp, label %for.body, label %for.end, !dbg !44

for.body:                                         ; preds = %for.cond
  %3 = load i32, i32* %s, align 4, !dbg !45
  %add = add nsw i32 %3, 1, !dbg !47
  %4 = load i32, i32* %p, align 4, !dbg !48
  %rem = srem i32 %add, %4, !dbg !49
  %arraydecay3 = getelementptr inbounds [64 x double], [64 x double]* %local, i64 0, i64 0, !dbg !50
  %5 = bitcast double* %arraydecay3 to i8*, !dbg !50
  %arraydecay4 = getelementptr inbounds [64 x double], [64 x double]* %remote, i64 0, i64 0, !dbg !51
  %6 = bitcast double* %arraydecay4 to i8*, !dbg !51
  call void @bsp_put(i32 noundef %rem, i8* noundef %5, i8* noundef %6, i32 noundef 0, i32 noundef 512), !dbg !52
  call void @bsp_sync(), !dbg !53
  %7 = load i32, i32* %s, align 4, !dbg !54
  %8 = load i32, i32* %p, align 4, !dbg !55
  %add5 = add nsw i32 %7, %8, !dbg !56
  %sub = sub nsw i32 %add5, 1, !dbg !57
  %9 = load i32, i32* %p, align 4, !dbg !58
  %rem6 = srem i32 %sub, %9, !dbg !59
  %arraydecay7 = getelementptr inbounds [64 x double], [64 x double]* %remote, i64 0, i64 0, !dbg !60
  %10 = bitcast double* %arraydecay7 to i8*, !dbg !60
  %arraydecay8 = getelementptr inbounds [64 x double], [64 x double]* %local, i64 0, i64 0, !dbg !61
  %11 = bitcast double* %arraydecay8 to i8*, !dbg !61
  call void @bsp_get(i32 noundef %rem6, i8* noundef %10, i32 noundef 64, i8* noundef %11, i32 noundef 64), !dbg !62
  call void @bsp_sync(), !dbg !63
  br label %for.inc, !dbg !64

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4, !dbg !65
  %inc = add nsw i32 %12, 1, !dbg !65
  store i32 %inc, i32* %i, align 4, !dbg !65
  br label %for.cond, !dbg !66, !llvm.loop !67

for.end:                                          ; preds = %for.cond
  %arraydecay9 = getelementptr inbounds [64 x double], [64 x double]* %remote, i64 0, i64 0, !dbg !70
  %13 = bitcast double* %arraydecay9 to i8*, !dbg !70
  call void @bsp_pop_reg(i8* noundef %13), !dbg !71
  call void @bsp_sync(), !dbg !72
  call void @bsp_end(), !dbg !73
  ret void, !dbg !74
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ok_basic.c", directory: ".", checksumkind: CSK_MD5, checksum: "65b0f8511c26082a5d70dd0b19bf0a74")
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
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocation(line: 4, column: 15, scope: !10)
!17 = !DILocalVariable(name: "local", scope: !10, file: !1, line: 5, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 4096, elements: !20)
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !{!21}
!21 = !DISubrange(count: 64)
!22 = !DILocation(line: 5, column: 10, scope: !10)
!23 = !DILocalVariable(name: "remote", scope: !10, file: !1, line: 5, type: !18)
!24 = !DILocation(line: 5, column: 21, scope: !10)
!25 = !DILocation(line: 6, column: 13, scope: !10)
!26 = !DILocation(line: 6, column: 3, scope: !10)
!27 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 7, type: !13)
!28 = !DILocation(line: 7, column: 7, scope: !10)
!29 = !DILocation(line: 7, column: 11, scope: !10)
!30 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !13)
!31 = !DILocation(line: 7, column: 25, scope: !10)
!32 = !DILocation(line: 7, column: 29, scope: !10)
!33 = !DILocation(line: 8, column: 16, scope: !10)
!34 = !DILocation(line: 8, column: 3, scope: !10)
!35 = !DILocation(line: 9, column: 3, scope: !10)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 10, type: !13)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 3)
!38 = !DILocation(line: 10, column: 12, scope: !37)
!39 = !DILocation(line: 10, column: 8, scope: !37)
!40 = !DILocation(line: 10, column: 19, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 10, column: 3)
!42 = !DILocation(line: 10, column: 23, scope: !41)
!43 = !DILocation(line: 10, column: 21, scope: !41)
!44 = !DILocation(line: 10, column: 3, scope: !37)
!45 = !DILocation(line: 11, column: 14, scope: !46)
!46 = distinct !DILexicalBlock(scope: !41, file: !1, line: 10, column: 31)
!47 = !DILocation(line: 11, column: 16, scope: !46)
!48 = !DILocation(line: 11, column: 23, scope: !46)
!49 = !DILocation(line: 11, column: 21, scope: !46)
!50 = !DILocation(line: 11, column: 26, scope: !46)
!51 = !DILocation(line: 11, column: 33, scope: !46)
!52 = !DILocation(line: 11, column: 5, scope: !46)
!53 = !DILocation(line: 12, column: 5, scope: !46)
!54 = !DILocation(line: 13, column: 14, scope: !46)
!55 = !DILocation(line: 13, column: 18, scope: !46)
!56 = !DILocation(line: 13, column: 16, scope: !46)
!57 = !DILocation(line: 13, column: 20, scope: !46)
!58 = !DILocation(line: 13, column: 27, scope: !46)
!59 = !DILocation(line: 13, column: 25, scope: !46)
!60 = !DILocation(line: 13, column: 30, scope: !46)
!61 = !DILocation(line: 13, column: 58, scope: !46)
!62 = !DILocation(line: 13, column: 5, scope: !46)
!63 = !DILocation(line: 14, column: 5, scope: !46)
!64 = !DILocation(line: 15, column: 3, scope: !46)
!65 = !DILocation(line: 10, column: 27, scope: !41)
!66 = !DILocation(line: 10, column: 3, scope: !41)
!67 = distinct !{!67, !44, !68, !69}
!68 = !DILocation(line: 15, column: 3, scope: !37)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 16, column: 15, scope: !10)
!71 = !DILocation(line: 16, column: 3, scope: !10)
!72 = !DILocation(line: 17, column: 3, scope: !10)
!73 = !DILocation(line: 18, column: 3, scope: !10)
!74 = !DILocation(line: 19, column: 1, scope: !10)
