package polyhedra

import (
	"errors"

	"bspcost/frontend/intsem"
)

// Parametric integer programming (Feautrier's PIP, the algorithm of
// isl's isl_tab_pip): the lexicographic minimum of the output variables
// of one basic set, as a function of the parameters and the input tuple
// (the context), by a lexicographic dual simplex whose constant column
// is affine in the context. Where the sign of a constant depends on the
// context, the context is split in two; where the optimum is fractional,
// a Gomory cut is added, and a cut with a parametric constant adds a div
// of the context (its floor). Free variables are handled with isl's big
// parameter M: every unknown u is written x' - M with x' >= 0, M larger
// than any value of the context; an optimum that still involves M is
// unbounded below, and then the set has no minimum there.
//
// The unknowns are the output variables, then the divs of the basic set
// that depend on them (with their defining inequalities as rows): a div
// is a function of the point, so minimising the outputs first gives the
// outputs' minimum. Divs of the context alone stay in the context.
//
// The tableau is on int64 with every product checked: on an overflow,
// or past the work budget, pipLexMin gives up (errPIPGiveUp) and the
// caller uses the construction by pairs of points instead; an answer is
// never approximate.

// errPIPGiveUp says that PIP stopped (int64 overflow or work budget)
// without an answer; the caller falls back on another method.
var errPIPGiveUp = errors.New("polyhedra: pip: gave up")

// errPIPEmptyContext: a sign test found the context empty (a branch of
// a split whose emptiness the Omega test could not show in time): the
// branch has no point.
var errPIPEmptyContext = errors.New("polyhedra: pip: empty context")

// pipTestBudget bounds each emptiness test of a context (units of
// feasibleLimited); past it the test counts as not empty.
const pipTestBudget = pruneBudget / 4

// pipRow is one row of the tableau: the value of a basic variable (an
// unknown's x', a constraint's slack or a cut's slack) as
// (c[0] + c[1]*M + sum_k c[2+k]*ctx_k + sum_j a[j]*y_j) / d, where ctx_k
// are the context's columns (parameters, inputs, context divs) and y_j
// the nonbasic variables (all >= 0).
type pipRow struct {
	d      int64
	c      []int64
	a      []int64
	nonneg bool // the constant was proved >= 0 in the context (reset when the row changes)
}

func (r pipRow) clone() pipRow {
	return pipRow{d: r.d, c: append([]int64(nil), r.c...), a: append([]int64(nil), r.a...), nonneg: r.nonneg}
}

// pipTab is a tableau and its context: the first n rows are the
// unknowns' x' = u + M.
type pipTab struct {
	n    int
	rows []pipRow
	ctx  *BasicSet // over Space{Params, Out: In}: columns 1, params, inputs, divs
}

func (t *pipTab) clone() *pipTab {
	c := &pipTab{n: t.n, rows: make([]pipRow, len(t.rows)), ctx: t.ctx.copy()}
	for i, r := range t.rows {
		c.rows[i] = r.clone()
	}
	return c
}

// pipSubst is an output y fixed by the equality eq (coefficient 1 on
// y: y = -(the rest of eq)) through the div of column ec of the point,
// whose place in the order z = sign*e takes.
type pipSubst struct {
	eq   []Int
	ec   int
	sign int64
}

// pipSolver holds what one pipLexMin call shares between its branches.
type pipSolver struct {
	sp   Space // the basic set's space
	w    *workBudget
	ovf  bool
	down bool // the Gomory cut by e, not by -e (see addCut)
	nctx int  // context columns besides the constant, at the start
	// subst[k]: output k is computed from its substitute (see pipLexMin);
	// isCtx, ctxIdx, first and off read the equality's columns.
	subst  []*pipSubst
	isCtx  []bool
	ctxIdx []int
	first  int
	off    int
	ndivs0 int // context divs at the start
	// pieces of the answer; unbounded: some context has rational points
	// but no minimum (the big parameter stayed in an output).
	pieces    []pipPiece
	unbounded bool
}

