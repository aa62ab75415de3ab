package solver

import (
	"math/big"
	"slices"
	"strconv"
)

// Call-context invariants (preconditions). pre[rel] is a conjunction of
// linear constraints over rel's head variables that holds at every call
// of rel in a derivation from an entry: the facts of the callers carried
// into the callees (an inner loop entered with M >= 0 keeps M >= 0, so
// its output is >= 0 too, so the outer loop's M stays >= 0). Together
// with them, posts conditional on the preconditions: a post candidate of
// rel is checked assuming pre[rel] at the head.
//
// Both are found by one Houdini fixpoint over candidates: a precondition
// candidate of g must follow, at every call of g in an equation of r,
// from that equation's constraints, pre[r], and the posts of the calls
// before it (in the equation's order); at an entry, from the entry's
// precondition; a post candidate of r must follow, at every equation of
// r, from its constraints, pre[r] and the posts of all its calls.
// Soundness, by induction over the events of a derivation in execution
// order (entering a call, leaving it): a call's precondition depends on
// its caller's entry and its earlier siblings' exits, a call's post on its
// own entry and its children's exits, all earlier events; so in every
// derivation from an entry, every call satisfies pre and every finished
// call its post. Such derivations are all the meaning of a system has
// (Result.Bound), so pre may be conjoined to the constraints of every
// equation of rel (it rules out only calls no derivation makes), and the
// posts are facts of every finished call.
//
// The unconditional posts (computePosts) are computed first and taken as
// facts here.

// Limits: systems with more equations get no invariants (a bound on the
// work: the fixpoint checks every call of every equation), and at most so
// many candidates per relation.
const (
	maxInvEqs     = 400
	maxPreSingles = 24
	maxPrePairs   = 6
	maxPreSums    = 4
	// maxRelatedPairs bounds the pairs of a larger head (see relatedPairs).
	maxRelatedPairs = 12
	maxPreCands     = 120
	maxInvRestarts  = 64
	// lowInvWork is a smaller such bound: where a computation is past it,
	// the system is also solved with the invariants of this bound alone
	// (none, mostly), and each entry keeps the smaller bound (Solve,
	// state.lowInv).
	lowInvWork = 2000
	// maxSignArity bounds the relations given sign candidates (two per
	// variable, checked at every call: a share of maxInvWork that wide
	// relations would exhaust).
	maxSignArity = 8
)

// maxInvWork bounds the linear programs (phase 1s and objectives,
// weighted by their rows / 16) of one computation; past it, no
// invariants (what the unconditional posts give stays). A variable for
// the tests that model a larger program (SetLimits).
var maxInvWork = 16000

// carryCands adds to the precondition candidates of each relation of
// inner (those of comp called only from comp: no site gives them values)
// the candidates of its callers in comp over the arguments they pass
// unchanged (a loop's bound and the parameters, carried from the loop's
// head to the points after its body's inner loops: s <= M - 1 at the
// head, the same at the join that a condition's inner loop makes), until
// no more come, and the signs of the values a call makes (kr1 >= 0 at the
// join after a condition's inner loop). Houdini keeps those that every
// call maintains.
func (st *state) carryCands(comp, inner []string, preC map[string]Poly) {
	if len(inner) == 0 {
		return
	}
	isInner := map[string]bool{}
	for _, r := range inner {
		isInner[r] = true
	}
	for round := 0; round < len(comp); round++ {
		changed := false
		for _, q := range comp {
			if len(preC[q]) == 0 {
				continue
			}
			for _, eq := range st.eqs[q] {
				if !st.isLive(eq) {
					continue
				}
				for _, c := range eq.calls {
					r := c.Key()
					if !isInner[r] || len(preC[r]) >= maxPreCands {
						continue
					}
					// The caller's head variables passed unchanged, and
					// where.
					at := map[string]string{}
					for j, a := range c.Args {
						if len(a.Terms) == 1 && a.Terms[0].K.Cmp(ratOne) == 0 && (a.Const == nil || a.Const.Sign() == 0) {
							if _, ok := headIndex(a.Terms[0].Var); ok {
								if _, dup := at[a.Terms[0].Var]; !dup {
									at[a.Terms[0].Var] = headVar(j)
								}
								continue
							}
						}
						// A value the call makes: its signs are
						// candidates (the smaller heads have those
						// of every position: see computeInvariants).
						if len(c.Args) <= maxSignArity {
							continue
						}
						v := LinVar(headVar(j))
						for _, n := range []Cons{{L: v}, {L: v.Scale(ratMinusOne)}} {
							if !slices.ContainsFunc(preC[r], n.Equal) && len(preC[r]) < maxPreCands {
								preC[r] = append(preC[r], n)
								changed = true
							}
						}
					}
					for _, k := range preC[q] {
						l, ok := renameAll(k.L, at)
						if !ok {
							continue
						}
						n := Cons{L: l, Eq: k.Eq}
						if slices.ContainsFunc(preC[r], n.Equal) || len(preC[r]) >= maxPreCands {
							continue
						}
						preC[r] = append(preC[r], n)
						changed = true
					}
				}
			}
		}
		if !changed {
			return
		}
	}
}

