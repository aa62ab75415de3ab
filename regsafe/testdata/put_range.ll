; ModuleID = 'put_range.c'
source_filename = "put_range.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.spmd.y = private unnamed_addr constant [2 x i32] [i32 1, i32 2], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %x = alloca [8 x i32], align 16
  %y = alloca [2 x i32], align 4
  call void @llvm.dbg.declare(metadata [8 x i32]* %x, metadata !14, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata [2 x i32]* %y, metadata !20, metadata !DIExpression()), !dbg !24
  %0 = bitcast [2 x i32]* %y to i8*, !dbg !24
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %0, i8* align 4 bitcast ([2 x i32]* @__const.spmd.y to i8*), i64 8, i1 false), !dbg !24
  %call = call i32 @bsp_nprocs(), !dbg !25
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !26
  %arraydecay = getelementptr inbounds [8 x i32], [8 x i32]* %x, i64 0, i64 0, !dbg !27
  %1 = bitcast i32* %arraydecay to i8*, !dbg !27
  %call1 = call i32 @bsp_pid(), !dbg !28
  %add = add nsw i32 %call1, 1, !dbg !29
  %conv = sext i32 %add to i64, !dbg !30
  %mul = mul i64 %conv, 4, !dbg !31
  %conv2 = trunc i64 %mul to i32, !dbg !30
  call void @bsp_push_reg(i8* noundef %1, i32 noundef %conv2), !dbg !32
  call void @bsp_sync(), !dbg !33
  %call3 = call i32 @bsp_pid(), !dbg !34
  %cmp = icmp eq i32 %call3, 1, !dbg !36
  br i1 %cmp, label %if.then, label %if.end, !dbg !37

if.then:                                          ; preds = %entry
  %arraydecay5 = getelementptr inbounds [2 x i32], [2 x i32]* %y, i64 0, i64 0, !dbg !38
  %2 = bitcast i32* %arraydecay5 to i8*, !dbg !38
  %arraydecay6 = getelementptr inbounds [8 x i32], [8 x i32]* %x, i64 0, i64 0, !dbg !39
  %3 = bitcast i32* %arraydecay6 to i8*, !dbg !39
  call void @bsp_put(i32 noundef 0, i8* noundef %2, i8* noundef %3, i32 noundef 0, i32 noundef 8), !dbg !40
  br label %if.end, !dbg !40

if.end:                                           ; preds = %if.then, %entry
  call void @bsp_sync(), !dbg !41
  %arraydecay7 = getelementptr inbounds [8 x i32], [8 x i32]* %x, i64 0, i64 0, !dbg !42
  %4 = bitcast i32* %arraydecay7 to i8*, !dbg !42
  call void @bsp_pop_reg(i8* noundef %4), !dbg !43
  call void @bsp_sync(), !dbg !44
  call void @bsp_end(), !dbg !45
  ret void, !dbg !46
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare void @bsp_begin(...) #3

declare i32 @bsp_nprocs() #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #3

declare i32 @bsp_pid() #3

declare void @bsp_sync() #3

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #3

declare void @bsp_pop_reg(i8* noundef) #3

declare void @bsp_end() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "put_range.c", directory: ".", checksumkind: CSK_MD5, checksum: "f9198caed6aa820e9b1ba9a46cc58e01")
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
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 5, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DILocation(line: 5, column: 7, scope: !10)
!20 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 5, type: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 2)
!24 = !DILocation(line: 5, column: 13, scope: !10)
!25 = !DILocation(line: 6, column: 13, scope: !10)
!26 = !DILocation(line: 6, column: 3, scope: !10)
!27 = !DILocation(line: 7, column: 16, scope: !10)
!28 = !DILocation(line: 7, column: 20, scope: !10)
!29 = !DILocation(line: 7, column: 30, scope: !10)
!30 = !DILocation(line: 7, column: 19, scope: !10)
!31 = !DILocation(line: 7, column: 35, scope: !10)
!32 = !DILocation(line: 7, column: 3, scope: !10)
!33 = !DILocation(line: 8, column: 3, scope: !10)
!34 = !DILocation(line: 9, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 7)
!36 = !DILocation(line: 9, column: 17, scope: !35)
!37 = !DILocation(line: 9, column: 7, scope: !10)
!38 = !DILocation(line: 10, column: 16, scope: !35)
!39 = !DILocation(line: 10, column: 19, scope: !35)
!40 = !DILocation(line: 10, column: 5, scope: !35)
!41 = !DILocation(line: 11, column: 3, scope: !10)
!42 = !DILocation(line: 12, column: 15, scope: !10)
!43 = !DILocation(line: 12, column: 3, scope: !10)
!44 = !DILocation(line: 13, column: 3, scope: !10)
!45 = !DILocation(line: 14, column: 3, scope: !10)
!46 = !DILocation(line: 15, column: 1, scope: !10)