func (p *pipSolver) mulAdd(s, a, x int64) int64 {
	r, ok := mulAdd64(s, a, x)
	if !ok {
		p.ovf = true
	}
	return r
}

// mod64 is a mod d in [0, d) for the positive denominators d of the
// tableau (intsem.FloorMod: it cannot fail for d != 0).
func mod64(a, d int64) int64 {
	m, _ := intsem.FloorMod(a, d)
	return m
}

// normalize divides the row by the gcd of its entries and denominator.
func (r *pipRow) normalize() {
	ug := intsem.AbsU(r.d)
	for _, v := range r.c {
		if ug == 1 {
			return
		}
		ug = intsem.GCD(ug, intsem.AbsU(v))
	}
	for _, v := range r.a {
		if ug == 1 {
			return
		}
		ug = intsem.GCD(ug, intsem.AbsU(v))
	}
	g := int64(ug)
	if g <= 1 { // also 1<<63, no int64: only MinInt entries
		return
	}
	r.d /= g
	for i := range r.c {
		r.c[i] /= g
	}
	for i := range r.a {
		r.a[i] /= g
	}
}

// pivot exchanges the basic variable of row r with the nonbasic variable
// of column j (t.rows[r].a[j] > 0).
func (p *pipSolver) pivot(t *pipTab, r, j int) {
	pr := t.rows[r]
	arj := pr.a[j]
	for i := range t.rows {
		if i == r {
			continue
		}
		ri := &t.rows[i]
		aij := ri.a[j]
		if aij == 0 {
			continue
		}
		// ri = (c_i + a_ij*y_j + ...)/d_i with y_j = (d_r*s - c_r - sum_k a_rk y_k)/a_rj.
		for k := range ri.c {
			ri.c[k] = p.mulAdd(p.mulAdd(0, arj, ri.c[k]), -aij, pr.c[k])
		}
		for k := range ri.a {
			if k == j {
				ri.a[k] = p.mulAdd(0, aij, pr.d)
			} else {
				ri.a[k] = p.mulAdd(p.mulAdd(0, arj, ri.a[k]), -aij, pr.a[k])
			}
		}
		ri.d = p.mulAdd(0, ri.d, arj)
		ri.nonneg = false
		ri.normalize()
	}
	row := &t.rows[r]
	row.d = 1
	clear(row.c)
	clear(row.a)
	row.a[j] = 1
	row.nonneg = true
	p.w.left -= len(t.rows) * (len(pr.c) + len(pr.a))
}

// ctxRow returns the constant of row r without M, as a row over the
// context's columns.
func (t *pipTab) ctxRow(r *pipRow) []Int {
	row := make([]Int, len(r.c)-1)
	row[0] = i64(r.c[0])
	for k := 2; k < len(r.c); k++ {
		row[k-1] = i64(r.c[k])
	}
	return row
}

// empty reports whether ctx with the extra inequality row is empty;
// errPIPGiveUp past the budget.
func (p *pipSolver) empty(ctx *BasicSet, row []Int) (bool, error) {
	b := &BasicSet{space: ctx.space, divs: ctx.divs, eqs: ctx.eqs, ineqs: append(ctx.ineqs[:len(ctx.ineqs):len(ctx.ineqs)], row)}
	if b.cheapWitness() {
		p.w.left -= testOverhead
		return false, nil
	}
	if p.w.left <= 0 {
		return false, errPIPGiveUp
	}
	res, known, used := feasibleLimited(b.eqs, b.feasibleIneqs(), min(pipTestBudget, p.w.left))
	p.w.left -= used + testOverhead
	// Not known (large coefficients can make the Omega test long): not
	// proved empty, so the caller splits, which is always sound.
	return known && !res, nil
}

