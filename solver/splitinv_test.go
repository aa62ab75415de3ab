package solver

import (
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// splitSystems are loops whose equations hold for exclusive conditions
// on a value every call passes along unchanged (a parameter), with their
// bound case by case (splitInvariant) and without (then one iteration,
// counted once for all its equations: totalCountCost).
var splitSystems = []struct{ name, src, want, off string }{
	{"a charge piecewise in P, once", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,0)],[]).
eq(w(P,K),2,[w(P,K+1)],[K>=0,0>=K,P>=2]).
eq(w(P,K),1,[w(P,K+1)],[K>=0,0>=K,1>=P]).
eq(w(P,K),0,[],[K>=1]).`, "max(2*min(1, nat(P - 1)), min(1, nat(-P + 2)))", "2"},
	{"a charge piecewise in P, then a cost in P", `entry(main(P,N):[P>=1,N>=1]).
eq(main(P,N),0,[w(P,N,0),k(P)],[]).
eq(w(P,N,K),N,[w(P,N,K+1)],[K>=0,0>=K,P>=3]).
eq(w(P,N,K),1,[w(P,N,K+1)],[K>=0,0>=K,2>=P]).
eq(w(P,N,K),0,[],[K>=1]).
eq(k(P),P,[],[]).`, "P + max(min(1, nat(-P + 3)), min(1, nat(P - 2))*nat(N))", "P + max(1, nat(N))"},
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

// splitCaseSystems are loops whose charge is piecewise in a parameter
// through a relation each iteration calls (a superstep's h in p): their
// bound case by case keeps each case's charge to its values of P, with
// the indicators (noSplitIndicators off) and the callees' conditions
// (noCalleeConds off), and loses them with either rule off.
var splitCaseSystems = []struct{ name, src, want, noInd, noCallee string }{
	{"a callee's charge piecewise in P, once", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,0)],[]).
eq(c(P),2,[],[P>=1,9>=P]).
eq(c(P),3,[],[P>=10]).
eq(w(P,K),0,[c(P),w(P,K+1)],[0>=K]).
eq(w(P,K),0,[],[K>=1]).`, "max(2*min(1, nat(-P + 10)), 3*min(1, nat(P - 9)))", "3", "3"},
	{"a callee's charge piecewise in P, N times", `entry(main(P,N):[P>=1,N>=0]).
eq(main(P,N),0,[w(P,N,0)],[]).
eq(c(P),1,[],[P>=1,9>=P]).
eq(c(P),4,[],[P>=10]).
eq(w(P,N,K),0,[c(P),w(P,N,K+1)],[N>=K+1]).
eq(w(P,N,K),0,[],[K>=N]).`, "max(4*min(1, nat(P - 9))*nat(N), min(1, nat(-P + 10))*nat(N))", "4*nat(N)", "4*nat(N)"},
}

// TestSplitIndicators checks the bounds of splitCaseSystems with both
// rules and with each off, and that each is at least the evaluator's
// worst case at small arguments.
func TestSplitIndicators(t *testing.T) {
	for _, tc := range splitCaseSystems {
		sys, err := ParseCES(tc.name, tc.src)
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []string{"", "noInd", "noCallee"} {
			noSplitIndicators, noCalleeConds = mode == "noInd", mode == "noCallee"
			res := Solve(sys, Options{})
			noSplitIndicators, noCalleeConds = false, false
			want := map[string]string{"": tc.want, "noInd": tc.noInd, "noCallee": tc.noCallee}[mode]
			if res[0].Bound == nil {
				t.Fatalf("%s (%s): no bound: %s", tc.name, mode, res[0].Reason)
			}
			if d := cmp.Diff(want, res[0].Bound.String()); d != "" {
				t.Errorf("%s (%s) (-want +got):\n%s", tc.name, mode, d)
			}
			ev := NewEvaluator(sys)
			e := sys.EntryPoints()[0]
			for p := int64(1); p <= 6; p++ {
				for n := int64(0); n <= 4; n++ {
					args := []int64{p, n}[:len(e.Head.Args)]
					env := map[string]*big.Rat{"P": big.NewRat(p, 1), "N": big.NewRat(n, 1)}
					worst, ok, _ := ev.WorstCase(e.Head.Key(), args)
					if !ok {
						continue
					}
					_, hi, _ := res[0].Bound.Eval(env)
					if hi.Cmp(worst) < 0 {
						t.Errorf("%s (%s): bound %s = %s below the worst case %s at %v", tc.name, mode, res[0].Bound, hi.RatString(), worst.RatString(), args)
					}
					if mode == "" && hi.Cmp(worst) != 0 {
						t.Errorf("%s: bound %s = %s above the worst case %s at %v", tc.name, res[0].Bound, hi.RatString(), worst.RatString(), args)
					}
				}
			}
		}
	}
}
