package solver

import (
	"sort"
	"strings"
)

// substKey is a form and the printed substitution applied to it.
type substKey struct {
	e *Expr
	m string
}

// substAt is e.Subst(m), from the state's memo when the same form was
// substituted at the same values before. seqcost gives each case of a
// condition its own equation with the same calls, so eqCost and
// callBound substitute one callee's bound at the same arguments once per
// case (a superstep's h, a maximum of many pieces, at every equation of
// its caller: most of the solver's time on such programs). Subst is a
// function of the form and the values, and forms are never changed once
// made, so the memo's answer is the one Subst would make. substsAsked
// and substsMade count the requests and the substitutions made (tests).
func (st *state) substAt(e *Expr, m map[string]*Expr) *Expr {
	st.substsAsked++
	if noSubstMemo || e.Op == OpConst {
		st.substsMade++
		return e.Subst(m)
	}
	k := substKey{e, substText(m)}
	if r, ok := st.substs[k]; ok {
		return r
	}
	st.substsMade++
	r := e.Subst(m)
	if st.substs == nil {
		st.substs = map[substKey]*Expr{}
	}
	st.substs[k] = r
	return r
}

// substText prints a substitution, its variables in order: name=value;
// (the values print as ParseExpr reads them, one text per form).
func substText(m map[string]*Expr) string {
	names := make([]string, 0, len(m))
	for x := range m {
		names = append(names, x)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, x := range names {
		b.WriteString(x)
		b.WriteByte('=')
		b.WriteString(m[x].String())
		b.WriteByte(';')
	}
	return b.String()
}
