package solver

import (
	"fmt"
	"slices"
	"strings"
)

// noInvariantSplit: a loop is not solved case by case on a condition over
// the head variables its calls pass along unchanged (splitInvariant).
var noInvariantSplit bool

// Limits of splitInvariant: the equations of a loop it looks at, the
// conditions it tries, and how many splits nest.
const (
	splitMaxEqs   = 24
	splitMaxTries = 6
	splitMaxDepth = 2
	// splitMaxCalleeTries bounds the callees' conditions tried.
	splitMaxCalleeTries = 1
	// splitMaxCalleeEqs bounds the equations of a loop whose callees'
	// conditions are tried (a loop body with few paths).
	splitMaxCalleeEqs = 4
	splitTag          = "{case "
)

// splitInvariant bounds a one-relation loop rel case by case. A head
// variable that every recursive call passes along unchanged (a parameter
// such as p) keeps its value through the whole recursion, so the
// equations whose constraints contradict a condition c over such
// variables never apply in one derivation with those that contradict its
// negation: the branch for p >= 2 and the branch for p = 1 of a charge
// piecewise in p are not both paid. The loop is then cloned twice, with c
// and with !c conjoined to the equations that do not decide it, and each
// clone is bounded alone: the max of both bounds rel, since every
// derivation of rel is one of a clone's (the derivations are the same,
// split by the value of c). The result is the smaller of e (rel's bound,
// err its failure) and that max where the max is below e at the sampled
// points (where it is not, e keeps the guards that loopGuarded gave it).
func (st *state) splitInvariant(rel string, e *Expr, err error) (*Expr, error) {
	if noInvariantSplit || st.checkTime() != nil || strings.Count(rel, splitTag) >= splitMaxDepth {
		return e, err
	}
	comp := st.sccs[st.scc[rel]]
	if len(comp) != 1 {
		return e, err
	}
	var eqs []*normEq
	for _, eq := range st.eqs[rel] {
		if st.isLive(eq) {
			eqs = append(eqs, eq)
		}
	}
	if len(eqs) < 2 || len(eqs) > splitMaxEqs {
		return e, err
	}
	inv := st.passedUnchanged(rel, eqs)
	if len(inv) == 0 {
		return e, err
	}
	tries, calleeTries := 0, 0
	seen := map[string]bool{}
	for _, eq := range eqs {
		own := len(eq.cons)
		for i, c := range append(append(Poly{}, eq.cons...), st.calleeConds(rel, eq)...) {
			if c.Eq || c.L.IsConst() || !integralLin(c.L) || !onlyVarsIn(c.L, inv) || seen[c.L.String()] {
				continue
			}
			seen[c.L.String()] = true
			neg := Cons{L: c.L.Scale(ratMinusOne).AddScaled(ratOne, LinConst(-1))}
			if i >= own {
				// A callee's condition: once with its negation, one the
				// loop's facts do not decide, and a few (each try bounds
				// the loop twice).
				seen[neg.L.String()] = true
				pre := st.entryPre[rel]
				if calleeTries >= splitMaxCalleeTries || !st.intFeasible(append(append(Poly{}, pre...), c)) || !st.intFeasible(append(append(Poly{}, pre...), neg)) {
					continue
				}
				calleeTries++
			}
			if tries++; tries > splitMaxTries || st.checkTime() != nil {
				return e, err
			}
			yes, no, ok := st.splitOn(rel, eqs, c, neg, i >= own)
			if !ok {
				continue
			}
			b1, err1 := st.boundRel(yes)
			b2, err2 := st.boundRel(no)
			if err1 != nil || err2 != nil {
				continue
			}
			split := Max(b1, b2)
			if !noSplitIndicators {
				// The variables of c keep their values through the
				// recursion, so at the head's values only one clone's
				// derivations exist: its bound counts there, and the
				// other's indicator is 0 (c integral: c.L >= 0 is
				// nat(c.L + 1) >= 1).
				// Kept where below the plain max at the sampled points
				// (else the plain max reads better).
				if ind := Max(Mul(geqIndicator(c.L), b1), Mul(geqIndicator(neg.L), b2)); below(ind, split, st.entryPre[rel]) {
					split = ind
				}
			}
			if err != nil {
				return split, nil
			}
			if below(split, e, st.entryPre[rel]) {
				return split, nil
			}
			if noCalleeConds {
				return e, err
			}
			// Another condition may decide more (a callee's p >= 4
			// after its p >= 1).
		}
	}
	return e, err
}

// noSplitIndicators: splitInvariant takes the plain max of its clones'
// bounds, each at every value of the condition's variables (its
// mutation check in TestSplitIndicators).
var noSplitIndicators bool

// noCalleeConds: splitInvariant tries only the conditions of the loop's
// own equations (calleeConds).
var noCalleeConds bool

// geqIndicator is 1 where the integral l is >= 0 and 0 elsewhere (at integer
// points).
func geqIndicator(l Lin) *Expr { return Min(Int(1), Nat(Add(l.Expr(), Int(1)))) }

// calleeConds are the constraints of the equations of the relations eq
// calls (other than rel) over their head variables alone, at the call's
// arguments: a charge piecewise in p, in a relation of its own that the
// loop calls at each iteration, decides its cases on conditions the
// loop's equations do not state.
func (st *state) calleeConds(rel string, eq *normEq) Poly {
	if noCalleeConds || len(st.eqs[rel]) > splitMaxCalleeEqs {
		return nil
	}
	var out Poly
	for _, call := range eq.calls {
		if call.Key() == rel {
			continue
		}
		m := map[string]Lin{}
		for j, a := range call.Args {
			m[headVar(j)] = a
		}
		ces := st.eqs[call.Key()]
		for _, ce := range ces {
			for _, c := range ce.cons {
				ok := len(c.L.Terms) == 1 && !c.Eq
				for _, t := range c.L.Terms {
					if _, isHead := m[t.Var]; !isHead {
						ok = false
					}
				}
				if ok && st.decidesCost(ces, c) {
					out = append(out, Cons{L: c.L.Subst(m)})
				}
			}
		}
	}
	return out
}

