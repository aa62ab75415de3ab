package llvm

import (
	"bspcost/frontend"

	"github.com/llir/llvm/ir"
)

// A call of a counter(x, e) contract (BSPonMPI's bsc_sync: it runs
// barriers until the collective step counter reaches x) is a barrier of
// every process when every process passes the same x. When x differs
// between processes (bsc_sync(2 * bsp_pid()) in a critical section), the
// calls are still made by every process at the same point of the text,
// but each runs a different number of barriers in a call (the totals
// agree, or the run aborts): the code between two calls runs in different
// supersteps on different processes. The alignment check rejects such a
// call (its guard), and the driver then analyses the desynchronised
// translation, Program.Desync, which is sound whatever the processes pass:
//
//   - each counter call is lowered by Contract.LowerDesync: no guard on x,
//     and charged the most barriers a process can run in it (x more than
//     its supersteps), each with e words;
//   - from the first top-level statement that calls a counter collective
//     on, every other work and words annotation is charged p times: the
//     cost of a superstep is the most any process does in it, at most the
//     sum over the processes of what each does in it, so over the run at
//     most the sum over the processes of their work (and of the words
//     they send), which is at most p times the most one process does
//     between two barriers of the text, summed over the text's supersteps;
//   - the same(...) results of collectives are not taken as the same on
//     every process (a process may read them before another has them);
//   - from that statement on, a program with other barriers (bsp_sync,
//     collectives without a counter) or with puts and gets is refused,
//     and with sends anywhere: their words would land in a superstep the
//     text does not say, and bsc's agreement on the next step needs every
//     process in a counter call at every barrier. Before it, barriers and
//     puts and gets closed by one are what they are in any run
//     (desyncBody).
//
// The counter's barriers bound assumes what bsc.h says of its steps: the
// counter starts at 0 (bsc_start) and a request is for the current step or
// a later one, so every barrier of a call advances it.

// desyncAlternative returns the desynchronised translation of f, when the
// translation prog of f calls a counter contract, for Program.Desync.
func desyncAlternative(m *ir.Module, f *ir.Func, opts Options, namer *fileNamer, goesOn map[*ir.Block]bool, prog *frontend.Program) func() (*frontend.Program, error) {
	if opts.desync {
		return nil
	}
	counter := false
	for _, k := range prog.ContractCalls {
		counter = counter || k.Contract.Counter != ""
	}
	if !counter {
		return nil
	}
	return func() (alt *frontend.Program, err error) {
		defer func() {
			if r := recover(); r != nil {
				b, ok := r.(bail)
				if !ok {
					panic(r)
				}
				alt, err = nil, b.err
			}
		}()
		opts.desync = true
		if alt, err = translateEntry(m, f, opts, namer, goesOn, nil); err != nil {
			return nil, err
		}
		alt.Registrations = prog.Registrations
		return alt, nil
	}
}

// desyncBody refuses what the desynchronised translation cannot model and
// charges the work and words of body's annotations, other than the
// counter calls', p times (see desyncAlternative), from the first
// top-level statement that calls a counter collective on. Before it every
// process runs the same barriers at the same time: bsp_sync, puts and gets
// are allowed there when a bsp_sync before that statement closes them
// (their words land before any process calls the counter collective), and
// its costs stay as they are (the cost of the superstep the first call
// ends is at most its largest before the call plus what each process does
// after it in that superstep, which is charged p times).
func (t *translator) desyncBody(body []frontend.Stmt) {
	started := false
	var open *frontend.CommStmt // a put or get of the prefix not yet closed
	walk := func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.SyncStmt:
			if !t.counterSyncs[s] {
				if started {
					t.fail(s.Sync, "a barrier other than a counter collective's call (bsc_sync) after one: with the counter's arguments differing between processes, it would meet their barriers in supersteps the text does not say")
				}
				open = nil
			}
		case *frontend.CommStmt:
			if s.Kind == frontend.Send {
				t.fail(s.KwPos, "a send: with the counter's arguments differing between processes, a process may read its queue before or after the barrier that delivers it")
			}
			if started {
				t.fail(s.KwPos, "a %s after a counter collective's call (bsc_sync): with the counter's arguments differing between processes, its words would land in a superstep the text does not say", s.Kind)
			}
			open = s
		case *frontend.CostStmt:
			if !started || t.counterCosts[s] {
				return true
			}
			for i, c := range s.Terms {
				if c.Resource == frontend.ResR || c.Resource == frontend.ResG {
					s.Terms[i].Coef = &frontend.BinaryExpr{X: &frontend.Ident{NamePos: c.ResPos, Name: "p"}, OpPos: c.ResPos, Op: frontend.MUL,
						Y: &frontend.ParenExpr{Lparen: c.ResPos, X: c.Coef, Rparen: c.ResPos}}
				}
			}
		}
		return true
	}
	for _, s := range body {
		if !started {
			frontend.Inspect(s, func(n frontend.Node) bool {
				if y, ok := n.(*frontend.SyncStmt); ok && t.counterSyncs[y] {
					started = true
				}
				return !started
			})
			if started && open != nil {
				t.fail(open.KwPos, "a %s that no bsp_sync closes before a counter collective's call (bsc_sync): with the counter's arguments differing between processes, its words would land in a superstep the text does not say", open.Kind)
			}
		}
		frontend.Inspect(s, walk)
	}
}
