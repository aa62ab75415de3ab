package hrelation

import (
	"maps"
	"slices"

	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// Computed process ids: the values of the scalars that a put or get
// reads but that are not parameters of its step (partner variables set
// to pid + 1 or pid - 1 in pid-dependent branches, grid coordinates
// `var row := pid / Q`). A forward pass over the AST (runValues) gives
// every put/get, for each such scalar, its value as a list of guarded
// alternatives: on every process that executes the put, exactly one
// alternative's conditions hold and the scalar equals its expression,
// evaluated at the put. comm substitutes them into the target (source)
// and the guards, so that the interaction set stays exact instead of
// "every process may receive every word".
//
// Why each alternative still means, at the put, what it meant at the
// assignment: its expression and conditions are written over pid, nprocs,
// parameters, literals, loop counters and other scalars (its deps), with
// the tracked scalars substituted at the assignment. An assignment to a
// dep (or a new iteration of the loop of a counter) forgets every value
// that reads it; scalars written by a put or get (whose value changes at
// a sync, without a statement) are never deps, and their values hold
// until the next sync where a transfer writing them lands only
// (superstepvalues.go); a loop
// forgets, at its head and after it, what its body assigns (a value of
// the previous iteration is not one of this iteration). An `if` joins the
// two branches' values under its condition and its negation: a branch
// that leaves the loop (break, continue) only adds an alternative no
// process takes after the `if`.

// maxAlts bounds the alternatives of one scalar's value (an if without
// else doubles them, a chain of ifs multiplies): past it, the scalar is
// unknown (the target falls back as before).
const maxAlts = 8

// guardLit is a condition of an alternative, negated when neg is set.
type guardLit struct {
	cond frontend.Expr
	neg  bool
}

// alt is one alternative of a scalar's value: e where every literal of
// conds holds.
type alt struct {
	conds []guardLit
	e     frontend.Expr
}

// value is a tracked scalar's value: alternatives whose conditions
// partition the processes that reach the point, and the untracked
// scalars (by ID) they read.
type value struct {
	alts []alt
	deps map[int]bool
}

// anyExpr reports whether f holds of an expression or condition of one
// of v's alternatives.
func (v *value) anyExpr(f func(frontend.Expr) bool) bool {
	for _, a := range v.alts {
		if f(a.e) {
			return true
		}
		for _, g := range a.conds {
			if f(g.cond) {
				return true
			}
		}
	}
	return false
}

// valState maps the tracked scalars to their values (absent: unknown).
// Values are never changed once made: states share them.
type valState map[*frontend.Object]*value

func (s valState) clone() valState {
	c := make(valState, len(s))
	for k, v := range s {
		c[k] = v
	}
	return c
}

// kill forgets o's value and every value that reads o (ignoreKills: o's
// only, a mutation).
func (s valState) kill(o *frontend.Object, ignoreKills bool) {
	delete(s, o)
	if ignoreKills {
		return
	}
	for k, v := range s {
		if v.deps[o.ID] {
			delete(s, k)
		}
	}
}

// valuePass computes the values at every put/get.
type valuePass struct {
	a *analyzer
	// commDst are the scalars a put or get writes (at a sync).
	commDst map[*frontend.Object]bool
	// lands holds, per sync, the scalars the transfers landing there
	// write (landing), made on first use.
	lands map[*frontend.SyncStmt]map[*frontend.Object]bool
	at    map[*frontend.CommStmt]valState
	// ifConds is the value of each if's condition where it is evaluated.
	ifConds map[*frontend.IfStmt]*value
	opts    options // the mutation checks switch rules off
	// dry counts the passes that record nothing in at and ifConds
	// (entered's passes over a loop's body).
	dry int
}

// runValues runs the pass over the program: the values at each put/get
// (nil maps when it knows nothing) and of each if's condition.
func runValues(a *analyzer) (map[*frontend.CommStmt]valState, map[*frontend.IfStmt]*value) {
	vp := &valuePass{a: a, commDst: map[*frontend.Object]bool{}, at: map[*frontend.CommStmt]valState{}, ifConds: map[*frontend.IfStmt]*value{}, opts: a.opts}
	frontend.Inspect(a.prog.Body, func(n frontend.Node) bool {
		if c, ok := n.(*frontend.CommStmt); ok && c.Dst != nil && c.Dst.Var != nil && a.obj(c.Dst.Var) != nil && !a.opts.ignoreCommDst {
			vp.commDst[a.obj(c.Dst.Var)] = true
		}
		return true
	})
	vp.block(a.prog.Body, valState{})
	return vp.at, vp.ifConds
}

func (vp *valuePass) block(b *frontend.Block, s valState) valState {
	for _, st := range b.Stmts {
		s = vp.stmt(st, s)
	}
	return s
}

// tracked reports whether o's value can be tracked: a scalar variable
// that no put or get writes.
func (vp *valuePass) tracked(o *frontend.Object) bool {
	return o != nil && o.Kind == frontend.VarObj && (!vp.commDst[o] || superstepValuesOn)
}

func (vp *valuePass) stmt(st frontend.Stmt, s valState) valState {
	switch st := st.(type) {
	case *frontend.CostStmt:
		return vp.stmt(st.Stmt, s)
	case *frontend.VarDecl:
		if vp.a.obj(st.Name) == nil || st.Size != nil {
			return s
		}
		var v *value
		if st.Init != nil {
			v = vp.eval(st.Init, s)
		}
		return vp.assign(s, vp.a.obj(st.Name), v)
	case *frontend.AssignStmt:
		id, ok := st.LHS.(*frontend.Ident)
		if !ok || vp.a.obj(id) == nil {
			return s
		}
		if vp.a.obj(id).Kind == frontend.PidObj {
			// pid := any (instrumented programs): nothing holds after.
			return valState{}
		}
		return vp.assign(s, vp.a.obj(id), vp.eval(st.RHS, s))
	case *frontend.CommStmt:
		if vp.dry == 0 {
			vp.at[st] = s
		}
		if st.Tag != nil && st.Tag.Var != nil && vp.a.obj(st.Tag.Var) != nil {
			// A send with a tag writes the tag's count.
			return vp.assign(s, vp.a.obj(st.Tag.Var), nil)
		}
		return s
	case *frontend.RecvStmt:
		// What a queue statement writes is data: unknown after it.
		for _, id := range st.Targets() {
			if o := vp.a.obj(id); o != nil {
				s = vp.assign(s, o, nil)
			}
		}
		return s
	case *frontend.IfStmt:
		c := vp.eval(st.Cond, s)
		if c != nil && vp.dry == 0 {
			vp.ifConds[st] = c
		}
		s1 := vp.block(st.Then, s.clone())
		s2 := s.clone()
		if st.Else != nil {
			s2 = vp.block(st.Else, s2)
		}
		return vp.join(c, s1, s2)
	case *frontend.SyncStmt:
		return vp.atSync(st, s)
	case *frontend.WhileStmt:
		return vp.entered(st.Cond, st.Body, nil, s, vp.loop(st.Body, nil, s))
	case *frontend.ForStmt:
		out := vp.loop(st.Body, vp.a.obj(st.Var), s)
		if st.Step != nil {
			return out
		}
		return vp.entered(&frontend.BinaryExpr{X: st.Lo, Op: frontend.LEQ, Y: st.Hi, OpPos: st.For}, st.Body, vp.a.obj(st.Var), s, out)
	}
	return s
}

// loopEntryOn switches entered (its test switches it off).
var loopEntryOn = true

// entered adds to after, the state past a loop whose condition at its
// entry is cond (a for loop's lo <= hi) and whose body is body, the
// values of the scalars the loop leaves as one iteration does: `while k <
// K do x := 2; k := k * 2 end` leaves x at 2 where 1 < K held at the
// entry (the body ran) and at its value before where it did not. A
// scalar o qualifies when, from the head state that knows o's value
// before the loop (every other scalar the body writes unknown, as at
// loop), the body ends with a value ve of o that reads nothing the body
// writes, and from ve at the head it ends with ve again: every iteration
// then ends with ve (the first starts from the value before, the others
// from ve), and the last one's is what holds past the loop. A body with a
// break or a continue may end elsewhere; cond must read nothing the body
// writes, so that it still means at a later put what it meant at the
// entry. before is the state at the entry; counter, a for loop's counter
// (nil for a while loop), counts as written: no value past the loop
// reads it. The body's passes here record nothing (dry): its puts see the
// loop's head state, not these.
func (vp *valuePass) entered(cond frontend.Expr, body *frontend.Block, counter *frontend.Object, before, after valState) valState {
	if !loopEntryOn || vp.opts.ignoreLoopForget {
		return after
	}
	written := vp.a.written(body)
	if counter != nil {
		written = maps.Clone(written)
		written[counter.ID] = true
	}
	reads := func(e frontend.Expr) bool {
		found := false
		frontend.Inspect(e, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok {
				if o := vp.a.obj(id); o != nil && written[o.ID] {
					found = true
				}
			}
			return !found
		})
		return found
	}
	clean := func(v *value) bool {
		if v == nil {
			return false
		}
		for id := range v.deps {
			if written[id] {
				return false
			}
		}
		return !v.anyExpr(reads)
	}
	var cands []*frontend.Object
	for o, v := range before {
		if written[o.ID] && !vp.commDst[o] && clean(v) {
			cands = append(cands, o)
		}
	}
	if len(cands) == 0 {
		return after
	}
	jumps := false
	frontend.Inspect(body, func(n frontend.Node) bool {
		switch n.(type) {
		case *frontend.BreakStmt, *frontend.ContinueStmt:
			jumps = true
		}
		return !jumps
	})
	c := vp.eval(cond, before)
	if jumps || !clean(c) || len(c.alts) != 1 || len(c.alts[0].conds) > 0 {
		return after
	}
	slices.SortFunc(cands, func(x, y *frontend.Object) int { return x.ID - y.ID })
	// pass runs the body from the head state with the candidates at the
	// values of at, recording nothing.
	pass := func(at valState) valState {
		head := after.clone()
		for _, o := range cands {
			if v := at[o]; v != nil {
				head[o] = v
			} else {
				delete(head, o)
			}
		}
		vp.dry++
		end := vp.block(body, vp.syncIn(body, head))
		vp.dry--
		return end
	}
	v0 := valState{}
	for _, o := range cands {
		v0[o] = before[o]
	}
	// Candidates whose value is not a fixed point go, and the passes are
	// made again without them (their values at the head change the
	// others').
	for len(cands) > 0 {
		ve := pass(v0)
		again := pass(ve)
		var keep []*frontend.Object
		for _, o := range cands {
			if clean(ve[o]) && sameValue(ve[o], again[o]) {
				keep = append(keep, o)
			}
		}
		if len(keep) == len(cands) {
			out := after.clone()
			for _, o := range cands {
				if j, ok := vp.join(c, valState{o: ve[o]}, valState{o: before[o]})[o]; ok {
					out[o] = j
				}
			}
			return out
		}
		cands = keep
	}
	return after
}

