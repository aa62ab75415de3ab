package main

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/expected"
	"bspcost/solver"
)

// Sample points of the comparison: p a power of two up to 64, each
// parameter from paramSamples, kept when the program's requires clause
// holds (checked by the simulator, the one home of the .bsp semantics).
// The values mix small ones (where nat and floor bite), multiples of
// every sampled p, and non-multiples.
var (
	pSamples     = []int64{1, 2, 4, 8, 16, 32, 64}
	paramSamples = []int64{1, 2, 3, 4, 5, 7, 8, 16, 64, 100, 128, 1000, 1024}
)

// maxSamplePoints bounds the points tried for a program with many
// parameters (the product of the samples grows fast).
const maxSamplePoints = 20000

// compareExpected sets row.Expected and row.expectedOK from the entry of
// row's file in x (internal/expected reads --expected files).
func compareExpected(x *expected.Set, row *batchRow) {
	row.expectedOK = true
	e := x.Lookup(row.File)
	if e == nil {
		row.Expected = "-"
		return
	}
	if row.res == nil || row.res.Code != exitOK {
		row.Expected, row.expectedOK = "no bound to compare", false
		return
	}
	verdict, ok := compareBound(row.prog, row.res, e)
	row.Expected, row.expectedOK = verdict, ok
}

// compareBound compares a bound with an expected entry at the sample
// points: per resource, equal where the entry requires it (exact, or
// reached), else at least the expected value. The verdict is "equal",
// "ok (>=)" when some non-exact resource is strictly above, or the first
// failure: "W above: 3 > 1 at p=1 N=1", "H BELOW: ..." (an unsound
// bound), or why the comparison could not be made.
func compareBound(prog *frontend.Program, res *boundResult, e *expected.Entry) (string, bool) {
	w, h, s, err := res.Exprs()
	if err != nil {
		return err.Error(), false
	}
	type resource struct {
		name      string
		got, want *solver.Expr
		mustEqual bool
	}
	ew, eh, es := e.Exprs()
	var rs []resource
	for _, r := range []struct {
		name      string
		got, want *solver.Expr
	}{{"W", w, ew}, {"H", h, eh}, {"S", s, es}} {
		rs = append(rs, resource{r.name, r.got, r.want, e.Exact || slices.Contains(e.Reached, r.name)})
	}
	points := samplePoints(prog)
	if len(points) == 0 {
		return "no sample point satisfies the requires clause", false
	}
	above := false
	for _, pt := range points {
		for _, r := range rs {
			glo, ghi, err := r.got.EvalInt(pt)
			if err != nil {
				return fmt.Sprintf("%s: %v", r.name, err), false
			}
			wlo, whi, err := r.want.EvalInt(pt)
			if err != nil {
				return fmt.Sprintf("expected %s: %v", r.name, err), false
			}
			switch {
			case ghi.Cmp(wlo) < 0:
				return fmt.Sprintf("%s BELOW: %s < %s at %s", r.name, ghi.RatString(), wlo.RatString(), pointText(pt)), false
			case glo.Cmp(ghi) != 0 || wlo.Cmp(whi) != 0 || glo.Cmp(wlo) < 0:
				return fmt.Sprintf("%s undecided at %s (not a point value)", r.name, pointText(pt)), false
			case glo.Cmp(wlo) > 0 && r.mustEqual:
				return fmt.Sprintf("%s above: %s > %s at %s", r.name, glo.RatString(), wlo.RatString(), pointText(pt)), false
			case glo.Cmp(wlo) > 0:
				above = true
			}
		}
	}
	if above {
		return "ok (>=)", true
	}
	return "equal", true
}

// samplePoints returns the points (p and every parameter) at which the
// program's requires clause holds.
func samplePoints(prog *frontend.Program) []map[string]int64 {
	var names []string
	for _, id := range prog.Params {
		names = append(names, id.Name)
	}
	sort.Strings(names)
	vals := paramSamples
	// Fewer values per parameter when the product would be too large.
	for len(vals) > 2 && pow(len(vals), len(names))*len(pSamples) > maxSamplePoints {
		vals = vals[:len(vals)-1]
	}
	var points []map[string]int64
	idx := make([]int, len(names))
	for _, p := range pSamples {
		for i := range idx {
			idx[i] = 0
		}
		for {
			pt := map[string]int64{"p": p}
			for i, n := range names {
				pt[n] = vals[idx[i]]
			}
			if holds, checked := requiresHolds(prog, pt); holds && checked {
				points = append(points, pt)
			}
			k := 0
			for k < len(idx) {
				idx[k]++
				if idx[k] < len(vals) {
					break
				}
				idx[k] = 0
				k++
			}
			if k == len(idx) {
				break
			}
		}
	}
	return points
}

func pow(b, e int) int {
	r := 1
	for i := 0; i < e; i++ {
		r *= b
		if r > 1<<30 {
			return r
		}
	}
	return r
}

// requiresHolds evaluates the requires clause at a point (p and every
// parameter) as the simulator does (sim.CheckParams, the one home of the
// .bsp semantics; a clause of any length, and any p: nothing is run).
// checked is false when the point could not be evaluated (a
// configuration the simulator refuses), so the clause was not.
func requiresHolds(prog *frontend.Program, pt map[string]int64) (holds, checked bool) {
	if prog.Requires == nil {
		return true, true
	}
	params := map[string]int64{}
	for k, v := range pt {
		if k != "p" {
			params[k] = v
		}
	}
	err := sim.CheckParams(prog, int(pt["p"]), params)
	var re *sim.RuntimeError
	switch {
	case err == nil:
		return true, true
	case errors.As(err, &re) && re.Kind == sim.ErrRequires:
		return false, true
	}
	return false, false
}

// pointText prints a sample point as "p=4 N=8".
func pointText(pt map[string]int64) string {
	names := make([]string, 0, len(pt))
	for k := range pt {
		if k != "p" {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	parts := []string{fmt.Sprintf("p=%d", pt["p"])}
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("%s=%d", n, pt[n]))
	}
	return strings.Join(parts, " ")
}
