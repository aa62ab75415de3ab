package frontend

import (
	"fmt"
	"strings"
)

// A Contract states the cost of a function the analysis does not see (a
// library collective, a routine without source) so that a program calling
// it still gets a bound. It is trusted: bspcost charges what it says and
// says so at every call (a note), it does not check it.
//
// Its expressions are in the function's parameters and p; words(e) is the
// number of words of e bytes (e itself in .bsp, where counts are words).
//
//   - A collective contract is called by every process at the same point
//     (textually aligned, like a sync): Work, H and Supersteps are the BSP
//     cost the call adds to the run when every process makes it, each with
//     its own arguments, and must hold evaluated at any process's
//     arguments. A collective has at least one superstep; the call ends
//     the current superstep (it is lowered to a sync).
//   - A local contract is called by any process on its own: Work is the
//     caller's work in the current superstep, H is added to the caller's h
//     in the current superstep, Supersteps to the run's barrier count
//     (barriers it causes elsewhere: it contains none itself).
type Contract struct {
	File string
	Pos  Pos // of the contract's name
	Name string
	// Params are the function's parameters, in order; a C contract may
	// name a pointer parameter only in Same.
	Params []string
	Kind   ContractKind
	// Supersteps, H and Work are nil when the contract leaves them out
	// (zero).
	Supersteps, H, Work Expr
	// Same lists the parameters, pointers to an int in C, whose target
	// holds the same value on every process after a collective call (a
	// broadcast, an all-reduce), and "result" for its int result.
	Same []string
	// Replicated lists the parameters of a collective whose arguments
	// must be the same on every process (its cost holds only then): the
	// alignment check reports a call where they may differ.
	Replicated []string
	// Counter, when not "", is the parameter of counter(x, e): the call
	// runs barriers until a step counter reaches the argument x, a
	// counter that is the same on every process at every barrier, starts
	// at 0 and grows by at least one at every barrier of the call
	// (BSPonMPI's bsc_sync and bsc_current). Processes may then pass
	// different x (bsc_sync(2 * bsp_pid())): each runs at most x
	// barriers in the call besides its supersteps, each moving at most
	// CounterStep words per process (LowerDesync).
	Counter     string
	CounterStep Expr
}

// A ContractCall is a call charged by a contract: the contract, the
// call's position and its guard.
type ContractCall struct {
	Contract *Contract
	Pos      Pos
	// Guard is the condition the call's replicated(...) arguments guard
	// it with (nil when none): its conjuncts compare the arguments of
	// GuardParams, in order.
	Guard       *IfStmt
	GuardParams []string
}

// ContractKind says whether a contract's function is collective or local.
type ContractKind int

// The kinds of contracts.
const (
	Local ContractKind = iota
	Collective
)

func (k ContractKind) String() string {
	if k == Collective {
		return "collective"
	}
	return "local"
}

// The rules of the lowering, switched off by their mutation tests.
var (
	contractSyncOn       = true // a collective call ends the superstep (a sync)
	contractReplicatedOn = true // replicated(...) arguments guard the call
)

// contractClauses are the names of a contract's clauses.
var contractClauses = map[string]bool{"supersteps": true, "h": true, "work": true, "same": true, "replicated": true, "counter": true}

// ParseContracts parses a file of contract declarations: the same
// "contract name(params) kind clauses" a .bsp program declares before its
// program line (docs/language.md), with the same comments. The C front end
// reads its --contracts files, the shipped contracts and the text of
// "#pragma bspcost contract ..." lines with it.
func ParseContracts(filename string, src []byte) ([]*Contract, error) {
	var cs []*Contract
	ok, err := parseWith(filename, src, func(p *parser) {
		var done bool
		if cs, done = p.parseContractDecls(); done && p.tok != EOF {
			p.errorf(p.pos, "expected a contract declaration, found %s", p.found())
		}
	})
	if !ok || err != nil {
		return nil, err
	}
	return cs, nil
}

