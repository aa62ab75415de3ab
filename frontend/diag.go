package frontend

import "bspcost/diag"

// The front end reports in package diag's form, the one of every stage;
// these names keep the front end's API (frontend.Pos, frontend.Error)
// while the types live in diag.
type (
	// Pos is a source position (diag.Pos).
	Pos = diag.Pos
	// Severity grades a diagnostic (diag.Severity).
	Severity = diag.Severity
	// Note is a secondary location of a diagnostic (diag.Note).
	Note = diag.Note
	// Diagnostic is the one type of positioned reports (diag.Diagnostic).
	Diagnostic = diag.Diagnostic
)

// The severities (diag's).
const (
	SeverityError   = diag.SeverityError
	SeverityWarning = diag.SeverityWarning
	SeverityInfo    = diag.SeverityInfo
)
