package solver

import (
	"encoding/binary"
	"hash/maphash"
	"math/big"
	"slices"
	"strconv"
)

// lpMemo answers the output summaries' and call-context invariants'
// linear programs (Poly.maximizeAllD, Poly.impliesAllD) within one Solve
// from earlier answers over the same polyhedron: the invariants' site
// maxima are computed twice (candidates, then the loops' entry facts), an
// implication test of a precondition candidate asks for the minimum of
// the very objective whose maximum made it, and sites with the same
// hypotheses repeat. A polyhedron is identified by its set of constraints
// (order and repetitions do not change an optimum), an objective by its
// coefficients; only optima, infeasibility and unboundedness are kept,
// never an error (budget, deadline), so every answer is the one the
// linear program would give again. Work counts (invWork) are taken by the
// callers as before, so the memo changes no limit's outcome. The variables
// that an equality of one variable fixes are substituted into the other
// rows before phase 1 (substFixed) and their terms in an objective taken
// as the constants they are (minFixed): the same values from smaller
// tableaus and fewer objectives.
type lpMemo struct {
	polys map[string]*memoPoly
	// ids numbers the linKeys of the constraints of the polyhedra keyed
	// (see polyKey): one entry per constraint keyed, so bounded as the
	// work that keys them is.
	ids map[string]uint32
	// objs counts the stored objectives (bounded by maxMemoObjs), nums
	// the numbers of the stored tableaus (maxMemoNums).
	objs, nums int
	// buf is the work space its tableaus share.
	buf *lpBuf
	// phase1s and phase2s count the linear programs run through the
	// memo (tests; phase2s also those that the ray test of phase 1's
	// basis answers).
	phase1s, phase2s int
}

// Limits of the memo: past them, answers are computed but not stored.
// maxMemoNums bounds the numbers of the tableaus it keeps (24 bytes each:
// about 24 MiB).
const (
	maxMemoPolys = 512
	maxMemoObjs  = 1 << 14
	maxMemoNums  = 1 << 20
)

// memoPoly is one polyhedron's phase 1 and the minima found over it.
type memoPoly struct {
	cols map[string]int
	t    *tableau
	st   lpStatus
	// pt is phase 1's point (nil until an implication test needs it).
	pt []num
	// mins maps an objective's coefficients to its minimum.
	mins map[string]memoMin
	// dirs holds, per variable, dirUp when every constraint lets it grow
	// (an inequality with a positive coefficient, or no constraint
	// mentions it) and dirDown when every one lets it fall: each is a ray
	// of the polyhedron.
	dirs []uint8 // (indexed by column: cols[v])
	// rays are the tableau's rayCols (nil until first needed).
	rays []int
	// fixed[j] is the value that an equality of one variable (v = k)
	// gives column j's variable, when isFixed[j] (nil when none does):
	// an objective's terms in such variables are constants over the
	// polyhedron (see minNew).
	fixed   []num
	isFixed []bool
}

// The bits of memoPoly.dirs.
const (
	dirUp uint8 = 1 << iota
	dirDown
)

// memoMin is the minimum of an objective: bounded with val, or unbounded.
type memoMin struct {
	bounded bool
	val     num
}

// noMemo switches the memo off, noRays its test for rays, noSlackStart
// its phase 1 from the slacks (the tests compare answers with and without
// them).
var noMemo, noRays, noSlackStart bool

// noFixedObj switches off minNew's use of the variables an equality fixes
// (the tests compare answers with and without it).
var noFixedObj bool

// noCarriedMemo switches off carriedRanking's memo of its answers, and
// noRankSize solveRanking's refusal of a program past maxTableauCells
// before it is built (the tests compare answers and counts of linear
// programs with and without them).
var noCarriedMemo, noRankSize bool

// noExprText switches off Expr.String's memo of its answer (the tests
// compare the texts with and without it).
var noExprText bool

// noBoundMemo switches off lpBoundMask's memo (the tests compare answers
// and counts of linear programs with and without it).
var noBoundMemo bool

// rankHook, when set, is called for each ranking program solveRanking
// builds and solves (the tests count them).
var rankHook func()

