package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The JSON output of the commands is described by docs/result.schema.json
// (JSON Schema draft 2020-12). The module has no JSON Schema library and
// takes no dependency for a test: schemaValidator checks the subset of
// keywords the schema uses (type, required, properties,
// additionalProperties, items, enum, oneOf, $ref to $defs) and fails on
// any other, so that the schema cannot use a keyword the test ignores.

// schemaAnnotations are keywords without effect on validation.
var schemaAnnotations = map[string]bool{"$schema": true, "$id": true, "$defs": true, "title": true, "description": true, "version": true}

type schemaValidator struct {
	root map[string]any
}

func loadSchema(t *testing.T) *schemaValidator {
	t.Helper()
	b, err := os.ReadFile("../../docs/result.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var root map[string]any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	if err := d.Decode(&root); err != nil {
		t.Fatalf("docs/result.schema.json: %v", err)
	}
	return &schemaValidator{root: root}
}

// def is the schema of #/$defs/name.
func (v *schemaValidator) def(name string) (map[string]any, error) {
	defs, _ := v.root["$defs"].(map[string]any)
	s, ok := defs[name].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("no $defs/%s in the schema", name)
	}
	return s, nil
}

// validate checks the value x (decoded with UseNumber) against schema s;
// path names the place in the value, for messages.
func (v *schemaValidator) validate(s map[string]any, x any, path string) error {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	sort.Strings(keys) // messages in a stable order
	for _, k := range keys {
		kw := s[k]
		switch k {
		case "$ref":
			ref, _ := kw.(string)
			name, ok := strings.CutPrefix(ref, "#/$defs/")
			if !ok {
				return fmt.Errorf("%s: $ref %q is not #/$defs/NAME", path, ref)
			}
			d, err := v.def(name)
			if err != nil {
				return err
			}
			if err := v.validate(d, x, path); err != nil {
				return err
			}
		case "oneOf":
			var errs []string
			for i, sub := range kw.([]any) {
				if err := v.validate(sub.(map[string]any), x, path); err != nil {
					errs = append(errs, fmt.Sprintf("[%d] %v", i, err))
				}
			}
			if n := len(kw.([]any)) - len(errs); n != 1 {
				return fmt.Errorf("%s: %d of the oneOf schemas match, want 1 (%s)", path, n, strings.Join(errs, "; "))
			}
		case "type":
			var types []string
			switch t := kw.(type) {
			case string:
				types = []string{t}
			case []any:
				for _, e := range t {
					types = append(types, fmt.Sprint(e))
				}
			}
			ok := false
			for _, t := range types {
				ok = ok || hasType(x, t)
			}
			if !ok {
				return fmt.Errorf("%s: %s is not of type %s", path, shortJSON(x), strings.Join(types, " or "))
			}
		case "enum":
			ok := false
			for _, e := range kw.([]any) {
				ok = ok || fmt.Sprint(e) == fmt.Sprint(x) && hasType(x, jsonType(e))
			}
			if !ok {
				return fmt.Errorf("%s: %s is not one of %v", path, shortJSON(x), kw)
			}
		case "required":
			obj, ok := x.(map[string]any)
			if !ok {
				continue // type says what x must be
			}
			for _, r := range kw.([]any) {
				if _, ok := obj[r.(string)]; !ok {
					return fmt.Errorf("%s: no field %q", path, r)
				}
			}
		case "properties", "additionalProperties":
			obj, ok := x.(map[string]any)
			if !ok || k == "additionalProperties" {
				continue // checked with properties, which knows the named fields
			}
			props := kw.(map[string]any)
			for _, name := range sortedFields(obj) {
				p := path + "." + name
				if ps, ok := props[name].(map[string]any); ok {
					if err := v.validate(ps, obj[name], p); err != nil {
						return err
					}
					continue
				}
				switch ap := s["additionalProperties"].(type) {
				case bool:
					if !ap {
						return fmt.Errorf("%s: field not in the schema", p)
					}
				case map[string]any:
					if err := v.validate(ap, obj[name], p); err != nil {
						return err
					}
				}
			}
		case "items":
			arr, ok := x.([]any)
			if !ok {
				continue
			}
			for i, e := range arr {
				if err := v.validate(kw.(map[string]any), e, fmt.Sprintf("%s[%d]", path, i)); err != nil {
					return err
				}
			}
		default:
			if !schemaAnnotations[k] {
				return fmt.Errorf("%s: keyword %q is outside the subset this validator knows", path, k)
			}
		}
	}
	// additionalProperties without properties: every field is additional.
	if _, ok := s["properties"]; !ok {
		if ap, ok := s["additionalProperties"].(map[string]any); ok {
			if obj, ok := x.(map[string]any); ok {
				for _, name := range sortedFields(obj) {
					if err := v.validate(ap, obj[name], path+"."+name); err != nil {
						return err
					}
				}
			}
		} else if ap, ok := s["additionalProperties"].(bool); ok && !ap {
			if obj, ok := x.(map[string]any); ok && len(obj) > 0 {
				return fmt.Errorf("%s: fields not in the schema", path)
			}
		}
	}
	return nil
}

