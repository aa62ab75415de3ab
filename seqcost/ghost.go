package seqcost

import (
	"maps"
	"slices"
	"sort"

	"bspcost/solver"
)

// Products across equations (issue 29). A monomial variable (monomial.go)
// is known only within its equation: `k := q*b` in the equation of an
// outer loop and `while k < (q+1)*b` in the inner loop's are two unrelated
// unknowns, and the inner loop had no ranking function. Here a monomial
// whose factors are all arguments of a relation (or derived parameters)
// becomes a ghost argument of that relation: its head holds the monomial's
// own variable, so every occurrence of the product of the unchanged
// factors in the relation's equations is that argument, and every call of
// the relation passes the product of the values it passes for the
// factors, expanded (q*b where q and b are passed unchanged, q*b + b after
// q := q + 1). k - q*b then ranks the loop, and the cost b per run of the
// inner loop is a value of the outer loop's arguments, which the solver
// sums.
//
// Sound: a ghost argument only names a value that every call passes as
// the product of the factors' values at the call, so every execution is
// still a derivation (a value that cannot be expanded is passed as a
// fresh, unconstrained one, which allows more). A relation gets the
// monomials its equations use, and then those that the ghost values it
// passes to the relations it calls use, to a fixpoint; slice drops the
// ghosts that end up constraining nothing.

// ghostsOn switches the ghost arguments (TestGhostProducts switches it off).
var ghostsOn = true

// maxGhosts bounds the ghost arguments of one relation.
const maxGhosts = 6

// addGhosts gives the relations (but main) their ghost arguments.
func (t *translator) addGhosts() {
	if !ghostsOn || !monomialsOn || len(t.monoFactors) == 0 {
		return
	}
	argPos := t.ghostArgPos()
	carries := t.canCarry
	ghosts := map[string][]string{}
	has := map[string]map[string]bool{}
	add := func(r, m string) bool {
		if has[r][m] || len(ghosts[r]) >= maxGhosts || !carries(r, m) {
			return false
		}
		if has[r] == nil {
			has[r] = map[string]bool{}
		}
		has[r][m] = true
		ghosts[r] = append(ghosts[r], m)
		return true
	}
	addLin := func(r string, l solver.Lin) bool {
		changed := false
		for _, tm := range l.Terms {
			if add(r, tm.Var) {
				changed = true
			}
		}
		return changed
	}
	for _, r := range slices.Sorted(maps.Keys(t.ghostSeeds)) {
		for _, m := range t.ghostSeeds[r] {
			add(r, m)
		}
	}
	// value is the ghost m of callee at call c: the product of the
	// values c passes for m's factors.
	value := func(c solver.Term, m string) solver.Lin {
		pos := argPos[c.Name]
		var out solver.Lin
		for i, f := range t.monoFactors[m] {
			var l solver.Lin
			if j, ok := pos[f]; ok && j < len(c.Args) {
				l = c.Args[j]
			} else {
				l = solver.LinVar(f) // a derived parameter
			}
			if i == 0 {
				out = l
				continue
			}
			var ok bool
			if out, ok = t.mulLin(out, l); !ok {
				return t.fresh()
			}
		}
		return out
	}
	for changed := true; changed; {
		changed = false
		for _, e := range t.sys.Eqs {
			for _, c := range e.Calls {
				for _, m := range ghosts[c.Name] {
					if addLin(e.Head.Name, value(c, m)) {
						changed = true
					}
				}
			}
		}
	}
	if len(ghosts) == 0 {
		return
	}
	for _, gs := range ghosts {
		sort.Strings(gs)
	}
	for _, e := range t.sys.Eqs {
		for _, m := range ghosts[e.Head.Name] {
			e.Head.Args = append(e.Head.Args, solver.LinVar(m))
		}
		for i := range e.Calls {
			c := &e.Calls[i]
			gs := ghosts[c.Name]
			if len(gs) == 0 {
				continue
			}
			args := append([]solver.Lin(nil), c.Args...)
			for _, m := range gs {
				args = append(args, value(*c, m))
			}
			c.Args = args
		}
	}
}

// ghostArgPos is the position of each argument name of each relation.
func (t *translator) ghostArgPos() map[string]map[string]int {
	if t.argPosOf == nil {
		t.argPosOf = map[string]map[string]int{}
	}
	for r, ks := range t.args {
		if _, ok := t.argPosOf[r]; ok {
			continue
		}
		m := make(map[string]int, len(ks))
		for i, k := range ks {
			m[t.vars[k]] = i
		}
		t.argPosOf[r] = m
	}
	return t.argPosOf
}

// canCarry reports whether relation r can hold the monomial m as a ghost
// argument: every factor is an argument of r or a derived parameter.
func (t *translator) canCarry(r, m string) bool {
	fs, ok := t.monoFactors[m]
	if !ok || t.derivedProducts[m] || r == "main" {
		return false
	}
	pos, ok := t.argPosOf[r]
	if !ok {
		ks, ok := t.args[r]
		if !ok {
			return false
		}
		pos = make(map[string]int, len(ks))
		for i, k := range ks {
			pos[t.vars[k]] = i
		}
		if t.argPosOf == nil {
			t.argPosOf = map[string]map[string]int{}
		}
		t.argPosOf[r] = pos
	}
	for _, f := range fs {
		if _, ok := pos[f]; ok {
			continue
		}
		if _, ok := t.out.Derived[f]; ok {
			continue
		}
		return false
	}
	return true
}

// ghostUsed adds to used the monomials of cons (the path's own
// constraints: its conditions and assumes, not the bounds of products)
// that the head can carry, which addGhosts makes its arguments, and those
// whose factors the equation's calls pass (addGhosts may pass them as ghost values): they
// are not local to the equation, and its constraints over them are kept
// (k == pid*N after a barrier's havoc, for the loop that compares k with
// (pid + 1)*N).
func (t *translator) ghostUsed(head string, cons solver.Poly, used map[string]bool) {
	if !ghostsOn || !monomialsOn || len(t.monoFactors) == 0 {
		return
	}
	t.ghostArgPos()
	pos := t.argPosOf[head]
	var ms []string
	for _, c := range cons {
		for _, tm := range c.L.Terms {
			if _, ok := t.monoFactors[tm.Var]; ok && !t.derivedProducts[tm.Var] && !used[tm.Var] {
				ms = append(ms, tm.Var)
			}
		}
	}
	for _, m := range ms {
		if head != "main" && t.canCarry(head, m) {
			if t.ghostSeeds == nil {
				t.ghostSeeds = map[string][]string{}
			}
			if !slices.Contains(t.ghostSeeds[head], m) {
				t.ghostSeeds[head] = append(t.ghostSeeds[head], m)
			}
			used[m] = true
			continue
		}
		all := true
		for _, f := range t.monoFactors[m] {
			_, arg := pos[f]
			_, derived := t.out.Derived[f]
			if !used[f] && !(arg && head != "main") && !derived {
				all = false
				break
			}
		}
		if all {
			used[m] = true
		}
	}
}
