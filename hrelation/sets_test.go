package hrelation

import (
	"path/filepath"
	"testing"

	"bspcost/frontend"
	"bspcost/polyhedra"
)

// TestTextbookSets rebuilds the interaction sets of the textbook programs
// (polyhedra/testdata/textbook_fibres.golden, p spelt nprocs, with the
// word counts' conditions) from the .bsp programs, through align.Result and
// the bridge: the projection of Rel onto [s] -> [t] must equal them. A get
// is read in the direction of the data: scan's get(pid - i) by t is s = t - i
// sending to t (the golden file has it from the getter).
func TestTextbookSets(t *testing.T) {
	tests := []struct {
		file, open string // open: "" for the start, else the line of the opening sync
		want       string
	}{
		{"scan.bsp", "", "[nprocs, i] -> { [s] -> [t] : t = s + i and 0 <= s < nprocs and 0 <= t < nprocs and t >= i }"},
		{"bcast_onephase.bsp", "", "[nprocs, N] -> { [s] -> [t] : s = 0 and 1 <= t < nprocs and N >= 1 }"},
		{"bcast_tree.bsp", "", "[nprocs, N, i] -> { [s] -> [t] : t = s + i and 0 <= s < i and t < nprocs and N >= 1 }"},
		{"bcast_twophase.bsp", "", "[nprocs, b] -> { [s] -> [t] : s = 0 and 1 <= t < nprocs and b >= 1 }"},
		{"bcast_twophase.bsp", "15", "[nprocs, b] -> { [s] -> [t] : 0 <= s < nprocs and 0 <= t < nprocs and s != t and b >= 1 }"},
		{"fold.bsp", "", "[nprocs] -> { [s] -> [t] : 0 <= s < nprocs and 0 <= t < nprocs }"},
		{"scan_block.bsp", "", "[nprocs] -> { [s] -> [t] : 0 <= s < t < nprocs }"},
		{"compress.bsp", "", "[nprocs] -> { [s] -> [t] : 0 <= s < t < nprocs }"},
	}
	for _, tc := range tests {
		prog, err := frontend.ParseFile(filepath.Join("../benchmarks/textbook", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		res, err := Analyze(prog, nil)
		if err != nil {
			t.Fatal(err)
		}
		var st *Step
		for _, s := range res.Steps {
			line := ""
			if s.Open.Sync != nil {
				line = s.Open.Sync.Sync.String()
				line = line[:len(line)-len(":3")]
				if i := len(line); i > 0 {
					for j, r := range line {
						if r == ':' {
							line = line[:j]
							break
						}
					}
				}
			}
			if line == tc.open && len(s.Comms) > 0 {
				st = s
				break
			}
		}
		if st == nil || st.Rel == nil {
			t.Errorf("%s: no step opened at %q", tc.file, tc.open)
			continue
		}
		sp := st.Rel.Space()
		var drop []string
		for _, d := range sp.Dims() {
			if d != "s" && d != "t" {
				drop = append(drop, d)
			}
		}
		proj, err := st.Rel.ProjectOut(drop...)
		if err != nil {
			t.Fatal(err)
		}
		got, err := proj.AsMap(1)
		if err != nil {
			t.Fatal(err)
		}
		want := polyhedra.MustParse(tc.want)
		if !got.IsEqual(want) {
			t.Errorf("%s from %q:\n got  %s\n want %s", tc.file, tc.open, got.Coalesce(), want)
		}
	}
}
