package solver

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSubstMemo: substAt answers a repeated substitution (a callee's
// bound at the same arguments, from the equations of its caller's cases)
// from its memo, and neither it nor callExcl's memo of the callee
// constraints' verdicts changes an answer over the known systems.
func TestSubstMemo(t *testing.T) {
	solveAll := func() (answers []string, asked, made int) {
		for _, tc := range knownSystems {
			as, st := solveEntries(t, tc.name, tc.src)
			answers = append(answers, as...)
			asked += st.substsAsked
			made += st.substsMade
		}
		return answers, asked, made
	}
	with, asked, made := solveAll()
	t.Logf("%d substitutions made for %d requests", made, asked)
	if made >= asked {
		t.Errorf("with the memo: %d substitutions made for %d requests; want fewer", made, asked)
	}
	defer func() { noSubstMemo, noExclMemo = false, false }()
	noSubstMemo, noExclMemo = true, true
	without, asked2, made2 := solveAll()
	if made2 != asked2 {
		t.Errorf("without the memo: %d substitutions made for %d requests; want as many", made2, asked2)
	}
	if diff := cmp.Diff(with, without); diff != "" {
		t.Errorf("the memos changed answers (-with +without):\n%s", diff)
	}
}
