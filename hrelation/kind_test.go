package hrelation

import "testing"

// TestKinds: every kind has a rule and a name, and the kinds of one rule
// are the rule's.
func TestKinds(t *testing.T) {
	rules, names := kindRules[:], kindNames[:]
	if len(rules) != int(KindPaths)+1 || len(names) != len(rules) {
		t.Fatalf("%d rules and %d names for %d kinds", len(rules), len(names), KindPaths+1)
	}
	for k := KindOpaque; k <= KindPaths; k++ {
		if k.String() == "" || k.String() == "?" {
			t.Errorf("kind %d has no name", k)
		}
	}
	for _, tc := range []struct {
		k Kind
		r Rule
	}{{KindOpaque, RuleOpaque}, {KindGuardLiteral, RuleDroppedGuard}, {KindCongruent, RuleDistinctTargets}, {KindNotExpressible, RuleTotalWords}, {KindSequential, RuleSequential}, {KindResidues, RuleUpperBound}, {KindSquare, RuleDistinctTargets}, {KindKToOne, RuleDistinctTargets}, {KindLoopJump, RuleDroppedGuard}, {KindPaths, RuleUpperBound}} {
		if got := tc.k.Rule(); got != tc.r {
			t.Errorf("%s: rule %s, want %s", tc.k, got, tc.r)
		}
	}
}