// sign returns -1 when the constant of row r is negative everywhere in
// the context, 1 when it is >= 0 everywhere, 0 when both occur.
func (p *pipSolver) sign(t *pipTab, r *pipRow) (int, error) {
	if r.nonneg {
		return 1, nil
	}
	switch {
	case r.c[1] > 0:
		return 1, nil
	case r.c[1] < 0:
		return -1, nil
	}
	param := false
	for _, v := range r.c[2:] {
		param = param || v != 0
	}
	if !param {
		if r.c[0] >= 0 {
			return 1, nil
		}
		return -1, nil
	}
	e := t.ctxRow(r)
	nonnegEmpty, err := p.empty(t.ctx, e)
	if err != nil {
		return 0, err
	}
	ne := negRow(e)
	ne[0] = sub(ne[0], i64(1))
	negEmpty, err := p.empty(t.ctx, ne)
	switch {
	case err != nil:
		return 0, err
	case nonnegEmpty && negEmpty:
		return 0, errPIPEmptyContext
	case nonnegEmpty:
		return -1, nil
	case negEmpty:
		r.nonneg = true
		return 1, nil
	}
	return 0, nil
}

// addCtxIneq adds the inequality row (over the context's columns) to
// the context.
func (t *pipTab) addCtxIneq(row []Int) {
	t.ctx.ineqs = append(t.ctx.ineqs, row)
}

// addCtxDiv returns the context column (1-based, as in t.ctx) of the div
// floor(num/den), adding it when the context has no such div yet.
func (t *pipTab) addCtxDiv(num []Int, den int64) int {
	off := t.ctx.divOff()
	for i, d := range t.ctx.divs {
		if eq64(d.den, den) && rowsEqual(d.num, num) {
			return off + i
		}
	}
	n := t.ctx.ncols()
	ext := func(r []Int) []Int { return append(r, Int{}) }
	for i := range t.ctx.eqs {
		t.ctx.eqs[i] = ext(t.ctx.eqs[i])
	}
	for i := range t.ctx.ineqs {
		t.ctx.ineqs[i] = ext(t.ctx.ineqs[i])
	}
	for i := range t.ctx.divs {
		t.ctx.divs[i].num = ext(t.ctx.divs[i].num)
	}
	full := make([]Int, n+1)
	copy(full, num)
	t.ctx.divs = append(t.ctx.divs, div{num: full, den: i64(den)})
	for i := range t.rows {
		t.rows[i].c = append(t.rows[i].c, 0)
	}
	return n
}