// A polyhedron's memo key is the set of its constraints' linKeys, each
// numbered once (lpMemo.ids: the numbers of one memo's keys are those of
// one table, which lives as long as the memo's entries): the numbers
// sorted, without repetitions, 4 bytes each. Equal sets get equal keys
// and different sets different ones, as with the linKeys themselves, in
// keys shorter to make, hash and compare (a number sorts faster than a
// text).

// idOf returns key's number.
func (m *lpMemo) idOf(key string) uint32 {
	if id, ok := m.ids[key]; ok {
		return id
	}
	if m.ids == nil {
		m.ids = map[string]uint32{}
	}
	id := uint32(len(m.ids))
	m.ids[key] = id
	return id
}

// idOfBytes is idOf of string(key), without making the string unless the
// key is new.
func (m *lpMemo) idOfBytes(key []byte) uint32 {
	if id, ok := m.ids[string(key)]; ok {
		return id
	}
	return m.idOf(string(key))
}

// consID returns the number of c's linKey.
func (m *lpMemo) consID(c Cons) uint32 {
	var buf [96]byte
	return m.idOfBytes(appendLinKey(buf[:0], c.L, c.Eq, true))
}

// polyKey identifies p's set of constraints.
func (m *lpMemo) polyKey(p Poly) string {
	var ibuf [32]uint32
	ids := ibuf[:0]
	for _, c := range p {
		ids = append(ids, m.consID(c))
	}
	return idsKey(ids)
}

// idsKey is the polyKey of constraints with these numbers (ids is
// reordered).
func idsKey(ids []uint32) string {
	slices.Sort(ids)
	var bbuf [128]byte
	b := bbuf[:0]
	for i, id := range ids {
		if i == 0 || id != ids[i-1] {
			b = binary.LittleEndian.AppendUint32(b, id)
		}
	}
	return string(b)
}

// objKey identifies the objective sum of sign*K*Var over l.Terms (l's constant
// left out).
func objKey(l Lin, sign int) string {
	var bbuf [96]byte
	return string(appendObjKey(bbuf[:0], l, sign))
}

// appendObjKey appends objKey's text to b: the memo looks objectives up
// by it without making a string (only a stored one needs its own).
func appendObjKey(b []byte, l Lin, sign int) []byte {
	for _, t := range l.Terms {
		b = append(b, t.Var...)
		b = append(b, ':')
		c := t.K
		if c.IsInt() && c.Num().IsInt64() && c.Num().Int64() > -1<<62 && c.Num().Int64() < 1<<62 {
			b = strconv.AppendInt(b, int64(sign)*c.Num().Int64(), 10)
		} else {
			if sign < 0 {
				c = new(big.Rat).Neg(c)
			}
			b = append(b, c.RatString()...)
		}
		b = append(b, ' ')
	}
	return b
}

// Cache shares the answers of linear programs among Solve calls
// (Options.Cache). The zero value is an empty cache.
type Cache struct {
	memo lpMemo
}

// prepared returns p's entry with its phase 1 run, or the error that
// stopped phase 1 (out of budget or time: nothing stored).
func (m *lpMemo) prepared(p Poly, key string, deadline stopAt) (*memoPoly, error) {
	if e, ok := m.polys[key]; ok {
		if e.t != nil {
			// The entry may come from an earlier Solve (Options.Cache):
			// phase 2 keeps to the current deadline.
			e.t.p.deadline = deadline
		}
		return e, nil
	}
	// Phase 1 works in the memo's work space too (from bufs: grown by
	// earlier linear programs; release gives it back).
	if m.buf == nil {
		m.buf = getBuf()
	}
	prog := &lp{deadline: deadline, slackStart: !noSlackStart, buf: m.buf, rowsBuf: m.buf}
	p = dropWeaker(substFixed(p))
	cols := lpOf(prog, p, nil)
	m.phase1s++
	t, st, err := prog.prepare()
	// The rows are phase 1's only: their storage serves the next one.
	m.buf.rows, prog.rows, prog.rowsBuf = prog.rows, nil, nil
	if err != nil {
		return nil, err
	}
	// The memo's tableaus optimise one at a time: one work space (the
	// one phase 1 used, m.buf).
	if t != nil { // (nil when infeasible)
		t.compact()
	}
	e := &memoPoly{cols: cols, t: t, st: st, mins: map[string]memoMin{}, dirs: make([]uint8, prog.nvar)}
	for j := range e.dirs {
		e.dirs[j] = dirUp | dirDown
	}
	for _, c := range p {
		for _, t := range c.L.Terms {
			j, k := cols[t.Var], t.K
			if c.Eq || k.Sign() < 0 {
				e.dirs[j] &^= dirUp
			}
			if c.Eq || k.Sign() > 0 {
				e.dirs[j] &^= dirDown
			}
		}
		if c.Eq && len(c.L.Terms) == 1 && st == lpOptimal && !noFixedObj {
			// K*v + C = 0: v = -C/K at every point.
			if e.fixed == nil {
				e.fixed, e.isFixed = make([]num, prog.nvar), make([]bool, prog.nvar)
			}
			t := c.L.Terms[0]
			j := cols[t.Var]
			e.fixed[j], e.isFixed[j] = numQuo(numNeg(numOf(c.L.Const)), numOf(t.K)), true
		}
	}
	if m.polys == nil {
		m.polys = map[string]*memoPoly{}
	}
	size := 0
	if t != nil {
		size = len(t.slab)
	}
	if len(m.polys) < maxMemoPolys && m.nums+size <= maxMemoNums {
		m.polys[key] = e
		m.nums += size
	}
	return e, nil
}

