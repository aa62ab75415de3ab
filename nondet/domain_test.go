package nondet

import (
	"math"
	"testing"

	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"

	"github.com/google/go-cmp/cmp"
)

// TestDomain: the operations of the constraint domain (domain.go) on
// small states over x, k, pid and n.
func TestDomain(t *testing.T) {
	pid := &frontend.Object{Kind: frontend.PidObj, Name: "pid", ID: 0}
	n := &frontend.Object{Kind: frontend.ParamObj, Name: "n", ID: 2}
	x := &frontend.Object{Kind: frontend.VarObj, Name: "x", ID: 3}
	k := &frontend.Object{Kind: frontend.VarObj, Name: "k", ID: 4}
	// lin is c0 + Σ coef*var.
	lin := func(c0 int64, terms ...any) bspaff.Poly {
		p := bspaff.Const(c0)
		for i := 0; i < len(terms); i += 2 {
			m, _ := bspaff.Var(terms[i+1].(*frontend.Object)).Scale(int64(terms[i].(int)))
			p, _ = p.Add(m)
		}
		return p
	}
	st := func(ps ...bspaff.Poly) *astate { return newState().add(ps...) }
	a := &absint{}
	tests := []struct {
		name string
		got  *astate
		want string
	}{
		{"integer tightening", st(lin(-3, 2, x)), "{x - 2 >= 0}"},
		{"contradiction", st(lin(-1, 1, x), lin(0, -1, x)), "false"},
		// |MinInt| = 1<<63 is past maxCoef: both are dropped (x = -1
		// satisfies both, so "false" would be unsound; a wrapping abs
		// let them in, and -MinInt made each its own opposite).
		{"MinInt coefficient is past the caps", st(lin(-1, math.MinInt64, x), lin(-5, math.MinInt64, x)), "{}"},
		{"MinInt constant is past the caps", st(lin(math.MinInt64, 1, x)), "{}"},
		{"projection keeps the relation", st(lin(0, 1, k, -1, x), lin(0, 1, pid, -1, k)).project(k), "{pid - x >= 0}"},
		{"join keeps what both bound", join(st(lin(0, 1, x), lin(0, -1, x)), st(lin(-1, 1, x), lin(1, -1, x))), "{-x + 1 >= 0; x >= 0}"},
		{"join of constants finds the difference", a.join(
			st(lin(0, 1, x), lin(0, -1, x), lin(0, 1, k), lin(0, -1, k)),
			st(lin(0, 1, x), lin(1, -1, x), lin(-1, 1, k), lin(1, -1, k))),
			"{-x + 1 >= 0; -k + 1 >= 0; x >= 0; k >= 0; -x + k >= 0; x - k + 1 >= 0}"},
		{"widening drops the moving bound", widen(st(lin(0, 1, x), lin(1, -1, x), lin(0, 1, n, -1, x)), st(lin(0, 1, x), lin(2, -1, x), lin(0, 1, n, -1, x))),
			"{x >= 0; n - x >= 0}"},
		{"entailment by combination", func() *astate {
			s := st(lin(0, 1, pid, -1, x), lin(-1, 1, n, -1, pid))
			if s.entails(mustNorm(lin(-1, 1, n, -1, x))) {
				return st()
			}
			return nil
		}(), "{}"},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, tc.got.String()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

func mustNorm(p bspaff.Poly) *cons {
	c, _, _ := normalise(p)
	return c
}

// TestDistinctKeys: join's room for its result counts the keys of both
// sides once each.
func TestDistinctKeys(t *testing.T) {
	cs := func(keys ...string) []*cons {
		var out []*cons
		for _, k := range keys {
			out = append(out, &cons{key: k})
		}
		return out
	}
	for _, tc := range []struct {
		a, b []*cons
		want int
	}{
		{nil, nil, 0},
		{cs("a", "c"), nil, 2},
		{cs("a", "c"), cs("a", "c"), 2},
		{cs("a", "c", "e"), cs("b", "c", "d", "f"), 6},
		{cs("b"), cs("a", "b", "c"), 3},
	} {
		if got := distinctKeys(tc.a, tc.b); got != tc.want {
			t.Errorf("distinctKeys: %d, want %d", got, tc.want)
		}
	}
}

// TestAddConsUnchanged: adding constraints the state already has with the
// same or a tighter constant returns the state itself (no copy), and a
// tighter or new one a new state with it (mutation checked: holdsAll
// taking a looser constant as held, d.c >= c.c, fails "tighter"; and
// both halves of consKeys the key fails "negKey").
func TestAddConsUnchanged(t *testing.T) {
	x := &frontend.Object{Kind: frontend.VarObj, Name: "x", ID: 3}
	k := &frontend.Object{Kind: frontend.VarObj, Name: "k", ID: 4}
	lin := func(c0, cx, ck int64) bspaff.Poly {
		p := bspaff.Const(c0)
		for _, t := range []struct {
			c int64
			v *frontend.Object
		}{{cx, x}, {ck, k}} {
			m, _ := bspaff.Var(t.v).Scale(t.c)
			p, _ = p.Add(m)
		}
		return p
	}
	base := newState().add(lin(-1, 1, 0), lin(5, 0, -1), lin(0, 1, -1)) // x >= 1, k <= 5, x >= k
	for _, tc := range []struct {
		name string
		add  []bspaff.Poly
		same bool // base itself
		want string
	}{
		{"same", []bspaff.Poly{lin(-1, 1, 0)}, true, "{-k + 5 >= 0; x - 1 >= 0; x - k >= 0}"},
		{"looser", []bspaff.Poly{lin(3, 1, 0), lin(7, 0, -1)}, true, "{-k + 5 >= 0; x - 1 >= 0; x - k >= 0}"},
		{"scaled", []bspaff.Poly{lin(0, 2, -2)}, true, "{-k + 5 >= 0; x - 1 >= 0; x - k >= 0}"},
		{"tighter", []bspaff.Poly{lin(-2, 1, 0)}, false, "{-k + 5 >= 0; x - 2 >= 0; x - k >= 0}"},
		{"one held, one new", []bspaff.Poly{lin(-1, 1, 0), lin(0, 0, 1)}, false, "{-k + 5 >= 0; x - 1 >= 0; k >= 0; x - k >= 0}"},
		{"negKey", []bspaff.Poly{lin(-6, 0, 1)}, false, "false"}, // k >= 6 against k <= 5
		{"nothing", nil, true, "{-k + 5 >= 0; x - 1 >= 0; x - k >= 0}"},
	} {
		got := base.add(tc.add...)
		if diff := cmp.Diff(tc.want, got.String()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
		if (got == base) != tc.same {
			t.Errorf("%s: the state itself: %v, want %v", tc.name, got == base, tc.same)
		}
	}
}

// TestStateCap: stateCap's state is empty with room for n constraints,
// whichever array it is made with (mutation checked: the 8 case made
// with 4 fails).
func TestStateCap(t *testing.T) {
	for n := 0; n <= 30; n++ {
		s := stateCap(n)
		if len(s.cs) != 0 || cap(s.cs) < n || s.haveB {
			t.Errorf("stateCap(%d): len %d cap %d haveB %v", n, len(s.cs), cap(s.cs), s.haveB)
		}
	}
	for n := 0; n <= 6; n++ {
		c := consCap(n)
		if len(c.terms) != 0 || cap(c.terms) < n {
			t.Errorf("consCap(%d): len %d cap %d", n, len(c.terms), cap(c.terms))
		}
	}
}
