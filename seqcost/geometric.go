package seqcost

import (
	"fmt"
	"sort"

	"bspcost/frontend"
	"bspcost/solver"
)

// geometricOn switches geometric (the mutation check of TestGeometric).
var geometricOn = true

// geometric models c := c * m (either order; m any value, c the variable
// assigned), a counter that grows geometrically when m >= 2 (BSPedupack's
// FFT: for (c = 1; c < p; c *= n / p)), by alternatives per sign: for
// c >= 0 and m >= 2 the new value is at least 2c; for c >= 0 and
// 0 <= m <= 1 it is between 0 and c; for c or m negative it is
// unconstrained. Each holds of the product, and together they cover every
// case, so the solver counts the loop logarithmically where m >= 2 is
// known, and finds no bound where m may be 1 or 0 (the loop may run
// forever). Without it the product is unconstrained and such a loop has no
// ranking function.
func (t *translator) geometric(k int, e frontend.Expr, env penv) ([]alt, bool) {
	if !geometricOn {
		return nil, false
	}
	b, ok := frontend.Unparen(e).(*frontend.BinaryExpr)
	if !ok || b.Op != frontend.MUL {
		return nil, false
	}
	self := func(x frontend.Expr) bool {
		id, ok := frontend.Unparen(x).(*frontend.Ident)
		if !ok || t.obj(id) == nil {
			return false
		}
		j, ok := t.index[t.obj(id)]
		return ok && j == k
	}
	other := b.Y
	switch {
	case self(b.X):
	case self(b.Y):
		other = b.X
	default:
		return nil, false
	}
	ms := t.multiplier(other, env)
	if _, ok := constOf(ms); ok {
		return nil, false // linear: the usual rule
	}
	c := t.get(env, k)
	ends := t.endsOnlyGrowing(k, other)
	// The facts D >= 2 of the derived parameters (n / p where n >= 2p)
	// hold at every point: with them the alternatives m <= 1 of such an m
	// contradict and are dropped, also where the solver would not carry
	// the entry's facts to the loop.
	if t.floorsFor != len(t.out.Derived) || t.floors == nil {
		// Computed again only when a derived parameter was added (each
		// is an LP over the requires clause).
		t.floors, t.floorsFor = append(solver.Poly{}, t.derivedFloors(true)...), len(t.out.Derived)
	}
	floors := t.floors
	t.needsGrowth(other, ms, floors, ends && neverEndsOn)
	var out []alt
	for _, m := range ms {
		m.cons = append(append(solver.Poly(nil), m.cons...), floors...)
		if ends && neverEndsOn {
			out = append(out, t.endingAlts(c, m)...)
			continue
		}
		if ends {
			// Only the runs that leave the loop (endsOnlyGrowing): c <= 0
			// with m >= 2 never grows past the guard, and is left out.
			extra := t.fresh()
			stay := t.fresh()
			out = append(out,
				alt{lin: c.Scale(solver.RatInt(2)).AddScaled(ratOne, extra), cons: append(append(solver.Poly(nil), m.cons...),
					geq(c, constLin(1)), geq(m.lin, constLin(2)), geq(extra, constLin(0)))},
				alt{lin: stay, cons: append(append(solver.Poly(nil), m.cons...),
					geq(c, constLin(0)), geq(m.lin, constLin(0)), geq(constLin(1), m.lin),
					geq(stay, constLin(0)), geq(c, stay))},
				alt{lin: t.fresh(), cons: append(append(solver.Poly(nil), m.cons...), geq(constLin(-1), c), geq(constLin(1), m.lin))},
				alt{lin: t.fresh(), cons: append(append(solver.Poly(nil), m.cons...), geq(constLin(-1), m.lin))})
			continue
		}
		// The growth as 2c + e, e >= 0: the solver's geometric ranking
		// looks for a counter scaled at the call.
		extra := t.fresh()
		stay := t.fresh()
		out = append(out,
			alt{lin: c.Scale(solver.RatInt(2)).AddScaled(ratOne, extra), cons: append(append(solver.Poly(nil), m.cons...),
				geq(c, constLin(0)), geq(m.lin, constLin(2)), geq(extra, constLin(0)))},
			alt{lin: stay, cons: append(append(solver.Poly(nil), m.cons...),
				geq(c, constLin(0)), geq(m.lin, constLin(0)), geq(constLin(1), m.lin),
				geq(stay, constLin(0)), geq(c, stay))},
			alt{lin: t.fresh(), cons: append(append(solver.Poly(nil), m.cons...), geq(constLin(-1), c))},
			alt{lin: t.fresh(), cons: append(append(solver.Poly(nil), m.cons...), geq(constLin(-1), m.lin))})
	}
	return out, true
}

