package polyhedra

import (
	"math/big"
	"testing"
)

// congruencePw is max over u of u·p + 3 on p = 2u + r (r = 0, 1) with a
// bound on u: a parameter fixed by a non-unit equality.
func congruencePw() *PwQPoly {
	ts := func(c int64, e ...int) term { return term{e, big.NewRat(c, 1)} }
	params := []string{"p", "u"}
	q := QPoly{params: params, p: newPoly(2, []term{ts(1, 1, 1), ts(3, 0, 0)})}
	q2 := QPoly{params: params, p: newPoly(2, []term{ts(2, 0, 1), ts(1, 0, 0)})}
	return &PwQPoly{Params: params, Exact: true, Pieces: []Piece{
		{MustParse("[p, u] -> { : p = 2u and u >= 1 }"), q},
		{MustParse("[p, u] -> { : p = 2u + 1 and u >= 0 }"), q2},
	}}
}

// congruenceWant is congruencePw's maximum at p.
func congruenceWant(p int64) *big.Rat {
	switch {
	case p >= 2 && p%2 == 0:
		return big.NewRat(p/2*p+3, 1)
	case p >= 1 && p%2 == 1:
		return big.NewRat(2*(p/2)+1, 1)
	}
	return new(big.Rat)
}

// TestMaxOverScaledFixed: a maximised parameter fixed by p = 2u + r is
// substituted exactly (as the floor of p / 2 on the domain's residue);
// without the rule there is no exact closed form.
func TestMaxOverScaledFixed(t *testing.T) {
	m, err := congruencePw().MaxOver(1)
	if err != nil || !m.Exact {
		t.Fatalf("maximum %v (%v), not exact", m, err)
	}
	for p := int64(-3); p <= 30; p++ {
		if got := m.Eval([]int64{p}); got.Cmp(congruenceWant(p)) != 0 {
			t.Errorf("p = %d: %v, want %v\n%s", p, got, congruenceWant(p), m)
		}
	}
	// scaledBounds reads the equality as two bounds: off too.
	defer func(on, bounds bool) { scaledFixedOn, scaledBoundsOn = on, bounds }(scaledFixedOn, scaledBoundsOn)
	scaledFixedOn, scaledBoundsOn = false, false
	if m, err := congruencePw().MaxOver(1); err == nil && m.Exact {
		t.Errorf("without the rule: %s, exact", m)
	}
}

// TestCongruenceIndicators: the pieces on p's residues, written as
// floors in their values on domains without divs, are the same function.
func TestCongruenceIndicators(t *testing.T) {
	m, err := congruencePw().MaxOver(1)
	if err != nil {
		t.Fatal(err)
	}
	r, ok := m.CongruenceIndicators()
	if !ok {
		t.Fatalf("not rewritten: %s", m)
	}
	for _, pc := range r.Pieces {
		for _, b := range pc.Domain.Parts() {
			if len(b.divs) > 0 {
				t.Errorf("a domain keeps a div: %s", r)
			}
		}
	}
	for p := int64(-3); p <= 30; p++ {
		if got := r.Eval([]int64{p}); got.Cmp(congruenceWant(p)) != 0 {
			t.Errorf("p = %d: %v, want %v\n%s", p, got, congruenceWant(p), r)
		}
	}
}

