package hrelation

import (
	"math/big"
	"slices"

	"bspcost/frontend"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// The words a congruent target receives, summed over its actual senders.
// The congruent rule (congruent.go) bounds a target by gcd(a, p) senders
// in each execution instance, each instance counted whether or not that
// many of its executors address one target: where only some processes
// execute (`if pid == 0 || pid >= 6`), or where they execute different
// numbers of instances (`for i := 0 to pid`), the bound is not reached.
// When the remote process is congruent to a·pid + e with e the same in
// every execution of the statement (it reads nothing the statement's
// loops in the superstep change, and the processes of an instance agree
// on it), the senders to one target are one residue class modulo
// q = p / gcd(a, p): the s0 + i·q for i in 0..gcd(a, p) - 1, s0 in
// 0..q - 1. Each class addresses exactly one target (a·s modulo p is a
// function of s modulo q, one-to-one on the classes), so the largest
// words the statement gives one process are exactly the maximum over s0
// of the words its class executes. gcd(a, p) is fixed by the residue r of
// p modulo a: p = a·u + r, g = gcd(a, r), q = (a / g)·u + r / g, affine
// in u, one case per r (disjoint in p).

// classMaxOn switches the rule (its test switches it off).
var classMaxOn = true

// maxClassCases bounds the disjuncts of the classes' formula, Σ over the
// residues r of gcd(a, r), per disjunct of the executions.
const maxClassCases = 24

// classInvariant reports whether c's remote process is the same function
// of pid in every execution of c in the superstep: the processes of one
// instance agree on its replicated values (sameOffset), and it reads no
// counter of c's loops in the superstep and nothing their bodies write.
func (b *builder) classInvariant(c *frontend.CommStmt) bool {
	if !b.sameOffset(c) || b.a.ar.Comm(c) == nil {
		return false
	}
	varying := map[int]bool{}
	for _, l := range b.a.innerLoops(c) {
		f, ok := l.(*frontend.ForStmt)
		if !ok {
			return false
		}
		if o := b.a.obj(f.Var); o != nil {
			varying[o.ID] = true
		}
		for v := range b.a.written(loopBody(l)) {
			varying[v] = true
		}
	}
	ok := true
	frontend.Inspect(b.distinctValue(c), func(n frontend.Node) bool {
		if id, isID := n.(*frontend.Ident); isID {
			if o := b.a.obj(id); o != nil && varying[o.ID] {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// classMax returns the largest words one process receives (is asked for)
// from c, a statement whose remote process is congruent to a·pid + e
// (a >= 1) with executions exec (the executor in column s for a put, t
// for a get): the maximum over the residue classes of the executors
// modulo p / gcd(a, p) of the words of each class. ok is false when the
// rule does not apply or the count or maximum is not exact.
func (b *builder) classMax(c *frontend.CommStmt, a int64, exec bspaff.Formula, objs []*frontend.Object) (*polyhedra.PwQPoly, bool) {
	if !classMaxOn || a < 1 || !b.classInvariant(c) {
		return nil, false
	}
	execCol, other := b.s, b.t
	if c.Kind == frontend.Get {
		execCol, other = b.t, b.s
	}
	if uniformExecutors(exec, execCol, b.a.nprocs) {
		// Every process runs every instance: a·pid + e addresses each
		// target with gcd(a, p) senders of all instances, which the
		// congruent rule's single piece with floors already counts.
		return nil, false
	}
	cases := int64(0)
	for r := int64(0); r < a; r++ {
		cases += gcd64(a, r)
	}
	if cases*int64(len(exec)) > maxClassCases {
		return nil, false
	}
	s0 := b.bld.NewVar("s0")
	u := b.bld.NewVar("u")
	S0, U, P, E := bspaff.Var(s0), bspaff.Var(u), bspaff.Var(b.a.nprocs), bspaff.Var(execCol)
	base := withEq(exec, other)
	var f bspaff.Formula
	for r := int64(0); r < a; r++ {
		g := gcd64(a, r)
		// q = (a / g)·u + r / g; p = a·u + r.
		q, err := U.Scale(a / g)
		if err == nil {
			q, err = q.AddConst(r / g)
		}
		if err != nil {
			return nil, false
		}
		au, err := U.Scale(a)
		if err != nil {
			return nil, false
		}
		pdef, _ := polySub(P, au).AddConst(-r)
		for i := int64(0); i < g; i++ {
			iq, err := q.Scale(i)
			if err != nil {
				return nil, false
			}
			sdef := polySub(polySub(E, S0), iq)
			conj := bspaff.Conj{
				{Expr: pdef, Eq: true},
				geq0(U),
				geq0(S0),
				geq0(polySub(polySub(q, bspaff.Const(1)), S0)),
				{Expr: sdef, Eq: true},
			}
			part, err := bspaff.And(base, bspaff.Formula{conj})
			if err != nil {
				return nil, false
			}
			f = append(f, part...)
		}
	}
	// u and s0 are parameters of the count: the bound of s0 is q - 1,
	// unit in s0 (a maximum over s0 against p / g would not be), and u
	// is fixed by p = a·u + r, substituted when maximised over.
	set, err := b.bld.Set(b.namer, append(append([]*frontend.Object{}, objs...), u, s0), b.dims, f)
	if err != nil {
		return nil, false
	}
	n, ok, err := countParts(set, b.a.counts)
	if err != nil || !ok || len(n.Pieces) > maxPieces {
		return nil, false
	}
	m, err := n.MaxOverWithin(2, b.a.opts.budget.Pool(int64(ownMaxWork)))
	if err != nil || !m.Exact {
		return nil, false
	}
	if b.oversize(m) != "" {
		return nil, false
	}
	return m, true
}

// The congruent rule's own bound as a class count: a statement whose
// remote process is congruent to a·pid + e (e the same on the processes
// of an instance) gives one process at most gcd(a, p) times the words n
// of all its instances, which the rule adds after the maximum of the two
// sides (gcdExtra). Written as pieces on the residues r of p modulo a,
// n·gcd(a, r) on p ≡ r, it is a count of that side like any other and
// is compared with the other side before the maximum: a get from
// (2 * pid + 1) % p beside a put to max(pid - 1, 0) has h = 3, not 4 at
// even p. Where classMax does not apply (every process runs every
// instance alike, or its classes are past its limits) this is exact when
// the executors of an instance are all the processes.

// gcdClassOn switches the rule (its test switches it off).
var gcdClassOn = true

// gcdClass returns n·gcd(a, nprocs) over the step's parameters objs, one
// piece per residue of nprocs modulo a (nprocs >= 1); ok false for a < 2
// or past the size limits.
func (b *builder) gcdClass(n *polyhedra.PwQPoly, a int64, objs []*frontend.Object) (*polyhedra.PwQPoly, bool) {
	if !gcdClassOn || a < 2 || a > maxCongruent {
		return nil, false
	}
	u := b.bld.NewVar("u")
	U, P := bspaff.Var(u), bspaff.Var(b.a.nprocs)
	au, err := U.Scale(a)
	if err != nil {
		return nil, false
	}
	pp, _ := P.AddConst(-1)
	var g *polyhedra.PwQPoly
	for r := int64(0); r < a; r++ {
		// #{u >= 0 : nprocs = a·u + r} is 1 on the residue r, 0 elsewhere.
		pdef, _ := polySub(P, au).AddConst(-r)
		set, err := b.bld.Set(b.namer, objs, []*frontend.Object{u}, bspaff.Formula{{{Expr: pdef, Eq: true}, geq0(U), {Expr: pp}}})
		if err != nil {
			return nil, false
		}
		ind, err := set.Count()
		if err != nil || !ind.Exact {
			return nil, false
		}
		t := ind.Mul(polyhedra.ConstPw(ind.Params, big.NewRat(gcd64(a, r), 1)))
		g = addPw(g, t)
	}
	m := n.Mul(g)
	if b.oversize(m) != "" || len(m.Pieces) > maxPieces {
		return nil, false
	}
	return m, true
}

// gcd64 is gcd(a, b) for a >= 1, b >= 0 (gcd(a, 0) = a).
func gcd64(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// residueFloorsOn switches residueFloors (its test switches it off).
var residueFloorsOn = true

// residueFloors writes h without its pieces on residues of p (the
// domains of classMax's counts, `exists e: p = 2e`), which the
// sequential analysis would charge each in an if of its own and add:
// the pieces that then have the same value are merged
// (CongruenceIndicators writes each residue as floors in the value).
// ok is false when a piece keeps a floor in its value or domain (the
// floors of several residues, whose products the sequential analysis
// only bounds): a class count that depends on the residue of p.
func residueFloors(h *polyhedra.PwQPoly) (*polyhedra.PwQPoly, bool) {
	if !residueFloorsOn {
		return h, true
	}
	r, ok := h.CongruenceIndicators()
	if !ok {
		return h, false
	}
	d, ok := r.DisjointWithin(nil)
	if !ok {
		return h, false
	}
	d = d.MergeEqual().MergeAgreeing()
	for _, pc := range d.Pieces {
		if len(pc.Value.Atoms()) > 0 || hasDivs(pc.Domain) {
			return h, false
		}
	}
	return d, true
}

// uniformExecutors reports whether the executor column x of exec is
// constrained only by 0 <= x <= nprocs - 1: every process in 0..p-1 runs
// the same instances.
func uniformExecutors(exec bspaff.Formula, x, nprocs *frontend.Object) bool {
	hi := polySub(polySub(bspaff.Var(nprocs), bspaff.Const(1)), bspaff.Var(x))
	lo := bspaff.Var(x)
	for _, conj := range exec {
		for _, c := range conj {
			if !c.Expr.Uses(x) {
				continue
			}
			if c.Eq || (c.Expr.String() != lo.String() && c.Expr.String() != hi.String()) {
				return false
			}
		}
	}
	return true
}

// residueSpliceOn switches residueSplice (its test switches it off).
var residueSpliceOn = true

// residueSplice is residueFloors where only some pieces of the class
// counts' maximum h stay on residues of p or keep a floor in their
// value (where only a corner of the parameters is left to them: an
// opaque parameter out of its range, p below a): the other pieces of h
// are kept, and alt, the caller's bound with gcd(a, p) - 1 times the
// instances added after the maximum, is kept outside their domains.
// Sound: at a point of a clean piece's domain h is that piece's value,
// the exact maximum of the two sides; elsewhere alt bounds it. Nowhere
// above alt: where alt is not kept, h is exact. ok is false when no
// piece of h is clean, or past the size limits.
func (b *builder) residueSplice(h, alt *polyhedra.PwQPoly, objs []*frontend.Object) (*polyhedra.PwQPoly, bool) {
	if !residueSpliceOn {
		return nil, false
	}
	r, ok := h.CongruenceIndicators()
	if !ok {
		return nil, false
	}
	d, ok := r.DisjointWithin(b.a.opts.budget)
	if !ok {
		return nil, false
	}
	d = d.MergeEqual().MergeAgreeing()
	out := &polyhedra.PwQPoly{Params: d.Params}
	var cleanDom *polyhedra.Set
	for _, pc := range d.Pieces {
		if len(pc.Value.Atoms()) > 0 || hasDivs(pc.Domain) {
			continue
		}
		out.Pieces = append(out.Pieces, pc)
		if cleanDom == nil {
			cleanDom = pc.Domain
		} else {
			cleanDom = cleanDom.Union(pc.Domain)
		}
	}
	if cleanDom == nil || len(out.Pieces) == len(d.Pieces) {
		return nil, false
	}
	for _, pc := range alt.Pieces {
		dom := pc.Domain.Subtract(cleanDom)
		if dom.IsEmpty() {
			continue
		}
		out.Pieces = append(out.Pieces, polyhedra.Piece{Domain: dom, Value: pc.Value})
	}
	out = out.MergeEqual()
	if len(out.Pieces) > maxPieces || b.oversize(out) != "" {
		return nil, false
	}
	if len(out.Pieces) <= len(alt.MergeEqual().Pieces) {
		return out, true
	}
	// More cases than alt: the sequential analysis charges each case in
	// an if of its own, and adds those it cannot tell apart (cases on an
	// opaque parameter's range) or whose conditions on several
	// parameters it drops (cases on p within a range of K). Cases on
	// nprocs alone it keeps apart.
	if free, ok := b.nprocsCases(out, objs); ok {
		return free, true
	}
	return nil, false
}

// nprocsCasesOn switches nprocsCases (its test switches it off, and
// residueSplice then keeps alt where it has fewer cases).
var nprocsCasesOn = true

// nprocsCases writes the domain of each piece of pw on nprocs alone,
// where within the ranges R of the opaque parameters (those
// opaqueRanges found, such as 0 <= x % nprocs <= nprocs - 1) it does
// not depend on the other parameters: for each parameter v but nprocs,
// D becomes L, the projection of D ∩ R without v, v left free. Sound:
// L ∩ R is D ∩ R (L ∩ R ⊆ D is checked, D ∩ R ⊆ L by the projection),
// and every run's parameters lie in R, so each run meets the same piece
// with the same value. ok is false when a domain keeps a condition on
// another parameter than nprocs, or past the work limits.
func (b *builder) nprocsCases(pw *polyhedra.PwQPoly, objs []*frontend.Object) (*polyhedra.PwQPoly, bool) {
	if !nprocsCasesOn || len(pw.Pieces) == 0 {
		return nil, false
	}
	var all bspaff.Conj
	for _, v := range b.opList {
		all = append(all, b.opRange[v]...)
	}
	rs := polyhedra.Universe(pw.Pieces[0].Domain.Space())
	if len(all) > 0 {
		var err error
		if rs, err = b.bld.Set(b.namer, objs, nil, bspaff.Formula{all}); err != nil {
			return nil, false
		}
	}
	out := &polyhedra.PwQPoly{Params: pw.Params, Exact: pw.Exact}
	for _, pc := range pw.Pieces {
		dom := pc.Domain
		for _, name := range dom.Space().Params {
			if name == "nprocs" {
				continue
			}
			dr := dom.Intersect(rs)
			at := slices.Index(dr.Space().Params, name)
			proj, err := dr.ProjectOutDims(polyhedra.DimParam, at, 1)
			if err != nil {
				return nil, false
			}
			lifted := polyhedra.Universe(dom.Space()).Intersect(proj)
			if empty, known := lifted.Intersect(rs).Subtract(dom).IsEmptyWithin(quotientWork); !empty || !known {
				return nil, false
			}
			dom = lifted
		}
		out.Pieces = append(out.Pieces, polyhedra.Piece{Domain: dom, Value: pc.Value})
	}
	return out, true
}
