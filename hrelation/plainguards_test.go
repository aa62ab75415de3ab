package hrelation_test

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/gen"
	"bspcost/hrelation"
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
	*hrelation.IfCondValueOn = false
	defer func() { *hrelation.PlainGuardsOn, *hrelation.IfCondValueOn = true, true }()
	for _, on := range []bool{true, false} {
		*hrelation.PlainGuardsOn = on
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "guards.bsp", Src: []byte(src)})
		if err != nil {
			t.Fatal(err)
		}
		if !on {
			if rep.H.Expr != nil {
				t.Errorf("without the rule: H = %s: the rule is not needed?", rep.H.Expr)
			}
			continue
		}
		if rep.H.Expr == nil {
			t.Fatalf("no H bound: %s", rep.H.Reason)
		}
		for p := 1; p <= 16; p++ {
			checkHAt(t, "guards", rep, p, []map[string]int64{{"N": int64(p), "M": 1}, {"N": int64(2 * p), "M": 9}})
		}
	}
}
