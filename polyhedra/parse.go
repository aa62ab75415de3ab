package polyhedra

import (
	"fmt"
	"slices"
	"strings"

	"bspcost/diag"
)

// ParseError is returned by Parse with the 1-based position of the
// offending token. It is the project's one positioned diagnostic type
// (diag.Diagnostic), so that every stage and the CLI report errors
// alike; its File is empty (isl text has no file) unless a caller sets it.
type ParseError = diag.Diagnostic

func parseError(line, col int, msg string) *ParseError {
	return &ParseError{Pos: diag.Pos{Line: line, Col: col}, End: diag.Pos{Line: line, Col: col},
		Severity: diag.SeverityError, Msg: msg}
}

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
			return nil, parseError(line, col, fmt.Sprintf("unexpected character %q", c))
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
	return parseError(t.line, t.col, fmt.Sprintf(format, args...))
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
// and/or/not, chained comparisons, !=, mod, floor(e/k), ceil(e/k), integer
// multiples, exists (...: ...), tuple names and expressions in tuples.
// All pieces must have one space; ParseUnion reads unions over several.
// It never panics; errors carry "line:col:" positions.
func Parse(src string) (*Set, error) {
	p, pieces, starts, err := parsePieces(src)
	if err != nil {
		return nil, err
	}
	if len(pieces) == 0 {
		return EmptySet(Space{Params: p.params}), nil
	}
	for i, piece := range pieces {
		if !pieces[0].space.sameTuples(piece.space) {
			return nil, p.errAt(starts[i], "piece has a different space from the first one (use ParseUnion for a union over several spaces)")
		}
	}
	return mergePieces(pieces), nil
}

// mergePieces returns the union of pieces of one space, named as the first.
func mergePieces(pieces []*Set) *Set {
	out := &Set{space: pieces[0].space.clone()}
	for _, piece := range pieces {
		for _, b := range piece.parts {
			b.space = out.space.clone()
			out.parts = append(out.parts, b)
		}
	}
	return out
}

// parsePieces reads "[params] -> { piece; ... }" and returns the parser
// (for its parameters and positions), the pieces and their first tokens.
func parsePieces(src string) (*parser, []*Set, []token, error) {
	toks, err := lex(src)
	if err != nil {
		return nil, nil, nil, err
	}
	p := &parser{toks: toks}
	if p.peek().kind == "[" {
		p.next()
		if !p.accept("]") {
			for {
				t, err := p.expect("id")
				if err != nil {
					return nil, nil, nil, err
				}
				if keywords[t.text] || slices.Contains(p.params, t.text) {
					return nil, nil, nil, p.errAt(t, "bad parameter name %q", t.text)
				}
				p.params = append(p.params, t.text)
				if p.accept("]") {
					break
				}
				if _, err := p.expect(","); err != nil {
					return nil, nil, nil, err
				}
			}
		}
		if _, err := p.expect("->"); err != nil {
			return nil, nil, nil, err
		}
	}
	if _, err := p.expect("{"); err != nil {
		return nil, nil, nil, err
	}
	var pieces []*Set
	var starts []token
	if !p.accept("}") {
		for {
			start := p.peek()
			piece, err := p.piece()
			if err != nil {
				return nil, nil, nil, err
			}
			pieces = append(pieces, piece)
			starts = append(starts, start)
			if p.accept(";") {
				continue
			}
			if _, err := p.expect("}"); err != nil {
				return nil, nil, nil, err
			}
			break
		}
	}
	if _, err := p.expect("eof"); err != nil {
		return nil, nil, nil, err
	}
	return p, pieces, starts, nil
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
		// isl prints "[x = 0]" or "[j = i]": a fresh name defined by an
		// equality.
		fresh := t.kind == "id" && !keywords[t.text] && (nt.kind == "," || nt.kind == "]" || nt.kind == "=")
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
			if p.accept("=") {
				e, err := p.expr()
				if err != nil {
					return "", err
				}
				e = p.widen(e)
				e[1+len(p.params)+idx] = sub(e[1+len(p.params)+idx], i64(1))
				(*cons)[0].eqs = append((*cons)[0].eqs, e)
			}
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
		f, err := p.formula(false)
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
		for _, b := range p.build(sp, c, 0) {
			res.addPart(b)
		}
	}
	return res, nil
}

