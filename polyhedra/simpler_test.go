package polyhedra

import (
	"math/big"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
)

// floorValue is 2·nprocs + 3·floor((3 - nprocs)/3) - 1 over [nprocs]: a
// lattice part's maximum, 2·nprocs - 1 wherever 1 <= nprocs <= 3.
func floorValue() QPoly {
	ts := func(c int64, e ...int) term { return term{e, big.NewRat(c, 1)} }
	return QPoly{
		params: []string{"nprocs"},
		atoms:  []div{{num: []Int{i64(3), i64(-1), i64(0)}, den: i64(3)}},
		p:      newPoly(2, []term{ts(2, 1, 0), ts(3, 0, 1), ts(-1, 0, 0)}),
	}
}

// TestUnifySimpler: a maximum's piece 2·nprocs - 1 on 2..3 and a lattice
// part's floor form of it at nprocs = 1 are one piece of the value
// without floors (simplerOn); without the rule the piece on 2..3 takes
// the floor form, which the later stages split into cases.
func TestUnifySimpler(t *testing.T) {
	ts := func(c int64, e ...int) term { return term{e, big.NewRat(c, 1)} }
	build := func() *PwQPoly {
		params := []string{"nprocs"}
		return &PwQPoly{Params: params, Exact: true, Pieces: []Piece{
			{MustParse("[nprocs] -> { : 2 <= nprocs <= 3 }"), QPoly{params: params, p: newPoly(1, []term{ts(2, 1), ts(-1, 0)})}},
			{MustParse("[nprocs] -> { : nprocs = 1 }"), floorValue()},
			{MustParse("[nprocs] -> { : nprocs >= 4 }"), QPoly{params: params, p: newPoly(1, []term{ts(1, 1), ts(2, 0)})}},
		}}
	}
	atoms := func(pw *PwQPoly) int {
		n := 0
		for _, pc := range pw.Pieces {
			n += len(pc.Value.compact().atoms)
		}
		return n
	}
	evals := func(pw *PwQPoly) []string {
		var out []string
		for p := int64(0); p <= 8; p++ {
			out = append(out, pw.Eval([]int64{p}).RatString())
		}
		return out
	}
	want := evals(build())
	for _, on := range []bool{true, false} {
		func() {
			defer func(v bool) { simplerOn = v }(simplerOn)
			simplerOn = on
			pw := build()
			pw.unifyEqualValues(meter{})
			if d := gocmp.Diff(want, evals(pw)); d != "" {
				t.Errorf("simplerOn = %v: values changed (-want +got):\n%s", on, d)
			}
			switch n := atoms(pw); {
			case on && (n != 0 || len(pw.Pieces) != 2):
				t.Errorf("unified: %s, want 2*nprocs - 1 on 1..3 and nprocs + 2 from 4, no floors", pw)
			case !on && n == 0:
				t.Errorf("without simplerOn: %s, no floors: the rule is not needed?", pw)
			}
		}()
	}
}

// TestRelaxedSign: p·p/2 + 3·p/2 + 1 - 5·floor((p - 2)/2) - 5 >= 0 where
// p >= 1 (a side's quadratic maximum against the other's floors), which
// the atoms' bounds alone do not prove (p has no upper bound); and its
// negation is not proved non-negative.
func TestRelaxedSign(t *testing.T) {
	ts := func(c, d int64, e ...int) term { return term{e, big.NewRat(c, d)} }
	q := QPoly{
		params: []string{"p"},
		atoms:  []div{{num: []Int{i64(-2), i64(1), i64(0)}, den: i64(2)}},
		p:      newPoly(2, []term{ts(1, 2, 2, 0), ts(3, 2, 1, 0), ts(1, 1, 0, 0), ts(-5, 1, 0, 1), ts(-5, 1, 0, 0)}),
	}
	dom := MustParse("[p] -> { : p >= 1 }")
	for p := int64(1); p <= 40; p++ {
		if q.Eval([]int64{p}).Sign() < 0 {
			t.Fatalf("the test's difference is negative at p = %d", p)
		}
	}
	tests := []struct {
		on   bool
		q    QPoly
		want int
	}{
		{true, q, 1},
		{true, q.neg(), -1},
		{false, q, 0},
	}
	for _, tc := range tests {
		func() {
			defer func(v bool) { atomRelaxOn = v }(atomRelaxOn)
			atomRelaxOn = tc.on
			if got := tc.q.signOn(dom); got != tc.want {
				t.Errorf("atomRelaxOn = %v: sign of %s on %s = %d, want %d", tc.on, tc.q, dom, got, tc.want)
			}
		}()
	}
}
