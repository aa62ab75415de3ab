; ModuleID = 'control.c'
source_filename = "control.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spmd(i32 noundef %n) #0 !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %p = alloca i32, align 4
  %k = alloca i32, align 4
  %m = alloca i32, align 4
  %b = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %call = call i32 @bsp_nprocs(), !dbg !17
  call void (i32, ...) bitcast (void (...)* @bsp_begin to void (i32, ...)*)(i32 noundef %call), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %s, metadata !19, metadata !DIExpression()), !dbg !20
  %call1 = call i32 @bsp_pid(), !dbg !21
  store i32 %call1, i32* %s, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %p, metadata !22, metadata !DIExpression()), !dbg !23
  %call2 = call i32 @bsp_nprocs(), !dbg !24
  store i32 %call2, i32* %p, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %k, metadata !25, metadata !DIExpression()), !dbg !26
  store i32 0, i32* %k, align 4, !dbg !26
  %0 = load i32, i32* %s, align 4, !dbg !27
  %cmp = icmp eq i32 %0, 0, !dbg !29
  br i1 %cmp, label %if.then, label %if.else, !dbg !30

if.then:                                          ; preds = %entry
  store i32 1, i32* %k, align 4, !dbg !31
  br label %if.end6, !dbg !32

if.else:                                          ; preds = %entry
  %1 = load i32, i32* %s, align 4, !dbg !33
  %cmp3 = icmp eq i32 %1, 1, !dbg !35
  br i1 %cmp3, label %if.then4, label %if.else5, !dbg !36

if.then4:                                         ; preds = %if.else
  store i32 2, i32* %k, align 4, !dbg !37
  br label %if.end, !dbg !38

if.else5:                                         ; preds = %if.else
  store i32 3, i32* %k, align 4, !dbg !39
  br label %if.end

if.end:                                           ; preds = %if.else5, %if.then4
  br label %if.end6

if.end6:                                          ; preds = %if.end, %if.then
  %2 = load i32, i32* %s, align 4, !dbg !40
  %3 = load i32, i32* %n.addr, align 4, !dbg !42
  %cmp7 = icmp slt i32 %2, %3, !dbg !43
  br i1 %cmp7, label %if.then9, label %lor.lhs.false, !dbg !44

lor.lhs.false:                                    ; preds = %if.end6
  %4 = load i32, i32* %s, align 4, !dbg !45
  %5 = load i32, i32* %n.addr, align 4, !dbg !46
  %mul = mul nsw i32 2, %5, !dbg !47
  %cmp8 = icmp sgt i32 %4, %mul, !dbg !48
  br i1 %cmp8, label %if.then9, label %if.end10, !dbg !49

if.then9:                                         ; preds = %lor.lhs.false, %if.end6
  %6 = load i32, i32* %k, align 4, !dbg !50
  %add = add nsw i32 %6, 1, !dbg !51
  store i32 %add, i32* %k, align 4, !dbg !52
  br label %if.end10, !dbg !53

if.end10:                                         ; preds = %if.then9, %lor.lhs.false
  %7 = load i32, i32* %s, align 4, !dbg !54
  %8 = load i32, i32* %n.addr, align 4, !dbg !56
  %cmp11 = icmp slt i32 %7, %8, !dbg !57
  br i1 %cmp11, label %land.lhs.true, label %if.end17, !dbg !58

land.lhs.true:                                    ; preds = %if.end10
  %9 = load i32, i32* %k, align 4, !dbg !59
  %cmp12 = icmp sgt i32 %9, 2, !dbg !60
  br i1 %cmp12, label %if.then15, label %lor.lhs.false13, !dbg !61

lor.lhs.false13:                                  ; preds = %land.lhs.true
  %10 = load i32, i32* %n.addr, align 4, !dbg !62
  %cmp14 = icmp sgt i32 %10, 5, !dbg !63
  br i1 %cmp14, label %if.then15, label %if.end17, !dbg !64

if.then15:                                        ; preds = %lor.lhs.false13, %land.lhs.true
  %11 = load i32, i32* %k, align 4, !dbg !65
  %mul16 = mul nsw i32 %11, 2, !dbg !66
  store i32 %mul16, i32* %k, align 4, !dbg !67
  br label %if.end17, !dbg !68

if.end17:                                         ; preds = %if.then15, %lor.lhs.false13, %if.end10
  call void @llvm.dbg.declare(metadata i32* %m, metadata !69, metadata !DIExpression()), !dbg !70
  %12 = load i32, i32* %s, align 4, !dbg !71
  %13 = load i32, i32* %p, align 4, !dbg !72
  %div = sdiv i32 %13, 2, !dbg !73
  %cmp18 = icmp slt i32 %12, %div, !dbg !74
  br i1 %cmp18, label %cond.true, label %cond.false, !dbg !71

cond.true:                                        ; preds = %if.end17
  %14 = load i32, i32* %s, align 4, !dbg !75
  br label %cond.end, !dbg !71