// pipLexMin returns the lexicographic minimum of the outputs of b as
// pieces over disjoint contexts (none where b has no point or no
// minimum), whether b lacks a minimum somewhere it has rational points,
// or errPIPGiveUp.
func pipLexMin(b *BasicSet, w *workBudget, down bool) ([]pipPiece, bool, error) {
	sp := b.space
	np, ni, no := len(sp.Params), len(sp.In), len(sp.Out)
	first := 1 + np + ni // column of the first output
	off := b.divOff()
	// Context divs: those over parameters, inputs and context divs only.
	isCtx := make([]bool, b.ncols())
	for c := 0; c < first; c++ {
		isCtx[c] = true
	}
	ctxIdx := make([]int, len(b.divs)) // context column of a context div
	unkIdx := make([]int, len(b.divs)) // unknown index of another div
	nu, ncd := no, 0
	for i, d := range b.divs {
		ok := true
		for c, v := range d.num {
			if !isZero(v) && !isCtx[c] {
				ok = false
				break
			}
		}
		if !ok {
			unkIdx[i] = nu
			nu++
			continue
		}
		isCtx[off+i] = true
		ctxIdx[i] = first + ncd
		ncd++
	}
	nctx := first - 1 + ncd
	ctx := universeBasic(Space{Params: sp.Params, Out: sp.In})
	for i, d := range b.divs {
		if !isCtx[off+i] {
			continue
		}
		num := make([]Int, 1+nctx)
		for c, v := range d.num {
			if !isZero(v) {
				if c < first {
					num[c] = v
				} else {
					num[ctxIdx[c-off]] = v
				}
			}
		}
		ctx.divs = append(ctx.divs, div{num: num, den: d.den})
	}
	// The rows of b, and outputs fixed by an equality through one div
	// of the point (a stride, y = c*e + earlier outputs + context): such
	// an output increases with c*e, so minimising it is minimising
	// z = sign(c)*e in its place, and it is computed from z at the end.
	// Without this, the strides' cuts chain divs.
	eqs := copyRows(b.eqs)
	ineqs := copyRows(b.ineqs)
	var defs [][]Int
	for i, r := range b.divDefs() {
		if !isCtx[off+i/2] { // a context div's are implicit in the context
			defs = append(defs, r)
		}
	}
	subst := make([]*pipSubst, no)
	used := make([]bool, len(b.divs))
	for k := 0; k < no; k++ {
		yc := first + k
		for ei, e := range eqs {
			if !eq64(abs(e[yc]), 1) {
				continue
			}
			ec, ok := -1, true
			for c := yc + 1; c < len(e) && ok; c++ {
				switch {
				case isZero(e[c]) || c >= off && isCtx[c]:
				case c < off || ec >= 0 || used[c-off]:
					ok = false
				default:
					ec = c
				}
			}
			if !ok || ec < 0 {
				continue
			}
			if _, fits := e[ec].int64(); !fits {
				continue
			}
			e = copyRow(e)
			if sign(e[yc]) < 0 {
				e = negRow(e)
			}
			// y = -(rest of e): increasing in e's div when its
			// coefficient in e is negative.
			sg := int64(1)
			if sign(e[ec]) > 0 {
				sg = -1
			}
			subst[k] = &pipSubst{eq: e, ec: ec, sign: sg}
			used[ec-off] = true
			eqs = append(eqs[:ei:ei], eqs[ei+1:]...)
			for _, rows := range [][][]Int{eqs, ineqs, defs} {
				for i, r := range rows {
					if !isZero(r[yc]) {
						rows[i] = combine(i64(1), r, neg(r[yc]), e)
					}
				}
			}
			break
		}
	}
	// Unknown indices: the outputs (or their substitutes) in order, then
	// the other divs of the point.
	nu = no
	for i := range b.divs {
		if !isCtx[off+i] && !used[i] {
			unkIdx[i] = nu
			nu++
		}
	}
	colSign := make([]int64, b.ncols()) // sign of an unknown's column
	for k, sb := range subst {
		if sb != nil {
			unkIdx[sb.ec-off] = k
			colSign[sb.ec] = sb.sign
		}
	}
	p := &pipSolver{sp: sp, w: w, nctx: nctx, ndivs0: ncd, down: down, subst: subst, isCtx: isCtx, ctxIdx: ctxIdx, first: first, off: off}
	t := &pipTab{n: nu, ctx: ctx}
	for i := 0; i < nu; i++ {
		r := pipRow{d: 1, c: make([]int64, 2+nctx), a: make([]int64, nu)}
		r.a[i] = 1
		r.nonneg = true
		t.rows = append(t.rows, r)
	}
	// unk returns the unknown index of column c, or -1.
	unk := func(c int) int {
		switch {
		case c >= first && c < off:
			return c - first
		case c >= off && !isCtx[c]:
			return unkIdx[c-off]
		}
		return -1
	}
	addRow := func(row []Int, isEq bool) bool {
		r := pipRow{d: 1, c: make([]int64, 2+nctx), a: make([]int64, nu)}
		cr := make([]Int, 1+nctx)
		any := false
		for c, v := range row {
			if isZero(v) {
				continue
			}
			x, fits := v.int64()
			if !fits {
				return false
			}
			if u := unk(c); u >= 0 {
				if colSign[c] < 0 {
					x = -x // the column of z = -e
				}
				r.a[u] = x
				r.c[1] -= x // u = x' - M
				any = true
				continue
			}
			k := c
			if c >= off {
				k = ctxIdx[c-off]
			}
			cr[k] = v
			if k == 0 {
				r.c[0] = x
			} else {
				r.c[1+k] = x
			}
		}
		if !any {
			if isEq {
				ctx.eqs = append(ctx.eqs, cr)
			} else {
				ctx.ineqs = append(ctx.ineqs, cr)
			}
			return true
		}
		t.rows = append(t.rows, r)
		if isEq {
			n := r.clone()
			for k := range n.c {
				n.c[k] = -n.c[k]
			}
			for k := range n.a {
				n.a[k] = -n.a[k]
			}
			t.rows = append(t.rows, n)
		}
		return true
	}
	for _, e := range eqs {
		if !addRow(e, true) {
			return nil, false, errPIPGiveUp
		}
	}
	for _, rows := range [][][]Int{ineqs, defs} {
		for _, r := range rows {
			if !addRow(r, false) {
				return nil, false, errPIPGiveUp
			}
		}
	}
	if p.ovf {
		return nil, false, errPIPGiveUp
	}
	// An empty context would make every parametric row negative at once
	// (the sign tests assume points): no point, no piece.
	if empty, err := p.empty(ctx, make([]Int, ctx.ncols())); err != nil {
		return nil, false, err
	} else if empty {
		return nil, false, nil
	}
	stack := []*pipTab{t}
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if err := p.solve(t, &stack); errors.Is(err, errPIPEmptyContext) {
			continue
		} else if err != nil {
			return nil, false, err
		}
	}
	return p.pieces, p.unbounded, nil
}

