package benchmarks

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/internal/golden"
	"bspcost/seqcost"
	"bspcost/solver"
)

// TestBoundsVsTable compares the bounds bspcost check prints for the
// textbook programs with the seed's results table (expected.json) at p a
// power of two (1..64) and N = p, 2p, 4p: per resource, whether the bound
// equals the table's value at every point, is above it somewhere (an
// over-approximation), or is below it (for an exact row: unsound). The
// bounds and the verdicts are a golden file, so that a loss of precision
// is a visible, deliberate change (go test ./benchmarks -update).
// Soundness against the simulator at every p is tested in seqcost.
func TestBoundsVsTable(t *testing.T) {
	rows, err := LoadExpected()
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	for _, row := range rows {
		src, err := Textbook.ReadFile("textbook/" + row.File)
		if err != nil {
			t.Fatal(err)
		}
		prog, err := frontend.Parse(row.File, src)
		if err != nil {
			t.Fatal(err)
		}
		b, err := seqcost.AnalyzeBSP(prog, align.Analyze(prog), seqcost.Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
		if err != nil {
			t.Fatalf("%s: %v", row.File, err)
		}
		fmt.Fprintf(&out, "%s\n", row.File)
		for _, r := range []struct {
			name, table string
			b           seqcost.Bound
		}{{"W", row.W, b.W}, {"H", row.H, b.H}, {"S", row.S, b.S}} {
			if r.b.Expr == nil {
				fmt.Fprintf(&out, "  %s: no bound (table %s)\n", r.name, r.table)
				continue
			}
			verdict := "exact"
			for p := int64(1); p <= 64; p *= 2 {
				for _, k := range []int64{1, 2, 4} {
					env := map[string]int64{"p": p}
					renv := map[string]*big.Rat{"p": big.NewRat(p, 1)}
					for _, n := range row.Params {
						env[n] = k * p
						renv[n] = big.NewRat(k*p, 1)
					}
					want, err := Eval(r.table, env)
					if err != nil {
						t.Fatalf("%s %s: %v", row.File, r.name, err)
					}
					_, got, err := r.b.Expr.Eval(renv)
					if err != nil {
						t.Fatalf("%s %s = %s: %v", row.File, r.name, r.b.Expr, err)
					}
					switch c := got.Cmp(want); {
					case c < 0 && row.Exact:
						t.Errorf("UNSOUND %s: %s = %s = %s below the exact table value %s at %v", row.File, r.name, r.b.Expr, got.RatString(), want.RatString(), env)
						verdict = "below"
					case c < 0:
						verdict = "below the table's bound (fine: the table is itself a bound)"
					case c > 0 && verdict == "exact":
						verdict = fmt.Sprintf("above (first at %v: %s > %s)", env, got.RatString(), want.RatString())
					}
				}
			}
			fmt.Fprintf(&out, "  %s = %s  [table %s: %s]\n", r.name, r.b.Expr, r.table, verdict)
		}
	}
	golden.Check(t, "testdata/bounds.golden", out.String())
}
