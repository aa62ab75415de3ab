package align

import (
	"fmt"
	"strings"
)

// Format renders d in the style of a compiler, the form `bspcost check`
// prints and the golden files hold:
//
//	file:line:col: error: sync is not textually aligned
//	    file:line:col: note: the branch condition `pid == 0` depends on pid
func (d Diagnostic) Format(file string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%s: %s: %s\n", file, d.Pos, d.Severity, d.Message)
	for _, n := range d.Related {
		fmt.Fprintf(&b, "    %s:%s: note: %s\n", file, n.Pos, n.Message)
	}
	return b.String()
}

// FormatAll renders every diagnostic of r with Format, in order.
func (r *Result) FormatAll(file string) string {
	var b strings.Builder
	for _, d := range r.Diagnostics {
		b.WriteString(d.Format(file))
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
	return fmt.Sprintf("%d sync%s; %d section%s, %d communicating; %d put/get statement%s",
		len(r.Syncs), plural(len(r.Syncs)), len(r.Sections), plural(len(r.Sections)), comm,
		len(r.Comms), plural(len(r.Comms)))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
