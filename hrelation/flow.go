package hrelation

import (
	"bspcost/align"
	"bspcost/frontend"
)

// The superstep flow: a forward pass over the AST (structured control
// flow, loops to a fixpoint) that finds, for every pair of barriers
// (open, close), the puts and gets that can execute in a superstep opened
// by the first and closed by the second, and for every put/get the
// variables that can be assigned after it executed and before the barrier
// that closes its superstep (or before it executes again in the same
// superstep). Those variables do not have, at the closing barrier, the
// value they had at the put/get, so they cannot be parameters of its
// interaction set when h is evaluated there.
//
// Loops without a sync are passed once, as a whole: a put in them runs
// several times in one superstep by design (its counters are dimensions of
// the interaction set); what their bodies write is added to the dirty
// variables of their puts by the caller. A put that runs twice in one
// superstep through a loop *with* a sync (the sync is conditional) is
// flagged as repeating.

// pairKey is an (open, close) pair of barriers.
type pairKey struct{ open, close align.Barrier }

type commState struct {
	opens map[align.Barrier]bool
	dirty map[int]bool
}

type fstate struct {
	dead  bool
	opens map[align.Barrier]bool
	comms map[*frontend.CommStmt]*commState
}

func newState() *fstate {
	return &fstate{opens: map[align.Barrier]bool{}, comms: map[*frontend.CommStmt]*commState{}}
}

func (s *fstate) clone() *fstate {
	r := &fstate{dead: s.dead, opens: map[align.Barrier]bool{}, comms: map[*frontend.CommStmt]*commState{}}
	for b := range s.opens {
		r.opens[b] = true
	}
	for c, cs := range s.comms {
		n := &commState{opens: map[align.Barrier]bool{}, dirty: map[int]bool{}}
		for b := range cs.opens {
			n.opens[b] = true
		}
		for v := range cs.dirty {
			n.dirty[v] = true
		}
		r.comms[c] = n
	}
	return r
}

// join returns the join of the states (a fresh state).
func join(states ...*fstate) *fstate {
	r := &fstate{dead: true, opens: map[align.Barrier]bool{}, comms: map[*frontend.CommStmt]*commState{}}
	for _, s := range states {
		if s == nil || s.dead {
			continue
		}
		r.dead = false
		for b := range s.opens {
			r.opens[b] = true
		}
		for c, cs := range s.comms {
			n := r.comms[c]
			if n == nil {
				n = &commState{opens: map[align.Barrier]bool{}, dirty: map[int]bool{}}
				r.comms[c] = n
			}
			for b := range cs.opens {
				n.opens[b] = true
			}
			for v := range cs.dirty {
				n.dirty[v] = true
			}
		}
	}
	return r
}

func (s *fstate) equal(o *fstate) bool {
	if s.dead != o.dead || len(s.opens) != len(o.opens) || len(s.comms) != len(o.comms) {
		return false
	}
	for b := range s.opens {
		if !o.opens[b] {
			return false
		}
	}
	for c, cs := range s.comms {
		oc := o.comms[c]
		if oc == nil || len(oc.opens) != len(cs.opens) || len(oc.dirty) != len(cs.dirty) {
			return false
		}
		for b := range cs.opens {
			if !oc.opens[b] {
				return false
			}
		}
		for v := range cs.dirty {
			if !oc.dirty[v] {
				return false
			}
		}
	}
	return true
}

type loopCtx struct{ breaks, conts []*fstate }

type flow struct {
	prog    *frontend.Program
	pairs   map[pairKey]map[*frontend.CommStmt]bool
	order   []pairKey
	dirty   map[*frontend.CommStmt]map[int]bool
	repeat  map[*frontend.CommStmt]bool
	scopeAt map[*frontend.SyncStmt]map[int]bool
	hasSync map[*frontend.Block]bool
	scope   []int
	loops   []*loopCtx
}

func runFlow(prog *frontend.Program) *flow {
	f := &flow{
		prog:    prog,
		pairs:   map[pairKey]map[*frontend.CommStmt]bool{},
		dirty:   map[*frontend.CommStmt]map[int]bool{},
		repeat:  map[*frontend.CommStmt]bool{},
		scopeAt: map[*frontend.SyncStmt]map[int]bool{},
		hasSync: map[*frontend.Block]bool{},
	}
	st := newState()
	st.opens[align.Barrier{Kind: align.StartBarrier}] = true
	st = f.block(prog.Body, st)
	f.close(st, align.Barrier{Kind: align.EndBarrier})
	return f
}

// blockHasSync reports whether b contains a sync statement (cached).
func (f *flow) blockHasSync(b *frontend.Block) bool {
	if v, ok := f.hasSync[b]; ok {
		return v
	}
	has := false
	frontend.Inspect(b, func(n frontend.Node) bool {
		if _, ok := n.(*frontend.SyncStmt); ok {
			has = true
		}
		return !has
	})
	f.hasSync[b] = has
	return has
}

