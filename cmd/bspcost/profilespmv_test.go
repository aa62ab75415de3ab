package main

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bspcost/internal/corpus"
	"bspcost/profile"
)

// spmvInput writes the input files of BSPedupack's sparse matrix-vector
// multiplication (bspmv_test.c) for p processes into dir: a square n x n
// matrix with nz nonzeros at distinct random places, each given to a
// random process, in the distributed Matrix Market format that
// bspinput2triple reads ("m n nz p", Pstart[0..p], then "i j value"
// grouped by process, 1-based), and the distributions of the vectors v and
// u in the format of bspinputvec ("n p", then "i proc" for i = 1..n,
// 1-based). It returns the program's standard input (the three file names)
// and the values of the bound's parameters: the sizes process 0
// broadcasts (nA, n, n_2), the most nonzeros and vector components a
// process gets (nz_max, nv_max, nv_max_2) and the most elements of ia
// (nz_max + 1: bspinput2triple allocates nz + 1).
func spmvInput(t *testing.T, dir string, p, n, nz int, seed int64) (string, map[string]int64) {
	t.Helper()
	rnd := rand.New(rand.NewSource(seed))
	cells := rnd.Perm(n * n)[:nz]
	parts := make([][]int, p)
	for _, c := range cells {
		q := rnd.Intn(p)
		parts[q] = append(parts[q], c)
	}
	var mtx strings.Builder
	fmt.Fprintf(&mtx, "%d %d %d %d\n", n, n, nz, p)
	start, nzMax := 0, 0
	for _, part := range parts {
		fmt.Fprintf(&mtx, "%d\n", start)
		start += len(part)
		nzMax = max(nzMax, len(part))
	}
	fmt.Fprintf(&mtx, "%d\n", start)
	for _, part := range parts {
		for _, c := range part {
			fmt.Fprintf(&mtx, "%d %d %.6f\n", c/n+1, c%n+1, rnd.Float64()*2-1)
		}
	}
	vec := func() (string, int) {
		var b strings.Builder
		fmt.Fprintf(&b, "%d %d\n", n, p)
		count := make([]int, p)
		for i := 1; i <= n; i++ {
			q := rnd.Intn(p)
			count[q]++
			fmt.Fprintf(&b, "%d %d\n", i, q+1)
		}
		most := 0
		for _, c := range count {
			most = max(most, c)
		}
		return b.String(), most
	}
	vText, nv := vec()
	uText, nu := vec()
	names := []string{filepath.Join(dir, "A.mtx"), filepath.Join(dir, "v.dis"), filepath.Join(dir, "u.dis")}
	for i, text := range []string{mtx.String(), vText, uText} {
		if err := os.WriteFile(names[i], []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	params := map[string]int64{"nA": int64(n), "n": int64(n), "n_2": int64(n),
		"nz_max": int64(nzMax), "nv_max": int64(nv), "nv_max_2": int64(nu), "ia_len": int64(nzMax + 1)}
	return strings.Join(names, "\n") + "\n", params
}

// TestProfileBSPlibCorpusSpMV: the BSPedupack 1.0 sparse matrix-vector
// multiplication of ../shared/bsplib-c (ed1-mv: bspmv_test.c, bspmv.c,
// bspedupack.c; skipped when absent), run by the counting runtime at
// p = 1..4 on matrices and vector distributions spmvInput writes, its
// input on stdin (P, then the three file names), and compared with the
// bound of the whole program at the parameters the files give: no
// measured W, H or S is above it. The bound is the analysis of check with
// a longer time limit (a loaded machine), and every resource must have one.
func TestProfileBSPlibCorpusSpMV(t *testing.T) {
	needClang14(t)
	if testing.Short() {
		t.Skip("-short")
	}
	shared, ok := corpus.Find()
	if !ok {
		t.Skip("../shared/bsplib-c is absent")
	}
	dir := filepath.Join(shared, "thiagokokada+bsplib")
	files := []string{filepath.Join(dir, "edupack", "bspmv_test.c"), filepath.Join(dir, "edupack", "bspedupack.c"), filepath.Join(dir, "edupack", "bspmv.c")}
	inc := filepath.Join(dir, "include")
	prog, err := profile.Build(context.Background(), profile.Config{Files: files, Includes: []string{inc}})
	if err != nil {
		t.Fatal(err)
	}
	defer prog.Close()
	copts := &cOptions{wordSize: 8, work: "flops", cflags: []string{"-I", inc}}
	first := copts.cInputs(files)
	tests := []struct{ n, nz int }{{6, 10}, {12, 40}}
	for p := 1; p <= 4; p++ {
		for i, tt := range tests {
			stdin, params := spmvInput(t, t.TempDir(), p, tt.n, tt.nz, int64(10*p+i))
			params["P"] = int64(p)
			res, err := prog.Run(context.Background(), profile.Config{P: p, Stdin: strings.NewReader(fmt.Sprintf("%d\n%s", p, stdin)), Timeout: time.Minute})
			if err != nil {
				t.Fatalf("p=%d %v: %v", p, params, err)
			}
			rep := &profileReport{File: first[0]}
			boundAtRuns(first[0], copts, params, time.Minute, []*profile.Result{res}, []*profileReport{rep})
			if rep.At == nil || rep.At.W == nil || rep.At.H == nil || rep.At.S == nil {
				t.Fatalf("p=%d %v: a resource without bound: %s", p, params, rep.BoundErr)
			}
			if len(rep.Above) > 0 {
				t.Errorf("UNSOUND p=%d %v: measured W=%d H=%d S=%d, %s above the bound %s", p, params, res.W, res.H, res.S, strings.Join(rep.Above, ", "), rep.At.text())
			}
			if res.S < 50 || res.H == 0 || res.W == 0 {
				t.Errorf("p=%d %v: measured W=%d H=%d S=%d: the run did not multiply", p, params, res.W, res.H, res.S)
			}
		}
	}
}
