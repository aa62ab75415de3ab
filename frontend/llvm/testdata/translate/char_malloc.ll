; ModuleID = 'char_malloc.c'
source_filename = "char_malloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %x = alloca i8*, align 8
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i8** %x, metadata !19, metadata !DIExpression()), !dbg !22
  %0 = load i32, i32* %n.addr, align 4, !dbg !23
  %conv = sext i32 %0 to i64, !dbg !23
  %call1 = call noalias i8* @malloc(i64 noundef %conv) #4, !dbg !24
  store i8* %call1, i8** %x, align 8, !dbg !22
  call void @llvm.dbg.declare(metadata i32* %i, metadata !25, metadata !DIExpression()), !dbg !26
  store i32 0, i32* %i, align 4, !dbg !27
  br label %for.cond, !dbg !29

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !30
  %2 = load i32, i32* %n.addr, align 4, !dbg !32
  %cmp = icmp slt i32 %1, %2, !dbg !33
  br i1 %cmp, label %for.body, label %for.end, !dbg !34

for.body:                                         ; preds = %for.cond
  %3 = load i32, i32* %i, align 4, !dbg !35
  %conv3 = trunc i32 %3 to i8, !dbg !35
  %4 = load i8*, i8** %x, align 8, !dbg !36
  %5 = load i32, i32* %i, align 4, !dbg !37
  %idxprom = sext i32 %5 to i64, !dbg !36
  %arrayidx = getelementptr inbounds i8, i8* %4, i64 %idxprom, !dbg !36
  store i8 %conv3, i8* %arrayidx, align 1, !dbg !38
  br label %for.inc, !dbg !36

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4, !dbg !39
  %inc = add nsw i32 %6, 1, !dbg !39
  store i32 %inc, i32* %i, align 4, !dbg !39
  br label %for.cond, !dbg !40, !llvm.loop !41

for.end:                                          ; preds = %for.cond
  %7 = load i8*, i8** %x, align 8, !dbg !44
  %8 = load i32, i32* %n.addr, align 4, !dbg !45
  call void @bsp_push_reg(i8* noundef %7, i32 noundef %8), !dbg !46
  call void @bsp_sync(), !dbg !47
  %9 = load i32, i32* %n.addr, align 4, !dbg !48
  %cmp4 = icmp sgt i32 %9, 0, !dbg !50
  br i1 %cmp4, label %if.then, label %if.end, !dbg !51

if.then:                                          ; preds = %for.end
  %call6 = call i32 @bsp_pid(), !dbg !52
  %add = add nsw i32 %call6, 1, !dbg !53
  %call7 = call i32 @bsp_nprocs(), !dbg !54
  %rem = srem i32 %add, %call7, !dbg !55
  %10 = load i8*, i8** %x, align 8, !dbg !56
  %11 = load i8*, i8** %x, align 8, !dbg !57
  %12 = load i32, i32* %n.addr, align 4, !dbg !58
  call void @bsp_put(i32 noundef %rem, i8* noundef %10, i8* noundef %11, i32 noundef 0, i32 noundef %12), !dbg !59
  br label %if.end, !dbg !59

if.end:                                           ; preds = %if.then, %for.end
  call void @bsp_sync(), !dbg !60
  %13 = load i8*, i8** %x, align 8, !dbg !61
  call void @bsp_pop_reg(i8* noundef %13), !dbg !62
  %14 = load i8*, i8** %x, align 8, !dbg !63
  call void @free(i8* noundef %14) #4, !dbg !64
  call void @bsp_end(), !dbg !65
  ret void, !dbg !66
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare i32 @bsp_pid() #2

declare void @bsp_pop_reg(i8* noundef) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

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
!1 = !DIFile(filename: "char_malloc.c", directory: ".", checksumkind: CSK_MD5, checksum: "d1e77f7cc2e9e86217da90c538fb2d55")
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
!17 = !DILocation(line: 6, column: 15, scope: !10)
!18 = !DILocation(line: 6, column: 5, scope: !10)
!19 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 7, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !DILocation(line: 7, column: 11, scope: !10)
!23 = !DILocation(line: 7, column: 22, scope: !10)
!24 = !DILocation(line: 7, column: 15, scope: !10)
!25 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 8, type: !13)
!26 = !DILocation(line: 8, column: 9, scope: !10)
!27 = !DILocation(line: 9, column: 12, scope: !28)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 5)
!29 = !DILocation(line: 9, column: 10, scope: !28)
!30 = !DILocation(line: 9, column: 17, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 9, column: 5)
!32 = !DILocation(line: 9, column: 21, scope: !31)
!33 = !DILocation(line: 9, column: 19, scope: !31)
!34 = !DILocation(line: 9, column: 5, scope: !28)
!35 = !DILocation(line: 10, column: 16, scope: !31)
!36 = !DILocation(line: 10, column: 9, scope: !31)
!37 = !DILocation(line: 10, column: 11, scope: !31)
!38 = !DILocation(line: 10, column: 14, scope: !31)
!39 = !DILocation(line: 9, column: 25, scope: !31)
!40 = !DILocation(line: 9, column: 5, scope: !31)
!41 = distinct !{!41, !34, !42, !43}
!42 = !DILocation(line: 10, column: 16, scope: !28)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 11, column: 18, scope: !10)
!45 = !DILocation(line: 11, column: 21, scope: !10)
!46 = !DILocation(line: 11, column: 5, scope: !10)
!47 = !DILocation(line: 12, column: 5, scope: !10)
!48 = !DILocation(line: 13, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 9)
!50 = !DILocation(line: 13, column: 11, scope: !49)
!51 = !DILocation(line: 13, column: 9, scope: !10)
!52 = !DILocation(line: 14, column: 18, scope: !49)
!53 = !DILocation(line: 14, column: 28, scope: !49)
!54 = !DILocation(line: 14, column: 35, scope: !49)
!55 = !DILocation(line: 14, column: 33, scope: !49)
!56 = !DILocation(line: 14, column: 49, scope: !49)
!57 = !DILocation(line: 14, column: 52, scope: !49)
!58 = !DILocation(line: 14, column: 58, scope: !49)
!59 = !DILocation(line: 14, column: 9, scope: !49)
!60 = !DILocation(line: 15, column: 5, scope: !10)
!61 = !DILocation(line: 16, column: 17, scope: !10)
!62 = !DILocation(line: 16, column: 5, scope: !10)
!63 = !DILocation(line: 17, column: 10, scope: !10)
!64 = !DILocation(line: 17, column: 5, scope: !10)
!65 = !DILocation(line: 18, column: 5, scope: !10)
!66 = !DILocation(line: 19, column: 1, scope: !10)
