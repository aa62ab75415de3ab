package solver

import (
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// entryCloneSystems are loops over an inner loop that is entered with a
// superstep's h pending (F = 1 on the first outer iteration: it pays P;
// F = 2 after: it pays D) and whose first iteration pays it and resets
// the flag to 0 (cloneResetValues): the outer loop pays P once and D at
// its other iterations, not the larger of both at each, with the clones
// (want) and without them (off).
var entryCloneSystems = []struct{ name, src, want, off string }{
	{"an inner loop entered with a pending h that it resets to 0 (entryClones)", `entry(main(P,D):[P>=1]).
eq(main(P,D),0,[w(P,1,0,D)],[P>=1]).
eq(w(P,F,I,D),0,[in(P,F,0,D),w(P,2,I+1,D)],[4>=I,F>=1]).
eq(w(P,F,I,D),0,[],[I>=5,F>=1]).
eq(c(D),D,[],[]).
eq(in(P,F,J,D),0,[c(D),in(P,0,J+1,D)],[0>=J,F>=2]).
eq(in(P,F,J,D),P,[in(P,0,J+1,D)],[0>=J,F>=1,1>=F]).
eq(in(P,F,J,D),0,[in(P,0,J+1,D)],[0>=J,0>=F]).
eq(in(P,F,J,D),0,[],[J>=1]).`, "P + 4*nat(D)", "4*nat(D) + 5*nat(P)"},
	// The inner loop passes the flag along (its clone is
	// specializeConsts'); the outer loop, entered with F = 1, resets it to
	// 2: its clones for 1 and 2 pay P once (without them the bound is
	// the same since firstGuards; the first system still tells them
	// apart).
	{"an outer loop entered with a flag it resets to another value (entryClones)", `entry(main(P,D):[P>=1]).
eq(main(P,D),0,[w(P,1,0,D)],[P>=1]).
eq(w(P,F,I,D),0,[in(P,F,0,D),w(P,2,I+1,D)],[4>=I,F>=1]).
eq(w(P,F,I,D),0,[],[I>=5,F>=1]).
eq(c(D),D,[],[]).
eq(in(P,F,J,D),0,[c(D),in(P,F,J+1,D)],[0>=J,F>=2]).
eq(in(P,F,J,D),P,[in(P,F,J+1,D)],[0>=J,F>=1,1>=F]).
eq(in(P,F,J,D),0,[],[J>=1]).`, "4*nat(D) + nat(P)", "4*nat(D) + nat(P)"},
}

func init() {
	for _, tc := range entryCloneSystems[:1] {
		knownSystems = append(knownSystems, struct{ name, src, want string }{tc.name, tc.src, tc.want})
	}
}

// TestCloneResetValues: the bounds with cloneResetValues and without it
// (noEntryClones); the bound with it is the evaluator's worst case.
func TestCloneResetValues(t *testing.T) {
	for _, tc := range entryCloneSystems {
		t.Run(tc.name, func(t *testing.T) {
			for _, off := range []bool{false, true} {
				noEntryClones = off
				sys, err := ParseCES("t.ces", tc.src)
				if err != nil {
					t.Fatal(err)
				}
				res := Solve(sys, Options{})
				noEntryClones = false
				want := tc.want
				if off {
					want = tc.off
				}
				got := ""
				if res[0].Bound != nil {
					got = res[0].Bound.String()
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("noEntryClones=%v (-want +got):\n%s\nreason: %s", off, diff, res[0].Reason)
				}
				if off || res[0].Bound == nil {
					continue
				}
				ev := NewEvaluator(sys)
				for _, pt := range [][]int64{{1, 0}, {3, 1}, {2, 5}, {6, 2}} {
					worst, ok, _ := ev.WorstCase("main/2", pt)
					if !ok {
						t.Fatalf("no derivation at %v", pt)
					}
					_, hi, err := res[0].Bound.Eval(map[string]*big.Rat{"P": big.NewRat(pt[0], 1), "D": big.NewRat(pt[1], 1)})
					if err != nil {
						t.Fatal(err)
					}
					if hi.Cmp(worst) != 0 {
						t.Errorf("at %v the bound is %s, the worst case %s", pt, hi.RatString(), worst.RatString())
					}
				}
			}
		})
	}
}
