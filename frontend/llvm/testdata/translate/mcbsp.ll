; ModuleID = 'mcbsp.c'
source_filename = "mcbsp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !10 {
entry:
  %N.addr = alloca i32, align 4
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %b = alloca i64, align 8
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %t = alloca i32, align 4
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void @bsp_begin(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %p, metadata !19, metadata !DIExpression()), !dbg !21
  %call1 = call i32 @bsp_nprocs(), !dbg !22
  store i32 %call1, i32* %p, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata i32* %s, metadata !23, metadata !DIExpression()), !dbg !24
  %call2 = call i32 @bsp_pid(), !dbg !25
  store i32 %call2, i32* %s, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i64* %b, metadata !26, metadata !DIExpression()), !dbg !30
  %0 = load i32, i32* %N.addr, align 4, !dbg !31
  %1 = load i32, i32* %p, align 4, !dbg !32
  %div = udiv i32 %0, %1, !dbg !33
  %conv = zext i32 %div to i64, !dbg !31
  store i64 %conv, i64* %b, align 8, !dbg !30
  %2 = load i32, i32* %N.addr, align 4, !dbg !34
  %3 = zext i32 %2 to i64, !dbg !35
  %4 = call i8* @llvm.stacksave(), !dbg !35
  store i8* %4, i8** %saved_stack, align 8, !dbg !35
  %vla = alloca double, i64 %3, align 16, !dbg !35
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata double* %vla, metadata !38, metadata !DIExpression()), !dbg !43
  %5 = bitcast double* %vla to i8*, !dbg !44
  %6 = load i32, i32* %N.addr, align 4, !dbg !45
  %conv3 = zext i32 %6 to i64, !dbg !45
  %mul = mul i64 %conv3, 8, !dbg !46
  call void @bsp_push_reg(i8* noundef %5, i64 noundef %mul), !dbg !47
  call void @bsp_sync(), !dbg !48
  call void @llvm.dbg.declare(metadata i32* %t, metadata !49, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %t, align 4, !dbg !51
  br label %for.cond, !dbg !52

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load i32, i32* %t, align 4, !dbg !53
  %8 = load i32, i32* %p, align 4, !dbg !55
  %cmp = icmp ult i32 %7, %8, !dbg !56
  br i1 %cmp, label %for.body, label %for.end, !dbg !57

for.body:                                         ; preds = %for.cond
  %9 = load i32, i32* %t, align 4, !dbg !58
  %10 = load i32, i32* %s, align 4, !dbg !60
  %cmp5 = icmp ne i32 %9, %10, !dbg !61
  br i1 %cmp5, label %if.then, label %if.end, !dbg !62

if.then:                                          ; preds = %for.body
  %11 = load i32, i32* %t, align 4, !dbg !63
  %12 = load i32, i32* %s, align 4, !dbg !64
  %conv7 = zext i32 %12 to i64, !dbg !64
  %13 = load i64, i64* %b, align 8, !dbg !65
  %mul8 = mul i64 %conv7, %13, !dbg !66
  %arrayidx = getelementptr inbounds double, double* %vla, i64 %mul8, !dbg !67
  %14 = bitcast double* %arrayidx to i8*, !dbg !68
  %15 = bitcast double* %vla to i8*, !dbg !69
  %16 = load i32, i32* %s, align 4, !dbg !70
  %conv9 = zext i32 %16 to i64, !dbg !70
  %17 = load i64, i64* %b, align 8, !dbg !71
  %mul10 = mul i64 %conv9, %17, !dbg !72
  %mul11 = mul i64 %mul10, 8, !dbg !73
  %18 = load i64, i64* %b, align 8, !dbg !74
  %mul12 = mul i64 %18, 8, !dbg !75
  call void @bsp_put(i32 noundef %11, i8* noundef %14, i8* noundef %15, i64 noundef %mul11, i64 noundef %mul12), !dbg !76
  br label %if.end, !dbg !76

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !60

for.inc:                                          ; preds = %if.end
  %19 = load i32, i32* %t, align 4, !dbg !77
  %inc = add i32 %19, 1, !dbg !77
  store i32 %inc, i32* %t, align 4, !dbg !77
  br label %for.cond, !dbg !78, !llvm.loop !79

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !82
  %20 = load i32, i32* %s, align 4, !dbg !83
  %add = add i32 %20, 1, !dbg !84
  %21 = load i32, i32* %p, align 4, !dbg !85
  %rem = urem i32 %add, %21, !dbg !86
  %22 = bitcast double* %vla to i8*, !dbg !87
  %arrayidx13 = getelementptr inbounds double, double* %vla, i64 0, !dbg !88
  %23 = bitcast double* %arrayidx13 to i8*, !dbg !89
  call void @bsp_get(i32 noundef %rem, i8* noundef %22, i64 noundef 0, i8* noundef %23, i64 noundef 8), !dbg !90
  call void @bsp_sync(), !dbg !91
  call void @bsp_end(), !dbg !92
  %24 = load i8*, i8** %saved_stack, align 8, !dbg !93
  call void @llvm.stackrestore(i8* %24), !dbg !93
  ret void, !dbg !93
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(i32 noundef) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @bsp_push_reg(i8* noundef, i64 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i64 noundef, i64 noundef) #2

declare void @bsp_get(i32 noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef) #2

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
!1 = !DIFile(filename: "mcbsp.c", directory: ".", checksumkind: CSK_MD5, checksum: "cc623340ec625ec22bcc4c5365c86e59")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 17, type: !11, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{}
!15 = !DILocalVariable(name: "N", arg: 1, scope: !10, file: !1, line: 17, type: !13)
!16 = !DILocation(line: 17, column: 24, scope: !10)
!17 = !DILocation(line: 18, column: 13, scope: !10)
!18 = !DILocation(line: 18, column: 3, scope: !10)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 19, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "bsp_pid_t", file: !1, line: 4, baseType: !13)
!21 = !DILocation(line: 19, column: 13, scope: !10)
!22 = !DILocation(line: 19, column: 17, scope: !10)
!23 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 19, type: !20)
!24 = !DILocation(line: 19, column: 31, scope: !10)
!25 = !DILocation(line: 19, column: 35, scope: !10)
!26 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 20, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !28, line: 46, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DILocation(line: 20, column: 10, scope: !10)
!31 = !DILocation(line: 20, column: 14, scope: !10)
!32 = !DILocation(line: 20, column: 18, scope: !10)
!33 = !DILocation(line: 20, column: 16, scope: !10)
!34 = !DILocation(line: 21, column: 12, scope: !10)
!35 = !DILocation(line: 21, column: 3, scope: !10)
!36 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !29, flags: DIFlagArtificial)
!37 = !DILocation(line: 0, scope: !10)
!38 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 21, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, elements: !41)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !{!42}
!42 = !DISubrange(count: !36)
!43 = !DILocation(line: 21, column: 10, scope: !10)
!44 = !DILocation(line: 22, column: 16, scope: !10)
!45 = !DILocation(line: 22, column: 19, scope: !10)
!46 = !DILocation(line: 22, column: 21, scope: !10)
!47 = !DILocation(line: 22, column: 3, scope: !10)
!48 = !DILocation(line: 23, column: 3, scope: !10)
!49 = !DILocalVariable(name: "t", scope: !50, file: !1, line: 24, type: !20)
!50 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!51 = !DILocation(line: 24, column: 18, scope: !50)
!52 = !DILocation(line: 24, column: 8, scope: !50)
!53 = !DILocation(line: 24, column: 25, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 24, column: 3)
!55 = !DILocation(line: 24, column: 29, scope: !54)
!56 = !DILocation(line: 24, column: 27, scope: !54)
!57 = !DILocation(line: 24, column: 3, scope: !50)
!58 = !DILocation(line: 25, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !54, file: !1, line: 25, column: 9)
!60 = !DILocation(line: 25, column: 14, scope: !59)
!61 = !DILocation(line: 25, column: 11, scope: !59)
!62 = !DILocation(line: 25, column: 9, scope: !54)
!63 = !DILocation(line: 26, column: 15, scope: !59)
!64 = !DILocation(line: 26, column: 21, scope: !59)
!65 = !DILocation(line: 26, column: 25, scope: !59)
!66 = !DILocation(line: 26, column: 23, scope: !59)
!67 = !DILocation(line: 26, column: 19, scope: !59)
!68 = !DILocation(line: 26, column: 18, scope: !59)
!69 = !DILocation(line: 26, column: 29, scope: !59)
!70 = !DILocation(line: 26, column: 32, scope: !59)
!71 = !DILocation(line: 26, column: 36, scope: !59)
!72 = !DILocation(line: 26, column: 34, scope: !59)
!73 = !DILocation(line: 26, column: 38, scope: !59)
!74 = !DILocation(line: 26, column: 56, scope: !59)
!75 = !DILocation(line: 26, column: 58, scope: !59)
!76 = !DILocation(line: 26, column: 7, scope: !59)
!77 = !DILocation(line: 24, column: 33, scope: !54)
!78 = !DILocation(line: 24, column: 3, scope: !54)
!79 = distinct !{!79, !57, !80, !81}
!80 = !DILocation(line: 26, column: 74, scope: !50)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 27, column: 3, scope: !10)
!83 = !DILocation(line: 28, column: 12, scope: !10)
!84 = !DILocation(line: 28, column: 14, scope: !10)
!85 = !DILocation(line: 28, column: 21, scope: !10)
!86 = !DILocation(line: 28, column: 19, scope: !10)
!87 = !DILocation(line: 28, column: 24, scope: !10)
!88 = !DILocation(line: 28, column: 31, scope: !10)
!89 = !DILocation(line: 28, column: 30, scope: !10)
!90 = !DILocation(line: 28, column: 3, scope: !10)
!91 = !DILocation(line: 29, column: 3, scope: !10)
!92 = !DILocation(line: 30, column: 3, scope: !10)
!93 = !DILocation(line: 31, column: 1, scope: !10)
