package seqcost

import (
	"fmt"
	"strconv"

	"bspcost/frontend"
)

// The work of one superstep. SuperstepProgram cuts from the sequential
// program the code a barrier opens, up to the next barrier, as a program
// of its own: its cost bounds the work of every superstep that barrier
// opens, as a function of the parameters and p (the state at the barrier
// is arbitrary but for what the cut keeps, so the bound is the largest
// over every state the barrier may be reached in).
//
// The cut: the statements after the barrier's charges in their block,
// then, level by level outwards, the rest of each enclosing block and
// the next iterations of each enclosing loop, then the rest of the
// program. Every barrier's charges become `stop := 0` and whatever may
// run after a statement that can reach one is guarded by `stop == 1`:
// paths through conditionals stay separate in the translation, so the
// guard is exact there. A loop whose body reaches a barrier on every
// path before it can leave or restart its body runs at most one
// iteration before the superstep ends: it becomes an `if` of its first
// iteration (loopOnceOn), which the translation follows exactly; any
// other loop that can reach a barrier keeps its iterations, guarded
// (after it, the translation has forgotten whether the flag was reset:
// sound, and the code after the loop is then counted too). A break or
// continue of the barrier's loop after the barrier is cut the same way
// (jumpsOn): a flag records it, and guards what it skips.
//
// What the cut keeps of the state before the barrier: the scalars
// assigned once in the whole program, at its top level before the
// barrier, from the parameters, p and such scalars (`var b := N / p`)
// hold the same value at the barrier, so their definitions are repeated
// at the start of the cut (keepFixedOn); then the facts that hold at the
// barrier on every process (nondet.Facts.At: loop counters within their
// loop's range) are assumed (factsOn). Every other scalar starts
// arbitrary.

// loopOnceOn, keepFixedOn, factsOn, jumpsOn and forContinueOn switch five rules of the
// cut (their tests switch them off).
var (
	loopOnceOn  = true
	keepFixedOn = true
	factsOn     = true
	// jumpsOn: a break or continue after the barrier in its loop leaves
	// a loop of one pass (leave); off, the opener has no cut.
	jumpsOn = true
	// forContinueOn: the next iterations of a for loop whose body has a
	// continue step the counter first; off, such a loop has no cut.
	forContinueOn = true
)

// SuperstepProgram is the program whose cost bounds one superstep opened
// by opener i of AttributeSections(prog, seq).Openers (0: the program
// start; a sync of prog), cut from seq, the sequential program of prog.
// Only its W annotations are meant to be bounded (the charges of the
// closing barrier are gone). The result shares nothing with seq but its
// objects (and one new one); it is not resolved again (its identifiers
// are seq's, its own bound in its Info). facts hold at the opening sync
// on every process, over prog's objects, bound in factsInfo
// (nondet.Facts.At; nil: none): those over scalars that seq has too and
// that no put, get or message writes are assumed. An
// error says why no cut could be made (the bound of an enclosing for
// loop changed in its body).
func SuperstepProgram(prog, seq *frontend.Program, opener int, facts []frontend.Expr, factsInfo *frontend.Info) (*Superstep, error) {
	c := &cutter{calls: map[frontend.Pos]bool{}, info: seq.Info.Extend()}
	for _, k := range prog.ContractCalls {
		if k.Contract.Kind == frontend.Collective {
			c.calls[k.Pos] = true
		}
	}
	var syncs []*frontend.SyncStmt
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if s, ok := n.(*frontend.SyncStmt); ok {
			syncs = append(syncs, s)
		}
		return true
	})
	if opener < 0 || opener > len(syncs) {
		return nil, fmt.Errorf("no opener %d", opener)
	}
	used := map[string]bool{}
	for _, o := range seq.Objects {
		used[o.Name] = true
	}
	name := "stop"
	for n := 1; used[name]; n++ {
		name = "stop" + strconv.Itoa(n)
	}
	objs := append(append([]*frontend.Object(nil), seq.Objects...), &frontend.Object{Kind: frontend.VarObj, Name: name, ID: len(seq.Objects)})
	c.flag = objs[len(objs)-1]
	c.flag.Decl = seq.Program

	var body []frontend.Stmt
	if opener == 0 {
		body = c.stmts(seq.Body.Stmts)
	} else {
		pos := syncs[opener-1].Sync
		var chain []link
		if !c.find(seq.Body, pos, &chain) {
			return nil, fmt.Errorf("the barrier's charges are not in the sequential program")
		}
		var err error
		if body, err = c.resume(chain); err != nil {
			return nil, err
		}
		var pre []frontend.Stmt
		if keepFixedOn {
			pre = c.fixed(seq, chain[0].idx)
		}
		if factsOn {
			pre = append(pre, c.assumes(prog, seq, facts, factsInfo, pos)...)
		}
		body = append(pre, body...)
	}
	init := &frontend.VarDecl{Var: seq.Program, Name: c.ident(seq.Program), Init: intLit(1, seq.Program)}
	out := *seq
	out.Objects = append(objs, c.temps...)
	out.Info = c.info
	out.Body = &frontend.Block{Start: seq.Body.Start, Stmts: append([]frontend.Stmt{init}, body...)}
	return &Superstep{Program: &out, AtCall: c.atCall}, nil
}

