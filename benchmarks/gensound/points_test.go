package main

import (
	"bytes"
	"testing"
	"time"

	"bspcost/frontend/gen"

	"github.com/google/go-cmp/cmp"
)

// TestPrintPoints checks -points' table: the bounds, then a line per
// compared point with each bound's value beside the simulated maximum,
// marked where they differ (mostSrc's H, 2p, is above the variants'
// largest at p = 2, where no run makes both steps p; its S is exact).
func TestPrintPoints(t *testing.T) {
	lim := limits{MaxSteps: 300_000, SimTimeout: 5 * time.Second, SolverDeadline: 10 * time.Second, MaxP: 3}
	var b bytes.Buffer
	printPoints(&b, "most", &gen.Program{Source: mostSrc}, lim)
	want := `// most
W = 0
H = 2*p
S = 3
p=1                             W 0/0   H 2/2   S 3/3
p=1                             W 0/0   H 2/2   S 3/3
p=2                             W 0/0  *H 4/3   S 3/3
p=2                             W 0/0  *H 4/3   S 3/3
p=3                             W 0/0   H 6/6   S 3/3
p=3                             W 0/0   H 6/6   S 3/3

`
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
