// Command gendump writes generated .bsp programs to a directory, one file per
// program (gNNNN.bsp), so that scripts/answers.sh can compare two binaries'
// answers on programs nobody here wrote:
//
//	go run ./scripts/gendump [-n N] [-seed0 S] DIR
//
// Programs cycle through the aligned families of frontend/gen, seeds S, S+1,
// ...; the same flags always give the same files.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"bspcost/frontend/gen"
)

func main() {
	n := flag.Int("n", 247, "programs to write")
	seed0 := flag.Int64("seed0", 0, "first seed")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: gendump [-n N] [-seed0 S] DIR")
		os.Exit(2)
	}
	dir := flag.Arg(0)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fams := gen.AlignedFamilies
	for i := 0; i < *n; i++ {
		seed := *seed0 + int64(i)
		p := gen.Generate(seed, gen.Options{Family: fams[i%len(fams)]})
		name := filepath.Join(dir, fmt.Sprintf("g%04d.bsp", i))
		if err := os.WriteFile(name, []byte(p.Source), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
