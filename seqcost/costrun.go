package seqcost

import (
	"bspcost/frontend"
	"bspcost/solver"
)

// Cost runs. nondet computes the h of a superstep as a sum of piecewise
// terms, one `if case then h := h + e end` per piece, and charges max(h,
// ...) at the barrier; the h variables are dead after it. Translated
// in line, every piece forks the path, so a superstep with many pieces
// makes more paths than Options.MaxAlternatives and the block joins them
// into "j" relations: a loop body becomes a cycle through a chain of join
// relations, each with a few dozen equations, whose paths multiply, and
// the solver runs out of time on it (the H of a loop of sixteen pieces).
//
// The pieces change nothing that the rest of the program reads: they only
// decide a cost. A cost run is a stretch of a block's statements that
// writes only variables dead at its end (assignments, declarations, ifs of
// such statements, cost annotations: no loop, assume, break or continue,
// so each of its paths ends at its end and one of them is always taken).
// When translating it in line would need a join, it becomes a relation of
// its own, "c", whose arguments are the variables it reads and whose
// equations are its paths with their costs; the path that reaches it does
// not fork but calls c (a call, like that of a loop, adds c's cost) and
// goes on. That is sound: c's cost bounds the cost of every path of the
// run from the values it is called with, and a path of the run constrains
// no variable read after it (its constraints only select which cost is
// paid). It loses the constraints of the calling path inside c, which the
// solver's call-context invariants give back in part; in exchange the loop
// stays one relation, which the solver bounds far better than a cycle
// through joins. A run that fits in MaxAlternatives paths is translated in
// line as before (its translation is attempted first and kept), so
// equations change only where a join was needed.

// maxRunScan bounds how far back from a candidate end the start of a cost
// run is looked for, and how many ends are tried, per stretch of
// qualifying statements (the search is quadratic in them; nondet's cost
// runs are a few dozen statements).
const maxRunScan = 256

// costRuns lists the cost runs [start, end) of b, in order, that contain a
// relevant if (the only statement that forks a path). It looks for them
// in each maximal stretch of statements that a cost run may contain: from
// each statement that charges a cost (backwards from the stretch's end),
// the run reaches back to just after the last statement that writes a
// variable live at its end.
func (t *translator) costRuns(b *frontend.Block) [][2]int {
	var runs [][2]int
	n := len(b.Stmts)
	for w0 := 0; w0 < n; {
		if !t.inRun(b.Stmts[w0]) {
			w0++
			continue
		}
		w1, forks := w0, false
		for w1 < n && t.inRun(b.Stmts[w1]) {
			if t.forks(b.Stmts[w1]) {
				forks = true
			}
			w1++
		}
		if forks {
			runs = append(runs, t.runsIn(b, w0, w1)...)
		}
		w0 = w1
	}
	return runs
}

// runsIn finds the cost runs of the stretch [w0, w1) of qualifying
// statements, in order.
func (t *translator) runsIn(b *frontend.Block, w0, w1 int) [][2]int {
	var rev [][2]int
	for end, tries := w1, 0; end > w0; {
		found := false
		for j := end; j > w0 && tries < maxRunScan; j-- {
			if !t.charges(b.Stmts[j-1]) {
				continue
			}
			tries++
			live := t.live.at(b, j)
			start, forks := j, false
			for k := j - 1; k >= w0 && j-k <= maxRunScan; k-- {
				if t.writesAny(b.Stmts[k], live) {
					break
				}
				start = k
				if t.forks(b.Stmts[k]) {
					forks = true
				}
			}
			if forks {
				rev = append(rev, [2]int{start, j})
				end, found = start, true
				break
			}
		}
		if !found {
			break
		}
	}
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	return rev
}

// inRun reports whether st may be part of a cost run: every path through
// it reaches its end, and it does nothing but assign scalars and charge
// costs.
func (t *translator) inRun(st frontend.Stmt) bool {
	if !t.rel.stmts[st] {
		return true // translated as nothing
	}
	switch st := st.(type) {
	case *frontend.VarDecl, *frontend.AssignStmt, *frontend.SkipStmt, *frontend.SyncStmt:
		return true
	case *frontend.CostStmt:
		return t.inRun(st.Stmt)
	case *frontend.IfStmt:
		for _, b := range []*frontend.Block{st.Then, st.Else} {
			if b == nil {
				continue
			}
			for _, s := range b.Stmts {
				if !t.inRun(s) {
					return false
				}
			}
		}
		return !t.selector(st)
	}
	return false
}

// selectorIf is st when it is a selector (below) that a cost run could
// hold, else nil.
func (t *translator) selectorIf(st frontend.Stmt) *frontend.IfStmt {
	s, ok := st.(*frontend.IfStmt)
	if !ok || !t.rel.stmts[st] || !t.selector(s) {
		return nil
	}
	for _, b := range []*frontend.Block{s.Then, s.Else} {
		if b == nil {
			continue
		}
		for _, s := range b.Stmts {
			if !t.inRun(s) && t.selectorIf(s) == nil {
				return nil
			}
		}
	}
	return s
}

