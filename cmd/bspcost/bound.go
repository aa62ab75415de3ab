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

// printBound runs the cost stages on an aligned program and prints its
// bound under the "aligned" line: W, H and S as closed forms, the total,
// and the assumptions used. It returns exitNoBound when a resource has no
// bound (with the reason printed), else exitOK.
func printBound(file string, prog *frontend.Program, ar *align.Result, stdout io.Writer) int {
	b, err := seqcost.AnalyzeBSP(prog, ar, seqcost.Options{}, solver.Options{Deadline: time.Now().Add(solveTimeout)})
	if err != nil {
		fmt.Fprintf(stdout, "  no bound found: %v\n", err)
		if errors.Is(err, seqcost.ErrTooLarge) {
			return exitLimit
		}
		return exitNoBound
	}
	code := exitOK
	parts := map[string]string{}
	var notes []seqcost.Note
	for _, r := range []struct {
		name, res string
		b         seqcost.Bound
	}{{"W", "r", b.W}, {"H", "g", b.H}, {"S", "l", b.S}} {
		if r.b.Result != nil {
			notes = append(notes, r.b.Result.Notes...)
		}
		if r.b.Expr == nil {
			fmt.Fprintf(stdout, "  %s: no bound found: %s\n", r.name, r.b.Reason)
			if r.b.Timeout {
				code = max(code, exitLimit) // the solver's time ran out: a limit, not a verdict
			} else {
				code = max(code, exitNoBound)
			}
			continue
		}
		s := r.b.Expr.String()
		fmt.Fprintf(stdout, "  %s = %s\n", r.name, s)
		if s != "0" {
			if topLevelSpace(s) {
				s = "(" + s + ")"
			}
			parts[r.name] = s + "·" + r.res
		}
	}
	if code == exitOK {
		var terms []string
		for _, n := range []string{"W", "H", "S"} {
			if t, ok := parts[n]; ok {
				terms = append(terms, t)
			}
		}
		if len(terms) == 0 {
			terms = []string{"0"}
		}
		fmt.Fprintf(stdout, "  cost <= %s\n", strings.Join(terms, " + "))
	}
	if prog.Requires != nil {
		fmt.Fprintf(stdout, "  assuming %s (requires), p >= 1\n", frontend.ExprExcerpt(prog.Requires))
	}
	seen := map[string]bool{}
	shown := 0
	for _, n := range notes {
		s := n.String()
		if seen[s] {
			continue
		}
		seen[s] = true
		if shown == maxNotesShown {
			fmt.Fprintf(stdout, "  (more over-approximations not shown)\n")
			break
		}
		if n.Pos.IsValid() {
			fmt.Fprintf(stdout, "  note: %s:%s\n", file, s)
		} else {
			// Inserted by nondet (an h-relation term): no source position.
			fmt.Fprintf(stdout, "  note: %s: %s\n", file, n.Msg)
		}
		shown++
	}
	return code
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
