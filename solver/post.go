package solver

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// Output summaries (postconditions). A call's output variables (the Mout
// of innerLoop(M, Mout)) are only constrained by the callee's equations;
// without a summary of what the callee's derivable calls satisfy, a loop
// that continues with an output is unconstrained and cannot be ranked.
//
// post[rel] is a conjunction of linear constraints over rel's head
// variables that every call of rel with a finite derivation satisfies. It
// is computed bottom-up over the call graph's components with the Houdini
// method: candidate constraints (constraints of the equations over head
// variables only, their sums and differences, and the bounds of each head
// variable and of each pair's sum and difference) are dropped until the
// remaining set is inductive: for every equation, its constraints and the
// summaries of its calls imply the candidates at its head. By induction on
// the derivation, the result holds for every derivable call. It only adds
// true facts, so it can make bounds tighter or possible, never unsound.

// Limits on the candidates: template bounds of single head variables and
// of pairs only for small relations, and a cap per relation.
const (
	maxPostSingles = 24
	maxPostPairs   = 6
	maxPostCands   = 160
)

// needPosts returns the relations whose summaries can matter: those
// called in an equation with a later call (whose arguments may be the
// outputs) or with a declared output, and, transitively, their callees.
// Integer transition systems (one call per rule) need none, which saves
// the work.
func (st *state) needPosts() map[string]bool {
	need := map[string]bool{}
	var mark func(r string)
	mark = func(r string) {
		if need[r] {
			return
		}
		need[r] = true
		for _, eq := range st.eqs[r] {
			for _, c := range eq.calls {
				mark(c.Key())
			}
		}
	}
	for _, list := range st.eqs {
		for _, eq := range list {
			for i, c := range eq.calls {
				if i+1 < len(eq.calls) || st.hasOutputs(c.Key()) {
					mark(c.Key())
				}
			}
		}
	}
	return need
}

func (st *state) hasOutputs(rel string) bool {
	io, ok := st.io[rel]
	return ok && len(io.Out) > 0
}

func (st *state) computePosts() {
	st.post = map[string]Poly{}
	need := st.needPosts()
	for _, comp := range st.sccs {
		if st.checkTime() != nil {
			return
		}
		needed := false
		for _, r := range comp {
			needed = needed || need[r]
		}
		if !needed {
			continue
		}
		inComp := map[string]bool{}
		for _, r := range comp {
			inComp[r] = true
		}
		cands := map[string]Poly{}
		// impliedAt[eq]: the candidates that eq's constraints with the
		// known summaries imply (postCandidates); the checks at eq add
		// constraints to those, so these need no linear program.
		impliedAt := map[*normEq]map[uint32]bool{}
		for _, r := range comp {
			seen := map[uint32]bool{}
			for _, eq := range st.eqs[r] {
				if !st.isLive(eq) {
					continue
				}
				pcs, implied := st.postCandidates(eq, st.augment(eq, inComp, nil), "")
				impliedAt[eq] = implied
				for _, c := range pcs {
					k := st.memo.consID(c)
					if !seen[k] && len(cands[r]) < maxPostCands {
						seen[k] = true
						cands[r] = append(cands[r], c)
					}
				}
			}
		}
		// Houdini: drop candidates until inductive. Candidates only ever
		// go, so the lengths of the callees' lists identify an
		// equation's augmented constraints: what was proved under the
		// same lengths holds again without a linear program.
		type proof struct {
			sig string
			ok  map[uint32]bool
		}
		proved := map[*normEq]*proof{}
		for changed := true; changed; {
			changed = false
			if st.checkTime() != nil {
				return
			}
			for _, r := range comp {
				for _, eq := range st.eqs[r] {
					if !st.isLive(eq) || len(cands[r]) == 0 {
						continue
					}
					aug := st.augment(eq, inComp, cands)
					// A point of aug refutes most wrong candidates
					// without a linear program each: phase 1's of the
					// memo's entry for aug, which then also answers the
					// implication tests (one phase 1 for both).
					refutes, implies := st.postChecks(aug)
					if refutes == nil {
						continue // aug empty (or out of time): nothing to check
					}
					var sig strings.Builder
					for _, c := range eq.calls {
						if inComp[c.Key()] {
							fmt.Fprintf(&sig, "%d,", len(cands[c.Key()]))
						}
					}
					pr := proved[eq]
					if pr == nil || pr.sig != sig.String() {
						pr = &proof{sig: sig.String(), ok: map[uint32]bool{}}
						proved[eq] = pr
					}
					// Candidates the point does not refute and not proved
					// yet are checked together (one phase 1).
					var keep, check Poly
					var keys []uint32
					// known[i]: check[i] is implied (impliedAt) without
					// a linear program; it keeps its place among the
					// checked ones.
					var known []bool
					for _, c := range cands[r] {
						if refutes(c) {
							changed = true
							continue
						}
						k := st.memo.consID(c)
						if pr.ok[k] || syntactic(aug, c) {
							pr.ok[k] = true
							keep = append(keep, c)
							continue
						}
						check = append(check, c)
						keys = append(keys, k)
						known = append(known, impliedAt[eq][k])
					}
					var ls []Lin
					for i, c := range check {
						if known[i] {
							continue
						}
						ls = append(ls, c.L)
						if c.Eq {
							ls = append(ls, c.L.Scale(ratMinusOne))
						}
					}
					var res []bool
					if len(ls) > 0 {
						res = implies(ls)
					}
					for i, c, n := 0, check, 0; i < len(c); i++ {
						ok := true
						if !known[i] {
							ok = res[n]
							n++
							if c[i].Eq {
								ok = ok && res[n]
								n++
							}
						}
						if ok {
							pr.ok[keys[i]] = true
							keep = append(keep, c[i])
						} else {
							changed = true
						}
					}
					cands[r] = keep
				}
			}
		}
		for _, r := range comp {
			st.post[r] = cands[r]
		}
	}
}

