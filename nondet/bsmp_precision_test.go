package nondet_test

import (
	"testing"

	"bspcost/frontend"
	"bspcost/nondet"

	"github.com/google/go-cmp/cmp"
)

// TestQueuePrecision: programs whose work after a sync is a loop over the
// BSMP queue, bounded through the queue's length in the sequential program
// (bsmp.go). Each W bound is checked against the simulator (p = 1..8);
// with a rule switched off (the mutation check) the loops that need it
// lose their bound.
func TestQueuePrecision(t *testing.T) {
	tests := []struct {
		file   string
		want   string   // the W bound
		needed []string // the rules without which there is no bound
	}{
		{"../benchmarks/textbook/alltoall_bsmp.bsp", "p", []string{"queue-bound"}},
		{"testdata/bsmp_drain.bsp", "p", []string{"queue-bound", "move-consumes"}},
		{"testdata/bsmp_qsize_loop.bsp", "N*p", []string{"queue-bound", "move-consumes"}},
	}
	for _, rule := range []string{"", "queue-bound", "move-consumes"} {
		if rule != "" {
			nondet.SetBSMPMutation(rule, true)
		}
		for _, tc := range tests {
			prog, err := frontend.ParseFile(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			got, w, ok := boundOf(t, tc.file, prog, "W")
			if !ok {
				continue
			}
			needed := false
			for _, r := range tc.needed {
				needed = needed || r == rule
			}
			switch {
			case rule == "":
				if diff := cmp.Diff(tc.want, got); diff != "" {
					t.Errorf("%s: W (-want +got):\n%s", tc.file, diff)
				}
				if w != nil {
					checkW(t, tc.file, prog, w)
				}
			case needed && got != "no bound":
				t.Errorf("%s: W = %s with %s switched off: the case does not test it", tc.file, got, rule)
			}
		}
		if rule != "" {
			nondet.SetBSMPMutation(rule, false)
		}
	}
}
