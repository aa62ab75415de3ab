package nondet

import (
	"sort"

	"bspcost/frontend"
)

// Dead havocs. A barrier havocs every scalar that may differ between
// processes there (align.Result.VaryingAt), but most of them are never read
// again: a program of k supersteps, each declaring its own variables, would
// get k × variables havocs, and every later stage is linear in that. After
// the whole program is built, a backward liveness pass over it removes the
// havoc `x := any` of a barrier when x is dead there (no path reads x before
// assigning it again), together with the facts `assume ...` written for x at
// that barrier. This is sound: a dead variable's value reaches no cost, no
// condition and no other variable, so the program without the havoc has the
// same runs, up to x's value; and the facts only constrained x (`x == e` or
// x's range, just after x was havocked: always satisfiable), so dropping
// them with the havoc loses nothing.
//
// Loops are handled in one pass with an over-approximation: the variables
// live at a loop's head are those live after the loop plus every variable
// declared outside the loop that it reads anywhere (conditions, bounds,
// right-hand sides, facts' right-hand sides), which contains the exact
// live set. Break goes to the
// set after the loop, continue to the head's. Over-approximating liveness
// keeps more havocs, never fewer, so it stays sound; the pass is linear in
// the program times the live sets at branches.

// noPrune switches the pass off (the mutation check of its test): every
// varying scalar is havocked at every barrier.
var noPrune bool

// havocGroup is the havoc of a barrier before the pass decides which of its
// variables to havoc: schedule puts a marker statement where the havocs and
// facts go (`assume` of an identifier bound to the group's own object, so
// that the marker survives frontend.CloneBlockIn, which keeps bindings), and
// the pass replaces it. Materialising every varying variable first would
// cost syncs × variables however few are live.
type havocGroup struct {
	pos  frontend.Pos
	sync *frontend.SyncStmt
}

// havocMarker returns the marker statement of a new group.
func (in *instr) havocMarker(pos frontend.Pos, sync *frontend.SyncStmt) frontend.Stmt {
	obj := &frontend.Object{Kind: frontend.VarObj, Name: "havoc", Decl: pos, ID: -1}
	in.groups[obj] = &havocGroup{pos: pos, sync: sync}
	return &frontend.AssumeStmt{Assume: pos, Cond: in.ident(obj, pos)}
}

// havocked reports whether the barrier of g havocs the scalar o: o is in
// scope after the sync and align says it may differ between processes
// there (the members of align.Result.VaryingAt that are scalars, asked one
// at a time).
func (p *pruner) havocked(g *havocGroup, o *frontend.Object) bool {
	if o == nil || o.Kind != frontend.VarObj || !p.scope.InScope(o, g.sync) {
		return false
	}
	_, varying, ok := p.in.ar.ScalarAt(g.sync, o)
	return ok && varying
}

// groupOf returns the group of a marker statement, or nil.
func (in *instr) groupOf(s frontend.Stmt) *havocGroup {
	a, ok := s.(*frontend.AssumeStmt)
	if !ok {
		return nil
	}
	id, ok := a.Cond.(*frontend.Ident)
	if !ok || in.obj(id) == nil {
		return nil
	}
	return in.groups[in.obj(id)]
}

// liveSet is a set of scalar variables.
type liveSet map[*frontend.Object]struct{}

func (s liveSet) clone() liveSet {
	out := make(liveSet, len(s))
	for o := range s {
		out[o] = struct{}{}
	}
	return out
}

func (s liveSet) addAll(t liveSet) {
	for o := range t {
		s[o] = struct{}{}
	}
}

// pruner expands the havoc groups (see above).
type pruner struct {
	in        *instr
	loopReads map[frontend.Stmt]liveSet
	loops     []loopLive
	// factReads are the scalars any fact may read (the variables of the
	// single-assignment definitions), for the loops' over-approximation.
	factReads liveSet
	scope     *frontend.Scopes
}

type loopLive struct{ head, out liveSet }

// expandHavocs replaces the havoc markers of body by the havocs of the
// variables live there and their facts, in place.
func (in *instr) expandHavocs(body *frontend.Block) {
	if len(in.groups) == 0 {
		return
	}
	p := &pruner{in: in, loopReads: map[frontend.Stmt]liveSet{}, factReads: liveSet{}, scope: frontend.NewScopes(in.prog.Info, in.prog.Body)}
	for _, e := range in.def {
		p.reads(e, p.factReads)
	}
	p.block(body, liveSet{})
}

