package solver

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestOriginsMemo: entryOrigins and passedBound answer repeated requests
// from their memos in the component's context (fewer made than asked for
// over the known systems and loops whose bodies have many paths), and the
// memos change no answer: the results with them switched off are the
// same, each made at every request.
func TestOriginsMemo(t *testing.T) {
	type system struct{ name, src string }
	var systems []system
	for _, tc := range knownSystems {
		systems = append(systems, system{tc.name, tc.src})
	}
	for _, n := range []int{2, 6} {
		systems = append(systems, system{fmt.Sprintf("passed%d", n), passedBoundSystem(n)})
	}
	type counts struct{ originsAsked, originsMade, passedAsked, passedMade int }
	solveAll := func() (answers []string, c counts) {
		for _, tc := range systems {
			as, st := solveEntries(t, tc.name, tc.src)
			answers = append(answers, as...)
			c.originsAsked += st.originsAsked
			c.originsMade += st.originsMade
			c.passedAsked += st.passedAsked
			c.passedMade += st.passedMade
		}
		return answers, c
	}
	with, c := solveAll()
	if c.originsMade >= c.originsAsked || c.passedMade >= c.passedAsked {
		t.Errorf("with the memos: %+v; want fewer made than asked", c)
	}
	noOriginsMemo, noPassedMemo = true, true
	without, c2 := solveAll()
	noOriginsMemo, noPassedMemo = false, false
	if c2.originsMade != c2.originsAsked || c2.passedMade != c2.passedAsked {
		t.Errorf("without the memos: %+v; want as many made as asked", c2)
	}
	if diff := cmp.Diff(with, without); diff != "" {
		t.Errorf("the memos changed answers (-with +without):\n%s", diff)
	}
	t.Logf("with %+v, without %+v", c, c2)
}
