package solver

import (
	"math/big"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// suiteDir is the shared cost-relation suite: $SHARED/cost-relations
// when SHARED is set (as for scripts/answers.sh: a worktree elsewhere than
// next to shared/), else relative to this package.
var suiteDir = func() string {
	if s := os.Getenv("SHARED"); s != "" {
		return filepath.Join(s, "cost-relations")
	}
	return "../../shared/cost-relations"
}()

// suiteFiles lists the suite's files with the given extension, skipping
// the test when the suite is absent.
func suiteFiles(t testing.TB, ext string) []string {
	t.Helper()
	return suiteFilesAt(t, suiteDir, ext)
}

func suiteFilesAt(t testing.TB, suiteDir, ext string) []string {
	t.Helper()
	if _, err := os.Stat(suiteDir); err != nil {
		t.Skip("shared cost-relation suite not present")
	}
	var out []string
	filepath.Walk(suiteDir, func(path string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && strings.HasSuffix(path, ext) {
			out = append(out, path)
		}
		return nil
	})
	sort.Strings(out)
	return out
}

// samplePoints returns integer points for n variables: every combination
// of a few small values when there are few variables, random ones
// otherwise.
func samplePoints(n int, rng *rand.Rand, max int) [][]int64 {
	vals := []int64{-1, 0, 1, 2, 3, 5}
	var out [][]int64
	if n <= 2 {
		var rec func(p []int64)
		rec = func(p []int64) {
			if len(p) == n {
				out = append(out, append([]int64{}, p...))
				return
			}
			for _, v := range vals {
				rec(append(p, v))
			}
		}
		rec(nil)
		return out
	}
	for i := 0; i < max; i++ {
		p := make([]int64, n)
		for j := range p {
			p[j] = int64(rng.Intn(8) - 1)
		}
		out = append(out, p)
	}
	return out
}

// checkSound compares every bound of sys (solved with opt and a deadline)
// with the evaluator's worst case at sampled points; it returns the number
// of points compared. The evaluator searches complete derivations only:
// the semantics of Options.Terminating, and a weaker claim than the
// default one (which also proves termination).
func checkSound(t *testing.T, name string, sys *System, opt Options, rng *rand.Rand, points int, steps int) int {
	t.Helper()
	opt.Deadline = time.Now().Add(5 * time.Second)
	res := Solve(sys, opt)
	ev := NewEvaluator(sys)
	ev.MaxSteps = steps
	n := 0
	for _, r := range res {
		if r.Bound == nil {
			continue
		}
		var names []string
		for _, a := range r.Entry.Head.Args {
			vs := a.Vars()
			if len(vs) == 1 {
				names = append(names, vs[0])
			} else {
				names = append(names, "")
			}
		}
		for _, pt := range samplePoints(len(names), rng, points) {
			env := map[string]*big.Rat{}
			args := make([]int64, len(pt))
			ok := true
			for i, v := range pt {
				if names[i] != "" {
					env[names[i]] = big.NewRat(v, 1)
				}
				a, k := r.Entry.Head.Args[i].EvalAt(env)
				if !k || !a.IsInt() {
					ok = false
					break
				}
				args[i] = a.Num().Int64()
			}
			if !ok || !r.Entry.Pre.HoldsAt(env) {
				continue
			}
			worst, found, _ := ev.WorstCase(r.Entry.Head.Key(), args)
			if !found {
				continue
			}
			_, hi, err := r.Bound.Eval(env)
			if err != nil {
				t.Errorf("%s: bound %s: %v", name, r.Bound, err)
				continue
			}
			n++
			if hi.Cmp(worst) < 0 {
				t.Errorf("%s: UNSOUND: bound %s = %s at %v but a derivation costs %s", name, r.Bound, hi.RatString(), pt, worst.RatString())
			}
		}
	}
	return n
}

// TestSuiteSound: over the whole suite, every bound is at least the
// evaluator's worst case at every sampled input.
func TestSuiteSound(t *testing.T) {
	files := append(suiteFiles(t, ".ces"), suiteFiles(t, ".koat")...)
	// The whole suite takes minutes: by default every fifth file (a
	// fixed sample);
	// SOLVER_SUITE_FULL=1 checks all of them, -short the first 20.
	switch {
	case testing.Short():
		files = files[:20]
	case os.Getenv("SOLVER_SUITE_FULL") == "":
		var some []string
		for i, f := range files {
			if i%5 == 0 {
				some = append(some, f)
			}
		}
		files = some
	}
	rng := rand.New(rand.NewSource(1))
	total, bounded := 0, 0
	defer func() {
		t.Logf("%d files, %d with bounds checked, %d points compared", len(files), bounded, total)
	}()
	for _, f := range files {
		sys, err := ReadFile(f)
		if err != nil {
			continue
		}
		// .ces files under their format's semantics (terminating
		// evaluations), .koat ones under the default.
		n := checkSound(t, f, sys, Options{Terminating: strings.HasSuffix(f, ".ces")}, rng, 6, 3000)
		if n > 0 {
			bounded++
		}
		total += n
	}
}
