; ModuleID = 'ternary_scalar.c'
source_filename = "ternary_scalar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %p = alloca i32, align 4
  %empty = alloca i32, align 4
  %one = alloca i32, align 4
  %i = alloca i32, align 4
  %len = alloca i32, align 4
  %x = alloca i32*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %s, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_pid(), !dbg !21
  store i32 %call1, i32* %s, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %p, metadata !22, metadata !DIExpression()), !dbg !23
  %call2 = call i32 @bsp_nprocs(), !dbg !24
  store i32 %call2, i32* %p, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %empty, metadata !25, metadata !DIExpression()), !dbg !26
  store i32 0, i32* %empty, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %one, metadata !27, metadata !DIExpression()), !dbg !28
  store i32 7, i32* %one, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %i, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %len, metadata !31, metadata !DIExpression()), !dbg !32
  %0 = load i32, i32* %p, align 4, !dbg !33
  %1 = load i32, i32* %s, align 4, !dbg !34
  %sub = sub nsw i32 %0, %1, !dbg !35
  %sub3 = sub nsw i32 %sub, 1, !dbg !36
  store i32 %sub3, i32* %len, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata i32** %x, metadata !37, metadata !DIExpression()), !dbg !39
  %2 = load i32, i32* %len, align 4, !dbg !40
  %cmp = icmp eq i32 %2, 0, !dbg !41
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !40

cond.true:                                        ; preds = %entry
  %3 = bitcast i32* %empty to i8*, !dbg !42
  br label %cond.end, !dbg !40

cond.false:                                       ; preds = %entry
  %4 = load i32, i32* %n.addr, align 4, !dbg !43
  %conv = sext i32 %4 to i64, !dbg !43
  %call4 = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 4) #4, !dbg !44
  br label %cond.end, !dbg !40

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %3, %cond.true ], [ %call4, %cond.false ], !dbg !40
  %5 = bitcast i8* %cond to i32*, !dbg !40
  store i32* %5, i32** %x, align 8, !dbg !39
  store i32 0, i32* %i, align 4, !dbg !45
  br label %for.cond, !dbg !47

for.cond:                                         ; preds = %for.inc, %cond.end
  %6 = load i32, i32* %i, align 4, !dbg !48
  %7 = load i32, i32* %len, align 4, !dbg !50
  %cmp5 = icmp eq i32 %7, 0, !dbg !51
  br i1 %cmp5, label %cond.true7, label %cond.false8, !dbg !50

cond.true7:                                       ; preds = %for.cond
  br label %cond.end9, !dbg !50

cond.false8:                                      ; preds = %for.cond
  %8 = load i32, i32* %n.addr, align 4, !dbg !52
  br label %cond.end9, !dbg !50

cond.end9:                                        ; preds = %cond.false8, %cond.true7
  %cond10 = phi i32 [ 1, %cond.true7 ], [ %8, %cond.false8 ], !dbg !50
  %cmp11 = icmp slt i32 %6, %cond10, !dbg !53
  br i1 %cmp11, label %for.body, label %for.end, !dbg !54

for.body:                                         ; preds = %cond.end9
  %9 = load i32, i32* %i, align 4, !dbg !55
  %10 = load i32*, i32** %x, align 8, !dbg !56
  %11 = load i32, i32* %i, align 4, !dbg !57
  %idxprom = sext i32 %11 to i64, !dbg !56
  %arrayidx = getelementptr inbounds i32, i32* %10, i64 %idxprom, !dbg !56
  store i32 %9, i32* %arrayidx, align 4, !dbg !58
  br label %for.inc, !dbg !56

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4, !dbg !59
  %inc = add nsw i32 %12, 1, !dbg !59
  store i32 %inc, i32* %i, align 4, !dbg !59
  br label %for.cond, !dbg !60, !llvm.loop !61

for.end:                                          ; preds = %cond.end9
  %13 = load i32*, i32** %x, align 8, !dbg !64
  %14 = bitcast i32* %13 to i8*, !dbg !64
  %15 = load i32, i32* %len, align 4, !dbg !65
  %cmp13 = icmp eq i32 %15, 0, !dbg !66
  br i1 %cmp13, label %cond.true15, label %cond.false16, !dbg !65

