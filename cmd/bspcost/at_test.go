package main

import (
	"encoding/json"
	"strings"
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
		{"p=2,N=1,p=2", nil, true},
		{"N=1,N=2", nil, true},
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

// TestAtValues: run, predict, compare and profile read --at as check
// does (one reader), with p a name only where the command allows it, and
// a name given twice in one flag or over repeated flags refused.
func TestAtValues(t *testing.T) {
	tests := []struct {
		in      []string
		withP   bool
		want    map[string]int64
		wantErr string
	}{
		{[]string{"N=4,M=-1"}, false, map[string]int64{"N": 4, "M": -1}, ""},
		{[]string{"N=4", "M=2"}, false, map[string]int64{"N": 4, "M": 2}, ""},
		{[]string{"p=4,N=1"}, false, nil, "p is the number of processes"},
		{[]string{"p=4,N=1"}, true, map[string]int64{"p": 4, "N": 1}, ""},
		{[]string{"N=4", "N=4"}, true, nil, "N given twice"},
		{[]string{"N"}, true, nil, "want NAME=VALUE"},
		{[]string{"N=08"}, false, nil, "leading zero"},
	}
	for _, tt := range tests {
		var f interface{ Set(string) error } = paramFlag{}
		if tt.withP {
			f = atFlag{}
		}
		var err error
		for _, s := range tt.in {
			if err = f.Set(s); err != nil {
				break
			}
		}
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%q (p allowed %v): error %v, want %q", tt.in, tt.withP, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		var got map[string]int64
		switch f := f.(type) {
		case paramFlag:
			got = f
		case atFlag:
			got = f
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, d)
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
