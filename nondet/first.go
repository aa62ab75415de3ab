package nondet

import "bspcost/frontend"

// The first execution's charge (hrelation's seqfirst.go): a sequential
// statement with one pays it at its first execution in a superstep
// instead of its charge, when no statement with one has run in that
// superstep yet. One flag says so: 0 at the start and after each
// barrier, 1 once a first charge is paid:
//
//	if f == 0 then {F * g} skip; f := 1 else {C * g} skip end

// firstChargeOn switches the first execution's charge (its test switches
// it off: every execution pays the statement's charge).
var firstChargeOn = true

// firstDecl declares the flag, when some statement has a first charge;
// nil when none has.
func (in *instr) firstDecl(pos frontend.Pos) frontend.Stmt {
	if len(in.first) == 0 {
		return nil
	}
	in.firstFlag = &frontend.Object{Kind: frontend.VarObj, Name: in.freshName("f"), Decl: pos, ID: -1}
	return &frontend.VarDecl{Var: pos, Name: in.ident(in.firstFlag, pos), Init: intLit(0, pos)}
}

// firstReset sets the flag to 0 after a barrier; nil without a flag.
func (in *instr) firstReset(pos frontend.Pos) []frontend.Stmt {
	if in.firstFlag == nil {
		return nil
	}
	return []frontend.Stmt{&frontend.AssignStmt{LHS: in.ident(in.firstFlag, pos), Assign: pos, RHS: intLit(0, pos)}}
}

// firstCharge returns the charge of an execution of s, its first charge
// first and coef (its charge) then, in the flag's if; nil when s has
// no first charge.
func (in *instr) firstCharge(s *frontend.CommStmt, coef frontend.Expr) frontend.Stmt {
	first, ok := in.first[s]
	if !ok || in.firstFlag == nil {
		return nil
	}
	pos := s.KwPos
	charge := func(e frontend.Expr) frontend.Stmt {
		return &frontend.CostStmt{Lbrace: pos, Terms: []frontend.CostTerm{{Coef: e, Resource: frontend.ResG, ResName: "g", ResPos: pos}}, Rbrace: pos, Stmt: &frontend.SkipStmt{Skip: pos}}
	}
	return &frontend.IfStmt{
		If:   pos,
		Cond: &frontend.BinaryExpr{X: in.ident(in.firstFlag, pos), Op: frontend.EQL, Y: intLit(0, pos), OpPos: pos},
		Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{
			charge(first),
			&frontend.AssignStmt{LHS: in.ident(in.firstFlag, pos), Assign: pos, RHS: intLit(1, pos)},
		}},
		Else:   &frontend.Block{Start: pos, Stmts: []frontend.Stmt{charge(coef)}},
		EndPos: pos,
	}
}

// lower reports whether the first charge f may be below the charge c: not
// the same expression, nor constants with f >= c (the flag would only
// add a path).
func lower(f, c frontend.Expr) bool {
	if frontend.ExprString(f) == frontend.ExprString(c) {
		return false
	}
	fl, fLit := f.(*frontend.IntLit)
	cl, cLit := c.(*frontend.IntLit)
	return !fLit || !cLit || fl.Value < cl.Value
}
