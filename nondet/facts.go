package nondet

import "bspcost/frontend"

// Facts kept across the havoc of a barrier: a varying scalar x declared
// once as `var x := e`, never assigned again nor written by a put or get,
// with e made of pid, nprocs, parameters, literals, arithmetic, min/max
// and variables y that are themselves replicated single-assignment
// variables not havocked at the barrier. Every process computed
// x = e(its pid, y...) and nothing changed either since, so after
// `pid := any` the chosen process still satisfies x == e with the new pid:
// `assume x == e` keeps the relation (lo == pid * b) that the havoc would
// otherwise forget.

// definitions returns the single-assignment definitions of the program's
// scalars, and which of them are replicated.
func (in *instr) definitions() {
	in.def = map[*frontend.Object]frontend.Expr{}
	in.repDef = map[*frontend.Object]bool{}
	assigned := map[*frontend.Object]int{}
	decl := map[*frontend.Object]*frontend.VarDecl{}
	frontend.Inspect(in.prog.Body, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.VarDecl:
			if o := in.obj(s.Name); o != nil && s.Size == nil {
				assigned[o]++
				decl[o] = s
			}
		case *frontend.AssignStmt:
			if id, ok := s.LHS.(*frontend.Ident); ok && in.obj(id) != nil {
				assigned[in.obj(id)] += 2
			}
		case *frontend.CommStmt:
			if s.Dst != nil && in.obj(s.Dst.Var) != nil {
				assigned[in.obj(s.Dst.Var)] += 2
			}
		case *frontend.RecvStmt:
			if !noRecvWrites {
				for _, id := range s.Targets() {
					if o := in.obj(id); o != nil {
						assigned[o] += 2
					}
				}
			}
		}
		return true
	})
	for o, d := range decl {
		if assigned[o] != 1 || d.Init == nil || !pure(d.Init) {
			continue
		}
		in.def[o] = d.Init
		if in.ar.ReplicatedControl(d) && in.ar.Replicated(d.Init) {
			in.repDef[o] = true
		}
	}
}

// pure reports whether e has no any, array element or unknown call.
func pure(e frontend.Expr) bool {
	ok := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		switch x := n.(type) {
		case *frontend.AnyExpr, *frontend.IndexExpr:
			ok = false
		case *frontend.CallExpr:
			if x.Fun.Name != "min" && x.Fun.Name != "max" {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// reevaluable reports whether e can be evaluated again for another
// process after a barrier's havoc and still mean what it meant: it reads
// only pid, nprocs, parameters and replicated single-assignment variables
// not havocked there (min and max allowed).
func (in *instr) reevaluable(e frontend.Expr, havocked func(*frontend.Object) bool) bool {
	good := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		id, isID := n.(*frontend.Ident)
		if !isID || !good {
			return good
		}
		o := in.obj(id)
		switch {
		case o == nil: // min, max
		case o.Kind == frontend.PidObj, o.Kind == frontend.NprocsObj, o.Kind == frontend.ParamObj:
		case o.Kind == frontend.VarObj && in.repDef[o] && (havocked == nil || !havocked(o)):
		default:
			good = false
		}
		return good
	})
	return good
}

// fact returns the condition x == e kept for x across the havoc of a
// barrier (havocked: the variables havocked there), or nil.
func (in *instr) fact(x *frontend.Object, havocked func(*frontend.Object) bool, pos frontend.Pos) frontend.Expr {
	e, ok := in.def[x]
	if !ok {
		return nil
	}
	if !in.reevaluable(e, havocked) {
		return nil
	}
	return &frontend.BinaryExpr{X: in.ident(x, pos), Op: frontend.EQL, Y: e, OpPos: pos}
}
