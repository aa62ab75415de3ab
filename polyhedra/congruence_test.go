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
	defer func(on bool) { scaledFixedOn = on }(scaledFixedOn)
	scaledFixedOn = false
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
