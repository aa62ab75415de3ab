; ModuleID = 'mpi.c'
source_filename = "mpi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"%d: v=%d argc=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"after bsp_end: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %p = alloca i32, align 4
  %s = alloca i32, align 4
  %v = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void (i32*, i8***, ...) bitcast (void (...)* @bsp_init to void (i32*, i8***, ...)*)(i32* noundef %argc.addr, i8*** noundef %argv.addr), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %p, metadata !23, metadata !DIExpression()), !dbg !24
  %call = call i32 @bsp_nprocs(), !dbg !25
  store i32 %call, i32* %p, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %s, metadata !26, metadata !DIExpression()), !dbg !27
  %call1 = call i32 @bsp_pid(), !dbg !28
  store i32 %call1, i32* %s, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %v, metadata !29, metadata !DIExpression()), !dbg !30
  %0 = load i32, i32* %s, align 4, !dbg !31
  store i32 %0, i32* %v, align 4, !dbg !30
  %1 = bitcast i32* %v to i8*, !dbg !32
  call void @bsp_push_reg(i8* noundef %1, i32 noundef 4), !dbg !33
  call void @bsp_sync(), !dbg !34
  %2 = load i32, i32* %s, align 4, !dbg !35
  %add = add nsw i32 %2, 1, !dbg !36
  %3 = load i32, i32* %p, align 4, !dbg !37
  %rem = srem i32 %add, %3, !dbg !38
  %4 = bitcast i32* %s to i8*, !dbg !39
  %5 = bitcast i32* %v to i8*, !dbg !40
  call void @bsp_put(i32 noundef %rem, i8* noundef %4, i8* noundef %5, i32 noundef 0, i32 noundef 4), !dbg !41
  call void @bsp_sync(), !dbg !42
  %6 = load i32, i32* %s, align 4, !dbg !43
  %7 = load i32, i32* %v, align 4, !dbg !44
  %8 = load i32, i32* %argc.addr, align 4, !dbg !45
  %call2 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %6, i32 noundef %7, i32 noundef %8), !dbg !46
  call void @bsp_end(), !dbg !47
  %call3 = call i32 @bsp_pid(), !dbg !48
  %call4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef %call3), !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_init(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_push_reg(i8* noundef, i32 noundef) #2

declare void @bsp_sync() #2

declare void @bsp_put(i32 noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) #2

declare i32 @printf(i8* noundef, ...) #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mpi.c", directory: ".", checksumkind: CSK_MD5, checksum: "7148cad4cd87e65a2df98e9fb12716e7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 6, type: !13)
!19 = !DILocation(line: 6, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 6, type: !14)
!21 = !DILocation(line: 6, column: 27, scope: !10)
!22 = !DILocation(line: 7, column: 3, scope: !10)
!23 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 8, type: !13)
!24 = !DILocation(line: 8, column: 7, scope: !10)
!25 = !DILocation(line: 8, column: 11, scope: !10)
!26 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 8, type: !13)
!27 = !DILocation(line: 8, column: 25, scope: !10)
!28 = !DILocation(line: 8, column: 29, scope: !10)
!29 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 9, type: !13)
!30 = !DILocation(line: 9, column: 7, scope: !10)
!31 = !DILocation(line: 9, column: 11, scope: !10)
!32 = !DILocation(line: 10, column: 16, scope: !10)
!33 = !DILocation(line: 10, column: 3, scope: !10)
!34 = !DILocation(line: 11, column: 3, scope: !10)
!35 = !DILocation(line: 12, column: 12, scope: !10)
!36 = !DILocation(line: 12, column: 14, scope: !10)
!37 = !DILocation(line: 12, column: 21, scope: !10)
!38 = !DILocation(line: 12, column: 19, scope: !10)
!39 = !DILocation(line: 12, column: 24, scope: !10)
!40 = !DILocation(line: 12, column: 28, scope: !10)
!41 = !DILocation(line: 12, column: 3, scope: !10)
!42 = !DILocation(line: 13, column: 3, scope: !10)
!43 = !DILocation(line: 14, column: 32, scope: !10)
!44 = !DILocation(line: 14, column: 35, scope: !10)
!45 = !DILocation(line: 14, column: 38, scope: !10)
!46 = !DILocation(line: 14, column: 3, scope: !10)
!47 = !DILocation(line: 15, column: 3, scope: !10)
!48 = !DILocation(line: 16, column: 33, scope: !10)
!49 = !DILocation(line: 16, column: 3, scope: !10)
!50 = !DILocation(line: 17, column: 3, scope: !10)
