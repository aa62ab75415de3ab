package frontend

// The resolver and type checker. It binds every Ident to its Object and
// checks the static rules of docs/language.md: declare before use, no
// shadowing, int/bool typing, what may be assigned, what may be a put/get
// location, break/continue inside loops.

type typ int

const (
	tBad typ = iota
	tInt
	tBool
)

func (t typ) String() string {
	switch t {
	case tInt:
		return "int"
	case tBool:
		return "bool"
	}
	return "invalid"
}

// reserved names cannot be declared.
var reserved = map[string]bool{"pid": true, "nprocs": true, "p": true, "min": true, "max": true, "log2": true}

type checker struct {
	prog *Program
	errs *ErrorList
	// names is every name in scope. Names cannot be shadowed, so one map
	// does what a map per scope did, without a map made per block:
	// declared lists the names the open scopes added, marks where each
	// scope's begin, and pop removes its own.
	names    map[string]*Object
	declared []string
	marks    []int
	loops    int
	objs     slab[Object] // the objects are cut from it
	// inRequires is set while checking the requires clause, which may only
	// mention parameters and nprocs.
	inRequires bool
}

func check(prog *Program, errs *ErrorList) {
	c := &checker{prog: prog, errs: errs}
	prog.Info = newInfo(prog.idents)
	pid := c.newObject(PidObj, "pid", Pos{})
	np := c.newObject(NprocsObj, "nprocs", Pos{})
	c.names = map[string]*Object{"pid": pid, "nprocs": np, "p": np}
	c.push()
	for _, id := range prog.Params {
		c.declare(id, ParamObj)
	}
	if prog.Requires != nil {
		c.inRequires = true
		c.wantType(prog.Requires, tBool, "requires clause")
		c.inRequires = false
	}
	c.block(prog.Body)
	c.pop()
	errs.Sort()
}

func (c *checker) errorf(pos Pos, format string, args ...any) {
	c.errs.Add(c.prog.File, pos, format, excerptArgs(args)...)
}

func (c *checker) newObject(kind ObjKind, name string, pos Pos) *Object {
	o := c.objs.new()
	*o = Object{Kind: kind, Name: name, Decl: pos, ID: len(c.prog.Objects)}
	c.prog.Objects = append(c.prog.Objects, o)
	return o
}

func (c *checker) push() { c.marks = append(c.marks, len(c.declared)) }

func (c *checker) pop() {
	m := c.marks[len(c.marks)-1]
	c.marks = c.marks[:len(c.marks)-1]
	for _, n := range c.declared[m:] {
		delete(c.names, n)
	}
	c.declared = c.declared[:m]
}

func (c *checker) lookup(name string) *Object { return c.names[name] }

// bind records id's binding in the program's Info, numbering id first
// when no program has (a node built in memory).
func (c *checker) bind(id *Ident, o *Object, def bool) {
	if id.num == 0 {
		c.prog.idents++
		id.num = c.prog.idents
	}
	c.prog.Info.bind(id, o, def)
}

func (c *checker) declare(id *Ident, kind ObjKind) {
	obj := c.newObject(kind, id.Name, id.NamePos)
	c.bind(id, obj, true)
	switch {
	case reserved[id.Name]:
		c.errorf(id.NamePos, "cannot declare %s: the name is reserved", id.Name)
	case c.lookup(id.Name) != nil:
		prev := c.lookup(id.Name)
		c.errorf(id.NamePos, "%s redeclared (previous declaration at %s); names cannot be shadowed", id.Name, prev.Decl)
	default:
		c.names[id.Name] = obj
		c.declared = append(c.declared, id.Name)
	}
}

func (c *checker) block(b *Block) {
	c.push()
	for _, s := range b.Stmts {
		c.stmt(s)
	}
	c.pop()
}