// renameAll is l with each variable renamed by m, if m names them all.
func renameAll(l Lin, m map[string]string) (Lin, bool) {
	for _, t := range l.Terms {
		if _, ok := m[t.Var]; !ok {
			return Lin{}, false
		}
	}
	return l.Rename(m), true
}

// computeInvariants fills st.pre and adds the conditional posts to
// st.post, for the derivations from entries.
func (st *state) computeInvariants(entries []*Entry) {
	if noPres || len(entries) == 0 || st.noInv {
		return
	}
	n := 0
	for _, list := range st.eqs {
		n += len(list)
	}
	if n > maxInvEqs {
		return
	}
	// Relations reached from the entries.
	reached := map[string]bool{}
	var mark func(r string)
	mark = func(r string) {
		if reached[r] {
			return
		}
		reached[r] = true
		for _, eq := range st.eqs[r] {
			if !st.isLive(eq) {
				continue
			}
			for _, c := range eq.calls {
				mark(c.Key())
			}
		}
	}
	for _, e := range entries {
		if _, ok := st.eqs[e.Head.Key()]; ok {
			mark(e.Head.Key())
		}
	}
	preC := map[string]Poly{}
	postC := map[string]Poly{}
	// Phase 1's site maxima, and which template and bound each
	// precondition candidate states (see knownAt).
	maxima := map[siteKey]*siteMaxima{}
	candOf := map[string]map[uint32]candBound{}
	// The pieces of the sites' hypotheses, instantiated and keyed once
	// (hypPieces).
	hc := newHypPieces(st.memo, n)
	// The templates of a relation's precondition candidates (each next to
	// its negation: see preTemplates).
	type tmplSet struct{ tmpls []Lin }
	// Up to maxPrePairs variables, a head's templates depend on its arity
	// only: the relations of one arity share them (Lins are not changed
	// once built).
	tmplsOf := map[string]tmplSet{}
	tmplsOfArity := map[int]tmplSet{}
	templates := func(r string, arity int) tmplSet {
		if ts, ok := tmplsOf[r]; ok {
			return ts
		}
		ts, ok := tmplsOfArity[arity]
		if !ok {
			var related map[[2]int]bool
			if arity > maxPrePairs {
				related = st.relatedPairs(r, arity)
			}
			ts = tmplSet{tmpls: preTemplates(arity, related)}
			if arity <= maxPrePairs {
				tmplsOfArity[arity] = ts
			}
		}
		tmplsOf[r] = ts
		return ts
	}
	// bMinus returns the linear function b - t for the i-th template t of
	// ts (as t.Scale(-1).AddScaled(1, NewLin(b)) builds it). Its
	// terms are those of -t, the template next to t (i^1), shared: the
	// terms of a built Lin are never changed (only a new Lin's, while it
	// is built), so the candidates need no copy each.
	bMinus := func(ts tmplSet, i int, b *big.Rat) Lin {
		return Lin{Terms: ts.tmpls[i^1].Terms, Const: ratShared(b)}
	}
	// An entry's site: its precondition with the head variables bound to
	// its arguments.
	// (Made once per entry: phase 1, each Houdini round and the entry
	// facts ask again.)
	type hypOf struct {
		p   Poly
		key string
	}
	entryHyps := map[*Entry]hypOf{}
	entryHyp := func(e *Entry) (Poly, string) {
		if h, ok := entryHyps[e]; ok {
			return h.p, h.key
		}
		p := append(Poly{}, e.Pre...)
		for i, a := range e.Head.Args {
			p = append(p, Cons{L: varAddScaled(headVar(i), ratMinusOne, a), Eq: true})
		}
		h := hypOf{p, st.memo.polyKey(p)}
		entryHyps[e] = h
		return h.p, h.key
	}
	// A call's site: the equation's constraints, its relation's
	// precondition and the posts of the calls before it. The result is
	// hc.sc's storage, valid until the next callHyp: each caller is done
	// with a site's hypotheses (its linear programs asked; the memo keeps
	// no Poly) before it asks for the next site's.
	// (With the memo's key of the result.) It is dedupPolyKey of
	// eq.cons, preC[eq.rel], then per earlier call the instantiated
	// unconditional posts and candidates, from pieces made once.
	callHyp := func(eq *normEq, k int) (Poly, string) {
		pieces := append(hc.sc.pieces[:0], hc.keyed(eq.cons), hc.keyed(preC[eq.rel]))
		for j := 0; j < k; j++ {
			c := eq.calls[j]
			kc := c.Key()
			pieces = append(pieces, hc.inst(st.post[kc], eq, j, c.Args), hc.inst(postC[kc], eq, j, c.Args))
		}
		hc.sc.pieces = pieces
		p, key, _ := hc.sc.dedup(pieces, false)
		return p, key
	}
	// siteMax returns, per template over r's head, its largest value at
	// the calls of r from outside its component (inComp) and at the
	// entries, under their hypotheses (dead: unbounded at some site).
	// A site's args are nil at an entry (the head's own variables).
	// Phase 1's maxima per site (rec, when not nil), keyed as the
	// Houdini checks name sites.
	siteTmpls := map[siteKey][]Lin{}
	siteMax := func(r string, arity int, inComp map[string]bool, tmpls []Lin, rec map[siteKey]*siteMaxima) (best []num, seen, dead []bool, sites int) {
		best = make([]num, len(tmpls))
		seen = make([]bool, len(tmpls))
		dead = make([]bool, len(tmpls))
		site := func(key siteKey, hyp Poly, hypKey string, args []Lin, callerPre int) {
			sites++
			// The templates at the site's arguments: the same in both
			// passes (r's templates and the site's arguments do not
			// change), so substituted once.
			ls, ok := siteTmpls[key]
			switch {
			case args == nil:
				ls = tmpls // an entry's site: at the head's own variables
			case !ok:
				ls = make([]Lin, len(tmpls))
				for i, t := range tmpls {
					ls[i] = t.substHead(args)
				}
				siteTmpls[key] = ls
			}
			ms, empty := st.memo.maximizeAllKey(hyp, hypKey, ls, st.stop)
			st.invWork += (len(ls) + 1) * (1 + len(hyp)/16)
			if rec != nil && !noSiteMaxima {
				rec[key] = &siteMaxima{ms: ms, empty: empty, callerPre: callerPre}
			}
			if empty {
				return
			}
			for i, m := range ms {
				switch {
				case m.err != nil || !m.bounded:
					dead[i] = true
				case !seen[i] || numCmp(m.max, best[i]) > 0:
					best[i], seen[i] = m.max, true
				}
			}
		}
		for _, e := range entries {
			if e.Head.Key() == r {
				h, hk := entryHyp(e)
				site(siteKey{e: e}, h, hk, nil, -1)
			}
		}
		for q, list := range st.eqs {
			if !reached[q] || inComp[q] {
				continue
			}
			for _, eq := range list {
				if !st.isLive(eq) {
					continue
				}
				for k, c := range eq.calls {
					if c.Key() == r {
						h, hk := callHyp(eq, k)
						site(siteKey{eq: eq, k: k}, h, hk, c.Args, len(preC[eq.rel]))
					}
				}
			}
		}
		return best, seen, dead, sites
	}
	// 1. Precondition candidates, callers first (st.sccs lists callees
	// first): per template over the callee's head, the largest value at
	// any site (the only bound of it that can hold at all of them), under
	// the callers' candidates.
	for ci := len(st.sccs) - 1; ci >= 0; ci-- {
		if st.invWork > st.invLimit() || st.checkTime() != nil {
			return
		}
		comp := st.sccs[ci]
		inComp := map[string]bool{}
		for _, r := range comp {
			inComp[r] = true
		}
		var inner []string // the relations called only from comp
		for _, r := range comp {
			if !reached[r] {
				continue
			}
			arity := -1
			for _, eq := range st.eqs[r] {
				arity = eq.arity
			}
			if arity <= 0 {
				continue
			}
			ts := templates(r, arity)
			tmpls := ts.tmpls
			best, seen, dead, sites := siteMax(r, arity, inComp, tmpls, maxima)
			if sites == 0 {
				inner = append(inner, r)
				// Called only from its own component (a loop's second
				// location): no site to take values from, so the signs of
				// its variables are the candidates (Houdini keeps those
				// that every call maintains).
				if !noSignCands && arity <= maxSignArity {
					var cands Poly
					for i := 0; i < arity; i++ {
						v := LinVar(headVar(i))
						cands = append(cands, Cons{L: v}, Cons{L: v.Scale(ratMinusOne)})
					}
					preC[r] = cands
				}
				continue
			}
			var cands Poly
			for i := range tmpls {
				if dead[i] || !seen[i] || len(cands) >= maxPreCands {
					continue
				}
				// t <= floor(max), and t <= 0 when that is weaker: the
				// sites seen first (an outer loop's first iteration) may
				// give values that later calls exceed, while the sign
				// holds throughout (G <= F - 2 at the first call of an
				// inner loop, G <= F at every call).
				// (On the stack: the bounds are only read, 0 is the
				// shared one.)
				var boundsBuf [2]*big.Rat
				bounds := append(boundsBuf[:0], best[i].floorRat())
				if best[i].sign() < 0 {
					bounds = append(bounds, RatInt(0))
				}
				for _, b := range bounds {
					c0 := Cons{L: bMinus(ts, i, b)}
					c, ok := c0.tighten()
					if ok && !c.L.IsConst() {
						cands = append(cands, c)
						if c0.tight() {
							// c is b - t >= 0 itself: a site where t's
							// maximum is at most b implies it.
							if candOf[r] == nil {
								candOf[r] = map[uint32]candBound{}
							}
							candOf[r][st.memo.consID(c)] = candBound{tmpl: i, b: b}
						}
					}
				}
			}
			preC[r] = cands
		}
		if !noCarriedCands {
			st.carryCands(comp, inner, preC)
		}
	}
	// 2. Post candidates under the preconditions, for the relations
	// whose posts matter, beyond the unconditional posts. postImplied[eq]
	// holds those that eq's constraints, the known posts of its calls
	// outside the component and r's precondition candidates imply
	// (postCandidates): while those candidates stay (postPre[r] of
	// them), the checks at eq, under more constraints, need no linear
	// program for them.
	postImplied := map[*normEq]map[uint32]bool{}
	postPre := map[string]int{}
	need := st.needPosts()
	for r, list := range st.eqs {
		if !reached[r] || !need[r] || len(preC[r]) == 0 {
			continue
		}
		inComp := map[string]bool{}
		for _, q := range st.sccs[st.scc[r]] {
			inComp[q] = true
		}
		seen := map[uint32]bool{}
		for _, c := range st.post[r] {
			seen[st.memo.consID(c)] = true
		}
		postPre[r] = len(preC[r])
		for _, eq := range list {
			if !st.isLive(eq) {
				continue
			}
			aug, augKey := st.memo.dedupPolyKey(append(st.augment(eq, inComp, nil), preC[r]...))
			st.invWork += (2*eq.arity + 1) * (1 + len(aug)/16)
			pcs, implied := st.postCandidates(eq, aug, augKey)
			postImplied[eq] = implied
			for _, c := range pcs {
				k := st.memo.consID(c)
				if !seen[k] && len(postC[r]) < maxPostCands {
					seen[k] = true
					postC[r] = append(postC[r], c)
				}
			}
		}
	}
	// 3. Houdini: drop candidates until every check passes. Candidates
	// only ever go, so the lengths of the lists a site's hypotheses are
	// made of identify them: a site whose lengths have not changed since
	// its last check has all its remaining candidates proved.
	proved := map[siteKey]string{}
	var sigBuf []byte
	sig := func(eq *normEq, k int) string {
		b := strconv.AppendInt(sigBuf[:0], int64(len(preC[eq.rel])), 10)
		b = append(b, ';')
		for j := 0; j < k; j++ {
			b = strconv.AppendInt(b, int64(len(postC[eq.calls[j].Key()])), 10)
			b = append(b, ',')
		}
		sigBuf = b
		return string(b)
	}
	// knownAt reports, for a precondition candidate c of rel checked at
	// a site, whether phase 1's maxima there already prove it: the site's
	// hypotheses now contain those phase 1 maximised under (its caller's
	// precondition candidates unchanged, posts only added), so each
	// template's maximum can only have fallen, and a candidate b - t >= 0
	// whose template's maximum there was at most b holds, as the linear
	// program would find.
	knownAt := func(site siteKey, rel string, callerPre int, c Cons) bool {
		m := maxima[site]
		if m == nil || m.callerPre != callerPre || c.Eq {
			return false
		}
		cb, ok := candOf[rel][hc.key(c)]
		if !ok {
			return false
		}
		if m.empty {
			return true
		}
		r := m.ms[cb.tmpl]
		return r.err == nil && r.bounded && numCmp(r.max, numOf(cb.b)) <= 0
	}
	// check returns the candidates cands that hold at a site (instCands:
	// cands instantiated there; hyp: the site's hypotheses and their memo
	// key) and whether it dropped any.
	weakest := map[uint64]int{}
	var chk struct {
		given, res []bool
		ls, prog   []Lin
		lsOf       []int
	}
	check := func(site siteKey, hypSig string, hyp func() (Poly, string), cands Poly, instCands func() Poly, known func(Cons) bool) (Poly, bool) {
		if len(cands) == 0 {
			return cands, false
		}
		if hypSig != "" && proved[site] == hypSig || st.invWork > st.invLimit() {
			return cands, false // (past the budget: the round's end gives up)
		}
		inst := instCands()
		h, hk := hyp()
		// A candidate that a constraint of the hypotheses states (with
		// the same or a smaller constant) needs no linear program: the
		// usual case at a call that passes a position unchanged.
		// weakest maps a coefficients' hash to the constraint of h with
		// the smallest constant among those that have them (a hash
		// shared by other coefficients only costs a linear program).
		clear(weakest) // (one map for every check: its storage stays)
		for i, c := range h {
			if c.Eq {
				continue
			}
			k := coefHash(c.L)
			if j, ok := weakest[k]; !ok || sameCoefs(h[j].L, c.L) && RatCmp(c.L.Const, h[j].L.Const) < 0 {
				weakest[k] = i
			}
		}
		// (given, ls, lsOf, prog and res are the checks' scratch: none
		// outlives a check.)
		given := slices.Grow(chk.given[:0], len(inst))[:len(inst)]
		clear(given)
		ls := chk.ls[:0]
		// lsOf[j] is the position in ls of the j-th linear program's
		// objective (those known from phase 1 need none).
		lsOf := chk.lsOf[:0]
		prog := chk.prog[:0]
		for i, c := range inst {
			if !c.Eq {
				if j, ok := weakest[coefHash(c.L)]; ok && sameCoefs(h[j].L, c.L) && RatCmp(h[j].L.Const, c.L.Const) <= 0 {
					given[i] = true
					continue
				}
			}
			if known != nil && known(cands[i]) {
				ls = append(ls, Lin{}) // proved: a placeholder
				if c.Eq {
					ls = append(ls, Lin{})
				}
				continue
			}
			lsOf = append(lsOf, len(ls))
			ls = append(ls, c.L)
			prog = append(prog, c.L)
			if c.Eq {
				lsOf = append(lsOf, len(ls))
				ls = append(ls, c.L.Scale(ratMinusOne))
				prog = append(prog, ls[len(ls)-1])
			}
		}
		chk.given, chk.ls, chk.lsOf, chk.prog = given, ls, lsOf, prog
		var res []bool
		if len(ls) > 0 {
			res = slices.Grow(chk.res[:0], len(ls))[:len(ls)]
			chk.res = res
			for i := range res {
				res[i] = true
			}
			if len(prog) > 0 {
				for j, r := range st.memo.impliesAllKey(h, hk, st.stop, prog) {
					res[lsOf[j]] = r
				}
			}
			// (The work counts as before: the budget's outcome must not
			// depend on what phase 1 proved.)
			st.invWork += (len(ls) + 1) * (1 + len(h)/16)
		}
		// keep is made at the first drop: a check that drops nothing
		// returns cands itself, whose storage identifies it to hc (its
		// keys and instantiations then serve again).
		var keep Poly
		dropped := false
		for i, n := 0, 0; i < len(cands); i++ {
			ok := given[i]
			if !ok {
				ok = res[n]
				n++
				if cands[i].Eq {
					ok = ok && res[n]
					n++
				}
			}
			switch {
			case !ok && !dropped:
				keep = append(make(Poly, 0, len(cands)-1), cands[:i]...)
				dropped = true
			case ok && dropped:
				keep = append(keep, cands[i])
			}
		}
		proved[site] = hypSig
		if !dropped {
			return cands, false
		}
		return keep, dropped
	}
	rels := make([]string, 0, len(reached))
	for ci := len(st.sccs) - 1; ci >= 0; ci-- {
		for _, r := range st.sccs[ci] {
			if reached[r] {
				rels = append(rels, r)
			}
		}
	}
	for round, changed := 0, true; changed; round++ {
		if round > maxInvRestarts || st.invWork > st.invLimit() || st.checkTime() != nil {
			// Out of time or work: keep what was proved unconditionally.
			return
		}
		changed = false
		for _, e := range entries {
			k := e.Head.Key()
			var d bool
			site := siteKey{e: e}
			cands := preC[k]
			preC[k], d = check(site, "", func() (Poly, string) { return entryHyp(e) }, cands,
				// (At the head's own variables: instantiating would copy.)
				func() Poly { return cands },
				func(c Cons) bool { return knownAt(site, k, -1, c) })
			changed = changed || d
		}
		for _, r := range rels {
			for _, eq := range st.eqs[r] {
				if !st.isLive(eq) {
					continue
				}
				for k, c := range eq.calls {
					g := c.Key()
					if len(preC[g]) == 0 {
						continue
					}
					var d bool
					site := siteKey{eq: eq, k: k}
					cands := preC[g]
					preC[g], d = check(site, sig(eq, k), func() (Poly, string) { return callHyp(eq, k) }, cands,
						func() Poly { return hc.inst(cands, eq, k, c.Args).p },
						func(c Cons) bool { return knownAt(site, g, len(preC[eq.rel]), c) })
					changed = changed || d
				}
				if len(postC[r]) > 0 {
					var d bool
					n := len(eq.calls)
					cands := postC[r]
					postC[r], d = check(siteKey{eq: eq, k: -1}, sig(eq, n), func() (Poly, string) { return callHyp(eq, n) }, cands,
						func() Poly { return cands },
						func(c Cons) bool { return len(preC[r]) == postPre[r] && postImplied[eq][hc.key(c)] })
					changed = changed || d
				}
			}
		}
	}
	if st.invWork > st.invLimit() {
		return // some checks were skipped: nothing is proved
	}
	st.invKept = true
	st.pre = map[string]Poly{}
	for r, p := range preC {
		if p = strongest(p); len(p) > 0 {
			st.pre[r] = p
		}
	}
	for r, p := range postC {
		st.post[r] = append(st.post[r], strongest(p)...)
	}
	// What holds where a loop is entered from outside (its first call):
	// the same site maxima under the proved hypotheses.
	st.entryPre = map[string]Poly{}
	for r := range reached {
		if !st.recursive(r) || st.checkTime() != nil {
			continue
		}
		arity := -1
		for _, eq := range st.eqs[r] {
			arity = eq.arity
		}
		if arity <= 0 {
			continue
		}
		inComp := map[string]bool{}
		for _, q := range st.sccs[st.scc[r]] {
			inComp[q] = true
		}
		ts := templates(r, arity)
		tmpls := ts.tmpls
		best, seen, dead, sites := siteMax(r, arity, inComp, tmpls, nil)
		if sites == 0 {
			continue
		}
		var p Poly
		for i := range tmpls {
			if dead[i] || !seen[i] {
				continue
			}
			c, ok := Cons{L: bMinus(ts, i, best[i].floorRat())}.tighten()
			if ok && !c.L.IsConst() {
				p = append(p, c)
			}
		}
		st.entryPre[r] = p
	}
}

