package polyhedra

import (
	"slices"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
)

// The tests below check the cheap tests that spare Omega tests and
// projections (issue 15's speed work) one by one. Each is only a
// shortcut to an answer the exact path also gives, so the property
// tests would not notice one switched off; these do, and they also
// check that each shortcut never claims what is false.

// TestGreedyWitness: the greedy point finds points the origin and the
// unit vectors miss, and cheapWitness never claims a point of an empty
// set.
func TestGreedyWitness(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"{ [x, y] : 3 <= x <= 5 and y > 2 and y <= 9 }", true},
		{"[p] -> { [x] : x >= p + 7 and x <= 20 }", true},
		{"{ [x, y] : x = 2y + 5 and y >= 4 }", true},
		{"{ [x] : x mod 3 = 2 and x >= 4 }", false}, // the greedy x = 4 misses the stride
		{"{ [x, y] : x >= 3 and x <= 2 }", false},
		{"{ [x] : 2x = 7 }", false},
	} {
		s := mustParseT(t, tc.in)
		got := make([]bool, 0, len(s.parts))
		for _, p := range s.parts {
			got = append(got, p.cheapWitness())
		}
		want := make([]bool, len(s.parts))
		for i := range want {
			want[i] = tc.want
		}
		if d := gocmp.Diff(want, got); d != "" {
			t.Errorf("cheapWitness(%s) (-want +got):\n%s", tc.in, d)
		}
		for i, p := range s.parts {
			if got[i] && p.IsEmpty() {
				t.Errorf("cheapWitness(%s) claims a point of an empty part", tc.in)
			}
		}
	}
}

// TestLexBounded: the condition under which LexMinSet takes the optimum
// of the parts' optima.
func TestLexBounded(t *testing.T) {
	for _, tc := range []struct {
		in       string
		min, max bool
	}{
		{"[n] -> { [i, j] : 0 <= i < n and i <= j < n }", true, true},
		{"{ [x, y] : 0 <= x <= 3 and y >= x }", true, false},
		{"{ [x, y] : x <= 3 and y = x }", false, true},
		{"[n] -> { [i] -> [j] : 0 <= i <= n and j <= i }", false, true},
		// y bounded only through a later variable: not shown.
		{"{ [x, y, z] : 0 <= x <= 5 and z >= 0 and y >= z }", false, false},
		// A div of an earlier variable is allowed in the bound.
		{"{ [x, y] : 0 <= x <= 5 and y >= floor(x/2) and y <= 9 }", true, true},
		// A div of the bounded variable itself is not (x >= -10 holds,
		// but only through the div: a sufficient condition only).
		{"{ [x] : 3*floor(x/2) >= x - 5 and x <= 9 }", false, true},
	} {
		b := mustParseT(t, tc.in).parts[0]
		got := []bool{b.lexBounded(false), b.lexBounded(true)}
		if d := gocmp.Diff([]bool{tc.min, tc.max}, got); d != "" {
			t.Errorf("lexBounded(%s) (min, max) (-want +got):\n%s", tc.in, d)
		}
	}
}

