package align

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand"
	"os"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
	"bspcost/internal/golden"
)

var (
	diffSeeds  = flag.Int("diff.seeds", 100, "generated programs per family in TestDifferential and TestMutations")
	diffReport = flag.Bool("diff.report", false, "print the per-family table of TestDifferential")
	diffDepth  = flag.Int("diff.depth", 0, "gen.Options.MaxDepth of TestDifferential (0: the generator's default)")
	diffStmts  = flag.Int("diff.stmts", 0, "gen.Options.MaxStmts of TestDifferential (0: the generator's default)")
)

// The recorded precision of the analysis is testdata/false-alarms.txt: per
// family, how many generated programs the simulator labels aligned and how
// many of them the analysis rejects, for the default flags. With the
// default flags the run is deterministic, so the counts are compared
// exactly: one more false alarm in a family is a precision regression
// (which is what makes TestMutations sensitive), and any other change
// (fewer false alarms, or other labels after a change of the generator or
// the simulator) must be recorded deliberately with
// go test ./align -run TestDifferential -update. With other flags, a
// family's rate is compared with the recorded rate with a statistical
// margin (2.5 standard deviations plus one program).
const falseAlarmFile = "testdata/false-alarms.txt"

// record is one family's line of falseAlarmFile.
type record struct{ simAligned, falseAlarms int }

func readRecords(t *testing.T) map[string]record {
	t.Helper()
	data, err := os.ReadFile(falseAlarmFile)
	if err != nil {
		if golden.Updating() {
			return nil
		}
		t.Fatalf("%v (go test ./align -run TestDifferential -update records it)", err)
	}
	recs := map[string]record{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var f string
		var r record
		if _, err := fmt.Sscan(line, &f, &r.simAligned, &r.falseAlarms); err != nil {
			t.Fatalf("%s: bad line %q: %v", falseAlarmFile, line, err)
		}
		recs[f] = r
	}
	return recs
}

func formatRecords(v verdict) string {
	var b strings.Builder
	b.WriteString("# family, programs the simulator labels aligned, of which the analysis rejects\n")
	b.WriteString("# (go test ./align -run TestDifferential -update rewrites this file)\n")
	for _, f := range families() {
		st := v.stats[f]
		if st == nil {
			continue
		}
		fmt.Fprintf(&b, "%s %d %d\n", f, st.simAligned, st.falseAlarms)
	}
	return b.String()
}

// exactFlags reports whether the generated programs are those the records
// were made with.
func exactFlags() bool { return *diffSeeds == 100 && *diffDepth == 0 && *diffStmts == 0 }

// regression reports whether a family's false alarms exceed the record.
func regression(st *famStats, rec record, exact bool) bool {
	if exact {
		return st.falseAlarms > rec.falseAlarms
	}
	if rec.simAligned == 0 {
		return st.falseAlarms > 0
	}
	l := float64(rec.falseAlarms) / float64(rec.simAligned)
	n := float64(st.simAligned)
	return float64(st.falseAlarms) > n*l+2.5*math.Sqrt(n*l*(1-l))+1
}

// diffCase is one generated program with the simulator's label.
type diffCase struct {
	family string
	seed   int64
	src    string
	prog   *frontend.Program
	// mismatch is the first barrier mismatch of any run; nil: the
	// simulator labels the program aligned (when ran > 0).
	mismatch *sim.RuntimeError
	ran      int // runs that completed
}

// families lists every generator family: the generator's own labels are
// not used, the simulator's are.
func families() []string {
	var fs []string
	fs = append(fs, gen.AlignedFamilies...)
	fs = append(fs, gen.UnalignedFamilies...)
	return append(fs, gen.DeepFamilies...)
}

var (
	diffOnce  sync.Once
	diffCases []*diffCase
	diffErrs  []string
)

// generated returns the generated programs with their labels, computed once
// per test binary (TestDifferential and TestMutations share them: the labels
// do not depend on the analysis).
func generated(t *testing.T) []*diffCase {
	diffOnce.Do(func() {
		type job struct {
			c *diffCase
			g *gen.Program
		}
		var jobs []job
		for _, fam := range families() {
			for seed := int64(0); seed < int64(*diffSeeds); seed++ {
				g := gen.Generate(seed, gen.Options{Family: fam, MaxDepth: *diffDepth, MaxStmts: *diffStmts})
				prog, err := frontend.Parse("gen.bsp", []byte(g.Source))
				if err != nil {
					diffErrs = append(diffErrs, fmt.Sprintf("%s seed %d: %v", fam, seed, err))
					continue
				}
				c := &diffCase{family: fam, seed: seed, src: g.Source, prog: prog}
				jobs = append(jobs, job{c, g})
				diffCases = append(diffCases, c)
			}
		}
		// The simulations are independent: label them on every core. Each
		// program draws its parameters from its own generator, so the
		// labels do not depend on the order.
		errs := make([]string, len(jobs))
		next := make(chan int)
		var wg sync.WaitGroup
		for w := 0; w < runtime.GOMAXPROCS(0); w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					j := jobs[i]
					rng := rand.New(rand.NewSource(int64(i)))
					var err error
					j.c.mismatch, j.c.ran, err = label(j.g, j.c.prog, rng)
					if err != nil {
						errs[i] = fmt.Sprintf("%s seed %d: %v\n%s", j.c.family, j.c.seed, err, j.c.src)
					}
				}
			}()
		}
		for i := range jobs {
			next <- i
		}
		close(next)
		wg.Wait()
		for _, e := range errs {
			if e != "" {
				diffErrs = append(diffErrs, e)
			}
		}
	})
	for _, e := range diffErrs {
		t.Error(e)
	}
	return diffCases
}

