; ModuleID = 'ok_null.c'
source_filename = "ok_null.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %x, metadata !14, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %y, metadata !17, metadata !DIExpression()), !dbg !18
  %call = call i32 @bsp_nprocs(), !dbg !19
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !20
  %call1 = call i32 @bsp_pid(), !dbg !21
  %cmp = icmp ne i32 %call1, 0, !dbg !23
  br i1 %cmp, label %if.then, label %if.else, !dbg !24

if.then:                                          ; preds = %entry
  %0 = bitcast i32* %x to i8*, !dbg !25
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 4), !dbg !26
  br label %if.end, !dbg !26

if.else:                                          ; preds = %entry
  call void @bsp_push_reg(i8* noundef null, i32 noundef 0), !dbg !27
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  call void @bsp_push_reg(i8* noundef null, i32 noundef 0), !dbg !28
  %call2 = call i32 @bsp_pid(), !dbg !29
  %cmp3 = icmp eq i32 %call2, 0, !dbg !30
  br i1 %cmp3, label %cond.true, label %cond.false, !dbg !29

cond.true:                                        ; preds = %if.end
  br label %cond.end, !dbg !29

cond.false:                                       ; preds = %if.end
  br label %cond.end, !dbg !29

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32* [ null, %cond.true ], [ %y, %cond.false ], !dbg !29
  %1 = bitcast i32* %cond to i8*, !dbg !29
  %call4 = call i32 @bsp_pid(), !dbg !31
  %cmp5 = icmp eq i32 %call4, 0, !dbg !32
  %2 = zext i1 %cmp5 to i64, !dbg !31
  %cond6 = select i1 %cmp5, i64 0, i64 4, !dbg !31
  %conv = trunc i64 %cond6 to i32, !dbg !31
  call void @bsp_push_reg(i8* noundef %1, i32 noundef %conv), !dbg !33
  call void @bsp_sync(), !dbg !34
  %call7 = call i32 @bsp_pid(), !dbg !35
  %cmp8 = icmp ne i32 %call7, 0, !dbg !37
  br i1 %cmp8, label %if.then10, label %if.end12, !dbg !38

if.then10:                                        ; preds = %cond.end
  %call11 = call i32 @bsp_nprocs(), !dbg !39
  %sub = sub nsw i32 %call11, 1, !dbg !40
  %3 = bitcast i32* %x to i8*, !dbg !41
  %4 = bitcast i32* %x to i8*, !dbg !42
  call void @bsp_put(i32 noundef %sub, i8* noundef %3, i8* noundef %4, i32 noundef 0, i32 noundef 4), !dbg !43
  br label %if.end12, !dbg !43

if.end12:                                         ; preds = %if.then10, %cond.end
  call void @bsp_sync(), !dbg !44
  call void @bsp_pop_reg(i8* noundef null), !dbg !45
  %call13 = call i32 @bsp_pid(), !dbg !46
  %cmp14 = icmp ne i32 %call13, 0, !dbg !48
  br i1 %cmp14, label %if.then16, label %if.else17, !dbg !49

if.then16:                                        ; preds = %if.end12
  %5 = bitcast i32* %x to i8*, !dbg !50
  call void @bsp_pop_reg(i8* noundef %5), !dbg !51
  br label %if.end18, !dbg !51

if.else17:                                        ; preds = %if.end12
  call void @bsp_pop_reg(i8* noundef null), !dbg !52
  br label %if.end18

if.end18:                                         ; preds = %if.else17, %if.then16
  %call19 = call i32 @bsp_pid(), !dbg !53
  %cmp20 = icmp eq i32 %call19, 0, !dbg !54
  br i1 %cmp20, label %cond.true22, label %cond.false23, !dbg !53

cond.true22:                                      ; preds = %if.end18
  br label %cond.end24, !dbg !53

cond.false23:                                     ; preds = %if.end18
  br label %cond.end24, !dbg !53

cond.end24:                                       ; preds = %cond.false23, %cond.true22
  %cond25 = phi i32* [ null, %cond.true22 ], [ %y, %cond.false23 ], !dbg !53
  %6 = bitcast i32* %cond25 to i8*, !dbg !53
  call void @bsp_pop_reg(i8* noundef %6), !dbg !55
  call void @bsp_sync(), !dbg !56
  call void @bsp_end(), !dbg !57
  ret void, !dbg !58
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ok_null.c", directory: ".", checksumkind: CSK_MD5, checksum: "2fdf4e35817934dd99ab475bc383f500")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 6, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 6, column: 7, scope: !10)
!17 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 6, type: !15)
!18 = !DILocation(line: 6, column: 10, scope: !10)
!19 = !DILocation(line: 7, column: 13, scope: !10)
!20 = !DILocation(line: 7, column: 3, scope: !10)
!21 = !DILocation(line: 8, column: 7, scope: !22)
!22 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 7)
!23 = !DILocation(line: 8, column: 17, scope: !22)
!24 = !DILocation(line: 8, column: 7, scope: !10)
!25 = !DILocation(line: 9, column: 18, scope: !22)
!26 = !DILocation(line: 9, column: 5, scope: !22)
!27 = !DILocation(line: 11, column: 5, scope: !22)
!28 = !DILocation(line: 12, column: 3, scope: !10)
!29 = !DILocation(line: 13, column: 16, scope: !10)
!30 = !DILocation(line: 13, column: 26, scope: !10)
!31 = !DILocation(line: 13, column: 44, scope: !10)
!32 = !DILocation(line: 13, column: 54, scope: !10)
!33 = !DILocation(line: 13, column: 3, scope: !10)
!34 = !DILocation(line: 14, column: 3, scope: !10)
!35 = !DILocation(line: 15, column: 7, scope: !36)
!36 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 7)
!37 = !DILocation(line: 15, column: 17, scope: !36)
!38 = !DILocation(line: 15, column: 7, scope: !10)
!39 = !DILocation(line: 16, column: 13, scope: !36)
!40 = !DILocation(line: 16, column: 26, scope: !36)
!41 = !DILocation(line: 16, column: 31, scope: !36)
!42 = !DILocation(line: 16, column: 35, scope: !36)
!43 = !DILocation(line: 16, column: 5, scope: !36)
!44 = !DILocation(line: 17, column: 3, scope: !10)
!45 = !DILocation(line: 18, column: 3, scope: !10)
!46 = !DILocation(line: 19, column: 7, scope: !47)
!47 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 7)
!48 = !DILocation(line: 19, column: 17, scope: !47)
!49 = !DILocation(line: 19, column: 7, scope: !10)
!50 = !DILocation(line: 20, column: 17, scope: !47)
!51 = !DILocation(line: 20, column: 5, scope: !47)
!52 = !DILocation(line: 22, column: 5, scope: !47)
!53 = !DILocation(line: 23, column: 15, scope: !10)
!54 = !DILocation(line: 23, column: 25, scope: !10)
!55 = !DILocation(line: 23, column: 3, scope: !10)
!56 = !DILocation(line: 24, column: 3, scope: !10)
!57 = !DILocation(line: 25, column: 3, scope: !10)
!58 = !DILocation(line: 26, column: 1, scope: !10)
