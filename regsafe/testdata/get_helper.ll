; ModuleID = 'get_helper.c'
source_filename = "get_helper.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %a = alloca [8 x i32], align 16
  %b = alloca [8 x i32], align 16
  %c = alloca [8 x i32], align 16
  call void @llvm.dbg.declare(metadata [8 x i32]* %a, metadata !14, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata [8 x i32]* %b, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata [8 x i32]* %c, metadata !22, metadata !DIExpression()), !dbg !23
  %call = call i32 @bsp_nprocs(), !dbg !24
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !25
  %arraydecay = getelementptr inbounds [8 x i32], [8 x i32]* %a, i64 0, i64 0, !dbg !26
  %0 = bitcast i32* %arraydecay to i8*, !dbg !26
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 32), !dbg !27
  call void @bsp_sync(), !dbg !28
  %arraydecay1 = getelementptr inbounds [8 x i32], [8 x i32]* %b, i64 0, i64 0, !dbg !29
  %arraydecay2 = getelementptr inbounds [8 x i32], [8 x i32]* %a, i64 0, i64 0, !dbg !30
  call void @fetch(i32* noundef %arraydecay1, i32* noundef %arraydecay2, i32 noundef 8), !dbg !31
  %arraydecay3 = getelementptr inbounds [8 x i32], [8 x i32]* %c, i64 0, i64 0, !dbg !32
  %1 = bitcast i32* %arraydecay3 to i8*, !dbg !32
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 32), !dbg !33
  %arraydecay4 = getelementptr inbounds [8 x i32], [8 x i32]* %b, i64 0, i64 0, !dbg !34
  %arraydecay5 = getelementptr inbounds [8 x i32], [8 x i32]* %c, i64 0, i64 0, !dbg !35
  call void @fetch(i32* noundef %arraydecay4, i32* noundef %arraydecay5, i32 noundef 8), !dbg !36
  call void @bsp_sync(), !dbg !37
  %arraydecay6 = getelementptr inbounds [8 x i32], [8 x i32]* %c, i64 0, i64 0, !dbg !38
  %2 = bitcast i32* %arraydecay6 to i8*, !dbg !38
  call void @bsp_pop_reg(i8* noundef %2), !dbg !39
  %arraydecay7 = getelementptr inbounds [8 x i32], [8 x i32]* %a, i64 0, i64 0, !dbg !40
  %3 = bitcast i32* %arraydecay7 to i8*, !dbg !40
  call void @bsp_pop_reg(i8* noundef %3), !dbg !41
  call void @bsp_sync(), !dbg !42
  call void @bsp_end(), !dbg !43
  ret void, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fetch(i32* noundef %dst, i32* noundef %src, i32 noundef %n) #0 !dbg !45 {
entry:
  %dst.addr = alloca i32*, align 8
  %src.addr = alloca i32*, align 8
  %n.addr = alloca i32, align 4
  store i32* %dst, i32** %dst.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %dst.addr, metadata !49, metadata !DIExpression()), !dbg !50
  store i32* %src, i32** %src.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %src.addr, metadata !51, metadata !DIExpression()), !dbg !52
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !53, metadata !DIExpression()), !dbg !54
  %0 = load i32*, i32** %src.addr, align 8, !dbg !55
  %1 = bitcast i32* %0 to i8*, !dbg !55
  %2 = load i32*, i32** %dst.addr, align 8, !dbg !56
  %3 = bitcast i32* %2 to i8*, !dbg !56
  %4 = load i32, i32* %n.addr, align 4, !dbg !57
  %conv = sext i32 %4 to i64, !dbg !57
  %mul = mul i64 %conv, 4, !dbg !58
  %conv1 = trunc i64 %mul to i32, !dbg !57
  call void @bsp_hpget(i32 noundef 0, i8* noundef %1, i32 noundef 0, i8* noundef %3, i32 noundef %conv1), !dbg !59
  ret void, !dbg !60
}

declare void @bsp_pop_reg(i8* noundef) #2

declare void @bsp_end() #2

declare void @bsp_hpget(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "get_helper.c", directory: ".", checksumkind: CSK_MD5, checksum: "40fae05c04a3a9749504fa6ab22b699c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 8, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DILocation(line: 8, column: 7, scope: !10)
!20 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 8, type: !15)
!21 = !DILocation(line: 8, column: 13, scope: !10)
!22 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 8, type: !15)
!23 = !DILocation(line: 8, column: 19, scope: !10)
!24 = !DILocation(line: 9, column: 13, scope: !10)
!25 = !DILocation(line: 9, column: 3, scope: !10)
!26 = !DILocation(line: 10, column: 16, scope: !10)
!27 = !DILocation(line: 10, column: 3, scope: !10)
!28 = !DILocation(line: 11, column: 3, scope: !10)
!29 = !DILocation(line: 12, column: 9, scope: !10)
!30 = !DILocation(line: 12, column: 12, scope: !10)
!31 = !DILocation(line: 12, column: 3, scope: !10)
!32 = !DILocation(line: 13, column: 16, scope: !10)
!33 = !DILocation(line: 13, column: 3, scope: !10)
!34 = !DILocation(line: 14, column: 9, scope: !10)
!35 = !DILocation(line: 14, column: 12, scope: !10)
!36 = !DILocation(line: 14, column: 3, scope: !10)
!37 = !DILocation(line: 15, column: 3, scope: !10)
!38 = !DILocation(line: 16, column: 15, scope: !10)
!39 = !DILocation(line: 16, column: 3, scope: !10)
!40 = !DILocation(line: 17, column: 15, scope: !10)
!41 = !DILocation(line: 17, column: 3, scope: !10)
!42 = !DILocation(line: 18, column: 3, scope: !10)
!43 = !DILocation(line: 19, column: 3, scope: !10)
!44 = !DILocation(line: 20, column: 1, scope: !10)
!45 = distinct !DISubprogram(name: "fetch", scope: !1, file: !1, line: 4, type: !46, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !48, !48, !16}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!49 = !DILocalVariable(name: "dst", arg: 1, scope: !45, file: !1, line: 4, type: !48)
!50 = !DILocation(line: 4, column: 24, scope: !45)
!51 = !DILocalVariable(name: "src", arg: 2, scope: !45, file: !1, line: 4, type: !48)
!52 = !DILocation(line: 4, column: 34, scope: !45)
!53 = !DILocalVariable(name: "n", arg: 3, scope: !45, file: !1, line: 4, type: !16)
!54 = !DILocation(line: 4, column: 43, scope: !45)
!55 = !DILocation(line: 5, column: 16, scope: !45)
!56 = !DILocation(line: 5, column: 24, scope: !45)
!57 = !DILocation(line: 5, column: 29, scope: !45)
!58 = !DILocation(line: 5, column: 31, scope: !45)
!59 = !DILocation(line: 5, column: 3, scope: !45)
!60 = !DILocation(line: 6, column: 1, scope: !45)
