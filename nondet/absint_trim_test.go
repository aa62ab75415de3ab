package nondet

import (
	"fmt"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// TestTrimImplied: a state past maxCons first drops the constraints of
// several columns that its one-variable bounds imply (a1 - a0 + 100 >= 0
// with a0, a1 in [0, 9]), then the others; so the relations x <= n and
// x <= m, which nothing else says, stay. With the rule off, the cap
// drops one of them.
func TestTrimImplied(t *testing.T) {
	// The cap these cases were made for (they fill it).
	defer func(old int) { maxCons = old }(maxCons)
	maxCons = 20
	defer func() { noTrimImplied = false }()
	obj := func(name string, id int) *frontend.Object {
		return &frontend.Object{Kind: frontend.VarObj, Name: name, ID: id}
	}
	lin := func(c0 int64, terms ...any) bspaff.Poly {
		p := bspaff.Const(c0)
		for i := 0; i < len(terms); i += 2 {
			m, _ := bspaff.Var(terms[i+1].(*frontend.Object)).Scale(int64(terms[i].(int)))
			p, _ = p.Add(m)
		}
		return p
	}
	// The cap's order among constraints of two columns is by key: the
	// relations go first in one of the two numberings or the other.
	lost := false
	for _, base := range []int{1, 31, 131} {
		x, n, m := obj("x", base), obj("n", base+1), obj("m", base+2)
		var ps []bspaff.Poly
		var vs []*frontend.Object
		for i := 0; i < 9; i++ {
			v := obj(fmt.Sprintf("a%d", i), 10+i)
			vs = append(vs, v)
			ps = append(ps, lin(0, 1, v), lin(9, -1, v))
		}
		ps = append(ps, lin(100, -1, vs[0], 1, vs[1]), lin(0, 1, n, -1, x), lin(0, 1, m, -1, x))
		for _, off := range []bool{false, true} {
			noTrimImplied = off
			got := newState().add(ps...).String()
			keeps := strings.Contains(got, "-x + n >= 0") && strings.Contains(got, "-x + m >= 0")
			switch {
			case !off && !keeps:
				t.Errorf("numbering %d: %s lacks a relation", base, got)
			case off && !keeps:
				lost = true
			}
		}
	}
	if !lost {
		t.Error("with the rule off, the cap kept both relations")
	}
}

// TestJoinImplied: the join leaves out a difference of two variables
// that the joined bounds imply (x - k >= 0 from x = k = 0 and x = 1,
// k = 0: x in [0, 1], k = 0 say it); with the rule off, it adds it.
func TestJoinImplied(t *testing.T) {
	defer func() { noJoinImplied = false }()
	// k is the same constant on both sides: the join would not try it.
	noSameConstDiff = true
	defer func() { noSameConstDiff = false }()
	x := &frontend.Object{Kind: frontend.VarObj, Name: "x", ID: 3}
	k := &frontend.Object{Kind: frontend.VarObj, Name: "k", ID: 4}
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
	for _, off := range []bool{false, true} {
		noJoinImplied = off
		got := a.join(st(lin(0, 1, x), lin(0, -1, x), lin(0, 1, k), lin(0, -1, k)),
			st(lin(-1, 1, x), lin(1, -1, x), lin(0, 1, k), lin(0, -1, k))).String()
		if has := strings.Contains(got, "x - k >= 0"); has != off {
			t.Errorf("rule off %v: %s", off, got)
		}
	}
}
