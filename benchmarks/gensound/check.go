package main

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"sort"
	"strings"
	"time"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
	"bspcost/hrelation"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// limits are the resource bounds of one check (flags of the command).
type limits struct {
	MaxSteps       int64         // per simulation (sim.Config.MaxSteps)
	SimTimeout     time.Duration // per simulation (sim.Config.Timeout)
	SolverDeadline time.Duration // per program, shared by W, H and S (driver.Config.Timeout)
	MaxP           int           // p = 1..MaxP
	// NoConstData switches constDataRuns off (-constdata=false): the
	// simulated maximum is the three data variants'.
	NoConstData bool `json:",omitempty"`
}

// hResult is what the h-relation check saw on one program: the counts of
// hrelation/sound_test.go's TestSoundGenerated.
type hResult struct {
	outcome
	runCounts
	Supersteps int // supersteps compared
	NoBound    int // supersteps whose step has no h (counted, not a failure)
	// Queues counts the supersteps with sends whose messages per process
	// were compared with the queue's bound, QueueNoBound those whose
	// bound is unknown (sends in a while loop).
	Queues, QueueNoBound int            `json:",omitempty"`
	Steps                int            // analysed (open, close) pairs
	ExactSteps           int            // pairs whose h is exact
	Rules                map[string]int // pairs using each fallback rule
	// FalseExact lists the steps that claim an exact h (Step.Exact)
	// above every simulated h of the supersteps they closed with the
	// same values, at p <= claimsMaxP over the data variants: a wrong
	// claim (not unsound), one line per step (its first such point).
	FalseExact []string `json:",omitempty"`
	Elapsed    time.Duration
	Analysis   time.Duration // of Elapsed, in the analysis
}

// pResult is what the whole-pipeline check saw on one program: the counts
// of seqcost/pipeline_gen_test.go's TestPipelineGenerated.
type pResult struct {
	outcome
	Bounded  map[string]bool // per resource: a finite bound
	Reasons  map[string]int  // no-bound reasons, by class
	Timeouts map[string]bool // per resource: no bound because the solver's time ran out
	runCounts
	Exact map[string]bool // bounded and equal to the simulated maximum at every compared point
	// ExactRandom is Exact against the random-data run alone (its first
	// data variant), the measure before the constant-data runs existed.
	ExactRandom map[string]bool `json:",omitempty"`
	// ExactVariants is Exact against the three data variants alone, the
	// measure before the runs of every constant (constRuns).
	ExactVariants map[string]bool `json:",omitempty"`
	// ConstRuns counts the runs of every constant made (constRuns).
	ConstRuns int `json:",omitempty"`
	// Len is the printed length (characters) of each bound.
	Len      map[string]int `json:",omitempty"`
	Elapsed  time.Duration
	Analysis time.Duration // of Elapsed, in the analysis
}

// runCounts counts the simulations of a check (each result embeds it, so
// its fields stand flat in the result's JSON).
type runCounts struct {
	Runs int // simulations compared
	// RunErrors and OverBudget: the simulations skipped (oracle.SimErr),
	// flat in the JSON too.
	oracle.Skipped
}

// simFailed counts a simulation of name at p and params that ended in err
// (classified by oracle.SimErr, shared with the tests of hrelation and
// seqcost): a runtime error of the program or a resource limit of the
// simulator is counted, and anything else is a failure, whose text it
// returns ("" when counted).
func (c *runCounts) simFailed(err error, name string, p int, params map[string]int64) string {
	if why := c.Count(err); why != "" {
		return fmt.Sprintf("%s p=%d %v: simulator: %v (%s)", name, p, params, err, why)
	}
	return ""
}

