; ModuleID = 'ok_abort.c'
source_filename = "ok_abort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"expected %d, got %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %x = alloca i32, align 4
  %got = alloca i32, align 4
  %y = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %x, metadata !14, metadata !DIExpression()), !dbg !16
  store i32 0, i32* %x, align 4, !dbg !16
  call void @llvm.dbg.declare(metadata i32* %got, metadata !17, metadata !DIExpression()), !dbg !18
  store i32 0, i32* %got, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %y, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 0, i32* %y, align 4, !dbg !20
  %call = call i32 @bsp_nprocs(), !dbg !21
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !22
  %call1 = call i32 @bsp_pid(), !dbg !23
  %cmp = icmp eq i32 %call1, 0, !dbg !24
  %0 = zext i1 %cmp to i64, !dbg !23
  %cond = select i1 %cmp, i32 7, i32 0, !dbg !23
  store i32 %cond, i32* %x, align 4, !dbg !25
  %1 = bitcast i32* %x to i8*, !dbg !26
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 4), !dbg !27
  call void @bsp_sync(), !dbg !28
  %2 = bitcast i32* %x to i8*, !dbg !29
  %3 = bitcast i32* %got to i8*, !dbg !30
  call void @bsp_get(i32 noundef 0, i8* noundef %2, i32 noundef 0, i8* noundef %3, i32 noundef 4), !dbg !31
  call void @bsp_sync(), !dbg !32
  %4 = bitcast i32* %y to i8*, !dbg !33
  call void @bsp_push_reg(i8* noundef %4, i32 noundef 4), !dbg !34
  br label %do.body, !dbg !35

do.body:                                          ; preds = %entry
  %5 = load i32, i32* %got, align 4, !dbg !36
  %call2 = call i32 @bsp_pid(), !dbg !36
  %cmp3 = icmp eq i32 %call2, 0, !dbg !36
  br i1 %cmp3, label %cond.true, label %cond.false, !dbg !36

cond.true:                                        ; preds = %do.body
  %6 = load i32, i32* %x, align 4, !dbg !36
  br label %cond.end, !dbg !36

cond.false:                                       ; preds = %do.body
  br label %cond.end, !dbg !36

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond4 = phi i32 [ %6, %cond.true ], [ 7, %cond.false ], !dbg !36
  %cmp5 = icmp ne i32 %5, %cond4, !dbg !36
  br i1 %cmp5, label %if.then, label %if.end, !dbg !39

if.then:                                          ; preds = %cond.end
  %call6 = call i32 @bsp_pid(), !dbg !40
  %cmp7 = icmp eq i32 %call6, 0, !dbg !40
  br i1 %cmp7, label %cond.true8, label %cond.false9, !dbg !40

cond.true8:                                       ; preds = %if.then
  %7 = load i32, i32* %x, align 4, !dbg !40
  br label %cond.end10, !dbg !40

cond.false9:                                      ; preds = %if.then
  br label %cond.end10, !dbg !40

cond.end10:                                       ; preds = %cond.false9, %cond.true8
  %cond11 = phi i32 [ %7, %cond.true8 ], [ 7, %cond.false9 ], !dbg !40
  %8 = load i32, i32* %got, align 4, !dbg !40
  %call12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %cond11, i32 noundef %8), !dbg !40
  call void @abort() #4, !dbg !40
  unreachable, !dbg !40

if.end:                                           ; preds = %cond.end
  br label %do.end, !dbg !39

do.end:                                           ; preds = %if.end
  %9 = bitcast i32* %y to i8*, !dbg !42
  call void @bsp_pop_reg(i8* noundef %9), !dbg !43
  %10 = bitcast i32* %x to i8*, !dbg !44
  call void @bsp_pop_reg(i8* noundef %10), !dbg !45
  call void @bsp_end(), !dbg !46
  ret void, !dbg !47
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @abort() #3

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ok_abort.c", directory: ".", checksumkind: CSK_MD5, checksum: "883cf0d59fc3f15a832c7278d4b9ee86")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 13, type: !11, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 14, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 14, column: 7, scope: !10)
!17 = !DILocalVariable(name: "got", scope: !10, file: !1, line: 14, type: !15)
!18 = !DILocation(line: 14, column: 14, scope: !10)
!19 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 14, type: !15)
!20 = !DILocation(line: 14, column: 23, scope: !10)
!21 = !DILocation(line: 15, column: 13, scope: !10)
!22 = !DILocation(line: 15, column: 3, scope: !10)
!23 = !DILocation(line: 16, column: 7, scope: !10)
!24 = !DILocation(line: 16, column: 17, scope: !10)
!25 = !DILocation(line: 16, column: 5, scope: !10)
!26 = !DILocation(line: 17, column: 16, scope: !10)
!27 = !DILocation(line: 17, column: 3, scope: !10)
!28 = !DILocation(line: 18, column: 3, scope: !10)
!29 = !DILocation(line: 19, column: 14, scope: !10)
!30 = !DILocation(line: 19, column: 21, scope: !10)
!31 = !DILocation(line: 19, column: 3, scope: !10)
!32 = !DILocation(line: 20, column: 3, scope: !10)
!33 = !DILocation(line: 21, column: 16, scope: !10)
!34 = !DILocation(line: 21, column: 3, scope: !10)
!35 = !DILocation(line: 22, column: 3, scope: !10)
!36 = !DILocation(line: 22, column: 3, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 22, column: 3)
!38 = distinct !DILexicalBlock(scope: !10, file: !1, line: 22, column: 3)
!39 = !DILocation(line: 22, column: 3, scope: !38)
!40 = !DILocation(line: 22, column: 3, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 22, column: 3)
!42 = !DILocation(line: 23, column: 15, scope: !10)
!43 = !DILocation(line: 23, column: 3, scope: !10)
!44 = !DILocation(line: 24, column: 15, scope: !10)
!45 = !DILocation(line: 24, column: 3, scope: !10)
!46 = !DILocation(line: 25, column: 3, scope: !10)
!47 = !DILocation(line: 26, column: 1, scope: !10)
