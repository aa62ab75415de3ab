package seqcost

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/benchmarks"
	"bspcost/solver"
)

// printRenaming prints what renaming sub, names does to every variable
// of r, and the facts.
func printRenaming(r *Result, sub, names map[string]*solver.Expr, facts []solver.Fact) string {
	var b strings.Builder
	for _, v := range append(sortedKeys(r.Names), "D1", "D2", "D3", "D4", "X") {
		fmt.Fprintf(&b, "%s -> %s\n", v, solver.Var(v).Subst(sub).Subst(names))
	}
	for _, f := range facts {
		fmt.Fprintf(&b, "fact %s eq=%v\n", f.L, f.Eq)
	}
	return b.String()
}

// TestRenameMemo: the renaming and Facts that renameMemo gives each
// Result of W, H and S in turn (reused from the previous one when equal)
// are those the Result makes of its own, on every textbook program
// (mutation checked: the memo keeping the first Result's renaming fails
// here; sameFacts ignoring the derived parameters, or sameRenaming the
// names, fails TestSameRenaming below).
func TestRenameMemo(t *testing.T) {
	rows, err := benchmarks.LoadExpected()
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range rows {
		src, err := benchmarks.Textbook.ReadFile("textbook/" + row.File)
		if err != nil {
			t.Fatal(err)
		}
		f := buildFront(t, row.File, src)
		sh := shapeOf(f.seq)
		var m renameMemo
		for _, res := range Resources {
			r, err := equationsIn(f.seq, sh, res.Res, Options{})
			if err != nil {
				t.Fatal(err)
			}
			sub, names := r.renaming()
			want := printRenaming(r, sub, names, r.Facts())
			msub, mnames, mfacts := m.of(r)
			got := printRenaming(r, msub, mnames, mfacts)
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("%s %s (-want +got):\n%s", row.File, res.Name, d)
			}
		}
	}
}

// TestSameRenaming: which Results renameMemo takes as renaming the same
// (sameRenaming) and as having the same Facts (sameFacts), and what the
// memo gives each after another (mutation checked: the memo keeping the
// first Result's Facts whatever follows fails "another constant").
func TestSameRenaming(t *testing.T) {
	v := solver.LinVar
	floorNP := solver.Floor(solver.Div(solver.Var("V2"), solver.Var("V1")))
	mk := func(pre solver.Poly, derived map[string]*solver.Expr, names map[string]string) *Result {
		return &Result{Entry: &solver.Entry{Pre: pre}, Derived: derived, Names: names}
	}
	pre := solver.Poly{geq(v("V1"), constLin(1)), geq(v("V2"), v("V1")), eq(v("D1"), constLin(0))}
	names := map[string]string{"V1": "p", "V2": "N"}
	base := mk(pre, map[string]*solver.Expr{"D1": solver.Mul(solver.Var("V1"), floorNP)}, names)
	for _, tc := range []struct {
		name           string
		r              *Result
		renaming, fact bool
	}{
		{"equal", mk(pre, map[string]*solver.Expr{"D1": solver.Mul(solver.Var("V1"), floorNP)}, map[string]string{"V1": "p", "V2": "N"}), true, true},
		{"a derived parameter the precondition does not use", mk(pre, map[string]*solver.Expr{"D1": solver.Mul(solver.Var("V1"), floorNP), "D2": floorNP}, names), false, true},
		{"the one it uses differs", mk(pre, map[string]*solver.Expr{"D1": floorNP}, names), false, false},
		{"the one it uses is missing", mk(pre, map[string]*solver.Expr{"D2": solver.Mul(solver.Var("V1"), floorNP)}, names), false, false},
		{"another name", mk(pre, base.Derived, map[string]string{"V1": "p", "V2": "M"}), false, false},
		{"a name more", mk(pre, base.Derived, map[string]string{"V1": "p", "V2": "N", "V3": "M"}), false, false},
		{"another constant", mk(solver.Poly{geq(v("V1"), constLin(2)), pre[1], pre[2]}, base.Derived, names), true, false},
		{"a constraint less", mk(pre[:2], base.Derived, names), true, false},
		{"no entry", &Result{Derived: base.Derived, Names: names}, true, false},
	} {
		got := [2]bool{sameRenaming(base, tc.r), sameFacts(base, tc.r)}
		if d := cmp.Diff([2]bool{tc.renaming, tc.fact}, got); d != "" {
			t.Errorf("%s: sameRenaming, sameFacts (-want +got):\n%s", tc.name, d)
		}
		// The memo after base gives tc.r its own renaming and Facts.
		var m renameMemo
		m.of(base)
		msub, mnames, mfacts := m.of(tc.r)
		sub, names := tc.r.renaming()
		if d := cmp.Diff(printRenaming(tc.r, sub, names, tc.r.Facts()), printRenaming(tc.r, msub, mnames, mfacts)); d != "" {
			t.Errorf("%s: renameMemo after another (-want +got):\n%s", tc.name, d)
		}
	}
	if !sameFacts(&Result{}, &Result{Names: names}) {
		t.Errorf("two Results without entries: different Facts")
	}
}
