package driver_test

import (
	"context"
	"fmt"
	"log"
	"strings"

	"bspcost/driver"
)

// Analyze runs every stage on a shipped example, the textbook scan, with
// the zero Config: the program's bounds are *solver.Expr values over its
// names (p for nprocs).
func ExampleConfig_Analyze() {
	var cfg driver.Config // every stage, the front ends' defaults, no time limit
	rep, err := cfg.Analyze(context.Background(), driver.Files("../benchmarks/textbook/scan.bsp")...)
	if err != nil {
		log.Fatal(err) // the file could not be read
	}
	fmt.Printf("%s: %s, aligned (%s)\n", rep.File, rep.Status, rep.Align.Summary())
	for i, b := range rep.Bounds() {
		fmt.Printf("%s = %v\n", "WHS"[i:i+1], b.Expr)
	}
	fmt.Println("assuming", strings.Join(rep.Assumptions, ", "))
	// Output:
	// ../benchmarks/textbook/scan.bsp: bounded, aligned (1 sync; 2 sections, 2 communicating; 1 put/get statement)
	// W = ceil(log2(p))
	// H = ceil(log2(p))
	// S = ceil(log2(p)) + 1
	// assuming p >= 1
}

// A program whose barriers are not aligned is a Report with the
// alignment's diagnostics, not an error; here the program is given as
// text, and only the front end and alignment run.
func ExampleConfig_Analyze_unaligned() {
	src := []byte(`program half
  if pid < nprocs / 2 then
    sync
  end
end
`)
	cfg := driver.Config{StopAfter: driver.StageAlign}
	rep, err := cfg.Analyze(context.Background(), driver.Input{Name: "half.bsp", Src: src})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(rep.Status)
	for _, d := range rep.Diagnostics {
		fmt.Print(d.Format())
	}
	// Output:
	// unaligned
	// half.bsp:3:5: error: sync is not textually aligned
	//     half.bsp:2:6: note: the branch condition `pid < nprocs / 2` depends on pid
}
