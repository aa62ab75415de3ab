package solver

import (
	"fmt"
	"math/big"
	"strings"
)

// parser is a recursive-descent parser over a token slice, shared by the
// .ces, .koat and expression readers. Errors stop the parse (the first one
// is reported): inputs are machine-written, and a cascade helps nobody.
type parser struct {
	file  string
	toks  []token
	i     int
	depth int
	// lowerVars makes lower-case identifiers not followed by '(' variables
	// (expressions printed by the solver for .bsp programs use p, N, ...).
	lowerVars bool
	nl        int      // fresh variables made for non-linear arguments
	nlArgs    []NLCons // their defining constraints, for the current rule
}

// maxDepth bounds nesting so that hostile input cannot exhaust the stack.
const maxDepth = 200

type parseError struct{ err *Error }

func (p *parser) peek() token { return p.toks[p.i] }
func (p *parser) peekN(n int) token {
	if p.i+n < len(p.toks) {
		return p.toks[p.i+n]
	}
	return p.toks[len(p.toks)-1]
}
func (p *parser) nextTok() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) failAt(pos Pos, format string, args ...any) {
	panic(parseError{&Error{File: p.file, Pos: pos, Msg: fmt.Sprintf(format, args...)}})
}

func (p *parser) fail(format string, args ...any) {
	t := p.peek()
	if t.kind == tBadTok {
		p.failAt(t.pos, "%s", t.text)
	}
	p.failAt(t.pos, format, args...)
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of input"
	case tName:
		return fmt.Sprintf("name %q", t.text)
	case tVar:
		return fmt.Sprintf("variable %s", t.text)
	case tNum:
		return "number " + t.text
	case tBadTok:
		return t.text
	}
	return fmt.Sprintf("%q", t.text)
}

func (p *parser) isPunct(s string) bool {
	t := p.peek()
	return t.kind == tPunct && t.text == s
}

func (p *parser) expect(s string) token {
	if !p.isPunct(s) {
		p.fail("expected %q, found %s", s, describe(p.peek()))
	}
	return p.nextTok()
}

// catch converts a parse panic into an error.
func catch(err *error) {
	if r := recover(); r != nil {
		pe, ok := r.(parseError)
		if !ok {
			panic(r)
		}
		*err = pe.err
	}
}

func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.fail("nesting too deep (more than %d levels)", maxDepth)
	}
}
func (p *parser) leave() { p.depth-- }

// expr parses a cost expression: + - * / ^, numbers, variables, and the
// functions nat, max, min, log2/log, ceil, floor, pow2 (max and min also
// take a Prolog list: max([a,b])).
func (p *parser) expr() *Expr {
	p.enter()
	defer p.leave()
	e := p.mulExpr()
	for p.isPunct("+") || p.isPunct("-") {
		op := p.nextTok().text
		r := p.mulExpr()
		if op == "+" {
			e = Add(e, r)
		} else {
			e = Sub(e, r)
		}
	}
	return e
}

func (p *parser) mulExpr() *Expr {
	e := p.unary()
	for p.isPunct("*") || p.isPunct("/") {
		op := p.nextTok()
		r := p.unary()
		if op.text == "*" {
			e = Mul(e, r)
			continue
		}
		if v, ok := r.IsConst(); ok {
			if v.Sign() <= 0 {
				p.failAt(op.pos, "division by non-positive constant %s", v.RatString())
			}
			e = Mul(e, Const(new(big.Rat).Inv(v)))
		} else {
			e = Div(e, r)
		}
	}
	return e
}

func (p *parser) unary() *Expr {
	if p.isPunct("-") {
		p.nextTok()
		p.enter()
		defer p.leave()
		return Mul(Int(-1), p.unary())
	}
	if p.isPunct("+") {
		p.nextTok()
		return p.unary()
	}
	base := p.atom()
	if p.isPunct("^") {
		at := p.nextTok()
		if v, ok := base.IsConst(); !ok || v.Cmp(big.NewRat(2, 1)) != 0 {
			p.failAt(at.pos, "only powers of 2 are supported")
		}
		p.enter()
		defer p.leave()
		return Pow2(p.unary())
	}
	return base
}

func (p *parser) number() *big.Rat {
	t := p.nextTok()
	r, ok := new(big.Rat).SetString(t.text)
	if !ok {
		p.failAt(t.pos, "bad number %s", t.text)
	}
	// decimal fractions 1.5
	if p.isPunct(".") && p.peekN(1).kind == tNum && p.peekN(1).pos.Col == t.pos.Col+len(t.text)+1 && p.peekN(1).pos.Line == t.pos.Line {
		p.nextTok()
		f := p.nextTok()
		fr, _ := new(big.Rat).SetString(t.text + "." + f.text)
		r = fr
	}
	return r
}

func (p *parser) atom() *Expr {
	t := p.peek()
	switch t.kind {
	case tNum:
		return Const(p.number())
	case tVar:
		p.nextTok()
		return Var(t.text)
	case tName:
		if !p.isFuncCall() {
			if p.lowerVars {
				p.nextTok()
				return Var(t.text)
			}
			p.fail("expected an expression, found %s (variables start with a capital letter)", describe(t))
		}
		p.nextTok()
		return p.function(t)
	case tPunct:
		if t.text == "(" {
			p.nextTok()
			e := p.expr()
			p.expect(")")
			return e
		}
	}
	p.fail("expected an expression, found %s", describe(t))
	return nil
}

