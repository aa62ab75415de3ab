package frontend

import "unicode/utf8"

// The AST of a .bsp program. Every node records where it starts (Pos) and
// where it ends (End, the position just after its last character), so that
// diagnostics of every later stage can point at source ranges. The tree
// holds no bindings: the checker binds each Ident to the declared Object
// in Program.Info (info.go), which later passes use as the key for a
// variable (names may repeat in disjoint scopes; Objects do not).

// Node is implemented by every AST node.
type Node interface {
	Pos() Pos // first character of the node
	End() Pos // position just after the node
}

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// Stmt is a statement node.
type Stmt interface {
	Node
	stmtNode()
}

// ObjKind says what an identifier denotes.
type ObjKind int

// The kinds of objects.
const (
	BadObj     ObjKind = iota
	ParamObj           // program parameter: replicated integer input
	VarObj             // scalar local variable
	ArrayObj           // local array
	LoopVarObj         // counter of a for loop (read-only in the body)
	PidObj             // built-in pid
	NprocsObj          // built-in nprocs, also spelt p
)

var objKindNames = [...]string{"bad", "parameter", "variable", "array", "loop variable", "pid", "nprocs"}

func (k ObjKind) String() string {
	if k >= 0 && int(k) < len(objKindNames) {
		return objKindNames[k]
	}
	return "unknown"
}

// Object is a declared entity: a parameter, a variable, an array, a loop
// counter, or one of the built-ins pid and nprocs.
type Object struct {
	Kind ObjKind
	Name string
	Decl Pos // declaring occurrence; zero for built-ins
	// ID numbers the objects of one program densely from 0, so that
	// analyses can keep per-variable facts in slices.
	ID int
}

// Program is a parsed .bsp file.
type Program struct {
	File     string   // file name used in diagnostics
	Program  Pos      // position of "program"
	Name     *Ident   // program name (bound to no object)
	Params   []*Ident // parameters, in order
	Requires Expr     // assumptions on the parameters; nil if none
	Body     *Block
	EndPos   Pos // position of the closing "end"

	// Notes are what the front end that made the program approximated
	// (the C front end's sound over-approximations), at the source lines
	// that needed them, for the user; nil for a parsed .bsp program.
	Notes []*Diagnostic

	// ContractCalls are the calls a cost contract charged (its cost is
	// trusted), at the calls' positions; nil when there are none.
	ContractCalls []ContractCall

	// Registrations is the C front end's model of the program's BSPlib
	// registrations (regmodel.go), for the registration-safety check; nil
	// for a .bsp program and for a C program without registration,
	// puts or gets.
	Registrations *RegModel
	// Desync, when not nil, translates the C program again for runs in
	// which the counter argument of its counter(x, e) contract calls may
	// differ between processes (frontend/llvm's desync.go): the program
	// to analyse instead when this one is unaligned only for that.
	Desync func() (*Program, error)

	// Temps are the variables that the front end that made the program
	// declared for values its source does not name (the C front end's
	// temporaries: an intermediate value of an expression, a ?:'s), by
	// name and declaring position: reports name such a value by its
	// line, not by the temporary's name. Nil for a parsed .bsp program.
	Temps []TempDecl

	// Files are the other source files of a program made from several
	// (a C program's other translation units and headers): a position
	// whose Line is k·LineStride + l is line l of Files[k-1] (Where).
	Files []string

	// Objects lists every object of the program by ID: the built-ins pid and
	// nprocs first, then parameters and declarations in source order.
	Objects []*Object

	// Info binds the program's identifiers to their Objects (Parse and
	// Check fill it): the one home of bindings.
	Info *Info

	// idents is the highest number given to an identifier of the program
	// (Ident.num, Info's dense index).
	idents int32
}

// TempDecl is a declaration of Program.Temps: the variable's name and
// the position of its declaring identifier (Object.Decl).
type TempDecl struct {
	Name string
	Decl Pos
}

// Pos returns the position of the "program" keyword.
func (p *Program) Pos() Pos { return p.Program }

// LineStride separates the lines of a program's files (Program.Files):
// no source file has that many lines.
const LineStride = 1 << 24

