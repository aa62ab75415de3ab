package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"

	"bspcost/driver"
)

// jsonSection is one element of "supersteps" in check --json.
type jsonSection struct {
	Label   string            `json:"label"`
	Openers []string          `json:"openers"`
	Bound   jsonBound         `json:"bound"`
	NoBound map[string]string `json:"no_bound,omitempty"`
	At      *atResult         `json:"at,omitempty"`
}

// jsonSections converts b's sections, evaluated at at when it is set.
func jsonSections(b *boundResult, at *atResult) ([]jsonSection, string) {
	var out []jsonSection
	for i := range b.Sections {
		s := &b.Sections[i]
		js := jsonSection{Label: s.Label, Openers: s.Openers, NoBound: map[string]string{}}
		jsonOfBound(&js.Bound, js.NoBound, &boundResult{W: s.W, H: s.H, S: s.S})
		if len(js.NoBound) == 0 {
			js.NoBound = nil
		}
		if at != nil {
			js.At = at.evalSection(s)
		}
		out = append(out, js)
	}
	return out, b.SectionsNote
}

// evalSection evaluates a section's bound at a's point; a resource that
// cannot be evaluated is left out, as one without a bound.
func (a *atResult) evalSection(s *sectionBound) *atResult {
	out, err := a.evalBound(&s.W, &s.H, &s.S)
	if err != nil {
		return &atResult{P: a.P, Params: a.Params}
	}
	return out
}

// writeSections prints the sections of --supersteps in check's text form.
func writeSections(w io.Writer, b *boundResult, at *atResult) {
	if len(b.Sections) == 0 && b.SectionsNote == "" {
		return
	}
	fmt.Fprintln(w, "  supersteps (the cost of the code each barrier opens, over the whole run):")
	for i := range b.Sections {
		s := &b.Sections[i]
		var parts []string
		for _, r := range []struct {
			name string
			rb   *driver.Bound
		}{{"W", &s.W}, {"H", &s.H}, {"S", &s.S}} {
			if r.rb.Expr == nil {
				parts = append(parts, r.name+": no bound found ("+r.rb.Reason+")")
				continue
			}
			parts = append(parts, r.name+" = "+r.rb.Text)
		}
		fmt.Fprintf(w, "    %s: %s\n", s.Label, strings.Join(parts, ", "))
		if at != nil {
			fmt.Fprintf(w, "      at %s\n", at.evalSection(s).text())
		}
	}
	if b.SectionsNote != "" {
		fmt.Fprintf(w, "    (%s)\n", b.SectionsNote)
	}
	if len(b.StepWork) == 0 {
		return
	}
	fmt.Fprintln(w, "  the work of one superstep (the largest over the supersteps each barrier opens):")
	for i := range b.StepWork {
		s := &b.StepWork[i]
		if s.W.Expr == nil {
			fmt.Fprintf(w, "    %s: W: no bound found (%s)\n", s.Label, s.W.Reason)
			continue
		}
		fmt.Fprintf(w, "    %s: W = %s", s.Label, s.W.Text)
		if at != nil {
			if v := at.evalStepWork(s); v != nil {
				fmt.Fprintf(w, " (%s at this point)", ratText(v))
			}
		}
		fmt.Fprintln(w)
	}
	if b.StepWorkNote != "" {
		fmt.Fprintf(w, "    (%s)\n", b.StepWorkNote)
	}
}

// evalStepWork is the bound of s at a's point (nil: none, or it cannot
// be evaluated there).
func (a *atResult) evalStepWork(s *stepWorkBound) *big.Rat {
	if s.W.Expr == nil {
		return nil
	}
	out, err := a.evalBound(&s.W, &driver.Bound{}, &driver.Bound{})
	if err != nil {
		return nil
	}
	return out.W
}

// jsonStepWork is one element of "step_work" in check --json.
type jsonStepWork struct {
	Label   string          `json:"label"`
	Opener  string          `json:"opener"`
	W       string          `json:"W,omitempty"`
	NoBound string          `json:"no_bound,omitempty"`
	At      json.RawMessage `json:"at,omitempty"`
}

// jsonStepWorks converts b's bounds of one superstep's work, evaluated at
// at when it is set.
func jsonStepWorks(b *boundResult, at *atResult) []jsonStepWork {
	var out []jsonStepWork
	for i := range b.StepWork {
		s := &b.StepWork[i]
		js := jsonStepWork{Label: s.Label, Opener: s.Opener, W: s.W.Text, NoBound: s.W.Reason}
		if at != nil {
			if v := at.evalStepWork(s); v != nil {
				js.At = ratJSON(v)
			}
		}
		out = append(out, js)
	}
	return out
}
