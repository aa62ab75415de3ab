; ModuleID = 'struct_pointers.c'
source_filename = "struct_pointers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.job = type { i32*, i32*, i32 (i32)*, i8*, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !12 {
entry:
  %in = alloca [8 x i32], align 16
  %buf = alloca [8 x i32], align 16
  %j = alloca %struct.job, align 8
  %i = alloca i32, align 4
  %i2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata [8 x i32]* %in, metadata !16, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata [8 x i32]* %buf, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata %struct.job* %j, metadata !24, metadata !DIExpression()), !dbg !38
  %call = call i32 @bsp_nprocs(), !dbg !39
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !40
  call void @llvm.dbg.declare(metadata i32* %i, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %i, align 4, !dbg !43
  br label %for.cond, !dbg !44

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !45
  %cmp = icmp slt i32 %0, 8, !dbg !47
  br i1 %cmp, label %for.body, label %for.end, !dbg !48

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !49
  %2 = load i32, i32* %i, align 4, !dbg !50
  %idxprom = sext i32 %2 to i64, !dbg !51
  %arrayidx = getelementptr inbounds [8 x i32], [8 x i32]* %in, i64 0, i64 %idxprom, !dbg !51
  store i32 %1, i32* %arrayidx, align 4, !dbg !52
  br label %for.inc, !dbg !51

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !53
  %inc = add nsw i32 %3, 1, !dbg !53
  store i32 %inc, i32* %i, align 4, !dbg !53
  br label %for.cond, !dbg !54, !llvm.loop !55

for.end:                                          ; preds = %for.cond
  %arraydecay = getelementptr inbounds [8 x i32], [8 x i32]* %in, i64 0, i64 0, !dbg !58
  %src = getelementptr inbounds %struct.job, %struct.job* %j, i32 0, i32 0, !dbg !59
  store i32* %arraydecay, i32** %src, align 8, !dbg !60
  %arraydecay1 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 0, !dbg !61
  %dst = getelementptr inbounds %struct.job, %struct.job* %j, i32 0, i32 1, !dbg !62
  store i32* %arraydecay1, i32** %dst, align 8, !dbg !63
  %op = getelementptr inbounds %struct.job, %struct.job* %j, i32 0, i32 2, !dbg !64
  store i32 (i32)* @twice, i32 (i32)** %op, align 8, !dbg !65
  %scratch = getelementptr inbounds %struct.job, %struct.job* %j, i32 0, i32 3, !dbg !66
  store i8* null, i8** %scratch, align 8, !dbg !67
  %n = getelementptr inbounds %struct.job, %struct.job* %j, i32 0, i32 4, !dbg !68
  store i32 8, i32* %n, align 8, !dbg !69
  call void @run_job(%struct.job* noundef %j), !dbg !70
  call void @llvm.dbg.declare(metadata i32* %i2, metadata !71, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %i2, align 4, !dbg !73
  br label %for.cond3, !dbg !74

for.cond3:                                        ; preds = %for.inc6, %for.end
  %4 = load i32, i32* %i2, align 4, !dbg !75
  %cmp4 = icmp slt i32 %4, 3, !dbg !77
  br i1 %cmp4, label %for.body5, label %for.end8, !dbg !78

for.body5:                                        ; preds = %for.cond3
  call void @bsp_sync(), !dbg !79
  br label %for.inc6, !dbg !79

for.inc6:                                         ; preds = %for.body5
  %5 = load i32, i32* %i2, align 4, !dbg !80
  %inc7 = add nsw i32 %5, 1, !dbg !80
  store i32 %inc7, i32* %i2, align 4, !dbg !80
  br label %for.cond3, !dbg !81, !llvm.loop !82

for.end8:                                         ; preds = %for.cond3
  call void @bsp_end(), !dbg !84
  ret void, !dbg !85
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %x) #0 !dbg !86 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, i32* %x.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %x.addr, metadata !87, metadata !DIExpression()), !dbg !88
  %0 = load i32, i32* %x.addr, align 4, !dbg !89
  %mul = mul nsw i32 2, %0, !dbg !90
  ret i32 %mul, !dbg !91
}

declare void @run_job(%struct.job* noundef) #2

