package hrelation

import (
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/polyhedra"
)

// TestPinnedDivs: a domain whose congruence is a floor pinned by an
// equality (isl's exists e : nprocs = 2e + 1) is written as a remainder
// (`nprocs % 2 == 1`), with the set's points exactly (every point of a
// grid); without the rule the condition has the C divisions' form, which
// the sequential analysis only bounds.
func TestPinnedDivs(t *testing.T) {
	for _, tc := range []struct{ set, want string }{
		{"[nprocs, k] -> { [] : exists (e : nprocs = 2e + 1) and nprocs >= 1 }", "nprocs % 2 == 1"},
		{"[nprocs, k] -> { [] : exists (e : nprocs + 4e = 1) and nprocs >= 2 and k >= 0 }", "nprocs % 4 == 1"},
		{"[nprocs, k] -> { [] : exists (e : 3e = k + nprocs) and nprocs >= 1 }", "(nprocs + k) % 3) == 0"},
		{"[nprocs, k] -> { [] : exists (e : k = 3e + 2 and e >= 1 and 2e <= nprocs) }", "k % 3 == 2"},
		{"[nprocs, k] -> { [] : exists (e : 2e = nprocs and k <= e) and k >= 0 }", "nprocs % 2 == 0"},
	} {
		set := polyhedra.MustParse(tc.set)
		for _, on := range []bool{true, false} {
			pinnedDivsOn = on
			np, k := &frontend.Object{Name: "nprocs", Kind: frontend.NprocsObj}, &frontend.Object{Name: "k", Kind: frontend.VarObj}
			info := new(frontend.Info)
			npID, kID := &frontend.Ident{Name: "nprocs"}, &frontend.Ident{Name: "k"}
			info.Bind(npID, np)
			info.Bind(kID, k)
			cond, ok, err := domainExpr(set, []frontend.Expr{npID, kID})
			if err != nil || !ok || cond == nil {
				t.Fatalf("%s: domainExpr = %v, %v, %v", tc.set, cond, ok, err)
			}
			text := frontend.ExprString(cond)
			if got := strings.Contains(text, tc.want); got != on {
				t.Errorf("%s (rule %v): %s, want %q in it: %v", tc.set, on, text, tc.want, on)
			}
			for a := int64(-3); a <= 20; a++ {
				for b := int64(-7); b <= 12; b++ {
					holds, okc := frontend.EvalCond(info, cond, func(o *frontend.Object) (int64, bool) {
						if o == np {
							return a, true
						}
						return b, true
					})
					if !okc {
						t.Fatalf("%s: cannot evaluate %s", tc.set, text)
					}
					if want := set.Contains([]int64{a, b}, nil); holds != want {
						t.Fatalf("%s (rule %v): %s is %v at nprocs = %d, k = %d, the set %v", tc.set, on, text, holds, a, b, want)
					}
				}
			}
		}
	}
	pinnedDivsOn = true
}
