package polyhedra

import (
	"errors"
	"slices"
	"testing"
)

// TestLexOptSetCases checks LexMinSet and LexMaxSet on hand-written
// parametric sets and maps against hand-written expected sets.
func TestLexOptSetCases(t *testing.T) {
	for _, tc := range []struct{ name, in, min, max string }{
		{"triangle",
			"[n] -> { [i, j] : 0 <= i < n and i <= j < n }",
			"[n] -> { [0, 0] : n >= 1 }",
			"[n] -> { [i, j] : i = n - 1 and j = n - 1 and n >= 1 }"},
		{"map without diagonal",
			"[p] -> { [s] -> [t] : 0 <= s < p and 0 <= t < p and t != s }",
			"[p] -> { [s] -> [t] : s = 0 and t = 1 and p >= 2; [s] -> [t] : t = 0 and 1 <= s < p }",
			"[p] -> { [s] -> [t] : t = p - 1 and 0 <= s < p - 1; [s] -> [t] : s = p - 1 and t = p - 2 and p >= 2 }"},
		{"stride",
			"[n] -> { [i] : i mod 3 = 1 and n <= i <= 2n }",
			"[n] -> { [i] : i mod 3 = 1 and n <= i <= n + 2 and i <= 2n }",
			"[n] -> { [i] : i mod 3 = 1 and 2n - 2 <= i <= 2n and i >= n }"},
		{"stride in the last dim",
			"[n] -> { [i, j] : 0 <= i < n and j mod 2 = 0 and i <= j <= n + 5 }",
			"[n] -> { [0, 0] : n >= 1 }",
			"[n] -> { [i, j] : i = n - 1 and j mod 2 = 0 and n + 4 <= j <= n + 5 and n >= 1 }"},
		{"map with parity",
			"[n] -> { [i] -> [j] : 0 <= i < n and i < j <= n and (i + j) mod 2 = 0 }",
			"[n] -> { [i] -> [j] : j = i + 2 and 0 <= i and i + 2 <= n }",
			"[n] -> { [i] -> [j] : (i + j) mod 2 = 0 and 0 <= i and i + 2 <= j and n - 1 <= j <= n }"},
		{"unbounded in a later dim",
			"{ [x, y] : 0 <= x <= 3 and y >= x }",
			"{ [0, 0] }",
			"{ [x, y] : false }"},
		{"unbounded for some parameter values",
			"[n] -> { [x] : 0 <= x <= 9 or (x <= 0 and n >= 5) }",
			"[n] -> { [0] : n <= 4 }",
			"[n] -> { [9] }"},
		{"a part unbounded in the first output for some parameter values",
			"[n] -> { [x, y] : x >= 0 and n >= 5 and 0 <= y <= 1; [x, y] : 0 <= x <= 9 and y = 0 }",
			"[n] -> { [0, 0] }",
			"[n] -> { [9, 0] : n <= 4 }"},
		{"a part unbounded in a later output, beaten or not by another part",
			"[n] -> { [x, y] : x = n and y <= 0; [x, y] : 0 <= x <= 5 and 0 <= y <= 3 }",
			"[n] -> { [0, 0] : n >= 1 }",
			"[n] -> { [n, 0] : n >= 6; [5, 3] : n <= 5 }"},
		{"unbounded map",
			"[n] -> { [i] -> [j] : 0 <= i <= n and j <= i }",
			"[n] -> { [i] -> [j] : false }",
			"[n] -> { [i] -> [i] : 0 <= i <= n }"},
		{"no output dims",
			"[n] -> { [i] -> [] : 0 <= i <= n }",
			"[n] -> { [i] -> [] : 0 <= i <= n }",
			"[n] -> { [i] -> [] : 0 <= i <= n }"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := mustParseT(t, tc.in)
			mn, err := s.LexMinSet()
			if err != nil {
				t.Fatal(err)
			}
			mx, err := s.LexMaxSet()
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range []struct {
				what      string
				got, want *Set
			}{
				{"LexMinSet", mn, mustParseT(t, tc.min)},
				{"LexMaxSet", mx, mustParseT(t, tc.max)},
			} {
				if !c.got.IsEqual(c.want) {
					t.Errorf("%s(%s)\n got  %s\n want %s", c.what, tc.in, c.got, c.want)
				}
				if re := mustParseT(t, c.got.String()); !re.IsEqual(c.got) {
					t.Errorf("%s: %s does not re-parse to an equal set", c.what, c.got)
				}
			}
		})
	}
}

