package llvm

import (
	"fmt"
	"slices"
	"strings"

	"bspcost/frontend"
)

// Loops over what a scatter put. Process c scatters a value computed from
// its own arrays for each process q (BSPedupack's bspinput2triple: nzq :=
// Pstart[q + 1] - Pstart[q]; put(q, nzq, nz)), and later, in its own branch
// and in a loop over the processes Q, runs a loop whose count is that same
// value for Q (for k := Pstart[Q] to Pstart[Q + 1] - 1: the nonzeros it
// sends to Q). After the scatter's sync, process Q holds that count in v,
// and v <= V (V the most v holds on any process, a parameter of the
// bound): so the loop runs at most V times. The translation says so:
//
//	lo := Pstart[Q]; hi := Pstart[Q + 1] - 1
//	assume hi - lo + 1 <= V
//	for k := lo to hi do ... end
//
// Sound when the loop's count is the scattered value for Q: the same
// linear form of the same array elements and Q (Q the counter of an
// enclosing loop over 0 .. nprocs - 1), on process c, whose arrays the
// value reads nothing writes after the scatter (no assignment, transfer or
// message into them), and the value reads no scalar but the push loop's
// counter.

// scatterLoopsOn switches the rule; off, such a loop's count is the data
// it reads (the mutation check of TestScatterLoops).
var scatterLoopsOn = true

// scatteredValue returns the value the push loop's put sends to process q
// as an expression of the loop's counter and arrays: the element put
// (put(q, a[e], v)) or the last assignment to the scalar put before it
// (cnt := start[q + 1] - start[q]; put(q, cnt, v)); nil when neither.
func (t *translator) scatteredValue(loop *frontend.ForStmt, put *frontend.CommStmt) frontend.Expr {
	if put.Src.Index != nil {
		return &frontend.IndexExpr{X: put.Src.Var, Lbrack: put.Pos(), Index: put.Src.Index, Rbrack: put.Pos()}
	}
	src := t.identOwner[put.Src.Var]
	var value frontend.Expr
	for _, st := range loop.Body.Stmts {
		if st == frontend.Stmt(put) {
			return value
		}
		if as, ok := st.(*frontend.AssignStmt); ok {
			if id, ok := as.LHS.(*frontend.Ident); ok && t.identOwner[id] == src {
				value = as.RHS
			}
		}
	}
	return nil
}

// scatterLoops bounds, in rest (the SPMD function's top level after the
// scatter's sync), the loops of process c whose count is the value b put
// to a process (scatterLoops' doc above), by the parameter mv.
func (t *translator) scatterLoops(rest []frontend.Stmt, c int64, b broadcastVar, mv *cvar) {
	if !scatterLoopsOn || b.value == nil || b.q == nil {
		return
	}
	arrays := map[*cvar]bool{}
	onlyQ := func(v *cvar) bool { return v == b.q }
	if _, ok := t.linOf(b.value, nil, onlyQ, arrays); !ok {
		return
	}
	for a := range arrays {
		if !a.isArray || a.fp || a.data || a.param || t.transfersInto(rest, a) || t.assignsElemIn(rest, a) {
			return
		}
	}
	var walkBlock func(ss []frontend.Stmt, qs []*cvar, inC bool) []frontend.Stmt
	walk := func(s frontend.Stmt, qs []*cvar, inC bool) {
		switch s := s.(type) {
		case *frontend.ForStmt:
			if q := procLoopVar(t, s); q != nil {
				qs = append(qs[:len(qs):len(qs)], q)
			}
			s.Body.Stmts = walkBlock(s.Body.Stmts, qs, inC)
		case *frontend.WhileStmt:
			s.Body.Stmts = walkBlock(s.Body.Stmts, qs, inC)
		case *frontend.IfStmt:
			s.Then.Stmts = walkBlock(s.Then.Stmts, qs, inC || isPidEq(s.Cond, c))
			if s.Else != nil {
				s.Else.Stmts = walkBlock(s.Else.Stmts, qs, inC)
			}
		}
	}
	walkBlock = func(ss []frontend.Stmt, qs []*cvar, inC bool) []frontend.Stmt {
		var out []frontend.Stmt
		for _, s := range ss {
			if f, ok := s.(*frontend.ForStmt); ok && inC {
				out = append(out, t.boundScatterLoop(f, qs, b, mv, c)...)
			}
			walk(s, qs, inC)
			out = append(out, s)
		}
		return out
	}
	for _, s := range rest {
		walk(s, nil, false)
	}
}

