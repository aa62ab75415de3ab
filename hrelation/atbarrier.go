package hrelation

import (
	"fmt"
	"math/big"
	"strings"

	"bspcost/align"
	"bspcost/frontend"
)

// BarrierBound is the analysed h of one superstep of a run, for comparing
// with what the simulator measured (see AtBarrier).
type BarrierBound struct {
	// Close is the barrier that ends the superstep: the sync, or the
	// program's end.
	Close align.Barrier
	// Step is the analysed (open, close) pair; nil with Err set when the
	// analysis has none.
	Step *Step
	// H is Step's h at the processes' values; nil when it has no value
	// there (no closed form).
	H *big.Rat
	// Err says why the run and the analysis cannot be compared: no step
	// for the pair of barriers, or a step parameter whose value differs
	// between processes (the analysis took it for replicated).
	Err string
}

// AtBarrier evaluates the h of the superstep that sync (nil: the
// program's end) closes after the barrier open, at the values vals[pid]
// (indexed by object ID) the processes hold there: the arguments the
// simulator passes to sim.Config.AtBarrier. The step's parameters are
// read on process 0 after checking that every process has the same value.
func (r *Result) AtBarrier(open align.Barrier, sync *frontend.SyncStmt, vals [][]int64) BarrierBound {
	b := BarrierBound{Close: align.Barrier{Kind: align.EndBarrier}}
	if sync != nil {
		b.Close = align.Barrier{Kind: align.SyncBarrier, Sync: sync}
	}
	if b.Step = r.Step(open, b.Close); b.Step == nil {
		b.Err = "no step for this pair of barriers"
		return b
	}
	for _, prm := range b.Step.Params {
		if prm.Obj == nil {
			continue
		}
		for pid := 1; pid < len(vals); pid++ {
			if vals[pid][prm.Obj.ID] != vals[0][prm.Obj.ID] {
				b.Err = fmt.Sprintf("parameter %s differs between processes (%d on 0, %d on %d)", prm.Name, vals[0][prm.Obj.ID], vals[pid][prm.Obj.ID], pid)
			}
		}
	}
	if b.Err == "" {
		if v, err := b.Step.Eval(func(o *frontend.Object) (int64, bool) { return vals[0][o.ID], true }); err == nil {
			b.H = v
		}
	}
	return b
}

// StepValues is the values of st's parameters that are program objects
// at a barrier where the processes hold vals (process 0's: a parameter
// is replicated), as " name=value" each, "" for a nil st: what st's h
// is a function of there, with p and the program's parameters.
func StepValues(st *Step, vals [][]int64) string {
	if st == nil || len(vals) == 0 {
		return ""
	}
	var b strings.Builder
	for _, prm := range st.Params {
		if prm.Obj == nil || prm.Obj.ID >= len(vals[0]) {
			continue
		}
		fmt.Fprintf(&b, " %s=%d", prm.Name, vals[0][prm.Obj.ID])
	}
	return b.String()
}
