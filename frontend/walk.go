package frontend

// Inspect traverses the AST rooted at n in depth-first order, like
// go/ast.Inspect: it calls f(n); if f returns true, it visits n's children
// and then calls f(nil).
func Inspect(n Node, f func(Node) bool) {
	if n == nil || !f(n) {
		return
	}
	switch n := n.(type) {
	case *Program:
		Inspect(n.Name, f)
		for _, x := range n.Params {
			Inspect(x, f)
		}
		if n.Requires != nil {
			Inspect(n.Requires, f)
		}
		Inspect(n.Body, f)
	case *Block:
		for _, s := range n.Stmts {
			Inspect(s, f)
		}
	case *IndexExpr:
		Inspect(n.X, f)
		Inspect(n.Index, f)
	case *UnaryExpr:
		Inspect(n.X, f)
	case *BinaryExpr:
		Inspect(n.X, f)
		Inspect(n.Y, f)
	case *CallExpr:
		Inspect(n.Fun, f)
		for _, a := range n.Args {
			Inspect(a, f)
		}
	case *ParenExpr:
		Inspect(n.X, f)
	case *CostStmt:
		for _, t := range n.Terms {
			Inspect(t.Coef, f)
		}
		Inspect(n.Stmt, f)
	case *VarDecl:
		Inspect(n.Name, f)
		inspectOpt(n.Size, f)
		inspectOpt(n.Init, f)
	case *AssignStmt:
		Inspect(n.LHS, f)
		Inspect(n.RHS, f)
	case *IfStmt:
		Inspect(n.Cond, f)
		Inspect(n.Then, f)
		if n.Else != nil {
			Inspect(n.Else, f)
		}
	case *WhileStmt:
		Inspect(n.Cond, f)
		Inspect(n.Body, f)
	case *AssumeStmt:
		Inspect(n.Cond, f)
	case *ForStmt:
		Inspect(n.Var, f)
		Inspect(n.Lo, f)
		Inspect(n.Hi, f)
		inspectOpt(n.Step, f)
		Inspect(n.Body, f)
	case *CommStmt:
		Inspect(n.Proc, f)
		Inspect(n.Src, f)
		if n.Dst != nil {
			Inspect(n.Dst, f)
		}
		inspectOpt(n.Words, f)
		if n.Tag != nil {
			Inspect(n.Tag, f)
		}
	case *TagSizeStmt:
		Inspect(n.Size, f)
	case *RecvStmt:
		if n.Count != nil {
			Inspect(n.Count, f)
		}
		if n.Words != nil {
			Inspect(n.Words, f)
		}
		if n.Dst != nil {
			Inspect(n.Dst, f)
		}
		inspectOpt(n.Max, f)
	case *Location:
		Inspect(n.Var, f)
		inspectOpt(n.Index, f)
		inspectOpt(n.Hi, f)
	}
	f(nil)
}

// inspectOpt visits an optional expression: a nil Expr interface must not
// reach Inspect as a typed nil.
func inspectOpt(x Expr, f func(Node) bool) {
	if x != nil {
		Inspect(x, f)
	}
}

// HasJump reports whether n holds a break or a continue, at any depth (of
// any loop: one of a loop inside n counts too).
func HasJump(n Node) bool {
	found := false
	Inspect(n, func(n Node) bool {
		switch n.(type) {
		case *BreakStmt, *ContinueStmt:
			found = true
		}
		return !found
	})
	return found
}
