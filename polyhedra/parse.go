package polyhedra

import (
	"fmt"
	"slices"
	"strings"
)

// ParseError is returned by Parse with the 1-based position of the
// offending token.
type ParseError struct {
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

type token struct {
	kind string // "id", "int", "eof", or the punctuation itself
	text string
	line int
	col  int
}

func lex(src string) ([]token, error) {
	var toks []token
	line, col := 1, 1
	i := 0
	adv := func(n int) {
		for k := 0; k < n; k++ {
			if src[i] == '\n' {
				line++
				col = 1
			} else {
				col++
			}
			i++
		}
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			adv(1)
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				adv(1)
			}
		case c >= '0' && c <= '9':
			j := i
			for j < len(src) && src[j] >= '0' && src[j] <= '9' {
				j++
			}
			toks = append(toks, token{"int", src[i:j], line, col})
			adv(j - i)
		case c == '_' || c == '\'' || (c|0x20 >= 'a' && c|0x20 <= 'z'):
			j := i
			for j < len(src) && (src[j] == '_' || src[j] == '\'' || (src[j]|0x20 >= 'a' && src[j]|0x20 <= 'z') || (src[j] >= '0' && src[j] <= '9')) {
				j++
			}
			toks = append(toks, token{"id", src[i:j], line, col})
			adv(j - i)
		default:
			two := ""
			if i+1 < len(src) {
				two = src[i : i+2]
			}
			switch two {
			case "->", "<=", ">=", "==", "!=", "&&", "||":
				toks = append(toks, token{two, two, line, col})
				adv(2)
				continue
			}
			if strings.IndexByte("{}[](),:;<>=+-*/%", c) >= 0 {
				toks = append(toks, token{string(c), string(c), line, col})
				adv(1)
				continue
			}
			return nil, &ParseError{line, col, fmt.Sprintf("unexpected character %q", c)}
		}
	}
	toks = append(toks, token{"eof", "", line, col})
	return toks, nil
}

// local is an extra column of a piece: a div (floor) or an exists var.
type local struct {
	isDiv bool
	num   []Int // over columns up to and excluding itself
	den   Int
}

type parser struct {
	toks   []token
	pos    int
	params []string
	names  map[string][]Int // visible identifiers -> affine row (unwidened)
	ndim   int
	locals []local
}

func (p *parser) peek() token { return p.toks[p.pos] }
func (p *parser) next() token {
	t := p.toks[p.pos]
	if t.kind != "eof" {
		p.pos++
	}
	return t
}
func (p *parser) errAt(t token, format string, args ...any) error {
	return &ParseError{t.line, t.col, fmt.Sprintf(format, args...)}
}
func (p *parser) expect(kind string) (token, error) {
	t := p.next()
	if t.kind != kind {
		return t, p.errAt(t, "expected %q, found %q", kind, t.text)
	}
	return t, nil
}
func (p *parser) accept(kind string) bool {
	if p.peek().kind == kind {
		p.pos++
		return true
	}
	return false
}
func (p *parser) acceptID(word string) bool {
	if t := p.peek(); t.kind == "id" && t.text == word {
		p.pos++
		return true
	}
	return false
}

func (p *parser) ncols() int { return 1 + len(p.params) + p.ndim + len(p.locals) }

func (p *parser) widen(r []Int) []Int {
	w := make([]Int, p.ncols())
	copy(w, r)
	return w
}

var keywords = map[string]bool{"and": true, "or": true, "not": true, "exists": true, "mod": true, "floor": true, "ceil": true, "true": true, "false": true}