// boundScatterLoop returns the statements that bound loop f by mv when its
// count is b's value for the counter of one of the enclosing loops over
// the processes qs (f's bounds then read from fresh scalars), else none.
func (t *translator) boundScatterLoop(f *frontend.ForStmt, qs []*cvar, b broadcastVar, mv *cvar, c int64) []frontend.Stmt {
	if f.Step != nil || t.identOwner[f.Var] == nil {
		return nil
	}
	pos := f.For
	count := bin(bin(f.Hi, frontend.ADD, intLit(1, pos), pos), frontend.SUB, f.Lo, pos)
	any := func(*cvar) bool { return true }
	got, ok := t.linOf(count, nil, any, map[*cvar]bool{})
	if !ok {
		return nil
	}
	for _, q := range qs {
		want, ok := t.linOf(b.value, map[*cvar]*cvar{b.q: q}, any, map[*cvar]bool{})
		if !ok || got != want {
			continue
		}
		name := t.identOwner[f.Var].cname
		lo := &cvar{cname: name + "_from", declPos: pos}
		hi := &cvar{cname: name + "_to", declPos: pos}
		t.order = append(t.order, lo, hi)
		out := []frontend.Stmt{
			&frontend.AssignStmt{LHS: t.ident(lo, pos), Assign: pos, RHS: f.Lo},
			&frontend.AssignStmt{LHS: t.ident(hi, pos), Assign: pos, RHS: f.Hi},
			&frontend.AssumeStmt{Assume: pos, Cond: bin(bin(bin(t.ident(hi, pos), frontend.SUB, t.ident(lo, pos), pos), frontend.ADD, intLit(1, pos), pos), frontend.LEQ, t.ident(mv, pos), pos)},
		}
		f.Lo, f.Hi = t.ident(lo, pos), t.ident(hi, pos)
		t.note(pos, "this loop of process %d runs as many times as the %s it put to process %s at line %d (what it reads is unchanged since): at most %s", c, b.v.cname, q.cname, b.at.Line, paramName(mv))
		return out
	}
	return nil
}

// procLoopVar returns the counter of a loop over the processes (for q := 0
// to nprocs - 1), else nil.
func procLoopVar(t *translator, f *frontend.ForStmt) *cvar {
	if lo, ok := f.Lo.(*frontend.IntLit); !ok || lo.Value != 0 || f.Step != nil || !isNprocsMinus1(f.Hi) {
		return nil
	}
	return t.identOwner[f.Var]
}

// isPidEq reports whether cond is pid == c.
func isPidEq(cond frontend.Expr, c int64) bool {
	b, ok := cond.(*frontend.BinaryExpr)
	if !ok || b.Op != frontend.EQL {
		return false
	}
	id, ok1 := b.X.(*frontend.Ident)
	lit, ok2 := b.Y.(*frontend.IntLit)
	return ok1 && ok2 && id.Name == "pid" && lit.Value == c
}

// assignsElemIn reports whether an assignment in ss (at any depth) writes
// an element of array a.
func (t *translator) assignsElemIn(ss []frontend.Stmt, a *cvar) bool {
	found := false
	for _, s := range ss {
		frontend.Inspect(s, func(n frontend.Node) bool {
			if as, ok := n.(*frontend.AssignStmt); ok {
				if ix, ok := as.LHS.(*frontend.IndexExpr); ok && t.identOwner[ix.X] == a {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// linOf returns the linear form of the int expression e as a canonical
// string: its terms are constants, nprocs, scalars (renamed by sub; only
// those allowed) and array elements (of an int array, their index a linear
// form too), collected in arrays. false when e is not such a form.
func (t *translator) linOf(e frontend.Expr, sub map[*cvar]*cvar, allowed func(*cvar) bool, arrays map[*cvar]bool) (string, bool) {
	terms := map[string]int64{}
	var add func(e frontend.Expr, k int64) bool
	add = func(e frontend.Expr, k int64) bool {
		switch e := e.(type) {
		case *frontend.IntLit:
			terms[""] += k * e.Value
			return true
		case *frontend.ParenExpr:
			return add(e.X, k)
		case *frontend.UnaryExpr:
			return e.Op == frontend.SUB && add(e.X, -k)
		case *frontend.Ident:
			v := t.identOwner[e]
			if v == nil {
				if e.Name != "nprocs" {
					return false
				}
				terms["nprocs"] += k
				return true
			}
			if v.isArray || v.fp || !allowed(v) {
				return false
			}
			if w, ok := sub[v]; ok {
				v = w
			}
			terms[fmt.Sprintf("v%p", v)] += k
			return true
		case *frontend.IndexExpr:
			a := t.identOwner[e.X]
			if a == nil || !a.isArray || a.fp {
				return false
			}
			ix, ok := t.linOf(e.Index, sub, allowed, arrays)
			if !ok {
				return false
			}
			arrays[a] = true
			terms[fmt.Sprintf("a%p[%s]", a, ix)] += k
			return true
		case *frontend.BinaryExpr:
			switch e.Op {
			case frontend.ADD:
				return add(e.X, k) && add(e.Y, k)
			case frontend.SUB:
				return add(e.X, k) && add(e.Y, -k)
			case frontend.MUL:
				if l, ok := e.X.(*frontend.IntLit); ok {
					return add(e.Y, k*l.Value)
				}
				if l, ok := e.Y.(*frontend.IntLit); ok {
					return add(e.X, k*l.Value)
				}
			}
		}
		return false
	}
	if !add(e, 1) {
		return "", false
	}
	keys := make([]string, 0, len(terms))
	for key, k := range terms {
		if k != 0 {
			keys = append(keys, key)
		}
	}
	slices.Sort(keys)
	var sb strings.Builder
	for _, key := range keys {
		fmt.Fprintf(&sb, "%d*%s;", terms[key], key)
	}
	return sb.String(), true
}
