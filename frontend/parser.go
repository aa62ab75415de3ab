package frontend

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"

	"bspcost/internal/input"
)

// maxErrors bounds how many errors one parse reports: past that, the rest
// is usually noise caused by the first ones.
const maxErrors = 10

// The parser's resource limits (docs/design.md, "Resource model"). Every
// later stage walks the AST recursively; these limits bound the depth of
// that recursion, so that hostile input cannot exhaust the stack (a fatal
// error in Go, not a recoverable panic). Exceeding one is an Error with
// Limit set, at the position where the limit was crossed.
const (
	// MaxSourceBytes bounds the size of a source file.
	MaxSourceBytes = input.MaxProgram
	// MaxNesting bounds the nesting of statements, parentheses and unary
	// operators, as the parser counts it (each precedence level of a binary
	// operator inside parentheses counts too).
	MaxNesting = 200
	// MaxExprDepth bounds the depth of an expression tree: a chain of n
	// left-associative operators (1 + 1 + ... + 1) is n levels deep.
	MaxExprDepth = 10_000
	// MaxElifChain bounds the number of elif branches of one if statement
	// (each is an if nested in the else block of the previous one).
	MaxElifChain = 10_000
)

// maxDepth is the parser's nesting limit.
const maxDepth = MaxNesting

// ReadSource reads a source file for ParseFile with input.ReadFile: only
// a regular text file of at most MaxSourceBytes (not a directory, device
// or pipe, which could block or never end; a larger file is a limit
// error). It is separate from ParseFile so that every command reads its
// input the same way. Its errors are *Error, positioned when the file is
// not text.
func ReadSource(filename string) ([]byte, error) {
	return ReadSourceLimit(filename, MaxSourceBytes)
}

// ReadSourceLimit is ReadSource with another size limit (LLVM IR, a
// compilation database); messages name the kind of file by its extension
// (input.ForFile).
func ReadSourceLimit(filename string, limit int64) ([]byte, error) {
	k := input.ForFile(filename)
	k.Max = limit
	src, err := input.ReadFile(filename, k)
	if err != nil {
		return nil, InputError(err)
	}
	return src, nil
}

// InputError converts an error of package input into an *Error (Limit
// set for a file too large), so that the commands report it as they
// report the parser's errors; other errors are returned unchanged.
func InputError(err error) error {
	var ie *input.Error
	if !errors.As(err, &ie) {
		return err
	}
	e := &Error{File: ie.File, Pos: Pos{Line: ie.Line, Col: ie.Col}, Msg: ie.Msg, Limit: ie.Limit}
	if ie.Line == 0 {
		e.Pos = Pos{}
	}
	return e
}

func sizeError(filename string, size, limit int64) error {
	return &Error{File: filename, Limit: true,
		Msg: fmt.Sprintf("input too large: %d bytes (the limit is %d bytes, %d MiB)", size, limit, limit>>20)}
}

// ParseFile reads (with ReadSource) and parses the named file. See Parse.
func ParseFile(filename string) (*Program, error) {
	src, err := ReadSource(filename)
	if err != nil {
		return nil, err
	}
	return Parse(filename, src)
}

// Parse parses the source of a .bsp program and resolves and type-checks
// it. On error it returns an ErrorList (every error it could recover from,
// sorted by position) and, when the syntax was correct, the program anyway.
// It never panics, whatever src holds. A source beyond MaxSourceBytes, or
// past one of the parser's other limits, gives an Error with Limit set.
func Parse(filename string, src []byte) (*Program, error) {
	var prog *Program
	ok, err := parseWith(filename, src, func(p *parser) {
		prog = p.parseProgram()
		if len(p.errs) > 0 {
			prog = nil
			return
		}
		check(prog, &p.errs)
	})
	if !ok {
		return nil, err
	}
	return prog, err
}

