package nondet_test

import (
	"testing"

	"bspcost/frontend"
	"bspcost/nondet"

	"github.com/google/go-cmp/cmp"
)

// TestOpenerPrecision: loops whose first iteration closes a superstep
// opened before the loop charge that superstep's h once (opener.go), and
// the H bound is the sum of the supersteps' h. Openers off (the mutation
// check), every iteration pays the larger h.
func TestOpenerPrecision(t *testing.T) {
	tests := []struct{ file, want, off string }{
		{"testdata/opener_loop.bsp", "n + rounds", "n + n*rounds"},
		{"testdata/opener_first.bsp", "rounds", "rounds"},
	}
	for _, off := range []bool{false, true} {
		nondet.SetNoOpener(off)
		for _, tc := range tests {
			prog, err := frontend.ParseFile(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			got, _, ok := boundOf(t, tc.file, prog, "H")
			if !ok {
				continue
			}
			want := tc.want
			if off {
				want = tc.off
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s (openers off: %v): H (-want +got):\n%s", tc.file, off, diff)
			}
		}
	}
	nondet.SetNoOpener(false)
}
