package polyhedra

import (
	"testing"
)

// TestPIPAgainstPairs compares the lexicographic optima of random basic
// sets and maps by PIP with those by pairs of points (the construction
// PIP replaced, kept as the fallback): the same sets. It also counts
// the cases where PIP gave up, which must stay few (else the test would
// pass with PIP switched off).
func TestPIPAgainstPairs(t *testing.T) {
	r := newRand(21)
	gaveUp, total := 0, 0
	for n := 0; n < propCases/4; n++ {
		c := randCase(r)
		ta, _ := randSetN(r, c, 1, 4)
		a := mustParseT(t, ta)
		if len(c.dims) > 1 && r.Intn(2) == 0 {
			a = must(t)(a.AsMap(1 + r.Intn(len(c.dims)-1)))
		}
		for _, p := range a.parts {
			for _, maximize := range []bool{false, true} {
				total++
				got, err := pipLexOpt(p, maximize, &workBudget{left: lexWorkLimit})
				if err != nil {
					gaveUp++
					continue
				}
				want, err := FromBasic(p).lexOptPairs(maximize, &workBudget{left: lexWorkLimit})
				if err != nil {
					continue
				}
				if !got.IsEqual(want) {
					t.Fatalf("case %d (maximize %v) of %s:\n pip   %s\n pairs %s", n, maximize, FromBasic(p), got, want)
				}
			}
		}
	}
	t.Logf("PIP gave up on %d of %d", gaveUp, total)
	if gaveUp > total/10 {
		t.Errorf("PIP gave up on %d of %d", gaveUp, total)
	}
}

// TestPIPUnionAgainstPairs compares the optima of random unions by PIP
// on each part (pipLexOptUnion, when every part has a minimum wherever
// it has points) with those by pairs of points of the whole union.
func TestPIPUnionAgainstPairs(t *testing.T) {
	r := newRand(22)
	used, total := 0, 0
	for n := 0; n < propCases/8; n++ {
		c := randCase(r)
		ta, _ := randSetN(r, c, 3, 3)
		a := mustParseT(t, ta)
		if len(a.parts) < 2 {
			continue
		}
		if len(c.dims) > 1 && r.Intn(2) == 0 {
			a = must(t)(a.AsMap(1 + r.Intn(len(c.dims)-1)))
		}
		for _, maximize := range []bool{false, true} {
			total++
			got, ok, err := a.pipLexOptUnion(maximize, &workBudget{left: lexWorkLimit})
			if err != nil || !ok {
				continue
			}
			used++
			want, err := a.lexOptPairs(maximize, &workBudget{left: lexWorkLimit})
			if err != nil {
				continue
			}
			if !got.IsEqual(want) {
				t.Fatalf("case %d (maximize %v) of %s:\n pip   %s\n pairs %s", n, maximize, a, got, want)
			}
		}
	}
	t.Logf("PIP answered %d of %d unions", used, total)
	if used < total/2 {
		t.Errorf("PIP answered only %d of %d unions", used, total)
	}
}
