package seqcost

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// openerPrograms are loops whose first iteration closes a superstep
// opened before the loop (nondet's openers), with their exact H.
var openerPrograms = []struct{ name, src, h string }{
	{"set up before the loop", `program a(n, rounds) requires n >= 1 && rounds >= 1
  var x
  var a[n]
  put((pid + 1) % nprocs, a[0:n], a[0:n])
  for i := 1 to rounds do
    sync
    put((pid + 1) % nprocs, x, x)
  end
  sync
end`, "n + rounds"},
	{"nothing pending at the first iteration", `program b(rounds) requires rounds >= 1
  var x
  for i := 1 to rounds do
    sync
    sync
    put((pid + 1) % nprocs, x, x)
  end
end`, "rounds"},
	{"a while loop, run or not as its first test says", `program c(n, rounds) requires n >= 1 && rounds >= 0
  var x
  var a[n]
  put((pid + 1) % nprocs, a[0:n], a[0:n])
  var k := 0
  while k < rounds do
    sync
    put((pid + 1) % nprocs, x, x)
    k := k + 1
  end
  sync
end`, "n + rounds"},
}

// analyzeH is the H bound of AnalyzeBSP on src.
func analyzeH(t *testing.T, name, src string) *solver.Expr {
	t.Helper()
	prog := parse(t, name, src)
	b, err := AnalyzeBSP(prog, align.Analyze(prog), Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if b.H.Expr == nil {
		t.Fatalf("%s: no H bound: %s", name, b.H.Reason)
	}
	return b.H.Expr
}

// exactH reports whether h equals the simulated H of prog at p = 1..6 and
// parameters 1..6 (each parameter alike), failing the test where it is
// below.
func exactH(t *testing.T, prog *frontend.Program, h *solver.Expr) bool {
	t.Helper()
	return exactRes(t, prog, "H", h)
}

// exactRes is exactH for the bound e of resource res ("W", "H" or "S").
func exactRes(t *testing.T, prog *frontend.Program, res string, e *solver.Expr) bool {
	t.Helper()
	exact := true
	for p := 1; p <= 6; p++ {
		for k := int64(1); k <= 6; k++ {
			params := map[string]int64{}
			for _, id := range prog.Params {
				params[id.Name] = k
			}
			if ok, err := oracle.Allowed(prog, p, params); err != nil || !ok {
				continue
			}
			run, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: 1})
			if err != nil {
				t.Fatalf("p=%d %v: %v", p, params, err)
			}
			for _, c := range oracle.Compare(map[string]*solver.Expr{res: e}, p, params, run) {
				if c.Unsound() {
					t.Errorf("UNSOUND: %s = %s = %s < simulated %d at p=%d %v", res, e, c.Value.RatString(), c.Simulated, p, params)
				}
				exact = exact && c.Exact()
			}
		}
	}
	return exact
}

// TestSelectorIf: an if that selects a cost run (the run more paths than
// MaxAlternatives) on a variable the loop sets is translated in line, so
// that the first iteration, where o is 0, pays nothing: 5*N - 5. Rule off
// (the if part of the run), the run's relation is called with o: other
// equations, whose first iteration the solver finds on its own (a loop
// entered with its flag cleared), so the equations are compared.
func TestSelectorIf(t *testing.T) {
	src := `program s(N) requires N >= 1
  var o := 0
  for i := 1 to N do
    if o >= 1 then
      var h := 0
      if pid > 0 then h := h + 1 end
      if pid > 1 then h := h + 1 end
      if pid > 2 then h := h + 1 end
      if pid > 3 then h := h + 1 end
      if pid > 4 then h := h + 1 end
      {h * r} skip
    end
    o := 1
  end
end`
	systems := map[bool]string{}
	for _, on := range []bool{true, false} {
		selectorOn = on
		prog := parse(t, "selector", src)
		e := checkSound(t, prog)
		res, err := Equations(prog, frontend.ResR, Options{})
		selectorOn = true
		if err != nil {
			t.Fatal(err)
		}
		systems[on] = res.System.Format()
		_, v, err := e.Eval(map[string]*big.Rat{"p": big.NewRat(8, 1), "N": big.NewRat(2, 1)})
		if err != nil {
			t.Fatal(err)
		}
		if on && v.Cmp(big.NewRat(5, 1)) != 0 {
			t.Errorf("W = %s = %s at p = 8, N = 2; want 5", e, v.RatString())
		}
	}
	if systems[true] == systems[false] {
		t.Errorf("selectorOn = false: the same equations; want the if of the run translated in line only when on")
	}
}

