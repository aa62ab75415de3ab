package hrelation

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"path/filepath"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/frontend"
	"bspcost/frontend/gen"
)

// spentBudget is a budget already out of operations.
func spentBudget() *budget.Budget {
	b := budget.New(context.Background(), time.Time{}, 1)
	b.Spend(2)
	return b
}

// TestWithinCoarse: with its budget spent, WithinCoarse gives every step
// of the textbook programs coarse (its puts and gets sequential, with the
// fallback that says why, H zero; the sends' messages not bounded), counts
// them and returns the budget's error in Spent, where Within ends with
// it; with a budget that lasts, it is Within.
func TestWithinCoarse(t *testing.T) {
	files, srcs := programFiles(t, "../benchmarks/textbook/*.bsp")
	for i, f := range files {
		prog, err := frontend.Parse(f, []byte(srcs[i]))
		if err != nil {
			t.Fatal(err)
		}
		ar := align.Analyze(prog)
		if _, err := Within(prog, ar, false, spentBudget()); !errors.Is(err, budget.ErrExceeded) {
			t.Errorf("%s: Within with a spent budget: err %v, want the budget's", f, err)
		}
		res, err := WithinCoarse(prog, ar, spentBudget())
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if !errors.Is(res.Spent, budget.ErrExceeded) {
			t.Errorf("%s: Spent %v, want the budget's error", f, res.Spent)
		}
		distinct := map[string]bool{}
		for _, st := range res.Steps {
			distinct[fmt.Sprint(st.Close, st.Comms)] = true
			if st.H == nil || st.H.String() != zero(nil).String() {
				t.Errorf("%s %s to %s: H %v, want zero", f, st.Open, st.Close, st.H)
			}
			if len(st.Seq) != len(st.Comms) || len(st.Fallbacks) != len(st.Comms) {
				t.Errorf("%s %s to %s: %d sequential statements and %d fallbacks, want one each per put/get (%d)", f, st.Open, st.Close, len(st.Seq), len(st.Fallbacks), len(st.Comms))
			}
			for _, fb := range st.Fallbacks {
				if fb.Kind != KindSequential || fb.Msg != coarseMsg {
					t.Errorf("%s: fallback %v, want the coarse one", f, fb)
				}
			}
			if hasSend(st.Comms) && (st.Messages == nil || st.Messages.Err == nil) {
				t.Errorf("%s %s to %s: the messages of a coarse step are bounded", f, st.Open, st.Close)
			}
		}
		if res.Coarse != len(distinct) {
			t.Errorf("%s: Coarse %d, want the %d distinct steps", f, res.Coarse, len(distinct))
		}
		full, err := Within(prog, ar, false, nil)
		if err != nil {
			t.Fatal(err)
		}
		lasting, err := WithinCoarse(prog, ar, budget.New(context.Background(), time.Time{}, 0))
		if err != nil || lasting.Coarse != 0 || lasting.Spent != nil || len(lasting.Steps) != len(full.Steps) {
			t.Fatalf("%s: WithinCoarse with a budget that lasts: %d coarse steps, spent %v, err %v", f, lasting.Coarse, lasting.Spent, err)
		}
		for k, st := range lasting.Steps {
			if st.H.String() != full.Steps[k].H.String() {
				t.Errorf("%s step %d: H %s, Within's %s", f, k, st.H, full.Steps[k].H)
			}
		}
	}
}

// TestSoundCoarse: the coarse steps are sound (the soundness test with
// every step coarse) on the textbook programs, the soundness corpus and
// generated programs; without their sequential statements (coarseNoSeq,
// unsound on purpose) they are not.
func TestSoundCoarse(t *testing.T) {
	run := func(opts options) *stats {
		st := newStats()
		for _, pat := range []string{"../benchmarks/textbook/*.bsp", "testdata/sound/*.bsp"} {
			files, srcs := programFiles(t, pat)
			for i, f := range files {
				checkProgramWith(t, opts, filepath.Base(f), srcs[i], procs(8), corpusParams(t, srcs[i]), []int64{1}, st, false)
			}
		}
		for _, fam := range gen.AlignedFamilies {
			for seed, g := range gen.OfFamily(fam, 4, genOptions) {
				params := func(p int, rng *rand.Rand) []map[string]int64 {
					return []map[string]int64{g.ParamValues(p, rng), g.ParamValues(p, rng)}
				}
				checkProgramWith(t, opts, fmt.Sprintf("gen-%s-%d", fam, seed), g.Source, procs(8), params, []int64{1}, st, false)
			}
		}
		return st
	}
	report(t, "coarse", run(options{noMaps: true, coarse: true, budget: spentBudget()}))
	if st := run(options{noMaps: true, coarse: true, budget: spentBudget(), coarseNoSeq: true}); len(st.failures) == 0 {
		t.Error("coarse steps without their sequential statements: no soundness failure")
	}
}
