; ModuleID = 'fileio.c'
source_filename = "fileio.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [10 x i8] c"input.txt\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"no input\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"%d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !12 {
entry:
  %n = alloca i32, align 4
  %fp = alloca %struct._IO_FILE*, align 8
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %n, metadata !16, metadata !DIExpression()), !dbg !18
  store i32 0, i32* %n, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata %struct._IO_FILE** %fp, metadata !19, metadata !DIExpression()), !dbg !81
  store %struct._IO_FILE* null, %struct._IO_FILE** %fp, align 8, !dbg !81
  %call = call i32 @bsp_nprocs(), !dbg !82
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !83
  %0 = bitcast i32* %n to i8*, !dbg !84
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 4), !dbg !85
  %call1 = call i32 @bsp_pid(), !dbg !86
  %cmp = icmp eq i32 %call1, 0, !dbg !88
  br i1 %cmp, label %if.then, label %if.end7, !dbg !89

if.then:                                          ; preds = %entry
  %call2 = call noalias %struct._IO_FILE* @fopen(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !90
  store %struct._IO_FILE* %call2, %struct._IO_FILE** %fp, align 8, !dbg !92
  %1 = load %struct._IO_FILE*, %struct._IO_FILE** %fp, align 8, !dbg !93
  %cmp3 = icmp eq %struct._IO_FILE* %1, null, !dbg !95
  br i1 %cmp3, label %if.then4, label %if.end, !dbg !96

if.then4:                                         ; preds = %if.then
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0)) #4, !dbg !97
  unreachable, !dbg !97

if.end:                                           ; preds = %if.then
  %2 = load %struct._IO_FILE*, %struct._IO_FILE** %fp, align 8, !dbg !98
  %call5 = call i32 (%struct._IO_FILE*, i8*, ...) @__isoc99_fscanf(%struct._IO_FILE* noundef %2, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.3, i64 0, i64 0), i32* noundef %n), !dbg !99
  %3 = load %struct._IO_FILE*, %struct._IO_FILE** %fp, align 8, !dbg !100
  %call6 = call i32 @fclose(%struct._IO_FILE* noundef %3), !dbg !101
  br label %if.end7, !dbg !102

if.end7:                                          ; preds = %if.end, %entry
  call void @bsp_sync(), !dbg !103
  %4 = bitcast i32* %n to i8*, !dbg !104
  %5 = bitcast i32* %n to i8*, !dbg !105
  call void @bsp_get(i32 noundef 0, i8* noundef %4, i32 noundef 0, i8* noundef %5, i32 noundef 4), !dbg !106
  call void @bsp_sync(), !dbg !107
  call void @llvm.dbg.declare(metadata i32* %i, metadata !108, metadata !DIExpression()), !dbg !110
  store i32 0, i32* %i, align 4, !dbg !110
  br label %for.cond, !dbg !111

for.cond:                                         ; preds = %for.inc, %if.end7
  %6 = load i32, i32* %i, align 4, !dbg !112
  %7 = load i32, i32* %n, align 4, !dbg !114
  %cmp8 = icmp slt i32 %6, %7, !dbg !115
  br i1 %cmp8, label %for.body, label %for.end, !dbg !116

for.body:                                         ; preds = %for.cond
  call void @bsp_sync(), !dbg !117
  br label %for.inc, !dbg !117

for.inc:                                          ; preds = %for.body
  %8 = load i32, i32* %i, align 4, !dbg !118
  %inc = add nsw i32 %8, 1, !dbg !118
  store i32 %inc, i32* %i, align 4, !dbg !118
  br label %for.cond, !dbg !119, !llvm.loop !120

for.end:                                          ; preds = %for.cond
  call void @bsp_end(), !dbg !123
  ret void, !dbg !124
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare i32 @bsp_pid() #2

declare noalias %struct._IO_FILE* @fopen(i8* noundef, i8* noundef) #2

; Function Attrs: noreturn
declare void @bsp_abort(i8* noundef, ...) #3

declare i32 @__isoc99_fscanf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

declare i32 @fclose(%struct._IO_FILE* noundef) #2

