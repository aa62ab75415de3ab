package hrelation

import (
	"fmt"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/frontend"
)

// The coarse steps of an analysis out of its budget (WithinCoarse). A
// step whose h the analysis could not compute in its budget has every
// put and get counted through the sequential program (RuleSequential):
// each execution costs its words times nprocs, with no count, maximum or
// fan, so the step costs no work of polyhedra. It is sound for the
// reason every sequential statement is: a process receives (is asked
// for) at most the words of the p processes' executions in the
// superstep, each process's at most those of the worst one, which the
// sequential program follows; and it sends at most its own.

// WithinCoarse is Within (sets false), except that when b runs out the
// analysis goes on: the steps not analysed yet are coarse steps (every
// put and get counted through the sequential program, nprocs times its
// words per execution), Result.Coarse counts them and Result.Spent is
// b's error. The steps analysed before keep their h. The coarse steps
// charge nothing, so the result comes whatever is left of b; their
// work is linear in the program.
func WithinCoarse(prog *frontend.Program, ar *align.Result, b *budget.Budget) (*Result, error) {
	return analyze(prog, ar, options{noMaps: true, budget: b, coarse: true})
}

// coarseMsg is the fallback of each put and get of a coarse step.
const coarseMsg = "the h-relations ran out of time before this superstep: each execution counts its words times nprocs, through the sequential program"

// outOfBudget reports whether the analysis, in WithinCoarse, must make
// its steps coarse from now on: its budget was found spent (the clock is
// read as often as Spend reads it, so that a deadline is seen where the
// analysis would have seen it without the coarse steps).
func (a *analyzer) outOfBudget() bool {
	return a.opts.coarse && a.spent != nil
}

// analysed is the step st of k that a.step returned, when the budget
// ran out in it (err): st when it has an h (the analysis's own, sound
// whatever the budget), else the coarse step, since a stage that stops
// its work at the budget's end may leave the step without one.
func (a *analyzer) analysed(k pairKey, st *Step, err error) *Step {
	a.spent = err
	if st.H == nil {
		return a.coarseStep(k)
	}
	return st
}

// coarseStep returns the step of k with every put and get sequential.
func (a *analyzer) coarseStep(k pairKey) *Step {
	a.coarseSteps++
	st := &Step{Open: k.open, Close: k.close, info: a.prog.Info}
	for _, i := range a.pairComms(k) {
		st.Comms = append(st.Comms, a.ar.Comms[i].Stmt)
	}
	if a.tagErr != nil && hasSend(st.Comms) {
		st.Err = a.tagErr
		return st
	}
	b := &builder{a: a, st: st}
	var sends []*frontend.CommStmt
	for _, c := range st.Comms {
		b.fallback(c.KwPos, KindSequential, coarseMsg)
		if !a.opts.coarseNoSeq {
			st.Seq = append(st.Seq, SeqComm{Stmt: c, Words: b.wordsOf(c)})
		}
		if c.Kind == frontend.Send {
			sends = append(sends, c)
		}
	}
	st.MaxOut, st.MaxIn, st.H = zero(nil), zero(nil), zero(nil)
	if len(sends) > 0 {
		// The messages too are counted sequentially: the queue after
		// the step is not bounded by them (as messages says for a send
		// not counted per superstep).
		ms := &Step{Open: k.open, Close: k.close, Comms: sends, info: st.info}
		mb := &builder{a: a, st: ms, msgs: true}
		for _, c := range sends {
			mb.fallback(c.KwPos, KindSequential, coarseMsg)
			ms.Seq = append(ms.Seq, SeqComm{Stmt: c, Words: mb.wordsOf(c)})
		}
		ms.Err = fmt.Errorf("the send at %s was not analysed in the h-relations' time: the messages a process receives are not bounded", sends[0].KwPos)
		st.Messages = ms
	}
	return st
}
