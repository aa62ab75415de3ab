package polyhedra

import (
	"math/big"
	"testing"
)

// TestMaxOverLattice checks affine maxima over lattices of the maximised
// variable (the even processes, s = 3k + 1) and over bounds with a
// coefficient (2·t <= p - 1) against enumeration, and that each is exact.
func TestMaxOverLattice(t *testing.T) {
	ts := func(c, d int64, e ...int) term { return term{e, big.NewRat(c, d)} }
	tests := []struct {
		name  string
		dom   string
		terms []term
		on    *bool // the rule the case needs
		atoms []div // over const, p, a, s and the earlier atoms
	}{
		{"a + 3s, s even below p", "[p, a, s] -> { : exists (e = floor(s/2) : s = 2e) and 0 <= s < p and 0 <= a }",
			[]term{ts(1, 1, 0, 1, 0), ts(3, 1, 0, 0, 1)}, &latticeOn, nil},
		{"p - s + a, s = 3k + 1", "[p, a, s] -> { : exists (e = floor((s - 1)/3) : s = 3e + 1) and a <= s < p }",
			[]term{ts(1, 1, 1, 0, 0), ts(-1, 1, 0, 0, 1), ts(1, 1, 0, 1, 0)}, &latticeOn, nil},
		{"s odd between a and p", "[p, a, s] -> { : exists (e = floor(s/2) : s = 2e + 1) and a <= s and s <= p }",
			[]term{ts(2, 1, 0, 0, 1)}, &latticeOn, nil},
		{"t, 2t < p, 3t <= a + 7", "[p, a, s] -> { : 0 <= 2s < p and 3s <= a + 7 }",
			[]term{ts(1, 1, 0, 0, 1)}, &scaledBoundsOn, nil},
		{"p - t, 2t >= a", "[p, a, s] -> { : 2s >= a and s < p }",
			[]term{ts(1, 1, 1, 0, 0), ts(-1, 1, 0, 0, 1)}, &scaledBoundsOn, nil},
		// A count's parity of the process: 2 for even s, 1 for odd.
		{"floor((s - 2)/2) + floor((4 - s)/2) + 1, 5 <= s < p", "[p, a, s] -> { : 5 <= s < p }",
			[]term{ts(1, 1, 0, 0, 0, 1, 0), ts(1, 1, 0, 0, 0, 0, 1), ts(1, 1, 0, 0, 0, 0, 0)}, &latticeAtomsOn,
			[]div{{ints([]int64{-2, 0, 0, 1, 0, 0}), i64(2)}, {ints([]int64{4, 0, 0, -1, 0, 0}), i64(2)}}},
		{"2·floor(s/2) - s + a, 0 <= s < p", "[p, a, s] -> { : 0 <= s < p }",
			[]term{ts(2, 1, 0, 0, 0, 1), ts(-1, 1, 0, 0, 1, 0), ts(1, 1, 0, 1, 0, 0)}, &latticeAtomsOn,
			[]div{{ints([]int64{0, 0, 0, 1, 0}), i64(2)}}},
		{"2·floor((floor(s/2) + s)/3) - s + a, 0 <= s < p", "[p, a, s] -> { : 0 <= s < p }",
			[]term{ts(2, 1, 0, 0, 0, 0, 1), ts(-1, 1, 0, 0, 1, 0, 0), ts(1, 1, 0, 1, 0, 0, 0)}, &latticeAtomsOn,
			[]div{{ints([]int64{0, 0, 0, 1, 0, 0}), i64(2)}, {ints([]int64{0, 0, 0, 1, 1, 0}), i64(3)}}},
		// Bounds that read a div of the parameters.
		{"s + a, s <= 2·floor((p - 2)/2) + 1", "[p, a, s] -> { : exists (e = floor((p - 2)/2) : 0 <= s <= 2e + 1) and a >= 0 }",
			[]term{ts(1, 1, 0, 0, 1), ts(1, 1, 0, 1, 0)}, &divBoundsOn, nil},
		{"s, 3s <= 2·floor(p/2) + a", "[p, a, s] -> { : exists (e = floor(p/2) : 0 <= 3s <= 2e + a) }",
			[]term{ts(1, 1, 0, 0, 1)}, &divBoundsOn, nil},
	}
	params := []string{"p", "a", "s"}
	build := func(i int) *PwQPoly {
		q := QPoly{params: params, atoms: tests[i].atoms, p: newPoly(3+len(tests[i].atoms), tests[i].terms)}
		return &PwQPoly{Params: params, Exact: true, Pieces: []Piece{{MustParse(tests[i].dom), q}}}
	}
	for i, tc := range tests {
		pw := build(i)
		m, err := pw.MaxOver(1)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !m.Exact {
			t.Errorf("%s: maximum %s not exact", tc.name, m)
		}
		q := pw.Pieces[0].Value
		for p := int64(-3); p <= 10; p++ {
			for a := int64(-4); a <= 8; a++ {
				var best *big.Rat
				for s := int64(-15); s <= 15; s++ {
					if pw.Pieces[0].Domain.Contains([]int64{p, a, s}, nil) {
						if v := q.Eval([]int64{p, a, s}); best == nil || v.Cmp(best) > 0 {
							best = v
						}
					}
				}
				if best == nil {
					best = new(big.Rat)
				}
				if got := m.Eval([]int64{p, a}); got.Cmp(best) != 0 {
					t.Errorf("%s at p=%d a=%d: maximum %v, want %v\n%s", tc.name, p, a, got, best, m)
				}
			}
		}
	}
	// The mutations: without its rule each has no exact maximum.
	for i, tc := range tests {
		func() {
			defer func(on bool) { *tc.on = on }(*tc.on)
			*tc.on = false
			if m, err := build(i).MaxOver(1); err == nil && m.Exact {
				t.Errorf("%s without its rule: %s, exact", tc.name, m)
			}
		}()
	}
}

