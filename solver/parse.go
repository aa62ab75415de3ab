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
	// opaquePow makes a power that no Expr represents (a variable
	// exponent of a base other than 2, a negative or huge one) a fresh
	// unknown variable, recorded in opaque, rather than an error: for
	// the .koat reader, whose rules use it in updates and guards only,
	// where an unknown value over-approximates (more runs, never fewer).
	opaquePow bool
	opaque    []nlArg // each power so replaced (at its '^'), for the current rule
	nlAt      []nlArg // where relTerm made nlArgs' variables, for the current rule
}

// nlArg is a non-linear argument of a term (its position, index and
// expression) or a power made a variable (its position); v is the
// variable that stands for it.
type nlArg struct {
	pos Pos
	arg int
	e   *Expr
	v   string
}

// maxPowExp is the largest constant exponent that the reader expands
// into a product (A^3 = A*A*A, exact); a larger one is too costly to
// expand and counts as a power no Expr represents.
const maxPowExp = 16

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
// functions nat, max, min, log2/log, ceil, floor, pow2, mod (max and min also
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
		p.enter()
		defer p.leave()
		exp := p.unary()
		if v, ok := base.IsConst(); ok && v.Cmp(big.NewRat(2, 1)) == 0 {
			return Pow2(exp)
		}
		if k, ok := exp.IsConst(); ok && k.IsInt() && k.Sign() >= 0 && k.Cmp(big.NewRat(maxPowExp, 1)) <= 0 {
			out := Int(1)
			for i := int64(0); i < k.Num().Int64(); i++ {
				out = Mul(out, base)
			}
			return out
		}
		if !p.opaquePow {
			p.failAt(at.pos, "only powers of 2 and constant exponents up to %d are supported", maxPowExp)
		}
		p.nl++
		v := fmt.Sprintf("_NL%d", p.nl)
		p.opaque = append(p.opaque, nlArg{pos: at.pos, v: v})
		return Var(v)
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
		if t.text == "[" && p.lowerVars {
			return p.cases()
		}
	}
	p.fail("expected an expression, found %s", describe(t))
	return nil
}

// caseAhead reports whether the bracket at the current token opens a
// case (a comparison before its closing bracket), not a list (max([a,
// b])).
func (p *parser) caseAhead() bool {
	depth := 0
	for i := p.i; i < len(p.toks); i++ {
		t := p.toks[i]
		if t.kind == tEOF {
			return false
		}
		if t.kind != tPunct {
			continue
		}
		switch t.text {
		case "[", "(":
			depth++
		case "]", ")":
			depth--
			if depth == 0 {
				return false
			}
		case "=", "==", "<=", "=<", ">=", "<", ">":
			if depth == 1 {
				return true
			}
		}
	}
	return false
}

// cases parses a p-case's indicator as Expr.Pretty prints it: [c1 && c2
// ...], each ci a chain of comparisons a op b op c ... (op one of = ==
// <= =< >= < >) of linear forms with integer coefficients; 1 where every
// comparison holds, else 0.
func (p *parser) cases() *Expr {
	open := p.nextTok()
	var cmps [][2]*Expr
	var ops []string
	for {
		a := p.expr()
		n := 0
		for p.isPunct("=") || p.isPunct("==") || p.isPunct("<=") || p.isPunct("=<") || p.isPunct(">=") || p.isPunct("<") || p.isPunct(">") {
			op := p.nextTok().text
			b := p.expr()
			cmps = append(cmps, [2]*Expr{a, b})
			ops = append(ops, op)
			a = b
			n++
		}
		if n == 0 {
			p.fail("expected a comparison in a case, found %s", describe(p.peek()))
		}
		if !p.isPunct("&&") {
			break
		}
		p.nextTok()
	}
	p.expect("]")
	e, ok := caseExpr(cmps, ops)
	if !ok {
		p.failAt(open.pos, "a case's conditions must be linear with integer coefficients")
	}
	return e
}

func (p *parser) isFuncCall() bool {
	n := p.peekN(1)
	return n.kind == tPunct && n.text == "("
}

func (p *parser) function(name token) *Expr {
	p.expect("(")
	var args []*Expr
	if p.isPunct("[") && !p.caseAhead() {
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
	case "mod":
		if len(args) != 2 {
			p.failAt(name.pos, "mod takes two arguments, got %d", len(args))
		}
		return Mod(args[0], args[1])
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

// ParseExpr reads a cost expression in the syntax Expr.String and
// Expr.Pretty print (p-cases [p = 2], [N >= p + 1 && p <= 3]), and
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
