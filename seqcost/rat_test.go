package seqcost

import (
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/solver"
)

// ratCases are the numbers the big.Rat fast paths are checked on: small
// integers (the int64 paths), integers past small64's 2^30 and past
// int64 (the big.Int paths), and fractions (Rat's own arithmetic).
var ratCases = []string{
	"0", "1", "-1", "2", "-3", "7", "1073741823", "-1073741823",
	"1073741824", "-1073741824", "4611686018427387904",
	"-9223372036854775808", "36893488147419103232", "1/2", "-3/4", "7/3",
}

func mustRat(t *testing.T, s string) *big.Rat {
	t.Helper()
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		t.Fatalf("bad number %q", s)
	}
	return r
}

// TestAddScaledRat: addScaledRat(s, k, x) is s + k·x on every triple of
// ratCases, through each of its paths (integers with k = ±1 on the
// numerators, small integers in int64, big integers in big.Int,
// fractions in big.Rat), and leaves k and x as they were (mutation
// checked: the int64 path subtracting kk·xx, and the unit path adding
// for k = -1, each fail).
func TestAddScaledRat(t *testing.T) {
	for _, ss := range ratCases {
		for _, ks := range ratCases {
			for _, xs := range ratCases {
				s, k, x := mustRat(t, ss), mustRat(t, ks), mustRat(t, xs)
				want := new(big.Rat).Add(mustRat(t, ss), new(big.Rat).Mul(mustRat(t, ks), mustRat(t, xs)))
				addScaledRat(s, k, x)
				if s.Cmp(want) != 0 || s.String() != want.String() {
					t.Errorf("%s + %s·%s = %s, want %s", ss, ks, xs, s, want)
				}
				if k.Cmp(mustRat(t, ks)) != 0 || x.Cmp(mustRat(t, xs)) != 0 {
					t.Errorf("%s + %s·%s changed k or x", ss, ks, xs)
				}
			}
		}
	}
}

// TestInductive: whether v >= c is inductive for position 0 (variable I)
// of relation w, for c = 1 and c = 0, on the calls of hand-written
// systems; the self calls' a·c + b >= c is decided in int64 for small
// integers and in big.Rat otherwise (mutation checked: the int64 test
// with <= instead of < fails on "i + 0" and "2 i - 1").
func TestInductive(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     [2]bool // c = 1, c = 0
	}{
		{"i + 1", `
eq(main(N),0,[w(1,N)],[]).
eq(w(I,N),1,[w(I+1,N)],[N>=I]).`, [2]bool{true, true}},
		{"i + 0", `
eq(main(N),0,[w(1,N)],[]).
eq(w(I,N),1,[w(I,N)],[N>=I]).`, [2]bool{true, true}},
		{"i - 1", `
eq(main(N),0,[w(1,N)],[]).
eq(w(I,N),1,[w(I-1,N)],[I>=1]).`, [2]bool{false, false}},
		{"2 i - 1", `
eq(main(N),0,[w(1,N)],[]).
eq(w(I,N),1,[w(2*I-1,N)],[N>=I]).`, [2]bool{true, false}},
		{"2 i - 2", `
eq(main(N),0,[w(1,N)],[]).
eq(w(I,N),1,[w(2*I-2,N)],[N>=I]).`, [2]bool{false, false}},
		{"entry 0", `
eq(main(N),0,[w(0,N)],[]).
eq(w(I,N),1,[w(I+1,N)],[N>=I]).`, [2]bool{false, true}},
		{"big step", `
eq(main(N),0,[w(1,N)],[]).
eq(w(I,N),1,[w(I+9223372036854775807,N)],[N>=I]).`, [2]bool{true, true}},
		{"big negative step", `
eq(main(N),0,[w(1,N)],[]).
eq(w(I,N),1,[w(I-9223372036854775808,N)],[N>=I]).`, [2]bool{false, false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sys, err := solver.ParseCES(tc.name, tc.in)
			if err != nil {
				t.Fatal(err)
			}
			var calls []*solver.Equation
			for _, e := range sys.Eqs {
				for _, c := range e.Calls {
					if c.Name == "w" {
						calls = append(calls, e)
						break
					}
				}
			}
			loop, pos := map[string]bool{"w": true}, func(string) int { return 0 }
			got := [2]bool{inductive(loop, pos, "I", 1, calls), inductive(loop, pos, "I", 0, calls)}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("inductive for c = 1, 0 (-want +got):\n%s", d)
			}
		})
	}
}
