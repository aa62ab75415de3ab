package bspaff

import (
	"fmt"
	"testing"

	"bspcost/frontend"
)

// TestConstDividend: a constant divided by a non-constant divisor is
// exact in the context (y in 1..9): 0 / y and 0 % y are 0, 7 % y has
// the pieces of its quotient's range (splitQuotient), 9 % y and 16 / (y
// + 1) the pieces of their few distinct quotients (a range of nine or
// more values is past splitQuotient's). With constDividendOn off each is
// the Opaque parameter of the whole (which hrelation gives any value in
// 0..y-1).
func TestConstDividend(t *testing.T) {
	for _, src := range []string{"0 / y", "0 % y", "7 % y", "7 / y", "9 % y", "9 / y", "16 / (y + 1)", "max(3, 3) % y", "(x - x + 5) % y"} {
		for _, on := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/%v", src, on), func(t *testing.T) {
				constDividendOn = on
				defer func() { constDividendOn = true }()
				e, xo, yo := parseWith(t, src)
				b := &Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}
				b.Quotient = gridQuotient(t, b)
				var opaque *frontend.Object
				b.Opaque = func(frontend.Expr) (*frontend.Object, bool) {
					opaque = b.NewVar("o")
					return opaque, true
				}
				pw, err := b.Aff(e)
				if err != nil {
					t.Fatal(err)
				}
				if (opaque != nil) == on {
					t.Fatalf("rule %v: %v, an opaque parameter: %v", on, pw, opaque != nil)
				}
				if !on {
					return
				}
				graphExact(t, b, e, xo, yo, pw, 1)
			})
		}
	}
}

// TestSameText: an operand that is not affine (an array element, a
// quotient made a parameter by Opaque) divided by the same expression is
// 1, its remainder 0; `any` twice is two values (a division like any
// other). Off, each is the Opaque parameter of the whole.
func TestSameText(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want int64 // -1: no constant
	}{
		{"z[0] % z[0]", 0},
		{"(x / y) % (x / y)", 0},
		{"any % any", -1},
	} {
		for _, on := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/%v", tc.src, on), func(t *testing.T) {
				sameTextOn = on
				defer func() { sameTextOn = true }()
				e := parseArr(t, tc.src)
				b := &Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}
				n := 0
				b.Opaque = func(frontend.Expr) (*frontend.Object, bool) {
					n++
					return b.NewVar(fmt.Sprintf("o%d", n)), true
				}
				pw, err := b.Aff(e)
				if err != nil {
					t.Fatal(err)
				}
				c, ok := pw.Single()
				v, isConst := c.IsConst()
				if got := ok && isConst && v == tc.want; got != (on && tc.want >= 0) {
					t.Errorf("%v: constant %d %v, want %d (rule %v)", pw, v, ok && isConst, tc.want, on)
				}
			})
		}
	}
}

// parseArr parses e in a program with parameters x, y and an array z.
func parseArr(t *testing.T, e string) frontend.Expr {
	t.Helper()
	src := fmt.Sprintf("program t(x, y)\n  var z[4]\n  var w := %s\nend\n", e)
	prog, err := frontend.Parse("t.bsp", []byte(src))
	if err != nil {
		t.Fatalf("%s: %v", e, err)
	}
	d := prog.Body.Stmts[1].(*frontend.VarDecl)
	parsed[d.Init] = prog.Info
	return d.Init
}
