package seqcost

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"sort"
	"strconv"

	"bspcost/budget"
	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/solver"
)

// Result is the cost equations of one resource of a program.
type Result struct {
	System *solver.System
	// Entry is the entry relation; its arguments are Args (solver variable
	// names), whose program names are Names[arg].
	Entry *solver.Entry
	Args  []string
	// Derived maps a solver variable standing for a non-linear expression
	// of the entry arguments (N / p) to that expression in closed form over
	// Args; a bound over the entry arguments becomes a bound over the
	// program's parameters by substituting these.
	Derived map[string]*solver.Expr
	// Names maps the solver variable of nprocs and of each parameter to its
	// program name (nprocs is "p").
	Names map[string]string
	// Notes are where the translation over-approximated the program (a
	// value or condition outside the linear model): notes (SeverityInfo,
	// CategoryApprox) at positions of the translated program, without
	// its file; a position of code nondet inserted is not valid.
	Notes []diag.Diagnostic

	// entryFactsLeft: some while loop has entry facts the translation
	// left out (Options.entryFacts unset).
	entryFactsLeft bool
}

// Options tune the translation.
type Options struct {
	// MaxAlternatives bounds how many equations one path may split into
	// (disjunctions, min and max); past it the translation over-approximates
	// instead of splitting. Zero means 16.
	MaxAlternatives int
	// Keep, when set, selects the cost annotations that count; the others
	// are translated as the statement they annotate (superstep sections
	// are bounded one group of annotations at a time: sections.go).
	Keep func(*frontend.CostStmt) bool
	// Budget, when not nil, is charged an operation per statement
	// translated (per path through it), and read (not charged) at every
	// expression node, combination of alternatives and projected local
	// variable; when it runs out the translation stops and returns its
	// error (a *budget.Exceeded).
	Budget *budget.Budget

	// entryFacts states the entry facts of nprocs in while loops'
	// equations (entryFacts): set for a second translation when the
	// first, without them, has no bound (retryEntryFacts).
	entryFacts bool
}

// ErrTooLarge is returned (wrapped) when a program is beyond the
// translation's size limit (MaxWork).
var ErrTooLarge = errors.New("program too large for the cost analysis")

// MaxWork bounds the sum, over the program points of the relevant
// statements, of the number of variables live there: the relations'
// arguments, and so the size of the equations, are the live variables
// of their points. Ordinary programs have a few live variables per point;
// the bound is reached by, say, 14,000 variables all live across 14,000
// statements (`check` then takes about a second of CPU and 200 MiB).
const MaxWork = 200_000_000

// Equations translates prog into the cost equations of resource res.
func Equations(prog *frontend.Program, res frontend.Resource, opt Options) (*Result, error) {
	return equationsIn(prog, shapeOf(prog), res, opt)
}

// equationsIn is Equations with prog's shape given (shared by the
// resources of one program).
func equationsIn(prog *frontend.Program, sh *shape, res frontend.Resource, opt Options) (*Result, error) {
	t, err := translateIn(prog, sh, res, opt)
	if err != nil {
		return nil, err
	}
	return t.out, nil
}

// translateProgram is Equations, returning the translator (its relations'
// arguments are what tests look at).
func translateProgram(prog *frontend.Program, res frontend.Resource, opt Options) (*translator, error) {
	return translateIn(prog, shapeOf(prog), res, opt)
}

// translateIn is translateProgram with prog's shape given.
func translateIn(prog *frontend.Program, sh *shape, res frontend.Resource, opt Options) (*translator, error) {
	if opt.MaxAlternatives <= 0 {
		opt.MaxAlternatives = 16
	}
	t := &translator{prog: prog, info: prog.Info.Extend(), res: res, opt: opt, index: map[*frontend.Object]int{},
		hidden: map[*frontend.ForStmt][2]int{}, derivedBy: map[string]string{},
		out: &Result{Derived: map[string]*solver.Expr{}, Names: map[string]string{}},
		rel: relevantIn(sh, res), sh: sh, args: map[string][]int{}}
	t.sys = &solver.System{File: prog.File}
	t.collectVars()
	t.collectDoubles()
	live, err := t.computeLiveness()
	if err != nil {
		return nil, err
	}
	t.live = live
	if err := t.translate(); err != nil {
		return nil, err
	}
	if t.opsErr != nil {
		return nil, t.opsErr
	}
	t.out.System = t.sys
	return t, nil
}

// alt is one alternative value of an expression: a linear form under extra
// constraints (x = min(a, b) is a under a <= b, or b under b <= a).
type alt struct {
	lin  solver.Lin
	cons solver.Poly
}

// seg is a path being built: from the head relation's point, with the
// current values of all variables (as linear forms over the head's
// arguments and fresh variables), the constraints met and the cost.
type seg struct {
	head  string
	env   penv
	cons  solver.Poly
	costs []*solver.Expr // added up when the path is emitted
	// calls are relations the path called on its way (cost runs:
	// costrun.go), made before the call that closes it. Shared by clones:
	// appended to only through a full slice expression.
	calls []solver.Term
}

// clone returns a copy of s that shares its constraints and costs as
// views capped at their length: the first append to the clone's copies
// them, and s's own appends write past what the clone sees, so neither
// changes the other. A path forked at every if of a long program would
// otherwise copy its whole prefix at each fork.
func (s seg) clone() seg {
	return seg{head: s.head, env: s.env, cons: s.cons[:len(s.cons):len(s.cons)], costs: s.costs[:len(s.costs):len(s.costs)], calls: s.calls}
}

type loopCtx struct {
	head  string
	loop  *frontend.ForStmt   // nil for while
	while *frontend.WhileStmt // nil for for
}

type translator struct {
	opsErr error // the budget's error, once it ran out
	// inDiv counts the divisions whose operands are being translated
	// (divRemAlt splits only a quotient that is no operand of another).
	inDiv int
	prog  *frontend.Program
	info  *frontend.Info // prog's bindings and the translator's own identifiers'
	// constSplits counts constByEntry's splits and capHits the values and
	// conditions given up past MaxAlternatives; noConstSplit turns
	// constByEntry off while a value or condition that it split past the
	// cap is translated again.
	constSplits, capHits int
	// quietCap: a condition given up past MaxAlternatives is not noted
	// (the negation of one of h's cases: cond).
	quietCap     bool
	noConstSplit bool
	// nprocsID is an occurrence of nprocs bound in info, made once.
	nprocsID *frontend.Ident
	res      frontend.Resource
	opt      Options
	sys      *solver.System
	out      *Result
	vars     []string // the arguments of every relation but main
	index    map[*frontend.Object]int
	hidden   map[*frontend.ForStmt][2]int // bound and step of each for loop
	entry    []int                        // indexes of nprocs and the parameters
	nrel     int
	// relPos: the source position of the loop each loop relation
	// stands for (its equations' Pos: the solver's reasons name it).
	relPos map[string]frontend.Pos
	// at is the position of the statement being translated: a note about
	// an expression the analysis wrote (nondet's charges of a superstep's
	// h and their cases, without positions) is put there.
	at     frontend.Pos
	nfresh int
	loops  []loopCtx
	// endsNoted: the loops whose note says the bound assumes they end
	// (endsOnlyGrowing).
	endsNoted map[*frontend.WhileStmt]bool
	// growthNoted: the loops whose note says their multiplier needs to
	// be at least 2 (needsGrowth).
	growthNoted map[*frontend.WhileStmt]bool
	// unrolled: the loops translated two iterations at a time, and
	// unrollMul the values of their multipliers (unroll.go).
	unrolled  map[*frontend.WhileStmt]bool
	unrollMul map[*frontend.WhileStmt]map[frontend.Expr][]alt
	// doubles: the loops of the two-step translation's shape around
	// inner loops, twoStep those it applies to, and second the loop
	// whose second iteration is being translated (double.go).
	doubles map[*frontend.WhileStmt]*doubled
	twoStep map[*frontend.WhileStmt]bool
	second  *frontend.WhileStmt
	// floors caches derivedFloors for geometric, made when the derived
	// parameters numbered floorsFor.
	floors    solver.Poly
	floorsFor int
	// derivedBy maps a non-linear expression of the entry arguments (by
	// its text) to the variable standing for it.
	derivedBy map[string]string
	// assigned counts the statements that may write each scalar; fixed
	// holds the value of the scalars assigned once, outside loops, from
	// the entry arguments only (var b := N / p): such a value is the same
	// at every later point, so every relation reads it as that value
	// rather than as an argument whose link to the parameters is lost.
	assigned map[*frontend.Object]int
	fixed    map[int]solver.Lin
	// polyTried: the cost expressions cancelled has expanded (or built),
	// which it leaves as they are when the translation reaches them.
	polyTried map[frontend.Expr]bool
	// nameIndex maps a variable's name back to its index (withFixedInputs).
	nameIndex map[string]int
	facts     bounds // intervals of the entry arguments from requires
	// ranges are the fresh variables of known range (divrange.go).
	ranges map[string]valRange
	// rel is what matters to res: other statements are skipped, other
	// scalars are no arguments.
	rel *relevance
	// sh is the program's shape (shared with the other resources' translators: read only).
	sh *shape
	// live gives the arguments of each relation (args): the variables
	// live at its program point.
	live *liveness
	args map[string][]int
	// entryArgs is the set of out.Args (entryExpr), made once they are
	// all known.
	entryArgs map[string]bool
	// varLins caches the Lin of each variable alone (varLin).
	varLins []solver.Lin
	// altSlab is where one cuts its single alternatives from.
	altSlab []alt
	// monos maps a product of variables (monomial.go: the factors' names,
	// sorted, joined by "*") to the variable standing for it, and
	// monoFactors each such variable back to its factors.
	monos       map[string]string
	monoFactors map[string][]string
	// argPosOf is the position of each argument name of each relation
	// (ghost.go).
	argPosOf map[string]map[string]int
	// ghostSeeds: the monomials each relation's paths constrain, which
	// it can carry (ghost.go).
	ghostSeeds map[string][]string
	// derivedProducts marks the derived parameters in monoFactors.
	derivedProducts map[string]bool
	// costCons are the constraints of the path whose cost is being
	// translated (polyExpr keeps the monomials they constrain).
	costCons solver.Poly
	// valueCons are the constraints of the path whose assigned value is
	// being translated (recordQuoClosed reads the sign of a dividend
	// there).
	valueCons solver.Poly
	// costForks are the cases of the values with several cases in the
	// cost being translated (costCases): the path forks over them.
	costForks [][]alt
	// dlo holds a lower bound (0 or 1) of the derived parameters whose
	// sign the requires clause shows (derivedSigns).
	dlo map[string]int64
	// remainders are the derived parameters x % y (x >= 0, y > 0) by
	// name: their divisors y (derivedRemainders).
	remainders map[string]*solver.Expr
	// nested are the derived parameters made of another ((N / p) / p):
	// derivedRemainders states their least values.
	nested map[string]bool
	// selecting counts the selectors (costrun.go) being translated in
	// line around the current statement.
	selecting int
	// counterLoops maps each for loop's counter to its loop (counterLoop).
	counterLoops map[*frontend.Object]*frontend.ForStmt
	// pre is the entry precondition (nprocs >= 1 and the linear part of
	// the requires clause), once known.
	pre solver.Poly
	// quoClosed maps the quotients by a constant that are exactly the
	// floor of a value of the entry arguments to that floor (quoclosed.go).
	quoClosed map[string]*solver.Expr
	// sharedQuos are sharedQuo's variables, by their closed forms.
	sharedQuos map[string]solver.Lin
}

