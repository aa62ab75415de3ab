; ModuleID = 'mem.c'
source_filename = "mem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.spmd.a = private unnamed_addr constant [3 x i32] [i32 1, i32 2, i32 3], align 4
@G = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !14 {
entry:
  %N.addr = alloca i32, align 4
  %cnt = alloca [4 x i32], align 16
  %a = alloca [3 x i32], align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %b = alloca [8 x i32], align 16
  %i = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !18, metadata !DIExpression()), !dbg !19
  %call = call i32 @bsp_nprocs(), !dbg !20
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !21
  call void @llvm.dbg.declare(metadata [4 x i32]* %cnt, metadata !22, metadata !DIExpression()), !dbg !26
  %0 = bitcast [4 x i32]* %cnt to i8*, !dbg !26
  call void @llvm.memset.p0i8.i64(i8* align 16 %0, i8 0, i64 16, i1 false), !dbg !26
  call void @llvm.dbg.declare(metadata [3 x i32]* %a, metadata !27, metadata !DIExpression()), !dbg !31
  %1 = bitcast [3 x i32]* %a to i8*, !dbg !31
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %1, i8* align 4 bitcast ([3 x i32]* @__const.spmd.a to i8*), i64 12, i1 false), !dbg !31
  %2 = load i32, i32* %N.addr, align 4, !dbg !32
  %3 = zext i32 %2 to i64, !dbg !33
  %4 = call i8* @llvm.stacksave(), !dbg !33
  store i8* %4, i8** %saved_stack, align 8, !dbg !33
  %vla = alloca double, i64 %3, align 16, !dbg !33
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata double* %vla, metadata !37, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata [8 x i32]* %b, metadata !43, metadata !DIExpression()), !dbg !47
  %5 = bitcast double* %vla to i8*, !dbg !48
  %6 = load i32, i32* %N.addr, align 4, !dbg !49
  %conv = sext i32 %6 to i64, !dbg !49
  %mul = mul i64 %conv, 8, !dbg !50
  call void @llvm.memset.p0i8.i64(i8* align 16 %5, i8 0, i64 %mul, i1 false), !dbg !48
  %arrayidx = getelementptr inbounds [8 x i32], [8 x i32]* %b, i64 0, i64 2, !dbg !51
  %7 = bitcast i32* %arrayidx to i8*, !dbg !52
  %arraydecay = getelementptr inbounds [4 x i32], [4 x i32]* %cnt, i64 0, i64 0, !dbg !52
  %8 = bitcast i32* %arraydecay to i8*, !dbg !52
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %7, i8* align 16 %8, i64 16, i1 false), !dbg !52
  %arraydecay1 = getelementptr inbounds [8 x i32], [8 x i32]* %b, i64 0, i64 0, !dbg !53
  %9 = bitcast i32* %arraydecay1 to i8*, !dbg !53
  call void @llvm.memset.p0i8.i64(i8* align 16 %9, i8 0, i64 8, i1 false), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %i, metadata !54, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %i, align 4, !dbg !56
  br label %for.cond, !dbg !57

for.cond:                                         ; preds = %for.inc, %entry
  %10 = load i32, i32* %i, align 4, !dbg !58
  %arrayidx2 = getelementptr inbounds [8 x i32], [8 x i32]* %b, i64 0, i64 3, !dbg !60
  %11 = load i32, i32* %arrayidx2, align 4, !dbg !60
  %arrayidx3 = getelementptr inbounds [3 x i32], [3 x i32]* %a, i64 0, i64 1, !dbg !61
  %12 = load i32, i32* %arrayidx3, align 4, !dbg !61
  %add = add nsw i32 %11, %12, !dbg !62
  %cmp = icmp slt i32 %10, %add, !dbg !63
  br i1 %cmp, label %for.body, label %for.end, !dbg !64

for.body:                                         ; preds = %for.cond
  call void @bsp_sync(), !dbg !65
  br label %for.inc, !dbg !65

for.inc:                                          ; preds = %for.body
  %13 = load i32, i32* %i, align 4, !dbg !66
  %inc = add nsw i32 %13, 1, !dbg !66
  store i32 %inc, i32* %i, align 4, !dbg !66
  br label %for.cond, !dbg !67, !llvm.loop !68

for.end:                                          ; preds = %for.cond
  call void @bsp_end(), !dbg !71
  %14 = load i8*, i8** %saved_stack, align 8, !dbg !72
  call void @llvm.stackrestore(i8* %14), !dbg !72
  ret void, !dbg !72
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #5

declare void @bsp_sync() #2

declare void @bsp_end() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 5, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mem.c", directory: ".", checksumkind: CSK_MD5, checksum: "c0da6babcf2d33085a54ce8b25b9855f")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "spmd", scope: !3, file: !3, line: 6, type: !15, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !5}
!17 = !{}
!18 = !DILocalVariable(name: "N", arg: 1, scope: !14, file: !3, line: 6, type: !5)
!19 = !DILocation(line: 6, column: 15, scope: !14)
!20 = !DILocation(line: 7, column: 13, scope: !14)
!21 = !DILocation(line: 7, column: 3, scope: !14)
!22 = !DILocalVariable(name: "cnt", scope: !14, file: !3, line: 8, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DILocation(line: 8, column: 7, scope: !14)
!27 = !DILocalVariable(name: "a", scope: !14, file: !3, line: 9, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 96, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !DILocation(line: 9, column: 7, scope: !14)
!32 = !DILocation(line: 10, column: 12, scope: !14)
!33 = !DILocation(line: 10, column: 3, scope: !14)
!34 = !DILocalVariable(name: "__vla_expr0", scope: !14, type: !35, flags: DIFlagArtificial)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DILocation(line: 0, scope: !14)
!37 = !DILocalVariable(name: "x", scope: !14, file: !3, line: 10, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, elements: !40)
!39 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!40 = !{!41}
!41 = !DISubrange(count: !34)
!42 = !DILocation(line: 10, column: 10, scope: !14)
!43 = !DILocalVariable(name: "b", scope: !14, file: !3, line: 11, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 8)
!47 = !DILocation(line: 11, column: 7, scope: !14)
!48 = !DILocation(line: 12, column: 3, scope: !14)
!49 = !DILocation(line: 12, column: 16, scope: !14)
!50 = !DILocation(line: 12, column: 18, scope: !14)
!51 = !DILocation(line: 13, column: 11, scope: !14)
!52 = !DILocation(line: 13, column: 3, scope: !14)
!53 = !DILocation(line: 14, column: 3, scope: !14)
!54 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 15, type: !5)
!55 = distinct !DILexicalBlock(scope: !14, file: !3, line: 15, column: 3)
!56 = !DILocation(line: 15, column: 12, scope: !55)
!57 = !DILocation(line: 15, column: 8, scope: !55)
!58 = !DILocation(line: 15, column: 19, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !3, line: 15, column: 3)
!60 = !DILocation(line: 15, column: 23, scope: !59)
!61 = !DILocation(line: 15, column: 30, scope: !59)
!62 = !DILocation(line: 15, column: 28, scope: !59)
!63 = !DILocation(line: 15, column: 21, scope: !59)
!64 = !DILocation(line: 15, column: 3, scope: !55)
!65 = !DILocation(line: 16, column: 5, scope: !59)
!66 = !DILocation(line: 15, column: 37, scope: !59)
!67 = !DILocation(line: 15, column: 3, scope: !59)
!68 = distinct !{!68, !64, !69, !70}
!69 = !DILocation(line: 16, column: 14, scope: !55)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 17, column: 3, scope: !14)
!72 = !DILocation(line: 18, column: 1, scope: !14)
