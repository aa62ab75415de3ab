package main

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/driver"
	"bspcost/solver"
)

// TestNamedFirst: the notes at a line of the program that a no-bound
// reason names are printed first (the note naming the assumption that
// would count that loop is then among those shown), the others after
// them in their order; with every resource bounded, or a reason naming
// another file, the order is the notes'.
func TestNamedFirst(t *testing.T) {
	notes := []string{"211:14: a", "211:21: b", "296:5: c", "301:16: the count of this loop needs m >= 0", "301:24: d", "lib.c:301:2: e"}
	tests := []struct {
		name   string
		reason string
		bound  bool
		want   []string
	}{
		{"named", "no ranking function found for the program, the loop at prog.c:301", false,
			[]string{"301:16: the count of this loop needs m >= 0", "301:24: d", "211:14: a", "211:21: b", "296:5: c", "lib.c:301:2: e"}},
		{"bounded", "", true, notes},
		{"another file", "no ranking function found for the loop at lib.c:301", false, notes},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := &boundResult{Notes: notes, W: driver.BoundOf(solver.Int(1)), H: driver.BoundOf(solver.Int(1)), S: driver.BoundOf(solver.Int(1))}
			if !tt.bound {
				res.S = driver.Bound{Reason: tt.reason}
			}
			if d := cmp.Diff(tt.want, namedFirst("prog.c", res)); d != "" {
				t.Errorf("notes (-want +got):\n%s", d)
			}
		})
	}
}
