// Package diag is the one form of bspcost's positioned reports: parse and
// type errors, alignment errors, registration misuse, the notes of every
// stage on its sound over-approximations, the warnings of the cost
// relation readers. Every stage reports Diagnostics, and the command line
// renders them as compiler-style text, JSON and SARIF, in the manner of
// golang.org/x/tools/go/analysis.Diagnostic: a source range, a severity,
// a category, a message and related locations (Notes).
//
// The package is a leaf: it depends on no stage, so that every stage
// (the front end, polyhedra, the solver, ...) can import it.
package diag

import (
	"fmt"
	"strings"

	"bspcost/internal/input"
)

// Pos is a source position: 1-based line and column. Columns count Unicode
// code points (a tab is one column), as SARIF's "unicodeCodePoints" does;
// lines end at "\n", "\r\n" or a lone "\r".
// The zero Pos means "no position" and is used for synthesized nodes.
type Pos struct {
	Line, Col int
}

// IsValid reports whether p denotes a real source position.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats p as "line:col", or "-" when p is not valid.
func (p Pos) String() string {
	if !p.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%d:%d", p.Line, p.Col)
}

// Before reports whether p comes strictly before q in the source.
func (p Pos) Before(q Pos) bool {
	return p.Line < q.Line || (p.Line == q.Line && p.Col < q.Col)
}

// Severity grades a diagnostic. The zero value is an error.
type Severity int

// The severities.
const (
	SeverityError Severity = iota
	SeverityWarning
	SeverityInfo
)

func (s Severity) String() string {
	switch s {
	case SeverityWarning:
		return "warning"
	case SeverityInfo:
		// "note", as compilers print it and as SARIF names the level.
		return "note"
	}
	return "error"
}

// Categories of diagnostics (Diagnostic.Category): what kind of finding
// it is, which the command line maps to its SARIF rule.
const (
	// CategoryParse: the front end's errors about the program.
	CategoryParse = "parse"
	// CategoryLimit: a resource limit of the front end (input size,
	// nesting, expression depth).
	CategoryLimit = "limit"
	// CategoryUnaligned: alignment's errors.
	CategoryUnaligned = "unaligned"
	// CategoryApprox: a construct over-approximated soundly (notes of the
	// C front end, of the cost equations' translation).
	CategoryApprox = "approximation"
	// CategoryRegistration: a C program's misuse of BSPlib registration
	// (an error), or one the check could not rule out (a warning).
	CategoryRegistration = "registration"
)

// Note is a secondary location of a diagnostic: one step of an explanation
// (why a condition depends on pid, where a value comes from).
type Note struct {
	File     string // "" means the file of the diagnostic
	Pos, End Pos
	Msg      string
}

// Diagnostic is the one type of positioned problem reports of bspcost:
// parse and type errors (as frontend.Error, in an ErrorList), the
// alignment check's errors (align), the simulator's runtime errors
// (sim.RuntimeError converts to one), the solver's readers' errors and
// warnings, the notes of the later stages. Pos and End delimit the source
// range [Pos, End) (End may be zero: a point), in File.
type Diagnostic struct {
	File     string
	Pos, End Pos
	Severity Severity
	// Category is one of the Category constants, or "" when the stage
	// that reports it leaves it to its caller (a parse error is
	// CategoryParse once the driver reports it).
	Category string
	Msg      string
	Notes    []Note
	// Limit marks a diagnostic that reports one of the tool's resource
	// limits (input size, nesting, expression depth; see docs/design.md)
	// rather than a mistake in the program: the input may be valid but is
	// too large to be processed. The command line reports it with its own
	// exit code.
	Limit bool
}

// Error formats the diagnostic's first line without the severity, like a
// compiler error: "file:line:col: message" (the file and position are left
// out when unknown). Here and in Format the file name is printed by
// input.Name: quoted when it holds control characters.
func (d *Diagnostic) Error() string {
	var b strings.Builder
	if d.File != "" {
		b.WriteString(input.Name(d.File))
		b.WriteString(":")
	}
	if d.Pos.IsValid() {
		b.WriteString(d.Pos.String())
		b.WriteString(": ")
	} else if d.File != "" {
		b.WriteString(" ")
	}
	b.WriteString(d.Msg)
	return b.String()
}

// Format renders d with its severity and notes, the form `bspcost check`
// prints and golden files hold:
//
//	file:line:col: error: sync is not textually aligned
//	    file:line:col: note: the branch condition `pid == 0` depends on pid
func (d *Diagnostic) Format() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%s: %s: %s\n", input.Name(d.File), d.Pos, d.Severity, d.Msg)
	for _, n := range d.Notes {
		file := n.File
		if file == "" {
			file = d.File
		}
		fmt.Fprintf(&b, "    %s:%s: note: %s\n", input.Name(file), n.Pos, n.Msg)
	}
	return b.String()
}
