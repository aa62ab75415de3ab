package hrelation

import "bspcost/frontend"

// Values of scalars that puts and gets write (values.go): such a scalar
// changes at a sync without a statement of its own, but not before. Between
// its assignment and the next sync it holds what was assigned (`var x :=
// pid` read by `get((x + 1) % nprocs, x, x)`: the get writes x only at the
// barrier), so the value pass tracks it like any scalar and forgets it at
// every sync: at a sync statement, and at the head of and after a loop
// whose body syncs (an if whose branch syncs loses it in the join, which
// keeps only what both branches know). What was computed from it before
// the sync keeps its value: the substitution was made at the assignment.
//
// superstepValuesOn switches the rule off (precision): scalars written by
// puts and gets are then never tracked.
var superstepValuesOn = true

// atSync forgets the values of the scalars puts and gets write: their
// transfers land at the barrier.
func (vp *valuePass) atSync(s valState) valState {
	if vp.opts.keepAtSync {
		return s
	}
	var out valState
	for o := range s {
		if vp.commDst[o] {
			if out == nil {
				out = s.clone()
			}
			delete(out, o)
		}
	}
	if out == nil {
		return s
	}
	return out
}

// syncIn returns s without the values atSync forgets when the block b
// has a sync: the state at the head of a loop over b holds in every
// iteration, and after the first one a sync of b has run.
func (vp *valuePass) syncIn(b *frontend.Block, s valState) valState {
	has := false
	frontend.Inspect(b, func(n frontend.Node) bool {
		if _, ok := n.(*frontend.SyncStmt); ok {
			has = true
		}
		return !has
	})
	if !has {
		return s
	}
	return vp.atSync(s)
}