// parseWith runs parse on a parser of src: the size limit first, then
// parse with the scanner at the first token. It returns the errors
// (sorted) and false when there were too many (a bailout) or the source is
// too large; it never panics on what src holds.
func parseWith(filename string, src []byte, parse func(p *parser)) (ok bool, err error) {
	if len(src) > MaxSourceBytes {
		return false, ErrorList{sizeError(filename, int64(len(src)), MaxSourceBytes).(*Error)}
	}
	p := &parser{file: filename}
	p.sc = newScanner(filename, src, &p.errs)
	defer func() {
		if r := recover(); r != nil {
			if _, isBail := r.(bailout); !isBail {
				panic(r)
			}
			ok = false
		}
		p.errs.Sort()
		err = p.errs.Err()
	}()
	p.next()
	parse(p)
	return true, nil
}

// bailout is raised (and recovered in Parse) when there are too many errors.
type bailout struct{}

type parser struct {
	file string
	sc   *scanner
	errs ErrorList
	// idents numbers the identifiers (Ident.num), so that Check makes the
	// program's Info once, of its size.
	idents int32

	tok  Token
	pos  Pos
	lit  string
	prev Pos // end of the previous token

	depth int
	// elifs counts the elif links of the if statements being parsed: an
	// elif chain nests in the AST although the parser reads it in a loop.
	elifs int

	// The most common nodes are cut from slabs (one allocation per
	// slabSize nodes rather than one each).
	ids  slab[Ident]
	ints slab[IntLit]
	bins slab[BinaryExpr]

	// contracts are the program's contract declarations by name; notes
	// say where a call was charged by one.
	contracts map[string]*Contract
	notes     []*Diagnostic
	calls     []ContractCall
}

func (p *parser) next() {
	p.prev = Pos{Line: p.pos.Line, Col: p.pos.Col + utf8.RuneCountInString(p.lit)}
	p.tok, p.pos, p.lit = p.sc.next()
}

func (p *parser) errorf(pos Pos, format string, args ...any) {
	// One error per position: a second one there is a consequence of the first.
	if n := len(p.errs); n > 0 && p.errs[n-1].Pos == pos {
		return
	}
	p.errs.Add(p.file, pos, format, excerptArgs(args)...)
	if len(p.errs) >= maxErrors {
		p.errs.Add(p.file, pos, "too many errors")
		panic(bailout{})
	}
}

// found describes the current token for an error message.
func (p *parser) found() string {
	switch p.tok {
	case EOF:
		return "end of file"
	case IDENT:
		return "identifier " + excerpt(p.lit)
	case INT:
		return "integer " + excerpt(p.lit)
	case ILLEGAL:
		return fmt.Sprintf("%q", excerpt(p.lit))
	}
	if p.tok > keywordBeg && p.tok < keywordEnd {
		return "keyword " + p.lit
	}
	return "'" + p.lit + "'"
}

func (p *parser) expect(t Token) Pos {
	pos := p.pos
	if p.tok != t {
		p.errorf(pos, "expected '%s', found %s", t, p.found())
		return pos
	}
	p.next()
	return pos
}

func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.limitf(p.pos, "program nested too deeply (more than %d levels)", maxDepth)
	}
}

// limitf reports that a limit was exceeded at pos and stops the parse: what
// follows cannot be parsed within the limits either.
func (p *parser) limitf(pos Pos, format string, args ...any) {
	p.errs = append(p.errs, &Error{File: p.file, Pos: pos, Msg: fmt.Sprintf(format, args...), Limit: true})
	panic(bailout{})
}

func (p *parser) leave() { p.depth-- }

func (p *parser) parseIdent() *Ident {
	id := p.ids.new()
	p.idents++
	*id = Ident{NamePos: p.pos, Name: p.lit, num: p.idents}
	if p.tok != IDENT {
		p.errorf(p.pos, "expected identifier, found %s", p.found())
		id.Name = "_"
		return id
	}
	p.next()
	return id
}