// collectVars numbers the integer scalars (and the hidden for-loop
// variables) that every relation carries.
func (t *translator) collectVars() {
	for _, o := range t.prog.Objects {
		if o.Kind == frontend.ArrayObj || !isEntry(o) && !t.rel.vars[o] {
			continue
		}
		t.index[o] = len(t.vars)
		t.vars = append(t.vars, "V"+strconv.Itoa(o.ID))
	}
	t.assigned = t.sh.assigned // read only
	t.fixed = map[int]solver.Lin{}
	for _, f := range t.sh.fors {
		if t.rel.stmts[f] {
			t.hidden[f] = [2]int{len(t.vars), len(t.vars) + 1}
			t.vars = append(t.vars, "H"+strconv.Itoa(len(t.vars)), "H"+strconv.Itoa(len(t.vars)+1))
		}
	}
}

func (t *translator) fresh() solver.Lin {
	t.nfresh++
	return solver.LinVar("F" + strconv.Itoa(t.nfresh))
}

// setRelPos records where the loop of relation head is.
func (t *translator) setRelPos(head string, pos frontend.Pos) {
	if t.relPos == nil {
		t.relPos = map[string]frontend.Pos{}
	}
	t.relPos[head] = pos
}

func (t *translator) newRel(kind string) string {
	t.nrel++
	return kind + strconv.Itoa(t.nrel)
}

func (t *translator) note(pos frontend.Pos, format string, args ...any) {
	if !pos.IsValid() {
		pos = t.at
	}
	t.out.Notes = append(t.out.Notes, diag.Diagnostic{Pos: pos, End: pos, Severity: diag.SeverityInfo, Category: diag.CategoryApprox, Msg: fmt.Sprintf(format, args...)})
}

func (t *translator) headArgs(head string) []solver.Lin {
	if head == "main" {
		args := make([]solver.Lin, len(t.entry))
		for i, k := range t.entry {
			args[i] = t.varLin(k)
		}
		return args
	}
	ks := t.args[head]
	args := t.newArgs(len(ks))
	for i, k := range ks {
		args[i] = t.varLin(k)
	}
	return args
}

// newArgs is a term's argument list of n values, with room for the
// derived parameters known so far, which passDerived appends.
func (t *translator) newArgs(n int) []solver.Lin {
	return make([]solver.Lin, n, n+len(t.out.Derived))
}

// identity is the environment at the head of relation head: every
// argument holds itself, but the fixed variables, which get reads as their
// value; the other variables are not live there and hold nothing.
func (t *translator) identity(head string) penv {
	args := t.args[head]
	ks := make([]int, 0, len(args))
	vals := make([]solver.Lin, 0, len(args))
	for _, k := range args {
		if _, ok := t.fixed[k]; !ok {
			ks = append(ks, k)
			vals = append(vals, t.varLin(k))
		}
	}
	return newEnv(len(t.vars)).setMany(ks, vals)
}

// get is the value of variable k in env: its fixed value when env holds
// none and it has one, else a fresh variable (a variable that is not live
// at the relation's head and not written since; only reached if liveness
// missed a read, and then sound).
func (t *translator) get(env penv, k int) solver.Lin {
	v := env.at(k)
	if v.Const == nil {
		if l, ok := t.fixed[k]; ok {
			return l
		}
		return t.fresh()
	}
	// Not a copy: a Lin is never changed once made (every operation of
	// solver.Lin returns a new one, and Clone shares the coefficients
	// anyway), so env's value can be shared by the expressions built
	// from it.
	return v
}

// varLin is the Lin of variable k alone, made once per translation (a Lin
// is never changed once made: see get).
func (t *translator) varLin(k int) solver.Lin {
	if k >= len(t.varLins) {
		t.varLins = append(t.varLins, make([]solver.Lin, len(t.vars)-len(t.varLins))...)
	}
	if t.varLins[k].Const == nil {
		t.varLins[k] = solver.LinVar(t.vars[k])
	}
	return t.varLins[k]
}

// newRelArgs makes a relation whose arguments are the variables live.
func (t *translator) newRelArgs(kind string, live []int) string {
	r := t.newRel(kind)
	t.args[r] = t.withFixedInputs(live)
	return r
}

// withFixedInputs is live with the variables that the values of its fixed
// variables read (entry arguments): a fixed variable is read as its value
// (identity, get), which a relation can only state over its own
// arguments; without them the value's variables would be free in the
// relation's equations (sound, but a loop bounded by `i <= b` with b fixed
// to N had no ranking function).
func (t *translator) withFixedInputs(live []int) []int {
	out := live
	for _, k := range live {
		l, ok := t.fixed[k]
		if !ok {
			continue
		}
		for _, v := range l.Vars() {
			if t.nameIndex == nil {
				t.nameIndex = map[string]int{}
				for i, n := range t.vars {
					t.nameIndex[n] = i
				}
			}
			if j, ok := t.nameIndex[v]; ok {
				out = insert(out, j)
			}
		}
	}
	return out
}

// emit closes s with a call of callee (none when "").
func (t *translator) emit(s seg, callee string) {
	if callee == "" {
		t.emitCalls(s, nil)
		return
	}
	t.emitCalls(s, []solver.Term{t.call(callee, s.env)})
}

func (t *translator) call(callee string, env penv) solver.Term {
	ks := t.args[callee]
	args := t.newArgs(len(ks))
	for i, k := range ks {
		args[i] = t.get(env, k)
	}
	return solver.Term{Name: callee, Args: args}
}

// emitCalls closes s with calls, made in order.
func (t *translator) emitCalls(s seg, calls []solver.Term) {
	// The cost terms are added once here: adding them one by one as the
	// path grows would be quadratic in its length.
	var cost *solver.Expr
	if len(s.costs) > 0 {
		cost = solver.Add(s.costs...)
	} else {
		cost = solver.Int(0) // (not made when unused: a number is three allocations)
	}
	if len(s.calls) > 0 {
		// A slice of the equation's own: the path's calls are shared by
		// its clones, and passDerived extends each equation's terms.
		calls = append(append(make([]solver.Term, 0, len(s.calls)+len(calls)), s.calls...), calls...)
	}
	cons := s.cons
	if pb := t.productBounds(cons, cost, calls); len(pb) > 0 {
		cons = append(append(solver.Poly(nil), cons...), pb...)
	}
	eq := &solver.Equation{Head: solver.Term{Name: s.head, Args: t.headArgs(s.head)}, Cost: cost, Cons: t.dropLocal(s.head, cons, s.cons, cost, calls), Calls: calls, Pos: t.relPos[s.head]}
	t.sys.Eqs = append(t.sys.Eqs, eq)
}

// halvingOn switches halving (the mutation check of TestHalving).
var halvingOn = true

// halving models v := v / k (either v's own value divided in place by an
// integer constant k >= 2, a loop halving its counter) by one alternative
// per sign of v: C truncates toward zero, so for v >= 0 the new value q
// has k·q <= v <= k·q + k - 1, and for v < 0, k·q - (k - 1) <= v <= k·q.
// divConst's single alternative (|v - k·q| <= k - 1) lets 1 / 2 be 1, and
// the loop while v >= 1 do v := v / 2 has no ranking function; with the
// sign, the path that knows v >= 1 halves it (the other is pruned).
func (t *translator) halving(k int, e frontend.Expr, env penv) ([]alt, bool) {
	b, ok := e.(*frontend.BinaryExpr)
	if !halvingOn || !ok || b.Op != frontend.QUO {
		return nil, false
	}
	id, ok := b.X.(*frontend.Ident)
	lit, ok2 := b.Y.(*frontend.IntLit)
	if !ok || !ok2 || lit.Value < 2 {
		return nil, false
	}
	if j, ok := t.index[t.obj(id)]; !ok || j != k {
		return nil, false
	}
	x := t.get(env, k)
	kk := solver.RatInt(lit.Value)
	km1 := constLin(lit.Value - 1)
	q := t.fresh()
	kq := q.Scale(kk)
	return []alt{
		{lin: q, cons: solver.Poly{geq(x, constLin(0)), geq(x, kq), geq(kq.AddScaled(ratOne, km1), x)}},
		{lin: q, cons: solver.Poly{geq(constLin(-1), x), geq(kq, x), geq(x, kq.AddScaled(ratMinus1, km1))}},
	}, true
}

