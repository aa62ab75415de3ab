package hrelation

import (
	"sort"

	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// commChecked is comm, with the computed process ids (the scalars'
// values, values.go, and the quotient pieces, quotient.go) kept only
// where the statement's words per process still have an exact count and
// an exact maximum. Exact formulas with floors of pid (`pid - pid % 4`,
// parities of pid + phase) can have counts whose maximum over the
// processes polyhedra cannot take, and the sums of maxima or of all
// words that replace it are then quasi-polynomials that the sequential
// analysis cannot bound at all: worse than p times the words, which the
// statement had before. Then the statement is analysed again without
// them (as it was), and injective reports that the exact formula showed
// its target (source) one-to-one in pid for each execution instance, so
// that the distinct-targets rule applies: one transfer per process and
// instance. b.computed tells the caller whether the formulas returned
// are the computed ones.
func (b *builder) commChecked(idx int, c *frontend.CommStmt) (full, exec bspaff.Formula, known, ok, injective bool) {
	nf, ns := len(b.st.Fallbacks), len(b.st.Seq)
	b.computed = false
	full, exec, known, ok = b.comm(idx, c)
	if !b.computed || b.a.opts.keepUnclean {
		return full, exec, known, ok, false
	}
	clean, relaxed := false, false
	if ok {
		clean, relaxed = b.clean(c, full, exec, known)
	}
	if clean && (!relaxed || b.a.opts.keepRelaxed) {
		return full, exec, known, ok, false
	}
	injective = ok && known && (b.a.opts.assumeInjective || b.injective(c, full))
	if clean && !injective {
		// A side that run would relax (untamed: the floors of the
		// parameters' residues dropped, the cases added) is bounded
		// better by the execution instances when the target is
		// one-to-one (a grid's shift where p is not a multiple of the
		// row length: 2N where the requires clause makes it N); else
		// the computed formula stays.
		return full, exec, known, ok, false
	}
	// The first analysis's fallbacks go, but for the opaque parameters
	// it made: they stay parameters of the step (the second analysis
	// finds them made and says nothing).
	kept := b.st.Fallbacks[:nf]
	for _, f := range b.st.Fallbacks[nf:] {
		if f.Rule == RuleOpaque {
			kept = append(kept, f)
		}
	}
	b.st.Fallbacks, b.st.Seq = kept, b.st.Seq[:ns]
	b.plain = true
	full, exec, known, ok = b.comm(idx, c)
	b.plain, b.computed = false, false
	return full, exec, known, ok, injective && ok && !known
}

// clean reports whether both sides of one statement's transfers (as run
// builds them from comm's formulas) have an exact count per process,
// within the size limits, whose maximum over the processes is exact;
// relaxed, whether run would replace a side's maximum by one without
// its floors (untamed).
func (b *builder) clean(c *frontend.CommStmt, full, exec bspaff.Formula, known bool) (clean, relaxed bool) {
	out, in := b.computedSides(c, full, exec)
	if !known {
		// As run builds an unknown remote side (a get's executor is the
		// receiver; every other statement's, the sender).
		if c.Kind == frontend.Get {
			out, in = exec, withEq(exec, b.s)
		} else {
			out, in = withEq(exec, b.t), exec
		}
	}
	objs := b.paramObjs()
	for _, side := range []struct {
		f    bspaff.Formula
		proc *frontend.Object
	}{{out, b.s}, {in, b.t}} {
		var rest []*frontend.Object
		for _, d := range b.dims {
			if d != side.proc {
				rest = append(rest, d)
			}
		}
		set, _, err := b.bld.SetDivs(b.namer, append(append([]*frontend.Object{}, objs...), side.proc), rest, side.f)
		if err != nil {
			return false, false
		}
		n, exact, err := countParts(set, b.a.counts)
		if err != nil || !exact || len(n.Pieces) > maxPieces || b.oversize(n) != "" {
			return false, false
		}
		m, err := b.maxOver(n, maxOverWork)
		if err != nil || !m.Exact || b.oversize(m) != "" {
			return false, false
		}
		if !b.a.opts.noRelax {
			if _, r := b.untamed(n); r {
				relaxed = true
			}
		}
	}
	return true, relaxed
}

// paramObjs returns the parameters registered so far: the program
// objects by ID, then the opaque terms (the order run gives the step's).
func (b *builder) paramObjs() []*frontend.Object {
	var objs []*frontend.Object
	for o := range b.params {
		objs = append(objs, o)
	}
	sort.Slice(objs, func(i, j int) bool { return objs[i].ID < objs[j].ID })
	return append(objs, b.opList...)
}

// injective reports whether full (a statement's transfers) has, for
// every execution instance (j, k..., w), at most one executing process
// per remote process: no two senders of a put address the same target
// in one instance (no two receivers of a get the same source). It is an
// emptiness test of two copies of the executing column.
func (b *builder) injective(c *frontend.CommStmt, full bspaff.Formula) bool {
	exec := b.s
	if c.Kind == frontend.Get {
		exec = b.t
	}
	other := b.bld.NewVar(exec.Name + "2")
	g, err := b.bld.Rename(full, exec, other)
	if err != nil {
		return false
	}
	both, err := bspaff.And(full, g)
	if err != nil {
		return false
	}
	// other > exec: the pair in one order suffices.
	d, err := bspaff.Var(other).Sub(bspaff.Var(exec))
	if err == nil {
		d, err = d.AddConst(-1)
	}
	if err != nil {
		return false
	}
	both, err = bspaff.And(both, bspaff.Formula{{{Expr: d}}})
	if err == nil {
		// The requires clause (nprocs == 16 for a 4 x 4 grid) holds in
		// every execution.
		both, err = bspaff.And(both, b.requires())
	}
	return err == nil && b.isEmpty(both)
}

// computedSides returns the formulas a statement with a computed
// process id is counted by (its transfers full, its executions exec): on
// the executing process's side, its executions with the remote column a
// dummy 0, as for a target that is not known; on the remote side, the
// transfers. The words of an execution go to one process in 0..p-1 in
// every run without a run-time error, so the executions count them
// exactly, without the pieces of the target's quotients: a get from
// (i * 3) % p counted by the receiver was piecewise in the residues of p
// through them.
func (b *builder) computedSides(c *frontend.CommStmt, full, exec bspaff.Formula) (out, in bspaff.Formula) {
	if c.Kind == frontend.Get {
		return full, withEq(exec, b.s)
	}
	return withEq(exec, b.t), full
}
