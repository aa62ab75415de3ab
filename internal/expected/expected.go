// Package expected is the format of expected-cost files
// (benchmarks/textbook/expected.json, bspcost batch --expected): a JSON
// list of entries whose W, H and S are closed forms in p and the
// program's parameters. It lives apart from package benchmarks so that
// the command can read the format without linking the embedded corpus
// and package testing.
package expected

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"

	"bspcost/internal/input"
	"bspcost/solver"
)

// Entry is the expected cost of one program: expressions in p and its
// parameters (+ - * /, log2, parentheses; solver.ParseExpr reads them,
// once, in Decode: Exprs gives the values).
type Entry struct {
	File      string   `json:"file"`
	Algorithm string   `json:"algorithm"`
	Params    []string `json:"params"`
	W         string   `json:"W"`
	H         string   `json:"H"`
	S         string   `json:"S"`
	// Exact is true when W, H and S are the exact cost for p a power of two
	// and parameters satisfying the program's requires clause. When false,
	// they are upper bounds and Reached lists the components that some
	// input attains.
	Exact   bool     `json:"exact"`
	Reached []string `json:"reached,omitempty"`
	// exprs are W, H and S parsed (Decode).
	exprs [3]*solver.Expr
}

// Exprs returns W, H and S as values: nil for an Entry Decode did not
// make.
func (e *Entry) Exprs() (w, h, s *solver.Expr) { return e.exprs[0], e.exprs[1], e.exprs[2] }

// Set is a loaded expected-cost file.
type Set struct {
	dir     string // the file's directory: entries name files relative to it
	entries []Entry
}

// Read loads an expected-cost file (input.ReadFile: a regular text file
// of at most input.JSON.Max bytes) with Decode.
func Read(path string) (*Set, error) {
	b, err := input.ReadFile(path, input.JSON)
	if err != nil {
		return nil, err
	}
	es, err := Decode(input.Name(path), b)
	if err != nil {
		return nil, err
	}
	return &Set{dir: filepath.Dir(path), entries: es}, nil
}

// Decode reads the entries of an expected-cost file (name is for
// messages) and parses their W, H and S; it rejects unknown fields,
// entries without a file, and W, H or S that do not parse.
func Decode(name string, data []byte) ([]Entry, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var es []Entry
	if err := dec.Decode(&es); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	for i := range es {
		e := &es[i]
		if e.File == "" {
			return nil, fmt.Errorf("%s: entry %d has no \"file\"", name, i)
		}
		for j, r := range []struct{ name, v string }{{"W", e.W}, {"H", e.H}, {"S", e.S}} {
			x, err := solver.ParseExpr(r.v)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: field %q: %v", name, input.Name(e.File), r.name, err)
			}
			e.exprs[j] = x
		}
	}
	return es, nil
}

// Lookup finds the entry of a file: the one naming it relative to the
// set's directory, else the only one with its base name (nil when none
// or several have it).
func (s *Set) Lookup(file string) *Entry {
	abs, err1 := filepath.Abs(file)
	dir, err2 := filepath.Abs(s.dir)
	if err1 == nil && err2 == nil {
		if rel, err := filepath.Rel(dir, abs); err == nil {
			for i := range s.entries {
				if filepath.Clean(s.entries[i].File) == rel {
					return &s.entries[i]
				}
			}
		}
	}
	var found *Entry
	for i := range s.entries {
		if filepath.Base(s.entries[i].File) == filepath.Base(file) {
			if found != nil {
				return nil // ambiguous
			}
			found = &s.entries[i]
		}
	}
	return found
}
