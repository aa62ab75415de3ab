package frontend

import "fmt"

// An ApplyFunc is called by Apply for each node, with a Cursor at it.
// Its result says whether to continue (see Apply).
type ApplyFunc func(*Cursor) bool

// Apply traverses the AST rooted at root, as astutil.Apply does for Go: it
// calls pre(c) before a node's children and post(c) after them, with a
// Cursor c that can replace the node, or delete it and insert statements
// around it when it is a statement of a Block. If pre returns false, the
// node's children are skipped (and post is not called for it); if post
// returns false, the traversal stops. Nil pre or post are skipped.
// Replaced or inserted nodes are not traversed by pre and post of their
// parent's pass (Apply visits the node that was at the position when it
// got there); the returned root is root, or its replacement.
//
// Apply is the rewriter of the later stages (nondet turns `pid` into an
// arbitrary value and inserts havocs after syncs); the result is checked
// again with Check, which rebinds names and rebuilds Program.Objects.
func Apply(root Node, pre, post ApplyFunc) (result Node) {
	parent := &struct{ Node }{root}
	a := &application{pre: pre, post: post}
	defer func() {
		if r := recover(); r != nil && r != errAbort {
			panic(r)
		}
		result = parent.Node
	}()
	a.apply(nil, "Root", nil, root, func(n Node) { parent.Node = n })
	return parent.Node
}

var errAbort = new(int) // a unique value: the traversal stopped

// Cursor describes a node met by Apply: the node, its parent and the
// field of the parent holding it.
type Cursor struct {
	parent Node
	name   string
	iter   *iterator // non-nil when the node is an element of a slice
	node   Node
	set    func(Node)
	block  *Block // the block when the node is one of its Stmts
}

type iterator struct {
	index, step int
}

// Node returns the current node.
func (c *Cursor) Node() Node { return c.node }

// Parent returns the parent of the current node (nil for the root).
func (c *Cursor) Parent() Node { return c.parent }

// Name returns the name of the parent's field holding the node ("Stmts",
// "Cond", "X", ...), "Root" for the root.
func (c *Cursor) Name() string { return c.name }

// Index returns the index of the node in its parent's slice field, or -1.
func (c *Cursor) Index() int {
	if c.iter == nil {
		return -1
	}
	return c.iter.index
}

// Replace replaces the current node by n. It panics when n does not fit
// the field (a statement where an expression is expected, a non-Ident
// where the field is an *Ident, ...), which is a bug of the caller.
func (c *Cursor) Replace(n Node) {
	c.set(n)
	c.node = n
}

// Delete deletes the current node, a statement of a Block.
func (c *Cursor) Delete() {
	b := c.mustBlock("Delete")
	i := c.iter.index
	b.Stmts = append(b.Stmts[:i], b.Stmts[i+1:]...)
	c.iter.step--
}

// InsertBefore inserts s before the current node, a statement of a Block;
// Apply does not visit s.
func (c *Cursor) InsertBefore(s Stmt) {
	b := c.mustBlock("InsertBefore")
	i := c.iter.index
	b.Stmts = append(b.Stmts[:i], append([]Stmt{s}, b.Stmts[i:]...)...)
	c.iter.index++
}

// InsertAfter inserts s after the current node, a statement of a Block;
// Apply does not visit s.
func (c *Cursor) InsertAfter(s Stmt) {
	b := c.mustBlock("InsertAfter")
	i := c.iter.index
	b.Stmts = append(b.Stmts[:i+1], append([]Stmt{s}, b.Stmts[i+1:]...)...)
	c.iter.step++
}

func (c *Cursor) mustBlock(op string) *Block {
	if c.block == nil {
		panic(fmt.Sprintf("frontend.Cursor.%s: node is not a statement of a block", op))
	}
	return c.block
}

type application struct {
	pre, post ApplyFunc
}

