package hrelation

// MinCasesOn is minCasesOn, for the mutation check of the external tests.
var MinCasesOn = &minCasesOn

// MinCasesContextOn is minCasesContextOn, for the mutation check of the
// external tests.
var MinCasesContextOn = &minCasesContextOn

// CongruentOn and PlainDivOn are the switches of the congruent targets
// and of how Cases writes their floors, for the mutation checks of the
// external tests.
var CongruentOn, PlainDivOn = &congruentOn, &plainDivOn

// SeqFanOn is seqFanOn, for the mutation check of the external tests.
var SeqFanOn = &seqFanOn

// SeqFanGuardsOn is seqFanGuardsOn, for the mutation check of the
// external tests.
var SeqFanGuardsOn = &seqFanGuardsOn

// SeqDistinctOn is seqDistinctOn, for the mutation check of the external
// tests.
var SeqDistinctOn = &seqDistinctOn

// GridOn is gridOn, for the mutation check of the external tests.
var GridOn = &gridOn

// ScaledCongruentOn is scaledCongruentOn, for the mutation check of the
// external tests.
var ScaledCongruentOn = &scaledCongruentOn

// InvariantOffsetOn is invariantOffsetOn, for the mutation check of the
// external tests.
var InvariantOffsetOn = &invariantOffsetOn

// RangeOffsetOn is rangeOffsetOn, for the mutation check of the external
// tests.
var RangeOffsetOn = &rangeOffsetOn

// SeqOwnPairsOn is seqOwnPairsOn, for the mutation check of the external
// tests.
var SeqOwnPairsOn = &seqOwnPairsOn

// SeqSharedOn is seqSharedOn, for the mutation check of the external
// tests.
var SeqSharedOn = &seqSharedOn

// SeqPidSharedOn is seqPidSharedOn, for the mutation check of the
// external tests.
var SeqPidSharedOn = &seqPidSharedOn

// FlowOnceOn is flowOnceOn, for the mutation check of the external tests.
var FlowOnceOn = &flowOnceOn

// FlowCondOn is flowCondOn, for the mutation check of the external tests.
var FlowCondOn = &flowCondOn

// SuperstepValuesOn is superstepValuesOn, for the mutation check of the
// external tests.
var SuperstepValuesOn = &superstepValuesOn

// LandingOnlyOn is landingOnlyOn, for the mutation check of the external
// tests.
var LandingOnlyOn = &landingOnlyOn

// ReducedRangeOn is reducedRangeOn, for the mutation check of the
// external tests.
var ReducedRangeOn = &reducedRangeOn

// OwnTermsOn is ownTermsOn, for the mutation check of the external
// tests.
var OwnTermsOn = &ownTermsOn

// PointValueOn is pointValueOn, for the mutation check of the external
// tests.
var PointValueOn = &pointValueOn

// SeqInnerOn is seqInnerOn, for the mutation check of the external
// tests.
var SeqInnerOn = &seqInnerOn

// SeqPidGuardOn is seqPidGuardOn, for the mutation check of the external
// tests.
var SeqPidGuardOn = &seqPidGuardOn

// SeqSameBodyOn is seqSameBodyOn, for the mutation check of the external
// tests.
var SeqSameBodyOn = &seqSameBodyOn

// SeqFanRequiresOn is seqFanRequiresOn, for the mutation check of the
// external tests.
var SeqFanRequiresOn = &seqFanRequiresOn

// SquareOn is squareOn, for the mutation check of the square rule.
var SquareOn = &squareOn

// SquareClassOn is squareClassOn, for its mutation check.
var SquareClassOn = &squareClassOn

// KToOneOn is kToOneOn, for the mutation check of the k-to-1 rule.
var KToOneOn = &kToOneOn

// ManyExecutorsOn is manyExecutorsOn, for the mutation check of the
// one-executor exception of the square and k-to-1 rules.
var ManyExecutorsOn = &manyExecutorsOn

// ClassMaxOn and ResidueFloorsOn are the switches of the class counts of
// congruent targets (classmax.go) and of the residues of p written as
// floors, for the mutation checks of the external tests.
var ClassMaxOn, ResidueFloorsOn, GcdClassOn, ResidueSpliceOn, NprocsCasesOn = &classMaxOn, &residueFloorsOn, &gcdClassOn, &residueSpliceOn, &nprocsCasesOn