// Where returns the file and position that pos of p stands for: p.File
// and pos, or for a position in another of its files (Program.Files),
// that file and the line in it.
func (p *Program) Where(pos Pos) (string, Pos) {
	if p == nil || pos.Line < LineStride {
		if p == nil {
			return "", pos
		}
		return p.File, pos
	}
	k := pos.Line / LineStride
	if k-1 >= len(p.Files) {
		return p.File, pos
	}
	return p.Files[k-1], Pos{Line: pos.Line % LineStride, Col: pos.Col}
}

// Locate gives the diagnostic d (made with positions of p) the file and
// positions its positions stand for (Where); its notes name their file
// when it is not d's. A diagnostic of another file than p's is left
// alone.
func (p *Program) Locate(d *Diagnostic) {
	if p == nil || len(p.Files) == 0 || d.File != "" && d.File != p.File {
		return
	}
	d.File, d.Pos = p.Where(d.Pos)
	if d.End.IsValid() {
		_, d.End = p.Where(d.End)
	}
	for i := range d.Notes {
		n := &d.Notes[i]
		if n.File != "" && n.File != p.File {
			continue
		}
		f, pos := p.Where(n.Pos)
		n.Pos = pos
		if n.End.IsValid() {
			_, n.End = p.Where(n.End)
		}
		if f != d.File {
			n.File = f
		}
	}
}

// End returns the position after the closing "end".
func (p *Program) End() Pos { return Pos{Line: p.EndPos.Line, Col: p.EndPos.Col + 3} }

// Nprocs returns the object of the built-in nprocs (every resolved
// program has one; nil for a Program without Objects).
func (p *Program) Nprocs() *Object {
	for _, o := range p.Objects {
		if o.Kind == NprocsObj {
			return o
		}
	}
	return nil
}

// Block is a sequence of statements.
type Block struct {
	Start Pos // position of the first statement, or of the enclosing keyword when empty
	Stmts []Stmt
}

// Pos returns the start of the block.
func (b *Block) Pos() Pos { return b.Start }

// End returns the end of the last statement (the start when empty).
func (b *Block) End() Pos {
	if len(b.Stmts) == 0 {
		return b.Start
	}
	return b.Stmts[len(b.Stmts)-1].End()
}

// ---------------------------------------------------------------------------
// Expressions

// Ident is a name: a variable, parameter, array, loop counter, pid, nprocs or p.
type Ident struct {
	NamePos Pos
	Name    string
	// num is the identifier's index in the Info of the program that
	// numbered it (the parser, Check or Clone), 0 before: a hint for the lookup, not a
	// binding (Info.ObjectOf checks that the entry is this node's).
	num int32
}

// IntLit is an integer literal.
type IntLit struct {
	ValuePos Pos
	Lit      string // as written
	Value    int64
}

// BoolLit is true or false.
type BoolLit struct {
	ValuePos Pos
	Value    bool
}

// AnyExpr is "any": an unknown integer (input data, or the non-deterministic
// choice of instrumented programs). "any(same)" (Same) is an unknown
// integer that is the same on every process at the same occurrence of the
// expression (the k-th evaluation of each process): the result of a
// collective whose contract says so.
type AnyExpr struct {
	AnyPos Pos
	Same   bool
	Rparen Pos // the ")" of any(same)
}

// IndexExpr is an array element a[i].
type IndexExpr struct {
	X      *Ident
	Lbrack Pos
	Index  Expr
	Rbrack Pos
}

// UnaryExpr is -x or !x.
type UnaryExpr struct {
	OpPos Pos
	Op    Token // SUB or NOT
	X     Expr
}

// BinaryExpr is x op y.
type BinaryExpr struct {
	X     Expr
	OpPos Pos
	Op    Token
	Y     Expr
}

// CallExpr is a call of a built-in function: min(a, b, ...) or max(a, b, ...).
type CallExpr struct {
	Fun    *Ident // bound to no object: built-in functions are not objects
	Lparen Pos
	Args   []Expr
	Rparen Pos
}

// ParenExpr is a parenthesized expression. The parser keeps it so that
// positions of diagnostics match the source; the printer re-creates only
// the parentheses that precedence needs, and ParenExpr is transparent to
// evaluation.
type ParenExpr struct {
	Lparen Pos
	X      Expr
	Rparen Pos
}