// selectorOn switches the selectors (the mutation check of
// TestSelectorIf).
var selectorOn = true

// selector reports whether st is an if that selects among cost runs of
// its own: its branches write only variables declared in them and hold a
// forking statement. nondet charges each h of a barrier closing steps
// opened at different barriers so, under the number of the opener
// (nondet's opener.go). Such an if is no part of a run: translated in
// line, it forks the path on its condition (the loop's equations then
// tell the iterations that pay from those that do not) and each branch's
// runs are found in the branch. As part of a run, the run's relation
// would be called with the condition's variables, and its bound, the
// largest over its paths, would be paid whatever they are. Where the
// forks would need a join, it is a run of its own after all (block).
func (t *translator) selector(st *frontend.IfStmt) bool {
	if !selectorOn {
		return false
	}
	declared := map[int]bool{}
	forks := false
	for _, b := range []*frontend.Block{st.Then, st.Else} {
		if b == nil {
			continue
		}
		frontend.Inspect(b, func(n frontend.Node) bool {
			if d, ok := n.(*frontend.VarDecl); ok {
				if k, ok := t.index[t.obj(d.Name)]; ok {
					declared[k] = true
				}
			}
			return true
		})
		for _, s := range b.Stmts {
			forks = forks || t.forks(s)
		}
	}
	if !forks {
		return false
	}
	own := true
	t.eachWrite(st, func(k int) { own = own && declared[k] })
	return own
}

// forks reports whether st is a relevant if (at its top; the ifs inside a
// CostStmt count too).
func (t *translator) forks(st frontend.Stmt) bool {
	if !t.rel.stmts[st] {
		return false
	}
	switch st := st.(type) {
	case *frontend.IfStmt:
		return true
	case *frontend.CostStmt:
		return t.forks(st.Stmt)
	}
	return false
}

// charges reports whether st may add to the cost of this resource (a
// relevant annotation or if: a run ends at one, what follows adds
// nothing).
func (t *translator) charges(st frontend.Stmt) bool {
	if !t.rel.stmts[st] {
		return false
	}
	switch st.(type) {
	case *frontend.CostStmt, *frontend.IfStmt:
		return true
	}
	return false
}

// writesAny reports whether st (a statement inRun) may write a variable of
// the sorted set live.
func (t *translator) writesAny(st frontend.Stmt, live []int) bool {
	hit := false
	t.eachWrite(st, func(k int) {
		if i := search(live, k); i < len(live) && live[i] == k {
			hit = true
		}
	})
	return hit
}

// eachWrite calls f with every carried variable that st (a statement
// inRun) may write.
func (t *translator) eachWrite(st frontend.Stmt, f func(int)) {
	if !t.rel.stmts[st] {
		return
	}
	switch st := st.(type) {
	case *frontend.VarDecl:
		if k, ok := t.index[t.obj(st.Name)]; ok && st.Size == nil {
			f(k)
		}
	case *frontend.AssignStmt:
		if id, ok := st.LHS.(*frontend.Ident); ok {
			if k, ok := t.index[t.obj(id)]; ok {
				f(k)
			}
		}
	case *frontend.CostStmt:
		t.eachWrite(st.Stmt, f)
	case *frontend.IfStmt:
		for _, b := range []*frontend.Block{st.Then, st.Else} {
			if b != nil {
				for _, s := range b.Stmts {
					t.eachWrite(s, f)
				}
			}
		}
	}
}

// maxRunJoins is how many joins a cost run may need in line: none. One
// join already makes the loop body a cycle through a join relation, for
// which the solver often finds no bound or a far larger one (measured on
// the answers corpus against a limit of one: 3 H bounds tighter with one
// join in line, where only some iterations pay a piece, 11 looser or lost;
// TestCostRunOneJoin).
const maxRunJoins = 0

// inline translates the run [i, j) of b on segs in line, exactly as block
// would: it reports false (and what it did is to be undone) when that
// needs more than maxRunJoins joins or a statement inside emitted
// equations (a join of a nested block). segs is not changed.
func (t *translator) inline(b *frontend.Block, i, j int, segs []seg) ([]seg, bool) {
	segs = append([]seg(nil), segs...) // stmt sets path fields in place
	joins := 0
	for k := i; k < j && len(segs) > 0; k++ {
		eqs := len(t.sys.Eqs)
		segs = t.stmt(b.Stmts[k], segs)
		if len(t.sys.Eqs) != eqs {
			return nil, false
		}
		if len(segs) > t.opt.MaxAlternatives {
			if joins++; joins > maxRunJoins {
				return nil, false
			}
			segs = t.join(segs, "j", t.live.at(b, k+1))
		}
	}
	return segs, true
}

