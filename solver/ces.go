package solver

import (
	"fmt"
	"math/big"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"unsafe"

	"bspcost/diag"
)

// Term is a relation applied to linear arguments: the head of an equation
// or one of its calls, f(A, B - 1, 0).
type Term struct {
	Name string
	Args []Lin
	Pos  Pos
}

// Key identifies the relation of t: its name and arity (f/2), as in
// Prolog, where f/1 and f/2 are different relations.
func (t Term) Key() string {
	// (Asked very often of the same terms: the keys made are kept in
	// keyCache, by the name's storage and the arity.)
	n := len(t.Args)
	if len(t.Name) == 0 {
		return "/" + strconv.Itoa(n)
	}
	p := unsafe.StringData(t.Name)
	h := (uintptr(unsafe.Pointer(p))>>3 ^ uintptr(len(t.Name))*31 ^ uintptr(n)*0x9e37) % uintptr(len(keyCache))
	if e := keyCache[h].Load(); e != nil && e.name == p && e.len == len(t.Name) && e.arity == n {
		return e.key
	}
	k := t.Name + "/" + strconv.Itoa(n)
	keyCache[h].Store(&termKey{p, len(t.Name), n, k})
	return k
}

// termKey is a Term.Key kept: the name's storage (which the entry keeps
// alive, so that no other name has it), length and the arity.
type termKey struct {
	name  *byte
	len   int
	arity int
	key   string
}

// keyCache holds recent Term.Keys (safe for concurrent use: each entry
// is replaced whole).
var keyCache [512]atomic.Pointer[termKey]

func (t Term) String() string {
	if len(t.Args) == 0 {
		return quoteName(t.Name)
	}
	parts := make([]string, len(t.Args))
	for i, a := range t.Args {
		parts[i] = cesLin(a)
	}
	return quoteName(t.Name) + "(" + strings.Join(parts, ",") + ")"
}

// Equation is one cost equation eq(Head, Cost, Calls, Constraints): a call
// matching Head whose variables satisfy Constraints costs Cost plus the
// costs of Calls (evaluated in order). Variables that occur only in the
// calls or constraints are existentially chosen: non-determinism.
type Equation struct {
	Head  Term
	Cost  *Expr
	Calls []Term
	Cons  Poly
	NL    []NLCons // non-linear constraints (checked by the evaluator only)
	Pos   Pos
}

// Entry is an entry point entry(Head:[Precondition]).
type Entry struct {
	Head Term
	Pre  Poly
	Pos  Pos
}

// IOVars declares the input and output variables of a relation
// (input_output_vars(Head, [In], [Out])): Out[i] is the index of an output
// argument of Head.
type IOVars struct {
	Head    Term
	In, Out []int
}

// System is a cost relation system: equations, entries and input/output
// declarations, in file order.
type System struct {
	File    string
	Eqs     []*Equation
	Entries []*Entry
	IO      map[string]*IOVars // by relation key
	// Notes are the reader's warnings: where it over-approximated the
	// input (a .koat rule's non-linear update, taken as an unknown
	// value), so that a bound's imprecision has a stated cause.
	Notes []*Error
}

// EntryPoints returns the entries of s; when the file declares none, the head
// of the first equation is the entry (its arguments, or fresh variables
// A, B, ... when they are not distinct variables).
func (s *System) EntryPoints() []*Entry {
	if len(s.Entries) > 0 {
		return s.Entries
	}
	if len(s.Eqs) == 0 {
		return nil
	}
	h := s.Eqs[0].Head
	args := make([]Lin, len(h.Args))
	seen := map[string]bool{}
	distinct := true
	for _, a := range h.Args {
		vs := a.Vars()
		if len(vs) != 1 || a.Const.Sign() != 0 || a.Terms[0].K.Cmp(ratOne) != 0 || seen[vs[0]] {
			distinct = false
			break
		}
		seen[vs[0]] = true
	}
	for i := range args {
		if distinct {
			args[i] = h.Args[i].Clone()
		} else {
			args[i] = LinVar(argName(i))
		}
	}
	return []*Entry{{Head: Term{Name: h.Name, Args: args, Pos: h.Pos}, Pos: h.Pos}}
}

