; ModuleID = 'pointer_null.c'
source_filename = "pointer_null.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"vecallocd: not enough memory\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double* @vecallocd(i32 noundef %n) #0 !dbg !12 {
entry:
  %n.addr = alloca i32, align 4
  %pd = alloca double*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata double** %pd, metadata !21, metadata !DIExpression()), !dbg !22
  %0 = load i32, i32* %n.addr, align 4, !dbg !23
  %cmp = icmp eq i32 %0, 0, !dbg !25
  br i1 %cmp, label %if.then, label %if.else, !dbg !26

if.then:                                          ; preds = %entry
  store double* null, double** %pd, align 8, !dbg !27
  br label %if.end4, !dbg !29

if.else:                                          ; preds = %entry
  %1 = load i32, i32* %n.addr, align 4, !dbg !30
  %conv = sext i32 %1 to i64, !dbg !30
  %mul = mul i64 %conv, 8, !dbg !32
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !33
  %2 = bitcast i8* %call to double*, !dbg !33
  store double* %2, double** %pd, align 8, !dbg !34
  %3 = load double*, double** %pd, align 8, !dbg !35
  %cmp1 = icmp eq double* %3, null, !dbg !37
  br i1 %cmp1, label %if.then3, label %if.end, !dbg !38

if.then3:                                         ; preds = %if.else
  call void (i8*, ...) @bsp_abort(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0)), !dbg !39
  br label %if.end, !dbg !39

if.end:                                           ; preds = %if.then3, %if.else
  br label %if.end4

if.end4:                                          ; preds = %if.end, %if.then
  %4 = load double*, double** %pd, align 8, !dbg !40
  ret double* %4, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare void @bsp_abort(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %N) #0 !dbg !42 {
entry:
  %N.addr = alloca i32, align 4
  %x = alloca double*, align 8
  store i32 %N, i32* %N.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %N.addr, metadata !45, metadata !DIExpression()), !dbg !46
  %call = call i32 @bsp_nprocs(), !dbg !47
  call void @bsp_begin(i32 noundef %call), !dbg !48
  call void @llvm.dbg.declare(metadata double** %x, metadata !49, metadata !DIExpression()), !dbg !50
  %0 = load i32, i32* %N.addr, align 4, !dbg !51
  %call1 = call double* @vecallocd(i32 noundef %0), !dbg !52
  store double* %call1, double** %x, align 8, !dbg !50
  %1 = load double*, double** %x, align 8, !dbg !53
  %arrayidx = getelementptr inbounds double, double* %1, i64 0, !dbg !53
  store double 1.000000e+00, double* %arrayidx, align 8, !dbg !54
  call void @bsp_end(), !dbg !55
  ret void, !dbg !56
}

declare void @bsp_begin(i32 noundef) #3

declare i32 @bsp_nprocs() #3

declare void @bsp_end() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pointer_null.c", directory: ".", checksumkind: CSK_MD5, checksum: "661088b27843012da6c280f2472d9bf8")
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
!12 = distinct !DISubprogram(name: "vecallocd", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !17}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 4, type: !17)
!20 = !DILocation(line: 4, column: 23, scope: !12)
!21 = !DILocalVariable(name: "pd", scope: !12, file: !1, line: 5, type: !15)
!22 = !DILocation(line: 5, column: 11, scope: !12)
!23 = !DILocation(line: 6, column: 7, scope: !24)
!24 = distinct !DILexicalBlock(scope: !12, file: !1, line: 6, column: 7)
!25 = !DILocation(line: 6, column: 9, scope: !24)
!26 = !DILocation(line: 6, column: 7, scope: !12)
!27 = !DILocation(line: 7, column: 8, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 6, column: 15)
!29 = !DILocation(line: 8, column: 3, scope: !28)
!30 = !DILocation(line: 9, column: 17, scope: !31)
!31 = distinct !DILexicalBlock(scope: !24, file: !1, line: 8, column: 10)
!32 = !DILocation(line: 9, column: 19, scope: !31)
!33 = !DILocation(line: 9, column: 10, scope: !31)
!34 = !DILocation(line: 9, column: 8, scope: !31)
!35 = !DILocation(line: 10, column: 9, scope: !36)
!36 = distinct !DILexicalBlock(scope: !31, file: !1, line: 10, column: 9)
!37 = !DILocation(line: 10, column: 12, scope: !36)
!38 = !DILocation(line: 10, column: 9, scope: !31)
!39 = !DILocation(line: 11, column: 7, scope: !36)
!40 = !DILocation(line: 13, column: 10, scope: !12)
!41 = !DILocation(line: 13, column: 3, scope: !12)
!42 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 15, type: !43, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !17}
!45 = !DILocalVariable(name: "N", arg: 1, scope: !42, file: !1, line: 15, type: !17)
!46 = !DILocation(line: 15, column: 15, scope: !42)
!47 = !DILocation(line: 16, column: 13, scope: !42)
!48 = !DILocation(line: 16, column: 3, scope: !42)
!49 = !DILocalVariable(name: "x", scope: !42, file: !1, line: 17, type: !15)
!50 = !DILocation(line: 17, column: 11, scope: !42)
!51 = !DILocation(line: 17, column: 25, scope: !42)
!52 = !DILocation(line: 17, column: 15, scope: !42)
!53 = !DILocation(line: 18, column: 3, scope: !42)
!54 = !DILocation(line: 18, column: 8, scope: !42)
!55 = !DILocation(line: 19, column: 3, scope: !42)
!56 = !DILocation(line: 20, column: 1, scope: !42)