// checkH is the h-relation soundness check of one generated program: for
// every simulated superstep, h <= the analysed h of its (open, close)
// pair at the values of the closing barrier, plus the words counted
// through the sequential program (as hrelation/sound_test.go).
func checkH(name string, g *gen.Program, lim limits, phase func(string)) (r hResult) {
	start := time.Now()
	defer func() { r.Elapsed = time.Since(start) }()
	r.Rules = map[string]int{}
	// The deadline of the pipeline check: without one, a program whose
	// h-relations take long ran until the worker was killed.
	cfg := driver.Config{StopAfter: driver.StageHRelation, HRelationSets: true, Timeout: lim.SolverDeadline}
	prog, rep := r.analyze(name, g, cfg, func(p *frontend.Program) { sim.StripWorkAndComm(p.Body) },
		func(err error) string {
			if errors.Is(err, budget.ErrExceeded) {
				return stageErrClass(err)
			}
			return errors.Unwrap(err).Error()
		})
	if rep == nil {
		return r
	}
	res := rep.HRelation
	seq := map[*frontend.CommStmt]frontend.Expr{}
	for _, s := range res.Steps {
		r.Steps++
		for _, c := range s.Seq {
			seq[c.Stmt] = c.Charge(prog.Info, prog.Nprocs())
		}
		used := map[string]bool{}
		for _, f := range s.Fallbacks {
			used[f.Rule.String()] = true
		}
		for k := range used {
			r.Rules[k]++
		}
		if s.Exact {
			r.ExactSteps++
		}
	}
	sim.ChargeAsWork(prog.Body, seq)
	r.Analysis = time.Since(start)
	phase("simulation")
	claims := new(hrelation.ExactClaims)
	oracle.Points(g, lim.MaxP, func(p int, pv map[string]int64) {
		variants := dataVariants[:1]
		if p <= claimsMaxP {
			variants = dataVariants
		}
		for _, v := range variants {
			r.checkHRun(name, prog, res, p, pv, v, lim, claims)
		}
	})
	r.FalseExact = claims.Above(name)
	return r
}

// claimsMaxP is the largest p whose runs check the steps' exact claims
// (hResult.FalseExact), with every data variant; above it, the h check
// runs the random data alone.
const claimsMaxP = 8

// checkHRun is one run of checkH's program at p, pv and the data of
// variant v: each superstep's simulated h against its step's h, the
// queues against their bounds, and the exact claims recorded.
func (r *hResult) checkHRun(name string, prog *frontend.Program, res *hrelation.Result, p int, pv map[string]int64, v sim.Config, lim limits, claims *hrelation.ExactClaims) {
	var bounds []hrelation.BarrierBound
	var values []string   // per superstep: its step's parameters (hrelation.StepValues)
	var queues []*big.Rat // per superstep with sends: the queue's bound (nil: none)
	prev := align.Barrier{Kind: align.StartBarrier}
	cfg := v
	cfg.P, cfg.Params, cfg.MaxSteps, cfg.Timeout = p, pv, lim.MaxSteps, lim.SimTimeout
	cfg.AtBarrier = func(k int, sync *frontend.SyncStmt, vals [][]int64) {
		b := res.AtBarrier(prev, sync, vals)
		prev = b.Close
		bounds = append(bounds, b)
		values = append(values, hrelation.StepValues(b.Step, vals))
		var q *big.Rat
		switch {
		case b.Step == nil:
		case b.Step.Messages == nil:
			q = new(big.Rat) // no send: no message
		default:
			q, _ = b.Step.Messages.Eval(func(o *frontend.Object) (int64, bool) { return vals[0][o.ID], true })
		}
		queues = append(queues, q)
	}
	sr, err := sim.Run(prog, cfg)
	if err != nil {
		if f := r.simFailed(err, name, p, pv); f != "" {
			r.Failures = append(r.Failures, f)
		}
		return
	}
	r.Runs++
	for k, ss := range sr.Supersteps {
		r.Supersteps++
		if k >= len(bounds) {
			r.Failures = append(r.Failures, fmt.Sprintf("%s p=%d %v: superstep %d not seen at a barrier", name, p, pv, k))
			continue
		}
		b := bounds[k]
		if k < len(sr.Queues) && b.Step != nil && b.Step.Messages != nil {
			r.Queues++
			switch q := queues[k]; {
			case q == nil:
				r.QueueNoBound++
			case new(big.Rat).SetInt64(sr.Queues[k]).Cmp(q) > 0:
				r.Failures = append(r.Failures, fmt.Sprintf("UNSOUND queue: %s p=%d %v superstep %d (%s to %s): a process received %d messages > bound %s",
					name, p, pv, k, b.Step.Open, b.Step.Close, sr.Queues[k], q.RatString()))
			}
		}
		if b.Err != "" {
			r.Failures = append(r.Failures, fmt.Sprintf("%s p=%d %v superstep %d: %s", name, p, pv, k, b.Err))
			continue
		}
		if b.H == nil {
			r.NoBound++
			continue
		}
		limit := new(big.Rat).Add(b.H, new(big.Rat).SetInt64(ss.W))
		if new(big.Rat).SetInt64(ss.H).Cmp(limit) > 0 {
			r.Failures = append(r.Failures, fmt.Sprintf("UNSOUND h: %s p=%d %v superstep %d (%s to %s): simulated h = %d > bound %s + %d (sequential)",
				name, p, pv, k, b.Step.Open, b.Step.Close, ss.H, b.H.RatString(), ss.W))
		}
		if p <= claimsMaxP {
			claims.Add(b, p, pv, values[k], ss.H)
		}
	}
}

