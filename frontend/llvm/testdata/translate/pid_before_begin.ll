; ModuleID = 'pid_before_begin.c'
source_filename = "pid_before_begin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @who() #0 !dbg !10 {
entry:
  %call = call i32 @bsp_pid(), !dbg !15
  ret i32 %call, !dbg !16
}

declare i32 @bsp_pid() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !17 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %s = alloca i32, align 4
  %w = alloca i32, align 4
  %t = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !23, metadata !DIExpression()), !dbg !24
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %s, metadata !27, metadata !DIExpression()), !dbg !28
  %call = call i32 @bsp_pid(), !dbg !29
  store i32 %call, i32* %s, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %w, metadata !30, metadata !DIExpression()), !dbg !31
  %call1 = call i32 @who(), !dbg !32
  store i32 %call1, i32* %w, align 4, !dbg !31
  %call2 = call i32 @bsp_nprocs(), !dbg !33
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call2), !dbg !34
  %0 = load i32, i32* %s, align 4, !dbg !35
  %cmp = icmp eq i32 %0, 0, !dbg !37
  br i1 %cmp, label %land.lhs.true, label %if.end, !dbg !38

land.lhs.true:                                    ; preds = %entry
  %1 = load i32, i32* %w, align 4, !dbg !39
  %cmp3 = icmp eq i32 %1, 0, !dbg !40
  br i1 %cmp3, label %if.then, label %if.end, !dbg !41

if.then:                                          ; preds = %land.lhs.true
  call void @bsp_sync(), !dbg !42
  br label %if.end, !dbg !44

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  call void @llvm.dbg.declare(metadata i32* %t, metadata !45, metadata !DIExpression()), !dbg !46
  %call4 = call i32 @bsp_pid(), !dbg !47
  %call5 = call i32 @who(), !dbg !48
  %add = add nsw i32 %call4, %call5, !dbg !49
  store i32 %add, i32* %t, align 4, !dbg !46
  %2 = load i32, i32* %t, align 4, !dbg !50
  %cmp6 = icmp sgt i32 %2, 0, !dbg !52
  br i1 %cmp6, label %if.then7, label %if.end9, !dbg !53

if.then7:                                         ; preds = %if.end
  %3 = load i32, i32* %t, align 4, !dbg !54
  %call8 = call i32 (i32, ...) bitcast (i32 (...)* @bspcost_work to i32 (i32, ...)*)(i32 noundef %3), !dbg !56
  br label %if.end9, !dbg !57

if.end9:                                          ; preds = %if.then7, %if.end
  call void @bsp_end(), !dbg !58
  ret i32 0, !dbg !59
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @bsp_begin(...) #1

declare i32 @bsp_nprocs() #1

declare void @bsp_sync() #1

declare i32 @bspcost_work(...) #1

declare void @bsp_end() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pid_before_begin.c", directory: ".", checksumkind: CSK_MD5, checksum: "82ecbff69809d0d53f6711299a20c971")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "who", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocation(line: 7, column: 24, scope: !10)
!16 = !DILocation(line: 7, column: 17, scope: !10)
!17 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !18, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!18 = !DISubroutineType(types: !19)
!19 = !{!13, !13, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !1, line: 9, type: !13)
!24 = !DILocation(line: 9, column: 14, scope: !17)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !1, line: 9, type: !20)
!26 = !DILocation(line: 9, column: 27, scope: !17)
!27 = !DILocalVariable(name: "s", scope: !17, file: !1, line: 10, type: !13)
!28 = !DILocation(line: 10, column: 9, scope: !17)
!29 = !DILocation(line: 10, column: 13, scope: !17)
!30 = !DILocalVariable(name: "w", scope: !17, file: !1, line: 11, type: !13)
!31 = !DILocation(line: 11, column: 9, scope: !17)
!32 = !DILocation(line: 11, column: 13, scope: !17)
!33 = !DILocation(line: 12, column: 15, scope: !17)
!34 = !DILocation(line: 12, column: 5, scope: !17)
!35 = !DILocation(line: 13, column: 9, scope: !36)
!36 = distinct !DILexicalBlock(scope: !17, file: !1, line: 13, column: 9)
!37 = !DILocation(line: 13, column: 11, scope: !36)
!38 = !DILocation(line: 13, column: 16, scope: !36)
!39 = !DILocation(line: 13, column: 19, scope: !36)
!40 = !DILocation(line: 13, column: 21, scope: !36)
!41 = !DILocation(line: 13, column: 9, scope: !17)
!42 = !DILocation(line: 14, column: 9, scope: !43)
!43 = distinct !DILexicalBlock(scope: !36, file: !1, line: 13, column: 27)
!44 = !DILocation(line: 15, column: 5, scope: !43)
!45 = !DILocalVariable(name: "t", scope: !17, file: !1, line: 16, type: !13)
!46 = !DILocation(line: 16, column: 9, scope: !17)
!47 = !DILocation(line: 16, column: 13, scope: !17)
!48 = !DILocation(line: 16, column: 25, scope: !17)
!49 = !DILocation(line: 16, column: 23, scope: !17)
!50 = !DILocation(line: 17, column: 9, scope: !51)
!51 = distinct !DILexicalBlock(scope: !17, file: !1, line: 17, column: 9)
!52 = !DILocation(line: 17, column: 11, scope: !51)
!53 = !DILocation(line: 17, column: 9, scope: !17)
!54 = !DILocation(line: 18, column: 22, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 17, column: 16)
!56 = !DILocation(line: 18, column: 9, scope: !55)
!57 = !DILocation(line: 19, column: 5, scope: !55)
!58 = !DILocation(line: 20, column: 5, scope: !17)
!59 = !DILocation(line: 21, column: 5, scope: !17)