declare void @bsp_sync() #2

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fileio.c", directory: ".", checksumkind: CSK_MD5, checksum: "e4e6e8329671e66152cfc078e259d5a8")
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
!12 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{null}
!15 = !{}
!16 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 7, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 7, column: 7, scope: !12)
!19 = !DILocalVariable(name: "fp", scope: !12, file: !1, line: 8, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !22, line: 7, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !24, line: 49, size: 1728, elements: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!25 = !{!26, !27, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !43, !45, !46, !47, !51, !53, !55, !59, !62, !64, !67, !70, !71, !72, !76, !77}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !23, file: !24, line: 51, baseType: !17, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !23, file: !24, line: 54, baseType: !28, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !23, file: !24, line: 55, baseType: !28, size: 64, offset: 128)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !23, file: !24, line: 56, baseType: !28, size: 64, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !23, file: !24, line: 57, baseType: !28, size: 64, offset: 256)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !23, file: !24, line: 58, baseType: !28, size: 64, offset: 320)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !23, file: !24, line: 59, baseType: !28, size: 64, offset: 384)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !23, file: !24, line: 60, baseType: !28, size: 64, offset: 448)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !23, file: !24, line: 61, baseType: !28, size: 64, offset: 512)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !23, file: !24, line: 64, baseType: !28, size: 64, offset: 576)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !23, file: !24, line: 65, baseType: !28, size: 64, offset: 640)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !23, file: !24, line: 66, baseType: !28, size: 64, offset: 704)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !23, file: !24, line: 68, baseType: !41, size: 64, offset: 768)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !24, line: 36, flags: DIFlagFwdDecl)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !23, file: !24, line: 70, baseType: !44, size: 64, offset: 832)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !23, file: !24, line: 72, baseType: !17, size: 32, offset: 896)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !23, file: !24, line: 73, baseType: !17, size: 32, offset: 928)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !23, file: !24, line: 74, baseType: !48, size: 64, offset: 960)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !49, line: 152, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!50 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !23, file: !24, line: 77, baseType: !52, size: 16, offset: 1024)
!52 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !23, file: !24, line: 78, baseType: !54, size: 8, offset: 1040)
!54 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !23, file: !24, line: 79, baseType: !56, size: 8, offset: 1048)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 8, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 1)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !23, file: !24, line: 81, baseType: !60, size: 64, offset: 1088)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !24, line: 43, baseType: null)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !23, file: !24, line: 89, baseType: !63, size: 64, offset: 1152)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !49, line: 153, baseType: !50)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !23, file: !24, line: 91, baseType: !65, size: 64, offset: 1216)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !24, line: 37, flags: DIFlagFwdDecl)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !23, file: !24, line: 92, baseType: !68, size: 64, offset: 1280)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !24, line: 38, flags: DIFlagFwdDecl)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !23, file: !24, line: 93, baseType: !44, size: 64, offset: 1344)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !23, file: !24, line: 94, baseType: !3, size: 64, offset: 1408)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !23, file: !24, line: 95, baseType: !73, size: 64, offset: 1472)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !74, line: 46, baseType: !75)
!74 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!75 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !23, file: !24, line: 96, baseType: !17, size: 32, offset: 1536)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !23, file: !24, line: 98, baseType: !78, size: 160, offset: 1568)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 160, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 20)
!81 = !DILocation(line: 8, column: 9, scope: !12)
!82 = !DILocation(line: 9, column: 13, scope: !12)
!83 = !DILocation(line: 9, column: 3, scope: !12)
!84 = !DILocation(line: 10, column: 16, scope: !12)
!85 = !DILocation(line: 10, column: 3, scope: !12)
!86 = !DILocation(line: 11, column: 7, scope: !87)
!87 = distinct !DILexicalBlock(scope: !12, file: !1, line: 11, column: 7)
!88 = !DILocation(line: 11, column: 17, scope: !87)
!89 = !DILocation(line: 11, column: 7, scope: !12)
!90 = !DILocation(line: 12, column: 10, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 11, column: 23)
!92 = !DILocation(line: 12, column: 8, scope: !91)
!93 = !DILocation(line: 13, column: 9, scope: !94)
!94 = distinct !DILexicalBlock(scope: !91, file: !1, line: 13, column: 9)
!95 = !DILocation(line: 13, column: 12, scope: !94)
!96 = !DILocation(line: 13, column: 9, scope: !91)
!97 = !DILocation(line: 14, column: 7, scope: !94)
!98 = !DILocation(line: 15, column: 12, scope: !91)
!99 = !DILocation(line: 15, column: 5, scope: !91)
!100 = !DILocation(line: 16, column: 12, scope: !91)
!101 = !DILocation(line: 16, column: 5, scope: !91)
!102 = !DILocation(line: 17, column: 3, scope: !91)
!103 = !DILocation(line: 18, column: 3, scope: !12)
!104 = !DILocation(line: 19, column: 14, scope: !12)
!105 = !DILocation(line: 19, column: 21, scope: !12)
!106 = !DILocation(line: 19, column: 3, scope: !12)
!107 = !DILocation(line: 20, column: 3, scope: !12)
!108 = !DILocalVariable(name: "i", scope: !109, file: !1, line: 21, type: !17)
!109 = distinct !DILexicalBlock(scope: !12, file: !1, line: 21, column: 3)
!110 = !DILocation(line: 21, column: 12, scope: !109)
!111 = !DILocation(line: 21, column: 8, scope: !109)
!112 = !DILocation(line: 21, column: 19, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !1, line: 21, column: 3)
!114 = !DILocation(line: 21, column: 23, scope: !113)
!115 = !DILocation(line: 21, column: 21, scope: !113)
!116 = !DILocation(line: 21, column: 3, scope: !109)
!117 = !DILocation(line: 22, column: 5, scope: !113)
!118 = !DILocation(line: 21, column: 27, scope: !113)
!119 = !DILocation(line: 21, column: 3, scope: !113)
!120 = distinct !{!120, !116, !121, !122}
!121 = !DILocation(line: 22, column: 14, scope: !109)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !DILocation(line: 23, column: 3, scope: !12)
!124 = !DILocation(line: 24, column: 1, scope: !12)
