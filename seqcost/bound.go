package seqcost

import (
	"math/big"
	"slices"

	"bspcost/frontend"
	"bspcost/solver"
)

// Bound is the closed-form bound of one resource of a program.
type Bound struct {
	// Expr is over the program's names: p for nprocs and the parameters;
	// nil when the solver found none.
	Expr *solver.Expr
	// Reason says why there is no bound.
	Reason string
	// Timeout: there is no bound because the solver's time ran out (a
	// resource limit, not a verdict about the program).
	Timeout bool
	// Result holds the equations that were solved.
	Result *Result
}

// Solve translates prog for resource res and solves the equations. A
// bound is over the entry arguments and derived parameters; it is returned
// over the program's names by substituting the derived parameters' closed
// forms, so that it holds for every value the requires clause allows.
func Solve(prog *frontend.Program, res frontend.Resource, opt Options, sopt solver.Options) (Bound, error) {
	r, err := Equations(prog, res, opt)
	if err != nil {
		return Bound{}, err
	}
	return retryEntryFacts(solveEquations(r, sopt, nil), prog, shapeOf(prog), res, opt, sopt, nil), nil
}

// retryEntryFacts is b, or, when b has no bound for a reason other than
// time and its equations left out the entry facts of some while loop, the
// bound of the equations that state them, if they have one.
func retryEntryFacts(b Bound, prog *frontend.Program, sh *shape, res frontend.Resource, opt Options, sopt solver.Options, m *renameMemo) Bound {
	if b.Expr != nil || b.Timeout || b.Result == nil || !b.Result.entryFactsLeft {
		return b
	}
	opt.entryFacts = true
	r, err := equationsIn(prog, sh, res, opt)
	if err != nil {
		return b
	}
	if again := solveEquations(r, sopt, m); again.Expr != nil {
		return again
	}
	return b
}

// solveEquations is Solve once the equations r are translated. m (may be
// nil) holds what the previous Result of the same program renamed with.
func solveEquations(r *Result, sopt solver.Options, m *renameMemo) Bound {
	out := solver.Solve(r.System, sopt)
	if len(out) != 1 {
		return Bound{Reason: "internal: not one entry", Result: r}
	}
	if out[0].Bound == nil {
		return Bound{Reason: out[0].Reason, Timeout: solver.IsTimeout(out[0]), Result: r}
	}
	sub, names, facts := m.of(r)
	return Bound{Expr: floorCount(solver.SimplifyUnder(out[0].Bound.Subst(sub).Subst(names), facts), facts), Result: r}
}

// floorCountOn switches floorCount (its test switches it off).
var floorCountOn = true

// floorCount is e rounded down where it may take fractional values: work
// units, words and supersteps are integers on every run, so floor(e)
// bounds them as e does, and is their largest value where e is exact but
// for the fraction the solver's rational sums leave (N*p/2 + N/2 + 1/2,
// 58.5 at p = 1, N = 58, is floor((N*p + N + 1)/2), 58). The floor goes
// into max and min and past a factor that is 0 or 1, so the bound keeps
// its shape.
func floorCount(e *solver.Expr, facts []solver.Fact) *solver.Expr {
	if !floorCountOn || e == nil || wholeCount(e) || !fractional(e, facts) {
		return e
	}
	switch e.Op {
	case solver.OpMax, solver.OpMin:
		args := make([]*solver.Expr, len(e.Args))
		for i, a := range e.Args {
			args[i] = floorCount(a, facts)
		}
		if e.Op == solver.OpMax {
			return solver.Max(args...)
		}
		return solver.Min(args...)
	case solver.OpMul:
		var ind, rest []*solver.Expr
		for _, a := range e.Args {
			if zeroOne(a) {
				ind = append(ind, a)
			} else {
				rest = append(rest, a)
			}
		}
		if len(ind) > 0 && len(rest) > 0 {
			return solver.Mul(append(ind, floorCount(solver.Mul(rest...), facts))...)
		}
	}
	f := solver.Floor(e)
	for _, a := range f.Args {
		if c, ok := a.IsConst(); ok && f.Op == solver.OpMul && c.Sign() < 0 {
			// (Floor writes a value of negative lead as -ceil(-e), which
			// reads worse than e's fraction.)
			return e
		}
	}
	return f
}