// neverEndsOn switches endingAlts (the mutation check of
// TestGeometricEnds).
var neverEndsOn = true

// endingAlts are the values of c * m, in a loop that only its guard
// c < B (c <= B) leaves and where nothing else writes c, B or m
// (endsOnlyGrowing), on the runs in which the loop ends. Where c * m <= c
// and c * m stays in the same case, c never grows past the guard it
// passed and the run never leaves the loop: c = 0 (c * m = 0); c >= 1 and
// 0 <= m <= 1 (c * m between 0 and c); c >= 1 and m = -1 (c and -c
// alternate, both at most c); c <= -1 and m >= 1 (c * m <= c <= -1).
// Those cases are left out. What is left is exact or a doubling at least:
// c >= 1, m >= 2: at least 2c; c <= -1, m = 0: 0; c <= -1, m = -1: -c;
// c >= 1, m <= -2: at most -2c; c <= -1, m <= -2: at least -2c (the sign
// alternates, |c| at least doubles). Without this rule the cases
// 0 <= m <= 1 keep c between 0 and c and m <= -1 leaves it unconstrained,
// and a loop whose multiplier nothing shows at least 2 has no count.
func (t *translator) endingAlts(c solver.Lin, m alt) []alt {
	with := func(cs ...solver.Cons) solver.Poly {
		return append(append(solver.Poly(nil), m.cons...), cs...)
	}
	e1, e2, e3 := t.fresh(), t.fresh(), t.fresh()
	zero := constLin(0)
	return []alt{
		{lin: c.Scale(solver.RatInt(2)).AddScaled(ratOne, e1), cons: with(geq(c, constLin(1)), geq(m.lin, constLin(2)), geq(e1, zero))},
		{lin: zero, cons: with(geq(constLin(-1), c), geq(m.lin, zero), geq(zero, m.lin))},
		{lin: c.Scale(ratMinus1), cons: with(geq(constLin(-1), c), geq(m.lin, constLin(-1)), geq(constLin(-1), m.lin))},
		{lin: c.Scale(solver.RatInt(-2)).AddScaled(ratMinus1, e2), cons: with(geq(c, constLin(1)), geq(constLin(-2), m.lin), geq(e2, zero))},
		{lin: c.Scale(solver.RatInt(-2)).AddScaled(ratOne, e3), cons: with(geq(constLin(-1), c), geq(constLin(-2), m.lin), geq(e3, zero))},
	}
}

// needsGrowthOn switches needsGrowth's note (the check of
// TestGeometricNeedsNote).
var needsGrowthOn = true

// needsGrowth notes, once per loop, a multiplier m of c := c * m in a
// while loop that nothing shows at least 2 (from the requires clause or
// the derived parameters' facts): the count of such a loop needs it (where
// m is 0 or 1 the counter never grows, and the loop may not end), so the
// note says which assumption gives it; where m reads only parameters and
// p, in their names (m = x / y: x >= 2 * y and y >= 1), the requires
// clause that would. In a loop that only its guard leaves (ending: the
// runs that never end are left out, endingAlts) the count needs only
// m >= 0 (a negative m alternates the counter's sign, which no linear
// count follows): the note says so, and names x >= 0 and y >= 1.
func (t *translator) needsGrowth(m frontend.Expr, ms []alt, floors solver.Poly, ending bool) {
	if !needsGrowthOn || len(t.loops) == 0 || t.loops[len(t.loops)-1].while == nil {
		return
	}
	w := t.loops[len(t.loops)-1].while
	if t.growthNoted[w] || ending && (t.unrolled[w] || t.twoStep[w]) {
		return // (unrolled: counted whatever m's sign, alternates)
	}
	least := constLin(2)
	if ending {
		least = constLin(0)
	}
	shown := true
	for _, a := range ms {
		facts := append(append(append(solver.Poly(nil), t.pre...), floors...), a.cons...)
		shown = shown && facts.Implies(a.lin.AddScaled(ratMinus1, least))
	}
	if shown {
		return
	}
	if t.growthNoted == nil {
		t.growthNoted = map[*frontend.WhileStmt]bool{}
	}
	t.growthNoted[w] = true
	ms0 := frontend.ExprString(frontend.Unparen(m))
	msg := fmt.Sprintf("the count of this loop needs %s >= 2, which nothing shows (where it is 0 or 1 the counter it multiplies never grows, and the loop may not end)", ms0)
	if ending {
		msg = fmt.Sprintf("the count of this loop needs %s >= 0, which nothing shows (where it is negative the sign of the counter it multiplies alternates, and no count follows it)", ms0)
	}
	if req, ok := t.growthRequires(m, ending); ok {
		msg += "; an assumption such as requires " + req + " gives it"
	}
	t.note(w.Pos(), "%s", msg)
}