func (x *Ident) Pos() Pos     { return x.NamePos }
func (x *IntLit) Pos() Pos    { return x.ValuePos }
func (x *BoolLit) Pos() Pos   { return x.ValuePos }
func (x *AnyExpr) Pos() Pos   { return x.AnyPos }
func (x *IndexExpr) Pos() Pos { return x.X.Pos() }
func (x *UnaryExpr) Pos() Pos { return x.OpPos }
func (x *BinaryExpr) Pos() Pos {
	// A loop down the left operands: a chain of n left-associative
	// operators is n levels deep, and Pos must not recurse that deep.
	e := x
	for {
		l, ok := e.X.(*BinaryExpr)
		if !ok {
			return e.X.Pos()
		}
		e = l
	}
}
func (x *CallExpr) Pos() Pos  { return x.Fun.Pos() }
func (x *ParenExpr) Pos() Pos { return x.Lparen }

func (x *Ident) End() Pos {
	return Pos{Line: x.NamePos.Line, Col: x.NamePos.Col + utf8.RuneCountInString(x.Name)}
}
func (x *IntLit) End() Pos { return Pos{Line: x.ValuePos.Line, Col: x.ValuePos.Col + len(x.Lit)} }
func (x *BoolLit) End() Pos {
	n := 4
	if !x.Value {
		n = 5
	}
	return Pos{Line: x.ValuePos.Line, Col: x.ValuePos.Col + n}
}
func (x *AnyExpr) End() Pos {
	if x.Same {
		return Pos{Line: x.Rparen.Line, Col: x.Rparen.Col + 1}
	}
	return Pos{Line: x.AnyPos.Line, Col: x.AnyPos.Col + 3}
}
func (x *IndexExpr) End() Pos  { return Pos{Line: x.Rbrack.Line, Col: x.Rbrack.Col + 1} }
func (x *UnaryExpr) End() Pos  { return x.X.End() }
func (x *BinaryExpr) End() Pos { return x.Y.End() }
func (x *CallExpr) End() Pos   { return Pos{Line: x.Rparen.Line, Col: x.Rparen.Col + 1} }
func (x *ParenExpr) End() Pos  { return Pos{Line: x.Rparen.Line, Col: x.Rparen.Col + 1} }

func (*Ident) exprNode()      {}
func (*IntLit) exprNode()     {}
func (*BoolLit) exprNode()    {}
func (*AnyExpr) exprNode()    {}
func (*IndexExpr) exprNode()  {}
func (*UnaryExpr) exprNode()  {}
func (*BinaryExpr) exprNode() {}
func (*CallExpr) exprNode()   {}
func (*ParenExpr) exprNode()  {}

// Conjuncts returns the operands of e's top-level && operators, each
// without its enclosing parentheses (e itself when it is not a
// conjunction).
func Conjuncts(e Expr) []Expr {
	e = Unparen(e)
	if x, ok := e.(*BinaryExpr); ok && x.Op == LAND {
		return append(Conjuncts(x.X), Conjuncts(x.Y)...)
	}
	return []Expr{e}
}

// Disjuncts splits e at its top-level || (parentheses removed), as
// Conjuncts does at &&.
func Disjuncts(e Expr) []Expr {
	e = Unparen(e)
	if x, ok := e.(*BinaryExpr); ok && x.Op == LOR {
		return append(Disjuncts(x.X), Disjuncts(x.Y)...)
	}
	return []Expr{e}
}

// Unparen returns x with any enclosing parentheses removed.
func Unparen(x Expr) Expr {
	for {
		p, ok := x.(*ParenExpr)
		if !ok {
			return x
		}
		x = p.X
	}
}

// ---------------------------------------------------------------------------
// Statements

// Resource is a cost resource of an annotation.
type Resource int

// The resources of the BSP cost model: local work (r, also written w),
// communication (g) and synchronisation (l).
const (
	ResR Resource = iota
	ResG
	ResL
)

func (r Resource) String() string {
	switch r {
	case ResR:
		return "r"
	case ResG:
		return "g"
	case ResL:
		return "l"
	}
	return "?"
}

// CostTerm is one term "e * r" of a cost annotation.
type CostTerm struct {
	Coef     Expr
	Resource Resource
	ResPos   Pos    // position of the resource name; zero when implicit ({e} means e*r)
	ResName  string // as written: r, w, g or l; "" when implicit
	Bare     bool   // written as a bare resource ({g}): Coef is a synthesized 1
}

