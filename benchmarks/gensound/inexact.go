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
// bounded H first rises above the simulated H, the largest of the data
// variants' (as the pipeline check measures exactness).
const (
	causeSeqFan      = "a superstep's words charged by the sequential program above its simulated h by the fan (min(K, nprocs) * n per execution, K its fan: n per execution is not above)"
	causeSeqData     = "words charged by the sequential program, each superstep's charge not above its simulated h at the run's executions, which differ with the data (a loop or branch over data or any: the count over all data)"
	causeSeqOther    = "words charged by the sequential program, each superstep's charge not above its simulated h at the run's executions, the same with every data (the solver's count of the executions, paths)"
	causeStepRule    = "a superstep's h above its simulated h, the step not exact (hrelation fallback)"
	causeStepReached = "a superstep's h above its simulated h, the step not exact but its h reached with other data (every input and any one value: the data variants do not reach it)"
	causeStepExact   = "a superstep's h above its simulated h, the step exact (values the run did not reach)"
	causePCases      = "the sum of the supersteps' h above the bound's value only at p <= 2 (p-cases merged by the solver)"
	causeSum         = "the sum of the supersteps' h above the bound's value at p >= 3 (max over paths and cases, loop counts)"
	causeNoBound     = "no bound when analysed again (the solver's time)"
)

// The kinds of causeSeqFan: whether, at the same points, some superstep's
// h (without the sequential charges) is also above its simulated h.
const (
	fanAlone    = "the fan alone"
	fanAndStep  = "a superstep's h also above its simulated h (hrelation fallback, or values the run did not reach)"
	fanAndCount = "the bound also above the supersteps' h and charges at the run's executions (the solver's counts, paths, p-cases)"
)

// inexactCause is why one program's H bound is above its simulated H at
// some point and, for causeStepRule, the kind of the fallbacks of the
// steps above their simulated h that can make them so there (see
// fallbackKinds, stepAbove; kindNoFallback when none), for causeSeqFan
// whether a step is also above by its own h (fanAlone, fanAndStep).
type inexactCause struct {
	Cause, Kind string
}

// explainInexact classifies the programs of the -results files whose H is
// bounded but not exact (see the cause constants), analysing and
// simulating each again at the points of the pipeline check, and prints
// the count per cause and per fallback rule.
func explainInexact(w io.Writer, files []string, examples int) int {
	byCause, byKind := map[string][]string{}, map[string]map[string][]string{}
	total := 0
	ok := eachResult(files, func(r result) {
		if r.P == nil || !r.P.Bounded["H"] || r.P.Exact["H"] {
			return
		}
		total++
		j := r.Job
		c := classifyInexact(j.name(), gen.Generate(j.Seed, j.options()), j.Lim)
		name := fmt.Sprintf("%s-%d", j.Family, j.Index)
		byCause[c.Cause] = append(byCause[c.Cause], name)
		if c.Kind != "" {
			if byKind[c.Cause] == nil {
				byKind[c.Cause] = map[string][]string{}
			}
			byKind[c.Cause][c.Kind] = append(byKind[c.Cause][c.Kind], name)
		}
	})
	if !ok {
		return 2
	}
	fmt.Fprintf(w, "%d programs with H bounded but not exact\n\n", total)
	printCauses(w, "cause", byCause, examples)
	fmt.Fprintf(w, "\n%s, by the first kind of fallback among the steps above their simulated h that can make h above there:\n\n", causeStepRule)
	printCauses(w, "fallback", byKind[causeStepRule], examples)
	fmt.Fprintf(w, "\n%s, by whether a step is also above by its own h:\n\n", causeSeqFan)
	printCauses(w, "also", byKind[causeSeqFan], examples)
	return 0
}

