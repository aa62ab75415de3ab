; ModuleID = 'ok_swap.c'
source_filename = "ok_swap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %K) #0 !dbg !10 {
entry:
  %K.addr = alloca i32, align 4
  %u = alloca [16 x double], align 16
  %v = alloca [16 x double], align 16
  %s = alloca i32, align 4
  %p = alloca i32, align 4
  %cur = alloca double*, align 8
  %next = alloca double*, align 8
  %k = alloca i32, align 4
  %tmp = alloca double*, align 8
  store i32 %K, i32* %K.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %K.addr, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata [16 x double]* %u, metadata !17, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata [16 x double]* %v, metadata !23, metadata !DIExpression()), !dbg !24
  %call = call i32 @bsp_nprocs(), !dbg !25
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %s, metadata !27, metadata !DIExpression()), !dbg !28
  %call1 = call i32 @bsp_pid(), !dbg !29
  store i32 %call1, i32* %s, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %p, metadata !30, metadata !DIExpression()), !dbg !31
  %call2 = call i32 @bsp_nprocs(), !dbg !32
  store i32 %call2, i32* %p, align 4, !dbg !31
  %arraydecay = getelementptr inbounds [16 x double], [16 x double]* %u, i64 0, i64 0, !dbg !33
  %0 = bitcast double* %arraydecay to i8*, !dbg !33
  call void @bsp_push_reg(i8* noundef %0, i32 noundef 128), !dbg !34
  %arraydecay3 = getelementptr inbounds [16 x double], [16 x double]* %v, i64 0, i64 0, !dbg !35
  %1 = bitcast double* %arraydecay3 to i8*, !dbg !35
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 128), !dbg !36
  call void @bsp_sync(), !dbg !37
  call void @llvm.dbg.declare(metadata double** %cur, metadata !38, metadata !DIExpression()), !dbg !40
  %arraydecay4 = getelementptr inbounds [16 x double], [16 x double]* %u, i64 0, i64 0, !dbg !41
  store double* %arraydecay4, double** %cur, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata double** %next, metadata !42, metadata !DIExpression()), !dbg !43
  %arraydecay5 = getelementptr inbounds [16 x double], [16 x double]* %v, i64 0, i64 0, !dbg !44
  store double* %arraydecay5, double** %next, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %k, metadata !45, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %k, align 4, !dbg !47
  br label %for.cond, !dbg !48

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %k, align 4, !dbg !49
  %3 = load i32, i32* %K.addr, align 4, !dbg !51
  %cmp = icmp slt i32 %2, %3, !dbg !52
  br i1 %cmp, label %for.body, label %for.end, !dbg !53

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %s, align 4, !dbg !54
  %add = add nsw i32 %4, 1, !dbg !56
  %5 = load i32, i32* %p, align 4, !dbg !57
  %rem = srem i32 %add, %5, !dbg !58
  %6 = load double*, double** %cur, align 8, !dbg !59
  %arrayidx = getelementptr inbounds double, double* %6, i64 1, !dbg !59
  %7 = bitcast double* %arrayidx to i8*, !dbg !60
  %8 = load double*, double** %cur, align 8, !dbg !61
  %9 = bitcast double* %8 to i8*, !dbg !61
  call void @bsp_put(i32 noundef %rem, i8* noundef %7, i8* noundef %9, i32 noundef 0, i32 noundef 8), !dbg !62
  call void @bsp_sync(), !dbg !63
  call void @llvm.dbg.declare(metadata double** %tmp, metadata !64, metadata !DIExpression()), !dbg !65
  %10 = load double*, double** %cur, align 8, !dbg !66
  store double* %10, double** %tmp, align 8, !dbg !65
  %11 = load double*, double** %next, align 8, !dbg !67
  store double* %11, double** %cur, align 8, !dbg !68
  %12 = load double*, double** %tmp, align 8, !dbg !69
  store double* %12, double** %next, align 8, !dbg !70
  br label %for.inc, !dbg !71

for.inc:                                          ; preds = %for.body
  %13 = load i32, i32* %k, align 4, !dbg !72
  %inc = add nsw i32 %13, 1, !dbg !72
  store i32 %inc, i32* %k, align 4, !dbg !72
  br label %for.cond, !dbg !73, !llvm.loop !74

