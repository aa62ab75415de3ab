package benchmarks

import (
	"fmt"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/llvm"
	"bspcost/frontend/sim"
	"bspcost/seqcost"
	"bspcost/solver"
)

// cRegistrationSupersteps is what the C versions of the textbook programs
// cost more than the .bsp versions: BSPlib's bsp_push_reg takes effect at
// the next bsp_sync, so each C program registers its arrays and
// synchronises once before its first communication (one more l, no work,
// no communication), where .bsp variables are registered implicitly.
const cRegistrationSupersteps = 1

func boundOf(t *testing.T, prog *frontend.Program) *seqcost.BSPBound {
	t.Helper()
	r := align.Analyze(prog)
	if !r.Aligned {
		t.Fatalf("%s: not aligned: %v", prog.File, r.Diagnostics)
	}
	b, err := seqcost.AnalyzeBSP(prog, r, seqcost.Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
	if err != nil {
		t.Fatalf("%s: %v", prog.File, err)
	}
	return b
}

// TestCTextbookBounds: the textbook programs of the seed and the ring written in C against
// BSPlib (benchmarks/c, translated from their checked-in LLVM IR) have the
// bounds of their .bsp versions, W and H equal and S one more (the
// registration superstep), at p = 1..64 (powers of two) and N = p, 2p, 4p;
// and no bound is below the simulated cost of the translated program.
func TestCTextbookBounds(t *testing.T) {
	rows, err := LoadExpected()
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range rows {
		name := strings.TrimSuffix(row.File, ".bsp")
		t.Run(name, func(t *testing.T) {
			if NoCVersion[row.File] {
				t.Skip("no C version (BSMP)")
			}
			cprog, err := llvm.TranslateFile(filepath.Join("c", name+".ll"), llvm.Options{})
			if err != nil {
				t.Fatal(err)
			}
			bprog := parseTextbook(t, row.File)
			cb, bb := boundOf(t, cprog), boundOf(t, bprog)
			for p := int64(1); p <= 64; p *= 2 {
				for _, k := range []int64{1, 2, 4} {
					env := map[string]*big.Rat{"p": big.NewRat(p, 1)}
					params := map[string]int64{}
					for _, n := range row.Params {
						env[n] = big.NewRat(k*p, 1)
						params[n] = k * p
					}
					at := fmt.Sprintf("p=%d %v", p, params)
					vals := map[string]*big.Rat{}
					for _, r := range []struct {
						name   string
						c, bsp seqcost.Bound
						extra  int64
					}{{"W", cb.W, bb.W, 0}, {"H", cb.H, bb.H, 0}, {"S", cb.S, bb.S, cRegistrationSupersteps}} {
						if r.c.Expr == nil || r.bsp.Expr == nil {
							t.Fatalf("%s: no bound (C: %s; .bsp: %s)", r.name, r.c.Reason, r.bsp.Reason)
						}
						_, cv, err := r.c.Expr.Eval(env)
						if err != nil {
							t.Fatal(err)
						}
						_, bv, err := r.bsp.Expr.Eval(env)
						if err != nil {
							t.Fatal(err)
						}
						want := new(big.Rat).Add(bv, big.NewRat(r.extra, 1))
						if cv.Cmp(want) != 0 {
							t.Errorf("%s: %s = %s = %s (C), want %s (.bsp %s + %d)", at, r.name, r.c.Expr, cv.RatString(), want.RatString(), r.bsp.Expr, r.extra)
						}
						vals[r.name] = cv
					}
					for seed := int64(1); seed <= 2; seed++ {
						res, err := sim.Run(cprog, sim.Config{P: int(p), Params: params, Seed: seed})
						if err != nil {
							t.Fatalf("%s seed %d: %v", at, seed, err)
						}
						for name, got := range map[string]int64{"W": res.W, "H": res.H, "S": res.S} {
							if big.NewRat(got, 1).Cmp(vals[name]) > 0 {
								t.Errorf("UNSOUND %s seed %d: simulated %s = %d above the bound %s", at, seed, name, got, vals[name].RatString())
							}
						}
					}
				}
			}
		})
	}
}