// solve runs the dual simplex on t until its context is done with (a
// piece of the answer, or no point there), pushing the other halves of
// contexts it splits on the stack.
func (p *pipSolver) solve(t *pipTab, stack *[]*pipTab) error {
	for {
		if p.ovf || p.w.left <= 0 {
			return errPIPGiveUp
		}
		neg, undet := -1, -1
		for i := range t.rows {
			s, err := p.sign(t, &t.rows[i])
			if err != nil {
				return err
			}
			if s < 0 {
				neg = i
				break
			}
			if s == 0 && undet < 0 {
				undet = i
			}
		}
		if neg < 0 && undet >= 0 {
			// Split: the half where the row is >= 0 goes on the stack;
			// here it is negative.
			r := &t.rows[undet]
			e := t.ctxRow(r)
			other := t.clone()
			other.addCtxIneq(e)
			other.rows[undet].nonneg = true
			*stack = append(*stack, other)
			ne := negRow(e)
			ne[0] = sub(ne[0], i64(1))
			t.addCtxIneq(ne)
			neg = undet
		}
		if neg >= 0 {
			j := p.pivotColumn(t, neg)
			if p.ovf {
				return errPIPGiveUp
			}
			if j < 0 {
				return nil // no point in this context
			}
			p.pivot(t, neg, j)
			continue
		}
		// Every row is >= 0: the rational lexicographic minimum.
		for i := 0; i < t.n; i++ {
			r := &t.rows[i]
			if r.c[1] != r.d {
				if r.c[1] > r.d {
					return errPIPGiveUp // M with a positive sign first: not expected
				}
				p.unbounded = true
				return nil // unbounded below: no minimum here
			}
		}
		cut := -1
		for i := 0; i < t.n && cut < 0; i++ {
			r := &t.rows[i]
			if r.d == 1 {
				continue
			}
			if r.c[0]%r.d != 0 {
				cut = i
			}
			for _, v := range r.c[2:] {
				if v%r.d != 0 {
					cut = i
				}
			}
		}
		if cut < 0 {
			p.emit(t)
			return nil
		}
		if err := p.addCut(t, cut); err != nil {
			return err
		}
	}
}