// postChecks returns, for computePosts' checks at an equation, whether
// a point of aug violates a candidate, and aug's implication tests (as
// impliesAllD answers them); refutes is nil when aug is empty or its
// phase 1 failed. Through the memo, one phase 1 serves both; which
// feasible point refutes changes no answer (a candidate it refutes is not
// implied, and every other is tested).
func (st *state) postChecks(aug Poly) (refutes func(Cons) bool, implies func([]Lin) []bool) {
	violated := func(v num, ok bool, c Cons) bool {
		return ok && (v.sign() < 0 || c.Eq && !v.isZero())
	}
	if noMemo {
		pt := aug.point(st.stop)
		if pt == nil {
			return nil, nil
		}
		return func(c Cons) bool {
				v, ok := c.L.EvalAt(pt)
				return ok && (v.Sign() < 0 || c.Eq && v.Sign() != 0)
			}, func(ls []Lin) []bool {
				return aug.impliesAllD(st.stop, ls)
			}
	}
	key := st.memo.polyKey(aug)
	e, err := st.memo.prepared(aug, key, st.stop)
	if err != nil || e.st != lpOptimal {
		return nil, nil
	}
	if e.pt == nil {
		e.pt = e.t.point()
	}
	return func(c Cons) bool {
			v, ok := evalCols(c.L, e.cols, e.pt)
			return violated(v, ok, c)
		}, func(ls []Lin) []bool {
			return st.memo.impliesAllKey(aug, key, st.stop, ls)
		}
}

// syntactic reports whether c is one of p's constraints.
func syntactic(p Poly, c Cons) bool {
	for _, d := range p {
		if d.Eq == c.Eq && linEqual(d.L, c.L) {
			return true
		}
	}
	return false
}

// augment returns eq's constraints with the summaries of its calls
// instantiated at their arguments: known summaries for calls outside the
// component, cands for calls inside it (none when cands is nil).
func (st *state) augment(eq *normEq, inComp map[string]bool, cands map[string]Poly) Poly {
	out := append(Poly{}, eq.cons...)
	for _, c := range eq.calls {
		k := c.Key()
		var p Poly
		if inComp[k] {
			if cands == nil {
				continue
			}
			p = cands[k]
		} else {
			p = st.post[k]
		}
		out = append(out, instantiate(p, c.Args)...)
	}
	return dedupPoly(out)
}

// dedupPoly drops constant-true constraints and repeated ones (summaries
// instantiated at calls repeat what the equation says): smaller linear
// programs, the same set.
func dedupPoly(p Poly) Poly {
	seen := map[string]bool{}
	out := p[:0:0]
	for _, c := range p {
		if c.L.IsConst() {
			if _, ok := c.tighten(); ok {
				continue
			}
			out = append(out, c) // false: keep it, p is empty
			continue
		}
		k := linKey(c)
		if !seen[k] {
			seen[k] = true
			out = append(out, c)
		}
	}
	return out
}

// dedupPolyKey is dedupPoly with the polyKey of its result (from the
// linKeys dedupPoly computes anyway).
func (m *lpMemo) dedupPolyKey(p Poly) (Poly, string) {
	seen := map[uint32]bool{}
	out := p[:0:0]
	ids := make([]uint32, 0, len(p))
	for _, c := range p {
		if c.L.IsConst() {
			if _, ok := c.tighten(); ok {
				continue
			}
			out = append(out, c) // false: keep it, p is empty
			ids = append(ids, m.consID(c))
			continue
		}
		k := m.consID(c)
		if !seen[k] {
			seen[k] = true
			out = append(out, c)
			ids = append(ids, k)
		}
	}
	return out, idsKey(ids)
}

