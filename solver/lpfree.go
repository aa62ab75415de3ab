package solver

// This file is phase 1 without the x+/x− split of free variables, for the
// programs whose callers read values only (lp.slackStart): each free
// variable gets one column, and is made basic first by Gauss-Jordan
// elimination in a row of its own. A basic free column never leaves (the
// ratio test skips its row: the variable has no bound to hit, so its row
// constrains nothing), and a nonbasic one is zero in every other row (the
// elimination found no row left for it), so it can move in either
// direction at no cost to feasibility: a nonzero reduced cost there means
// the objective is unbounded. The split formulation's tableau carries a
// second column per free variable, the first's negation, in every copy
// and pivot; here the free variables' rows also need no artificial.
// Optimal values, feasibility and unboundedness are the split's (the same
// polyhedron and objective); the vertex reached may differ where the
// optimum is not unique, which is why only value readers get it.

// splitFree makes prepare split free variables for every program (the
// tests compare the two formulations).
var splitFree bool

// prepareFree is prepare for a slackStart program without an abs
// objective, free variables unsplit (see above).
// (prepare has read the clock.)
func (p *lp) prepareFree() (*tableau, lpStatus, error) {
	m := len(p.rows)
	// Columns: one per variable, then a slack per inequality; after them
	// the artificials, once the elimination shows which rows need one.
	idx := make([]int, 3*p.nvar+3*m)
	colOf, negOf := idx[:p.nvar:p.nvar], idx[p.nvar:2*p.nvar:2*p.nvar]
	for v := range colOf {
		colOf[v], negOf[v] = v, -1
	}
	slackOf := idx[2*p.nvar : 2*p.nvar+m : 2*p.nvar+m]
	ncol := p.slackColumns(slackOf, p.nvar)
	nstruct := ncol
	basis := idx[2*p.nvar+2*m : 2*p.nvar+3*m : 2*p.nvar+3*m]
	// Past the size budget, nothing of the tableau's size is allocated
	// (the elimination's rows here, with the artificials below).
	if m*nstruct > maxTableauCells || m > maxTableauCells {
		return nil, 0, errLPWork
	}
	// The rows as given (slack +1 for <=, -1 for >=), in storage of
	// their own for the elimination.
	work := getSlab(m*nstruct + m)
	for j := range work {
		work[j] = numZero
	}
	buf := p.buf
	if buf == nil {
		buf = &lpBuf{}
	}
	// (T's row slices hold the elimination's rows first.)
	T := make([][]num, m)
	W := T
	wrhs := work[m*nstruct:]
	for i, r := range p.rows {
		row := work[i*nstruct : (i+1)*nstruct : (i+1)*nstruct]
		for _, t := range r.terms {
			if t.c.Sign() != 0 {
				row[colOf[t.j]] = numOf(t.c)
			}
		}
		b := r.slackRHS(row, slackOf[i])
		W[i], wrhs[i] = row, b
		basis[i] = -1
	}
	// Each free variable basic in a row of its own: an equality's first
	// (it would need an artificial otherwise), else an inequality's.
	// These pivots cost what the simplex's do (the split formulation's
	// phase 1 makes most of them too): they count against the same
	// budget (the tableau's elim) and the clock is read every 16th, as
	// runFrom does.
	elim := 0
	for v := 0; v < p.nvar; v++ {
		if !p.free[v] {
			continue
		}
		c := colOf[v]
		at := -1
		for i := 0; i < m; i++ {
			if basis[i] < 0 && !W[i][c].isZero() && (at < 0 || p.rows[i].kind == lpEQ && p.rows[at].kind != lpEQ) {
				at = i
			}
		}
		if at >= 0 {
			elim++
			over := elim > maxPivots || int64(elim)*int64(m*nstruct) > maxLPWork
			if over || p.deadline.charge(pivotOps(int64(m*nstruct))) || (elim&15 == 0 || m*nstruct > bigTableau) && p.deadline.passed() {
				slabs.Put(&work)
				if over {
					return nil, 0, errLPWork
				}
				return nil, 0, errTimeout
			}
			buf.nz = pivot(W, wrhs, at, c, buf.nz)
			basis[at] = c
		}
	}
	// The other rows: the slack basic where the right-hand side's sign
	// lets it be (the slack's column is still its row's ±1: no pivot row
	// held it), else an artificial.
	artOf := idx[2*p.nvar+m : 2*p.nvar+2*m : 2*p.nvar+2*m]
	nart := 0
	for i, r := range p.rows {
		artOf[i] = -1
		if basis[i] >= 0 {
			continue
		}
		if s := wrhs[i].sign(); r.kind == lpEQ || s != 0 && s != W[i][slackOf[i]].sign() {
			artOf[i] = nstruct + nart
			nart++
		}
	}
	ncol = nstruct + nart
	if m*ncol > maxTableauCells {
		slabs.Put(&work)
		return nil, 0, errLPWork
	}
	slab := getSlab(m*ncol + m + ncol)
	rhs := slab[m*ncol : m*ncol+m : m*ncol+m]
	cost1 := slab[m*ncol+m:]
	for j := range cost1 {
		cost1[j] = numZero
	}
	for i := range p.rows {
		row := slab[i*ncol : (i+1)*ncol : (i+1)*ncol]
		copy(row, W[i]) // (W[i] is T[i] until replaced below)
		for j := nstruct; j < ncol; j++ {
			row[j] = numZero
		}
		b := wrhs[i]
		// Rows without a free variable get a non-negative right-hand
		// side, with their basic slack's +1.
		neg := false
		switch {
		case basis[i] >= 0:
		case artOf[i] >= 0:
			neg = b.sign() < 0
		default:
			neg = row[slackOf[i]].sign() < 0
		}
		if neg {
			for j := range row {
				if !row[j].isZero() {
					row[j] = numNeg(row[j])
				}
			}
			b = numNeg(b)
		}
		switch {
		case basis[i] >= 0:
		case artOf[i] >= 0:
			row[artOf[i]] = numInt(1)
			basis[i] = artOf[i]
			cost1[artOf[i]] = numInt(1)
		default:
			basis[i] = slackOf[i]
		}
		T[i], rhs[i] = row, b
	}
	slabs.Put(&work)
	t := &tableau{p: p, T: T, rhs: rhs, basis: basis, colOf: colOf, negOf: negOf, ncol: ncol, nstruct: nstruct, m: m, buf: buf, slab: slab, unsplit: p.nvar}
	t.pivots, t.elim = &t.npivots, elim
	return t.phase1(cost1)
}

// freeAt reports whether column j is a free variable's that prepareFree
// left unsplit.
func (t *tableau) freeAt(j int) bool { return j < t.unsplit && t.p.free[j] }