// Parse reads a set or map in isl notation, e.g.
// "[p, i] -> { [s, t] : 0 <= s < p and t = s - i and s >= i }" or
// "[n] -> { [i] -> [j] : j = i + 1 and 0 <= i < n }". It supports
// and/or, chained comparisons, !=, mod, floor(e/k), ceil(e/k), integer
// multiples, exists (...: ...), tuple names and expressions in tuples.
// It never panics; errors carry "line:col:" positions.
func Parse(src string) (*Set, error) {
	toks, err := lex(src)
	if err != nil {
		return nil, err
	}
	p := &parser{toks: toks}
	if p.peek().kind == "[" {
		p.next()
		if !p.accept("]") {
			for {
				t, err := p.expect("id")
				if err != nil {
					return nil, err
				}
				if keywords[t.text] || slices.Contains(p.params, t.text) {
					return nil, p.errAt(t, "bad parameter name %q", t.text)
				}
				p.params = append(p.params, t.text)
				if p.accept("]") {
					break
				}
				if _, err := p.expect(","); err != nil {
					return nil, err
				}
			}
		}
		if _, err := p.expect("->"); err != nil {
			return nil, err
		}
	}
	if _, err := p.expect("{"); err != nil {
		return nil, err
	}
	var out *Set
	if p.accept("}") {
		if _, err := p.expect("eof"); err != nil {
			return nil, err
		}
		return EmptySet(Space{Params: p.params}), nil
	}
	for {
		start := p.peek()
		piece, err := p.piece()
		if err != nil {
			return nil, err
		}
		if out == nil {
			out = piece
		} else {
			if !out.space.sameTuples(piece.space) {
				return nil, p.errAt(start, "piece has a different space from the first one")
			}
			piece.space = out.space.clone()
			for _, b := range piece.parts {
				b.space = out.space.clone()
			}
			out.parts = append(out.parts, piece.parts...)
		}
		if p.accept(";") {
			continue
		}
		if _, err := p.expect("}"); err != nil {
			return nil, err
		}
		break
	}
	if _, err := p.expect("eof"); err != nil {
		return nil, err
	}
	return out, nil
}

// MustParse is Parse for literals in code and tests; it panics on error.
func MustParse(src string) *Set {
	s, err := Parse(src)
	if err != nil {
		panic(err)
	}
	return s
}

type conj struct{ eqs, ineqs [][]Int }

// tuple parses [name] '[' elems ']' ; elements that are not fresh names
// become equalities.
func (p *parser) tuple(dimNames *[]string, cons *[]conj) (string, error) {
	name := ""
	if t := p.peek(); t.kind == "id" {
		if keywords[t.text] {
			return "", p.errAt(t, "unexpected %q", t.text)
		}
		name = t.text
		p.next()
	}
	if _, err := p.expect("["); err != nil {
		return "", err
	}
	if p.accept("]") {
		return name, nil
	}
	for {
		t := p.peek()
		nt := t
		if p.pos+1 < len(p.toks) {
			nt = p.toks[p.pos+1]
		}
		if len(p.locals) > 0 {
			return "", p.errAt(t, "floor/mod in a tuple must come after the last variable")
		}
		fresh := t.kind == "id" && !keywords[t.text] && (nt.kind == "," || nt.kind == "]")
		if fresh {
			if _, ok := p.names[t.text]; ok {
				fresh = false
			}
		}
		idx := p.ndim
		p.ndim++
		for n, r := range p.names {
			p.names[n] = p.widen(r)
		}
		if fresh {
			p.next()
			r := make([]Int, p.ncols())
			r[1+len(p.params)+idx] = i64(1)
			p.names[t.text] = r
			*dimNames = append(*dimNames, t.text)
		} else {
			e, err := p.expr()
			if err != nil {
				return "", err
			}
			e = p.widen(e)
			e[1+len(p.params)+idx] = sub(e[1+len(p.params)+idx], i64(1))
			(*cons)[0].eqs = append((*cons)[0].eqs, e)
			*dimNames = append(*dimNames, p.freshName(idx, *dimNames))
		}
		if p.accept("]") {
			return name, nil
		}
		if _, err := p.expect(","); err != nil {
			return "", err
		}
	}
}

