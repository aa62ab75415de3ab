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

// unfoldMax bounds the equations a relation is unfolded from, and the
// equations of a caller after unfolding.
const unfoldMax = 8

// unfoldInLoops replaces the calls of a relation R with a few equations
// (at most unfoldMax, none calling R itself), all made from relations that
// R's equations lead back to (R is part of their loop) and at most one per
// equation, by copies of each calling equation, one per equation of R,
// with the call replaced by that equation's body (inlineCall); R, no
// longer called, is removed. A derivation through a call applies exactly
// one of R's equations, so the meaning is unchanged; what changes is that
// the loop's cycle through R (a loop's body with a branch, the
// continuation relation of an if) becomes one relation's self-calls, which
// the ranking functions and the sums over loops (sum.go: a counter changed
// at every call) need. The innermost relations go first (one whose
// equations call no other candidate), so a body with branches in sequence
// folds up from its last; no caller grows past unfoldMax equations.
// Entries are not unfolded.
func unfoldInLoops(eqs map[string][]*normEq, entries []*Entry) {
	entry := map[string]bool{}
	for _, e := range entries {
		entry[e.Head.Key()] = true
	}
	// Tags apart from inlineSingles' (the renamed locals of one equation
	// must not meet).
	fresh := 1 << 20
	for round := 0; round < 2*unfoldMax; round++ {
		type site struct {
			rel string
			eq  *normEq
			k   int
		}
		sites := map[string][]site{}
		rels := make([]string, 0, len(eqs))
		for rel := range eqs {
			rels = append(rels, rel)
		}
		sort.Strings(rels)
		for _, rel := range rels {
			for _, eq := range eqs[rel] {
				for k, c := range eq.calls {
					sites[c.Key()] = append(sites[c.Key()], site{rel, eq, k})
				}
			}
		}
		// The candidates, by the conditions on R and its sites.
		cand := map[string]bool{}
		for _, r := range rels {
			list, s := eqs[r], sites[r]
			if entry[r] || len(list) < 2 || len(list) > unfoldMax || len(s) == 0 || callsSelf(list, r) {
				continue
			}
			ok := true
			grow := map[string]int{}
			seen := map[*normEq]bool{}
			for _, st := range s {
				if st.rel == r || seen[st.eq] || !reaches(eqs, r, st.rel) {
					ok = false
					break
				}
				seen[st.eq] = true
				grow[st.rel] += len(list) - 1
			}
			for rel, g := range grow {
				if len(eqs[rel])+g > unfoldMax {
					ok = false
				}
			}
			if ok {
				cand[r] = true
			}
		}
		changed := false
		for _, r := range rels {
			if !cand[r] || callsAny(eqs[r], cand, r) {
				continue
			}
			list := eqs[r]
			at := map[*normEq]int{}
			for _, st := range sites[r] {
				at[st.eq] = st.k
			}
			callers := map[string]bool{}
			for _, st := range sites[r] {
				callers[st.rel] = true
			}
			for rel := range callers {
				var next []*normEq
				for _, eq := range eqs[rel] {
					k, ok := at[eq]
					if !ok {
						next = append(next, eq)
						continue
					}
					var out []*normEq
					for _, callee := range list {
						if callee.dead {
							continue
						}
						fresh++
						out = append(out, inlineCall(eq, k, callee, fresh))
					}
					if len(out) == 0 {
						// R's equations never apply: neither does the call.
						d := *eq
						d.dead = true
						out = append(out, &d)
					}
					next = append(next, out...)
				}
				eqs[rel] = next
			}
			delete(eqs, r)
			changed = true
			break // the sites moved: count them again
		}
		if !changed {
			return
		}
	}
}

// callsAny reports whether an equation of list calls a relation of set
// other than self.
func callsAny(list []*normEq, set map[string]bool, self string) bool {
	for _, eq := range list {
		for _, c := range eq.calls {
			if k := c.Key(); k != self && set[k] {
				return true
			}
		}
	}
	return false
}

// callsSelf reports whether an equation of list calls rel.
func callsSelf(list []*normEq, rel string) bool {
	for _, eq := range list {
		for _, c := range eq.calls {
			if c.Key() == rel {
				return true
			}
		}
	}
	return false
}

// reaches reports whether some equation of from calls, directly or
// through others, relation to.
func reaches(eqs map[string][]*normEq, from, to string) bool {
	seen := map[string]bool{}
	stack := []string{from}
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, eq := range eqs[r] {
			for _, c := range eq.calls {
				k := c.Key()
				if k == to {
					return true
				}
				if !seen[k] {
					seen[k] = true
					stack = append(stack, k)
				}
			}
		}
	}
	return false
}