// parseContractDecls parses the contract declarations from the current
// token on, into p.contracts (a name declared twice is an error), up to
// the first other token. ok is false after a declaration with an error.
func (p *parser) parseContractDecls() (cs []*Contract, ok bool) {
	for {
		for p.tok == SEMI {
			p.next()
		}
		if p.tok != IDENT || p.lit != "contract" {
			return cs, true
		}
		c := p.parseContract()
		if c == nil {
			return cs, false
		}
		if p.contracts == nil {
			p.contracts = map[string]*Contract{}
		}
		if p.contracts[c.Name] != nil {
			p.errorf(c.Pos, "contract %s is declared twice", c.Name)
		}
		p.contracts[c.Name] = c
		cs = append(cs, c)
	}
}

// parseContract parses one declaration; the current token is "contract".
// It returns nil after an error.
func (p *parser) parseContract() *Contract {
	p.next()
	c := &Contract{File: p.file, Pos: p.pos}
	name := p.parseName()
	c.Name = name.Name
	if IsBSMPName(c.Name) || c.Name == "min" || c.Name == "max" || c.Name == "words" || c.Name == "contract" {
		p.errorf(name.NamePos, "%s cannot name a contract (it is a statement or a built-in function)", c.Name)
	}
	p.expect(LPAREN)
	params := map[string]bool{}
	for p.tok != RPAREN && p.tok != EOF {
		id := p.parseName()
		if reservedName(id.Name) {
			p.errorf(id.NamePos, "%s is reserved and cannot name a parameter", id.Name)
		} else if params[id.Name] {
			p.errorf(id.NamePos, "parameter %s is declared twice", id.Name)
		}
		params[id.Name] = true
		c.Params = append(c.Params, id.Name)
		if p.tok != COMMA {
			break
		}
		p.next()
	}
	p.expect(RPAREN)
	kind := p.parseIdent()
	switch kind.Name {
	case "collective":
		c.Kind = Collective
	case "local":
		c.Kind = Local
	default:
		p.errorf(kind.NamePos, "expected collective or local after the parameters of contract %s, found %s", c.Name, kind.Name)
	}
	for {
		for p.tok == SEMI {
			p.next()
		}
		if p.tok != IDENT || !contractClauses[p.lit] {
			break
		}
		clause, at := p.lit, p.pos
		p.next()
		p.expect(LPAREN)
		if clause == "same" || clause == "replicated" {
			list := &c.Same
			if clause == "replicated" {
				list = &c.Replicated
			}
			if *list != nil {
				p.errorf(at, "contract %s has two %s clauses", c.Name, clause)
			}
			for p.tok != RPAREN && p.tok != EOF {
				id := p.parseIdent()
				if !params[id.Name] && (id.Name != "result" || clause != "same") {
					p.errorf(id.NamePos, "%s is not a parameter of contract %s", id.Name, c.Name)
				}
				*list = append(*list, id.Name)
				if p.tok != COMMA {
					break
				}
				p.next()
			}
			p.expect(RPAREN)
			continue
		}
		if clause == "counter" {
			// counter(x, e): x a parameter, e the words per barrier.
			id := p.parseIdent()
			if !params[id.Name] {
				p.errorf(id.NamePos, "%s is not a parameter of contract %s", id.Name, c.Name)
			}
			if c.Counter != "" {
				p.errorf(at, "contract %s has two counter clauses", c.Name)
			}
			c.Counter = id.Name
			p.expect(COMMA)
			c.CounterStep = p.parseExpr()
			p.expect(RPAREN)
			p.checkContractExpr(c, params, c.CounterStep)
			continue
		}
		e := p.parseExpr()
		p.expect(RPAREN)
		p.checkContractExpr(c, params, e)
		var slot *Expr
		switch clause {
		case "supersteps":
			slot = &c.Supersteps
		case "h":
			slot = &c.H
		default:
			slot = &c.Work
		}
		if *slot != nil {
			p.errorf(at, "contract %s has two %s clauses", c.Name, clause)
		}
		*slot = e
	}
	if c.Kind != Collective && (c.Same != nil || c.Replicated != nil) {
		p.errorf(c.Pos, "only a collective contract can say same(...) or replicated(...)")
	}
	if c.Counter != "" && (c.Kind != Collective || !slicesContains(c.Replicated, c.Counter)) {
		p.errorf(c.Pos, "counter(%s, ...) needs a collective contract that also says replicated(%s)", c.Counter, c.Counter)
	}
	if c.Kind == Collective {
		if lit, ok := Unparen(c.Supersteps).(*IntLit); c.Supersteps == nil || ok && lit.Value < 1 {
			p.errorf(c.Pos, "collective contract %s needs supersteps(e) with e >= 1: a collective call ends the superstep", c.Name)
		}
	}
	if len(p.errs) > 0 {
		return nil
	}
	return c
}

func slicesContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// parseName reads a contract's name or a parameter's: a C identifier,
// which may be a keyword of .bsp (a C function named step).
func (p *parser) parseName() *Ident {
	if p.tok > keywordBeg && p.tok < keywordEnd {
		id := &Ident{NamePos: p.pos, Name: p.lit}
		p.next()
		return id
	}
	return p.parseIdent()
}

func reservedName(name string) bool {
	switch name {
	case "pid", "nprocs", "p", "min", "max":
		return true
	}
	return false
}

// checkContractExpr reports what a contract's cost expression may not
// hold: its names are the contract's parameters and p (nprocs); its
// functions min, max, log2, words and field.
func (p *parser) checkContractExpr(c *Contract, params map[string]bool, e Expr) {
	var walk func(e Expr)
	walk = func(e Expr) {
		switch e := e.(type) {
		case *IntLit:
		case *Ident:
			if e.Name != "p" && e.Name != "nprocs" && !params[e.Name] {
				p.errorf(e.NamePos, "%s is not a parameter of contract %s (a contract's costs are in its parameters and p)", e.Name, c.Name)
			}
		case *ParenExpr:
			walk(e.X)
		case *UnaryExpr:
			if e.Op != SUB {
				p.errorf(e.OpPos, "a contract's cost is an int expression")
			}
			walk(e.X)
		case *BinaryExpr:
			switch e.Op {
			case ADD, SUB, MUL, QUO, REM:
			default:
				p.errorf(e.OpPos, "a contract's cost is an int expression")
			}
			walk(e.X)
			walk(e.Y)
		case *CallExpr:
			switch e.Fun.Name {
			case "min", "max":
				if len(e.Args) < 2 {
					p.errorf(e.Fun.NamePos, "%s needs two or more arguments", e.Fun.Name)
				}
			case "words":
				if len(e.Args) != 1 {
					p.errorf(e.Fun.NamePos, "words takes one argument (a count of bytes)")
				}
			case "log2":
				if len(e.Args) != 1 {
					p.errorf(e.Fun.NamePos, "log2 takes one argument")
				}
			case "field":
				// field(s, f): the int field f of the struct argument s
				// points to; f is a member's name, not a parameter.
				if len(e.Args) != 2 {
					p.errorf(e.Fun.NamePos, "field takes two arguments (a parameter and a member's name)")
					return
				}
				for _, a := range e.Args {
					if _, ok := a.(*Ident); !ok {
						p.errorf(a.Pos(), "field takes a parameter and a member's name")
						return
					}
				}
				walk(e.Args[0])
				return
			default:
				p.errorf(e.Fun.NamePos, "%s is not a function of contracts (min, max, log2, words, field)", e.Fun.Name)
			}
			for _, a := range e.Args {
				walk(a)
			}
		default:
			if e != nil {
				p.errorf(e.Pos(), "a contract's cost may hold parameters, p, integers, + - * / %%, min, max, log2 and words only")
			}
		}
	}
	walk(e)
}

// Lower returns the statement a call of the contract stands for, at the
// call's position: for a collective {work*r + h*g + (supersteps-1)*l}
// sync, for a local one {work*r + h*g + supersteps*l} skip. args are the
// call's int arguments in the order of Params (nil where the argument is
// not an int: a cost naming it is an error); words converts a count of
// bytes to words (nil: the identity, as in .bsp).
func (c *Contract) Lower(args []Expr, at Pos, words func(Expr) Expr) (Stmt, error) {
	s, _, err := c.lowerCall(args, nil, at, words, false)
	return s, err
}