cond.true15:                                      ; preds = %for.end
  br label %cond.end18, !dbg !65

cond.false16:                                     ; preds = %for.end
  %16 = load i32, i32* %n.addr, align 4, !dbg !67
  %conv17 = sext i32 %16 to i64, !dbg !67
  %mul = mul i64 %conv17, 4, !dbg !68
  br label %cond.end18, !dbg !65

cond.end18:                                       ; preds = %cond.false16, %cond.true15
  %cond19 = phi i64 [ 0, %cond.true15 ], [ %mul, %cond.false16 ], !dbg !65
  %conv20 = trunc i64 %cond19 to i32, !dbg !65
  call void @bsp_push_reg(i8* noundef %14, i32 noundef %conv20), !dbg !69
  call void @bsp_sync(), !dbg !70
  %17 = load i32, i32* %s, align 4, !dbg !71
  %cmp21 = icmp ne i32 %17, 0, !dbg !73
  br i1 %cmp21, label %land.lhs.true, label %if.end, !dbg !74

land.lhs.true:                                    ; preds = %cond.end18
  %18 = load i32, i32* %p, align 4, !dbg !75
  %cmp23 = icmp sgt i32 %18, 1, !dbg !76
  br i1 %cmp23, label %land.lhs.true25, label %if.end, !dbg !77

land.lhs.true25:                                  ; preds = %land.lhs.true
  %19 = load i32, i32* %s, align 4, !dbg !78
  %20 = load i32, i32* %n.addr, align 4, !dbg !79
  %cmp26 = icmp slt i32 %19, %20, !dbg !80
  br i1 %cmp26, label %if.then, label %if.end, !dbg !81

if.then:                                          ; preds = %land.lhs.true25
  %21 = bitcast i32* %one to i8*, !dbg !82
  %22 = load i32*, i32** %x, align 8, !dbg !83
  %23 = bitcast i32* %22 to i8*, !dbg !83
  %24 = load i32, i32* %s, align 4, !dbg !84
  %conv28 = sext i32 %24 to i64, !dbg !84
  %mul29 = mul i64 %conv28, 4, !dbg !85
  %conv30 = trunc i64 %mul29 to i32, !dbg !84
  call void @bsp_put(i32 noundef 0, i8* noundef %21, i8* noundef %23, i32 noundef %conv30, i32 noundef 4), !dbg !86
  br label %if.end, !dbg !86

