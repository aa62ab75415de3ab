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
	causeSeqFan    = "a superstep's words charged by the sequential program above its simulated h by the fan (min(K, nprocs) * n per execution, K its fan: n per execution is not above)"
	causeSeqData   = "words charged by the sequential program, each superstep's charge not above its simulated h at the run's executions, which differ with the data (a loop or branch over data or any: the count over all data)"
	causeSeqOther  = "words charged by the sequential program, each superstep's charge not above its simulated h at the run's executions, the same with every data (the solver's count of the executions, paths)"
	causeStepRule  = "a superstep's h above its simulated h, the step not exact (hrelation fallback)"
	causeStepExact = "a superstep's h above its simulated h, the step exact (values the run did not reach)"
	causePCases    = "the sum of the supersteps' h above the bound's value only at p <= 2 (p-cases merged by the solver)"
	causeSum       = "the sum of the supersteps' h above the bound's value at p >= 3 (max over paths and cases, loop counts)"
	causeNoBound   = "no bound when analysed again (the solver's time)"
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
// steps above their simulated h (see fallbackKinds), for causeSeqFan
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
	fmt.Fprintf(w, "\n%s, by the first kind of fallback among the steps above their simulated h:\n\n", causeStepRule)
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
// of the variants' for that step (see stepMostOn).
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
	var fallbacks []hrelation.Fallback
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
				default:
					stepRule = true
					fallbacks = append(fallbacks, b.fallbacks...)
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
		c.Cause, c.Kind = causeStepRule, fallbackKind(fallbacks)
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
