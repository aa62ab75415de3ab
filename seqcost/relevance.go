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
	// conds holds the condition of a relevant assume of which only some
	// conjuncts are kept (lazyAssumes); an assume not in it keeps its
	// whole condition.
	conds map[*frontend.AssumeStmt]frontend.Expr
}

// cond is the condition the translation assumes for s.
func (r *relevance) cond(s *frontend.AssumeStmt) frontend.Expr {
	if c, ok := r.conds[s]; ok {
		return c
	}
	return s.Cond
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
	// conjs are the conjuncts of each assume that is no root (lazyAssumes).
	conjs map[*frontend.AssumeStmt][]conjunct
	roots []frontend.Stmt      // roots for every resource: while loops, assumes about the parameters
	costs []*frontend.CostStmt // the cost annotations, roots for their resources
	// assigned counts the statements that may write each scalar and fors
	// lists the for loops, in the order of frontend.Inspect (collectVars).
	assigned map[*frontend.Object]int
	fors     []*frontend.ForStmt
}

// shapeOf walks prog once for relevantIn.
func shapeOf(prog *frontend.Program) *shape {
	sh := &shape{info: prog.Info, parent: map[frontend.Stmt]frontend.Stmt{}, exits: map[frontend.Stmt][]frontend.Stmt{},
		writers: map[*frontend.Object][]frontend.Stmt{}, assumes: map[*frontend.Object][]frontend.Stmt{},
		conjs: map[*frontend.AssumeStmt][]conjunct{}}
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
			if lazyAssumesOn {
				cs := conjunctsOf(prog.Info, s.Cond)
				seen := map[*frontend.Object]bool{}
				for _, c := range cs {
					for _, o := range c.vars {
						if !seen[o] {
							seen[o] = true
							assumes[o] = append(assumes[o], s)
						}
					}
				}
				if len(seen) == 0 {
					sh.roots = append(sh.roots, s) // a fact about the parameters
				} else {
					sh.conjs[s] = cs
				}
				break
			}
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
			if id, ok := n.LHS.(*frontend.Ident); ok && !selfAssign(prog, n) {
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
	r := &relevance{vars: map[*frontend.Object]bool{}, stmts: map[frontend.Stmt]bool{}, conds: map[*frontend.AssumeStmt]frontend.Expr{}}
	writers, assumes := sh.writers, sh.assumes
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
	// With lazyAssumes, the assumes a relevant scalar reaches wait in
	// pending (in the order reached) for lazy to choose their conjuncts.
	var pending []*frontend.AssumeStmt
	inPending := map[*frontend.AssumeStmt]bool{}
	markVar := func(o *frontend.Object) {
		if o == nil || r.vars[o] || o.Kind == frontend.ArrayObj {
			return
		}
		r.vars[o] = true
		work = append(work, writers[o]...)
		if !lazyAssumesOn {
			work = append(work, assumes[o]...)
			return
		}
		for _, s := range assumes[o] {
			if as := s.(*frontend.AssumeStmt); !inPending[as] {
				inPending[as] = true
				pending = append(pending, as)
			}
		}
	}
	markExpr := func(e frontend.Expr) { eachScalar(sh.info, e, markVar) }
	work = append(work, roots...)
	kept := map[*frontend.AssumeStmt][]bool{}
	for {
		r.drain(sh, res, &work, markVar, markExpr)
		if !lazyAssumesOn || !r.lazy(sh, pending, kept, &work, markExpr) {
			break
		}
	}
	for s, k := range kept {
		var cs []frontend.Expr
		for i, c := range sh.conjs[s] {
			if k[i] {
				cs = append(cs, c.e)
			}
		}
		if len(cs) < len(k) {
			r.conds[s] = andOf(cs)
		}
	}
	return r
}

// drain runs the worklist of relevantIn until it is empty.
func (r *relevance) drain(sh *shape, res frontend.Resource, workp *[]frontend.Stmt, markVar func(*frontend.Object), markExpr func(frontend.Expr)) {
	parent, exits := sh.parent, sh.exits
	for len(*workp) > 0 {
		work := *workp
		s := work[len(work)-1]
		*workp = work[:len(work)-1]
		if s == nil || r.stmts[s] {
			continue
		}
		r.stmts[s] = true
		if p, ok := parent[s]; ok {
			*workp = append(*workp, p)
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
			*workp = append(*workp, exits[s]...)
		case *frontend.ForStmt:
			markExpr(s.Lo)
			markExpr(s.Hi)
			markExpr(s.Step)
			markVar(sh.info.ObjectOf(s.Var))
			*workp = append(*workp, exits[s]...)
		}
	}
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

// lazyAssumesOn switches the choice of an assume's conjuncts by what they
// read (its test switches it off: every assume a relevant scalar reaches
// is then kept whole, and what it reads is relevant).
var lazyAssumesOn = true

// conjunct is one conjunct of an assume's condition: def is the scalar it
// defines (x == e, definedBy) or nil, vars the scalars it reads that are
// not entry arguments.
type conjunct struct {
	e    frontend.Expr
	def  *frontend.Object
	vars []*frontend.Object
}

// conjunctsOf splits cond at its top-level &&.
func conjunctsOf(info *frontend.Info, cond frontend.Expr) []conjunct {
	var out []conjunct
	var walk func(e frontend.Expr)
	walk = func(e frontend.Expr) {
		if b, ok := frontend.Unparen(e).(*frontend.BinaryExpr); ok && b.Op == frontend.LAND {
			walk(b.X)
			walk(b.Y)
			return
		}
		c := conjunct{e: e, def: definedBy(info, e)}
		seen := map[*frontend.Object]bool{}
		eachScalar(info, e, func(o *frontend.Object) {
			if !isEntry(o) && !seen[o] {
				seen[o] = true
				c.vars = append(c.vars, o)
			}
		})
		out = append(out, c)
	}
	walk(cond)
	return out
}

// andOf is the conjunction of cs (true when cs is empty: not used, an
// assume with no conjunct kept is not relevant).
func andOf(cs []frontend.Expr) frontend.Expr {
	e := cs[0]
	for _, c := range cs[1:] {
		e = &frontend.BinaryExpr{X: e, OpPos: c.Pos(), Op: frontend.LAND, Y: c}
	}
	return e
}

// lazy chooses, once the worklist is empty, the conjuncts of the pending
// assumes to keep, and reports whether it kept any (the caller drains the
// worklist again). nondet states each fact of a superstep's start as
// assumes, among them several of one scalar (its own definition nlr ==
// (n - s + p - 1) / p, and nlr == kr1 + b, b another scalar's
// definition): keeping every one would make relevant every scalar they
// read and every definition of those, whose divisions split the paths,
// for constraints that repeat what the definitions of the relevant
// scalars say. First a conjunct that reads relevant scalars only (or
// pid) is kept: it costs no new scalar. Then, when no such conjunct is
// left, every conjunct that defines a relevant scalar which no kept
// conjunct defines, or reads one and defines none, is kept with what it
// reads, as without the rule. The others are dropped. Dropping a
// conjunct of an assume only adds executions: the bound stays an upper
// bound.
func (r *relevance) lazy(sh *shape, pending []*frontend.AssumeStmt, kept map[*frontend.AssumeStmt][]bool, workp *[]frontend.Stmt, markExpr func(frontend.Expr)) bool {
	keep := func(s *frontend.AssumeStmt, i int) {
		k := kept[s]
		if k == nil {
			k = make([]bool, len(sh.conjs[s]))
			kept[s] = k
		}
		k[i] = true
		markExpr(sh.conjs[s][i].e)
		if !r.stmts[s] {
			r.stmts[s] = true
			*workp = append(*workp, sh.parent[s])
		}
	}
	progress := false
	for _, s := range pending {
		for i, c := range sh.conjs[s] {
			if kept[s] != nil && kept[s][i] {
				continue
			}
			free := true
			for _, o := range c.vars {
				if !r.vars[o] && o.Kind != frontend.PidObj {
					free = false
					break
				}
			}
			if free {
				keep(s, i)
				progress = true
			}
		}
	}
	if progress {
		return true
	}
	defined := map[*frontend.Object]bool{}
	for s, k := range kept {
		for i, c := range sh.conjs[s] {
			if k[i] && c.def != nil {
				defined[c.def] = true
			}
		}
	}
	for _, s := range pending {
		for i, c := range sh.conjs[s] {
			if kept[s] != nil && kept[s][i] {
				continue
			}
			need := false
			if c.def != nil {
				need = r.vars[c.def] && !defined[c.def]
			} else {
				for _, o := range c.vars {
					if r.vars[o] && !defined[o] {
						need = true
						break
					}
				}
			}
			if need {
				keep(s, i)
				progress = true
			}
		}
	}
	return progress
}

// selfAssignsOn switches selfAssign (its test switches it off).
var selfAssignsOn = true

// selfAssign reports whether a is x := x, which changes nothing: not a
// write of x for the count of its assignments, so that a variable
// assigned once besides it keeps its value as a fixed one (x5 := 4 read
// as 4 after a loop, not as an argument that a remainder of it only
// bounds).
func selfAssign(prog *frontend.Program, a *frontend.AssignStmt) bool {
	if !selfAssignsOn {
		return false
	}
	l, ok1 := a.LHS.(*frontend.Ident)
	r, ok2 := a.RHS.(*frontend.Ident)
	return ok1 && ok2 && prog.Info.ObjectOf(l) != nil && prog.Info.ObjectOf(l) == prog.Info.ObjectOf(r)
}
