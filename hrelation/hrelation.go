package hrelation

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// Rule names how a part of an h-relation was obtained.
type Rule int

// The rules, from exact to coarse.
const (
	// RuleOpaque: a non-affine replicated subterm (N / p) became a
	// parameter of the set; h stays exact in it.
	RuleOpaque Rule = iota
	// RuleDroppedGuard: a guard (or a part of one) that the model cannot
	// express was dropped: more senders, never fewer.
	RuleDroppedGuard
	// RuleDistinctTargets: a target (source) pid ± e or pid ^ e with e
	// replicated but not expressible: each process receives (sends) at most
	// one transfer per execution instance of the statement.
	RuleDistinctTargets
	// RuleTotalWords: a target (source) the model cannot express: every
	// process may receive (send) every word the statement transfers.
	RuleTotalWords
	// RuleSequential: the number of executions per process is not known
	// (a data-dependent loop, a repetition through a conditional sync, a
	// word count that is not affine): the words are counted through the
	// sequential program, nprocs * n per execution.
	RuleSequential
	// RuleUpperBound: polyhedra could only give an upper bound of a count
	// or a maximum.
	RuleUpperBound
)

var ruleNames = [...]string{"opaque parameter", "dropped guard", "distinct targets", "total words", "sequential count", "upper bound"}

func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return "?"
}

// Kind is what a fallback lost, one level below its rule: the tools
// that count fallbacks (gensound's -inexact) tell them apart by it, and
// Msg says the same to the user. Each kind belongs to one rule
// (Kind.Rule).
type Kind int

// The kinds, by rule.
const (
	// KindOpaque: a non-affine replicated subterm is a parameter
	// (RuleOpaque).
	KindOpaque Kind = iota
	// KindUnstableGuard: a guard whose block may change what it reads,
	// dropped or kept for some value of what it reads (RuleDroppedGuard).
	KindUnstableGuard
	// KindComplexGuard: a guard with too many cases (RuleDroppedGuard).
	KindComplexGuard
	// KindGuardLiteral: a literal of a guard that is not expressible, or
	// a guard kept for some value of the values it reads that the step
	// cannot name (RuleDroppedGuard).
	KindGuardLiteral
	// KindStride: the stride of a loop that is not a positive constant
	// (RuleDroppedGuard).
	KindStride
	// KindDistinct: a remote process pid ± e or pid ^ e, e replicated
	// (RuleDistinctTargets).
	KindDistinct
	// KindCongruent: a remote process congruent to a·pid + e modulo
	// nprocs, a a constant and e replicated: at most gcd(a, nprocs)
	// senders per target in one execution instance (RuleDistinctTargets).
	KindCongruent
	// KindScaledCongruent: a remote process congruent to m·pid + e
	// modulo nprocs, m and e replicated, 1 <= |m| <= nprocs: at most |m|
	// senders per target in one execution instance, an upper bound
	// (RuleDistinctTargets).
	KindScaledCongruent
	// KindGrid: a remote process one-to-one on the grid of a requires
	// clause nprocs == Q * R, written over pid / Q and pid % Q
	// (RuleDistinctTargets).
	KindGrid
	// KindInjective: a computed remote process without a clean count but
	// one-to-one in pid (RuleDistinctTargets).
	KindInjective
	// KindRangeOffset: a remote process pid + d with d not replicated
	// but within a constant interval: a process receives only from the
	// processes that interval away (RuleDistinctTargets).
	KindRangeOffset
	// KindNotExpressible: a remote process the model cannot express, a
	// function of pid and replicated values (pid * pid % nprocs): every
	// process may receive every word (RuleTotalWords).
	KindNotExpressible
	// KindVaryingRemote: a remote process the model cannot express that
	// reads values differing between the processes (a variable not
	// replicated, `any`, an array element): every process may receive
	// every word (RuleTotalWords), as every process may address the same.
	KindVaryingRemote
	// KindSequential: the executions per process are not known
	// (RuleSequential).
	KindSequential
	// KindCountBox: a statement's words per process past the size
	// limits, bounded by the box of its transfers (RuleUpperBound).
	KindCountBox
	// KindResidues: a computed remote side whose largest words are
	// piecewise in residues of the parameters, added without floors
	// (RuleUpperBound).
	KindResidues
	// KindSumBoxes: the largest words of a side past the size limits,
	// the statements' boxes added (RuleUpperBound).
	KindSumBoxes
	// KindInstancesBox: the execution instances of a distinct-targets
	// statement past the size limits, bounded by their box
	// (RuleUpperBound).
	KindInstancesBox
	// KindMaxSum: max(sent, received) past the size limits, their sum
	// instead (RuleUpperBound).
	KindMaxSum
	// KindNoClosedMax: no closed form for the largest process within the
	// work bound, the maxima of groups of statements added
	// (RuleUpperBound).
	KindNoClosedMax
	// KindPiecesAdded: too many pieces to maximise together, the
	// maxima of groups of statements added (RuleUpperBound).
	KindPiecesAdded
	// KindInexactCount: polyhedra gave an upper bound of a count or a
	// maximum, not the exact value (RuleUpperBound).
	KindInexactCount
	// KindSquare: a remote process X * X % nprocs, X congruent to ±pid
	// + e modulo nprocs, e replicated: at most ceil(nprocs / 2) senders
	// per target in one execution instance, an upper bound
	// (RuleDistinctTargets).
	KindSquare
	// KindKToOne: a remote process that is a function of the row (column)
	// of the grid of a requires clause nprocs == Q * R alone, one-to-one
	// in it: at most Q (R) senders per target in one execution instance
	// (RuleDistinctTargets).
	KindKToOne
	// KindLoopJump: a break or continue of a loop around a statement
	// within the superstep, whose condition is not among the statement's
	// guards: its executions are counted over every iteration of the
	// loop, an upper bound (RuleDroppedGuard).
	KindLoopJump
	// KindPaths: the statements of a step with several, one of which
	// runs at different loop steps before the closing barrier on
	// different paths: those paths' statements are counted together, an
	// upper bound of the most any one path sends (RuleUpperBound).
	KindPaths
)