// pivotColumn returns the column of the pivot for the negative row r:
// among the columns with a positive entry in r, the one whose column of
// the unknowns' rows, divided by that entry, is lexicographically
// smallest; -1 if there is none.
func (p *pipSolver) pivotColumn(t *pipTab, r int) int {
	row := t.rows[r].a
	best := -1
	for j, v := range row {
		if v <= 0 {
			continue
		}
		if best < 0 {
			best = j
			continue
		}
		// Compare column j / v with column best / row[best].
		for i := 0; i < t.n; i++ {
			a := p.mulAdd(0, t.rows[i].a[j], row[best])
			b := p.mulAdd(0, t.rows[i].a[best], v)
			if a != b {
				if a < b {
					best = j
				}
				break
			}
		}
	}
	return best
}

// addCut adds the Gomory cut of the unknown's row i, whose constant is
// not integral: with x' = (e + sum a_j y_j)/d, x' - ceil(e/d) - sum
// floor(a_j/d) y_j is an integer above -1, so the cut is
// sum (a_j mod d) y_j >= (-e) mod d (x' at least e/d rounded up, in the
// direction the minimum moves). With e involving the context, (-e) mod d
// = e” - d*floor(e”/d), e” being -e reduced mod d coefficient by
// coefficient, and floor(e”/d) a new div of the context. With p.down,
// the other Gomory cut, sum ((-a_j) mod d) y_j >= e mod d (e' = e
// reduced mod d). Each can need a chain of cuts where the other needs
// one or two: on { [x] : 15x >= 26 - 8p - q } the second cuts with
// denominators 15, 14, 13, ...; on y under the strides of y mod 4 and
// 3y mod 5 the first does.
func (p *pipSolver) addCut(t *pipTab, i int) error {
	r := t.rows[i]
	d := r.d
	cut := pipRow{d: d, c: make([]int64, len(r.c)), a: make([]int64, len(r.a))}
	num := make([]Int, len(r.c)-1) // e'' (e' with p.down)
	param := false
	sg := int64(-1) // the cut by -e: x' rounded up
	if p.down {
		sg = 1 // the other cut, by e
	}
	num[0] = i64(mod64(sg*r.c[0], d))
	cut.c[0] = -mod64(sg*r.c[0], d)
	for k := 2; k < len(r.c); k++ {
		m := mod64(sg*r.c[k], d)
		num[k-1] = i64(m)
		cut.c[k] = -m
		param = param || m != 0
	}
	for j, v := range r.a {
		cut.a[j] = mod64(-sg*v, d)
	}
	if param {
		if len(t.ctx.divs) >= p.ndivs0+pipCutDivs {
			// Parametric cuts can chain divs of divs: give up early.
			return errPIPGiveUp
		}
		col := t.addCtxDiv(num, d)
		cut.c = append(cut.c, make([]int64, len(t.rows[0].c)-len(cut.c))...)
		cut.c[1+col] += d
		// Where e is a multiple of d throughout the context the row is
		// integral, only not written so: e/d = (e + e'')/d - floor(e''/d)
		// there. The cut would be satisfied and change nothing.
		s, err := p.sign(t, &cut)
		if err != nil {
			return err
		}
		if s > 0 {
			row := &t.rows[i]
			row.c[0] -= sg * mod64(sg*row.c[0], d)
			for k := 2; k < len(row.c); k++ {
				row.c[k] -= sg * mod64(sg*row.c[k], d)
			}
			row.c[1+col] += sg * d
			row.normalize()
			return nil
		}
	}
	cut.normalize()
	t.rows = append(t.rows, cut)
	p.w.left -= len(cut.a) + len(cut.c)
	return nil
}

// pipPiece is one piece of a PIP answer: on the context ctx (over
// parameters, inputs and divs of those), the outputs x[k]·(1, ctx).
type pipPiece struct {
	ctx *BasicSet
	x   [][]Int
}