// linKey is a cheap identity of a constraint: "=" for an equality, then
// v:coef per variable in name order, then the constant.
// (The text is built in a stack buffer: only the string is allocated.)
func linKey(c Cons) string {
	var buf [96]byte
	return string(appendLinKey(buf[:0], c.L, c.Eq, true))
}

// coefKey is the linKey of a constraint with l's coefficients and
// constant 0: what constraints that differ in their constants only share.
func coefKey(l Lin, eq bool) string {
	var buf [96]byte
	return string(appendLinKey(buf[:0], l, eq, false))
}

// appendLinKey appends linKey's text to b (with the constant as 0 unless
// withConst).
func appendLinKey(b []byte, l Lin, eq, withConst bool) []byte {
	if eq {
		b = append(b, '=')
	}
	for _, t := range l.Terms {
		b = append(b, t.Var...)
		b = append(b, ':')
		b = appendRat(b, t.K)
		b = append(b, ' ')
	}
	if withConst {
		return appendRat(b, l.Const)
	}
	return append(b, '0')
}

// appendRat appends r.RatString() to b (without allocating for int64s).
func appendRat(b []byte, r *big.Rat) []byte {
	if r.IsInt() && r.Num().IsInt64() {
		return strconv.AppendInt(b, r.Num().Int64(), 10)
	}
	return append(b, r.RatString()...)
}

// instantiate renames a summary's head variables to call arguments.
func instantiate(p Poly, args []Lin) Poly {
	out := make(Poly, 0, len(p))
	for _, c := range p {
		out = append(out, Cons{L: c.L.substHead(args), Eq: c.Eq})
	}
	return out
}

// postCandidates proposes constraints over eq's head variables that hold
// for eq (given aug, its constraints with known summaries). implied holds
// the linKeys of those that aug implies over the rationals (what a
// linear program checking them under aug, or under more constraints,
// would find): aug's own tight constraints, differences of its
// equalities, and template bounds at an integer maximum.
// augKey is aug's polyKey ("": not known).
func (st *state) postCandidates(eq *normEq, aug Poly, augKey string) (res Poly, implied map[uint32]bool) {
	// (Room for aug's constraints and the templates' bounds: the usual
	// candidates without growing.)
	ls := st.postTemplates(eq.arity)
	out := make(Poly, 0, len(aug)+len(ls))
	// byAug[i]: out[i] is implied by aug over the rationals as it is,
	// and stays so once tightened.
	byAug := make([]bool, 0, cap(out))
	var eqs []Cons
	for _, c := range aug {
		if onlyHead(c.L) {
			out = append(out, c)
			byAug = append(byAug, c.Eq || c.tight())
			if c.Eq {
				eqs = append(eqs, c)
			}
		}
	}
	// Sums and differences of equalities (E - B = D - A from D = A, E = B).
	for i := 0; i < len(eqs) && i < 8; i++ {
		for j := i + 1; j < len(eqs) && j < 8; j++ {
			out = append(out, Cons{L: eqs[i].L.AddScaled(ratMinusOne, eqs[j].L), Eq: true})
			byAug = append(byAug, true)
		}
	}
	// An equation that copies inputs to outputs (#4 = #0) states its
	// guard (#1 >= #0) about the inputs; the same guard about the copies
	// (#5 >= #4) is what a caller needs to know of the outputs.
	if !noPostCopies && len(eq.calls) == 0 {
		out = append(out, copyVariants(out, eqs)...)
	}
	for len(byAug) < len(out) {
		byAug = append(byAug, false)
	}
	// Bounds of templates over the head variables, both signs of each
	// over the same aug: one phase 1.
	var ms []maxResult
	if len(ls) > 0 && st.checkTime() == nil {
		ms, _ = st.memo.maximizeAllKey(aug, augKey, ls, st.stop)
	}
	for i, r := range ms {
		if r.err != nil || !r.bounded {
			continue
		}
		// l <= m  as  m - l >= 0: -l is ls[i^1] (postTemplates pairs
		// each template with its negation), whose terms are shared (a
		// built Lin's terms are never changed).
		c := Cons{L: Lin{Terms: ls[i^1].Terms, Const: r.max.floorRat()}}
		out = append(out, c)
		byAug = append(byAug, r.max.isInt() && c.tight())
	}
	// Normalise for integers and drop trivial ones.
	res = make(Poly, 0, len(out))
	for i, c := range out {
		t, ok := c.tighten()
		if ok && !t.L.IsConst() {
			res = append(res, t)
			if byAug[i] && !noPostImplied {
				if implied == nil {
					implied = map[uint32]bool{}
				}
				implied[st.memo.consID(t)] = true
			}
		}
	}
	slices.SortStableFunc(res, func(a, b Cons) int { return len(a.L.Terms) - len(b.L.Terms) })
	return res, implied
}