var kindRules = [...]Rule{
	KindOpaque:          RuleOpaque,
	KindUnstableGuard:   RuleDroppedGuard,
	KindComplexGuard:    RuleDroppedGuard,
	KindGuardLiteral:    RuleDroppedGuard,
	KindStride:          RuleDroppedGuard,
	KindDistinct:        RuleDistinctTargets,
	KindCongruent:       RuleDistinctTargets,
	KindScaledCongruent: RuleDistinctTargets,
	KindGrid:            RuleDistinctTargets,
	KindInjective:       RuleDistinctTargets,
	KindRangeOffset:     RuleDistinctTargets,
	KindNotExpressible:  RuleTotalWords,
	KindVaryingRemote:   RuleTotalWords,
	KindSequential:      RuleSequential,
	KindCountBox:        RuleUpperBound,
	KindResidues:        RuleUpperBound,
	KindSumBoxes:        RuleUpperBound,
	KindInstancesBox:    RuleUpperBound,
	KindMaxSum:          RuleUpperBound,
	KindNoClosedMax:     RuleUpperBound,
	KindPiecesAdded:     RuleUpperBound,
	KindInexactCount:    RuleUpperBound,
	KindSquare:          RuleDistinctTargets,
	KindKToOne:          RuleDistinctTargets,
	KindLoopJump:        RuleDroppedGuard,
	KindPaths:           RuleUpperBound,
}

// Rule returns the rule the kind belongs to.
func (k Kind) Rule() Rule { return kindRules[k] }

var kindNames = [...]string{
	KindOpaque:          "opaque parameter",
	KindUnstableGuard:   "unstable guard",
	KindComplexGuard:    "complex guard",
	KindGuardLiteral:    "guard literal",
	KindStride:          "stride",
	KindDistinct:        "pid plus a replicated value",
	KindCongruent:       "congruent to a multiple of pid",
	KindScaledCongruent: "congruent to a replicated multiple of pid",
	KindGrid:            "one-to-one on a grid",
	KindInjective:       "one-to-one",
	KindRangeOffset:     "pid plus a value in a range",
	KindNotExpressible:  "not expressible",
	KindVaryingRemote:   "not expressible, varying",
	KindSequential:      "sequential count",
	KindCountBox:        "count past the size limits",
	KindResidues:        "residues of the parameters",
	KindSumBoxes:        "sum past the size limits",
	KindInstancesBox:    "instances past the size limits",
	KindMaxSum:          "maximum past the size limits",
	KindNoClosedMax:     "no closed form for the largest process",
	KindPiecesAdded:     "too many pieces",
	KindInexactCount:    "inexact count",
	KindSquare:          "square of pid",
	KindKToOne:          "k-to-1 on a grid",
	KindLoopJump:        "break or continue",
	KindPaths:           "paths counted together",
}