// SeqFanExprOn, SeqFanShiftOn and SeqFanJumpsOn are seqFanExprOn,
// seqFanShiftOn and seqFanJumpsOn, for the mutation checks of the
// external tests.
var SeqFanExprOn, SeqFanShiftOn, SeqFanJumpsOn = &seqFanExprOn, &seqFanShiftOn, &seqFanJumpsOn

// SeqGcdOn is seqGcdOn, for the mutation check of the external tests.
var SeqGcdOn = &seqGcdOn

// SeqSquareOn is seqSquareOn, for the mutation check of the external
// tests.
var SeqSquareOn = &seqSquareOn

// GroupMaximaOn, MergePerOn and MaxManySidesOn are groupMaximaOn,
// mergePerOn and maxManySidesOn, for the mutation checks of the external
// tests.
var GroupMaximaOn, MergePerOn, MaxManySidesOn = &groupMaximaOn, &mergePerOn, &maxManySidesOn

// MergedExactOn is mergedExactOn, for the mutation check of the external
// tests.
var MergedExactOn = &mergedExactOn

// PlainGuardsOn is plainGuardsOn, for the mutation check of the external
// tests.
var PlainGuardsOn = &plainGuardsOn

// PlainFixedOn and EmptyCasesOn are plainFixedOn and emptyCasesOn, for
// the mutation checks of the external tests.
var PlainFixedOn, EmptyCasesOn = &plainFixedOn, &emptyCasesOn

// SeqJointOn and SeqFanTableOn are seqJointOn and seqFanTableOn, for the
// mutation checks of the external tests.
var SeqJointOn, SeqFanTableOn = &seqJointOn, &seqFanTableOn

// SeqJointGuardsOn is seqJointGuardsOn, for the mutation check of the
// external tests.
var SeqJointGuardsOn = &seqJointGuardsOn

// SeqJointBranchesOn is seqJointBranchesOn, for the mutation check of the
// joint charge's carriers in the branches of an if.
var SeqJointBranchesOn = &seqJointBranchesOn

// IfCondValueOn is ifCondValueOn, for the mutation checks of the
// external tests.
var IfCondValueOn = &ifCondValueOn

// JointSideTableOn and JointFreeColsOn are jointSideTableOn and
// jointFreeColsOn, for the mutation check of the external tests.
var JointSideTableOn, JointFreeColsOn = &jointSideTableOn, &jointFreeColsOn

// SeqJointTableOn is seqJointTableOn, for the mutation check of the
// external tests.
var SeqJointTableOn = &seqJointTableOn

// SeqPrefixGuardOn and SeqSameTripsOn are seqPrefixGuardOn and
// seqSameTripsOn, for the mutation checks of the external tests.
var SeqPrefixGuardOn, SeqSameTripsOn = &seqPrefixGuardOn, &seqSameTripsOn

// FixedLiteralsOn is fixedLiteralsOn, for the mutation checks of the
// external tests (a guard align's intervals fix is also a point value).
var FixedLiteralsOn = &fixedLiteralsOn

// SeqFirstOn is seqFirstOn, for the mutation check of the first
// execution's charge.
var SeqFirstOn = &seqFirstOn

// SeqFirstExtrasOn and SeqFanAnyRemoteOn are seqFirstExtrasOn and
// seqFanAnyRemoteOn, for the mutation checks of the external tests.
var SeqFirstExtrasOn, SeqFanAnyRemoteOn = &seqFirstExtrasOn, &seqFanAnyRemoteOn

// ReqCasesOn and PlainCasesOn are reqCasesOn and plainCasesOn, for the
// mutation checks of the external tests.
var ReqCasesOn, PlainCasesOn = &reqCasesOn, &plainCasesOn

// SeqFanValuesOn is seqFanValuesOn, for the mutation check of the
// external tests.
var SeqFanValuesOn = &seqFanValuesOn

// BoundArgsOn is boundArgsOn, for the external tests.
var BoundArgsOn = &boundArgsOn

// CountedWhilesOn is countedWhilesOn, for the external tests.
var CountedWhilesOn = &countedWhilesOn

// BoundRangesOn is boundRangesOn, for the external tests.
var BoundRangesOn = &boundRangesOn

// LoopEntryOn is loopEntryOn, for the mutation check of the values past a
// loop (TestLoopEntryMutation).
var LoopEntryOn = &loopEntryOn

// AgreeingHOn is agreeingHOn, for the mutation check of the external
// test TestAgreeingH.
var AgreeingHOn = &agreeingHOn
