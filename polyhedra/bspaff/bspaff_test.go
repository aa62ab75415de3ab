package bspaff

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"bspcost/frontend"
	"bspcost/polyhedra"
)

// exprs are int expressions over x and y (declared in the wrapper program)
// with the operators the bridge turns into pieces and divs.
var exprs = []string{
	"x / 3", "x % 3", "-x / 4", "(x - 7) % 4", "x / -3", "x % -3", "(2 * x + y) / 5",
	"min(x, y)", "max(x, 2 * y - 3)", "min(x, y, 3)", "(x + 1) * 2 - y", "(x / 2) % 3",
	"max(x, y) / 2", "(x + y) % 3 - x / 2",
	"x >> 2", "(x - 3) << 1", "x & 7", "(x + y) >> 1", "(x & 3) - (y >> 1)", "-x >> 0",
}

// TestBitsMutation: with the forms of shifts and masks off, the bit
// expressions of exprs are not affine (TestExprBruteForce fails).
func TestBitsMutation(t *testing.T) {
	bitsOn = false
	defer func() { bitsOn = true }()
	for _, src := range []string{"x >> 2", "(x - 3) << 1", "x & 7"} {
		e, _, _ := parseWith(t, src)
		if _, err := (&Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}).Aff(e); err == nil {
			t.Errorf("%s: affine with bitsOn off", src)
		}
	}
}

// conds are conditions whose formulas are built exactly.
var conds = []string{
	"x % 2 == 0 && y > x", "!(x < y || x == 3)", "x != y", "min(x, y) >= 1", "x / 2 <= y && !(y % 3 != 1)",
}

// parsed is the bindings of the expressions parseWith and parseCond
// returned (the tests run one after the other).
var parsed = map[frontend.Expr]*frontend.Info{}

// objectOf is the object of an identifier of an expression parseWith or
// parseCond returned.
func objectOf(id *frontend.Ident) *frontend.Object {
	for _, info := range parsed {
		if o := info.ObjectOf(id); o != nil {
			return o
		}
	}
	return nil
}

func parseWith(t *testing.T, e string) (frontend.Expr, *frontend.Object, *frontend.Object) {
	src := fmt.Sprintf("program t(x, y)\n  var z := %s\nend\n", e)
	prog, err := frontend.Parse("t.bsp", []byte(src))
	if err != nil {
		t.Fatalf("%s: %v", e, err)
	}
	d := prog.Body.Stmts[0].(*frontend.VarDecl)
	parsed[d.Init] = prog.Info
	return d.Init, prog.Info.ObjectOf(prog.Params[0]), prog.Info.ObjectOf(prog.Params[1])
}

func parseCond(t *testing.T, e string) (frontend.Expr, *frontend.Object, *frontend.Object) {
	src := fmt.Sprintf("program t(x, y)\n  if %s then skip end\nend\n", e)
	prog, err := frontend.Parse("t.bsp", []byte(src))
	if err != nil {
		t.Fatalf("%s: %v", e, err)
	}
	parsed[prog.Body.Stmts[0].(*frontend.IfStmt).Cond] = prog.Info
	return prog.Body.Stmts[0].(*frontend.IfStmt).Cond, prog.Info.ObjectOf(prog.Params[0]), prog.Info.ObjectOf(prog.Params[1])
}

// eval and evalCond are e's .bsp value at x, y (frontend.EvalInt and
// EvalCond: C division and remainder, min, max); the grids below hold no
// overflow or division by zero, so !ok is a failure of the test.
func eval(t *testing.T, e frontend.Expr, x, y int64) int64 {
	v, ok := frontend.EvalInt(parsed[e], e, xyVals(x, y))
	if !ok {
		t.Fatalf("%s at x=%d y=%d: no value", frontend.ExprString(e), x, y)
	}
	return v
}

func evalCond(t *testing.T, e frontend.Expr, x, y int64) bool {
	holds, ok := frontend.EvalCond(parsed[e], e, xyVals(x, y))
	if !ok {
		t.Fatalf("%s at x=%d y=%d: no value", frontend.ExprString(e), x, y)
	}
	return holds
}

// xyVals gives the object named x the value x and any other y.
func xyVals(x, y int64) func(*frontend.Object) (int64, bool) {
	return func(o *frontend.Object) (int64, bool) {
		if o.Name == "x" {
			return x, true
		}
		return y, true
	}
}

// TestExprBruteForce: the set { [x, y, v] : v = e } that the bridge builds
// holds exactly the points where the .bsp value of e is v (C division and
// remainder, min, max), on a grid including negative values.
func TestExprBruteForce(t *testing.T) {
	for _, src := range exprs {
		e, xo, yo := parseWith(t, src)
		b := &Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}
		pw, err := b.Aff(e)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		graphExact(t, b, e, xo, yo, pw, -9)
	}
}

