package oracle

import (
	"testing"

	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
	"bspcost/solver"

	"github.com/google/go-cmp/cmp"
)

// TestCompare: a bound below the simulated cost is unsound, one equal to
// it exact; a missing bound is left out and one that cannot be evaluated
// says so (never a silent pass).
func TestCompare(t *testing.T) {
	parse := func(s string) *solver.Expr {
		e, err := solver.ParseExpr(s)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	bounds := map[string]*solver.Expr{
		"W": parse("N * p"), // 12 at p=3, N=4
		"H": parse("N - 1"), // 3
		"S": parse("M + 1"), // M unknown: no value
	}
	res := &sim.Result{W: 12, H: 4, S: 1}
	type row struct {
		Resource       string
		Value          string
		Simulated      int64
		Err            bool
		Unsound, Exact bool
	}
	var got []row
	for _, c := range Compare(bounds, 3, map[string]int64{"N": 4}, res) {
		r := row{Resource: c.Resource, Simulated: c.Simulated, Err: c.Err != nil, Unsound: c.Unsound(), Exact: c.Exact()}
		if c.Value != nil {
			r.Value = c.Value.RatString()
		}
		got = append(got, r)
	}
	want := []row{
		{Resource: "W", Value: "12", Simulated: 12, Exact: true},
		{Resource: "H", Value: "3", Simulated: 4, Unsound: true},
		{Resource: "S", Simulated: 1, Err: true},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Compare (-want +got):\n%s", diff)
	}
	delete(bounds, "S")
	bounds["H"] = nil
	if n := len(Compare(bounds, 3, map[string]int64{"N": 4}, res)); n != 1 {
		t.Errorf("with W only: %d comparisons, want 1", n)
	}
}

// TestPoints: p = 1..maxP, two draws each, the same on every call.
func TestPoints(t *testing.T) {
	g := gen.Generate(3, gen.Options{MaxDepth: 2, MaxStmts: 3})
	type point struct {
		P      int
		Params map[string]int64
	}
	collect := func() []point {
		var out []point
		Points(g, 4, func(p int, params map[string]int64) { out = append(out, point{p, params}) })
		return out
	}
	a := collect()
	if len(a) != 8 || a[0].P != 1 || a[1].P != 1 || a[7].P != 4 {
		t.Fatalf("points: %v", a)
	}
	if diff := cmp.Diff(a, collect()); diff != "" {
		t.Errorf("a second call differs (-first +second):\n%s", diff)
	}
}
