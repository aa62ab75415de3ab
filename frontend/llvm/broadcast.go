package llvm

import (
	"slices"

	"bspcost/frontend"
)

// broadcasts finds, among the statements the SPMD function runs once (its
// top level), the broadcast of an int scalar read by one process:
//
//	get(c, v, v); sync    (BSPedupack: bsp_get(0, &n, 0, &n, SZINT); bsp_sync();)
//
// with c a constant process. After that sync every process holds the value
// process c had: one input value, the same everywhere. It becomes a
// parameter of the bound named after the variable (v := n after the
// sync), so that what n controls (loop counts, local sizes) is bounded in
// n instead of being unbounded input data. Sound: for every run there is
// a value of the parameter equal to the value broadcast, and the get
// itself stays (its word counts in h).
//
// and its push form, process c putting to every process:
//
//	if pid == c then ... for q := 0 to nprocs - 1 do put(q, v, v) end end; sync
//
// provided nothing else in that superstep transfers into v.
func (t *translator) broadcasts(body []frontend.Stmt) []frontend.Stmt {
	var out []frontend.Stmt
	start := 0 // the first statement of the current superstep
	prev := 0  // the first statement of the superstep before
	for i := 0; i < len(body); i++ {
		if as, ok := body[i].(*frontend.AssignStmt); ok && t.sameAssign[as] != "" {
			out = append(out, t.sameAfterContract(as, body[i+1:])...)
			continue
		}
		out = append(out, body[i])
		if _, ok := body[i].(*frontend.SyncStmt); ok {
			prev, start = start, i+1
			continue
		}
		if i+1 >= len(body) {
			continue
		}
		sync, ok := body[i+1].(*frontend.SyncStmt)
		if !ok {
			continue
		}
		vs, c, how := t.broadcastOf(body[i])
		var bcast []broadcastVar
		for _, b := range vs {
			if !t.transfersInto(body[start:i], b.v) {
				bcast = append(bcast, b)
			}
		}
		if len(bcast) == 0 {
			continue
		}
		out = append(out, sync)
		for _, b := range bcast {
			if b.scatter {
				mv := t.mostParameter(b.v)
				out = append(out, &frontend.AssumeStmt{Assume: sync.Pos(), Cond: bin(t.ident(b.v, sync.Pos()), frontend.LEQ, t.ident(mv, sync.Pos()), sync.Pos())})
				t.note(b.at, "%s: put by process %d to each process here, a value of its own: the bound takes the most %s holds after the sync at line %d on any process as a parameter %s", b.v.cname, c, b.v.cname, sync.Pos().Line, paramName(mv))
				t.scatterLoops(body[i+2:], c, b, mv)
				continue
			}
			pv, set := t.asParameter(b.v, body[i+2:], sync.Pos())
			out = append(out, set...)
			var gs []guard
			if is, _, ok := pidIs(body[i]); ok {
				gs = t.abortGuards(is.Then.Stmts[:t.pushLoop(is.Then.Stmts)], b.v, pv)
			} else if start > 0 {
				gs = t.guardBefore(body[prev:start-1], body[start:i], c, b.v, pv)
			}
			t.note(b.at, "%s: %s process %d here: the bound takes it as a parameter %s (the value broadcast)", b.v.cname, how, c, paramName(pv))
			for _, g := range gs {
				g.v, g.proc, g.line = b.v.cname, c, b.at.Line
				t.guards = append(t.guards, g)
			}
		}
		i++
		prev, start = start, i+1
	}
	return out
}

// broadcastVar is a scalar broadcast and the position of its transfer.
// A scattered one (scatter) receives a value of its own on each process.
type broadcastVar struct {
	v       *cvar
	at      frontend.Pos
	scatter bool
	// A scattered value computed in the push loop from its counter q
	// (BSPedupack's Pstart[q + 1] - Pstart[q]): what process q received.
	value frontend.Expr
	q     *cvar
}