func (p *parser) piece() (*Set, error) {
	p.names = map[string][]Int{}
	p.ndim = 0
	p.locals = nil
	for i, n := range p.params {
		r := make([]Int, 1+len(p.params))
		r[1+i] = i64(1)
		p.names[n] = r
	}
	cons := []conj{{}}
	var in, out []string
	sp := Space{Params: slices.Clone(p.params)}
	var name string
	var err error
	paramSet := p.peek().kind == ":" // isl's "{ : constraints }"
	if !paramSet {
		if name, err = p.tuple(&out, &cons); err != nil {
			return nil, err
		}
	}
	sp.OutName = name
	if !paramSet && p.accept("->") {
		in = out
		out = nil
		sp.InName = name
		sp.IsMap = true
		if sp.OutName, err = p.tuple(&out, &cons); err != nil {
			return nil, err
		}
	}
	sp.In, sp.Out = in, out
	if sp.IsMap && sp.In == nil {
		sp.In = []string{}
	}
	seen := map[string]bool{}
	for _, n := range sp.Dims() {
		if seen[n] {
			return nil, p.errAt(p.peek(), "duplicate variable %q", n)
		}
		seen[n] = true
	}
	if p.accept(":") {
		f, err := p.formula()
		if err != nil {
			return nil, err
		}
		cons, err = p.and(cons, f, p.peek())
		if err != nil {
			return nil, err
		}
	}
	res := &Set{space: sp}
	for _, c := range cons {
		for _, b := range p.build(sp, c) {
			res.addPart(b)
		}
	}
	return res, nil
}

// build turns one conjunction over the piece's columns into basic sets.
func (p *parser) build(sp Space, c conj) []*BasicSet {
	nc := p.ncols()
	base := 1 + len(p.params) + p.ndim
	raw := make([]bool, nc)
	for i, l := range p.locals {
		if !l.isDiv {
			raw[base+i] = true
			continue
		}
		for col, v := range l.num {
			if !isZero(v) && raw[col] {
				raw[base+i] = true
			}
		}
	}
	var order []int
	for col := 0; col < nc; col++ {
		if !raw[col] {
			order = append(order, col)
		}
	}
	nfixed := len(order)
	for col := 0; col < nc; col++ {
		if raw[col] {
			order = append(order, col)
		}
	}
	perm := func(r []Int) []Int {
		r = p.widen(r)
		w := make([]Int, nc)
		for i, col := range order {
			w[i] = r[col]
		}
		return w
	}
	var divs []div
	var eqs, ineqs [][]Int
	for _, r := range c.eqs {
		eqs = append(eqs, perm(r))
	}
	for _, r := range c.ineqs {
		ineqs = append(ineqs, perm(r))
	}
	for i, l := range p.locals {
		if !l.isDiv {
			continue
		}
		num := perm(l.num)
		if raw[base+i] {
			col := slices.Index(order, base+i)
			lo := copyRow(num)
			lo[col] = neg(l.den)
			hi := negRow(num)
			hi[col] = l.den
			hi[0] = add(hi[0], sub(l.den, i64(1)))
			ineqs = append(ineqs, lo, hi)
		} else {
			divs = append(divs, div{num, l.den})
		}
	}
	return finishRaw(sp, divs, eqs, ineqs, nc-nfixed)
}

func (p *parser) and(a, b []conj, at token) ([]conj, error) {
	if len(a)*len(b) > 4096 {
		return nil, p.errAt(at, "formula too large in disjunctive normal form")
	}
	var out []conj
	for _, x := range a {
		for _, y := range b {
			out = append(out, conj{append(slices.Clone(x.eqs), y.eqs...), append(slices.Clone(x.ineqs), y.ineqs...)})
		}
	}
	return out, nil
}

func (p *parser) formula() ([]conj, error) {
	f, err := p.conjunction()
	if err != nil {
		return nil, err
	}
	for p.peek().kind == "||" || (p.peek().kind == "id" && p.peek().text == "or") {
		p.next()
		g, err := p.conjunction()
		if err != nil {
			return nil, err
		}
		f = append(f, g...)
		if len(f) > 4096 {
			return nil, p.errAt(p.peek(), "formula too large in disjunctive normal form")
		}
	}
	return f, nil
}

func (p *parser) conjunction() ([]conj, error) {
	f, err := p.atom()
	if err != nil {
		return nil, err
	}
	for p.peek().kind == "&&" || (p.peek().kind == "id" && p.peek().text == "and") {
		at := p.next()
		g, err := p.atom()
		if err != nil {
			return nil, err
		}
		if f, err = p.and(f, g, at); err != nil {
			return nil, err
		}
	}
	return f, nil
}

