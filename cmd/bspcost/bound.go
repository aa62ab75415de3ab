package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"bspcost/driver"
	"bspcost/internal/input"
	"bspcost/solver"
)

// solveTimeout bounds the solver's time per resource of one program; a
// harder system is answered "no bound found (timeout)".
const solveTimeout = 10 * time.Second

// maxNotesShown bounds the over-approximation notes printed per program.
const maxNotesShown = 5

// boundResult is the cost analysis of one aligned program: what check
// prints, --json reports, batch tabulates and the cache stores. It
// round-trips through JSON: its bounds are stored as text and parsed once
// when read back (driver.Bound).
type boundResult struct {
	// Err is set when the analysis failed as a whole (then W, H, S are
	// empty); Code says how (exitNoBound or exitLimit).
	Err string `json:"error,omitempty"`
	// Code is exitOK when all three resources are bounded, else
	// exitNoBound, or exitLimit when a limit ended the analysis, or
	// exitInternal when a section's analysis failed with a bug of
	// bspcost (a recovered panic).
	Code int          `json:"code"`
	W    driver.Bound `json:"W"`
	H    driver.Bound `json:"H"`
	S    driver.Bound `json:"S"`
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
	// driver.MaxSections) or why none was.
	SectionsNote string `json:"sections_note,omitempty"`
	// StepWork bounds the work of one superstep per opening barrier
	// (with boundOptions.Supersteps); StepWorkNote says when some were
	// left out.
	StepWork     []stepWorkBound `json:"step_work,omitempty"`
	StepWorkNote string          `json:"step_work_note,omitempty"`
	// sectionsTimedOut: sections were left out for lack of time (not
	// stored: a result with it is never cached).
	sectionsTimedOut bool
	// degraded: a stage ran out of its share of the time and gave a
	// coarser bound (driver.Report.Degraded; not stored either).
	degraded bool
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
	Openers []string     `json:"openers"`
	W       driver.Bound `json:"W"`
	H       driver.Bound `json:"H"`
	S       driver.Bound `json:"S"`
	// Contract and AtCall as driver.Section's.
	Contract bool `json:"contract,omitempty"`
	AtCall   bool `json:"at_call,omitempty"`
}

// stepWorkBound is the bound of the work of one superstep opened by a
// barrier ("start" or "line:col" of the sync): W of any one superstep it
// opens.
type stepWorkBound struct {
	Label  string       `json:"label"`
	Opener string       `json:"opener"`
	W      driver.Bound `json:"W"`
	// AtCall: the superstep may end at a collective contract's call
	// (driver.StepWork.AtCall).
	AtCall bool `json:"at_call,omitempty"`
}

// resources returns W, H, S with their names and machine parameters, in
// the order of the cost formula.
func (b *boundResult) resources() []struct {
	Name, Param string
	B           *driver.Bound
} {
	return []struct {
		Name, Param string
		B           *driver.Bound
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
		s := r.B.Text
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

// Exprs returns the three closed forms; it fails when one is missing.
func (b *boundResult) Exprs() (w, h, s *solver.Expr, err error) {
	var out [3]*solver.Expr
	for i, r := range b.resources() {
		if r.B.Expr == nil {
			return nil, nil, nil, fmt.Errorf("%s has no bound", r.Name)
		}
		out[i] = r.B.Expr
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
	// Operations, when positive, is the analysis's quota of operations
	// (driver.Config.MaxOperations; batch --operations). Not part of the
	// key, for Timeout's reason.
	Operations int64
}

// key is the options as cache-key strings.
func (o boundOptions) key() []string {
	return []string{fmt.Sprintf("supersteps=%v", o.Supersteps)}
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
	if b.Code == exitLimit || b.Code == exitInternal || b.sectionsTimedOut || b.degraded {
		return true
	}
	for _, s := range b.Sections {
		if s.W.Timeout || s.H.Timeout || s.S.Timeout {
			return true
		}
	}
	return false
}

// writeBound prints res in check's text form.
func writeBound(stdout io.Writer, file string, res *boundResult) {
	if res.Err != "" {
		if res.Code == exitLimit { // not a verdict: bspcost's own limit
			fmt.Fprintf(stdout, "  stopped by a resource limit: %s\n", res.Err)
			return
		}
		fmt.Fprintf(stdout, "  no bound found: %s\n", res.Err)
		return
	}
	for _, r := range res.resources() {
		if r.B.Expr == nil {
			fmt.Fprintf(stdout, "  %s: no bound found: %s\n", r.Name, r.B.Reason)
			continue
		}
		fmt.Fprintf(stdout, "  %s = %s\n", r.Name, r.B.Text)
	}
	if t := res.Total(); t != "" {
		fmt.Fprintf(stdout, "  cost <= %s\n", t)
	}
	fmt.Fprintf(stdout, "  assuming %s\n", strings.Join(res.Assumptions, ", "))
	for i, n := range namedFirst(file, res) {
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

// namedFirst is res's notes with those at a line of file that a
// resource's no-bound reason names ("the loop at FILE:LINE") first, in
// their order: what the reader needs to get a bound (the assumption that
// would count that loop) is among the notes shown.
func namedFirst(file string, res *boundResult) []string {
	lines := map[string]bool{}
	for _, r := range res.resources() {
		if r.B.Expr != nil {
			continue
		}
		for _, f := range strings.Fields(r.B.Reason) {
			f = strings.TrimRight(f, ",;:)")
			if i := strings.LastIndex(f, ":"); i > 0 && f[:i] == file {
				lines[f[i+1:]] = true
			}
		}
	}
	if len(lines) == 0 {
		return res.Notes
	}
	var first, rest []string
	for _, n := range res.Notes {
		if i := strings.Index(n, ":"); i > 0 && lines[n[:i]] {
			first = append(first, n)
		} else {
			rest = append(rest, n)
		}
	}
	return append(first, rest...)
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