// broadcastOf recognises the two forms of a broadcast statement: it
// returns the scalars broadcast (the push form's loop may put several,
// BSPedupack's LU driver M, N and n), the process they come from and how
// they are sent; none for other statements.
func (t *translator) broadcastOf(s frontend.Stmt) (vs []broadcastVar, c int64, how string) {
	switch s := s.(type) {
	case *frontend.CommStmt:
		lit, ok := s.Proc.(*frontend.IntLit)
		if s.Kind != frontend.Get || !ok {
			return nil, 0, ""
		}
		if v := t.sameScalar(s); v != nil {
			return []broadcastVar{{v: v, at: s.Pos()}}, lit.Value, "fetched by every process from"
		}
	case *frontend.IfStmt:
		cond, ok := s.Cond.(*frontend.BinaryExpr)
		if !ok || s.Else != nil || cond.Op != frontend.EQL || len(s.Then.Stmts) == 0 {
			return nil, 0, ""
		}
		id, ok1 := cond.X.(*frontend.Ident)
		lit, ok2 := cond.Y.(*frontend.IntLit)
		if !ok1 || !ok2 || id.Name != "pid" {
			return nil, 0, ""
		}
		at := t.pushLoop(s.Then.Stmts)
		if at < 0 {
			return nil, 0, ""
		}
		loop := s.Then.Stmts[at].(*frontend.ForStmt)
		if loop.Step != nil || len(loop.Body.Stmts) == 0 || len(loop.Body.Stmts) > 1 && !broadcastManyOn {
			return nil, 0, ""
		}
		if lo, ok := loop.Lo.(*frontend.IntLit); !ok || lo.Value != 0 || !isNprocsMinus1(loop.Hi) {
			return nil, 0, ""
		}
		seen := map[*cvar]bool{}
		assigned := map[*cvar]bool{}
		for _, st := range loop.Body.Stmts {
			if as, ok := st.(*frontend.AssignStmt); ok && scattersOn {
				// A value computed per target (BSPedupack: nzq :=
				// Pstart[q + 1] - Pstart[q]), for the puts that follow.
				id, ok := as.LHS.(*frontend.Ident)
				if !ok || t.identOwner[id] == nil {
					return nil, 0, ""
				}
				assigned[t.identOwner[id]] = true
				continue
			}
			put, ok := st.(*frontend.CommStmt)
			if !ok || put.Kind != frontend.Put {
				return nil, 0, ""
			}
			q, ok := put.Proc.(*frontend.Ident)
			if !ok || t.identOwner[q] == nil || t.identOwner[q] != t.identOwner[loop.Var] {
				return nil, 0, ""
			}
			scatter := false
			v := t.sameScalar(put)
			if v == nil && scattersOn {
				v, scatter = t.scatterScalar(put), true
			}
			if v == nil || seen[v] || t.transfersInto(s.Then.Stmts[:at], v) || t.assignsIn(s.Then.Stmts[at+1:], v) {
				return nil, 0, ""
			}
			seen[v] = true
			b := broadcastVar{v: v, at: put.Pos(), scatter: scatter}
			if scatter {
				b.value, b.q = t.scatteredValue(loop, put), t.identOwner[loop.Var]
			}
			vs = append(vs, b)
		}
		for _, b := range vs {
			if !b.scatter && assigned[b.v] {
				// The loop changes what it puts: not one value.
				return nil, 0, ""
			}
		}
		return vs, lit.Value, "put to every process by"
	}
	return nil, 0, ""
}

// pushLoop returns the index in then (process c's branch) of the push
// form's loop: its last statement, or, with pushTailsOn, the last for
// loop followed only by assignments to scalars (BSPedupack's
// vecfreei(pi) after the puts, its pointer's flag set); -1 when there is
// none.
func (t *translator) pushLoop(then []frontend.Stmt) int {
	for i := len(then) - 1; i >= 0; i-- {
		switch s := then[i].(type) {
		case *frontend.ForStmt:
			return i
		case *frontend.AssignStmt:
			if _, ok := s.LHS.(*frontend.Ident); ok && pushTailsOn {
				continue
			}
		}
		return -1
	}
	return -1
}

