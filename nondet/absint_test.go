package nondet

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/frontend/intsem"
	"bspcost/frontend/sim"
	"bspcost/hrelation"
	"bspcost/internal/oracle"
)

// readPrograms returns the sources of the files the glob patterns
// match, keyed by path.
func readPrograms(t *testing.T, patterns ...string) map[string]string {
	t.Helper()
	srcs := map[string]string{}
	for _, pat := range patterns {
		files, _ := filepath.Glob(pat)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			srcs[f] = string(b)
		}
	}
	return srcs
}

// alignedProgram parses src and runs align, where every test of the
// corpus starts; ar is nil when the program is not aligned (callers skip
// it: nondet's input is an aligned program).
func alignedProgram(t testing.TB, name, src string) (*frontend.Program, *align.Result) {
	t.Helper()
	prog, err := frontend.Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ar := align.Analyze(prog)
	if !ar.Aligned {
		return prog, nil
	}
	return prog, ar
}

// mustHrelation is hrelation.Analyze, failing the test on an error.
func mustHrelation(t testing.TB, prog *frontend.Program, ar *align.Result) *hrelation.Result {
	t.Helper()
	hr, err := hrelation.Analyze(prog, ar)
	if err != nil {
		t.Fatal(err)
	}
	return hr
}

// soundnessCorpus returns the textbook programs, the aligned test
// programs of align, hrelation's and nondet's own, and perFamily
// generated programs of each aligned family (seeds from 1).
func soundnessCorpus(t *testing.T, perFamily int) map[string]string {
	srcs := readPrograms(t, "testdata/*.bsp", "../align/testdata/aligned/*.bsp", "../benchmarks/textbook/*.bsp", "../hrelation/testdata/sound/*.bsp")
	if len(srcs) < 40 {
		t.Fatalf("only %d programs", len(srcs))
	}
	for _, fam := range gen.AlignedFamilies {
		for seed := int64(1); seed <= int64(perFamily); seed++ {
			srcs[fmt.Sprintf("gen-%s-%d", fam, seed)] = gen.Generate(seed, gen.Options{Family: fam}).Source
		}
	}
	return srcs
}