// build turns one conjunction over the piece's columns into basic sets
// of sp. The first k locals count as set variables (sp has p.ndim+k of
// them): that is how a negated subformula sees the enclosing locals.
func (p *parser) build(sp Space, c conj, k int) []*BasicSet {
	nc := p.ncols()
	base := 1 + len(p.params) + p.ndim + k
	locs := p.locals[k:]
	raw := make([]bool, nc)
	for i, l := range locs {
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
	for i, l := range locs {
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

// or returns the disjunction a or b.
func (p *parser) or(a, b []conj, at token) ([]conj, error) {
	if len(a)+len(b) > 4096 {
		return nil, p.errAt(at, "formula too large in disjunctive normal form")
	}
	return append(a, b...), nil
}

// formula parses a disjunction, or its negation if neg is set. Negation
// is pushed down to the constraints (De Morgan), so that "not not"
// cancels and no conjunction is negated after its expansion.
func (p *parser) formula(neg bool) ([]conj, error) {
	f, err := p.conjunction(neg)
	if err != nil {
		return nil, err
	}
	for p.peek().kind == "||" || (p.peek().kind == "id" && p.peek().text == "or") {
		at := p.next()
		g, err := p.conjunction(neg)
		if err != nil {
			return nil, err
		}
		if neg {
			f, err = p.and(f, g, at)
		} else {
			f, err = p.or(f, g, at)
		}
		if err != nil {
			return nil, err
		}
	}
	return f, nil
}

// conjunction parses a conjunction, or its negation if neg is set.
func (p *parser) conjunction(neg bool) ([]conj, error) {
	f, err := p.atom(neg)
	if err != nil {
		return nil, err
	}
	for p.peek().kind == "&&" || (p.peek().kind == "id" && p.peek().text == "and") {
		at := p.next()
		g, err := p.atom(neg)
		if err != nil {
			return nil, err
		}
		if neg {
			f, err = p.or(f, g, at)
		} else {
			f, err = p.and(f, g, at)
		}
		if err != nil {
			return nil, err
		}
	}
	return f, nil
}

// atom parses a constraint, "not" atom, exists or parenthesised formula,
// or its negation if neg is set.
func (p *parser) atom(neg bool) ([]conj, error) {
	t := p.peek()
	switch {
	case t.kind == "id" && (t.text == "true" || t.text == "false"):
		p.next()
		if (t.text == "true") != neg {
			return []conj{{}}, nil
		}
		return nil, nil
	case t.kind == "id" && t.text == "not":
		p.next()
		switch n := p.peek(); {
		case n.kind == "eof" || n.kind == ")" || n.kind == "}" || n.kind == ";" || n.kind == "&&" || n.kind == "||",
			n.kind == "id" && (n.text == "and" || n.text == "or"):
			return nil, p.errAt(n, "expected a constraint after \"not\", found %q", n.text)
		}
		return p.atom(!neg)
	case t.kind == "id" && t.text == "exists":
		p.next()
		nloc := len(p.locals)
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
		f, err := p.formula(false)
		if err != nil {
			return nil, err
		}
		if _, err := p.expect(")"); err != nil {
			return nil, err
		}
		if neg {
			if f, err = p.negate(f, nloc, t); err != nil {
				return nil, err
			}
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
		if f, err := p.comparison(neg); err == nil {
			return f, nil
		}
		p.pos, p.locals = save, p.locals[:nloc]
		p.next()
		f, err := p.formula(neg)
		if err != nil {
			return nil, err
		}
		if _, err := p.expect(")"); err != nil {
			return nil, err
		}
		return f, nil
	}
	return p.comparison(neg)
}

// notRow returns the row of the negation of r >= 0: -r - 1 >= 0.
func notRow(r []Int) []Int {
	n := negRow(r)
	n[0] = sub(n[0], i64(1))
	return n
}

// negate returns the complement of the formula f (in the piece's space,
// with the enclosing locals as free variables); locals from index nloc
// on were introduced inside f. Without existentials of its own, f is a
// disjunction of conjunctions of rows, negated row by row (De Morgan back
// to disjunctive normal form); divs are functions of the point, so they
// stay as they are. Otherwise see negateBySet.
func (p *parser) negate(f []conj, nloc int, at token) ([]conj, error) {
	if p.innerExists(f, nloc) {
		return p.negateBySet(f, nloc)
	}
	out := []conj{{}}
	for _, c := range f {
		var alt []conj // not c: one of its rows fails
		for _, r := range c.ineqs {
			alt = append(alt, conj{ineqs: [][]Int{notRow(p.widen(r))}})
		}
		for _, r := range c.eqs {
			r = p.widen(r)
			alt = append(alt, conj{ineqs: [][]Int{notRow(r)}}, conj{ineqs: [][]Int{notRow(negRow(r))}})
		}
		var err error
		if out, err = p.and(out, alt, at); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// innerExists reports whether f uses an existential variable introduced
// inside it (locals from nloc on), directly or through a div.
func (p *parser) innerExists(f []conj, nloc int) bool {
	off := 1 + len(p.params) + p.ndim
	raw := make([]bool, p.ncols())
	for i := nloc; i < len(p.locals); i++ {
		l := p.locals[i]
		raw[off+i] = !l.isDiv
		for col, v := range l.num {
			raw[off+i] = raw[off+i] || (!isZero(v) && raw[col])
		}
	}
	for _, c := range f {
		for _, r := range append(slices.Clone(c.eqs), c.ineqs...) {
			for col, v := range r {
				if !isZero(v) && raw[col] {
					return true
				}
			}
		}
	}
	return false
}

// negateBySet negates a formula with existentials of its own: it is
// built as a Set over the piece's variables and the enclosing locals
// (as extra set variables), complemented exactly (its existentials
// become divs), and the complement's parts are read back as
// conjunctions, its divs as new locals. f's own locals are dropped:
// nothing outside f can refer to them.
func (p *parser) negateBySet(f []conj, nloc int) ([]conj, error) {
	base := 1 + len(p.params) + p.ndim + nloc
	dims := make([]string, p.ndim+nloc)
	for i := range dims {
		dims[i] = fmt.Sprintf("v%d", i)
	}
	sp := Space{Params: slices.Clone(p.params), Out: dims}
	s := &Set{space: sp}
	for _, c := range f {
		for _, b := range p.build(sp, c, nloc) {
			s.addPart(b)
		}
	}
	comp := s.Complement()
	p.locals = p.locals[:nloc]
	var out []conj
	for _, b := range comp.parts {
		col := make([]int, b.ncols()) // b's columns -> parser columns
		for j := range col {
			col[j] = j
		}
		mp := func(r []Int) []Int {
			w := make([]Int, p.ncols())
			for j, v := range r {
				if !isZero(v) {
					w[col[j]] = v
				}
			}
			return w
		}
		for i, d := range b.divs {
			num := mp(d.num)
			col[base+i] = -1
			for j := nloc; j < len(p.locals); j++ {
				if l := p.locals[j]; l.isDiv && eq(l.den, d.den) && rowsEqual(p.widen(l.num), num) {
					col[base+i] = base - nloc + j
				}
			}
			if col[base+i] < 0 {
				p.locals = append(p.locals, local{isDiv: true, num: num, den: d.den})
				col[base+i] = p.ncols() - 1
			}
		}
		var c conj
		for _, r := range b.eqs {
			c.eqs = append(c.eqs, mp(r))
		}
		for _, r := range b.ineqs {
			c.ineqs = append(c.ineqs, mp(r))
		}
		out = append(out, c)
	}
	return out, nil
}

// comparison parses a chain of comparisons, or its negation if neg is
// set. Each side may be a list, as in isl's "0 <= i, j < n": the
// comparison holds for every element.
func (p *parser) comparison(neg bool) ([]conj, error) {
	lhs, err := p.exprList()
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
			if neg {
				return p.negate(res, len(p.locals), op)
			}
			return res, nil
		}
		p.next()
		rhs, err := p.exprList()
		if err != nil {
			return nil, err
		}
		for _, l := range lhs {
			for _, r := range rhs {
				d := combine(i64(1), p.widen(r), i64(-1), p.widen(l)) // rhs - lhs
				var c []conj
				switch op.kind {
				case "<":
					c = []conj{{ineqs: [][]Int{notRow(negRow(d))}}}
				case "<=":
					c = []conj{{ineqs: [][]Int{d}}}
				case ">":
					c = []conj{{ineqs: [][]Int{notRow(d)}}}
				case ">=":
					c = []conj{{ineqs: [][]Int{negRow(d)}}}
				case "=", "==":
					c = []conj{{eqs: [][]Int{d}}}
				case "!=":
					c = []conj{{ineqs: [][]Int{notRow(negRow(d))}}, {ineqs: [][]Int{notRow(d)}}}
				}
				if res, err = p.and(res, c, op); err != nil {
					return nil, err
				}
			}
		}
		lhs = rhs
		n++
	}
}

// exprList parses one or more comma-separated expressions.
func (p *parser) exprList() ([][]Int, error) {
	var out [][]Int
	for {
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		out = append(out, e)
		if !p.accept(",") {
			return out, nil
		}
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
		case (t.kind == "id" && (!keywords[t.text] || t.text == "floor" || t.text == "ceil")) || t.kind == "(":
			// Juxtaposition "2i", "2(i+1)" or isl's "3floor(x/2)": only
			// after a constant.
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
