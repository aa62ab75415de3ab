package nondet

// SetNoAbsint switches the abstract interpretation's facts off or on, for
// the mutation check of the external precision test.
func SetNoAbsint(off bool) { noAbsint = off }

// SetBSMPMutation switches a BSMP rule of the sequential program off or
// on (bsmp.go), for the mutation check of the external precision test:
// "queue-bound" or "move-consumes".
func SetBSMPMutation(rule string, off bool) {
	switch rule {
	case "queue-bound":
		noQueueBound = off
	case "move-consumes":
		noMoveConsumes = off
	default:
		panic("unknown rule " + rule)
	}
}

// DirectCasesOn is directCasesOn, for the mutation check of the external
// precision test.
var DirectCasesOn = &directCasesOn

// SetNoOpener switches the openers (opener.go) off or on, for the mutation
// check of the external precision test.
func SetNoOpener(off bool) { noOpener = off }

// SetNoAssignedDefs switches the definitions by one assignment and the
// substitution of havocked definitions (facts.go) off or on, for the
// mutation check of the external precision test.
func SetNoAssignedDefs(off bool) { noAssignedDefs = off }

// SetNoAssumeFacts switches the bounds of source assumes kept across a
// havoc (facts.go) off or on, for the mutation check of TestAssumeFacts.
func SetNoAssumeFacts(off bool) { noAssumeFacts = off }

// SetNoCounterDefs switches the definitions that read a loop counter
// (facts.go) off or on, for the mutation check of TestCounterDefinitions.
func SetNoCounterDefs(off bool) { noCounterDefs = off }

// SetNoReachingDefs switches the definitions of scalars assigned more
// than once (facts.go) off or on, for the mutation check of
// TestReachingDefs.
func SetNoReachingDefs(off bool) { noReachingDefs = off }

// SetNoChainBounds switches off the join's bounds through two-variable
// constraints.
func SetNoChainBounds(off bool) { noChainBounds = off }

// SetNoPendingComm makes every sync forget every put and get destination
// (absint_pending.go), for the mutation check of TestPendingComm.
func SetNoPendingComm(off bool) { noPendingComm = off }

// SetNoDeadScalars keeps the dead scalars' constraints in the abstract
// interpretation (absint_live.go), for the mutation check of
// TestDeadScalars.
func SetNoDeadScalars(off bool) { noDeadScalars = off }

// SetNoArrayLength makes an array's declaration say nothing of its length
// in the abstract interpretation, for the mutation check of
// TestArrayLength.
func SetNoArrayLength(off bool) { noArrayLength = off }

// OnlyAssignOn is onlyAssignOn, for the mutation check of the external
// tests.
var OnlyAssignOn = &onlyAssignOn

// SetMaxCons sets the cap on a state's constraints (the tests of what the
// cap drops first), returning the old one.
func SetMaxCons(n int) int { old := maxCons; maxCons = n; return old }

// SetNoLoopInv, SetNoTrimEqualities and SetNoSameConstDiff switch the
// cap's rules (TestCapKeepsCount) off or on.
func SetNoLoopInv(off bool)        { noLoopInv = off }
func SetNoTrimEqualities(off bool) { noTrimEqualities = off }
func SetNoSameConstDiff(off bool)  { noSameConstDiff = off }

// DirectMinOn is directMinOn, for the mutation check of the external
// tests.
var DirectMinOn = &directMinOn

// OpenerMinOn is openerMinOn, for the mutation check of the external
// tests.
var OpenerMinOn = &openerMinOn

// FirstChargeOn is firstChargeOn, for the mutation check of
// TestFirstCharge.
var FirstChargeOn = &firstChargeOn

// ChoiceCasesOn is choiceCasesOn, for the mutation check of
// TestChoiceCases.
var ChoiceCasesOn = &choiceCasesOn
