package seqcost

import "bspcost/frontend"

// relevance is what can influence the cost of one resource: the scalars
// whose values can reach a cost annotation of the resource, a condition
// that decides whether one runs, the trip count of a loop holding one, or
// whether a while loop ends (every while loop is a root);
// and the statements that write such a scalar, run such an annotation or
// decide such control. The other statements are translated as skip and the
// other scalars are no arguments of the relations. That is exact, not an
// over-approximation: a dropped statement changes no relevant value and
// costs nothing; a dropped condition (of an if whose branches do nothing
// relevant) splits a path into paths that agree on everything that
// matters. Without it every relation carries every scalar of the program
// and every path splits at every condition, so that the translation's
// work is scalars × statements and the solver's equations multiply (the
// instrumented program of nondet is full of conditions and havocs that
// matter to one resource at most).
type relevance struct {
	vars  map[*frontend.Object]bool
	stmts map[frontend.Stmt]bool
}

// shape is what relevance needs of a program whatever the resource: each
// statement's enclosing one, each loop's breaks and continues, the
// writers and assumes of each scalar, and the candidate roots. The
// equations of W, H and S share one (AnalyzeBSP), so the program is
// walked and these tables are made once.
type shape struct {
	info    *frontend.Info // the program's bindings
	parent  map[frontend.Stmt]frontend.Stmt
	exits   map[frontend.Stmt][]frontend.Stmt // loop -> its breaks and continues
	writers map[*frontend.Object][]frontend.Stmt
	assumes map[*frontend.Object][]frontend.Stmt
	roots   []frontend.Stmt      // roots for every resource: while loops, assumes about the parameters
	costs   []*frontend.CostStmt // the cost annotations, roots for their resources
	// assigned counts the statements that may write each scalar and fors
	// lists the for loops, in the order of frontend.Inspect (collectVars).
	assigned map[*frontend.Object]int
	fors     []*frontend.ForStmt
}

// shapeOf walks prog once for relevantIn.
func shapeOf(prog *frontend.Program) *shape {
	sh := &shape{info: prog.Info, parent: map[frontend.Stmt]frontend.Stmt{}, exits: map[frontend.Stmt][]frontend.Stmt{},
		writers: map[*frontend.Object][]frontend.Stmt{}, assumes: map[*frontend.Object][]frontend.Stmt{}}
	parent, exits, writers, assumes := sh.parent, sh.exits, sh.writers, sh.assumes

	var walkBlock func(b *frontend.Block, up frontend.Stmt, loop frontend.Stmt)
	var walkStmt func(s frontend.Stmt, up frontend.Stmt, loop frontend.Stmt)
	walkBlock = func(b *frontend.Block, up, loop frontend.Stmt) {
		if b == nil {
			return
		}
		for _, s := range b.Stmts {
			walkStmt(s, up, loop)
		}
	}
	walkStmt = func(s frontend.Stmt, up, loop frontend.Stmt) {
		if up != nil {
			parent[s] = up
		}
		switch s := s.(type) {
		case *frontend.CostStmt:
			sh.costs = append(sh.costs, s)
			walkStmt(s.Stmt, s, loop)
		case *frontend.VarDecl:
			if s.Size == nil && prog.Info.ObjectOf(s.Name) != nil {
				writers[prog.Info.ObjectOf(s.Name)] = append(writers[prog.Info.ObjectOf(s.Name)], s)
			}
		case *frontend.AssignStmt:
			if id, ok := s.LHS.(*frontend.Ident); ok && prog.Info.ObjectOf(id) != nil {
				writers[prog.Info.ObjectOf(id)] = append(writers[prog.Info.ObjectOf(id)], s)
			}
		case *frontend.CommStmt:
			if s.Dst != nil && s.Dst.Var != nil && prog.Info.ObjectOf(s.Dst.Var) != nil {
				writers[prog.Info.ObjectOf(s.Dst.Var)] = append(writers[prog.Info.ObjectOf(s.Dst.Var)], s)
			}
		case *frontend.RecvStmt:
			for _, id := range s.Targets() {
				if prog.Info.ObjectOf(id) != nil {
					writers[prog.Info.ObjectOf(id)] = append(writers[prog.Info.ObjectOf(id)], s)
				}
			}
		case *frontend.AssumeStmt:
			if x := definedBy(prog.Info, s.Cond); x != nil {
				// x == e, e not reading x: a definition of x, which
				// matters only where x does (whatever e's values, some
				// x satisfies it, so dropping it only adds executions).
				assumes[x] = append(assumes[x], s)
				break
			}
			entryOnly := true
			eachScalar(prog.Info, s.Cond, func(o *frontend.Object) {
				if !isEntry(o) {
					entryOnly = false
					assumes[o] = append(assumes[o], s)
				}
			})
			if entryOnly {
				sh.roots = append(sh.roots, s) // a fact about the parameters
			}
		case *frontend.IfStmt:
			walkBlock(s.Then, s, loop)
			walkBlock(s.Else, s, loop)
		case *frontend.WhileStmt:
			// Every while loop matters to every resource: one that may
			// not end leaves the cost unbounded (the barrier at the
			// program's end is never reached), so its termination must be
			// proved even when its body costs nothing. (A for loop
			// always ends: bounds evaluated once, a positive step.)
			sh.roots = append(sh.roots, s)
			walkBlock(s.Body, s, s)
		case *frontend.ForStmt:
			if s.Var != nil && prog.Info.ObjectOf(s.Var) != nil {
				writers[prog.Info.ObjectOf(s.Var)] = append(writers[prog.Info.ObjectOf(s.Var)], s)
			}
			walkBlock(s.Body, s, s)
		case *frontend.BreakStmt, *frontend.ContinueStmt:
			if loop != nil {
				exits[loop] = append(exits[loop], s)
			}
		}
	}
	walkBlock(prog.Body, nil, nil)
	sh.assigned = map[*frontend.Object]int{}
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.ForStmt:
			sh.fors = append(sh.fors, n)
			sh.assigned[prog.Info.ObjectOf(n.Var)]++
		case *frontend.VarDecl:
			sh.assigned[prog.Info.ObjectOf(n.Name)]++
		case *frontend.AssignStmt:
			if id, ok := n.LHS.(*frontend.Ident); ok {
				sh.assigned[prog.Info.ObjectOf(id)]++
			}
		case *frontend.CommStmt:
			if n.Dst != nil && n.Dst.Var != nil {
				sh.assigned[prog.Info.ObjectOf(n.Dst.Var)]++
			}
		case *frontend.RecvStmt:
			for _, id := range n.Targets() {
				sh.assigned[prog.Info.ObjectOf(id)]++
			}
		}
		return true
	})
	return sh
}

