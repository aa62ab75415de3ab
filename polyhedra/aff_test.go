package polyhedra

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// affB is a small helper for building test expressions over one space.
type affB struct {
	t  *testing.T
	sp Space
}

func (b affB) v(t DimType, i int) *Aff {
	a, err := VarAff(b.sp, t, i)
	if err != nil {
		b.t.Fatal(err)
	}
	return a
}
func (b affB) c(v int64) *Aff { return ConstAff(b.sp, NewInt(v)) }
func (b affB) floor(a *Aff, k int64) *Aff {
	f, err := a.FloorDiv(NewInt(k))
	if err != nil {
		b.t.Fatal(err)
	}
	return f
}
func (b affB) mod(a *Aff, k int64) *Aff {
	f, err := a.Mod(NewInt(k))
	if err != nil {
		b.t.Fatal(err)
	}
	return f
}
func (b affB) set(cs ...AffConstraint) *Set {
	s, err := NewSet(b.sp, cs...)
	if err != nil {
		b.t.Fatal(err)
	}
	return s
}

func wantEqual(t *testing.T, what string, got *Set, text string) {
	t.Helper()
	want := mustParseT(t, text)
	if !got.IsEqual(want) {
		t.Errorf("%s: built %s, want %s", what, got, want)
	}
}

func TestAffBuilderMatchesParser(t *testing.T) {
	{
		b := affB{t, SetSpace([]string{"n"}, []string{"i", "j"})}
		n, i, j := b.v(DimParam, 0), b.v(DimSet, 0), b.v(DimSet, 1)
		wantEqual(t, "triangle", b.set(AffLe(b.c(0), i), AffLt(i, n), AffLe(i, j), AffLt(j, n)),
			"[n] -> { [i, j] : 0 <= i < n and i <= j < n }")
	}
	{
		b := affB{t, SetSpace(nil, []string{"x"})}
		x := b.v(DimSet, 0)
		wantEqual(t, "mod", b.set(AffEq(b.mod(x, 3), b.c(1)), AffGe(x, b.c(0)), AffLe(x, b.c(20))),
			"{ [x] : x mod 3 = 1 and 0 <= x <= 20 }")
		wantEqual(t, "negative modulus", b.set(AffEq(b.mod(x, -3), b.c(1)), AffGe(x, b.c(-9)), AffLe(x, b.c(20))),
			"{ [x] : x mod 3 = 1 and -9 <= x <= 20 }")
		wantEqual(t, "negative divisor", b.set(AffEq(b.floor(x, -2), b.c(-3)), AffGe(x, b.c(-9))),
			"{ [x] : floor(-x/2) = -3 and x >= -9 }")
		ceil, err := x.CeilDiv(NewInt(4))
		if err != nil {
			t.Fatal(err)
		}
		wantEqual(t, "ceil", b.set(AffEq(ceil, b.c(2)), AffGe(x, b.c(-9))),
			"{ [x] : ceil(x/4) = 2 }")
		if _, err := x.FloorDiv(NewInt(0)); err == nil {
			t.Error("FloorDiv by 0: no error")
		}
		if _, err := x.Mod(NewInt(0)); err == nil {
			t.Error("Mod by 0: no error")
		}
	}
	{
		b := affB{t, MapSpace([]string{"p"}, []string{"i"}, []string{"j"})}
		p, i, j := b.v(DimParam, 0), b.v(DimIn, 0), b.v(DimOut, 0)
		wantEqual(t, "map", b.set(AffEq(j, b.floor(i.Add(p), 4)), AffGe(i, b.c(0)), AffLt(i, b.c(10))),
			"[p] -> { [i] -> [j] : j = floor((i + p)/4) and 0 <= i < 10 }")
	}
	{
		b := affB{t, SetSpace(nil, []string{"x", "y"})}
		x, y := b.v(DimSet, 0), b.v(DimSet, 1)
		nested := b.floor(x.Add(b.floor(y, 3)), 2)
		wantEqual(t, "nested floor",
			b.set(AffEq(nested, b.c(1)), AffGe(b.floor(x.Add(y), 2).Scale(NewInt(3)), x), AffLe(b.c(-10), y), AffLe(y, b.c(10))),
			"{ [x, y] : floor((x + floor(y/3))/2) = 1 and 3*floor((x + y)/2) >= x and -10 <= y <= 10 }")
		// The same division built twice is one division.
		two := b.floor(x, 2).Add(b.floor(x, 2))
		if len(two.divs) != 1 {
			t.Errorf("floor(x/2) + floor(x/2) has %d divisions, want 1: %s", len(two.divs), two)
		}
		// Exact division needs none; a cancelled one is dropped.
		if e := b.floor(x.Scale(NewInt(4)).AddConst(NewInt(6)), 2); len(e.divs) != 0 {
			t.Errorf("floor((4x + 6)/2) = %s, want no division", e)
		}
		if e := b.floor(x, 2).Sub(b.floor(x, 2)); len(e.divs) != 0 {
			t.Errorf("floor(x/2) - floor(x/2) = %s, want no division", e)
		}
		if got, want := b.floor(x, 2).Add(y).String(), "{ [x, y] -> [(y + floor((x)/2))] }"; got != want {
			t.Errorf("String = %q, want %q", got, want)
		}
	}
	{
		// Keywords are labels the builder refuses; positions are what count.
		if _, err := NewSet(SetSpace(nil, []string{"floor"})); err == nil {
			t.Error("a dimension named floor: no error")
		}
		if _, err := NewSet(SetSpace([]string{"n"}, []string{"n"})); err == nil {
			t.Error("a name used twice: no error")
		}
		if _, err := VarAff(SetSpace(nil, []string{"x"}), DimIn, 0); err == nil {
			t.Error("DimIn of a set: no error")
		}
		if _, err := VarAff(SetSpace(nil, []string{"x"}), DimSet, 1); err == nil {
			t.Error("dimension out of range: no error")
		}
		other := ConstAff(SetSpace(nil, []string{"y"}), NewInt(0))
		if _, err := NewSet(SetSpace(nil, []string{"x"}), AffNonNeg(other)); err == nil {
			t.Error("constraint over another space: no error")
		}
	}
	{
		b := affB{t, SetSpace(nil, []string{"x"})}
		x := b.v(DimSet, 0)
		s := b.set(AffGe(x, b.c(1)), AffLe(x, b.c(0)))
		if !s.IsEmpty() || len(s.parts) != 0 {
			t.Errorf("contradiction: %s", s)
		}
		bs, err := NewBasicSet(b.sp, AffGe(x, b.c(1)), AffLe(x, b.c(0)))
		if err != nil || !bs.IsEmpty() {
			t.Errorf("contradiction as a basic set: %v, %v", bs, err)
		}
	}
}