// label runs prog for p = 1..8, with parameter values from the generator
// (the smallest and two random ones) and two input seeds, and returns the
// first barrier mismatch and the number of runs that completed. Any other
// error is a bug of the generator (its programs raise no runtime error)
// or of the simulator (an internal error), and is returned.
func label(g *gen.Program, prog *frontend.Program, rng *rand.Rand) (*sim.RuntimeError, int, error) {
	ok := 0
	var first *sim.RuntimeError
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
					if first == nil {
						first = re
					}
				default:
					return first, ok, fmt.Errorf("p=%d %v seed %d: %v", p, params, seed, err)
				}
			}
		}
	}
	return first, ok, nil
}

// famStats counts, for one family, what the simulator and the checker said.
type famStats struct {
	tried, simAligned, simUnaligned int
	accepted, falseAlarms, unsound  int
}

func (s famStats) rate() float64 {
	if s.simAligned == 0 {
		return 0
	}
	return 100 * float64(s.falseAlarms) / float64(s.simAligned)
}

// verdict is what the differential check finds with the given options:
// soundness violations (accepted, but the simulator found a barrier
// mismatch), precision regressions (a family's false-alarm rate above its
// limit), and the per-family table.
type verdict struct {
	unsound, regressions []string
	stats                map[string]*famStats
}

func (v verdict) failed() bool { return len(v.unsound)+len(v.regressions) > 0 }

func differential(cases []*diffCase, opt options, recs map[string]record) verdict {
	v := verdict{stats: map[string]*famStats{}}
	for _, c := range cases {
		st := v.stats[c.family]
		if st == nil {
			st = &famStats{}
			v.stats[c.family] = st
		}
		st.tried++
		r := analyze(c.prog, opt)
		switch {
		case c.mismatch != nil:
			st.simUnaligned++
		case c.ran > 0:
			st.simAligned++
		}
		switch {
		case r.Aligned:
			st.accepted++
			if c.mismatch != nil {
				st.unsound++
				v.unsound = append(v.unsound, fmt.Sprintf("%s seed %d: accepted, but the simulator found: %v\n%s", c.family, c.seed, c.mismatch, c.src))
			}
		case c.mismatch == nil && c.ran > 0:
			st.falseAlarms++
		}
	}
	for _, f := range families() {
		st := v.stats[f]
		if st == nil {
			continue
		}
		if rec := recs[f]; recs != nil && regression(st, rec, exactFlags()) {
			v.regressions = append(v.regressions, fmt.Sprintf("%s: %d false alarms in %d simulator-aligned programs (%.1f%%), recorded %d in %d",
				f, st.falseAlarms, st.simAligned, st.rate(), rec.falseAlarms, rec.simAligned))
		}
	}
	return v
}

func (v verdict) table() string {
	var b strings.Builder
	fmt.Fprintf(&b, "| family | tried | simulator: aligned | simulator: unaligned | accepted | false alarms | rate |\n|---|---|---|---|---|---|---|\n")
	keys := make([]string, 0, len(v.stats))
	for k := range v.stats {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var tot famStats
	for _, k := range keys {
		s := v.stats[k]
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %d | %.1f%% |\n", k, s.tried, s.simAligned, s.simUnaligned, s.accepted, s.falseAlarms, s.rate())
		tot.tried += s.tried
		tot.simAligned += s.simAligned
		tot.simUnaligned += s.simUnaligned
		tot.accepted += s.accepted
		tot.falseAlarms += s.falseAlarms
	}
	fmt.Fprintf(&b, "| total | %d | %d | %d | %d | %d | %.1f%% |\n", tot.tried, tot.simAligned, tot.simUnaligned, tot.accepted, tot.falseAlarms, tot.rate())
	return b.String()
}

// TestDifferential checks the checker against the simulator on generated
// programs, labelled by the simulator alone: a program is aligned when no
// run (p = 1..8, three parameter sets, two inputs) mismatches barriers.
// Soundness: no accepted program ever mismatches. Precision: per family,
// the false-alarm rate on simulator-aligned programs stays within its
// recorded limit.
func TestDifferential(t *testing.T) {
	cases := generated(t)
	recs := readRecords(t)
	v := differential(cases, options{}, recs)
	for _, u := range v.unsound {
		t.Error(u)
	}
	switch {
	case golden.Updating():
		if !exactFlags() {
			t.Fatalf("-update records the default flags only")
		}
		if err := os.WriteFile(falseAlarmFile, []byte(formatRecords(v)), 0o644); err != nil {
			t.Fatal(err)
		}
	default:
		for _, r := range v.regressions {
			t.Error("precision regression: " + r)
		}
		if got := formatRecords(v); exactFlags() && len(v.regressions) == 0 && got != formatRecords(verdictOf(recs)) {
			t.Errorf("the figures differ from %s (fewer false alarms, or other labels): record them with -update\n%s", falseAlarmFile, got)
		}
	}
	if *diffReport || t.Failed() {
		t.Logf("%d seeds per family\n%s", *diffSeeds, v.table())
	}
}

// verdictOf turns records back into a verdict, to format them.
func verdictOf(recs map[string]record) verdict {
	v := verdict{stats: map[string]*famStats{}}
	for f, r := range recs {
		v.stats[f] = &famStats{simAligned: r.simAligned, falseAlarms: r.falseAlarms}
	}
	return v
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
