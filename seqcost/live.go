package seqcost

import (
	"fmt"
	"slices"
	"sort"

	"bspcost/frontend"
)

// liveness gives, for every point where the translation starts a
// relation, the variables (indexes into translator.vars) that can be read
// there before being written: the arguments of that relation. A relation
// that carried every scalar of the program would make the equations, and
// the work of writing them, scalars × points; the scalars live at a point
// are usually a handful (nondet's h of a superstep lives from its
// declaration to its barrier).
//
// Live sets are sorted slices, never changed once made. A block keeps the
// set after it and one before every liveStride-th statement; the set at
// another point is recomputed from the next kept one (at most liveStride
// simple transfers, compound statements answering from their kept
// entry set), so that memory is not the sum of the live sets over every
// statement of a long block.
type liveness struct {
	t *translator
	// keep[b][j] is live before b.Stmts[j*liveStride], or after b when
	// j*liveStride == len(b.Stmts).
	keep map[*frontend.Block][][]int
	// in is live before a compound statement (if, while, for, cost).
	in map[frontend.Stmt][]int
	// head and out are live at the head of a loop and after it.
	head, out map[frontend.Stmt][]int
	loops     []liveLoop
	// ue is, per loop, the variables its body can read before writing
	// them (its upward-exposed uses), a property of the body alone.
	ue map[frontend.Stmt][]int
	// recording is unset while computing ue: nothing is kept then.
	recording bool
	work      int
	err       error
}

const liveStride = 32

type liveLoop struct{ head, out []int }

// computeLiveness runs the backward analysis over the relevant statements
// of the program. The set live at a loop head is, without iterating, the
// set live after the loop, what its condition reads (a for loop: its
// counter, bound and step) and the body's upward-exposed uses: a variable
// live at the head is read by the condition, read after the loop, or read
// in the body before the body writes it (in this iteration or, not being
// written, in a later one, which is again a read before a write from the
// head). The uses are computed once per loop, by a pass over its body that
// keeps nothing and takes inner loops' uses from the same table, so each
// statement is visited twice in all, whatever the nesting.
func (t *translator) computeLiveness() (*liveness, error) {
	l := &liveness{t: t, keep: map[*frontend.Block][][]int{}, in: map[frontend.Stmt][]int{},
		head: map[frontend.Stmt][]int{}, out: map[frontend.Stmt][]int{}, ue: map[frontend.Stmt][]int{}, recording: true}
	l.block(t.prog.Body, nil)
	return l, l.err
}

// at is the set live before b.Stmts[i] (after b when i == len(b.Stmts)).
func (l *liveness) at(b *frontend.Block, i int) []int {
	ks := l.keep[b]
	j := (i + liveStride - 1) / liveStride
	n := len(b.Stmts)
	end := j * liveStride
	var cur []int
	if end >= n {
		end, cur = n, ks[len(ks)-1]
	} else {
		cur = ks[j]
	}
	for k := end - 1; k >= i; k-- {
		cur = l.transfer(b.Stmts[k], cur)
	}
	return cur
}

// count adds a made set to the work, which MaxWork bounds.
func (l *liveness) count(s []int) []int {
	l.work += len(s)
	if l.work > MaxWork && l.err == nil {
		l.err = fmt.Errorf("%w: the live variables of the program points add up to more than %d (a limit of this version)", ErrTooLarge, MaxWork)
	}
	return s
}

func (l *liveness) block(b *frontend.Block, out []int) []int {
	if b == nil {
		return out
	}
	n := len(b.Stmts)
	if !l.recording {
		cur := out
		for i := n - 1; i >= 0 && l.err == nil; i-- {
			cur = l.stmt(b.Stmts[i], cur)
		}
		return cur
	}
	ks := make([][]int, n/liveStride+2)
	cur := out
	ks[len(ks)-1] = cur
	for i := n - 1; i >= 0; i-- {
		if l.err != nil {
			break
		}
		cur = l.stmt(b.Stmts[i], cur)
		if i%liveStride == 0 {
			ks[i/liveStride] = cur
		}
	}
	if n%liveStride == 0 {
		// The last kept slot is then both "before statement n" and
		// "after the block": the same set.
		ks = ks[:len(ks)-1]
		ks[len(ks)-1] = out
	}
	l.keep[b] = ks
	return cur
}

// reads is the sorted set of carried variables that the expressions read.
func (l *liveness) reads(es ...frontend.Expr) []int {
	var ks []int
	for _, e := range es {
		add := func(o *frontend.Object) {
			if k, ok := l.t.index[o]; ok {
				ks = append(ks, k)
			}
		}
		eachScalar(l.t.prog.Info, e, add)
		// a << s, s a for loop's counter, reads that loop's bound
		// (shiftOfCounter).
		for _, f := range l.t.shiftedCounters(e) {
			eachScalar(l.t.prog.Info, f.Hi, add)
		}
	}
	sort.Ints(ks)
	return slices.Compact(ks)
}

// insert returns s with k (a new slice when k is added).
func insert(s []int, k int) []int {
	i := search(s, k)
	if i < len(s) && s[i] == k {
		return s
	}
	out := make([]int, 0, len(s)+1)
	out = append(out, s[:i]...)
	out = append(out, k)
	return append(out, s[i:]...)
}

