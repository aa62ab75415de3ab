package main

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestParseAt checks the --at syntax.
func TestParseAt(t *testing.T) {
	tests := []struct {
		in      string
		want    *atPoint
		wantErr bool
	}{
		{"p=64,N=4096", &atPoint{P: 64, HasP: true, Params: map[string]int64{"N": 4096}}, false},
		{" p = 3 , M=-2", &atPoint{P: 3, HasP: true, Params: map[string]int64{"M": -2}}, false},
		{"N=1", &atPoint{Params: map[string]int64{"N": 1}}, false},
		{"p", nil, true},
		{"p=", nil, true},
		{"=3", nil, true},
		{"p=010", nil, true},
		{"p=99999999999999999999", nil, true},
		{"p=1,,N=2", nil, true},
	}
	for _, tt := range tests {
		got, err := parseAt(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("parseAt(%q) error %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("parseAt(%q) (-want +got):\n%s", tt.in, d)
		}
	}
}

// FuzzParseAt: parseAt never panics, and what it accepts is written as
// valid JSON.
func FuzzParseAt(f *testing.F) {
	for _, s := range []string{"p=64,N=4096", "p=1", "N=-3,p=2", "p=,", "=", ","} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		pt, err := parseAt(s)
		if err != nil {
			return
		}
		a := &atResult{P: pt.P, Params: pt.Params}
		b, err := a.MarshalJSON()
		if err != nil || !json.Valid(b) {
			t.Fatalf("MarshalJSON of %q: %s, %v", s, b, err)
		}
	})
}