// growthRequires is a requires clause, over the parameters and p, that
// makes m at least 2: m >= 2 itself, or x >= 2 * y && y >= 1 for m = x / y
// (a requires clause is linear), or false where m reads anything else.
// With ending, one that makes m at least 0 (x >= 0 && y >= 1).
func (t *translator) growthRequires(m frontend.Expr, ending bool) (string, bool) {
	ok := true
	frontend.Inspect(m, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.Ident:
			if o := t.obj(n); o == nil || o.Kind != frontend.ParamObj && o.Kind != frontend.NprocsObj {
				ok = false
			}
		case *frontend.IndexExpr, *frontend.CallExpr, *frontend.AnyExpr:
			ok = false
		}
		return ok
	})
	if !ok {
		return "", false
	}
	if b, isB := frontend.Unparen(m).(*frontend.BinaryExpr); isB && b.Op == frontend.QUO {
		x, y := frontend.ExprString(frontend.Unparen(b.X)), frontend.ExprString(frontend.Unparen(b.Y))
		lhs := fmt.Sprintf("%s >= 2 * %s", x, y)
		if ending {
			lhs = x + " >= 0"
		}
		if id, isID := frontend.Unparen(b.Y).(*frontend.Ident); isID && t.obj(id).Kind == frontend.NprocsObj {
			return lhs, true
		}
		return fmt.Sprintf("%s && %s >= 1", lhs, y), true
	}
	if ending {
		return frontend.ExprString(frontend.Unparen(m)) + " >= 0", true
	}
	return frontend.ExprString(frontend.Unparen(m)) + " >= 2", true
}

// endsOnlyGrowingOn switches endsOnlyGrowing (the mutation check of
// TestGeometric/ends).
var endsOnlyGrowingOn = true

// endsOnlyGrowing reports whether the assignment c := c * m (c the
// variable k, m the expression other) is in a loop `while c < B` (or <=,
// or B > c, B >= c) that the run leaves only through its guard, in which
// nothing writes B or m and only this assignment writes c. There a c <= 0
// with m >= 2 stays at most c (c * m <= c), below B for ever: such a run
// never leaves the loop, and the runs that end have c >= 1 whenever
// m >= 2 (BSPedupack's FFT: c = k1 = n / c0 before for (c = k1; c <= p;
// c *= n / p), a value the analysis does not know positive). The bound
// then holds for the runs in which the loop ends: a note at the loop
// says so.
func (t *translator) endsOnlyGrowing(k int, m frontend.Expr) bool {
	if !endsOnlyGrowingOn || len(t.loops) == 0 {
		return false
	}
	w := t.loops[len(t.loops)-1].while
	if w == nil {
		return false
	}
	c, ok := t.growingIn(w, k, m)
	if !ok {
		return false
	}
	if !t.endsNoted[w] {
		if t.endsNoted == nil {
			t.endsNoted = map[*frontend.WhileStmt]bool{}
		}
		t.endsNoted[w] = true
		cs, ms := frontend.ExprString(c), frontend.ExprString(frontend.Unparen(m))
		mp := ms
		if _, ok := frontend.Unparen(m).(*frontend.BinaryExpr); ok {
			mp = "(" + ms + ")"
		}
		if neverEndsOn {
			t.note(w.Pos(), "the bound assumes this loop ends: where %s := %s * %s never takes %s past the loop's bound (%s = 0; %s >= 1 and %s between -1 and 1; %s <= -1 and %s >= 1), the loop never ends, and those runs are left out", cs, cs, mp, cs, cs, cs, ms, cs, ms)
		} else {
			t.note(w.Pos(), "the bound assumes this loop ends: where %s >= 2 and %s <= 0, %s := %s * %s never reaches the loop's bound, and those runs are left out", ms, cs, cs, cs, mp)
		}
	}
	return true
}