// CostStmt is a statement with a cost annotation: {e1 * r + e2 * g} stmt.
// The annotation's cost is charged once, when the statement starts.
type CostStmt struct {
	Lbrace Pos
	Terms  []CostTerm
	Rbrace Pos
	Stmt   Stmt
	// Barrier marks the charges of a barrier in a sequential program
	// (nondet's {h * g + 1 * l} skip at the barrier's position), which
	// the superstep sections find by it (seqcost.AttributeSections): a C
	// contract call puts other annotations at the position of the sync
	// it lowers to, which only this mark tells apart. False in source
	// programs.
	Barrier bool
}

// VarDecl declares a scalar (var x, var x := e) or an array (var a[n]).
// A scalar without initialiser and every array element hold arbitrary input
// data (see docs/language.md).
type VarDecl struct {
	Var    Pos
	Name   *Ident
	Size   Expr // array length; nil for scalars
	Rbrack Pos  // closing bracket of an array declaration
	Init   Expr // initial value; nil when absent
}

// AssignStmt is x := e or a[i] := e.
type AssignStmt struct {
	LHS    Expr // *Ident or *IndexExpr
	Assign Pos
	RHS    Expr
}

// IfStmt is if c then ... [elif c then ...] [else ...] end. An elif chain is
// represented as an Else block holding a single IfStmt with Elif set.
type IfStmt struct {
	If     Pos
	Cond   Expr
	Then   *Block
	Else   *Block // nil when absent
	Elif   bool   // this if was written as "elif" (shares the outer end)
	EndPos Pos    // position of "end" (of the outer if, for an elif)
}

// WhileStmt is while c do ... end.
type WhileStmt struct {
	While  Pos
	Cond   Expr
	Body   *Block
	EndPos Pos
}

// ForStmt is for i := lo to hi [step s] do ... end. The bounds and the step
// are evaluated once, on entry; i runs over lo, lo+s, ... while i <= hi; the
// step must be positive; the body cannot assign i.
type ForStmt struct {
	For    Pos
	Var    *Ident
	Lo, Hi Expr
	Step   Expr // nil means 1
	Body   *Block
	EndPos Pos
}

// SkipStmt does nothing.
type SkipStmt struct{ Skip Pos }

// SyncStmt is the barrier.
type SyncStmt struct{ Sync Pos }

// AssumeStmt is "assume c", a statement of instrumented (sequential)
// programs: the executions where c does not hold are discarded. nondet
// writes it after "pid := any" and the havoc of a barrier, with the facts
// that hold on every process there.
type AssumeStmt struct {
	Assume Pos
	Cond   Expr
}

func (s *AssumeStmt) Pos() Pos { return s.Assume }

// End returns the end of the condition.
func (s *AssumeStmt) End() Pos { return s.Cond.End() }

func (*AssumeStmt) stmtNode() {}

// BreakStmt leaves the innermost loop.
type BreakStmt struct{ Break Pos }

// ContinueStmt goes to the next iteration of the innermost loop.
type ContinueStmt struct{ Continue Pos }

// Location is the source or destination of a put or get: a scalar x, a
// whole array a, an element a[i] (the start of Words elements), or a slice
// a[i:j].
type Location struct {
	Var    *Ident
	Lbrack Pos  // zero when there is no index
	Index  Expr // element, or slice start; nil for a bare name
	Slice  bool // written a[i:j]
	Hi     Expr // slice end (exclusive), when Slice
	Rbrack Pos
}

// Pos returns the start of the location.
func (l *Location) Pos() Pos { return l.Var.Pos() }

// End returns the end of the location.
func (l *Location) End() Pos {
	if l.Lbrack.IsValid() {
		return Pos{Line: l.Rbrack.Line, Col: l.Rbrack.Col + 1}
	}
	return l.Var.End()
}

// CommKind distinguishes put, get and send.
type CommKind int

// The DRMA primitives, and BSMP's send (a one-sided transfer to a process's
// message queue, delivered at the next sync like a put).
const (
	Put CommKind = iota
	Get
	Send
)

func (k CommKind) String() string {
	switch k {
	case Put:
		return "put"
	case Get:
		return "get"
	case Send:
		return "send"
	}
	return "?"
}