// classifyInexact analyses g as the pipeline check does and finds the
// points where its H bound is above the data variants' largest simulated
// H. At those points it compares, per variant and superstep, the analysed
// h plus the sequential charges of the run's executions with the
// simulated h (as the h check does), once with each sequential put or get
// charging its fan and once charging n per execution (fan 1), and the
// sequential executions between the variants. Where the variants ran the
// same supersteps, the simulated h a step is compared with is the largest
// of the variants' for that step (see stepMostOn); a step not exact above
// it is compared again with runs of constant data (constDataOn).
func classifyInexact(name string, g *gen.Program, lim limits) inexactCause {
	var o outcome
	prog, rep := o.analyze(name, g, driver.Config{Timeout: lim.SolverDeadline}, nil, error.Error)
	switch {
	case len(o.Failures) > 0:
		return inexactCause{Cause: o.Failures[0]}
	case rep == nil || rep.H.Expr == nil:
		return inexactCause{Cause: causeNoBound}
	}
	bound := map[string]*solver.Expr{"H": rep.H.Expr}
	type point struct {
		p     int
		pv    map[string]int64
		bound *big.Rat // H's value
		h     []int64  // per data variant, its simulated H (-1: no run)
	}
	var loose []point
	oracle.Points(g, lim.MaxP, func(p int, pv map[string]int64) {
		h := make([]int64, len(dataVariants))
		most := simulateVariants(prog, p, pv, lim, nil, func(i int, res *sim.Result, err error) {
			if h[i] = -1; err == nil {
				h[i] = res.H
			}
		})
		if most == nil {
			return
		}
		for _, c := range oracle.Compare(bound, p, pv, most) {
			if !c.Exact() {
				loose = append(loose, point{p, pv, c.Value, h})
			}
		}
	})

	// The per-superstep runs: the cost annotations stripped, so that the
	// simulated h is the communication's, and each sequential statement's
	// charge as work, its fan's or n (a ParenExpr, transparent to the
	// simulator, switches between the two).
	sim.StripWorkAndComm(prog.Body)
	type charges struct{ fan, one frontend.Expr }
	seqCharge := map[*frontend.CommStmt]charges{}
	slot := map[*frontend.CommStmt]*frontend.ParenExpr{}
	work := map[*frontend.CommStmt]frontend.Expr{}
	for _, st := range rep.HRelation.Steps {
		for _, c := range st.Seq {
			if _, ok := slot[c.Stmt]; !ok {
				seqCharge[c.Stmt] = charges{c.Charge(prog.Info, prog.Nprocs()), c.Words}
				slot[c.Stmt] = &frontend.ParenExpr{X: seqCharge[c.Stmt].fan}
				work[c.Stmt] = slot[c.Stmt]
			}
		}
	}
	sim.ChargeAsWork(prog.Body, work)
	chargeFan := func(fan bool) {
		for c, e := range slot {
			if e.X = seqCharge[c].one; fan {
				e.X = seqCharge[c].fan
			}
		}
	}

	seq, seqFan, seqData, stepRule, stepExact, above := false, false, false, false, false, false
	stepReached := false
	// reached reports whether a run at p and pv with every input and any
	// one value (constData) goes through the same superstep k, between
	// the same barriers, with a simulated h of at least bound: the step's
	// analysed h, which the data variants do not reach, is reached. The
	// runs are made once per point, when a step first asks.
	type constRun struct {
		res   *sim.Result
		pairs []stepPair
	}
	constRuns := map[string][]constRun{}
	reached := func(p int, pv map[string]int64, k int, key stepPair, bound *big.Rat) bool {
		if !constDataOn {
			return false
		}
		id := fmt.Sprint(p, pv)
		runs, ok := constRuns[id]
		if !ok {
			chargeFan(true)
			for _, v := range constData(p) {
				cfg := sim.Config{P: p, Params: pv, MaxSteps: lim.MaxSteps, Timeout: lim.SimTimeout, AnyMin: v, AnyMax: v, AnySet: true}
				var ps []stepPair
				prev := align.Barrier{Kind: align.StartBarrier}
				cfg.AtBarrier = func(_ int, sync *frontend.SyncStmt, vals [][]int64) {
					b := rep.HRelation.AtBarrier(prev, sync, vals)
					ps = append(ps, stepPair{prev, b.Close})
					prev = b.Close
				}
				if res, err := sim.Run(prog, cfg); err == nil {
					runs = append(runs, constRun{res, ps})
				}
			}
			constRuns[id] = runs
		}
		for _, r := range runs {
			if k < len(r.res.Supersteps) && k < len(r.pairs) && r.pairs[k] == key && big.NewRat(r.res.Supersteps[k].H, 1).Cmp(bound) >= 0 {
				return true
			}
		}
		return false
	}
	lowest := map[stepPair]*stepAbove{} // per step above by its h, its smallest p
	small := true
	for _, pt := range loose {
		small = small && pt.p <= 2
		n := len(dataVariants)
		bounds := make([][]hrelationBound, n)
		pairs := make([][]stepPair, n)
		withFan, withOne := make([]*sim.Result, n), make([]*sim.Result, n)
		chargeFan(true)
		simulateVariants(prog, pt.p, pt.pv, lim, func(i int, c *sim.Config) {
			prev := align.Barrier{Kind: align.StartBarrier}
			c.AtBarrier = func(k int, sync *frontend.SyncStmt, vals [][]int64) {
				b := rep.HRelation.AtBarrier(prev, sync, vals)
				pairs[i] = append(pairs[i], stepPair{prev, b.Close})
				prev = b.Close
				hb := hrelationBound{h: b.H}
				if b.Step != nil {
					seq = seq || len(b.Step.Seq) > 0
					hb.exact = b.Step.Exact
					hb.fallbacks = b.Step.Fallbacks
				}
				bounds[i] = append(bounds[i], hb)
			}
		}, func(i int, res *sim.Result, err error) {
			if err == nil {
				withFan[i] = res
			}
		})
		chargeFan(false)
		simulateVariants(prog, pt.p, pt.pv, lim, nil, func(i int, res *sim.Result, err error) {
			if err == nil {
				withOne[i] = res
			}
		})
		valid := make([]bool, n)
		for i := range n {
			valid[i] = withFan[i] != nil && withOne[i] != nil && len(withFan[i].Supersteps) == len(withOne[i].Supersteps)
		}
		most := mostStepH(withFan, pairs, valid)
		seqWords := map[int64]bool{}
		charged := new(big.Rat) // the most of the variants' supersteps' h and charges
		for i := range n {
			rf, r1 := withFan[i], withOne[i]
			if !valid[i] {
				continue
			}
			seqWords[r1.W] = true
			run := big.NewRat(rf.W, 1)
			for k, ss := range rf.Supersteps {
				if k >= len(bounds[i]) || bounds[i][k].h == nil {
					run = nil
					continue
				}
				b := bounds[i][k]
				if run != nil {
					run.Add(run, b.h)
				}
				simH := big.NewRat(ss.H, 1)
				if most != nil {
					simH = big.NewRat(most[k], 1)
				}
				if new(big.Rat).Add(b.h, big.NewRat(ss.W, 1)).Cmp(simH) <= 0 {
					continue
				}
				switch {
				case new(big.Rat).Add(b.h, big.NewRat(r1.Supersteps[k].W, 1)).Cmp(simH) <= 0:
					seqFan = true
				case b.exact:
					stepExact = true
				case reached(pt.p, pt.pv, k, pairs[i][k], new(big.Rat).Add(b.h, big.NewRat(ss.W, 1))):
					stepReached = true
				default:
					stepRule = true
					key := pairs[i][k]
					if l := lowest[key]; l == nil || pt.p < l.p {
						lowest[key] = &stepAbove{p: pt.p}
					}
					if l := lowest[key]; l.p == pt.p {
						l.fallbacks = append(l.fallbacks, applicable(b.fallbacks, pt.p)...)
					}
				}
			}
			if run != nil && pt.h[i] >= 0 {
				// The g of the cost annotations, stripped here.
				run.Add(run, big.NewRat(pt.h[i]-rf.H, 1))
			}
			if run != nil && run.Cmp(charged) > 0 {
				charged = run
			}
		}
		seqData = seqData || len(seqWords) > 1
		above = above || pt.bound.Cmp(charged) > 0
	}
	var c inexactCause
	switch {
	case seqFan:
		switch {
		case stepRule || stepExact:
			c.Kind = fanAndStep
		case above:
			c.Kind = fanAndCount
		default:
			c.Kind = fanAlone
		}
		c.Cause = causeSeqFan
	case stepRule:
		var fallbacks []hrelation.Fallback
		for _, l := range lowest {
			fallbacks = append(fallbacks, l.fallbacks...)
		}
		c.Cause, c.Kind = causeStepRule, fallbackKind(fallbacks)
		if c.Kind == "" {
			c.Kind = kindNoFallback
		}
	case stepReached:
		c.Cause = causeStepReached
	case stepExact:
		c.Cause = causeStepExact
	case seq && seqData:
		c.Cause = causeSeqData
	case small:
		c.Cause = causePCases
	case seq:
		c.Cause = causeSeqOther
	default:
		c.Cause = causeSum
	}
	return c
}

