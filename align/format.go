package align

import (
	"fmt"
	"strings"

	"bspcost/frontend"
)

// FormatAll renders every diagnostic of r with diag.Diagnostic.Format,
// in order, naming file as their file (the CLI passes the path the user
// gave; tests a base name).
func (r *Result) FormatAll(file string) string {
	var b strings.Builder
	for _, d := range r.Diagnostics {
		d.File = file
		b.WriteString(d.Format())
	}
	return b.String()
}

// Summary is a one-line description of the supersteps of an aligned
// program: barriers, sections, and how many of them communicate.
func (r *Result) Summary() string {
	comm := 0
	for _, s := range r.Sections {
		if len(s.Comms) > 0 {
			comm++
		}
	}
	sends := 0
	for _, c := range r.Comms {
		if c.Stmt.Kind == frontend.Send {
			sends++
		}
	}
	s := fmt.Sprintf("%d sync%s; %d section%s, %d communicating; %d put/get statement%s",
		len(r.Syncs), plural(len(r.Syncs)), len(r.Sections), plural(len(r.Sections)), comm,
		len(r.Comms)-sends, plural(len(r.Comms)-sends))
	if sends > 0 {
		s += fmt.Sprintf(", %d send%s", sends, plural(sends))
	}
	return s
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