// pushTailsOn switches the assignments after the push form's loop; off,
// the loop must be the branch's last statement (the mutation check of
// TestScatter).
var pushTailsOn = true

// assignsIn reports whether an assignment of ss (at their top level)
// writes v.
func (t *translator) assignsIn(ss []frontend.Stmt, v *cvar) bool {
	for _, s := range ss {
		if as, ok := s.(*frontend.AssignStmt); ok {
			if id, ok := as.LHS.(*frontend.Ident); ok && t.identOwner[id] == v {
				return true
			}
		}
	}
	return false
}

// scattersOn switches the scatter form of the push loop: a put of a
// scalar or an array element to another int scalar (put(q, c, v), c
// computed in the loop for each target q; put(q, a[q], v)) gives each process a value of its own, input data that
// the rest of the run reads (BSPedupack: each process's number of
// nonzeros, nz). v stays a variable, and after the sync the bound assumes
// v <= V, V a new parameter: the most v holds there on any process.
// Sound for every run: V is that value, defined by the run (the put loop
// runs once, at the SPMD function's top level). Off, such a loop is no
// broadcast (the mutation check of TestScatter).
var scattersOn = true

// scatterScalar returns the int scalar a put of one word writes (put(q,
// c, v), put(q, a[e], v)), else nil.
func (t *translator) scatterScalar(s *frontend.CommStmt) *cvar {
	if s.Src == nil || s.Dst == nil || s.Dst.Index != nil || s.Words != nil {
		return nil
	}
	src, v := t.identOwner[s.Src.Var], t.identOwner[s.Dst.Var]
	if src == nil || v == nil || src == v || src.fp || src.isArray != (s.Src.Index != nil) || s.Src.Slice {
		return nil
	}
	if v.isArray || v.fp || v.param || v.forVar || v.subst != nil || v.opaque || v.temp {
		return nil
	}
	return v
}

// mostParameter returns a new parameter of the bound for the most v
// holds on any process at one point, named after v.
func (t *translator) mostParameter(v *cvar) *cvar {
	mv := &cvar{cname: v.cname + "_max", param: true, elem: v.elem}
	t.params = append(t.params, mv)
	return mv
}

// broadcastManyOn switches the push form with several scalars put in one
// loop; off, only a loop of one put is a broadcast (the mutation check of
// TestRulesThatTranslate).
var broadcastManyOn = true

// sameScalar returns the int scalar a transfer moves from itself to
// itself (get(c, v, v), put(q, v, v)), else nil.
func (t *translator) sameScalar(s *frontend.CommStmt) *cvar {
	if s.Src == nil || s.Dst == nil || s.Src.Index != nil || s.Dst.Index != nil || s.Words != nil {
		return nil
	}
	v := t.identOwner[s.Dst.Var]
	if v == nil || v != t.identOwner[s.Src.Var] || v.isArray || v.fp || v.param || v.forVar || v.subst != nil || v.opaque || v.temp {
		return nil
	}
	return v
}

// isNprocsMinus1 reports whether e is nprocs - 1.
func isNprocsMinus1(e frontend.Expr) bool {
	b, ok := e.(*frontend.BinaryExpr)
	if !ok || b.Op != frontend.SUB {
		return false
	}
	id, ok1 := b.X.(*frontend.Ident)
	one, ok2 := b.Y.(*frontend.IntLit)
	return ok1 && ok2 && id.Name == "nprocs" && one.Value == 1
}