func (k Kind) String() string {
	if int(k) >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Fallback records where and why the analysis left the exact polyhedral
// model: a note (diag.SeverityInfo, diag.CategoryApprox; Msg says why) at
// a position of the program, without its file, the rule it took and what
// it lost (Kind, of that rule).
type Fallback struct {
	Rule Rule
	Kind Kind
	diag.Diagnostic
}

func (f Fallback) String() string { return fmt.Sprintf("%s: %s: %s", f.Pos, f.Rule, f.Msg) }

// Param is a parameter of the interaction sets at a closing barrier: a
// program object (nprocs, a program parameter, a replicated variable or
// loop counter whose value at the barrier is the one the puts and gets
// saw), or an opaque replicated expression (Expr non-nil).
type Param struct {
	Name string // display name, as in the sets and h
	Obj  *frontend.Object
	Expr frontend.Expr // for an opaque parameter: its expression
}

// SeqComm is a put or get whose words are counted through the sequential
// program (RuleSequential): each execution costs Charge(nprocs) g, its
// words times min(Fan, nprocs), or times nprocs when Fan is 0 (a bound
// on the processes whose transfers load one process; seqfan.go).
type SeqComm struct {
	Stmt  *frontend.CommStmt
	Words frontend.Expr // the word count, evaluated at the statement
	// Fan is the largest fan of the steps where the statement is
	// sequential, 0 when one of them has none or when it is not a
	// constant (seqfan.go).
	Fan int64
	// fan is the fan when it is an expression in nprocs and the
	// program's parameters (fanexpr.go), nil otherwise.
	fan *fanExpr
	// joint is the whole charge per execution when the statement is in
	// the joint charge of its loop's body (seqjoint.go): the body's
	// h-relation for its carrier, 0 for the others; nil otherwise.
	joint *fanExpr
	// first is what the first execution of the statement in a
	// superstep is charged instead of Charge (seqfirst.go), nil when it
	// is charged Charge too.
	first *fanExpr
}

// Step is the h-relation of the supersteps opened by Open and closed by
// Close.
type Step struct {
	Open, Close align.Barrier
	Comms       []*frontend.CommStmt // the puts/gets that can execute, in source order
	Params      []Param              // the parameters of the sets and of h
	// Rel is the interaction set { [s, j, k..., w, t] }: process s sends
	// word w of execution (k...) of statement j (index in Comms) to t
	// (only the statements whose both sides are known).
	Rel *polyhedra.Set
	// Out and In are the interaction maps: Out = { [s] -> [j, k..., w, t] }
	// (per source, its words), In = { [s, j, k..., w] -> [t] } (per target).
	Out, In *polyhedra.Set
	// MaxOut and MaxIn are the largest words sent and received by a process
	// (including the bounds of the fallbacks), H = max(MaxOut, MaxIn).
	MaxOut, MaxIn, H *polyhedra.PwQPoly
	// Seq lists the puts/gets whose words are counted through the
	// sequential program (not in H).
	Seq []SeqComm
	// Exact reports that H is the exact maximum (no fallback but opaque
	// parameters, exact counts).
	Exact     bool
	Fallbacks []Fallback
	// Err is set when no bound could be computed (H is nil).
	Err error
	// seqFan is the fan of the statements of Seq (seqfan.go), nil when
	// not known.
	seqFan *fanExpr
	// seqFans is the fan of each statement of Seq when the statements
	// are maximised by one process (sharedLoop), else nil.
	seqFans map[*frontend.CommStmt]*fanExpr
	// joint is the joint charge of Seq's statements (seqjoint.go), nil
	// when it does not apply.
	joint *jointCharge
	// once is the load of one execution of Seq's charged unit (the one
	// statement, or the joint charge's body) by every process that can
	// run it, and first the charge of the first such execution in a
	// superstep (seqfirst.go); nil when they do not apply.
	once  *onceLoad
	first *fanExpr
	// Messages counts the step's BSMP messages (nil when it has no send):
	// the same analysis of its sends alone, each message one word; its H
	// is the largest number of messages a process receives (its MaxIn),
	// which bounds that process's queue in the next superstep. Its Err is
	// set when some send's executions are not known per superstep (Seq):
	// the queue is then not bounded.
	Messages *Step

	// info binds the identifiers of the parameters' expressions.
	info *frontend.Info
}

// Section is a superstep of the program text (an align.Section) with its
// h-relations, one per barrier that can close it.
type Section struct {
	*align.Section
	Steps []*Step
}

// Result is the outcome of Analyze.
type Result struct {
	nprocs   *frontend.Object
	Align    *align.Result
	Sections []*Section
	// Steps lists every (open, close) pair, by close barrier (syncs in
	// source order, then the end), then open.
	Steps []*Step
	// Coarse is the number of steps (of distinct h) that WithinCoarse
	// made coarse because its budget ran out, and Spent the budget's
	// error then (nil: it lasted).
	Coarse int
	Spent  error
}

// StepsClosedBy returns the steps whose supersteps end at c: their Max is
// the {h * g} annotation for c.
func (r *Result) StepsClosedBy(c align.Barrier) []*Step {
	var out []*Step
	for _, s := range r.Steps {
		if s.Close == c {
			out = append(out, s)
		}
	}
	return out
}

// Step returns the step of the pair (open, close), nil when no superstep
// can be opened by open and closed by close.
func (r *Result) Step(open, close align.Barrier) *Step {
	for _, s := range r.Steps {
		if s.Open == open && s.Close == close {
			return s
		}
	}
	return nil
}

// ErrNotAligned is returned for programs whose barriers are not aligned:
// their supersteps are not those of the program text.
var ErrNotAligned = errors.New("hrelation: the program's barriers are not textually aligned")

// Analyze computes the h-relation of every superstep of an aligned program.
func Analyze(prog *frontend.Program, ar *align.Result) (*Result, error) {
	return analyze(prog, ar, options{})
}

// AnalyzeWords is Analyze without each step's interaction set and maps
// (Rel, Out and In stay nil): the words, H, fallbacks and errors are
// Analyze's, and it costs less, the sets being for display only. The cost
// analysis (seqcost) uses it.
func AnalyzeWords(prog *frontend.Program, ar *align.Result) (*Result, error) {
	return analyze(prog, ar, options{noMaps: true})
}

// Within is Analyze (sets true) or AnalyzeWords (sets false) charging b:
// an operation per superstep pair and the work of its counts. When b runs
// out the analysis stops there and returns b's error (a
// *budget.Exceeded) and no result.
func Within(prog *frontend.Program, ar *align.Result, sets bool, b *budget.Budget) (*Result, error) {
	return analyze(prog, ar, options{noMaps: !sets, budget: b})
}

// options switch rules off, for the mutation check (TestMutations): each
// must make a soundness test fail.
type options struct {
	ignoreDirty    bool // variables assigned before the barrier stay parameters
	keepUnstable   bool // guards whose block writes what they read are kept
	ignoreRepeat   bool // puts repeated through a conditional sync are counted once
	ignoreSeqLoops bool // puts in while loops are counted once
	// seqWhiles leaves the counted while loops (countedWhile) sequential:
	// the fan rules' mutations need statements counted sequentially,
	// which the corpus has in such loops (precision).
	seqWhiles      bool
	ignoreDistinct bool // distinct targets add nothing on the remote side
	ignoreTag      bool // a send's tag adds no words
	ignoreQueueSeq bool // sends counted sequentially are left out of the messages
	// The computed process ids (values.go, quotient.go): noValues and
	// noQuotient switch the substitution of scalars' values and the split
	// on quotients off (precision); the others are unsound on purpose.
	noValues, noQuotient bool
	joinThenOnly         bool // an if's join keeps the then branch's alternatives only
	ignoreKills          bool // an assignment does not forget the values that read its scalar
	ignoreLoopForget     bool // a loop keeps the values its body assigns
	narrowQuotient       bool // a quotient takes its least value only
	ignoreCommDst        bool // scalars written by puts and gets are tracked
	keepAtSync           bool // a sync keeps the values of the scalars puts and gets write
	reducedNoSmall       bool // a remote pid + d modulo nprocs has no case nprocs < W (reducedrange.go)
	reducedNoWrap        bool // a remote pid + d modulo nprocs is pid + d (k = 0 only)
	assumeInjective      bool // every computed target is one-to-one
	keepUnclean          bool // commChecked keeps formulas without an exact maximum (precision)
	noRelax              bool // large floors of computed ids are kept (precision of the solver)
	noCongruent          bool // congruent remote processes fall back to every word (precision)
	noRangeOffset        bool // remote processes in a range of pid fall back to every word (precision)
	keepRelaxed          bool // a one-to-one computed id whose count would be relaxed keeps it (precision)
	// The fan of the sequential statements (seqfan.go), unsound on
	// purpose: a remote process that the superstep's loops change counts
	// as fixed; a process's own gets (puts) are not counted beside the
	// processes that put to (get from) it; the fan is the largest of the
	// statements' instead of their union's.
	fanKeepDirty, fanNoSelf, fanPerStatement bool
	// fanDistinctAnyGuard: a statement under pid-dependent guards inside
	// its loop may have distinct remote processes (seqDistinct), unsound
	// on purpose.
	fanDistinctAnyGuard bool
	// fanSharedAnyLoop: each sequential statement has a fan of its own
	// wherever it is (sharedLoop), unsound on purpose.
	fanSharedAnyLoop bool
	// fanUniformAnyGuard: every sequential statement runs alike on every
	// process, whatever its guards (uniform), unsound on purpose.
	fanUniformAnyGuard bool
	// forRunsOnce: every for loop runs at least one iteration (flow.go's
	// runsOnce), unsound on purpose.
	forRunsOnce bool
	// ifTaken: every if condition holds (flow.go's condValue), unsound on
	// purpose.
	ifTaken bool
	// fanUnstableConjuncts: every conjunct of an unstable guard bounds
	// the fan's pairs, unsound on purpose.
	fanUnstableConjuncts bool
	// noMaps leaves each step's Rel, Out and In nil (AnalyzeWords).
	noMaps bool
	// budget is the analysis's (Within).
	budget *budget.Budget
	// coarse: when budget runs out, the steps left are coarse
	// (WithinCoarse); coarseNoSeq leaves their puts and gets out of
	// the sequential program, unsound on purpose.
	coarse, coarseNoSeq bool
	// sizeLimit replaces hSizeLimit when positive (a test makes the box
	// fallback run everywhere); noSizeLimit switches the limit off (the
	// mutation check of TestSizeLimit).
	sizeLimit   int
	noSizeLimit bool
}

func analyze(prog *frontend.Program, ar *align.Result, opts options) (*Result, error) {
	if ar == nil {
		ar = align.Analyze(prog)
	}
	if !ar.Aligned {
		return nil, ErrNotAligned
	}
	a := newAnalyzer(prog, ar, opts)
	if opts.forRunsOnce || opts.ifTaken {
		a.flow = runFlow(prog, ar, opts.forRunsOnce, opts.ifTaken)
	}
	a.counts = opts.budget.Pool(countWorkPool)
	if opts.coarse {
		a.spent = opts.budget.Spend(0) // (a budget spent before)
	}
	res := &Result{Align: ar, nprocs: prog.Nprocs()}
	f := a.flow
	keys := append([]pairKey{}, f.order...)
	syncRank := make(map[*frontend.SyncStmt]int, len(ar.Syncs))
	for i, s := range ar.Syncs {
		if _, ok := syncRank[s]; !ok {
			syncRank[s] = i
		}
	}
	barrierRank := func(b align.Barrier) int {
		switch b.Kind {
		case align.StartBarrier:
			return -1
		case align.EndBarrier:
			return 1 << 30
		}
		if i, ok := syncRank[b.Sync]; ok {
			return i
		}
		return 1 << 29
	}

	sort.SliceStable(keys, func(i, j int) bool {
		ci, cj := barrierRank(keys[i].close), barrierRank(keys[j].close)
		if ci != cj {
			return ci < cj
		}
		return barrierRank(keys[i].open) < barrierRank(keys[j].open)
	})
	steps := map[pairKey]*Step{}
	// Pairs with the same closing barrier and the same puts/gets have the
	// same h (the parameters are those of the closing barrier): computed
	// once (the scan's two pairs closed by its sync, and most pairs of
	// programs with many barriers).
	// The key names the barrier and the statements by their place in
	// the program, not by their positions: a C function inlined twice
	// gives two syncs (and puts) at one position.
	done := map[string]*Step{}
	for _, k := range keys {
		var key strings.Builder
		fmt.Fprintf(&key, "%d|", barrierRank(k.close))
		for _, i := range a.pairComms(k) {
			key.WriteString(strconv.Itoa(i) + ",")
		}
		var st *Step
		if prev, ok := done[key.String()]; ok {
			cp := *prev
			cp.Open = k.open
			st = &cp
		} else if a.outOfBudget() {
			st = a.coarseStep(k)
			done[key.String()] = st
		} else {
			st = a.step(k)
			// (The counts and maxima charged their work as they went.)
			if err := opts.budget.Spend(1); err != nil {
				if !opts.coarse {
					return nil, err
				}
				st = a.analysed(k, st, err)
			}
			done[key.String()] = st
		}
		steps[k] = st
		res.Steps = append(res.Steps, st)
	}
	setFans(res)
	res.Coarse, res.Spent = a.coarseSteps, a.spent
	for _, sec := range ar.Sections {
		s := &Section{Section: sec}
		for _, c := range sec.Close {
			if st := steps[pairKey{sec.Open, c}]; st != nil {
				s.Steps = append(s.Steps, st)
			}
		}
		res.Sections = append(res.Sections, s)
	}
	return res, nil
}

// analyzer holds what is shared by the steps of one program.
type analyzer struct {
	prog *frontend.Program
	ar   *align.Result
	flow *flow
	// commRank is the index in ar.Comms of each put and get (pairComms).
	commRank map[*frontend.CommStmt]int
	nprocs   *frontend.Object
	pid      *frontend.Object
	// info per comm: its enclosing loops, outermost first, a counted
	// while loop as its for loop (counted: the loop of each such for).
	loops   map[*frontend.CommStmt][]frontend.Stmt
	counted map[*frontend.ForStmt]*counted
	topVars map[int]bool // objects declared at the top level
	globRep map[int]bool // variables replicated wherever they are in scope
	writes  map[*frontend.Block]map[int]bool
	opts    options
	// tag bounds the words of a send's tag (nil: 0); tagErr says why
	// there is no bound (bsmp.go).
	tag    frontend.Expr
	tagErr error
	// vals holds the scalars' values at each put/get (values.go), made
	// on first use.
	vals map[*frontend.CommStmt]valState
	// ifConds holds the value of each if's condition where it is
	// evaluated (values.go), made with vals.
	ifConds map[*frontend.IfStmt]*value
	// counts is the work pool of all the counts of the analysis
	// (polyhedra.CountOptions.Pool), drawn from its budget: each count is
	// bounded, but a program can need hundreds of them.
	counts *budget.Pool
	// spent is the budget's error once it ran out in WithinCoarse, and
	// coarseSteps the steps made coarse (degrade.go).
	spent       error
	coarseSteps int
}

// countWorkPool is the work budget of all the counts of one analysis, in
// polyhedra's units (CountOptions.Work; one count's default limit).
// Counting spends about 3·10^4 units per millisecond, so this is under
// a second of exact counting; the 100,000,000 it was took a generated
// program (replicated-loops, seed 67) 3 s of counting before its box
// fallbacks. The largest use in the answers corpus is 1,527,876 units.
const countWorkPool = 20000000

func newAnalyzer(prog *frontend.Program, ar *align.Result, opts options) *analyzer {
	a := &analyzer{prog: prog, ar: ar, opts: opts, flow: runFlow(prog, ar, false, false), counts: (*budget.Budget)(nil).Pool(countWorkPool),
		loops: map[*frontend.CommStmt][]frontend.Stmt{}, counted: map[*frontend.ForStmt]*counted{}, topVars: map[int]bool{},
		writes: map[*frontend.Block]map[int]bool{}, commRank: make(map[*frontend.CommStmt]int, len(ar.Comms))}
	for i, c := range ar.Comms {
		if _, ok := a.commRank[c.Stmt]; !ok {
			a.commRank[c.Stmt] = i
		}
	}
	for _, o := range prog.Objects {
		switch o.Kind {
		case frontend.NprocsObj:
			a.nprocs = o
		case frontend.PidObj:
			a.pid = o
		}
	}
	for _, s := range prog.Body.Stmts {
		if d := frontend.DeclOf(s); d != nil && prog.Info.ObjectOf(d.Name) != nil {
			a.topVars[prog.Info.ObjectOf(d.Name).ID] = true
		}
	}
	var stack []frontend.Stmt
	var walk func(b *frontend.Block)
	var walkStmt func(s, prev frontend.Stmt)
	walkStmt = func(s, prev frontend.Stmt) {
		switch s := s.(type) {
		case *frontend.CostStmt:
			walkStmt(s.Stmt, prev)
		case *frontend.IfStmt:
			walk(s.Then)
			if s.Else != nil {
				walk(s.Else)
			}
		case *frontend.WhileStmt:
			if cw := a.countedWhile(prev, s); cw != nil {
				// Its statements see it as the for loop of their side
				// of the counter's step.
				a.counted[cw.pre], a.counted[cw.post] = cw, cw
				for i, t := range s.Body.Stmts {
					f := cw.pre
					if i > cw.step {
						f = cw.post
					}
					stack = append(stack, f)
					walkStmt(t, stmtBefore(s.Body, i))
					stack = stack[:len(stack)-1]
				}
				return
			}
			stack = append(stack, s)
			walk(s.Body)
			stack = stack[:len(stack)-1]
		case *frontend.ForStmt:
			stack = append(stack, s)
			walk(s.Body)
			stack = stack[:len(stack)-1]
		case *frontend.CommStmt:
			a.loops[s] = append([]frontend.Stmt{}, stack...)
		}
	}
	walk = func(b *frontend.Block) {
		for i, s := range b.Stmts {
			walkStmt(s, stmtBefore(b, i))
		}
	}
	walk(prog.Body)
	a.globRep = a.globallyReplicated()
	a.tagBound()
	return a
}

// globallyReplicated returns the scalar variables whose every assignment
// (declaration included) is under replicated control with a replicated
// value, and that no put or get writes: they hold the same value on every
// process wherever they are in scope.
func (a *analyzer) globallyReplicated() map[int]bool {
	ok := map[int]bool{}
	bad := map[int]bool{}
	var visit func(s frontend.Stmt, under frontend.Stmt)
	frontend.Inspect(a.prog.Body, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.VarDecl:
			if a.obj(s.Name) == nil || s.Size != nil {
				return true
			}
			id := a.obj(s.Name).ID
			if s.Init == nil || !a.ar.ReplicatedControl(s) || !a.ar.Replicated(s.Init) {
				bad[id] = true
			} else {
				ok[id] = true
			}
		case *frontend.AssignStmt:
			if l, isID := s.LHS.(*frontend.Ident); isID && a.obj(l) != nil {
				if !a.ar.ReplicatedControl(s) || !a.ar.Replicated(s.RHS) {
					bad[a.obj(l).ID] = true
				}
			}
		case *frontend.CommStmt:
			if s.Dst != nil && a.obj(s.Dst.Var) != nil {
				bad[a.obj(s.Dst.Var).ID] = true
			}
		case *frontend.RecvStmt:
			for _, id := range s.Targets() {
				if o := a.obj(id); o != nil {
					bad[o.ID] = true
				}
			}
		}
		return true
	})
	_ = visit
	for id := range bad {
		delete(ok, id)
	}
	return ok
}