// TestImpliedByRow: the syntactic implication used by gist, coalescing
// and subtraction.
func TestImpliedByRow(t *testing.T) {
	b := mustParseT(t, "[n] -> { [x, y] : 0 <= x <= n and y = x + 2 }").parts[0]
	row := func(c ...int64) []Int { return ints(c) } // constant, n, x, y
	for _, tc := range []struct {
		name string
		r    []Int
		want bool
	}{
		{"the same row", row(0, 0, 1, 0), true},
		{"a weaker constant", row(3, 0, 1, 0), true},
		{"a stronger constant", row(-1, 0, 1, 0), false},
		{"n - x + 1 >= 0", row(1, 1, -1, 0), true},
		{"from the equality: y - x - 2 >= 0", row(-2, 0, -1, 1), true},
		{"from the equality, negated: x - y + 2 >= 0", row(2, 0, 1, -1), true},
		{"from the equality, too strong: y - x - 3 >= 0", row(-3, 0, -1, 1), false},
		{"another row", row(0, 0, 1, 1), false},
	} {
		if got := impliedByRow(tc.r, b, len(tc.r), true); got != tc.want {
			t.Errorf("%s: impliedByRow = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestIsRay: the shortcut to "infinite" of counts at fixed parameters.
func TestIsRay(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []bool // per set variable
	}{
		{"{ [x, y] : -5 <= y <= 5 and x >= y }", []bool{true, false}},
		{"{ [x, y] : -5 <= y <= 5 and x <= 3 }", []bool{true, false}},
		{"{ [x, y] : x = y and y >= 0 }", []bool{false, false}},
		{"{ [x, y] : x mod 2 = 1 and 0 <= y <= 3 }", []bool{false, false}}, // a div of x
	} {
		b := mustParseT(t, tc.in).parts[0]
		var got []bool
		for d := range tc.want {
			got = append(got, b.isRay(b.dimOff()+d))
		}
		if d := gocmp.Diff(tc.want, got); d != "" {
			t.Errorf("isRay(%s) (-want +got):\n%s", tc.in, d)
		}
	}
}

// TestDeterminedOutputs: the outputs LexMinSet of a single basic set
// need not compare.
func TestDeterminedOutputs(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []bool
	}{
		{"[n] -> { [x, y] : y = 2x + n and 0 <= x <= n }", []bool{false, true}},
		{"[n] -> { [x, y] : x = n and 0 <= y <= n }", []bool{true, false}},
		// x is fixed only through the later y: not counted.
		{"{ [x, y] : x + y = 3 and 0 <= y <= 3 }", []bool{false, true}},
		{"[n] -> { [i] -> [j] : j = i + 1 and 0 <= i < n }", []bool{true}},
	} {
		b := mustParseT(t, tc.in).parts[0]
		if d := gocmp.Diff(tc.want, b.determinedOutputs()); d != "" {
			t.Errorf("determinedOutputs(%s) (-want +got):\n%s", tc.in, d)
		}
	}
}

// TestOutputRay: outputs that make a basic set have no optimum.
func TestOutputRay(t *testing.T) {
	for _, tc := range []struct {
		in       string
		min, max []bool // per output
	}{
		{"{ [x, y] : 0 <= x <= 3 and y >= x }", []bool{false, false}, []bool{false, true}},
		{"{ [x, y] : x <= 3 and 0 <= y <= 1 }", []bool{true, false}, []bool{false, false}},
		{"{ [x, y] : y = x and x >= 0 }", []bool{false, false}, []bool{false, false}},
		{"[n] -> { [i] -> [j] : 0 <= i <= n and j <= i }", []bool{true}, []bool{false}},
	} {
		b := mustParseT(t, tc.in).parts[0]
		var mn, mx []bool
		for k := range tc.min {
			mn = append(mn, b.outputRay(k, false))
			mx = append(mx, b.outputRay(k, true))
		}
		if d := gocmp.Diff([][]bool{tc.min, tc.max}, [][]bool{mn, mx}); d != "" {
			t.Errorf("outputRay(%s) (min, max) (-want +got):\n%s", tc.in, d)
		}
	}
}

// TestDirectRange: the box of counting by enumeration from the rows on
// one variable alone (no elimination), and that it holds every point.
func TestDirectRange(t *testing.T) {
	type rng struct {
		Lo, Hi string
		OK     bool
	}
	for _, tc := range []struct {
		in   string
		want []rng
	}{
		{"{ [x, y] : -5 <= x <= 5 and 0 <= y < 3 and x + y >= 2 }", []rng{{"-5", "5", true}, {"0", "2", true}}},
		{"{ [x, y] : 2x >= 3 and 3x <= 20 and y >= x }", []rng{{"2", "6", true}, {"0", "0", false}}},
		{"{ [x] : 2x = 6 }", []rng{{"3", "3", true}}},
		{"{ [x] : x mod 3 = 1 and 0 <= x <= 9 }", []rng{{"0", "9", true}}},
	} {
		b := mustParseT(t, tc.in).parts[0]
		var got []rng
		for d := range b.nDim() {
			lo, hi, ok := b.directRange(d)
			r := rng{OK: ok}
			if ok {
				r.Lo, r.Hi = lo.String(), hi.String()
			} else {
				r.Lo, r.Hi = "0", "0"
			}
			got = append(got, r)
		}
		if d := gocmp.Diff(tc.want, got); d != "" {
			t.Errorf("directRange(%s) (-want +got):\n%s", tc.in, d)
		}
	}
	r := newRand(31)
	for n := 0; n < propCases/10; n++ {
		c := randCase(r)
		ta, _ := randSetN(r, c, 1, 4)
		s := mustParseT(t, ta)
		if len(s.parts) == 0 {
			continue
		}
		b := s.parts[0]
		for _, pv := range c.pvals {
			points(len(c.dims), c.box+2, func(x []int64) {
				if !b.Contains(pv, x) {
					return
				}
				for d, v := range x {
					lo, hi, ok := b.directRange(d)
					if ok && (cmp(i64(v), lo) < 0 || cmp(i64(v), hi) > 0) {
						t.Fatalf("case %d: point %v of %s outside directRange %d: [%s, %s]", n, x, ta, d, lo, hi)
					}
				}
			})
		}
	}
}

// TestFibreMaxFixed: the fibres of a map at fixed parameters by
// enumeration (count per source and its maximum) equal the symbolic
// count and its maximum over the sources (the path Fibres takes
// otherwise), on random maps.
func TestFibreMaxFixed(t *testing.T) {
	r := newRand(32)
	used := 0
	for n := 0; n < propCases/10; n++ {
		c := randCase(r)
		if len(c.dims) < 2 {
			continue
		}
		ta, _ := randSetN(r, c, 2, 3)
		m := must(t)(mustParseT(t, ta).AsMap(1 + r.Intn(len(c.dims)-1)))
		for _, pv := range c.pvals {
			f := m
			for i, p := range m.space.Params {
				f = must(t)(f.FixParam(p, pv[i]))
			}
			gper, gmx, ok := f.fibresFixed()
			if !ok {
				continue
			}
			per, err := f.domainAsParams().Count()
			if err != nil {
				t.Fatal(err)
			}
			mx, err := per.MaxOver(len(f.space.In))
			if err != nil || !mx.Exact {
				continue
			}
			used++
			if got, want := gmx.Eval(pv), mx.Eval(pv); got.Cmp(want) != 0 {
				t.Fatalf("case %d: fibresFixed max of %s at %v = %s, MaxOver = %s", n, m, pv, got, want)
			}
			if gper == nil {
				continue // more than maxFixedSources sources
			}
			// The count per source, at every source of the box.
			points(len(f.space.In), c.box+1, func(x []int64) {
				at := append(slices.Clone(pv), x...)
				if got, want := gper.Eval(at), per.Eval(at); got.Cmp(want) != 0 {
					t.Fatalf("case %d: fibresFixed count of %s at %v = %s, Count = %s", n, m, at, got, want)
				}
			})
		}
	}
	t.Logf("%d comparisons", used)
	if used < propCases/20 {
		t.Errorf("only %d comparisons", used)
	}
}