cond.false:                                       ; preds = %if.end17
  %15 = load i32, i32* %p, align 4, !dbg !76
  %16 = load i32, i32* %s, align 4, !dbg !77
  %sub = sub nsw i32 %15, %16, !dbg !78
  br label %cond.end, !dbg !71

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %14, %cond.true ], [ %sub, %cond.false ], !dbg !71
  store i32 %cond, i32* %m, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %b, metadata !79, metadata !DIExpression()), !dbg !80
  %17 = load i32, i32* %k, align 4, !dbg !81
  %18 = load i32, i32* %m, align 4, !dbg !82
  %cmp19 = icmp sgt i32 %17, %18, !dbg !83
  %conv = zext i1 %cmp19 to i32, !dbg !83
  store i32 %conv, i32* %b, align 4, !dbg !80
  %19 = load i32, i32* %k, align 4, !dbg !84
  %20 = load i32, i32* %b, align 4, !dbg !85
  %add20 = add nsw i32 %19, %20, !dbg !86
  store i32 %add20, i32* %k, align 4, !dbg !87
  call void @bsp_end(), !dbg !88
  ret void, !dbg !89
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @bsp_begin(...) #2

declare i32 @bsp_nprocs() #2

declare i32 @bsp_pid() #2

declare void @bsp_end() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "control.c", directory: ".", checksumkind: CSK_MD5, checksum: "5c9c2c4f7634b50d798d26f67f5e96e8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "spmd", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocation(line: 5, column: 15, scope: !10)
!17 = !DILocation(line: 6, column: 13, scope: !10)
!18 = !DILocation(line: 6, column: 3, scope: !10)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !13)
!20 = !DILocation(line: 7, column: 7, scope: !10)
!21 = !DILocation(line: 7, column: 11, scope: !10)
!22 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 8, type: !13)
!23 = !DILocation(line: 8, column: 7, scope: !10)
!24 = !DILocation(line: 8, column: 11, scope: !10)
!25 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 9, type: !13)
!26 = !DILocation(line: 9, column: 7, scope: !10)
!27 = !DILocation(line: 10, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 7)
!29 = !DILocation(line: 10, column: 9, scope: !28)
!30 = !DILocation(line: 10, column: 7, scope: !10)
!31 = !DILocation(line: 11, column: 7, scope: !28)
!32 = !DILocation(line: 11, column: 5, scope: !28)
!33 = !DILocation(line: 12, column: 12, scope: !34)
!34 = distinct !DILexicalBlock(scope: !28, file: !1, line: 12, column: 12)
!35 = !DILocation(line: 12, column: 14, scope: !34)
!36 = !DILocation(line: 12, column: 12, scope: !28)
!37 = !DILocation(line: 13, column: 7, scope: !34)
!38 = !DILocation(line: 13, column: 5, scope: !34)
!39 = !DILocation(line: 15, column: 7, scope: !34)
!40 = !DILocation(line: 16, column: 7, scope: !41)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!42 = !DILocation(line: 16, column: 11, scope: !41)
!43 = !DILocation(line: 16, column: 9, scope: !41)
!44 = !DILocation(line: 16, column: 13, scope: !41)
!45 = !DILocation(line: 16, column: 16, scope: !41)
!46 = !DILocation(line: 16, column: 24, scope: !41)
!47 = !DILocation(line: 16, column: 22, scope: !41)
!48 = !DILocation(line: 16, column: 18, scope: !41)
!49 = !DILocation(line: 16, column: 7, scope: !10)
!50 = !DILocation(line: 17, column: 9, scope: !41)
!51 = !DILocation(line: 17, column: 11, scope: !41)
!52 = !DILocation(line: 17, column: 7, scope: !41)
!53 = !DILocation(line: 17, column: 5, scope: !41)
!54 = !DILocation(line: 18, column: 7, scope: !55)
!55 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!56 = !DILocation(line: 18, column: 11, scope: !55)
!57 = !DILocation(line: 18, column: 9, scope: !55)
!58 = !DILocation(line: 18, column: 13, scope: !55)
!59 = !DILocation(line: 18, column: 17, scope: !55)
!60 = !DILocation(line: 18, column: 19, scope: !55)
!61 = !DILocation(line: 18, column: 23, scope: !55)
!62 = !DILocation(line: 18, column: 26, scope: !55)
!63 = !DILocation(line: 18, column: 28, scope: !55)
!64 = !DILocation(line: 18, column: 7, scope: !10)
!65 = !DILocation(line: 19, column: 9, scope: !55)
!66 = !DILocation(line: 19, column: 11, scope: !55)
!67 = !DILocation(line: 19, column: 7, scope: !55)
!68 = !DILocation(line: 19, column: 5, scope: !55)
!69 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 20, type: !13)
!70 = !DILocation(line: 20, column: 7, scope: !10)
!71 = !DILocation(line: 20, column: 11, scope: !10)
!72 = !DILocation(line: 20, column: 15, scope: !10)
!73 = !DILocation(line: 20, column: 17, scope: !10)
!74 = !DILocation(line: 20, column: 13, scope: !10)
!75 = !DILocation(line: 20, column: 23, scope: !10)
!76 = !DILocation(line: 20, column: 27, scope: !10)
!77 = !DILocation(line: 20, column: 31, scope: !10)
!78 = !DILocation(line: 20, column: 29, scope: !10)
!79 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 21, type: !13)
!80 = !DILocation(line: 21, column: 7, scope: !10)
!81 = !DILocation(line: 21, column: 11, scope: !10)
!82 = !DILocation(line: 21, column: 15, scope: !10)
!83 = !DILocation(line: 21, column: 13, scope: !10)
!84 = !DILocation(line: 22, column: 7, scope: !10)
!85 = !DILocation(line: 22, column: 11, scope: !10)
!86 = !DILocation(line: 22, column: 9, scope: !10)
!87 = !DILocation(line: 22, column: 5, scope: !10)
!88 = !DILocation(line: 23, column: 3, scope: !10)
!89 = !DILocation(line: 24, column: 1, scope: !10)