// stepMostOn compares each superstep's analysed h with the largest of
// the variants' simulated h of that superstep, where the variants ran the
// same supersteps: a step that some data drives to its analysed h (every
// process addressing one with data all 0, not with random data) is exact
// there, as the pipeline check takes the largest of the variants.
var stepMostOn = true

// constDataOn compares a step above its simulated h also with runs whose
// every input and any is one value v (constData): a step bounded by its
// total words (a target read from data) is exact where every process
// addresses one process, which data all 0 and all 9 reach only for the
// targets 0 and 9 modulo p, and a step whose h such a run reaches is above
// because of the variants, not of its fallbacks (causeStepReached).
var constDataOn = true

// constData are the values of the runs of constDataOn at p: every residue
// modulo p, of either sign (x % p is negative for x < 0), and the
// simulator's default range 0..9.
func constData(p int) []int64 {
	var vs []int64
	for v := -int64(p); v <= int64(max(p, 10))-1; v++ {
		vs = append(vs, v)
	}
	return vs
}

// stepPair is a superstep of a run: the barriers that open and close it.
type stepPair struct{ open, close align.Barrier }

// mostStepH is, per superstep, the largest simulated h among the runs
// rs[i] with valid[i], when those runs went through the same supersteps
// (pairs[i], the barriers of rs[i]'s supersteps, all equal); nil when
// they did not, or with fewer than two such runs, or !stepMostOn.
func mostStepH(rs []*sim.Result, pairs [][]stepPair, valid []bool) []int64 {
	if !stepMostOn {
		return nil
	}
	var most []int64
	var first []stepPair
	runs := 0
	for i, r := range rs {
		if !valid[i] {
			continue
		}
		if len(pairs[i]) != len(r.Supersteps) {
			return nil
		}
		if runs++; runs == 1 {
			first = pairs[i]
			most = make([]int64, len(r.Supersteps))
		} else if !slices.Equal(first, pairs[i]) {
			return nil
		}
		for k, ss := range r.Supersteps {
			most[k] = max(most[k], ss.H)
		}
	}
	if runs < 2 {
		return nil
	}
	return most
}

