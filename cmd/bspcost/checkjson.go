package main

import (
	"encoding/json"
	"io"
)

// resultVersion is the "version" of every --json result object: the
// version of docs/result.schema.json they follow, so that a reader can
// tell a changed shape from a broken one.
const resultVersion = 1

// checkJSON is one line of "check --json": everything check found about
// one file. The field names are part of the command's interface
// (docs/cli.md).
type checkJSON struct {
	Version int    `json:"version"`
	File    string `json:"file"`
	// Error: the file could not be read.
	Error string `json:"error,omitempty"`
	// Aligned is absent when the program did not parse.
	Aligned *bool  `json:"aligned,omitempty"`
	Summary string `json:"summary,omitempty"`
	// Bound holds the closed forms of the resources that have one; it is
	// absent when the program was not analysed (parse errors, unaligned).
	Bound *jsonBound `json:"bound,omitempty"`
	// Total is "W·r + H·g + S·l" when all three are bounded.
	Total string `json:"total,omitempty"`
	// NoBound says, per resource without a bound, why.
	NoBound     map[string]string `json:"no_bound,omitempty"`
	Assumptions []string          `json:"assumptions,omitempty"`
	Notes       []string          `json:"notes,omitempty"`
	At          *atResult         `json:"at,omitempty"`
	AtError     string            `json:"at_error,omitempty"`
	Supersteps  []jsonSection     `json:"supersteps,omitempty"`
	// SuperstepsNote says when the sections were not all analysed.
	SuperstepsNote string `json:"supersteps_note,omitempty"`
	// StepWork bounds the work of one superstep per opening barrier.
	StepWork []jsonStepWork `json:"step_work,omitempty"`
	// StepWorkNote says when some openers' work was left out, and why.
	StepWorkNote string           `json:"step_work_note,omitempty"`
	Diagnostics  []jsonDiagnostic `json:"diagnostics"`
	// Status is the file's exit code (the command's is the worst).
	Status int `json:"status"`
}

// jsonBound is W, H, S as closed forms (solver.ParseExpr syntax).
type jsonBound struct {
	W string `json:"W,omitempty"`
	H string `json:"H,omitempty"`
	S string `json:"S,omitempty"`
}

// jsonOfBound fills the bound fields of out from b.
func jsonOfBound(out *jsonBound, noBound map[string]string, b *boundResult) {
	for i, r := range b.resources() {
		switch {
		case b.Err != "":
			noBound[r.Name] = b.Err
		case r.B.Expr == nil:
			noBound[r.Name] = r.B.Reason
		default:
			*[]*string{&out.W, &out.H, &out.S}[i] = r.B.Text
		}
	}
}

// writeJSONReport prints rep as one line of JSON.
func writeJSONReport(w io.Writer, rep *fileReport) {
	out := checkJSON{Version: resultVersion, File: rep.File, Error: rep.LoadErr, Diagnostics: jsonDiagnostics(rep.Diags), Status: rep.Status}
	if rep.Align != nil {
		aligned := rep.Align.Aligned
		out.Aligned = &aligned
		if aligned {
			out.Summary = rep.Align.Summary()
		}
	}
	if b := rep.Bound; b != nil {
		out.Bound = &jsonBound{}
		out.NoBound = map[string]string{}
		jsonOfBound(out.Bound, out.NoBound, b)
		if len(out.NoBound) == 0 {
			out.NoBound = nil
		}
		out.Total = b.Total()
		out.Assumptions = b.Assumptions
		out.Notes = b.Notes
		out.At = rep.At
		out.AtError = rep.AtErr
		out.Supersteps, out.SuperstepsNote = jsonSections(b, rep.At)
		out.StepWork = jsonStepWorks(b, rep.At)
		out.StepWorkNote = b.StepWorkNote
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false) // messages quote conditions such as x > 0
	enc.Encode(out)
}
