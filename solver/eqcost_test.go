package solver

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestEqCostMemo: eqCost answers a repeated request from its memo (fewer
// costs made than asked for over the known systems, where components are
// tried by rounds, phases, joint functions and sums), and the memo changes
// no answer: the results with it switched off are the same.
func TestEqCostMemo(t *testing.T) {
	solveAll := func() (answers []string, asked, made int) {
		for _, tc := range knownSystems {
			as, st := solveEntries(t, tc.name, tc.src)
			answers = append(answers, as...)
			asked += st.eqCostsAsked
			made += st.eqCostsMade
		}
		return answers, asked, made
	}
	with, asked, made := solveAll()
	if made >= asked {
		t.Errorf("with the memo: %d costs made for %d requests; want fewer", made, asked)
	}
	noEqCostMemo = true
	without, asked2, made2 := solveAll()
	noEqCostMemo = false
	if made2 != asked2 {
		t.Errorf("without the memo: %d costs made for %d requests; want as many", made2, asked2)
	}
	if diff := cmp.Diff(with, without); diff != "" {
		t.Errorf("the memo changed answers (-with +without):\n%s", diff)
	}
}

// solveEntries solves every entry of the system src (named name): each
// answer "name: bound" or "name: reason", and the solver's state for its
// counters.
func solveEntries(t *testing.T, name, src string) ([]string, *state) {
	t.Helper()
	sys, err := ParseCES(name+".ces", src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	st := newState(sys, Options{})
	var answers []string
	for _, e := range sys.EntryPoints() {
		r := st.solveEntrySafe(e)
		a := name + ": " + r.Reason
		if r.Bound != nil {
			a = name + ": " + r.Bound.String()
		}
		answers = append(answers, a)
	}
	return answers, st
}