// argName is the canonical name of the i-th argument: A, B, ..., Z, A1, ...
func argName(i int) string {
	if i < 26 {
		return string(rune('A' + i))
	}
	return fmt.Sprintf("%c%d", rune('A'+i%26), i/26)
}

// ParseCES reads a cost relation system in the .ces format (CoFloCo's
// input: eq/4, entry/1, input_output_vars/3, % comments). Errors are
// positioned: file:line:col: message.
func ParseCES(file, src string) (sys *System, err error) {
	defer catch(&err)
	p := &parser{file: file, toks: tokenize(src)}
	sys = &System{File: file, IO: map[string]*IOVars{}}
	for p.peek().kind != tEOF {
		t := p.peek()
		if t.kind != tName {
			p.fail("expected eq(...), entry(...) or input_output_vars(...), found %s", describe(t))
		}
		p.nextTok()
		switch t.text {
		case "reset_scc":
			// A hint to CoFloCo's refinement; it does not change the
			// meaning of the equations.
			p.skipBalanced()
		case "eq":
			p.nlArgs = nil
			sys.Eqs = append(sys.Eqs, p.equation(t.pos))
		case "entry":
			p.expect("(")
			h := p.relTerm()
			var pre Poly
			if p.isPunct(":") {
				p.nextTok()
				c := p.peek().pos
				var nl []NLCons
				pre, nl = p.consList()
				if len(nl) > 0 {
					p.failAt(c, "non-linear precondition %s", nl[0])
				}
			}
			p.expect(")")
			sys.Entries = append(sys.Entries, &Entry{Head: h, Pre: pre, Pos: t.pos})
		case "input_output_vars", "input_output_variables":
			p.expect("(")
			h := p.relTerm()
			p.expect(",")
			in := p.varList()
			p.expect(",")
			out := p.varList()
			p.expect(")")
			io := &IOVars{Head: h}
			idx := map[string]int{}
			for i, a := range h.Args {
				if len(a.Terms) == 1 && a.Const.Sign() == 0 && a.Terms[0].K.Cmp(ratOne) == 0 {
					idx[a.Terms[0].Var] = i
				}
			}
			for _, v := range in {
				if i, ok := idx[v.text]; ok {
					io.In = append(io.In, i)
				} else {
					p.failAt(v.pos, "%s is not an argument of %s", v.text, h)
				}
			}
			for _, v := range out {
				if i, ok := idx[v.text]; ok {
					io.Out = append(io.Out, i)
				} else {
					p.failAt(v.pos, "%s is not an argument of %s", v.text, h)
				}
			}
			sys.IO[h.Key()] = io
		default:
			p.failAt(t.pos, "unknown declaration %s (expected eq, entry or input_output_vars)", t.text)
		}
		p.expect(".")
	}
	p.checkCalls(sys)
	return sys, nil
}

// checkCalls reports the calls of relations that no equation defines
// (by name and arity). Such a relation has no derivation, so the
// bound counts nothing for the call: the translated examples of the
// format call their final locations (stop/6, loop_cont_l2/2) so, on
// purpose. A name that is defined with another arity, though, is a
// mistake (f/2 called, only f/3 defined): an error. Otherwise sys gets a
// warning naming the relation and the equation's line, so that a misspelt
// name, which would make a bound quietly too small for the author's
// intent, does not go unnoticed.
func (p *parser) checkCalls(sys *System) {
	defined := make(map[string]bool, len(sys.Eqs))
	arities := map[string][]int{}
	for _, e := range sys.Eqs {
		if k := e.Head.Key(); !defined[k] {
			defined[k] = true
			arities[e.Head.Name] = append(arities[e.Head.Name], len(e.Head.Args))
		}
	}
	warned := map[string]bool{}
	for _, e := range sys.Eqs {
		for _, c := range e.Calls {
			k := c.Key()
			if defined[k] {
				continue
			}
			if as := arities[c.Name]; len(as) > 0 {
				p.failAt(c.Pos, "call of %s with %d arguments, but %s is defined with %s (equation at line %d)", quoteName(c.Name), len(c.Args), quoteName(c.Name), arityList(as), e.Pos.Line)
			}
			if !warned[k] {
				warned[k] = true
				sys.Notes = append(sys.Notes, &Error{File: p.file, Pos: c.Pos, Severity: diag.SeverityWarning,
					Msg: fmt.Sprintf("call of undefined relation %s (equation at line %d): no equation defines it, so the call costs nothing and no derivation continues past it", k, e.Pos.Line)})
			}
		}
	}
}

