package solver

import (
	"math/big"
	"sort"
)

// maxFlagSplits bounds the equations splitResetFlags splits (each into
// three).
const maxFlagSplits = 32

// splitResetFlags splits the equations of a loop's relation on a flag:
// a position that every call of the relation from inside its component
// resets to one constant k (a superstep's h pending at the loop's entry,
// 0 once paid), where the equation passes the flag to an inner loop
// (a call of a recursive relation outside the component). Each such
// equation becomes three, for #i = k, #i >= k + 1 and #i <= k - 1, and in
// the first the calls read k for #i. The three cover every value of #i,
// so the derivations are those of the equation. The inner loop called
// with the constant k is then specializeConsts' clone for it (resetTo),
// whose equations for the other values are dead: an outer loop whose
// first iteration enters the inner one with the h pending pays it once,
// not at every outer iteration; the equations for the flag's other
// values apply at most first, as no call of the component reaches them.
// It reports whether it split an equation.
func splitResetFlags(eqs map[string][]*normEq) bool {
	if noFlagSplit {
		return false
	}
	did := false
	tmp := &state{eqs: eqs}
	tmp.computeSCCs()
	recursive := func(rel string) bool {
		ci, ok := tmp.scc[rel]
		if !ok {
			return false
		}
		comp := tmp.sccs[ci]
		if len(comp) > 1 {
			return true
		}
		for _, e := range eqs[rel] {
			for _, c := range e.calls {
				if c.Key() == rel {
					return true
				}
			}
		}
		return false
	}
	rels := make([]string, 0, len(eqs))
	for r := range eqs {
		rels = append(rels, r)
	}
	sort.Strings(rels)
	left := maxFlagSplits
	for _, rel := range rels {
		ci, ok := tmp.scc[rel]
		if !ok || len(eqs[rel]) == 0 || left <= 0 {
			continue
		}
		comp := tmp.sccs[ci]
		in := map[string]bool{}
		for _, r := range comp {
			in[r] = true
		}
		flags := resetFlags(eqs, comp, rel)
		if len(flags) == 0 {
			continue
		}
		var out []*normEq
		for _, e := range eqs[rel] {
			split := -1
			for _, i := range sortedFlagPositions(flags) {
				for _, c := range e.calls {
					if in[c.Key()] || !recursive(c.Key()) {
						continue
					}
					for _, a := range c.Args {
						if a.Has(headVar(i)) && split < 0 {
							split = i
						}
					}
				}
			}
			if split < 0 || e.dead || left <= 0 {
				out = append(out, e)
				continue
			}
			left--
			did = true
			v, k := headVar(split), flags[split]
			kl := NewLin(k)
			at := flagCase(e, Cons{L: varAddScaled(v, ratMinusOne, kl), Eq: true})
			sub := fixedLins(e.cons)
			sub[v] = kl
			for j, c := range at.calls {
				args := make([]Lin, len(c.Args))
				for m, a := range c.Args {
					args[m] = a.Subst(sub)
				}
				at.calls[j].Args = args
			}
			above := flagCase(e, Cons{L: varAddScaled(v, ratMinusOne, NewLin(new(big.Rat).Add(k, ratOne)))})
			below := flagCase(e, Cons{L: LinVar(v).Scale(ratMinusOne).AddScaled(ratOne, NewLin(new(big.Rat).Sub(k, ratOne)))})
			out = append(out, at, above, below)
		}
		eqs[rel] = out
	}
	return did
}

// resetFlags returns the positions where every call of rel from inside
// its component comp passes one constant (at least one call), with it.
// (A flag that some calls pass along instead may stay at its entry value
// for many iterations, whose cases the split then bounds apart, and
// coarsely.)
func resetFlags(eqs map[string][]*normEq, comp []string, rel string) map[int]*big.Rat {
	arity := eqs[rel][0].arity
	var calls []Term
	for _, r := range comp {
		for _, e := range eqs[r] {
			var fixed map[string]Lin
			for _, c := range e.calls {
				if c.Key() != rel {
					continue
				}
				if fixed == nil {
					fixed = fixedLins(e.cons)
				}
				calls = append(calls, withFixed(c, fixed))
			}
		}
	}
	flags := map[int]*big.Rat{}
	for i := 0; i < arity; i++ {
		var k *big.Rat
		ok := true
		for _, c := range calls {
			switch {
			case i >= len(c.Args):
				ok = false
			case !c.Args[i].IsConst() || k != nil && k.Cmp(c.Args[i].Const) != 0:
				ok = false
			default:
				k = c.Args[i].Const
			}
		}
		if ok && k != nil && k.IsInt() {
			flags[i] = k
		}
	}
	return flags
}

// sortedFlagPositions returns the positions of flags in order.
func sortedFlagPositions(flags map[int]*big.Rat) []int {
	out := make([]int, 0, len(flags))
	for i := range flags {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// flagCase is a copy of e with the constraint c added.
func flagCase(e *normEq, c Cons) *normEq {
	n := *e
	n.cons = append(append(make(Poly, 0, len(e.cons)+1), e.cons...), c)
	n.calls = append([]Term(nil), e.calls...)
	return &n
}

// fixedLins are the values of the variables that the constraints cons
// fix (fixedVars), as constant linear forms.
func fixedLins(cons Poly) map[string]Lin {
	out := map[string]Lin{}
	for i := range cons {
		c := &cons[i]
		if c.Eq {
			if x, v, ok := fixesEq(c.L); ok {
				out[x] = NewLin(v)
			}
			continue
		}
		for j := i + 1; j < len(cons); j++ {
			if cons[j].Eq {
				continue
			}
			if x, v, ok := fixes(c.L, cons[j].L); ok {
				out[x] = NewLin(v)
			}
		}
	}
	return out
}

// withFixed is the call c with the values fixed (fixedLins of the
// caller's constraints) read for its variables: a flag reset through a
// fresh variable F with F >= 0 and 0 >= F passes the constant 0.
func withFixed(c Term, fixed map[string]Lin) Term {
	if len(fixed) == 0 {
		return c
	}
	args := make([]Lin, len(c.Args))
	for m, a := range c.Args {
		args[m] = a.Subst(fixed)
	}
	c.Args = args
	return c
}
