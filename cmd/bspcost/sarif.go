package main

import (
	"encoding/json"
	"io"
	"net/url"
	"path/filepath"
	"strings"

	"bspcost/frontend"
)

// fileDiagnostic is a diagnostic with the file it is about and the rule
// that produced it (SARIF wants rules; JSON readers can group by them).
type fileDiagnostic struct {
	Rule                rule
	frontend.Diagnostic // Limit: a resource limit, not a mistake in the program (exit code 4)
}

// noteFile is the file of note n of d.
func noteFile(d fileDiagnostic, n frontend.Note) string {
	if n.File != "" {
		return n.File
	}
	return d.File
}

// rule describes a kind of diagnostic.
type rule struct {
	ID, Name, Short, Full string
	// Level is the SARIF default level; empty means "error".
	Level string
}

var (
	ruleParse = rule{
		ID: "BSP0001", Name: "ParseError",
		Short: "The program does not parse or type-check",
		Full:  "The file is not a valid .bsp program (see docs/language.md).",
	}
	ruleUnaligned = rule{
		ID: "BSP0002", Name: "UnalignedSync",
		Short: "sync is not textually aligned",
		Full: "The cost analysis needs textually aligned barriers: every process must call each sync at the same " +
			"statement and in the same loop iteration. This sync is control-dependent on a condition that may " +
			"differ between processes (it depends on pid, input data, any, or a value received by put/get).",
	}
	ruleLimit = rule{
		ID: "BSP0003", Name: "ResourceLimit",
		Short: "The input exceeds a resource limit of bspcost",
		Full: "The program may be valid but is too large for bspcost: input size, nesting or expression depth " +
			"(see docs/design.md, \"Resource model\"). Exit status 4.",
	}
	ruleBound = rule{
		ID: "BSP0004", Name: "CostBound",
		Short: "The BSP cost bound of the program",
		Full: "A sound closed-form bound W·r + H·g + S·l of the program's BSP cost, for every p >= 1 and every " +
			"parameter value the requires clause allows (see docs/cli.md). The result's properties hold W, H, S " +
			"and, with --at, their values. When a resource has no bound the result is a warning with the reason.",
		Level: "note",
	}
	ruleApprox = rule{
		ID: "BSP0005", Name: "Approximation",
		Short: "The analysis over-approximated a construct of the program",
		Full: "The front end could not translate this construct exactly and over-approximated it soundly " +
			"(an input that became a parameter, a call whose effects became unknown, a path that ends): the " +
			"bound still holds, and the note says what was assumed (see docs/c-frontend.md).",
		Level: "note",
	}
	ruleRegistration = rule{
		ID: "BSP0006", Name: "RegistrationSafety",
		Short: "A BSPlib registration is misused",
		Full: "In a C program: a put or get names a remote area that is not registered in its superstep (bsp_push_reg " +
			"takes effect at the next bsp_sync), a bsp_pop_reg has no registration to remove, a put or get passes the " +
			"end of a registered area, or the processes do not all make the same bsp_push_reg and bsp_pop_reg calls " +
			"in a superstep (registration is collective). An error happens whenever the statement runs; a warning is " +
			"one the analysis could not rule out, and says what it could not follow (see docs/c-frontend.md).",
	}
	// rules lists every rule, in the order of the SARIF driver's rules
	// array (results refer to them by index).
	rules = []rule{ruleParse, ruleUnaligned, ruleLimit, ruleBound, ruleApprox, ruleRegistration}
)

// The --json format: one array of diagnostics. The field names are part
// of the command's interface.
type jsonPos struct {
	Line int `json:"line"`
	Col  int `json:"col"`
}

type jsonNote struct {
	File    string  `json:"file"`
	Line    int     `json:"line"`
	Col     int     `json:"col"`
	End     jsonPos `json:"end"`
	Message string  `json:"message"`
}

