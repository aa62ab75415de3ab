package seqcost

import (
	"fmt"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/solver"
)

// TestGeometric: a counter multiplied by a value at least 2 (a parameter
// the requires clause bounds, or BSPedupack's FFT's n / p where n >= 2p) is
// counted logarithmically; every bound is checked against the simulator at
// p = 1..16, and with each rule off (geometricOn; derivedFloorsOn, which
// gives n / p >= 2 to the loop) S has no bound. Where the multiplier may
// be 1 the loop may run forever, and there is no bound. (unrollOn off:
// unrolled, a loop that only its guard leaves is counted without the
// facts these rules give, TestUnrollAlternating.)
func TestGeometric(t *testing.T) {
	defer func(old bool) { unrollOn = old }(unrollOn)
	unrollOn = false
	tests := []struct {
		name, requires, body string
		params               func(p int64) []map[string]int64
		off                  []*bool
		bounded              bool
	}{
		{"quotient", "n >= 2 * p", "var np := n / nprocs\n  var c := 1\n  while c < nprocs do\n    sync\n    c := c * np\n  end",
			func(p int64) []map[string]int64 {
				return []map[string]int64{{"n": 2 * p}, {"n": 3*p + 1}, {"n": 8 * p}}
			}, []*bool{&geometricOn, &derivedFloorsOn}, true},
		{"parameter", "m >= 2 && N >= 0", "var c := 1\n  while c < N do\n    sync\n    c := m * c\n  end",
			func(p int64) []map[string]int64 {
				return []map[string]int64{{"m": 2, "N": 0}, {"m": 2, "N": 100}, {"m": 3, "N": 81}, {"m": 7, "N": 1000}}
			}, []*bool{&geometricOn}, true},
		// Where m is 1 the loop never ends (endingAlts): the runs that
		// end are those with m >= 2 or N <= 1.
		{"maybe one", "m >= 1 && N >= 0", "var c := 1\n  while c < N do\n    sync\n    c := c * m\n  end",
			func(p int64) []map[string]int64 {
				return []map[string]int64{{"m": 1, "N": 0}, {"m": 1, "N": 1}, {"m": 2, "N": 100}, {"m": 5, "N": 126}}
			}, []*bool{&neverEndsOn}, true},
		// A loop also left by a break: no run is left out.
		{"maybe one, break", "m >= 1 && N >= 0", "var c := 1\n  while c < N do\n    sync\n    c := c * m\n    if c == 7 then\n      break\n    end\n  end", nil, nil, false},
		// BSPedupack's FFT: the second loop starts at n / c, a value the
		// analysis does not know positive; where it is not, the loop
		// never ends (endsOnlyGrowing), and the runs that end count
		// logarithmically.
		{"ends", "n >= 2 * p", "var np := n / nprocs\n  var c := 1\n  while c < nprocs do\n    c := c * np\n  end\n  var d := n / c\n  while d <= nprocs do\n    sync\n    d := d * np\n  end",
			func(p int64) []map[string]int64 {
				return []map[string]int64{{"n": 2 * p}, {"n": 3*p + 1}, {"n": 8 * p}}
			}, []*bool{&endsOnlyGrowingOn}, true},
		// The multiplier changes in the loop: no such assumption.
		{"ends, m changes", "n >= 2 * p", "var np := n / nprocs\n  var c := 1\n  while c < nprocs do\n    c := c * np\n  end\n  var d := n / c\n  while d <= nprocs do\n    sync\n    d := d * np\n    np := np - 1\n  end", nil, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			params := "n"
			if strings.HasPrefix(tt.requires, "m") {
				params = "m, N"
			}
			src := fmt.Sprintf("program geo(%s) requires %s\n  %s\nend\n", params, tt.requires, tt.body)
			prog, err := frontend.Parse(tt.name+".bsp", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			s := func() *solver.Expr { return boundOf(t, prog, "S") }
			bound := s()
			if !tt.bounded {
				if bound != nil {
					t.Fatalf("S = %s for a loop that may run forever", bound)
				}
				return
			}
			if bound == nil {
				t.Fatalf("S has no bound")
			}
			t.Logf("S = %s", bound)
			simCheck(t, prog, "S", bound, tt.params, nil)
			if !strings.Contains(bound.String(), "log2") {
				t.Errorf("S = %s: not logarithmic", bound)
			}
			for _, sw := range tt.off {
				*sw = false
				if sw == &derivedFloorsOn {
					// (derivedOnes' n / p >= 1 bounds the runs that
					// end without it, those where n / p >= 2.)
					derivedOnesOn = false
				}
				if off := s(); off != nil {
					t.Errorf("with a rule off S = %s: the rule is not what bounds it", off)
				}
				*sw, derivedOnesOn = true, true
			}
		})
	}
}

