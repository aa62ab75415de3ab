package main

import (
	"fmt"
	"io"
	"math/big"
	"slices"
	"sort"
	"strings"

	"bspcost/align"
	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
	"bspcost/hrelation"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// The causes -inexact tells apart, in the order of the pipeline: where a
// bounded H first rises above the simulated H.
const (
	causeSeq       = "words charged by the sequential program (a put or get the superstep repeats: min(K, nprocs) * n per execution, K its fan)"
	causeStepRule  = "a superstep's h above its simulated h, the step not exact (hrelation fallback)"
	causeStepExact = "a superstep's h above its simulated h, the step exact (values the run did not reach)"
	causePCases    = "the sum of the supersteps' h above the bound's value only at p <= 2 (p-cases merged by the solver)"
	causeSum       = "the sum of the supersteps' h above the bound's value at p >= 3 (max over paths and cases, loop counts)"
	causeNoBound   = "no bound when analysed again (the solver's time)"
)

// inexactCause is why one program's H bound is above its simulated H at
// some point and, for causeStepRule, the kind of the fallbacks of the
// steps above their simulated h (see fallbackKinds).
type inexactCause struct {
	Cause, Kind string
}

// explainInexact classifies the programs of the -results files whose H is
// bounded but not exact (see the cause constants), analysing and
// simulating each again at the points of the pipeline check, and prints
// the count per cause and per fallback rule.
func explainInexact(w io.Writer, files []string) int {
	byCause, byKind := map[string][]string{}, map[string][]string{}
	total := 0
	ok := eachResult(files, func(r result) {
		if r.P == nil || !r.P.Bounded["H"] || r.P.Exact["H"] {
			return
		}
		total++
		c := classifyInexact(r.Job)
		name := fmt.Sprintf("%s-%d", r.Job.Family, r.Job.Index)
		byCause[c.Cause] = append(byCause[c.Cause], name)
		if c.Kind != "" {
			byKind[c.Kind] = append(byKind[c.Kind], name)
		}
	})
	if !ok {
		return 2
	}
	fmt.Fprintf(w, "%d programs with H bounded but not exact\n\n", total)
	printCauses(w, "cause", byCause)
	fmt.Fprintf(w, "\n%s, by the first kind of fallback among the steps above their simulated h:\n\n", causeStepRule)
	printCauses(w, "fallback", byKind)
	return 0
}

// classifyInexact analyses j's program as the pipeline check does and
// compares, at its points, each superstep's analysed h with the simulated
// one, and the H bound with the sum of the analysed h.
func classifyInexact(j job) inexactCause {
	g := gen.Generate(j.Seed, j.options())
	var o outcome
	prog, rep := o.analyze(j.name(), g, driver.Config{Timeout: j.Lim.SolverDeadline}, nil, error.Error)
	switch {
	case len(o.Failures) > 0:
		return inexactCause{Cause: o.Failures[0]}
	case rep == nil || rep.H.Expr == nil:
		return inexactCause{Cause: causeNoBound}
	}
	seq, stepRule, stepExact := false, false, false
	var fallbacks []hrelation.Fallback
	looseP := map[int]bool{}
	oracle.Points(g, j.Lim.MaxP, func(p int, pv map[string]int64) {
		var bounds []hrelationBound
		prev := align.Barrier{Kind: align.StartBarrier}
		c := sim.Config{P: p, Params: pv, Seed: 1, MaxSteps: j.Lim.MaxSteps, Timeout: j.Lim.SimTimeout}
		c.AtBarrier = func(k int, sync *frontend.SyncStmt, vals [][]int64) {
			b := rep.HRelation.AtBarrier(prev, sync, vals)
			prev = b.Close
			hb := hrelationBound{h: b.H}
			if b.Step != nil {
				seq = seq || len(b.Step.Seq) > 0
				hb.exact = b.Step.Exact
				hb.fallbacks = b.Step.Fallbacks
			}
			bounds = append(bounds, hb)
		}
		sr, err := sim.Run(prog, c)
		if err != nil {
			return
		}
		for k, ss := range sr.Supersteps {
			if k >= len(bounds) || bounds[k].h == nil || bounds[k].h.Cmp(big.NewRat(ss.H, 1)) <= 0 {
				continue
			}
			if bounds[k].exact {
				stepExact = true
				continue
			}
			stepRule = true
			fallbacks = append(fallbacks, bounds[k].fallbacks...)
		}
		for _, cst := range oracle.Compare(map[string]*solver.Expr{"H": rep.H.Expr}, p, pv, sr) {
			if !cst.Exact() {
				looseP[p] = true
			}
		}
	})
	small := true
	for p := range looseP {
		small = small && p <= 2
	}
	var c inexactCause
	switch {
	case seq:
		c.Cause = causeSeq
	case stepRule:
		c.Cause, c.Kind = causeStepRule, fallbackKind(fallbacks)
	case stepExact:
		c.Cause = causeStepExact
	case small:
		c.Cause = causePCases
	default:
		c.Cause = causeSum
	}
	return c
}

// hrelationBound is a superstep's analysed h at the run's values, whether
// its step is exact, and the step's fallbacks.
type hrelationBound struct {
	h         *big.Rat
	exact     bool
	fallbacks []hrelation.Fallback
}

// fallbackKinds are the kinds of fallbacks -inexact tells apart, the
// most likely to make a step's h above the simulated one first: a program
// counts under the first kind among the fallbacks of its steps above their
// simulated h. Each groups hrelation's kinds (Fallback.Kind).
var fallbackKinds = []struct {
	name  string
	kinds []hrelation.Kind
}{
	{"total words (a target or source not expressible, a function of pid: pid * pid % p, pid * t % p)", []hrelation.Kind{hrelation.KindNotExpressible}},
	{"total words (a target or source not expressible that reads values differing between processes: a variable not replicated, input data, any, an array element)", []hrelation.Kind{hrelation.KindVaryingRemote}},
	{"no closed form for the largest process", []hrelation.Kind{hrelation.KindNoClosedMax}},
	{"a remote side piecewise in residues of p, its largest value added without floors", []hrelation.Kind{hrelation.KindResidues}},
	{"a size limit: maxima or boxes added", []hrelation.Kind{hrelation.KindCountBox, hrelation.KindSumBoxes, hrelation.KindInstancesBox, hrelation.KindMaxSum, hrelation.KindPiecesAdded}},
	{"a dropped guard", []hrelation.Kind{hrelation.KindUnstableGuard, hrelation.KindComplexGuard, hrelation.KindGuardLiteral, hrelation.KindStride}},
	{"distinct targets", []hrelation.Kind{hrelation.KindDistinct, hrelation.KindInjective, hrelation.KindGrid, hrelation.KindKToOne}},
	{"congruent targets (a·pid + e modulo p: at most gcd(a, p) senders per target)", []hrelation.Kind{hrelation.KindCongruent}},
	{"congruent to m·pid + e, m replicated: at most |m| senders per target", []hrelation.Kind{hrelation.KindScaledCongruent}},
	{"a square of pid modulo p ((pid + e) * (pid + e) % p: at most ceil(p/2) senders per target)", []hrelation.Kind{hrelation.KindSquare}},
	{"a remote process in a range of pid (pid + d, d in a constant interval: the senders within that distance)", []hrelation.Kind{hrelation.KindRangeOffset}},
	{"a count or maximum polyhedra only bounds", []hrelation.Kind{hrelation.KindInexactCount}},
}

// fallbackKind is the first of fallbackKinds among fs ("" for none).
func fallbackKind(fs []hrelation.Fallback) string {
	for _, k := range fallbackKinds {
		for _, f := range fs {
			if slices.Contains(k.kinds, f.Kind) {
				return k.name
			}
		}
	}
	return ""
}

// printCauses prints the table of programs per cause, most first.
func printCauses(w io.Writer, head string, by map[string][]string) {
	causes := sortedKeys(by)
	sort.SliceStable(causes, func(i, j int) bool { return len(by[causes[i]]) > len(by[causes[j]]) })
	fmt.Fprintf(w, "| %s | programs | e.g. |\n|---|---:|---|\n", head)
	for _, c := range causes {
		eg := by[c]
		if len(eg) > 3 {
			eg = eg[:3]
		}
		fmt.Fprintf(w, "| %s | %d | %s |\n", c, len(by[c]), strings.Join(eg, ", "))
	}
}