func set[T Node](field *T, what string) func(Node) {
	return func(n Node) {
		if n == nil {
			var zero T
			*field = zero
			return
		}
		v, ok := n.(T)
		if !ok {
			panic(fmt.Sprintf("frontend.Cursor.Replace: %T cannot stand in %s", n, what))
		}
		*field = v
	}
}

func (a *application) apply(parent Node, name string, iter *iterator, n Node, setter func(Node)) {
	a.applyIn(parent, name, iter, n, setter, nil)
}

func (a *application) applyIn(parent Node, name string, iter *iterator, n Node, setter func(Node), block *Block) {
	if n == nil {
		return
	}
	c := &Cursor{parent: parent, name: name, iter: iter, node: n, set: setter, block: block}
	if a.pre != nil && !a.pre(c) {
		return
	}
	switch n := c.node.(type) {
	case *Program:
		a.apply(n, "Name", nil, n.Name, set(&n.Name, "Program.Name"))
		for i := range n.Params {
			a.apply(n, "Params", &iterator{index: i}, n.Params[i], set(&n.Params[i], "Program.Params"))
		}
		if n.Requires != nil {
			a.apply(n, "Requires", nil, n.Requires, set(&n.Requires, "Program.Requires"))
		}
		a.apply(n, "Body", nil, n.Body, set(&n.Body, "Program.Body"))
	case *Block:
		it := &iterator{}
		for it.index = 0; it.index < len(n.Stmts); it.index += it.step {
			it.step = 1
			blk := n
			a.applyIn(n, "Stmts", it, n.Stmts[it.index], func(x Node) {
				s, ok := x.(Stmt)
				if !ok {
					panic(fmt.Sprintf("frontend.Cursor.Replace: %T cannot stand in Block.Stmts", x))
				}
				blk.Stmts[it.index] = s
			}, n)
		}
	case *IndexExpr:
		a.apply(n, "X", nil, n.X, set(&n.X, "IndexExpr.X"))
		a.apply(n, "Index", nil, n.Index, set(&n.Index, "IndexExpr.Index"))
	case *UnaryExpr:
		a.apply(n, "X", nil, n.X, set(&n.X, "UnaryExpr.X"))
	case *BinaryExpr:
		a.apply(n, "X", nil, n.X, set(&n.X, "BinaryExpr.X"))
		a.apply(n, "Y", nil, n.Y, set(&n.Y, "BinaryExpr.Y"))
	case *CallExpr:
		a.apply(n, "Fun", nil, n.Fun, set(&n.Fun, "CallExpr.Fun"))
		for i := range n.Args {
			a.apply(n, "Args", &iterator{index: i}, n.Args[i], set(&n.Args[i], "CallExpr.Args"))
		}
	case *ParenExpr:
		a.apply(n, "X", nil, n.X, set(&n.X, "ParenExpr.X"))
	case *CostStmt:
		for i := range n.Terms {
			a.apply(n, "Terms", &iterator{index: i}, n.Terms[i].Coef, set(&n.Terms[i].Coef, "CostTerm.Coef"))
		}
		a.apply(n, "Stmt", nil, n.Stmt, set(&n.Stmt, "CostStmt.Stmt"))
	case *VarDecl:
		a.apply(n, "Name", nil, n.Name, set(&n.Name, "VarDecl.Name"))
		if n.Size != nil {
			a.apply(n, "Size", nil, n.Size, set(&n.Size, "VarDecl.Size"))
		}
		if n.Init != nil {
			a.apply(n, "Init", nil, n.Init, set(&n.Init, "VarDecl.Init"))
		}
	case *AssignStmt:
		a.apply(n, "LHS", nil, n.LHS, set(&n.LHS, "AssignStmt.LHS"))
		a.apply(n, "RHS", nil, n.RHS, set(&n.RHS, "AssignStmt.RHS"))
	case *IfStmt:
		a.apply(n, "Cond", nil, n.Cond, set(&n.Cond, "IfStmt.Cond"))
		a.apply(n, "Then", nil, n.Then, set(&n.Then, "IfStmt.Then"))
		if n.Else != nil {
			a.apply(n, "Else", nil, n.Else, set(&n.Else, "IfStmt.Else"))
		}
	case *WhileStmt:
		a.apply(n, "Cond", nil, n.Cond, set(&n.Cond, "WhileStmt.Cond"))
		a.apply(n, "Body", nil, n.Body, set(&n.Body, "WhileStmt.Body"))
	case *ForStmt:
		a.apply(n, "Var", nil, n.Var, set(&n.Var, "ForStmt.Var"))
		a.apply(n, "Lo", nil, n.Lo, set(&n.Lo, "ForStmt.Lo"))
		a.apply(n, "Hi", nil, n.Hi, set(&n.Hi, "ForStmt.Hi"))
		if n.Step != nil {
			a.apply(n, "Step", nil, n.Step, set(&n.Step, "ForStmt.Step"))
		}
		a.apply(n, "Body", nil, n.Body, set(&n.Body, "ForStmt.Body"))
	case *CommStmt:
		a.apply(n, "Proc", nil, n.Proc, set(&n.Proc, "CommStmt.Proc"))
		a.apply(n, "Src", nil, n.Src, set(&n.Src, "CommStmt.Src"))
		if n.Dst != nil {
			a.apply(n, "Dst", nil, n.Dst, set(&n.Dst, "CommStmt.Dst"))
		}
		if n.Words != nil {
			a.apply(n, "Words", nil, n.Words, set(&n.Words, "CommStmt.Words"))
		}
		if n.Tag != nil {
			a.apply(n, "Tag", nil, n.Tag, set(&n.Tag, "CommStmt.Tag"))
		}
	case *TagSizeStmt:
		a.apply(n, "Size", nil, n.Size, set(&n.Size, "TagSizeStmt.Size"))
	case *RecvStmt:
		if n.Count != nil {
			a.apply(n, "Count", nil, n.Count, set(&n.Count, "RecvStmt.Count"))
		}
		if n.Words != nil {
			a.apply(n, "Words", nil, n.Words, set(&n.Words, "RecvStmt.Words"))
		}
		if n.Dst != nil {
			a.apply(n, "Dst", nil, n.Dst, set(&n.Dst, "RecvStmt.Dst"))
		}
		if n.Max != nil {
			a.apply(n, "Max", nil, n.Max, set(&n.Max, "RecvStmt.Max"))
		}
	case *Location:
		a.apply(n, "Var", nil, n.Var, set(&n.Var, "Location.Var"))
		if n.Index != nil {
			a.apply(n, "Index", nil, n.Index, set(&n.Index, "Location.Index"))
		}
		if n.Hi != nil {
			a.apply(n, "Hi", nil, n.Hi, set(&n.Hi, "Location.Hi"))
		}
	}
	if a.post != nil && !a.post(c) {
		panic(errAbort)
	}
}

// Check resolves and type-checks prog like Parse does, for an AST that was
// built or rewritten in memory (frontend/gen, nondet) rather than parsed,
// as types.Config.Check does for Go: it binds every Ident anew (earlier
// bindings are discarded), rebuilds prog.Objects, and returns an ErrorList
// of every violation of the static rules of docs/language.md, sorted by
// position (synthesized nodes have zero positions), or nil. A malformed
// tree that the parser could not produce (a nil statement, a nil body)
// is reported as an error, not a panic.
func Check(prog *Program) (err error) {
	var errs ErrorList
	if prog == nil || prog.Body == nil {
		errs.Add(fileOf(prog), Pos{}, "malformed program: no body")
		return errs
	}
	defer func() {
		if r := recover(); r != nil {
			errs.Add(prog.File, Pos{}, "malformed program: %v", r)
			err = errs
		}
	}()
	prog.Objects = nil
	check(prog, &errs)
	return errs.Err()
}

func fileOf(prog *Program) string {
	if prog == nil {
		return ""
	}
	return prog.File
}