// callRun translates the run [i, j) of b as a relation of its own and
// closes nothing: every path of segs calls it and goes on.
func (t *translator) callRun(b *frontend.Block, i, j int, segs []seg) []seg {
	// The arguments: what the run reads before writing it.
	l := t.live
	rec := l.recording
	l.recording = false
	var reads []int
	for k := j - 1; k >= i; k-- {
		reads = l.stmt(b.Stmts[k], reads)
	}
	l.recording = rec
	c := t.newRelArgs("c", reads)
	var writes []int
	for k := i; k < j; k++ {
		t.eachWrite(b.Stmts[k], func(v int) { writes = insert(writes, v) })
	}
	// Joins inside the run carry what is live there among what the run
	// reads or writes (not the variables only the code after it reads).
	own := union(t.args[c], writes)
	// The context holds at c's start, and all along the run for the
	// variables the run does not write: the joins inside it start from
	// that part.
	ctx := t.callContext(c, segs)
	paths := []seg{{head: c, env: t.identity(c), cons: ctx}}
	ctx = t.without(ctx, writes)
	for k := i; k < j && len(paths) > 0; k++ {
		paths = t.stmt(b.Stmts[k], paths)
		if len(paths) > t.opt.MaxAlternatives {
			paths = t.flushAccumulators(b, k+1, j, paths)
			paths = t.join(paths, "j", intersect(t.live.at(b, k+1), own))
			paths[0].cons = t.within(ctx, paths[0].head)
		}
	}
	if len(paths) == 0 {
		// Not reached (some branch of every if is feasible), but a
		// relation without equations would cut off its callers' paths.
		paths = []seg{{head: c, env: t.identity(c)}}
	}
	for _, p := range paths {
		t.emit(p, "")
	}
	for n := range segs {
		s := &segs[n]
		s.calls = append(s.calls[:len(s.calls):len(s.calls)], t.call(c, s.env))
		// Dead after the run; arbitrary should liveness have missed a read.
		vals := make([]solver.Lin, len(writes))
		for m := range vals {
			vals[m] = t.fresh()
		}
		s.env = s.env.setMany(writes, vals)
	}
	return segs
}

// intersect is the sorted set of the elements of a that are in b.
func intersect(a, b []int) []int {
	var out []int
	for _, k := range a {
		if i := search(b, k); i < len(b) && b[i] == k {
			out = append(out, k)
		}
	}
	return out
}

// maxContextScan bounds how many of a path's latest constraints
// callContext looks at.
const maxContextScan = 256

// callContext is what every path of segs knows about the arguments of
// cost-run relation c when it calls it: the constraints of each path
// (its latest maxContextScan) over values that c's arguments hold, in
// c's names, kept when every path has them. They hold at every call, so
// c's equations may assume them; without them c would pay for pieces the
// caller rules out (a loop counter's range, the loop's condition), which
// in line were pruned as contradictions.
func (t *translator) callContext(c string, segs []seg) solver.Poly {
	args := t.args[c]
	var common map[string]solver.Cons
	var order []string
	for n, s := range segs {
		// The values of c's arguments that are a variable alone, by
		// that variable's name.
		rename := map[string]string{}
		for _, k := range args {
			if _, fixed := t.fixed[k]; fixed {
				continue
			}
			v := s.env.at(k)
			if v.Const != nil && plainVar(v) {
				if _, ok := rename[v.Terms[0].Var]; !ok {
					rename[v.Terms[0].Var] = t.vars[k]
				}
			}
		}
		mine := map[string]solver.Cons{}
		for m := len(s.cons) - 1; m >= 0 && len(s.cons)-m <= maxContextScan; m-- {
			con := s.cons[m]
			ok := len(con.L.Terms) > 0
			for _, lt := range con.L.Terms {
				if _, in := rename[lt.Var]; !in {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			r := solver.Cons{L: con.L.Rename(rename), Eq: con.Eq}
			key := r.String()
			if _, dup := mine[key]; dup {
				continue
			}
			if n == 0 {
				order = append(order, key)
			}
			mine[key] = r
		}
		if n == 0 {
			common = mine
			continue
		}
		for key := range common {
			if _, ok := mine[key]; !ok {
				delete(common, key)
			}
		}
	}
	var out solver.Poly
	for i := len(order) - 1; i >= 0; i-- {
		if con, ok := common[order[i]]; ok {
			out = append(out, con)
		}
	}
	return out
}

// within is the constraints of ctx over arguments of relation r only.
func (t *translator) within(ctx solver.Poly, r string) solver.Poly {
	names := map[string]bool{}
	for _, k := range t.args[r] {
		names[t.vars[k]] = true
	}
	var out solver.Poly
	for _, con := range ctx {
		ok := true
		for _, lt := range con.L.Terms {
			if !names[lt.Var] {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, con)
		}
	}
	return out
}

// without is the constraints of ctx over none of the variables ks.
func (t *translator) without(ctx solver.Poly, ks []int) solver.Poly {
	if len(ks) == 0 {
		return ctx
	}
	names := map[string]bool{}
	for _, k := range ks {
		names[t.vars[k]] = true
	}
	var out solver.Poly
	for _, con := range ctx {
		ok := true
		for _, lt := range con.L.Terms {
			if names[lt.Var] {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, con)
		}
	}
	return out
}
