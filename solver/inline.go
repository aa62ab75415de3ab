package solver

import (
	"sort"
	"strconv"
)

// inlineSingles replaces calls of relations that have exactly one
// equation (the loop_cont_* relations of translated programs, chains of
// basic blocks) by that equation's body: its cost, its calls and its
// constraints, its local variables renamed apart. A derivation through
// such a call is exactly a derivation of the body, so the meaning is
// unchanged; what changes is that the caller's constraints and the
// callee's now meet in one equation, so that a loop that passes through
// the relation is seen as one step (which equation may follow which, a
// loop that runs once more after its inner loop). A relation whose only
// equation calls itself is not inlined, and every equation is expanded at
// most a few times, so the work stays linear in the system's size.
func inlineSingles(eqs map[string][]*normEq) {
	single := map[string]*normEq{}
	for rel, list := range eqs {
		if len(list) != 1 || list[0].dead || len(list[0].calls) > 2 {
			continue
		}
		self := false
		for _, c := range list[0].calls {
			self = self || c.Key() == rel
		}
		if !self {
			single[rel] = list[0]
		}
	}
	if len(single) == 0 {
		return
	}
	rels := make([]string, 0, len(eqs))
	for rel := range eqs {
		rels = append(rels, rel)
	}
	sort.Strings(rels)
	fresh := 0
	for _, rel := range rels {
		for i, eq := range eqs[rel] {
			out := eq
			for round := 0; round < 4; round++ {
				k := -1
				for j, c := range out.calls {
					if s, ok := single[c.Key()]; ok && s != out && c.Key() != rel {
						k = j
						break
					}
				}
				if k < 0 {
					break
				}
				fresh++
				out = inlineCall(out, k, single[out.calls[k].Key()], fresh)
			}
			eqs[rel][i] = out
		}
	}
}

// inlineCall returns eq with its k-th call replaced by callee's body.
func inlineCall(eq *normEq, k int, callee *normEq, tag int) *normEq {
	call := eq.calls[k]
	m := make(map[string]Lin, len(callee.vars))
	me := map[string]*Expr{}
	for _, v := range callee.vars {
		var l Lin
		if i, ok := headIndex(v); ok && i < len(call.Args) {
			l = call.Args[i]
		} else {
			l = LinVar(v + "~" + strconv.Itoa(tag)) // (fmt.Sprintf("%s~%d"), cheaper)
		}
		m[v] = l
	}
	// The cost's variables' expressions only (what its Subst reads):
	// most of the callee's variables are not in its cost.
	var costVars func(e *Expr)
	costVars = func(e *Expr) {
		if e.Op == OpVar {
			if l, ok := m[e.Name]; ok && me[e.Name] == nil {
				me[e.Name] = l.Expr()
			}
		}
		for _, a := range e.Args {
			costVars(a)
		}
	}
	costVars(callee.cost)
	out := *eq
	// (Storage of the final sizes, or bounds of them, at once.)
	out.cons = append(make(Poly, 0, len(eq.cons)+len(callee.cons)), eq.cons...)
	for _, c := range callee.cons {
		t, ok := Cons{L: c.L.Subst(m), Eq: c.Eq}.tighten()
		if !ok {
			out.dead = true
			continue
		}
		if !t.L.IsConst() {
			out.cons = append(out.cons, t)
		}
	}
	out.calls = nil
	if n := len(eq.calls) - 1 + len(callee.calls); n > 0 {
		out.calls = make([]Term, 0, n)
	}
	out.calls = append(out.calls, eq.calls[:k]...)
	for _, c := range callee.calls {
		args := make([]Lin, len(c.Args))
		for j, a := range c.Args {
			args[j] = a.Subst(m)
		}
		out.calls = append(out.calls, Term{Name: c.Name, Args: args, Pos: call.Pos})
	}
	out.calls = append(out.calls, eq.calls[k+1:]...)
	out.cost = Add(eq.cost, callee.cost.Subst(me))
	set := make(map[string]bool, len(eq.vars)+len(m))
	for _, v := range eq.vars {
		set[v] = true
	}
	for _, l := range m {
		for _, t := range l.Terms {
			set[t.Var] = true
		}
	}
	out.vars = out.vars[:0:0]
	if len(set) > 0 {
		out.vars = make([]string, 0, len(set))
	}
	for v := range set {
		out.vars = append(out.vars, v)
	}
	sort.Strings(out.vars)
	return &out
}
