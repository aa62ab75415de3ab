package solver

import (
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// splitSystems are loops whose equations hold for exclusive conditions
// on a value every call passes along unchanged (a parameter), with their
// bound case by case (splitInvariant) and without.
var splitSystems = []struct{ name, src, want, off string }{
	{"a charge piecewise in P, once", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,0)],[]).
eq(w(P,K),2,[w(P,K+1)],[K>=0,0>=K,P>=2]).
eq(w(P,K),1,[w(P,K+1)],[K>=0,0>=K,1>=P]).
eq(w(P,K),0,[],[K>=1]).`, "2", "3"},
	{"a charge piecewise in P, then a cost in P", `entry(main(P,N):[P>=1,N>=1]).
eq(main(P,N),0,[w(P,N,0),k(P)],[]).
eq(w(P,N,K),N,[w(P,N,K+1)],[K>=0,0>=K,P>=3]).
eq(w(P,N,K),1,[w(P,N,K+1)],[K>=0,0>=K,2>=P]).
eq(w(P,N,K),0,[],[K>=1]).
eq(k(P),P,[],[]).`, "P + max(1, nat(N))", "P + nat(N) + 1"},
}

// TestInvariantSplit checks the bounds of splitSystems, with the rule and
// without, and that each is at least the evaluator's worst case at small
// arguments.
func TestInvariantSplit(t *testing.T) {
	for _, tc := range splitSystems {
		sys, err := ParseCES(tc.name, tc.src)
		if err != nil {
			t.Fatal(err)
		}
		for _, off := range []bool{false, true} {
			noInvariantSplit = off
			res := Solve(sys, Options{})
			noInvariantSplit = false
			want := tc.want
			if off {
				want = tc.off
			}
			if res[0].Bound == nil {
				t.Fatalf("%s (rule off: %v): no bound: %s", tc.name, off, res[0].Reason)
			}
			if d := cmp.Diff(want, res[0].Bound.String()); d != "" {
				t.Errorf("%s (rule off: %v) (-want +got):\n%s", tc.name, off, d)
			}
			ev := NewEvaluator(sys)
			e := sys.EntryPoints()[0]
			for p := int64(1); p <= 5; p++ {
				for n := int64(1); n <= 4; n++ {
					args := []int64{p, n}[:len(e.Head.Args)]
					env := map[string]*big.Rat{"P": big.NewRat(p, 1), "N": big.NewRat(n, 1)}
					worst, ok, _ := ev.WorstCase(e.Head.Key(), args)
					if !ok {
						continue
					}
					_, hi, _ := res[0].Bound.Eval(env)
					if hi.Cmp(worst) < 0 {
						t.Errorf("%s: bound %s = %s below the worst case %s at %v", tc.name, res[0].Bound, hi.RatString(), worst.RatString(), args)
					}
				}
			}
		}
	}
}
