package seqcost

import (
	"fmt"
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
type liveness struct {
	// at[b][i] is live before b.Stmts[i]; at[b][len(b.Stmts)] after b.
	at map[*frontend.Block][][]int
	// head and out are live at the head of a loop and after it.
	head, out map[frontend.Stmt][]int
	work      int
}

// intSet is a set of variable indexes; the transfer functions never
// change a set they are given.
type intSet map[int]bool

type liveLoop struct{ head, out intSet }

type liver struct {
	t     *translator
	lv    *liveness
	loops []liveLoop
	err   error
}

// computeLiveness runs the backward analysis over the relevant statements
// of the program. Loop heads are over-approximated without iterating: the
// variables live after the loop, those its condition or bounds read and
// every variable any statement of its body reads (a superset of the live
// ones, so an argument too many at worst).
func (t *translator) computeLiveness() (*liveness, error) {
	l := &liver{t: t, lv: &liveness{at: map[*frontend.Block][][]int{}, head: map[frontend.Stmt][]int{}, out: map[frontend.Stmt][]int{}}}
	l.block(t.prog.Body, intSet{})
	return l.lv, l.err
}

func (l *liver) sorted(s intSet) []int {
	out := make([]int, 0, len(s))
	for k := range s {
		out = append(out, k)
	}
	sort.Ints(out)
	l.lv.work += len(out)
	if l.lv.work > MaxWork && l.err == nil {
		l.err = fmt.Errorf("%w: the live variables of the program points add up to more than %d (a limit of this version)", ErrTooLarge, MaxWork)
	}
	return out
}

func (l *liver) block(b *frontend.Block, out intSet) intSet {
	if b == nil {
		return out
	}
	n := len(b.Stmts)
	rec := make([][]int, n+1)
	cur := out
	rec[n] = l.sorted(cur)
	for i := n - 1; i >= 0; i-- {
		if l.err != nil {
			return cur
		}
		cur = l.stmt(b.Stmts[i], cur)
		rec[i] = l.sorted(cur)
	}
	l.lv.at[b] = rec
	return cur
}

func copySet(s intSet) intSet {
	out := make(intSet, len(s))
	for k := range s {
		out[k] = true
	}
	return out
}

// readsInto adds to s the variables e reads.
func (l *liver) readsInto(s intSet, e frontend.Expr) {
	for _, o := range scalarsOf(e) {
		if k, ok := l.t.index[o]; ok {
			s[k] = true
		}
	}
}

// without returns cur minus the variable o (when it is carried) plus
// what e reads.
func (l *liver) assign(cur intSet, o *frontend.Object, e frontend.Expr) intSet {
	s := copySet(cur)
	if k, ok := l.t.index[o]; ok {
		delete(s, k)
	}
	l.readsInto(s, e)
	return s
}

func (l *liver) stmt(st frontend.Stmt, cur intSet) intSet {
	t := l.t
	if !t.rel.stmts[st] {
		return cur
	}
	switch st := st.(type) {
	case *frontend.VarDecl:
		if st.Size != nil {
			return cur
		}
		return l.assign(cur, st.Name.Obj, st.Init)
	case *frontend.AssignStmt:
		if id, ok := st.LHS.(*frontend.Ident); ok {
			return l.assign(cur, id.Obj, st.RHS)
		}
		return cur
	case *frontend.CommStmt:
		if st.Dst != nil && st.Dst.Var != nil && st.Dst.Var.Obj != nil {
			return l.assign(cur, st.Dst.Var.Obj, nil)
		}
		return cur
	case *frontend.CostStmt:
		s := copySet(l.stmt(st.Stmt, cur))
		for _, term := range st.Terms {
			if term.Resource == t.res {
				l.readsInto(s, term.Coef)
			}
		}
		return s
	case *frontend.AssumeStmt:
		s := copySet(cur)
		l.readsInto(s, st.Cond)
		return s
	case *frontend.IfStmt:
		s := copySet(l.block(st.Then, cur))
		if st.Else != nil {
			for k := range l.block(st.Else, cur) {
				s[k] = true
			}
		} else {
			for k := range cur {
				s[k] = true
			}
		}
		l.readsInto(s, st.Cond)
		return s
	case *frontend.WhileStmt:
		h := copySet(cur)
		l.readsInto(h, st.Cond)
		l.bodyReads(h, st.Body)
		l.loops = append(l.loops, liveLoop{head: h, out: cur})
		l.block(st.Body, h)
		l.loops = l.loops[:len(l.loops)-1]
		l.lv.head[st], l.lv.out[st] = l.sorted(h), l.sorted(cur)
		return h
	case *frontend.ForStmt:
		h := copySet(cur)
		own := []int{t.index[st.Var.Obj], t.hidden[st][0], t.hidden[st][1]}
		for _, k := range own {
			h[k] = true
		}
		l.bodyReads(h, st.Body)
		l.loops = append(l.loops, liveLoop{head: h, out: cur})
		l.block(st.Body, h)
		l.loops = l.loops[:len(l.loops)-1]
		l.lv.head[st], l.lv.out[st] = l.sorted(h), l.sorted(cur)
		s := copySet(h)
		for _, k := range own {
			delete(s, k)
		}
		l.readsInto(s, st.Lo)
		l.readsInto(s, st.Hi)
		l.readsInto(s, st.Step)
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

// bodyReads adds to s every variable that a relevant statement of b reads.
func (l *liver) bodyReads(s intSet, b *frontend.Block) {
	frontend.Inspect(b, func(n frontend.Node) bool {
		st, ok := n.(frontend.Stmt)
		if !ok {
			return true
		}
		if !l.t.rel.stmts[st] {
			return false
		}
		switch st := st.(type) {
		case *frontend.VarDecl:
			l.readsInto(s, st.Init)
		case *frontend.AssignStmt:
			l.readsInto(s, st.RHS)
		case *frontend.CostStmt:
			for _, term := range st.Terms {
				if term.Resource == l.t.res {
					l.readsInto(s, term.Coef)
				}
			}
		case *frontend.AssumeStmt:
			l.readsInto(s, st.Cond)
		case *frontend.IfStmt:
			l.readsInto(s, st.Cond)
		case *frontend.WhileStmt:
			l.readsInto(s, st.Cond)
		case *frontend.ForStmt:
			l.readsInto(s, st.Lo)
			l.readsInto(s, st.Hi)
			l.readsInto(s, st.Step)
		}
		return true
	})
}
