package nondet

import (
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// EvalInt evaluates a pure integer expression of the kind nondet's facts
// are made of (literals, variables, unary minus, + - * / %, min, max) with
// a process's values indexed by object ID, in the .bsp integer semantics
// (frontend/intsem); ok is false on a division by zero, an overflow or any
// other construct. It is the oracles' evaluator: nondet's tests and
// benchmarks/gensound check with it that every fact written after a
// barrier holds on every process there (values from frontend/sim).
func EvalInt(e frontend.Expr, vals []int64) (int64, bool) {
	switch e := e.(type) {
	case *frontend.ParenExpr:
		return EvalInt(e.X, vals)
	case *frontend.IntLit:
		return e.Value, true
	case *frontend.Ident:
		if e.Obj == nil || e.Obj.ID < 0 || e.Obj.ID >= len(vals) {
			return 0, false
		}
		return vals[e.Obj.ID], true
	case *frontend.UnaryExpr:
		x, ok := EvalInt(e.X, vals)
		if !ok || e.Op != frontend.SUB {
			return 0, false
		}
		return intsem.Neg(x)
	case *frontend.BinaryExpr:
		x, ok1 := EvalInt(e.X, vals)
		y, ok2 := EvalInt(e.Y, vals)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch e.Op {
		case frontend.ADD:
			return intsem.Add(x, y)
		case frontend.SUB:
			return intsem.Sub(x, y)
		case frontend.MUL:
			return intsem.Mul(x, y)
		case frontend.QUO:
			return intsem.Quo(x, y)
		case frontend.REM:
			return intsem.Rem(x, y)
		}
	case *frontend.CallExpr:
		if len(e.Args) == 0 || (e.Fun.Name != "min" && e.Fun.Name != "max") {
			return 0, false
		}
		r, ok := EvalInt(e.Args[0], vals)
		for _, a := range e.Args[1:] {
			v, ok2 := EvalInt(a, vals)
			ok = ok && ok2
			if e.Fun.Name == "min" {
				r = min(r, v)
			} else {
				r = max(r, v)
			}
		}
		return r, ok
	}
	return 0, false
}

// EvalCond evaluates a condition of nondet's facts (comparisons of
// EvalInt's expressions, &&, ||, !) with a process's values; ok is false
// when a part cannot be evaluated.
func EvalCond(e frontend.Expr, vals []int64) (holds, ok bool) {
	switch e := e.(type) {
	case *frontend.ParenExpr:
		return EvalCond(e.X, vals)
	case *frontend.UnaryExpr:
		if e.Op != frontend.NOT {
			return false, false
		}
		x, ok := EvalCond(e.X, vals)
		return !x, ok
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.LAND, frontend.LOR:
			x, ok1 := EvalCond(e.X, vals)
			y, ok2 := EvalCond(e.Y, vals)
			if e.Op == frontend.LAND {
				return x && y, ok1 && ok2
			}
			return x || y, ok1 && ok2
		}
		x, ok1 := EvalInt(e.X, vals)
		y, ok2 := EvalInt(e.Y, vals)
		if !ok1 || !ok2 {
			return false, false
		}
		switch e.Op {
		case frontend.LSS:
			return x < y, true
		case frontend.LEQ:
			return x <= y, true
		case frontend.GTR:
			return x > y, true
		case frontend.GEQ:
			return x >= y, true
		case frontend.EQL:
			return x == y, true
		case frontend.NEQ:
			return x != y, true
		}
	}
	return false, false
}

// CheckableFacts returns, per sync position, the assume conditions that
// seq (Instrument's result for prog) writes after that sync and that an
// oracle can evaluate with the simulator's values at the barrier
// (sim.Config.AtBarrier): those over prog's own objects only, and none
// about a scalar that a put or get writes, since the simulator shows the
// values before the words land. skipped counts the assumes left out.
// nondet's tests and benchmarks/gensound's facts check share it.
func CheckableFacts(prog, seq *frontend.Program) (facts map[frontend.Pos][]frontend.Expr, skipped int) {
	commDst := map[*frontend.Object]bool{}
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if c, ok := n.(*frontend.CommStmt); ok && c.Dst != nil && c.Dst.Var != nil && c.Dst.Var.Obj != nil {
			commDst[c.Dst.Var.Obj] = true
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
			if id, ok := m.(*frontend.Ident); ok && (id.Obj == nil || id.Obj.ID < 0 || id.Obj.ID >= len(prog.Objects) || prog.Objects[id.Obj.ID] != id.Obj || commDst[id.Obj]) {
				usable = false
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