for.end:                                          ; preds = %for.cond
  %arraydecay6 = getelementptr inbounds [16 x double], [16 x double]* %v, i64 0, i64 0, !dbg !77
  %14 = bitcast double* %arraydecay6 to i8*, !dbg !77
  call void @bsp_pop_reg(i8* noundef %14), !dbg !78
  %arraydecay7 = getelementptr inbounds [16 x double], [16 x double]* %u, i64 0, i64 0, !dbg !79
  %15 = bitcast double* %arraydecay7 to i8*, !dbg !79
  call void @bsp_pop_reg(i8* noundef %15), !dbg !80
  call void @bsp_sync(), !dbg !81
  call void @bsp_end(), !dbg !82
  ret void, !dbg !83
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
!1 = !DIFile(filename: "ok_swap.c", directory: ".", checksumkind: CSK_MD5, checksum: "5bebc18c619de525aa569aba9d2a33b7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "K", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocation(line: 4, column: 15, scope: !10)
!17 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 5, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 1024, elements: !20)
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DILocation(line: 5, column: 10, scope: !10)
!23 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 5, type: !18)
!24 = !DILocation(line: 5, column: 17, scope: !10)
!25 = !DILocation(line: 6, column: 13, scope: !10)
!26 = !DILocation(line: 6, column: 3, scope: !10)
!27 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !13)
!28 = !DILocation(line: 7, column: 7, scope: !10)
!29 = !DILocation(line: 7, column: 11, scope: !10)
!30 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 7, type: !13)
!31 = !DILocation(line: 7, column: 22, scope: !10)
!32 = !DILocation(line: 7, column: 26, scope: !10)
!33 = !DILocation(line: 8, column: 16, scope: !10)
!34 = !DILocation(line: 8, column: 3, scope: !10)
!35 = !DILocation(line: 9, column: 16, scope: !10)
!36 = !DILocation(line: 9, column: 3, scope: !10)
!37 = !DILocation(line: 10, column: 3, scope: !10)
!38 = !DILocalVariable(name: "cur", scope: !10, file: !1, line: 11, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!40 = !DILocation(line: 11, column: 11, scope: !10)
!41 = !DILocation(line: 11, column: 17, scope: !10)
!42 = !DILocalVariable(name: "next", scope: !10, file: !1, line: 11, type: !39)
!43 = !DILocation(line: 11, column: 21, scope: !10)
!44 = !DILocation(line: 11, column: 28, scope: !10)
!45 = !DILocalVariable(name: "k", scope: !46, file: !1, line: 12, type: !13)
!46 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
!47 = !DILocation(line: 12, column: 12, scope: !46)
!48 = !DILocation(line: 12, column: 8, scope: !46)
!49 = !DILocation(line: 12, column: 19, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !1, line: 12, column: 3)
!51 = !DILocation(line: 12, column: 23, scope: !50)
!52 = !DILocation(line: 12, column: 21, scope: !50)
!53 = !DILocation(line: 12, column: 3, scope: !46)
!54 = !DILocation(line: 13, column: 14, scope: !55)
!55 = distinct !DILexicalBlock(scope: !50, file: !1, line: 12, column: 31)
!56 = !DILocation(line: 13, column: 16, scope: !55)
!57 = !DILocation(line: 13, column: 23, scope: !55)
!58 = !DILocation(line: 13, column: 21, scope: !55)
!59 = !DILocation(line: 13, column: 27, scope: !55)
!60 = !DILocation(line: 13, column: 26, scope: !55)
!61 = !DILocation(line: 13, column: 35, scope: !55)
!62 = !DILocation(line: 13, column: 5, scope: !55)
!63 = !DILocation(line: 14, column: 5, scope: !55)
!64 = !DILocalVariable(name: "tmp", scope: !55, file: !1, line: 15, type: !39)
!65 = !DILocation(line: 15, column: 13, scope: !55)
!66 = !DILocation(line: 15, column: 19, scope: !55)
!67 = !DILocation(line: 16, column: 11, scope: !55)
!68 = !DILocation(line: 16, column: 9, scope: !55)
!69 = !DILocation(line: 17, column: 12, scope: !55)
!70 = !DILocation(line: 17, column: 10, scope: !55)
!71 = !DILocation(line: 18, column: 3, scope: !55)
!72 = !DILocation(line: 12, column: 27, scope: !50)
!73 = !DILocation(line: 12, column: 3, scope: !50)
!74 = distinct !{!74, !53, !75, !76}
!75 = !DILocation(line: 18, column: 3, scope: !46)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 19, column: 15, scope: !10)
!78 = !DILocation(line: 19, column: 3, scope: !10)
!79 = !DILocation(line: 20, column: 15, scope: !10)
!80 = !DILocation(line: 20, column: 3, scope: !10)
!81 = !DILocation(line: 21, column: 3, scope: !10)
!82 = !DILocation(line: 22, column: 3, scope: !10)
!83 = !DILocation(line: 23, column: 1, scope: !10)
