package solver

import (
	"fmt"
	"sort"
	"strings"
)

// noEntryClones: specializeConsts' clones are the only ones; a component
// whose own calls reset a position to constants other than the one a call
// into it passes is not cloned per value (cloneResetValues).
var noEntryClones bool

// cloneResetValues clones the component of a callee for the constant a
// call passes it at positions where every call inside the component
// passes a constant too, some other than the call's (an inner loop
// entered with a superstep's h pending, 1, that its first iteration pays
// and resets to 0): one clone per value, the call's and those of the
// component's calls, each with #i = value among its equations'
// constraints and each call inside the component sent to the clone of the
// values it passes. As in specializeConsts, every derivation of the call
// is one of the clones' and the other way round (a call passing the
// constant c reaches only the equations that apply at #i = c), so the
// meaning is unchanged; the clone entered with the pending h pays it
// where the plain component's summary pays the largest of the values'
// costs at every entry. Only positions some equation of the component
// constrains are used and at most maxClones relations are added. Solve
// bounds the system with the clones apart and keeps the smaller bound
// (a clone's first iteration is a relation of its own, whose guards the
// solver may read more coarsely than the loop's). It reports whether it
// cloned.
func cloneResetValues(eqs map[string][]*normEq) bool {
	if noEntryClones {
		return false
	}
	w := newCallWalk(eqs)
	clones := 0
	did := false
	made := map[string]bool{} // clone keys this function made
	var fixedEq *normEq
	var fixedHere map[string]Lin // the values fixedEq's constraints fix
	for site := range w.sites() {
		comp := site.comp
		callee := site.call.Key()
		if fixedEq != site.eq {
			fixedEq, fixedHere = site.eq, fixedLins(site.eq.cons)
		}
		// A clone's #i = k reads as the constant k.
		c := withFixed(site.call, fixedHere)
		pos := resetValuePositions(eqs, comp, c)
		if len(pos) == 0 {
			continue
		}
		tagOf := func(args []Lin) string {
			var parts []string
			for _, i := range pos {
				parts = append(parts, fmt.Sprintf("#%d=%s", i, args[i].Const.RatString()))
			}
			return "{" + strings.Join(parts, ",") + "}"
		}
		// The values the clones need: the call's and those of every
		// call inside the component.
		in := map[string]bool{}
		for _, r := range comp {
			in[r] = true
		}
		tags := map[string][]Lin{tagOf(c.Args): c.Args}
		inner := map[*normEq][]string{} // per equation, its calls' tags ("" outside comp)
		for _, r := range comp {
			for _, e := range eqs[r] {
				fixed := fixedLins(e.cons)
				ts := make([]string, len(e.calls))
				for k, cc := range e.calls {
					if !in[cc.Key()] {
						continue
					}
					fc := withFixed(cc, fixed)
					ts[k] = tagOf(fc.Args)
					tags[ts[k]] = fc.Args
				}
				inner[e] = ts
			}
		}
		keys := make([]string, 0, len(tags))
		for t := range tags {
			keys = append(keys, t)
		}
		sort.Strings(keys)
		fresh := true
		for _, t := range keys {
			for _, r := range comp {
				k := cloneKey(r, t)
				if _, exists := eqs[k]; exists && !made[k] {
					fresh = false
				}
			}
		}
		if !fresh {
			continue
		}
		need := 0
		for _, t := range keys {
			if !made[cloneKey(comp[0], t)] {
				need += len(comp)
			}
		}
		if clones+need > maxClones {
			continue
		}
		clones += need
		for _, t := range keys {
			if made[cloneKey(comp[0], t)] {
				continue
			}
			args := tags[t]
			for _, r := range comp {
				var list []*normEq
				for _, e := range eqs[r] {
					n := *e
					n.rel = cloneKey(r, t)
					// The clone's values read into its constraints and
					// calls: an equation for other values is dead, and
					// a call passes them on as constants.
					sub := map[string]Lin{}
					for _, i := range pos {
						sub[headVar(i)] = NewLin(args[i].Const)
					}
					n.cons = make(Poly, 0, len(e.cons)+len(pos))
					for _, c := range e.cons {
						l := c.L.Subst(sub)
						if !l.IsConst() {
							n.cons = append(n.cons, Cons{L: l, Eq: c.Eq})
						} else if _, ok := (Cons{L: l, Eq: c.Eq}).tighten(); !ok {
							n.dead = true
						}
					}
					for _, i := range pos {
						n.cons = append(n.cons, Cons{L: varAddScaled(headVar(i), ratMinusOne, NewLin(args[i].Const)), Eq: true})
					}
					n.calls = make([]Term, len(e.calls))
					for k, cc := range e.calls {
						n.calls[k] = withFixed(cc, sub)
						if ct := inner[e][k]; ct != "" {
							n.calls[k].Name = cloneName(cloneKey(cc.Key(), ct), len(cc.Args))
						}
					}
					list = append(list, &n)
				}
				made[cloneKey(r, t)] = true
				eqs[cloneKey(r, t)] = list
				w.add(cloneKey(r, t))
			}
		}
		site.redirect(cloneKey(callee, tagOf(c.Args)))
		did = true
	}
	return did
}

// resetValuePositions returns the positions where call passes an integer
// constant, every call inside comp passes a constant that does not depend
// on the position's own value (read with the values its equation's
// constraints fix: a reset, not a step), some of them another than
// call's, and some equation of comp constrains the position.
func resetValuePositions(eqs map[string][]*normEq, comp []string, call Term) []int {
	in := map[string]bool{}
	for _, r := range comp {
		in[r] = true
	}
	var out []int
	for i, a := range call.Args {
		if !a.IsConst() || !a.Const.IsInt() {
			continue
		}
		v := headVar(i)
		consts, other, used, calls := true, false, false, 0
		for _, r := range comp {
			for _, e := range eqs[r] {
				if e.arity <= i {
					consts = false
				}
				for _, c := range e.cons {
					if c.L.Has(v) {
						used = true
					}
				}
				var fixed map[string]Lin
				for _, c := range e.calls {
					if !in[c.Key()] {
						continue
					}
					if i >= len(c.Args) {
						consts = false
						continue
					}
					if fixed == nil {
						fixed = fixedLins(e.cons)
					}
					b := withFixed(c, fixed).Args[i]
					calls++
					switch {
					case c.Args[i].Has(v) || !b.IsConst() || !b.Const.IsInt():
						// (A counter K + 1 that the constraints fix
						// counts, it does not reset: splitInvariant's.)
						consts = false
					case b.Const.Cmp(a.Const) != 0:
						other = true
					}
				}
			}
		}
		if consts && other && used && calls > 0 {
			out = append(out, i)
		}
	}
	return out
}