// block updates live (live after b on entry, before b on return) and
// expands b's havoc groups.
func (p *pruner) block(b *frontend.Block, live liveSet) liveSet {
	changed := false
	repl := make([][]frontend.Stmt, len(b.Stmts))
	for i := len(b.Stmts) - 1; i >= 0; i-- {
		if g := p.in.groupOf(b.Stmts[i]); g != nil {
			live, repl[i] = p.expand(g, live)
			changed = true
			continue
		}
		live = p.stmt(b.Stmts[i], live)
	}
	if changed {
		out := make([]frontend.Stmt, 0, len(b.Stmts))
		for i, s := range b.Stmts {
			if p.in.groupOf(s) != nil {
				out = append(out, repl[i]...)
			} else {
				out = append(out, s)
			}
		}
		b.Stmts = out
	}
	return live
}

// expand returns the havocs of g's scalars live after it, then their facts
// (x == e, or else x's range from align), and the live set before them.
func (p *pruner) expand(g *havocGroup, live liveSet) (liveSet, []frontend.Stmt) {
	in, pos := p.in, g.pos
	var kept []*frontend.Object
	if noPrune {
		for _, v := range in.ar.VaryingAt(g.sync) {
			if v.Kind == frontend.VarObj {
				kept = append(kept, v)
			}
		}
	} else {
		for v := range live {
			if p.havocked(g, v) {
				kept = append(kept, v)
			}
		}
		// Declaration order, as VaryingAt lists them.
		sort.Slice(kept, func(i, j int) bool { return kept[i].ID < kept[j].ID })
	}
	var stmts, facts []frontend.Stmt
	for _, v := range kept {
		stmts = append(stmts, &frontend.AssignStmt{LHS: in.ident(v, pos), Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}})
	}
	isHavocked := func(o *frontend.Object) bool { return p.havocked(g, o) }
	for _, v := range kept {
		if c := in.fact(v, isHavocked, g.sync, pos); c != nil {
			facts = append(facts, &frontend.AssumeStmt{Assume: pos, Cond: c})
			p.reads(c, live)
			if _, single := in.def[v]; single {
				continue
			}
			// A reaching definition's value may be outside the linear
			// model (k == pid * N): v's range is kept too.
		}
		// Else what align knows of v on every process after the sync: its
		// range (intsem intervals, computed by align's abstract
		// interpretation).
		if iv, _, ok := in.ar.ScalarAt(g.sync, v); ok {
			if c := in.rangeFact(v, iv, pos); c != nil {
				facts = append(facts, &frontend.AssumeStmt{Assume: pos, Cond: c})
			}
		}
		// And the source assumes that bound it (facts.go).
		for _, c := range in.assumeFacts(v, g.sync, pos) {
			facts = append(facts, &frontend.AssumeStmt{Assume: pos, Cond: c})
			p.reads(c, live)
		}
	}
	// Then what the abstract interpretation knows of them (emit.go).
	var before []frontend.Expr
	for _, f := range facts {
		before = append(before, f.(*frontend.AssumeStmt).Cond)
	}
	for _, f := range p.absFactStmts(g, kept, before) {
		facts = append(facts, f)
		p.reads(f, live)
	}
	for _, v := range kept {
		delete(live, v)
	}
	return live, append(stmts, facts...)
}