func (f *flow) close(st *fstate, c align.Barrier) {
	if st.dead {
		return
	}
	for o := range st.opens {
		k := pairKey{o, c}
		if f.pairs[k] == nil {
			f.pairs[k] = map[*frontend.CommStmt]bool{}
			f.order = append(f.order, k)
		}
	}
	for cm, cs := range st.comms {
		for o := range cs.opens {
			f.pairs[pairKey{o, c}][cm] = true
		}
		d := f.dirty[cm]
		if d == nil {
			d = map[int]bool{}
			f.dirty[cm] = d
		}
		for v := range cs.dirty {
			d[v] = true
		}
	}
}

func assign(st *fstate, obj *frontend.Object) {
	if st.dead || obj == nil {
		return
	}
	for _, cs := range st.comms {
		cs.dirty[obj.ID] = true
	}
}

func (f *flow) block(b *frontend.Block, st *fstate) *fstate {
	n := len(f.scope)
	for _, s := range b.Stmts {
		if st.dead {
			break
		}
		st = f.stmt(s, st)
	}
	f.scope = f.scope[:n]
	return st
}

func (f *flow) stmt(s frontend.Stmt, st *fstate) *fstate {
	switch s := s.(type) {
	case *frontend.CostStmt:
		return f.stmt(s.Stmt, st)
	case *frontend.VarDecl:
		assign(st, s.Name.Obj)
		if s.Name.Obj != nil {
			f.scope = append(f.scope, s.Name.Obj.ID)
		}
	case *frontend.AssignStmt:
		switch l := s.LHS.(type) {
		case *frontend.Ident:
			assign(st, l.Obj)
		case *frontend.IndexExpr:
			assign(st, l.X.Obj)
		}
	case *frontend.IfStmt:
		t := f.block(s.Then, st.clone())
		e := st
		if s.Else != nil {
			e = f.block(s.Else, st.clone())
		}
		return join(t, e)
	case *frontend.WhileStmt:
		return f.loop(s.Body, nil, st)
	case *frontend.ForStmt:
		return f.loop(s.Body, s.Var.Obj, st)
	case *frontend.CommStmt:
		if cs, ok := st.comms[s]; ok {
			f.repeat[s] = true
			for o := range st.opens {
				cs.opens[o] = true
			}
		} else {
			cs := &commState{opens: map[align.Barrier]bool{}, dirty: map[int]bool{}}
			for o := range st.opens {
				cs.opens[o] = true
			}
			st.comms[s] = cs
		}
	case *frontend.SyncStmt:
		c := align.Barrier{Kind: align.SyncBarrier, Sync: s}
		f.close(st, c)
		sc := f.scopeAt[s]
		if sc == nil {
			sc = map[int]bool{}
			f.scopeAt[s] = sc
		}
		for _, id := range f.scope {
			sc[id] = true
		}
		n := newState()
		n.opens[c] = true
		return n
	case *frontend.BreakStmt:
		if len(f.loops) > 0 {
			l := f.loops[len(f.loops)-1]
			l.breaks = append(l.breaks, st)
		}
		return &fstate{dead: true}
	case *frontend.ContinueStmt:
		if len(f.loops) > 0 {
			l := f.loops[len(f.loops)-1]
			l.conts = append(l.conts, st)
		}
		return &fstate{dead: true}
	}
	return st
}

// loop passes a while loop (counter nil) or a for loop.
func (f *flow) loop(body *frontend.Block, counter *frontend.Object, st *fstate) *fstate {
	head := st.clone()
	assign(head, counter)
	scope := len(f.scope)
	if counter != nil {
		f.scope = append(f.scope, counter.ID)
	}
	defer func() { f.scope = f.scope[:scope] }()
	if !f.blockHasSync(body) {
		ctx := &loopCtx{}
		f.loops = append(f.loops, ctx)
		end := f.block(body, head.clone())
		f.loops = f.loops[:len(f.loops)-1]
		back := join(append([]*fstate{end}, ctx.conts...)...)
		assign(back, counter)
		return join(append([]*fstate{head, back}, ctx.breaks...)...)
	}
	for {
		ctx := &loopCtx{}
		f.loops = append(f.loops, ctx)
		end := f.block(body, head.clone())
		f.loops = f.loops[:len(f.loops)-1]
		back := join(append([]*fstate{end}, ctx.conts...)...)
		assign(back, counter)
		next := join(head, back)
		if next.equal(head) {
			return join(append([]*fstate{head}, ctx.breaks...)...)
		}
		head = next
	}
}