// callLoop closes every path with a call of loop relation head followed by
// a call of a new continuation relation, in which the variables the loop
// may change (modified) are arbitrary: the loop is its own component for
// the solver (nested loops are nested relations, not one big cycle), at
// the price of forgetting the values it leaves.
//
// entered, when not nil, gives the condition that the loop runs at least
// once at a path's call and its negation, each in disjunctive normal form
// (a for loop's lo <= hi, a while loop's condition on the values before
// it): a variable whose value after any complete pass of the body is a
// constant (lastConsts) then has that value after the loop where the
// condition holds, its value before where it does not (a path per
// disjunct).
func (t *translator) callLoop(segs []seg, head string, body *frontend.Block, modified []int, out []int, entered func(seg) (yes, no []solver.Poly), exit frontend.Expr) []seg {
	k := t.newRelArgs("k", out)
	var steps []counterStep
	if counterHiOn && exit != nil {
		steps = t.counterSteps(body, exit, modSetOf(modified))
	}
	if !loopExitCondOn || hasBreak(body) {
		exit = nil
	}
	var consts map[int][]int64
	if loopConstsOn {
		consts = t.assignedConsts(body)
	}
	var last map[int]int64
	if loopLastOn && entered != nil {
		last = t.lastConsts(body, nil)
	}
	modSet := modSetOf(modified)
	var lastEx map[int]frontend.Expr // lastExprs without a pick, once
	var mod map[int]bool
	if deadBranchesOn {
		mod = make(map[int]bool, len(modified))
		for _, m := range modified {
			mod[m] = true
		}
	}
	var havocs map[int][]frontend.Expr
	if loopHavocsOn {
		havocs = t.assumedHavocs(body, modified)
	}
	var mono map[int]int
	if loopMonotoneOn {
		mono = t.monotoneCounters(body)
	}
	// Only the values live after the loop matter (a case of a dead one
	// would repeat the equation).
	live := make(map[int]bool, len(out))
	for _, o := range out {
		live[o] = true
	}
	for _, s := range segs {
		vals := make([]solver.Lin, len(modified))
		var bounds solver.Poly
		for i, m := range modified {
			vals[i] = t.fresh()
			// A counter the body only steps in one direction ends the
			// loop on that side of its value before it.
			switch mono[m] {
			case 1:
				if live[m] {
					bounds = append(bounds, geq(vals[i], t.get(s.env, m)))
				}
			case -1:
				if live[m] {
					bounds = append(bounds, geq(t.get(s.env, m), vals[i]))
				}
			}
			cs, ok := consts[m]
			if !ok || !live[m] {
				continue
			}
			init := t.get(s.env, m)
			if !init.IsConst() || !init.Const.IsInt() {
				continue
			}
			// The value after the loop is the one before it or one of the
			// constants the body assigns: between the least and the
			// greatest.
			lo, hi := init.Const.Num().Int64(), init.Const.Num().Int64()
			for _, c := range cs {
				lo, hi = min(lo, c), max(hi, c)
			}
			bounds = append(bounds, geq(vals[i], constLin(lo)), geq(constLin(hi), vals[i]))
		}
		// A variable the body changes only by v := any and an assume of
		// v and unchanged variables: after the loop it has its value
		// before, or one the assume allows (pid after a loop with a
		// barrier). One path per case.
		cases := []solver.Poly{bounds}
		for i, m := range modified {
			conds, ok := havocs[m]
			if !ok || !live[m] {
				continue
			}
			init := t.get(s.env, m)
			opts := []solver.Poly{{geq(vals[i], init), geq(init, vals[i])}}
			env := s.env.set(m, vals[i])
			for _, c := range conds {
				opts = append(opts, t.cond(c, true, env)...)
			}
			if len(cases)*len(opts) > t.opt.MaxAlternatives {
				continue
			}
			var next []solver.Poly
			for _, c := range cases {
				for _, o := range opts {
					next = append(next, append(append(solver.Poly(nil), c...), o...))
				}
			}
			cases = next
		}
		// The constants every complete pass of the body leaves (a barrier's
		// opener, nondet's opener.go): one path for a loop that runs, one
		// for a loop that does not.
		var ran, skipped solver.Poly
		segLast := last
		var pick func(*frontend.IfStmt) (*frontend.Block, bool)
		if deadBranchesOn && entered != nil {
			if pick = t.liveBranches(body, mod, s); pick != nil {
				segLast = t.lastConsts(body, pick)
			}
		}
		for i, m := range modified {
			c, ok := segLast[m]
			if !ok || !live[m] {
				continue
			}
			init := t.get(s.env, m)
			if init.IsConst() && init.Const.IsInt() && init.Const.Num().Int64() == c {
				if _, plain := last[m]; !plain {
					// Only the live branches make c the last value
					// (assignedConsts' bounds may allow others): it is
					// c whether the loop runs or not.
					for j := range cases {
						cases[j] = append(append(solver.Poly(nil), cases[j]...), eq(vals[i], constLin(c)))
					}
				}
				continue // the same either way (and within the bounds above)
			}
			ran = append(ran, eq(vals[i], constLin(c)))
			skipped = append(skipped, eq(vals[i], init))
		}
		// The invariant expressions every complete pass leaves: their
		// value before the loop, a path per case of its translation.
		rans := []solver.Poly{ran}
		if lastExprsOn && entered != nil {
			var ex map[int]frontend.Expr
			if pick != nil {
				ex = t.lastExprs(body, pick, modSet)
			} else {
				if lastEx == nil {
					lastEx = t.lastExprs(body, nil, modSet)
				}
				ex = lastEx
			}
			for i, m := range modified {
				e, ok := ex[m]
				if _, c := segLast[m]; !ok || c || !live[m] {
					continue
				}
				notes := len(t.out.Notes)
				alts := t.lin(e, s.env)
				t.out.Notes = t.out.Notes[:notes] // (the body's translation makes them)
				if len(alts) != 1 {
					// (A path per case of min, max or a split value made
					// the solver's bounds of the paths around the loop
					// looser than the unknown value did.)
					continue
				}
				var next []solver.Poly
				for _, r := range rans {
					for _, a := range alts {
						next = append(next, append(append(append(solver.Poly(nil), r...), a.cons...), eq(vals[i], a.lin)))
					}
				}
				rans = next
				skipped = append(skipped, eq(vals[i], t.get(s.env, m)))
			}
		}
		var skips []solver.Poly // the paths that do not enter the loop
		if len(rans) > 1 || len(rans[0]) > 0 {
			yes, no := entered(s)
			if n := len(yes) + len(no); n > 0 && len(cases)*n*len(rans) <= t.opt.MaxAlternatives {
				var next []solver.Poly
				for _, c := range cases {
					for _, y := range yes {
						for _, r := range rans {
							next = append(next, append(append(append(solver.Poly(nil), c...), r...), y...))
						}
					}
					if skipLoopOn {
						continue
					}
					for _, y := range no {
						next = append(next, append(append(append(solver.Poly(nil), c...), skipped...), y...))
					}
				}
				if skipLoopOn {
					skips = no
				}
				cases = next
			}
		}
		for _, c := range skips {
			// A loop that does not run costs nothing and changes
			// nothing: the code after it goes on with the values before
			// it (not with a call of the loop, whose closed form need
			// not be 0 where it does not run).
			n := s
			n.cons = append(append(solver.Poly(nil), s.cons...), c...)
			t.emitCalls(n, []solver.Term{t.call(k, s.env)})
		}
		after := s.env.setMany(modified, vals)
		if len(steps) > 0 {
			vm := map[int]solver.Lin{}
			for i, m := range modified {
				if live[m] {
					vm[m] = vals[i]
				}
			}
			if hi := t.counterHi(steps, s, vm); hi != nil && len(cases)*len(hi) <= t.opt.MaxAlternatives {
				var next []solver.Poly
				for _, c := range cases {
					for _, x := range hi {
						next = append(next, append(append(solver.Poly(nil), c...), x...))
					}
				}
				cases = next
			}
		}
		// A while loop without a break ends where its condition is
		// false: one path per disjunct of its negation, over the values
		// after the loop (the counter of a doubling loop is at least the
		// bound it was compared with, so the code after it knows that a
		// guard pid + k < nprocs never holds).
		if exit != nil {
			if ex := t.cond(exit, false, after); len(ex) > 0 && len(cases)*len(ex) <= t.opt.MaxAlternatives {
				var next []solver.Poly
				for _, c := range cases {
					for _, x := range ex {
						next = append(next, append(append(solver.Poly(nil), c...), x...))
					}
				}
				cases = next
			}
		}
		for _, c := range cases {
			n := s
			if c != nil {
				// (A copy: paths may share their constraints' array.)
				n.cons = append(append(solver.Poly(nil), s.cons...), c...)
			}
			t.emitCalls(n, []solver.Term{t.call(head, n.env), t.call(k, after)})
		}
	}
	return []seg{{head: k, env: t.identity(k)}}
}

// modSetOf is the set of the variables of modified.
func modSetOf(modified []int) map[int]bool {
	set := make(map[int]bool, len(modified))
	for _, m := range modified {
		set[m] = true
	}
	return set
}

// whileEnteredOn switches the exit values of lastConsts for while loops:
// whether the loop runs at least once is its condition on the values
// before it (the mutation check of TestOpenerExact).
var whileEnteredOn = true

// skipLoopOn switches the paths of callLoop that do not enter the loop
// (where entered tells them apart) to the values before it, without the
// loop's call (the mutation check of TestOpenerExact).
var skipLoopOn = true

// loopExitCondOn switches the negated condition of a while loop without
// a break on the values after it (the mutation check of
// TestWhileExitCondition).
var loopExitCondOn = true

