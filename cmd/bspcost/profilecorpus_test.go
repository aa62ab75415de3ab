package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"bspcost/internal/corpus"
	"bspcost/profile"
)

// TestProfileBSPlibCorpusAll: every program of ../shared/bsplib-c that
// check bounds (its manifest's files, include folders and entry) runs
// with the counting runtime at p = 3, without arguments or input, and no
// measured total or superstep h is above its bound. Runs the program
// ends with its own error (the API tests that expect BSPonMPI to abort),
// and bounds in parameters the run does not give, are not compared; the
// collectives are left out (the runtime has no bsc.h, nor the Oxford
// toolset's level-1 library). The test fails if
// too few runs are compared, so that it cannot pass by skipping.
func TestProfileBSPlibCorpusAll(t *testing.T) {
	needClang14(t)
	if testing.Short() {
		t.Skip("-short")
	}
	dir, ok := corpus.Find()
	if !ok {
		t.Skip("../shared/bsplib-c is absent")
	}
	rows, err := corpus.Rows(dir)
	if err != nil {
		t.Fatal(err)
	}
	compared, stopped, unbounded, library := 0, 0, 0, 0
	for _, r := range rows {
		if r.Group == "collective" {
			continue
		}
		incs, files := r.Includes(dir), r.Files(dir)
		copts := &cOptions{wordSize: 8, work: "flops", entry: r.Entry}
		for _, d := range incs {
			copts.cflags = append(copts.cflags, "-I", d)
		}
		first := copts.cInputs(files)
		if _, bound, _, err := analyseBound(first[0], copts, nil, boundOptions{Timeout: checkTimeout}, nil); err != nil || bound == nil || bound.Err != "" {
			unbounded++
			continue
		}
		prog, err := profile.Build(context.Background(), profile.Config{Files: files, Includes: incs, Entry: r.Entry})
		if err != nil && strings.Contains(err.Error(), "undefined reference to `bsp_") {
			library++ // the Oxford toolset's level-1 library: not in the runtime
			continue
		}
		if err != nil && strings.Contains(err.Error(), "give the program a main") {
			unbounded++ // a kernel whose arguments are arrays: no run without its caller
			continue
		}
		if err != nil {
			t.Errorf("%s: the runtime cannot build it: %v", r.ID, err)
			continue
		}
		res, err := prog.Run(context.Background(), profile.Config{P: 3, Stdin: strings.NewReader(""), Timeout: 20 * time.Second})
		prog.Close()
		if err != nil {
			stopped++ // the program's own error: nothing to compare past it
			continue
		}
		rep := &profileReport{File: first[0]}
		rep.boundAt(first[0], copts, nil, res)
		if rep.At == nil {
			unbounded++ // a bound in parameters the run does not give
			continue
		}
		compared++
		if len(rep.Above) > 0 {
			t.Errorf("UNSOUND %s at p = 3: measured W=%d H=%d S=%d; above the bound %s: %s", r.ID, res.W, res.H, res.S, rep.At.text(), strings.Join(rep.Above, ", "))
		}
	}
	t.Logf("%d runs compared with their bound, %d stopped by the program, %d without a bound to compare, %d calling a library the runtime lacks", compared, stopped, unbounded, library)
	if compared < 40 {
		t.Errorf("only %d runs compared: the test no longer measures the corpus", compared)
	}
}