// Superstep is the cut of one superstep.
type Superstep struct {
	// Program is the code the barrier opens, up to the next barrier.
	Program *frontend.Program
	// AtCall: the superstep may end at the call of a collective cost
	// contract (its barrier stands for those of the function, which may
	// synchronise elsewhere or not at all: a run's superstep opened by
	// the barrier may go on past the call).
	AtCall bool
}

// cutter builds the cut.
type cutter struct {
	flag *frontend.Object
	// stops memoises mayStop.
	stops map[frontend.Stmt]bool
	// calls are the positions of the collective contracts' calls (their
	// syncs'); atCall is set when the cut stops at one.
	calls  map[frontend.Pos]bool
	atCall bool
	// temps are the cut's other new scalars (numbered after flag).
	temps []*frontend.Object
	ntemp int
	// info binds the cut's identifiers: seq's, and those the cut makes
	// or copies.
	info *frontend.Info
}

// obj is the object id is bound to in the cut (or in seq).
func (c *cutter) obj(id *frontend.Ident) *frontend.Object { return c.info.ObjectOf(id) }

// ref is a new occurrence of o in the cut.
func (c *cutter) ref(o *frontend.Object, pos frontend.Pos) *frontend.Ident {
	id := &frontend.Ident{NamePos: pos, Name: o.Name}
	c.info.Bind(id, o)
	return id
}

// clone copies e, an expression of seq or of the cut, with its bindings.
func (c *cutter) clone(e frontend.Expr) frontend.Expr { return frontend.CloneExprIn(c.info, e) }

// cloneStmt copies s, a statement of seq or of the cut, with its bindings.
func (c *cutter) cloneStmt(s frontend.Stmt) frontend.Stmt {
	return frontend.CloneBlockIn(c.info, &frontend.Block{Stmts: []frontend.Stmt{s}}).Stmts[0]
}

// link is a statement on the way from the program's body to the
// barrier's charges: in block b at index idx (b nil: the statement of a
// cost annotation, the one before it in the chain).
type link struct {
	b    *frontend.Block
	idx  int
	stmt frontend.Stmt
}

// charge reports whether s is a barrier's charges (a sync's or the
// program end's, marked by nondet: CostStmt.Barrier). Work at the same
// position (a contract call's arguments' flops and the contract's own
// cost, before its sync) is not a barrier.
func (c *cutter) charge(s frontend.Stmt) bool {
	cs, ok := s.(*frontend.CostStmt)
	return ok && cs.Barrier
}

// mayStop reports whether s contains a barrier's charges.
func (c *cutter) mayStop(s frontend.Stmt) bool {
	if v, ok := c.stops[s]; ok {
		return v
	}
	found := false
	frontend.Inspect(s, func(n frontend.Node) bool {
		if st, ok := n.(frontend.Stmt); ok && c.charge(st) {
			found = true
		}
		return !found
	})
	if c.stops == nil {
		c.stops = map[frontend.Stmt]bool{}
	}
	c.stops[s] = found
	return found
}

// find appends to chain the way from b to the charges at pos.
func (c *cutter) find(b *frontend.Block, pos frontend.Pos, chain *[]link) bool {
	if b == nil {
		return false
	}
	for i, s := range b.Stmts {
		*chain = append(*chain, link{b: b, idx: i, stmt: s})
		if c.findIn(s, pos, chain) {
			return true
		}
		*chain = (*chain)[:len(*chain)-1]
	}
	return false
}

