package nondet

import (
	"fmt"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
)

// TestFactsHold: every `assume x == e` that nondet writes after a barrier
// holds on every process at that barrier in the simulator (p = 1..8).
func TestFactsHold(t *testing.T) {
	srcs := readPrograms(t, "testdata/*.bsp", "../align/testdata/aligned/*.bsp", "../benchmarks/textbook/*.bsp")
	for seed := int64(0); seed < 16; seed++ {
		srcs["gen"+string(rune('a'+seed%26))+string(rune('a'+seed/26))] = gen.Generate(seed, gen.Options{MaxDepth: 2, MaxStmts: 3}).Source
	}
	failures, checked := factFailures(t, srcs)
	for _, f := range failures {
		t.Error(f)
	}
	if checked == 0 {
		t.Fatal("no fact checked")
	}
	t.Logf("%d fact evaluations", checked)
}

// factFailures checks the single-assignment facts of the programs srcs
// against the simulator (p = 1..8) and returns the facts that did not
// hold, and how many evaluations it made.
func factFailures(t *testing.T, srcs map[string]string) (failures []string, checked int) {
	for name, src := range srcs {
		prog, ar := alignedProgram(t, name, src)
		if ar == nil {
			continue
		}
		in := &instr{prog: prog, ar: ar, hr: mustHrelation(t, prog, ar)}
		in.definitions()
		facts := map[*frontend.SyncStmt]map[*frontend.Object]frontend.Expr{}
		for _, s := range ar.Syncs {
			havocked := map[*frontend.Object]bool{}
			for _, v := range ar.VaryingAt(s) {
				if v.Kind == frontend.VarObj {
					havocked[v] = true
				}
			}
			for v := range havocked {
				if c := in.fact(v, func(o *frontend.Object) bool { return havocked[o] }, s, s.Sync); c != nil {
					if facts[s] == nil {
						facts[s] = map[*frontend.Object]frontend.Expr{}
					}
					facts[s][v] = c.(*frontend.BinaryExpr).Y
				}
			}
		}
		if len(facts) == 0 {
			continue
		}
		for p := 1; p <= 8; p++ {
			params := map[string]int64{}
			for i, id := range prog.Params {
				params[id.Name] = int64(2*p + i*p)
			}
			// The same values for every program: keep the points its
			// requires clause allows (oracle.SimErr fails a run outside it).
			if ok, err := oracle.Allowed(prog, p, params); err != nil {
				t.Fatalf("%s: candidate point p=%d %v: %v", name, p, params, err)
			} else if !ok {
				continue
			}
			cfg := sim.Config{P: p, Params: params, Seed: 1, MaxSteps: 200_000}
			cfg.AtBarrier = func(_ int, s *frontend.SyncStmt, vals [][]int64) {
				for v, e := range facts[s] {
					for pid := range vals {
						want, ok := frontend.EvalInt(in.info(), e, frontend.ValuesByID(vals[pid]))
						if ok && vals[pid][v.ID] != want {
							failures = append(failures, fmt.Sprintf("%s p=%d: at %s, %s = %d on pid %d but the fact says %s = %d", name, p, s.Sync, v.Name, vals[pid][v.ID], pid, frontend.ExprString(e), want))
						}
						checked++
					}
				}
			}
			// A run-time error of the program or a limit of the simulator
			// ends the run: the barriers before it were checked. Any other
			// simulator error is a bug.
			if _, err := sim.Run(prog, cfg); err != nil {
				if skip, why := oracle.SimErr(err); skip == oracle.Fail {
					failures = append(failures, fmt.Sprintf("%s p=%d: simulator: %v (%s)", name, p, err, why))
				}
			}
		}
	}
	return failures, checked
}

// TestAssignedFactsHold: the facts of definitions by one assignment (also
// in a loop, reading its counter, and written again after a barrier) and
// of substituted havocked definitions hold in the simulator; a
// definition that reads itself, or what is written again before the
// barrier, gives none.
func TestAssignedFactsHold(t *testing.T) {
	srcs := map[string]string{
		"grid": `program grid(M, n) requires M >= 1 && n >= 0
  var s
  var nlr
  var ns
  var kr
  var kq
  var self
  var late
  s := pid % M
  ns := s
  nlr := (n + M - ns - 1) / M
  self := self + pid
  for k := 0 to n - 1 do
    kr := (k + M - s - 1) / M
    kq := kr + pid
    sync
    late := kq
    sync
  end
  late := pid + 1
  sync
end`,
	}
	failures, checked := factFailures(t, srcs)
	for _, f := range failures {
		t.Error(f)
	}
	if checked == 0 {
		t.Fatal("no fact checked")
	}
}
