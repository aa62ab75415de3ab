package solver

import (
	"math/big"
	"os"
	"testing"
)

// TestBoundsAboveEvaluator solves systems that a rule of the solver once
// bounded below their cost and checks each bound against the evaluator's
// worst case at small arguments (every derivation's cost at those
// arguments is at most the bound).
func TestBoundsAboveEvaluator(t *testing.T) {
	tests := []struct {
		file   string
		points [][]int64 // the entry's arguments
	}{
		// main(p, size, K, size % p, size / p)
		{"testdata/cases_of_loop.ces", func() (pts [][]int64) {
			for p := int64(1); p <= 8; p++ {
				for k := int64(0); k <= 2; k++ {
					pts = append(pts, []int64{p, 6 * p, k, 0, 6})
				}
			}
			return pts
		}()},
		// f1(A, B), also called with B = 1 from the other entry
		{"testdata/entry_also_called.ces", func() (pts [][]int64) {
			for a := int64(0); a <= 3; a++ {
				for b := int64(-2); b <= 2; b++ {
					pts = append(pts, []int64{a, b})
				}
			}
			return pts
		}()},
	}
	for _, tc := range tests {
		src, err := os.ReadFile(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		sys, err := ParseCES(tc.file, string(src))
		if err != nil {
			t.Fatal(err)
		}
		res := Solve(sys, Options{})
		if res[0].Bound == nil {
			t.Fatalf("%s: no bound: %s", tc.file, res[0].Reason)
		}
		ev := NewEvaluator(sys)
		e := sys.EntryPoints()[0]
		checked := 0
		for _, pt := range tc.points {
			worst, ok, _ := ev.WorstCase(e.Head.Key(), pt)
			if !ok {
				continue // past the evaluator's limits
			}
			checked++
			env := map[string]*big.Rat{}
			for i, a := range e.Head.Args {
				env[a.String()] = big.NewRat(pt[i], 1)
			}
			_, hi, err := res[0].Bound.Eval(env)
			if err != nil {
				t.Fatal(err)
			}
			if hi.Cmp(worst) < 0 {
				t.Errorf("%s: bound %s = %s below the worst case %s at %v", tc.file, res[0].Bound, hi.RatString(), worst.RatString(), pt)
			}
		}
		if checked < len(tc.points)/2 {
			t.Errorf("%s: the evaluator gave the worst case at %d of %d points", tc.file, checked, len(tc.points))
		}
	}
}