func (p *parser) atom() ([]conj, error) {
	t := p.peek()
	switch {
	case t.kind == "id" && t.text == "true":
		p.next()
		return []conj{{}}, nil
	case t.kind == "id" && t.text == "false":
		p.next()
		return nil, nil
	case t.kind == "id" && t.text == "exists":
		p.next()
		if _, err := p.expect("("); err != nil {
			return nil, err
		}
		saved := map[string][]Int{}
		var bound []string
		for {
			n, err := p.expect("id")
			if err != nil {
				return nil, err
			}
			if keywords[n.text] {
				return nil, p.errAt(n, "bad variable name %q", n.text)
			}
			if old, ok := p.names[n.text]; ok {
				saved[n.text] = old
			}
			bound = append(bound, n.text)
			if p.accept("=") {
				e, err := p.expr()
				if err != nil {
					return nil, err
				}
				p.names[n.text] = e
			} else {
				p.locals = append(p.locals, local{})
				r := make([]Int, p.ncols())
				r[p.ncols()-1] = i64(1)
				p.names[n.text] = r
			}
			if p.accept(":") {
				break
			}
			if _, err := p.expect(","); err != nil {
				return nil, err
			}
		}
		f, err := p.formula()
		if err != nil {
			return nil, err
		}
		if _, err := p.expect(")"); err != nil {
			return nil, err
		}
		for _, n := range bound {
			if old, ok := saved[n]; ok {
				p.names[n] = old
			} else {
				delete(p.names, n)
			}
		}
		return f, nil
	case t.kind == "(":
		// Either a parenthesised formula or an expression starting a
		// comparison: try the comparison first.
		save, nloc := p.pos, len(p.locals)
		if f, err := p.comparison(); err == nil {
			return f, nil
		}
		p.pos, p.locals = save, p.locals[:nloc]
		p.next()
		f, err := p.formula()
		if err != nil {
			return nil, err
		}
		if _, err := p.expect(")"); err != nil {
			return nil, err
		}
		return f, nil
	}
	return p.comparison()
}

func (p *parser) comparison() ([]conj, error) {
	lhs, err := p.expr()
	if err != nil {
		return nil, err
	}
	res := []conj{{}}
	n := 0
	for {
		op := p.peek()
		switch op.kind {
		case "<", "<=", ">", ">=", "=", "==", "!=":
		default:
			if n == 0 {
				return nil, p.errAt(op, "expected comparison operator, found %q", op.text)
			}
			return res, nil
		}
		p.next()
		rhs, err := p.expr()
		if err != nil {
			return nil, err
		}
		l, r := p.widen(lhs), p.widen(rhs)
		d := combine(i64(1), r, i64(-1), l) // rhs - lhs
		var c []conj
		switch op.kind {
		case "<":
			d[0] = sub(d[0], i64(1))
			c = []conj{{ineqs: [][]Int{d}}}
		case "<=":
			c = []conj{{ineqs: [][]Int{d}}}
		case ">":
			d = negRow(d)
			d[0] = sub(d[0], i64(1))
			c = []conj{{ineqs: [][]Int{d}}}
		case ">=":
			c = []conj{{ineqs: [][]Int{negRow(d)}}}
		case "=", "==":
			c = []conj{{eqs: [][]Int{d}}}
		case "!=":
			a := copyRow(d)
			a[0] = sub(a[0], i64(1))
			b := negRow(d)
			b[0] = sub(b[0], i64(1))
			c = []conj{{ineqs: [][]Int{a}}, {ineqs: [][]Int{b}}}
		}
		if res, err = p.and(res, c, op); err != nil {
			return nil, err
		}
		lhs = rhs
		n++
	}
}

func (p *parser) expr() ([]Int, error) {
	var r []Int
	negate := false
	if p.accept("-") {
		negate = true
	} else {
		p.accept("+")
	}
	t, err := p.term()
	if err != nil {
		return nil, err
	}
	if negate {
		t = negRow(t)
	}
	r = t
	for {
		switch p.peek().kind {
		case "+", "-":
			op := p.next()
			t, err := p.term()
			if err != nil {
				return nil, err
			}
			r, t = p.widen(r), p.widen(t)
			if op.kind == "+" {
				r = combine(i64(1), r, i64(1), t)
			} else {
				r = combine(i64(1), r, i64(-1), t)
			}
		default:
			return r, nil
		}
	}
}