// written returns the objects b can assign (by ID).
func (a *analyzer) written(b *frontend.Block) map[int]bool {
	if w, ok := a.writes[b]; ok {
		return w
	}
	w := map[int]bool{}
	frontend.Inspect(b, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.AssignStmt:
			switch l := s.LHS.(type) {
			case *frontend.Ident:
				if o := a.obj(l); o != nil {
					w[o.ID] = true
				}
			case *frontend.IndexExpr:
				if o := a.obj(l.X); o != nil {
					w[o.ID] = true
				}
			}
		case *frontend.VarDecl:
			if o := a.obj(s.Name); o != nil {
				w[o.ID] = true
			}
		case *frontend.ForStmt:
			if o := a.obj(s.Var); o != nil {
				w[o.ID] = true
			}
		case *frontend.RecvStmt:
			for _, id := range s.Targets() {
				if o := a.obj(id); o != nil {
					w[o.ID] = true
				}
			}
		}
		return true
	})
	a.writes[b] = w
	return w
}

// values returns the scalars' values at each put/get (values.go).
func (a *analyzer) values() map[*frontend.CommStmt]valState {
	if a.vals == nil {
		a.vals, a.ifConds = runValues(a)
	}
	return a.vals
}

// innerLoops returns the loops enclosing c that contain no sync (all their
// iterations run in one superstep), outermost first.
func (a *analyzer) innerLoops(c *frontend.CommStmt) []frontend.Stmt {
	ls := a.loops[c]
	i := len(ls)
	for i > 0 && !a.flow.blockHasSync(loopBody(ls[i-1])) {
		i--
	}
	return ls[i:]
}

