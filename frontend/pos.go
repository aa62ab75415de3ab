package frontend

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Error is the type of the parser's and checker's errors: a Diagnostic
// of severity error.
type Error = Diagnostic

// ErrorList is a list of errors sorted by position. The parser returns one
// so that a user sees every problem it could recover from in a single run.
type ErrorList []*Error

// Add appends an error at pos.
func (l *ErrorList) Add(file string, pos Pos, format string, args ...any) {
	*l = append(*l, &Error{File: file, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// Sort orders the list by position (stable, so errors at one position keep
// the order in which they were found).
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool { return l[i].Pos.Before(l[j].Pos) })
}

// IsLimit reports whether err is, or is an ErrorList holding, an Error with
// Limit set.
func IsLimit(err error) bool {
	var e *Error
	if errors.As(err, &e) {
		return e.Limit
	}
	var l ErrorList
	if errors.As(err, &l) {
		for _, e := range l {
			if e.Limit {
				return true
			}
		}
	}
	return false
}

// Err returns l as an error, or nil when l is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(e.Error())
	}
	return b.String()
}