// wholeCount reports whether e has no fraction to round off: an integer
// at every point, reading a division by a parameter (N/p) as the whole
// one the requires clause makes it (N % p == 0; where it does not,
// leaving it is sound, as a bound above its floor).
func wholeCount(e *solver.Expr) bool {
	switch e.Op {
	case solver.OpConst:
		return e.Val.IsInt()
	case solver.OpVar, solver.OpCeil, solver.OpFloor, solver.OpPow2:
		return true
	case solver.OpAdd, solver.OpMul, solver.OpMax, solver.OpMin, solver.OpNat, solver.OpDiv:
		for _, a := range e.Args {
			if !wholeCount(a) {
				return false
			}
		}
		return true
	}
	return false
}

// fractional reports whether e takes a value that is not an integer at
// some point of a fixed sample (each variable in 1..16) where the facts
// (the requires clause) hold, its divisions by parameters read as whole
// (N/p as floor(N/p)): N*(p - 1)/2 under N % p == 0 is whole everywhere
// and keeps its form.
func fractional(e *solver.Expr, facts []solver.Fact) bool {
	w := wholeDivs(e)
	var fs []solver.Fact
	for _, f := range facts {
		fs = append(fs, solver.Fact{L: wholeDivs(f.L), Eq: f.Eq})
	}
	vars := w.Vars()
	for _, f := range fs {
		for _, v := range f.L.Vars() {
			if !slices.Contains(vars, v) {
				vars = append(vars, v)
			}
		}
	}
	env := map[string]int64{}
	for i := 0; i < 96; i++ {
		for j, v := range vars {
			z := uint64(i)*0x9e3779b97f4a7c15 + uint64(j+1)*0xbf58476d1ce4e5b9
			z ^= z >> 31
			z *= 0x94d049bb133111eb
			env[v] = 1 + int64((z>>29)%16)
		}
		if !holds(fs, env) {
			continue
		}
		lo, hi, err := w.EvalInt(env)
		if err == nil && lo.Cmp(hi) == 0 && !lo.IsInt() {
			return true
		}
	}
	return false
}

// holds reports whether every fact holds at env (false where one reads a
// variable env does not bind).
func holds(fs []solver.Fact, env map[string]int64) bool {
	for _, f := range fs {
		lo, hi, err := f.L.EvalInt(env)
		if err != nil || lo.Cmp(hi) != 0 {
			return false
		}
		if f.Eq && lo.Sign() != 0 || !f.Eq && lo.Sign() < 0 {
			return false
		}
	}
	return true
}

// wholeDivs is e with each division by a parameter rounded down.
func wholeDivs(e *solver.Expr) *solver.Expr {
	if len(e.Args) == 0 {
		return e
	}
	args := make([]*solver.Expr, len(e.Args))
	for i, a := range e.Args {
		args[i] = wholeDivs(a)
	}
	switch e.Op {
	case solver.OpAdd:
		return solver.Add(args...)
	case solver.OpMul:
		return solver.Mul(args...)
	case solver.OpMax:
		return solver.Max(args...)
	case solver.OpMin:
		return solver.Min(args...)
	case solver.OpNat:
		return solver.Nat(args[0])
	case solver.OpDiv:
		return solver.Floor(solver.Div(args[0], args[1]))
	case solver.OpLog2:
		return solver.Log2(args[0])
	case solver.OpCeil:
		return solver.Ceil(args[0])
	case solver.OpFloor:
		return solver.Floor(args[0])
	case solver.OpPow2:
		return solver.Pow2(args[0])
	}
	return e
}

// zeroOne reports whether e is 0 or 1 at every integer point: min(1, ...)
// of integer values >= 0 (an indicator, [p >= 2]).
func zeroOne(e *solver.Expr) bool {
	if e.Op != solver.OpMin {
		return false
	}
	one := false
	for _, a := range e.Args {
		if v, ok := a.IsConst(); ok && v.Cmp(big.NewRat(1, 1)) == 0 {
			one = true
			continue
		}
		if !wholeCount(a) || !solver.NonNegative(a) {
			return false
		}
	}
	return one
}

// renameMemo keeps the substitutions of Rename and the Facts of the last
// Result asked, for the next one: the Results of W, H and S of a program
// nearly always have the same entry precondition, derived parameters and
// names, which Rename and Facts made the same expressions of again for
// each (a Fact or a name is only read by the expressions built from it).
type renameMemo struct {
	r          *Result
	sub, names map[string]*solver.Expr
	facts      []solver.Fact
}

