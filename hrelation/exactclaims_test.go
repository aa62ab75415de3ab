package hrelation

import (
	"fmt"
	"math/rand"
	"testing"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"

	"github.com/google/go-cmp/cmp"
)

// claimVariants are the data of the runs an exact step is compared
// with: random (seed 1), every input and any 0, every one 9 (gensound's
// data variants).
var claimVariants = []sim.Config{
	{Seed: 1},
	{AnyMin: 0, AnyMax: 0, AnySet: true},
	{AnyMin: 9, AnyMax: 9, AnySet: true},
}

// falseClaims analyses src and returns its steps that claim an exact h
// above every simulated h of theirs (ExactClaims) at p in ps, the
// parameters params(p), and each data variant.
func falseClaims(t *testing.T, opts options, name, src string, ps []int, params func(p int) []map[string]int64) []string {
	t.Helper()
	prog, err := frontend.Parse(name, []byte(src))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	sim.StripWorkAndComm(prog.Body)
	ar := align.Analyze(prog)
	if !ar.Aligned {
		return nil
	}
	res, err := analyze(prog, ar, opts)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var claims ExactClaims
	for _, p := range ps {
		for _, pv := range params(p) {
			for _, v := range claimVariants {
				var bounds []BarrierBound
				var at []string // per superstep: the values of its step's parameters
				prev := align.Barrier{Kind: align.StartBarrier}
				cfg := v
				cfg.P, cfg.Params, cfg.MaxSteps = p, pv, 300_000
				cfg.AtBarrier = func(_ int, sync *frontend.SyncStmt, vals [][]int64) {
					b := res.AtBarrier(prev, sync, vals)
					prev = b.Close
					bounds = append(bounds, b)
					at = append(at, StepValues(b.Step, vals))
				}
				r, err := sim.Run(prog, cfg)
				if err != nil {
					continue // run-time errors and limits: TestSoundGenerated counts them
				}
				for k, ss := range r.Supersteps {
					if k >= len(bounds) {
						break
					}
					claims.Add(bounds[k], p, pv, at[k], ss.H)
				}
			}
		}
	}
	return claims.Above(name)
}