// hrelationBound is a superstep's analysed h at the run's values, whether
// its step is exact, and the step's fallbacks.
type hrelationBound struct {
	h         *big.Rat
	exact     bool
	fallbacks []hrelation.Fallback
}

// stepAbove is the smallest p where a step's h is above its simulated h
// and the fallbacks of the step there that can make it so (applicable).
// A step above where a kind cannot make it so (total words at p = 1) is
// above by something else, which its fallbacks at that p name: the
// larger p, where the kind also applies, do not tell which.
type stepAbove struct {
	p         int
	fallbacks []hrelation.Fallback
}

// fallbackKinds are the kinds of fallbacks -inexact tells apart, the
// most likely to make a step's h above the simulated one first: a program
// counts under the first kind among the fallbacks of its steps above their
// simulated h that can make h above at the point compared (from). Each
// groups hrelation's kinds (Fallback.Kind).
//
// from is the least p where the kind can make a step's h above the
// simulated one. The rules of the remote side (total words, distinct,
// congruent, square, range and grid targets) bound what a process
// receives (is asked for) by the transfers of the processes that may
// address it, all of them or those of its class, distance or row, and
// count them exactly: at p = 1 the one process is every one of them, and
// the bound is its own words, exact. A step above at p = 1 is above by
// something else (kindNoFallback when no other kind applies).
var fallbackKinds = []struct {
	name  string
	kinds []hrelation.Kind
	from  int
}{
	{"total words (a target or source not expressible, a function of pid: pid * pid % p, pid * t % p)", []hrelation.Kind{hrelation.KindNotExpressible}, 2},
	{"total words (a target or source not expressible that reads values differing between processes: a variable not replicated, input data, any, an array element)", []hrelation.Kind{hrelation.KindVaryingRemote}, 2},
	{"no closed form for the largest process", []hrelation.Kind{hrelation.KindNoClosedMax}, 1},
	{"a remote side piecewise in residues of p, its largest value added without floors", []hrelation.Kind{hrelation.KindResidues}, 1},
	{"a size limit: maxima or boxes added", []hrelation.Kind{hrelation.KindCountBox, hrelation.KindSumBoxes, hrelation.KindInstancesBox, hrelation.KindMaxSum, hrelation.KindPiecesAdded}, 1},
	{"a dropped guard", []hrelation.Kind{hrelation.KindUnstableGuard, hrelation.KindComplexGuard, hrelation.KindGuardLiteral, hrelation.KindStride, hrelation.KindLoopJump}, 1},
	{"distinct targets", []hrelation.Kind{hrelation.KindDistinct, hrelation.KindInjective, hrelation.KindGrid, hrelation.KindKToOne}, 2},
	{"congruent targets (a·pid + e modulo p: at most gcd(a, p) senders per target)", []hrelation.Kind{hrelation.KindCongruent}, 2},
	{"congruent to m·pid + e, m replicated: at most |m| senders per target", []hrelation.Kind{hrelation.KindScaledCongruent}, 2},
	{"a square of pid modulo p ((pid + e) * (pid + e) % p: at most ceil(p/2) senders per target)", []hrelation.Kind{hrelation.KindSquare}, 2},
	{"a remote process in a range of pid (pid + d, d in a constant interval: the senders within that distance)", []hrelation.Kind{hrelation.KindRangeOffset}, 2},
	{"a count or maximum polyhedra only bounds", []hrelation.Kind{hrelation.KindInexactCount}, 1},
}

