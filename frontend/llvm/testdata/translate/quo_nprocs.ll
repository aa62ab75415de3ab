; ModuleID = 'quo_nprocs.c'
source_filename = "quo_nprocs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd() #0 !dbg !10 {
entry:
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  %N = alloca i32, align 4
  %x = alloca float*, align 8
  %all = alloca float*, align 8
  %call = call i32 @bsp_nprocs(), !dbg !14
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !15
  call void @llvm.dbg.declare(metadata i32* %p, metadata !16, metadata !DIExpression()), !dbg !18
  %call1 = call i32 @bsp_nprocs(), !dbg !19
  store i32 %call1, i32* %p, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %s, metadata !20, metadata !DIExpression()), !dbg !21
  %call2 = call i32 @bsp_pid(), !dbg !22
  store i32 %call2, i32* %s, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata i32* %i, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %N, metadata !25, metadata !DIExpression()), !dbg !26
  %0 = load i32, i32* %p, align 4, !dbg !27
  %mul = mul nsw i32 100, %0, !dbg !28
  store i32 %mul, i32* %N, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata float** %x, metadata !29, metadata !DIExpression()), !dbg !32
  %1 = load i32, i32* %N, align 4, !dbg !33
  %2 = load i32, i32* %p, align 4, !dbg !34
  %div = sdiv i32 %1, %2, !dbg !35
  %conv = sext i32 %div to i64, !dbg !33
  %call3 = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 4) #4, !dbg !36
  %3 = bitcast i8* %call3 to float*, !dbg !36
  store float* %3, float** %x, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata float** %all, metadata !37, metadata !DIExpression()), !dbg !38
  %4 = load i32, i32* %N, align 4, !dbg !39
  %conv4 = sext i32 %4 to i64, !dbg !39
  %call5 = call noalias i8* @calloc(i64 noundef %conv4, i64 noundef 4) #4, !dbg !40
  %5 = bitcast i8* %call5 to float*, !dbg !40
  store float* %5, float** %all, align 8, !dbg !38
  %6 = load float*, float** %x, align 8, !dbg !41
  %7 = bitcast float* %6 to i8*, !dbg !41
  %8 = load i32, i32* %N, align 4, !dbg !42
  %9 = load i32, i32* %p, align 4, !dbg !43
  %div6 = sdiv i32 %8, %9, !dbg !44
  %conv7 = sext i32 %div6 to i64, !dbg !42
  %mul8 = mul i64 %conv7, 4, !dbg !45
  %conv9 = trunc i64 %mul8 to i32, !dbg !42
  call void @bsp_push_reg(i8* noundef %7, i32 noundef %conv9), !dbg !46
  call void @bsp_sync(), !dbg !47
  store i32 0, i32* %i, align 4, !dbg !48
  br label %for.cond, !dbg !50

for.cond:                                         ; preds = %for.inc, %entry
  %10 = load i32, i32* %i, align 4, !dbg !51
  %11 = load i32, i32* %p, align 4, !dbg !53
  %cmp = icmp slt i32 %10, %11, !dbg !54
  br i1 %cmp, label %for.body, label %for.end, !dbg !55

for.body:                                         ; preds = %for.cond
  %12 = load i32, i32* %i, align 4, !dbg !56
  %13 = load float*, float** %x, align 8, !dbg !57
  %14 = bitcast float* %13 to i8*, !dbg !57
  %15 = load float*, float** %all, align 8, !dbg !58
  %16 = load i32, i32* %i, align 4, !dbg !59
  %17 = load i32, i32* %N, align 4, !dbg !60
  %mul11 = mul nsw i32 %16, %17, !dbg !61
  %18 = load i32, i32* %p, align 4, !dbg !62
  %div12 = sdiv i32 %mul11, %18, !dbg !63
  %idx.ext = sext i32 %div12 to i64, !dbg !64
  %add.ptr = getelementptr inbounds float, float* %15, i64 %idx.ext, !dbg !64
  %19 = bitcast float* %add.ptr to i8*, !dbg !58
  %20 = load i32, i32* %N, align 4, !dbg !65
  %conv13 = sext i32 %20 to i64, !dbg !65
  %mul14 = mul i64 4, %conv13, !dbg !66
  %21 = load i32, i32* %p, align 4, !dbg !67
  %conv15 = sext i32 %21 to i64, !dbg !67
  %div16 = udiv i64 %mul14, %conv15, !dbg !68
  %conv17 = trunc i64 %div16 to i32, !dbg !69
  call void @bsp_get(i32 noundef %12, i8* noundef %14, i32 noundef 0, i8* noundef %19, i32 noundef %conv17), !dbg !70
  br label %for.inc, !dbg !70

for.inc:                                          ; preds = %for.body
  %22 = load i32, i32* %i, align 4, !dbg !71
  %inc = add nsw i32 %22, 1, !dbg !71
  store i32 %inc, i32* %i, align 4, !dbg !71
  br label %for.cond, !dbg !72, !llvm.loop !73