// arityList prints arities as "2 arguments" or "2 or 3 arguments".
func arityList(as []int) string {
	parts := make([]string, len(as))
	for i, a := range as {
		parts[i] = strconv.Itoa(a)
	}
	return strings.Join(parts, " or ") + " arguments"
}

func (p *parser) equation(pos Pos) *Equation {
	p.expect("(")
	h := p.relTerm()
	p.expect(",")
	cost := p.expr()
	p.expect(",")
	p.expect("[")
	var calls []Term
	for !p.isPunct("]") {
		calls = append(calls, p.relTerm())
		if !p.isPunct(",") {
			break
		}
		p.nextTok()
	}
	p.expect("]")
	p.expect(",")
	cons, nl := p.consList()
	p.expect(")")
	return &Equation{Head: h, Cost: cost, Calls: calls, Cons: cons, NL: append(nl, p.nlArgs...), Pos: pos}
}

func (p *parser) consList() (Poly, []NLCons) {
	p.expect("[")
	var out Poly
	var nl []NLCons
	for !p.isPunct("]") {
		c, n := p.comparison(false)
		if n != nil {
			nl = append(nl, *n)
		} else {
			out = append(out, c)
		}
		if !p.isPunct(",") {
			break
		}
		p.nextTok()
	}
	p.expect("]")
	return out, nl
}

func (p *parser) varList() []token {
	p.expect("[")
	var out []token
	for !p.isPunct("]") {
		t := p.nextTok()
		if t.kind != tVar {
			p.failAt(t.pos, "expected a variable, found %s", describe(t))
		}
		out = append(out, t)
		if !p.isPunct(",") {
			break
		}
		p.nextTok()
	}
	p.expect("]")
	return out
}

// skipBalanced skips a parenthesised argument list.
func (p *parser) skipBalanced() {
	p.expect("(")
	for depth := 1; depth > 0; {
		t := p.nextTok()
		switch {
		case t.kind == tEOF:
			p.failAt(t.pos, "unbalanced parentheses")
		case t.kind == tPunct && t.text == "(":
			depth++
		case t.kind == tPunct && t.text == ")":
			depth--
		}
	}
}

// relTerm parses name or name(args) with linear arguments. A non-linear
// argument becomes a fresh variable _NLk with a non-linear equality.
func (p *parser) relTerm() Term {
	t := p.nextTok()
	if t.kind == tPunct && (t.text == "<" || t.text == ">" || t.text == "=<" || t.text == ">=" || t.text == "=") && p.isPunct("(") {
		t.kind = tName // Prolog operator atoms used as names: <(A, B)
	}
	if t.kind == tBadTok {
		p.failAt(t.pos, "%s", t.text)
	}
	if t.kind != tName {
		p.failAt(t.pos, "expected a relation name, found %s", describe(t))
	}
	out := Term{Name: t.text, Pos: t.pos}
	if p.isPunct("(") {
		p.nextTok()
		if p.isPunct(")") {
			p.nextTok()
			return out
		}
		for {
			at := p.peek().pos
			e := p.expr()
			l, ok := LinOf(e)
			if !ok {
				p.nl++
				v := fmt.Sprintf("_NL%d", p.nl)
				p.nlArgs = append(p.nlArgs, NLCons{L: Var(v), R: e, Op: "="})
				p.nlAt = append(p.nlAt, nlArg{pos: at, arg: len(out.Args), e: e, v: v})
				l = LinVar(v)
			}
			out.Args = append(out.Args, l)
			if !p.isPunct(",") {
				break
			}
			p.nextTok()
		}
		p.expect(")")
	}
	return out
}