func loopBody(s frontend.Stmt) *frontend.Block {
	switch s := s.(type) {
	case *frontend.WhileStmt:
		return s.Body
	case *frontend.ForStmt:
		return s.Body
	}
	return nil
}

// wordsExpr returns the word count of c as an expression (synthesized for
// slices: hi - lo).
func wordsExpr(c *frontend.CommStmt) frontend.Expr {
	switch {
	case c.Words != nil:
		return c.Words
	case c.Src.Slice:
		return &frontend.BinaryExpr{X: c.Src.Hi, Op: frontend.SUB, Y: c.Src.Index, OpPos: c.Src.Lbrack}
	case c.Dst != nil && c.Dst.Slice:
		return &frontend.BinaryExpr{X: c.Dst.Hi, Op: frontend.SUB, Y: c.Dst.Index, OpPos: c.Dst.Lbrack}
	}
	return &frontend.IntLit{ValuePos: c.KwPos, Lit: "1", Value: 1}
}

// frozenAt reports whether variable v may be a parameter of the sets of
// the supersteps closed by c: its value at c is the same on every process
// (this is checked, at each use, by the caller) — a parameter, nprocs, or
// a variable in scope at c that is replicated there.
func (a *analyzer) frozenAt(v *frontend.Object, c align.Barrier) bool {
	switch v.Kind {
	case frontend.ParamObj, frontend.NprocsObj:
		return true
	case frontend.VarObj, frontend.LoopVarObj:
	default:
		return false
	}
	switch c.Kind {
	case align.SyncBarrier:
		if !a.flow.scopes.InScope(v, c.Sync) {
			return false
		}
		for _, o := range a.ar.VaryingAt(c.Sync) {
			if o == v {
				return false
			}
		}
		return true
	case align.EndBarrier:
		return a.topVars[v.ID] && a.globRep[v.ID]
	}
	return false
}

