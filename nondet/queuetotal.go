package nondet

import (
	"bspcost/align"
	"bspcost/frontend"
	"bspcost/hrelation"
)

// The queue after a superstep whose messages hrelation could not count
// (Step.Messages.Err: a send whose executions are not known per
// superstep, such as a send in a loop over data). What the followed
// process sent cannot bound it: the next superstep's work depends on
// every sender, while each superstep follows one process, so the bound
// must hold for the process that sends the most. The caller (the
// driver) bounds, as work is bounded, the messages one process sends in
// one superstep opened by the step's barrier (seqcost.SuperstepProgram
// with a unit of work at each send); a process receives at most what all
// processes send, nprocs times that bound: a Total, which replaces the
// missing bound of the step's messages in queueAt.

// Total is the most messages all processes send in one superstep of a
// step: Cond builds the condition that a queue's length, each use of it
// given by queue, is within it, over the program's parameters and
// nprocs (the name p or nprocs) by their names only (InstrumentTotals
// binds them).
type Total struct {
	Cond func(queue func() frontend.Expr) frontend.Expr
}

// InstrumentTotals is InstrumentFacts with the totals of the steps whose
// messages hrelation could not count (keyed by the step, not by its
// Messages): the queue after such a step is at most its total.
func InstrumentTotals(prog *frontend.Program, ar *align.Result, hr *hrelation.Result, facts *Facts, totals map[*hrelation.Step]Total) (*frontend.Program, error) {
	if !ar.Aligned {
		return nil, hrelation.ErrNotAligned
	}
	return instrumentWith(prog, ar, hr, facts, totals)
}

// total returns the condition that the queue is within the total of st
// (nil when it has none), its identifiers bound to the queue and to the
// parameters and nprocs of prog by name (an unknown name: no bound).
func (in *instr) total(st *hrelation.Step, pos frontend.Pos) frontend.Expr {
	t, ok := in.totals[st]
	if !ok || t.Cond == nil {
		return nil
	}
	byName := map[string]*frontend.Object{}
	for _, o := range in.prog.Objects {
		switch o.Kind {
		case frontend.ParamObj:
			byName[o.Name] = o
		case frontend.NprocsObj:
			byName["p"], byName[o.Name] = o, o
		}
	}
	queues := map[*frontend.Ident]bool{}
	e := t.Cond(func() frontend.Expr {
		id := in.queueIdent(pos)
		queues[id] = true
		return id
	})
	ok = true
	var bind func(e frontend.Expr)
	bind = func(e frontend.Expr) {
		switch e := e.(type) {
		case *frontend.Ident:
			if queues[e] {
				return
			}
			o := byName[e.Name]
			if o == nil {
				ok = false
				return
			}
			e.Name, e.NamePos = o.Name, pos
			in.info().Bind(e, o)
		case *frontend.BinaryExpr:
			bind(e.X)
			bind(e.Y)
		case *frontend.UnaryExpr:
			bind(e.X)
		case *frontend.ParenExpr:
			bind(e.X)
		case *frontend.CallExpr:
			// max and min, built in: their names are not bound.
			for _, a := range e.Args {
				bind(a)
			}
		case *frontend.IntLit:
		default:
			ok = false
		}
	}
	bind(e)
	if !ok {
		return nil
	}
	return e
}