// postTemplates returns the templates whose bounds are summary
// candidates of an arity-n head, each with both signs (t at 2k, -t at
// 2k+1: postCandidates relies on it): the variables, and
// the differences and sums of pairs for small heads. Made once per arity
// (shared: Lins are not changed in place).
func (st *state) postTemplates(n int) []Lin {
	if ls, ok := st.postTmpls[n]; ok {
		return ls
	}
	var tmpls []Lin
	if n <= maxPostSingles {
		for i := 0; i < n; i++ {
			tmpls = append(tmpls, LinVar(headVar(i)))
		}
	}
	if n <= maxPostPairs {
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				tmpls = append(tmpls, varPairScaled(headVar(i), ratMinusOne, headVar(j)))
				tmpls = append(tmpls, varPairScaled(headVar(i), ratOne, headVar(j)))
			}
		}
	}
	var ls []Lin
	for _, t := range tmpls {
		for _, sign := range []int64{1, -1} {
			ls = append(ls, t.Scale(RatInt(sign)))
		}
	}
	if st.postTmpls == nil {
		st.postTmpls = map[int][]Lin{}
	}
	st.postTmpls[n] = ls
	return ls
}

// applyPosts conjoins to every equation the summaries of its calls
// outside its own component. Calls inside the component get none: a
// summary only describes calls that finish, and the component's own
// termination is what its ranking functions must prove (an equation that
// only a summary of its own recursion rules out may be one that never
// finishes). Liveness stays decided on the constraints without summaries,
// so that every callee of a possible equation is bounded, which proves it
// terminates and makes its summary a fact.
func (st *state) applyPosts() {
	for rel, list := range st.eqs {
		for _, eq := range list {
			var extra Poly
			for _, c := range eq.calls {
				if st.inSCC(rel, c.Key()) {
					continue
				}
				extra = append(extra, instantiate(st.post[c.Key()], c.Args)...)
			}
			if len(extra) == 0 {
				continue
			}
			st.isLive(eq) // decided on the constraints without summaries
			eq.cons = dedupPoly(append(append(Poly{}, eq.cons...), extra...))
		}
	}
}

// copyVariants rewrites the inequalities of cons with the equalities of
// eqs between two head variables (#i = #j), one or two substitutions
// deep: candidates that hold wherever cons and eqs do.
func copyVariants(cons Poly, eqs []Cons) Poly {
	var subs []map[string]Lin
	for _, e := range eqs {
		vs := e.L.Vars()
		if len(vs) != 2 || e.L.Const.Sign() != 0 {
			continue
		}
		a, b := e.L.Terms[0].K, e.L.Terms[1].K
		if new(big.Rat).Add(a, b).Sign() != 0 {
			continue
		}
		subs = append(subs, map[string]Lin{vs[0]: LinVar(vs[1])}, map[string]Lin{vs[1]: LinVar(vs[0])})
		if len(subs) >= 16 {
			break
		}
	}
	var out Poly
	// The copies' weakenings (#i >= #j, #i <= #j) hold of a loop that
	// only lowers (raises) a value before it copies it out.
	for _, e := range eqs {
		vs := e.L.Vars()
		if len(vs) == 2 && e.L.Const.Sign() == 0 && new(big.Rat).Add(e.L.Terms[0].K, e.L.Terms[1].K).Sign() == 0 {
			out = append(out, Cons{L: e.L}, Cons{L: e.L.Scale(ratMinusOne)})
		}
	}
	seen := map[string]bool{}
	add := func(c Cons) bool {
		k := linKey(c)
		if seen[k] || len(out) >= maxPostCands {
			return false
		}
		seen[k] = true
		out = append(out, c)
		return true
	}
	for _, c := range cons {
		if c.Eq || len(c.L.Terms) > 3 {
			continue
		}
		seen[linKey(c)] = true
		for _, m1 := range subs {
			c1 := Cons{L: c.L.Subst(m1)}
			if !add(c1) {
				continue
			}
			for _, m2 := range subs {
				add(Cons{L: c1.L.Subst(m2)})
			}
		}
	}
	return out
}

// linEqual reports whether a and b are the same linear expression.
func linEqual(a, b Lin) bool {
	return RatCmp(a.Const, b.Const) == 0 && sameCoefs(a, b)
}
