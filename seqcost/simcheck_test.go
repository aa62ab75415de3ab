package seqcost

import (
	"fmt"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// boundOf is the bound of resource ("W", "H" or "S") that AnalyzeBSP
// gives prog, nil where it finds none.
func boundOf(t *testing.T, prog *frontend.Program, resource string) *solver.Expr {
	t.Helper()
	b, err := AnalyzeBSP(prog, align.Analyze(prog), Options{}, solver.Options{Deadline: time.Now().Add(10 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	return map[string]Bound{"W": b.W, "H": b.H, "S": b.S}[resource].Expr
}

// simCheck runs prog in the simulator at p = 1..16 and each parameter
// point points(p) gives, and fails the test where bound (of resource) is
// below the simulated cost or cannot be evaluated, and, when exact is
// set, where the bound's value is not exact(p, point).
func simCheck(t *testing.T, prog *frontend.Program, resource string, bound *solver.Expr, points func(p int64) []map[string]int64, exact func(p int64, params map[string]int64) int64) {
	t.Helper()
	for p := int64(1); p <= 16; p++ {
		for _, params := range points(p) {
			res, err := sim.Run(prog, sim.Config{P: int(p), Params: params, Seed: 1})
			if err != nil {
				t.Fatalf("p=%d %v: %v", p, params, err)
			}
			for _, c := range oracle.Compare(map[string]*solver.Expr{resource: bound}, int(p), params, res) {
				if c.Err != nil || c.Unsound() {
					t.Errorf("UNSOUND or unevaluable %s = %s at p=%d %v (simulated %d): %v", resource, bound, p, params, c.Simulated, c.Err)
					continue
				}
				if exact != nil {
					if got, want := c.Value.RatString(), fmt.Sprint(exact(p, params)); got != want {
						t.Errorf("%s = %s = %s at p=%d %v, want %s (exact)", resource, bound, got, p, params, want)
					}
				}
			}
		}
	}
}

// pointsN is the parameter points of a program of one parameter N, at ns(p).
func pointsN(ns func(p int64) []int64) func(p int64) []map[string]int64 {
	return func(p int64) []map[string]int64 {
		var out []map[string]int64
		for _, n := range ns(p) {
			out = append(out, map[string]int64{"N": n})
		}
		return out
	}
}

// boundedW parses src and returns the program, a function that bounds
// its W again (after a rule is switched off) and its W bound, failing
// the test where there is none.
func boundedW(t *testing.T, name, src string) (*frontend.Program, func() *solver.Expr, *solver.Expr) {
	t.Helper()
	prog, err := frontend.Parse(name+".bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	w := func() *solver.Expr { return boundOf(t, prog, "W") }
	bound := w()
	if bound == nil {
		t.Fatalf("W has no bound")
	}
	t.Logf("W = %s", bound)
	return prog, w, bound
}