func isConst(r []Int) bool { return isZeroFrom(r, 1) }

func (p *parser) term() ([]Int, error) {
	f, err := p.factor()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		switch {
		case t.kind == "*":
			p.next()
			g, err := p.factor()
			if err != nil {
				return nil, err
			}
			if f, err = p.product(f, g, t); err != nil {
				return nil, err
			}
		case (t.kind == "id" && !keywords[t.text]) || t.kind == "(":
			// Juxtaposition "2i" or "2(i+1)": only after a constant.
			if !isConst(f) {
				return f, nil
			}
			g, err := p.factor()
			if err != nil {
				return nil, err
			}
			if f, err = p.product(f, g, t); err != nil {
				return nil, err
			}
		case t.kind == "%" || (t.kind == "id" && t.text == "mod"):
			p.next()
			k, err := p.expect("int")
			if err != nil {
				return nil, err
			}
			m, ok := parseInt(k.text)
			if !ok || sign(m) <= 0 {
				return nil, p.errAt(k, "bad modulus %q", k.text)
			}
			d := p.newDiv(f, m)
			f = combine(i64(1), p.widen(f), neg(m), d)
		default:
			return f, nil
		}
	}
}

func (p *parser) product(f, g []Int, at token) ([]Int, error) {
	switch {
	case isConst(f):
		return combine(f[0], p.widen(g), i64(0), p.widen(g)), nil
	case isConst(g):
		return combine(g[0], p.widen(f), i64(0), p.widen(f)), nil
	}
	return nil, p.errAt(at, "non-affine product")
}

// newDiv returns the row of a fresh div floor(num/den).
func (p *parser) newDiv(num []Int, den Int) []Int {
	if eq64(den, 1) {
		return p.widen(num)
	}
	p.locals = append(p.locals, local{isDiv: true, num: p.widen(num), den: den})
	r := make([]Int, p.ncols())
	r[p.ncols()-1] = i64(1)
	return r
}

func (p *parser) factor() ([]Int, error) {
	t := p.next()
	switch {
	case t.kind == "int":
		v, ok := parseInt(t.text)
		if !ok {
			return nil, p.errAt(t, "bad integer %q", t.text)
		}
		r := make([]Int, p.ncols())
		r[0] = v
		return r, nil
	case t.kind == "-":
		f, err := p.factor()
		if err != nil {
			return nil, err
		}
		return negRow(f), nil
	case t.kind == "(":
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		if _, err := p.expect(")"); err != nil {
			return nil, err
		}
		return e, nil
	case t.kind == "id" && (t.text == "floor" || t.text == "ceil"):
		if _, err := p.expect("("); err != nil {
			return nil, err
		}
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		if _, err := p.expect("/"); err != nil {
			return nil, err
		}
		k, err := p.expect("int")
		if err != nil {
			return nil, err
		}
		m, ok := parseInt(k.text)
		if !ok || sign(m) <= 0 {
			return nil, p.errAt(k, "bad divisor %q", k.text)
		}
		if _, err := p.expect(")"); err != nil {
			return nil, err
		}
		if t.text == "floor" {
			return p.newDiv(e, m), nil
		}
		// ceil(e/m) = -floor(-e/m)
		return negRow(p.newDiv(negRow(e), m)), nil
	case t.kind == "id" && !keywords[t.text]:
		r, ok := p.names[t.text]
		if !ok {
			return nil, p.errAt(t, "unknown identifier %q", t.text)
		}
		return p.widen(r), nil
	}
	return nil, p.errAt(t, "unexpected %q", t.text)
}

// freshName names a tuple position given by an expression: "i<idx>",
// made unique against every identifier of the input and earlier names.
func (p *parser) freshName(idx int, taken []string) string {
	used := func(n string) bool {
		if slices.Contains(taken, n) || slices.Contains(p.params, n) {
			return true
		}
		for _, t := range p.toks {
			if t.kind == "id" && t.text == n {
				return true
			}
		}
		return false
	}
	n := fmt.Sprintf("i%d", idx)
	for used(n) {
		n += "_"
	}
	return n
}
