package nondet

import "bspcost/frontend"

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

// noPrune switches the pass off (the mutation check of its test).
var noPrune bool

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

// pruner removes dead havocs (see above).
type pruner struct {
	in        *instr
	loopReads map[frontend.Stmt]liveSet
	loops     []loopLive
}

type loopLive struct{ head, out liveSet }

// pruneHavocs removes the dead havocs of body, in place.
func (in *instr) pruneHavocs(body *frontend.Block) {
	if noPrune || len(in.havoc) == 0 {
		return
	}
	p := &pruner{in: in, loopReads: map[frontend.Stmt]liveSet{}}
	p.block(body, liveSet{})
}

// block updates live (live after b on entry, before b on return) and
// removes b's dead havocs.
func (p *pruner) block(b *frontend.Block, live liveSet) liveSet {
	keep := make([]bool, len(b.Stmts))
	dropped := false
	for i := len(b.Stmts) - 1; i >= 0; i-- {
		var k bool
		live, k = p.stmt(b.Stmts[i], live)
		keep[i] = k
		dropped = dropped || !k
	}
	if dropped {
		out := b.Stmts[:0:0]
		for i, s := range b.Stmts {
			if keep[i] {
				out = append(out, s)
			}
		}
		b.Stmts = out
	}
	return live
}

// stmt is block for one statement; keep is false for a dead havoc or fact.
func (p *pruner) stmt(s frontend.Stmt, live liveSet) (liveSet, bool) {
	switch s := s.(type) {
	case *frontend.AssignStmt:
		if id, ok := s.LHS.(*frontend.Ident); ok {
			if x, ok := p.in.havoc[s]; ok {
				if _, isLive := live[x]; !isLive {
					return live, false
				}
			}
			if id.Obj != nil {
				delete(live, id.Obj)
			}
		} else {
			p.reads(s.LHS, live)
		}
		p.reads(s.RHS, live)
	case *frontend.VarDecl:
		if s.Name.Obj != nil {
			delete(live, s.Name.Obj)
		}
		p.reads(s.Size, live)
		p.reads(s.Init, live)
	case *frontend.AssumeStmt:
		if x, ok := p.in.factOf[s]; ok {
			if _, isLive := live[x]; !isLive {
				return live, false
			}
		}
		p.reads(s.Cond, live)
	case *frontend.CostStmt:
		live, _ = p.stmt(s.Stmt, live) // never a havoc
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
	case *frontend.WhileStmt:
		head := live.clone()
		head.addAll(p.loopReadsOf(s))
		p.loops = append(p.loops, loopLive{head: head, out: live})
		p.block(s.Body, head.clone())
		p.loops = p.loops[:len(p.loops)-1]
		return head.clone(), true
	case *frontend.ForStmt:
		head := live.clone()
		head.addAll(p.loopReadsOf(s))
		p.loops = append(p.loops, loopLive{head: head, out: live})
		p.block(s.Body, head.clone())
		p.loops = p.loops[:len(p.loops)-1]
		return head.clone(), true
	case *frontend.BreakStmt:
		if n := len(p.loops); n > 0 {
			return p.loops[n-1].out.clone(), true
		}
	case *frontend.ContinueStmt:
		if n := len(p.loops); n > 0 {
			return p.loops[n-1].head.clone(), true
		}
	default:
		// Puts, gets (skips by now), skip, sync: whatever they mention
		// counts as read.
		p.reads(s, live)
	}
	return live, true
}

// reads adds the scalar variables mentioned in n to live.
func (p *pruner) reads(n frontend.Node, live liveSet) {
	if n == nil {
		return
	}
	frontend.Inspect(n, func(m frontend.Node) bool {
		if id, ok := m.(*frontend.Ident); ok && id != nil && id.Obj != nil && id.Obj.Kind == frontend.VarObj {
			live[id.Obj] = struct{}{}
		}
		return true
	})
}

// loopReadsOf is the set of scalars a loop may read: every scalar it
// mentions (condition, bounds, body) except as the target of a plain
// assignment or declaration, and except the subject x of a fact of x (read
// only when the fact is kept, which needs x live for another reason).
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
		if d, ok := n.(*frontend.VarDecl); ok && d.Name.Obj != nil {
			delete(r, d.Name.Obj)
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
		x, isFact := p.in.factOf[s]
		_, had := r[x]
		p.reads(s.Cond, r)
		if isFact && !had {
			delete(r, x)
		}
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
