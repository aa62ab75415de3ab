package frontend

import "reflect"

// Clone returns a deep copy of prog: every node is new, positions are
// kept, and the copy's Info binds each copied identifier to the object of
// prog the original was bound to, until Check resolves the copy. The copy's
// identifiers are numbered afresh, densely, so that its Info's lookups
// are indexes even when prog was built from the nodes of several
// programs (nondet's instrumented program shares the source's
// statements and adds its own).
//
// A node held in an Expr or Stmt (a statement of a block, an operand, a
// condition) is copied once however often it is reached that way: shared
// expressions and statements stay shared in the copy. A node held in a
// field of a concrete pointer type (*Ident, *Block, *Location) is copied
// at each reference.
func Clone(prog *Program) *Program {
	if prog == nil {
		return nil
	}
	c := newCloner(prog)
	c.number = true
	if prog.Info != nil {
		c.from = prog.Info
		c.to = newInfo(int32(len(c.ids.free)))
	}
	return c.program(prog)
}

// newCloner is a cloner for n, its table and slabs sized by countNodes.
func newCloner(n Node) *cloner {
	k := countNodes(n)
	return &cloner{
		seen: make(map[Node]Node, k.entries),
		ids:  slab[Ident]{free: make([]Ident, k.ids)},
		ints: slab[IntLit]{free: make([]IntLit, k.ints)},
		bins: slab[BinaryExpr]{free: make([]BinaryExpr, k.bins)},
		asgs: slab[AssignStmt]{free: make([]AssignStmt, k.asgs)},
		decs: slab[VarDecl]{free: make([]VarDecl, k.decs)},
	}
}

// nodeCounts are countNodes' counts.
type nodeCounts struct{ entries, ids, ints, bins, asgs, decs int }

// countNodes estimates the entries of the cloner's table for n: its
// expressions and statements, half of its identifiers (those held in
// *Ident fields are not entries). The table is then made once instead of
// grown (and copied) as it fills. It counts the identifiers, integer
// literals, binary expressions, assignments and declarations too, the
// most common nodes, whose
// copies are cut from slabs of that size (a shared node, reached twice,
// is copied once and takes less than counted; past the count, the slab
// goes on with arrays of slabSize).
func countNodes(n Node) nodeCounts {
	var k nodeCounts
	Inspect(n, func(n Node) bool {
		switch n.(type) {
		case *Ident:
			k.ids++
		case *IntLit:
			k.ints++
			k.entries++
		case *BinaryExpr:
			k.bins++
			k.entries++
		case *AssignStmt:
			k.asgs++
			k.entries++
		case *VarDecl:
			k.decs++
			k.entries++
		case Expr, Stmt:
			k.entries++
		}
		return true
	})
	k.entries += k.ids / 2
	return k
}

// CloneBlock returns a deep copy of b (see Clone).
func CloneBlock(b *Block) *Block {
	if b == nil {
		return nil
	}
	c := newCloner(b)
	return c.block(b)
}

// CloneBlockIn returns a deep copy of b, a block of the program whose
// bindings info holds, and binds each copied identifier in info to the
// object its original is bound to: a rewriter's copy of a block it goes
// on rewriting with those bindings (info is the rewriter's own, made by
// Extend, not the program's, which its other readers share).
func CloneBlockIn(info *Info, b *Block) *Block {
	if b == nil {
		return nil
	}
	c := newCloner(b)
	c.from, c.to = info, info
	return c.block(b)
}

// CloneExpr returns a deep copy of e (see Clone).
func CloneExpr(e Expr) Expr {
	if e == nil {
		return nil
	}
	return newCloner(e).expr(e)
}

// CloneExprIn returns a deep copy of e and binds each copied identifier
// in info to the object its original is bound to there (CloneBlockIn's
// expression form).
func CloneExprIn(info *Info, e Expr) Expr {
	if e == nil {
		return nil
	}
	c := newCloner(e)
	c.from, c.to = info, info
	return c.expr(e)
}

