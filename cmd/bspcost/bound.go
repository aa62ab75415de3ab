package main

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/internal/gostack"
	"bspcost/internal/input"
	"bspcost/seqcost"
	"bspcost/solver"
)

// solveTimeout bounds the solver's time per resource of one program; a
// harder system is answered "no bound found (timeout)".
const solveTimeout = 10 * time.Second

// maxNotesShown bounds the over-approximation notes printed per program.
const maxNotesShown = 5

// resourceBound is the bound of one of W, H, S.
type resourceBound struct {
	// Expr is the closed form (solver.Expr syntax, parsed back by
	// solver.ParseExpr); empty when there is no bound.
	Expr string `json:"expr,omitempty"`
	// Reason says why there is no bound.
	Reason string `json:"reason,omitempty"`
	// Timeout is set when the reason is the solver's time limit.
	Timeout bool `json:"timeout,omitempty"`
}

// boundResult is the cost analysis of one aligned program: what check
// prints, --json reports, batch tabulates and the cache stores. It holds
// strings only, so that it round-trips through JSON unchanged.
type boundResult struct {
	// Err is set when the analysis failed as a whole (then W, H, S are
	// empty); Code says how (exitNoBound or exitLimit).
	Err string `json:"error,omitempty"`
	// Code is exitOK when all three resources are bounded, else
	// exitNoBound, or exitLimit when a limit ended the analysis, or
	// exitInternal when a section's analysis failed with a bug of
	// bspcost (a recovered panic).
	Code int           `json:"code"`
	W    resourceBound `json:"W"`
	H    resourceBound `json:"H"`
	S    resourceBound `json:"S"`
	// Assumptions are the facts the bound relies on (the requires
	// clause, p >= 1).
	Assumptions []string `json:"assumptions,omitempty"`
	// Notes are the over-approximations made, "line:col: message" (or
	// the message alone for code nondet inserted), deduplicated.
	Notes []string `json:"notes,omitempty"`
	// Sections are the bounds of the superstep sections (with
	// boundOptions.Supersteps): one per group of cost annotations with
	// the same possible opening barriers.
	Sections []sectionBound `json:"sections,omitempty"`
	// SectionsNote says when not every section was analysed (the cap
	// maxSections) or why none was.
	SectionsNote string `json:"sections_note,omitempty"`
	// sectionsTimedOut: sections were left out for lack of time (not
	// stored: a result with it is never cached).
	sectionsTimedOut bool
}

// sectionBound is the bound of one superstep section, or of a combined
// group of sections: the cost of the annotations that may run in a
// superstep opened by one of Openers, over a whole run. The cost of the
// supersteps opened by barrier B is at most the sum over the groups whose
// Openers contain B.
type sectionBound struct {
	// Label names the opening barriers: "sync at line 13", "program
	// start (line 5) or sync at line 13 (combined)".
	Label string `json:"label"`
	// Openers are the barriers as "start" or "line:col" of the sync.
	Openers []string      `json:"openers"`
	W       resourceBound `json:"W"`
	H       resourceBound `json:"H"`
	S       resourceBound `json:"S"`
}

// maxSections bounds the sections analysed per program (each costs three
// solver runs); past it the sections are listed as not analysed.
const maxSections = 16

// resources returns W, H, S with their names and machine parameters, in
// the order of the cost formula.
func (b *boundResult) resources() []struct {
	Name, Param string
	B           *resourceBound
} {
	return []struct {
		Name, Param string
		B           *resourceBound
	}{{"W", "r", &b.W}, {"H", "g", &b.H}, {"S", "l", &b.S}}
}

// Total is the cost formula "W·r + H·g + S·l" without zero terms, or ""
// when a resource has no bound.
func (b *boundResult) Total() string {
	if b.Err != "" {
		return ""
	}
	var terms []string
	for _, r := range b.resources() {
		s := r.B.Expr
		if s == "" {
			return ""
		}
		if s == "0" {
			continue
		}
		if topLevelSpace(s) {
			s = "(" + s + ")"
		}
		terms = append(terms, s+"·"+r.Param)
	}
	if len(terms) == 0 {
		return "0"
	}
	return strings.Join(terms, " + ")
}