// reasonKinds are the kinds of no-bound reasons the counts tell apart
// (solver and seqcost messages), most specific first.
var reasonKinds = []string{
	"timeout",
	"no ranking function found for the depth of its multiple recursion",
	"no ranking function found",
	"has no bound that does not grow along the recursion",
	"cannot bound the product",
	"is unbounded",
	"linear program too large",
}

// reasonClass shortens a no-bound reason to its kind for the counts:
// without relation names, lines and constants.
func reasonClass(s string) string {
	for _, k := range reasonKinds {
		if strings.Contains(s, k) {
			return k
		}
	}
	if i := strings.IndexAny(s, ":("); i > 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// stageErrClass classifies a stage's error (Report.Err) for the no-bound
// reasons: a stage stopped by the analysis's time or operation limit is a
// timeout of that stage, not a defect.
func stageErrClass(err error) string {
	if errors.Is(err, budget.ErrExceeded) {
		return "timeout in " + reasonClass(err.Error())
	}
	return reasonClass(err.Error())
}

// outcome is how the analysis of a generated program ended when it gave
// no results to check, common to every check's result (its fields stand
// flat in the result's JSON).
type outcome struct {
	Rejected    bool     // align rejected the program (never for aligned families)
	AnalysisErr string   `json:",omitempty"` // a stage failed (Report.Err, as the check classifies it)
	Failures    []string `json:",omitempty"`
}

// analyze parses g, prepares the program (prep may be nil) and runs cfg
// on it. It returns the report when the stages ran; otherwise nil, with
// why recorded in o: a failure of the harness, align's rejection, or a
// stage's error (its text through class).
func (o *outcome) analyze(name string, g *gen.Program, cfg driver.Config, prep func(*frontend.Program), class func(error) string) (*frontend.Program, *driver.Report) {
	load := driver.Config{StopAfter: driver.StageLoad}
	rep, err := load.Analyze(context.Background(), driver.Input{Name: name + ".bsp", Src: []byte(g.Source)})
	switch {
	case err != nil:
		o.Failures = append(o.Failures, fmt.Sprintf("%s: parse: %v", name, err))
		return nil, nil
	case rep.Program == nil:
		var msgs []string
		for _, d := range rep.Diagnostics {
			msgs = append(msgs, d.Error())
		}
		o.Failures = append(o.Failures, fmt.Sprintf("%s: parse: %s", name, strings.Join(msgs, "\n")))
		return nil, nil
	}
	prog := rep.Program
	if prep != nil {
		prep(prog)
	}
	rep, err = cfg.Analyze(context.Background(), driver.Input{Prog: prog})
	switch {
	case err != nil:
		o.Failures = append(o.Failures, fmt.Sprintf("%s: %v", name, err))
		return nil, nil
	case rep.Status == driver.StatusUnaligned:
		o.Rejected = true
		return nil, nil
	case rep.Err != nil:
		o.AnalysisErr = class(rep.Err)
		return nil, nil
	}
	return prog, rep
}

// namedBound is one resource's bound of a report.
type namedBound struct {
	name string
	b    driver.Bound
}

// reportBounds are rep's bounds of W, H and S, in that order.
func reportBounds(rep *driver.Report) []namedBound {
	return []namedBound{{"W", rep.W}, {"H", rep.H}, {"S", rep.S}}
}

// checkPipeline is the whole-pipeline check of one generated program
// (driver.Config.Analyze, what `bspcost check` computes): each finite bound of W, H,
// S >= the simulated cost at every tested point (as
// seqcost/pipeline_gen_test.go). The analysis runs once; the closed forms
// are evaluated per point.
func checkPipeline(name string, g *gen.Program, lim limits, phase func(string)) (r pResult) {
	start := time.Now()
	defer func() { r.Elapsed = time.Since(start) }()
	r.Bounded, r.Reasons, r.Timeouts, r.Exact = map[string]bool{}, map[string]int{}, map[string]bool{}, map[string]bool{}
	cfg := driver.Config{Timeout: lim.SolverDeadline}
	prog, rep := r.analyze(name, g, cfg, nil, stageErrClass)
	if rep == nil {
		return r
	}
	bounds := map[string]*solver.Expr{}
	for _, x := range reportBounds(rep) {
		if x.b.Expr == nil {
			r.Reasons[reasonClass(x.b.Reason)]++
			r.Timeouts[x.name] = x.b.Timeout
			continue
		}
		bounds[x.name] = x.b.Expr
		if r.Len == nil {
			r.Len = map[string]int{}
		}
		r.Len[x.name] = len(x.b.Text)
		r.Bounded[x.name] = true
		r.Exact[x.name] = true
	}
	r.ExactRandom = maps.Clone(r.Exact)
	r.ExactVariants = maps.Clone(r.Exact)
	r.Analysis = time.Since(start)
	phase("simulation")
	oracle.Points(g, lim.MaxP, func(p int, params map[string]int64) {
		// Each data variant is compared on its own (a bound below any run
		// is unsound); the largest cost of the variants is the simulated
		// maximum that an exact bound equals.
		most := simulateVariants(prog, p, params, lim, nil, func(i int, res *sim.Result, err error) {
			if err != nil {
				if f := r.simFailed(err, name, p, params); f != "" {
					r.Failures = append(r.Failures, f)
				}
				return
			}
			r.Runs++
			for _, c := range r.compare(name, bounds, p, params, res, dataVariantNames[i]) {
				if i == 0 && !c.Exact() {
					r.ExactRandom[c.Resource] = false
				}
			}
		})
		if most == nil {
			return
		}
		cmp := oracle.Compare(bounds, p, params, most)
		above := false
		for _, c := range cmp {
			if !c.Exact() {
				r.ExactVariants[c.Resource] = false
				above = above || r.Exact[c.Resource]
			}
		}
		if above && !lim.NoConstData {
			most = r.constRuns(name, prog, bounds, p, params, lim, most)
			cmp = oracle.Compare(bounds, p, params, most)
		}
		for _, c := range cmp {
			if !c.Exact() {
				r.Exact[c.Resource] = false
			}
		}
	})
	if r.Runs == 0 {
		// Exact means equal at the compared points: with none, not exact.
		r.Exact, r.ExactRandom, r.ExactVariants = map[string]bool{}, map[string]bool{}, map[string]bool{}
	}
	return r
}

// The pipeline check makes the simulated maximum of a point where a bound
// still exact so far is above the three data variants' also take runs
// whose every `any` and input value is one constant v, for each v of
// constData(p) (-constdata): a target read from data is one process on
// every process where the data are equal, a residue v % p reaches each
// process, and a data-bounded loop runs its longest for some v. The
// bound is the same; the simulated maximum is closer to the true one
// (over all data), and each run is one more soundness comparison. The
// runs are made only where they may change the answer: at a point where
// some bound exact at every point before is above the variants
// (limits.NoConstData switches them off).

// constRuns is most with the runs of every constant v of constData(p) at
// p and params (the runs' soundness compared as the variants' are):
// the largest W, H and S of them all. Runs that end in a runtime error
// (a division by a zero v) are not counted: the variants count those.
func (r *pResult) constRuns(name string, prog *frontend.Program, bounds map[string]*solver.Expr, p int, params map[string]int64, lim limits, most *sim.Result) *sim.Result {
	out := *most
	for _, v := range constData(p) {
		cfg := sim.Config{P: p, Params: params, MaxSteps: lim.MaxSteps, Timeout: lim.SimTimeout, AnyMin: v, AnyMax: v, AnySet: true}
		res, err := sim.Run(prog, cfg)
		if err != nil {
			var skipped oracle.Skipped
			if why := skipped.Count(err); why != "" {
				r.Failures = append(r.Failures, fmt.Sprintf("%s p=%d %v: simulator with data all %d: %v (%s)", name, p, params, v, err, why))
			}
			continue
		}
		r.ConstRuns++
		r.compare(name, bounds, p, params, res, fmt.Sprintf("data all %d", v))
		out.W, out.H, out.S = max(out.W, res.W), max(out.H, res.H), max(out.S, res.S)
	}
	return &out
}

// compare compares the bounds with the run res at p and params (its data
// named data), records a failure for each bound below it or that does
// not evaluate, and returns the comparisons.
func (r *pResult) compare(name string, bounds map[string]*solver.Expr, p int, params map[string]int64, res *sim.Result, data string) []oracle.Cost {
	cs := oracle.Compare(bounds, p, params, res)
	for _, c := range cs {
		switch {
		case c.Err != nil:
			r.Failures = append(r.Failures, fmt.Sprintf("%s: %s = %s at p=%d %v: %v", name, c.Resource, c.Bound, p, params, c.Err))
		case c.Unsound():
			r.Failures = append(r.Failures, fmt.Sprintf("UNSOUND %s: %s = %s = %s < simulated %d at p=%d %v (%s)", name, c.Resource, c.Bound, c.Value.RatString(), c.Simulated, p, params, data))
		}
	}
	return cs
}

// simulateVariants runs prog at p and params once per data variant, set
// (when set is not nil) changing each run's configuration, passes every
// run's result or error to each, and returns the largest W, H and S of the
// runs that ended (nil when none did): the simulated maximum a bound is
// exact against.
func simulateVariants(prog *frontend.Program, p int, params map[string]int64, lim limits, set func(i int, c *sim.Config), each func(i int, res *sim.Result, err error)) *sim.Result {
	var most *sim.Result
	for i, v := range dataVariants {
		cfg := v
		cfg.P, cfg.Params, cfg.MaxSteps, cfg.Timeout = p, params, lim.MaxSteps, lim.SimTimeout
		if set != nil {
			set(i, &cfg)
		}
		res, err := sim.Run(prog, cfg)
		each(i, res, err)
		if err != nil {
			continue
		}
		if most == nil {
			most = &sim.Result{W: res.W, H: res.H, S: res.S}
		} else {
			most.W, most.H, most.S = max(most.W, res.W), max(most.H, res.H), max(most.S, res.S)
		}
	}
	return most
}

// dataVariants are the data the pipeline check simulates each point with:
// random values (seed 1) of the simulator's default range 0..9, then every
// `any` and input value 0, then every one 9. Random data seldom makes
// every process address the same one or every data-bounded loop run its
// longest, which the constant runs do; a bound equal to the largest of the
// three is exact against a simulated maximum closer to the true one (over
// all data), and each run is one more soundness comparison.
var (
	dataVariants = []sim.Config{
		{Seed: 1},
		{AnyMin: 0, AnyMax: 0, AnySet: true},
		{AnyMin: 9, AnyMax: 9, AnySet: true},
	}
	dataVariantNames = []string{"random data", "data all 0", "data all 9"}
)

// sortedKeys returns m's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