// TestMaxOverUnified: the words a process sends where the even processes
// send nprocs, every process past 2 one, and each up to three to its
// successors (a generated program's count): its maximum over s is
// nprocs + 3 on 5..7 and nprocs + 4 from 8, where the candidate 2·nprocs
// - 4 at nprocs = 8 is nprocs + 4 too and is written as it (three
// pieces); without unifyEqualValues it is a fourth.
func TestMaxOverUnified(t *testing.T) {
	ts := func(c int64, e ...int) term { return term{e, big.NewRat(c, 1)} }
	params := []string{"nprocs", "s"}
	val := func(terms ...term) QPoly { return QPoly{params: params, p: newPoly(2, terms)} }
	build := func() *PwQPoly {
		return &PwQPoly{Params: params, Exact: true, Pieces: []Piece{
			{MustParse("[nprocs, s] -> { : exists (e0 = floor((s)/2) : s = 2e0 and s >= 0 and nprocs >= 2e0 + 1) }"), val(ts(1, 1, 0))},
			{MustParse("[nprocs, s] -> { : s >= 3 and nprocs >= s + 1 }"), val(ts(1, 0, 0))},
			{MustParse("[nprocs, s] -> { : s >= 0 and nprocs >= s + 2 and s + 4 >= nprocs }"), val(ts(1, 1, 0), ts(-1, 0, 1), ts(-1, 0, 0))},
			{MustParse("[nprocs, s] -> { : s >= 0 and nprocs >= s + 5 }"), val(ts(3, 0, 0))},
		}}
	}
	pw := build()
	m, err := pw.MaxOver(1)
	if err != nil || !m.Exact {
		t.Fatalf("maximum %v (%v), not exact", m, err)
	}
	for p := int64(-2); p <= 20; p++ {
		want := new(big.Rat)
		for s := int64(0); s < p; s++ {
			if v := pw.Eval([]int64{p, s}); v.Cmp(want) > 0 {
				want = v
			}
		}
		if got := m.Eval([]int64{p}); got.Cmp(want) != 0 {
			t.Errorf("nprocs = %d: %v, want %v\n%s", p, got, want, m)
		}
	}
	if len(m.Pieces) != 3 {
		t.Errorf("maximum of %d pieces, want 3: %s", len(m.Pieces), m)
	}
	defer func(on bool) { unifyOn = on }(unifyOn)
	unifyOn = false
	if m, err := build().MaxOver(1); err == nil && len(m.Pieces) <= 3 {
		t.Errorf("without unifyEqualValues: %s, %d pieces", m, len(m.Pieces))
	}
}
