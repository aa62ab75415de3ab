package polyhedra

import (
	"bspcost/internal/golden"
	"fmt"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
)

// checkGolden compares got with testdata/name (go test ./polyhedra -update
// rewrites it).
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", name), got)
}

// textbook lists the interaction relations of the textbook programs'
// communications, written by hand as maps from the process issuing the
// communication (s) to the remote process (t), with the largest fibre
// per source and per target expected as closed forms, checked by
// evaluation at sample parameter values where the relation is non-empty.
var textbook = []struct {
	name, rel        string
	maxSrc, maxTgt   func(p, i int64) int64
	exactSrc, exactT bool
}{
	{
		// scan, one value per process: round with i = 2^k,
		// "if pid >= i then get(pid - i, x, xin)".
		name: "scan_get", rel: "[p, i] -> { [s] -> [t] : 0 <= s < p and t = s - i and s >= i and i >= 1 }",
		maxSrc: func(p, i int64) int64 { return 1 }, maxTgt: func(p, i int64) int64 { return 1 },
		exactSrc: true, exactT: true,
	},
	{
		// block scan: each process puts its block total to every q >= pid.
		name: "blockscan_put_suffix", rel: "[p] -> { [s] -> [t] : 0 <= s < p and s <= t < p }",
		maxSrc: func(p, i int64) int64 { return p }, maxTgt: func(p, i int64) int64 { return p },
		exactSrc: true, exactT: true,
	},
	{
		// block scan, variant putting to all processes.
		name: "blockscan_put_all", rel: "[p] -> { [s] -> [t] : 0 <= s < p and 0 <= t < p }",
		maxSrc: func(p, i int64) int64 { return p }, maxTgt: func(p, i int64) int64 { return p },
		exactSrc: true, exactT: true,
	},
	{
		// compress: destinations are data dependent; the static
		// interaction set over-approximates them by all pairs.
		name: "compress_put_overapprox", rel: "[p] -> { [s] -> [t] : 0 <= s < p and 0 <= t < p }",
		maxSrc: func(p, i int64) int64 { return p }, maxTgt: func(p, i int64) int64 { return p },
		exactSrc: true, exactT: true,
	},
	{
		// one-phase broadcast: root 0 puts N words to every process.
		name: "bcast1_put", rel: "[p] -> { [s] -> [t] : s = 0 and 0 <= t < p }",
		maxSrc: func(p, i int64) int64 { return p }, maxTgt: func(p, i int64) int64 { return 1 },
		exactSrc: true, exactT: true,
	},
	{
		// tree broadcast, round k with i = 2^k: s < i puts to s + i < p.
		name: "treebcast_put", rel: "[p, i] -> { [s] -> [t] : 0 <= s < i and t = s + i and t < p }",
		maxSrc: func(p, i int64) int64 { return 1 }, maxTgt: func(p, i int64) int64 { return 1 },
		exactSrc: true, exactT: true,
	},
	{
		// two-phase broadcast, phase 1: root scatters N/p words to each t.
		name: "bcast2_scatter", rel: "[p] -> { [s] -> [t] : s = 0 and 0 <= t < p }",
		maxSrc: func(p, i int64) int64 { return p }, maxTgt: func(p, i int64) int64 { return 1 },
		exactSrc: true, exactT: true,
	},
	{
		// two-phase broadcast, phase 2: all-gather of the pieces.
		name: "bcast2_allgather", rel: "[p] -> { [s] -> [t] : 0 <= s < p and 0 <= t < p }",
		maxSrc: func(p, i int64) int64 { return p }, maxTgt: func(p, i int64) int64 { return p },
		exactSrc: true, exactT: true,
	},
	{
		// fold: every process puts one value to every process.
		name: "fold_put", rel: "[p] -> { [s] -> [t] : 0 <= s < p and 0 <= t < p }",
		maxSrc: func(p, i int64) int64 { return p }, maxTgt: func(p, i int64) int64 { return p },
		exactSrc: true, exactT: true,
	},
	{
		// The example as a 2-D set [s, t] (read with AsMap(1)).
		name: "issue_example", rel: "[p, i] -> { [s, t] : 0 <= s < p and t = s - i and s >= i }",
		maxSrc: func(p, i int64) int64 { return 1 }, maxTgt: func(p, i int64) int64 { return 1 },
		exactSrc: true, exactT: true,
	},
}

func TestTextbookFibres(t *testing.T) {
	var out strings.Builder
	for _, tc := range textbook {
		s := MustParse(tc.rel)
		if !s.Space().IsMap {
			s = must(t)(s.AsMap(1))
		}
		f, err := s.Fibres()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		fmt.Fprintf(&out, "== %s\nrelation:       %s\nper source:     %s\nper target:     %s\nmax per source: %s\nmax per target: %s\n\n",
			tc.name, s, f.PerSource, f.PerTarget, f.MaxPerSource, f.MaxPerTarget)
		if f.MaxPerSource.Exact != tc.exactSrc || f.MaxPerTarget.Exact != tc.exactT {
			t.Errorf("%s: exactness %v/%v, want %v/%v", tc.name, f.MaxPerSource.Exact, f.MaxPerTarget.Exact, tc.exactSrc, tc.exactT)
		}
		np := len(s.Space().Params)
		for p := int64(1); p <= 9; p++ {
			for _, i := range []int64{1, 2, 4, 8} {
				pv := []int64{p, i}[:np]
				// Brute-force fibres over processes 0..p-1 (and a margin).
				srcMax, tgtMax := int64(0), int64(0)
				cnt := map[[2]int64]int64{}
				for a := int64(-2); a < p+2; a++ {
					for b := int64(-2); b < p+2; b++ {
						if s.Contains(pv, []int64{a, b}) {
							cnt[[2]int64{0, a}]++
							cnt[[2]int64{1, b}]++
						}
					}
				}
				for k, v := range cnt {
					if k[0] == 0 {
						srcMax = max(srcMax, v)
					} else {
						tgtMax = max(tgtMax, v)
					}
				}
				gs, gt := f.MaxPerSource.Eval(pv), f.MaxPerTarget.Eval(pv)
				if gs.Cmp(big.NewRat(srcMax, 1)) != 0 || gt.Cmp(big.NewRat(tgtMax, 1)) != 0 {
					t.Errorf("%s at %v: max fibres %v/%v, brute force %d/%d", tc.name, pv, gs, gt, srcMax, tgtMax)
				}
				if srcMax > 0 && (srcMax != tc.maxSrc(p, i) || tgtMax != tc.maxTgt(p, i)) {
					t.Errorf("%s at %v: brute force %d/%d differs from the hand-written closed form %d/%d", tc.name, pv, srcMax, tgtMax, tc.maxSrc(p, i), tc.maxTgt(p, i))
				}
			}
		}
	}
	checkGolden(t, "textbook_fibres.golden", out.String())
}