// decidesCost reports whether c separates two equations of eqs (a
// callee's) of different costs, one only where c holds and one only where
// it does not: only then can a split on c lower the loop's bound, and
// each split bounds the loop twice.
func (st *state) decidesCost(eqs []*normEq, c Cons) bool {
	if len(eqs) > splitMaxEqs {
		return false
	}
	neg := Cons{L: c.L.Scale(ratMinusOne).AddScaled(ratOne, LinConst(-1))}
	var with, without []string
	for _, e := range eqs {
		if e.dead || len(e.calls) > 0 {
			continue
		}
		switch {
		case !st.intFeasible(append(append(Poly{}, e.cons...), neg)):
			with = append(with, e.cost.String())
		case !st.intFeasible(append(append(Poly{}, e.cons...), c)):
			without = append(without, e.cost.String())
		}
	}
	for _, a := range with {
		for _, b := range without {
			if a != b {
				return true
			}
		}
	}
	return false
}

// passedUnchanged is the set of rel's head variables that every call of
// rel among eqs passes as its own value.
func (st *state) passedUnchanged(rel string, eqs []*normEq) map[string]bool {
	out := map[string]bool{}
	n := eqs[0].arity
	for i := 0; i < n; i++ {
		v := headVar(i)
		ok := true
		for _, eq := range eqs {
			for _, c := range eq.calls {
				if c.Key() != rel {
					continue
				}
				a := c.Args[i]
				if len(a.Terms) != 1 || a.Const.Sign() != 0 || a.Terms[0].Var != v || a.Terms[0].K.Cmp(ratOne) != 0 {
					ok = false
				}
			}
		}
		if ok {
			out[v] = true
		}
	}
	return out
}

// onlyVarsIn reports whether every variable of l is in set.
func onlyVarsIn(l Lin, set map[string]bool) bool {
	for _, t := range l.Terms {
		if !set[t.Var] {
			return false
		}
	}
	return true
}

// splitOn makes the two clones of rel for condition c and its negation
// neg, when each holds the recursive equations that contradict the
// other (or, for a callee's condition, callee, when each holds a
// recursive equation: the callee's cases are what c decides): the names
// of the clone with c and of the clone with neg.
func (st *state) splitOn(rel string, eqs []*normEq, c, neg Cons, callee bool) (yes, no string, ok bool) {
	var withC, withNeg []*normEq
	recC, recNeg := false, false
	for _, eq := range eqs {
		rec := len(eq.calls) > 0 && callsRel(eq, rel)
		notNeg := !st.intFeasible(append(append(Poly{}, eq.cons...), neg))
		notC := !st.intFeasible(append(append(Poly{}, eq.cons...), c))
		switch {
		case notNeg && notC:
			// Dead either way: in neither clone.
		case notNeg:
			withC = append(withC, eq)
			recC = recC || rec
		case notC:
			withNeg = append(withNeg, eq)
			recNeg = recNeg || rec
		default:
			withC = append(withC, eq)
			withNeg = append(withNeg, eq)
			recC, recNeg = recC || callee && rec, recNeg || callee && rec
		}
	}
	if !recC || !recNeg {
		return "", "", false
	}
	yes = st.addSplitClone(rel, withC, c)
	no = st.addSplitClone(rel, withNeg, neg)
	return yes, no, yes != "" && no != ""
}

// callsRel reports whether eq calls rel.
func callsRel(eq *normEq, rel string) bool {
	for _, c := range eq.calls {
		if c.Key() == rel {
			return true
		}
	}
	return false
}

// addSplitClone adds the relation of rel's equations eqs with c conjoined
// (where an equation does not hold it already) and their calls of rel
// renamed to it, a component of its own, and returns its key ("" when
// the name is taken).
func (st *state) addSplitClone(rel string, eqs []*normEq, c Cons) string {
	tag := fmt.Sprintf("%s%s >= 0}", splitTag, c.L.String())
	key := cloneKey(rel, tag)
	if _, exists := st.eqs[key]; exists {
		return ""
	}
	name := strings.TrimSuffix(key, fmt.Sprintf("/%d", eqs[0].arity))
	var list []*normEq
	cs := cesCons(c)
	for _, e := range eqs {
		n := *e
		n.rel = key
		n.cons = append(Poly{}, e.cons...)
		if !slices.ContainsFunc(e.cons, func(d Cons) bool { return cesCons(d) == cs }) {
			n.cons = append(n.cons, c)
		}
		n.calls = append([]Term{}, e.calls...)
		for k, cc := range n.calls {
			if cc.Key() == rel {
				n.calls[k].Name = name
			}
		}
		list = append(list, &n)
	}
	st.eqs[key] = list
	st.scc[key] = len(st.sccs)
	st.sccs = append(st.sccs, []string{key})
	if p, ok := st.entryPre[rel]; ok {
		st.entryPre[key] = append(append(Poly{}, p...), c)
	}
	if p, ok := st.pre[rel]; ok {
		st.pre[key] = append(append(Poly{}, p...), c)
	}
	if io, ok := st.io[rel]; ok {
		st.io[key] = io
	}
	return key
}
