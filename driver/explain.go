package driver

import (
	"fmt"
	"regexp"
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

// formTerm is a term of a linear form over the solver's names of a
// relation's arguments and unknowns: "arg3", "2*F25", "1", and an
// unknown of an inlined call "F20~3".
const formTerm = `(?:\d+(?:/\d+)?\*)?(?:arg\d+(?:~\d+)?|F\d+(?:~\d+)?|\d+)`

// freeRE matches a value the solver names in a relation: an unknown, "F25
// (in main/3, line 0)", or a linear form, "arg3 - arg5 - 1 (in w3/7,
// line 74)".
var freeRE = regexp.MustCompile(`-?` + formTerm + `(?: [+-] ` + formTerm + `)* \(in ` + relName + `, line (\d+)\)`)

// Explain rewrites a solver's reason (Bound.Reason) for a person: the
// relations of loops become "the loop at file:line" (in the file of the
// line, for a program of several files), the others "the program", and
// the program's unknown values "a value".
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
	reason = freeRE.ReplaceAllStringFunc(reason, func(m string) string {
		if where := at(freeRE.FindStringSubmatch(m)[1]); where != "" {
			return "a value of the loop at " + where
		}
		return "a value"
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
	reason = bareFreeRE.ReplaceAllString(reason, "a value")
	return reason
}

// productRE matches the solver's reason for a product it cannot sign,
// whose factors are in its own names.
var productRE = regexp.MustCompile(`cannot bound the product [^:]*: factor [^:]* may be negative`)

// sumFreeRE matches an unknown added to the value that follows it
// ("-F281 + a value of the loop at ..."): the value alone says it.
var sumFreeRE = regexp.MustCompile(`-?\bF\d+(?:~\d+)? [+-] `)

// bareFreeRE matches the other unknowns named by the solver.
var bareFreeRE = regexp.MustCompile(`-?\bF\d+(?:~\d+)?\b|#\d+`)
