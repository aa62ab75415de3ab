package driver

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"bspcost/frontend"
	"bspcost/internal/input"
)

// relName is the solver's name of a cost relation: "w1/2", and an
// unfolded one "w5{F12=1}/6".
const relName = `[A-Za-z_]\w*(?:\{[^{}]*\})?/\d+`

// relRE matches the solver's names of the cost relations in its reasons:
// "w1/2 (line 15)", "main/3 (equation at line 0)".
var relRE = regexp.MustCompile(`\b` + relName + ` \((?:equation at )?line (\d+)\)`)

// formVar is a variable of the solver's reasons: an argument of a
// relation, named as the equations name it ("V12": the program's object
// 12, seqcost's names; "H3": a for loop's hidden count), or by position
// ("arg3"), or an unknown ("F25"); "~3" marks one of an inlined call.
const formVar = `(?:V\d+|H\d+|arg\d+|F\d+)(?:~\d+)?`

// formTerm is a term of a linear form over formVars: "arg3", "2*F25", "1".
const formTerm = `(?:\d+(?:/\d+)?\*)?(?:` + formVar + `|\d+)`

// freeRE matches a value the solver names in a relation: an unknown, "F25
// (in main/3, line 0)", or a linear form, "V3 - V5 - 1 (in w3/7, line
// 74)".
var freeRE = regexp.MustCompile(`-?` + formTerm + `(?: [+-] ` + formTerm + `)* \(in ` + relName + `, line (\d+)\)`)

// varRE matches a formVar alone; "#3" is the solver's own name of a
// relation's argument.
var varRE = regexp.MustCompile(`\b` + formVar + `\b|#\d+`)

// Explain rewrites a solver's reason (Bound.Reason) for a person: the
// relations of loops become "the loop at file:line" (in the file of the
// line, for a program of several files), the others "the program"; a
// value over the program's variables is written in their names ("n - i
// in the loop at main.c:12"), one over values the equations do not name
// by a variable of the program (any, input data, a value computed
// non-linearly) is "a value".
func (r *Report) Explain(reason string) string {
	prog := r.Program
	at := func(line string) string {
		n, err := strconv.Atoi(line)
		if err != nil || n <= 0 {
			return ""
		}
		f, pos := prog.Where(frontend.Pos{Line: n, Col: 1})
		return fmt.Sprintf("%s:%d", input.Name(f), pos.Line)
	}
	// The user's names go in as \x01k\x01 (names[k]) until the end, so
	// that no rewriting below reads a name the user chose ("F2") as one
	// of the solver's.
	var names []string
	mark := func(n string) string {
		names = append(names, n)
		return fmt.Sprintf("\x01%d\x01", len(names)-1)
	}
	users := r.userNames()
	reason = replaceAllIndex(freeRE, reason, func(start int, m string) string {
		sub := freeRE.FindStringSubmatch(m)
		form := m[:strings.LastIndex(m, " (in ")]
		where := "the program"
		if w := at(sub[1]); w != "" {
			where = "the loop at " + w
		}
		// "cost of w1/3 (line 4): V3 (in w1/3, line 4) ...": the value
		// is of the loop the reason has just named.
		if strings.HasSuffix(reason[:start], " (line "+sub[1]+"): ") {
			where = ""
		}
		named, all := []string{}, true
		text := varRE.ReplaceAllStringFunc(form, func(v string) string {
			n, ok := users[strings.SplitN(v, "~", 2)[0]]
			if !ok {
				all = false
				return v
			}
			if !slices.Contains(named, n) {
				named = append(named, n)
			}
			return mark(n)
		})
		of := ""
		if where != "" {
			of = " of " + where
		}
		switch {
		case all && (where == "" || where == "the program"):
			return text
		case all:
			return text + " in " + where
		case len(named) > 0:
			return "a value" + of + " (computed from " + mark(strings.Join(named, ", ")) + ")"
		case where == "the program":
			return "a value"
		}
		return "a value" + of
	})
	seen := map[string]bool{}
	reason = relRE.ReplaceAllStringFunc(reason, func(m string) string {
		what := "the program"
		if where := at(relRE.FindStringSubmatch(m)[1]); where != "" {
			what = "the loop at " + where
		}
		if seen[what] {
			return "\x00"
		}
		seen[what] = true
		return what
	})
	// Drop the repeats (", \x00").
	reason = strings.ReplaceAll(reason, ", \x00", "")
	reason = strings.ReplaceAll(reason, "\x00", "")
	reason = strings.ReplaceAll(reason, "the recursive equations ", "")
	// The solver's names of computed values (#0: a product it could not
	// keep linear) and of unknowns outside their relation mean nothing
	// to a person: say what they stand for.
	reason = productRE.ReplaceAllString(reason, "cannot bound a product of values the program computes (a factor may be negative)")
	reason = sumFreeRE.ReplaceAllString(reason, "")
	reason = varRE.ReplaceAllStringFunc(reason, func(v string) string {
		if n, ok := users[strings.SplitN(v, "~", 2)[0]]; ok {
			return mark(n)
		}
		return "a value"
	})
	reason = valuesRE.ReplaceAllString(reason, "a value")
	return markRE.ReplaceAllStringFunc(reason, func(m string) string {
		k, _ := strconv.Atoi(m[1 : len(m)-1])
		return names[k]
	})
}

