package solver

// passedEntryFacts gives each relation reached from the system's one
// entry the facts of the entry's precondition over the positions that
// every call passes along unchanged from the entry's own (nprocs, a
// parameter: translated programs never assign them). They hold at every
// call of the relation, as its call-context invariants would say, but
// computeInvariants leaves large systems without those (maxInvEqs, its
// work limit); these cost one pass over the calls. They serve the sign
// checks of a product's factors (nonNegAt): a loop's cost k*p with
// 1 <= k <= n, p >= 1 known at the entry alone, was otherwise bounded
// by the corners max(p, p*n), a product whose sign no caller knows.
func (st *state) passedEntryFacts(entries []*Entry) {
	if noPassedFacts || len(entries) != 1 || len(entries[0].Pre) == 0 {
		return
	}
	e := entries[0]
	root := e.Head.Key()
	if _, ok := st.eqs[root]; !ok {
		return
	}
	// The entry's positions that are variables of its precondition.
	posOf := map[string]int{}
	for i, a := range e.Head.Args {
		if len(a.Terms) == 1 && a.Const.Sign() == 0 && RatCmp(a.Terms[0].K, ratOne) == 0 {
			if _, dup := posOf[a.Terms[0].Var]; dup {
				posOf[a.Terms[0].Var] = -1
				continue
			}
			posOf[a.Terms[0].Var] = i
		}
	}
	// origin[r][i]: the entry position whose value position i of r holds
	// at every call (-1: none met yet, -2: not one).
	origin := map[string][]int{}
	ensure := func(r string, n int) []int {
		o := origin[r]
		for len(o) < n {
			o = append(o, -1)
		}
		origin[r] = o
		return o
	}
	o := ensure(root, len(e.Head.Args))
	for i := range o {
		o[i] = i
	}
	reached := map[string]bool{root: true}
	work := []string{root}
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for _, eq := range st.eqs[r] {
			if !st.isLive(eq) {
				continue
			}
			for _, c := range eq.calls {
				if k := c.Key(); !reached[k] {
					reached[k] = true
					work = append(work, k)
				}
			}
		}
	}
	// To a fixpoint: each value only goes from -1 to a position to -2,
	// and every caller reached has all its positions met once done
	// (each is met along a chain of calls from the entry).
	for changed := true; changed; {
		if st.checkTime() != nil {
			return
		}
		changed = false
		for r := range reached {
			f := origin[r]
			for _, eq := range st.eqs[r] {
				if !st.isLive(eq) {
					continue
				}
				for _, c := range eq.calls {
					g := ensure(c.Key(), len(c.Args))
					for i, a := range c.Args {
						v := -2
						if len(a.Terms) == 1 && a.Const.Sign() == 0 && RatCmp(a.Terms[0].K, ratOne) == 0 {
							if j, ok := headIndex(a.Terms[0].Var); ok {
								v = -1
								if j < len(f) {
									v = f[j]
								}
							}
						}
						if v == -1 || g[i] == v || g[i] == -2 {
							continue
						}
						if g[i] == -1 {
							g[i] = v
						} else {
							g[i] = -2
						}
						changed = true
					}
				}
			}
		}
	}
	st.passed = map[string]Poly{}
	for r := range reached {
		// The first position of r holding each entry position.
		at := map[int]int{}
		for i, v := range origin[r] {
			if _, ok := at[v]; !ok && v >= 0 {
				at[v] = i
			}
		}
		var p Poly
		for _, c := range e.Pre {
			m := map[string]Lin{}
			ok := len(c.L.Terms) > 0
			for _, t := range c.L.Terms {
				j, known := posOf[t.Var]
				i, passed := at[j]
				if !known || j < 0 || !passed {
					ok = false
					break
				}
				m[t.Var] = LinVar(headVar(i))
			}
			if ok {
				p = append(p, Cons{L: c.L.Subst(m), Eq: c.Eq})
			}
		}
		if len(p) > 0 {
			st.passed[r] = p
		}
	}
}
