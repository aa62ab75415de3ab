package solver

import (
	"fmt"
	"iter"
	"sort"
	"strings"
)

// callWalk walks the calls from one component into another, the sites
// where specializeConsts and cloneResetValues clone a callee's component:
// the relations in order of their keys, then the clones the walk's user
// adds (add), whose calls into other components are sites too.
type callWalk struct {
	eqs  map[string][]*normEq
	comp *state // the components of eqs before any clone
	rels []string
}

// callSite is a call of eq (of relation rel), its j-th, into the
// component comp of another relation than rel's.
type callSite struct {
	rel  string
	eq   *normEq
	j    int
	call Term
	comp []string
}

func newCallWalk(eqs map[string][]*normEq) *callWalk {
	w := &callWalk{eqs: eqs, comp: &state{eqs: eqs}}
	w.comp.computeSCCs()
	w.rels = make([]string, 0, len(eqs))
	for r := range eqs {
		w.rels = append(w.rels, r)
	}
	sort.Strings(w.rels)
	return w
}

// add makes relation r, a clone just added to the equations, walked after
// those before it.
func (w *callWalk) add(r string) { w.rels = append(w.rels, r) }

// sites yields the calls into other components. The user may redirect
// the yielded call (redirect) and add clones: the calls of an equation
// are those it had when its walk began, and a clone's relation is not in
// any component of the walk (a call to it is no site).
func (w *callWalk) sites() iter.Seq[callSite] {
	return func(yield func(callSite) bool) {
		for i := 0; i < len(w.rels); i++ {
			rel := w.rels[i]
			for _, eq := range w.eqs[rel] {
				for j, c := range eq.calls {
					ci, ok := w.comp.scc[c.Key()]
					if !ok {
						continue
					}
					if cr, ok := w.comp.scc[baseRel(rel)]; ok && cr == ci {
						continue
					}
					if !yield(callSite{rel: rel, eq: eq, j: j, call: c, comp: w.comp.sccs[ci]}) {
						return
					}
				}
			}
		}
	}
}

// redirect makes the site's call one of the relation key (a clone of its
// callee), on a copy of the equation's calls: the walk goes on over
// those it began with.
func (s callSite) redirect(key string) {
	calls := append([]Term{}, s.eq.calls...)
	calls[s.j].Name = cloneName(key, len(s.call.Args))
	s.eq.calls = calls
}

// cloneName is the name of a call of the relation key with n arguments.
func cloneName(key string, n int) string {
	return strings.TrimSuffix(key, fmt.Sprintf("/%d", n))
}