// pairComms returns the indexes in ar.Comms of the puts and gets of the
// pair k, in order. They are looked up from the pair's own set: with a
// put per superstep, a scan of ar.Comms per pair would be quadratic in the
// program's size.
func (a *analyzer) pairComms(k pairKey) []int {
	var idx []int
	for c, in := range a.flow.pairs[k] {
		if i, ok := a.commRank[c]; ok && in {
			idx = append(idx, i)
		}
	}
	slices.Sort(idx)
	return idx
}

// step computes the h-relation of one (open, close) pair.
func (a *analyzer) step(k pairKey) *Step {
	st := &Step{Open: k.open, Close: k.close, info: a.prog.Info}
	for _, i := range a.pairComms(k) {
		st.Comms = append(st.Comms, a.ar.Comms[i].Stmt)
	}
	if a.tagErr != nil && hasSend(st.Comms) {
		st.Err = a.tagErr
		return st
	}
	b := &builder{a: a, st: st, close: k.close, bld: &bspaff.Builder{}, namer: &bspaff.Namer{}}
	b.run()
	if b.oneValue && !st.Exact && st.H != nil && plainGuardsOn {
		st = a.plainGuards(k, st)
	}
	if b.emptyCases && st.H != nil && plainCasesOn && (!st.Exact || hasFloors(st)) {
		st = a.plainCases(k, st)
	}
	a.messages(st)
	return st
}

