package seqcost

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/solver"
)

// TestDoubleAroundLoops: a loop `while c <= B do ... c := c * m end`
// whose multiplier nothing shows non-negative and whose body holds a loop
// (BSPedupack's FFT kernel: for (c = k1; c <= p; c *= n / p) around
// bspredistr, with its loops and sync) is translated two iterations at a
// time with |c| a hidden argument (double.go): its W and S are bounded,
// logarithmically in B, on the runs that end (negative multipliers and
// starts included: checked against the simulator), the runs left out
// (|m| <= 1, or c = 0) are checked not to end, and with doubleOn off
// there is no bound.
func TestDoubleAroundLoops(t *testing.T) {
	tests := []struct {
		name, src   string
		ends, never []map[string]int64
	}{
		{"parameter", `program d(m, N) requires N >= 0
  var c := 1
  while c < N do
    for i := 1 to N do
      {1 * r} sync
    end
    c := c * m
  end
end
`, []map[string]int64{{"m": -2, "N": 20}, {"m": -3, "N": 30}, {"m": -2, "N": 2}, {"m": 2, "N": 30}, {"m": 5, "N": 7}, {"m": -1, "N": 0}, {"m": -7, "N": 1}},
			[]map[string]int64{{"m": -1, "N": 5}, {"m": 0, "N": 5}, {"m": 1, "N": 2}}},
		// The kernel's shape: the counter starts at a quotient of unknown
		// sign, its multiplier is one, work and a sync in inner loops
		// before the multiplication, the counter read in the body.
		{"kernel", `program d(n, q)
  var c := n / q
  var c0 := 1
  while c <= q do
    for i := 0 to 3 do
      {1 * r} skip
    end
    for k := 1 to 2 do
      sync
    end
    c0 := c
    c := c * (n / q)
  end
end
`, []map[string]int64{{"n": -20, "q": 5}, {"n": -100, "q": 30}, {"n": 300, "q": 100}, {"n": -300, "q": 100}, {"n": 5, "q": -2}, {"n": 40, "q": 5}, {"n": -9, "q": 3}, {"n": 1, "q": -7}},
			[]map[string]int64{{"n": 12, "q": 20}, {"n": 64, "q": 100}, {"n": 20, "q": 20}, {"n": -20, "q": 20}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := parse(t, tt.name, tt.src)
			on := doubleBounds(t, prog)
			for _, res := range []string{"S", "W"} {
				bound := on[res].Expr
				if bound == nil {
					t.Fatalf("%s has no bound: %s", res, on[res].Reason)
				}
				t.Logf("%s = %s", res, bound)
				if !strings.Contains(bound.String(), "log2") {
					t.Errorf("%s = %s: not logarithmic", res, bound)
				}
				simCheck(t, prog, res, bound, func(p int64) []map[string]int64 { return tt.ends }, nil)
			}
			checkLeftOut(t, prog, tt.never)
			defer func(old bool) { doubleOn = old }(doubleOn)
			doubleOn = false
			if off := doubleBounds(t, prog)["S"].Expr; off != nil {
				t.Errorf("with doubleOn off S = %s: the rule is not what bounds it", off)
			}
		})
	}
}

// doubleBounds analyses prog (all three resources at once), skipping the
// test where the solver's time limit is reached (a loaded machine: a
// missing bound would then say nothing of the rule).
func doubleBounds(t *testing.T, prog *frontend.Program) map[string]Bound {
	t.Helper()
	b, err := AnalyzeBSP(prog, align.Analyze(prog), Options{}, solver.Options{Deadline: time.Now().Add(time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]Bound{"W": b.W, "H": b.H, "S": b.S}
	for r, bd := range out {
		if bd.Timeout {
			t.Skipf("%s: the solver's time limit was reached (a loaded machine)", r)
		}
	}
	return out
}

// TestDoubleOnlyShape: the two-step translation applies to a loop with
// an inner loop whose multiplier may be negative, and not where the
// multiplier is shown non-negative or constant, where the multiplication
// is not at the body's top level, or where a continue could skip it.
func TestDoubleOnlyShape(t *testing.T) {
	body := func(inner string) string {
		return fmt.Sprintf("  var c := 1\n  while c < N do\n    for i := 1 to N do\n      {1 * r} skip\n    end\n%s  end\n", inner)
	}
	tests := []struct {
		name, src string
		want      bool
	}{
		{"sign unknown", "program a(m, N)\n" + body("    c := c * m\n") + "end\n", true},
		{"shown non-negative", "program a(m, N) requires m >= 0\n" + body("    c := c * m\n") + "end\n", false},
		{"constant", "program a(N)\n" + body("    c := c * 2\n") + "end\n", false},
		{"under an if", "program a(m, N)\n" + body("    if N > 3 then\n      c := c * m\n    end\n") + "end\n", false},
		{"continue", "program a(m, N)\n" + body("    if N > 3 then\n      continue\n    end\n    c := c * m\n") + "end\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := parse(t, "d", tt.src)
			tr, err := translateProgram(prog, frontend.ResR, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := len(tr.twoStep) > 0; got != tt.want {
				t.Errorf("two-step %v; want %v", got, tt.want)
			}
		})
	}
}