func (p *parser) parseProgram() *Program {
	prog := &Program{File: p.file}
	for p.tok == SEMI {
		p.next()
	}
	// Contract declarations come first: a call names one declared before.
	if _, ok := p.parseContractDecls(); !ok {
		return prog
	}
	prog.Program = p.expect(PROGRAM)
	prog.Name = p.parseIdent()
	if p.tok == LPAREN {
		p.next()
		// A list without a trailing comma: after "," comes a name.
		for p.tok != RPAREN && p.tok != EOF {
			prog.Params = append(prog.Params, p.parseIdent())
			if p.tok != COMMA {
				break
			}
			p.next()
			if p.tok == RPAREN {
				p.errorf(p.pos, "expected parameter name after ',', found ')' (no trailing comma)")
			}
		}
		p.expect(RPAREN)
	}
	if p.tok == REQUIRES {
		p.next()
		prog.Requires = p.parseExpr()
	}
	prog.Body = p.parseBlock()
	prog.EndPos = p.expect(END)
	prog.Notes, prog.ContractCalls = p.notes, p.calls
	prog.idents = p.idents
	for p.tok == SEMI {
		p.next()
	}
	if p.tok != EOF {
		p.errorf(p.pos, "expected end of file after the program's end, found %s", p.found())
	}
	return prog
}

// startsStmt reports whether t can begin a statement other than an assignment.
func startsStmt(t Token) bool {
	switch t {
	case VAR, IF, WHILE, FOR, SKIP, SYNC, PUT, GET, BREAK, CONTINUE, LBRACE:
		return true
	}
	return false
}

func closesBlock(t Token) bool { return t == END || t == ELSE || t == ELIF || t == EOF }

// parseBlock parses statements up to a closing keyword (end, else, elif) or
// the end of the file. Semicolons between statements are optional.
func (p *parser) parseBlock() *Block {
	b := &Block{Start: p.pos}
	for !closesBlock(p.tok) {
		if p.tok == SEMI {
			p.next()
			continue
		}
		nerr, start := len(p.errs), p.pos
		s := p.parseStmt()
		if s != nil {
			b.Stmts = append(b.Stmts, s)
		}
		if len(p.errs) > nerr || p.pos == start {
			p.sync(start)
		}
	}
	if len(b.Stmts) > 0 {
		b.Start = b.Stmts[0].Pos()
	}
	return b
}

// sync skips to a token where parsing can sensibly go on after an error:
// the start of a statement, a semicolon, or a block's closing keyword. It
// always makes progress, so that the parser cannot loop on bad input.
func (p *parser) sync(start Pos) {
	if p.pos == start && !closesBlock(p.tok) {
		p.next()
	}
	for !closesBlock(p.tok) && !startsStmt(p.tok) {
		if p.tok == SEMI {
			p.next()
			return
		}
		// An identifier that starts a line most likely starts an
		// assignment: going on from there reports the errors of the
		// following lines too.
		if p.tok == IDENT && p.pos != start && p.pos.Line > p.prev.Line {
			return
		}
		p.next()
	}
}

func (p *parser) parseStmt() Stmt {
	p.enter()
	defer p.leave()
	switch p.tok {
	case LBRACE:
		return p.parseCostStmt()
	case VAR:
		return p.parseVarDecl()
	case IDENT:
		return p.parseAssign()
	case IF:
		return p.parseIf()
	case WHILE:
		s := &WhileStmt{While: p.pos}
		p.next()
		s.Cond = p.parseExpr()
		p.expect(DO)
		s.Body = p.parseBlock()
		s.EndPos = p.expect(END)
		return s
	case FOR:
		return p.parseFor()
	case SKIP:
		s := &SkipStmt{Skip: p.pos}
		p.next()
		return s
	case SYNC:
		s := &SyncStmt{Sync: p.pos}
		p.next()
		return s
	case BREAK:
		s := &BreakStmt{Break: p.pos}
		p.next()
		return s
	case CONTINUE:
		s := &ContinueStmt{Continue: p.pos}
		p.next()
		return s
	case PUT, GET:
		return p.parseComm()
	case ASSUME:
		s := &AssumeStmt{Assume: p.pos}
		p.next()
		s.Cond = p.parseExpr()
		return s
	}
	p.errorf(p.pos, "expected statement, found %s", p.found())
	return nil
}