// min returns the minimum of sign*l's coefficients over e's polyhedron
// (feasible), or the error that stopped phase 2.
func (m *lpMemo) min(e *memoPoly, l Lin, sign int) (memoMin, error) {
	var kbuf [96]byte
	k := appendObjKey(kbuf[:0], l, sign)
	if r, ok := e.mins[string(k)]; ok {
		return r, nil
	}
	return m.minNew(e, l, sign, k)
}

// minNew is min for an objective not in e.mins, whose objKey is k.
func (m *lpMemo) minNew(e *memoPoly, l Lin, sign int, k []byte) (memoMin, error) {
	// Terms in variables that an equality fixes (a specialised flag
	// #2 = 1, and the templates #0 + #2, #0 - #2 over it) are constants
	// over the polyhedron: the minimum is that of the other terms,
	// shifted, which the memo often has (or a constant's, 0).
	if e.fixed != nil {
		if r, ok, err := m.minFixed(e, l, sign); ok || err != nil {
			if err == nil && m.objs < maxMemoObjs {
				m.objs++
				e.mins[string(k)] = r
			}
			return r, err
		}
	}
	// A ray along which the objective falls: unbounded, as the linear
	// program would find (the polyhedron is not empty).
	if !noRays {
		for _, t := range l.Terms {
			var d uint8
			if j, ok := e.cols[t.Var]; ok {
				d = e.dirs[j]
			}
			if s := t.K.Sign() * sign; s < 0 && d&dirUp != 0 || s > 0 && d&dirDown != 0 {
				r := memoMin{}
				if m.objs < maxMemoObjs {
					m.objs++
					e.mins[string(k)] = r
				}
				return r, nil
			}
		}
	}
	var obuf [8]objTerm // (the usual few terms: no allocation)
	obj := obuf[:0]
	for _, t := range l.Terms {
		k := numOf(t.K)
		if sign < 0 {
			k = numNeg(k)
		}
		obj = append(obj, objTerm{e.cols[t.Var], k})
	}
	// (Counted before the ray test below, which answers some of them:
	// the count does not depend on phase 1's vertex, which the column
	// order of lpOf decides.)
	m.phase2s++
	// A ray of phase 1's basis along which the objective falls:
	// unbounded, as phase 2 would find.
	if !noRays {
		if e.rays == nil {
			e.rays = e.t.rayCols()
			if e.rays == nil {
				e.rays = []int{} // (computed: none)
			}
		}
		if e.t.fallsAlongRay(e.rays, obj) {
			r := memoMin{}
			if m.objs < maxMemoObjs {
				m.objs++
				e.mins[string(k)] = r
			}
			return r, nil
		}
	}
	st, val, err := e.t.optimizeValueTerms(obj)
	if err != nil {
		return memoMin{}, err
	}
	r := memoMin{bounded: st == lpOptimal, val: val}
	if m.objs < maxMemoObjs {
		m.objs++
		e.mins[string(k)] = r
	}
	return r, nil
}