// TestGeometricNeedsNote: a loop multiplying its counter by a value that
// nothing shows at least 2 gets a note naming the assumption that would
// count it, in the program's names (a quotient x / y: x >= 2 * y, and
// y >= 1 unless y is p), and no note where the requires clause gives it;
// given that requires clause, the loop is bounded (against the
// simulator). Switched off (needsGrowthOn), no note.
func TestGeometricNeedsNote(t *testing.T) {
	// (Unrolled, a loop that only its guard leaves is counted whatever
	// m's sign, and has no note: TestUnrollAlternating.)
	defer func(old bool) { unrollOn = old }(unrollOn)
	unrollOn = false
	tests := []struct {
		name, header, body, want string
	}{
		// Loops that only their guard leaves: the runs that never end
		// are left out (endingAlts), and the count needs m >= 0.
		{"quotient", "geo(n, q)", "var c := 1\n  while c < q do\n    sync\n    c := c * (n / q)\n  end", "requires n >= 0 && q >= 1"},
		{"by p", "geo(n)", "var c := 1\n  while c < nprocs do\n    sync\n    c := c * (n / nprocs)\n  end", "requires n >= 0"},
		{"parameter", "geo(m, N)", "var c := 1\n  while c < N do\n    sync\n    c := m * c\n  end", "requires m >= 0"},
		{"data", "geo(N)", "var m := any\n  var c := 1\n  while c < N do\n    sync\n    c := c * m\n  end", "needs m >= 0, which nothing shows (where it is negative the sign of the counter it multiplies alternates, and no count follows it)"},
		// Also left by a break: the count needs m >= 2.
		{"quotient, break", "geo(n, q)", "var c := 1\n  while c < q do\n    sync\n    c := c * (n / q)\n    if c == 7 then\n      break\n    end\n  end", "requires n >= 2 * q && q >= 1"},
		{"parameter, break", "geo(m, N)", "var c := 1\n  while c < N do\n    sync\n    c := m * c\n    if c == 7 then\n      break\n    end\n  end", "requires m >= 2"},
		{"given", "geo(n) requires n >= 2 * p", "var c := 1\n  while c < nprocs do\n    sync\n    c := c * (n / nprocs)\n  end", ""},
	}
	notes := func(t *testing.T, src string) string {
		prog := parse(t, "geo", src)
		r, err := Equations(prog, frontend.ResR, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range r.Notes {
			if strings.Contains(n.Msg, "the count of this loop needs") {
				return n.Msg
			}
		}
		return ""
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := fmt.Sprintf("program %s\n  %s\nend\n", tt.header, tt.body)
			got := notes(t, src)
			if tt.want == "" {
				if got != "" {
					t.Fatalf("note %q where the requires clause gives the growth", got)
				}
				return
			}
			if !strings.Contains(got, tt.want) {
				t.Fatalf("note %q; want it to contain %q", got, tt.want)
			}
			needsGrowthOn = false
			off := notes(t, src)
			needsGrowthOn = true
			if off != "" {
				t.Errorf("with needsGrowthOn off: note %q", off)
			}
			// The assumption the note names bounds the loop.
			i := strings.Index(got, "requires ")
			if i < 0 {
				return
			}
			req := strings.TrimSuffix(got[i+len("requires "):], " gives it")
			prog, err := frontend.Parse("geo.bsp", []byte(fmt.Sprintf("program %s requires %s\n  %s\nend\n", tt.header, req, tt.body)))
			if err != nil {
				t.Fatal(err)
			}
			bound := boundOf(t, prog, "S")
			if bound == nil {
				t.Fatalf("requires %s: S has no bound", req)
			}
			simCheck(t, prog, "S", bound, func(p int64) []map[string]int64 {
				var out []map[string]int64
				for _, all := range []map[string]int64{{"n": 2 * p, "q": 1, "m": 2, "N": 0}, {"n": 8*p + 3, "q": p, "m": 3, "N": 100}, {"n": 4*p + 1, "q": 2, "m": 7, "N": 1000}} {
					pt := map[string]int64{}
					for _, o := range prog.Params {
						pt[o.Name] = all[o.Name]
					}
					out = append(out, pt)
				}
				return out
			}, nil)
		})
	}
}