func (p *parser) parseCostStmt() Stmt {
	s := &CostStmt{Lbrace: p.pos}
	p.next()
	e := p.parseExpr()
	s.Terms = costTerms(e, nil)
	s.Rbrace = p.expect(RBRACE)
	if closesBlock(p.tok) || p.tok == SEMI {
		p.errorf(p.pos, "a cost annotation must be followed by a statement (use {...} skip)")
		return nil
	}
	s.Stmt = p.parseStmt()
	if s.Stmt == nil {
		return nil
	}
	return s
}

// resourceNames maps the names that may end a cost term to resources; w is
// the slides' synonym for r.
var resourceNames = map[string]Resource{"r": ResR, "w": ResR, "g": ResG, "l": ResL}

// costTerms splits an annotation expression into its "+"-separated terms,
// each e * res, a bare res (coefficient 1), or a bare e (meaning e * r).
func costTerms(e Expr, acc []CostTerm) []CostTerm {
	if b, ok := e.(*BinaryExpr); ok && b.Op == ADD {
		acc = costTerms(b.X, acc)
		return costTerms(b.Y, acc)
	}
	if id, ok := e.(*Ident); ok {
		if r, ok := resourceNames[id.Name]; ok {
			one := &IntLit{ValuePos: id.NamePos, Lit: "1", Value: 1}
			return append(acc, CostTerm{Coef: one, Resource: r, ResPos: id.NamePos, ResName: id.Name, Bare: true})
		}
	}
	if b, ok := e.(*BinaryExpr); ok && b.Op == MUL {
		if id, ok := b.Y.(*Ident); ok {
			if r, ok := resourceNames[id.Name]; ok {
				return append(acc, CostTerm{Coef: b.X, Resource: r, ResPos: id.NamePos, ResName: id.Name})
			}
		}
	}
	return append(acc, CostTerm{Coef: e, Resource: ResR})
}

func (p *parser) parseVarDecl() Stmt {
	s := &VarDecl{Var: p.pos}
	p.next()
	s.Name = p.parseIdent()
	if p.tok == LBRACK {
		p.next()
		s.Size = p.parseExpr()
		s.Rbrack = p.expect(RBRACK)
	}
	if p.tok == ASSIGN {
		if s.Size != nil {
			p.errorf(p.pos, "an array cannot be initialised in its declaration")
		}
		p.next()
		s.Init = p.parseExpr()
	}
	return s
}

func (p *parser) parseAssign() Stmt {
	id := p.parseIdent()
	var lhs Expr = id
	if p.tok == LBRACK {
		x := &IndexExpr{X: id, Lbrack: p.pos}
		p.next()
		x.Index = p.parseExpr()
		x.Rbrack = p.expect(RBRACK)
		lhs = x
	}
	if p.tok == LPAREN {
		if lhs == id && IsBSMPName(id.Name) {
			return p.parseBSMP(id)
		}
		if c := p.contracts[id.Name]; c != nil && lhs == id {
			return p.parseContractCall(c, id)
		}
		p.errorf(p.pos, "%s is not a statement (only put, get, send, move, qsize, gettag, tagsize and declared contracts can be called)", id.Name)
		return nil
	}
	s := &AssignStmt{LHS: lhs, Assign: p.pos}
	if p.tok == EQL && p.lit == "=" {
		p.errorf(p.pos, "use := for assignment")
	} else {
		p.expect(ASSIGN)
	}
	s.RHS = p.parseExpr()
	return s
}

// parseContractCall parses a call of a declared contract (the current
// token is the "(") and returns the statement it stands for.
func (p *parser) parseContractCall(c *Contract, id *Ident) Stmt {
	args, _, _ := p.parseArgs()
	s, call, err := c.LowerCall(args, nil, id.NamePos, nil)
	if err != nil {
		p.errorf(id.NamePos, "%v", err)
		return nil
	}
	p.notes = append(p.notes, &Diagnostic{File: p.file, Pos: id.NamePos, Severity: SeverityInfo, Msg: c.Note()})
	p.calls = append(p.calls, call)
	return s
}

