; ModuleID = 'bcast_onephase.c'
source_filename = "bcast_onephase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bcast(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %q = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %p, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_nprocs(), !dbg !21
  store i32 %call1, i32* %p, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %s, metadata !22, metadata !DIExpression()), !dbg !23
  %call2 = call i32 @bsp_pid(), !dbg !24
  store i32 %call2, i32* %s, align 4, !dbg !23
  %0 = load i32, i32* %N.addr, align 4, !dbg !25
  %1 = zext i32 %0 to i64, !dbg !26
  %2 = call i8* @llvm.stacksave(), !dbg !26
  store i8* %2, i8** %saved_stack, align 8, !dbg !26
  %vla = alloca double, i64 %1, align 16, !dbg !26
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !26
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !27, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata double* %vla, metadata !30, metadata !DIExpression()), !dbg !35
  %3 = bitcast double* %vla to i8*, !dbg !36
  %4 = load i32, i32* %N.addr, align 4, !dbg !37
  %conv = sext i32 %4 to i64, !dbg !37
  %mul = mul i64 %conv, 8, !dbg !38
  %conv3 = trunc i64 %mul to i32, !dbg !37
  call void @bsp_push_reg(i8* noundef %3, i32 noundef %conv3), !dbg !39
  call void @bsp_sync(), !dbg !40
  %5 = load i32, i32* %s, align 4, !dbg !41
  %cmp = icmp eq i32 %5, 0, !dbg !43
  br i1 %cmp, label %if.then, label %if.end, !dbg !44

if.then:                                          ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %q, metadata !45, metadata !DIExpression()), !dbg !47
  store i32 1, i32* %q, align 4, !dbg !47
  br label %for.cond, !dbg !48

for.cond:                                         ; preds = %for.inc, %if.then
  %6 = load i32, i32* %q, align 4, !dbg !49
  %7 = load i32, i32* %p, align 4, !dbg !51
  %cmp5 = icmp slt i32 %6, %7, !dbg !52
  br i1 %cmp5, label %for.body, label %for.end, !dbg !53

for.body:                                         ; preds = %for.cond
  %8 = load i32, i32* %q, align 4, !dbg !54
  %9 = bitcast double* %vla to i8*, !dbg !55
  %10 = bitcast double* %vla to i8*, !dbg !56
  %11 = load i32, i32* %N.addr, align 4, !dbg !57
  %conv7 = sext i32 %11 to i64, !dbg !57
  %mul8 = mul i64 %conv7, 8, !dbg !58
  %conv9 = trunc i64 %mul8 to i32, !dbg !57
  call void @bsp_put(i32 noundef %8, i8* noundef %9, i8* noundef %10, i32 noundef 0, i32 noundef %conv9), !dbg !59
  br label %for.inc, !dbg !59

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %q, align 4, !dbg !60
  %inc = add nsw i32 %12, 1, !dbg !60
  store i32 %inc, i32* %q, align 4, !dbg !60
  br label %for.cond, !dbg !61, !llvm.loop !62

for.end:                                          ; preds = %for.cond
  br label %if.end, !dbg !63

if.end:                                           ; preds = %for.end, %entry
  call void @bsp_sync(), !dbg !65
  %13 = bitcast double* %vla to i8*, !dbg !66
  call void @bsp_pop_reg(i8* noundef %13), !dbg !67
  call void @bsp_end(), !dbg !68
  %14 = load i8*, i8** %saved_stack, align 8, !dbg !69
  call void @llvm.stackrestore(i8* %14), !dbg !69
  ret void, !dbg !69
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bcast_onephase.c", directory: ".", checksumkind: CSK_MD5, checksum: "76573399f1836f9de83874260575fa51")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "bcast", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 16, scope: !10)
!17 = !DILocation(line: 8, column: 13, scope: !10)
!18 = !DILocation(line: 8, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 9, type: !13)
!20 = !DILocation(line: 9, column: 7, scope: !10)
!21 = !DILocation(line: 9, column: 11, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 10, type: !13)
!23 = !DILocation(line: 10, column: 7, scope: !10)
!24 = !DILocation(line: 10, column: 11, scope: !10)
!25 = !DILocation(line: 11, column: 12, scope: !10)
!26 = !DILocation(line: 11, column: 3, scope: !10)
!27 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !28, flags: DIFlagArtificial)
!28 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!29 = !DILocation(line: 0, scope: !10)
!30 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 11, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, elements: !33)
!32 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!33 = !{!34}
!34 = !DISubrange(count: !27)
!35 = !DILocation(line: 11, column: 10, scope: !10)
!36 = !DILocation(line: 12, column: 16, scope: !10)
!37 = !DILocation(line: 12, column: 19, scope: !10)
!38 = !DILocation(line: 12, column: 21, scope: !10)
!39 = !DILocation(line: 12, column: 3, scope: !10)
!40 = !DILocation(line: 13, column: 3, scope: !10)
!41 = !DILocation(line: 15, column: 7, scope: !42)
!42 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 7)
!43 = !DILocation(line: 15, column: 9, scope: !42)
!44 = !DILocation(line: 15, column: 7, scope: !10)
!45 = !DILocalVariable(name: "q", scope: !46, file: !1, line: 16, type: !13)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 16, column: 5)
!47 = !DILocation(line: 16, column: 14, scope: !46)
!48 = !DILocation(line: 16, column: 10, scope: !46)
!49 = !DILocation(line: 16, column: 21, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !1, line: 16, column: 5)
!51 = !DILocation(line: 16, column: 25, scope: !50)
!52 = !DILocation(line: 16, column: 23, scope: !50)
!53 = !DILocation(line: 16, column: 5, scope: !46)
!54 = !DILocation(line: 17, column: 15, scope: !50)
!55 = !DILocation(line: 17, column: 18, scope: !50)
!56 = !DILocation(line: 17, column: 21, scope: !50)
!57 = !DILocation(line: 17, column: 27, scope: !50)
!58 = !DILocation(line: 17, column: 29, scope: !50)
!59 = !DILocation(line: 17, column: 7, scope: !50)
!60 = !DILocation(line: 16, column: 29, scope: !50)
!61 = !DILocation(line: 16, column: 5, scope: !50)
!62 = distinct !{!62, !53, !63, !64}
!63 = !DILocation(line: 17, column: 45, scope: !46)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 18, column: 3, scope: !10)
!66 = !DILocation(line: 19, column: 15, scope: !10)
!67 = !DILocation(line: 19, column: 3, scope: !10)
!68 = !DILocation(line: 20, column: 3, scope: !10)
!69 = !DILocation(line: 21, column: 1, scope: !10)