func TestAffDims(t *testing.T) {
	s := mustParseT(t, "[n] -> { [i, j] : 0 <= i < n and i <= j < n and j mod 2 = 0 }")
	// A set variable made a parameter and back.
	m, err := s.MoveDims(DimParam, 0, DimSet, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	wantEqual(t, "j as parameter", m, "[j, n] -> { [i] : 0 <= i < n and i <= j < n and j mod 2 = 0 }")
	back, err := m.MoveDims(DimSet, 1, DimParam, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !back.IsEqual(s) || !back.Space().Equal(s.Space()) {
		t.Errorf("back: %s, want %s", back, s)
	}
	// n as a set variable.
	m, err = s.MoveDims(DimSet, 0, DimParam, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	wantEqual(t, "n as variable", m, "{ [n, i, j] : 0 <= i < n and i <= j < n and j mod 2 = 0 }")

	ins, err := s.InsertDims(DimSet, 1, "k", "l")
	if err != nil {
		t.Fatal(err)
	}
	wantEqual(t, "inserted", ins, "[n] -> { [i, k, l, j] : 0 <= i < n and i <= j < n and j mod 2 = 0 }")
	insP, err := s.InsertDims(DimParam, 0, "q")
	if err != nil {
		t.Fatal(err)
	}
	wantEqual(t, "inserted param", insP, "[q, n] -> { [i, j] : 0 <= i < n and i <= j < n and j mod 2 = 0 }")
	if _, err := s.InsertDims(DimSet, 0, "n"); err == nil {
		t.Error("inserting a name already used: no error")
	}
	if _, err := s.InsertDims(DimSet, 3, "z"); err == nil {
		t.Error("inserting past the end: no error")
	}

	pr, err := s.ProjectOutDims(DimSet, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	wantEqual(t, "projected i", pr, "[n] -> { [j] : 0 <= j < n and j mod 2 = 0 }")
	pp, err := s.ProjectOutDims(DimParam, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	wantEqual(t, "projected n", pp, "{ [i, j] : 0 <= i <= j and j mod 2 = 0 }")

	rn, err := s.SetDimName(DimSet, 1, "jj")
	if err != nil {
		t.Fatal(err)
	}
	if got := rn.Space().Out; got[1] != "jj" {
		t.Errorf("renamed: %v", got)
	}
	if _, err := s.SetDimName(DimSet, 1, "mod"); err == nil {
		t.Error("renaming to a keyword: no error")
	}

	mp := mustParseT(t, "[n] -> { [i] -> [j] : 0 <= i < n and j = 2i }")
	d, err := mp.ProjectOutDims(DimIn, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	wantEqual(t, "map without input", d, "[n] -> { [] -> [j] : exists (i : 0 <= i < n and j = 2i) }")
	if _, err := s.MoveDims(DimIn, 0, DimSet, 0, 1); err == nil {
		t.Error("DimIn on a set: no error")
	}
}

// TestAffRandom builds random constraints with divisions and moduli both
// with the builder and as text and checks that the sets are equal, and
// that Eval agrees with the arithmetic.
func TestAffRandom(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	sp := SetSpace([]string{"n"}, []string{"x", "y"})
	b := affB{t, sp}
	vars := []*Aff{b.v(DimParam, 0), b.v(DimSet, 0), b.v(DimSet, 1)}
	names := []string{"n", "x", "y"}
	lin := func() (*Aff, string) {
		a := b.c(int64(r.Intn(11) - 5))
		text := fmt.Sprint(a.row[0])
		for i, v := range vars {
			k := int64(r.Intn(7) - 3)
			a = a.Add(v.Scale(NewInt(k)))
			text += fmt.Sprintf(" + %d*%s", k, names[i])
		}
		return a, text
	}
	term := func() (*Aff, string) {
		a, text := lin()
		switch r.Intn(3) {
		case 0:
			k := int64(r.Intn(4) + 2)
			return b.floor(a, k), fmt.Sprintf("floor((%s)/%d)", text, k)
		case 1:
			k := int64(r.Intn(4) + 2)
			return b.mod(a, k), fmt.Sprintf("((%s) mod %d)", text, k)
		}
		return a, "(" + text + ")"
	}
	for n := 0; n < 60; n++ {
		var cs []AffConstraint
		var texts []string
		for k := r.Intn(3) + 1; k > 0; k-- {
			a, ta := term()
			c, tc := term()
			a = a.Add(c.Scale(NewInt(2)))
			text := ta + " + 2*" + tc
			if r.Intn(4) == 0 {
				cs = append(cs, AffZero(a))
				texts = append(texts, text+" = 0")
			} else {
				cs = append(cs, AffNonNeg(a))
				texts = append(texts, text+" >= 0")
			}
			// Check Eval on a few points against the text's meaning.
			for _, pt := range [][]int64{{0, 1, -2}, {3, -5, 4}, {-2, 7, 7}} {
				one := mustParseT(t, fmt.Sprintf("[n] -> { [x, y] : %s = %d }", text, a.Eval(pt[:1], pt[1:]).s))
				if !one.Contains(pt[:1], pt[1:]) {
					t.Fatalf("case %d: Eval(%v) of %s = %v disagrees with %s", n, pt, a, a.Eval(pt[:1], pt[1:]), text)
				}
			}
		}
		box := []AffConstraint{AffGe(vars[1], b.c(-8)), AffLe(vars[1], b.c(8)), AffGe(vars[2], b.c(-8)), AffLe(vars[2], b.c(8))}
		got := b.set(append(cs, box...)...)
		want := fmt.Sprintf("[n] -> { [x, y] : %s and -8 <= x <= 8 and -8 <= y <= 8 }", strings.Join(texts, " and "))
		wantEqual(t, fmt.Sprintf("case %d", n), got, want)
	}
}
