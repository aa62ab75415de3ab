package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"bspcost/align"
	"bspcost/frontend"
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
	// exitNoBound, or exitLimit when a limit ended the analysis.
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
}

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
	b, err := seqcost.AnalyzeBSP(prog, ar, seqcost.Options{}, solver.Options{Deadline: time.Now().Add(solveTimeout)})
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
					s = n.String()
				}
				if !seen[s] {
					seen[s] = true
					res.Notes = append(res.Notes, s)
				}
			}
		}
		if r.Expr == nil {
			rb.Reason = r.Reason
			rb.Timeout = r.Timeout
			if r.Timeout {
				res.Code = max(res.Code, exitLimit) // the solver's time ran out: a limit, not a verdict
			} else {
				res.Code = max(res.Code, exitNoBound)
			}
			continue
		}
		rb.Expr = r.Expr.String()
	}
	return res
}

// printBound runs the cost stages on an aligned program and prints its
// bound under the "aligned" line: W, H and S as closed forms, the total,
// and the assumptions used. It returns exitNoBound when a resource has no
// bound (with the reason printed), exitLimit when a limit was hit, else
// exitOK.
func printBound(file string, prog *frontend.Program, ar *align.Result, stdout io.Writer) int {
	res := computeBound(file, prog, ar, boundOptions{})
	writeBound(stdout, file, res)
	return res.Code
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
		fmt.Fprintf(stdout, "  note: %s:%s\n", file, n)
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