// sameValue reports whether two values have the same alternatives (their
// conditions and expressions read alike).
func sameValue(x, y *value) bool {
	if x == y {
		return true
	}
	if x == nil || y == nil || len(x.alts) != len(y.alts) {
		return false
	}
	for i, a := range x.alts {
		b := y.alts[i]
		if len(a.conds) != len(b.conds) || frontend.ExprString(a.e) != frontend.ExprString(b.e) {
			return false
		}
		for k, g := range a.conds {
			if g.neg != b.conds[k].neg || frontend.ExprString(g.cond) != frontend.ExprString(b.conds[k].cond) {
				return false
			}
		}
	}
	return true
}

// loop passes a loop: what its body assigns (and every value reading its
// counter) is unknown at the head of every iteration and after the loop.
func (vp *valuePass) loop(body *frontend.Block, counter *frontend.Object, s valState) valState {
	written := vp.a.written(body)
	forget := func(s valState) valState {
		if vp.opts.ignoreLoopForget {
			return s
		}
		out := valState{}
	next:
		for o, v := range s {
			if written[o.ID] || o == counter {
				continue
			}
			for id := range v.deps {
				if written[id] || counter != nil && id == counter.ID {
					continue next
				}
			}
			out[o] = v
		}
		return out
	}
	s = vp.syncIn(body, s)
	vp.block(body, forget(s))
	return forget(s)
}

