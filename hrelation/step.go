package hrelation

import (
	"errors"
	"fmt"
	"slices"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// builder builds the interaction sets of one step.
type builder struct {
	a     *analyzer
	st    *Step
	close align.Barrier
	bld   *bspaff.Builder
	namer *bspaff.Namer

	s, j, w, t *frontend.Object
	ks         []*frontend.Object
	dims       []*frontend.Object

	params map[*frontend.Object]bool // program objects used as parameters
	vars   bspaff.VarCache           // the leaves' polynomials (leaf)
	opaque map[string]*frontend.Object
	opExpr map[*frontend.Object]frontend.Expr
	opList []*frontend.Object
	// opRange is the range of each opaque parameter (opaquerange.go; nil:
	// none shown).
	opRange map[*frontend.Object]bspaff.Conj
	// paramSizes are the leaves of each of st.Params (exprSize).
	paramSizes []int
	// msgs counts messages (every send one word: Step.Messages).
	msgs bool

	// computed is set when comm used a scalar's value (values.go) or
	// split a quotient (quotient.go); plain switches both off (the
	// statement is analysed again without them, commChecked).
	computed, plain bool
	req             bspaff.Formula // the requires clause (requires)
	// oneValue is set when a guard read a scalar's one value
	// (guardOneValue) or a literal's fixed truth value (fixedLiterals);
	// noOneValue switches both off (plainGuards).
	oneValue, noOneValue bool
	// emptyCases is set when emptyCasesOn dropped a disjunct of a
	// statement without computed values (plainCases); noEmptyCases
	// switches that dropping off.
	emptyCases, noEmptyCases bool
}

// emptyCasesOn switches off the emptiness tests of the disjuncts of a
// statement's executions without computed values or quotients (its test
// switches it off: a guard `pid < nprocs / 2` keeps its case of nprocs
// below 0, and H has no bound).
var emptyCasesOn = true

// maxCases bounds the disjuncts of one statement's formula: a guard that
// would make more is dropped (a loop bound or word count: the statement is
// counted through the sequential program), which keeps counting cheap.
const maxCases = 16

// maxOverWork bounds the work of each maximum over the processes
// (polyhedra.PwQPoly.MaxOverWithin's units: a pair of basic sets
// intersected or subtracted, each an emptiness test, of 0.1 to 1 ms on
// generated programs): past it, the maxima of groups of statements are
// added (groupmax.go), or a statement's words are all the words. The largest maximum of 700
// generated programs (gensound -n 100) without the computed process ids
// takes 18,808 units (0.3 s); the textbook and the corpora at most 130.
// ownMaxWork is the bound where a statement with a computed process id
// (values.go, quotient.go) adds to the counts: its count passed
// commChecked alone, but added to the others' its pieces split theirs
// (a 4-to-1 map's count beside three statements took 165 s), and the sum
// of the statements' maxima is what it had before anyway, or better.
const (
	maxOverWork = 40000
	ownMaxWork  = 500
)

// maxOver is n's maximum over the processes (its first dimension) within
// work units of MaxOverWithin, drawn from the analysis's budget.
func (b *builder) maxOver(n *polyhedra.PwQPoly, work int) (*polyhedra.PwQPoly, error) {
	return n.MaxOverWithin(1, b.a.opts.budget.Pool(int64(work)))
}

// untamed decides whether the words per process n of a statement with a
// computed process id stay in the sum of the statements' counts (ok
// false): their maximum over the processes is found within ownMaxWork
// and has no floor in a value and at most one piece with a floor in its
// domain (odd-even transposition's parity of pid + phase: one case of
// the sequential program). Otherwise ok is true and m is that maximum
// without its floors (polyhedra's RelaxAtoms), or nil when there is
// none within the work.
func (b *builder) untamed(n *polyhedra.PwQPoly) (m *polyhedra.PwQPoly, ok bool) {
	m, err := b.maxOver(n, ownMaxWork)
	if err != nil {
		return nil, true
	}
	floors := 0
	for _, pc := range m.Pieces {
		switch {
		case len(pc.Value.Atoms()) > 0:
			floors += 2
		case hasDivs(pc.Domain):
			floors++
		}
	}
	if floors <= 1 {
		return nil, false
	}
	if r, ok := m.RelaxAtoms(ownMaxWork, b.a.opts.budget); ok {
		return r, true
	}
	return nil, true
}

// hasDivs reports whether a domain has a floor.
func hasDivs(s *polyhedra.Set) bool {
	for _, p := range s.Parts() {
		if _, _, divs := p.Constraints(); len(divs) > 0 {
			return true
		}
	}
	return false
}

// maxPieces bounds the pieces of a piecewise count that is maximised or
// compared exactly; past it the analysis adds maxima (a flagged bound).
const maxPieces = 8

// hSizeLimit and hPieceLimit bound the words of one statement per
// process and MaxOut and MaxIn: their size (exprSize: the leaves of
// their .bsp text, which nondet puts in the sequential program for
// seqcost and the solver to read) and their pieces (each an `if` of the
// sequential program). A count or a maximum past either is replaced by
// polyhedra's box bound of the transfers (Set.BoxBound: atom-free, one
// piece per statement when the parts' common constraints bound it), so
// H stays within twice the limits. Exact counts with floors of floors
// grow exponentially with the nesting: a generated program
// (replicated-loops, seed 67) had a largest process of 378,270 leaves,
// 900 KB of text, that check's timeout could not digest. No count of
// the answers corpus (docs/benchmarks.md) reaches the limits; its
// largest sides have 4,184 leaves and 31 pieces.
const (
	hSizeLimit  = 10000
	hPieceLimit = 32
)

// limits returns the size and piece limits of h's expressions (0: none).
func (b *builder) limits() (size, pieces int) {
	switch {
	case b.a.opts.noSizeLimit:
		return 0, 0
	case b.a.opts.sizeLimit > 0:
		return b.a.opts.sizeLimit, b.a.opts.sizeLimit
	}
	return hSizeLimit, hPieceLimit
}

// oversize says why pw is past the limits ("" when it is not).
func (b *builder) oversize(pw *polyhedra.PwQPoly) string {
	size, pieces := b.limits()
	if size == 0 {
		return ""
	}
	if len(pw.Pieces) > pieces {
		return fmt.Sprintf("of %d pieces, past the limit %d", len(pw.Pieces), pieces)
	}
	if b.paramSizes == nil {
		b.paramSizes = paramSizes(b.st.Params)
	}
	if n := exprSize(pw, b.paramSizes); n > size {
		return fmt.Sprintf("of size %d, past the limit %d", n, size)
	}
	return ""
}

// commCtx is what the leaves of one put/get resolve to.
type commCtx struct {
	c     *frontend.CommStmt
	exec  *frontend.Object                      // the column of pid: s for a put, t for a get
	inner map[*frontend.Object]*frontend.Object // inner loop counters -> k columns
	dirty map[int]bool
	// renumbered are the counters of stride loops whose k column numbers
	// the iterations (strideReads): not the counter's value.
	renumbered map[*frontend.Object]bool
	// shifts are the steps of the counters between c and the closing
	// barrier, when shifted (counters.go).
	shifts  incCounts
	shifted bool
}

func (b *builder) fallback(pos frontend.Pos, k Kind, format string, args ...any) {
	b.st.Fallbacks = append(b.st.Fallbacks, Fallback{Rule: k.Rule(), Kind: k, Diagnostic: diag.Diagnostic{Pos: pos, End: pos, Severity: diag.SeverityInfo, Category: diag.CategoryApprox, Msg: fmt.Sprintf(format, args...)}})
}

func (b *builder) run() {
	a := b.a
	depth := 0
	for _, c := range b.st.Comms {
		depth = max(depth, len(a.innerLoops(c)))
	}
	b.s = b.bld.NewVar("s")
	b.t = b.bld.NewVar("t")
	b.j = b.bld.NewVar("j")
	b.w = b.bld.NewVar("w")
	b.namer.Name(b.s)
	b.namer.Name(b.t)
	for i := 0; i < depth; i++ {
		b.ks = append(b.ks, b.bld.NewVar(fmt.Sprintf("k%d", i)))
	}
	b.dims = append(append(append([]*frontend.Object{b.s, b.j}, b.ks...), b.w), b.t)
	b.params = map[*frontend.Object]bool{a.nprocs: true}
	b.opaque = map[string]*frontend.Object{}
	b.opExpr = map[*frontend.Object]frontend.Expr{}
	if c := b.pathsApart(); c != nil {
		b.fallback(b.closePos(), KindPaths, "%s at %s runs at different loop steps before this barrier on different paths: the statements of those paths are counted together, though no run need take them all", c.Kind, c.KwPos)
	}

	// Per statement: the formula of its transfers on the out side (the
	// source column fixed to the sender) and on the in side; an unknown
	// target of a put leaves t free on the in side (every process may
	// receive every word) and is a dummy 0 on the out side, so that each
	// word is counted once per sender.
	type part struct {
		out, in bspaff.Formula
		dist    bspaff.Formula // distinct-targets rule: the executor side
		c       *frontend.CommStmt
		own     bool           // a computed process id (ownMaxWork, untamed)
		mult    int64          // distinct targets: at most gcd(mult, nprocs) per instance (congruent.go)
		scaled  bspaff.Formula // distinct targets: at most min(|m|, nprocs) per instance, the instances with a column z of that many values (congruent.go)
		z       *frontend.Object
		square  bool             // distinct targets: at most ceil(nprocs / 2) per instance (square.go)
		cong    bool             // distinct targets: pid ± e or congruent to mult·pid + e (classmax.go)
		fibre   *frontend.Object // distinct targets: at most this parameter per instance (kto1.go)
		rel     bspaff.Formula   // its transfers, for Rel, when own
		exec    bspaff.Formula   // its executions, when own
	}
	var parts []part
	for idx, c := range b.st.Comms {
		full, exec, known, ok, injective := b.commChecked(idx, c)
		if !ok {
			continue
		}
		if known && b.computed {
			out, in := b.computedSides(c, full, exec)
			parts = append(parts, part{out: out, in: in, c: c, own: true, rel: full, exec: exec})
			continue
		}
		if known {
			parts = append(parts, part{out: full, in: full, c: c})
			continue
		}
		plus := b.distinct(c)
		dist := injective || plus
		mult := int64(1)
		if !dist {
			mult, dist = b.congruent(c)
		}
		onGrid := !dist && b.grid(c)
		dist = dist || onGrid
		var scaled bspaff.Formula
		var z *frontend.Object
		onScaled := false
		if !dist {
			scaled, z, onScaled = b.scaledCongruent(c, exec)
			dist = onScaled
		}
		onSquare := !dist && b.squareFibre(c, exec)
		dist = dist || onSquare
		var fibre *frontend.Object
		onKToOne := false
		if !dist {
			fibre, onKToOne = b.kToOne(c, exec)
			dist = onKToOne
		}
		kind, why := KindNotExpressible, "every process may receive every word it sends"
		if c.Kind == frontend.Get {
			why = "every process may be asked for every word it gets"
		}
		switch {
		case injective:
			kind, why = KindInjective, "its value has no closed count, but it is one-to-one in pid: one transfer per process and execution"
		case plus:
			kind, why = KindDistinct, "pid ± or ^ a replicated value: one transfer per process and execution"
		case onScaled:
			kind, why = KindScaledCongruent, "it is a replicated multiple m of pid plus a replicated value modulo nprocs: at most min(|m|, nprocs) transfers per process and execution"
		case onSquare:
			kind, why = KindSquare, "it is the square of ± pid plus a replicated value modulo nprocs: at most ceil(nprocs / 2) transfers per process and execution (x and x + 1 have the same square only where 2x + 1 is a multiple of nprocs)"
		case onKToOne:
			kind, why = KindKToOne, fmt.Sprintf("it is a function of the grid's row or column alone, one-to-one in it: at most %s transfers per process and execution", b.namer.Name(fibre))
		case onGrid:
			kind, why = KindGrid, "it is one-to-one on the grid of processes (pid / Q, pid % Q) of the requires clause: one transfer per process and execution"
		case dist && mult == 1:
			kind, why = KindCongruent, "it is ± pid plus a replicated value modulo nprocs: one transfer per process and execution"
		case dist:
			kind, why = KindCongruent, fmt.Sprintf("it is %d * pid plus a replicated value modulo nprocs: at most gcd(%d, nprocs) transfers per process and execution", mult, mult)
		}
		// A remote process within a constant range of pid: its side
		// counts only the transfers from that range (rangeoffset.go).
		remote := exec
		if !dist {
			if lo, hi, sign, k, ok := b.rangeOffset(c); ok {
				if rel, err := b.rangeRelation(c, lo, hi, sign, k); err == nil {
					if r, err := bspaff.And(exec, rel); err == nil {
						what := fmt.Sprintf("pid plus a value in %d..%d", lo, hi)
						if sign < 0 {
							what = fmt.Sprintf("a value in %d..%d minus pid", lo, hi)
						}
						remote = r
						kind = KindRangeOffset
						why = fmt.Sprintf("it is %s: a process receives only from the processes at that distance", what)
						if c.Kind == frontend.Get {
							why = fmt.Sprintf("it is %s: a process is asked only by the processes at that distance", what)
						}
					}
				}
			}
		}
		// The same modulo nprocs (reducedrange.go).
		if !dist && kind == KindNotExpressible {
			if lo, hi, sign, ok := b.reducedRange(c); ok {
				if rel, err := b.reducedRelation(c, lo, hi, sign); err == nil {
					if r, err := bspaff.And(exec, rel); err == nil {
						what := fmt.Sprintf("pid plus a value in %d..%d", lo, hi)
						if sign < 0 {
							what = fmt.Sprintf("a value in %d..%d minus pid", lo, hi)
						}
						remote = r
						kind = KindRangeOffset
						why = fmt.Sprintf("it is %s modulo nprocs: a process receives only from the processes at that distance (from every process where nprocs < %d)", what, hi-lo+1)
						if c.Kind == frontend.Get {
							why = fmt.Sprintf("it is %s modulo nprocs: a process is asked only by the processes at that distance (by every process where nprocs < %d)", what, hi-lo+1)
						}
					}
				}
			}
		}
		if kind == KindNotExpressible {
			if v := b.varyingRead(b.distinctValue(c)); v != "" {
				kind, why = KindVaryingRemote, why+" (it reads "+v+", which differs between processes)"
			}
		}
		b.fallback(c.Proc.Pos(), kind, "%s %s `%s` is not affine: %s", c.Kind, map[bool]string{true: "target", false: "source"}[c.Kind != frontend.Get], frontend.ExprString(c.Proc), why)
		pt := part{c: c, mult: mult, scaled: scaled, z: z, square: onSquare, fibre: fibre, cong: plus || (dist && !injective && !onGrid && !onScaled && !onSquare && !onKToOne)}
		if c.Kind != frontend.Get { // put, send: the executor sends
			pt.out = withEq(exec, b.t)
			if dist {
				pt.dist = exec
			} else {
				pt.in = remote
			}
		} else {
			pt.in = withEq(exec, b.s)
			if dist {
				pt.dist = exec
			} else {
				pt.out = remote
			}
		}
		parts = append(parts, pt)
	}

	b.st.seqFan = b.seqFan()

	// The parameters: nprocs, the program objects by ID, the opaque terms.
	objs := b.paramObjs()
	var names []string
	for _, o := range objs {
		p := Param{Name: b.namer.Name(o), Obj: o}
		if e, ok := b.opExpr[o]; ok {
			p = Param{Name: p.Name, Expr: e}
		}
		b.st.Params = append(b.st.Params, p)
		names = append(names, p.Name)
	}

	fail := func(err error) {
		b.st.Err = err
		b.st.MaxOut, b.st.MaxIn, b.st.H = nil, nil, nil
		b.st.Exact = false
	}
	exact := true
	if !b.a.opts.noMaps && !b.msgs {
		// The interaction maps, for display.
		var outAll, inAll bspaff.Formula
		var known bspaff.Formula
		for _, pt := range parts {
			if pt.own {
				// Counted by its executions on one side, shown by its
				// transfers on both.
				outAll = append(outAll, pt.rel...)
				inAll = append(inAll, pt.rel...)
				known = append(known, pt.rel...)
				continue
			}
			outAll = append(outAll, pt.out...)
			inAll = append(inAll, pt.in...)
			if pt.dist == nil && len(pt.out) > 0 && len(pt.in) > 0 && sameFormula(pt.out, pt.in) {
				known = append(known, pt.out...)
			}
		}
		if !b.maps(objs, known, outAll, inAll, fail) {
			return
		}
	}

	// side returns the largest words per process on one side: the words
	// of each statement per process (a count with the process as the last
	// parameter), added, then maximised over the process. Counting
	// statement by statement keeps the sets small (a union would be made
	// disjoint first, which multiplies its parts).
	// The words per process of each side before their maximum, and what
	// is added after it, for the first execution's charge (seqfirst.go).
	perSide, boxedSide := map[*frontend.Object]*polyhedra.PwQPoly{}, map[*frontend.Object]*polyhedra.PwQPoly{}
	side := func(get func(part) bspaff.Formula, proc *frontend.Object) (*polyhedra.PwQPoly, error) {
		var rest []*frontend.Object
		for _, d := range b.dims {
			if d != proc {
				rest = append(rest, d)
			}
		}
		what := "sent"
		if proc == b.t {
			what = "received"
		}
		// box bounds the words of f per process by the box of its
		// transfers, the process a dimension eliminated like the others
		// (Set.BoxBound).
		box := func(f bspaff.Formula) (*polyhedra.PwQPoly, error) {
			set, _, err := b.bld.SetDivs(b.namer, objs, append([]*frontend.Object{proc}, rest...), f)
			if err != nil {
				return nil, err
			}
			return set.BoxBound(1)
		}
		var per, boxed *polyhedra.PwQPoly
		var pers []stmtCount
		var all []bspaff.Formula
		for i, pt := range parts {
			f := get(pt)
			if len(f) == 0 {
				continue
			}
			all = append(all, f)
			set, _, err := b.bld.SetDivs(b.namer, append(append([]*frontend.Object{}, objs...), proc), rest, f)
			if err != nil {
				return nil, err
			}
			n, ok, err := countParts(set, b.a.counts)
			if err != nil {
				return nil, err
			}
			exact = exact && ok
			if why := b.oversize(n); why != "" {
				x, err := box(f)
				if err != nil {
					return nil, fmt.Errorf("%s at %s: the words %s per process have no count within the size limits: %v", pt.c.Kind, pt.c.KwPos, what, err)
				}
				b.fallback(pt.c.KwPos, KindCountBox, "the words %s per process are a count %s: bounded by the box of the transfers", what, why)
				exact = false
				if boxed == nil {
					boxed = x
				} else {
					boxed = boxed.Add(x)
				}
				continue
			}
			if pt.own && !b.a.opts.noRelax {
				remote := (pt.c.Kind == frontend.Get) == (proc == b.s)
				x, ok := b.untamed(n)
				if ok && remote {
					if a, cong := b.congruent(pt.c); cong {
						// A congruent remote process: at most
						// gcd(a, nprocs) transfers per process and
						// execution instance, exact in the residues of
						// nprocs (congruent.go), added after the
						// maximum with the distinct targets.
						b.fallback(pt.c.Proc.Pos(), KindCongruent, "%s %s `%s`: its words per process are piecewise in residues of nprocs; it is %d * pid plus a replicated value modulo nprocs: at most gcd(%d, nprocs) transfers per process and execution", pt.c.Kind, map[bool]string{true: "target", false: "source"}[pt.c.Kind != frontend.Get], frontend.ExprString(pt.c.Proc), a, a)
						parts[i].dist, parts[i].mult, parts[i].cong = pt.exec, a, true
						exact = false
						continue
					}
				}
				if ok {
					// A computed process id whose largest words per
					// process are piecewise in residues of p (the count
					// of a 2-to-1 or 4-to-1 map): that maximum, without
					// floors, is added as a box is. Floors in h are values
					// the sequential analysis cannot follow (it adds the
					// cases), and in the sum of the counts such pieces
					// split the other statements' (165 s for one maximum).
					if x == nil {
						if x, err = box(f); err != nil {
							return nil, fmt.Errorf("%s at %s: the words %s per process have no bound: %v", pt.c.Kind, pt.c.KwPos, what, err)
						}
					}
					b.fallback(pt.c.KwPos, KindResidues, "the words %s per process are piecewise in residues of the parameters: their largest value without floors is added", what)
					exact = false
					if boxed == nil {
						boxed = x
					} else {
						boxed = boxed.Add(x)
					}
					continue
				}
			}
			if per == nil {
				per = n
			} else {
				per = per.Add(n)
			}
			pers = append(pers, stmtCount{n, f, pt.own})
		}
		perSide[proc], boxedSide[proc] = per, boxed
		m, err := b.largest(per, pers, names, objs, &exact)
		if err != nil {
			return nil, err
		}
		if boxed != nil {
			m = m.Add(boxed)
		}
		if why := b.oversize(m); why != "" {
			// Each statement's maximum is small but their sum is not:
			// every statement by its box.
			b.fallback(b.closePos(), KindSumBoxes, "the largest words %s by a process are %s: the boxes of the %d statements' transfers are added", what, why, len(all))
			exact = false
			m = zero(names)
			for _, f := range all {
				x, err := box(f)
				if err != nil {
					return nil, fmt.Errorf("the words %s per process have no count within the size limits: %v", what, err)
				}
				m = m.Add(x)
			}
		}
		return m, nil
	}
	maxOut, err := side(func(pt part) bspaff.Formula { return pt.out }, b.s)
	if err != nil {
		fail(err)
		return
	}
	maxIn, err := side(func(pt part) bspaff.Formula { return pt.in }, b.t)
	if err != nil {
		fail(err)
		return
	}
	// Distinct targets: per execution instance each process is addressed
	// at most once, so it receives (sends) at most the words of the
	// instances that anyone executes: the count of the projection onto
	// (j, k..., w), n, plus x, the instances times the senders per target
	// and instance beyond the first. class, when classMax applies: the
	// words of the senders of one target, exact.
	type distinctWords struct {
		get         bool
		n, x, class *polyhedra.PwQPoly
	}
	var dws []distinctWords
	for _, pt := range parts {
		if len(pt.dist) == 0 || b.a.opts.ignoreDistinct {
			continue
		}
		dims, f := b.dims, pt.dist
		if pt.scaled != nil {
			dims, f = append(append([]*frontend.Object{}, b.dims...), pt.z), pt.scaled
			exact = false
		}
		set, err := b.bld.Set(b.namer, objs, dims, f)
		if err != nil {
			fail(err)
			return
		}
		proj, err := set.ProjectOut(b.namer.Name(b.s), b.namer.Name(b.t))
		if err != nil {
			fail(err)
			return
		}
		n, ok, err := countParts(proj, b.a.counts)
		if err != nil {
			fail(err)
			return
		}
		exact = exact && ok
		if why := b.oversize(n); why != "" {
			x, err := proj.BoxBound(0)
			if err != nil {
				fail(fmt.Errorf("%s at %s: its execution instances have no count within the size limits: %v", pt.c.Kind, pt.c.KwPos, err))
				return
			}
			b.fallback(pt.c.KwPos, KindInstancesBox, "its execution instances are a count %s: bounded by their box", why)
			n, exact = x, false
		}
		dw := distinctWords{get: pt.c.Kind == frontend.Get, n: n}
		if pt.cong && pt.scaled == nil {
			dw.class, _ = b.classMax(pt.c, pt.mult, pt.dist, objs)
			if dw.class == nil {
				dw.class, _ = b.gcdClass(n, pt.mult, objs)
			}
		}
		if pt.mult > 1 {
			g, err := b.gcdExtra(pt.mult, objs)
			if err != nil {
				fail(err)
				return
			}
			dw.x = n.Mul(g)
		}
		if pt.square {
			g, err := b.halfExtra(objs)
			if err != nil {
				fail(err)
				return
			}
			dw.x, exact = n.Mul(g), false
			dw.class, _ = b.squareClass(n, objs)
		}
		if pt.fibre != nil {
			g, err := b.paramExtra(pt.fibre, objs)
			if err != nil {
				fail(err)
				return
			}
			dw.x = n.Mul(g)
		}
		dws = append(dws, dw)
		proc := b.t
		if dw.get {
			proc = b.s
		}
		boxedSide[proc] = addPw(addPw(boxedSide[proc], n), dw.x)
	}
	maxOut0, maxIn0 := maxOut, maxIn
	// combine sets H from the two sides and the distinct targets' words,
	// with their class counts where useClass; clean reports that the
	// maximum of the two sides was taken exactly (no sum, no extra added
	// after it).
	combine := func(useClass bool) (ex, clean bool) {
		ex, clean = exact, true
		maxOut, maxIn := maxOut0, maxIn0
		var extraIn, extraOut *polyhedra.PwQPoly
		for _, dw := range dws {
			n, x := dw.n, dw.x
			if useClass && dw.class != nil {
				n, x = dw.class, nil
			}
			if dw.get {
				maxOut = maxOut.Add(n)
				extraOut = addPw(extraOut, x)
			} else { // put, send
				maxIn = maxIn.Add(n)
				extraIn = addPw(extraIn, x)
			}
		}
		maxOut, maxIn = b.pruneRanges(maxOut, objs), b.pruneRanges(maxIn, objs)
		b.st.MaxOut, b.st.MaxIn = addPw(maxOut, extraOut), addPw(maxIn, extraIn)
		if extraIn != nil || extraOut != nil {
			// The congruent targets' multiplicities (gcd(a, nprocs) - 1
			// times their instances: non-negative, with floors of nprocs)
			// come after the maximum: max(o, i + x) is i + x where i >= o,
			// at most max(o, i) + x otherwise.
			clean = false
			switch {
			case extraOut == nil && dominates(maxIn, maxOut):
				b.st.H = maxIn.Add(extraIn)
			case extraIn == nil && dominates(maxOut, maxIn):
				b.st.H = maxOut.Add(extraOut)
			default:
				b.st.H = addPw(addPw(maxOf(maxOut, maxIn, b.a.opts.budget), extraIn), extraOut)
				ex = false
			}
			// One case where the domains agree: the sequential program
			// charges each case in an if of its own, and a case with floors
			// is bounded there by itself. Past the size limits the pieces
			// stay overlapping: each charged in its own if, their sum where
			// they overlap is what they stand for (sound, looser).
			if d, ok := b.st.H.DisjointWithin(b.a.opts.budget); ok {
				b.st.H = d
			} else {
				b.fallback(b.closePos(), KindMaxSum, "the cases of h overlap past the size limits: each case charged, their sum where they overlap")
			}
		} else if len(maxOut.Pieces)+len(maxIn.Pieces) > maxPieces && sameSides(maxOut, maxIn) {
			b.st.H = maxOut
			if !maxOut.Exact {
				b.st.H = maxIn
			}
		} else if len(maxOut.Pieces)+len(maxIn.Pieces) > maxPieces && !b.mergeSides(&maxOut, &maxIn) {
			if h, ok := b.maxManySides(maxOut, maxIn); ok {
				b.st.H = h
			} else {
				// max(a, b) <= a + b for counts; Max would split many pieces.
				b.st.H = maxOut.Add(maxIn)
				ex, clean = false, false
			}
		} else {
			b.st.H = maxOf(maxOut, maxIn, b.a.opts.budget)
			if why := b.oversize(b.st.H); why != "" {
				// Splitting the pieces of the two sides to take their
				// maximum made it larger: their sum is within twice the
				// limits.
				b.fallback(b.closePos(), KindMaxSum, "max(largest words sent, received) is %s: their sum instead", why)
				b.st.H = maxOut.Add(maxIn)
				ex, clean = false, false
			}
		}
		return ex, clean && b.st.H.Exact
	}
	residues := false // class counts used: pieces on residues of p
	for _, dw := range dws {
		residues = residues || dw.class != nil
	}
	mark := len(b.st.Fallbacks)
	var classH *polyhedra.PwQPoly // the class counts' maximum, on residues
	ex, clean := combine(residues)
	if residues && clean {
		// Pieces on residues of p, where they differ, as floors.
		h := b.st.H
		var ok bool
		if b.st.H, ok = residueFloors(h); !ok {
			clean, classH = false, h
		}
	}
	if residues && !clean {
		// The class counts' pieces on residues of p made the maximum of
		// the two sides a bound, or stay pieces on residues: the
		// instances times gcd(a, p) after the maximum instead, one piece
		// with floors the sequential analysis keeps exact.
		b.st.Fallbacks = b.st.Fallbacks[:mark]
		ex, _ = combine(false)
		// Only some pieces on residues: the others stay
		// (residueSplice).
		if classH != nil {
			if r, ok := b.residueSplice(classH, b.st.H, objs); ok {
				b.st.H, ex = r, false
			}
		}
	}
	exact = ex
	for _, pt := range parts {
		if pt.own {
			// A computed process id's maximum is often the same value on
			// several cases of its quotient pieces (a gather to
			// max(i, 5) % p): one case each, the sequential analysis
			// would add them.
			b.st.H = b.st.H.MergeEqual()
			break
		}
	}
	if agreeingHOn {
		// A case that a parameter's value splits off (p = 1) whose value
		// is another case's there is one case of the sequential program
		// fewer (N/p and p*(N/p) at p = 1).
		b.st.H = b.st.H.MergeAgreeing()
	}
	b.st.H = b.pruneRanges(b.st.H, objs)
	exact = exact && b.st.H.Exact
	if !exact {
		b.fallback(b.closePos(), KindInexactCount, "polyhedra gave an upper bound, not the exact maximum")
	}
	for _, f := range b.st.Fallbacks {
		if f.Rule != RuleOpaque {
			exact = false
		}
	}
	b.st.Exact = exact
	b.st.first = b.seqFirst(perSide, boxedSide, objs)
}

// agreeingHOn switches merging h's cases that agree (MergeAgreeing; its
// test switches it off).
var agreeingHOn = true

// mergeSidesOn switches mergeSides (its test switches it off).
var mergeSidesOn = true

// mergeSides merges the pieces of equal value of the largest words sent
// and received (a maximum split by a guard's or a residue's cases is
// often the same count on several of them) and reports whether they are
// then few enough to take their maximum. The same functions, in fewer
// pieces: max(out, in) stays exact where the sum would bound it.
func (b *builder) mergeSides(out, in **polyhedra.PwQPoly) bool {
	if !mergeSidesOn {
		return false
	}
	o, i := (*out).MergeEqual(), (*in).MergeEqual()
	if len(o.Pieces)+len(i.Pieces) > maxPieces {
		return false
	}
	*out, *in = o, i
	return true
}

// mergedExactOn switches keeping the maximum of a side's merged pieces
// only where it is exact (largest; its test switches it off).
var mergedExactOn = true

// stmtCount is the words of one statement per process (n, over the
// step's parameters and the process last) and its formula.
type stmtCount struct {
	n   *polyhedra.PwQPoly
	f   bspaff.Formula
	own bool // a computed process id (see ownMaxWork)
}

// largest returns the largest words of a process on one side: the
// maximum over the process (the last parameter) of per, the sum of the
// statements' counts pers, or past maxPieces (or without a closed form)
// the sum of the maxima of groups of statements (groupMaxima). exact is
// cleared when it is a bound.
func (b *builder) largest(per *polyhedra.PwQPoly, pers []stmtCount, names []string, objs []*frontend.Object, exact *bool) (*polyhedra.PwQPoly, error) {
	if len(pers) == 0 {
		return zero(names), nil
	}
	// totalWords bounds the largest process by all the words of f.
	totalWords := func(f bspaff.Formula) (*polyhedra.PwQPoly, error) {
		all, _, err := b.bld.SetDivs(b.namer, objs, b.dims, f)
		if err != nil {
			return nil, err
		}
		tn, _, err := countParts(all, b.a.counts)
		return tn, err
	}
	work := maxOverWork
	for _, sc := range pers {
		if sc.own {
			work = ownMaxWork
		}
	}
	pieces := len(per.Pieces)
	merged := false
	if pieces > maxPieces && mergePerOn {
		// Equal counts on disjoint cases (a guard's branches, a
		// residue's) are one piece of fewer to maximise.
		per, merged = per.MergeEqual(), true
	}
	if len(per.Pieces) <= maxPieces {
		m, err := b.maxOver(per, work)
		switch {
		case err == nil && (m.Exact || !merged || !mergedExactOn):
			*exact = *exact && m.Exact
			return m, nil
		case err == nil:
			// The merged pieces' maximum is a bound (polyhedra's, often
			// far above, 25/3*nprocs for nprocs): the merge is there
			// for an exact maximum, and the groups' maxima added are
			// what the pieces without it get.
			b.fallback(b.closePos(), KindPiecesAdded, "%d pieces: the largest words of groups of statements are added", pieces)
		default:
			b.fallback(b.closePos(), KindNoClosedMax, "no closed form for the largest process: %v", err)
		}
	} else {
		// Maximising many overlapping pieces makes them disjoint first,
		// which is exponential: bound the maximum of the sum by the sum
		// of the maxima, statement by statement.
		b.fallback(b.closePos(), KindPiecesAdded, "%d pieces: the largest words of groups of statements are added", len(per.Pieces))
	}
	*exact = false
	m := zero(names)
	for _, g := range b.groupMaxima(pers) {
		gm := zero(names)
		for _, sc := range g {
			var x *polyhedra.PwQPoly
			var err error
			if len(sc.n.Pieces) <= maxPieces {
				x, err = b.maxOver(sc.n, maxOverWork)
			}
			if x == nil || err != nil {
				// The words of every process bound the largest one.
				if x, err = totalWords(sc.f); err != nil {
					return nil, err
				}
			}
			gm = gm.Add(x)
		}
		if len(g) > 1 {
			if x, ok := b.groupMax(g, gm); ok {
				gm = x
			}
		}
		m = m.Add(gm)
	}
	return m, nil
}

func (b *builder) closePos() frontend.Pos {
	if b.close.Sync != nil {
		return b.close.Sync.Sync
	}
	return b.a.prog.EndPos
}

// withEq returns f with column v fixed to 0 (a dummy for an unknown side).
func withEq(f bspaff.Formula, v *frontend.Object) bspaff.Formula {
	r := make(bspaff.Formula, len(f))
	for i, c := range f {
		r[i] = append(append(bspaff.Conj{}, c...), bspaff.Constraint{Expr: bspaff.Var(v), Eq: true})
	}
	return r
}

// xorDistinctOn switches the distinct-targets rule for pid ^ e (its test
// switches it off).
var xorDistinctOn = true

// distinct reports whether the remote process of c (or the one value of
// the scalar it names, distinctValue) is pid ± e, e - pid or pid ^ e (a
// butterfly's partner pid ^ (1 << k): xor with a fixed value is its own
// inverse) with e replicated and every loop of c inside the
// superstep a for loop with replicated bounds: in one execution instance
// (the same iterations), the processes then address pairwise different
// processes.
func (b *builder) distinct(c *frontend.CommStmt) bool {
	return b.pidPlusReplicated(c) && b.sameOffset(c)
}

// varyingRead returns the first value x reads that may differ between
// the processes but pid (`any`, an array element, a variable align does
// not find replicated there), as the message writes it; "" for none.
func (b *builder) varyingRead(x frontend.Expr) string {
	what := ""
	frontend.Inspect(x, func(n frontend.Node) bool {
		if what != "" {
			return false
		}
		switch e := n.(type) {
		case *frontend.AnyExpr:
			what = "`any`"
		case *frontend.IndexExpr:
			what = "`" + frontend.ExprString(e) + "`"
		case *frontend.Ident:
			if o := b.a.obj(e); o != nil && (o.Kind == frontend.VarObj || o.Kind == frontend.LoopVarObj) && !b.a.ar.Replicated(e) {
				what = "`" + e.Name + "`"
			}
		}
		return what == ""
	})
	return what
}

// invariantOffsetOn switches the invariant half of sameOffset (its test
// switches it off).
var invariantOffsetOn = true

// sameOffset reports whether the processes that run one execution
// instance of c (the same iterations of its loops in the superstep, the
// same word) agree on the replicated values its remote process reads:
// when the instances are aligned (instancesAligned), or when the remote
// process reads nothing its loops in the superstep write but their
// counters, which the instance fixes (`for i := 0 to pid do get((pid +
// 9) % nprocs, ...)`): a replicated value that no iteration changes is
// the one the loops started with, the same on every process.
func (b *builder) sameOffset(c *frontend.CommStmt) bool {
	if b.instancesAligned(c) {
		return true
	}
	if !invariantOffsetOn || b.a.ar.Comm(c) == nil {
		return false
	}
	inner := b.a.innerLoops(c)
	counters := map[int]bool{}
	written := map[int]bool{}
	for _, l := range inner {
		if _, ok := l.(*frontend.ForStmt); !ok {
			return false
		}
	}
	for _, l := range inner {
		if f := l.(*frontend.ForStmt); b.a.obj(f.Var) != nil {
			counters[b.a.obj(f.Var).ID] = true
		}
	}
	for _, l := range inner {
		for v := range b.a.written(loopBody(l)) {
			written[v] = true
		}
	}
	ok := true
	frontend.Inspect(b.distinctValue(c), func(n frontend.Node) bool {
		if id, isID := n.(*frontend.Ident); isID {
			if o := b.a.obj(id); o != nil && written[o.ID] && !counters[o.ID] {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// pidPlusReplicated reports whether the remote process of c (or the one
// value of the scalar it names, distinctValue) is pid ± e, e - pid or
// pid ^ e with e replicated: in one execution instance, the processes
// that run it address pairwise different processes.
func (b *builder) pidPlusReplicated(c *frontend.CommStmt) bool {
	e, ok := frontend.Unparen(b.distinctValue(c)).(*frontend.BinaryExpr)
	if !ok || (e.Op != frontend.ADD && e.Op != frontend.SUB && !(e.Op == frontend.XOR && xorDistinctOn)) {
		return false
	}
	isPid := func(x frontend.Expr) bool {
		id, ok := frontend.Unparen(x).(*frontend.Ident)
		return ok && b.a.obj(id) != nil && b.a.obj(id).Kind == frontend.PidObj
	}
	var other frontend.Expr
	switch {
	case isPid(e.X):
		other = e.Y
	case isPid(e.Y):
		other = e.X
	default:
		return false
	}
	return b.a.ar.Replicated(other)
}

// instancesAligned reports whether every loop of c inside the superstep
// is a for loop with replicated bounds: the processes that run one
// execution instance of c (the same iterations) then agree on the
// replicated values it reads there.
func (b *builder) instancesAligned(c *frontend.CommStmt) bool {
	cm := b.a.ar.Comm(c)
	if cm == nil {
		return false
	}
	inner := map[frontend.Stmt]bool{}
	for _, l := range b.a.innerLoops(c) {
		if _, ok := l.(*frontend.ForStmt); !ok {
			return false
		}
		inner[l] = true
	}
	for _, g := range cm.Guards {
		if inner[g.Stmt] && !g.Replicated {
			return false
		}
	}
	return true
}

// distinctValuesOn switches distinctValue (its test switches it off).
var distinctValuesOn = true

// distinctValue is the remote process of c, or, when it is a scalar with
// one value there (values.go: `partner := pid ^ (1 << k)` before `put(partner,
// ...)`), that value: on every process that executes c, the scalar equals
// it, evaluated at c.
func (b *builder) distinctValue(c *frontend.CommStmt) frontend.Expr {
	if !distinctValuesOn || b.a.opts.noValues {
		return c.Proc
	}
	one := func(o *frontend.Object) frontend.Expr {
		if v := b.a.values()[c][o]; v != nil && len(v.alts) == 1 && len(v.alts[0].conds) == 0 {
			return v.alts[0].e
		}
		return nil
	}
	if id, ok := frontend.Unparen(c.Proc).(*frontend.Ident); ok {
		if o := b.a.obj(id); o != nil {
			if e := one(o); e != nil {
				return e
			}
		}
		return c.Proc
	}
	if !innerValuesOn {
		return c.Proc
	}
	// The scalars inside the remote process that differ between the
	// processes but have one value at c (`v := pid` before `put(v * v %
	// nprocs, ...)`): on every process that runs c each equals its value,
	// so the remote process is the one with the values in place, which
	// the rules below may recognise. Replicated scalars stay: the rules
	// read them as the replicated e already.
	e := c.Proc
	var subs []*frontend.Object
	frontend.Inspect(c.Proc, func(n frontend.Node) bool {
		id, ok := n.(*frontend.Ident)
		if !ok {
			return true
		}
		o := b.a.obj(id)
		if o == nil || o.Kind != frontend.VarObj || b.a.ar.Replicated(id) || slices.Contains(subs, o) || one(o) == nil {
			return true
		}
		subs = append(subs, o)
		return true
	})
	for _, o := range subs {
		e = substitute(b.a.prog.Info, e, o, one(o))
	}
	return e
}

// strideGuardsOn switches the stride loops whose iterations are numbered
// although conditions inside them read the counter (its test switches
// it off: the stride is then dropped, and the counter runs over every
// value between the bounds).
var strideGuardsOn = true

// boundArgsOn switches boundArg (its test switches it off).
var boundArgsOn = true

// boundArg is the affine form of an argument of the loop bound e when e
// is a call of fn, max for a lower bound and min for an upper one (its
// first argument with one): `for i := 0 to min(max(x, 0), 3)` with x
// data runs i over 0..3 at most, which counts every execution the loop
// may have (more, never fewer: a fallback at the bound says so).
func (b *builder) boundArg(cc *commCtx, s *frontend.ForStmt, e frontend.Expr, fn, what string) (bspaff.PwPoly, error) {
	call, ok := frontend.Unparen(e).(*frontend.CallExpr)
	if !boundArgsOn || !ok || call.Fun.Name != fn {
		return nil, errNoBoundArg
	}
	for _, a := range call.Args {
		pw, err := b.bld.Aff(a)
		if err != nil {
			continue
		}
		b.fallback(e.Pos(), KindGuardLiteral, "the loop `%s` is counted %s %s: its bound `%s` reads %s", b.a.loopText(s), what, frontend.ExprString(a), frontend.ExprString(e), b.whyNot(cc, e))
		return pw, nil
	}
	return nil, errNoBoundArg
}

var errNoBoundArg = errors.New("no affine argument of the loop bound")

// boundRangesOn switches boundRange (its test switches it off).
var boundRangesOn = true

// boundRange is the end of the interval of the values of loop bound e
// (align's), its upper end for an upper bound, when e is not affine:
// `for i := 0 to a[0] % 4` with a data runs i over 0..3 at most, which
// counts every execution the loop may have (a fallback at the bound
// says so).
func (b *builder) boundRange(cc *commCtx, s *frontend.ForStmt, e frontend.Expr, upper bool) (bspaff.PwPoly, error) {
	if !boundRangesOn {
		return nil, errNoBoundArg
	}
	iv := b.a.exprInterval(e)
	v, what := iv.Lo, "from"
	if upper {
		v, what = iv.Hi, "up to"
	}
	if v == intsem.MinInt || v == intsem.MaxInt {
		return nil, errNoBoundArg
	}
	if cw := b.a.counted[s]; cw != nil && upper {
		b.fallback(cw.bound.Pos(), KindGuardLiteral, "the loop `%s` is counted up to %s = %d, from the values `%s` can take: %s", b.a.loopText(s), s.Var.Name, v, frontend.ExprString(cw.bound), b.whyNot(cc, cw.bound))
	} else {
		b.fallback(e.Pos(), KindGuardLiteral, "the loop `%s` is counted %s %d, from the values its bound `%s` can take: %s", b.a.loopText(s), what, v, frontend.ExprString(e), b.whyNot(cc, e))
	}
	return bspaff.PwPoly{{Val: bspaff.Const(v)}}, nil
}

// innerValuesOn switches the values of the scalars inside a remote
// process in distinctValue (its test switches it off).
var innerValuesOn = true

// comm builds the formula of one put/get: full is the interaction (with
// the remote side) when known, exec the executor side alone; ok is false
// when the statement is counted through the sequential program.
func (b *builder) comm(idx int, c *frontend.CommStmt) (full, exec bspaff.Formula, known, ok bool) {
	defer func() {
		// Last of the deferred calls: the builder's hooks of the
		// statement but its quotients.
		b.opaqueRanges()
		full, exec = b.withRanges(full), b.withRanges(exec)
	}()
	a := b.a
	cc := &commCtx{c: c, exec: b.s, inner: map[*frontend.Object]*frontend.Object{}, dirty: map[int]bool{}}
	// f is the formula of the statement's executions, built up below.
	var f bspaff.Formula
	remote := b.t
	if c.Kind == frontend.Get {
		cc.exec, remote = b.t, b.s
	}
	inner := a.innerLoops(c)
	for v := range a.flow.dirty[c] {
		cc.dirty[v] = !a.opts.ignoreDirty
	}
	cc.shifts, cc.shifted = b.commShifts(c)
	for _, l := range inner {
		for v := range a.written(loopBody(l)) {
			cc.dirty[v] = !a.opts.ignoreDirty
		}
		if f, isFor := l.(*frontend.ForStmt); isFor && b.a.obj(f.Var) != nil {
			cc.inner[b.a.obj(f.Var)] = b.ks[len(cc.inner)]
		}
	}
	seq := func(why string, args ...any) (bspaff.Formula, bspaff.Formula, bool, bool) {
		b.fallback(c.KwPos, KindSequential, why, args...)
		b.st.Seq = append(b.st.Seq, SeqComm{Stmt: c, Words: b.wordsOf(c)})
		return nil, nil, false, false
	}
	for _, l := range inner {
		if w, isWhile := l.(*frontend.WhileStmt); isWhile && !a.opts.ignoreSeqLoops {
			return seq("inside the loop `while %s` (%s): the number of executions is not known", frontend.ExprString(w.Cond), w.While)
		}
	}
	if a.flow.repeat[c] && !a.opts.ignoreRepeat {
		return seq("may run several times in one superstep through a loop whose sync is conditional")
	}
	jumpGuards, pos, jumped := b.loopJumps(inner, c)
	if jumped {
		b.fallback(pos, KindLoopJump, "%s at %s is counted at every iteration of its loop: this jump may skip some", c.Kind, c.KwPos)
	}
	b.bld.Leaf = func(id *frontend.Ident) (bspaff.Poly, bool) { return b.leaf(cc, id) }
	b.bld.Opaque = func(e frontend.Expr) (*frontend.Object, bool) { return b.opaqueTerm(cc, e) }
	// Divisions by nprocs or another non-constant are split on their
	// quotient within the statement's executions so far (f, below).
	b.bld.Quotient = func(cond bspaff.Conj, x, d bspaff.Poly) (int64, int64, bool) {
		lo, hi, ok := b.quotient(f, cond, x, d)
		b.computed = b.computed || ok
		return lo, hi, ok
	}
	defer func() { b.bld.Quotient = nil }()

	P := bspaff.Var(a.nprocs)
	base := bspaff.Conj{
		{Expr: polySub(bspaff.Var(b.j), bspaff.Const(int64(idx))), Eq: true},
		geq0(bspaff.Var(b.s)), geq0(polySub(polySub(P, bspaff.Var(b.s)), bspaff.Const(1))),
		geq0(bspaff.Var(b.t)), geq0(polySub(polySub(P, bspaff.Var(b.t)), bspaff.Const(1))),
	}
	for i := len(cc.inner); i < len(b.ks); i++ {
		base = append(base, bspaff.Constraint{Expr: bspaff.Var(b.ks[i]), Eq: true})
	}
	f = bspaff.Formula{base}
	and := func(g bspaff.Formula) bool {
		r, err := bspaff.And(f, g)
		if err != nil || len(r) > maxCases {
			return false
		}
		f = r
		return true
	}
	cm := a.ar.Comm(c)
	var guards []align.Guard
	if cm != nil {
		guards = cm.Guards
	}
	guards = append(guards[:len(guards):len(guards)], jumpGuards...)
	guards = b.countedGuards(inner, guards)
	for _, g := range guards {
		switch s := g.Stmt.(type) {
		case *frontend.IfStmt, *frontend.WhileStmt:
			cond := g.Cond
			unstable := !g.Stable && !a.opts.keepUnstable
			if e, ok := b.ifCondValue(g); ok && unstable {
				cond, unstable = e, false
			} else if fc, fixed := b.fixedLiterals(cond); fixed {
				cond = fc
				if lit, isLit := fc.(*frontend.BoolLit); isLit {
					// The guard's value is the same at every execution.
					if lit.Value == g.Negated && !and(bspaff.Formula{}) {
						return seq("the guard `%s` is too complex", frontend.ExprString(g.Cond))
					}
					continue
				}
			}
			if unstable && !guardUnknownsOn {
				b.fallback(g.Cond.Pos(), KindUnstableGuard, "the condition `%s` is dropped: its block may change what it reads", frontend.ExprString(g.Cond))
				continue
			}
			gf, dropped, unknown, err := b.guardOver(cc, cond, g.Negated, unstable)
			if err == nil && unstable && unknown == "" {
				// What may change is not a scalar it reads.
				b.fallback(g.Cond.Pos(), KindUnstableGuard, "the condition `%s` is dropped: its block may change what it reads", frontend.ExprString(g.Cond))
				continue
			}
			if err != nil || !and(gf) {
				b.fallback(g.Cond.Pos(), KindComplexGuard, "the condition `%s` is dropped: too complex", frontend.ExprString(g.Cond))
				continue
			}
			if unknown != "" && (len(gf) > 0 || !unknownRangesOn) {
				kind := KindGuardLiteral
				if unstable {
					kind = KindUnstableGuard
				}
				if slices.ContainsFunc(gf, func(c bspaff.Conj) bool { return len(c) == 0 }) {
					b.fallback(g.Cond.Pos(), kind, "the condition `%s` is dropped: it reads values not known at the statement (%s)", frontend.ExprString(g.Cond), unknown)
				} else {
					b.fallback(g.Cond.Pos(), kind, "the condition `%s` reads values not known at the statement (%s): it is kept for some value of them", frontend.ExprString(g.Cond), unknown)
				}
			}
			for _, d := range dropped {
				b.fallback(d.Pos(), KindGuardLiteral, "`%s` is dropped from the guard: %s", frontend.ExprString(d), b.whyNot(cc, d))
			}
		case *frontend.ForStmt:
			k, isInner := cc.inner[b.a.obj(s.Var)]
			if !isInner {
				if !g.Stable || b.pastLoop(s) {
					continue
				}
				lo := &frontend.BinaryExpr{X: s.Var, Op: frontend.GEQ, Y: s.Lo, OpPos: s.For}
				hi := &frontend.BinaryExpr{X: s.Var, Op: frontend.LEQ, Y: s.Hi, OpPos: s.For}
				for _, e := range []frontend.Expr{lo, hi} {
					if gf, err := b.bld.Cond(e, false); err == nil {
						and(gf)
					}
				}
				continue
			}
			if s.Step != nil {
				if pw, err := b.bld.Aff(s.Step); (err != nil || !positiveConst(pw)) && (b.a.counted[s] == nil || !b.a.counted[s].rangeOnly) {
					lf, ok := b.strideIterations(cc, s, k, true)
					if !ok {
						lf, ok = b.cyclicIterations(cc, s, k, true)
					}
					if !ok && strideGuardsOn {
						// The iterations numbered, the conditions
						// that read the counter dropped: fewer
						// executions than its values without the
						// stride.
						lf, ok = b.strideIterations(cc, s, k, false)
						if !ok {
							lf, ok = b.cyclicIterations(cc, s, k, false)
						}
						if ok {
							b.fallback(s.Step.Pos(), KindStride, "the iterations of `%s` are numbered, not its counter's values: the conditions inside it that read %s are dropped", b.a.loopText(s), s.Var.Name)
						}
					}
					if ok {
						if !and(lf) {
							return seq("the bounds of the loop `%s` are too complex", b.a.loopText(s))
						}
						continue
					}
				}
			}
			lo, err1 := b.bld.Aff(s.Lo)
			hi, err2 := b.bld.Aff(s.Hi)
			if cw := b.a.counted[s]; cw != nil && cw.rangeOnly {
				hi, err2 = nil, errNoBoundArg
			}
			if err1 != nil {
				lo, err1 = b.boundArg(cc, s, s.Lo, "max", "from")
			}
			if err1 != nil {
				lo, err1 = b.boundRange(cc, s, s.Lo, false)
			}
			if err2 != nil {
				hi, err2 = b.boundArg(cc, s, s.Hi, "min", "up to")
			}
			if err2 != nil {
				hi, err2 = b.boundRange(cc, s, s.Hi, true)
			}
			if err1 != nil || err2 != nil {
				return seq("the bounds of the loop `%s` (%s) are not affine", b.a.loopText(s), s.For)
			}
			var lf bspaff.Formula
			for _, pl := range lo {
				for _, ph := range hi {
					cj := append(append(bspaff.Conj{}, pl.Cond...), ph.Cond...)
					cj = append(cj, geq0(polySub(bspaff.Var(k), pl.Val)), geq0(polySub(ph.Val, bspaff.Var(k))))
					if s.Step != nil {
						pw, err := b.bld.Aff(s.Step)
						st, isConst := pw.Single()
						v, isC := st.IsConst()
						if err != nil || !isConst || !isC || v <= 0 {
							b.fallback(s.Step.Pos(), KindStride, "the stride of `%s` is dropped: the step is not a positive constant", b.a.loopText(s))
						} else if v > 1 {
							m, err := b.bld.Multiple(polySub(bspaff.Var(k), pl.Val), v)
							if err != nil {
								return seq("the step of the loop `%s` is too large", b.a.loopText(s))
							}
							cj = append(cj, m)
						}
					}
					lf = append(lf, cj)
				}
			}
			if !and(lf) {
				return seq("the bounds of the loop `%s` are too complex", b.a.loopText(s))
			}
		}
	}
	// Words: 0 <= w < n.
	n := b.wordsOf(c)
	npw, err := b.bld.Aff(n)
	if err != nil {
		return seq("the word count `%s` is not affine: %v", frontend.ExprString(n), reason(err))
	}
	var wf bspaff.Formula
	for _, p := range npw {
		cj := append(append(bspaff.Conj{}, p.Cond...), geq0(bspaff.Var(b.w)), geq0(polySub(polySub(p.Val, bspaff.Var(b.w)), bspaff.Const(1))))
		wf = append(wf, cj)
	}
	if !and(wf) {
		return seq("the word count `%s` is too complex", frontend.ExprString(n))
	}
	exec = f
	if b.computed || len(exec) > 1 && emptyCasesOn && !b.noEmptyCases {
		// The alternatives of the scalars the guards read and their
		// quotient pieces multiply the disjuncts, many contradictory (a
		// parity and its negation): each would be a part of every count,
		// and the parts could not be shown disjoint. A guard's division
		// by a literal has a case per sign of its dividend, and the
		// negative one of `pid < nprocs / 2` holds nowhere (nprocs >= 1):
		// counted, it is a polynomial in floor(-nprocs / 2) that sums
		// to 0 with the others, whose factors may be negative for the
		// sequential analysis, which cannot bound it.
		n := len(exec)
		exec = b.dropEmpty(exec)
		b.emptyCases = b.emptyCases || !b.computed && len(exec) < n
	}
	// The remote process, one part per alternative of the scalars it
	// reads (values.go): the alternative's conditions and the pieces of
	// its value.
	var rf bspaff.Formula
	for _, al := range b.expand(cc, c.Proc) {
		cf := bspaff.True()
		for _, gl := range al.conds {
			g, err := b.bld.Cond(gl.cond, gl.neg)
			if err == nil {
				cf, err = bspaff.And(cf, g)
			}
			if err != nil {
				return nil, exec, false, true
			}
		}
		rpw, err := b.bld.Aff(al.e)
		if err != nil {
			return nil, exec, false, true
		}
		for _, p := range rpw {
			cj := append(append(bspaff.Conj{}, p.Cond...), bspaff.Constraint{Expr: polySub(bspaff.Var(remote), p.Val), Eq: true})
			for _, k := range cf {
				rf = append(rf, append(append(bspaff.Conj{}, k...), cj...))
			}
		}
		if len(rf) > maxCases*maxCases {
			return nil, exec, false, true
		}
	}
	full, err = bspaff.And(exec, rf)
	if err != nil {
		return nil, exec, false, true
	}
	if b.computed {
		// The same for the target's alternatives and pieces.
		full = b.dropEmpty(full)
	}
	return full, exec, true, true
}

// requires returns the formula of the program's requires clause, its
// literals that are not affine in nprocs and the parameters dropped
// (True when there is none), made on the first call.
func (b *builder) requires() bspaff.Formula {
	if b.req != nil {
		return b.req
	}
	b.req = bspaff.True()
	if b.a.prog.Requires == nil {
		return b.req
	}
	leaf, opaque, quo := b.bld.Leaf, b.bld.Opaque, b.bld.Quotient
	defer func() { b.bld.Leaf, b.bld.Opaque, b.bld.Quotient = leaf, opaque, quo }()
	b.bld.Leaf = func(id *frontend.Ident) (bspaff.Poly, bool) {
		if o := b.a.obj(id); o != nil && (o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj) {
			// Not registered as a parameter of the step: the clause
			// only enters emptiness tests (quotient).
			return bspaff.Var(o), true
		}
		return bspaff.Poly{}, false
	}
	b.bld.Opaque, b.bld.Quotient = nil, nil
	if f, _, err := b.bld.CondOver(b.a.prog.Requires, false); err == nil {
		b.req = f
	}
	return b.req
}

func reason(err error) string {
	if na, ok := err.(*bspaff.NonAffineError); ok {
		return fmt.Sprintf("`%s` is %s", frontend.ExprString(na.Expr), na.Reason)
	}
	return err.Error()
}

// leaf resolves an identifier of put/get cc.
func (b *builder) leaf(cc *commCtx, id *frontend.Ident) (bspaff.Poly, bool) {
	o := b.a.obj(id)
	if o == nil {
		return bspaff.Poly{}, false
	}
	if b.vars == nil {
		b.vars = bspaff.VarCache{} // one Var per object, not per occurrence
	}
	switch o.Kind {
	case frontend.PidObj:
		return b.vars.Var(cc.exec), true
	case frontend.NprocsObj, frontend.ParamObj:
		b.params[o] = true
		return b.vars.Var(o), true
	}
	if k, ok := cc.inner[o]; ok {
		if cc.renumbered[o] {
			return bspaff.Poly{}, false
		}
		return b.vars.Var(k), true
	}
	if v, ok := b.pointValue(id); ok {
		return bspaff.Const(v), true
	}
	if p, ok := b.counterAtComm(cc, id, o); ok {
		return p, true
	}
	if p, ok := b.counterLast(cc, id, o); ok {
		return p, true
	}
	if !b.frozen(cc, id) {
		return bspaff.Poly{}, false
	}
	b.params[o] = true
	return b.vars.Var(o), true
}

// pointValueOn switches pointValue (its test switches it off: a scalar
// variable is a parameter of the step, or dropped, whatever its values).
var pointValueOn = true

// pointValue returns the one value that alignment gives variable use id
// on every process in every dynamic instance (a replicated scalar set
// once, `v := 2`, read by a guard `v % 2 == 0`): it is that constant.
// As a parameter of the step it would be any integer, and the counts
// over its quotients (products of floor(v/2) and nprocs) would be left
// for the solver, which cannot bound them.
func (b *builder) pointValue(id *frontend.Ident) (int64, bool) {
	if !pointValueOn {
		return 0, false
	}
	if o := b.a.obj(id); o == nil || o.Kind != frontend.VarObj {
		return 0, false
	}
	iv := b.a.ar.Interval(id)
	return iv.Lo, iv.IsPoint()
}

// frozen reports whether the variable at this use is a parameter of the
// step: replicated here, not assigned between the statement and the
// closing barrier, and the same on every process there.
func (b *builder) frozen(cc *commCtx, id *frontend.Ident) bool {
	o := b.a.obj(id)
	if o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj {
		return true
	}
	return b.a.ar.Replicated(id) && !cc.dirty[o.ID] && b.a.frozenAt(o, b.close)
}

// whyNot explains why a dropped subterm could not be expressed.
func (b *builder) whyNot(cc *commCtx, e frontend.Expr) string {
	why := "not affine"
	frontend.Inspect(e, func(n frontend.Node) bool {
		switch x := n.(type) {
		case *frontend.AnyExpr:
			why = "`any` is arbitrary"
			return false
		case *frontend.IndexExpr:
			why = fmt.Sprintf("`%s` is data", frontend.ExprString(x))
			return false
		case *frontend.Ident:
			o := b.a.obj(x)
			if o == nil || o.Kind == frontend.PidObj || o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj {
				return true
			}
			if _, ok := cc.inner[o]; ok {
				return true
			}
			switch {
			case !b.a.ar.Replicated(x):
				why = fmt.Sprintf("%s is not replicated", o.Name)
				return false
			case cc.dirty[o.ID]:
				why = fmt.Sprintf("%s may be assigned before the superstep ends", o.Name)
				return false
			case !b.a.frozenAt(o, b.close):
				why = fmt.Sprintf("%s is not known at the closing barrier", o.Name)
				return false
			}
		}
		return true
	})
	return why
}

// scalarLeaves calls leaf on each identifier of e, the arguments of min,
// max and log2 included, and reports whether e reads no data (any, an array
// element, another call) and leaf accepted every identifier. It stops at
// the first refusal.
func scalarLeaves(e frontend.Expr, leaf func(*frontend.Ident) bool) bool {
	ok := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *frontend.AnyExpr, *frontend.IndexExpr:
			ok = false
		case *frontend.CallExpr:
			if x.Fun.Name != "min" && x.Fun.Name != "max" && x.Fun.Name != "log2" {
				ok = false
			}
			for _, a := range x.Args {
				frontend.Inspect(a, func(n frontend.Node) bool {
					if id, isID := n.(*frontend.Ident); isID {
						ok = ok && leaf(id)
					}
					return ok
				})
			}
			return false
		case *frontend.Ident:
			ok = leaf(x)
		}
		return ok
	})
	return ok
}

// opaqueTerm turns a non-affine subterm made only of parameters and frozen
// variables into a parameter of its own.
func (b *builder) opaqueTerm(cc *commCtx, e frontend.Expr) (*frontend.Object, bool) {
	var used []*frontend.Object
	ok := scalarLeaves(e, func(id *frontend.Ident) bool { return b.opaqueLeaf(cc, id, &used) })
	if !ok {
		return nil, false
	}
	key := exprKey(b.a.prog.Info, e)
	v, seen := b.opaque[key]
	if !seen {
		v = b.bld.NewVar(fmt.Sprintf("e%d", len(b.opList)))
		b.opaque[key] = v
		b.opExpr[v] = e
		b.opList = append(b.opList, v)
		b.fallback(e.Pos(), KindOpaque, "`%s` is not affine; it is a parameter (%s) of the set", frontend.ExprString(e), b.namer.Name(v))
	}
	for _, o := range used {
		if o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj {
			continue
		}
	}
	return v, true
}

func (b *builder) opaqueLeaf(cc *commCtx, id *frontend.Ident, used *[]*frontend.Object) bool {
	o := b.a.obj(id)
	if o == nil || o.Kind == frontend.PidObj {
		return false
	}
	if _, inner := cc.inner[o]; inner {
		return false
	}
	if !b.frozen(cc, id) {
		return false
	}
	*used = append(*used, o)
	return true
}

// disjointWork bounds each disjointness test of countParts.
const disjointWork = 200_000

// maps sets the step's interaction set and maps (Rel, Out, In), which
// only a display shows (the words are counted statement by statement in
// run) from the formulas of the known, sent and received words; false
// after fail when one cannot be built.
func (b *builder) maps(objs []*frontend.Object, known, outAll, inAll bspaff.Formula, fail func(error)) bool {
	var err error
	if b.st.Rel, _, err = b.bld.SetDivs(b.namer, objs, b.dims, known); err != nil {
		fail(err)
		return false
	}
	if b.st.Out, _, err = b.bld.SetDivs(b.namer, objs, b.dims, outAll); err != nil {
		fail(err)
		return false
	}
	if b.st.Out, err = b.st.Out.AsMap(1); err != nil {
		fail(err)
		return false
	}
	if b.st.In, _, err = b.bld.SetDivs(b.namer, objs, b.dims, inAll); err != nil {
		fail(err)
		return false
	}
	if b.st.In, err = b.st.In.AsMap(len(b.dims) - 1); err != nil {
		fail(err)
		return false
	}
	return true
}

// countParts counts a union part by part and adds the counts: making a
// union disjoint first (what Count does) multiplies its parts, and the
// parts built from C divisions, min/max and != are disjoint anyway. exact
// is false when two parts may overlap (the sum is then an upper bound) or
// a count is a bound.
//
// All counts of one analysis draw on one work pool (analyzer.counts,
// charged to its budget): past it, a count is polyhedra's box bound
// (Set.BoxBound).
func countParts(set *polyhedra.Set, pool *budget.Pool) (*polyhedra.PwQPoly, bool, error) {
	if pool.Left() <= 0 {
		// Once the pool is spent, each further count would still try
		// polyhedra's finer box bound (CountWith: every shadow counted
		// exactly, and their products), 10 ms each on a generated
		// program's 11-dimensional sets: the coarse one at once.
		n, err := set.BoxBound(0)
		return n, false, err
	}
	opt := polyhedra.CountOptions{Pool: pool}
	if set.NumParts() <= 1 { // most sets: no copy of the parts
		n, err := set.CountWith(opt)
		if err != nil {
			return nil, false, err
		}
		return n, n.Exact, nil
	}
	ps := set.PartSets()
	var sum *polyhedra.PwQPoly
	exact := true
	for i, p := range ps {
		n, err := p.CountWith(opt)
		if err != nil {
			return nil, false, err
		}
		exact = exact && n.Exact
		if sum == nil {
			sum = n
		} else {
			sum = sum.Add(n)
		}
		for _, q := range ps[:i] {
			if !exact {
				break
			}
			empty, known := p.Intersect(q).IsEmptyWithin(disjointWork)
			exact = empty && known
		}
	}
	return sum, exact, nil
}

// sameFormula reports whether f and g are the same slice (a statement
// whose both sides are known uses one formula for both).
func sameFormula(f, g bspaff.Formula) bool { return len(f) == len(g) && &f[0] == &g[0] }

// addPw returns a + b, either nil meaning none.
func addPw(a, b *polyhedra.PwQPoly) *polyhedra.PwQPoly {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return a.Add(b)
}

// geq0 is the constraint p >= 0.
func geq0(p bspaff.Poly) bspaff.Constraint { return bspaff.Constraint{Expr: p} }

// polySub is x - y for polynomials of small coefficients (an overflow is
// a bug of the caller).
func polySub(x, y bspaff.Poly) bspaff.Poly {
	d, err := x.Sub(y)
	if err != nil {
		panic(err)
	}
	return d
}