func (c *cutter) findIn(s frontend.Stmt, pos frontend.Pos, chain *[]link) bool {
	if c.charge(s) {
		return s.(*frontend.CostStmt).Lbrace == pos
	}
	if !c.mayStop(s) {
		return false
	}
	switch s := s.(type) {
	case *frontend.IfStmt:
		return c.find(s.Then, pos, chain) || c.find(s.Else, pos, chain)
	case *frontend.WhileStmt:
		return c.find(s.Body, pos, chain)
	case *frontend.ForStmt:
		return c.find(s.Body, pos, chain)
	case *frontend.CostStmt:
		*chain = append(*chain, link{stmt: s.Stmt})
		if c.findIn(s.Stmt, pos, chain) {
			return true
		}
		*chain = (*chain)[:len(*chain)-1]
	}
	return false
}

// resume is the code that runs after the charges at the end of chain
// until the next barrier.
func (c *cutter) resume(chain []link) ([]frontend.Stmt, error) {
	var code []frontend.Stmt
	for k := len(chain) - 1; k >= 0; k-- {
		l := chain[k]
		if l.b != nil {
			code = c.then(code, c.stmts(l.b.Stmts[l.idx+1:]))
		}
		if k == 0 {
			break
		}
		var next frontend.Stmt
		var brk *frontend.Object
		switch p := chain[k-1].stmt.(type) {
		case *frontend.WhileStmt:
			if l.b != p.Body {
				continue
			}
			if err := c.noJumps(chain[k:]); err != nil {
				return nil, err
			}
			code, brk = c.leave(code, p.While)
			next = c.stmt(p)
		case *frontend.ForStmt:
			if l.b != p.Body {
				continue
			}
			if err := c.noJumps(chain[k:]); err != nil {
				return nil, err
			}
			code, brk = c.leave(code, p.For)
			var err error
			if next, err = c.nextIterations(p); err != nil {
				return nil, err
			}
		default:
			continue
		}
		if brk != nil {
			// A break ends the loop: its next iterations do not run.
			pos := next.Pos()
			next = &frontend.IfStmt{If: pos, Cond: &frontend.BinaryExpr{X: c.ref(brk, pos), OpPos: pos, Op: frontend.LEQ, Y: intLit(1, pos)},
				Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{next}}, EndPos: pos}
		}
		code = c.then(code, []frontend.Stmt{next})
	}
	return code, nil
}

// leave makes code, the rest of a loop's iteration after the barrier
// (cut), leave by its break and continue statements of that loop: moved
// out of the loop, they would have no loop to leave. A new scalar j
// (`j := 0` first) records the jump: a continue sets it to 1, a break to
// 2, and whatever follows a statement that may jump runs only while j ==
// 0 (guards, which the translation follows path by path as it does the
// barrier's flag). The loop's next iterations follow only while j <= 1
// (resume). j is nil when code has no such jump (code is then unchanged).
func (c *cutter) leave(code []frontend.Stmt, pos frontend.Pos) ([]frontend.Stmt, *frontend.Object) {
	has := false
	for _, s := range code {
		if _, ok := jump(s); ok {
			has = true
		}
	}
	if !has {
		return code, nil
	}
	j := c.obj(c.temp(pos))
	return append([]frontend.Stmt{c.set(j, 0, pos)}, c.guardJumps(code, j)...), j
}

// set is `o := v`.
func (c *cutter) set(o *frontend.Object, v int64, pos frontend.Pos) frontend.Stmt {
	return &frontend.AssignStmt{LHS: c.ref(o, pos), Assign: pos, RHS: intLit(v, pos)}
}

// guardJumps is ss (the cut's own code) with its break and continue
// statements outside its loops recorded in j, and what follows them
// guarded by j == 0 (leave).
func (c *cutter) guardJumps(ss []frontend.Stmt, j *frontend.Object) []frontend.Stmt {
	var out []frontend.Stmt
	for i, s := range ss {
		_, may := jump(s)
		out = append(out, c.guardJump(s, j))
		if may && i+1 < len(ss) {
			pos := ss[i+1].Pos()
			cond := &frontend.BinaryExpr{X: c.ref(j, pos), OpPos: pos, Op: frontend.EQL, Y: intLit(0, pos)}
			return append(out, &frontend.IfStmt{If: pos, Cond: cond, Then: &frontend.Block{Start: pos, Stmts: c.guardJumps(ss[i+1:], j)}, EndPos: pos})
		}
	}
	return out
}