// assign sets o to v (nil: unknown), forgetting what read o's old value.
func (vp *valuePass) assign(s valState, o *frontend.Object, v *value) valState {
	s = s.clone()
	s.kill(o, vp.opts.ignoreKills)
	if v != nil && vp.tracked(o) && !v.deps[o.ID] {
		s[o] = v
	}
	return s
}

// join merges the states of the two branches of an if whose condition
// has the value c (its one alternative: the condition with the tracked
// scalars substituted; nil when it reads data).
func (vp *valuePass) join(c *value, s1, s2 valState) valState {
	out := valState{}
	for o, v1 := range s1 {
		v2, ok := s2[o]
		if !ok {
			continue
		}
		if v1 == v2 {
			out[o] = v1
			continue
		}
		if c == nil || len(c.alts) != 1 || len(c.alts[0].conds) > 0 {
			continue
		}
		if len(v1.alts)+len(v2.alts) > maxAlts {
			continue
		}
		g := c.alts[0].e
		v := &value{deps: map[int]bool{}}
		for _, d := range []map[int]bool{v1.deps, v2.deps, c.deps} {
			for id := range d {
				v.deps[id] = true
			}
		}
		for _, x := range v1.alts {
			if cs, ok := withLit(x.conds, guardLit{cond: g}); ok {
				v.alts = append(v.alts, alt{conds: cs, e: x.e})
			}
		}
		if !vp.opts.joinThenOnly {
			for _, x := range v2.alts {
				if cs, ok := withLit(x.conds, guardLit{cond: g, neg: true}); ok {
					v.alts = append(v.alts, alt{conds: cs, e: x.e})
				}
			}
		}
		out[o] = v
	}
	return out
}

