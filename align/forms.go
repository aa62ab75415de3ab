package align

import (
	"slices"
	"strconv"
	"strings"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Polynomial forms of values, for the replicated values that arithmetic
// proves: `pid - pid` is 0, `x := pid; y := x - pid` makes y 0, and a
// variable assigned N on both branches of `if pid == 0` holds N on every
// process.
//
// A form is an exact normal form of an int expression's value on the
// process that evaluates it: a polynomial with integer coefficients over
// atoms. The atoms are
//
//   - pid ("p"), nprocs ("n") and the parameters ("P<id>"): the same
//     values at every point of a process's run;
//   - the variables that have no form of their own ("v<id>", their
//     current value): valid only in the state the form was computed in;
//   - divisions, remainders, minima and maxima of forms without variable
//     atoms ("(/ x y)", "(% x y)", "(min x y ...)"), keyed by their
//     operands' forms: functions of pid, nprocs and the parameters too.
//
// A form without variable atoms is *absolute*: it says what the value is
// on each process whatever the point, so a variable keeps it (entry.form)
// until it is assigned again, and the forms of the variables an expression
// reads are substituted into the expression's form. A form whose atoms are
// all replicated (no pid; variable atoms of replicated variables) has the
// same value on every process: the expression is replicated whatever its
// operands are (rule cancel), and a variable whose absolute form is free of
// pid is replicated wherever it holds it (rule form-join) — in particular
// after a join whose two sides hold the same form.
//
// Soundness: a form is built from the operations' exact integer meanings.
// Checked arithmetic makes an overflowing evaluation a runtime error, so
// in every run that goes on, +, - and * of ints are the polynomial
// operations; /, % (C semantics), min and max are kept as atoms, applied to
// exact operands. An absolute form only reads values that never change
// during a run (pid, nprocs, parameters), so it stays true of the variable
// until the variable itself is written, and every write of a variable
// (assignment, declaration, for counter, landing at a sync, queue
// statement) replaces its entry.

// term is c times the product of the atoms (sorted, repeated for powers).
type term struct {
	atoms []string
	mono  string // the atoms joined by "*": the sort key
	c     int64
}

// form is a polynomial normal form: terms sorted by monomial, no zero
// coefficient (the empty form is 0).
type form struct {
	terms []term
	key   string // canonical text: equal forms have equal keys
	vars  bool   // has a variable atom (not absolute)
	pid   bool   // mentions pid (in a term or inside an atom)
}

// Bounds on forms: past them an expression has no form (it is then
// treated as before forms existed: by its culprit and interval).
const (
	maxTerms     = 16
	maxTermAtoms = 6
	maxFormKey   = 400
)

// mkForm finishes a form from its terms (sorted, merged, zeros dropped); nil
// when a bound is exceeded.
func mkForm(ts []term) *form {
	slices.SortFunc(ts, func(x, y term) int { return strings.Compare(x.mono, y.mono) })
	out := ts[:0]
	for _, t := range ts {
		if n := len(out); n > 0 && out[n-1].mono == t.mono {
			c, ok := intsem.Add(out[n-1].c, t.c)
			if !ok {
				return nil
			}
			out[n-1].c = c
			continue
		}
		out = append(out, t)
	}
	f := &form{}
	var b strings.Builder
	for _, t := range out {
		if t.c == 0 {
			continue
		}
		if len(t.atoms) > maxTermAtoms {
			return nil
		}
		if len(f.terms) > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.FormatInt(t.c, 10))
		for _, x := range t.atoms {
			b.WriteByte('*')
			b.WriteString(x)
			switch {
			case x[0] == 'v':
				f.vars = true
			case x == "p" || x[0] == '(' && atomHasPid(x):
				f.pid = true
			}
		}
		f.terms = append(f.terms, t)
	}
	if len(f.terms) > maxTerms || b.Len() > maxFormKey {
		return nil
	}
	f.key = b.String()
	return f
}

// atomHasPid reports whether an operation atom mentions pid: its operands'
// keys hold the atom "p" as a factor ("*p" followed by a separator).
func atomHasPid(x string) bool {
	for i := 0; ; {
		j := strings.Index(x[i:], "*p")
		if j < 0 {
			return false
		}
		i += j + 2
		if i == len(x) || strings.IndexByte("*+ )", x[i]) >= 0 {
			return true
		}
	}
}

// constForm returns the form of the constant v.
func constForm(v int64) *form {
	if v == 0 {
		return mkForm(nil)
	}
	return mkForm([]term{{c: v}})
}

// atomForm returns the form 1 * atom.
func atomForm(atom string) *form {
	return mkForm([]term{{atoms: []string{atom}, mono: atom, c: 1}})
}

// constant reports whether f is a constant, and which (nil: no).
func (f *form) constant() (int64, bool) {
	switch {
	case f == nil:
		return 0, false
	case len(f.terms) == 0:
		return 0, true
	case len(f.terms) == 1 && len(f.terms[0].atoms) == 0:
		return f.terms[0].c, true
	}
	return 0, false
}

