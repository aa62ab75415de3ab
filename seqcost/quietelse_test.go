package seqcost

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/solver"
)

// quietElseSrc: three guarded transfers whose superstep's h has many
// cases; the negations of the cases are past MaxAlternatives.
const quietElseSrc = `program quiet(N, M) requires N >= 1 && M >= 1
  var x
  if pid < N then
    put(0, x, x)
  end
  if pid < M then
    get(nprocs - 1, x, x)
  end
  if pid < 3 then
    put(min(pid + 1, nprocs - 1), x, x)
  end
  sync
end
`

// TestQuietElse: the negation of one of h's cases given up past
// MaxAlternatives loses nothing (the path that leaves the case's words
// out costs less wherever the case holds), so it is not noted, and the
// bound is the same; switched off (quietElseOn), the note is there.
func TestQuietElse(t *testing.T) {
	defer func(old bool) { quietElseOn = old }(quietElseOn)
	run := func() (notes int, h string) {
		prog, err := frontend.Parse("quiet.bsp", []byte(quietElseSrc))
		if err != nil {
			t.Fatal(err)
		}
		b, err := AnalyzeBSP(prog, align.Analyze(prog), Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
		if err != nil {
			t.Fatal(err)
		}
		if b.H.Expr == nil {
			t.Fatalf("H: no bound: %s", b.H.Reason)
		}
		for _, n := range b.H.Result.Notes {
			if strings.Contains(n.Msg, "too many cases") {
				notes++
			}
		}
		return notes, b.H.Expr.String()
	}
	quietElseOn = true
	on, hOn := run()
	quietElseOn = false
	off, hOff := run()
	if on != 0 || off == 0 {
		t.Errorf("notes of conditions given up: %d with the rule, %d without; want 0 and some", on, off)
	}
	if d := cmp.Diff(hOff, hOn); d != "" {
		t.Errorf("H changed with the rule (-without +with):\n%s", d)
	}
}