// TestAbsFactsHold is the soundness oracle of the abstract interpretation
// (absint.go) and of what expand writes: on the corpus above, for p = 1..16
// and three parameter draws, at every barrier the simulator reaches, every
// process's values satisfy (1) every constraint of the analysis at that
// sync over program variables, and (2) every assume the instrumented
// program writes after that sync (pid's range, x == e, ranges, and the
// abstract interpretation's facts), except those about scalars a put or
// get writes (the simulator shows the values before they land).
func TestAbsFactsHold(t *testing.T) {
	perFamily := 25
	if testing.Short() {
		perFamily = 5
	}
	srcs := soundnessCorpus(t, perFamily)
	names := make([]string, 0, len(srcs))
	for n := range srcs {
		names = append(names, n)
	}
	sort.Strings(names)
	var programs, withFacts, evals, assumeEvals, skippedAll int
	for _, name := range names {
		prog, ar := alignedProgram(t, name, srcs[name])
		if ar == nil {
			continue
		}
		programs++
		facts, _ := analyzeFacts(prog, ar, nil)
		if facts == nil {
			t.Errorf("%s: the analysis ran out of budget", name)
			continue
		}
		// The assumes written after each sync, from a fresh parse of the
		// instrumented program's source objects.
		// The havocs and facts do not depend on the h-relations: an empty
		// hrelation.Result (no communication charged) spares its cost.
		out, err := Instrument(prog, ar, &hrelation.Result{})
		if err != nil {
			continue
		}
		written, skipped := CheckableFacts(prog, out)
		skippedAll += skipped
		nFacts := 0
		for _, st := range facts {
			nFacts += len(st.cs)
		}
		if nFacts > 0 {
			withFacts++
		}
		for p := 1; p <= 16; p++ {
			for draw := 0; draw < 3; draw++ {
				params := map[string]int64{}
				for i, id := range prog.Params {
					params[id.Name] = int64((draw+1)*p + i*(draw+2) + draw)
				}
				// The same draws for every program: keep the points its
				// requires clause allows (oracle.SimErr fails a run
				// outside it).
				if ok, err := oracle.Allowed(prog, p, params); err != nil {
					t.Fatalf("%s: candidate point p=%d %v: %v", name, p, params, err)
				} else if !ok {
					continue
				}
				cfg := sim.Config{P: p, Params: params, Seed: int64(draw + 1), MaxSteps: 50_000}
				cfg.AtBarrier = func(_ int, s *frontend.SyncStmt, vals [][]int64) {
					if s == nil {
						return
					}
					var cs []*cons
					if st := facts[s]; st != nil {
						cs = st.sorted()
					}
					for _, c := range cs {
						known := true
						for _, v := range c.p.Vars() {
							if v.ID < 0 {
								known = false
							}
						}
						if !known {
							continue
						}
						for pid := range vals {
							got, ok := evalCons(c, vals[pid])
							evals++
							if ok && got < 0 {
								t.Errorf("%s p=%d params=%v: at %s, pid %d: %s >= 0 is false (%d)", name, p, params, s.Sync, pid, c.p, got)
							}
						}
					}
					for _, e := range written[s.Sync] {
						for pid := range vals {
							holds, ok := frontend.EvalCond(out.Info, e, frontend.ValuesByID(vals[pid]))
							assumeEvals++
							if ok && !holds {
								t.Errorf("%s p=%d params=%v: at %s, pid %d: assume %s is false", name, p, params, s.Sync, pid, frontend.ExprString(e))
							}
						}
					}
				}
				// A run-time error of the program or a limit of the
				// simulator ends the run: the barriers before it were
				// checked. Any other simulator error is a bug.
				if _, err := sim.Run(prog, cfg); err != nil {
					if skip, why := oracle.SimErr(err); skip == oracle.Fail {
						t.Errorf("%s p=%d params=%v: simulator: %v (%s)", name, p, params, err, why)
					}
				}
			}
		}
	}
	if evals == 0 || assumeEvals == 0 {
		t.Fatal("nothing checked")
	}
	t.Logf("%d aligned programs (%d with facts): %d constraint and %d assume evaluations; %d assumes not checkable (fresh variables, put/get destinations)", programs, withFacts, evals, assumeEvals, skippedAll)
}

// evalCons evaluates c.p with a process's values (ok=false on overflow).
func evalCons(c *cons, vals []int64) (int64, bool) {
	sum := c.c
	for _, t := range c.terms {
		m := t.coef
		for _, v := range t.vars {
			var ok bool
			if m, ok = intsem.Mul(m, vals[v.ID]); !ok {
				return 0, false
			}
		}
		var ok bool
		if sum, ok = intsem.Add(sum, m); !ok {
			return 0, false
		}
	}
	return sum, true
}

// BenchmarkAbsint: the abstract interpretation alone (analyzeFacts) per
// textbook program, and on generated programs of growing size (nesting 3,
// k statements per block): the cost per node of the program should stay
// about flat (near-linear).
func BenchmarkAbsint(b *testing.B) {
	files, _ := filepath.Glob("../benchmarks/textbook/*.bsp")
	for _, f := range files {
		prog, err := frontend.ParseFile(f)
		if err != nil {
			b.Fatal(err)
		}
		ar := align.Analyze(prog)
		b.Run(strings.TrimSuffix(filepath.Base(f), ".bsp"), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				analyzeFacts(prog, ar, nil)
			}
		})
	}
	for _, k := range []int{4, 8, 16, 32} {
		var progs []*frontend.Program
		var ars []*align.Result
		nodes := 0
		for seed := int64(1); len(progs) < 10 && seed < 1000; seed++ {
			prog, err := frontend.Parse("g.bsp", []byte(gen.Generate(seed, gen.Options{MaxDepth: 3, MaxStmts: k}).Source))
			if err != nil {
				b.Fatal(err)
			}
			ar := align.Analyze(prog)
			if !ar.Aligned {
				continue
			}
			frontend.Inspect(prog.Body, func(frontend.Node) bool { nodes++; return true })
			progs, ars = append(progs, prog), append(ars, ar)
		}
		b.Run(fmt.Sprintf("gen-stmts%d", k), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				for j, prog := range progs {
					analyzeFacts(prog, ars[j], nil)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(nodes), "ns/node")
		})
	}
}
