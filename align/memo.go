package align

import (
	"container/heap"
	"sort"

	"bspcost/frontend"
)

// Revisiting only what changed, in loop fixpoints.
//
// A loop body is analysed again at every pass of its fixpoint, and a pass
// is needed for every step a fact travels backwards through the body: with
// `x0 := x1; x1 := x2; …; xn := pid` in a loop, xn becomes pid-dependent in
// the first pass, x(n-1) in the second, and so on — n passes over n
// statements. Most statements see the same inputs as in the pass before;
// this file lets a pass analyse only the others.
//
// A maximal run of simple statements of a block (assignments, declarations,
// skip, and cost annotations of these: statements that read and write
// variables only, never the control, the barriers or the pending puts) is
// a small dataflow graph, built once: for every variable a statement reads,
// the statement of the run that last wrote it before (or the run's entry),
// and for every write, the statements that read it. The run remembers its
// last analysis: the variable table at its entry and at its exit
// (persistent tries: O(1) to keep) and the entry each statement wrote. At
// the next visit, under the same control and scope, it compares its
// remembered entry table with the new one (a trie diff, which costs what
// differs, not the size of the table) and analyses again, in program
// order, only the statements that read a variable that changed — at the
// entry, or written by a statement analysed again whose entry changed: a
// worklist over the statements and variables of the run. Its exit table is
// the remembered one with the changed values put in.
//
// The facts recorded at a statement that is not analysed again (the
// culprit and interval of each expression, its control) are those of its
// last analysis, which had the same inputs, so they are the facts a new
// analysis would record: the Result is the same, and so are the
// diagnostics and the order in which their reasons are chained (an entry
// whose new value has the same reason text, the same next link and the
// same interval as before keeps its old reason link, as it would have the
// same text anyway). TestMemo checks this against the analysis that visits
// everything.
//
// With it, a pass costs the statements whose inputs changed (times the
// depth of the tries), and the reverse chain costs n passes of O(1)
// statements instead of n passes of n.

// minRun is the shortest run given a graph: below it, analysing the
// statements costs less than the bookkeeping.
const minRun = 4

// run is a run b.Stmts[lo:hi] of simple statements and its last analysis.
type run struct {
	lo, hi int
	// Per statement of the run (index j - lo): the variable it writes
	// (-1: none), the variables it reads with the statement of the run
	// that last wrote each before it (-1: the run's entry), and the
	// statements that read its write.
	write   []int
	reads   [][]readOf
	readers [][]int
	// first lists, per variable read before any write in the run, the
	// statements that read it from the run's entry.
	first map[int][]int
	// last is, per variable written, the index of its last writer.
	last map[int]int

	// The last analysis.
	valid             bool
	ctx               *why
	scopeIn, scopeOut *scopeList
	in, out           *tnode[entry]
	val               []entry // what each statement wrote
	// differ holds the variables whose value at the run's exit differs
	// from their value at its entry: the exit table is built from the
	// entry table and these when they are few, so that it shares the
	// entry table's nodes (the loop-head join, the diff at the next pass
	// and the fixpoint test then cost what differs, not the table).
	differ map[int]bool
	scope  []*scopeList // the scope before each statement
	queued []bool       // worklist membership (all false between visits)
	work   intHeap      // the worklist, by statement index
}

type readOf struct{ id, from int }

// runs returns, per statement index of b, the run of simple statements
// that starts there (nil elsewhere); built once per block.
func (a *analyzer) runs(b *frontend.Block) []*run {
	if r, ok := a.runGraphs[b]; ok {
		return r
	}
	var out []*run
	for i := 0; i < len(b.Stmts); {
		if !simpleStmt(b.Stmts[i]) {
			i++
			continue
		}
		j := i
		for j < len(b.Stmts) && simpleStmt(b.Stmts[j]) {
			j++
		}
		if j-i >= minRun {
			if out == nil {
				out = make([]*run, len(b.Stmts))
			}
			out[i] = buildRun(a.prog.Info, b, i, j)
		}
		i = j
	}
	a.runGraphs[b] = out
	return out
}

func buildRun(info *frontend.Info, b *frontend.Block, lo, hi int) *run {
	n := hi - lo
	r := &run{lo: lo, hi: hi, write: make([]int, n), reads: make([][]readOf, n), readers: make([][]int, n),
		first: map[int][]int{}, last: map[int]int{}, val: make([]entry, n), scope: make([]*scopeList, n),
		queued: make([]bool, n)}
	for j := 0; j < n; j++ {
		reads, w := stmtVars(info, b.Stmts[lo+j])
		for _, id := range reads {
			from, ok := r.last[id]
			if !ok {
				from = -1
				r.first[id] = append(r.first[id], j)
			} else {
				r.readers[from] = append(r.readers[from], j)
			}
			r.reads[j] = append(r.reads[j], readOf{id, from})
		}
		r.write[j] = w
		if w >= 0 {
			r.last[w] = j
		}
	}
	return r
}

// simpleStmt reports whether s only reads and writes variables (and
// declares names): the statements of a run.
func simpleStmt(s frontend.Stmt) bool {
	switch s := s.(type) {
	case *frontend.AssignStmt, *frontend.VarDecl, *frontend.SkipStmt:
		return true
	case *frontend.CostStmt:
		return simpleStmt(s.Stmt)
	}
	return false
}