// growingIn is endsOnlyGrowing's test of while loop w, without its note:
// the counter c as the guard writes it.
func (t *translator) growingIn(w *frontend.WhileStmt, k int, m frontend.Expr) (frontend.Expr, bool) {
	cond, ok := frontend.Unparen(w.Cond).(*frontend.BinaryExpr)
	if !ok {
		return nil, false
	}
	isC := func(x frontend.Expr) bool {
		id, ok := frontend.Unparen(x).(*frontend.Ident)
		if !ok || t.obj(id) == nil {
			return false
		}
		j, ok := t.index[t.obj(id)]
		return ok && j == k
	}
	var bound, c frontend.Expr
	switch {
	case (cond.Op == frontend.LSS || cond.Op == frontend.LEQ) && isC(cond.X):
		bound, c = cond.Y, frontend.Unparen(cond.X)
	case (cond.Op == frontend.GTR || cond.Op == frontend.GEQ) && isC(cond.Y):
		bound, c = cond.X, frontend.Unparen(cond.Y)
	default:
		return nil, false
	}
	// The objects B and m read: none may change in the loop.
	read := map[*frontend.Object]bool{}
	pure := true
	for _, x := range []frontend.Expr{bound, m} {
		frontend.Inspect(x, func(n frontend.Node) bool {
			switch n := n.(type) {
			case *frontend.Ident:
				if t.obj(n) == nil || t.obj(n).Kind == frontend.ArrayObj {
					pure = false
				} else {
					read[t.obj(n)] = true
				}
			case *frontend.IndexExpr, *frontend.CallExpr, *frontend.AnyExpr:
				pure = false
			}
			return pure
		})
	}
	if !pure {
		return nil, false
	}
	writesC := 0
	ok = true
	frontend.Inspect(w.Body, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.BreakStmt:
			ok = false
		case *frontend.AssignStmt:
			if id, isID := n.LHS.(*frontend.Ident); isID && t.obj(id) != nil {
				if read[t.obj(id)] {
					ok = false
				}
				if j, in := t.index[t.obj(id)]; in && j == k {
					writesC++
				}
			}
		case *frontend.VarDecl:
			if read[t.obj(n.Name)] {
				ok = false
			}
			if j, in := t.index[t.obj(n.Name)]; in && j == k {
				writesC++
			}
		case *frontend.ForStmt:
			// Its counter, bound and step: fresh variables of the loop.
			if t.obj(n.Var) != nil && (read[t.obj(n.Var)] || t.index[t.obj(n.Var)] == k) {
				ok = false
			}
		default:
			t.otherWrites(n, func(j int) {
				if j == k {
					writesC += 2
				}
				for o := range read {
					if i, in := t.index[o]; in && i == j {
						ok = false
					}
				}
			})
		}
		return ok
	})
	if !ok || writesC != 1 {
		return nil, false
	}
	return c, true
}

// derivedFloorsOn switches derivedFloors (the mutation check of
// TestGeometric).
var derivedFloorsOn = true

// derivedNonNegOn switches derivedFloors' facts D >= 0 (the mutation
// check of TestGeometricEnds).
var derivedNonNegOn = true

// derivedFloors are the entry's facts D >= 2 of the derived parameters
// D = floor(x / y) (y positive) whose dividend the requires clause shows
// at least twice the divisor (floor(n / p) where n >= 2p; also the bounds
// of a quotient divByEntry made): true at every point it allows, and what
// a loop multiplying by D needs to count logarithmically (geometric).
// With nonNeg, where the clause shows only x >= 0, the fact is D >= 0: a
// loop multiplying by D then needs no case of a negative D (endingAlts),
// whose sign-alternating counter has no linear count. Those facts are for
// the multiplier's alternatives only, not the entry's precondition: more
// facts there can lead the solver to a looser ranking function elsewhere
// (the textbook bubble sort's W).
// (Lower bounds 0 and 1 the solver's bounds get from nonNegFactor.)
func (t *translator) derivedFloors(nonNeg bool) solver.Poly {
	if !derivedFloorsOn {
		return nil
	}
	var out solver.Poly
	for _, q := range t.derivedQuotients() {
		if !t.facts.positive(q.y) {
			continue
		}
		if t.requiresImplies(solver.Sub(q.x, solver.Mul(solver.Int(2), q.y))) {
			out = append(out, geq(solver.LinVar(q.d), constLin(2)))
		} else if nonNeg && derivedNonNegOn && t.requiresImplies(q.x) {
			out = append(out, geq(solver.LinVar(q.d), constLin(0)))
		}
	}
	return out
}

// derivedQuotient is a derived parameter d = floor(x / y).
type derivedQuotient struct {
	d    string
	x, y *solver.Expr
}

// derivedQuotients returns the derived parameters that are quotients
// floor(x / y), by name.
func (t *translator) derivedQuotients() []derivedQuotient {
	var ds []string
	for d := range t.out.Derived {
		ds = append(ds, d)
	}
	sort.Strings(ds)
	var qs []derivedQuotient
	for _, d := range ds {
		f := t.out.Derived[d]
		if f.Op == solver.OpFloor && f.Args[0].Op == solver.OpDiv {
			qs = append(qs, derivedQuotient{d, f.Args[0].Args[0], f.Args[0].Args[1]})
		}
	}
	return qs
}

// requiresImplies reports whether the entry precondition implies e >= 0, e
// linear in the entry arguments (an LP: n - 2p >= 0 follows from n >= 2p,
// which the intervals of facts do not show).
func (t *translator) requiresImplies(e *solver.Expr) bool {
	l, ok := solver.LinOf(e)
	return ok && len(t.pre) > 0 && t.pre.Implies(l)
}