// minFixed is min for an objective with a term in a variable of
// e.fixed (ok false when it has none): the minimum of sign times its other
// terms, plus sign times the fixed terms' value (the same value at every
// point of the polyhedron, which is not empty).
func (m *lpMemo) minFixed(e *memoPoly, l Lin, sign int) (r memoMin, ok bool, err error) {
	shift := numZero
	var tbuf [8]LinTerm
	rest := tbuf[:0]
	for _, t := range l.Terms {
		if j, in := e.cols[t.Var]; in && e.isFixed[j] {
			shift = numAdd(shift, numMul(numOf(t.K), e.fixed[j]))
			ok = true
			continue
		}
		rest = append(rest, t)
	}
	if !ok {
		return memoMin{}, false, nil
	}
	if sign < 0 {
		shift = numNeg(shift)
	}
	if len(rest) == 0 {
		return memoMin{bounded: true, val: shift}, true, nil
	}
	r, err = m.min(e, Lin{Terms: rest}, sign)
	if err != nil || !r.bounded {
		return r, true, err
	}
	return memoMin{bounded: true, val: numAdd(r.val, shift)}, true, nil
}

// constrains reports whether every variable of l is one of e's columns.
func (e *memoPoly) constrains(l Lin) bool {
	for _, t := range l.Terms {
		if _, ok := e.cols[t.Var]; !ok {
			return false
		}
	}
	return true
}

// maximizeAll is p.maximizeAllD(ls, deadline), answered from the memo
// where it can.
func (m *lpMemo) maximizeAll(p Poly, ls []Lin, deadline stopAt) (out []maxResult, empty bool) {
	return m.maximizeAllKey(p, "", ls, deadline)
}

// maximizeAllKey is maximizeAll given p's polyKey (computed when "").
func (m *lpMemo) maximizeAllKey(p Poly, key string, ls []Lin, deadline stopAt) (out []maxResult, empty bool) {
	if noMemo {
		return p.maximizeAllD(ls, deadline)
	}
	out = make([]maxResult, len(ls))
	if key == "" {
		key = m.polyKey(p)
	}
	// p's variables: the columns of its memo entry when there is one
	// (lpOf gives each a column), else collected here (phase 1 runs only
	// once some l needs it).
	var vars map[string]int
	e, prepared := m.polys[key]
	var err error
	if prepared {
		vars = e.cols
		if e.t != nil {
			e.t.p.deadline = deadline // (as prepared does)
		}
	} else {
		vars = map[string]int{}
		for _, c := range p {
			for _, t := range c.L.Terms {
				vars[t.Var] = 0
			}
		}
	}
next:
	for i, l := range ls {
		for _, t := range l.Terms {
			if _, ok := vars[t.Var]; !ok {
				continue next // a variable p does not constrain: unbounded
			}
		}
		if !prepared {
			e, err = m.prepared(p, key, deadline)
			prepared = true
		}
		if err != nil {
			out[i].err = err
			continue
		}
		if e.st != lpOptimal {
			empty = true
			continue
		}
		r, oerr := m.min(e, l, -1)
		switch {
		case oerr != nil:
			out[i].err = oerr
		case r.bounded:
			out[i] = maxResult{max: numSub(numOf(l.Const), r.val), bounded: true}
		}
	}
	return out, empty
}

// impliesAll is p.impliesAllD(deadline, ls), answered from the memo where
// it can.
func (m *lpMemo) impliesAll(p Poly, deadline stopAt, ls []Lin) []bool {
	return m.impliesAllKey(p, "", deadline, ls)
}

// impliesAllKey is impliesAll given p's polyKey (computed when "").
func (m *lpMemo) impliesAllKey(p Poly, key string, deadline stopAt, ls []Lin) []bool {
	if noMemo {
		return p.impliesAllD(deadline, ls)
	}
	out := make([]bool, len(ls))
	if key == "" {
		key = m.polyKey(p)
	}
	e, err := m.prepared(p, key, deadline)
	if err != nil {
		return out
	}
	if e.st != lpOptimal {
		for i := range out {
			out[i] = true // p is empty: it implies everything
		}
		return out
	}
	var kbuf [96]byte
	for i, l := range ls {
		if !e.constrains(l) {
			continue // a variable p does not constrain: unbounded
		}
		k := appendObjKey(kbuf[:0], l, 1)
		r, known := e.mins[string(k)]
		if !known {
			// Phase 1's point refutes most wrong candidates without a
			// linear program.
			if e.pt == nil {
				e.pt = e.t.point()
			}
			if v, ok := evalCols(l, e.cols, e.pt); ok && v.sign() < 0 {
				continue
			}
			var err error
			if r, err = m.minNew(e, l, 1, k); err != nil {
				continue
			}
		}
		if r.bounded {
			out[i] = numAdd(r.val, numOf(l.Const)).sign() >= 0
		}
	}
	return out
}