// plainGuardsOn switches plainGuards (its test switches it off).
var plainGuardsOn = true

// plainValuesOn switches narrower (its test switches it off: the step
// with the guards' one values gives way to the one without whenever its
// h is more than twice the size).
var plainValuesOn = true

// narrower reports whether st, a step whose guards read one values, only
// narrows the domains of alt, the step without them: every piece of st's
// h has a value without floors over parameters that are not opaque, one
// of the values of alt's pieces, and st has no more pieces with a value
// than alt. What plainGuards guards against, a polynomial in floors of
// the guards' operands, is not there; the guards' values make the
// pieces' conditions (`if v % 4 == 3` with v := n: 1 word where n % 4 ==
// 3, not everywhere), which the sequential program may drop, never
// below.
func narrower(st, alt *Step) bool {
	if !plainValuesOn {
		return false
	}
	keys := func(s *Step) ([]string, bool) {
		var out []string
		for _, pc := range s.H.Pieces {
			if c, isConst := pc.Value.IsConstant(); isConst && c.Sign() == 0 {
				continue
			}
			if len(pc.Value.Atoms()) > 0 {
				return nil, false
			}
			var terms []string
			for _, t := range pc.Value.Terms() {
				term := t.Coef.RatString()
				for i, e := range t.Exp {
					if e == 0 {
						continue
					}
					if i >= len(s.Params) || s.Params[i].Expr != nil {
						return nil, false
					}
					term += fmt.Sprintf("*%d^%d", s.Params[i].Obj.ID, e)
				}
				terms = append(terms, term)
			}
			slices.Sort(terms)
			out = append(out, strings.Join(terms, "+"))
		}
		return out, true
	}
	sk, ok1 := keys(st)
	ak, ok2 := keys(alt)
	if !ok1 || !ok2 || len(sk) > len(ak) {
		return false
	}
	for _, k := range sk {
		if !slices.Contains(ak, k) {
			return false
		}
	}
	return true
}