// guardJump is s with its jumps outside its loops recorded in j.
func (c *cutter) guardJump(s frontend.Stmt, j *frontend.Object) frontend.Stmt {
	switch s := s.(type) {
	case *frontend.BreakStmt:
		return c.set(j, 2, s.Break)
	case *frontend.ContinueStmt:
		return c.set(j, 1, s.Continue)
	case *frontend.IfStmt:
		n := *s
		if s.Then != nil {
			n.Then = &frontend.Block{Start: s.Then.Start, Stmts: c.guardJumps(s.Then.Stmts, j)}
		}
		if s.Else != nil {
			n.Else = &frontend.Block{Start: s.Else.Start, Stmts: c.guardJumps(s.Else.Stmts, j)}
		}
		return &n
	case *frontend.CostStmt:
		n := *s
		n.Stmt = c.guardJump(s.Stmt, j)
		return &n
	}
	return s // a loop's jumps are its own
}

// noJumps checks, with jumpsOn off, that no break or continue of the
// loop whose body holds chain[0] follows the barrier in that body (with
// it on, leave takes them).
func (c *cutter) noJumps(chain []link) error {
	if jumpsOn {
		return nil
	}
	for _, l := range chain {
		if l.b != nil {
			for _, s := range l.b.Stmts[l.idx+1:] {
				if pos, ok := jump(s); ok {
					return fmt.Errorf("a break or continue at %d:%d follows the barrier in its loop", pos.Line, pos.Col)
				}
			}
		}
		switch l.stmt.(type) {
		case *frontend.WhileStmt, *frontend.ForStmt:
			return nil // deeper, the jumps are an inner loop's
		}
	}
	return nil
}

// jump finds a break or continue in s of a loop around s.
func jump(s frontend.Stmt) (frontend.Pos, bool) {
	var pos frontend.Pos
	found := false
	frontend.Inspect(s, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.WhileStmt, *frontend.ForStmt:
			return false // its own
		case *frontend.BreakStmt:
			pos, found = n.Break, true
		case *frontend.ContinueStmt:
			pos, found = n.Continue, true
		}
		return !found
	})
	return pos, found
}

