package expected

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"bspcost/solver"
)

func write(t *testing.T, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestRead(t *testing.T) {
	tests := []struct {
		name, json string
		want       []Entry // nil: an error containing wantErr
		wantErr    string
	}{
		{"ok", `[{"file":"a.bsp","algorithm":"x","params":["N"],"W":"N*p","H":"log2(p)","S":"1","exact":false,"reached":["W"]}]`,
			[]Entry{{File: "a.bsp", Algorithm: "x", Params: []string{"N"}, W: "N*p", H: "log2(p)", S: "1", Reached: []string{"W"}}}, ""},
		{"unknown-field", `[{"file":"a.bsp","W":"1","H":"1","S":"1","extra":1}]`, nil, `unknown field "extra"`},
		{"no-file", `[{"W":"1","H":"1","S":"1"}]`, nil, `entry 0 has no "file"`},
		{"bad-expr", `[{"file":"a.bsp","W":"1","H":"1 +","S":"1"}]`, nil, `a.bsp: field "H"`},
		{"not-a-list", `{}`, nil, "cannot unmarshal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := write(t, t.TempDir(), "expected.json", tt.json)
			s, err := Read(path)
			if tt.want == nil {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Read: error %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, s.entries, cmpopts.IgnoreUnexported(Entry{})); diff != "" {
				t.Errorf("entries (-want +got):\n%s", diff)
			}
			for _, e := range s.entries {
				w, h, x := e.Exprs()
				var got []string
				for _, v := range []*solver.Expr{w, h, x} {
					if v == nil {
						t.Fatalf("%s: a formula was not parsed", e.File)
					}
					got = append(got, v.String())
				}
				if diff := cmp.Diff([]string{e.W, e.H, e.S}, got); diff != "" {
					t.Errorf("%s: values (-text +printed):\n%s", e.File, diff)
				}
			}
		})
	}
	if _, err := Read(filepath.Join(t.TempDir(), "nosuch.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Read of a missing file: %v, want a not-exist error", err)
	}
}

func TestLookup(t *testing.T) {
	dir := t.TempDir()
	path := write(t, dir, "sub/expected.json", `[
		{"file":"a.bsp","W":"1","H":"1","S":"1"},
		{"file":"x/b.bsp","W":"2","H":"2","S":"2"},
		{"file":"y/b.bsp","W":"3","H":"3","S":"3"},
		{"file":"x/c.bsp","W":"4","H":"4","S":"4"}
	]`)
	s, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		file string
		want string // the entry's W, "" for none
	}{
		{filepath.Join(dir, "sub", "a.bsp"), "1"},
		{filepath.Join(dir, "elsewhere", "a.bsp"), "1"}, // by base name
		{filepath.Join(dir, "sub", "y", "b.bsp"), "3"},  // by relative path
		{filepath.Join(dir, "b.bsp"), ""},               // base name ambiguous
		{"c.bsp", "4"},
		{"d.bsp", ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			got := ""
			if e := s.Lookup(tt.file); e != nil {
				got = e.W
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Lookup(%q) W (-want +got):\n%s", tt.file, diff)
			}
		})
	}
}