func sameForm(x, y *form) bool {
	return x == y || x != nil && y != nil && x.key == y.key
}

func addForms(x, y *form) *form {
	if x == nil || y == nil {
		return nil
	}
	ts := make([]term, 0, len(x.terms)+len(y.terms))
	ts = append(append(ts, x.terms...), y.terms...)
	return mkForm(ts)
}

func scaleForm(x *form, k int64) *form {
	if x == nil {
		return nil
	}
	ts := make([]term, 0, len(x.terms))
	for _, t := range x.terms {
		c, ok := intsem.Mul(t.c, k)
		if !ok {
			return nil
		}
		t.c = c
		ts = append(ts, t)
	}
	return mkForm(ts)
}

func mulForms(x, y *form) *form {
	if x == nil || y == nil || len(x.terms)*len(y.terms) > 4*maxTerms {
		return nil
	}
	ts := make([]term, 0, len(x.terms)*len(y.terms))
	for _, tx := range x.terms {
		for _, ty := range y.terms {
			c, ok := intsem.Mul(tx.c, ty.c)
			if !ok {
				return nil
			}
			atoms := make([]string, 0, len(tx.atoms)+len(ty.atoms))
			atoms = append(append(atoms, tx.atoms...), ty.atoms...)
			slices.Sort(atoms)
			ts = append(ts, term{atoms: atoms, mono: strings.Join(atoms, "*"), c: c})
		}
	}
	return mkForm(ts)
}

// opForm returns the form of an operation kept as an atom (op is "/",
// "%", "min" or "max"): nil unless every operand is absolute. The operands
// of min and max are sorted (they commute) and duplicates dropped.
func opForm(op string, xs ...*form) *form {
	keys := make([]string, 0, len(xs))
	for _, x := range xs {
		if x == nil || x.vars {
			return nil
		}
		keys = append(keys, x.key)
	}
	if op == "min" || op == "max" {
		slices.Sort(keys)
		keys = slices.Compact(keys)
		if len(keys) == 1 {
			for _, x := range xs {
				return x
			}
		}
	}
	if len(keys[0])+len(op)+8 > maxFormKey {
		return nil
	}
	return atomForm("(" + op + " " + strings.Join(keys, " ") + ")")
}

// formOfVar returns the form of variable o read with entry e: its own
// form, else its atom.
func (a *analyzer) formOfVar(o *frontend.Object, e entry) *form {
	if e.form != nil && a.on(ruleFormJoin) {
		return e.form
	}
	return a.atomOf('v', o.ID)
}

var (
	pidForm    = atomForm("p")
	nprocsForm = atomForm("n")
)

// atomOf returns the form of the atom of object id (cached: reads are
// many).
func (a *analyzer) atomOf(kind byte, id int) *form {
	k := [2]int{int(kind), id}
	if f, ok := a.atoms[k]; ok {
		return f
	}
	f := atomForm(string(kind) + strconv.Itoa(id))
	a.atoms[k] = f
	return f
}

// constOf returns the canonical form of the constant v (cached: every
// literal and decided expression has one).
func (a *analyzer) constOf(v int64) *form {
	if f, ok := a.consts[v]; ok {
		return f
	}
	f := a.canon(constForm(v))
	a.consts[v] = f
	return f
}

// canon returns the form of f's key made first (nil for nil): entries and
// tables then hold equal forms as equal pointers, so that the tries share
// what did not change (a fresh pointer for the same form at every pass
// made each loop pass copy and join whole tables).
func (a *analyzer) canon(f *form) *form {
	if f == nil {
		return nil
	}
	if g, ok := a.canonical[f.key]; ok {
		return g
	}
	a.canonical[f.key] = f
	return f
}

// formRep reports whether f has the same value on every process in state
// st: no pid, and only replicated variables as atoms.
func (a *analyzer) formRep(f *form, st *state) bool {
	if f == nil || f.pid {
		return false
	}
	if !f.vars {
		return true
	}
	for _, t := range f.terms {
		for _, x := range t.atoms {
			if x[0] != 'v' {
				continue
			}
			id, err := strconv.Atoi(x[1:])
			if err != nil || !a.entryRep(a.getVar(st, id)) {
				return false
			}
		}
	}
	return true
}

// entryRep reports whether a variable with entry e is replicated: not
// divergent, or a known constant, or holding a form free of pid.
func (a *analyzer) entryRep(e entry) bool {
	return e.div == nil || e.konst.ok && a.on(ruleKnownConst) || e.form != nil && !e.form.pid && a.on(ruleFormJoin)
}

// minusPid reports whether f - sign * pid has the same value on every
// process in st (f is sign * pid plus a replicated value).
func (a *analyzer) minusPid(f *form, sign int64, st *state) bool {
	return a.formRep(addForms(f, scaleForm(pidForm, -sign)), st)
}
