; ModuleID = 'out_param.c'
source_filename = "out_param.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.spmd.a = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00], align 16
@__const.spmd.b = private unnamed_addr constant [4 x double] [double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %a = alloca [4 x double], align 16
  %b = alloca [4 x double], align 16
  %sum = alloca double, align 8
  %x = alloca double*, align 8
  %i = alloca i32, align 4
  %m = alloca i32, align 4
  %k = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata [4 x double]* %a, metadata !19, metadata !DIExpression()), !dbg !24
  %0 = bitcast [4 x double]* %a to i8*, !dbg !24
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %0, i8* align 16 bitcast ([4 x double]* @__const.spmd.a to i8*), i64 32, i1 false), !dbg !24
  call void @llvm.dbg.declare(metadata [4 x double]* %b, metadata !25, metadata !DIExpression()), !dbg !26
  %1 = bitcast [4 x double]* %b to i8*, !dbg !26
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %1, i8* align 16 bitcast ([4 x double]* @__const.spmd.b to i8*), i64 32, i1 false), !dbg !26
  call void @llvm.dbg.declare(metadata double* %sum, metadata !27, metadata !DIExpression()), !dbg !28
  store double 0.000000e+00, double* %sum, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata double** %x, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %i, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %m, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %k, metadata !36, metadata !DIExpression()), !dbg !37
  %2 = load i32, i32* %n.addr, align 4, !dbg !38
  %cmp = icmp sgt i32 %2, 1, !dbg !39
  %conv = zext i1 %cmp to i32, !dbg !39
  %arraydecay = getelementptr inbounds [4 x double], [4 x double]* %a, i64 0, i64 0, !dbg !40
  %arraydecay1 = getelementptr inbounds [4 x double], [4 x double]* %b, i64 0, i64 0, !dbg !41
  call void @pick(double** noundef %x, i32 noundef %conv, double* noundef %arraydecay, double* noundef %arraydecay1), !dbg !42
  store i32 0, i32* %i, align 4, !dbg !43
  br label %for.cond, !dbg !45

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, i32* %i, align 4, !dbg !46
  %cmp2 = icmp slt i32 %3, 4, !dbg !48
  br i1 %cmp2, label %for.body, label %for.end, !dbg !49

for.body:                                         ; preds = %for.cond
  %4 = load double*, double** %x, align 8, !dbg !50
  %5 = load i32, i32* %i, align 4, !dbg !51
  %idxprom = sext i32 %5 to i64, !dbg !50
  %arrayidx = getelementptr inbounds double, double* %4, i64 %idxprom, !dbg !50
  %6 = load double, double* %arrayidx, align 8, !dbg !50
  %7 = load double, double* %sum, align 8, !dbg !52
  %8 = call double @llvm.fmuladd.f64(double %6, double 2.000000e+00, double %7), !dbg !52
  store double %8, double* %sum, align 8, !dbg !52
  br label %for.inc, !dbg !53

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4, !dbg !54
  %inc = add nsw i32 %9, 1, !dbg !54
  store i32 %inc, i32* %i, align 4, !dbg !54
  br label %for.cond, !dbg !55, !llvm.loop !56

for.end:                                          ; preds = %for.cond
  %10 = load double*, double** %x, align 8, !dbg !59
  %11 = bitcast double* %10 to i8*, !dbg !59
  call void @bsp_send(i32 noundef 0, i8* noundef null, i8* noundef %11, i32 noundef 32), !dbg !60
  call void @bsp_sync(), !dbg !61
  call void @bsp_qsize(i32* noundef %m, i32* noundef %k), !dbg !62
  call void @bsp_end(), !dbg !63
  ret void, !dbg !64
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pick(double** noundef %out, i32 noundef %c, double* noundef %a, double* noundef %b) #0 !dbg !65 {
entry:
  %out.addr = alloca double**, align 8
  %c.addr = alloca i32, align 4
  %a.addr = alloca double*, align 8
  %b.addr = alloca double*, align 8
  store double** %out, double*** %out.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %out.addr, metadata !69, metadata !DIExpression()), !dbg !70
  store i32 %c, i32* %c.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %c.addr, metadata !71, metadata !DIExpression()), !dbg !72
  store double* %a, double** %a.addr, align 8
  call void @llvm.dbg.declare(metadata double** %a.addr, metadata !73, metadata !DIExpression()), !dbg !74
  store double* %b, double** %b.addr, align 8
  call void @llvm.dbg.declare(metadata double** %b.addr, metadata !75, metadata !DIExpression()), !dbg !76
  %0 = load i32, i32* %c.addr, align 4, !dbg !77
  %tobool = icmp ne i32 %0, 0, !dbg !77
  br i1 %tobool, label %if.then, label %if.else, !dbg !79