// nextIterations is the iterations of f after the current one: the
// counter steps, the body runs while the counter is within the bound.
// The bound and step are evaluated again, so they must read nothing the
// body may write.
func (c *cutter) nextIterations(f *frontend.ForStmt) (frontend.Stmt, error) {
	written := map[*frontend.Object]bool{}
	frontend.Inspect(f.Body, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.AssignStmt:
			if id, ok := n.LHS.(*frontend.Ident); ok {
				written[c.obj(id)] = true
			}
		case *frontend.VarDecl:
			written[c.obj(n.Name)] = true
		case *frontend.CommStmt:
			if n.Dst != nil && n.Dst.Var != nil {
				written[c.obj(n.Dst.Var)] = true
			}
		case *frontend.RecvStmt:
			for _, id := range n.Targets() {
				written[c.obj(id)] = true
			}
		}
		return true
	})
	for _, e := range []frontend.Expr{f.Hi, f.Step} {
		if e == nil {
			continue
		}
		bad := false
		frontend.Inspect(e, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok && written[c.obj(id)] {
				bad = true
			}
			return !bad
		})
		if bad {
			return nil, fmt.Errorf("the bound of the loop at %d:%d changes in its body", f.For.Line, f.For.Col)
		}
	}
	cont := hasContinue(f.Body)
	if cont && !forContinueOn {
		return nil, fmt.Errorf("the loop at %d:%d has a continue", f.For.Line, f.For.Col)
	}
	pos := f.For
	counter := func() *frontend.Ident { return c.ref(c.obj(f.Var), pos) }
	step := frontend.Expr(intLit(1, pos))
	if f.Step != nil {
		step = c.clone(f.Step)
	}
	advance := func() frontend.Stmt {
		return &frontend.AssignStmt{LHS: counter(), Assign: pos, RHS: &frontend.BinaryExpr{X: counter(), OpPos: pos, Op: frontend.ADD, Y: step}}
	}
	within := &frontend.BinaryExpr{X: counter(), OpPos: pos, Op: frontend.LEQ, Y: c.clone(f.Hi)}
	var loop frontend.Stmt
	if first, ok := c.once(f.Body); !ok && cont {
		// A continue would skip a step written at the body's end: the
		// step comes first, under a test of the stepped counter.
		next := &frontend.BinaryExpr{X: &frontend.BinaryExpr{X: counter(), OpPos: pos, Op: frontend.ADD, Y: c.clone(step)}, OpPos: pos, Op: frontend.LEQ, Y: c.clone(f.Hi)}
		body := append([]frontend.Stmt{advance()}, c.stmts(f.Body.Stmts)...)
		loop = &frontend.WhileStmt{While: pos, Cond: c.and(next), Body: &frontend.Block{Start: pos, Stmts: body}, EndPos: f.EndPos}
		return &frontend.IfStmt{If: pos, Cond: c.going(pos), Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{loop}}, EndPos: f.EndPos}, nil
	} else if ok {
		loop = &frontend.IfStmt{If: pos, Cond: within, Then: &frontend.Block{Start: pos, Stmts: first}, EndPos: f.EndPos}
	} else {
		body := append(c.stmts(f.Body.Stmts), advance())
		loop = &frontend.WhileStmt{While: pos, Cond: c.and(within), Body: &frontend.Block{Start: pos, Stmts: body}, EndPos: f.EndPos}
	}
	return &frontend.IfStmt{If: pos, Cond: c.going(pos), Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{advance(), loop}}, EndPos: f.EndPos}, nil
}

// hasContinue reports whether b has a continue statement of its own loop
// (one in a nested loop is that loop's).
func hasContinue(b *frontend.Block) bool {
	found := false
	frontend.Inspect(b, func(n frontend.Node) bool {
		switch n.(type) {
		case *frontend.WhileStmt, *frontend.ForStmt:
			return false
		case *frontend.ContinueStmt:
			found = true
		}
		return !found
	})
	return found
}

// then is code followed by more, which runs only while the superstep
// goes on.
func (c *cutter) then(code, more []frontend.Stmt) []frontend.Stmt {
	if len(more) == 0 {
		return code
	}
	if len(code) == 0 {
		return more
	}
	pos := more[0].Pos()
	return append(code, &frontend.IfStmt{If: pos, Cond: c.going(pos), Then: &frontend.Block{Start: pos, Stmts: more}, EndPos: pos})
}

// stmts is ss cut: each barrier's charges stop the superstep, and what
// follows a statement that may reach one runs only while it goes on.
func (c *cutter) stmts(ss []frontend.Stmt) []frontend.Stmt {
	var out []frontend.Stmt
	for i, s := range ss {
		out = append(out, c.stmt(s))
		if c.mayStop(s) {
			if c.charge(s) {
				return out // nothing after it runs in this superstep
			}
			return c.then(out, c.stmts(ss[i+1:]))
		}
	}
	return out
}

