package nondet

import "bspcost/frontend"

// CheckableFacts returns, per sync position, the assume conditions that
// seq (Instrument's result for prog) writes after that sync and that an
// oracle can evaluate (frontend.EvalCond, with seq.Info) with the simulator's values at
// the barrier (sim.Config.AtBarrier): those over prog's own objects only, and none
// about a scalar that a put or get writes, since the simulator shows the
// values before the words land. skipped counts the assumes left out.
// nondet's tests and benchmarks/gensound's facts check share it.
func CheckableFacts(prog, seq *frontend.Program) (facts map[frontend.Pos][]frontend.Expr, skipped int) {
	commDst := map[*frontend.Object]bool{}
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if c, ok := n.(*frontend.CommStmt); ok && c.Dst != nil && c.Dst.Var != nil {
			if o := prog.Info.ObjectOf(c.Dst.Var); o != nil {
				commDst[o] = true
			}
		}
		return true
	})
	facts = map[frontend.Pos][]frontend.Expr{}
	frontend.Inspect(seq.Body, func(n frontend.Node) bool {
		a, ok := n.(*frontend.AssumeStmt)
		if !ok {
			return true
		}
		usable := true
		frontend.Inspect(a.Cond, func(m frontend.Node) bool {
			if id, ok := m.(*frontend.Ident); ok {
				if o := seq.Info.ObjectOf(id); o == nil || o.ID < 0 || o.ID >= len(prog.Objects) || prog.Objects[o.ID] != o || commDst[o] {
					usable = false
				}
			}
			return usable
		})
		if usable {
			facts[a.Assume] = append(facts[a.Assume], a.Cond)
		} else {
			skipped++
		}
		return true
	})
	return facts, skipped
}
