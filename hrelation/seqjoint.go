package hrelation

import (
	"math/big"
	"slices"

	"bspcost/frontend"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// The joint charge of a loop body (seqJoint). When every sequential
// statement of a step runs at most once in each execution of the body of
// one loop L (L is the innermost loop of the superstep around it, its
// words over nprocs and the parameters), to a remote process that is a
// fixed function of pid for the superstep (remoteMap), each execution of
// the body by a process s loads every process t with at most the words
// c_in(s, t) and c_out(s, t) of the statements' pairs (their guards kept
// where remoteMap's formula keeps them, a superset elsewhere): the words
// s puts to t, and t's own gets when s = t (in), and the words s gets
// from t, and t's own puts (out). With X(s) the executions of the body by
// s in the superstep, t receives at most Σ_s X(s)·c_in(s, t) <= X*·M and
// sends at most as much, M = max_t max(Σ_s c_in(s, t), Σ_s c_out(s, t)):
// the h-relation of one execution of the body by every process. The
// sequential program charges M at each execution of one statement that
// runs in every execution of the body (the carrier: right in the body,
// after no break or continue of L's own, its words a constant at least
// 1: where it runs, its own pairs make each piece of M's expression that
// holds at least 1, fanMax), and nothing at the others', so the followed
// process s pays X(s)·M, at most X*·M. Without such a statement, the
// carriers may be one statement per branch of an if and its else, each
// found the same way in its branch (branchCarriers): every execution of
// the body runs exactly one of them, so s still pays X(s)·M (the
// branches of one process cannot both add to its charge, though M adds
// every branch's pairs: other processes may take the other branch). The
// statements' own fans add their maxima over t one by one (Σ_j K_j·n_j per execution): gets from
// 0 and from nprocs - 1 in a while loop are charged max(2, p), not 2·p; a
// get from pid / 2 beside a put by the last process under `if pid ==
// nprocs - 1` is charged 2 (in and out each 2), not 2 for each. A
// statement sequential in several steps keeps the joint charge only where
// each of them has it with the same carrier (jointCharges); else its
// fans.

// seqJointOn switches the joint charge of a loop body (its test switches
// it off: each statement is charged its fan times its words).
var seqJointOn = true

// seqJointBranchesOn switches the carriers in the branches of an if
// (branchCarriers; its test switches it off: a body whose statements
// are all under an if and its else is charged each statement's fan).
var seqJointBranchesOn = true

// jointCharge is the joint charge of a step's sequential statements:
// each carrier pays m per execution, the others nothing. Every execution
// of the body runs exactly one carrier.
type jointCharge struct {
	carriers []*frontend.CommStmt
	m        *fanExpr
}

// seqJoint returns the joint charge of the step's sequential statements
// (at least two distinct ones, all in the body of one loop as above), or
// nil when it does not apply. pairsIn is the formula the pairs hold in
// (the processes' ranges, the requires clause). It runs in seqFan's
// context (its leaves and quotients).
func (b *builder) seqJoint(pairsIn bspaff.Formula) *jointCharge {
	if !seqJointOn || b.msgs {
		return nil
	}
	var stmts []*frontend.CommStmt
	for _, sc := range b.st.Seq {
		if !containsStmt(stmts, sc.Stmt) {
			stmts = append(stmts, sc.Stmt)
		}
	}
	if len(stmts) < 2 {
		return nil
	}
	var loop frontend.Stmt
	var carrier *frontend.CommStmt
	// unit holds the statements whose words are a constant at least 1.
	unit := map[*frontend.CommStmt]bool{}
	// words is the words of one execution of the body.
	words := bspaff.Const(0)
	var in, out bspaff.Formula
	fixed := func(id *frontend.Ident) bool {
		o := b.a.obj(id)
		return o != nil && (o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj)
	}
	for i, c := range stmts {
		// At most once per execution of the body: L is the innermost
		// loop of the superstep around c.
		loops := b.a.innerLoops(c)
		if b.a.flow.repeat[c] || len(loops) == 0 || !scalarLeaves(b.wordsOf(c), fixed) {
			return nil
		}
		l := loops[len(loops)-1]
		if loop != nil && l != loop {
			return nil
		}
		loop = l
		if _, ok := b.bodyLoop(c); !ok && !seqJointGuardsOn {
			return nil
		}
		cin, cout, n, ok := b.execLoad(c, i, pairsIn)
		if !ok {
			return nil
		}
		if k, isConst := n.IsConst(); isConst && k >= 1 {
			unit[c] = true
			if carrier == nil && b.everyBody(c, l) {
				carrier = c
			}
		}
		var err error
		if words, err = words.Add(n); err != nil {
			return nil
		}
		in, out = append(in, cin...), append(out, cout...)
		if len(in)+len(out) > maxCases*maxCases {
			return nil
		}
	}
	carriers := []*frontend.CommStmt{carrier}
	if carrier == nil {
		if carriers = branchCarriers(loopBody(loop), unit); carriers == nil {
			return nil
		}
	}
	m := b.jointMax(in, out, []*frontend.Object{b.s, b.j, b.w}, words)
	if m == nil {
		return nil
	}
	return &jointCharge{carriers: carriers, m: m}
}

// execLoad returns the transfers of one execution of c by every process
// that can run it, as formulas over (b.s, b.j, b.w, b.t) in pairsIn, j
// = i and w below its words: the words each process s puts to t or t
// gets itself (in), and those s gets from t or t puts itself (out); and
// the words of one execution. ok is false when c's remote process is
// not a fixed function of pid for the superstep (remoteMap) or its
// words are not one affine value. It runs in seqFan's context.
func (b *builder) execLoad(c *frontend.CommStmt, i int, pairsIn bspaff.Formula) (in, out bspaff.Formula, words bspaff.Poly, ok bool) {
	f, own, _, ok := b.remoteMap(c, false)
	if !ok {
		return nil, nil, bspaff.Poly{}, false
	}
	// The words of one execution: w in 0..n-1, j the statement.
	wp, err := b.bld.Aff(b.wordsOf(c))
	if err != nil || len(wp) != 1 || len(wp[0].Cond) != 0 {
		return nil, nil, bspaff.Poly{}, false
	}
	tag := bspaff.Formula{{
		{Expr: polySub(bspaff.Var(b.j), bspaff.Const(int64(i))), Eq: true},
		geq0(bspaff.Var(b.w)),
		geq0(polySub(polySub(wp[0].Val, bspaff.Var(b.w)), bspaff.Const(1))),
	}}
	for _, g := range []*bspaff.Formula{&f, &own} {
		r, err := bspaff.And(pairsIn, *g)
		if err != nil {
			return nil, nil, bspaff.Poly{}, false
		}
		if r, err = bspaff.And(r, tag); err != nil {
			return nil, nil, bspaff.Poly{}, false
		}
		*g = r
	}
	if c.Kind == frontend.Get {
		return own, f, wp[0].Val, true
	}
	return f, own, wp[0].Val, true
}

// branchCarriers returns statements of unit such that every execution of
// blk runs exactly one of them: the first statement of blk, after no
// break or continue of its loop's own, that is in unit, or an if with an
// else whose blocks both have such carriers (their union: one branch
// runs); nil when there are none or !seqJointBranchesOn. Only blocks of
// ifs are entered, so each carrier runs once where it runs.
func branchCarriers(blk *frontend.Block, unit map[*frontend.CommStmt]bool) []*frontend.CommStmt {
	if !seqJointBranchesOn || blk == nil {
		return nil
	}
	for i, s := range blk.Stmts {
		if hasOwnJump(&frontend.Block{Stmts: blk.Stmts[:i]}, true) {
			return nil
		}
		switch x := unwrapCost(s).(type) {
		case *frontend.CommStmt:
			if unit[x] {
				return []*frontend.CommStmt{x}
			}
		case *frontend.IfStmt:
			if x.Else == nil {
				continue
			}
			ct := branchCarriers(x.Then, unit)
			if ct == nil {
				continue
			}
			if ce := branchCarriers(x.Else, unit); ce != nil {
				return append(ct, ce...)
			}
		}
	}
	return nil
}

// jointMax returns M = max_t max(#in(t), #out(t)), the points of in and
// out over dims per b.t, as an expression in nprocs and the parameters:
// the minimum of lines that minCases finds (M itself wherever a piece
// holds, as it does where the carrier runs), M's one piece, or a
// constant bound k of M (min(k, W·nprocs), W the words of the body,
// where k > W: exact at p = 1). nil when there is none.
func (b *builder) jointMax(in, out bspaff.Formula, dims []*frontend.Object, words bspaff.Poly) *fanExpr {
	all := append(append(bspaff.Formula{}, in...), out...)
	params := append(b.setParams(all, append(append([]*frontend.Object{}, dims...), b.t)...), b.t)
	cols := params[:len(params)-1]
	// maxOf returns the maximum over t of f's count, and the count
	// (nil when it has none).
	maxOf := func(f bspaff.Formula) (m, n *polyhedra.PwQPoly) {
		set, err := b.bld.Set(b.namer, params, dims, f)
		if err != nil {
			return nil, nil
		}
		if n, _, err = countParts(set.MakeDisjoint(), b.a.counts); err != nil {
			return nil, nil
		}
		if m, err = b.maxOver(n, seqFanWork); err != nil {
			return nil, n
		}
		return m, n
	}
	mIn, nIn := maxOf(in)
	mOut, nOut := maxOf(out)
	// A side whose maximum over t has no closed form (the senders of
	// (3 * pid + 1) % nprocs per target, a gcd) is bounded per nprocs
	// by its table, when the other side has one.
	if mIn == nil && mOut != nil && nIn != nil {
		mIn = b.sideTable(nIn, mOut, cols)
	}
	if mOut == nil && mIn != nil && nOut != nil {
		mOut = b.sideTable(nOut, mIn, cols)
	}
	if mIn == nil || mOut == nil {
		return nil
	}
	m, ok := mIn.MaxWithin(mOut, seqFanWork, b.a.opts.budget)
	if !ok {
		return nil
	}
	if d, ok := m.DisjointWithin(b.a.opts.budget); ok {
		m = d
	}
	if e := jointExpr(m, cols); e != nil {
		return e
	}
	k, ok := m.UpperBound(maxFan, seqFanWork, b.a.opts.budget)
	if !ok {
		return nil
	}
	if w, isConst := words.IsConst(); isConst && k > w {
		np := &frontend.Ident{Name: b.a.nprocs.Name}
		objs := map[*frontend.Ident]*frontend.Object{np: b.a.nprocs}
		if t := boundTable(m, cols, k, seqFanWork, w, b.a.opts.budget); t.useful() {
			if e := t.tableExpr(np); e != nil {
				return &fanExpr{e: e, objs: objs}
			}
		}
		var e frontend.Expr = np
		if w != 1 {
			e = bin(lit64(w), frontend.MUL, np)
		}
		return &fanExpr{e: call("min", lit64(k), e), objs: map[*frontend.Ident]*frontend.Object{np: b.a.nprocs}}
	}
	if w, isConst := words.IsConst(); isConst && seqJointTableOn {
		// k <= W: its table still gives the small nprocs where fewer
		// processes load one (a put to pid - 3 joins from p = 4 on).
		if t := boundTable(m, cols, k, seqFanWork, w, b.a.opts.budget); t.useful() {
			np := &frontend.Ident{Name: b.a.nprocs.Name}
			if e := t.tableExpr(np); e != nil {
				return &fanExpr{e: e, objs: map[*frontend.Ident]*frontend.Object{np: b.a.nprocs}}
			}
		}
	}
	return fanConst(k)
}

// seqJointTableOn switches the table of a joint charge whose constant
// bound is at most the words of the body (its test switches it off: the
// constant at every nprocs, 2 at p = 1 where one process puts 1 word).
var seqJointTableOn = true

// jointExpr returns m, a function of cols, as an expression that is m
// wherever one of its pieces holds: the minimum of lines of minCases, or
// m's one piece; nil when there is neither or the expression reads a
// column that is not nprocs or a parameter of the program (the same
// wherever the charge is evaluated). Such a column (a quotient's
// variable, a replicated variable of the step) is kept in the
// expressions' search, but an expression that reads it is not one: m's
// pieces that split on it but agree give an expression without it
// (jointFreeColsOn).
func jointExpr(m *polyhedra.PwQPoly, cols []*frontend.Object) *fanExpr {
	objs := map[*frontend.Ident]*frontend.Object{}
	ids := make([]frontend.Expr, len(cols))
	free := map[*frontend.Ident]bool{}
	for i, o := range cols {
		if o == nil || o.Kind != frontend.NprocsObj && o.Kind != frontend.ParamObj {
			if !jointFreeColsOn {
				return nil
			}
			id := &frontend.Ident{Name: "_"}
			if o != nil {
				id.Name = o.Name
			}
			free[id] = true
			ids[i] = id
			continue
		}
		id := &frontend.Ident{Name: o.Name}
		objs[id] = o
		ids[i] = id
	}
	if c, ok, err := minCases(m, ids); err == nil && ok {
		// max(0, min(...)): its minimum, at least 1 where a piece holds.
		if mx, isCall := c.Value.(*frontend.CallExpr); isCall && len(mx.Args) == 2 && !readsAny(mx.Args[1], free) {
			return &fanExpr{e: mx.Args[1], objs: objs}
		}
	}
	if k := fanPolyOf(m, ids, objs); k != nil && !readsAny(k.e, free) {
		// One piece, or the maximum of a constant and one piece (its
		// pieces' values past their domains can be far above M).
		mx, isCall := k.e.(*frontend.CallExpr)
		if k.e == nil || !isCall || mx.Fun.Name != "max" {
			return k
		}
		if len(mx.Args) == 2 {
			_, lit0 := mx.Args[0].(*frontend.IntLit)
			_, lit1 := mx.Args[1].(*frontend.IntLit)
			if lit0 != lit1 {
				return k
			}
		}
	}
	return nil
}

// jointSideTableOn switches the tables of a joint charge's side whose
// maximum has no closed form (sideTable; its test switches it off: a
// body with a put to (3 * pid + 1) % nprocs is charged each statement's
// fan).
var jointSideTableOn = true

// sideTable bounds the maximum over t of n, the count of one side of a
// joint charge (a function of cols, nprocs among them, and t last), by a
// constant per nprocs: n's least bound at each nprocs = 1..fanTableLen
// and past them (polyhedra's UpperBound over every t and parameter
// there), a piecewise constant where a piece of other (the other side's
// maximum) holds. The maximum at a point is at most the bound of its
// nprocs, and is 0 where other is: an execution of a statement of the
// body gives a pair to both sides (a put its target's and its own, a get
// its own and its source's; a remote process outside 0..nprocs - 1 is a
// run's error). So the larger of this table and other bounds M. nil when a bound is past maxFan or not found, or
// !jointSideTableOn.
func (b *builder) sideTable(n, other *polyhedra.PwQPoly, cols []*frontend.Object) *polyhedra.PwQPoly {
	v := slices.IndexFunc(cols, func(o *frontend.Object) bool { return o != nil && o.Kind == frontend.NprocsObj })
	if !jointSideTableOn || v < 0 || len(n.Params) != len(cols)+1 || !slices.Equal(n.Params[:len(cols)], other.Params) {
		return nil
	}
	// nprocs in lo..hi (hi < lo: from lo on) over columns of width w.
	inRange := func(w int, lo, hi int64) []polyhedra.ColConstraint {
		cs := []polyhedra.ColConstraint{{Coef: make([]int64, w), Const: -lo}}
		cs[0].Coef[v] = 1
		if hi >= lo {
			c := polyhedra.ColConstraint{Coef: make([]int64, w), Const: hi}
			c.Coef[v] = -1
			cs = append(cs, c)
		}
		return cs
	}
	out := &polyhedra.PwQPoly{Params: slices.Clone(other.Params)}
	for p := int64(1); p <= fanTableLen+1; p++ {
		hi := p
		if p > fanTableLen {
			hi = -1
		}
		r := &polyhedra.PwQPoly{Params: n.Params, Exact: n.Exact}
		for _, pc := range n.Pieces {
			d, err := pc.Domain.AddColConstraints(inRange(len(n.Params), p, hi)...)
			if err != nil {
				return nil
			}
			r.Pieces = append(r.Pieces, polyhedra.Piece{Domain: d, Value: pc.Value})
		}
		k, ok := r.UpperBound(maxFan, sideTableWork, b.a.opts.budget)
		if !ok {
			return nil
		}
		c := polyhedra.ConstPw(other.Params, big.NewRat(k, 1)).Pieces[0].Value
		for _, pc := range other.Pieces {
			d, err := pc.Domain.AddColConstraints(inRange(len(other.Params), p, hi)...)
			if err != nil {
				return nil
			}
			out.Pieces = append(out.Pieces, polyhedra.Piece{Domain: d, Value: c})
		}
	}
	if len(out.Pieces) > maxCases*maxCases {
		return nil
	}
	return out
}

// sideTableWork bounds the work of each bound of sideTable
// (UpperBound's units): the counts of congruent targets are split by
// residues of nprocs into many pieces.
const sideTableWork = 10 * seqFanWork

// jointFreeColsOn switches the columns of a joint charge's maximum that
// are not nprocs or parameters in jointExpr (its test switches it off:
// a body whose M is the same on both sides of a quotient's variable
// (1 % nprocs) is charged each statement's fan).
var jointFreeColsOn = true

// readsAny reports whether e holds one of the identifiers ids.
func readsAny(e frontend.Expr, ids map[*frontend.Ident]bool) bool {
	if e == nil || len(ids) == 0 {
		return false
	}
	found := false
	frontend.Inspect(e, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && ids[id] {
			found = true
		}
		return !found
	})
	return found
}