// hasBreak reports whether b has a break statement, in a nested loop too
// (which is more than needed, and cheaper to be sure of).
func hasBreak(b *frontend.Block) bool {
	found := false
	frontend.Inspect(b, func(n frontend.Node) bool {
		if _, ok := n.(*frontend.BreakStmt); ok {
			found = true
		}
		return !found
	})
	return found
}

// loopConstsOn switches the bounds of assignedConsts (its test switches
// it off).
var loopConstsOn = true

// loopLastOn switches the exit values of lastConsts (the mutation check
// of TestLoopLastConsts).
var loopLastOn = true

// lastConsts gives the scalars whose value after every complete pass of
// b is a constant: lastValues' integer literals.
func (t *translator) lastConsts(b *frontend.Block, pick func(*frontend.IfStmt) (*frontend.Block, bool)) map[int]int64 {
	last := map[int]int64{}
	for k, e := range t.lastValues(b, pick) {
		if lit, ok := e.(*frontend.IntLit); ok {
			last[k] = lit.Value
		}
	}
	return last
}

// lastExprsOn switches lastExprs in callLoop (the mutation check of
// TestLoopLastExprs).
var lastExprsOn = true

// lastExprs gives the scalars whose value after every complete pass of b
// is that of an expression other than a literal that reads no variable
// the loop changes (mod), no array element and no `any` (lastValues): it
// has one value in every pass, the one it has before the loop (v := N -
// nprocs in a loop over the supersteps).
func (t *translator) lastExprs(b *frontend.Block, pick func(*frontend.IfStmt) (*frontend.Block, bool), mod map[int]bool) map[int]frontend.Expr {
	out := map[int]frontend.Expr{}
	for k, e := range t.lastValues(b, pick) {
		if _, lit := e.(*frontend.IntLit); !lit && t.fixedIn(e, mod) {
			out[k] = e
		}
	}
	return out
}

// lastValues gives the scalars b's statements assign only at its top
// level, each with the right-hand side of its last such assignment, whose
// value it has after every complete pass where b has no break or continue
// (a pass that a break ends may stop before it; a continue skips the rest
// of a pass) and the expression reads nothing the loop changes
// (lastExprs; a literal reads nothing).
//
// pick (nil: none) gives, for an if statement of the top level, the only
// branch that can run (nil for an absent else) when it knows one: its
// statements then count as the top level's.
func (t *translator) lastValues(b *frontend.Block, pick func(*frontend.IfStmt) (*frontend.Block, bool)) map[int]frontend.Expr {
	last := map[int]frontend.Expr{}
	nested := map[int]bool{}
	jumps := false
	stmts := b.Stmts
	for len(stmts) > 0 {
		st := stmts[0]
		stmts = stmts[1:]
		if !t.rel.stmts[st] {
			continue
		}
		if is, ok := st.(*frontend.IfStmt); ok && pick != nil {
			if br, ok := pick(is); ok {
				if br != nil {
					stmts = append(append([]frontend.Stmt(nil), br.Stmts...), stmts...)
				}
				continue
			}
		}
		if a, ok := st.(*frontend.AssignStmt); ok {
			if id, ok := a.LHS.(*frontend.Ident); ok {
				if k, ok := t.index[t.obj(id)]; ok {
					if _, lit := a.RHS.(*frontend.IntLit); lit || lastExprsOn {
						last[k] = a.RHS
					} else {
						nested[k] = true
					}
					continue
				}
			}
		}
		frontend.Inspect(st, func(n frontend.Node) bool {
			if s, ok := n.(frontend.Stmt); ok && !t.rel.stmts[s] {
				return false
			}
			switch n := n.(type) {
			case *frontend.BreakStmt, *frontend.ContinueStmt:
				jumps = true
			case *frontend.AssignStmt:
				if id, ok := n.LHS.(*frontend.Ident); ok {
					if k, ok := t.index[t.obj(id)]; ok {
						nested[k] = true
					}
				}
			case *frontend.VarDecl:
				if k, ok := t.index[t.obj(n.Name)]; ok {
					nested[k] = true
				}
			default:
				t.otherWrites(n, func(k int) { nested[k] = true })
			}
			return true
		})
	}
	if jumps {
		return nil
	}
	for k := range nested {
		delete(last, k)
	}
	return last
}

// deadBranchesOn switches liveBranches in callLoop's exit values (the
// mutation check of TestDeadBranchFlag).
var deadBranchesOn = true

// liveBranches gives lastConsts, for the path s that reaches a loop whose
// body is b, the one branch of each if statement of b's top level whose
// other branch can never run: its condition reads only scalars that the
// loop does not change (mod; no array element, whose value the loop may
// change), so it has in every pass the value it has before the loop, and
// on s (with the requires clause's facts, which hold everywhere) one of
// the condition and its negation has no rational solution, so no integer
// one. An opener's flag set in a branch that the requires clause rules
// out (nprocs > 7 * size with size >= p) then keeps the value of the
// other, and the sync after the loop no longer pays a phantom h. nil
// when no such if statement exists.
func (t *translator) liveBranches(b *frontend.Block, mod map[int]bool, s seg) func(*frontend.IfStmt) (*frontend.Block, bool) {
	var picks map[*frontend.IfStmt]*frontend.Block
	facts := append(append(solver.Poly(nil), s.cons...), t.allEntryFacts(s.head)...)
	never := func(c frontend.Expr, positive bool) bool {
		notes := len(t.out.Notes)
		alts := t.cond(c, positive, s.env)
		t.out.Notes = t.out.Notes[:notes] // the body's translation makes them
		for _, a := range alts {
			ok, err := append(append(solver.Poly(nil), facts...), a...).Feasible()
			if ok || err != nil {
				return false
			}
		}
		return true
	}
	var visit func(stmts []frontend.Stmt)
	visit = func(stmts []frontend.Stmt) {
		for _, st := range stmts {
			is, ok := st.(*frontend.IfStmt)
			if !ok || !t.rel.stmts[st] || !t.invariantCond(is.Cond, mod) {
				continue
			}
			var br *frontend.Block
			switch {
			case never(is.Cond, true):
				br = is.Else
			case never(is.Cond, false):
				br = is.Then
			default:
				continue
			}
			if picks == nil {
				picks = map[*frontend.IfStmt]*frontend.Block{}
			}
			picks[is] = br
			if br != nil {
				visit(br.Stmts)
			}
		}
	}
	visit(b.Stmts)
	if picks == nil {
		return nil
	}
	return func(is *frontend.IfStmt) (*frontend.Block, bool) {
		br, ok := picks[is]
		return br, ok
	}
}

