package hrelation

import (
	"os"
	"path/filepath"
	"testing"

	"bspcost/frontend"
)

func TestDebugPrint(t *testing.T) {
	files, _ := filepath.Glob("../benchmarks/textbook/*.bsp")
	for _, f := range files {
		prog, err := frontend.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Analyze(prog, nil)
		if err != nil {
			t.Fatal(err)
		}
		os.Stdout.WriteString("==== " + f + "\n")
		res.Format(os.Stdout, true)
	}
}