// seqJointGuardsOn switches the statements under guards or after a
// jump in the joint charge (its test switches it off: every statement
// must run once in each execution of the body, bodyLoop).
var seqJointGuardsOn = true

// everyBody reports whether c runs once in every execution of the body
// of l: right in it (no guard between), after no break or continue of
// l's own.
func (b *builder) everyBody(c *frontend.CommStmt, l frontend.Stmt) bool {
	cm := b.a.ar.Comm(c)
	body := loopBody(l)
	if cm == nil || body == nil || len(cm.Guards) == 0 || cm.Guards[len(cm.Guards)-1].Stmt != l {
		return false
	}
	for i, s := range body.Stmts {
		if unwrapCost(s) == frontend.Stmt(c) {
			return !hasOwnJump(&frontend.Block{Stmts: body.Stmts[:i]}, true)
		}
	}
	return false
}

// containsStmt reports whether cs holds c.
func containsStmt(cs []*frontend.CommStmt, c *frontend.CommStmt) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// jointCharges returns the charge per execution of the statements that
// keep the joint charge: those whose every step (every step where a
// statement with the same carrier is sequential) has it, with that
// carrier; the carrier pays the largest of the steps' M, the others 0.
func jointCharges(res *Result) map[*frontend.CommStmt]*fanExpr {
	// carrier maps a statement to its group's key, the first carrier;
	// carriers maps a key to its group's carriers.
	carrier := map[*frontend.CommStmt]*frontend.CommStmt{}
	carriers := map[*frontend.CommStmt][]*frontend.CommStmt{}
	bad := map[*frontend.CommStmt]bool{}
	m := map[*frontend.CommStmt]*fanExpr{}
	for _, st := range res.Steps {
		for _, sc := range st.Seq {
			c := sc.Stmt
			if st.joint == nil {
				bad[c] = true
				continue
			}
			key := st.joint.carriers[0]
			if prev, ok := carrier[c]; ok && prev != key {
				bad[c] = true
			}
			if prev, ok := carriers[key]; ok && !slices.Equal(prev, st.joint.carriers) {
				bad[key] = true
			}
			carrier[c] = key
			carriers[key] = st.joint.carriers
			if c != key {
				continue
			}
			if prev, ok := m[c]; ok {
				m[c] = fanMax(prev, st.joint.m)
			} else {
				m[c] = st.joint.m
			}
		}
	}
	// A group (the statements of one carrier) keeps it only whole.
	badGroup := map[*frontend.CommStmt]bool{}
	for c, k := range carrier {
		if bad[c] || m[k] == nil {
			badGroup[k] = true
		}
	}
	out := map[*frontend.CommStmt]*fanExpr{}
	for c, k := range carrier {
		if badGroup[k] || bad[k] || badGroup[carrier[k]] || carrier[k] != k {
			continue
		}
		if slices.Contains(carriers[k], c) {
			out[c] = m[k]
		} else {
			out[c] = fanConst(0)
		}
	}
	return out
}