// TestOpenerExact: the H of each loop of openerPrograms is exact, and
// printed as the sum of its supersteps' h. Without the exit values of
// loops (loopLastOn), the sync after the loop pays the h of the superstep
// opened before it.
func TestOpenerExact(t *testing.T) {
	run := func() (failed []string) {
		for _, tc := range openerPrograms {
			h := analyzeH(t, tc.name, tc.src)
			prog := parse(t, tc.name, tc.src)
			if !exactH(t, prog, h) {
				failed = append(failed, tc.name+": H = "+h.String())
				continue
			}
			// The same value as the expected form at a few points.
			want, err := solver.ParseExpr(tc.h)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range []int64{1, 3, 7} {
				env := map[string]*big.Rat{"p": big.NewRat(v, 1), "n": big.NewRat(v+1, 1), "rounds": big.NewRat(v+2, 1)}
				_, a, _ := h.Eval(env)
				_, b, _ := want.Eval(env)
				if a.Cmp(b) != 0 {
					failed = append(failed, tc.name+": H = "+h.String()+", want "+tc.h)
					break
				}
			}
		}
		return failed
	}
	for _, f := range run() {
		t.Error(f)
	}
	for _, sw := range []struct {
		name string
		on   *bool
	}{{"loopLastOn", &loopLastOn}, {"whileEnteredOn", &whileEnteredOn}} {
		*sw.on = false
		failed := run()
		*sw.on = true
		if len(failed) == 0 {
			t.Errorf("%s off: every H still exact (untested rule)", sw.name)
		}
	}
}

// TestSkippedLoop: a doubling loop that p = 1 does not enter costs
// nothing there, and the sync after it pays the h of the superstep opened
// before it: H is n at p = 1. Rule off (skipLoopOn), that path calls the
// loop: no equation of the entry goes on past it without calling it (the
// solver then bounds the loop's first iteration at p = 1 by its own
// clone, cloneResetValues, so H is n there too).
func TestSkippedLoop(t *testing.T) {
	src := `program c(n) requires n >= 1
  var x
  var a[n]
  put((pid + 1) % nprocs, a[0:n], a[0:n])
  var k := 1
  while k < nprocs do
    sync
    put((pid + 1) % nprocs, x, x)
    k := k * 2
  end
  sync
end`
	at := map[string]*big.Rat{"p": big.NewRat(1, 1), "n": big.NewRat(3, 1)}
	for _, on := range []bool{true, false} {
		skipLoopOn = on
		prog := parse(t, "skipped", src)
		b, err := AnalyzeBSP(prog, align.Analyze(prog), Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
		skipLoopOn = true
		if err != nil {
			t.Fatal(err)
		}
		if b.H.Expr == nil {
			t.Fatalf("no H bound: %s", b.H.Reason)
		}
		_, v, err := b.H.Expr.Eval(at)
		if err != nil {
			t.Fatal(err)
		}
		if v.Cmp(big.NewRat(3, 1)) != 0 {
			t.Errorf("skipLoopOn = %v: H = %s = %s at p = 1, n = 3; want 3", on, b.H.Expr, v.RatString())
		}
		sys := b.H.Result.System
		entry := sys.EntryPoints()[0].Head.Key()
		skips := false
		for _, e := range sys.Eqs {
			if e.Head.Key() != entry {
				continue
			}
			loop := false
			for _, c := range e.Calls {
				loop = loop || strings.HasPrefix(c.Name, "w")
			}
			skips = skips || !loop
		}
		if skips != on {
			t.Errorf("skipLoopOn = %v: an equation of the entry that does not call the loop: %v, want %v\n%s", on, skips, on, sys.Format())
		}
	}
}