// TestLoopJump: a put in a for loop with a break, or a continue before
// it, runs at fewer iterations than the loop's; counted at every
// iteration, its h is a bound, not exact (loopJumpOn; off, each such
// step claims exact an h above the simulated one). A continue that ends
// an if before the put is the if's condition negated, a guard of the
// put: exact where it is stable (continueGuardOn; off, those steps are
// bounds). A continue after the put, or in another branch than the
// put's, skips none of its executions: those steps stay exact.
func TestLoopJump(t *testing.T) {
	progs := []struct {
		name, body string
		exact      bool // exact with every switch on
		guard      bool // exact by continueGuardOn
	}{
		{"guarded break", "for i := 0 to 2 do\n if N >= i then\n put(pid, x, y)\n break\n end\n end", false, false},
		{"break after", "for i := 0 to 2 do\n put((pid + 1) % nprocs, x, y)\n break\n end", false, false},
		{"break at i >= 1", "for i := 0 to N do\n put((pid + 1) % nprocs, x, y)\n if i >= 1 then\n break\n end\n end", false, false},
		{"outer break", "for i := 0 to 2 do\n for j := 0 to 2 do\n put((pid + 1) % nprocs, x, y)\n end\n if i >= 1 then\n break\n end\n end", false, false},
		{"continue before", "for i := 0 to 2 do\n if i >= 1 then\n continue\n end\n put((pid + 1) % nprocs, x, y)\n end", true, true},
		{"continue over pid", "for i := 0 to N do\n if pid < i then\n x := x + 1\n continue\n end\n put(0, x, y)\n end", true, true},
		{"continue over a changing value", "for i := 0 to N do\n if v >= 2 then\n continue\n end\n v := v + 1\n put((pid + 1) % nprocs, x, y)\n end", false, false},
		{"continue in an inner if", "for i := 0 to N do\n if N > 2 then\n if i >= 1 then\n continue\n end\n end\n put((pid + 1) % nprocs, x, y)\n end", false, false},
		{"continue after", "for i := 0 to 2 do\n put((pid + 1) % nprocs, x, y)\n if i >= 1 then\n continue\n end\n x := x + 1\n end", true, false},
		{"continue in the other branch", "for i := 0 to 2 do\n if i >= 1 then\n continue\n else\n put((pid + 1) % nprocs, x, y)\n end\n end", true, false},
		{"inner loop's break", "for i := 0 to 2 do\n for j := 0 to 2 do\n if j >= 1 then\n break\n end\n end\n put((pid + 1) % nprocs, x, y)\n end", true, false},
	}
	params := func(p int) []map[string]int64 { return []map[string]int64{{"N": 0}, {"N": 1}, {"N": 5}} }
	defer func() { loopJumpOn, continueGuardOn = true, true }()
	for _, sw := range []struct {
		name       string
		jump, cont bool
	}{{"every switch on", true, true}, {"loopJumpOn off", false, true}, {"continueGuardOn off", true, false}} {
		loopJumpOn, continueGuardOn = sw.jump, sw.cont
		claimsOK, exact := map[string]bool{}, map[string]bool{}
		wantOK, wantExact := map[string]bool{}, map[string]bool{}
		for _, tc := range progs {
			src := "program j(N) requires N >= 0\n var x\n var y\n var v := 0\n" + tc.body + "\n sync\nend\n"
			claimsOK[tc.name] = len(falseClaims(t, options{}, tc.name, src, procs(4), params)) == 0
			prog, err := frontend.Parse(tc.name, []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			res, err := Analyze(prog, align.Analyze(prog))
			if err != nil {
				t.Fatal(err)
			}
			exact[tc.name] = res.Steps[0].Exact
			// Off, loopJumpOn claims every step exact, wrongly where a
			// jump skips executions; continueGuardOn off leaves its
			// guards' steps bounds.
			wantOK[tc.name] = sw.jump || tc.exact && !tc.guard
			wantExact[tc.name] = tc.exact && (sw.cont || !tc.guard) || !sw.jump
		}
		if diff := cmp.Diff(wantOK, claimsOK); diff != "" {
			t.Errorf("%s: no false exact claim (-want +got):\n%s", sw.name, diff)
		}
		if diff := cmp.Diff(wantExact, exact); diff != "" {
			t.Errorf("%s: step exact (-want +got):\n%s", sw.name, diff)
		}
	}
}

// TestExactClaimsGenerated compares every step of generated programs
// that claims an exact h with the simulated h of its supersteps at p =
// 1..8 (falseClaims): an exact h is reached where its values are.
// BSPCOST_GEN sets the programs per family (genCount).
func TestExactClaimsGenerated(t *testing.T) {
	n := genCount(t)
	var all []string
	for _, fam := range gen.AlignedFamilies {
		for seed, g := range gen.OfFamily(fam, n, genOptions) {
			rng := rand.New(rand.NewSource(int64(len(g.Source))))
			params := func(p int) []map[string]int64 {
				return []map[string]int64{g.ParamValues(p, rng), g.ParamValues(p, rng)}
			}
			all = append(all, falseClaims(t, options{}, fmt.Sprintf("gen-%s-%d", fam, seed), g.Source, procs(8), params)...)
		}
	}
	for i, c := range all {
		if i == 10 {
			t.Errorf("... %d more", len(all)-10)
			break
		}
		t.Errorf("exact claim above the simulated h: %s", c)
	}
}

// TestPathsApart: the put of an inner loop whose body syncs runs one
// loop step before the inner loop's sync on one path, and on the other
// in the last inner iteration before the outer loop's next iteration,
// whose get runs before that sync too. The step of that sync counts the
// get and the put together, 3 words, which the first outer iteration
// (no put before it) never reaches: a bound (pathsApartOn; off, a false
// exact claim).
func TestPathsApart(t *testing.T) {
	src := `program pa(N) requires N >= 0
  var x
  var y
  for i := 1 to 3 do
    get(min(pid + 1, nprocs - 1), x, x)
    for j := 0 to 1 do
      sync
      put(min(pid + 1, nprocs - 1), y, x)
    end
  end
  sync
end
`
	params := func(p int) []map[string]int64 { return []map[string]int64{{"N": 1}} }
	defer func() { pathsApartOn = true }()
	got := map[bool]int{}
	for _, on := range []bool{true, false} {
		pathsApartOn = on
		got[on] = len(falseClaims(t, options{}, "pa", src, procs(4), params))
	}
	if got[true] != 0 || got[false] == 0 {
		t.Errorf("false exact claims with pathsApartOn on: %d (want 0), off: %d (want some)", got[true], got[false])
	}
}