func (c *checker) stmt(s Stmt) {
	switch s := s.(type) {
	case *CostStmt:
		for _, t := range s.Terms {
			c.wantType(t.Coef, tInt, "cost annotation")
		}
		c.stmt(s.Stmt)
	case *VarDecl:
		if s.Size != nil {
			c.wantType(s.Size, tInt, "array length")
		}
		if s.Init != nil {
			c.wantType(s.Init, tInt, "initial value")
		}
		kind := VarObj
		if s.Size != nil {
			kind = ArrayObj
		}
		c.declare(s.Name, kind)
	case *AssignStmt:
		c.wantType(s.RHS, tInt, "assigned value")
		switch l := s.LHS.(type) {
		case *Ident:
			if o := c.use(l); o != nil {
				// pid := any is the non-deterministic scheduling of
				// instrumented programs (nondet); pid is read-only otherwise.
				if _, isAny := s.RHS.(*AnyExpr); !(o.Kind == PidObj && isAny) {
					c.assignable(l, o, false)
				}
			}
		case *IndexExpr:
			c.index(l)
		}
	case *IfStmt:
		c.wantType(s.Cond, tBool, "if condition")
		c.block(s.Then)
		if s.Else != nil {
			c.block(s.Else)
		}
	case *WhileStmt:
		c.wantType(s.Cond, tBool, "while condition")
		c.loops++
		c.block(s.Body)
		c.loops--
	case *ForStmt:
		c.wantType(s.Lo, tInt, "for loop bound")
		c.wantType(s.Hi, tInt, "for loop bound")
		if s.Step != nil {
			c.wantType(s.Step, tInt, "for loop step")
		}
		c.push()
		c.declare(s.Var, LoopVarObj)
		c.loops++
		c.block(s.Body)
		c.loops--
		c.pop()
	case *BreakStmt:
		if c.loops == 0 {
			c.errorf(s.Break, "break is not inside a loop")
		}
	case *ContinueStmt:
		if c.loops == 0 {
			c.errorf(s.Continue, "continue is not inside a loop")
		}
	case *CommStmt:
		side := " target"
		if s.Kind == Get {
			side = " source"
		}
		c.wantType2(s.Proc, tInt, s.Kind.String(), side)
		what := "put/get"
		if s.Kind == Send {
			what = "send"
		}
		c.location(s.Src, what)
		if s.Dst != nil {
			c.location(s.Dst, what)
		} else if s.Kind != Send {
			c.errorf(s.KwPos, "%s has no destination", s.Kind)
		}
		if s.Words != nil {
			c.wantType(s.Words, tInt, "word count")
		}
		if s.Tag != nil {
			if s.Kind != Send {
				c.errorf(s.Tag.Pos(), "only a send has a tag")
			} else if s.Words == nil {
				c.errorf(s.Tag.Pos(), "a send with a tag needs its word count (send(t, src, n, tag))")
			}
			c.location(s.Tag, what)
		}
	case *TagSizeStmt:
		c.wantType(s.Size, tInt, "tag size")
	case *RecvStmt:
		for _, id := range []*Ident{s.Count, s.Words} {
			if id == nil {
				continue
			}
			if o := c.use(id); o != nil {
				c.assignable(id, o, false)
			}
		}
		if s.Count == nil && s.Kind != Move {
			c.errorf(s.KwPos, "%s needs a variable for its count", s.Kind)
		}
		if s.Dst != nil {
			c.location(s.Dst, s.Kind.String())
		} else if s.Kind == Move {
			c.errorf(s.KwPos, "move needs a destination")
		}
		if s.Max != nil {
			c.wantType(s.Max, tInt, "word count")
		}
	case *SkipStmt, *SyncStmt:
	case *AssumeStmt:
		c.wantType(s.Cond, tBool, "assumption")
	}
}

// assignable reports an error unless obj may be written.
func (c *checker) assignable(id *Ident, obj *Object, asLocation bool) {
	switch obj.Kind {
	case VarObj:
		return
	case ArrayObj:
		if asLocation {
			return
		}
		c.errorf(id.NamePos, "cannot assign to array %s as a whole (assign elements: %s[i] := ...)", id.Name, id.Name)
	case ParamObj:
		c.errorf(id.NamePos, "cannot assign to parameter %s", id.Name)
	case LoopVarObj:
		c.errorf(id.NamePos, "cannot assign to loop variable %s", id.Name)
	case PidObj, NprocsObj:
		c.errorf(id.NamePos, "cannot assign to %s", id.Name)
	}
}

// location checks a location of a statement (what: "put/get" or the
// BSMP statement's name, for the message).
func (c *checker) location(l *Location, what string) {
	o := c.use(l.Var)
	if o == nil {
		return
	}
	if o.Kind != VarObj && o.Kind != ArrayObj {
		c.errorf(l.Var.NamePos, "%s cannot be a %s location (only variables and arrays can)", describeObj(o, l.Var.Name), what)
		return
	}
	if l.Index != nil {
		if o.Kind != ArrayObj {
			c.errorf(l.Lbrack, "%s is not an array and cannot be indexed", l.Var.Name)
		}
		c.wantType(l.Index, tInt, "index")
		if l.Hi != nil {
			c.wantType(l.Hi, tInt, "slice bound")
		}
	}
}

