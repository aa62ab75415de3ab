package main

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/profile"
)

// TestStepH: the h of a step at a run's p and parameters, and, when it
// depends on a variable the run does not report (a loop counter), the
// largest value over that variable's values where h has a piece.
func TestStepH(t *testing.T) {
	const tb = "../../benchmarks/textbook/"
	tests := []struct {
		file        string
		open, close string // as align.Barrier prints them
		p           int64
		params      map[string]int64
		want        string // "-" for no bound
		note        string // part of the note, "" for none
	}{
		{tb + "fold.bsp", "start", "sync at 17:3", 4, map[string]int64{"N": 16}, "4", ""},
		{tb + "fold.bsp", "sync at 17:3", "end", 4, map[string]int64{"N": 16}, "0", ""},
		// b := N / p is a variable of the program, unbounded as far as
		// h's pieces say (the C front end makes such a value an opaque
		// parameter, e0 = N / nprocs, which the run's values give).
		{tb + "bcast_twophase.bsp", "sync at 15:3", "sync at 22:3", 4, map[string]int64{"N": 16}, "-", "h depends on b, which the run does not report, and h has no bound over its values"},
		{tb + "bcast_tree.bsp", "sync at 13:5", "sync at 13:5", 4, map[string]int64{"N": 16}, "16", "the largest over the values of i"},
		{tb + "scan.bsp", "start", "sync at 13:5", 8, nil, "1", "the largest over the values of i"},
		{"testdata/growing.bsp", "start", "sync at 11:5", 2, map[string]int64{"K": 5}, "5", "the largest over the values of i"},
		{"testdata/growing.bsp", "sync at 11:5", "sync at 11:5", 2, map[string]int64{"K": 5}, "5", "the largest over the values of i"},
		// On one process no piece of h applies: 0 whatever i is.
		{"testdata/growing.bsp", "sync at 11:5", "sync at 11:5", 1, map[string]int64{"K": 5}, "0", ""},
		{"testdata/growing.bsp", "sync at 11:5", "end", 2, map[string]int64{"K": 5}, "0", ""},
		// Too many values of i to try.
		{"testdata/growing.bsp", "sync at 11:5", "sync at 11:5", 2, map[string]int64{"K": 100000}, "-", "over more than 65536 values"},
	}
	for _, tt := range tests {
		t.Run(tt.file+" "+tt.open+" -> "+tt.close, func(t *testing.T) {
			src, err := os.ReadFile(tt.file)
			if err != nil {
				t.Fatal(err)
			}
			prog, err := frontend.Parse(tt.file, src)
			if err != nil {
				t.Fatal(err)
			}
			ar := align.Analyze(prog)
			hr, err := hrelation.AnalyzeWords(prog, ar)
			if err != nil {
				t.Fatal(err)
			}
			var st *hrelation.Step
			var all []string
			for _, s := range hr.Steps {
				all = append(all, s.Open.String()+" -> "+s.Close.String())
				if s.Open.String() == tt.open && s.Close.String() == tt.close {
					st = s
				}
			}
			if st == nil {
				t.Fatalf("no step %s -> %s; the steps: %s", tt.open, tt.close, strings.Join(all, "; "))
			}
			h, note := stepH(st, tt.p, tt.params)
			got := "-"
			if h != nil {
				got = ratText(h)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("h (-want +got):\n%s\nnote: %s", diff, note)
			}
			if tt.note == "" && note != "" || !strings.Contains(note, tt.note) {
				t.Errorf("note %q, want %q", note, tt.note)
			}
		})
	}
}

// TestFillUnrequired: the parameters --at leaves out get a placeholder
// only when the requires clause does not name them.
func TestFillUnrequired(t *testing.T) {
	src := "program t(N, K, R) requires R >= 0\n  sync\nend\n"
	prog, err := frontend.Parse("t.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	params, unset := fillUnrequired(prog, map[string]int64{"N": 4})
	if diff := cmp.Diff(map[string]int64{"N": 4, "K": 0}, params); diff != "" {
		t.Errorf("params (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"K"}, unset); diff != "" {
		t.Errorf("unset (-want +got):\n%s", diff)
	}
}

// TestLibraryBarriers: a superstep closed, on some process, by a barrier
// without a site in the text (a library's) is seen.
func TestLibraryBarriers(t *testing.T) {
	at := profile.Site{File: "a.c", Line: 3, Col: 2}
	tests := []struct {
		name  string
		sites [][]profile.Site
		want  bool
	}{
		{"text only", [][]profile.Site{{at, at}, {at, at}}, false},
		{"library on one process", [][]profile.Site{{at, at}, {at, {}}}, true},
	}
	for _, tt := range tests {
		res := &profile.Result{}
		for _, st := range tt.sites {
			var step profile.Step
			for _, s := range st {
				step.Procs = append(step.Procs, profile.Proc{Site: s})
			}
			res.Steps = append(res.Steps, step)
		}
		if got := libraryBarriers(res); got != tt.want {
			t.Errorf("%s: libraryBarriers = %v, want %v", tt.name, got, tt.want)
		}
	}
}
