package main

import (
	"fmt"
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/solver"
)

// TestSectionsAgainstSimulator checks the --supersteps bounds against the
// simulator on the textbook programs, the aligned corpus of align and the
// programs of nondet's tests: for
// every barrier B (the program start or a sync), the cost of the
// supersteps B opens, summed over the run, is at most the sum of the
// bounds of the section groups whose openers contain B, for W, H and S
// (S per superstep counted as 1, a lower bound of its true S), at p =
// 1..12 (not only powers of two), several parameter values and seeds.
func TestSectionsAgainstSimulator(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates every corpus program at many points")
	}
	files, _ := filepath.Glob("../../benchmarks/textbook/*.bsp")
	more, _ := filepath.Glob("../../align/testdata/aligned/*.bsp")
	files = append(files, more...)
	more, _ = filepath.Glob("../../nondet/testdata/*.bsp")
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatal("no programs")
	}
	checked, sections, combined := 0, 0, 0
	for _, f := range files {
		prog, err := frontend.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b := computeBound(f, prog, align.Analyze(prog), boundOptions{Supersteps: true})
		if b.Err != "" || b.SectionsNote != "" {
			t.Logf("%s: not checked: %s%s", filepath.Base(f), b.Err, b.SectionsNote)
			continue
		}
		exprs := make([][3]*solver.Expr, len(b.Sections))
		for i, s := range b.Sections {
			sections++
			if len(s.Openers) > 1 {
				combined++
			}
			for j, rb := range []resourceBound{s.W, s.H, s.S} {
				if rb.Expr != "" {
					if exprs[i][j], err = solver.ParseExpr(rb.Expr); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		// The analysis rebinds the names of the program it analysed
		// (shared nodes): simulate a fresh parse.
		fresh, err := frontend.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for p := 1; p <= 12; p++ {
			for _, k := range []int64{1, 2, 3} {
				params := map[string]int64{}
				for _, id := range fresh.Params {
					params[id.Name] = k * int64(p)
				}
				for seed := int64(1); seed <= 2; seed++ {
					var ended []string // per superstep, the barrier that ends it
					res, err := sim.Run(fresh, sim.Config{P: p, Params: params, Seed: seed,
						AtBarrier: func(step int, s *frontend.SyncStmt, _ [][]int64) {
							key := "end"
							if s != nil {
								key = fmt.Sprintf("%d:%d", s.Sync.Line, s.Sync.Col)
							}
							ended = append(ended, key)
						}})
					if err != nil {
						continue // requires violated or a data-dependent runtime error
					}
					checked++
					// The cost of the supersteps each barrier opens.
					cost := map[string]*[3]int64{}
					for i, st := range res.Supersteps {
						opener := "start"
						if i > 0 {
							opener = ended[i-1]
						}
						if cost[opener] == nil {
							cost[opener] = new([3]int64)
						}
						c := cost[opener]
						c[0] += st.W
						c[1] += st.H
						c[2]++
					}
					env := map[string]int64{"p": int64(p)}
					for n, v := range params {
						env[n] = v
					}
					for opener, c := range cost {
						for j, name := range []string{"W", "H", "S"} {
							sum, ok := new(big.Rat), true
							var used []string
							for i, s := range b.Sections {
								if !contains(s.Openers, opener) {
									continue
								}
								e := exprs[i][j]
								if e == nil {
									ok = false
									break
								}
								_, hi, err := e.EvalInt(env)
								if err != nil {
									t.Fatalf("%s: %s: %v", f, e, err)
								}
								sum.Add(sum, hi)
								used = append(used, s.Label)
							}
							if ok && sum.Cmp(big.NewRat(c[j], 1)) < 0 {
								t.Errorf("UNSOUND %s: section %s: %s = %s (%s) < simulated %d at p=%d %v seed %d",
									f, opener, name, sum.RatString(), strings.Join(used, " + "), c[j], p, params, seed)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d programs, %d section groups (%d combined), %d simulations checked", len(files), sections, combined, checked)
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
