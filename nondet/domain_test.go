package nondet

import (
	"math"
	"math/rand"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
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
			"{-x + 1 >= 0; -k + 1 >= 0; x >= 0; k >= 0; -x + k >= 0}"},
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

// joinByKeep is join as it was written before its merge: each
// constraint of s then of t kept with the weaker constant, looked up by
// key (the reference of TestJoinMerge).
func joinByKeep(s, t *astate) *astate {
	if s == nil {
		return t
	}
	if t == nil {
		return s
	}
	r := &astate{}
	keep := func(c *cons, other *astate) {
		l, ok := other.lowerBound(c.terms, c.key, 0, 1, -c.c)
		if !ok {
			return
		}
		k := max(c.c, -l)
		i, have := r.find(c.key)
		if have && r.cs[i].c <= k {
			return
		}
		if k == c.c {
			r.putAt(i, have, c)
			return
		}
		p, err := c.p.AddConst(k - c.c)
		if err != nil {
			return
		}
		if intsem.AbsU(k) <= maxConst {
			r.putAt(i, have, &cons{p: p, key: c.key, negKey: c.negKey, c: k, terms: c.terms})
		}
	}
	for _, c := range s.cs {
		keep(c, t)
	}
	for _, c := range t.cs {
		keep(c, s)
	}
	r.trim()
	return r
}

// TestJoinMerge: join's merge of the two sorted lists gives what keeping
// each side's constraints one by one gives, on random states over four
// variables (one and two columns, products, constants up to the caps);
// mutation checked: the merge keeping the looser of a key's two
// constraints fails, and so does one dropping t's constraints of keys s
// lacks.
func TestJoinMerge(t *testing.T) {
	vars := []*frontend.Object{
		{Kind: frontend.PidObj, Name: "pid", ID: 0},
		{Kind: frontend.ParamObj, Name: "n", ID: 2},
		{Kind: frontend.VarObj, Name: "x", ID: 3},
		{Kind: frontend.VarObj, Name: "k", ID: 4},
	}
	rng := rand.New(rand.NewSource(3))
	randPoly := func() bspaff.Poly {
		consts := []int64{0, 1, -1, 2, 3, 5, 7, 20, maxConst, -maxConst, maxConst - 1}
		p := bspaff.Const(consts[rng.Intn(len(consts))])
		for _, v := range vars {
			if rng.Intn(3) == 0 {
				m, _ := bspaff.Var(v).Scale(int64(rng.Intn(5) - 2))
				p, _ = p.Add(m)
			}
		}
		if rng.Intn(8) == 0 {
			m, _ := bspaff.Var(vars[rng.Intn(4)]).Mul(bspaff.Var(vars[rng.Intn(4)]))
			p, _ = p.Add(m)
		}
		return p
	}
	randState := func() *astate {
		var ps []bspaff.Poly
		for n := rng.Intn(9); n > 0; n-- {
			ps = append(ps, randPoly())
		}
		return newState().add(ps...)
	}
	nontrivial := 0
	for i := 0; i < 5000; i++ {
		s, u := randState(), randState()
		if rng.Intn(4) == 0 { // sides sharing constraints
			u = s.add(randPoly())
		}
		want, got := joinByKeep(s, u).String(), join(s, u).String()
		if d := cmp.Diff(want, got); d != "" {
			t.Fatalf("join(%s, %s) (-want +got):\n%s", s, u, d)
		}
		if s != nil && u != nil && len(s.cs) > 0 && len(u.cs) > 0 && want != "{}" {
			nontrivial++
		}
	}
	t.Logf("%d joins of two states with a non-empty result", nontrivial)
	if nontrivial < 1000 {
		t.Errorf("only %d joins of two states with a non-empty result", nontrivial)
	}
}