// release drops the memo (keeping its counts), its tableaus' storage
// going back to slabs for the linear programs that follow (newState's
// end: the memo serves the summaries and invariants only).
func (m *lpMemo) release() {
	for _, e := range m.polys {
		if e.t != nil {
			e.t.release()
		}
	}
	if m.buf != nil {
		bufs.Put(m.buf)
	}
	*m = lpMemo{phase1s: m.phase1s, phase2s: m.phase2s}
}

// dropWeaker returns p without the inequalities that another one with the
// same coefficients and a smaller constant implies (L + 3 >= 0 after
// L + 1 >= 0): the same polyhedron, so the same feasibility, optima and
// rays, in a smaller tableau. The sites' hypotheses have many (a
// precondition candidate next to the posts and constraints that state
// the same bound more weakly or strongly). Equalities and constant
// constraints all stay.
func dropWeaker(p Poly) Poly {
	if len(p) < 2 {
		return p
	}
	// (By the coefficients' hash: a hash that other coefficients share
	// only keeps a row that could have gone.) best holds, per hash, the
	// row kept so far: a list searched in order (the usual polyhedron
	// has a few dozen rows; a map each time was most of this function's
	// cost).
	type hashRow struct {
		h uint64
		i int
	}
	var bbuf [32]hashRow
	best := bbuf[:0]
	// (A large polyhedron's list is indexed: the search stays linear.)
	var at map[uint64]int
	if len(p) > 64 {
		at = make(map[uint64]int, len(p))
	}
	var drop []bool
	for i, c := range p {
		if c.Eq || c.L.IsConst() {
			continue
		}
		k := coefHash(c.L)
		b := -1
		if at != nil {
			if x, ok := at[k]; ok {
				b = x
			}
		} else {
			for x := range best {
				if best[x].h == k {
					b = x
					break
				}
			}
		}
		if b < 0 {
			if at != nil {
				at[k] = len(best)
			}
			best = append(best, hashRow{k, i})
			continue
		}
		j := best[b].i
		if !sameCoefs(p[j].L, c.L) {
			continue
		}
		if drop == nil {
			drop = make([]bool, len(p))
		}
		if RatCmp(c.L.Const, p[j].L.Const) < 0 {
			drop[j] = true
			best[b].i = i
		} else {
			drop[i] = true
		}
	}
	if drop == nil {
		return p
	}
	out := make(Poly, 0, len(p))
	for i, c := range p {
		if !drop[i] {
			out = append(out, c)
		}
	}
	return out
}