// costText is a measured or evaluated cost W·r + H·g + S·l in the notation
// of Total (zero terms left out, "0" when all are zero), so that every
// command writes a cost the same way.
func costText(w, h, s int64) string {
	var terms []string
	for _, t := range []struct {
		v     int64
		param string
	}{{w, "r"}, {h, "g"}, {s, "l"}} {
		if t.v != 0 {
			terms = append(terms, strconv.FormatInt(t.v, 10)+"·"+t.param)
		}
	}
	if len(terms) == 0 {
		return "0"
	}
	return strings.Join(terms, " + ")
}

// Exprs parses the three closed forms back; it fails when one is missing.
func (b *boundResult) Exprs() (w, h, s *solver.Expr, err error) {
	var out [3]*solver.Expr
	for i, r := range b.resources() {
		if r.B.Expr == "" {
			return nil, nil, nil, fmt.Errorf("%s has no bound", r.Name)
		}
		if out[i], err = solver.ParseExpr(r.B.Expr); err != nil {
			return nil, nil, nil, fmt.Errorf("%s: %v", r.Name, err)
		}
	}
	return out[0], out[1], out[2], nil
}

// boundOptions are the options that change a boundResult; key lists them
// for the result cache.
type boundOptions struct {
	// Supersteps asks for the bound of each superstep section as well
	// (check --supersteps, --json).
	Supersteps bool
	// Timeout, when positive, bounds the analysis of the program (check
	// --timeout): the solver's deadline is the earlier of it and
	// solveTimeout. Not part of the key: a result shaped by a time limit
	// is never stored (limited), and any other does not depend on it.
	Timeout time.Duration
}

// deadline is when the solver must give up on a program whose analysis
// starts now: solveTimeout, or the --timeout of check when shorter.
func (o boundOptions) deadline() time.Time {
	d := solveTimeout
	if o.Timeout > 0 && o.Timeout < d {
		d = o.Timeout
	}
	return time.Now().Add(d)
}

// key is the options as cache-key strings.
func (o boundOptions) key() []string {
	return []string{fmt.Sprintf("supersteps=%v", o.Supersteps)}
}

// computeBound runs the cost stages (nondet, hrelation, seqcost, solver)
// on an aligned program.
func computeBound(file string, prog *frontend.Program, ar *align.Result, opt boundOptions) *boundResult {
	res := &boundResult{Code: exitOK}
	if prog.Requires != nil {
		res.Assumptions = append(res.Assumptions, frontend.ExprExcerpt(prog.Requires)+" (requires)")
	}
	res.Assumptions = append(res.Assumptions, "p >= 1")
	deadline := opt.deadline()
	b, err := seqcost.AnalyzeBSP(prog, ar, seqcost.Options{}, solver.Options{Deadline: deadline})
	if err != nil {
		res.Err = err.Error()
		res.Code = exitNoBound
		if errors.Is(err, seqcost.ErrTooLarge) {
			res.Code = exitLimit
		}
		return res
	}
	seen := map[string]bool{}
	for i, r := range []seqcost.Bound{b.W, b.H, b.S} {
		rb := res.resources()[i].B
		if r.Result != nil {
			for _, n := range r.Result.Notes {
				s := n.Msg
				if n.Pos.IsValid() {
					// line:col: msg in the program's file; file:line:col:
					// msg in another of its files (writeBound).
					f, pos := prog.Where(n.Pos)
					s = fmt.Sprintf("%d:%d: %s", pos.Line, pos.Col, n.Msg)
					if f != prog.File {
						s = input.Name(f) + ":" + s
					}
				}
				if !seen[s] {
					seen[s] = true
					res.Notes = append(res.Notes, s)
				}
			}
		}
		if r.Expr == nil {
			rb.Reason = humanReason(prog, r.Reason)
			rb.Timeout = r.Timeout
			if r.Timeout {
				if opt.Timeout > 0 && opt.Timeout < solveTimeout {
					rb.Reason = fmt.Sprintf("timeout: the time limit (--timeout %v) was reached; a larger --timeout may find a bound", opt.Timeout)
				}
				res.Code = max(res.Code, exitLimit) // the solver's time ran out: a limit, not a verdict
			} else {
				res.Code = max(res.Code, exitNoBound)
			}
			continue
		}
		rb.Expr = r.Expr.String()
	}
	if opt.Supersteps {
		// Under --timeout the sections share the program's deadline;
		// otherwise they get a solveTimeout of their own.
		if opt.Timeout <= 0 {
			deadline = time.Now().Add(solveTimeout)
		}
		computeSections(res, prog, b.Seq, deadline)
	}
	return res
}