// siteKey names a site of computeInvariants: an entry (e), the k-th call
// of eq, or eq's head for its relation's post candidates (k = -1).
type siteKey struct {
	e  *Entry
	eq *normEq
	k  int
}

// siteMaxima are the templates' maxima at one site in phase 1 of
// computeInvariants, with the length of the caller's precondition
// candidates then (-1 at an entry, whose hypotheses never change).
type siteMaxima struct {
	ms        []maxResult
	empty     bool
	callerPre int
}

// candBound says that a precondition candidate is b - t >= 0 for the
// template t of index tmpl.
type candBound struct {
	tmpl int
	b    *big.Rat
}

// applyPres conjoins each relation's precondition to its equations.
// Liveness stays decided without them (as with applyPosts).
func (st *state) applyPres() {
	for rel, p := range st.pre {
		for _, eq := range st.eqs[rel] {
			if !st.isLive(eq) {
				continue
			}
			// Only what the equation does not say already: every
			// constraint is a row of each of its later linear programs.
			// An inequality that a constraint of the equation states
			// (the same coefficients, a smaller or equal constant) is
			// implied without a linear program.
			// (stated maps a coefficients' hash to the constraint with
			// the smallest constant, as check's weakest.)
			stated := map[uint64]int{}
			for i, c := range eq.cons {
				if !c.Eq && !c.L.IsConst() {
					k := coefHash(c.L)
					if j, ok := stated[k]; !ok || sameCoefs(eq.cons[j].L, c.L) && RatCmp(c.L.Const, eq.cons[j].L.Const) < 0 {
						stated[k] = i
					}
				}
			}
			var ls []Lin
			var at []int // ls[j] is p[at[j]]
			for i, c := range p {
				if !c.Eq {
					if j, ok := stated[coefHash(c.L)]; ok && sameCoefs(eq.cons[j].L, c.L) && RatCmp(eq.cons[j].L.Const, c.L.Const) <= 0 {
						continue
					}
				}
				ls = append(ls, c.L)
				at = append(at, i)
			}
			extra := Poly{}
			if len(ls) > 0 {
				for j, ok := range st.memo.impliesAll(eq.cons, st.stop, ls) {
					if !ok {
						extra = append(extra, p[at[j]])
					}
				}
			}
			if len(extra) > 0 {
				eq.cons = dedupPoly(append(append(Poly{}, eq.cons...), extra...))
			}
		}
	}
}

