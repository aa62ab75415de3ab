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
			sys, err := ParseCES(tc.name+".ces", tc.src)
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			st := newState(sys, Options{})
			for _, e := range sys.EntryPoints() {
				r := st.solveEntrySafe(e)
				a := tc.name + ": " + r.Reason
				if r.Bound != nil {
					a = tc.name + ": " + r.Bound.String()
				}
				answers = append(answers, a)
			}
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