// LowerCall is Lower, and the record of the call: with the guard of its
// replicated(...) arguments, if any, so that a report on the guard can
// name the contract and the argument. fields are the values of the
// fields field(s, f) names, by "s.f" (C struct arguments); without them
// (nil: .bsp, which has no structs) field(s, f) is the argument s itself,
// the caller passing the field's value.
func (c *Contract) LowerCall(args []Expr, fields map[string]Expr, at Pos, words func(Expr) Expr) (Stmt, ContractCall, error) {
	return c.lowerCall(args, fields, at, words, false)
}

// LowerDesync is LowerCall for a run in which the counter argument of a
// counter(x, e) contract may differ between processes: the call is not
// guarded by x, and charged {p*work*r + (h + e*max(x, 0))*g +
// (supersteps - 1 + max(x, 0))*l} sync. A process runs at most x
// barriers in the call besides its supersteps (the counter starts at 0 and
// grows by one at least at each), each with at most e words per process
// (the counter's agreement); the followed process's x is any process's,
// so the sequential analysis charges the largest. The work and words of
// the code between such calls may fall in different supersteps on
// different processes: the caller charges them p times
// (frontend/llvm's desync translation). For a contract without a counter
// clause it is LowerCall.
func (c *Contract) LowerDesync(args []Expr, fields map[string]Expr, at Pos, words func(Expr) Expr) (Stmt, ContractCall, error) {
	return c.lowerCall(args, fields, at, words, c.Counter != "")
}

func (c *Contract) lowerCall(args []Expr, fields map[string]Expr, at Pos, words func(Expr) Expr, desync bool) (Stmt, ContractCall, error) {
	call := ContractCall{Contract: c, Pos: at}
	s, params, err := c.lower(args, fields, at, words, desync)
	if g, ok := s.(*IfStmt); ok && err == nil {
		call.Guard, call.GuardParams = g, params
	}
	return s, call, err
}

// lower is Lower; it also returns the parameters the guard's conjuncts
// compare, in order.
func (c *Contract) lower(args []Expr, fields map[string]Expr, at Pos, words func(Expr) Expr, desync bool) (Stmt, []string, error) {
	if len(args) != len(c.Params) {
		return nil, nil, fmt.Errorf("%s takes %d arguments (its contract), not %d", c.Name, len(c.Params), len(args))
	}
	bind := map[string]Expr{}
	for i, name := range c.Params {
		bind[name] = args[i]
	}
	var bad []string
	subst := func(e Expr) Expr {
		if e == nil {
			return nil
		}
		return substContract(e, bind, fields, at, words, &bad)
	}
	var terms []CostTerm
	add := func(e Expr, res Resource, name string) {
		if e == nil {
			return
		}
		if lit, ok := e.(*IntLit); ok && lit.Value == 0 {
			return
		}
		terms = append(terms, CostTerm{Coef: e, Resource: res, ResPos: at, ResName: name})
	}
	// extra adds the counter's barriers, max(x, 0) times e, to cost
	// (desync).
	extra := func(cost, e Expr) Expr {
		x := subst(&Ident{NamePos: at, Name: c.Counter})
		n := &CallExpr{Fun: &Ident{NamePos: at, Name: "max"}, Lparen: at, Args: []Expr{x, &IntLit{ValuePos: at, Lit: "0"}}, Rparen: at}
		var t Expr = n
		if e != nil {
			t = &BinaryExpr{X: parens(e, at), OpPos: at, Op: MUL, Y: n}
		}
		if lit, ok := cost.(*IntLit); cost == nil || ok && lit.Value == 0 {
			return t
		}
		return &BinaryExpr{X: parens(cost, at), OpPos: at, Op: ADD, Y: t}
	}
	if desync {
		if w := subst(c.Work); w != nil {
			add(&BinaryExpr{X: &Ident{NamePos: at, Name: "p"}, OpPos: at, Op: MUL, Y: parens(w, at)}, ResR, "r")
		}
		add(extra(subst(c.H), subst(c.CounterStep)), ResG, "g")
	} else {
		add(subst(c.Work), ResR, "r")
		add(subst(c.H), ResG, "g")
	}
	var stmt Stmt
	if c.Kind == Collective && contractSyncOn {
		stmt = &SyncStmt{Sync: at}
		if desync {
			add(extra(minusOne(subst(c.Supersteps), at), nil), ResL, "l")
		} else {
			add(minusOne(subst(c.Supersteps), at), ResL, "l")
		}
	} else {
		stmt = &SkipStmt{Skip: at}
		add(subst(c.Supersteps), ResL, "l")
	}
	for _, name := range c.Replicated {
		if bind[name] == nil {
			bad = append(bad, name)
		}
	}
	if len(bad) > 0 {
		return nil, nil, fmt.Errorf("the contract of %s counts its argument %s, which is not an int here", c.Name, strings.Join(bad, ", "))
	}
	if len(terms) > 0 {
		stmt = &CostStmt{Lbrace: at, Terms: terms, Rbrace: at, Stmt: stmt}
	}
	// The arguments that must be the same on every process guard the
	// call: a condition always true, which the alignment check accepts
	// only when they are replicated.
	var cond Expr
	var params []string
	for _, name := range c.Replicated {
		if !contractReplicatedOn {
			break
		}
		if desync && name == c.Counter {
			continue // may differ: charged by the largest above
		}
		switch a := Unparen(bind[name]).(type) {
		case *IntLit:
			continue // the same everywhere
		case *Ident:
			if a.Name == "p" || a.Name == "nprocs" {
				continue
			}
		}
		eq := &BinaryExpr{X: parens(CloneExpr(bind[name]), at), OpPos: at, Op: EQL, Y: parens(CloneExpr(bind[name]), at)}
		params = append(params, name)
		if cond == nil {
			cond = eq
		} else {
			cond = &BinaryExpr{X: cond, OpPos: at, Op: LAND, Y: eq}
		}
	}
	if cond != nil {
		stmt = &IfStmt{If: at, Cond: cond, Then: &Block{Start: at, Stmts: []Stmt{stmt}}, EndPos: at}
	}
	return stmt, params, nil
}