// preTemplates are the linear functions of an arity-n head whose bounds
// are precondition candidates: each variable, and the differences of
// pairs (and for smaller heads their sums), both signs (t at 2k, -t at
// 2k+1: computeInvariants relies on it). Of larger heads, only the pairs
// related says a constraint relates.
func preTemplates(n int, related map[[2]int]bool) []Lin {
	var out []Lin
	neg := ratMinusOne
	if n <= maxPreSingles {
		for i := 0; i < n; i++ {
			v := LinVar(headVar(i))
			out = append(out, v, v.Scale(neg))
		}
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if n > maxPrePairs && !related[[2]int{i, j}] {
				continue
			}
			d := varPairScaled(headVar(i), neg, headVar(j))
			out = append(out, d, d.Scale(neg))
			if n <= maxPreSums {
				s := varPairScaled(headVar(i), ratOne, headVar(j))
				out = append(out, s, s.Scale(neg))
			}
		}
	}
	return out
}

// relatedPairs returns the pairs of head positions of rel that some
// constraint of its equations mentions together (F >= G + 1), at most
// maxRelatedPairs of them.
func (st *state) relatedPairs(rel string, n int) map[[2]int]bool {
	out := map[[2]int]bool{}
	for _, eq := range st.eqs[rel] {
		for _, c := range eq.cons {
			var idx []int
			for _, t := range c.L.Terms {
				if i, ok := headIndex(t.Var); ok && i < n {
					idx = append(idx, i)
				}
			}
			if len(idx) > 3 {
				continue
			}
			for a := 0; a < len(idx); a++ {
				for b := 0; b < len(idx); b++ {
					if idx[a] < idx[b] && len(out) < maxRelatedPairs {
						out[[2]int{idx[a], idx[b]}] = true
					}
				}
			}
		}
	}
	if !noCallerPairs {
		st.callerPairs(rel, n, out)
	}
	return out
}