// parseArgs parses the arguments of a call, the current token being its
// "(": expressions separated by commas, without a trailing one. It returns
// them, their nesting depth plus one (at least 1) and the ")".
func (p *parser) parseArgs() (args []Expr, depth int, rparen Pos) {
	p.next()
	depth = 1
	for p.tok != RPAREN && p.tok != EOF {
		a, da := p.parseBinary(1)
		args = append(args, a)
		depth = max(depth, da+1)
		if p.tok != COMMA {
			break
		}
		p.next()
		if p.tok == RPAREN {
			p.errorf(p.pos, "expected expression after ',', found ')' (no trailing comma)")
		}
	}
	return args, depth, p.expect(RPAREN)
}

// parseIf parses an if statement with its elif chain. The chain is read in
// a loop (each elif becomes an if in the else block of the previous one), so
// that a long flat chain does not count as nesting; it is bounded by
// MaxElifChain instead, because later stages recurse along it.
func (p *parser) parseIf() *IfStmt {
	top := &IfStmt{If: p.pos}
	p.next()
	var chain []*IfStmt
	defer func(n int) { p.elifs = n }(p.elifs)
	for s := top; ; {
		chain = append(chain, s)
		s.Cond = p.parseExpr()
		p.expect(THEN)
		s.Then = p.parseBlock()
		if p.tok == ELIF {
			epos := p.pos
			p.elifs++
			if p.elifs > MaxElifChain {
				p.limitf(epos, "too many elif branches (more than %d in a chain; the limit bounds the nesting of the syntax tree)", MaxElifChain)
			}
			p.next()
			inner := &IfStmt{If: epos, Elif: true}
			s.Else = &Block{Start: epos, Stmts: []Stmt{inner}}
			s = inner
			continue
		}
		if p.tok == ELSE {
			p.next()
			s.Else = p.parseBlock()
		}
		end := p.expect(END)
		for _, t := range chain {
			t.EndPos = end
		}
		return top
	}
}

func (p *parser) parseFor() Stmt {
	s := &ForStmt{For: p.pos}
	p.next()
	s.Var = p.parseIdent()
	p.expect(ASSIGN)
	s.Lo = p.parseExpr()
	p.expect(TO)
	s.Hi = p.parseExpr()
	if p.tok == STEP {
		p.next()
		s.Step = p.parseExpr()
	}
	p.expect(DO)
	s.Body = p.parseBlock()
	s.EndPos = p.expect(END)
	return s
}

func (p *parser) parseComm() Stmt {
	s := &CommStmt{KwPos: p.pos, Kind: Put}
	if p.tok == GET {
		s.Kind = Get
	}
	p.next()
	p.expect(LPAREN)
	s.Proc = p.parseExpr()
	p.expect(COMMA)
	s.Src = p.parseLocation()
	p.expect(COMMA)
	s.Dst = p.parseLocation()
	if p.tok == COMMA {
		p.next()
		s.Words = p.parseExpr()
	}
	s.Rparen = p.expect(RPAREN)
	return s
}

// parseBSMP parses a BSMP statement whose name id has been read (the
// current token is the "(").
func (p *parser) parseBSMP(id *Ident) Stmt {
	p.next()
	switch id.Name {
	case "send":
		s := &CommStmt{Kind: Send, KwPos: id.NamePos}
		s.Proc = p.parseExpr()
		p.expect(COMMA)
		s.Src = p.parseLocation()
		if p.tok == COMMA {
			p.next()
			s.Words = p.parseExpr()
			if p.tok == COMMA {
				p.next()
				s.Tag = p.parseLocation()
			}
		}
		s.Rparen = p.expect(RPAREN)
		return s
	case "tagsize":
		s := &TagSizeStmt{KwPos: id.NamePos}
		s.Size = p.parseExpr()
		s.Rparen = p.expect(RPAREN)
		return s
	}
	s := &RecvStmt{Kind: recvNames[id.Name], KwPos: id.NamePos}
	switch s.Kind {
	case Move:
		s.Dst = p.parseLocation()
		if p.tok == COMMA {
			p.next()
			s.Max = p.parseExpr()
		}
	case Qsize:
		s.Count = p.parseIdent()
		if p.tok == COMMA {
			p.next()
			s.Words = p.parseIdent()
		}
	case GetTag:
		s.Count = p.parseIdent()
		if p.tok == COMMA {
			p.next()
			s.Dst = p.parseLocation()
		}
	}
	s.Rparen = p.expect(RPAREN)
	return s
}

