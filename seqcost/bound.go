package seqcost

import (
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
	return solveEquations(r, sopt), nil
}

// solveEquations is Solve once the equations r are translated.
func solveEquations(r *Result, sopt solver.Options) Bound {
	out := solver.Solve(r.System, sopt)
	if len(out) != 1 {
		return Bound{Reason: "internal: not one entry", Result: r}
	}
	if out[0].Bound == nil {
		return Bound{Reason: out[0].Reason, Timeout: solver.IsTimeout(out[0]), Result: r}
	}
	return Bound{Expr: solver.SimplifyUnder(r.Rename(out[0].Bound), r.Facts()), Result: r}
}

// Facts are the entry precondition (p >= 1 and the linear part of the
// requires clause, with the derived parameters such as floor(N/p)) over
// the program's names: what a bound may be simplified under.
func (r *Result) Facts() []solver.Fact {
	if r.Entry == nil {
		return nil
	}
	out := make([]solver.Fact, 0, len(r.Entry.Pre))
	sub, names := r.renaming()
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
