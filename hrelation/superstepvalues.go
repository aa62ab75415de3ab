package hrelation

import (
	"bspcost/align"
	"bspcost/frontend"
)

// Values of scalars that puts and gets write (values.go): such a scalar
// changes at a sync without a statement of its own, but not before. Between
// its assignment and the next sync it holds what was assigned (`var x :=
// pid` read by `get((x + 1) % nprocs, x, x)`: the get writes x only at the
// barrier), so the value pass tracks it like any scalar and forgets it at
// a sync where a transfer that writes it can land: at a sync statement,
// and at the head of and after a loop whose body has such a sync (an if
// whose branch syncs loses it in the join, which keeps only what both
// branches know). What was computed from it before the sync keeps its
// value: the substitution was made at the assignment.
//
// superstepValuesOn switches the rule off (precision): scalars written by
// puts and gets are then never tracked.
var superstepValuesOn = true

// landingOnlyOn forgets at a sync only the scalars written by the puts and
// gets that can run in a superstep it closes (the flow's pairs closed by
// it): a transfer lands at the barrier that closes its superstep, the
// same sync statement on every process (the barriers are aligned), so a
// put that runs only after a loop of syncs (`put(x % nprocs, y, x)` after
// `for i := 0 to 2 do sync ... end`) cannot change x at them. Off, every
// sync forgets every scalar a put or get writes.
var landingOnlyOn = true

// landing returns the scalars that the transfers landing at sync write:
// those of the puts and gets of the pairs it closes (every scalar a put
// or get writes, !landingOnlyOn).
func (vp *valuePass) landing(sync *frontend.SyncStmt) map[*frontend.Object]bool {
	if !landingOnlyOn {
		return vp.commDst
	}
	if w, ok := vp.lands[sync]; ok {
		return w
	}
	w := map[*frontend.Object]bool{}
	for k, comms := range vp.a.flow.pairs {
		if k.close.Kind != align.SyncBarrier || k.close.Sync != sync {
			continue
		}
		for c, in := range comms {
			if o := vp.dstObj(c); in && o != nil {
				w[o] = true
			}
		}
	}
	if vp.lands == nil {
		vp.lands = map[*frontend.SyncStmt]map[*frontend.Object]bool{}
	}
	vp.lands[sync] = w
	return w
}

// dstObj is the scalar or array c writes, nil when none is named.
func (vp *valuePass) dstObj(c *frontend.CommStmt) *frontend.Object {
	if c.Dst == nil || c.Dst.Var == nil || vp.a.opts.ignoreCommDst {
		return nil
	}
	return vp.a.obj(c.Dst.Var)
}

// atSync forgets the values of the scalars that the puts and gets landing
// at sync write.
func (vp *valuePass) atSync(sync *frontend.SyncStmt, s valState) valState {
	if vp.opts.keepAtSync {
		return s
	}
	w := vp.landing(sync)
	var out valState
	for o := range s {
		if vp.commDst[o] && w[o] {
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

// syncIn returns s without the values atSync forgets at the syncs of the
// block b: the state at the head of a loop over b holds in every
// iteration, and after the first one a sync of b has run.
func (vp *valuePass) syncIn(b *frontend.Block, s valState) valState {
	frontend.Inspect(b, func(n frontend.Node) bool {
		if sync, ok := n.(*frontend.SyncStmt); ok {
			s = vp.atSync(sync, s)
		}
		return true
	})
	return s
}
