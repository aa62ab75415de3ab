package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/benchmarks"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/golden"
)

// TestAcceptanceTextbook is issue 12's acceptance from the command line:
// "bspcost check --json --at p=P,N=V" on every textbook program, at p a
// power of two (1..64) and N in {p, 4096} (values the requires clauses of
// the textbook allow), compared with benchmarks/textbook/expected.json.
// Per resource the verdict is recorded in a golden file: exact at every
// point, or above the table (a precision gap: "GAP" when the table says
// the value is reached, so bspcost should find it), or below it. Below
// the table where the table's value is reached (exact rows, and the
// "reached" resources of the others) is unsound and fails the test. At
// every point where p times its work is at most maxSimWork the bound is also
// checked against the simulator (two seeds, default input data and
// all-nonzero data: compress's adversarial input).
func TestAcceptanceTextbook(t *testing.T) {
	if testing.Short() {
		t.Skip("runs check about 90 times")
	}
	rows, err := benchmarks.LoadExpected()
	if err != nil {
		t.Fatal(err)
	}
	// One subtest per program, in parallel; the verdicts are joined in
	// the table's order once all are done.
	texts := make([]string, len(rows))
	t.Run("programs", func(t *testing.T) {
		for i, row := range rows {
			t.Run(row.File, func(t *testing.T) {
				t.Parallel()
				texts[i] = acceptRow(t, row)
			})
		}
	})
	golden.Check(t, filepath.Join("testdata", "acceptance-textbook.golden"), strings.Join(texts, ""))
}

// maxSimWork is the largest work over all processes (the table's W times
// p) at which acceptRow simulates a program.
const maxSimWork = 1_000_000

// acceptRow checks one program of the table and returns its verdicts.
func acceptRow(t *testing.T, row benchmarks.Expected) string {
	var out strings.Builder
	file := filepath.Join("../../benchmarks/textbook", row.File)
	reached := map[string]bool{"W": row.Exact, "H": row.Exact, "S": row.Exact}
	for _, r := range row.Reached {
		reached[r] = true
	}
	type verdict struct {
		points, exact, above, below, simChecked int
		worst                                   string // the point where the bound is furthest above the table
		worstGap                                *big.Rat
	}
	verdicts := map[string]*verdict{"W": {}, "H": {}, "S": {}}
	var bound map[string]string
	for p := int64(1); p <= 64; p *= 2 {
		ns := []int64{p, 4096}
		if len(row.Params) == 0 {
			ns = ns[:1]
		}
		for _, n := range ns {
			env := map[string]int64{"p": p}
			at := fmt.Sprintf("p=%d", p)
			for _, name := range row.Params {
				env[name] = n
				at += fmt.Sprintf(",%s=%d", name, n)
			}
			var stdout, stderr bytes.Buffer
			args := []string{"check", "--json", "--at", at, file}
			if code := run(args, &stdout, &stderr); code != exitOK {
				t.Fatalf("bspcost %s: exit %d\n%s%s", strings.Join(args, " "), code, stdout.String(), stderr.String())
			}
			var res struct {
				Bound map[string]string          `json:"bound"`
				At    map[string]json.RawMessage `json:"at"`
			}
			if err := json.Unmarshal(stdout.Bytes(), &res); err != nil {
				t.Fatalf("%s: %v\n%s", file, err, stdout.String())
			}
			bound = res.Bound
			// The simulated cost at this point (the oracle).
			var simMax [3]int64
			fresh, err := frontend.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			params := map[string]int64{}
			for _, name := range row.Params {
				params[name] = n
			}
			simOK := false
			// The simulator only where the table's work over all processes
			// is small enough to run quickly (the triangular programs'
			// quadratic work at N = 4096 is not).
			small := true
			if w, err := benchmarks.Eval(row.W, env); err == nil && new(big.Rat).Mul(w, big.NewRat(p, 1)).Cmp(big.NewRat(maxSimWork, 1)) > 0 {
				small = false
			}
			for seed := int64(1); seed <= 2 && small; seed++ {
				for _, nonzero := range []bool{false, true} {
					cfg := sim.Config{P: int(p), Params: params, Seed: seed}
					if nonzero {
						cfg.AnyMin, cfg.AnyMax, cfg.AnySet = 1, 9, true
					}
					sr, err := sim.Run(fresh, cfg)
					if err != nil {
						t.Fatalf("%s at %s: simulator: %v", file, at, err)
					}
					simOK = true
					simMax = [3]int64{max(simMax[0], sr.W), max(simMax[1], sr.H), max(simMax[2], sr.S)}
				}
			}
			for i, r := range []struct{ name, table string }{{"W", row.W}, {"H", row.H}, {"S", row.S}} {
				v := verdicts[r.name]
				raw, ok := res.At[r.name]
				if !ok {
					t.Errorf("%s at %s: no %s in %s", file, at, r.name, stdout.String())
					continue
				}
				var s string
				if err := json.Unmarshal(raw, &s); err != nil {
					s = string(raw) // a number
				}
				got, ok := new(big.Rat).SetString(s)
				if !ok {
					t.Fatalf("%s at %s: %s = %s is not a number", file, at, r.name, raw)
				}
				want, err := benchmarks.Eval(r.table, env)
				if err != nil {
					t.Fatal(err)
				}
				v.points++
				switch c := got.Cmp(want); {
				case c == 0:
					v.exact++
				case c > 0:
					v.above++
					gap := new(big.Rat).Sub(got, want)
					if v.worstGap == nil || gap.Cmp(v.worstGap) > 0 {
						v.worstGap = gap
						v.worst = fmt.Sprintf("%s: %s vs %s", at, got.RatString(), want.RatString())
					}
				default:
					v.below++
					if reached[r.name] {
						t.Errorf("UNSOUND %s at %s: %s = %s < the table's %s (%s), which is reached", file, at, r.name, got.RatString(), want.RatString(), r.table)
					}
				}
				if simOK {
					v.simChecked++
					if got.Cmp(big.NewRat(simMax[i], 1)) < 0 {
						t.Errorf("UNSOUND %s at %s: %s = %s < simulated %d", file, at, r.name, got.RatString(), simMax[i])
					}
				}
			}
		}
	}
	fmt.Fprintf(&out, "%s\n", row.File)
	for _, r := range []struct{ name, table string }{{"W", row.W}, {"H", row.H}, {"S", row.S}} {
		v := verdicts[r.name]
		kind := "table: upper bound"
		if reached[r.name] {
			kind = "table: reached"
		}
		fmt.Fprintf(&out, "  %s = %s\n    table %s (%s)\n", r.name, bound[r.name], r.table, kind)
		switch {
		case v.exact == v.points:
			fmt.Fprintf(&out, "    exact at all %d points; >= simulated at %d\n", v.points, v.simChecked)
		default:
			tag := "above the table"
			if reached[r.name] && v.above > 0 {
				tag = "GAP: above the reached value"
			}
			fmt.Fprintf(&out, "    %s at %d of %d points (largest gap at %s), exact at %d, below at %d; >= simulated at %d\n",
				tag, v.above, v.points, v.worst, v.exact, v.below, v.simChecked)
		}
	}
	return out.String()
}