// sectionGrace is how long past the sections' deadline a section's
// solver run is waited for before it is abandoned.
const sectionGrace = time.Second

// solveBy is seqcost.Solve with the deadline enforced from outside: the
// solver checks its deadline between steps but not inside one linear
// program, which on some filtered systems runs for minutes. Past deadline
// plus sectionGrace the run is abandoned (ok false): its goroutine ends
// with the process (check prints and exits), and no other section is
// started, so nothing else reads seq meanwhile.
func solveBy(seq *frontend.Program, res frontend.Resource, opt seqcost.Options, deadline time.Time) (seqcost.Bound, error, bool) {
	type answer struct {
		b   seqcost.Bound
		err error
	}
	done := make(chan answer, 1)
	go func() {
		gostack.Grow() // (an analysis runs here: see gostack)
		defer func() {
			if r := recover(); r != nil {
				done <- answer{err: internalErr{r}}
			}
		}()
		b, err := seqcost.Solve(seq, res, opt, solver.Options{Deadline: deadline})
		done <- answer{b, err}
	}()
	timer := time.NewTimer(time.Until(deadline) + sectionGrace)
	defer timer.Stop()
	select {
	case a := <-done:
		return a.b, a.err, true
	case <-timer.C:
		return seqcost.Bound{}, nil, false
	}
}

// internalErr is a panic recovered from an analysis: a bug of bspcost.
type internalErr struct{ r any }

func (e internalErr) Error() string {
	return fmt.Sprintf("internal error of bspcost: %v (a bug; please report it)", e.r)
}

// limited reports whether a limit of the tool shaped b (the solver's
// time, input size), for the program or one of its sections, or a bug
// did: such a result depends on the machine's load (or is wrong) and is
// not cached.
func (b *boundResult) limited() bool {
	if b.Code == exitLimit || b.Code == exitInternal || b.sectionsTimedOut {
		return true
	}
	for _, s := range b.Sections {
		if s.W.Timeout || s.H.Timeout || s.S.Timeout {
			return true
		}
	}
	return false
}

