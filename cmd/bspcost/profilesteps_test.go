package main

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/hrelation"
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
