package solver

import (
	"math/big"
	"sort"
	"strconv"
)

// lpKey is p's program as a string: its variables (and which are free),
// its rows (each row's terms by variable; the rows sorted, as farkas
// writes a template's rows in the order of a map), its objective and its
// L1 terms, and how phase 1 starts (slackStart). Programs with the same
// key are the same program, their rows perhaps in another order.
func (p *lp) lpKey() string {
	b := make([]byte, 0, 64+16*len(p.rows))
	b = strconv.AppendInt(b, int64(p.nvar), 10)
	b = append(b, ':')
	for _, f := range p.free {
		if f {
			b = append(b, '1')
		} else {
			b = append(b, '0')
		}
	}
	if p.slackStart {
		b = append(b, 's')
	}
	b = appendCoefs(append(b, "|o"...), p.obj)
	b = appendCoefs(append(b, "|a"...), p.abs)
	rows := make([]string, len(p.rows))
	var ts []lpTerm
	var rb []byte
	for i, r := range p.rows {
		rb = append(rb[:0], byte('0'+r.kind))
		if r.negRHS {
			rb = append(rb, '-')
		}
		rb = appendKeyRat(rb, r.rhs)
		ts = append(ts[:0], r.terms...)
		sort.Slice(ts, func(i, j int) bool { return ts[i].j < ts[j].j })
		for _, t := range ts {
			rb = append(rb, ' ')
			rb = strconv.AppendInt(rb, int64(t.j), 10)
			rb = append(rb, '*')
			rb = appendKeyRat(rb, t.c)
		}
		rows[i] = string(rb)
	}
	sort.Strings(rows)
	for _, r := range rows {
		b = append(b, '|')
		b = append(b, r...)
	}
	return string(b)
}

// appendCoefs appends m's entries by variable.
func appendCoefs(b []byte, m map[int]*big.Rat) []byte {
	js := make([]int, 0, len(m))
	for j := range m {
		js = append(js, j)
	}
	sort.Ints(js)
	for _, j := range js {
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(j), 10)
		b = append(b, '*')
		b = appendKeyRat(b, m[j])
	}
	return b
}

// appendKeyRat appends r (nil: "n").
func appendKeyRat(b []byte, r *big.Rat) []byte {
	if r == nil {
		return append(b, 'n')
	}
	b = r.Num().Append(b, 36)
	if !r.IsInt() {
		b = append(b, '/')
		b = r.Denom().Append(b, 36)
	}
	return b
}

// solveMemoCells is the size (rows times variables) from which solve
// looks a program up in its memo: below it, writing the key costs about
// what solving does.
const solveMemoCells = 1024

// solveMemo answers a linear program solved before by the same state: a
// loop's rounds, and rankFirstApart's rounds where they count what
// rankByRounds' do, ask for the same ranking functions and bounds again.
// A program's answer depends on its rows, objective and options alone
// (lpKey: the same tableau, the same pivots), so the memo changes no
// answer. A hit charges the operations the program's solve charged
// (stopAt.charge): the state's work, which decides whether Solve also
// solves the system with fewer invariants (maxLowInvCompare), and the
// budget are what they are without the memo; only the time is saved.
// Failures past the deadline or the budget are not kept (they are not
// the program's answer).
type solveMemo struct {
	m map[string]solveAnswer
	// asked and hits count the look-ups and the answers found, fast
	// the programs found infeasible by phase 1 from the slacks (tests).
	asked, hits, fast int
}

type solveAnswer struct {
	status lpStatus
	x      []*big.Rat
	val    *big.Rat
	err    error
	ops    int64
}

// solve is p.solve through the memo.
func (m *solveMemo) solve(p *lp) (lpStatus, []*big.Rat, *big.Rat, error) {
	k := p.lpKey()
	m.asked++
	if a, ok := m.m[k]; ok {
		m.hits++
		if p.deadline.charge(a.ops) {
			return 0, nil, nil, errTimeout
		}
		return a.status, copyRats(a.x), copyRat(a.val), a.err
	}
	if p.nominal > 0 && len(p.rows) > 0 {
		// Phase 1 alone from the slacks (prepareFree), on the rows
		// without the objective: exact, so an infeasible answer is the
		// program's, at about a third of its pivots; feasible, or past
		// its work, the program is solved as ever.
		w0 := p.deadline.worked()
		q := &lp{nvar: p.nvar, free: p.free, rows: p.rows, slackStart: true, deadline: p.deadline}
		t, st, err := q.prepare()
		if t != nil {
			t.release()
		}
		fast := p.deadline.worked() - w0
		if err == nil && st == lpInfeasible {
			// The state's work counts the program's nominal operations
			// (the budget, what was done, and at least as much).
			m.fast++
			if rest := p.nominal - fast; rest > 0 {
				if p.deadline.charge(rest) {
					return 0, nil, nil, errTimeout
				}
			} else if p.deadline.work != nil {
				*p.deadline.work += rest
			}
			if m.m == nil {
				m.m = map[string]solveAnswer{}
			}
			m.m[k] = solveAnswer{status: lpInfeasible, ops: p.nominal}
			return lpInfeasible, nil, nil, nil
		}
		if p.deadline.work != nil {
			// (Not the program's work: the budget has it.)
			*p.deadline.work -= fast
		}
	}
	var w int64
	if p.deadline.work == nil {
		// (Counts this program's operations only.)
		p.deadline.work = &w
		defer func() { p.deadline.work = nil }()
	}
	w0 := *p.deadline.work
	status, x, val, err := p.solveNew()
	if err != nil && err != errLPWork {
		return status, x, val, err
	}
	if m.m == nil {
		m.m = map[string]solveAnswer{}
	}
	m.m[k] = solveAnswer{status: status, x: copyRats(x), val: copyRat(val), err: err, ops: *p.deadline.work - w0}
	return status, x, val, err
}

func copyRats(x []*big.Rat) []*big.Rat {
	if x == nil {
		return nil
	}
	out := make([]*big.Rat, len(x))
	for i, r := range x {
		out[i] = copyRat(r)
	}
	return out
}

func copyRat(r *big.Rat) *big.Rat {
	if r == nil {
		return nil
	}
	return new(big.Rat).Set(r)
}