// stmt is block for one statement other than a marker.
func (p *pruner) stmt(s frontend.Stmt, live liveSet) liveSet {
	switch s := s.(type) {
	case *frontend.AssignStmt:
		if id, ok := s.LHS.(*frontend.Ident); ok {
			if o := p.in.obj(id); o != nil {
				delete(live, o)
			}
		} else {
			p.reads(s.LHS, live)
		}
		p.reads(s.RHS, live)
	case *frontend.VarDecl:
		if o := p.in.obj(s.Name); o != nil {
			delete(live, o)
		}
		p.reads(s.Size, live)
		p.reads(s.Init, live)
	case *frontend.CostStmt:
		live = p.stmt(s.Stmt, live) // never a marker
		for _, t := range s.Terms {
			p.reads(t.Coef, live)
		}
	case *frontend.IfStmt:
		other := live.clone()
		live = p.block(s.Then, live)
		if s.Else != nil {
			other = p.block(s.Else, other)
		}
		live.addAll(other)
		p.reads(s.Cond, live)
	case *frontend.WhileStmt, *frontend.ForStmt:
		head := live.clone()
		head.addAll(p.loopReadsOf(s))
		p.loops = append(p.loops, loopLive{head: head, out: live})
		var body *frontend.Block
		if w, ok := s.(*frontend.WhileStmt); ok {
			body = w.Body
		} else {
			body = s.(*frontend.ForStmt).Body
		}
		p.block(body, head.clone())
		p.loops = p.loops[:len(p.loops)-1]
		return head.clone()
	case *frontend.BreakStmt:
		if n := len(p.loops); n > 0 {
			return p.loops[n-1].out.clone()
		}
	case *frontend.ContinueStmt:
		if n := len(p.loops); n > 0 {
			return p.loops[n-1].head.clone()
		}
	default:
		// Assumes, puts and gets (skips by now), skip, sync: whatever they
		// mention counts as read.
		p.reads(s, live)
	}
	return live
}

// reads adds the scalar variables mentioned in n to live.
func (p *pruner) reads(n frontend.Node, live liveSet) {
	if n == nil {
		return
	}
	frontend.Inspect(n, func(m frontend.Node) bool {
		if id, ok := m.(*frontend.Ident); ok && id != nil && p.in.obj(id) != nil && p.in.obj(id).Kind == frontend.VarObj {
			live[p.in.obj(id)] = struct{}{}
		}
		return true
	})
}

// loopReadsOf is the set of scalars a loop may read: every scalar it
// mentions (condition, bounds, body) except as the target of a plain
// assignment or declaration (the havocs of a group are assignments; its
// facts read only factReads).
// Memoised per loop, so nested loops are walked once each.
func (p *pruner) loopReadsOf(loop frontend.Stmt) liveSet {
	if r, ok := p.loopReads[loop]; ok {
		return r
	}
	r := liveSet{}
	var body *frontend.Block
	switch l := loop.(type) {
	case *frontend.WhileStmt:
		p.reads(l.Cond, r)
		body = l.Body
	case *frontend.ForStmt:
		p.reads(l.Lo, r)
		p.reads(l.Hi, r)
		p.reads(l.Step, r)
		body = l.Body
	}
	p.collectBlock(body, r)
	// A variable declared in the loop is out of scope at its head: every
	// read of it in an iteration follows its declaration in that
	// iteration.
	frontend.Inspect(body, func(n frontend.Node) bool {
		if d, ok := n.(*frontend.VarDecl); ok && p.in.obj(d.Name) != nil {
			delete(r, p.in.obj(d.Name))
		}
		return true
	})
	p.loopReads[loop] = r
	return r
}

func (p *pruner) collect(s frontend.Stmt, r liveSet) {
	switch s := s.(type) {
	case *frontend.AssignStmt:
		if _, ok := s.LHS.(*frontend.Ident); !ok {
			p.reads(s.LHS, r)
		}
		p.reads(s.RHS, r)
	case *frontend.VarDecl:
		p.reads(s.Size, r)
		p.reads(s.Init, r)
	case *frontend.AssumeStmt:
		if g := p.in.groupOf(s); g != nil {
			// The facts a group may write read their definitions'
			// variables and those of its abstract facts, never the
			// havocked ones.
			r.addAll(p.factReads)
			r.addAll(p.groupReads(g))
			return
		}
		p.reads(s.Cond, r)
	case *frontend.CostStmt:
		for _, t := range s.Terms {
			p.reads(t.Coef, r)
		}
		p.collect(s.Stmt, r)
	case *frontend.IfStmt:
		p.reads(s.Cond, r)
		p.collectBlock(s.Then, r)
		if s.Else != nil {
			p.collectBlock(s.Else, r)
		}
	case *frontend.WhileStmt, *frontend.ForStmt:
		r.addAll(p.loopReadsOf(s))
	case *frontend.BreakStmt, *frontend.ContinueStmt, *frontend.SkipStmt:
	default:
		p.reads(s, r)
	}
}

func (p *pruner) collectBlock(b *frontend.Block, r liveSet) {
	for _, s := range b.Stmts {
		p.collect(s, r)
	}
}
