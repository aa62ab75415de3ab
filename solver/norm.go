package solver

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// normEq is an equation in the form both the evaluator and the solver use:
// the head's arguments are the canonical variables #0..#n-1 (names no input
// can use), bound to what the head said by equalities; every other variable
// is local to the equation.
type normEq struct {
	src   *Equation
	rel   string // relation key f/n
	arity int
	cost  *Expr
	calls []Term // arguments are linear over the equation's variables
	cons  Poly   // tightened for integers
	vars  []string
	dead  bool // constraints unsatisfiable (over the integers' relaxation)
}

// headVar is the name of a head's i-th variable, #i.
func headVar(i int) string {
	if i < len(headVars) {
		return headVars[i]
	}
	return fmt.Sprintf("#%d", i)
}

// headIndex returns i when v names a head variable #i: what
// fmt.Sscanf(v, "#%d", &i) reads ('#', an optional sign and decimal
// digits; what follows them is ignored), without its cost (names contain
// no spaces, which Sscanf would skip after the '#').
func headIndex(v string) (int, bool) {
	if len(v) < 2 || v[0] != '#' {
		return 0, false
	}
	j := 1
	if v[j] == '+' || v[j] == '-' {
		j++
	}
	start := j
	for j < len(v) && v[j] >= '0' && v[j] <= '9' {
		j++
	}
	if j == start {
		return 0, false
	}
	x, err := strconv.ParseInt(v[1:j], 10, 0)
	if err != nil {
		return 0, false
	}
	return int(x), true
}

// headVars are the first head variables' names (made once: every
// instantiation of a summary names them).
var headVars = func() []string {
	// Substrings of one string (2 allocations, not 128: this runs in
	// every bspcost process's start-up).
	var all strings.Builder
	ends := make([]int, 64)
	for i := range ends {
		all.WriteByte('#')
		all.WriteString(strconv.Itoa(i))
		ends[i] = all.Len()
	}
	s := all.String()
	out := make([]string, 64)
	start := 0
	for i, end := range ends {
		out[i], start = s[start:end], end
	}
	return out
}()

// normalize builds the normal forms of the equations of s, grouped by
// relation key (in order of first appearance).
func normalize(s *System) (map[string][]*normEq, []string) {
	byRel, order, _ := normalizeD(s, stopAt{})
	return byRel, order
}

// normalizeD is normalize that gives up (ok false, the forms made so
// far) once deadline, when set, has passed: an operation per equation,
// the clock read every 64 equations.
func normalizeD(s *System, deadline stopAt) (byRel map[string][]*normEq, order []string, ok bool) {
	byRel = map[string][]*normEq{}
	for k, e := range s.Eqs {
		if deadline.charge(1) || k%64 == 63 && deadline.passed() {
			return byRel, order, false
		}
		n := &normEq{src: e, rel: e.Head.Key(), arity: len(e.Head.Args), cost: e.Cost, calls: e.Calls}
		// (Storage of the final sizes, or bounds of them, at once: the
		// appends' regrowth was most of this function's allocation.)
		cons := append(make(Poly, 0, len(e.Cons)+len(e.Head.Args)), e.Cons...)
		for i, a := range e.Head.Args {
			cons = append(cons, Cons{L: varAddScaled(headVar(i), ratMinusOne, a), Eq: true})
		}
		for _, c := range cons {
			t, ok := c.tighten()
			if !ok {
				n.dead = true
				continue
			}
			if t.L.IsConst() {
				continue // a true constant constraint
			}
			if n.cons == nil {
				n.cons = make(Poly, 0, len(cons))
			}
			n.cons = append(n.cons, t)
		}
		set := map[string]bool{}
		for _, v := range n.cons.Vars() {
			set[v] = true
		}
		for _, v := range e.Cost.Vars() {
			set[v] = true
		}
		for _, c := range e.Calls {
			for _, a := range c.Args {
				for _, t := range a.Terms {
					set[t.Var] = true
				}
			}
		}
		for i := 0; i < n.arity; i++ {
			set[headVar(i)] = true
		}
		for _, c := range e.NL {
			for _, v := range append(c.L.Vars(), c.R.Vars()...) {
				set[v] = true
			}
		}
		if len(set) > 0 {
			n.vars = make([]string, 0, len(set))
		}
		for v := range set {
			n.vars = append(n.vars, v)
		}
		sort.Strings(n.vars)
		if _, ok := byRel[n.rel]; !ok {
			order = append(order, n.rel)
		}
		byRel[n.rel] = append(byRel[n.rel], n)
	}
	return byRel, order, true
}
