package polyhedra

import (
	"math/big"
	"testing"
)

// TestMaxOverMonotone checks maxima of values of degree 2 in the
// maximised variable against enumeration: a triangle's words
// (p - s)·(p - s - 1), largest at s's lower bound; t·(2p - t + 1) / 2,
// largest at t's upper bound; a convex (t - a)², largest at an end that
// depends on a; and a union of two intervals.
func TestMaxOverMonotone(t *testing.T) {
	ts := func(c, d int64, e ...int) term { return term{e, big.NewRat(c, d)} }
	tests := []struct {
		name   string
		params []string
		dom    string
		terms  []term
	}{
		{"(p - s)(p - s - 1)", []string{"p", "s"}, "[p, s] -> { : 0 <= s < p }",
			[]term{ts(1, 1, 2, 0), ts(-2, 1, 1, 1), ts(1, 1, 0, 2), ts(-1, 1, 1, 0), ts(1, 1, 0, 1)}},
		{"p t - t^2/2 + t/2", []string{"p", "t"}, "[p, t] -> { : 0 <= t < p }",
			[]term{ts(1, 1, 1, 1), ts(-1, 2, 0, 2), ts(1, 2, 0, 1)}},
		{"(t - a)^2", []string{"a", "t"}, "[a, t] -> { : 0 <= t <= 5 }",
			[]term{ts(1, 1, 0, 2), ts(-2, 1, 1, 1), ts(1, 1, 2, 0)}},
		{"(t - a)^2 on two intervals", []string{"a", "t"}, "[a, t] -> { : 0 <= t <= 2 or 5 <= t <= a }",
			[]term{ts(1, 1, 0, 2), ts(-2, 1, 1, 1), ts(1, 1, 2, 0)}},
	}
	for _, tc := range tests {
		q := QPoly{params: tc.params, p: newPoly(len(tc.params), tc.terms)}
		pw := &PwQPoly{Params: tc.params, Exact: true, Pieces: []Piece{{MustParse(tc.dom), q}}}
		m, err := pw.MaxOver(1)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !m.Exact {
			t.Errorf("%s: maximum %s not exact", tc.name, m)
		}
		for a := int64(-6); a <= 9; a++ {
			var best *big.Rat
			for x := int64(-12); x <= 12; x++ {
				if pw.Pieces[0].Domain.Contains([]int64{a, x}, nil) {
					if v := q.Eval([]int64{a, x}); best == nil || v.Cmp(best) > 0 {
						best = v
					}
				}
			}
			if best == nil {
				best = new(big.Rat)
			}
			if got := m.Eval([]int64{a}); got.Cmp(best) != 0 {
				t.Errorf("%s at %d: maximum %v, want %v\n%s", tc.name, a, got, best, m)
			}
		}
	}
	// The mutation: without the rule a value of degree 2 in the
	// maximised variable has no closed form.
	defer func(on bool) { monotoneOn = on }(monotoneOn)
	monotoneOn = false
	q := QPoly{params: tests[0].params, p: newPoly(2, tests[0].terms)}
	pw := &PwQPoly{Params: q.params, Exact: true, Pieces: []Piece{{MustParse(tests[0].dom), q}}}
	if m, err := pw.MaxOver(1); err == nil && m.Exact {
		t.Errorf("without monotone maxima: %s, exact", m)
	}
}