// TestGeometricEnds: a loop `while c < B do c := c * m` (or <=) that only
// its guard leaves, where m and B do not change, never ends where c * m
// never takes c past B (c = 0; c >= 1 and -1 <= m <= 1; c <= -1 and
// m >= 1); endingAlts leaves those runs out, so a multiplier shown only
// m >= 0 (a parameter, a quotient of parameters, p) counts the loop
// logarithmically. Each bound is checked against the simulator at
// p = 1..16 on runs that end, and the runs left out are checked not to end
// (the simulator's step limit). With the rule off (neverEndsOn; and
// derivedNonNegOn, which gives floor(n / q) >= 0) there is no bound. Where
// m may be negative (the counter's sign alternates) there is none either
// (unrollOn off: unrolled, such a loop is counted, TestUnrollAlternating).
func TestGeometricEnds(t *testing.T) {
	defer func(old bool) { unrollOn = old }(unrollOn)
	unrollOn = false
	loop := func(init, cond, step string) string {
		return fmt.Sprintf("var c := %s\n  while %s do\n    sync\n    c := %s\n  end", init, cond, step)
	}
	tests := []struct {
		name, header, body string
		// ends are parameter points whose runs end, never points whose
		// runs are left out (both at every p the function is given).
		ends, never func(p int64) []map[string]int64
		off         []*bool
		bounded     bool
	}{
		{"factor", "geo(m, N) requires m >= 0 && N >= 0", loop("1", "c < N", "c * m"),
			func(p int64) []map[string]int64 {
				return []map[string]int64{{"m": 0, "N": 1}, {"m": 1, "N": 0}, {"m": 2, "N": 1000}, {"m": 3, "N": 82}}
			},
			func(p int64) []map[string]int64 { return []map[string]int64{{"m": 0, "N": 5}, {"m": 1, "N": 2}} },
			[]*bool{&neverEndsOn}, true},
		{"factor first, <=", "geo(m, N) requires m >= 0", loop("1", "c <= N", "m * c"),
			func(p int64) []map[string]int64 {
				return []map[string]int64{{"m": 0, "N": 0}, {"m": 2, "N": -3}, {"m": 2, "N": 64}, {"m": 7, "N": 50}}
			},
			func(p int64) []map[string]int64 { return []map[string]int64{{"m": 1, "N": 1}, {"m": 0, "N": 4}} },
			[]*bool{&neverEndsOn}, true},
		{"quotient", "geo(n, q) requires n >= 0 && q >= 1", loop("1", "c < q", "c * (n / q)"),
			func(p int64) []map[string]int64 {
				return []map[string]int64{{"n": 0, "q": 1}, {"n": 6, "q": 3}, {"n": 100, "q": 9}, {"n": 20, "q": 1}}
			},
			func(p int64) []map[string]int64 { return []map[string]int64{{"n": 3, "q": 3}, {"n": 2, "q": 3}} },
			[]*bool{&neverEndsOn, &derivedNonNegOn}, true},
		// BSPedupack's k1_init with the processes' count: for p = 1 the
		// loop does not run; n / p is 0 or 1 where n < 2p.
		{"by p", "geo(n) requires n >= 0", loop("1", "c < nprocs", "c * (n / nprocs)"),
			func(p int64) []map[string]int64 {
				if p == 1 {
					return []map[string]int64{{"n": 0}, {"n": 5}}
				}
				return []map[string]int64{{"n": 2 * p}, {"n": 5*p + 3}}
			},
			func(p int64) []map[string]int64 {
				if p == 1 {
					return nil
				}
				return []map[string]int64{{"n": p}, {"n": 0}}
			},
			[]*bool{&neverEndsOn, &derivedNonNegOn}, true},
		// The counter starts negative: m = 0 takes it to 0 (past a bound
		// N <= 0, or left out), m >= 1 never raises it.
		{"from below", "geo(m, N) requires m >= 0 && N <= 0", loop("0 - 3", "c < N", "c * m"),
			func(p int64) []map[string]int64 {
				return []map[string]int64{{"m": 0, "N": 0}, {"m": 0, "N": -2}, {"m": 5, "N": -3}}
			},
			func(p int64) []map[string]int64 { return []map[string]int64{{"m": 1, "N": 0}, {"m": 2, "N": -1}} },
			[]*bool{&neverEndsOn}, true},
		// A negative m alternates the counter's sign: not counted.
		{"any sign", "geo(m, N) requires N >= 0", loop("1", "c < N", "c * m"), nil, nil, nil, false},
		// m changes in the loop: no run is left out.
		{"m changes", "geo(m, N) requires m >= 0 && N >= 0", "var c := 1\n  var k := m\n  while c < N do\n    sync\n    c := c * k\n    k := k + 1\n  end", nil, nil, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := fmt.Sprintf("program %s\n  %s\nend\n", tt.header, tt.body)
			prog, err := frontend.Parse(tt.name+".bsp", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			s := func() *solver.Expr { return boundOf(t, prog, "S") }
			bound := s()
			if !tt.bounded {
				if bound != nil {
					t.Fatalf("S = %s: a loop counted that no rule counts", bound)
				}
				return
			}
			if bound == nil {
				t.Fatalf("S has no bound")
			}
			t.Logf("S = %s", bound)
			simCheck(t, prog, "S", bound, tt.ends, nil)
			for p := int64(1); p <= 4; p++ {
				for _, pt := range tt.never(p) {
					_, err := sim.Run(prog, sim.Config{P: int(p), Params: pt, Seed: 1, MaxSteps: 20000})
					if err == nil {
						t.Errorf("p=%d %v: the run ends, but the rule leaves it out", p, pt)
					}
				}
			}
			for _, sw := range tt.off {
				*sw = false
				off := s()
				*sw = true
				if off != nil {
					t.Errorf("with a rule off S = %s: the rule is not what bounds it", off)
				}
			}
		})
	}
}