declare void @bsp_sync() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_pointers.c", directory: ".", checksumkind: CSK_MD5, checksum: "e4e6dcf6499ab5d83810dc5ad739377a")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{null}
!15 = !{}
!16 = !DILocalVariable(name: "in", scope: !12, file: !1, line: 20, type: !17)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 256, elements: !19)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20}
!20 = !DISubrange(count: 8)
!21 = !DILocation(line: 20, column: 7, scope: !12)
!22 = !DILocalVariable(name: "buf", scope: !12, file: !1, line: 20, type: !17)
!23 = !DILocation(line: 20, column: 14, scope: !12)
!24 = !DILocalVariable(name: "j", scope: !12, file: !1, line: 21, type: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !1, line: 8, size: 320, elements: !26)
!26 = !{!27, !30, !32, !36, !37}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "src", scope: !25, file: !1, line: 9, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "dst", scope: !25, file: !1, line: 10, baseType: !31, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !25, file: !1, line: 11, baseType: !33, size: 64, offset: 128)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DISubroutineType(types: !35)
!35 = !{!18, !18}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "scratch", scope: !25, file: !1, line: 12, baseType: !3, size: 64, offset: 192)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !25, file: !1, line: 13, baseType: !18, size: 32, offset: 256)
!38 = !DILocation(line: 21, column: 14, scope: !12)
!39 = !DILocation(line: 22, column: 13, scope: !12)
!40 = !DILocation(line: 22, column: 3, scope: !12)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 23, type: !18)
!42 = distinct !DILexicalBlock(scope: !12, file: !1, line: 23, column: 3)
!43 = !DILocation(line: 23, column: 12, scope: !42)
!44 = !DILocation(line: 23, column: 8, scope: !42)
!45 = !DILocation(line: 23, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 23, column: 3)
!47 = !DILocation(line: 23, column: 21, scope: !46)
!48 = !DILocation(line: 23, column: 3, scope: !42)
!49 = !DILocation(line: 24, column: 13, scope: !46)
!50 = !DILocation(line: 24, column: 8, scope: !46)
!51 = !DILocation(line: 24, column: 5, scope: !46)
!52 = !DILocation(line: 24, column: 11, scope: !46)
!53 = !DILocation(line: 23, column: 27, scope: !46)
!54 = !DILocation(line: 23, column: 3, scope: !46)
!55 = distinct !{!55, !48, !56, !57}
!56 = !DILocation(line: 24, column: 13, scope: !42)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 25, column: 11, scope: !12)
!59 = !DILocation(line: 25, column: 5, scope: !12)
!60 = !DILocation(line: 25, column: 9, scope: !12)
!61 = !DILocation(line: 26, column: 11, scope: !12)
!62 = !DILocation(line: 26, column: 5, scope: !12)
!63 = !DILocation(line: 26, column: 9, scope: !12)
!64 = !DILocation(line: 27, column: 5, scope: !12)
!65 = !DILocation(line: 27, column: 8, scope: !12)
!66 = !DILocation(line: 28, column: 5, scope: !12)
!67 = !DILocation(line: 28, column: 13, scope: !12)
!68 = !DILocation(line: 29, column: 5, scope: !12)
!69 = !DILocation(line: 29, column: 7, scope: !12)
!70 = !DILocation(line: 30, column: 3, scope: !12)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 31, type: !18)
!72 = distinct !DILexicalBlock(scope: !12, file: !1, line: 31, column: 3)
!73 = !DILocation(line: 31, column: 12, scope: !72)
!74 = !DILocation(line: 31, column: 8, scope: !72)
!75 = !DILocation(line: 31, column: 19, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 31, column: 3)
!77 = !DILocation(line: 31, column: 21, scope: !76)
!78 = !DILocation(line: 31, column: 3, scope: !72)
!79 = !DILocation(line: 32, column: 5, scope: !76)
!80 = !DILocation(line: 31, column: 27, scope: !76)
!81 = !DILocation(line: 31, column: 3, scope: !76)
!82 = distinct !{!82, !78, !83, !57}
!83 = !DILocation(line: 32, column: 14, scope: !72)
!84 = !DILocation(line: 33, column: 3, scope: !12)
!85 = !DILocation(line: 34, column: 1, scope: !12)
!86 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 17, type: !34, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!87 = !DILocalVariable(name: "x", arg: 1, scope: !86, file: !1, line: 17, type: !18)
!88 = !DILocation(line: 17, column: 22, scope: !86)
!89 = !DILocation(line: 17, column: 38, scope: !86)
!90 = !DILocation(line: 17, column: 36, scope: !86)
!91 = !DILocation(line: 17, column: 27, scope: !86)
