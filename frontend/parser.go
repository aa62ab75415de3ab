package frontend

import (
	"fmt"
	"os"
	"strconv"
)

// maxErrors bounds how many errors one parse reports: past that, the rest
// is usually noise caused by the first ones.
const maxErrors = 10

// maxDepth bounds the nesting of expressions and statements, so that hostile
// input cannot exhaust the stack (a fatal error in Go, not a recoverable panic).
const maxDepth = 200

// ParseFile reads and parses the named file. See Parse.
func ParseFile(filename string) (*Program, error) {
	src, err := os.ReadFile(filename)
	if err != nil {
		return nil, err
	}
	return Parse(filename, src)
}

// Parse parses the source of a .bsp program and resolves and type-checks
// it. On error it returns an ErrorList (every error it could recover from,
// sorted by position) and, when the syntax was correct, the program anyway.
// It never panics, whatever src holds.
func Parse(filename string, src []byte) (prog *Program, err error) {
	p := &parser{file: filename}
	p.sc = newScanner(filename, src, &p.errs)
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			prog = nil
		}
		p.errs.Sort()
		err = p.errs.Err()
	}()
	p.next()
	prog = p.parseProgram()
	if len(p.errs) > 0 {
		return nil, nil // the deferred function sets err
	}
	check(prog, &p.errs)
	return prog, nil
}

// bailout is raised (and recovered in Parse) when there are too many errors.
type bailout struct{}

type parser struct {
	file string
	sc   *scanner
	errs ErrorList

	tok  Token
	pos  Pos
	lit  string
	prev Pos // end of the previous token

	depth int
}

func (p *parser) next() {
	p.prev = Pos{p.pos.Line, p.pos.Col + len(p.lit)}
	p.tok, p.pos, p.lit = p.sc.next()
}

func (p *parser) errorf(pos Pos, format string, args ...any) {
	// One error per position: a second one there is a consequence of the first.
	if n := len(p.errs); n > 0 && p.errs[n-1].Pos == pos {
		return
	}
	p.errs.Add(p.file, pos, format, args...)
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
		return "identifier " + p.lit
	case INT:
		return "integer " + p.lit
	case ILLEGAL:
		if p.lit == "&" || p.lit == "|" {
			return fmt.Sprintf("%q (the logical operators are && and ||)", p.lit)
		}
		return fmt.Sprintf("%q", p.lit)
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
		p.errorf(p.pos, "program nested too deeply (more than %d levels)", maxDepth)
		panic(bailout{})
	}
}

func (p *parser) leave() { p.depth-- }

func (p *parser) parseIdent() *Ident {
	id := &Ident{NamePos: p.pos, Name: p.lit}
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
	prog.Program = p.expect(PROGRAM)
	prog.Name = p.parseIdent()
	if p.tok == LPAREN {
		p.next()
		for p.tok != RPAREN && p.tok != EOF {
			prog.Params = append(prog.Params, p.parseIdent())
			if p.tok != COMMA {
				break
			}
			p.next()
		}
		p.expect(RPAREN)
	}
	if p.tok == REQUIRES {
		p.next()
		prog.Requires = p.parseExpr()
	}
	prog.Body = p.parseBlock()
	prog.EndPos = p.expect(END)
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
		pos := p.pos
		p.next()
		return p.parseIfRest(pos, false)
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
		p.errorf(p.pos, "%s is not a statement (only put and get can be called)", id.Name)
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

// parseIfRest parses what follows "if" or "elif".
func (p *parser) parseIfRest(pos Pos, elif bool) *IfStmt {
	s := &IfStmt{If: pos, Elif: elif}
	s.Cond = p.parseExpr()
	p.expect(THEN)
	s.Then = p.parseBlock()
	switch p.tok {
	case ELIF:
		epos := p.pos
		p.next()
		p.enter()
		inner := p.parseIfRest(epos, true)
		p.leave()
		s.Else = &Block{Start: epos, Stmts: []Stmt{inner}}
		s.EndPos = inner.EndPos
		return s
	case ELSE:
		p.next()
		s.Else = p.parseBlock()
	}
	s.EndPos = p.expect(END)
	return s
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

func (p *parser) parseExpr() Expr { return p.parseBinary(1) }

func (p *parser) parseBinary(minPrec int) Expr {
	p.enter()
	defer p.leave()
	x := p.parseUnary()
	for {
		prec := p.tok.precedence()
		if prec < minPrec {
			return x
		}
		op, pos := p.tok, p.pos
		p.next()
		y := p.parseBinary(prec + 1)
		x = &BinaryExpr{X: x, OpPos: pos, Op: op, Y: y}
	}
}

func (p *parser) parseUnary() Expr {
	if p.tok == SUB || p.tok == NOT {
		p.enter()
		defer p.leave()
		op, pos := p.tok, p.pos
		p.next()
		return &UnaryExpr{OpPos: pos, Op: op, X: p.parseUnary()}
	}
	return p.parsePrimary()
}

func (p *parser) parsePrimary() Expr {
	pos := p.pos
	switch p.tok {
	case INT:
		v, err := strconv.ParseInt(p.lit, 10, 64)
		if err != nil {
			p.errorf(pos, "integer literal %s is too large (the limit is %d)", p.lit, int64(1<<63-1))
		}
		x := &IntLit{ValuePos: pos, Lit: p.lit, Value: v}
		p.next()
		return x
	case TRUE, FALSE:
		x := &BoolLit{ValuePos: pos, Value: p.tok == TRUE}
		p.next()
		return x
	case ANY:
		p.next()
		return &AnyExpr{AnyPos: pos}
	case LPAREN:
		p.next()
		x := p.parseExpr()
		return &ParenExpr{Lparen: pos, X: x, Rparen: p.expect(RPAREN)}
	case IDENT:
		id := p.parseIdent()
		switch p.tok {
		case LBRACK:
			x := &IndexExpr{X: id, Lbrack: p.pos}
			p.next()
			x.Index = p.parseExpr()
			x.Rbrack = p.expect(RBRACK)
			return x
		case LPAREN:
			c := &CallExpr{Fun: id, Lparen: p.pos}
			p.next()
			for p.tok != RPAREN && p.tok != EOF {
				c.Args = append(c.Args, p.parseExpr())
				if p.tok != COMMA {
					break
				}
				p.next()
			}
			c.Rparen = p.expect(RPAREN)
			return c
		}
		return id
	}
	p.errorf(pos, "expected expression, found %s", p.found())
	return &BadExpr{From: pos, To: pos}
}