// stmtVars returns the variables a simple statement reads (every name of
// its expressions that the state holds, arrays included: an element's
// culprit reads the array's entry), sorted, and the one it writes (-1:
// none; an array for an element's assignment and an array declaration).
func stmtVars(info *frontend.Info, s frontend.Stmt) (reads []int, write int) {
	write = -1
	var es []frontend.Expr
	for {
		c, ok := s.(*frontend.CostStmt)
		if !ok {
			break
		}
		for _, t := range c.Terms {
			es = append(es, t.Coef)
		}
		s = c.Stmt
	}
	switch s := s.(type) {
	case *frontend.AssignStmt:
		switch l := s.LHS.(type) {
		case *frontend.Ident:
			if o := info.ObjectOf(l); o != nil {
				write = o.ID
			}
		case *frontend.IndexExpr:
			if o := info.ObjectOf(l.X); o != nil {
				write = o.ID
			}
			es = append(es, s.LHS)
		default:
			es = append(es, s.LHS)
		}
		es = append(es, s.RHS)
	case *frontend.VarDecl:
		if s.Size != nil {
			es = append(es, s.Size)
		}
		if o := info.ObjectOf(s.Name); o != nil {
			write = o.ID
		}
		if s.Init != nil {
			es = append(es, s.Init)
		}
	}
	for _, e := range es {
		frontend.Inspect(e, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok {
				if o := info.ObjectOf(id); o != nil && (o.Kind == frontend.VarObj || o.Kind == frontend.LoopVarObj || o.Kind == frontend.ArrayObj) {
					reads = append(reads, o.ID)
				}
			}
			return true
		})
	}
	sort.Ints(reads)
	out := reads[:0]
	for i, v := range reads {
		if i == 0 || v != reads[i-1] {
			out = append(out, v)
		}
	}
	return out, write
}

// sameWrite reports whether a new entry says what the old one said: the
// same facts and a reason with the same text and the same next link. The
// old entry (and its reason link) is then kept.
func sameWrite(x, y entry) bool {
	if x == y {
		return true
	}
	if x.konst != y.konst || x.iv != y.iv || (x.div == nil) != (y.div == nil) || !sameForm(x.form, y.form) || x.arr != y.arr {
		return false
	}
	return x.div == nil || *x.div == *y.div
}

// runStmts analyses the run r of block b (whose path element is at depth
// k) in state st under control ctx, analysing again only what changed
// since its last analysis.
func (a *analyzer) runStmts(b *frontend.Block, k int, r *run, st *state, ctx *why) *state {
	eff := ctx
	if eff == nil {
		eff = st.rest // what stmt uses as the control
	}
	in := st.vars
	if !r.valid || r.ctx != eff || r.scopeIn != a.scope {
		// Analyse every statement, remembering what each wrote.
		r.scopeIn = a.scope
		for j := 0; j < r.hi-r.lo; j++ {
			a.path[k].i = r.lo + j
			r.scope[j] = a.scope
			st = a.stmt(b.Stmts[r.lo+j], st, ctx)
			if w := r.write[j]; w >= 0 {
				r.val[j] = a.getVar(st, w)
			}
		}
		r.valid, r.ctx, r.scopeOut, r.in, r.out = true, eff, a.scope, in, st.vars
		r.differ = map[int]bool{}
		for w, j := range r.last {
			if r.val[j] != a.sp.vars.get(in, w) {
				r.differ[w] = true
			}
		}
		return st
	}
	// The worklist: the statements that read a variable whose entry
	// value changed, in program order.
	out := r.out
	var touched []int // written variables whose entry or exit value changed
	a.sp.vars.diff(r.in, in, func(id int) bool {
		for _, j := range r.first[id] {
			r.push(j)
		}
		if _, w := r.last[id]; !w {
			out = a.sp.vars.set(out, id, a.sp.vars.get(in, id)) // passes through the run
		} else {
			touched = append(touched, id)
		}
		return true
	})
	for r.work.Len() > 0 {
		j := heap.Pop(&r.work).(int)
		r.queued[j] = false
		// The statement's input: the new entry table with the values the
		// run's earlier statements wrote.
		vars := in
		for _, rd := range r.reads[j] {
			if rd.from >= 0 {
				vars = a.sp.vars.set(vars, rd.id, r.val[rd.from])
			}
		}
		s := st.clone()
		s.vars = vars
		a.path[k].i = r.lo + j
		a.scope = r.scope[j]
		s = a.stmt(b.Stmts[r.lo+j], s, ctx)
		w := r.write[j]
		if w < 0 {
			continue
		}
		e := a.getVar(s, w)
		if sameWrite(r.val[j], e) {
			continue
		}
		r.val[j] = e
		for _, j2 := range r.readers[j] {
			r.push(j2)
		}
		if r.last[w] == j {
			out = a.sp.vars.set(out, w, e)
			touched = append(touched, w)
		}
	}
	for _, w := range touched {
		if r.val[r.last[w]] != a.sp.vars.get(in, w) {
			r.differ[w] = true
		} else {
			delete(r.differ, w)
		}
	}
	if len(r.differ) <= 4*(len(touched)+1) {
		// The same table, sharing the entry table's nodes.
		out = in
		for w := range r.differ {
			out = a.sp.vars.set(out, w, r.val[r.last[w]])
		}
	}
	a.scope = r.scopeOut
	r.in, r.out = in, out
	st.vars = out
	return st
}

func (r *run) push(j int) {
	if !r.queued[j] {
		r.queued[j] = true
		heap.Push(&r.work, j)
	}
}

// intHeap is a min-heap of statement indexes.
type intHeap []int

func (h intHeap) Len() int           { return len(h) }
func (h intHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
