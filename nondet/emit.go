package nondet

import (
	"sort"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/polyhedra/bspaff"
)

// Writing the abstract interpretation's facts (absint.go) after a havoc.
// A constraint of the state at the sync is written when it mentions a
// scalar havocked there and live (the others are either unchanged by the
// havoc or dead), and every column it mentions means the same thing for the
// process the sequential program goes on with: pid, nprocs, parameters, the
// havocked scalars, and replicated scalars and loop counters in scope that
// the barrier does not havoc (not the counters of rewritten loops:
// counters.go renames them). Only linear constraints are written, except
// for products of parameters and nprocs (derived parameters for seqcost,
// such as nprocs * b with b a parameter); a constraint the facts written
// before it (pid's range, x == e, align's ranges, the earlier constraints)
// already entail is left out, so that the output stays readable.

// usable reports whether column o may appear in a fact written after the
// havoc of g (kept: the scalars havocked there).
func (p *pruner) usable(g *havocGroup, o *frontend.Object, kept map[*frontend.Object]bool) bool {
	switch o.Kind {
	case frontend.PidObj, frontend.NprocsObj, frontend.ParamObj:
		return true
	case frontend.VarObj:
		if kept[o] {
			return true
		}
		if !p.scope.InScope(o, g.sync) {
			return false
		}
		_, varying, ok := p.in.ar.ScalarAt(g.sync, o)
		return ok && !varying
	case frontend.LoopVarObj:
		if p.in.rewritten[o] {
			return false
		}
		_, rep, ok := p.in.ar.ValueAt(g.sync, o)
		return ok && rep
	}
	return false
}

// writable reports whether c can be written after the havoc of g.
func (p *pruner) writable(g *havocGroup, c *cons, kept map[*frontend.Object]bool) bool {
	mentions := false
	for _, t := range c.terms {
		for _, v := range t.vars {
			if !p.usable(g, v, kept) {
				return false
			}
			if kept[v] {
				mentions = true
			}
			if len(t.vars) > 1 && v.Kind != frontend.NprocsObj && v.Kind != frontend.ParamObj {
				return false
			}
		}
	}
	return mentions
}

// groupReads returns the scalars that the facts of g may read besides
// those g havocs (for the loops' liveness over-approximation).
func (p *pruner) groupReads(g *havocGroup) liveSet {
	r := liveSet{}
	st := p.in.absFacts[g.sync]
	if st == nil {
		return r
	}
	for _, c := range st.cs {
		for _, v := range c.p.Vars() {
			if v.Kind == frontend.VarObj && !p.havocked(g, v) {
				r[v] = struct{}{}
			}
		}
	}
	return r
}

// absFactStmts returns the assumes of the abstract interpretation's facts
// for the havoc of g (kept: its havocked scalars, in order; before: the
// conditions already assumed after it).
func (p *pruner) absFactStmts(g *havocGroup, kept []*frontend.Object, before []frontend.Expr) []frontend.Stmt {
	st := p.in.absFacts[g.sync]
	if noAbsint || st == nil || len(kept) == 0 {
		return nil
	}
	in, pos := p.in, g.pos
	isKept := map[*frontend.Object]bool{}
	for _, v := range kept {
		isKept[v] = true
	}
	// Eliminate the columns that cannot be written (dead havocked
	// scalars, the hidden bounds of for loops, ...): what they related
	// stays (x <= k and k == pid give x <= pid).
	var drop []*frontend.Object
	seen := map[*frontend.Object]bool{}
	for _, c := range st.sorted() {
		for _, v := range c.p.Vars() {
			if !seen[v] {
				seen[v] = true
				if !p.usable(g, v, isKept) {
					drop = append(drop, v)
				}
			}
		}
	}
	sort.Slice(drop, func(i, j int) bool { return drop[i].ID < drop[j].ID })
	for _, v := range drop {
		if st = st.project(v); st == nil {
			return nil
		}
	}
	cands := st.sorted()
	// What is assumed already.
	known := newState()
	vars := bspaff.VarCache{} // one Var per object, not per occurrence
	b := &bspaff.Builder{Leaf: func(id *frontend.Ident) (bspaff.Poly, bool) {
		if p.in.obj(id) == nil {
			return bspaff.Poly{}, false
		}
		return vars.Var(p.in.obj(id)), true
	}}
	assumeKnown := func(e frontend.Expr) {
		f, err := b.Cond(e, false)
		if err != nil || len(f) != 1 || len(b.Divs()) > 0 {
			return
		}
		for _, k := range f[0] {
			if k.Eq {
				n, err := k.Expr.Scale(-1)
				if err != nil {
					continue
				}
				known = known.add(k.Expr, n)
			} else {
				known = known.add(k.Expr)
			}
			if known == nil {
				known = newState() // contradictory facts: compare with nothing
			}
		}
	}
	pidRange := &frontend.BinaryExpr{X: &frontend.BinaryExpr{X: intLit(0, pos), Op: frontend.LEQ, Y: in.ident(in.pid, pos)},
		Op: frontend.LAND, Y: &frontend.BinaryExpr{X: in.ident(in.pid, pos), Op: frontend.LSS, Y: in.ident(in.nprocs, pos)}}
	assumeKnown(pidRange)
	for _, e := range before {
		assumeKnown(e)
	}
	// The facts, grouped by the scalar they are written about.
	byKey := map[string]*cons{}
	for _, c := range cands {
		byKey[c.key] = c
	}
	done := map[string]bool{}
	conds := map[*frontend.Object][]frontend.Expr{}
	for _, c := range cands {
		if done[c.key] || !p.writable(g, c, isKept) {
			continue
		}
		n, hasNeg := byKey[c.negKey]
		eq := hasNeg && n.c+c.c == 0
		if eq {
			done[c.negKey] = true
		}
		if known.entails(c) && (!eq || known.entails(n)) {
			continue
		}
		lead, e := factExpr(in, c, eq, isKept, kept, pos)
		if e == nil {
			continue
		}
		conds[lead] = append(conds[lead], e)
		if eq {
			known = known.add(c.p, n.p)
		} else {
			known = known.add(c.p)
		}
		if known == nil {
			known = newState()
		}
	}
	var out []frontend.Stmt
	for _, v := range kept {
		var cond frontend.Expr
		for _, e := range conds[v] {
			if cond == nil {
				cond = e
			} else {
				cond = bin(cond, frontend.LAND, e, pos)
			}
		}
		if cond != nil {
			out = append(out, &frontend.AssumeStmt{Assume: pos, Cond: cond})
		}
	}
	return out
}