func sortedFields(obj map[string]any) []string {
	names := make([]string, 0, len(obj))
	for n := range obj {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// jsonType is the JSON Schema type of a decoded value ("integer" for a
// number without fraction or exponent).
func jsonType(x any) string {
	switch x := x.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	case json.Number:
		if !strings.ContainsAny(x.String(), ".eE") {
			return "integer"
		}
		return "number"
	}
	return fmt.Sprintf("%T", x)
}

// hasType reports whether x is of JSON Schema type t (an integer is a
// number too).
func hasType(x any, t string) bool {
	got := jsonType(x)
	return got == t || t == "number" && got == "integer"
}

func shortJSON(x any) string {
	b, _ := json.Marshal(x)
	if len(b) > 60 {
		return string(b[:60]) + "..."
	}
	return string(b)
}

// decodeAll reads every JSON value of out (one, or JSON Lines).
func decodeAll(out string) ([]any, error) {
	d := json.NewDecoder(strings.NewReader(out))
	d.UseNumber()
	var vals []any
	for d.More() {
		var x any
		if err := d.Decode(&x); err != nil {
			return vals, err
		}
		vals = append(vals, x)
	}
	return vals, nil
}

// TestResultSchema runs each command with --json on shipped examples and
// validates every object it prints against the command's definition in
// docs/result.schema.json.
func TestResultSchema(t *testing.T) {
	v := loadSchema(t)
	const tb = "../../benchmarks/textbook/"
	const snellius = "../../benchmarks/machines/snellius-node.json"
	const unit = "../../benchmarks/machines/unit.json"
	tests := []struct {
		def   string // the definition under $defs
		clang bool   // needs clang-14
		args  []string
	}{
		{"check", false, []string{"check", "--json", tb + "fold.bsp", tb + "alltoall_bsmp.bsp", "testdata/check-work12.bsp", "testdata/forever.bsp", "testdata/syntax.bsp", "testdata/nosuch.bsp"}},
		{"check", false, []string{"check", "--json", "--supersteps", "--at", "p=8,N=64", tb + "bcast_twophase.bsp", tb + "compress.bsp"}},
		{"check", false, []string{"check", "--json", "--at", "p=3,N=64", tb + "scan_block.bsp"}},
		{"run", false, []string{"run", "--json", "-p", "4", "--at", "N=16,M=3", "testdata/block.bsp"}},
		{"run", false, []string{"run", "--json", "-p", "8", "testdata/scan.bsp"}},
		{"solve", false, []string{"solve", "--json", "--no-cache", "testdata/loop.ces", "testdata/divergent.ces", "testdata/nosuch.ces"}},
		{"hrel", false, []string{"hrel", "--json", tb + "fold.bsp"}},
		{"hrel", false, []string{"hrel", "--json", tb + "alltoall_bsmp.bsp"}},
		{"profile", true, []string{"profile", "--json", "-p", "3", "../../benchmarks/c/scan.c"}},
		{"profile", true, []string{"profile", "--json", "-p", "4", "--at", "N=16", "../../benchmarks/c/fold.c"}},
		{"predict", false, []string{"predict", "--json", tb + "scan_block.bsp", "--machine", snellius, "--at", "N=1000000"}},
		{"predict", false, []string{"predict", "--json", "testdata/pairs.bsp", "--machine", unit, "--p", "2..8", "--at", "N=10"}},
		{"predict", false, []string{"predict", "--json", tb + "fold.bsp", "--machine", unit, "--p", "2,131072", "--at", "N=1048576"}},
		{"compare", false, []string{"compare", "--json", "--machine", snellius, "--at", "N=1000000", tb + "bcast_onephase.bsp", tb + "bcast_tree.bsp", tb + "bcast_twophase.bsp"}},
		{"compare", false, []string{"compare", "--json", "--machine", unit, "--p", "1..4:1", "--at", "N=6", tb + "fold.bsp", tb + "scan_block.bsp"}},
		{"batch", false, []string{"batch", "--format", "json", "--no-cache", "-j", "1", tb + "fold.bsp", "testdata/forever.bsp", "testdata/syntax.bsp", "testdata/loop.ces"}},
		{"batch", false, []string{"batch", "--format", "json", "--no-cache", "-j", "1", "--expected", tb + "expected.json", tb + "scan.bsp"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			if tt.clang {
				needClang14(t)
			}
			s, err := v.def(tt.def)
			if err != nil {
				t.Fatal(err)
			}
			code, out, errs := runOut(tt.args...)
			vals, err := decodeAll(out)
			if err != nil || len(vals) == 0 {
				t.Fatalf("exit %d, stdout is not JSON (%v):\n%s%s", code, err, out, errs)
			}
			for i, x := range vals {
				if err := v.validate(s, x, fmt.Sprintf("%s[%d]", tt.def, i)); err != nil {
					t.Errorf("%v\n%s", err, out)
				}
			}
		})
	}
	// merge --format json prints batch's rows and summary: merged from
	// a shard's result file.
	t.Run("merge", func(t *testing.T) {
		code, out, errs := runOut("batch", "--format", "json", "--no-cache", "-j", "1", "--shard", "0/2", tb)
		if code != exitOK {
			t.Fatalf("batch: exit %d: %s", code, errs)
		}
		res := filepath.Join(t.TempDir(), "shard0.jsonl")
		if err := os.WriteFile(res, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs = runOut("merge", "--format", "json", res)
		vals, err := decodeAll(out)
		if code != exitOK || err != nil || len(vals) < 2 {
			t.Fatalf("merge: exit %d, %d values (%v): %s%s", code, len(vals), err, out, errs)
		}
		s, err := v.def("batch")
		if err != nil {
			t.Fatal(err)
		}
		for i, x := range vals {
			if err := v.validate(s, x, fmt.Sprintf("merge[%d]", i)); err != nil {
				t.Errorf("%v\n%s", err, out)
			}
		}
	})
}

// TestSchemaValidator: the validator rejects what the schema rules out,
// so that TestResultSchema's passing means something.
func TestSchemaValidator(t *testing.T) {
	v := loadSchema(t)
	tests := []struct {
		def, json string
		want      string // "" when valid, else part of the error
	}{
		{"run", `{"version":1,"p":2,"params":{},"supersteps":[],"W":0,"H":0,"S":1}`, ""},
		{"run", `{"version":1,"p":2,"params":{},"supersteps":[],"W":0,"H":0}`, `no field "S"`},
		{"run", `{"version":1,"p":2.5,"params":{},"supersteps":[],"W":0,"H":0,"S":1}`, "not of type integer"},
		{"run", `{"version":1,"p":2,"params":{"N":"x"},"supersteps":[],"W":0,"H":0,"S":1}`, "run.params.N"},
		{"run", `{"version":1,"p":2,"params":{},"supersteps":[{"w":1}],"W":0,"H":0,"S":1}`, `run.supersteps[0]: no field "h"`},
		{"run", `{"version":1,"p":2,"params":{},"supersteps":[],"W":0,"H":0,"S":1,"x":1}`, "run.x: field not in the schema"},
		{"check", `{"version":1,"file":"a","diagnostics":[],"status":7}`, "not one of"},
		{"check", `{"file":"a","diagnostics":[],"status":0}`, `no field "version"`},
		{"check", `{"version":2,"file":"a","diagnostics":[],"status":0}`, "not one of"},
		{"check", `{"version":1,"file":"a","aligned":"yes","diagnostics":[],"status":0}`, "not of type boolean"},
		{"check", `{"version":1,"file":"a","at":{"p":4,"N":8,"W":"7/2"},"diagnostics":[],"status":0}`, ""},
		{"check", `{"version":1,"file":"a","at":{"p":4,"N":"8"},"diagnostics":[],"status":0}`, "check.at.N"},
		{"solve", `[{"version":1,"file":"a","entries":[{"entry":"f","status":"maybe","seconds":0.1}]}]`, "not one of"},
		{"batch", `{"version":1,"summary":{"files":0,"bound":0,"no_bound":0,"errors":0,"limits":0,"cached":0}}`, ""},
		{"batch", `{"version":1,"file":"a","aligned":"yes","W":"1","H":"1","S":"1","status":"bound","seconds":0,"cached":false}`, ""},
		{"batch", `{"version":1,"file":"a","aligned":true,"W":"1","H":"1","S":"1","status":"bound","seconds":0,"cached":false}`, "0 of the oneOf schemas match"},
		{"batch", `{"file":"a","aligned":"yes","W":"1","H":"1","S":"1","status":"bound","seconds":0,"cached":false}`, `no field "version"`},
		{"predict", `{"version":1,"name":"a","file":"a","bound":{},"total":"0","assumptions":[],"machine":"m","params":{},"rows":[{"p":3,"excluded":true}],"status":0}`, ""},
		{"predict", `{"version":1,"name":"a","file":"a","bound":{},"total":"0","assumptions":[],"machine":"m","params":{},"rows":[{"p":3,"seconds":"1 s"}],"status":0}`, "not of type number"},
		{"compare", `{"version":1,"machine":"m","params":{},"programs":[],"rows":[{"p":1,"seconds":[1,null]}],"crossovers":[],"status":0}`, ""},
		{"compare", `{"version":1,"machine":"m","params":{},"programs":[],"rows":[{"p":1,"seconds":[1,"x"]}],"crossovers":[],"status":0}`, "not of type number or null"},
	}
	for _, tt := range tests {
		t.Run(tt.json, func(t *testing.T) {
			s, err := v.def(tt.def)
			if err != nil {
				t.Fatal(err)
			}
			vals, err := decodeAll(tt.json)
			if err != nil {
				t.Fatal(err)
			}
			err = v.validate(s, vals[0], tt.def)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("valid, got %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("want an error with %q, got %v", tt.want, err)
			}
		})
	}
}
