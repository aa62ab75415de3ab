package llvm

import (
	"strings"

	"bspcost/frontend"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// The structuring: a reducible CFG back into while/if/break/continue.
// region emits the blocks from b until the join block stop (sink: until
// every path has ended with a jump or a return). Inside a loop, an edge to
// the header is continue and an edge to the loop's exit is break; the
// join of a two-way branch is its immediate post-dominator in the loop
// body (or the function), where leaving the loop counts as reaching the
// sink.

type loopCtx struct {
	l      *loop
	parent *loopCtx
}

func (t *translator) pdom(ctx *loopCtx) *postDom {
	key := -1
	var body map[int]bool
	header := -1
	isExit := func(int) bool { return false }
	if ctx != nil {
		key, body, header, isExit = ctx.l.header, ctx.l.body, ctx.l.header, ctx.l.isExit
	}
	if pd := t.pdoms[key]; pd != nil {
		return pd
	}
	pd := t.g.postDominators(body, header, isExit)
	t.pdoms[key] = pd
	return pd
}

func (t *translator) blockPos(b int) frontend.Pos {
	blk := t.g.blocks[b]
	for _, inst := range blk.Insts {
		if p := t.posOf(inst); p.IsValid() {
			return p
		}
	}
	return t.posOf(blk.Term)
}

// jump handles an edge to x: it emits continue or break for the edges of
// the enclosing loop and reports whether the emission goes on at x.
func (t *translator) jump(x, stop int, ctx *loopCtx, out *[]frontend.Stmt, pos frontend.Pos) bool {
	if x == stop {
		return false
	}
	if ctx != nil {
		switch {
		case x == ctx.l.header:
			*out = append(*out, &frontend.ContinueStmt{Continue: pos})
			return false
		case x == ctx.l.exit:
			*out = append(*out, &frontend.BreakStmt{Break: pos})
			return false
		case ctx.l.isExit(x):
			// Another exit: say which, for the dispatch after the loop.
			*out = append(*out, &frontend.AssignStmt{LHS: t.ident(ctx.l.exitVar, pos), Assign: pos, RHS: intLit(int64(ctx.l.exitNum[x]), pos)}, &frontend.BreakStmt{Break: pos})
			return false
		case !ctx.l.body[x]:
			t.fail(pos, "unsupported: a jump out of two loops at once (goto, or return inside a nested loop)")
		}
	}
	return true
}

func (t *translator) region(b, stop int, ctx *loopCtx) []frontend.Stmt {
	var out []frontend.Stmt
	for first := true; ; first = false {
		if b == stop {
			return out
		}
		// Every block visited counts: the duplication of shared blocks
		// must stay bounded even when they hold no statement.
		t.tick(t.blockPos(b))
		if l := t.g.loops[b]; l != nil && !(first && ctx != nil && ctx.l == l) {
			ws := t.loopStmt(l, ctx)
			if l.exitVar != nil {
				// A loop left to several places: exitVar := 0 before it,
				// and after it an if/elif chain on exitVar to the code of
				// each exit, up to their join.
				pos := ws[0].Pos()
				t.tick(pos)
				out = append(out, &frontend.AssignStmt{LHS: t.ident(l.exitVar, pos), Assign: pos, RHS: intLit(0, pos)})
				out = append(out, ws...)
				m := t.exitJoin(l, ctx)
				out = append(out, t.exitDispatch(l, m, ctx, pos)...)
				if m == sink {
					return out
				}
				b = m
				continue
			}
			out = append(out, ws...)
			if !t.jump(l.exit, stop, ctx, &out, ws[0].Pos()) {
				return out
			}
			b = l.exit
			continue
		}
		if t.opts.Work == WorkInstructions {
			if k := t.instructions(b); k > 0 {
				out = append(out, t.workStmt(k, t.blockPos(b)))
			}
		}
		out = append(out, t.blockBody(b)...)
		blk := t.g.blocks[b]
		pos := t.posOf(blk.Term)
		t.curPos = pos
		switch term := blk.Term.(type) {
		case *ir.TermRet, *ir.TermUnreachable:
			if ctx != nil {
				t.fail(pos, "unsupported: return inside a loop")
			}
			if r, ok := term.(*ir.TermRet); ok && r.X != nil && t.retPtr != nil {
				out = append(out, t.returnPointer(r.X, pos)...)
			} else if ok && r.X != nil && t.retVar != nil {
				if t.retVar.fp {
					t.flops = 0
					t.countFP(r.X)
					if t.flops > 0 {
						out = append(out, t.withWork(&frontend.SkipStmt{Skip: pos}, pos))
					}
				} else if e, ok := t.stableResult(r.X); ok {
					// The result never changes (a function of nprocs,
					// pid, parameters: BSPedupack's nloc): the call
					// reads as the expression, so that a loop i <
					// nloc(p, s, n) stays a for loop.
					t.retVar.subst = func() frontend.Expr { return t.cloneExpr(e) }
				} else {
					out = append(out, t.assignTemp(t.retVar, r.X, pos)...)
				}
			}
			return out
		case *ir.TermBr:
			x := t.g.index[term.Target.(*ir.Block)]
			if !t.jump(x, stop, ctx, &out, pos) {
				return out
			}
			b = x
		case *ir.TermCondBr:
			t.collapseBudget = maxCollapse
			tree, x, y := t.collapse(b, ctx, 0, map[int]bool{b: true})
			t.flops = 0
			cond := t.condExpr(tree)
			t.curPos = pos
			if t.opts.Work == WorkInstructions {
				// The blocks folded into the condition: counted as if
				// every one ran (the short-circuit may skip some).
				if k := t.foldedInstructions(tree, b); k > 0 {
					out = append(out, t.workStmt(k, pos))
				}
			}
			if t.flops > 0 {
				out = append(out, t.withWork(&frontend.SkipStmt{Skip: pos}, pos))
			}
			m := t.pdom(ctx).ipdom[b]
			th := t.branch(x, m, ctx, pos)
			el := t.branch(y, m, ctx, pos)
			t.tick(pos)
			s := &frontend.IfStmt{If: pos, Cond: cond, Then: &frontend.Block{Start: pos, Stmts: th}, EndPos: pos}
			if len(el) > 0 {
				s.Else = &frontend.Block{Start: pos, Stmts: el}
				if in, ok := el[0].(*frontend.IfStmt); ok && len(el) == 1 {
					in.Elif = true // else if
				}
			}
			if len(th) == 0 && len(el) > 0 {
				s.Cond = negate(cond)
				s.Then, s.Else = s.Else, nil
			}
			// if a then if b then S end end  =>  if a && b then S end: what
			// clang makes of C's a && b (short-circuit, the same program).
			if s.Else == nil && len(s.Then.Stmts) == 1 {
				if in, ok := s.Then.Stmts[0].(*frontend.IfStmt); ok && in.Else == nil {
					s.Cond = bin(s.Cond, frontend.LAND, in.Cond, in.If)
					s.Then = in.Then
				}
			}
			if len(s.Then.Stmts) == 0 && s.Else == nil {
				// if c then end (vecfreed's if (pd != NULL) free(pd)):
				// a condition has no effect.
			} else if c, ok := s.Cond.(*frontend.BoolLit); ok {
				// A test that the translation decides (p == NULL for a
				// pointer to an array): only the arm taken.
				if c.Value {
					out = append(out, s.Then.Stmts...)
				} else if s.Else != nil {
					out = append(out, s.Else.Stmts...)
				}
			} else {
				out = append(out, s)
			}
			if m == sink {
				return out
			}
			b = m
		case *ir.TermSwitch:
			// switch (x) { case c1: ... default: ... } as an if/elif chain,
			// one arm per distinct target (x == c1 || x == c2 when cases
			// share a body), the default last; a case that falls through
			// continues into the next case's code, up to the join.
			m := t.pdom(ctx).ipdom[b]
			var targets []int
			conds := map[int]frontend.Expr{}
			for _, c := range term.Cases {
				x := t.g.index[c.Target.(*ir.Block)]
				t.curPos = pos
				eq := bin(t.expr(term.X), frontend.EQL, t.expr(c.X), pos)
				if prev, ok := conds[x]; ok {
					conds[x] = bin(prev, frontend.LOR, eq, pos)
					continue
				}
				conds[x] = eq
				targets = append(targets, x)
			}
			def := t.g.index[term.TargetDefault.(*ir.Block)]
			if _, ok := conds[def]; ok {
				// The default shares a case's body: that arm is the
				// default, tested last.
				for i, x := range targets {
					if x == def {
						targets = append(targets[:i], targets[i+1:]...)
						break
					}
				}
			}
			var chain *frontend.IfStmt
			var last *frontend.IfStmt
			for _, x := range targets {
				arm := &frontend.IfStmt{If: pos, Cond: conds[x], Then: &frontend.Block{Start: pos, Stmts: t.branch(x, m, ctx, pos)}, EndPos: pos}
				t.tick(pos)
				if chain == nil {
					chain = arm
				} else {
					arm.Elif = true
					last.Else = &frontend.Block{Start: pos, Stmts: []frontend.Stmt{arm}}
				}
				last = arm
			}
			el := t.branch(def, m, ctx, pos)
			switch {
			case chain == nil:
				out = append(out, el...)
			default:
				if len(el) > 0 {
					last.Else = &frontend.Block{Start: pos, Stmts: el}
				}
				out = append(out, chain)
			}
			if m == sink {
				return out
			}
			b = m
		default:
			t.fail(pos, "unsupported: terminator %q", firstWord(blk.Term.LLString()))
		}
	}
}

// stableResult is the expression of x, the value returned by the function
// being inlined, when x is stable and the function has one return: what
// every call of this instance returns.
func (t *translator) stableResult(x value.Value) (frontend.Expr, bool) {
	if t.retVar.boolean || !t.stable(x, 0) {
		return nil, false
	}
	rets := 0
	for _, b := range t.fn.Blocks {
		if _, ok := b.Term.(*ir.TermRet); ok {
			rets++
		}
	}
	if rets != 1 {
		return nil, false
	}
	t.evalOnlyDepth++ // the uses are the clones
	e := t.expr(x)
	t.evalOnlyDepth--
	if !clonable(e) {
		return nil, false
	}
	return e, true
}

// clonable reports whether cloneExpr copies e: literals, identifiers of
// variables (or pid, nprocs) and arithmetic.
func clonable(e frontend.Expr) bool {
	switch e := e.(type) {
	case *frontend.IntLit:
		return true
	case *frontend.Ident:
		return true
	case *frontend.UnaryExpr:
		return clonable(e.X)
	case *frontend.BinaryExpr:
		return clonable(e.X) && clonable(e.Y)
	case *frontend.ParenExpr:
		return clonable(e.X)
	case *frontend.AnyExpr:
		return true
	case *frontend.IndexExpr:
		return clonable(e.Index)
	case *frontend.CallExpr:
		for _, a := range e.Args {
			if !clonable(a) {
				return false
			}
		}
		return true
	}
	return false
}

// cloneExpr copies a clonable expression; its identifiers are uses of
// their variables.
func (t *translator) cloneExpr(e frontend.Expr) frontend.Expr {
	pos := t.curPos
	switch e := e.(type) {
	case *frontend.IntLit:
		c := *e
		c.ValuePos = pos
		return &c
	case *frontend.Ident:
		if v := t.identOwner[e]; v != nil {
			return t.ident(v, pos)
		}
		return &frontend.Ident{NamePos: pos, Name: e.Name} // pid, nprocs
	case *frontend.UnaryExpr:
		return &frontend.UnaryExpr{OpPos: pos, Op: e.Op, X: t.cloneExpr(e.X)}
	case *frontend.BinaryExpr:
		return bin(t.cloneExpr(e.X), e.Op, t.cloneExpr(e.Y), pos)
	case *frontend.ParenExpr:
		return &frontend.ParenExpr{Lparen: pos, X: t.cloneExpr(e.X), Rparen: pos}
	case *frontend.AnyExpr:
		return &frontend.AnyExpr{AnyPos: pos}
	case *frontend.IndexExpr:
		return &frontend.IndexExpr{X: t.cloneExpr(e.X).(*frontend.Ident), Lbrack: pos, Index: t.cloneExpr(e.Index), Rbrack: pos}
	case *frontend.CallExpr:
		c := &frontend.CallExpr{Fun: &frontend.Ident{NamePos: pos, Name: e.Fun.Name}, Lparen: pos, Rparen: pos}
		for _, a := range e.Args {
			c.Args = append(c.Args, t.cloneExpr(a))
		}
		return c
	}
	t.fail(pos, "unsupported: an expression the translation cannot repeat (%T) where a pointer points into several arrays", e)
	return nil
}

// returnPointer records the location that the function being inlined
// returns as the value of its call; an index that is not a constant is
// fixed in a fresh variable (f_result := index).
func (t *translator) returnPointer(x value.Value, pos frontend.Pos) []frontend.Stmt {
	l := t.address(x)
	t.one(l, pos, "returning a pointer")
	var out []frontend.Stmt
	if prev, ok := t.ptrs[t.retPtr]; ok && prev.v != l.v {
		t.fail(pos, "unsupported: %s returns pointers into two arrays or variables (%s and %s)", t.fn.Name(), prev.v.cname, l.v.cname)
	}
	if l.idx != nil {
		if _, ok := constOf(l.idx); !ok {
			rv := &cvar{cname: t.fn.Name() + "_result", declPos: pos}
			t.order = append(t.order, rv)
			t.tick(pos)
			out = append(out, &frontend.AssignStmt{LHS: t.ident(rv, pos), Assign: pos, RHS: l.idx})
			l.idx = t.ident(rv, pos)
		}
	}
	t.ptrs[t.retPtr] = l
	return out
}

// exitJoin is where the exits of l join in the enclosing region: their
// nearest common post-dominator (sink when only the end of the region, or
// a jump of the enclosing loop, joins them).
func (t *translator) exitJoin(l *loop, ctx *loopCtx) int {
	pd := t.pdom(ctx)
	chain := func(x int) []int {
		var c []int
		for x != sink {
			if ctx != nil && (x == ctx.l.header || !ctx.l.body[x]) {
				break // a jump of the enclosing loop: joins nothing
			}
			c = append(c, x)
			next, ok := pd.ipdom[x]
			if !ok || len(c) > len(t.g.blocks) {
				break
			}
			x = next
		}
		return append(c, sink)
	}
	common := chain(l.exits[0])
	for _, x := range l.exits[1:] {
		on := map[int]bool{}
		for _, y := range chain(x) {
			on[y] = true
		}
		var keep []int
		for _, y := range common {
			if on[y] {
				keep = append(keep, y)
			}
		}
		common = keep
	}
	return common[0] // sink is on every chain
}

// exitDispatch is the if/elif chain after a loop left to several places:
// the code of exit k (up to m) when l.exitVar == k, that of the main exit
// otherwise.
func (t *translator) exitDispatch(l *loop, m int, ctx *loopCtx, pos frontend.Pos) []frontend.Stmt {
	var chain, last *frontend.IfStmt
	for k, x := range l.exits[1:] {
		t.tick(pos)
		arm := &frontend.IfStmt{If: pos, Cond: bin(t.ident(l.exitVar, pos), frontend.EQL, intLit(int64(k+1), pos), pos), Then: &frontend.Block{Start: pos, Stmts: t.branch(x, m, ctx, pos)}, EndPos: pos}
		if chain == nil {
			chain = arm
		} else {
			arm.Elif = true
			last.Else = &frontend.Block{Start: pos, Stmts: []frontend.Stmt{arm}}
		}
		last = arm
	}
	el := t.branch(l.exits[0], m, ctx, pos)
	if len(el) > 0 {
		last.Else = &frontend.Block{Start: pos, Stmts: el}
	}
	for arm := chain; ; {
		if len(arm.Then.Stmts) > 0 || len(el) > 0 {
			return []frontend.Stmt{chain}
		}
		if arm.Else == nil {
			return nil // every exit goes on at m
		}
		arm = arm.Else.Stmts[0].(*frontend.IfStmt)
	}
}

func (t *translator) branch(x, m int, ctx *loopCtx, pos frontend.Pos) []frontend.Stmt {
	var out []frontend.Stmt
	if !t.jump(x, m, ctx, &out, pos) {
		return out
	}
	return append(out, t.region(x, m, ctx)...)
}

// workStmt is {k * r} skip.
func (t *translator) workStmt(k int64, pos frontend.Pos) frontend.Stmt {
	return &frontend.CostStmt{Lbrace: pos, Terms: []frontend.CostTerm{{Coef: intLit(k, pos), Resource: frontend.ResR, ResPos: pos, ResName: "r"}}, Rbrace: pos, Stmt: &frontend.SkipStmt{Skip: pos}}
}

func (t *translator) foldedInstructions(c *condTree, b int) int64 {
	if c.op == 0 {
		if c.leaf == b {
			return 0
		}
		return t.instructions(c.leaf)
	}
	return t.foldedInstructions(c.l, b) + t.foldedInstructions(c.r, b)
}

// loopStmt translates the natural loop l into a while loop, followed, with
// --work=instructions, by the work of the header's last run (the test
// that leaves the loop).
func (t *translator) loopStmt(l *loop, ctx *loopCtx) []frontend.Stmt {
	w := t.loopWhile(l, ctx)
	if t.headerWork == nil {
		return []frontend.Stmt{w}
	}
	// The header's work, taken out of the condition, is charged at the
	// start of every iteration and once after the loop.
	hw := t.headerWork
	t.headerWork = nil
	w.Body.Stmts = append([]frontend.Stmt{hw}, w.Body.Stmts...)
	if c, ok := w.Cond.(*frontend.BoolLit); ok && c.Value {
		// while true: the run of the header that breaks is in the body.
		return []frontend.Stmt{w}
	}
	return []frontend.Stmt{w, t.workStmt(hw.Terms[0].Coef.(*frontend.IntLit).Value, hw.Pos())}
}

func (t *translator) loopWhile(l *loop, ctx *loopCtx) *frontend.WhileStmt {
	pos := t.blockPos(l.header)
	if l.exit < 0 {
		exits := t.g.absorbBreaks(l)
		switch len(exits) {
		case 0:
			t.fail(pos, "unsupported: a loop that never ends")
		case 1:
			l.exit = exits[0]
		default:
			// The main exit is the one the header leaves to (the loop's
			// condition), so that the loop stays a while c do B end.
			main := exits[0]
			for _, x := range exits {
				for _, s := range t.g.succ[l.header] {
					if s == x {
						main = x
					}
				}
			}
			l.exit = main
			l.exitNum = map[int]int{}
			l.exits = []int{main}
			for _, x := range exits {
				if x != main {
					l.exitNum[x] = len(l.exits)
					l.exits = append(l.exits, x)
				}
			}
			l.exitNum[main] = 0
			l.exitVar = &cvar{cname: "loop_exit", declPos: pos, temp: true}
			t.order = append(t.order, l.exitVar)
		}
	}
	inner := &loopCtx{l: l, parent: ctx}
	body := t.region(l.header, sink, inner)
	if n := len(body); n > 0 {
		if _, ok := body[n-1].(*frontend.ContinueStmt); ok {
			body = body[:n-1]
		}
	}
	body = t.forwardTemp(body)
	var headerWork *frontend.CostStmt
	if t.opts.Work == WorkInstructions && len(body) > 0 {
		if cs, ok := body[0].(*frontend.CostStmt); ok {
			if _, skip := cs.Stmt.(*frontend.SkipStmt); ok && skip && len(cs.Terms) == 1 {
				if _, lit := cs.Terms[0].Coef.(*frontend.IntLit); lit {
					headerWork, body = cs, body[1:]
				}
			}
		}
	}
	defer func() { t.headerWork = headerWork }()
	t.tick(pos)
	w := &frontend.WhileStmt{While: pos, Cond: &frontend.BoolLit{ValuePos: pos, Value: true}, Body: &frontend.Block{Start: pos, Stmts: body}, EndPos: pos}
	// while true do if !c then break end; B end  =>  while c do B end
	if len(body) > 0 {
		if s, ok := body[0].(*frontend.IfStmt); ok && s.Else == nil && len(s.Then.Stmts) == 1 {
			if _, ok := s.Then.Stmts[0].(*frontend.BreakStmt); ok {
				w.Cond = negate(s.Cond)
				w.Body = &frontend.Block{Start: pos, Stmts: body[1:]}
				return w
			}
		}
	}
	// while true do if c then B else break end end  =>  while c do B end
	if len(body) == 1 {
		if s, ok := body[0].(*frontend.IfStmt); ok && s.Else != nil && len(s.Else.Stmts) == 1 {
			if _, ok := s.Else.Stmts[0].(*frontend.BreakStmt); ok {
				w.Cond, w.Body = s.Cond, s.Then
				if n := len(w.Body.Stmts); n > 0 {
					if _, ok := w.Body.Stmts[n-1].(*frontend.ContinueStmt); ok {
						w.Body.Stmts = w.Body.Stmts[:n-1]
					}
				}
			}
		}
		if s, ok := body[0].(*frontend.IfStmt); ok && s.Else == nil && len(s.Then.Stmts) == 1 {
			// if c then break end: the body was empty.
			if _, ok := s.Then.Stmts[0].(*frontend.BreakStmt); ok {
				w.Cond = &frontend.UnaryExpr{OpPos: pos, Op: frontend.NOT, X: s.Cond}
				w.Body = &frontend.Block{Start: pos}
			}
		}
	}
	return w
}

// forwardTemp folds a temporary assigned by the first statement of a
// loop body into the condition of the if that follows, its one use:
// tv := i; if tv >= n then break end becomes if i >= n then break end
// (clang loads i before the call of i < nloc(...), whose translation is
// the expression of its result), so that the loop keeps its condition.
// Nothing runs between the two, so the value is the same.
func (t *translator) forwardTemp(body []frontend.Stmt) []frontend.Stmt {
	if len(body) < 2 {
		return body
	}
	as, ok := body[0].(*frontend.AssignStmt)
	if !ok {
		return body
	}
	lhs, ok := as.LHS.(*frontend.Ident)
	if !ok {
		return body
	}
	tv := t.identOwner[lhs]
	if tv == nil || !tv.temp || tv.boolean || tv.ptrBase != nil || len(tv.idents) != 2 || !clonable(as.RHS) {
		return body
	}
	s, ok := body[1].(*frontend.IfStmt)
	if !ok {
		return body
	}
	use := tv.idents[0]
	if use == lhs {
		use = tv.idents[1]
	}
	found := false
	cond := frontend.Apply(s.Cond, func(c *frontend.Cursor) bool {
		if c.Node() == frontend.Node(use) {
			c.Replace(as.RHS)
			found = true
		}
		return true
	}, nil)
	if !found {
		return body
	}
	s.Cond = cond.(frontend.Expr)
	tv.idents = nil
	return body[1:]
}

// hasLoopJump reports whether stmts hold a break (or, with cont, a
// continue) of the loop around them, not counting nested loops.
func hasLoopJump(stmts []frontend.Stmt, cont bool) bool {
	found := false
	var walk func([]frontend.Stmt)
	walk = func(ss []frontend.Stmt) {
		for _, s := range ss {
			switch s := s.(type) {
			case *frontend.BreakStmt:
				if !cont {
					found = true
				}
			case *frontend.ContinueStmt:
				if cont {
					found = true
				}
			case *frontend.IfStmt:
				walk(s.Then.Stmts)
				if s.Else != nil {
					walk(s.Else.Stmts)
				}
			case *frontend.CostStmt:
				walk([]frontend.Stmt{s.Stmt})
			}
		}
	}
	walk(stmts)
	return found
}

// negate is !c, without a double negation, and with the opposite
// comparison for a comparison.
func negate(c frontend.Expr) frontend.Expr {
	if b, ok := c.(*frontend.BoolLit); ok {
		return &frontend.BoolLit{ValuePos: b.ValuePos, Value: !b.Value}
	}
	if u, ok := c.(*frontend.UnaryExpr); ok && u.Op == frontend.NOT {
		return u.X
	}
	if b, ok := c.(*frontend.BinaryExpr); ok {
		if op, ok := opposite[b.Op]; ok {
			return &frontend.BinaryExpr{X: b.X, OpPos: b.OpPos, Op: op, Y: b.Y}
		}
	}
	return &frontend.UnaryExpr{OpPos: c.Pos(), Op: frontend.NOT, X: c}
}

var opposite = map[frontend.Token]frontend.Token{
	frontend.EQL: frontend.NEQ, frontend.NEQ: frontend.EQL,
	frontend.LSS: frontend.GEQ, frontend.GEQ: frontend.LSS,
	frontend.GTR: frontend.LEQ, frontend.LEQ: frontend.GTR,
}

// condTree is a condition that spans blocks: clang compiles C's && and ||
// into branches; collapse folds them back.
type condTree struct {
	op   frontend.Token // 0 for a leaf, else LAND or LOR
	leaf int            // the block whose branch condition a leaf is
	l, r *condTree
}

// maxCollapse bounds the blocks folded into one condition, and the
// attempts to fold.
const maxCollapse = 64

// collapse returns the condition of the two-way branch ending block b and
// its targets, folding into it the blocks that only test a further
// condition on the way to one of the targets: b: br a, B2, F and B2: br
// c, T, F give (a && c, T, F); b: br a, T, B2 and B2: br c, T, F give
// (a || c, T, F). set holds the blocks folded so far.
func (t *translator) collapse(b int, ctx *loopCtx, depth int, set map[int]bool) (*condTree, int, int) {
	term := t.g.blocks[b].Term.(*ir.TermCondBr)
	tree := &condTree{leaf: b}
	x, y := t.g.index[term.TargetTrue.(*ir.Block)], t.g.index[term.TargetFalse.(*ir.Block)]
	for len(set) < maxCollapse && depth < maxCollapse {
		// Each attempt costs one unit of a budget per branch, so that
		// failed attempts cannot multiply.
		if t.collapseBudget--; t.collapseBudget < 0 {
			break
		}
		if t.testOnly(x, ctx, set) && x != y {
			set[x] = true
			sub, x2, y2 := t.collapse(x, ctx, depth+1, set)
			if y2 == y {
				tree, x = &condTree{op: frontend.LAND, l: tree, r: sub}, x2
				continue
			}
			delete(set, x)
		}
		if t.testOnly(y, ctx, set) && x != y {
			set[y] = true
			sub, x2, y2 := t.collapse(y, ctx, depth+1, set)
			if x2 == x {
				tree, y = &condTree{op: frontend.LOR, l: tree, r: sub}, y2
				continue
			}
			delete(set, y)
		}
		break
	}
	return tree, x, y
}

// testOnly reports whether block x only computes a branch condition and
// is entered only from the blocks of set: no statement, no phi, not a
// loop's header or a jump target of the enclosing loop.
func (t *translator) testOnly(x int, ctx *loopCtx, set map[int]bool) bool {
	if x < 0 || t.g.loops[x] != nil {
		return false
	}
	if ctx != nil && (x == ctx.l.header || ctx.l.isExit(x) || !ctx.l.body[x]) {
		return false
	}
	blk := t.g.blocks[x]
	if _, ok := blk.Term.(*ir.TermCondBr); !ok {
		return false
	}
	for _, p := range t.g.pred[x] {
		if !set[p] {
			return false
		}
	}
	for _, inst := range blk.Insts {
		if c, ok := inst.(*ir.InstCall); ok && strings.HasPrefix(calleeName(c), "llvm.dbg.") {
			continue
		}
		v, ok := inst.(value.Value)
		if !ok || !t.inline[v] {
			return false
		}
		if _, ok := inst.(*ir.InstPhi); ok {
			return false
		}
	}
	return true
}

// condExpr builds the condition of a condTree.
func (t *translator) condExpr(c *condTree) frontend.Expr {
	if c.op == 0 {
		term := t.g.blocks[c.leaf].Term.(*ir.TermCondBr)
		t.curPos = t.posOf(term)
		return t.expr(term.Cond)
	}
	l := t.condExpr(c.l)
	r := t.condExpr(c.r)
	return bin(l, c.op, r, r.Pos())
}