// invariantCond reports whether c reads scalars only, none of them in
// mod, by sums, products and comparisons (no quotient, call or any, whose
// translation makes derived variables or notes of its own).
func (t *translator) invariantCond(c frontend.Expr, mod map[int]bool) bool {
	ok := true
	frontend.Inspect(c, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.IndexExpr, *frontend.CallExpr, *frontend.AnyExpr:
			ok = false
		case *frontend.BinaryExpr:
			ok = ok && n.Op != frontend.QUO && n.Op != frontend.REM && n.Op != frontend.SHL && n.Op != frontend.SHR
		case *frontend.Ident:
			o := t.obj(n)
			if k, found := t.index[o]; found {
				ok = ok && !mod[k]
			} else if o != t.nprocsObj() {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// loopHavocsOn switches the cases of assumedHavocs (its test switches it
// off).
var loopHavocsOn = true

// assumedHavocs gives the variables that b changes only by v := any
// followed at once by assume c, c over v and variables not in modified
// (their values before the loop), with those conditions.
func (t *translator) assumedHavocs(b *frontend.Block, modified []int) map[int][]frontend.Expr {
	mod := map[int]bool{}
	for _, m := range modified {
		mod[m] = true
	}
	havocs := map[int][]frontend.Expr{}
	paired := map[*frontend.AssignStmt]bool{}
	other := map[int]bool{}
	pair := func(n *frontend.Block) {
		for i := 0; i+1 < len(n.Stmts); i++ {
			a, ok := n.Stmts[i].(*frontend.AssignStmt)
			as, ok2 := n.Stmts[i+1].(*frontend.AssumeStmt)
			if !ok || !ok2 || !t.rel.stmts[as] {
				// (A translated assume reads relevant variables only,
				// whose writers are in modified.)
				continue
			}
			id, ok := a.LHS.(*frontend.Ident)
			if _, isAny := a.RHS.(*frontend.AnyExpr); !ok || !isAny {
				continue
			}
			k, ok := t.index[t.obj(id)]
			if !ok || !t.overUnchanged(t.rel.cond(as), k, mod) {
				continue
			}
			paired[a] = true
			havocs[k] = append(havocs[k], t.rel.cond(as))
		}
	}
	t.eachLoopWrite(b, pair, func(k int, a *frontend.AssignStmt, _ *frontend.VarDecl) {
		if a == nil || !paired[a] {
			other[k] = true
		}
	})
	for k := range other {
		delete(havocs, k)
	}
	return havocs
}

// overUnchanged reports whether c reads no variable of mod but k.
func (t *translator) overUnchanged(c frontend.Expr, k int, mod map[int]bool) bool {
	ok := true
	frontend.Inspect(c, func(n frontend.Node) bool {
		if id, isID := n.(*frontend.Ident); isID {
			if j, found := t.index[t.obj(id)]; found && j != k && mod[j] {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// assignedConsts gives the variables that b changes only by assigning
// them integer constants (a variable assigned to itself keeps its value),
// with those constants: the values such a variable takes in a loop whose
// body is b are its value before the loop and these.
func (t *translator) assignedConsts(b *frontend.Block) map[int][]int64 {
	consts := map[int][]int64{}
	other := map[int]bool{}
	record := func(k int, e frontend.Expr, self *frontend.Object) {
		for {
			p, ok := e.(*frontend.ParenExpr)
			if !ok {
				break
			}
			e = p.X
		}
		switch e := e.(type) {
		case *frontend.IntLit:
			consts[k] = append(consts[k], e.Value)
			return
		case *frontend.UnaryExpr:
			if lit, ok := e.X.(*frontend.IntLit); ok && e.Op == frontend.SUB && lit.Value != math.MinInt64 {
				consts[k] = append(consts[k], -lit.Value)
				return
			}
		case *frontend.Ident:
			if t.obj(e) == self && self != nil {
				return
			}
		}
		other[k] = true
	}
	t.eachLoopWrite(b, nil, func(k int, a *frontend.AssignStmt, d *frontend.VarDecl) {
		switch {
		case a != nil:
			record(k, a.RHS, t.obj(a.LHS.(*frontend.Ident)))
		case d != nil && d.Size != nil:
		case d != nil && d.Init != nil:
			record(k, d.Init, nil)
		default:
			other[k] = true
		}
	})
	for k := range other {
		delete(consts, k)
	}
	return consts
}

// loopMonotoneOn switches the facts of monotoneCounters (the mutation
// check of TestLoopMonotone).
var loopMonotoneOn = true

// monotoneCounters gives the variables that b changes only by
// v := v + c (or c + v, v - c) with integer constants c of one sign:
// 1 where every c >= 0 (v never decreases: after a loop whose body is b,
// v is at least its value before, a pointer walking an array), -1 where
// every c <= 0.
func (t *translator) monotoneCounters(b *frontend.Block) map[int]int {
	dir := map[int]int{}
	other := map[int]bool{}
	lit := func(e frontend.Expr) (int64, bool) {
		e = frontend.Unparen(e)
		switch e := e.(type) {
		case *frontend.IntLit:
			return e.Value, true
		case *frontend.UnaryExpr:
			if l, ok := frontend.Unparen(e.X).(*frontend.IntLit); ok && e.Op == frontend.SUB && l.Value != math.MinInt64 {
				return -l.Value, true
			}
		}
		return 0, false
	}
	// step gives the sign of the constant that rhs adds to self.
	step := func(rhs frontend.Expr, self *frontend.Object) (int, bool) {
		bin, ok := frontend.Unparen(rhs).(*frontend.BinaryExpr)
		if !ok || self == nil {
			return 0, false
		}
		isSelf := func(x frontend.Expr) bool {
			id, ok := frontend.Unparen(x).(*frontend.Ident)
			return ok && t.obj(id) == self
		}
		var c int64
		switch {
		case bin.Op == frontend.ADD && isSelf(bin.X):
			c, ok = lit(bin.Y)
		case bin.Op == frontend.ADD && isSelf(bin.Y):
			c, ok = lit(bin.X)
		case bin.Op == frontend.SUB && isSelf(bin.X):
			c, ok = lit(bin.Y)
			c = -c
		default:
			return 0, false
		}
		switch {
		case !ok:
			return 0, false
		case c > 0:
			return 1, true
		case c < 0:
			return -1, true
		}
		return 0, true
	}
	t.eachLoopWrite(b, nil, func(k int, a *frontend.AssignStmt, _ *frontend.VarDecl) {
		if a == nil {
			other[k] = true
			return
		}
		d, ok := step(a.RHS, t.obj(a.LHS.(*frontend.Ident)))
		switch {
		case !ok || d != 0 && dir[k] == -d:
			other[k] = true
		case d != 0:
			dir[k] = d
		}
	})
	for k := range other {
		delete(dir, k)
	}
	return dir
}

// otherWrites calls mark with each variable n changes other than by an
// assignment or a declaration: a for loop's counter, bound and step, the
// target of a get or a receive.
func (t *translator) otherWrites(n frontend.Node, mark func(k int)) {
	switch n := n.(type) {
	case *frontend.ForStmt:
		mark(t.index[t.obj(n.Var)])
		mark(t.hidden[n][0])
		mark(t.hidden[n][1])
	case *frontend.CommStmt:
		if n.Dst != nil && n.Dst.Var != nil && t.obj(n.Dst.Var) != nil {
			if k, ok := t.index[t.obj(n.Dst.Var)]; ok {
				mark(k)
			}
		}
	case *frontend.RecvStmt:
		for _, id := range n.Targets() {
			if k, ok := t.index[t.obj(id)]; ok && t.obj(id) != nil {
				mark(k)
			}
		}
	}
}

// eachLoopWrite walks the statements of b that the relation keeps (the others
// change nothing that is carried) and calls write for each write to a
// tracked scalar (t.index): an assignment a, a declaration d, or another
// write (otherWrites: a for loop's counter, bound and step, a get's or a
// receive's target), a and d nil. block, when not nil, sees each block
// before the writes in it. It is the one walk of modified and of the
// loop facts that refine it.
func (t *translator) eachLoopWrite(b *frontend.Block, block func(*frontend.Block), write func(k int, a *frontend.AssignStmt, d *frontend.VarDecl)) {
	frontend.Inspect(b, func(n frontend.Node) bool {
		if s, ok := n.(frontend.Stmt); ok && !t.rel.stmts[s] {
			return false
		}
		switch n := n.(type) {
		case *frontend.Block:
			if block != nil {
				block(n)
			}
		case *frontend.AssignStmt:
			if id, ok := n.LHS.(*frontend.Ident); ok {
				if k, ok := t.index[t.obj(id)]; ok {
					write(k, n, nil)
				}
			}
		case *frontend.VarDecl:
			if k, ok := t.index[t.obj(n.Name)]; ok {
				write(k, nil, n)
			}
		default:
			t.otherWrites(n, func(k int) { write(k, nil, nil) })
		}
		return true
	})
}

// modified lists the variables that the statements of b may change.
func (t *translator) modified(b *frontend.Block) []int {
	set := map[int]bool{}
	t.eachLoopWrite(b, nil, func(k int, _ *frontend.AssignStmt, d *frontend.VarDecl) {
		if d == nil || d.Size == nil {
			set[k] = true
		}
	})
	out := make([]int, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

// join closes every live path with a call of a new relation and returns
// the one path that starts there.
func (t *translator) join(segs []seg, kind string, live []int) []seg {
	if len(segs) == 0 {
		return nil
	}
	k := t.newRelArgs(kind, live)
	var ctx solver.Poly
	if joinContextOn {
		ctx = t.callContext(k, segs)
	}
	for _, s := range segs {
		t.emit(s, k)
	}
	return []seg{{head: k, env: t.identity(k), cons: ctx}}
}

// joinContextOn switches the joins' context (the mutation check of
// TestJoinContext): a join relation's equations assume what every path
// that calls it knows of its arguments (callContext), as a cost run's
// relation does; without it the paths after a join in a loop body forget
// the loop's condition (i <= n), and the loop may have no ranking
// function through the join.
var joinContextOn = true

func (t *translator) translate() error {
	p := t.prog
	// The entry: nprocs and the parameters.
	var entryObjs []*frontend.Object
	for _, o := range p.Objects {
		if o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj {
			entryObjs = append(entryObjs, o)
		}
	}
	// Not yet declared: any value (built in one go; set by set, each
	// variable copied the path to its leaf).
	vals := make([]solver.Lin, len(t.vars))
	for i := range vals {
		vals[i] = t.fresh()
	}
	env := envOf(vals)
	var pre solver.Poly
	for _, o := range entryObjs {
		k := t.index[o]
		t.entry = append(t.entry, k)
		env = env.set(k, solver.LinVar(t.vars[k]))
		name := o.Name
		if o.Kind == frontend.NprocsObj {
			name = "p"
			pre = append(pre, geq(solver.LinVar(t.vars[k]), constLin(1)))
		}
		t.out.Args = append(t.out.Args, t.vars[k])
		t.out.Names[t.vars[k]] = name
	}
	s := seg{head: "main", env: env}
	if p.Requires != nil {
		// Two passes: the first, on the linear part, gives the signs that
		// make N % p and N / p exact derived parameters in the second.
		first := t.cond(p.Requires, true, s.env)
		if len(first) >= 1 {
			t.facts = propagate(append(append(solver.Poly(nil), pre...), commonPart(first)...))
		}
		var signs solver.Poly // the products' signs of the middle pass
		if requiresSignsOn && len(t.out.Derived) > 0 {
			// A product in the clause (N >= S * p) is a derived
			// parameter with no sign in the first pass; with the first
			// pass's signs (S >= 1) it has one (derivedSigns), which
			// gives the parameters bounded by it theirs (N >= 0).
			t.out.Notes = nil
			mid := t.cond(p.Requires, true, s.env)
			if len(mid) >= 1 {
				signs = t.derivedLos()
				t.facts = propagate(append(append(append(solver.Poly(nil), pre...), commonPart(mid)...), signs...))
			}
		}
		t.out.Notes = nil
		alts := t.cond(p.Requires, true, s.env)
		if len(alts) >= 1 {
			pre = append(pre, commonPart(alts)...)
			pre = append(pre, signs...)
		}
		if len(alts) > 1 {
			t.note(p.Requires.Pos(), "the requires clause is a disjunction; only its common part is used")
		}
	}
	t.facts = propagate(pre)
	t.pre = pre
	// pid is some process: 0 <= pid < nprocs.
	for _, o := range p.Objects {
		if k, ok := t.index[o]; ok && o.Kind == frontend.PidObj {
			n, pid := env.at(t.index[t.nprocsObj()]), env.at(k)
			s.cons = append(s.cons, geq(pid, constLin(0)), geq(n.AddScaled(ratMinus1, pid), constLin(1)))
		}
	}
	s.cons = append(s.cons, pre...)
	end := t.block(p.Body, []seg{s})
	for _, s := range end {
		t.emit(s, "")
	}
	args := make([]solver.Lin, len(t.entry))
	for i, k := range t.entry {
		args[i] = solver.LinVar(t.vars[k])
	}
	pre = append(pre, t.derivedFloors(false)...)
	pre = append(pre, t.derivedOnes(pre)...)
	pre = append(pre, t.derivedRemainders(pre)...)
	t.out.Entry = &solver.Entry{Head: solver.Term{Name: "main", Args: args}, Pre: pre}
	t.sys.Entries = []*solver.Entry{t.out.Entry}
	t.addGhosts()
	t.passDerived()
	slice(t.sys)
	pinLocals(t.sys)
	foldConstants(t.sys)
	if flagFacts(t.sys) {
		foldConstants(t.sys) // the calls the substitutions made constant
	}
	tidy(t.sys)
	return nil
}

// passDerived makes the derived parameters arguments of every relation,
// passed unchanged: they are values of the entry that every point needs
// (a loop bound N / p inside a loop), and a variable that is no argument
// would be read by the solver as arbitrary.
func (t *translator) passDerived() {
	if len(t.out.Derived) == 0 {
		return
	}
	var ds []string
	for d := range t.out.Derived {
		ds = append(ds, d)
	}
	sort.Strings(ds)
	dls := make([]solver.Lin, len(ds)) // shared by every term (see get)
	for i, d := range ds {
		dls[i] = solver.LinVar(d)
	}
	extend := func(term *solver.Term) {
		term.Args = append(term.Args, dls...)
	}
	for _, eq := range t.sys.Eqs {
		extend(&eq.Head)
		for i := range eq.Calls {
			extend(&eq.Calls[i])
		}
	}
	extend(&t.out.Entry.Head)
}

// requiresSignsOn switches the middle pass over the requires clause
// (its test switches it off).
var requiresSignsOn = true

// derivedLos are the least values of the derived parameters
// (derivedSigns) as constraints.
func (t *translator) derivedLos() solver.Poly {
	var vs []string
	for v := range t.dlo {
		vs = append(vs, v)
	}
	sort.Strings(vs)
	var out solver.Poly
	for _, v := range vs {
		out = append(out, geq(solver.LinVar(v), constLin(t.dlo[v])))
	}
	return out
}

// derivedOnesOn switches derivedOnes (the mutation check of
// TestDerivedOnes).
var derivedOnesOn = true

// derivedOnes are the entry's facts D >= 1 of the derived parameters D =
// floor(x / y) (y positive) whose dividend the requires clause shows at
// least the divisor (size / p under size >= p), those that pre does not
// state (derivedFloors' D >= 2). They hold at every point the clause
// allows (the derived parameter's closed form is exact), so the entry's
// precondition may state them; with them a guard on the quotient (size /
// p >= 2) splits off a few of its small values, and its indicator keeps
// a path's cost to where it runs (the solver's smallCase), not its cost
// at every point. (Only 1 from x >= y: derivedFloors says why not the
// lower bounds 0.)
func (t *translator) derivedOnes(pre solver.Poly) solver.Poly {
	if !derivedOnesOn {
		return nil
	}
	stated := map[string]bool{}
	for _, c := range pre {
		if len(c.L.Terms) == 1 && c.L.Terms[0].K.Cmp(ratOne) == 0 && c.L.Const.Sign() < 0 && !c.Eq {
			stated[c.L.Terms[0].Var] = true
		}
	}
	// Only the quotients some constraint guards alone (D >= 2): a fact
	// of a quotient that bounds loops only leads the solver to other
	// ranking functions (the textbook tripipe's H: N*(p - 1)/2 became
	// (N/p)*(p - 1)*(p - 1)).
	guarded := t.guardedAlone()
	var out solver.Poly
	for _, q := range t.derivedQuotients() {
		if !stated[q.d] && guarded[q.d] && t.facts.positive(q.y) && t.requiresImplies(solver.Sub(q.x, q.y)) {
			out = append(out, geq(solver.LinVar(q.d), constLin(1)))
		}
	}
	return out
}

// guardedAlone is the variables that some equation's constraint reads
// alone (D >= 2, D == 0).
func (t *translator) guardedAlone() map[string]bool {
	guarded := map[string]bool{}
	for _, eq := range t.sys.Eqs {
		for _, c := range eq.Cons {
			if len(c.L.Terms) == 1 {
				guarded[c.L.Terms[0].Var] = true
			}
		}
	}
	return guarded
}

// derivedRemaindersOn switches derivedRemainders (its test switches it
// off).
var derivedRemaindersOn = true

// derivedGuardedLosOn switches derivedRemainders' least values of the
// other derived parameters (its test switches it off).
var derivedGuardedLosOn = true

// derivedRemainders are the entry's facts 0 <= D <= y - 1 (those pre
// does not imply) of the derived parameters D = x % y (x >= 0 and y > 0
// by the requires clause; y linear in the entry arguments and derived
// parameters) that a constraint guards alone (6 % p == 0, where two
// targets 6 % p and 0 meet), and D >= lo of the other derived parameters
// made of a derived parameter, of a known least value lo (derivedSigns),
// guarded alone (N / p / p < 7; derivedOnes and derivedFloors state those
// of the parameters' quotients). They hold at every point the clause allows; without them the
// solver split on D < 0 and D >= p, cases no run has, and kept no
// indicator of D == 0.
func (t *translator) derivedRemainders(pre solver.Poly) solver.Poly {
	if !derivedRemaindersOn || len(t.remainders) == 0 && len(t.dlo) == 0 {
		return nil
	}
	guarded := t.guardedAlone()
	var ds, los []string
	for d := range t.remainders {
		if guarded[d] {
			ds = append(ds, d)
		}
	}
	for d := range t.dlo {
		if _, rem := t.remainders[d]; guarded[d] && !rem && t.nested[d] && derivedGuardedLosOn {
			los = append(los, d)
		}
	}
	sort.Strings(ds)
	sort.Strings(los)
	var out solver.Poly
	for _, d := range los {
		// A quotient or product of a derived parameter guarded alone
		// (N / p / p < 0): its least value (derivedSigns) holds at
		// every point too.
		if c := geq(solver.LinVar(d), constLin(t.dlo[d])); !pre.Implies(c.L) {
			out = append(out, c)
		}
	}
	for _, d := range ds {
		y, ok := solver.LinOf(t.remainders[d])
		if !ok {
			continue
		}
		dl := solver.LinVar(d)
		for _, c := range []solver.Cons{geq(dl, constLin(0)), geq(y.AddScaled(ratMinus1, dl), constLin(1))} {
			// (Not what the clause states already: N % p == 0 is D = 0.)
			if !pre.Implies(c.L) {
				out = append(out, c)
			}
		}
	}
	return out
}

// requiresCommonOn switches the common part of a requires clause that is
// a disjunction (its test switches it off: such a clause then constrains
// nothing).
var requiresCommonOn = true

// commonPart is the constraints that every alternative of a disjunction
// has: the disjunction implies each of them. A requires clause becomes a
// disjunction when one of its conjuncts is not linear (p & (p - 1) == 0
// is one alternative per sign case of the operands), and its linear
// conjuncts (N >= p, N % p == 0) are in every alternative.
func commonPart(alts []solver.Poly) solver.Poly {
	if len(alts) == 1 {
		return alts[0]
	}
	if !requiresCommonOn || len(alts) == 0 {
		return nil
	}
	var out solver.Poly
	for _, c := range alts[0] {
		all := true
		for _, a := range alts[1:] {
			if !slices.ContainsFunc(a, c.Equal) {
				all = false
				break
			}
		}
		if all {
			out = append(out, c)
		}
	}
	return out
}

func (t *translator) nprocsObj() *frontend.Object {
	if o := t.prog.Nprocs(); o != nil {
		return o
	}
	panic("seqcost: program without nprocs") // the resolver always declares it
}

// block translates the statements of b on every live path.
func (t *translator) block(b *frontend.Block, segs []seg) []seg {
	runs := t.costRuns(b)
	for i := 0; i < len(b.Stmts); i++ {
		if len(segs) == 0 {
			return nil // dead code after break/continue
		}
		if len(runs) > 0 && runs[0][0] == i {
			// A cost run: in line when it needs at most maxRunJoins joins,
			// else a relation of its own.
			j := runs[0][1]
			runs = runs[1:]
			eqs, notes, nrel := len(t.sys.Eqs), len(t.out.Notes), t.nrel
			if t.selecting > 0 {
				// In a selector's branch: called, so that the selector
				// multiplies the paths by its branches only.
				segs = t.callRun(b, i, j, segs)
			} else if out, ok := t.inline(b, i, j, segs); ok {
				segs = out
			} else {
				// Undone: the equations and notes made in line. The
				// relations made then are numbered again (their args
				// entries are overwritten when a name is made anew).
				t.sys.Eqs, t.out.Notes, t.nrel = t.sys.Eqs[:eqs], t.out.Notes[:notes], nrel
				segs = t.callRun(b, i, j, segs)
			}
			i = j - 1
		} else if sel := t.selectorIf(b.Stmts[i]); sel != nil {
			// A selector (costrun.go): in line, or a run of its own when
			// its paths would need a join.
			eqs, notes, nrel := len(t.sys.Eqs), len(t.out.Notes), t.nrel
			t.selecting++
			out := t.stmt(sel, append([]seg(nil), segs...))
			t.selecting--
			if len(out) > t.opt.MaxAlternatives {
				t.sys.Eqs, t.out.Notes, t.nrel = t.sys.Eqs[:eqs], t.out.Notes[:notes], nrel
				t.selecting++
				out = t.callRun(b, i, i+1, segs)
				t.selecting--
			}
			segs = out
		} else {
			segs = t.stmt(b.Stmts[i], segs)
		}
		if len(segs) > t.opt.MaxAlternatives {
			segs = t.join(segs, "j", t.live.at(b, i+1))
		}
	}
	return segs
}

func (t *translator) assign(segs []seg, k int, e frontend.Expr) []seg {
	var out []seg
	for _, s := range segs {
		alts, ok := t.geometric(k, e, s.env)
		if !ok {
			alts, ok = t.halving(k, e, s.env)
		}
		if !ok {
			t.valueCons = s.cons
			alts = t.value(e, s.env)
			t.valueCons = nil
		}
		if len(alts) == 1 {
			// No fork: the path keeps its constraints (copying them at
			// every assignment would be quadratic in the path's length).
			s.env = s.env.set(k, alts[0].lin)
			s.cons = append(s.cons, alts[0].cons...)
			out = append(out, s)
			continue
		}
		for _, a := range alts {
			n := s.clone()
			n.env = n.env.set(k, a.lin)
			n.cons = append(n.cons, a.cons...)
			out = append(out, n)
		}
	}
	return out
}

func (t *translator) havoc(segs []seg, k int) []seg {
	for i := range segs {
		segs[i].env = segs[i].env.set(k, t.fresh())
	}
	return segs
}

func (t *translator) stmt(st frontend.Stmt, segs []seg) []seg {
	if !t.rel.stmts[st] {
		return segs // nothing in it matters to this resource
	}
	if t.opsErr != nil {
		return nil
	}
	if err := t.opt.Budget.Spend(int64(max(1, len(segs)))); err != nil {
		t.opsErr = err // no path goes on: the translation ends soon
		return nil
	}
	if p := st.Pos(); p.IsValid() {
		defer func(at frontend.Pos) { t.at = at }(t.at)
		t.at = p
	}
	switch st := st.(type) {
	case *frontend.VarDecl:
		if st.Size != nil {
			return segs // arrays hold data only
		}
		k := t.index[t.obj(st.Name)]
		if st.Init == nil {
			return t.havoc(segs, k)
		}
		segs = t.assign(segs, k, st.Init)
		if t.assigned[t.obj(st.Name)] == 1 && len(t.loops) == 0 && len(segs) > 0 {
			if l, ok := t.entryOnly(segs, k); ok {
				t.fixed[k] = l
			}
		}
		return segs
	case *frontend.AssignStmt:
		id, ok := st.LHS.(*frontend.Ident)
		if !ok {
			return segs // an array element: data only
		}
		if t.second != nil && t.doubles[t.second].assign == st {
			return t.doubleStep(segs, t.second, t.doubles[t.second])
		}
		return t.assign(segs, t.index[t.obj(id)], st.RHS)
	case *frontend.CostStmt:
		if t.opt.Keep != nil && !t.opt.Keep(st) {
			return t.stmt(st.Stmt, segs)
		}
		for _, term := range st.Terms {
			if term.Resource != t.res {
				continue
			}
			var out []seg
			for _, s := range segs {
				t.costCons, t.costForks = s.cons, nil
				c, cons := t.cost(term.Coef, s.env)
				t.costCons = nil
				s.cons = append(s.cons, cons...)
				s.costs = append(s.costs, c)
				out = append(out, forkCases(s, t.costForks)...)
				t.costForks = nil
			}
			segs = out
		}
		return t.stmt(st.Stmt, segs)
	case *frontend.IfStmt:
		// The paths through the branches go on separately (block joins
		// them into a relation only past MaxAlternatives): a loop body
		// then stays one relation with one equation per path, which the
		// solver bounds far better than a cycle through join relations.
		var out []seg
		for _, s := range segs {
			// The first feasible alternative goes on with s itself (the
			// others are clones of s, which that path's appends do not
			// reach): a branch that is the only feasible one, as the
			// guard of each superstep's h, copies nothing.
			first := true
			for _, branch := range []struct {
				b   *frontend.Block
				pos bool
			}{{st.Then, true}, {st.Else, false}} {
				for _, c := range t.cond(st.Cond, branch.pos, s.env) {
					if contradicts(s.cons, c) {
						continue // the branch cannot be taken on this path
					}
					n := s
					if !first {
						n = s.clone()
					}
					first = false
					n.cons = append(n.cons, c...)
					if branch.b == nil {
						out = append(out, n)
					} else {
						out = append(out, t.block(branch.b, []seg{n})...)
					}
				}
			}
		}
		return out
	case *frontend.WhileStmt:
		head := t.newRelArgs("w", t.live.head[st])
		t.setRelPos(head, st.Pos())
		mod := t.modified(st.Body)
		// A loop of the two-step translation's shape (double.go) is
		// decided before its entry, which sets its hidden variable.
		d, decided, twice := t.doubles[st], false, false
		if d != nil {
			t.loops = append(t.loops, loopCtx{head: head, while: st})
			twice, decided = t.alternates(st, t.identity(head)), true
			t.loops = t.loops[:len(t.loops)-1]
			if twice {
				segs = t.setAbs(segs, d)
			}
		}
		var entered func(seg) (yes, no []solver.Poly)
		if whileEnteredOn {
			// The condition's first test, on the values before the loop.
			entered = func(s seg) (yes, no []solver.Poly) {
				return t.cond(st.Cond, true, s.env), t.cond(st.Cond, false, s.env)
			}
		}
		after := t.callLoop(segs, head, st.Body, mod, t.live.out[st], entered, st.Cond)
		t.loops = append(t.loops, loopCtx{head: head, while: st})
		start := seg{head: head, env: t.identity(head), cons: t.entryFacts(head)}
		if !decided {
			twice = t.alternates(st, start.env)
		}
		mid := ""
		if d != nil && twice {
			mid = t.newRelArgs("u", t.live.head[st])
			t.setRelPos(mid, st.Pos())
		}
		for _, c := range t.cond(st.Cond, true, start.env) {
			n := start.clone()
			n.cons = append(n.cons, c...)
			for _, e := range t.block(st.Body, []seg{n}) {
				switch {
				case mid != "":
					t.toSecond(st, e, head, mid)
				case twice:
					t.secondIteration(st, e, head)
				default:
					t.emit(e, head)
				}
			}
		}
		if mid != "" {
			t.secondBody(st, head, mid)
		}
		for _, c := range t.cond(st.Cond, false, start.env) {
			n := start.clone()
			n.cons = append(n.cons, c...)
			t.emit(n, "")
		}
		t.loops = t.loops[:len(t.loops)-1]
		t.addLowerInvariants(head)
		return after
	case *frontend.ForStmt:
		return t.forStmt(st, segs)
	case *frontend.BreakStmt:
		// The loop relation ends here; its caller goes on.
		for _, s := range segs {
			t.emit(s, "")
		}
		return nil
	case *frontend.ContinueStmt:
		l := t.loops[len(t.loops)-1]
		if l.loop != nil {
			segs = t.step(l.loop, segs)
		}
		for _, s := range segs {
			t.emit(s, l.head)
		}
		return nil
	case *frontend.CommStmt:
		// In the sequential program puts and gets are gone; in any other
		// program the written scalar changes arbitrarily (at a sync).
		if st.Dst != nil && st.Dst.Var != nil && t.obj(st.Dst.Var) != nil && t.obj(st.Dst.Var).Kind != frontend.ArrayObj {
			if k, ok := t.index[t.obj(st.Dst.Var)]; ok {
				return t.havoc(segs, k)
			}
		}
		return segs
	case *frontend.RecvStmt:
		// nondet replaces queue statements; in any other program what they
		// write changes arbitrarily, at once.
		for _, id := range st.Targets() {
			if o := t.obj(id); o != nil && o.Kind != frontend.ArrayObj && !noRecvHavoc {
				if k, ok := t.index[o]; ok {
					segs = t.havoc(segs, k)
				}
			}
		}
		return segs
	case *frontend.TagSizeStmt:
		return segs
	case *frontend.AssumeStmt:
		// Executions where the condition fails are discarded: each path
		// goes on under each disjunct (none: the path ends).
		var out []seg
		for _, s := range segs {
			cs := t.cond(t.rel.cond(st), true, s.env)
			if len(cs) == 1 {
				s.cons = append(s.cons, cs[0]...)
				out = append(out, s)
				continue
			}
			for _, c := range cs {
				if contradicts(s.cons, c) {
					continue
				}
				n := s.clone()
				n.cons = append(n.cons, c...)
				out = append(out, n)
			}
		}
		return out
	case *frontend.SkipStmt, *frontend.SyncStmt:
		return segs
	}
	t.note(st.Pos(), "statement %T not modelled; its effect is lost", st)
	return segs
}

// noRecvHavoc leaves what a queue statement writes unchanged (the
// mutation check of TestRecvStmtHavocs).
var noRecvHavoc bool

func (t *translator) forStmt(f *frontend.ForStmt, segs []seg) []seg {
	i := t.index[t.obj(f.Var)]
	hk := t.hidden[f]
	segs = t.assign(segs, i, f.Lo)
	segs = t.assign(segs, hk[0], f.Hi)
	if f.Step == nil {
		for j := range segs {
			segs[j].env = segs[j].env.set(hk[1], constLin(1))
		}
	} else {
		segs = t.assign(segs, hk[1], f.Step)
		for j := range segs {
			// The simulator stops on a non-positive step.
			segs[j].cons = append(segs[j].cons, geq(t.get(segs[j].env, hk[1]), constLin(1)))
		}
	}
	head := t.newRelArgs("w", t.live.head[f])
	t.setRelPos(head, f.Pos())
	mod := append(t.modified(f.Body), i, hk[0], hk[1])
	after := t.callLoop(segs, head, f.Body, mod, t.live.out[f], func(s seg) (yes, no []solver.Poly) {
		iv, hi := t.get(s.env, i), t.get(s.env, hk[0])
		return []solver.Poly{{geq(hi, iv)}}, []solver.Poly{{geq(iv, hi.AddScaled(ratOne, constLin(1)))}}
	}, nil)
	t.loops = append(t.loops, loopCtx{head: head, loop: f})
	start := seg{head: head, env: t.identity(head)}
	iv, hi := t.get(start.env, i), t.get(start.env, hk[0])
	in := start.clone()
	in.cons = append(in.cons, geq(hi, iv)) // i <= hi
	// The step never changes, and it is positive (the simulator stops on
	// another): say so on every iteration, since the solver has no
	// invariants of its own.
	in.cons = append(in.cons, geq(t.get(start.env, hk[1]), constLin(1)))
	for _, e := range t.step(f, t.block(f.Body, []seg{in})) {
		t.emit(e, head)
	}
	out := start.clone()
	out.cons = append(out.cons, geq(iv, hi.AddScaled(ratOne, constLin(1)))) // i >= hi + 1
	t.emit(out, "")
	t.loops = t.loops[:len(t.loops)-1]
	t.addLowerInvariants(head)
	return after
}

// forkCases is s once per combination of the cases of forks (each an
// alternative of a value of the cost, whose constraints tie the value's
// variable to it).
func forkCases(s seg, forks [][]alt) []seg {
	out := []seg{s}
	for _, f := range forks {
		var next []seg
		for _, o := range out {
			for _, a := range f {
				n := o.clone()
				n.cons = append(n.cons, a.cons...)
				next = append(next, n)
			}
		}
		out = next
	}
	return out
}

// step advances the counter of for loop f on every path: i := i + step.
func (t *translator) step(f *frontend.ForStmt, segs []seg) []seg {
	i := t.index[t.obj(f.Var)]
	s := t.hidden[f][1]
	for j := range segs {
		segs[j].env = segs[j].env.set(i, t.get(segs[j].env, i).AddScaled(ratOne, t.get(segs[j].env, s)))
	}
	return segs
}

func constLin(n int64) solver.Lin { return solver.NewLin(solver.RatInt(n)) }

// geq is a >= b.
func geq(a, b solver.Lin) solver.Cons {
	return solver.Cons{L: a.AddScaled(ratMinus1, b)}
}

func eq(a, b solver.Lin) solver.Cons {
	return solver.Cons{L: a.AddScaled(ratMinus1, b), Eq: true}
}

// sortedKeys is for deterministic output.
func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// entryOnly reports the common value of variable k on every path if it is
// a linear form of the entry arguments and derived parameters only.
func (t *translator) entryOnly(segs []seg, k int) (solver.Lin, bool) {
	entry := map[string]bool{}
	for _, a := range t.out.Args {
		entry[a] = true
	}
	l := t.get(segs[0].env, k)
	for _, v := range l.Vars() {
		if _, d := t.out.Derived[v]; !d && !entry[v] {
			return solver.Lin{}, false
		}
	}
	for _, s := range segs[1:] {
		if t.get(s.env, k).String() != l.String() {
			return solver.Lin{}, false
		}
	}
	return l, true
}

// addLowerInvariants adds v >= c (c = 1, else 0) to the equations of loop
// relation head, and of the relations of its body that lead back to it
// (the continuations after a branch, a call), for every variable v of head
// where that is inductive: every call into these relations from outside
// passes a constant >= c for v, and every call among them passes a
// constant >= c or a·v + b with a >= 0 and a·c + b >= c. The solver has no
// invariants of its own, and a doubling counter (i := i * 2) only
// decreases a ranking function when it is known to be positive.
func (t *translator) addLowerInvariants(head string) {
	loop := map[string]bool{head: true}
	if loopInvariantsAcrossOn {
		loop = t.loopRelations(head)
	}
	var calls []*solver.Equation
	for _, e := range t.sys.Eqs {
		for _, c := range e.Calls {
			if loop[c.Name] {
				calls = append(calls, e)
				break
			}
		}
	}
	for _, k := range t.args[head] {
		name := t.vars[k]
		for _, c := range []int64{1, 0} {
			if inductive(loop, func(r string) int { return t.argPos(r, k) }, name, c, calls) {
				for _, e := range t.sys.Eqs {
					if loop[e.Head.Name] && t.argPos(e.Head.Name, k) >= 0 {
						e.Cons = append(e.Cons, geq(solver.LinVar(name), constLin(c)))
					}
				}
				break
			}
		}
	}
}

// entryFactsOn switches entryFacts (its test switches it off).
var entryFactsOn = true

// entryFacts is what the entry precondition (nprocs >= 1, the linear part
// of the requires clause) says of nprocs, alone or with the parameters,
// where they are arguments of while loop relation head, for the loop's
// equations. nprocs and the parameters are never assigned, so they hold
// their entry values at every call and the facts hold there. The
// solver's call-context invariants would give them back, but not past
// their work limit (a program with many loops): a loop whose counter
// steps by p (k := k + p, the cyclic distribution) then had no ranking
// function, p >= 1 unknown where the step is taken. (Only while loops,
// and only the facts of nprocs: a for loop's step is a hidden argument
// known >= 1 already, and the facts in the equations of the for loops of
// a triangular sum, or one of a parameter alone, N >= 0, in a geometric
// loop, changed the solver's sums for the worse; and in other loops they
// can lead the solver to a looser ranking function and ten times the
// time, so the equations state them only in a second translation when
// the first has no bound: retryEntryFacts.)
func (t *translator) entryFacts(head string) solver.Poly {
	out := t.allEntryFacts(head)
	if !t.opt.entryFacts {
		t.out.entryFactsLeft = t.out.entryFactsLeft || len(out) > 0
		return nil
	}
	return out
}

// allEntryFacts is entryFacts whether or not the translation states them.
func (t *translator) allEntryFacts(head string) solver.Poly {
	if !entryFactsOn || len(t.pre) == 0 {
		return nil
	}
	args := map[string]bool{}
	for _, k := range t.args[head] {
		args[t.vars[k]] = true
	}
	var out solver.Poly
	for _, c := range t.pre {
		ok, np := len(c.L.Terms) > 0, false
		for _, tm := range c.L.Terms {
			ok = ok && args[tm.Var]
			np = np || t.out.Names[tm.Var] == "p"
		}
		if ok && np {
			out = append(out, c)
		}
	}
	return out
}

// loopInvariantsAcrossOn extends addLowerInvariants to the relations of a
// loop's body (off: the loop relation alone; the mutation check of
// TestLoopInvariantsAcross).
var loopInvariantsAcrossOn = true

// loopRelations is head and the relations that head reaches and that
// reach head back: the loop's body, whose calls carry its variables
// around the loop.
func (t *translator) loopRelations(head string) map[string]bool {
	succ := map[string][]string{}
	for _, e := range t.sys.Eqs {
		for _, c := range e.Calls {
			succ[e.Head.Name] = append(succ[e.Head.Name], c.Name)
		}
	}
	from := map[string]bool{head: true}
	work := []string{head}
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for _, n := range succ[r] {
			if !from[n] {
				from[n] = true
				work = append(work, n)
			}
		}
	}
	// Of those, the ones that reach head: to a fixpoint.
	loop := map[string]bool{head: true}
	for changed := true; changed; {
		changed = false
		for r := range from {
			if loop[r] {
				continue
			}
			for _, n := range succ[r] {
				if loop[n] {
					loop[r], changed = true, true
					break
				}
			}
		}
	}
	return loop
}

// argPos is the position of variable k among relation r's arguments, or -1.
func (t *translator) argPos(r string, k int) int {
	for j, a := range t.args[r] {
		if a == k {
			return j
		}
	}
	return -1
}

// inductive reports whether v >= c holds at every call of the relations of
// loop (addLowerInvariants); pos gives v's position among a relation's
// arguments (-1: not one of them), name its variable.
func inductive(loop map[string]bool, pos func(string) int, name string, c int64, calls []*solver.Equation) bool {
	cr := solver.RatInt(c)
	for _, e := range calls {
		for _, call := range e.Calls {
			if !loop[call.Name] {
				continue
			}
			j := pos(call.Name)
			if j < 0 || j >= len(call.Args) {
				continue // a relation of the body without v (its calls on must set v anew)
			}
			arg := call.Args[j]
			if arg.IsConst() {
				if solver.RatCmp(arg.Const, cr) < 0 {
					return false
				}
				continue
			}
			if !loop[e.Head.Name] || pos(e.Head.Name) < 0 || len(arg.Terms) != 1 || arg.Terms[0].Var != name {
				return false
			}
			a := arg.Terms[0].K
			// a*c + b >= c (c is 0 or 1 here: a*c without a product).
			var ac *big.Rat
			switch c {
			case 0:
				ac = solver.RatInt(0)
			case 1:
				ac = a
			default:
				ac = new(big.Rat).Mul(a, cr)
			}
			if a.Sign() < 0 {
				return false
			}
			if x, ok := small64(ac); ok {
				if b, ok := small64(arg.Const); ok {
					// Small integers (nearly always): in int64, no sum
					// made (|x + b| < 2^31).
					if x+b < c {
						return false
					}
					continue
				}
			}
			if new(big.Rat).Add(ac, arg.Const).Cmp(cr) < 0 {
				return false
			}
		}
	}
	return true
}

// dropLocal eliminates the fresh variables which neither the cost nor a
// call uses: such a variable is a value the path no longer holds (an old
// pid after pid := any, a datum tested in a condition), and its
// constraints only say that some value existed. They are projected out
// (project.go), which keeps what they related (x == pid and pid < p give
// x < p) and only adds behaviours, so the equations stay an
// over-approximation; without it a path through n barriers would carry n
// copies of "0 <= pid < p" into the solver's linear programs.
func (t *translator) dropLocal(head string, cons, plain solver.Poly, cost *solver.Expr, calls []solver.Term) solver.Poly {
	used := map[string]bool{}
	for _, v := range cost.Vars() {
		used[v] = true
	}
	for _, c := range calls {
		for _, a := range c.Args {
			for _, lt := range a.Terms {
				v := lt.Var
				used[v] = true
			}
		}
	}
	t.ghostUsed(head, plain, used)
	return projectLocal(cons, used, t.outOfBudget)
}

// obj returns the object id is bound to, nil when none.
func (t *translator) obj(id *frontend.Ident) *frontend.Object { return t.info.ObjectOf(id) }
