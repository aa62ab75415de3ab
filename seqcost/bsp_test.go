package seqcost

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// TestBSPBoundsAgainstSimulator runs the whole cost pipeline on the
// textbook programs and the aligned corpus of align, and checks every
// bound found against the simulator for p = 1..16 (every p, not only
// powers of two), several N and input seeds: W, H and S each >= the
// simulated one. A resource without a bound is logged (precision), never
// a failure; a bound below the simulated cost is.
func TestBSPBoundsAgainstSimulator(t *testing.T) {
	files, _ := filepath.Glob("../benchmarks/textbook/*.bsp")
	more, _ := filepath.Glob("../align/testdata/aligned/*.bsp")
	files = append(files, more...)
	more, _ = filepath.Glob("../nondet/testdata/*.bsp")
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatal("no programs")
	}
	found := map[string]int{}
	for _, f := range files {
		prog, err := frontend.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ar := align.Analyze(prog)
		b, err := AnalyzeBSP(prog, ar, Options{}, solver.Options{Deadline: time.Now().Add(5 * time.Second)})
		if err != nil {
			t.Logf("%s: %v", f, err)
			continue
		}
		bounds := map[string]*solver.Expr{"W": b.W.Expr, "H": b.H.Expr, "S": b.S.Expr}
		var desc []string
		for _, r := range Resources {
			if e := bounds[r.Name]; e != nil {
				found[r.Name]++
				desc = append(desc, r.Name+" = "+e.String())
			} else {
				desc = append(desc, r.Name+": no bound ("+(map[string]Bound{"W": b.W, "H": b.H, "S": b.S})[r.Name].Reason+")")
			}
		}
		t.Logf("%s: %s", filepath.Base(f), strings.Join(desc, "; "))
		objs := map[*frontend.Object]bool{}
		for _, o := range prog.Objects {
			objs[o] = true
		}
		frontend.Inspect(prog, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok && prog.Info.ObjectOf(id) != nil && !objs[prog.Info.ObjectOf(id)] {
				t.Errorf("%s: AnalyzeBSP changed the program: %s at %v resolves to an object of another program", f, id.Name, id.NamePos)
				return false
			}
			return true
		})
		ran := 0
		for p := 1; p <= 16; p++ {
			for _, k := range []int64{1, 2, 3} {
				params := map[string]int64{}
				for _, id := range prog.Params {
					params[id.Name] = k * int64(p)
				}
				// The candidates are the same for every program: keep the
				// points its requires clause allows (oracle.SimErr fails a
				// run outside it).
				if ok, err := oracle.Allowed(prog, p, params); err != nil {
					t.Fatalf("%s: candidate point p=%d %v: %v", f, p, params, err)
				} else if !ok {
					continue
				}
				for seed := int64(1); seed <= 2; seed++ {
					res, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: seed})
					if err != nil {
						if skip, why := oracle.SimErr(err); skip == oracle.Fail {
							t.Errorf("%s p=%d %v seed %d: simulator: %v (%s)", f, p, params, seed, err, why)
						}
						continue // a run-time error of the program or a limit of the simulator
					}
					ran++
					for _, c := range oracle.Compare(bounds, p, params, res) {
						switch {
						case c.Err != nil:
							t.Errorf("%s: %s = %s at p=%d %v: %v", f, c.Resource, c.Bound, p, params, c.Err)
						case c.Unsound():
							t.Errorf("UNSOUND %s: %s = %s = %s < simulated %d at p=%d %v seed %d", f, c.Resource, c.Bound, c.Value.RatString(), c.Simulated, p, params, seed)
						}
					}
				}
			}
		}
		if ran == 0 {
			t.Errorf("%s: no simulation ran without a runtime error: nothing was checked", f)
		}
	}
	t.Logf("%d programs: W bounded %d, H %d, S %d", len(files), found["W"], found["H"], found["S"])
}