// substFixed returns p with each variable that an equality of that
// variable alone fixes (v = k: a specialised flag, and what the
// equalities then give) replaced by its value in the other constraints:
// the same polyhedron, so the same feasibility, optima and rays, in rows
// that dropWeaker then often finds repeated (#0 + #2 - 2 >= 0 is
// #0 - 1 >= 0 where #2 = 1). The first equality fixing a variable stays,
// so that the variable keeps its column; a constraint left constant goes
// when true and stays when false (the polyhedron is then empty).
func substFixed(p Poly) Poly {
	if noFixedObj {
		return p
	}
	// (A few variables at most: a list, searched in order.)
	type fix struct {
		v   string
		val *big.Rat
	}
	var fixed []fix
	var keep []bool // keep[i]: p[i] is a fixing equality, left as it is
	// (Indexed once there are many: the work stays linear in p's size.)
	var at map[string]*big.Rat
	valueOf := func(v string) *big.Rat {
		if at != nil {
			return at[v]
		}
		for _, f := range fixed {
			if f.v == v {
				return f.val
			}
		}
		return nil
	}
	// Each pass substitutes the values found so far, which may leave new
	// equalities of one variable (x + #2 = 3 once #2 = 1); a few passes
	// bound the work (what is not substituted stays a row: the same
	// polyhedron either way).
	for from, pass := 0, 0; pass < maxFixPasses; pass++ {
		for i, c := range p {
			if !c.Eq || len(c.L.Terms) != 1 || keep != nil && keep[i] || valueOf(c.L.Terms[0].Var) != nil {
				continue
			}
			if keep == nil {
				keep = make([]bool, len(p))
				// (p's storage is the caller's: a copy to substitute in.)
				p = append(Poly(nil), p...)
			}
			// K*v + C = 0: v = -C/K.
			t := c.L.Terms[0]
			v := new(big.Rat).Quo(c.L.Const, t.K)
			fixed = append(fixed, fix{t.Var, ratShared(v.Neg(v))})
			if at != nil || len(fixed) > 8 {
				if at == nil {
					at = make(map[string]*big.Rat, 2*len(fixed))
					for _, f := range fixed {
						at[f.v] = f.val
					}
				}
				at[t.Var] = fixed[len(fixed)-1].val
			}
			keep[i] = true
		}
		if len(fixed) == from {
			break
		}
		// The new values into the other constraints (terms dropped, the
		// constant shifted: the terms stay sorted).
		for i, c := range p {
			if keep[i] {
				continue
			}
			var l Lin
			for x, t := range c.L.Terms {
				val := valueOf(t.Var)
				if val == nil {
					if l.Terms != nil {
						l.Terms = append(l.Terms, t)
					}
					continue
				}
				if l.Terms == nil {
					l = Lin{Terms: append(make([]LinTerm, 0, len(c.L.Terms)-1), c.L.Terms[:x]...), Const: c.L.Const}
				}
				l.addConst(t.K, val) // (a new constant: c's is not changed)
			}
			if l.Terms != nil {
				p[i].L = l
			}
		}
		from = len(fixed)
	}
	if fixed == nil {
		return p
	}
	out := p[:0]
	for i, c := range p {
		if !keep[i] && c.L.IsConst() {
			if s := c.L.Const.Sign(); c.Eq && s == 0 || !c.Eq && s >= 0 {
				continue // true
			}
		}
		out = append(out, c)
	}
	return out
}

// maxFixPasses bounds substFixed's passes.
const maxFixPasses = 3

// coefSeed seeds coefHash (in-memory maps only: nothing orders by it).
var coefSeed = maphash.MakeSeed()

// coefHash hashes l's coefficients (not its constant): the same for Lins
// with the same coefficients (a sum of the terms'
// hashes), without sorting or building a key. Different coefficients
// rarely collide; users confirm with sameCoefs.
func coefHash(l Lin) uint64 {
	var h uint64
	for _, t := range l.Terms {
		v, c := t.Var, t.K
		x := maphash.String(coefSeed, v)
		if k, ok := smallInt(c); ok {
			x ^= uint64(k) * 0x9e3779b97f4a7c15
		} else {
			x ^= maphash.String(coefSeed, c.RatString())
		}
		// (splitmix64's finaliser, so that the sum mixes the terms.)
		x ^= x >> 30
		x *= 0xbf58476d1ce4e5b9
		x ^= x >> 27
		x *= 0x94d049bb133111eb
		x ^= x >> 31
		h += x
	}
	return h
}

// Hash returns a hash of c's value (its kind, constant and coefficients,
// whatever order the terms were added in) for in-memory maps: equal constraints hash alike;
// different ones rarely collide, and Equal confirms.
func (c Cons) Hash() uint64 {
	h := coefHash(c.L)
	if k, ok := smallInt(c.L.Const); ok {
		h += uint64(k) * 0xff51afd7ed558ccd
	} else {
		h += maphash.String(coefSeed, c.L.Const.RatString())
	}
	if c.Eq {
		h ^= 0x9e3779b97f4a7c15
	}
	return h
}

// Equal reports whether c and d are the same constraint: the same kind,
// constant and coefficients.
func (c Cons) Equal(d Cons) bool {
	return c.Eq == d.Eq && RatCmp(c.L.Const, d.L.Const) == 0 && sameCoefs(c.L, d.L)
}

// sameCoefs reports whether a and b have the same coefficients.
func sameCoefs(a, b Lin) bool {
	if len(a.Terms) != len(b.Terms) {
		return false
	}
	for i, t := range a.Terms {
		if u := b.Terms[i]; t.Var != u.Var || t.K != u.K && RatCmp(t.K, u.K) != 0 {
			return false
		}
	}
	return true
}