// withLit is conds with l first, ok false where conds holds l's
// negation (the alternative holds nowhere: a loop's value joined again
// under its entry's condition); l is not repeated where conds holds it.
func withLit(conds []guardLit, l guardLit) ([]guardLit, bool) {
	if loopEntryOn {
		text := frontend.ExprString(l.cond)
		for i, c := range conds {
			if frontend.ExprString(c.cond) != text {
				continue
			}
			if c.neg != l.neg {
				return nil, false
			}
			return append(append([]guardLit{l}, conds[:i]...), conds[i+1:]...), true
		}
	}
	return append([]guardLit{l}, conds...), true
}

// eval returns the value of e in s: the tracked scalars it reads
// substituted (one alternative per combination), nil when e reads data
// (any, an array element), a scalar written by a put or get, or has too
// many alternatives.
func (vp *valuePass) eval(e frontend.Expr, s valState) *value {
	v := &value{deps: map[int]bool{}}
	var used []*frontend.Object
	seen := map[*frontend.Object]bool{}
	ok := scalarLeaves(e, func(id *frontend.Ident) bool { return vp.leaf(id, s, v, &used, seen) })
	if !ok {
		return nil
	}
	alts := []alt{{e: e}}
	for _, o := range used {
		var next []alt
		for _, a := range alts {
			for _, b := range s[o].alts {
				next = append(next, alt{
					conds: append(append([]guardLit{}, a.conds...), b.conds...),
					e:     substitute(vp.a.prog.Info, a.e, o, b.e),
				})
			}
		}
		if len(next) > maxAlts {
			return nil
		}
		alts = next
	}
	v.alts = alts
	return v
}

// leaf records what identifier id of an expression evaluated in s
// contributes: a tracked scalar with a value is substituted (its deps
// inherited), another scalar is a dep; false for a scalar written by a
// put or get.
func (vp *valuePass) leaf(id *frontend.Ident, s valState, v *value, used *[]*frontend.Object, seen map[*frontend.Object]bool) bool {
	o := vp.a.obj(id)
	if o == nil {
		return true
	}
	switch o.Kind {
	case frontend.PidObj, frontend.NprocsObj, frontend.ParamObj:
		return true
	case frontend.LoopVarObj:
		v.deps[o.ID] = true
		return true
	case frontend.VarObj:
	default:
		return false
	}
	if vp.commDst[o] && s[o] == nil {
		return false
	}
	if x, ok := s[o]; ok {
		if !seen[o] {
			seen[o] = true
			*used = append(*used, o)
			for id := range x.deps {
				v.deps[id] = true
			}
		}
		return true
	}
	v.deps[o.ID] = true
	return true
}

// substitute returns e with every identifier of o replaced by r (in
// parentheses); the nodes without o are shared.
func substitute(info *frontend.Info, e frontend.Expr, o *frontend.Object, r frontend.Expr) frontend.Expr {
	switch x := e.(type) {
	case *frontend.Ident:
		if info.ObjectOf(x) == o {
			return &frontend.ParenExpr{Lparen: x.NamePos, X: r, Rparen: x.NamePos}
		}
	case *frontend.ParenExpr:
		if y := substitute(info, x.X, o, r); y != x.X {
			c := *x
			c.X = y
			return &c
		}
	case *frontend.UnaryExpr:
		if y := substitute(info, x.X, o, r); y != x.X {
			c := *x
			c.X = y
			return &c
		}
	case *frontend.BinaryExpr:
		l, rr := substitute(info, x.X, o, r), substitute(info, x.Y, o, r)
		if l != x.X || rr != x.Y {
			c := *x
			c.X, c.Y = l, rr
			return &c
		}
	case *frontend.CallExpr:
		var args []frontend.Expr
		changed := false
		for _, a := range x.Args {
			y := substitute(info, a, o, r)
			changed = changed || y != a
			args = append(args, y)
		}
		if changed {
			c := *x
			c.Args = args
			return &c
		}
	}
	return e
}