// stmt is s cut (a copy: the cut shares no node with seq).
func (c *cutter) stmt(s frontend.Stmt) frontend.Stmt {
	if c.charge(s) {
		pos := s.Pos()
		if c.calls[pos] {
			c.atCall = true
		}
		return &frontend.AssignStmt{LHS: c.ident(pos), Assign: pos, RHS: intLit(0, pos)}
	}
	if !c.mayStop(s) {
		return c.cloneStmt(s)
	}
	switch s := s.(type) {
	case *frontend.CostStmt:
		n := *s
		n.Terms = append([]frontend.CostTerm(nil), s.Terms...)
		for i := range n.Terms {
			n.Terms[i].Coef = c.clone(s.Terms[i].Coef)
		}
		n.Stmt = c.stmt(s.Stmt)
		return &n
	case *frontend.IfStmt:
		n := *s
		n.Cond = c.clone(s.Cond)
		n.Then = c.block(s.Then)
		n.Else = c.block(s.Else)
		return &n
	case *frontend.WhileStmt:
		if first, ok := c.once(s.Body); ok {
			return &frontend.IfStmt{If: s.While, Cond: c.clone(s.Cond), Then: &frontend.Block{Start: s.Body.Start, Stmts: first}, EndPos: s.EndPos}
		}
		n := *s
		n.Cond = c.and(c.clone(s.Cond))
		n.Body = c.block(s.Body)
		return &n
	case *frontend.ForStmt:
		if first, ok := c.once(s.Body); ok {
			pos := s.For
			counter := func() *frontend.Ident { return c.ref(c.obj(s.Var), pos) }
			// The bounds are evaluated once, before the first iteration.
			hi := c.temp(pos)
			return &frontend.IfStmt{If: pos, Cond: &frontend.BoolLit{ValuePos: pos, Value: true}, Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{
				&frontend.AssignStmt{LHS: hi, Assign: pos, RHS: c.clone(s.Hi)},
				&frontend.AssignStmt{LHS: counter(), Assign: pos, RHS: c.clone(s.Lo)},
				&frontend.IfStmt{If: pos, Cond: &frontend.BinaryExpr{X: counter(), OpPos: pos, Op: frontend.LEQ, Y: c.ref(c.obj(hi), pos)},
					Then: &frontend.Block{Start: pos, Stmts: first}, EndPos: s.EndPos},
			}}, EndPos: s.EndPos}
		}
		n := *s
		n.Lo, n.Hi = c.clone(s.Lo), c.clone(s.Hi)
		if s.Step != nil {
			n.Step = c.clone(s.Step)
		}
		// The iterations after the superstep ended cost nothing.
		n.Body = &frontend.Block{Start: s.Body.Start, Stmts: []frontend.Stmt{
			&frontend.IfStmt{If: s.For, Cond: c.going(s.For), Then: c.block(s.Body), EndPos: s.EndPos}}}
		return &n
	}
	return c.cloneStmt(s)
}

// temp is a new scalar of the cut (the bound of a for loop run once).
func (c *cutter) temp(pos frontend.Pos) *frontend.Ident {
	c.ntemp++
	o := &frontend.Object{Kind: frontend.VarObj, Name: c.flag.Name + "_" + strconv.Itoa(c.ntemp), ID: c.flag.ID + c.ntemp, Decl: pos}
	c.temps = append(c.temps, o)
	return c.ref(o, pos)
}

// once is the first iteration of a loop body that reaches a barrier on
// every path before it can end, break or continue: the statements up to
// the first barrier at its top level, cut. Then the loop runs at most
// that iteration within the superstep.
func (c *cutter) once(b *frontend.Block) ([]frontend.Stmt, bool) {
	if !loopOnceOn || b == nil {
		return nil, false
	}
	for i, s := range b.Stmts {
		if c.charge(s) || isChargedCall(c, s) {
			return c.stmts(b.Stmts[:i+1]), true
		}
		if _, ok := jump(s); ok {
			return nil, false
		}
	}
	return nil, false
}

// isChargedCall: a cost annotation around a barrier's charges (a
// collective contract's call).
func isChargedCall(c *cutter, s frontend.Stmt) bool {
	for {
		cs, ok := s.(*frontend.CostStmt)
		if !ok {
			return false
		}
		if c.charge(cs.Stmt) {
			return true
		}
		s = cs.Stmt
	}
}

func (c *cutter) block(b *frontend.Block) *frontend.Block {
	if b == nil {
		return nil
	}
	return &frontend.Block{Start: b.Start, Stmts: c.stmts(b.Stmts)}
}

func (c *cutter) ident(pos frontend.Pos) *frontend.Ident {
	return c.ref(c.flag, pos)
}

// going is `stop == 1`: the superstep goes on.
func (c *cutter) going(pos frontend.Pos) frontend.Expr {
	return &frontend.BinaryExpr{X: c.ident(pos), OpPos: pos, Op: frontend.EQL, Y: intLit(1, pos)}
}

// and is `stop == 1 && cond`.
func (c *cutter) and(cond frontend.Expr) frontend.Expr {
	pos := cond.Pos()
	return &frontend.BinaryExpr{X: c.going(pos), OpPos: pos, Op: frontend.LAND, Y: cond}
}

