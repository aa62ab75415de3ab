package hrelation_test

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/gen"
	"bspcost/hrelation"
	"bspcost/polyhedra/bspaff"
	"bspcost/solver"
)

// TestPlainGuards: a generated program whose first superstep's guards
// read scalars with one value each (v3 := 4, v2 := M) in an elif chain
// over residues of M: with the values, the superstep's h is a bound,
// a polynomial in products of floors of M and nprocs that the
// sequential analysis cannot bound (a factor may be negative); the step
// analysed again with the guards dropped is a plain count, kept, and H
// has a bound, never below the simulated cost at p = 1..16. Without the
// rule (the mutation) H has none.
func TestPlainGuards(t *testing.T) {
	src := gen.Generate(2997, gen.Options{MaxDepth: 2, MaxStmts: 3}).Source
	// The first guard's value where the if reads it (its block assigns
	// v2, which is M there) makes the step plain already: the rule is
	// for the statements it leaves.
	// The cases the requires clause contradicts, dropped (reqCasesOn),
	// leave a plain count too: off, so that the mutation shows what
	// this rule does.
	// Its 8 % N a parameter of the sets (not the cases of 8 / N) as
	// when the program was found.
	*hrelation.IfCondValueOn, *hrelation.ReqCasesOn, *bspaff.ConstDividendOn = false, false, false
	defer func() {
		*hrelation.PlainGuardsOn, *hrelation.IfCondValueOn, *hrelation.ReqCasesOn, *bspaff.ConstDividendOn = true, true, true, true
	}()
	boundedOnlyWith(t, "guards", src, hrelation.PlainGuardsOn, func(p int) []map[string]int64 {
		return []map[string]int64{{"N": int64(p), "M": 1}, {"N": int64(2 * p), "M": 9}}
	})
}

// boundedOnlyWith analyses src with the rule *on switched on and off: on,
// H has a bound, never below the simulated cost at p = 1..16 and the
// parameters points gives; off (the mutation), H has none, or one above
// the rule's at some of those points (other rules may bound what this
// one bounds, less tightly). *on is true when it returns.
func boundedOnlyWith(t *testing.T, name, src string, on *bool, points func(p int) []map[string]int64) {
	t.Helper()
	defer func() { *on = true }()
	var with *solver.Expr
	for _, rule := range []bool{true, false} {
		*on = rule
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: name + ".bsp", Src: []byte(src)})
		if err != nil {
			t.Fatal(err)
		}
		if rule {
			if rep.H.Expr == nil {
				t.Fatalf("no H bound: %s", rep.H.Reason)
			}
			with = rep.H.Expr
			for p := 1; p <= 16; p++ {
				checkHAt(t, name, rep, p, points(p))
			}
			continue
		}
		if rep.H.Expr != nil && !aboveSomewhere(t, rep.H.Expr, with, points) {
			t.Errorf("without the rule: H = %s, not above %s at any point: the rule is not needed?", rep.H.Expr, with)
		}
	}
}

// aboveSomewhere reports whether a is above b at some p = 1..16 and
// parameters of points.
func aboveSomewhere(t *testing.T, a, b *solver.Expr, points func(p int) []map[string]int64) bool {
	t.Helper()
	for p := 1; p <= 16; p++ {
		for _, params := range points(p) {
			env := map[string]int64{"p": int64(p)}
			for k, v := range params {
				env[k] = v
			}
			va, _, err := a.EvalInt(env)
			if err != nil {
				t.Fatal(err)
			}
			vb, _, err := b.EvalInt(env)
			if err != nil {
				t.Fatal(err)
			}
			if va.Cmp(vb) > 0 {
				return true
			}
		}
	}
	return false
}