// CommStmt is put(target, src, dst [, words]), get(source, src, dst [,
// words]) or send(target, src [, words [, tag]]). For put, Src is local and
// Dst is on process Proc; for get, Src is on process Proc and Dst is local;
// a send has no Dst (the payload goes to Proc's message queue) and may
// have a Tag, the local location of its tag (the tag size's words).
// Every pass that reads Dst must allow for a send's nil.
type CommStmt struct {
	Kind   CommKind
	KwPos  Pos
	Proc   Expr
	Src    *Location
	Dst    *Location // nil for a send
	Words  Expr      // nil: implied by the slices, else 1
	Tag    *Location // a send's tag; nil when absent (zeros), always for put and get
	Rparen Pos
}

func (s *CostStmt) Pos() Pos     { return s.Lbrace }
func (s *VarDecl) Pos() Pos      { return s.Var }
func (s *AssignStmt) Pos() Pos   { return s.LHS.Pos() }
func (s *IfStmt) Pos() Pos       { return s.If }
func (s *WhileStmt) Pos() Pos    { return s.While }
func (s *ForStmt) Pos() Pos      { return s.For }
func (s *SkipStmt) Pos() Pos     { return s.Skip }
func (s *SyncStmt) Pos() Pos     { return s.Sync }
func (s *BreakStmt) Pos() Pos    { return s.Break }
func (s *ContinueStmt) Pos() Pos { return s.Continue }
func (s *CommStmt) Pos() Pos     { return s.KwPos }

func (s *CostStmt) End() Pos { return s.Stmt.End() }
func (s *VarDecl) End() Pos {
	switch {
	case s.Init != nil:
		return s.Init.End()
	case s.Size != nil:
		return Pos{Line: s.Rbrack.Line, Col: s.Rbrack.Col + 1}
	}
	return s.Name.End()
}
func (s *AssignStmt) End() Pos { return s.RHS.End() }
func (s *IfStmt) End() Pos     { return Pos{Line: s.EndPos.Line, Col: s.EndPos.Col + 3} }
func (s *WhileStmt) End() Pos  { return Pos{Line: s.EndPos.Line, Col: s.EndPos.Col + 3} }
func (s *ForStmt) End() Pos    { return Pos{Line: s.EndPos.Line, Col: s.EndPos.Col + 3} }
func (s *SkipStmt) End() Pos   { return Pos{Line: s.Skip.Line, Col: s.Skip.Col + 4} }
func (s *SyncStmt) End() Pos   { return Pos{Line: s.Sync.Line, Col: s.Sync.Col + 4} }
func (s *BreakStmt) End() Pos  { return Pos{Line: s.Break.Line, Col: s.Break.Col + 5} }
func (s *ContinueStmt) End() Pos {
	return Pos{Line: s.Continue.Line, Col: s.Continue.Col + 8}
}
func (s *CommStmt) End() Pos { return Pos{Line: s.Rparen.Line, Col: s.Rparen.Col + 1} }

func (*CostStmt) stmtNode()     {}
func (*VarDecl) stmtNode()      {}
func (*AssignStmt) stmtNode()   {}
func (*IfStmt) stmtNode()       {}
func (*WhileStmt) stmtNode()    {}
func (*ForStmt) stmtNode()      {}
func (*SkipStmt) stmtNode()     {}
func (*SyncStmt) stmtNode()     {}
func (*BreakStmt) stmtNode()    {}
func (*ContinueStmt) stmtNode() {}
func (*CommStmt) stmtNode()     {}

// BadExpr stands for an expression that had a syntax error. It only occurs
// in the partial AST of a file that failed to parse.
type BadExpr struct {
	From, To Pos
}

// Pos returns the start of the bad expression.
func (x *BadExpr) Pos() Pos { return x.From }

// End returns the end of the bad expression.
func (x *BadExpr) End() Pos { return x.To }

func (*BadExpr) exprNode() {}

// DeclOf returns the declaration that s is, possibly under cost
// annotations ({r} var x still declares x in the enclosing block), or nil.
func DeclOf(s Stmt) *VarDecl {
	for {
		switch t := s.(type) {
		case *VarDecl:
			return t
		case *CostStmt:
			s = t.Stmt
		default:
			return nil
		}
	}
}
