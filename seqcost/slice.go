package seqcost

import "bspcost/solver"

// slice removes from every relation but main the arguments that cannot
// influence the cost: a position is kept when its variable occurs in a
// cost, in a constraint on the state (one that mentions an argument of the
// head), or flows into a kept position of a call, closed under sharing a
// constraint. Dropping an argument or a constraint only adds behaviours,
// so the result is still an over-approximation; it keeps the solver's
// linear programs small (a program's relations otherwise all carry every
// scalar of the program).
func slice(sys *solver.System) {
	keep := map[string][]bool{} // relation -> kept positions
	for _, e := range sys.Eqs {
		if e.Head.Name != "main" && keep[e.Head.Name] == nil {
			keep[e.Head.Name] = make([]bool, len(e.Head.Args))
		}
	}
	// The maps and slice of relevant and headVars are reused from one
	// equation to the next (cleared): each caller is done with them
	// before the next call.
	var hvBuf []string
	headVars := func(e *solver.Equation) []string {
		out := hvBuf[:0]
		for range e.Head.Args {
			out = append(out, "")
		}
		hvBuf = out
		for i, a := range e.Head.Args {
			if len(a.Terms) == 1 {
				out[i] = a.Terms[0].Var
			}
		}
		return out
	}
	// relevant computes the variables of e that matter, given keep.
	rel, isHead := map[string]bool{}, map[string]bool{}
	relevant := func(e *solver.Equation) map[string]bool {
		clear(rel)
		clear(isHead)
		for _, v := range e.Cost.Vars() {
			rel[v] = true
		}
		hv := headVars(e)
		for i, v := range hv {
			isHead[v] = true
			if k := keep[e.Head.Name]; k == nil || k[i] { // main keeps all
				rel[v] = true
			}
		}
		for _, c := range e.Cons {
			for _, lt := range c.L.Terms {
				v := lt.Var
				if isHead[v] {
					for _, lt := range c.L.Terms {
						u := lt.Var
						rel[u] = true
					}
					break
				}
			}
		}
		for _, call := range e.Calls {
			k := keep[call.Name]
			for j, a := range call.Args {
				if k == nil || k[j] {
					for _, lt := range a.Terms {
						v := lt.Var
						rel[v] = true
					}
				}
			}
		}
		for changed := true; changed; {
			changed = false
			for _, c := range e.Cons {
				hit := false
				for _, lt := range c.L.Terms {
					v := lt.Var
					if rel[v] {
						hit = true
						break
					}
				}
				if !hit {
					continue
				}
				for _, lt := range c.L.Terms {
					v := lt.Var
					if !rel[v] {
						rel[v], changed = true, true
					}
				}
			}
		}
		return rel
	}
	// A worklist: an equation's relevant variables depend on the kept
	// positions of its own relation and of the relations it calls, so
	// when a relation keeps one more position, only its equations and
	// those calling it are looked at again (a pass over every equation
	// until nothing changed was quadratic in the number of equations).
	own := map[string][]int{}
	callers := map[string][]int{}
	for i, e := range sys.Eqs {
		own[e.Head.Name] = append(own[e.Head.Name], i)
		for _, c := range e.Calls {
			callers[c.Name] = append(callers[c.Name], i)
		}
	}
	queued := make([]bool, len(sys.Eqs))
	var work []int
	push := func(i int) {
		if !queued[i] {
			queued[i] = true
			work = append(work, i)
		}
	}
	for i := range sys.Eqs {
		push(i)
	}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		queued[i] = false
		e := sys.Eqs[i]
		k := keep[e.Head.Name]
		if k == nil {
			continue
		}
		rel := relevant(e)
		grew := false
		for j, v := range headVars(e) {
			if !k[j] && (v == "" || rel[v]) {
				k[j], grew = true, true
			}
		}
		if grew {
			for _, d := range own[e.Head.Name] {
				push(d)
			}
			for _, d := range callers[e.Head.Name] {
				push(d)
			}
		}
	}
	filter := func(t *solver.Term) {
		k := keep[t.Name]
		if k == nil {
			return
		}
		n := 0
		for i := range t.Args {
			if k[i] {
				n++
			}
		}
		if n == len(t.Args) {
			return
		}
		args := make([]solver.Lin, 0, n)
		for i, a := range t.Args {
			if k[i] {
				args = append(args, a)
			}
		}
		t.Args = args
	}
	for _, e := range sys.Eqs {
		rel := relevant(e)
		keepCons := func(c solver.Cons) bool {
			if len(c.L.Terms) == 0 {
				// A false constant constraint says the path cannot run
				// (a loop whose bound is the constant 3 is entered: 0 >=
				// 4 on the path that skips it), and tidy drops the
				// path; a true one says nothing.
				return sliceConstOn && constFalse(solver.Poly{c})
			}
			for _, lt := range c.L.Terms {
				if rel[lt.Var] {
					return true
				}
			}
			return false
		}
		n := 0
		for _, c := range e.Cons {
			if keepCons(c) {
				n++
			}
		}
		if n < len(e.Cons) { // else e.Cons stays as it is
			var cons solver.Poly
			if n > 0 {
				cons = make(solver.Poly, 0, n)
			}
			for _, c := range e.Cons {
				if keepCons(c) {
					cons = append(cons, c)
				}
			}
			e.Cons = cons
		}
		filter(&e.Head)
		for i := range e.Calls {
			filter(&e.Calls[i])
		}
	}
}

// sliceConstOn keeps the constant constraints of an equation through
// slice (its test switches it off: a constant constraint mentions no
// relevant variable, and a false one, which makes its path impossible,
// went with the irrelevant ones).
var sliceConstOn = true