// relevantTo computes the relevance of prog's scalars and statements for
// resource res. It is a worklist over the dependencies between statements
// and scalars, so each is visited once: linear in the program's size.
func relevantTo(prog *frontend.Program, res frontend.Resource) *relevance {
	return relevantIn(shapeOf(prog), res)
}

// relevantIn is relevantTo with the program's shape given.
func relevantIn(sh *shape, res frontend.Resource) *relevance {
	r := &relevance{vars: map[*frontend.Object]bool{}, stmts: map[frontend.Stmt]bool{}}
	parent, exits, writers, assumes := sh.parent, sh.exits, sh.writers, sh.assumes
	// The roots: the annotations of res and those of every resource (the
	// closure below does not depend on their order).
	roots := append([]frontend.Stmt(nil), sh.roots...)
	for _, s := range sh.costs {
		for _, term := range s.Terms {
			if term.Resource == res {
				roots = append(roots, s)
				break
			}
		}
	}

	// The worklist: marking a statement marks the scalars it reads, its
	// enclosing statements and, for a loop, its breaks and continues;
	// marking a scalar marks the statements that write it and the assumes
	// that constrain it.
	var work []frontend.Stmt
	markVar := func(o *frontend.Object) {
		if o == nil || r.vars[o] || o.Kind == frontend.ArrayObj {
			return
		}
		r.vars[o] = true
		work = append(work, writers[o]...)
		work = append(work, assumes[o]...)
	}
	markExpr := func(e frontend.Expr) { eachScalar(sh.info, e, markVar) }
	work = append(work, roots...)
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		if s == nil || r.stmts[s] {
			continue
		}
		r.stmts[s] = true
		if p, ok := parent[s]; ok {
			work = append(work, p)
		}
		switch s := s.(type) {
		case *frontend.CostStmt:
			for _, term := range s.Terms {
				if term.Resource == res {
					markExpr(term.Coef)
				}
			}
		case *frontend.VarDecl:
			markExpr(s.Init)
		case *frontend.AssignStmt:
			markExpr(s.RHS)
		case *frontend.AssumeStmt:
			markExpr(s.Cond)
		case *frontend.IfStmt:
			markExpr(s.Cond)
		case *frontend.WhileStmt:
			markExpr(s.Cond)
			work = append(work, exits[s]...)
		case *frontend.ForStmt:
			markExpr(s.Lo)
			markExpr(s.Hi)
			markExpr(s.Step)
			markVar(sh.info.ObjectOf(s.Var))
			work = append(work, exits[s]...)
		}
	}
	return r
}

// definitionsOn switches definedBy (its test switches it off).
var definitionsOn = true

// definedBy returns x where cond is x == e, x a scalar variable that e
// does not read, else nil.
func definedBy(info *frontend.Info, cond frontend.Expr) *frontend.Object {
	b, ok := frontend.Unparen(cond).(*frontend.BinaryExpr)
	if !definitionsOn || !ok || b.Op != frontend.EQL {
		return nil
	}
	id, ok := frontend.Unparen(b.X).(*frontend.Ident)
	if !ok {
		return nil
	}
	x := info.ObjectOf(id)
	if x == nil || x.Kind != frontend.VarObj {
		return nil
	}
	self := false
	eachScalar(info, b.Y, func(o *frontend.Object) {
		if o == x {
			self = true
		}
	})
	if self {
		return nil
	}
	return x
}

// isEntry reports whether o is an argument of the entry relation (nprocs
// or a parameter): always carried, never written.
func isEntry(o *frontend.Object) bool {
	return o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj
}

// eachScalar calls f with the object of each name e reads, in the order
// of the names (array indexes included: over-marking only costs time),
// without a list of them made (a list per expression was most of the
// shape's and the relevance's allocations).
func eachScalar(info *frontend.Info, e frontend.Expr, f func(*frontend.Object)) {
	if e == nil {
		return
	}
	frontend.Inspect(e, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok {
			if o := info.ObjectOf(id); o != nil && o.Kind != frontend.ArrayObj {
				f(o)
			}
		}
		return true
	})
}