if.then:                                          ; preds = %entry
  %1 = load double*, double** %a.addr, align 8, !dbg !80
  %2 = load double**, double*** %out.addr, align 8, !dbg !81
  store double* %1, double** %2, align 8, !dbg !82
  br label %if.end, !dbg !83

if.else:                                          ; preds = %entry
  %3 = load double*, double** %b.addr, align 8, !dbg !84
  %4 = load double**, double*** %out.addr, align 8, !dbg !85
  store double* %3, double** %4, align 8, !dbg !86
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void, !dbg !87
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare void @bsp_send(i32 noundef, i8* noundef, i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_qsize(i32* noundef, i32* noundef) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "out_param.c", directory: ".", checksumkind: CSK_MD5, checksum: "4e7606bf27660366252f4d8698f402be")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 14, type: !13)
!16 = !DILocation(line: 14, column: 15, scope: !10)
!17 = !DILocation(line: 15, column: 15, scope: !10)
!18 = !DILocation(line: 15, column: 5, scope: !10)
!19 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 16, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 256, elements: !22)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !DILocation(line: 16, column: 12, scope: !10)
!25 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 16, type: !20)
!26 = !DILocation(line: 16, column: 33, scope: !10)
!27 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 16, type: !21)
!28 = !DILocation(line: 16, column: 54, scope: !10)
!29 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 17, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!31 = !DILocation(line: 17, column: 13, scope: !10)
!32 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 18, type: !13)
!33 = !DILocation(line: 18, column: 9, scope: !10)
!34 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 18, type: !13)
!35 = !DILocation(line: 18, column: 12, scope: !10)
!36 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 18, type: !13)
!37 = !DILocation(line: 18, column: 15, scope: !10)
!38 = !DILocation(line: 19, column: 14, scope: !10)
!39 = !DILocation(line: 19, column: 16, scope: !10)
!40 = !DILocation(line: 19, column: 21, scope: !10)
!41 = !DILocation(line: 19, column: 24, scope: !10)
!42 = !DILocation(line: 19, column: 5, scope: !10)
!43 = !DILocation(line: 20, column: 12, scope: !44)
!44 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 5)
!45 = !DILocation(line: 20, column: 10, scope: !44)
!46 = !DILocation(line: 20, column: 17, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !1, line: 20, column: 5)
!48 = !DILocation(line: 20, column: 19, scope: !47)
!49 = !DILocation(line: 20, column: 5, scope: !44)
!50 = !DILocation(line: 21, column: 16, scope: !47)
!51 = !DILocation(line: 21, column: 18, scope: !47)
!52 = !DILocation(line: 21, column: 13, scope: !47)
!53 = !DILocation(line: 21, column: 9, scope: !47)
!54 = !DILocation(line: 20, column: 25, scope: !47)
!55 = !DILocation(line: 20, column: 5, scope: !47)
!56 = distinct !{!56, !49, !57, !58}
!57 = !DILocation(line: 21, column: 23, scope: !44)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 22, column: 23, scope: !10)
!60 = !DILocation(line: 22, column: 5, scope: !10)
!61 = !DILocation(line: 23, column: 5, scope: !10)
!62 = !DILocation(line: 24, column: 5, scope: !10)
!63 = !DILocation(line: 25, column: 5, scope: !10)
!64 = !DILocation(line: 26, column: 1, scope: !10)
!65 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 7, type: !66, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !13, !30, !30}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!69 = !DILocalVariable(name: "out", arg: 1, scope: !65, file: !1, line: 7, type: !68)
!70 = !DILocation(line: 7, column: 27, scope: !65)
!71 = !DILocalVariable(name: "c", arg: 2, scope: !65, file: !1, line: 7, type: !13)
!72 = !DILocation(line: 7, column: 36, scope: !65)
!73 = !DILocalVariable(name: "a", arg: 3, scope: !65, file: !1, line: 7, type: !30)
!74 = !DILocation(line: 7, column: 47, scope: !65)
!75 = !DILocalVariable(name: "b", arg: 4, scope: !65, file: !1, line: 7, type: !30)
!76 = !DILocation(line: 7, column: 58, scope: !65)
!77 = !DILocation(line: 8, column: 9, scope: !78)
!78 = distinct !DILexicalBlock(scope: !65, file: !1, line: 8, column: 9)
!79 = !DILocation(line: 8, column: 9, scope: !65)
!80 = !DILocation(line: 9, column: 16, scope: !78)
!81 = !DILocation(line: 9, column: 10, scope: !78)
!82 = !DILocation(line: 9, column: 14, scope: !78)
!83 = !DILocation(line: 9, column: 9, scope: !78)
!84 = !DILocation(line: 11, column: 16, scope: !78)
!85 = !DILocation(line: 11, column: 10, scope: !78)
!86 = !DILocation(line: 11, column: 14, scope: !78)
!87 = !DILocation(line: 12, column: 1, scope: !65)
