package solver

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLowShare checks that the state with the invariants of lowInvWork
// alone (state.lowInv) shares its full state's systems where they are
// its own (the clones per reset value; a system whose full invariants
// took no more than lowInvWork) and computes no invariants where they
// took more, and that the answers are those of the systems made anew
// (noLowShare).
func TestLowShare(t *testing.T) {
	sys := lowInvariantsSystem(t)
	solveAll := func() ([]string, *state) { return stateAnswers(sys) }
	type shared struct{ Clones, Same, NoInv bool }
	for _, tc := range []struct {
		name string
		off  bool
		want shared
	}{
		{"shared", false, shared{Clones: true, NoInv: true}},
		{"made anew (noLowShare)", true, shared{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func(old bool) { noLowShare = old }(noLowShare)
			noLowShare = tc.off
			_, st := solveAll()
			if st.cloned == nil || st.lowInv == nil {
				t.Fatalf("the system has no clones (%v) or no lowInv state (%v): the test needs both", st.cloned != nil, st.lowInv != nil)
			}
			low := st.lowInv
			got := shared{Clones: low.cloned == st.cloned, Same: low.same == st, NoInv: low.noInv}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("lowInv's systems (-want +got):\n%s", diff)
			}
			if st.invWork <= lowInvWork {
				t.Errorf("the full invariants took %d units, want more than lowInvWork (%d)", st.invWork, lowInvWork)
			}
		})
	}
	with, _ := solveAll()
	noLowShare = true
	without, _ := solveAll()
	noLowShare = false
	if diff := cmp.Diff(without, with); diff != "" {
		t.Errorf("sharing changed answers (-anew +shared):\n%s", diff)
	}
}

// lowInvariantsSystem is testdata/low_invariants.ces, the system of the
// lowInv tests (its full invariants take more than lowInvWork).
func lowInvariantsSystem(t *testing.T) *System {
	t.Helper()
	src, err := os.ReadFile("testdata/low_invariants.ces")
	if err != nil {
		t.Fatal(err)
	}
	sys, err := ParseCES("low_invariants.ces", string(src))
	if err != nil {
		t.Fatal(err)
	}
	return sys
}

// stateAnswers solves sys's entries with a new state and returns each
// answer (its bound or its reason) and the state.
func stateAnswers(sys *System) ([]string, *state) {
	st := newState(sys, Options{})
	var out []string
	for _, e := range sys.EntryPoints() {
		out = append(out, resultString(st.answer(e)))
	}
	return out, st
}

// resultString is a result's bound, or its reason where it has none.
func resultString(r Result) string {
	if r.Bound != nil {
		return r.Bound.String()
	}
	return r.Reason
}