// of returns r's renaming and Facts, those of the last Result when they
// are the same function of the same values (a nil m keeps nothing).
func (m *renameMemo) of(r *Result) (sub, names map[string]*solver.Expr, facts []solver.Fact) {
	if m == nil {
		sub, names = r.renaming()
		return sub, names, r.Facts()
	}
	if m.r == nil || !sameRenaming(m.r, r) {
		m.sub, m.names = r.renaming()
	}
	if m.r == nil || !sameFacts(m.r, r) {
		m.facts = r.factsWith(m.sub, m.names)
	}
	m.r = r
	return m.sub, m.names, m.facts
}

// sameRenaming reports whether a and b have the same derived parameters
// (equal closed forms) and names: the same renaming.
func sameRenaming(a, b *Result) bool {
	if len(a.Derived) != len(b.Derived) {
		return false
	}
	for v, d := range a.Derived {
		if e, ok := b.Derived[v]; !ok || !sameExpr(d, e) {
			return false
		}
	}
	return sameNames(a, b)
}

// sameFacts reports whether a and b have the same Facts: the same entry
// precondition, names, and closed forms of the derived parameters it
// uses (W, H and S may each have derived parameters of their own, which
// the precondition does not use).
func sameFacts(a, b *Result) bool {
	if a.Entry == nil || b.Entry == nil {
		return a.Entry == nil && b.Entry == nil // both nil
	}
	if !samePre(a, b) || !sameNames(a, b) {
		return false
	}
	for _, c := range a.Entry.Pre {
		for _, t := range c.L.Terms {
			d, ok := a.Derived[t.Var]
			e, ok2 := b.Derived[t.Var]
			if ok != ok2 || ok && !sameExpr(d, e) {
				return false
			}
		}
	}
	return true
}

// sameNames reports whether a and b name the same variables the same.
func sameNames(a, b *Result) bool {
	if len(a.Names) != len(b.Names) {
		return false
	}
	for v, n := range a.Names {
		if m, ok := b.Names[v]; !ok || m != n {
			return false
		}
	}
	return true
}

// samePre reports whether a and b (with entries) have the same entry
// precondition, constraint by constraint in order: the same Facts under
// the same renaming.
func samePre(a, b *Result) bool {
	if len(a.Entry.Pre) != len(b.Entry.Pre) {
		return false
	}
	for i, c := range a.Entry.Pre {
		if !c.Equal(b.Entry.Pre[i]) {
			return false
		}
	}
	return true
}

// sameExpr reports whether a and b are the same expression, node by node.
func sameExpr(a, b *solver.Expr) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || a.Op != b.Op || a.Name != b.Name || len(a.Args) != len(b.Args) {
		return false
	}
	if (a.Val == nil) != (b.Val == nil) || a.Val != nil && solver.RatCmp(a.Val, b.Val) != 0 {
		return false
	}
	for i, x := range a.Args {
		if !sameExpr(x, b.Args[i]) {
			return false
		}
	}
	return true
}

// Facts are the entry precondition (p >= 1 and the linear part of the
// requires clause, with the derived parameters such as floor(N/p)) over
// the program's names: what a bound may be simplified under.
func (r *Result) Facts() []solver.Fact {
	if r.Entry == nil {
		return nil
	}
	sub, names := r.renaming()
	return r.factsWith(sub, names)
}

// factsWith is Facts with r's renaming given.
func (r *Result) factsWith(sub, names map[string]*solver.Expr) []solver.Fact {
	if r.Entry == nil {
		return nil
	}
	out := make([]solver.Fact, 0, len(r.Entry.Pre))
	for _, c := range r.Entry.Pre {
		out = append(out, solver.Fact{L: c.L.Expr().Subst(sub).Subst(names), Eq: c.Eq})
	}
	return out
}

// Rename rewrites an expression over the entry arguments and derived
// parameters into one over the program's names (p, N, ...).
func (r *Result) Rename(e *solver.Expr) *solver.Expr {
	sub, names := r.renaming()
	return e.Subst(sub).Subst(names)
}

// renaming is the substitutions of Rename: the derived parameters' closed
// forms, then the program's names (made once for all of Facts' constraints).
func (r *Result) renaming() (sub, names map[string]*solver.Expr) {
	names = make(map[string]*solver.Expr, len(r.Names))
	for v, n := range r.Names {
		names[v] = solver.Var(n)
	}
	sub = make(map[string]*solver.Expr, len(r.Derived))
	for v, d := range r.Derived {
		sub[v] = d
	}
	return sub, names
}