type jsonDiagnostic struct {
	File     string     `json:"file"`
	Line     int        `json:"line"`
	Col      int        `json:"col"`
	End      jsonPos    `json:"end"`
	Severity string     `json:"severity"`
	Rule     string     `json:"rule"`
	Message  string     `json:"message"`
	Related  []jsonNote `json:"related"`
}

// jsonDiagnostics converts diagnostics to their --json form.
func jsonDiagnostics(diags []fileDiagnostic) []jsonDiagnostic {
	out := make([]jsonDiagnostic, 0, len(diags)) // [] rather than null when clean
	for _, d := range diags {
		jd := jsonDiagnostic{
			File: d.File, Line: d.Pos.Line, Col: d.Pos.Col, End: jsonPos{d.End.Line, d.End.Col},
			Severity: d.Severity.String(), Rule: d.Rule.Name, Message: d.Msg, Related: []jsonNote{},
		}
		for _, n := range d.Notes {
			jd.Related = append(jd.Related, jsonNote{File: noteFile(d, n), Line: n.Pos.Line, Col: n.Pos.Col,
				End: jsonPos{n.End.Line, n.End.Col}, Message: n.Msg})
		}
		out = append(out, jd)
	}
	return out
}

// SARIF 2.1.0 (https://docs.oasis-open.org/sarif/sarif/v2.1.0/), the subset
// code-scanning tools and editors read: one run, the tool's rules, and per
// result its rule, level, message, location and related locations.
type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool       sarifTool     `json:"tool"`
	ColumnKind string        `json:"columnKind"`
	Results    []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	InformationURI string      `json:"informationUri,omitempty"`
	Rules          []sarifRule `json:"rules"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string          `json:"id"`
	Name                 string          `json:"name"`
	ShortDescription     sarifText       `json:"shortDescription"`
	FullDescription      sarifText       `json:"fullDescription"`
	DefaultConfiguration sarifRuleConfig `json:"defaultConfiguration"`
}

type sarifRuleConfig struct {
	Level string `json:"level"`
}

type sarifResult struct {
	RuleID           string           `json:"ruleId"`
	RuleIndex        int              `json:"ruleIndex"`
	Level            string           `json:"level"`
	Message          sarifText        `json:"message"`
	Locations        []sarifLocation  `json:"locations"`
	RelatedLocations []sarifLocation  `json:"relatedLocations,omitempty"`
	Properties       *sarifBoundProps `json:"properties,omitempty"`
}

// sarifBoundProps is the property bag of a CostBound result: the bound as
// in check --json.
type sarifBoundProps struct {
	Bound       *jsonBound        `json:"bound,omitempty"`
	Total       string            `json:"total,omitempty"`
	NoBound     map[string]string `json:"no_bound,omitempty"`
	Assumptions []string          `json:"assumptions,omitempty"`
	At          *atResult         `json:"at,omitempty"`
	AtError     string            `json:"at_error,omitempty"`
	Supersteps  []jsonSection     `json:"supersteps,omitempty"`
}

type sarifLocation struct {
	ID               *int          `json:"id,omitempty"`
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
	Message          *sarifText    `json:"message,omitempty"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           sarifRegion   `json:"region"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// fileURI turns a file name into a URI reference: relative paths stay
// relative (SARIF consumers resolve them against the checkout), with
// forward slashes and escaped characters.
func fileURI(file string) string {
	u := &url.URL{Path: filepath.ToSlash(file)}
	if filepath.IsAbs(file) {
		u.Scheme = "file"
	}
	return u.String()
}

func sarifRegionOf(pos, end frontend.Pos) sarifRegion {
	r := sarifRegion{StartLine: pos.Line, StartColumn: pos.Col}
	// SARIF's endColumn is exclusive, like our End; an empty range (a
	// parse error knows only where it starts) is left open.
	if end.IsValid() && pos.Before(end) {
		r.EndLine, r.EndColumn = end.Line, end.Col
	}
	return r
}

// sarifBoundResult is the CostBound result of an analysed program: a note
// with the cost, or a warning saying which resource has no bound and why.
func sarifBoundResult(rep *fileReport, index int) sarifResult {
	b := rep.Bound
	props := &sarifBoundProps{Bound: &jsonBound{}, NoBound: map[string]string{}, Total: b.Total(),
		Assumptions: b.Assumptions, At: rep.At, AtError: rep.AtErr}
	jsonOfBound(props.Bound, props.NoBound, b)
	props.Supersteps, _ = jsonSections(b, rep.At)
	level, msg := "note", "cost <= "+props.Total+" (assuming "+strings.Join(b.Assumptions, ", ")+")"
	if len(props.NoBound) > 0 {
		level = "warning"
		var why []string
		for _, r := range b.resources() {
			if reason, ok := props.NoBound[r.Name]; ok {
				why = append(why, r.Name+": "+reason)
			}
		}
		msg = "no bound found: " + strings.Join(why, "; ")
	} else {
		props.NoBound = nil
	}
	if rep.At != nil {
		msg += "; at " + rep.At.text()
	}
	pos := rep.Prog.Program
	return sarifResult{
		RuleID: ruleBound.ID, RuleIndex: index, Level: level, Message: sarifText{msg},
		Locations: []sarifLocation{{PhysicalLocation: sarifPhysical{
			ArtifactLocation: sarifArtifact{URI: fileURI(rep.File)},
			Region:           sarifRegionOf(pos, frontend.Pos{Line: pos.Line, Col: pos.Col + len("program")})}}},
		Properties: props,
	}
}

// writeSARIF prints one SARIF log with the diagnostics of every report and
// the bound of every analysed program.
func writeSARIF(w io.Writer, reports []*fileReport) {
	driver := sarifDriver{Name: "bspcost", Rules: []sarifRule{}}
	index := map[string]int{}
	for i, r := range rules {
		index[r.ID] = i
		driver.Rules = append(driver.Rules, sarifRule{
			ID: r.ID, Name: r.Name,
			ShortDescription:     sarifText{r.Short},
			FullDescription:      sarifText{r.Full},
			DefaultConfiguration: sarifRuleConfig{Level: cmpOr(r.Level, "error")},
		})
	}
	// Our columns count bytes; they are code points for the ASCII programs
	// the language is written in (only a non-ASCII block comment before a
	// token on the same line would shift them).
	run := sarifRun{Tool: sarifTool{Driver: driver}, ColumnKind: "unicodeCodePoints", Results: []sarifResult{}}
	for _, rep := range reports {
		run.Results = append(run.Results, sarifDiagResults(rep.Diags, index)...)
		if rep.Bound != nil {
			run.Results = append(run.Results, sarifBoundResult(rep, index[ruleBound.ID]))
		}
	}
	log := sarifLog{
		Schema:  "https://json.schemastore.org/sarif-2.1.0.json",
		Version: "2.1.0",
		Runs:    []sarifRun{run},
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false) // messages quote conditions such as x > 0
	enc.Encode(log)
}

// cmpOr is s, or def when s is empty.
func cmpOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// sarifDiagResults converts diagnostics to SARIF results.
func sarifDiagResults(diags []fileDiagnostic, index map[string]int) []sarifResult {
	var out []sarifResult
	for _, d := range diags {
		uri := fileURI(d.File)
		res := sarifResult{
			RuleID: d.Rule.ID, RuleIndex: index[d.Rule.ID], Level: strings.ToLower(d.Severity.String()),
			Message: sarifText{d.Msg},
			Locations: []sarifLocation{{PhysicalLocation: sarifPhysical{
				ArtifactLocation: sarifArtifact{URI: uri}, Region: sarifRegionOf(d.Pos, d.End)}}},
		}
		for i, n := range d.Notes {
			id := i + 1
			res.RelatedLocations = append(res.RelatedLocations, sarifLocation{
				ID: &id,
				PhysicalLocation: sarifPhysical{
					ArtifactLocation: sarifArtifact{URI: fileURI(noteFile(d, n))}, Region: sarifRegionOf(n.Pos, n.End)},
				Message: &sarifText{n.Msg},
			})
		}
		out = append(out, res)
	}
	return out
}