func (p *parser) parseLocation() *Location {
	l := &Location{Var: p.parseIdent()}
	if p.tok == LBRACK {
		l.Lbrack = p.pos
		p.next()
		l.Index = p.parseExpr()
		if p.tok == COLON {
			p.next()
			l.Slice = true
			l.Hi = p.parseExpr()
		}
		l.Rbrack = p.expect(RBRACK)
	}
	return l
}

// ---------------------------------------------------------------------------
// Expressions

// parseExpr parses an expression. The parse functions below also return
// the depth of the tree they built (leaves are 0), which MaxExprDepth
// bounds.
func (p *parser) parseExpr() Expr {
	x, _ := p.parseBinary(1)
	return x
}

func (p *parser) parseBinary(minPrec int) (Expr, int) {
	p.enter()
	defer p.leave()
	x, d := p.parseUnary()
	for {
		prec := p.tok.precedence()
		if prec < minPrec {
			return x, d
		}
		op, pos := p.tok, p.pos
		p.next()
		y, dy := p.parseBinary(prec + 1)
		d = 1 + max(d, dy)
		if d > MaxExprDepth {
			p.limitf(pos, "expression too deep: more than %d levels of operators (a chain of n operators is n levels; split it with intermediate variables)", MaxExprDepth)
		}
		b := p.bins.new()
		*b = BinaryExpr{X: x, OpPos: pos, Op: op, Y: y}
		x = b
	}
}

func (p *parser) parseUnary() (Expr, int) {
	if p.tok == SUB || p.tok == NOT {
		p.enter()
		defer p.leave()
		op, pos := p.tok, p.pos
		p.next()
		x, d := p.parseUnary()
		return &UnaryExpr{OpPos: pos, Op: op, X: x}, d + 1
	}
	return p.parsePrimary()
}

func (p *parser) parsePrimary() (Expr, int) {
	pos := p.pos
	switch p.tok {
	case INT:
		v, err := strconv.ParseInt(p.lit, 10, 64)
		if err != nil {
			p.errorf(pos, "integer literal %s is too large (the limit is %d)", excerpt(p.lit), int64(1<<63-1))
		}
		x := p.ints.new()
		*x = IntLit{ValuePos: pos, Lit: p.lit, Value: v}
		p.next()
		return x, 0
	case TRUE, FALSE:
		x := &BoolLit{ValuePos: pos, Value: p.tok == TRUE}
		p.next()
		return x, 0
	case ANY:
		p.next()
		x := &AnyExpr{AnyPos: pos}
		if p.tok == LPAREN {
			p.next()
			if p.tok != IDENT || p.lit != "same" {
				p.errorf(p.pos, "expected same in any(same), found %s", p.found())
			} else {
				p.next()
			}
			x.Same, x.Rparen = true, p.expect(RPAREN)
		}
		return x, 0
	case LPAREN:
		p.next()
		x, d := p.parseBinary(1)
		return &ParenExpr{Lparen: pos, X: x, Rparen: p.expect(RPAREN)}, d + 1
	case IDENT:
		id := p.parseIdent()
		switch p.tok {
		case LBRACK:
			x := &IndexExpr{X: id, Lbrack: p.pos}
			p.next()
			var d int
			x.Index, d = p.parseBinary(1)
			x.Rbrack = p.expect(RBRACK)
			return x, d + 1
		case LPAREN:
			c := &CallExpr{Fun: id, Lparen: p.pos}
			var d int
			c.Args, d, c.Rparen = p.parseArgs()
			return c, d
		}
		return id, 0
	}
	p.errorf(pos, "expected expression, found %s", p.found())
	return &BadExpr{From: pos, To: pos}, 0
}
