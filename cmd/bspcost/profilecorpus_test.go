package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"bspcost/internal/corpus"
	"bspcost/profile"
)

// corpusPs are the process counts every corpus program runs with;
// collectivePs those of the collectives' tests (BSPonMPI's bsc tests, some
// of which make sense at 5 or 6 processes only and abort elsewhere).
var (
	corpusPs     = []int{1, 2, 3, 4}
	collectivePs = []int{1, 2, 3, 4, 5, 6, 7, 8}
)

// TestProfileBSPlibCorpusAll: every program of ../shared/bsplib-c that
// check bounds (its manifest's files, include folders and entry) runs
// with the counting runtime (its collective libraries included) at each p
// of corpusPs (collectivePs for the collectives), without arguments or
// input, and no measured total or superstep h is above its bound. Runs the
// program ends with its own error (the API tests that expect BSPonMPI to
// abort, the tests made for one p), and bounds in parameters the run does
// not give, are not compared. The test fails if too few runs are
// compared, so that it cannot pass by skipping.
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
	compared, stopped, unbounded, collectives, library := 0, 0, 0, 0, 0
	var wt wTally
	for _, r := range rows {
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
			library++ // an extension of one BSPlib the runtime lacks (pkrusche's bsp_warmup)
			continue
		}
		if err != nil && strings.Contains(err.Error(), "conflicting types for 'bsp_") {
			// A header of the program that includes its BSPlib's bsp.h
			// by its path (pkrusche's bsp_broadcast.h), whose types
			// (size_t sizes) differ from the runtime's.
			library++
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
		ps := corpusPs
		if r.Group == "collective" {
			ps = collectivePs
		}
		// The runs first, then one analysis compares them all.
		var runs []*profile.Result
		for _, p := range ps {
			res, err := prog.Run(context.Background(), profile.Config{P: p, Stdin: strings.NewReader(""), Timeout: 20 * time.Second})
			if err != nil {
				stopped++ // the program's own error: nothing to compare past it
				continue
			}
			runs = append(runs, res)
		}
		reps := make([]*profileReport, len(runs))
		for i := range reps {
			reps[i] = &profileReport{File: first[0]}
		}
		if len(runs) > 0 {
			boundAtRuns(first[0], copts, nil, checkTimeout, runs, reps)
		}
		for i, rep := range reps {
			res := runs[i]
			if rep.At == nil {
				unbounded++ // a bound in parameters the run does not give
				continue
			}
			compared++
			if r.Group == "collective" {
				collectives++
			}
			wt.add(rep, res)
			if len(rep.Above) > 0 {
				t.Errorf("UNSOUND %s at p = %d: measured W=%d H=%d S=%d; above the bound %s: %s", r.ID, res.P, res.W, res.H, res.S, rep.At.text(), strings.Join(rep.Above, ", "))
			}
		}
		prog.Close()
	}
	t.Logf("%d runs compared with their bound (%d of the collectives' tests), %d stopped by the program, %d without a bound to compare, %d programs calling a library function the runtime lacks or declaring BSPlib with other types", compared, collectives, stopped, unbounded, library)
	t.Logf("of the compared runs, %s", &wt)
	for why, n := range wt.why {
		t.Logf("  no W bound in %d supersteps: %s", n, why)
	}
	if compared < 150 || collectives < 60 {
		t.Errorf("only %d runs compared (%d of the collectives): the test no longer measures the corpus", compared, collectives)
	}
}