// minusOne returns s - 1, the barriers of a collective other than the
// sync it is lowered to, in a form that is never negative: simplified
// where s is visibly at least 1 (3, p, p + 2), else max(s - 1, 0) (a
// collective ends the superstep anyway, and an annotation's coefficient
// is never negative).
func minusOne(s Expr, at Pos) Expr {
	lit := func(v int64) Expr { return &IntLit{ValuePos: at, Lit: fmt.Sprint(v), Value: v} }
	switch x := Unparen(s).(type) {
	case *IntLit:
		return lit(max(x.Value-1, 0))
	case *Ident:
		if x.Name == "p" || x.Name == "nprocs" {
			return &BinaryExpr{X: x, OpPos: at, Op: SUB, Y: lit(1)}
		}
	case *CallExpr:
		// max(p, 2) - 1 is max(p - 1, 1) when every argument is visibly
		// at least 1.
		if x.Fun.Name == "max" {
			var args []Expr
			for _, a := range x.Args {
				m := minusOne(a, at)
				if c, ok := m.(*CallExpr); ok && c.Fun.Name == "max" && len(c.Args) == 2 && c != a {
					if z, ok := c.Args[1].(*IntLit); ok && z.Value == 0 {
						args = nil
						break
					}
				}
				args = append(args, m)
			}
			if args != nil {
				return &CallExpr{Fun: &Ident{NamePos: at, Name: "max"}, Lparen: at, Args: args, Rparen: at}
			}
		}
	case *BinaryExpr:
		if k, ok := Unparen(x.Y).(*IntLit); ok && x.Op == ADD && k.Value >= 1 && nonNegative(x.X) {
			if k.Value == 1 {
				return x.X
			}
			return &BinaryExpr{X: x.X, OpPos: at, Op: ADD, Y: lit(k.Value - 1)}
		}
	}
	minus := &BinaryExpr{X: parens(s, at), OpPos: at, Op: SUB, Y: lit(1)}
	return &CallExpr{Fun: &Ident{NamePos: at, Name: "max"}, Lparen: at, Args: []Expr{minus, lit(0)}, Rparen: at}
}

