package hrelation_test

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/gen"
	"bspcost/hrelation"
)

// TestMergedExact: a generated program whose last supersteps send, under
// one replicated guard, from several statements (a rotation, a gather to
// 0, a shift, and a get from 6 % nprocs). Their pieces, past maxPieces,
// merge to few, whose maximum polyhedra only bounds (25/3*nprocs words):
// that bound is dropped for the groups' maxima added, and H is that of
// the loops alone, exact against the simulator at p = 1..16 (N a
// multiple of p, as required). Kept (the mutation), H is above the
// simulated cost.
func TestMergedExact(t *testing.T) {
	src := gen.Generate(3367, gen.Options{MaxDepth: 2, MaxStmts: 3}).Source
	defer func() { *hrelation.MergedExactOn = true }()
	for _, on := range []bool{true, false} {
		*hrelation.MergedExactOn = on
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "merged.bsp", Src: []byte(src)})
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("no H bound: %v %v", err, rep.H.Reason)
		}
		exact := true
		for p := 1; p <= 16; p++ {
			points := []map[string]int64{{"N": int64(p), "rounds": 1}, {"N": int64(3 * p), "rounds": 2}}
			exact = checkHAt(t, "merged", rep, p, points) && exact
		}
		if exact != on {
			t.Errorf("merged maximum kept only where exact = %v: H = %s, exact = %v, want %v", on, rep.H.Expr, exact, on)
		}
	}
}