// factExpr writes c (c.p >= 0, or == 0 when eq) about its lead scalar:
// the first kept scalar (by ID) with a coefficient ±1, else the first
// kept one: `e <= x`, `x <= e` or `x == e`.
func factExpr(in *instr, c *cons, eq bool, isKept map[*frontend.Object]bool, kept []*frontend.Object, pos frontend.Pos) (*frontend.Object, frontend.Expr) {
	var lead *frontend.Object
	var coef int64
	for _, v := range kept {
		k := c.p.Coef(v)
		if k == 0 {
			continue
		}
		if lead == nil || (intsem.AbsU(coef) != 1 && intsem.AbsU(k) == 1) {
			lead, coef = v, k
		}
	}
	if lead == nil {
		return nil, nil
	}
	// c.p = coef*lead + rest.
	lt, err := bspaff.Var(lead).Scale(coef)
	if err != nil {
		return nil, nil
	}
	rest, err := c.p.Sub(lt)
	if err != nil {
		return nil, nil
	}
	var lhs frontend.Expr = in.ident(lead, pos)
	if intsem.AbsU(coef) != 1 {
		lhs = bin(intLit(int64(intsem.AbsU(coef)), pos), frontend.MUL, lhs, pos)
	}
	if coef > 0 {
		// |coef|*lead >= -rest
		if rest, err = rest.Scale(-1); err != nil {
			return nil, nil
		}
	}
	r := polyExpr(in, rest, pos)
	switch {
	case eq:
		return lead, bin(lhs, frontend.EQL, r, pos)
	case coef > 0:
		return lead, bin(r, frontend.LEQ, lhs, pos)
	default:
		return lead, bin(lhs, frontend.LEQ, r, pos)
	}
}

// polyExpr writes p as an int expression (terms by degree, then by the
// columns' IDs; the constant last).
func polyExpr(in *instr, p bspaff.Poly, pos frontend.Pos) frontend.Expr {
	type term struct {
		coef int64
		vars []*frontend.Object
	}
	var ts []term
	p.Terms(func(coef int64, vars []*frontend.Object) { ts = append(ts, term{coef, vars}) })
	// Positive terms first, then negative ones, the constant last:
	// `hi - b`, not `-b + hi`.
	rank := func(t term) int {
		switch {
		case len(t.vars) == 0:
			return 2
		case t.coef < 0:
			return 1
		}
		return 0
	}
	sort.SliceStable(ts, func(i, j int) bool { return rank(ts[i]) < rank(ts[j]) })
	var e frontend.Expr
	for _, t := range ts {
		var m frontend.Expr
		for _, v := range t.vars {
			id := in.ident(v, pos)
			if m == nil {
				m = id
			} else {
				m = bin(m, frontend.MUL, id, pos)
			}
		}
		c := t.coef
		neg := c < 0 && e != nil
		if neg {
			c = -c
		}
		switch {
		case m == nil:
			m = intLit(int64(intsem.AbsU(c)), pos)
			if c < 0 {
				m = &frontend.UnaryExpr{OpPos: pos, Op: frontend.SUB, X: m}
			}
		case c == 1:
		case c == -1:
			m = &frontend.UnaryExpr{OpPos: pos, Op: frontend.SUB, X: m}
		default:
			if c < 0 {
				m = &frontend.UnaryExpr{OpPos: pos, Op: frontend.SUB, X: bin(intLit(-c, pos), frontend.MUL, m, pos)}
			} else {
				m = bin(intLit(c, pos), frontend.MUL, m, pos)
			}
		}
		switch {
		case e == nil:
			e = m
		case neg:
			e = bin(e, frontend.SUB, m, pos)
		default:
			e = bin(e, frontend.ADD, m, pos)
		}
	}
	if e == nil {
		return intLit(0, pos)
	}
	return e
}
