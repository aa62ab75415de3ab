package gen

import (
	"strconv"

	fe "bspcost/frontend"
)

// Small constructors for AST nodes. Positions stay zero: the program is
// printed and re-parsed before anyone sees it, which fills them in.

func ident(name string) *fe.Ident { return &fe.Ident{Name: name} }

func lit(v int64) fe.Expr {
	if v < 0 {
		// The parser reads -5 as a negation of 5; building it the same way
		// keeps the AST identical across a print/parse round trip.
		return &fe.UnaryExpr{Op: fe.SUB, X: lit(-v)}
	}
	return &fe.IntLit{Lit: strconv.FormatInt(v, 10), Value: v}
}

func bin(op fe.Token, x, y fe.Expr) fe.Expr { return &fe.BinaryExpr{X: x, Op: op, Y: y} }

func call(name string, args ...fe.Expr) fe.Expr {
	return &fe.CallExpr{Fun: ident(name), Args: args}
}

func not(x fe.Expr) fe.Expr { return &fe.UnaryExpr{Op: fe.NOT, X: x} }

func block(stmts ...fe.Stmt) *fe.Block { return &fe.Block{Stmts: stmts} }

func assign(lhs, rhs fe.Expr) fe.Stmt { return &fe.AssignStmt{LHS: lhs, RHS: rhs} }

func ifStmt(cond fe.Expr, then []fe.Stmt, els []fe.Stmt) *fe.IfStmt {
	s := &fe.IfStmt{Cond: cond, Then: block(then...)}
	if els != nil {
		s.Else = block(els...)
	}
	return s
}

// cost wraps s in the annotation {coef * res}.
func cost(coef fe.Expr, res string, s fe.Stmt) fe.Stmt {
	r := fe.ResR
	if res == "g" {
		r = fe.ResG
	}
	return &fe.CostStmt{Terms: []fe.CostTerm{{Coef: coef, Resource: r, ResName: res}}, Stmt: s}
}

func loc(name string, index fe.Expr) *fe.Location {
	return &fe.Location{Var: ident(name), Index: index}
}

func sliceLoc(name string, lo, hi fe.Expr) *fe.Location {
	return &fe.Location{Var: ident(name), Index: lo, Slice: true, Hi: hi}
}

func comm(kind fe.CommKind, proc fe.Expr, src, dst *fe.Location, words fe.Expr) fe.Stmt {
	return &fe.CommStmt{Kind: kind, Proc: proc, Src: src, Dst: dst, Words: words}
}
