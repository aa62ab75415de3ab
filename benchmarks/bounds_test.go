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
// programs of the textbook and algorithm sets with their expected.json at
// p a power of two (1..64) and the parameter points of paramPoints with
// N = p, 2p, 4p: per resource, whether the bound equals the table's value
// at every point, is above it somewhere (an over-approximation), or is
// below it (for an exact row: unsound), and the bound's length. The
// bounds and the verdicts are a golden file per set, so that a loss of
// precision is a visible, deliberate change (go test ./benchmarks
// -update). Soundness against the simulator at p = 1..16 is tested in
// TestTextbook.
func TestBoundsVsTable(t *testing.T) {
	for _, set := range Sets {
		t.Run(set.Dir, func(t *testing.T) { boundsVsTable(t, set) })
	}
}

// boundsGolden is each set's golden file.
var boundsGolden = map[string]string{"textbook": "testdata/bounds.golden", "algorithms": "testdata/bounds-algorithms.golden"}

func boundsVsTable(t *testing.T, set Set) {
	rows, err := set.Load()
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	for _, row := range rows {
		src, err := set.ReadFile(row.File)
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
				for _, at := range paramPoints(prog, row, int(p), 1, 2, 4) {
					env := map[string]int64{"p": p}
					renv := map[string]*big.Rat{"p": big.NewRat(p, 1)}
					for n, v := range at {
						env[n] = v
						renv[n] = big.NewRat(v, 1)
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
			bound := r.b.Expr.Pretty()
			fmt.Fprintf(&out, "  %s = %s  [table %s: %s]\n", r.name, bound, r.table, verdict)
			if set.Dir != "textbook" {
				fmt.Fprintf(&out, "    (%d characters)\n", len(bound))
			}
		}
	}
	golden.Check(t, boundsGolden[set.Dir], out.String())
}