// kindNoFallback is the kind of a program whose steps are above their
// simulated h only where none of fallbackKinds can make them so (total
// words at p = 1, or only fallbacks exact in their own terms: an opaque
// parameter): values the runs did not reach, or a bound no fallback
// names.
const kindNoFallback = "above where no fallback applies (total words at p = 1: values the runs did not reach, or a bound no fallback names)"

// applicable returns the fallbacks of fs whose kind can make a step's h
// above its simulated h at p (fallbackKinds' from; a kind of none of
// them is kept: fallbackKind ignores it).
func applicable(fs []hrelation.Fallback, p int) []hrelation.Fallback {
	var out []hrelation.Fallback
	for _, f := range fs {
		keep := true
		for _, k := range fallbackKinds {
			if slices.Contains(k.kinds, f.Kind) {
				keep = p >= k.from
			}
		}
		if keep {
			out = append(out, f)
		}
	}
	return out
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

// printCauses prints the table of programs per cause, most first, with up
// to examples of their names (every name when examples < 0).
func printCauses(w io.Writer, head string, by map[string][]string, examples int) {
	causes := sortedKeys(by)
	sort.SliceStable(causes, func(i, j int) bool { return len(by[causes[i]]) > len(by[causes[j]]) })
	fmt.Fprintf(w, "| %s | programs | e.g. |\n|---|---:|---|\n", head)
	for _, c := range causes {
		eg := by[c]
		if examples >= 0 && len(eg) > examples {
			eg = eg[:examples]
		}
		fmt.Fprintf(w, "| %s | %d | %s |\n", c, len(by[c]), strings.Join(eg, ", "))
	}
}
