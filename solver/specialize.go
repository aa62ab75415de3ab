package solver

import (
	"fmt"
	"strings"
)

// maxClones bounds the relations specializeConsts may add.
const maxClones = 64

// specializeConsts clones the component of a callee for the constant
// arguments a call passes it at positions that the component's own calls
// pass along unchanged (the flags of translated programs: continue with a
// loop_cont relation, or stop). In the clone every equation has #i = k
// among its constraints, so equations for the other values are dead and
// the clone's summary (postcondition) is that of the equations that can
// actually apply. The derivations of the call are exactly those of the
// clone, so the meaning is unchanged. Only positions that some equation
// of the component constrains are used, and at most maxClones relations
// are added. With resets, a position the component's calls reset to the
// constant the call passes (resetTo) is one too; it reports whether a
// clone was made for such a position.
func specializeConsts(eqs map[string][]*normEq, resets bool) bool {
	reset := false
	w := newCallWalk(eqs)
	clones := 0
	done := map[string]map[string]string{} // key -> rel -> clone
	for site := range w.sites() {
		c, comp := site.call, site.comp
		callee := c.Key()
		pos, byReset := passedConsts(eqs, comp, c, resets)
		if len(pos) == 0 {
			continue
		}
		var parts []string
		for _, i := range pos {
			parts = append(parts, fmt.Sprintf("#%d=%s", i, c.Args[i].Const.RatString()))
		}
		tag := "{" + strings.Join(parts, ",") + "}"
		key := callee + tag
		m, ok := done[key]
		if !ok {
			if clones+len(comp) > maxClones {
				continue
			}
			m = map[string]string{}
			for _, r := range comp {
				m[r] = cloneKey(r, tag)
				if _, exists := eqs[m[r]]; exists {
					m = nil
					break
				}
			}
			if m == nil {
				continue
			}
			done[key] = m
			clones += len(comp)
			for _, r := range comp {
				var list []*normEq
				for _, e := range eqs[r] {
					n := *e
					n.rel = m[r]
					n.cons = append(Poly{}, e.cons...)
					for _, i := range pos {
						n.cons = append(n.cons, Cons{L: varAddScaled(headVar(i), ratMinusOne, NewLin(c.Args[i].Const)), Eq: true})
					}
					n.calls = append([]Term{}, e.calls...)
					for k, cc := range n.calls {
						if cl, ok := m[cc.Key()]; ok {
							n.calls[k].Name = cloneName(cl, len(cc.Args))
						}
					}
					list = append(list, &n)
				}
				eqs[m[r]] = list
				w.add(m[r])
			}
		}
		site.redirect(m[callee])
		reset = reset || byReset
	}
	return reset
}

// cloneKey is the key of r's clone with the given tag: the tag goes after
// the name, before the arity.
func cloneKey(r, tag string) string {
	i := strings.LastIndex(r, "/")
	return r[:i] + tag + r[i:]
}

// baseRel strips clone tags: a clone is in its original's component.
func baseRel(r string) string {
	i := strings.Index(r, "{")
	if i < 0 {
		return r
	}
	j := strings.LastIndex(r, "/")
	return r[:i] + r[j:]
}

// passedConsts returns the positions where call passes a constant that
// every call inside comp passes along unchanged (or resets to that
// constant: resetTo) and some equation of comp
// constrains; byReset reports whether a position is there only through
// resetTo (which only resets allows).
func passedConsts(eqs map[string][]*normEq, comp []string, call Term, resets bool) (out []int, byReset bool) {
	in := map[string]bool{}
	for _, r := range comp {
		in[r] = true
	}
	for i, a := range call.Args {
		if !a.IsConst() {
			continue
		}
		v := headVar(i)
		through, used, reset := true, false, false
		for _, r := range comp {
			for _, e := range eqs[r] {
				if e.arity <= i {
					through = false
				}
				for _, c := range e.cons {
					if c.L.Has(v) {
						used = true
					}
				}
				for _, c := range e.calls {
					if !in[c.Key()] {
						continue
					}
					if i >= len(c.Args) {
						through = false
						continue
					}
					b := c.Args[i]
					if resets && resetTo(b, a) {
						reset = true
						continue
					}
					if len(b.Terms) != 1 || b.Const.Sign() != 0 || b.Terms[0].Var != v || b.Terms[0].K.Cmp(ratOne) != 0 {
						through = false
					}
				}
			}
		}
		if through && used {
			out = append(out, i)
			byReset = byReset || reset
		}
	}
	return out, byReset
}

// resetTo reports whether a call inside the component passes b where the
// call into it passes the constant a, b the same constant: a flag the
// loop resets to the value it was entered with (a superstep's h pending,
// 0 once paid, entered with 0 by every outer iteration after the first)
// keeps that value at every application, as one passed along unchanged
// does.
func resetTo(b, a Lin) bool {
	return !noResetConsts && b.IsConst() && a.IsConst() && b.Const.Cmp(a.Const) == 0
}