// TestSplitBoundedDiv: domains with a div that no equality fixes but
// that takes few values on them (p in 1..4 but not a multiple of 4) are
// written without divs, the same function; without the rule they are
// not rewritten.
func TestSplitBoundedDiv(t *testing.T) {
	ts := func(c int64, e ...int) term { return term{e, big.NewRat(c, 1)} }
	params := []string{"p", "N"}
	// 5·N at p = 4, (p + 1)·N on p in 1..3 written with a div, and on p >= 5.
	five := QPoly{params: params, p: newPoly(2, []term{ts(5, 0, 1)})}
	line := QPoly{params: params, p: newPoly(2, []term{ts(1, 1, 1), ts(1, 0, 1)})}
	pw := func() *PwQPoly {
		return &PwQPoly{Params: params, Exact: true, Pieces: []Piece{
			{MustParse("[p, N] -> { : exists (e = floor(p / 4) : p = 4e and p = 4 and N >= 1) }"), five},
			{MustParse("[p, N] -> { : exists (e = floor(p / 4) : p >= 1 and p <= 4 and p >= 4e + 1 and N >= 1) }"), line},
			{MustParse("[p, N] -> { : p >= 5 and N >= 1 }"), line},
		}}
	}
	want := func(p, n int64) *big.Rat {
		if p < 1 || n < 1 {
			return new(big.Rat)
		}
		return big.NewRat((p+1)*n, 1)
	}
	r, ok := pw().CongruenceIndicators()
	if !ok {
		t.Fatalf("not rewritten: %s", pw())
	}
	for _, pc := range r.Pieces {
		for _, b := range pc.Domain.Parts() {
			if len(b.divs) > 0 {
				t.Errorf("a domain keeps a div: %s", r)
			}
		}
	}
	for p := int64(-2); p <= 20; p++ {
		for n := int64(0); n <= 3; n++ {
			if got := r.Eval([]int64{p, n}); got.Cmp(want(p, n)) != 0 {
				t.Errorf("p = %d, N = %d: %v, want %v\n%s", p, n, got, want(p, n), r)
			}
		}
	}
	defer func(on bool) { boundedDivSplitOn = on }(boundedDivSplitOn)
	boundedDivSplitOn = false
	if _, ok := pw().CongruenceIndicators(); ok {
		t.Errorf("without the rule: rewritten")
	}
}

// TestMergeAgreeing: a piece at p = 4 whose value is the other piece's
// there joins it; without the rule the pieces stay.
func TestMergeAgreeing(t *testing.T) {
	ts := func(c int64, e ...int) term { return term{e, big.NewRat(c, 1)} }
	params := []string{"p", "N"}
	five := QPoly{params: params, p: newPoly(2, []term{ts(5, 0, 1)})}
	six := QPoly{params: params, p: newPoly(2, []term{ts(6, 0, 1)})}
	line := QPoly{params: params, p: newPoly(2, []term{ts(1, 1, 1), ts(1, 0, 1)})}
	tests := []struct {
		name   string
		at4    QPoly
		pieces int // with the rule
	}{
		{"agrees", five, 1},
		{"differs", six, 2},
	}
	for _, tc := range tests {
		pw := func() *PwQPoly {
			return &PwQPoly{Params: params, Exact: true, Pieces: []Piece{
				{MustParse("[p, N] -> { : p = 4 and N >= 1 }"), tc.at4},
				{MustParse("[p, N] -> { : N >= 1 and ((p >= 1 and p <= 3) or p >= 5) }"), line},
			}}
		}
		m := pw().MergeAgreeing()
		if len(m.Pieces) != tc.pieces {
			t.Errorf("%s: %d pieces, want %d: %s", tc.name, len(m.Pieces), tc.pieces, m)
		}
		for p := int64(-2); p <= 12; p++ {
			for n := int64(0); n <= 3; n++ {
				if got, want := m.Eval([]int64{p, n}), pw().Eval([]int64{p, n}); got.Cmp(want) != 0 {
					t.Errorf("%s: p = %d, N = %d: %v, want %v\n%s", tc.name, p, n, got, want, m)
				}
			}
		}
	}
	defer func(on bool) { mergeAgreeingOn = on }(mergeAgreeingOn)
	mergeAgreeingOn = false
	pw := &PwQPoly{Params: params, Exact: true, Pieces: []Piece{
		{MustParse("[p, N] -> { : p = 4 and N >= 1 }"), five},
		{MustParse("[p, N] -> { : N >= 1 and ((p >= 1 and p <= 3) or p >= 5) }"), line},
	}}
	if m := pw.MergeAgreeing(); len(m.Pieces) != 2 {
		t.Errorf("without the rule: %s", m)
	}
}
