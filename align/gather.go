package align

import (
	"bspcost/frontend"
)

// All-gathers: array contents that are the same on every process.
//
// Arrays hold input data, different on every process, and their elements
// are not replicated. One pattern makes every element of an array the same
// everywhere (rule all-gather):
//
//	var a[nprocs]
//	for q := 0 to nprocs - 1 do put(q, x, a[pid]) end     (or get(q, x, a[q]))
//	sync
//
// the for loop under replicated control, without break or continue, the
// put or get a statement of its body, x a scalar the body does not write,
// the array's length nprocs (the form of its declared size), and nothing
// else transferred into the array in that superstep (rule transfer-once, as
// for scalars: the statement repeated by its own loop is no second
// transfer). Every process then receives, in element j, the x of process
// j: the same contents everywhere — every element, as the array has p of
// them. The entry's arr flag says so; it stays while the array is only
// written under replicated control, at a replicated index, with a
// replicated value (rule element-write: anything else clears it), and
// any other transfer into the array, a queue statement writing it or its
// declaration clear it. An element read at a replicated index of such an
// array is replicated: `m := a[0]; for i := 1 to nprocs - 1 do m := max(m,
// a[i]) end` agrees on every process.
//
// The sequential program of nondet reads array elements as input data
// (arbitrary values), so a replicated value computed from them is one of
// the values it may compute: nothing to havoc.

// arrayRep reports whether the array named by x has replicated contents in
// st.
func (a *analyzer) arrayRep(x *frontend.Ident, st *state) bool {
	o := a.obj(x)
	return o != nil && o.Kind == frontend.ArrayObj && a.on(ruleAllGather) && a.getVar(st, o.ID).arr
}

// elementWrite updates the array of the assignment ix := e (c: e's
// culprit) under control ctx.
func (a *analyzer) elementWrite(ix *frontend.IndexExpr, c *culprit, st *state, ctx *why) {
	o := a.obj(ix.X)
	if o == nil || o.Kind != frontend.ArrayObj {
		return
	}
	e := a.getVar(st, o.ID)
	if !e.arr {
		return
	}
	if ctx == nil && c == nil && a.replicated(ix.Index) || !a.on(ruleElementWrite) {
		return // every process writes the same value at the same index
	}
	e.arr = false
	a.setVar(st, o.ID, e)
}

// arrayData clears the arr flag of array o (a queue statement wrote it).
func (a *analyzer) arrayData(o *frontend.Object, st *state) {
	if e := a.getVar(st, o.ID); e.arr {
		e.arr = false
		a.setVar(st, o.ID, e)
	}
}

// arrayTransfer makes array o pending for the put or get s.
func (a *analyzer) arrayTransfer(s *frontend.CommStmt, o *frontend.Object, st *state) {
	p := &pend{array: true}
	if a.gathers[s] {
		p.bcast, p.root = true, s
	}
	if old := a.sp.pending.get(st.pending, o.ID); old != nil {
		p = a.secondTransfer(old, p, s)
		p.array = true
	}
	st.pending = a.sp.pending.set(st.pending, o.ID, p)
}

// landArray returns the entry of array id after the sync delivers p.
func (a *analyzer) landArray(id int, p *pend, before *tnode[entry]) entry {
	e := a.sp.vars.get(before, id)
	e.arr = p.bcast && (!p.keep || e.arr || !a.on(ruleKeepOld))
	return e
}

// gatherInfo is an all-gather loop being analysed.
type gatherInfo struct {
	comm *frontend.CommStmt
	arr  int // the array's object ID
}

// gatherStart checks at a visit of the for loop s, in state st under
// control ctx (bounds: its bounds are replicated), whether it is an
// all-gather, and makes its put or get one for the analysis of the loop.
func (a *analyzer) gatherStart(s *frontend.ForStmt, st *state, ctx *why, bounds bool) *gatherInfo {
	if ctx != nil || !bounds || !a.on(ruleAllGather) {
		return nil
	}
	c, ok := a.gatherLoops[s]
	if !ok {
		c = gatherPattern(a, s)
		a.gatherLoops[s] = c
	}
	if c == nil {
		return nil
	}
	o := a.obj(c.Dst.Var)
	e := a.getVar(st, o.ID)
	if !sameForm(e.form, nprocsForm) || a.sp.pending.get(st.pending, o.ID) != nil {
		return nil
	}
	a.gathers[c] = true
	return &gatherInfo{comm: c, arr: o.ID}
}

// gatherAfter ends the all-gather g (nil: none) with out, the state after
// its loop: the loop ran p >= 1 times, so every path transferred.
func (a *analyzer) gatherAfter(g *gatherInfo, out *state) *state {
	if g == nil {
		return out
	}
	a.gathers[g.comm] = false
	if out.dead {
		return out
	}
	if p := a.sp.pending.get(out.pending, g.arr); p != nil && p.bcast && p.root == g.comm && p.keep {
		q := *p
		q.keep, q.kept = false, nil
		out.pending = a.sp.pending.set(out.pending, g.arr, &q)
	}
	return out
}

// gatherPattern returns the put or get of the for loop l when l has the
// form of an all-gather (see the top of this file) as far as the text
// tells, else nil.
func gatherPattern(a *analyzer, l *frontend.ForStmt) *frontend.CommStmt {
	if lo, ok := frontend.Unparen(l.Lo).(*frontend.IntLit); !ok || lo.Value != 0 || !a.isNprocsMinusOne(l.Hi) {
		return nil
	}
	if l.Step != nil {
		if st, ok := frontend.Unparen(l.Step).(*frontend.IntLit); !ok || st.Value != 1 {
			return nil
		}
	}
	isCounter := func(e frontend.Expr) bool {
		id, ok := frontend.Unparen(e).(*frontend.Ident)
		return ok && a.obj(id) != nil && a.obj(id) == a.obj(l.Var)
	}
	var found *frontend.CommStmt
	for _, st := range l.Body.Stmts {
		if frontend.HasJump(st) {
			return nil
		}
		c, ok := st.(*frontend.CommStmt)
		if !ok || c.Kind == frontend.Send || c.Dst == nil || !isCounter(c.Proc) {
			continue
		}
		if a.obj(c.Dst.Var) == nil || a.obj(c.Dst.Var).Kind != frontend.ArrayObj || c.Dst.Index == nil || c.Dst.Slice {
			continue
		}
		if c.Words != nil {
			if n, ok := frontend.Unparen(c.Words).(*frontend.IntLit); !ok || n.Value != 1 {
				continue
			}
		}
		src := a.obj(c.Src.Var)
		if src == nil || src.Kind != frontend.VarObj || c.Src.Index != nil {
			continue
		}
		if c.Kind == frontend.Put && !a.isPid(c.Dst.Index) || c.Kind == frontend.Get && !isCounter(c.Dst.Index) {
			continue
		}
		if found != nil || a.written(l.Body).has(src.ID) {
			return nil
		}
		found = c
	}
	return found
}