// TestCondBruteForce: Cond(e) and Cond(e, negated) are exactly e and !e.
func TestCondBruteForce(t *testing.T) {
	for _, src := range conds {
		e, xo, yo := parseCond(t, src)
		for _, neg := range []bool{false, true} {
			b := &Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}
			f, err := b.Cond(e, neg)
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			set, err := b.Set(&Namer{}, nil, []*frontend.Object{xo, yo}, f)
			if err != nil {
				t.Fatal(err)
			}
			for x := int64(-6); x <= 6; x++ {
				for y := int64(-6); y <= 6; y++ {
					if got, want := set.Contains(nil, []int64{x, y}), evalCond(t, e, x, y) != neg; got != want {
						t.Fatalf("%s (negated %v) at x=%d y=%d: %v, want %v", src, neg, x, y, got, want)
					}
				}
			}
		}
	}
}

// TestNonAffine: what the bridge cannot express is reported (never
// dropped), or becomes a column when Opaque allows it; CondOver drops
// exactly the literals it cannot express.
func TestNonAffine(t *testing.T) {
	e, _, _ := parseWith(t, "x * y + 1")
	b := &Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}
	if _, err := b.Aff(e); err == nil {
		t.Fatal("x * y accepted as affine")
	}
	var op *frontend.Object
	b.Opaque = func(e frontend.Expr) (*frontend.Object, bool) {
		op = b.NewVar("xy")
		return op, true
	}
	pw, err := b.Aff(e)
	if err != nil || op == nil {
		t.Fatalf("opaque: %v", err)
	}
	if v, _ := pw.Single(); !v.Uses(op) {
		t.Fatalf("opaque column not used: %v", v)
	}
	// (x + 1) * y - x * y = y cancels.
	e, _, yo := parseWith(t, "(x + 1) * y - x * y")
	pw, err = (&Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}).Aff(e)
	if v, ok := pw.Single(); err != nil || !ok || v.Coef(yo) != 1 || v.Degree() != 1 {
		t.Fatalf("no cancellation: %v %v", pw, err)
	}
	c, _, _ := parseCond(t, "x > 0 && x * y > 2")
	b = &Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}
	f, dropped, err := b.CondOver(c, false)
	if err != nil || len(dropped) != 1 || frontend.ExprString(dropped[0]) != "x * y > 2" || len(f) != 1 || len(f[0]) != 1 {
		t.Fatalf("CondOver: %v %v %v", f, dropped, err)
	}
	if _, err := b.Cond(c, false); err == nil {
		t.Fatal("Cond accepted a non-affine literal")
	}
}

// TestNamer: isl words and repeated names get distinct display names.
func TestNamer(t *testing.T) {
	n := &Namer{}
	a := &frontend.Object{Name: "floor", ID: 1}
	b := &frontend.Object{Name: "x", ID: 2}
	c := &frontend.Object{Name: "x", ID: 3}
	names := []string{n.Name(a), n.Name(b), n.Name(c), n.Name(b)}
	if names[0] == "floor" || names[1] == names[2] || names[1] != names[3] {
		t.Fatalf("names %v", names)
	}
	// The set prints and re-parses with these names.
	bld := &Builder{}
	f := Formula{{{Expr: Var(a)}, {Expr: mustSub(Var(b), Var(c))}}}
	s, err := bld.Set(n, nil, []*frontend.Object{a, b, c}, f)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := polyhedra.Parse(s.String()); err != nil {
		t.Fatalf("%s does not re-parse: %v", s, err)
	}
}

func mustSub(a, b Poly) Poly {
	d, err := a.Sub(b)
	if err != nil {
		panic(err)
	}
	return d
}

// randPoly returns a random polynomial of up to three monomials, each a
// coefficient drawn from coefs times up to two variables of vars (the
// sums that overflow are left out), for the tests that check a fused
// operation against its definition.
func randPoly(r *rand.Rand, vars []*frontend.Object, coefs []int64) Poly {
	p := Const(0)
	for i := r.Intn(4); i > 0; i-- {
		m := Const(coefs[r.Intn(len(coefs))])
		for j := r.Intn(3); j > 0; j-- {
			m, _ = m.Mul(Var(vars[r.Intn(len(vars))]))
		}
		if q, err := p.Add(m); err == nil {
			p = q
		}
	}
	return p
}

// TestSubIsAddNeg checks that Sub (one pass) is Add of Scale(-1): the same
// polynomial, and an overflow error exactly when that has one, on random
// polynomials with extreme coefficients among small ones.
func TestSubIsAddNeg(t *testing.T) {
	vars := []*frontend.Object{{Name: "a", ID: 1}, {Name: "b", ID: 2}, {Name: "c", ID: 3}}
	coefs := []int64{0, 1, -1, 2, -3, 7, math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1}
	r := rand.New(rand.NewSource(1))
	poly := func() Poly { return randPoly(r, vars, coefs) }
	errs := 0
	for i := 0; i < 5000; i++ {
		p, q := poly(), poly()
		want, wantErr := func() (Poly, error) {
			nq, err := q.Scale(-1)
			if err != nil {
				return Poly{}, err
			}
			return p.Add(nq)
		}()
		got, gotErr := p.Sub(q)
		if (wantErr != nil) != (gotErr != nil) {
			t.Fatalf("(%s) - (%s): error %v, want %v", p, q, gotErr, wantErr)
		}
		if wantErr != nil {
			errs++
			continue
		}
		if want.String() != got.String() {
			t.Errorf("(%s) - (%s) = %s, want %s", p, q, got, want)
		}
	}
	if errs == 0 {
		t.Error("weak test: no overflow met")
	}
}