for.end:                                          ; preds = %for.cond
  call void @bsp_sync(), !dbg !76
  %23 = load float*, float** %x, align 8, !dbg !77
  %24 = bitcast float* %23 to i8*, !dbg !77
  call void @bsp_pop_reg(i8* noundef %24), !dbg !78
  call void @bsp_end(), !dbg !79
  ret void, !dbg !80
}

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @bsp_pid() #1

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare void @bsp_push_reg(i8* noundef, i32 noundef) #1

declare void @bsp_sync() #1

declare void @bsp_get(i32 noundef, i8* noundef, i32 noundef, i8* noundef, i32 noundef) #1

declare void @bsp_pop_reg(i8* noundef) #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "quo_nprocs.c", directory: ".", checksumkind: CSK_MD5, checksum: "64e1b48a1e121a126afd36dfb8189dc9")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 7, column: 15, scope: !10)
!15 = !DILocation(line: 7, column: 5, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 8, type: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocation(line: 8, column: 9, scope: !10)
!19 = !DILocation(line: 8, column: 13, scope: !10)
!20 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 8, type: !17)
!21 = !DILocation(line: 8, column: 27, scope: !10)
!22 = !DILocation(line: 8, column: 31, scope: !10)
!23 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 8, type: !17)
!24 = !DILocation(line: 8, column: 42, scope: !10)
!25 = !DILocalVariable(name: "N", scope: !10, file: !1, line: 9, type: !17)
!26 = !DILocation(line: 9, column: 9, scope: !10)
!27 = !DILocation(line: 9, column: 19, scope: !10)
!28 = !DILocation(line: 9, column: 17, scope: !10)
!29 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 10, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!32 = !DILocation(line: 10, column: 12, scope: !10)
!33 = !DILocation(line: 10, column: 23, scope: !10)
!34 = !DILocation(line: 10, column: 27, scope: !10)
!35 = !DILocation(line: 10, column: 25, scope: !10)
!36 = !DILocation(line: 10, column: 16, scope: !10)
!37 = !DILocalVariable(name: "all", scope: !10, file: !1, line: 11, type: !30)
!38 = !DILocation(line: 11, column: 12, scope: !10)
!39 = !DILocation(line: 11, column: 25, scope: !10)
!40 = !DILocation(line: 11, column: 18, scope: !10)
!41 = !DILocation(line: 12, column: 18, scope: !10)
!42 = !DILocation(line: 12, column: 21, scope: !10)
!43 = !DILocation(line: 12, column: 25, scope: !10)
!44 = !DILocation(line: 12, column: 23, scope: !10)
!45 = !DILocation(line: 12, column: 27, scope: !10)
!46 = !DILocation(line: 12, column: 5, scope: !10)
!47 = !DILocation(line: 13, column: 5, scope: !10)
!48 = !DILocation(line: 14, column: 12, scope: !49)
!49 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 5)
!50 = !DILocation(line: 14, column: 10, scope: !49)
!51 = !DILocation(line: 14, column: 17, scope: !52)
!52 = distinct !DILexicalBlock(scope: !49, file: !1, line: 14, column: 5)
!53 = !DILocation(line: 14, column: 21, scope: !52)
!54 = !DILocation(line: 14, column: 19, scope: !52)
!55 = !DILocation(line: 14, column: 5, scope: !49)
!56 = !DILocation(line: 15, column: 17, scope: !52)
!57 = !DILocation(line: 15, column: 20, scope: !52)
!58 = !DILocation(line: 15, column: 26, scope: !52)
!59 = !DILocation(line: 15, column: 32, scope: !52)
!60 = !DILocation(line: 15, column: 36, scope: !52)
!61 = !DILocation(line: 15, column: 34, scope: !52)
!62 = !DILocation(line: 15, column: 40, scope: !52)
!63 = !DILocation(line: 15, column: 38, scope: !52)
!64 = !DILocation(line: 15, column: 30, scope: !52)
!65 = !DILocation(line: 15, column: 59, scope: !52)
!66 = !DILocation(line: 15, column: 57, scope: !52)
!67 = !DILocation(line: 15, column: 63, scope: !52)
!68 = !DILocation(line: 15, column: 61, scope: !52)
!69 = !DILocation(line: 15, column: 43, scope: !52)
!70 = !DILocation(line: 15, column: 9, scope: !52)
!71 = !DILocation(line: 14, column: 25, scope: !52)
!72 = !DILocation(line: 14, column: 5, scope: !52)
!73 = distinct !{!73, !55, !74, !75}
!74 = !DILocation(line: 15, column: 64, scope: !49)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 16, column: 5, scope: !10)
!77 = !DILocation(line: 17, column: 17, scope: !10)
!78 = !DILocation(line: 17, column: 5, scope: !10)
!79 = !DILocation(line: 18, column: 5, scope: !10)
!80 = !DILocation(line: 19, column: 1, scope: !10)
