package solver

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// carriedSystems are loops whose ranking LP over every position and
// constraint is past a lowered maxTableauCells (cells), while the one over
// the positions carried along the loop (its counter, bound and what
// relates to them) fits: carriedRanking finds the count, and lpBound
// bounds a parameter passed along unchanged by its value at the entry
// (passedFromEntry). knownFailures runs them, so that TestMutations
// notices noCarriedRanking.
var carriedSystems = []limitedSystem{
	{"a loop with parameters that only pass through", `entry(main(N,A,B,C,D):[N>=0,A>=1,B>=1,C>=1,D>=1]).
eq(main(N,A,B,C,D),0,[w(0,N,A,B,C,D)],[N>=0,A>=1,B>=1,C>=1,D>=1]).
eq(w(I,N,A,B,C,D),1,[w(I+1,N,A,B,C,D)],[N>=I+1,A>=B,B>=1,C>=A,A+B>=C,D>=C,D>=A+1]).
eq(w(I,N,A,B,C,D),D,[w(I+1,N,A,B,C,D)],[N>=I+1,B>=A,A>=1,C>=B,D>=1,D>=B+C]).
eq(w(I,N,A,B,C,D),0,[],[I>=N]).`, "max(1, nat(D))*nat(N)", 200},
}

// limitedSystem is a system whose bound is want under an LP size limit
// of cells tableau cells (when > 0).
type limitedSystem struct {
	name, src, want string
	cells           int
}

// limitedFailures solves each system under its size limit and returns
// the differences from the wanted bounds.
func limitedFailures(t *testing.T, systems []limitedSystem) []string {
	// The systems stand for loop bodies of many paths by cases that
	// subsume one another (casesEqs): dropSubsumed would keep one.
	defer func(c int, sub bool) { maxTableauCells, noSubsumed = c, sub }(maxTableauCells, noSubsumed)
	noSubsumed = true
	var out []string
	for _, tc := range systems {
		sys, err := ParseCES(tc.name+".ces", tc.src)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if tc.cells > 0 {
			maxTableauCells = tc.cells
		}
		res := Solve(sys, Options{})
		got := ""
		if res[0].Bound != nil {
			got = res[0].Bound.String()
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			out = append(out, fmt.Sprintf("%s (-want +got):\n%s\nreason: %s", tc.name, diff, res[0].Reason))
		}
	}
	return out
}

// TestCarriedRanking: carriedSystems get their bounds under the lowered
// LP size limit, and none without it (the full LP then fits: the same
// bound or a better one).
func TestCarriedRanking(t *testing.T) {
	for _, f := range limitedFailures(t, carriedSystems) {
		t.Error(f)
	}
	for _, tc := range carriedSystems {
		sys, err := ParseCES(tc.name+".ces", tc.src)
		if err != nil {
			t.Fatal(err)
		}
		res := Solve(sys, Options{})
		if res[0].Bound == nil {
			t.Errorf("%s: no bound under the default limit: %s", tc.name, res[0].Reason)
		} else {
			t.Logf("%s: default limit: %s", tc.name, res[0].Bound)
		}
	}
}