// use resolves an identifier occurrence.
func (c *checker) use(id *Ident) *Object {
	o := c.lookup(id.Name)
	if o == nil {
		if _, ok := resourceNames[id.Name]; ok {
			c.errorf(id.NamePos, "undeclared name %s (in a cost annotation, write each term as e * r, e * g or e * l)", id.Name)
		} else {
			c.errorf(id.NamePos, "undeclared name %s", id.Name)
		}
		return nil
	}
	c.bind(id, o, false)
	if c.inRequires && o.Kind != ParamObj && o.Kind != NprocsObj {
		c.errorf(id.NamePos, "the requires clause may only mention parameters and nprocs, not %s", id.Name)
	}
	return o
}

func (c *checker) index(x *IndexExpr) {
	if o := c.use(x.X); o != nil && o.Kind != ArrayObj {
		c.errorf(x.Lbrack, "%s is not an array and cannot be indexed", x.X.Name)
	}
	c.wantType(x.Index, tInt, "index")
}

func (c *checker) wantType(x Expr, want typ, what string) {
	if got := c.expr(x); got != tBad && got != want {
		c.errorf(x.Pos(), "%s must be %s, not %s", what, want, got)
	}
}

// wantType2 is wantType of what1+what2, joined only for an error: the
// operands of every binary operator are checked, and a message made for
// each was most of Check's allocations.
func (c *checker) wantType2(x Expr, want typ, what1, what2 string) {
	if got := c.expr(x); got != tBad && got != want {
		c.errorf(x.Pos(), "%s%s must be %s, not %s", what1, what2, want, got)
	}
}

func (c *checker) expr(x Expr) typ {
	switch x := x.(type) {
	case *IntLit:
		return tInt
	case *BoolLit:
		return tBool
	case *AnyExpr:
		if c.inRequires {
			c.errorf(x.AnyPos, "the requires clause cannot use any")
		}
		return tInt
	case *ParenExpr:
		return c.expr(x.X)
	case *Ident:
		o := c.use(x)
		if o == nil {
			return tBad
		}
		if o.Kind == ArrayObj {
			c.errorf(x.NamePos, "array %s used as a value (index it: %s[i])", x.Name, x.Name)
			return tBad
		}
		return tInt
	case *IndexExpr:
		c.index(x)
		return tInt
	case *CallExpr:
		switch x.Fun.Name {
		case "min", "max":
		case "log2":
			if len(x.Args) != 1 {
				c.errorf(x.Lparen, "log2 takes one argument")
			}
		default:
			c.errorf(x.Fun.NamePos, "unknown function %s (the built-in functions are min, max and log2)", x.Fun.Name)
			return tBad
		}
		if len(x.Args) < 2 && x.Fun.Name != "log2" {
			c.errorf(x.Lparen, "%s needs at least two arguments", x.Fun.Name)
		}
		for _, a := range x.Args {
			c.wantType2(a, tInt, x.Fun.Name, " argument")
		}
		return tInt
	case *UnaryExpr:
		if x.Op == NOT {
			c.wantType(x.X, tBool, "operand of !")
			return tBool
		}
		c.wantType(x.X, tInt, "operand of -")
		return tInt
	case *BinaryExpr:
		switch x.Op {
		case LAND, LOR:
			c.wantType2(x.X, tBool, "operand of ", x.Op.String())
			c.wantType2(x.Y, tBool, "operand of ", x.Op.String())
			return tBool
		case EQL, NEQ:
			tx, ty := c.expr(x.X), c.expr(x.Y)
			if tx != tBad && ty != tBad && tx != ty {
				c.errorf(x.OpPos, "cannot compare %s with %s", tx, ty)
			}
			return tBool
		case LSS, LEQ, GTR, GEQ:
			c.wantType2(x.X, tInt, "operand of ", x.Op.String())
			c.wantType2(x.Y, tInt, "operand of ", x.Op.String())
			return tBool
		default:
			c.wantType2(x.X, tInt, "operand of ", x.Op.String())
			c.wantType2(x.Y, tInt, "operand of ", x.Op.String())
			return tInt
		}
	}
	return tBad
}

// describeObj names an object with its kind, as in "parameter N"; the
// built-ins are their own kind ("pid", not "pid pid"; "p" is nprocs).
func describeObj(o *Object, name string) string {
	switch o.Kind {
	case PidObj, NprocsObj:
		if name != o.Name {
			return name + " (" + o.Name + ")"
		}
		return name
	}
	return o.Kind.String() + " " + name
}
