package bspaff

import (
	"errors"
	"fmt"
	"testing"

	"bspcost/frontend"
)

// TestSameQuotient: a division of an affine form by itself (the same
// form written twice, or through other terms) is 1 and its remainder 0
// (sameQuotientOn); off, it is a division by a non-constant, not affine.
func TestSameQuotient(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want int64
	}{
		{"y / y", 1},
		{"y % y", 0},
		{"(x + y) / (y + x)", 1},
		{"(2 * y - 1) % (y + y - 1)", 0},
	} {
		for _, on := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/%v", tc.src, on), func(t *testing.T) {
				sameQuotientOn = on
				defer func() { sameQuotientOn = true }()
				e, _, _ := parseWith(t, tc.src)
				b := &Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}
				pw, err := b.Aff(e)
				if !on {
					var na *NonAffineError
					if !errors.As(err, &na) {
						t.Errorf("off: %v, %v; want a division by a non-constant", pw, err)
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				c, ok := pw.Single()
				v, isConst := c.IsConst()
				if !ok || !isConst || v != tc.want {
					t.Errorf("%v, want %d", pw, tc.want)
				}
			})
		}
	}
}
