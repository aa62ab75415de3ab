package solver

import (
	"fmt"
	"sort"

	"bspcost/diag"
)

// ParseKoAT reads an integer transition system in the .koat format of the
// Termination Competition (Complexity: ITS) into cost equations:
//
//	(GOAL COMPLEXITY)
//	(STARTTERM (FUNCTIONSYMBOLS start))
//	(VAR A B)
//	(RULES
//	  f(A,B) -> Com_1(g(A - 1,B)) :|: A >= 1 && B = A
//	)
//
// Each rule becomes an equation of cost 1 whose calls are the right-hand
// side's terms (Com_k(t1, ..., tk) calls k locations); variables only on
// the right-hand side or in the guard are non-deterministic. Because a run
// of an ITS may stop in any location, every location also gets an equation
// of cost 0 with no calls; the runtime complexity (rule applications from
// the start term) is then the worst-case cost of the start location.
func ParseKoAT(file, src string) (sys *System, err error) {
	defer catch(&err)
	p := &parser{file: file, toks: tokenize(src), lowerVars: true, opaquePow: true}
	sys = &System{File: file, IO: map[string]*IOVars{}}
	var start string
	var startPos Pos
	arity := map[string]int{}
	var order []string
	note := func(t Term) {
		if _, ok := arity[t.Name]; !ok {
			order = append(order, t.Name)
			arity[t.Name] = len(t.Args)
		} else if arity[t.Name] != len(t.Args) {
			p.failAt(t.Pos, "location %s used with %d and %d arguments", t.Name, arity[t.Name], len(t.Args))
		}
	}
	for p.peek().kind != tEOF {
		p.expect("(")
		kw := p.nextTok()
		if kw.kind != tName && kw.kind != tVar {
			p.failAt(kw.pos, "expected GOAL, STARTTERM, VAR or RULES, found %s", describe(kw))
		}
		switch kw.text {
		case "GOAL":
			g := p.nextTok()
			if g.text != "COMPLEXITY" {
				p.failAt(g.pos, "only (GOAL COMPLEXITY) is supported, found %s", describe(g))
			}
		case "STARTTERM":
			p.expect("(")
			fs := p.nextTok()
			if fs.text != "FUNCTIONSYMBOLS" {
				p.failAt(fs.pos, "expected FUNCTIONSYMBOLS, found %s", describe(fs))
			}
			s := p.nextTok()
			if s.kind != tName && s.kind != tVar {
				p.failAt(s.pos, "expected the start location, found %s", describe(s))
			}
			start, startPos = s.text, s.pos
			p.expect(")")
		case "VAR":
			for p.peek().kind == tName || p.peek().kind == tVar {
				p.nextTok()
			}
		case "RULES":
			for !p.isPunct(")") {
				if p.peek().kind == tEOF {
					p.fail("unterminated (RULES")
				}
				eq := p.koatRule(sys)
				note(eq.Head)
				for _, c := range eq.Calls {
					note(c)
				}
				sys.Eqs = append(sys.Eqs, eq)
			}
		default:
			p.failAt(kw.pos, "unknown section %s", kw.text)
		}
		p.expect(")")
	}
	if start == "" {
		p.failAt(Pos{Line: 1, Col: 1}, "missing (STARTTERM (FUNCTIONSYMBOLS ...))")
	}
	if _, ok := arity[start]; !ok {
		p.failAt(startPos, "start location %s has no rules", start)
	}
	sort.Strings(order)
	for _, name := range order {
		args := make([]Lin, arity[name])
		for i := range args {
			args[i] = LinVar(argName(i))
		}
		sys.Eqs = append(sys.Eqs, &Equation{Head: Term{Name: name, Args: args}, Cost: Int(0)})
	}
	args := make([]Lin, arity[start])
	for i := range args {
		args[i] = LinVar(argName(i))
	}
	sys.Entries = []*Entry{{Head: Term{Name: start, Args: args, Pos: startPos}, Pos: startPos}}
	return sys, nil
}

// koatRule reads one rule. A non-linear update (an argument of a called
// location that is not linear: A*B, A^2, 3^A) becomes a fresh variable
// that the solver leaves unconstrained (the evaluator checks its
// defining equality, when an Expr can state it): the rule then allows
// every value there, more runs than the input's, so a bound of it bounds
// the input too; sys gets a warning naming the rule and the argument.
func (p *parser) koatRule(sys *System) *Equation {
	pos := p.peek().pos
	p.nlArgs, p.opaque = nil, nil
	head := p.relTerm()
	p.nlAt = nil // (a head's non-linear arguments are no update)
	cost := Int(1)
	if p.isPunct("-") && p.peekN(1).kind == tPunct && p.peekN(1).text == "{" {
		p.fail("weighted rules -{c}> are not supported")
	}
	p.expect("->")
	var calls []Term
	t := p.peek()
	if t.kind == tName && len(t.text) > 4 && t.text[:4] == "Com_" || t.kind == tVar && len(t.text) > 4 && t.text[:4] == "Com_" {
		p.nextTok()
		p.expect("(")
		for {
			calls = append(calls, p.relTerm())
			if !p.isPunct(",") {
				break
			}
			p.nextTok()
		}
		p.expect(")")
	} else {
		calls = append(calls, p.relTerm())
	}
	var cons Poly
	var nl []NLCons
	if p.isPunct(":|:") {
		p.nextTok()
		for {
			c, n := p.comparison(true)
			if n != nil {
				nl = append(nl, *n)
			} else {
				cons = append(cons, c)
			}
			if !p.isPunct("&&") {
				break
			}
			p.nextTok()
		}
	}
	for _, a := range p.nlAt {
		sys.Notes = append(sys.Notes, &Error{File: p.file, Pos: a.pos, Severity: diag.SeverityWarning,
			Msg: fmt.Sprintf("rule of %s at line %d: non-linear update %s (argument %d of the call): its value is taken as unknown (%s), so the bound may be imprecise", head.Name, pos.Line, a.e, a.arg+1, a.v)})
	}
	for _, a := range p.opaque {
		sys.Notes = append(sys.Notes, &Error{File: p.file, Pos: a.pos, Severity: diag.SeverityWarning,
			Msg: fmt.Sprintf("rule of %s at line %d: a power with a variable, negative or large exponent: its value is taken as unknown (%s), so the bound may be imprecise", head.Name, pos.Line, a.v)})
	}
	p.nlAt, p.opaque = nil, nil
	return &Equation{Head: head, Cost: cost, Calls: calls, Cons: cons, NL: append(nl, p.nlArgs...), Pos: pos}
}