// emit adds the piece of the answer of t: its context, with each output
// equal to its row's constant.
func (p *pipSolver) emit(t *pipTab) {
	pc := pipPiece{ctx: t.ctx.copy()}
	for k := 0; k < len(p.sp.Out); k++ {
		r := t.rows[k]
		e := make([]Int, len(r.c)-1)
		e[0] = i64(r.c[0] / r.d)
		for c := 2; c < len(r.c); c++ {
			e[c-1] = i64(r.c[c] / r.d)
		}
		if sb := p.subst[k]; sb != nil {
			// e is z's value; y = -(the rest of the equality).
			y := make([]Int, len(e))
			for c, v := range sb.eq {
				switch {
				case isZero(v) || c == p.first+k:
				case c == sb.ec:
					y = combine(i64(1), y, neg(mul(v, i64(sb.sign))), e)
				case c >= p.first && c < p.off:
					y = combine(i64(1), y, neg(v), pc.x[c-p.first])
				case c < p.first:
					y[c] = sub(y[c], v)
				default:
					y[p.ctxIdx[c-p.off]] = sub(y[p.ctxIdx[c-p.off]], v)
				}
			}
			e = y
		}
		pc.x = append(pc.x, e)
	}
	p.pieces = append(p.pieces, pc)
}

// basic returns the piece as a basic set of sp: its context, the outputs
// before k equal to their values and, when k is less than the number of
// outputs, output k above its value (the points the piece's point
// beats at k). It returns nil when cleanup sees a contradiction.
func (pc pipPiece) basic(sp Space, k int) *BasicSet { return pc.basicAt(sp, k, true) }

// basicAt is basic, where above false leaves output k free (the points
// whose outputs before k are those of the piece).
func (pc pipPiece) basicAt(sp Space, k int, above bool) *BasicSet {
	np, ni, no := len(sp.Params), len(sp.In), len(sp.Out)
	first := 1 + np + ni
	ctx := pc.ctx
	ncol := first + no + len(ctx.divs)
	// Context column c -> column of the piece.
	col := func(c int) int {
		if c < first {
			return c
		}
		return c + no
	}
	lift := func(r []Int) []Int {
		out := make([]Int, ncol)
		for c, v := range r {
			out[col(c)] = v
		}
		return out
	}
	b := &BasicSet{space: sp.clone()}
	for _, d := range ctx.divs {
		b.divs = append(b.divs, div{num: lift(d.num), den: d.den})
	}
	for _, e := range ctx.eqs {
		b.eqs = append(b.eqs, lift(e))
	}
	for _, r := range ctx.ineqs {
		b.ineqs = append(b.ineqs, lift(r))
	}
	for j := 0; j < no && j <= k; j++ {
		e := negRow(lift(pc.x[j])) // x_j - value
		e[first+j] = i64(1)
		if j < k {
			b.eqs = append(b.eqs, e)
		} else if above {
			e[0] = sub(e[0], i64(1)) // x_k >= value + 1
			b.ineqs = append(b.ineqs, e)
		}
	}
	return b.cleanup()
}

// pipBudget bounds the work of one pipLexOpt (units of the work budget)
// before it gives up and the caller falls back on pairs of points.
const pipBudget = lexWorkLimit / 20

// pipCutDivs bounds the divs that parametric cuts add to a context.
const pipCutDivs = 10

// pipEnabled switches PIP on in LexMinSet/LexMaxSet; off, they use pairs
// of points alone (the mutation check: TestPIPAnswersWherePairsStop
// then fails).
const pipEnabled = true

// pipLexOpt is the lexicographic minimum (maximum, with maximize) of the
// outputs of b by PIP, as a set in b's space, or errPIPGiveUp. Work is
// charged to w.
func pipLexOpt(b *BasicSet, maximize bool, w *workBudget) (*Set, error) {
	if maximize {
		b = FromBasic(b).negateDims().parts[0]
	}
	pieces, _, err := pipLexMinCharged(b, w)
	if err != nil {
		return nil, err
	}
	out := EmptySet(b.space)
	for _, pc := range pieces {
		if q := pc.basic(b.space, len(b.space.Out)); q != nil {
			out.parts = append(out.parts, q)
		}
	}
	if maximize {
		out = out.negateDims()
	}
	return out, nil
}

