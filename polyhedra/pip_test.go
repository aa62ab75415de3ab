package polyhedra

import (
	"slices"
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
	for n := 0; n < propCases/8; n++ {
		c := randCase(r)
		ta, _ := randSetN(r, c, 1, 4)
		a := mustParseT(t, ta)
		if len(c.dims) > 1 && r.Intn(2) == 0 {
			a = must(t)(a.AsMap(1 + r.Intn(len(c.dims)-1)))
		}
		for _, p := range a.parts {
			for _, maximize := range []bool{false, true} {
				want, err := FromBasic(p).lexOptPairs(maximize, &workBudget{left: lexWorkLimit})
				if err != nil {
					continue
				}
				q := p
				if maximize {
					q = FromBasic(p).negateDims().parts[0]
				}
				// Each of the two Gomory cuts on its own.
				for _, down := range []bool{false, true} {
					total++
					pieces, _, err := pipLexMin(q, &workBudget{left: lexWorkLimit}, down)
					if err != nil {
						gaveUp++
						continue
					}
					got := EmptySet(q.space)
					for _, pc := range pieces {
						if b := pc.basic(q.space, len(q.space.Out)); b != nil {
							got.parts = append(got.parts, b)
						}
					}
					if maximize {
						got = got.negateDims()
					}
					if !got.IsEqual(want) {
						t.Fatalf("case %d (maximize %v, down %v) of %s:\n pip   %s\n pairs %s", n, maximize, down, FromBasic(p), got, want)
					}
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
	for n := 0; n < propCases/12; n++ {
		c := randCase(r)
		ta, _ := randSetN(r, c, 3, 3)
		a := mustParseT(t, ta)
		if len(a.parts) < 2 {
			continue
		}
		if len(c.dims) > 1 && r.Intn(2) == 0 {
			a = must(t)(a.AsMap(1 + r.Intn(len(c.dims)-1)))
		}
		if r.Intn(2) == 0 {
			// Unbounded parts: drop the lower or upper bounds of an
			// output in some parts (a ray, where it is in no equality or
			// div).
			for i, p := range a.parts {
				no := len(p.space.Out)
				if no == 0 || r.Intn(2) == 0 {
					continue
				}
				col := p.dimOff() + len(p.space.In) + r.Intn(no)
				sg := 1 - 2*r.Intn(2)
				q := p.copy()
				q.ineqs = nil
				for _, row := range p.ineqs {
					if sign(row[col]) != sg {
						q.ineqs = append(q.ineqs, row)
					}
				}
				a.parts[i] = q
			}
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
	if used < total/3 {
		t.Errorf("PIP answered only %d of %d unions", used, total)
	}
}

// TestPIPAnswersWherePairsStop: a union (from the isl comparison) whose
// lexicographic maximum by pairs of points stops at the work limit
// (after seconds); by PIP it is answered. The answer is checked by
// enumeration. With PIP switched off (pipEnabled), this test fails.
func TestPIPAnswersWherePairsStop(t *testing.T) {
	s := mustParseT(t, "[p, q] -> { [x, y, z] : -5 <= x <= 5 and -5 <= y <= 5 and -5 <= z <= 5 and "+
		"(exists (e : -q + 3x + 1 = 2e) or 3q + 3x + 2z - 1 <= 0) and "+
		"(3*floor((q - y + 0)/3) <= 2p + x - y + 1 or 65537p + 3y + 3 < 0); "+
		"[x, y, z] : -5 <= x <= 5 and -5 <= y <= 5 and -5 <= z <= 5 and -q + 4 >= 0 and (2p + 5 = 0 or 2p - 3q + z + 0 >= 0) }")
	mx, err := s.LexMaxSet()
	if err != nil {
		t.Fatal(err)
	}
	for _, pv := range [][]int64{{-1, 3}, {4, 0}, {7, 5}, {0, 0}} {
		var last []int64
		points(3, 5, func(x []int64) {
			if s.Contains(pv, x) {
				last = slices.Clone(x)
			}
		})
		points(3, 5, func(x []int64) {
			if got, want := mx.Contains(pv, x), slices.Equal(x, last); got != want {
				t.Fatalf("LexMaxSet at %v %v: got %v, want %v", pv, x, got, want)
			}
		})
	}
}