// expand returns the alternatives of e at put/get cc: the scalars it
// reads that are not parameters of the step but have a value there
// substituted, one alternative per combination (e alone when there are
// none, or too many).
func (b *builder) expand(cc *commCtx, e frontend.Expr) []alt {
	whole := []alt{{e: e}}
	if b.a.opts.noValues || b.plain && (e == cc.c.Proc || !plainOneValueOn) {
		return whole
	}
	vals := b.a.values()[cc.c]
	subs := b.substituted(cc, e)
	if b.plain {
		// Analysed again without the computed process ids
		// (commChecked): a guard still reads the scalars with one
		// plain value that does not read pid, as if the program wrote
		// that form in it (one of pid would make the guard a computed
		// process id again, pid == K % (N / p) + p / 4 in floors of
		// nprocs).
		subs = slices.DeleteFunc(subs, func(o *frontend.Object) bool {
			return !b.guardOneValue(cc, o) || b.readsPid(vals[o].alts[0].e)
		})
	} else if e != cc.c.Proc {
		// A guard: only the scalars the target (source) reads too (the
		// partner of `if partner < nprocs then put(partner, ...)`). The
		// values of others make exact guards of statements whose
		// remote process was exact already, whose h is then piecewise
		// in more of the program's values than the sequential analysis
		// bounds (generated programs lost bounds). Scalars with one
		// plain value are the exception (guardvalues.go).
		target := b.substituted(cc, cc.c.Proc)
		subs = slices.DeleteFunc(subs, func(o *frontend.Object) bool { return !slices.Contains(target, o) && !b.guardOneValue(cc, o) })
	}
	alts := whole
	for _, o := range subs {
		var next []alt
		for _, a := range alts {
			for _, x := range vals[o].alts {
				next = append(next, alt{conds: append(append([]guardLit{}, a.conds...), x.conds...), e: substitute(b.a.prog.Info, a.e, o, x.e)})
			}
		}
		if len(next) > maxCases {
			return whole
		}
		alts = next
	}
	b.computed = b.computed || len(subs) > 0
	return alts
}

// plainOneValueOn switches the one values of the guards' scalars
// (guardvalues.go) in a statement analysed again without the computed
// process ids (commChecked; its test switches it off: the guard is then
// dropped there).
var plainOneValueOn = true

// substituted returns the scalars of e that expand substitutes at put/get
// cc: those with a value there that are not parameters of the step.
func (b *builder) substituted(cc *commCtx, e frontend.Expr) []*frontend.Object {
	vals := b.a.values()[cc.c]
	var subs []*frontend.Object
	frontend.Inspect(e, func(n frontend.Node) bool {
		id, ok := n.(*frontend.Ident)
		if !ok || b.a.obj(id) == nil || b.a.obj(id).Kind != frontend.VarObj || vals[b.a.obj(id)] == nil {
			return true
		}
		if !b.frozen(cc, id) && !slices.Contains(subs, b.a.obj(id)) {
			subs = append(subs, b.a.obj(id))
		}
		return true
	})
	return subs
}

// condOver is bspaff's CondOver of a guard (negated when neg is set)
// with the scalars it reads expanded (expand): the disjunction over the
// alternatives of their conditions and the guard, each over-approximated
// literal by literal.
func (b *builder) condOver(cc *commCtx, cond frontend.Expr, neg bool) (bspaff.Formula, []frontend.Expr, error) {
	alts := b.expand(cc, cond)
	if len(alts) == 1 && len(alts[0].conds) == 0 {
		return b.bld.CondOver(alts[0].e, neg)
	}
	var out bspaff.Formula
	var dropped []frontend.Expr
	for _, al := range alts {
		f, d, err := b.bld.CondOver(al.e, neg)
		if err != nil {
			return nil, nil, err
		}
		dropped = append(dropped, d...)
		for _, gl := range al.conds {
			g, d, err := b.bld.CondOver(gl.cond, gl.neg)
			if err == nil {
				f, err = bspaff.And(f, g)
			}
			if err != nil {
				return nil, nil, err
			}
			dropped = append(dropped, d...)
		}
		if out, err = bspaff.Or(out, f); err != nil {
			return nil, nil, err
		}
	}
	return out, dropped, nil
}
