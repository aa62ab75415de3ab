package align

import (
	"fmt"
	"slices"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Broadcasts: transfers after which every process holds the same value.
//
// A put or get makes its scalar destination pending; at the sync that
// delivers it the destination is not replicated, unless the transfer is
// one of these broadcasts (pend.bcast):
//
//   - rule get-fixed: `get(c, src, x)` under replicated control with c and
//     src's address replicated (a scalar, or an element at a replicated
//     index): every process reads the same word of the same process, at the
//     sync (the value it holds at the end of its local computation);
//   - rule get-replicated-source: `get(t, s, x)` under replicated control
//     with s a scalar replicated at the sync, whatever t: every process
//     holds the same s there;
//   - rule put-bijection: `put(t, s, x)` under replicated control with s
//     replicated at the put and t a bijection of the processes: t is
//     ±pid + r or (±pid + r) % nprocs with r replicated (in a run without
//     runtime error every target is in 0..p-1, and p consecutive values or
//     their remainders by p hit every process once);
//   - rule put-root: `if pid == c then … for q := 0 to nprocs - 1 do
//     … put(q, src, x) … end end` (the form of frontend/llvm/broadcast.go,
//     anywhere, loops included): one process puts one value to every
//     process (the if under replicated control, c replicated, the for
//     loop a statement of the then-branch not preceded by a break or
//     continue, its body without break or continue and not writing src or
//     its index). When c may be outside 0..p-1 nobody sends and the old
//     value stays: it must be replicated too.
//
// The destination is then replicated after the sync, provided nothing
// else transfers into it in that superstep (rule transfer-once: a second
// transfer on a path, or a join with a path carrying another kind of
// transfer, makes it an ordinary one) and, where some paths reaching the
// sync made no transfer (a transfer under a replicated if), its old value
// is replicated as well (rule keep-old). A transfer under pid-dependent
// control is no broadcast (rule transfer-control), except the root's.
//
// Its value is not known to the sequential program of nondet, which skips
// puts and gets: VaryingAt still lists every destination that landed at a
// sync, so that nondet havocs it there, although it is replicated.

// pend is what the state knows of the pending transfers into a scalar.
type pend struct {
	// w is the reason the destination may differ between processes, used
	// when the transfers turn out to be no broadcast.
	w *why
	// bcast: a broadcast (above), subject to srcs and keep.
	bcast bool
	// keep: on some path reaching the sync nothing is transferred, so the
	// old value must be replicated too.
	keep bool
	// The values transferred (rule transfer-values): vals bounds those
	// read at the puts (and those not known: top), when some; srcs are
	// the scalars whose values at the sync the gets fetch. Those marked
	// rep must be replicated there (rule get-replicated-source).
	some bool
	vals ival
	srcs []srcRef
	// root is the put of a root broadcast, or the put or get of an
	// all-gather (gather.go): the same statement again in its for loop is
	// no second transfer.
	root *frontend.CommStmt
	// array: the destination is an array (gather.go).
	array bool
	// kept caches the pend with keep set.
	kept *pend
}

type srcRef struct {
	id  int
	rep bool
}

// withKeep returns p with keep set.
func (p *pend) withKeep() *pend {
	if !p.bcast || p.keep {
		return p
	}
	if p.kept == nil {
		q := *p
		q.keep, q.kept = true, nil
		p.kept = &q
	}
	return p.kept
}

// mergeVals returns a pend with the values of x and y (the other fields
// those of x, except kept).
func mergeVals(x, y *pend) *pend {
	z := *x
	z.kept = nil
	z.srcs = append([]srcRef(nil), x.srcs...)
	for _, s := range y.srcs {
		if !slices.Contains(z.srcs, s) {
			z.srcs = append(z.srcs, s)
		}
	}
	switch {
	case x.some && y.some:
		z.vals = intsem.Hull(x.vals, y.vals)
	case y.some:
		z.some, z.vals = true, y.vals
	}
	return &z
}

// joinPend joins the transfers of two paths into one variable.
func joinPend(x, y *pend) *pend {
	switch {
	case x == y:
		return x
	case x == nil:
		return y.withKeep()
	case y == nil:
		return x.withKeep()
	}
	z := mergeVals(x, y)
	z.bcast = x.bcast && y.bcast
	z.keep = x.keep || y.keep
	if !x.bcast {
		z.w = x.w
	} else if !y.bcast {
		z.w = y.w
	}
	if x.root != y.root {
		z.root = nil
	}
	switch {
	case samePend(z, x):
		return x
	case samePend(z, y):
		return y
	}
	return z
}

// samePend reports whether x and y say the same (reasons aside).
func samePend(x, y *pend) bool {
	if x == nil || y == nil {
		return x == y
	}
	if x.bcast != y.bcast || x.array != y.array || x.keep != y.keep || x.some != y.some || x.some && x.vals != y.vals || x.root != y.root || len(x.srcs) != len(y.srcs) {
		return false
	}
	for _, s := range x.srcs {
		if !slices.Contains(y.srcs, s) {
			return false
		}
	}
	return true
}

// secondTransfer returns what a path that transfers p into a variable
// already pending with old holds.
func (a *analyzer) secondTransfer(old, p *pend, s *frontend.CommStmt) *pend {
	switch {
	case old.root == s && p.root == s:
		return old // the root's put to the next process
	case !a.on(ruleTransferOnce):
		return p
	}
	z := mergeVals(p, old)
	z.bcast, z.keep, z.root = false, false, nil
	return z
}

// transfer returns the pending transfer of the put or get s, issued in
// state st under control ctx (the culprits of its operands are recorded),
// w being the reason for an ordinary transfer.
func (a *analyzer) transfer(s *frontend.CommStmt, st *state, ctx *why, w *why) *pend {
	p := &pend{w: w}
	srcObj := a.obj(s.Src.Var)
	scalarSrc := srcObj != nil && srcObj.Kind == frontend.VarObj && s.Src.Index == nil
	switch {
	case s.Kind == frontend.Get && scalarSrc:
		p.srcs = []srcRef{{id: srcObj.ID}}
	case scalarSrc:
		p.some, p.vals = true, a.ivOf(s.Src.Var)
	default:
		p.some, p.vals = true, top
	}
	if s.Words != nil && a.ivs[s.Words] != point(1) || s.Src.Slice {
		return p // a scalar takes one word (more is a runtime error)
	}
	if r := a.rootPut[s]; r != nil && r.active {
		p.bcast, p.root, p.keep = true, s, !r.inRange
		return p
	}
	if ctx != nil && a.on(ruleTransferControl) {
		return p
	}
	switch s.Kind {
	case frontend.Get:
		// A name denotes the same location on every process: the address
		// is replicated unless an index is not.
		addrRep := s.Src.Index == nil || a.replicated(s.Src.Index)
		switch {
		case a.on(ruleGetFixed) && a.replicated(s.Proc) && addrRep:
			p.bcast = true
		case a.on(ruleGetRepSrc) && scalarSrc:
			p.bcast = true
			p.srcs[0].rep = true
		}
	case frontend.Put:
		p.bcast = a.on(rulePutBijection) && scalarSrc && a.replicated(s.Src.Var) && a.bijection(s.Proc, st)
	}
	return p
}

// replicated reports whether the node e, just evaluated, is replicated.
func (a *analyzer) replicated(e frontend.Expr) bool {
	c, ok := a.rep[e]
	return ok && c == nil
}

// ivOf returns the interval of the node e, just evaluated.
func (a *analyzer) ivOf(e frontend.Expr) ival {
	if iv, ok := a.ivs[e]; ok {
		return iv
	}
	return top
}

// bijection reports whether the target expression t maps the processes
// one to one onto 0..p-1 (in a run without runtime error): ±pid + r, or
// (±pid + r) % nprocs, with r replicated. It evaluates t again, in the
// state it was just evaluated in.
func (a *analyzer) bijection(t frontend.Expr, st *state) bool {
	_, _, f := a.evalF(t, st)
	if f == nil {
		return false
	}
	if a.minusPid(f, 1, st) || a.minusPid(f, -1, st) {
		return true
	}
	// A remainder by nprocs.
	m, ok := frontend.Unparen(t).(*frontend.BinaryExpr)
	if !ok || m.Op != frontend.REM {
		return false
	}
	if _, _, fy := a.evalF(m.Y, st); !sameForm(fy, nprocsForm) {
		return false
	}
	_, _, fx := a.evalF(m.X, st)
	return fx != nil && (a.minusPid(fx, 1, st) || a.minusPid(fx, -1, st))
}

// rootInfo is a put that is part of a root broadcast, while the if that
// makes it one is analysed.
type rootInfo struct {
	active  bool // the pattern applies at this visit of the if
	inRange bool // the root c is provably in 0..p-1
}

// rootBroadcast checks at a visit of the if s, in state st under control
// ctx, whether it is a root broadcast: it returns the put and its
// rootInfo, made active for the analysis of the then-branch; nil when it
// is not one. The destination must not be pending already: the root's
// puts would be a second transfer.
func (a *analyzer) rootBroadcast(s *frontend.IfStmt, st *state, ctx *why) (*frontend.CommStmt, *rootInfo) {
	if ctx != nil || !a.on(rulePutRoot) {
		return nil, nil
	}
	m, ok := a.roots[s]
	if !ok {
		m.put, m.c, _ = a.rootPattern(s)
		a.roots[s] = m
	}
	if m.put == nil || !a.replicated(m.c) || a.sp.pending.get(st.pending, a.obj(m.put.Dst.Var).ID) != nil {
		if ri := a.rootPut[m.put]; ri != nil {
			ri.active = false
		}
		return nil, nil
	}
	// c is in 0..p-1 when it is 0 or nprocs - 1.
	in := a.ivOf(m.c) == point(0) || a.isNprocsMinusOne(m.c)
	ri := &rootInfo{active: true, inRange: in}
	a.rootPut[m.put] = ri
	return m.put, ri
}

// rootPend is the transfer of a root broadcast after its if: every process
// received the root's value, or (root outside 0..p-1) kept its own.
func (a *analyzer) rootPend(tp *pend, ri *rootInfo) *pend {
	if tp.keep == !ri.inRange {
		return tp
	}
	if a.rootPends == nil {
		a.rootPends = map[*pend]*pend{}
	}
	if p := a.rootPends[tp]; p != nil {
		return p
	}
	p := *tp
	p.keep, p.kept = !ri.inRange, nil
	a.rootPends[tp] = &p
	return &p
}

type rootMatch struct {
	put *frontend.CommStmt
	c   frontend.Expr
}

// rootPattern returns the put of a root broadcast if s has the form
// `if pid == c then … for q := 0 to nprocs - 1 do … put(q, src, x) … end
// end` (see the top of this file) as far as the text tells; what depends
// on the state (c replicated, control) is checked by the caller.
func (a *analyzer) rootPattern(s *frontend.IfStmt) (put *frontend.CommStmt, c frontend.Expr, loop *frontend.ForStmt) {
	cond, ok := frontend.Unparen(s.Cond).(*frontend.BinaryExpr)
	if !ok || cond.Op != frontend.EQL {
		return nil, nil, nil
	}
	switch {
	case a.isPid(cond.X):
		c = cond.Y
	case a.isPid(cond.Y):
		c = cond.X
	default:
		return nil, nil, nil
	}
	for _, st := range s.Then.Stmts {
		if loop, ok = st.(*frontend.ForStmt); ok {
			if put = a.rootLoop(loop); put != nil {
				return put, c, loop
			}
		}
		if frontend.HasJump(st) {
			return nil, nil, nil
		}
	}
	return nil, nil, nil
}

// rootLoop returns the put of `for q := 0 to nprocs - 1 do … put(q, src,
// x) … end`, a statement of the body, when the body has no break or
// continue and writes neither src nor what its address reads.
func (a *analyzer) rootLoop(l *frontend.ForStmt) *frontend.CommStmt {
	if lo, ok := frontend.Unparen(l.Lo).(*frontend.IntLit); !ok || lo.Value != 0 {
		return nil
	}
	if l.Step != nil {
		if st, ok := frontend.Unparen(l.Step).(*frontend.IntLit); !ok || st.Value != 1 {
			return nil
		}
	}
	if !a.isNprocsMinusOne(l.Hi) {
		return nil
	}
	var put *frontend.CommStmt
	for _, st := range l.Body.Stmts {
		if frontend.HasJump(st) {
			return nil
		}
		c, ok := st.(*frontend.CommStmt)
		if !ok || c.Kind != frontend.Put || put != nil || c.Dst == nil || c.Dst.Index != nil {
			continue
		}
		q, ok := frontend.Unparen(c.Proc).(*frontend.Ident)
		if !ok || a.obj(q) == nil || a.obj(q) != a.obj(l.Var) {
			continue
		}
		if o := a.obj(c.Dst.Var); o == nil || o.Kind != frontend.VarObj {
			continue
		}
		put = c
	}
	if put == nil {
		return nil
	}
	// The value put is the same at every iteration: the body writes
	// neither the source nor what its address reads, and the address does
	// not read the counter or `any`.
	w := a.written(l.Body)
	if a.obj(put.Src.Var) == nil || w.has(a.obj(put.Src.Var).ID) || reads(a.prog.Info, w, put.Src.Index, put.Src.Hi) {
		return nil
	}
	counter := false
	for _, e := range []frontend.Expr{put.Src.Index, put.Src.Hi} {
		if e == nil {
			continue
		}
		frontend.Inspect(e, func(n frontend.Node) bool {
			switch x := n.(type) {
			case *frontend.Ident:
				counter = counter || a.obj(x) == a.obj(l.Var)
			case *frontend.AnyExpr:
				counter = true
			}
			return !counter
		})
	}
	if counter {
		return nil
	}
	return put
}

func (a *analyzer) isPid(e frontend.Expr) bool {
	id, ok := frontend.Unparen(e).(*frontend.Ident)
	return ok && a.obj(id) != nil && a.obj(id).Kind == frontend.PidObj
}

// isNprocsMinusOne reports whether e is nprocs - 1 (or p - 1).
func (a *analyzer) isNprocsMinusOne(e frontend.Expr) bool {
	b, ok := frontend.Unparen(e).(*frontend.BinaryExpr)
	if !ok || b.Op != frontend.SUB {
		return false
	}
	n, ok1 := frontend.Unparen(b.X).(*frontend.Ident)
	one, ok2 := frontend.Unparen(b.Y).(*frontend.IntLit)
	return ok1 && ok2 && a.obj(n) != nil && a.obj(n).Kind == frontend.NprocsObj && one.Value == 1
}

// land returns the entry of variable id after the sync delivers p, the
// transfers pending into it; before is the table at the sync, before any
// transfer lands.
func (a *analyzer) land(id int, p *pend, before *tnode[entry]) entry {
	old := a.sp.vars.get(before, id)
	// The values transferred, in vals.
	vals, known := p.vals, p.some
	for _, s := range p.srcs {
		se := a.sp.vars.get(before, s.id)
		if known {
			vals = intsem.Hull(vals, se.iv)
		} else {
			vals, known = se.iv, true
		}
	}
	known = known && a.on(ruleTransferValues)
	if p.bcast && a.bcastHolds(p, old, before) {
		iv := top
		if known {
			iv = vals
			if p.keep {
				iv = intsem.Hull(iv, old.iv)
			}
		}
		return entry{iv: iv, konst: kval{ok: iv.IsPoint(), v: iv.Lo}}
	}
	// A process that receives nothing keeps its own value.
	iv := top
	if known {
		iv = intsem.Hull(vals, old.iv)
	}
	return entry{div: p.w, iv: iv, konst: kval{ok: iv.IsPoint(), v: iv.Lo}}
}

// bcastHolds checks at the sync what a broadcast p needs there: its
// sources marked rep and, with keep, the old value are replicated.
func (a *analyzer) bcastHolds(p *pend, old entry, before *tnode[entry]) bool {
	for _, s := range p.srcs {
		if s.rep && !a.entryRep(a.sp.vars.get(before, s.id)) {
			return false
		}
	}
	return !p.keep || !a.on(ruleKeepOld) || a.entryRep(old)
}

// transferMsg is the reason text of a destination that a transfer
// writes.
func transferMsg(s *frontend.CommStmt, o *frontend.Object) string {
	if s.Kind == frontend.Get {
		return fmt.Sprintf("%s receives a value from another process (get at %s, delivered at the next sync)", frontend.Excerpt(o.Name), s.Pos())
	}
	return fmt.Sprintf("%s may be written by a put from another process (put at %s, delivered at the next sync)", frontend.Excerpt(o.Name), s.Pos())
}