if.end:                                           ; preds = %if.then, %land.lhs.true25, %land.lhs.true, %cond.end18
  %25 = load i32, i32* %one, align 4, !dbg !87
  %26 = load i32, i32* %empty, align 4, !dbg !88
  %add = add nsw i32 %25, %26, !dbg !89
  store i32 %add, i32* %one, align 4, !dbg !90
  call void @bsp_sync(), !dbg !91
  %27 = load i32*, i32** %x, align 8, !dbg !92
  %28 = bitcast i32* %27 to i8*, !dbg !92
  call void @bsp_pop_reg(i8* noundef %28), !dbg !93
  call void @bsp_end(), !dbg !94
  ret void, !dbg !95
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ternary_scalar.c", directory: ".", checksumkind: CSK_MD5, checksum: "089b075253e08906218b8c66688f4fd0")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!16 = !DILocation(line: 9, column: 15, scope: !10)
!17 = !DILocation(line: 10, column: 15, scope: !10)
!18 = !DILocation(line: 10, column: 5, scope: !10)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 11, type: !13)
!20 = !DILocation(line: 11, column: 9, scope: !10)
!21 = !DILocation(line: 11, column: 13, scope: !10)
!22 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 11, type: !13)
!23 = !DILocation(line: 11, column: 24, scope: !10)
!24 = !DILocation(line: 11, column: 28, scope: !10)
!25 = !DILocalVariable(name: "empty", scope: !10, file: !1, line: 12, type: !13)
!26 = !DILocation(line: 12, column: 9, scope: !10)
!27 = !DILocalVariable(name: "one", scope: !10, file: !1, line: 12, type: !13)
!28 = !DILocation(line: 12, column: 20, scope: !10)
!29 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 12, type: !13)
!30 = !DILocation(line: 12, column: 29, scope: !10)
!31 = !DILocalVariable(name: "len", scope: !10, file: !1, line: 13, type: !13)
!32 = !DILocation(line: 13, column: 9, scope: !10)
!33 = !DILocation(line: 13, column: 15, scope: !10)
!34 = !DILocation(line: 13, column: 19, scope: !10)
!35 = !DILocation(line: 13, column: 17, scope: !10)
!36 = !DILocation(line: 13, column: 21, scope: !10)
!37 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 14, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!39 = !DILocation(line: 14, column: 10, scope: !10)
!40 = !DILocation(line: 14, column: 14, scope: !10)
!41 = !DILocation(line: 14, column: 18, scope: !10)
!42 = !DILocation(line: 14, column: 25, scope: !10)
!43 = !DILocation(line: 14, column: 41, scope: !10)
!44 = !DILocation(line: 14, column: 34, scope: !10)
!45 = !DILocation(line: 15, column: 12, scope: !46)
!46 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 5)
!47 = !DILocation(line: 15, column: 10, scope: !46)
!48 = !DILocation(line: 15, column: 17, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !1, line: 15, column: 5)
!50 = !DILocation(line: 15, column: 22, scope: !49)
!51 = !DILocation(line: 15, column: 26, scope: !49)
!52 = !DILocation(line: 15, column: 37, scope: !49)
!53 = !DILocation(line: 15, column: 19, scope: !49)
!54 = !DILocation(line: 15, column: 5, scope: !46)
!55 = !DILocation(line: 16, column: 16, scope: !49)
!56 = !DILocation(line: 16, column: 9, scope: !49)
!57 = !DILocation(line: 16, column: 11, scope: !49)
!58 = !DILocation(line: 16, column: 14, scope: !49)
!59 = !DILocation(line: 15, column: 42, scope: !49)
!60 = !DILocation(line: 15, column: 5, scope: !49)
!61 = distinct !{!61, !54, !62, !63}
!62 = !DILocation(line: 16, column: 16, scope: !46)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 17, column: 18, scope: !10)
!65 = !DILocation(line: 17, column: 21, scope: !10)
!66 = !DILocation(line: 17, column: 25, scope: !10)
!67 = !DILocation(line: 17, column: 36, scope: !10)
!68 = !DILocation(line: 17, column: 38, scope: !10)
!69 = !DILocation(line: 17, column: 5, scope: !10)
!70 = !DILocation(line: 18, column: 5, scope: !10)
!71 = !DILocation(line: 19, column: 9, scope: !72)
!72 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 9)
!73 = !DILocation(line: 19, column: 11, scope: !72)
!74 = !DILocation(line: 19, column: 16, scope: !72)
!75 = !DILocation(line: 19, column: 19, scope: !72)
!76 = !DILocation(line: 19, column: 21, scope: !72)
!77 = !DILocation(line: 19, column: 25, scope: !72)
!78 = !DILocation(line: 19, column: 28, scope: !72)
!79 = !DILocation(line: 19, column: 32, scope: !72)
!80 = !DILocation(line: 19, column: 30, scope: !72)
!81 = !DILocation(line: 19, column: 9, scope: !10)
!82 = !DILocation(line: 20, column: 20, scope: !72)
!83 = !DILocation(line: 20, column: 26, scope: !72)
!84 = !DILocation(line: 20, column: 29, scope: !72)
!85 = !DILocation(line: 20, column: 31, scope: !72)
!86 = !DILocation(line: 20, column: 9, scope: !72)
!87 = !DILocation(line: 21, column: 11, scope: !10)
!88 = !DILocation(line: 21, column: 17, scope: !10)
!89 = !DILocation(line: 21, column: 15, scope: !10)
!90 = !DILocation(line: 21, column: 9, scope: !10)
!91 = !DILocation(line: 22, column: 5, scope: !10)
!92 = !DILocation(line: 23, column: 17, scope: !10)
!93 = !DILocation(line: 23, column: 5, scope: !10)
!94 = !DILocation(line: 24, column: 5, scope: !10)
!95 = !DILocation(line: 25, column: 1, scope: !10)