// cloner copies the tree node by node (Clone ran a reflective deep copy
// before, a tenth of the front's allocations: every field a
// reflect.Value, every node a map entry). seen maps the nodes met
// through an Expr or Stmt to their copies.
//
// The copies of identifiers, integer literals, binary expressions,
// assignments and declarations are cut from slabs, one allocation each
// rather than one per node.
type cloner struct {
	seen map[Node]Node
	ids  slab[Ident]
	ints slab[IntLit]
	bins slab[BinaryExpr]
	asgs slab[AssignStmt]
	decs slab[VarDecl]
	// from and to are the Info of the program cloned and of its copy
	// (nil when there is none): each copied Ident keeps its binding.
	from, to *Info
	// number is set when cloning a whole program: its copied identifiers
	// are numbered 1, 2, ... (n is the last number given); a copied block
	// or expression's are not numbered, they join another program.
	number bool
	n      int32
}

// cut returns a copy of *x, cut from s.
func cut[T any](s *slab[T], x *T) *T {
	y := s.new()
	*y = *x
	return y
}

func (c *cloner) program(p *Program) *Program {
	q := *p
	q.Name = c.ident(p.Name)
	q.Params = c.idents(p.Params)
	q.Requires = c.expr(p.Requires)
	q.Body = c.block(p.Body)
	if p.Objects != nil {
		// Objects belong to a program's resolution, not to its tree.
		q.Objects = append(make([]*Object, 0, len(p.Objects)), p.Objects...)
	}
	q.Info = c.to
	q.idents = c.n
	return &q
}

func (c *cloner) ident(x *Ident) *Ident {
	if x == nil {
		return nil
	}
	y := cut(&c.ids, x)
	y.num = 0
	if c.number {
		c.n++
		y.num = c.n
	}
	if c.from != nil {
		if o := c.from.ObjectOf(x); o != nil {
			c.to.bind(y, o, c.from.isDef(x))
		}
	}
	return y
}

func (c *cloner) idents(xs []*Ident) []*Ident {
	if xs == nil {
		return nil
	}
	out := make([]*Ident, len(xs))
	for i, x := range xs {
		out[i] = c.ident(x)
	}
	return out
}

func (c *cloner) block(b *Block) *Block {
	if b == nil {
		return nil
	}
	out := &Block{Start: b.Start}
	if b.Stmts != nil {
		out.Stmts = make([]Stmt, len(b.Stmts))
		for i, s := range b.Stmts {
			out.Stmts[i] = c.stmt(s)
		}
	}
	return out
}

func (c *cloner) exprs(xs []Expr) []Expr {
	if xs == nil {
		return nil
	}
	out := make([]Expr, len(xs))
	for i, x := range xs {
		out[i] = c.expr(x)
	}
	return out
}

func (c *cloner) location(l *Location) *Location {
	if l == nil {
		return nil
	}
	m := *l
	m.Var = c.ident(l.Var)
	m.Index = c.expr(l.Index)
	m.Hi = c.expr(l.Hi)
	return &m
}

