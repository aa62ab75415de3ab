package seqcost

import (
	"fmt"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"
)

// TestUnrollAlternating: a loop `while c < B do ... c := c * m end` that
// only its guard leaves, where nothing shows m >= 0, is translated two
// iterations at a time: where m <= -2 the counter's sign alternates and
// its magnitude at least doubles, so two iterations take it to at least
// 4c with its sign. The S bound is checked against the simulator on runs
// that end (negative multipliers included), the runs left out (m in
// -1..1 from c = 1) are checked not to end, and with unrollOn off there
// is no bound. A multiplier that is one value (a quotient of parameters
// has a fresh value in each alternative) must be shared by the two
// iterations, else a path could take m >= 2 then m <= -2.
func TestUnrollAlternating(t *testing.T) {
	loop := func(cond, step string) string {
		return fmt.Sprintf("var c := 1\n  while %s do\n    sync\n    c := %s\n  end", cond, step)
	}
	tests := []struct {
		name, header, body string
		ends, never        []map[string]int64
	}{
		{"parameter", "geo(m, N) requires N >= 0", loop("c < N", "c * m"),
			[]map[string]int64{{"m": -2, "N": 100}, {"m": -3, "N": 50}, {"m": -2, "N": 2}, {"m": 2, "N": 1000}, {"m": 5, "N": 7}, {"m": -1, "N": 0}, {"m": -7, "N": 1}},
			[]map[string]int64{{"m": -1, "N": 5}, {"m": 0, "N": 5}, {"m": 1, "N": 2}}},
		// BSPedupack's k1_init in a kernel: n / q with no sign known.
		{"quotient", "geo(n, q)", loop("c < q", "c * (n / q)"),
			[]map[string]int64{{"n": -200, "q": 100}, {"n": -300, "q": 100}, {"n": 6, "q": 3}, {"n": -6, "q": 3}, {"n": 5, "q": -2}, {"n": -40, "q": 17}},
			[]map[string]int64{{"n": -3, "q": 3}, {"n": 2, "q": 3}, {"n": 0, "q": 4}}},
		{"<=, factor first", "geo(m, N)", loop("c <= N", "m * c"),
			[]map[string]int64{{"m": -2, "N": 64}, {"m": -5, "N": 3}, {"m": 3, "N": 80}, {"m": 0, "N": -1}},
			[]map[string]int64{{"m": -1, "N": 1}, {"m": 1, "N": 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := fmt.Sprintf("program %s\n  %s\nend\n", tt.header, tt.body)
			prog, err := frontend.Parse(tt.name+".bsp", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			bound := boundOf(t, prog, "S")
			if bound == nil {
				t.Fatalf("S has no bound")
			}
			t.Logf("S = %s", bound)
			simCheck(t, prog, "S", bound, func(p int64) []map[string]int64 { return tt.ends }, nil)
			checkLeftOut(t, prog, tt.never)
			defer func(old bool) { unrollOn = old }(unrollOn)
			unrollOn = false
			if off := boundOf(t, prog, "S"); off != nil {
				t.Errorf("with unrollOn off S = %s: the rule is not what bounds it", off)
			}
		})
	}
}

// TestUnrollOnlyAlternating: loops whose multiplier is shown
// non-negative, or whose body holds a loop that the translation keeps,
// are translated one iteration at a time here (unrolling would only
// double their equations; double.go's two-step translation takes the
// latter).
func TestUnrollOnlyAlternating(t *testing.T) {
	tests := []struct {
		name, src string
		want      bool
	}{
		{"sign unknown", "program a(m, N)\n  var c := 1\n  while c < N do\n    sync\n    c := c * m\n  end\nend\n", true},
		{"shown non-negative", "program a(m, N) requires m >= 0\n  var c := 1\n  while c < N do\n    sync\n    c := c * m\n  end\nend\n", false},
		{"constant", "program a(N)\n  var c := 1\n  while c < N do\n    sync\n    c := c * 2\n  end\nend\n", false},
		{"inner loop", "program a(m, N)\n  var c := 1\n  while c < N do\n    for i := 1 to N do\n      {1 * l} skip\n    end\n    c := c * m\n  end\nend\n", false},
		// (No cost in it: the translation skips it, no relation of its own.)
		{"inner loop of no cost", "program a(m, N)\n  var c := 1\n  while c < N do\n    for i := 1 to N do\n      sync\n    end\n    c := c * m\n  end\nend\n", true},
		{"outside a loop", "program a(m, N)\n  var c := 1\n  c := c * m\n  for i := 1 to c do\n    sync\n  end\nend\n", false},
		{"constant, sign unknown", "program a(N)\n  var c := N\n  while c < N do\n    sync\n    c := c * 2\n  end\nend\n", false},
		{"left by a break", "program a(m, N)\n  var c := 1\n  while c < N do\n    sync\n    c := c * m\n    if c == 7 then\n      break\n    end\n  end\nend\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := parse(t, "u", tt.src)
			tr, err := translateProgram(prog, frontend.ResL, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := len(tr.unrolled) > 0; got != tt.want {
				t.Errorf("unrolled %v; want %v", got, tt.want)
			}
			boundOf(t, prog, "S") // (the whole analysis: outside a loop, no loop to look at)
		})
	}
}

// checkLeftOut checks that the runs at the points never (p = 1), which a
// loop's count leaves out, do not end, and that S's equations have no note
// asking for an assumption to count a loop.
func checkLeftOut(t *testing.T, prog *frontend.Program, never []map[string]int64) {
	t.Helper()
	for _, pt := range never {
		if _, err := sim.Run(prog, sim.Config{P: 1, Params: pt, Seed: 1, MaxSteps: 20000}); err == nil {
			t.Errorf("%v: the run ends, but it is left out", pt)
		}
	}
	r, err := Equations(prog, frontend.ResL, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range r.Notes {
		if strings.Contains(n.Msg, "the count of this loop needs") {
			t.Errorf("note %q on a loop that is counted", n.Msg)
		}
	}
}
