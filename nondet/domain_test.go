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
