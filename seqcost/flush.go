package seqcost

import "bspcost/frontend"

// Accumulators at a cost run's joins. nondet sums the h of a superstep
// in a variable, one `if case then h := h + e end` per piece, and charges
// it once at the barrier ({h * g}). A cost run with more paths than
// Options.MaxAlternatives joins them (callRun), and the join relation
// carries h as an argument: a linear value. A piece that is a product
// of values (nprocs * nlc, the words of a row put to every process) is
// a monomial variable, unconstrained once it is passed along, and the
// run's cost, h, has no bound (BSPedupack's LU kernel). Where, from the
// join to the end of the run, the variable only grows by increments
// (v := v + e, e not reading v) and is read only by one cost annotation
// of this resource at the run's top level whose cost is v itself, every
// path from the join pays v's value at the join plus the increments
// after it, once: so the paths into the join pay v's value there (its
// polynomial form, products included, as the annotation would) and
// pass 0 on. The cost of every path through the run is unchanged.

// flushOn switches flushAccumulators (the mutation check of
// TestFlushAccumulators).
var flushOn = true

// flushAccumulators charges, on every path of segs (about to join before
// b.Stmts[from], in a run that ends at to), the value of each accumulator
// of b.Stmts[from:to] and sets it to 0.
func (t *translator) flushAccumulators(b *frontend.Block, from, to int, segs []seg) []seg {
	if !flushOn {
		return segs
	}
	for _, a := range t.accumulators(b, from, to) {
		var out []seg
		for _, s := range segs {
			t.costCons, t.costForks = s.cons, nil
			c, cons := t.cost(a, s.env)
			t.costCons = nil
			s.cons = append(s.cons, cons...)
			s.costs = append(s.costs, c)
			k := t.index[t.obj(a)]
			for _, f := range forkCases(s, t.costForks) {
				f.env = f.env.set(k, constLin(0))
				out = append(out, f)
			}
			t.costForks = nil
		}
		segs = out
	}
	return segs
}

// accumulators are the variables (as the cost annotation's identifier)
// that b.Stmts[from:to] only increments, before the one cost annotation
// at its top level whose cost of this resource is the variable alone,
// and reads nowhere else.
func (t *translator) accumulators(b *frontend.Block, from, to int) []*frontend.Ident {
	var out []*frontend.Ident
	seen := map[int]bool{}
	for c := from; c < to; c++ {
		cs, ok := b.Stmts[c].(*frontend.CostStmt)
		if !ok || !t.rel.stmts[cs] || t.opt.Keep != nil && !t.opt.Keep(cs) {
			continue // (an annotation Keep leaves out charges nothing)
		}
		for _, term := range cs.Terms {
			if term.Resource != t.res {
				continue
			}
			id, ok := frontend.Unparen(term.Coef).(*frontend.Ident)
			if !ok {
				continue
			}
			k, ok := t.index[t.obj(id)]
			if !ok || seen[k] {
				continue
			}
			seen[k] = true
			if t.onlyIncremented(b, from, to, c, k, term.Coef) {
				out = append(out, id)
			}
		}
	}
	return out
}

// onlyIncremented reports whether, in b.Stmts[from:to], the variable k is
// written only by increments in the statements before c and read only by
// them and by coef (a term of the cost annotation b.Stmts[c]).
func (t *translator) onlyIncremented(b *frontend.Block, from, to, c, k int, coef frontend.Expr) bool {
	isK := func(e frontend.Expr) bool {
		id, ok := frontend.Unparen(e).(*frontend.Ident)
		if !ok {
			return false
		}
		j, ok := t.index[t.obj(id)]
		return ok && j == k
	}
	reads := func(e frontend.Expr) bool {
		hit := false
		if e != nil {
			frontend.Inspect(e, func(n frontend.Node) bool {
				if id, ok := n.(*frontend.Ident); ok && isK(id) {
					hit = true
				}
				return !hit
			})
		}
		return hit
	}
	ok := true
	var stmt func(st frontend.Stmt, before bool)
	stmt = func(st frontend.Stmt, before bool) {
		if !ok || !t.rel.stmts[st] {
			return // translated as nothing
		}
		switch st := st.(type) {
		case *frontend.VarDecl:
			if isK(st.Name) || reads(st.Init) || reads(st.Size) {
				ok = false
			}
		case *frontend.AssignStmt:
			if !isK(st.LHS) {
				ok = ok && !reads(st.RHS) && !reads(st.LHS)
				return
			}
			add, isAdd := frontend.Unparen(st.RHS).(*frontend.BinaryExpr)
			switch {
			case !before || !isAdd || add.Op != frontend.ADD:
				ok = false
			case isK(add.X):
				ok = !reads(add.Y)
			case isK(add.Y):
				ok = !reads(add.X)
			default:
				ok = false
			}
		case *frontend.CostStmt:
			for _, term := range st.Terms {
				if term.Resource == t.res && term.Coef != coef && reads(term.Coef) {
					ok = false
				}
			}
			stmt(st.Stmt, before)
		case *frontend.IfStmt:
			if reads(st.Cond) {
				ok = false
				return
			}
			for _, bl := range []*frontend.Block{st.Then, st.Else} {
				if bl != nil {
					for _, s := range bl.Stmts {
						stmt(s, before)
					}
				}
			}
		case *frontend.SkipStmt, *frontend.SyncStmt:
		default:
			ok = false // not in a run
		}
	}
	for i := from; i < to && ok; i++ {
		stmt(b.Stmts[i], i < c)
	}
	return ok
}