// pipLexMinCharged is pipLexMin under at most pipBudget of w, charged
// to w.
func pipLexMinCharged(b *BasicSet, w *workBudget) ([]pipPiece, bool, error) {
	sub := &workBudget{left: min(w.left, pipBudget)}
	pieces, unb, err := pipLexMin(b, sub, false)
	if err != nil && sub.left > 0 {
		// Chains of cuts, or an overflow: the other cut may do better.
		pieces, unb, err = pipLexMin(b, sub, true)
	}
	w.left -= min(w.left, pipBudget) - sub.left
	return pieces, unb, err
}

// pipLexOptUnion is the lexicographic optimum of a union by PIP on each
// part: when every part has a minimum wherever it has points, the
// union's optimum is that of the parts' optima, and the optimum of part
// P survives where no other part's optimum beats it. The points beaten
// by the optimum of a piece Q at output k (equal before k, larger at k)
// form a basic set (Q's context, the outputs before k fixed to Q's
// values, output k above Q's), so what survives is P's optimum minus
// those: subtractions, no projection. ok is false when PIP gave up or a
// part lacks a minimum somewhere (the caller falls back on pairs).
func (s *Set) pipLexOptUnion(maximize bool, w *workBudget) (*Set, bool, error) {
	t := s
	if maximize {
		t = s.negateDims()
	}
	sp := t.space
	no := len(sp.Out)
	parts := make([][]pipPiece, len(t.parts))
	ray := make([]int, len(t.parts)) // output that is a ray, or no
	for i, b := range t.parts {
		ray[i] = no
		for k := range no {
			if b.outputRay(k, false) {
				ray[i] = k
				break
			}
		}
		if k := ray[i]; k < no {
			// Output k decreases without end from every point of b:
			// b has no minimum anywhere, and it beats exactly the
			// points whose outputs before k are at or above the
			// minimum of its projection on them. That projection is b
			// without its rows on output k (every one stays true as
			// output k decreases), with output k set to 0 here.
			col := 1 + len(sp.Params) + len(sp.In) + k
			q := &BasicSet{space: b.space, divs: b.divs, eqs: b.eqs}
			for _, r := range b.ineqs {
				if isZero(r[col]) {
					q.ineqs = append(q.ineqs, r)
				}
			}
			e := make([]Int, b.ncols())
			e[col] = i64(1)
			q.eqs = append(q.eqs[:len(q.eqs):len(q.eqs)], e)
			b = q
		}
		pieces, unb, err := pipLexMinCharged(b, w)
		if err != nil || unb {
			return nil, false, nil
		}
		parts[i] = pieces
	}
	out := EmptySet(sp)
	for i, pieces := range parts {
		if ray[i] < no {
			continue // no optimum anywhere
		}
		var beat []*BasicSet
		for j, qs := range parts {
			if j == i {
				continue
			}
			for _, q := range qs {
				for k := 0; k <= ray[j] && k < no; k++ {
					if b := q.basicAt(sp, k, k < ray[j]); b != nil {
						beat = append(beat, b)
					}
				}
			}
		}
		for _, pc := range pieces {
			p := pc.basic(sp, no)
			if p == nil {
				continue
			}
			rest := []*BasicSet{p}
			for _, q := range beat {
				if c := intersectBasic(p, q); c == nil || w.empty(c) {
					continue // disjoint from p
				}
				g := q
				var r []*BasicSet
				for _, l := range rest {
					r = append(r, subtractBasicWith(l, g, w.empty)...)
					if w.left <= 0 || len(out.parts)+len(r) > lexPartLimit {
						return nil, false, ErrWorkLimit
					}
				}
				rest = r
				if len(rest) == 0 {
					break
				}
			}
			out.parts = append(out.parts, rest...)
		}
	}
	if maximize {
		out = out.negateDims()
	}
	return out, true, nil
}
