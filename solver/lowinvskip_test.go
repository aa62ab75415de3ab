package solver

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLowInvSkip checks that Solve's comparison with the invariants of
// lowInvWork alone (state.lowInv) is made where the full invariants took
// more work and were kept, and not where they took more than their own
// bound (maxInvWork, here lowered to lowInvWork as SetLimits does) and
// were dropped: that system has no invariants, the comparison's would be
// the same. The answers are those with the comparison made anyway
// (noLowInvSkip).
func TestLowInvSkip(t *testing.T) {
	sys := lowInvariantsSystem(t)
	solveAll := func() ([]string, *state) { return stateAnswers(sys) }
	type got struct{ Kept, LowInv bool }
	for _, tc := range []struct {
		name string
		work int // maxInvWork
		off  bool
		want got
	}{
		{"invariants kept: compared", maxInvWork, false, got{Kept: true, LowInv: true}},
		{"invariants dropped: not compared", lowInvWork, false, got{Kept: false, LowInv: false}},
		{"invariants dropped, noLowInvSkip: compared", lowInvWork, true, got{Kept: false, LowInv: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func(w int, off bool) { maxInvWork, noLowInvSkip = w, off }(maxInvWork, noLowInvSkip)
			maxInvWork, noLowInvSkip = tc.work, tc.off
			answers, st := solveAll()
			if st.invWork <= lowInvWork {
				t.Fatalf("the full invariants took %d units, want more than lowInvWork (%d)", st.invWork, lowInvWork)
			}
			if diff := cmp.Diff(tc.want, got{Kept: st.invKept, LowInv: st.lowInv != nil}); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			noLowInvSkip = !tc.off
			other, _ := solveAll()
			if diff := cmp.Diff(other, answers); diff != "" {
				t.Errorf("the skip changed answers (-with noLowInvSkip %v, +with %v):\n%s", !tc.off, tc.off, diff)
			}
		})
	}
}

// TestLowInvCap checks that Solve's comparison with the invariants of
// lowInvWork alone is left out where the full system's answer took more
// than maxInvCompare operations (here 0, so that a small system shows
// it): the answer is then the full system's alone (that of noLowInv),
// and with noLowInvCap the comparison's minimum, which differs (without
// the clones per reset value, whose bound is below both: see knownApart).
func TestLowInvCap(t *testing.T) {
	sys := lowInvariantsSystem(t)
	answers := func() []string {
		var out []string
		for _, r := range Solve(sys, Options{}) {
			out = append(out, resultString(r))
		}
		return out
	}
	defer func(c int64, capOff, low, clones bool) {
		maxLowInvCompare, noLowInvCap, noLowInv, noEntryClones = c, capOff, low, clones
	}(maxLowInvCompare, noLowInvCap, noLowInv, noEntryClones)
	noEntryClones, noLowInv = true, true
	full := answers()
	noLowInv = false
	compared := answers()
	if diff := cmp.Diff(full, compared); diff == "" {
		t.Fatalf("the comparison changes no answer (%v): the test needs one it changes", full)
	}
	for _, tc := range []struct {
		name   string
		cap    int64
		capOff bool
		want   []string
	}{
		{"within the bound: compared", maxLowInvCompare, false, compared},
		{"past the bound: the full system's answer", 0, false, full},
		{"past the bound, noLowInvCap: compared", 0, true, compared},
	} {
		t.Run(tc.name, func(t *testing.T) {
			maxLowInvCompare, noLowInvCap = tc.cap, tc.capOff
			if diff := cmp.Diff(tc.want, answers()); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