func (p *parser) isFuncCall() bool {
	n := p.peekN(1)
	return n.kind == tPunct && n.text == "("
}

func (p *parser) function(name token) *Expr {
	p.expect("(")
	var args []*Expr
	if p.isPunct("[") {
		p.nextTok()
		if !p.isPunct("]") {
			args = p.exprList("]")
		}
		p.expect("]")
	} else {
		args = p.exprList(")")
	}
	p.expect(")")
	one := func() *Expr {
		if len(args) != 1 {
			p.failAt(name.pos, "%s takes one argument, got %d", name.text, len(args))
		}
		return args[0]
	}
	switch name.text {
	case "nat":
		return Nat(one())
	case "max", "min":
		if len(args) == 0 {
			p.failAt(name.pos, "%s of nothing", name.text)
		}
		if name.text == "max" {
			return Max(args...)
		}
		return Min(args...)
	case "log2", "log":
		return Log2(one())
	case "ceil":
		return Ceil(one())
	case "floor":
		return Floor(one())
	case "pow2":
		return Pow2(one())
	}
	p.failAt(name.pos, "unknown function %s", name.text)
	return nil
}

func (p *parser) exprList(end string) []*Expr {
	var out []*Expr
	for {
		out = append(out, p.expr())
		if !p.isPunct(",") {
			return out
		}
		p.nextTok()
	}
}

// ParseExpr reads a cost expression in the syntax Expr.String prints, and
// also the bounds CoFloCo prints (max([a,b]), nat(A/2-B/2)). Identifiers
// not followed by '(' are variables whatever their case.
func ParseExpr(s string) (e *Expr, err error) {
	defer catch(&err)
	p := &parser{toks: tokenize(s), lowerVars: true}
	e = p.expr()
	if p.peek().kind != tEOF {
		p.fail("unexpected %s after the expression", describe(p.peek()))
	}
	return e, nil
}

// NLCons is a constraint that is not linear (0 >= A*A + 1). The solver
// ignores it, which only adds derivations (sound for upper bounds); the
// evaluator checks it.
type NLCons struct {
	L, R *Expr
	Op   string // >=, =<, >, <, =
}

func (c NLCons) String() string { return c.L.String() + c.Op + c.R.String() }

// holds evaluates the constraint at a point; false when it cannot.
func (c NLCons) holds(env map[string]*big.Rat) bool {
	l, lh, err1 := c.L.Eval(env)
	r, rh, err2 := c.R.Eval(env)
	if err1 != nil || err2 != nil || l.Cmp(lh) != 0 || r.Cmp(rh) != 0 {
		return false
	}
	k := l.Cmp(r)
	switch c.Op {
	case ">=":
		return k >= 0
	case "=<", "<=":
		return k <= 0
	case ">":
		return k > 0
	case "<":
		return k < 0
	}
	return k == 0
}

// comparison parses lhs op rhs into a constraint (strict comparisons are
// turned into non-strict ones: the variables are integers). A comparison
// that is not linear is returned as an NLCons instead.
func (p *parser) comparison(allowEqEq bool) (Cons, *NLCons) {
	le := p.expr()
	t := p.peek()
	if t.kind != tPunct {
		p.fail("expected a comparison operator, found %s", describe(t))
	}
	var c Cons
	op := t.text
	p.nextTok()
	re := p.expr()
	lhs, ok1 := LinOf(le)
	rhs, ok2 := LinOf(re)
	if !ok1 || !ok2 {
		switch op {
		case ">=", "=<", "<=", ">", "<", "=", "==":
		default:
			p.failAt(t.pos, "expected a comparison operator, found %s", describe(t))
		}
		if op == "==" {
			op = "="
		}
		return Cons{}, &NLCons{L: le, R: re, Op: op}
	}
	diff := lhs.AddScaled(ratMinusOne, rhs) // lhs - rhs
	switch op {
	case ">=":
		c = Cons{L: diff}
	case "=<", "<=":
		c = Cons{L: diff.Scale(ratMinusOne)}
	case ">":
		c = Cons{L: diff.AddScaled(ratOne, NewLin(ratMinusOne))}
	case "<":
		c = Cons{L: diff.Scale(ratMinusOne).AddScaled(ratOne, NewLin(ratMinusOne))}
	case "=":
		c = Cons{L: diff, Eq: true}
	case "==":
		if !allowEqEq {
			p.failAt(t.pos, "use = for equality")
		}
		c = Cons{L: diff, Eq: true}
	default:
		p.failAt(t.pos, "expected a comparison operator, found %s", describe(t))
	}
	return c, nil
}

// quoteName prints a relation name so that the .ces reader reads it back.
func quoteName(n string) string {
	if n != "" && isLower(n[0]) {
		ok := true
		for i := 0; i < len(n); i++ {
			if !isIdent(n[i]) {
				ok = false
				break
			}
		}
		if ok {
			return n
		}
	}
	return "'" + strings.ReplaceAll(n, "'", "") + "'"
}
