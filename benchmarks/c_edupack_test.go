package benchmarks

import (
	"fmt"
	"math/big"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend/llvm"
	"bspcost/frontend/sim"
	"bspcost/internal/golden"
	"bspcost/seqcost"
	"bspcost/solver"
)

// TestCEdupackBounds: the BSPedupack-style C programs of benchmarks/c/edupack
// (not those of c/edupack/slow, whose analysis takes minutes: see
// docs/benchmarks.md)
// (from their checked-in LLVM IR): the bound of each resource, and whether
// it equals the simulated cost (the maximum over 2 seeds) at every point
// p = 1, 2, 4, 8, N = 2p, 4p, K = 3 ("exact"), is above it somewhere
// ("above"), or is missing. A bound below the simulated cost fails the
// test. The table is a golden file (-update), reported in
// docs/benchmarks.md.
func TestCEdupackBounds(t *testing.T) {
	files, err := filepath.Glob("c/edupack/*.ll")
	if err != nil || len(files) < 10 {
		t.Fatalf("%d programs in c/edupack (%v), want at least 10", len(files), err)
	}
	sort.Strings(files)
	var out strings.Builder
	for _, ll := range files {
		prog, err := llvm.TranslateFile(ll, llvm.Options{})
		if err != nil {
			t.Fatalf("%s: %v", ll, err)
		}
		r := align.Analyze(prog)
		if !r.Aligned {
			t.Fatalf("%s: not aligned", ll)
		}
		b, err := seqcost.AnalyzeBSP(prog, r, seqcost.Options{}, solver.Options{Deadline: time.Now().Add(10 * time.Second)})
		if err != nil {
			t.Fatalf("%s: %v", ll, err)
		}
		for _, bd := range []seqcost.Bound{b.W, b.H, b.S} {
			if bd.Timeout {
				// The table would depend on the machine's load.
				t.Skipf("%s: the solver's time limit was reached (a loaded machine): the table is not compared", ll)
			}
		}
		fmt.Fprintf(&out, "%s\n", filepath.Base(prog.File))
		verdict := map[string]string{"W": "exact", "H": "exact", "S": "exact"}
		bounds := map[string]seqcost.Bound{"W": b.W, "H": b.H, "S": b.S}
		for p := int64(1); p <= 8; p *= 2 {
			for _, k := range []int64{2, 4} {
				params := map[string]int64{}
				env := map[string]*big.Rat{"p": big.NewRat(p, 1)}
				for _, id := range prog.Params {
					v := k * p
					if id.Name == "K" {
						v = 3
					}
					params[id.Name] = v
					env[id.Name] = big.NewRat(v, 1)
				}
				simMax := map[string]int64{}
				for seed := int64(1); seed <= 2; seed++ {
					res, err := sim.Run(prog, sim.Config{P: int(p), Params: params, Seed: seed})
					if err != nil {
						t.Fatalf("%s p=%d %v: %v", ll, p, params, err)
					}
					for name, v := range map[string]int64{"W": res.W, "H": res.H, "S": res.S} {
						simMax[name] = max(simMax[name], v)
					}
				}
				for _, name := range []string{"W", "H", "S"} {
					bd := bounds[name]
					if bd.Expr == nil {
						verdict[name] = "no bound"
						continue
					}
					_, v, err := bd.Expr.Eval(env)
					if err != nil {
						t.Fatalf("%s %s: %v", ll, name, err)
					}
					switch c := v.Cmp(big.NewRat(simMax[name], 1)); {
					case c < 0:
						t.Errorf("UNSOUND %s p=%d %v: %s = %s below the simulated %d", ll, p, params, name, v.RatString(), simMax[name])
					case c > 0 && verdict[name] == "exact":
						verdict[name] = fmt.Sprintf("above (first at p=%d %v: %s > %d)", p, params, v.RatString(), simMax[name])
					}
				}
			}
		}
		for _, name := range []string{"W", "H", "S"} {
			bd := bounds[name]
			expr := "none: " + firstLine(bd.Reason)
			if bd.Expr != nil {
				expr = bd.Expr.String()
			}
			fmt.Fprintf(&out, "  %s = %s\n    %s\n", name, expr, verdict[name])
		}
	}
	golden.Check(t, "testdata/c-edupack-bounds.golden", out.String())
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 100 {
		s = s[:100] + "..."
	}
	return s
}