// callerPairs adds to out the pairs of head positions of rel whose
// arguments some constraint of a calling equation mentions together (a
// loop's bound passed as an argument that the caller bounded by a
// parameter: F <= D at every call, G <= D a candidate at the head).
func (st *state) callerPairs(rel string, n int, out map[[2]int]bool) {
	// (Relations in a fixed order: out is capped.)
	rels := make([]string, 0, len(st.eqs))
	for r := range st.eqs {
		rels = append(rels, r)
	}
	slices.Sort(rels)
	for _, r := range rels {
		for _, eq := range st.eqs[r] {
			for _, c := range eq.calls {
				if c.Key() != rel || len(c.Args) != n {
					continue
				}
				// The positions of the arguments that are one variable.
				pos := map[string][]int{}
				for i, a := range c.Args {
					if len(a.Terms) == 1 {
						pos[a.Terms[0].Var] = append(pos[a.Terms[0].Var], i)
					}
				}
				for _, k := range eq.cons {
					var idx []int
					for _, t := range k.L.Terms {
						idx = append(idx, pos[t.Var]...)
					}
					if len(idx) != 2 || idx[0] == idx[1] || len(out) >= maxRelatedPairs {
						continue
					}
					a, b := min(idx[0], idx[1]), max(idx[0], idx[1])
					out[[2]int{a, b}] = true
				}
			}
		}
	}
}

// strongest keeps, of inequalities with the same linear part, the one
// with the smallest constant (the others follow from it).
func strongest(p Poly) Poly {
	best := map[string]int{}
	var order []string
	for i, c := range p {
		k := coefKey(c.L, c.Eq)
		j, ok := best[k]
		if !ok {
			best[k] = i
			order = append(order, k)
			continue
		}
		if !c.Eq && RatCmp(c.L.Const, p[j].L.Const) < 0 {
			best[k] = i
		}
	}
	out := make(Poly, 0, len(order))
	for _, k := range order {
		out = append(out, p[best[k]])
	}
	return out
}

// invLimit is the bound of the state's invariant work: maxInvWork, or
// lowInvWork in the state of Solve's comparison (state.lowInv).
func (st *state) invLimit() int {
	if st.lowInvOnly {
		return lowInvWork
	}
	return maxInvWork
}