// fixed are copies of the definitions of the scalars assigned once in
// seq, at its top level before statement before, from parameters, p and
// such scalars: they hold the same value at the barrier.
func (c *cutter) fixed(seq *frontend.Program, before int) []frontend.Stmt {
	writes := map[*frontend.Object]int{}
	top := map[frontend.Stmt]bool{}
	for _, s := range seq.Body.Stmts {
		top[s] = true
	}
	frontend.Inspect(seq.Body, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.ForStmt:
			writes[c.obj(n.Var)]++
		case *frontend.VarDecl:
			if n.Init != nil || !top[n] {
				writes[c.obj(n.Name)]++
			}
		case *frontend.AssignStmt:
			if id, ok := n.LHS.(*frontend.Ident); ok {
				writes[c.obj(id)]++
			}
		case *frontend.CommStmt:
			if n.Dst != nil && n.Dst.Var != nil {
				writes[c.obj(n.Dst.Var)]++
			}
		case *frontend.RecvStmt:
			for _, id := range n.Targets() {
				writes[c.obj(id)]++
			}
		}
		return true
	})
	known := map[*frontend.Object]bool{}
	var out []frontend.Stmt
	for _, s := range seq.Body.Stmts[:before] {
		var o *frontend.Object
		var rhs frontend.Expr
		switch s := s.(type) {
		case *frontend.VarDecl:
			if s.Size == nil && s.Init != nil {
				o, rhs = c.obj(s.Name), s.Init
			}
		case *frontend.AssignStmt:
			if id, ok := s.LHS.(*frontend.Ident); ok {
				o, rhs = c.obj(id), s.RHS
			}
		}
		if o == nil || o.Kind != frontend.VarObj || writes[o] != 1 {
			continue
		}
		good := true
		frontend.Inspect(rhs, func(n frontend.Node) bool {
			switch n := n.(type) {
			case *frontend.Ident:
				if k := c.obj(n); k == nil || k.Kind != frontend.ParamObj && k.Kind != frontend.NprocsObj && !known[k] {
					good = false
				}
			case *frontend.AnyExpr, *frontend.IndexExpr:
				good = false
			}
			return good
		})
		if !good {
			continue
		}
		known[o] = true
		out = append(out, c.stmt(s))
	}
	return out
}

func intLit(v int64, pos frontend.Pos) *frontend.IntLit {
	return &frontend.IntLit{ValuePos: pos, Lit: strconv.FormatInt(v, 10), Value: v}
}

// assumes are the facts (over prog's objects) that can be stated over
// seq's: an object of prog is seq's of the same name and declaration
// (seq is nondet's program of prog, resolved again); a fact over a scalar
// that a put, get or message writes is left out (it may hold of the value
// before the barrier only).
func (c *cutter) assumes(prog, seq *frontend.Program, facts []frontend.Expr, factsInfo *frontend.Info, pos frontend.Pos) []frontend.Stmt {
	if len(facts) == 0 {
		return nil
	}
	type key struct {
		name string
		decl frontend.Pos
		kind frontend.ObjKind
	}
	of := map[key]*frontend.Object{}
	for _, o := range seq.Objects {
		of[key{o.Name, o.Decl, o.Kind}] = o
	}
	comm := map[*frontend.Object]bool{}
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.CommStmt:
			if n.Dst != nil && n.Dst.Var != nil {
				comm[prog.Info.ObjectOf(n.Dst.Var)] = true
			}
		case *frontend.RecvStmt:
			for _, id := range n.Targets() {
				comm[prog.Info.ObjectOf(id)] = true
			}
		}
		return true
	})
	var out []frontend.Stmt
	for _, f := range facts {
		e := frontend.CloneExprIn(factsInfo, f)
		good := true
		frontend.Inspect(e, func(n frontend.Node) bool {
			id, ok := n.(*frontend.Ident)
			if !ok {
				return good
			}
			o := factsInfo.ObjectOf(id)
			if o == nil || comm[o] {
				good = false
				return false
			}
			m := of[key{o.Name, o.Decl, o.Kind}]
			if m == nil {
				good = false
				return false
			}
			c.info.Bind(id, m)
			id.Name = m.Name
			return true
		})
		if good {
			out = append(out, &frontend.AssumeStmt{Assume: pos, Cond: e})
		}
	}
	return out
}
