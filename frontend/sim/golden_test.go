package sim

import (
	"bspcost/internal/golden"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"bspcost/frontend"
)

// TestGolden simulates each testdata/*.bsp on 1 to 4 processes (parameters
// all 8, seed 1) and compares the costs, the final values of the top-level
// variables, or the error, with testdata/*.golden.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.bsp")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			prog, err := frontend.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			params := map[string]int64{}
			for _, id := range prog.Params {
				params[id.Name] = 8
			}
			var b strings.Builder
			for p := 1; p <= 4; p++ {
				fmt.Fprintf(&b, "p=%d: ", p)
				res, err := Run(prog, Config{P: p, Params: params, Seed: 1})
				if err != nil {
					fmt.Fprintf(&b, "%v\n", err)
					continue
				}
				fmt.Fprintf(&b, "supersteps %v, W=%d H=%d S=%d\n", res.Supersteps, res.W, res.H, res.S)
				for pid, vars := range res.Final {
					fmt.Fprintf(&b, "  pid %d:", pid)
					for _, name := range slices.Sorted(maps.Keys(vars)) {
						fmt.Fprintf(&b, " %s=%v", name, vars[name])
					}
					b.WriteString("\n")
				}
			}
			goldenFile := strings.TrimSuffix(file, ".bsp") + ".golden"
			golden.Check(t, goldenFile, b.String())
		})
	}
}