// plainGuards returns the step of k analysed again without the guards'
// one values (guardvalues.go) where st, which read some, is a bound whose
// h is more than twice the size of the one without them: a guard's
// value makes the cases of h exact only where all of them close, and a
// bound from it is often a polynomial in floors of the parameters
// (products of the residues of a guard's operands) that the sequential
// analysis cannot bound in its time, where the guard dropped gives a
// plain count. st otherwise.
func (a *analyzer) plainGuards(k pairKey, st *Step) *Step {
	alt := a.again(k, st, func(b *builder) { b.noOneValue = true })
	if alt == nil {
		return st
	}
	if alt.Exact {
		return alt
	}
	if !muchSmaller(st, alt) {
		return st
	}
	return alt
}

// again returns the step of k analysed again by a builder that set
// changes, nil where the analysis ends or the step has no h.
func (a *analyzer) again(k pairKey, st *Step, set func(*builder)) *Step {
	if a.opts.budget.Err() != nil {
		return nil // (the analysis ends: the caller reads the budget)
	}
	alt := &Step{Open: st.Open, Close: st.Close, info: st.info, Comms: st.Comms}
	b := &builder{a: a, st: alt, close: k.close, bld: &bspaff.Builder{}, namer: &bspaff.Namer{}}
	set(b)
	b.run()
	if alt.H == nil {
		return nil
	}
	return alt
}

// muchSmaller reports whether alt's h, not one that only narrows st's,
// is less than half the size of st's.
func muchSmaller(st, alt *Step) bool {
	return !narrower(st, alt) && exprSize(st.H, paramSizes(st.Params)) > 2*exprSize(alt.H, paramSizes(alt.Params))
}

// plainCasesOn switches plainCases (its test switches it off).
var plainCasesOn = true

// plainCases returns the step of k analysed again with the empty
// disjuncts of its statements kept (emptyCasesOn off) where st, which
// dropped some, is a bound, or an exact h with floors, whose h is more
// than twice the size of the one with them, st otherwise. With fewer disjuncts the parts of a count
// may be shown disjoint and counted each, and a part whose points no
// run reaches (a guard's remainder `x % 6` under x < 0, which the
// requires clause rules out only where it is written) is a polynomial
// in floors of the parameters whose factors may be negative: the
// sequential analysis cannot bound it, where the count that could not
// split its parts gave a plain upper bound.
func (a *analyzer) plainCases(k pairKey, st *Step) *Step {
	alt := a.again(k, st, func(b *builder) { b.noEmptyCases = true })
	if alt == nil || !muchSmaller(st, alt) {
		return st
	}
	return alt
}

// hasFloors reports whether a piece of st's h has a value with floors
// (atoms).
func hasFloors(st *Step) bool {
	for _, pc := range st.H.Pieces {
		if len(pc.Value.Atoms()) > 0 {
			return true
		}
	}
	return false
}

// ExprKey is a canonical text of a replicated expression by object IDs (two
// opaque subterms are the same parameter iff their keys are equal).
func exprKey(info *frontend.Info, e frontend.Expr) string {
	var sb strings.Builder
	var rec func(e frontend.Expr)
	rec = func(e frontend.Expr) {
		switch e := e.(type) {
		case *frontend.ParenExpr:
			rec(e.X)
		case *frontend.Ident:
			if o := info.ObjectOf(e); o != nil {
				fmt.Fprintf(&sb, "#%d", o.ID)
			} else {
				sb.WriteString(e.Name)
			}
		case *frontend.IntLit:
			fmt.Fprintf(&sb, "%d", e.Value)
		case *frontend.UnaryExpr:
			sb.WriteString("(" + e.Op.String())
			rec(e.X)
			sb.WriteString(")")
		case *frontend.BinaryExpr:
			sb.WriteString("(")
			rec(e.X)
			sb.WriteString(e.Op.String())
			rec(e.Y)
			sb.WriteString(")")
		case *frontend.CallExpr:
			sb.WriteString(e.Fun.Name + "(")
			for _, x := range e.Args {
				rec(x)
				sb.WriteString(",")
			}
			sb.WriteString(")")
		default:
			sb.WriteString("?")
		}
	}
	rec(e)
	return sb.String()
}

// zero returns the constant 0 over params.
func zero(params []string) *polyhedra.PwQPoly {
	return polyhedra.ConstPw(params, new(big.Rat))
}

// obj returns the object id is bound to in the program, nil when none.
func (a *analyzer) obj(id *frontend.Ident) *frontend.Object { return a.prog.Info.ObjectOf(id) }
