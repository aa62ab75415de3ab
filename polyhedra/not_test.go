package polyhedra

import (
	"regexp"
	"strings"
	"testing"
)

func TestParseNot(t *testing.T) {
	fmod := func(a, m int64) int64 { return a - m*fdiv(a, m) }
	// Each case is checked at every point of [-box, box]^nd for every
	// parameter value in pvals (none for parameterless sets).
	for _, tc := range []struct {
		src   string
		pvals [][]int64
		want  func(p, x []int64) bool
	}{
		{"{ [x] : 0 <= x < 10 and not (x mod 3 = 0) }", nil,
			func(p, x []int64) bool { return 0 <= x[0] && x[0] < 10 && fmod(x[0], 3) != 0 }},
		{"{ [x] : not x = 2 }", nil, func(p, x []int64) bool { return x[0] != 2 }},
		{"{ [x] : not x >= 2 and x >= -3 }", nil, func(p, x []int64) bool { return x[0] < 2 && x[0] >= -3 }},
		{"{ [x] : not exists (e : x = 2e) }", nil, func(p, x []int64) bool { return fmod(x[0], 2) != 0 }},
		{"{ [x] : not not exists (e : x = 2e) }", nil, func(p, x []int64) bool { return fmod(x[0], 2) == 0 }},
		{"{ [x] : not not not (x mod 2 = 1) }", nil, func(p, x []int64) bool { return fmod(x[0], 2) == 0 }},
		{"{ [x, y] : not (x >= 2 or y <= -1) }", nil, func(p, x []int64) bool { return !(x[0] >= 2 || x[1] <= -1) }},
		{"{ [x, y] : not (x >= 2 and y <= -1 or x = y) }", nil,
			func(p, x []int64) bool { return !(x[0] >= 2 && x[1] <= -1 || x[0] == x[1]) }},
		{"{ [x, y] : not (0 <= x < y) }", nil, func(p, x []int64) bool { return !(0 <= x[0] && x[0] < x[1]) }},
		{"{ [x] : not true }", nil, func(p, x []int64) bool { return false }},
		{"{ [x] : not false }", nil, func(p, x []int64) bool { return true }},
		{"{ [x] : not (x != 1) }", nil, func(p, x []int64) bool { return x[0] == 1 }},
		{"{ [x] : not floor(x/3) = 1 }", nil, func(p, x []int64) bool { return fdiv(x[0], 3) != 1 }},
		{"[n] -> { [x] : 0 <= x < n and not exists (e : x = 3e + 1 and e >= 1) }", [][]int64{{0}, {4}, {9}},
			func(p, x []int64) bool { return 0 <= x[0] && x[0] < p[0] && !(fmod(x[0], 3) == 1 && x[0] >= 4) }},
		// not under an enclosing exists: the bound variable is free in the negated formula.
		{"{ [x] : exists (e : 0 <= e <= 1 and not (x = 2e)) }", nil, func(p, x []int64) bool { return true }},
		{"{ [x] : exists (e : 0 <= e <= 1 and x = e + 4 and not (x mod 2 = 0)) }", nil, func(p, x []int64) bool { return x[0] == 5 }},
		{"{ [x] : exists (e : e = x + 1 and not exists (f : e = 3f)) }", nil, func(p, x []int64) bool { return fmod(x[0]+1, 3) != 0 }},
		{"{ [x] : exists (e : 0 <= e <= 2 and x = e - 4 and not exists (f : e + x = 2f and f >= -2)) }", nil,
			func(p, x []int64) bool {
				e := x[0] + 4
				return 0 <= e && e <= 2 && !(fmod(e+x[0], 2) == 0 && (e+x[0])/2 >= -2)
			}},
		// A div of the enclosing existential inside the negation.
		{"{ [x] : exists (e : e = 2x and not floor(e/4) = 1) }", nil, func(p, x []int64) bool { return fdiv(2*x[0], 4) != 1 }},
		{"{ [x] : not exists (e : x = 2e) and not exists (e : x = 3e) }", nil,
			func(p, x []int64) bool { return fmod(x[0], 2) != 0 && fmod(x[0], 3) != 0 }},
		{"{ [x] : not (exists (e : x = 2e) or x mod 3 = 0) }", nil,
			func(p, x []int64) bool { return fmod(x[0], 2) != 0 && fmod(x[0], 3) != 0 }},
		{"{ [x] -> [y] : not (y = x + 1) and 0 <= x <= 2 and 0 <= y <= 2 }", nil,
			func(p, x []int64) bool { return x[1] != x[0]+1 && 0 <= x[0] && x[0] <= 2 && 0 <= x[1] && x[1] <= 2 }},
		{"{ [x, x + 1] : not x = 0 }", nil, func(p, x []int64) bool { return x[1] == x[0]+1 && x[0] != 0 }},
	} {
		s, err := Parse(tc.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.src, err)
			continue
		}
		re := mustParseT(t, s.String())
		pvals := tc.pvals
		if pvals == nil {
			pvals = [][]int64{nil}
		}
		for _, pv := range pvals {
			points(s.space.NDim(), 8, func(x []int64) {
				want := tc.want(pv, x)
				if got := s.Contains(pv, x); got != want {
					t.Errorf("%s at params %v point %v: got %v want %v\n  parsed %s", tc.src, pv, x, got, want, s)
				}
				if got := re.Contains(pv, x); got != want {
					t.Errorf("%s re-parsed from %s at params %v point %v: got %v want %v", tc.src, s, pv, x, got, want)
				}
			})
		}
	}
}

func TestParseNotErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"{ [x] : not }", "1:13: expected a constraint after \"not\", found \"}\""},
		{"{ [x] : x >= 0 and not and x < 3 }", "1:24: expected a constraint after \"not\", found \"and\""},
		{"{ [x] : not or x = 1 }", "1:13: expected a constraint after \"not\", found \"or\""},
		{"{ [x] : (not) }", "1:13: expected a constraint after \"not\", found \")\""},
		{"{ [x] : not (x = 1 }", "1:20: expected \")\", found \"}\""},
		{"{ [x] : not x }", "1:15: expected comparison operator, found \"}\""},
		{"{ [x] : not exists (e : x = 2e }", "1:32: expected \")\", found \"}\""},
		{"{ [not] }", "1:4: unexpected \"not\""},
		{"{ [x] : x not = 1 }", "1:11: expected comparison operator, found \"not\""},
	} {
		_, err := Parse(tc.src)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) error %v, want %q", tc.src, err, tc.want)
		}
	}
}

// notFormula turns randSetN's text "pre{ [dims] : c; [dims] : c }" into
// the prefix and the formula "(c) or (c)".
func notFormula(text string, c genCase) (string, string) {
	i := strings.Index(text, "{ ")
	pre, body := text[:i], strings.TrimSuffix(text[i+2:], " }")
	var ors []string
	for _, piece := range strings.Split(body, "; ") {
		ors = append(ors, "("+strings.TrimPrefix(piece, "["+strings.Join(c.dims, ", ")+"] : ")+")")
	}
	return pre, strings.Join(ors, " or ")
}

func TestPropertyNot(t *testing.T) {
	r := newRand(17)
	for n := 0; n < propCases/10; n++ {
		c := randCase(r)
		text, o := randSetN(r, c, 2, 4)
		pre, f := notFormula(text, c)
		tup := "[" + strings.Join(c.dims, ", ") + "]"
		neg := mustParseT(t, pre+"{ "+tup+" : not ("+f+") }")
		neg2 := mustParseT(t, pre+"{ "+tup+" : not not ("+f+") }")
		// The same negation with x replaced by an enclosing existential:
		// t is free in the negated formula.
		ft := regexp.MustCompile(`\bx\b`).ReplaceAllString(f, "t")
		neg3 := mustParseT(t, pre+"{ "+tup+" : exists (t : t = x and not ("+ft+")) }") // checked on every third case (large DNF)
		for _, pv := range c.pvals {
			points(len(c.dims), c.box+1, func(x []int64) {
				want := o(c.env(pv, x))
				if neg.Contains(pv, x) == want {
					t.Fatalf("case %d: not (%s) at params %v point %v: got %v\n  parsed %s", n, f, pv, x, !want, neg)
				}
				if n%3 == 0 && neg3.Contains(pv, x) == want {
					t.Fatalf("case %d: exists (t : t = x and not (%s)) at params %v point %v: got %v\n  parsed %s", n, ft, pv, x, !want, neg3)
				}
				if neg2.Contains(pv, x) != want {
					t.Fatalf("case %d: not not (%s) at params %v point %v: got %v\n  parsed %s", n, f, pv, x, !want, neg2)
				}
			})
		}
	}
}

func TestParseComparisonLists(t *testing.T) {
	s := mustParseT(t, "[n] -> { [i, j] : 0 <= i, j < n and i, j != 1 }")
	want := mustParseT(t, "[n] -> { [i, j] : 0 <= i < n and 0 <= j < n and i != 1 and j != 1 }")
	if !s.IsEqual(want) {
		t.Errorf("got %s, want %s", s, want)
	}
	s = mustParseT(t, "{ [i, j] : not (0 <= i, j <= 1) }")
	points(2, 3, func(x []int64) {
		if got, want := s.Contains(nil, x), !(0 <= x[0] && x[0] <= 1 && 0 <= x[1] && x[1] <= 1); got != want {
			t.Errorf("%s at %v: got %v", s, x, got)
		}
	})
}