// ReadFile reads a .ces or .koat file (by extension; .koat also when the
// text starts with "(GOAL").
func ReadFile(path string) (*System, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	src := string(b)
	if strings.HasSuffix(path, ".koat") || strings.HasPrefix(strings.TrimSpace(src), "(GOAL") {
		return ParseKoAT(path, src)
	}
	return ParseCES(path, src)
}

// cesLin prints a linear expression in .ces syntax (no spaces).
func cesLin(l Lin) string { return strings.ReplaceAll(l.Expr().String(), " ", "") }

// cesCons prints a constraint as lhs op rhs with positive coefficients on
// both sides where possible (A>=B+1).
func cesCons(c Cons) string {
	lhs, rhs := NewLin(new(big.Rat)), NewLin(new(big.Rat))
	// (Both sides' terms stay in c's order: sorted.)
	for _, t := range c.L.Terms {
		if t.K.Sign() > 0 {
			lhs.Terms = append(lhs.Terms, t)
		} else {
			rhs.Terms = append(rhs.Terms, LinTerm{t.Var, new(big.Rat).Neg(t.K)})
		}
	}
	if c.L.Const.Sign() > 0 || len(lhs.Terms) == 0 && len(rhs.Terms) > 0 && c.L.Const.Sign() != 0 {
		lhs.Const = c.L.Const
		if len(lhs.Terms) > 0 {
			lhs.Const = new(big.Rat)
			rhs.Const = new(big.Rat).Neg(c.L.Const)
		}
	} else {
		rhs.Const = new(big.Rat).Neg(c.L.Const)
	}
	op := ">="
	if c.Eq {
		op = "="
	}
	return cesLin(lhs) + op + cesLin(rhs)
}

// Format writes s in the .ces format; ParseCES reads it back to an equal
// system (up to positions).
func (s *System) Format() string {
	var b strings.Builder
	for _, e := range s.Entries {
		fmt.Fprintf(&b, "entry(%s:%s).\n", e.Head, cesPoly(e.Pre))
	}
	keys := make([]string, 0, len(s.IO))
	for k := range s.IO {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		io := s.IO[k]
		fmt.Fprintf(&b, "input_output_vars(%s,%s,%s).\n", io.Head, argList(io.Head, io.In), argList(io.Head, io.Out))
	}
	for _, e := range s.Eqs {
		calls := make([]string, len(e.Calls))
		for i, c := range e.Calls {
			calls[i] = c.String()
		}
		cons := cesPoly(e.Cons)
		if len(e.NL) > 0 {
			parts := []string{}
			if len(e.Cons) > 0 {
				parts = append(parts, cons[1:len(cons)-1])
			}
			for _, c := range e.NL {
				parts = append(parts, strings.ReplaceAll(c.String(), " ", ""))
			}
			cons = "[" + strings.Join(parts, ",") + "]"
		}
		fmt.Fprintf(&b, "eq(%s,%s,[%s],%s).\n", e.Head, strings.ReplaceAll(e.Cost.String(), " ", ""), strings.Join(calls, ","), cons)
	}
	return b.String()
}

func cesPoly(p Poly) string {
	parts := make([]string, len(p))
	for i, c := range p {
		parts[i] = cesCons(c)
	}
	return "[" + strings.Join(parts, ",") + "]"
}

func argList(h Term, idx []int) string {
	parts := make([]string, len(idx))
	for i, j := range idx {
		parts[i] = cesLin(h.Args[j])
	}
	return "[" + strings.Join(parts, ",") + "]"
}
