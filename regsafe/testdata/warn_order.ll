; ModuleID = 'warn_order.c'
source_filename = "warn_order.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %one = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %a, metadata !14, metadata !DIExpression()), !dbg !16
  store i32 0, i32* %a, align 4, !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  store i32 0, i32* %b, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %one, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 1, i32* %one, align 4, !dbg !20
  %call = call i32 @bsp_nprocs(), !dbg !21
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !22
  %call1 = call i32 @bsp_pid(), !dbg !23
  %cmp = icmp eq i32 %call1, 0, !dbg !25
  br i1 %cmp, label %if.then, label %if.else, !dbg !26

if.then:                                          ; preds = %entry
  %0 = bitcast i32* %a to i8*, !dbg !27
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 4), !dbg !29
  %1 = bitcast i32* %b to i8*, !dbg !30
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 4), !dbg !31
  br label %if.end, !dbg !32

if.else:                                          ; preds = %entry
  %2 = bitcast i32* %b to i8*, !dbg !33
  call void @bsp_push_reg(i8* noundef %2, i32 noundef 4), !dbg !35
  %3 = bitcast i32* %a to i8*, !dbg !36
  call void @bsp_push_reg(i8* noundef %3, i32 noundef 4), !dbg !37
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  call void @bsp_sync(), !dbg !38
  %4 = bitcast i32* %one to i8*, !dbg !39
  %5 = bitcast i32* %a to i8*, !dbg !40
  call void @bsp_put(i32 noundef 0, i8* noundef %4, i8* noundef %5, i32 noundef 0, i32 noundef 4), !dbg !41
  call void @bsp_sync(), !dbg !42
  call void @bsp_end(), !dbg !43
  ret void, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warn_order.c", directory: ".", checksumkind: CSK_MD5, checksum: "c4620df8e2f99a756b02df2a3dc54d05")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 5, type: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 5, column: 7, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 5, type: !15)
!18 = !DILocation(line: 5, column: 14, scope: !10)
!19 = !DILocalVariable(name: "one", scope: !10, file: !1, line: 5, type: !15)
!20 = !DILocation(line: 5, column: 21, scope: !10)
!21 = !DILocation(line: 6, column: 13, scope: !10)
!22 = !DILocation(line: 6, column: 3, scope: !10)
!23 = !DILocation(line: 7, column: 7, scope: !24)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 7)
!25 = !DILocation(line: 7, column: 17, scope: !24)
!26 = !DILocation(line: 7, column: 7, scope: !10)
!27 = !DILocation(line: 8, column: 18, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 7, column: 23)
!29 = !DILocation(line: 8, column: 5, scope: !28)
!30 = !DILocation(line: 9, column: 18, scope: !28)
!31 = !DILocation(line: 9, column: 5, scope: !28)
!32 = !DILocation(line: 10, column: 3, scope: !28)
!33 = !DILocation(line: 11, column: 18, scope: !34)
!34 = distinct !DILexicalBlock(scope: !24, file: !1, line: 10, column: 10)
!35 = !DILocation(line: 11, column: 5, scope: !34)
!36 = !DILocation(line: 12, column: 18, scope: !34)
!37 = !DILocation(line: 12, column: 5, scope: !34)
!38 = !DILocation(line: 14, column: 3, scope: !10)
!39 = !DILocation(line: 15, column: 14, scope: !10)
!40 = !DILocation(line: 15, column: 20, scope: !10)
!41 = !DILocation(line: 15, column: 3, scope: !10)
!42 = !DILocation(line: 16, column: 3, scope: !10)
!43 = !DILocation(line: 17, column: 3, scope: !10)
!44 = !DILocation(line: 18, column: 1, scope: !10)
