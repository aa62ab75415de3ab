package frontend

import (
	"fmt"
	"strings"

	"bspcost/internal/input"
)

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

// Note is a secondary location of a diagnostic: one step of an explanation
// (why a condition depends on pid, where a value comes from).
type Note struct {
	File     string // "" means the file of the diagnostic
	Pos, End Pos
	Msg      string
}

// Diagnostic is the one type of positioned problem reports of bspcost:
// parse and type errors (as Error, in an ErrorList), the alignment check's
// errors (align), the simulator's runtime errors (sim.RuntimeError
// converts to one) and what later stages report; the CLI renders it as
// text, JSON and SARIF. Pos and End delimit the source range [Pos, End)
// (End may be zero: a point), in File.
type Diagnostic struct {
	File     string
	Pos, End Pos
	Severity Severity
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