// isNilNode reports whether n holds a nil pointer (kept as it is, like a
// nil interface).
func isNilNode(n Node) bool {
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// lookup returns the copy of n made before, if any.
func (c *cloner) lookup(n Node) (Node, bool) {
	if c.seen == nil {
		c.seen = map[Node]Node{}
		return nil, false
	}
	m, ok := c.seen[n]
	return m, ok
}

func (c *cloner) expr(e Expr) Expr {
	if e == nil || isNilNode(e) {
		return e
	}
	if m, ok := c.lookup(e); ok {
		return m.(Expr)
	}
	var out Expr
	switch x := e.(type) {
	case *Ident:
		out = c.ident(x)
	case *IntLit:
		out = cut(&c.ints, x)
	case *BoolLit:
		y := *x
		out = &y
	case *AnyExpr:
		y := *x
		out = &y
	case *BadExpr:
		y := *x
		out = &y
	case *IndexExpr:
		y := *x
		y.X = c.ident(x.X)
		y.Index = c.expr(x.Index)
		out = &y
	case *UnaryExpr:
		y := *x
		y.X = c.expr(x.X)
		out = &y
	case *BinaryExpr:
		y := cut(&c.bins, x)
		y.X = c.expr(x.X)
		y.Y = c.expr(x.Y)
		out = y
	case *CallExpr:
		y := *x
		y.Fun = c.ident(x.Fun)
		y.Args = c.exprs(x.Args)
		out = &y
	case *ParenExpr:
		y := *x
		y.X = c.expr(x.X)
		out = &y
	default:
		out = reflectClone(e).(Expr)
	}
	c.seen[e] = out
	return out
}

func (c *cloner) stmt(s Stmt) Stmt {
	if s == nil || isNilNode(s) {
		return s
	}
	if m, ok := c.lookup(s); ok {
		return m.(Stmt)
	}
	var out Stmt
	switch x := s.(type) {
	case *CostStmt:
		y := *x
		if x.Terms != nil {
			y.Terms = make([]CostTerm, len(x.Terms))
			for i, t := range x.Terms {
				t.Coef = c.expr(t.Coef)
				y.Terms[i] = t
			}
		}
		y.Stmt = c.stmt(x.Stmt)
		out = &y
	case *VarDecl:
		y := cut(&c.decs, x)
		y.Name = c.ident(x.Name)
		y.Size = c.expr(x.Size)
		y.Init = c.expr(x.Init)
		out = y
	case *AssignStmt:
		y := cut(&c.asgs, x)
		y.LHS = c.expr(x.LHS)
		y.RHS = c.expr(x.RHS)
		out = y
	case *IfStmt:
		y := *x
		y.Cond = c.expr(x.Cond)
		y.Then = c.block(x.Then)
		y.Else = c.block(x.Else)
		out = &y
	case *WhileStmt:
		y := *x
		y.Cond = c.expr(x.Cond)
		y.Body = c.block(x.Body)
		out = &y
	case *ForStmt:
		y := *x
		y.Var = c.ident(x.Var)
		y.Lo = c.expr(x.Lo)
		y.Hi = c.expr(x.Hi)
		y.Step = c.expr(x.Step)
		y.Body = c.block(x.Body)
		out = &y
	case *AssumeStmt:
		y := *x
		y.Cond = c.expr(x.Cond)
		out = &y
	case *CommStmt:
		y := *x
		y.Proc = c.expr(x.Proc)
		y.Src = c.location(x.Src)
		y.Dst = c.location(x.Dst)
		y.Words = c.expr(x.Words)
		y.Tag = c.location(x.Tag)
		out = &y
	case *TagSizeStmt:
		y := *x
		y.Size = c.expr(x.Size)
		out = &y
	case *RecvStmt:
		y := *x
		y.Count = c.ident(x.Count)
		y.Words = c.ident(x.Words)
		y.Dst = c.location(x.Dst)
		y.Max = c.expr(x.Max)
		out = &y
	case *SkipStmt:
		y := *x
		out = &y
	case *SyncStmt:
		y := *x
		out = &y
	case *BreakStmt:
		y := *x
		out = &y
	case *ContinueStmt:
		y := *x
		out = &y
	default:
		out = reflectClone(s).(Stmt)
	}
	c.seen[s] = out
	return out
}

// reflectClone deep-copies a node of a type the cloner does not list (a
// type of another package embedding a node): the same rules, by
// reflection.
func reflectClone(n Node) Node {
	c := reflectCloner{seen: map[reflect.Value]reflect.Value{}}
	return c.value(reflect.ValueOf(n)).Interface().(Node)
}

// reflectCloner deep-copies AST values; seen keeps shared nodes shared (a
// node reachable twice is copied once), which also makes cycles safe.
type reflectCloner struct {
	seen map[reflect.Value]reflect.Value
}

var objectPtr = reflect.TypeOf((*Object)(nil))

func (c *reflectCloner) value(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || v.Type() == objectPtr {
			return v // objects belong to a program's resolution, not to its tree
		}
		if w, ok := c.seen[v]; ok {
			return w
		}
		w := reflect.New(v.Type().Elem())
		c.seen[v] = w
		w.Elem().Set(c.value(v.Elem()))
		return w
	case reflect.Interface:
		if v.IsNil() {
			return v
		}
		w := reflect.New(v.Type()).Elem()
		w.Set(c.value(v.Elem()))
		return w
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		w := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			w.Index(i).Set(c.value(v.Index(i)))
		}
		return w
	case reflect.Struct:
		w := reflect.New(v.Type()).Elem()
		for i := 0; i < v.NumField(); i++ {
			if !w.Field(i).CanSet() {
				continue // the AST's unexported fields are numbers a program gives (Ident.num): a copy has none
			}
			w.Field(i).Set(c.value(v.Field(i)))
		}
		return w
	default:
		return v
	}
}
