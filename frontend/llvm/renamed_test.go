package llvm

import (
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/seqcost"
	"bspcost/solver"
)

// TestRenamedParam: a kernel argument p (kernel_p.c) is the parameter p_
// of the bound; the note at the argument says so and why, a requires
// clause naming p gets a note that its p is the number of processes, and
// a requires clause constrains the argument as p_: with the assumption
// the note at the loop names (n >= 0 && p_ >= 1) the loop, which
// multiplies its counter by n / p_, is bounded, and the bound holds
// against the simulator where the loop ends. With renamedNoteOn off the
// notes do not say it.
func TestRenamedParam(t *testing.T) {
	const ll = "testdata/translate/kernel_p.ll"
	notes := func(opts Options) (*frontend.Program, string) {
		t.Helper()
		prog, err := TranslateFile(ll, opts)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, n := range prog.Notes {
			b.WriteString(n.Msg + "\n")
		}
		return prog, b.String()
	}
	wants := []string{
		"argument p of rounds: the parameter p_ of the bound (p names the number of processes",
		"the requires clause's p is the number of processes, not the argument p of rounds, which the bound and a requires clause name p_",
	}
	_, got := notes(Options{})
	for _, w := range wants {
		if !strings.Contains(got, w) {
			t.Errorf("notes\n%s\nwant one containing %q", got, w)
		}
	}
	renamedNoteOn = false
	_, off := notes(Options{})
	renamedNoteOn = true
	for _, w := range wants {
		if strings.Contains(off, w) {
			t.Errorf("with renamedNoteOn off a note contains %q", w)
		}
	}

	// The user's assumption on the argument, by its name in the bound.
	prog, _ := notes(Options{Requires: "n >= 0 && p_ >= 1"})
	if req := frontend.ExprString(prog.Requires); !strings.Contains(req, "p_ >= 1") {
		t.Fatalf("requires %s: the assumption on p_ is not in it", req)
	}
	b, err := seqcost.AnalyzeBSP(prog, align.Analyze(prog), seqcost.Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if b.S.Expr == nil {
		t.Fatalf("S has no bound under n >= 0 && p_ >= 1: %s", b.S.Reason)
	}
	t.Logf("S = %s", b.S.Expr)
	for p := 1; p <= 8; p++ {
		// Runs that end (n >= 2p, the pragma): p_ = 1 (no iteration),
		// n / p_ >= 2.
		n := 2 * int64(p)
		for _, pt := range []map[string]int64{{"n": n, "p_": 1, "x_len": 8}, {"n": n, "p_": int64(p), "x_len": 64}, {"n": 20 * n, "p_": 3, "x_len": 1024}} {
			res, err := sim.Run(prog, sim.Config{P: p, Params: pt, Seed: 1})
			if err != nil {
				t.Fatalf("p=%d %v: %v", p, pt, err)
			}
			for _, c := range oracle.Compare(map[string]*solver.Expr{"S": b.S.Expr}, p, pt, res) {
				if c.Err != nil || c.Unsound() {
					t.Errorf("S = %s at p=%d %v: simulated %d: %v", b.S.Expr, p, pt, c.Simulated, c.Err)
				}
			}
		}
	}
}
