package polyhedra

import (
	"testing"
)

// TestCoalesceCases checks hand-written unions: which merge into one
// basic set, which must stay apart, and that the result is equal.
func TestCoalesceCases(t *testing.T) {
	cases := []struct {
		name  string
		parts []string // united, or for "minus" subtracted from the first
		minus bool
		want  int // number of parts after Coalesce
		text  string
	}{
		{name: "adjacent intervals", parts: []string{"{ [x] : 0 <= x <= 4 }", "{ [x] : x = 5 }"}, want: 1, text: "{ [x] : 0 <= x <= 5 }"},
		{name: "point first", parts: []string{"{ [x] : x = 5 }", "{ [x] : 0 <= x <= 4 }"}, want: 1, text: "{ [x] : 0 <= x <= 5 }"},
		{name: "diagonal split", parts: []string{"{ [x, y] : 0 <= x <= 9 and 0 <= y <= 9 and x <= y }", "{ [x, y] : 0 <= x <= 9 and 0 <= y <= 9 and x > y }"}, want: 1},
		{name: "parametric", parts: []string{"[n] -> { [i] : 0 <= i < n }", "[n] -> { [n] : n >= 0 }"}, want: 1, text: "[n] -> { [i] : 0 <= i <= n }"},
		// For n < 0 the union is {n}, not a basic set: it must stay two parts.
		{name: "parametric, unguarded", parts: []string{"[n] -> { [i] : 0 <= i < n }", "[n] -> { [n] }"}, want: 2},
		{name: "subset", parts: []string{"{ [x] : 2 <= x <= 3 }", "{ [x] : 0 <= x <= 9 }"}, want: 1, text: "{ [x] : 0 <= x <= 9 }"},
		{name: "empty part", parts: []string{"{ [x] : 2 <= x <= 1 }", "{ [x] : 0 <= x <= 9 }"}, want: 1},
		{name: "strided halves", parts: []string{"{ [x] : 0 <= x <= 9 and x mod 2 = 0 }", "{ [x] : 10 <= x <= 19 and x mod 2 = 0 }"}, want: 1},
		{name: "gap", parts: []string{"{ [x] : 0 <= x <= 4 }", "{ [x] : 6 <= x <= 9 }"}, want: 2},
		{name: "L-shape", parts: []string{"{ [x, y] : 0 <= x <= 1 and 0 <= y <= 3 }", "{ [x, y] : 0 <= x <= 3 and 0 <= y <= 1 }"}, want: 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := mustParseT(t, tc.parts[0])
			for _, p := range tc.parts[1:] {
				s = s.Union(mustParseT(t, p))
			}
			checkCoalesce(t, s, tc.want, tc.text)
		})
	}
	t.Run("hole filled again", func(t *testing.T) {
		s := mustParseT(t, "{ [x] : 0 <= x < 10 }").Subtract(mustParseT(t, "{ [x] : x = 3 }"))
		checkCoalesce(t, s, 2, "")
		checkCoalesce(t, s.Union(mustParseT(t, "{ [3] }")), 1, "{ [x] : 0 <= x <= 9 }")
	})
	t.Run("square minus a corner and back", func(t *testing.T) {
		sq := mustParseT(t, "[n] -> { [x, y] : 0 <= x < n and 0 <= y < n }")
		corner := mustParseT(t, "[n] -> { [x, y] : x >= 0 and y >= 0 and x + y <= 2 }")
		s := sq.Subtract(corner).Union(sq.Intersect(corner))
		checkCoalesce(t, s, 1, "")
	})
}

func checkCoalesce(t *testing.T, s *Set, want int, text string) {
	t.Helper()
	c := s.Coalesce()
	if !c.IsEqual(s) {
		t.Fatalf("Coalesce(%s) = %s: not equal", s, c)
	}
	if got := len(c.parts); got != want {
		t.Errorf("Coalesce(%s) = %s: %d parts, want %d", s, c, got, want)
	}
	if text != "" && !c.IsEqual(mustParseT(t, text)) {
		t.Errorf("Coalesce(%s) = %s, want %s", s, c, text)
	}
}

// TestPropertyCoalesce checks Coalesce against brute force on fragmented
// random sets: unions of 2-4 parts, complements and differences.
func TestPropertyCoalesce(t *testing.T) {
	r := newRand(9)
	before, after := 0, 0
	for n := 0; n < propCases/4; n++ {
		c := randCase(r)
		if len(c.dims) > 3 {
			c.dims, c.box = c.dims[:3], 3
		}
		ta, oa := randSetN(r, c, 4, 3)
		tb, ob := randSetN(r, c, 2, 3)
		a, b := mustParseT(t, ta), mustParseT(t, tb)
		var s *Set
		var in oracle
		switch n % 4 {
		case 0:
			s, in = a, oa
		case 1:
			s, in = a.Union(b), func(e env) bool { return oa(e) || ob(e) }
		case 2:
			s, in = a.Complement(), func(e env) bool { return !oa(e) }
		default:
			s, in = a.Subtract(b), func(e env) bool { return oa(e) && !ob(e) }
		}
		co := s.Coalesce()
		before += len(s.parts)
		after += len(co.parts)
		if len(co.parts) > len(s.parts) {
			t.Fatalf("case %d: %d parts, was %d\n%s\n%s", n, len(co.parts), len(s.parts), s, co)
		}
		for _, pv := range c.pvals {
			points(len(c.dims), c.box+1, func(x []int64) {
				if got, want := co.Contains(pv, x), in(c.env(pv, x)); got != want {
					t.Fatalf("case %d at %v %v: got %v want %v\nA = %s\nB = %s\ns = %s\nco = %s", n, pv, x, got, want, ta, tb, s, co)
				}
			})
		}
		if !co.IsEqual(s) {
			t.Fatalf("case %d: not equal\ns = %s\nco = %s", n, s, co)
		}
	}
	t.Logf("parts before %d, after %d", before, after)
}