// computeSections bounds each group of annotations of seq with the same
// possible opening barriers (seqcost.AttributeSections), all of them by
// deadline.
func computeSections(res *boundResult, prog, seq *frontend.Program, deadline time.Time) {
	secs := seqcost.AttributeSections(prog, seq)
	limit := time.Until(deadline).Round(100 * time.Millisecond)
	for gi, g := range secs.Groups {
		if gi == maxSections {
			res.SectionsNote = fmt.Sprintf("%d of %d sections analysed (at most %d per program)", maxSections, len(secs.Groups), maxSections)
			break
		}
		// The solver's deadline does not cover the translation: stop
		// starting new sections once the time is up.
		if time.Now().After(deadline) {
			res.SectionsNote = fmt.Sprintf("%d of %d sections analysed (the time limit of %v for the sections was reached)", gi, len(secs.Groups), limit)
			res.sectionsTimedOut = true
			break
		}
		sb := sectionBound{Label: secs.GroupLabel(g)}
		for _, i := range g.Openers {
			if o := secs.Openers[i]; o.Sync == nil {
				sb.Openers = append(sb.Openers, "start")
			} else {
				sb.Openers = append(sb.Openers, fmt.Sprintf("%d:%d", o.Pos.Line, o.Pos.Col))
			}
		}
		keep := map[*frontend.CostStmt]bool{}
		for _, c := range g.Annotations {
			keep[c] = true
		}
		sopt := seqcost.Options{Keep: func(c *frontend.CostStmt) bool { return keep[c] }}
		for i, r := range seqcost.Resources {
			rb := []*resourceBound{&sb.W, &sb.H, &sb.S}[i]
			if time.Now().After(deadline) {
				rb.Reason, rb.Timeout = "timeout: the time limit for the sections was reached", true
				continue
			}
			b, err, ok := solveBy(seq, r.Res, sopt, deadline)
			if !ok {
				rb.Reason, rb.Timeout = "timeout: the time limit for the sections was reached", true
				res.Sections = append(res.Sections, sb)
				res.SectionsNote = fmt.Sprintf("%d of %d sections analysed (the time limit of %v for the sections was reached)", gi+1, len(secs.Groups), limit)
				res.sectionsTimedOut = true
				return
			}
			var ie internalErr
			switch {
			case errors.As(err, &ie):
				rb.Reason = err.Error()
				res.Code = exitInternal
			case err != nil:
				rb.Reason = err.Error()
			case b.Expr == nil:
				rb.Reason, rb.Timeout = b.Reason, b.Timeout
			default:
				rb.Expr = b.Expr.String()
			}
		}
		res.Sections = append(res.Sections, sb)
	}
}

// writeBound prints res in check's text form.
func writeBound(stdout io.Writer, file string, res *boundResult) {
	if res.Err != "" {
		fmt.Fprintf(stdout, "  no bound found: %s\n", res.Err)
		return
	}
	for _, r := range res.resources() {
		if r.B.Expr == "" {
			fmt.Fprintf(stdout, "  %s: no bound found: %s\n", r.Name, r.B.Reason)
			continue
		}
		fmt.Fprintf(stdout, "  %s = %s\n", r.Name, r.B.Expr)
	}
	if t := res.Total(); t != "" {
		fmt.Fprintf(stdout, "  cost <= %s\n", t)
	}
	fmt.Fprintf(stdout, "  assuming %s\n", strings.Join(res.Assumptions, ", "))
	for i, n := range res.Notes {
		if i == maxNotesShown {
			fmt.Fprintf(stdout, "  (more over-approximations not shown)\n")
			break
		}
		if n != "" && (n[0] < '0' || n[0] > '9') {
			fmt.Fprintf(stdout, "  note: %s\n", n) // in another file of the program
			continue
		}
		fmt.Fprintf(stdout, "  note: %s:%s\n", input.Name(file), n)
	}
}

// topLevelSpace reports whether s has a space outside parentheses (a sum
// that needs parentheses before ·r).
func topLevelSpace(s string) bool {
	depth := 0
	for _, c := range s {
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		case ' ':
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

// relRE matches the solver's names of the cost relations in its reasons:
// "w1/2 (line 15)", "main/3 (equation at line 0)".
var relRE = regexp.MustCompile(`\b[A-Za-z_]\w*/\d+ \((?:equation at )?line (\d+)\)`)

// freeRE matches the solver's names of unknown values: "F25 (in main/3,
// line 0)".
var freeRE = regexp.MustCompile(`\bF\d+ \(in [A-Za-z_]\w*/\d+, line (\d+)\)`)

// humanReason rewrites a solver's reason for a person: the relations of
// loops become "the loop at file:line" (in the file of the line, for a
// program of several files), the others "the program", and the
// program's unknown values "a value".
func humanReason(prog *frontend.Program, reason string) string {
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
var sumFreeRE = regexp.MustCompile(`-?\bF\d+ [+-] `)

// bareFreeRE matches the other unknowns named by the solver.
var bareFreeRE = regexp.MustCompile(`-?\bF\d+\b|#\d+`)