// TestPropertyLexOptSet compares LexMinSet and LexMaxSet of random
// bounded sets and maps (1-3 dims, 0-2 parameters) with brute force at
// two parameter values: the optimum per input tuple (the whole point for
// a set) is the first or last point of that input in the lexicographic
// enumeration of the box. It also checks that the concrete LexMin and
// LexMax agree with the parametric results. ErrWorkLimit may end a case
// (it must stay rare).
func TestPropertyLexOptSet(t *testing.T) {
	r := newRand(8)
	limited, total := 0, propCases/8
	defer func() {
		t.Logf("%d of %d cases past the work limit", limited, total)
		if limited > total/20 {
			t.Errorf("%d of %d cases past the work limit", limited, total)
		}
	}()
	for n := 0; n < total; n++ {
		c := randCase(r)
		if len(c.dims) == 4 {
			c.dims, c.box = c.dims[:3], 3
		}
		ta, oa := randSetN(r, c, 2, 3)
		a := mustParseT(t, ta)
		ni := 0 // input tuple size: a set, or a map with 1 or 2 inputs
		if len(c.dims) > 1 && r.Intn(2) == 0 {
			ni = 1 + r.Intn(len(c.dims)-1)
			a = must(t)(a.AsMap(ni))
		}
		mn, err1 := a.LexMinSet()
		mx, err2 := a.LexMaxSet()
		if errors.Is(err1, ErrWorkLimit) || errors.Is(err2, ErrWorkLimit) {
			limited++
			continue
		}
		if err1 != nil || err2 != nil {
			t.Fatalf("case %d: %v, %v", n, err1, err2)
		}
		for _, pv := range c.pvals {
			// Points come in lexicographic order, so the first (last)
			// point seen per input is the lexmin (lexmax) for it.
			first, last := map[[3]int64][]int64{}, map[[3]int64][]int64{}
			var order [][3]int64
			points(len(c.dims), c.box, func(x []int64) {
				if !oa(c.env(pv, x)) {
					return
				}
				var in [3]int64
				copy(in[:], x[:ni])
				if first[in] == nil {
					first[in] = slices.Clone(x)
					order = append(order, in)
				}
				last[in] = slices.Clone(x)
			})
			points(len(c.dims), c.box, func(x []int64) {
				var in [3]int64
				copy(in[:], x[:ni])
				if got, want := mn.Contains(pv, x), slices.Equal(x, first[in]); got != want {
					t.Fatalf("case %d LexMinSet at %v %v: got %v want %v\nA = %s\nmin = %s", n, pv, x, got, want, a, mn)
				}
				if got, want := mx.Contains(pv, x), slices.Equal(x, last[in]); got != want {
					t.Fatalf("case %d LexMaxSet at %v %v: got %v want %v\nA = %s\nmax = %s", n, pv, x, got, want, a, mx)
				}
			})
			// The overall optimum is the optimum of the per-input optima.
			p1, ok1, err1 := a.LexMin(pv)
			p2, ok2, err2 := mn.LexMin(pv)
			if err1 != nil || err2 != nil || ok1 != ok2 || !slices.Equal(p1, p2) || (ok1 && !slices.Equal(p1, first[order[0]])) {
				t.Fatalf("case %d LexMin at %v: %v %v %v, of LexMinSet %v %v %v\nA = %s", n, pv, p1, ok1, err1, p2, ok2, err2, a)
			}
			q1, ok1, err1 := a.LexMax(pv)
			q2, ok2, err2 := mx.LexMax(pv)
			if err1 != nil || err2 != nil || ok1 != ok2 || !slices.Equal(q1, q2) || (ok1 && !slices.Equal(q1, last[order[len(order)-1]])) {
				t.Fatalf("case %d LexMax at %v: %v %v %v, of LexMaxSet %v %v %v\nA = %s", n, pv, q1, ok1, err1, q2, ok2, err2, a)
			}
		}
	}
}

// TestPropertyGist checks gist(b, ctx) ∩ ctx = b ∩ ctx pointwise on
// random basic sets.
func TestPropertyGist(t *testing.T) {
	r := newRand(9)
	for n := 0; n < propCases/5; n++ {
		c := randCase(r)
		ta, _ := randSetN(r, c, 1, 4)
		tb, _ := randSetN(r, c, 1, 4)
		sa, sb := mustParseT(t, ta), mustParseT(t, tb)
		if len(sa.parts) == 0 || len(sb.parts) == 0 {
			continue // visibly empty
		}
		a, b := sa.parts[0], sb.parts[0]
		g := b.gist(a)
		for _, pv := range c.pvals {
			points(len(c.dims), c.box, func(x []int64) {
				if !a.Contains(pv, x) {
					return
				}
				got := g != nil && g.Contains(pv, x)
				if want := b.Contains(pv, x); got != want {
					t.Fatalf("case %d gist at %v %v: got %v want %v\nb = %s\nctx = %s", n, pv, x, got, want, tb, ta)
				}
			})
		}
	}
}