func search(s []int, k int) int {
	lo, hi := 0, len(s)
	for lo < hi {
		m := (lo + hi) / 2
		if s[m] < k {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// union returns the union of sorted sets a and b (a itself when b adds
// nothing).
func union(a, b []int) []int {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	out := make([]int, 0, len(a)+len(b))
	i, j, added := 0, 0, false
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i] < b[j]:
			out = append(out, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			out = append(out, b[j])
			j++
			added = true
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	if !added {
		return a
	}
	return out
}

// minus returns s without the elements of d.
func minus(s []int, d ...int) []int {
	var out []int
	for _, k := range d {
		if i := search(s, k); i < len(s) && s[i] == k {
			if out == nil {
				out = append([]int(nil), s...)
			}
			j := search(out, k)
			out = append(out[:j], out[j+1:]...)
		}
	}
	if out == nil {
		return s
	}
	return out
}

// transfer is stmt for a statement already analysed: compound statements
// answer from their kept entry set.
func (l *liveness) transfer(st frontend.Stmt, cur []int) []int {
	if in, ok := l.in[st]; ok {
		return in
	}
	return l.stmt(st, cur)
}

// assign is cur without o (when it is carried) and with what e reads.
func (l *liveness) assign(cur []int, o *frontend.Object, e frontend.Expr) []int {
	s := cur
	if k, ok := l.t.index[o]; ok {
		s = minus(s, k)
	}
	return l.count(union(s, l.reads(e)))
}

// stmt is the set live before st, given the set live after it.
func (l *liveness) stmt(st frontend.Stmt, cur []int) []int {
	t := l.t
	if !t.rel.stmts[st] {
		return cur
	}
	switch st := st.(type) {
	case *frontend.VarDecl:
		if st.Size != nil {
			return cur
		}
		return l.assign(cur, l.t.obj(st.Name), st.Init)
	case *frontend.AssignStmt:
		if id, ok := st.LHS.(*frontend.Ident); ok {
			return l.assign(cur, l.t.obj(id), st.RHS)
		}
		return cur
	case *frontend.CommStmt:
		if st.Dst != nil && st.Dst.Var != nil && l.t.obj(st.Dst.Var) != nil {
			return l.assign(cur, l.t.obj(st.Dst.Var), nil)
		}
		return cur
	case *frontend.RecvStmt:
		for _, id := range st.Targets() {
			if o := l.t.obj(id); o != nil {
				cur = l.assign(cur, o, nil)
			}
		}
		return cur
	case *frontend.CostStmt:
		s := l.stmt(st.Stmt, cur)
		for _, term := range st.Terms {
			if term.Resource == t.res {
				s = union(s, l.reads(term.Coef))
			}
		}
		l.keepIn(st, s)
		return s
	case *frontend.AssumeStmt:
		return l.count(union(cur, l.reads(t.rel.cond(st))))
	case *frontend.IfStmt:
		s := l.block(st.Then, cur)
		if st.Else != nil {
			s = union(s, l.block(st.Else, cur))
		} else {
			s = union(s, cur)
		}
		s = l.count(union(s, l.reads(st.Cond)))
		l.keepIn(st, s)
		return s
	case *frontend.WhileStmt:
		h := union(cur, l.reads(st.Cond))
		h = l.count(union(h, l.bodyUses(st, st.Body)))
		in := h
		if d, ok := t.doubles[st]; ok {
			// |c| of the two-step translation (double.go): set on entry,
			// carried at the head and through the body.
			h = insert(h, d.abs)
		}
		if l.recording {
			l.loops = append(l.loops, liveLoop{head: h, out: cur})
			l.block(st.Body, h)
			l.loops = l.loops[:len(l.loops)-1]
			l.head[st], l.out[st], l.in[st] = h, cur, in
		}
		return in
	case *frontend.ForStmt:
		own := []int{t.index[l.t.obj(st.Var)], t.hidden[st][0], t.hidden[st][1]}
		h := cur
		for _, k := range own {
			h = insert(h, k)
		}
		h = l.count(union(h, l.bodyUses(st, st.Body)))
		if l.recording {
			l.loops = append(l.loops, liveLoop{head: h, out: cur})
			l.block(st.Body, h)
			l.loops = l.loops[:len(l.loops)-1]
			l.head[st], l.out[st] = h, cur
		}
		s := l.count(union(minus(h, own...), l.reads(st.Lo, st.Hi, st.Step)))
		l.keepIn(st, s)
		return s
	case *frontend.BreakStmt:
		if len(l.loops) > 0 {
			return l.loops[len(l.loops)-1].out
		}
	case *frontend.ContinueStmt:
		if len(l.loops) > 0 {
			return l.loops[len(l.loops)-1].head
		}
	}
	return cur
}

// keepIn records the set live before compound statement st (in the
// recording pass).
func (l *liveness) keepIn(st frontend.Stmt, s []int) {
	if l.recording {
		l.in[st] = s
	}
}

// bodyUses is the set of variables that the body of loop st can read
// before writing them: its live-in set when nothing is live after it (a
// break or continue leads to nothing either). Computed once per loop.
func (l *liveness) bodyUses(st frontend.Stmt, b *frontend.Block) []int {
	if ue, ok := l.ue[st]; ok {
		return ue
	}
	rec := l.recording
	l.recording = false
	l.loops = append(l.loops, liveLoop{})
	ue := l.block(b, nil)
	l.loops = l.loops[:len(l.loops)-1]
	l.recording = rec
	l.ue[st] = ue
	return ue
}
