package driver

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"bspcost/frontend/llvm"
	"bspcost/profile"
)

// TestDoubleLoopC: testdata/doubleloop/kernel.c, a loop for (c = start(n,
// q); c <= q; c *= n / q) around a function that synchronises, with
// nothing said of n's and q's signs, has W, H and S bounds (seqcost's
// two-step translation, double.go: the mutation check is
// TestDoubleAroundLoops), W logarithmic in q (S, whose translation
// keeps no inner loop, is unroll.go's), none below the counting
// runtime's measures at p = 1, 2 on runs that end, negative multipliers
// and starts included.
func TestDoubleLoopC(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds and runs a C program")
	}
	f := "testdata/doubleloop/kernel.c"
	cfg := Config{C: llvm.Options{Entry: "spmd"}}
	rep, err := cfg.Analyze(context.Background(), Files(f)...)
	if errors.Is(err, llvm.ErrNoClang) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	bounds := map[string]Bound{"W": rep.W, "H": rep.H, "S": rep.S}
	for name, b := range bounds {
		if b.Expr == nil {
			t.Fatalf("%s: no bound: %s", name, b.Reason)
		}
	}
	if !strings.Contains(rep.W.Text, "log2(q") {
		t.Errorf("W = %s: not logarithmic in q", rep.W.Text)
	}
	bin, err := profile.Build(context.Background(), profile.Config{Files: []string{f}, Entry: "spmd"})
	if errors.Is(err, profile.ErrNoClang) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer bin.Close()
	for p := 1; p <= 2; p++ {
		for _, pt := range [][2]int64{{-20, 5}, {-100, 30}, {300, 100}, {-300, 100}, {5, -2}, {40, 5}, {-9, 3}, {-2000, 1000}} {
			params := map[string]int64{"n": pt[0], "q": pt[1]}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			res, err := bin.Run(ctx, profile.Config{Files: []string{f}, P: p, Entry: "spmd", Params: params, Timeout: time.Minute})
			cancel()
			if err != nil {
				t.Fatalf("p=%d %v: %v", p, params, err)
			}
			env := map[string]int64{"p": int64(p), "n": pt[0], "q": pt[1]}
			for _, c := range []struct {
				name     string
				measured int64
			}{{"W", res.W}, {"H", res.H}, {"S", res.S}} {
				_, hi, err := bounds[c.name].Expr.EvalInt(env)
				if err != nil {
					t.Fatal(err)
				}
				if hi.Cmp(new(big.Rat).SetInt64(c.measured)) < 0 {
					t.Errorf("p=%d %v: measured %s = %d above the bound %s = %s", p, params, c.name, c.measured, bounds[c.name].Text, hi.RatString())
				}
			}
		}
	}
	t.Logf("W = %s; H = %s; S = %s", rep.W.Text, rep.H.Text, rep.S.Text)
}