// replaceAllIndex is re.ReplaceAllStringFunc(s, f) with f given where
// in s its match starts.
func replaceAllIndex(re *regexp.Regexp, s string, f func(start int, m string) string) string {
	var b strings.Builder
	last := 0
	for _, ix := range re.FindAllStringIndex(s, -1) {
		b.WriteString(s[last:ix[0]])
		b.WriteString(f(ix[0], s[ix[0]:ix[1]]))
		last = ix[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// valuesRE matches a linear form of values without names ("-a value +
// 2*a value - 1"): it is a value too.
var valuesRE = regexp.MustCompile(`-?(?:\d+(?:/\d+)?\*)?a value(?: [+-] (?:(?:\d+(?:/\d+)?\*)?a value|\d+\b))*`)

// markRE matches a user's name marked by Explain.
var markRE = regexp.MustCompile("\x01\\d+\x01")

// userNames maps seqcost's names of the variables of the sequential
// program ("V12": its object 12) to the names the user wrote, for those
// the source program declares (a front end's temporary, Program.Temps,
// as the value computed at its line), and the h of a superstep that nondet
// sums into a variable (the only variables it declares at a barrier) to
// "the h-relation of the superstep closed at file:line".
func (r *Report) userNames() map[string]string {
	out := map[string]string{}
	if r.Seq == nil || r.Program == nil {
		return out
	}
	type decl struct {
		name string
		pos  frontend.Pos
	}
	src := map[decl]bool{}
	for _, o := range r.Program.Objects {
		src[decl{o.Name, o.Decl}] = true
	}
	barriers := map[frontend.Pos]bool{r.Program.EndPos: true}
	frontend.Inspect(r.Program.Body, func(n frontend.Node) bool {
		if s, ok := n.(*frontend.SyncStmt); ok {
			barriers[s.Sync] = true
		}
		return true
	})
	for i, o := range r.Seq.Objects {
		if o == nil || o.ID != i {
			continue
		}
		v := "V" + strconv.Itoa(i)
		switch o.Kind {
		case frontend.NprocsObj:
			out[v] = "p"
		case frontend.PidObj:
			out[v] = "pid"
		case frontend.ParamObj, frontend.VarObj, frontend.LoopVarObj:
			switch {
			case !o.Decl.IsValid():
			case slices.Contains(r.Program.Temps, frontend.TempDecl{Name: o.Name, Decl: o.Decl}):
				// A value the source computes without naming it (the C
				// front end's temporary): by its line.
				f, pos := r.Program.Where(o.Decl)
				out[v] = fmt.Sprintf("the value computed at %s:%d", input.Name(f), pos.Line)
			case src[decl{o.Name, o.Decl}]:
				out[v] = o.Name
			case o.Kind == frontend.VarObj && barriers[o.Decl]:
				f, pos := r.Program.Where(o.Decl)
				out[v] = fmt.Sprintf("the h-relation of the superstep closed at %s:%d", input.Name(f), pos.Line)
			}
		}
	}
	return out
}

// productRE matches the solver's reason for a product it cannot sign,
// whose factors are in its own names.
var productRE = regexp.MustCompile(`cannot bound the product [^:]*: factor [^:]* may be negative`)

// sumFreeRE matches an unknown added to the value that follows it
// ("-F281 + a value of the loop at ..."): the value alone says it.
var sumFreeRE = regexp.MustCompile(`-?\bF\d+(?:~\d+)? [+-] `)
