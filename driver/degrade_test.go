package driver

import (
	"context"
	"strings"
	"testing"

	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// TestDegrade: with an operation quota that the h-relations run out of,
// the analysis goes on with coarse h (degradeOn): a quota is found where
// the report is Degraded, says so in a warning, and S is bounded, and one
// where H is bounded too, and every bound found is at least the simulated
// cost; without the rule the
// same quota ends the analysis with no S. The quotas are tried from small
// to the program's whole need, so that the test does not depend on how
// many operations each stage charges.
func TestDegrade(t *testing.T) {
	for _, tc := range []struct{ name, file string }{
		{"ring", "../benchmarks/textbook/ring.bsp"},
		{"bcast_twophase", "../benchmarks/textbook/bcast_twophase.bsp"},
		{"alltoall_bsmp", "../benchmarks/textbook/alltoall_bsmp.bsp"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			run := func(q int64) *Report {
				rep, err := (&Config{MaxOperations: q}).Analyze(context.Background(), Files(tc.file)...)
				if err != nil {
					t.Fatal(err)
				}
				return rep
			}
			need := run(0).Operations
			// rep: the first quota with S; withH: the first with H too
			// (coarse in some superstep), whose H is checked.
			var rep, withH *Report
			q, qh := int64(0), int64(0)
			for k := int64(64); k < need && withH == nil; k = k*9/8 + 1 {
				r := run(k)
				if !r.Degraded || r.S.Expr == nil {
					continue
				}
				if rep == nil {
					rep, q = r, k
				}
				if r.H.Expr != nil {
					withH, qh = r, k
				}
			}
			if rep == nil {
				t.Fatalf("no quota below the %d operations the analysis needs gives a degraded report with S", need)
			}
			if withH == nil {
				t.Fatalf("no quota below the %d operations the analysis needs gives a degraded report with H", need)
			}
			t.Logf("quota %d of %d: W %q, H %q, S %q; quota %d: H %q", q, need, rep.W.Text, rep.H.Text, rep.S.Text, qh, withH.H.Text)
			checkSim(t, rep)
			checkSim(t, withH)
			warned := false
			for _, d := range rep.Diagnostics {
				warned = warned || d.Stage == StageHRelation && strings.HasPrefix(d.Msg, "h-relations: ") && strings.Contains(d.Msg, "operation limit exceeded")
			}
			if !warned {
				t.Errorf("quota %d: degraded without the h-relations' warning: %v", q, rep.Diagnostics)
			}
			degradeOn = false
			defer func() { degradeOn = true }()
			if off := run(q); off.S.Expr != nil || off.Status != StatusLimit || off.Degraded {
				t.Errorf("without the rule, quota %d: S %q, status %v, degraded %v; want no S, a limit", q, off.S.Text, off.Status, off.Degraded)
			}
		})
	}
}

// checkSim compares the bounds of rep with the simulated costs at p =
// 1..8 and N = p, 2p, 3p.
func checkSim(t *testing.T, rep *Report) {
	t.Helper()
	bounds := map[string]*solver.Expr{"W": rep.W.Expr, "H": rep.H.Expr, "S": rep.S.Expr}
	for p := 1; p <= 8; p++ {
		for k := int64(1); k <= 3; k++ {
			params := map[string]int64{"N": k * int64(p)}
			res, err := sim.Run(rep.Program, sim.Config{P: p, Params: params, Seed: 1})
			if err != nil {
				t.Fatalf("p = %d, %v: %v", p, params, err)
			}
			for _, c := range oracle.Compare(bounds, p, params, res) {
				if c.Unsound() {
					t.Errorf("p = %d, %v: %s = %s below the simulated %d", p, params, c.Bound, c.Value.RatString(), c.Simulated)
				}
			}
		}
	}
}