// transfersInto reports whether a put or get in ss (at any depth) may
// write v.
func (t *translator) transfersInto(ss []frontend.Stmt, v *cvar) bool {
	found := false
	for _, s := range ss {
		frontend.Inspect(s, func(n frontend.Node) bool {
			if c, ok := n.(*frontend.CommStmt); ok && c.Dst != nil && t.identOwner[c.Dst.Var] == v {
				found = true
			}
			if r, ok := n.(*frontend.RecvStmt); ok {
				for _, id := range r.Targets() {
					if t.identOwner[id] == v {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}

// reads makes the reads of v in ss reads of the parameter pv, when
// nothing in ss writes v (the rest of the SPMD function's top level, run
// once after the broadcast): the analyses then see the parameter itself
// rather than a variable equal to it. It reports whether it did.
func (t *translator) reads(ss []frontend.Stmt, v, pv *cvar) bool {
	var ids []*frontend.Ident
	written := false
	for _, s := range ss {
		frontend.Inspect(s, func(n frontend.Node) bool {
			if t.writesIn(n, v) {
				written = true
			} else if id, ok := n.(*frontend.Ident); ok && t.identOwner[id] == v {
				ids = append(ids, id)
			}
			return !written
		})
		if written {
			return false
		}
	}
	t.reown(ids, func(*frontend.Ident) *cvar { return pv })
	return true
}

// reown makes each identifier of ids an occurrence of the variable to
// gives it (to reads the present owners), taking it out of its present
// owner's occurrences.
func (t *translator) reown(ids []*frontend.Ident, to func(*frontend.Ident) *cvar) {
	news := make([]*cvar, len(ids))
	for i, id := range ids {
		news[i] = to(id)
	}
	moved := map[*frontend.Ident]bool{}
	var olds []*cvar
	for i, id := range ids {
		if moved[id] {
			continue
		}
		moved[id] = true
		if old := t.identOwner[id]; old != nil && !slices.Contains(olds, old) {
			olds = append(olds, old)
		}
		t.identOwner[id] = news[i]
		news[i].idents = append(news[i].idents, id)
	}
	for _, v := range olds {
		v.idents = slices.DeleteFunc(v.idents, func(id *frontend.Ident) bool { return moved[id] && t.identOwner[id] != v })
	}
}

// sameAfterContract is the broadcast of a collective contract's call (at
// the top level, run once): as makes a variable input data after the
// call, but the contract says that value is the same on every process, so
// it becomes a parameter of the bound named after the variable, as for a
// broadcast above. rest is what runs after it.
func (t *translator) sameAfterContract(as *frontend.AssignStmt, rest []frontend.Stmt) []frontend.Stmt {
	id, ok := as.LHS.(*frontend.Ident)
	v := t.identOwner[id]
	if !ok || v == nil || v.isArray || v.fp || v.param || v.forVar || v.subst != nil || v.opaque {
		return []frontend.Stmt{as}
	}
	pv, set := t.asParameter(v, rest, as.Pos())
	name := v.cname
	if v.temp {
		name = "the result of " + t.sameAssign[as]
	}
	t.note(as.Pos(), "%s: the same on every process after %s (its contract says so): the bound takes it as a parameter %s", name, t.sameAssign[as], paramName(pv))
	return set
}

// asParameter makes the value v holds from pos on (one value, the same on
// every process, run once: the SPMD function's top level) a parameter of
// the bound named after v: the reads of v in rest become reads of the
// parameter when nothing there writes v, else set assigns it to v at pos.
func (t *translator) asParameter(v *cvar, rest []frontend.Stmt, pos frontend.Pos) (pv *cvar, set []frontend.Stmt) {
	pv = &cvar{cname: v.cname, param: true, elem: v.elem}
	t.params = append(t.params, pv)
	if t.sameParams == nil {
		t.sameParams = map[*cvar]bool{}
	}
	t.sameParams[pv] = true
	if t.reads(rest, v, pv) {
		return pv, nil
	}
	return pv, []frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(v, pos), Assign: pos, RHS: t.ident(pv, pos)}}
}
