package align

import (
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"
	"time"

	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
)

var (
	diffSeeds  = flag.Int("diff.seeds", 300, "generated programs per mode (aligned, unaligned) in TestDifferential")
	diffReport = flag.Bool("diff.report", false, "print the per-family table of TestDifferential")
	diffDepth  = flag.Int("diff.depth", 0, "gen.Options.MaxDepth of TestDifferential (0: the generator's default)")
	diffStmts  = flag.Int("diff.stmts", 0, "gen.Options.MaxStmts of TestDifferential (0: the generator's default)")
)

// famStats counts, for one generator family, what the checker and the
// simulator said.
type famStats struct {
	tried, accepted, rejected int
	falseAlarms               int // rejected, yet every tested run was barrier-consistent
	skipped                   int // no run completed (all step limits or runtime errors)
}

// diffRuns runs prog for p = 1..8, with parameter values from the
// generator (the smallest and two random ones) and two seeds. It returns
// the first barrier mismatch and the number of runs that completed.
func diffRuns(t *testing.T, g *gen.Program, prog *frontend.Program, rng *rand.Rand) (*sim.RuntimeError, int) {
	ok := 0
	for p := 1; p <= 8; p++ {
		for k := 0; k < 3; k++ {
			r := rng
			if k == 0 {
				r = nil
			}
			params := g.ParamValues(p, r)
			for seed := int64(1); seed <= 2; seed++ {
				_, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: seed})
				var re *sim.RuntimeError
				switch {
				case err == nil:
					ok++
				case errors.As(err, &re) && re.Kind == sim.ErrBarrierMismatch:
					return re, ok
				case errors.As(err, &re) && re.Kind == sim.ErrConfig:
					t.Fatalf("p=%d %v: %v", p, params, err)
				}
			}
		}
	}
	return nil, ok
}

// TestDifferential checks the checker against the simulator on generated
// programs: every program the checker accepts must run without a barrier
// mismatch for p = 1..8 and several parameter values (soundness). It also
// counts the false alarms: programs rejected although every run was
// barrier-consistent.
func TestDifferential(t *testing.T) {
	start := time.Now()
	stats := map[string]*famStats{}
	rng := rand.New(rand.NewSource(1))
	for _, unaligned := range []bool{false, true} {
		for seed := int64(0); seed < int64(*diffSeeds); seed++ {
			g := gen.Generate(seed, gen.Options{Unaligned: unaligned, MaxDepth: *diffDepth, MaxStmts: *diffStmts})
			prog, err := frontend.Parse("gen.bsp", []byte(g.Source))
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			key := "aligned/" + g.Family
			if unaligned {
				key = "unaligned/" + g.Family
			}
			st := stats[key]
			if st == nil {
				st = &famStats{}
				stats[key] = st
			}
			st.tried++
			r := Analyze(prog)
			m, ran := diffRuns(t, g, prog, rng)
			switch {
			case r.Aligned:
				st.accepted++
				if m != nil {
					t.Errorf("seed %d (unaligned=%v, %s): accepted, but the simulator found: %v\n%s", seed, unaligned, g.Family, m, g.Source)
				}
			default:
				st.rejected++
				if m == nil && ran > 0 {
					st.falseAlarms++
					if !unaligned {
						// The generator keeps to conditions the analysis is
						// meant to prove, so a false alarm on its aligned
						// programs is a precision regression (or a generator
						// bug) worth a look.
						t.Errorf("false alarm, seed %d (%s):\n%s%s", seed, g.Family, r.FormatAll("gen.bsp"), g.Source)
					}
				}
			}
			if ran == 0 && m == nil {
				st.skipped++
			}
		}
	}
	var b strings.Builder
	keys := make([]string, 0, len(stats))
	for k := range stats {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(&b, "| family | tried | accepted | rejected | false alarms | no run completed |\n|---|---|---|---|---|---|\n")
	var tot famStats
	for _, k := range keys {
		s := stats[k]
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %d |\n", k, s.tried, s.accepted, s.rejected, s.falseAlarms, s.skipped)
		tot.tried += s.tried
		tot.accepted += s.accepted
		tot.rejected += s.rejected
		tot.falseAlarms += s.falseAlarms
		tot.skipped += s.skipped
	}
	fmt.Fprintf(&b, "| total | %d | %d | %d | %d | %d |\n", tot.tried, tot.accepted, tot.rejected, tot.falseAlarms, tot.skipped)
	if *diffReport {
		t.Logf("%d seeds per mode, %v\n%s", *diffSeeds, time.Since(start).Round(time.Millisecond), b.String())
	}
}

// TestHeadReuse: starting the fixpoint of a loop from the head state of its
// previous visit is an optimisation only; the facts must be the same.
func TestHeadReuse(t *testing.T) {
	for seed := int64(0); seed < 300; seed++ {
		g := gen.Generate(seed, gen.Options{Unaligned: seed%2 == 1, MaxDepth: 4})
		prog, err := frontend.Parse("gen.bsp", []byte(g.Source))
		if err != nil {
			t.Fatal(err)
		}
		r1 := Analyze(prog)
		r2 := analyze(prog, options{noHeadReuse: true})
		if d1, d2 := r1.FormatAll("gen.bsp")+dump(r1), r2.FormatAll("gen.bsp")+dump(r2); d1 != d2 {
			t.Fatalf("seed %d: results differ with and without reuse:\n%s\n---\n%s", seed, d1, d2)
		}
	}
}