// parens wraps e in parentheses when it is a binary expression.
func parens(e Expr, at Pos) Expr {
	if _, ok := e.(*BinaryExpr); ok {
		return &ParenExpr{Lparen: at, X: e, Rparen: at}
	}
	return e
}

// nonNegative reports whether e is visibly never negative: literals, p,
// and their sums and products.
func nonNegative(e Expr) bool {
	switch x := Unparen(e).(type) {
	case *IntLit:
		return x.Value >= 0
	case *Ident:
		return x.Name == "p" || x.Name == "nprocs"
	case *BinaryExpr:
		return (x.Op == ADD || x.Op == MUL) && nonNegative(x.X) && nonNegative(x.Y)
	}
	return false
}

// substContract copies a contract expression at the call's position,
// with the arguments for the parameters (copied for every occurrence, so
// that the result is a tree) and words(e) converted.
func substContract(e Expr, bind, fields map[string]Expr, at Pos, words func(Expr) Expr, bad *[]string) Expr {
	sub := func(x Expr) Expr { return substContract(x, bind, fields, at, words, bad) }
	switch e := e.(type) {
	case *IntLit:
		return &IntLit{ValuePos: at, Lit: e.Lit, Value: e.Value}
	case *Ident:
		if a, ok := bind[e.Name]; ok {
			if a == nil {
				*bad = append(*bad, e.Name)
				return &IntLit{ValuePos: at, Lit: "0"}
			}
			switch a.(type) {
			case *IntLit, *Ident, *ParenExpr, *CallExpr, *AnyExpr:
				return CloneExpr(a)
			}
			return &ParenExpr{Lparen: at, X: CloneExpr(a), Rparen: at}
		}
		return &Ident{NamePos: at, Name: e.Name}
	case *ParenExpr:
		return &ParenExpr{Lparen: at, X: sub(e.X), Rparen: at}
	case *UnaryExpr:
		return &UnaryExpr{OpPos: at, Op: e.Op, X: sub(e.X)}
	case *BinaryExpr:
		return &BinaryExpr{X: sub(e.X), OpPos: at, Op: e.Op, Y: sub(e.Y)}
	case *CallExpr:
		if e.Fun.Name == "field" && len(e.Args) == 2 {
			sname, fname := e.Args[0].(*Ident), e.Args[1].(*Ident)
			if fields == nil {
				return sub(sname)
			}
			a := fields[sname.Name+"."+fname.Name]
			if a == nil {
				*bad = append(*bad, fmt.Sprintf("%s's field %s", sname.Name, fname.Name))
				return &IntLit{ValuePos: at, Lit: "0"}
			}
			return &ParenExpr{Lparen: at, X: CloneExpr(a), Rparen: at}
		}
		if e.Fun.Name == "words" {
			x := sub(e.Args[0])
			if words == nil {
				return x
			}
			return words(x)
		}
		args := make([]Expr, len(e.Args))
		for i, a := range e.Args {
			args[i] = sub(a)
		}
		return &CallExpr{Fun: &Ident{NamePos: at, Name: e.Fun.Name}, Lparen: at, Args: args, Rparen: at}
	}
	panic(fmt.Sprintf("contract expression %T", e))
}

// Note is what bspcost says at a call it charged by c's contract.
func (c *Contract) Note() string {
	rep := ""
	if len(c.Replicated) > 0 {
		rep = fmt.Sprintf("; it holds when %s is the same on every process", strings.Join(c.Replicated, ", "))
	}
	return fmt.Sprintf("%s: charged by its %s contract (trusted, not checked)%s%s", c.Name, c.Kind, c.costText(), rep)
}

func (c *Contract) costText() string {
	var parts []string
	for _, f := range []struct {
		e    Expr
		name string
	}{{c.Work, "r"}, {c.H, "g"}, {c.Supersteps, "l"}} {
		if f.e != nil {
			text := ExprString(f.e)
			if _, simple := Unparen(f.e).(*BinaryExpr); simple {
				text = "(" + text + ")"
			}
			parts = append(parts, text+"·"+f.name)
		}
	}
	if len(parts) == 0 {
		return ": no cost"
	}
	return ": " + strings.Join(parts, " + ") + " per call"
}
