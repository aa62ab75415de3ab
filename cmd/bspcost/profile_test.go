package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"bspcost/benchmarks"
	"bspcost/frontend"
	"bspcost/frontend/llvm"
	"bspcost/frontend/sim"
	"bspcost/internal/corpus"
	"bspcost/internal/golden"
	"bspcost/profile"
)

func needClang14(t *testing.T) {
	t.Helper()
	if _, err := llvm.ClangPath(); err != nil {
		t.Skip("clang-14 not installed (scripts/install-clang.sh)")
	}
}

// TestProfileTextbook runs the seven C textbook programs (benchmarks/c) on
// p = 1..8 processes with N = 2p and compares what the counting runtime
// measures with the simulation of their .bsp versions (what bspcost run
// reports): H equal, S one more (the C programs synchronise once more,
// for their registrations: docs/c-frontend.md), W equal; and with the
// bound of check at that point (the command's own code path, boundAt):
// no measured total above it. compress's H depends on its data (the C
// program's x is uninitialised, the simulator's is drawn at random), so
// it is only compared with the bound.
func TestProfileTextbook(t *testing.T) {
	needClang14(t)
	rows, err := benchmarks.LoadExpected()
	if err != nil {
		t.Fatal(err)
	}
	var runs, equalH, equalS, equalW, above int
	var steps, stepsBounded, stepsExact, sections int
	var wt wTally
	for _, row := range rows {
		name := strings.TrimSuffix(row.File, ".bsp")
		cfile := filepath.Join("..", "..", "benchmarks", "c", name+".c")
		t.Run(name, func(t *testing.T) {
			if benchmarks.NoCVersion[row.File] {
				t.Skip("no C version (BSMP)")
			}
			prog, err := profile.Build(context.Background(), profile.Config{Files: []string{cfile}})
			if err != nil {
				t.Fatal(err)
			}
			defer prog.Close()
			src, err := benchmarks.Textbook.ReadFile("textbook/" + row.File)
			if err != nil {
				t.Fatal(err)
			}
			for p := 1; p <= 8; p++ {
				params := map[string]int64{}
				for _, n := range row.Params {
					params[n] = int64(2 * p)
				}
				at := fmt.Sprintf("p=%d %v", p, params)
				res, err := prog.Run(context.Background(), profile.Config{P: p, Params: params, Timeout: time.Minute})
				if err != nil {
					t.Fatalf("%s: %v", at, err)
				}
				bprog, err := frontend.Parse(row.File, src)
				if err != nil {
					t.Fatal(err)
				}
				sres, err := sim.Run(bprog, sim.Config{P: p, Params: params})
				if err != nil {
					t.Fatalf("%s: simulation: %v", at, err)
				}
				runs++
				if res.H == sres.H {
					equalH++
				} else if name != "compress" {
					t.Errorf("%s: measured H = %d, bspcost run H = %d", at, res.H, sres.H)
				}
				if res.S == sres.S+1 {
					equalS++
				} else {
					t.Errorf("%s: measured S = %d, bspcost run S = %d (+1 expected)", at, res.S, sres.S)
				}
				if res.W == sres.W {
					equalW++
				} else {
					t.Errorf("%s: measured W = %d, bspcost run W = %d", at, res.W, sres.W)
				}
				rep := &profileReport{File: cfile}
				rep.boundAt(cfile, &cOptions{wordSize: 8, work: "flops"}, params, res)
				if rep.BoundErr != "" {
					t.Fatalf("%s: no bound: %s", at, rep.BoundErr)
				}
				if len(rep.Above) > 0 {
					above++
					t.Errorf("UNSOUND %s: measured W=%d H=%d S=%d, above the bound %s: %s", at, res.W, res.H, res.S, rep.At.text(), strings.Join(rep.Above, "; "))
				}
				// Every superstep compared: its h bounded, and exactly
				// (these programs' h is exact, compress's aside).
				if len(rep.Steps) != len(res.Steps) {
					t.Fatalf("%s: %d superstep bounds for %d supersteps", at, len(rep.Steps), len(res.Steps))
				}
				for k, note := range wt.add(rep, res) {
					t.Errorf("%s: superstep %d: no W bound: %s", at, k, note)
				}
				for k, sc := range rep.Steps {
					steps++
					if sc.H == nil {
						t.Errorf("%s: superstep %d: no h bound: %s", at, k, sc.Note)
						continue
					}
					stepsBounded++
					if sc.H.Cmp(big.NewRat(res.Steps[k].H, 1)) == 0 {
						stepsExact++
					}
				}
				if len(rep.Sections) == 0 {
					t.Errorf("%s: sections not compared: %s", at, rep.SectionsNote)
				}
				sections += len(rep.Sections)
			}
		})
	}
	t.Logf("%d runs (the C programs x p = 1..8): H equal to bspcost run's in %d, S (+1) in %d, W in %d; %d above the bound", runs, equalH, equalS, equalW, above)
	t.Logf("%d supersteps: h bounded in %d, equal to its bound in %d; %d sections compared", steps, stepsBounded, stepsExact, sections)
	t.Logf("%s", &wt)
}

// wTally counts, over the supersteps of runs compared with their
// bound, how often W has a bound, how often it equals the measured work,
// and the ratio bound / measured; why counts the notes of the unbounded.
type wTally struct {
	steps, bounded, exact int
	ratios                []float64 // where the measured W > 0
	why                   map[string]int
}

// add tallies the supersteps of rep against the measured run res and
// returns the notes of those without a W bound, by superstep.
func (w *wTally) add(rep *profileReport, res *profile.Result) map[int]string {
	var none map[int]string
	for k, sc := range rep.Steps {
		w.steps++
		if sc.W == nil {
			if none == nil {
				none = map[int]string{}
			}
			none[k] = sc.WNote
			if w.why == nil {
				w.why = map[string]int{}
			}
			w.why[sc.WNote]++
			continue
		}
		w.bounded++
		m := big.NewRat(res.Steps[k].W, 1)
		if sc.W.Cmp(m) == 0 {
			w.exact++
		}
		if res.Steps[k].W > 0 {
			f, _ := new(big.Rat).Quo(sc.W, m).Float64()
			w.ratios = append(w.ratios, f)
		}
	}
	return none
}

func (w *wTally) String() string {
	ratio := "no bounded superstep with W > 0"
	if len(w.ratios) > 0 {
		ratio = fmt.Sprintf("bound / measured where W > 0: median %.2f, largest %.2f (%d supersteps)", median(w.ratios), maxOf(w.ratios), len(w.ratios))
	}
	return fmt.Sprintf("%d supersteps: W bounded in %d, equal to its bound in %d; %s", w.steps, w.bounded, w.exact, ratio)
}

// median is the median of xs (0 for none).
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func maxOf(xs []float64) float64 {
	m := 0.0
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

// TestProfileAboveBound: a measured total, a superstep's h or the
// supersteps of a barrier above check's bound are reported, with exit 1
// (the measurements are made up here: the analysis has no known soundness
// bug to trigger it).
func TestProfileAboveBound(t *testing.T) {
	needClang14(t)
	file := "../../benchmarks/c/fold.c"
	site := func(line, col int) profile.Site { return profile.Site{File: file, Line: line, Col: col} }
	// fold.c at p = 4, N = 16, as measured: W = 0, 3, 3 and h = 0, 4, 0
	// in its three supersteps (closed at 17:3, 24:3 and bsp_end 30:3).
	run := func(w, h [3]int64) *profile.Result {
		res := &profile.Result{P: 4, Params: map[string]int64{"N": 16}, S: 3}
		for k, at := range []profile.Site{site(17, 3), site(24, 3), site(30, 3)} {
			res.Steps = append(res.Steps, profile.Step{Site: at, End: k == 2, W: w[k], H: h[k]})
			res.W += w[k]
			res.H += h[k]
		}
		return res
	}
	tests := []struct {
		name  string
		res   *profile.Result
		above []string
	}{
		{"as measured", run([3]int64{0, 3, 3}, [3]int64{0, 4, 0}), nil},
		{"h of a superstep", run([3]int64{0, 3, 3}, [3]int64{0, 5, 0}), []string{
			"H", "h of superstep 1 (5 > 4)", "H of the supersteps opened by fold.c:17:3 (5 > 4)"}},
		// The same total, in another superstep than the analysis says.
		{"h moved", run([3]int64{0, 3, 3}, [3]int64{1, 3, 0}), []string{
			"h of superstep 0 (1 > 0)", "H of the supersteps opened by program start (1 > 0)"}},
		{"work moved", run([3]int64{2, 1, 3}, [3]int64{0, 4, 0}), []string{
			"W of superstep 0 (2 > 0)", "W of the supersteps opened by program start (2 > 0)"}},
		{"W of a superstep", run([3]int64{0, 4, 2}, [3]int64{0, 4, 0}), []string{
			"W of superstep 1 (4 > 3)", "W of the supersteps opened by fold.c:17:3 (4 > 3)"}},
		{"totals only", &profile.Result{P: 4, W: 6, H: 5, S: 3}, []string{"H"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep := &profileReport{File: file}
			rep.boundAt(file, &cOptions{wordSize: 8, work: "flops"}, map[string]int64{"N": 16}, tt.res)
			if rep.BoundErr != "" {
				t.Fatal(rep.BoundErr)
			}
			if diff := cmp.Diff(tt.above, rep.Above); diff != "" {
				t.Errorf("above (-want +got):\n%s", diff)
			}
			want := exitOK
			if len(tt.above) > 0 {
				want = exitWrongProg
			}
			if rep.Status != want {
				t.Errorf("status %d, want %d", rep.Status, want)
			}
		})
	}
}

// TestProfileCommand: the command's output (goldens, -update) and exit
// codes.
func TestProfileCommand(t *testing.T) {
	needClang14(t)
	const c = "../../benchmarks/c/"
	const td = "../../profile/testdata/"
	tests := []struct {
		name   string
		args   []string
		code   int
		golden string // stdout's golden file (testdata/profile-NAME.golden)
		err    string // a substring of stderr
	}{
		{name: "fold", args: []string{"-p", "4", "--at", "N=16", c + "fold.c"}, golden: "fold"},
		{name: "scan-json", args: []string{"--json", c + "scan.c", "-p", "3"}, golden: "scan-json"},
		{name: "no-p", args: []string{c + "scan.c"}, code: exitBadInput, err: "missing -p"},
		{name: "not-c", args: []string{"-p", "2", c + "../textbook/scan.bsp"}, code: exitBadInput, err: "want .c or .ll files"},
		{name: "no-param", args: []string{"-p", "2", c + "fold.c"}, code: exitBadInput, err: "no value for parameter N"},
		{name: "p-differs", args: []string{"-p", "2", "--at", "p=3,N=6", c + "fold.c"}, code: exitBadInput, err: "differs from -p"},
		{name: "requires", args: []string{"-p", "4", "--at", "N=6", c + "fold.c"}, code: exitBadInput, err: "(requires clause)"},
		{name: "abort", args: []string{"-p", "3", td + "abort.c"}, code: exitWrongProg, err: "bsp_abort: bad value 7"},
		{name: "timeout", args: []string{"-p", "2", "--timeout", "1s", td + "forever.c", "--", "/dev/null"}, code: exitLimit, err: "did not end within --timeout 1s"},
		{name: "no-bound", args: []string{"-p", "2", td + "nobound.c"}, code: exitNoBound},
		{name: "bsmp-measure-only", args: []string{"-p", "2", "--no-bound", td + "bsmp.c"}, golden: "bsmp"},
		{name: "memory", args: []string{"-p", "2", "--memory", "12x", td + "puts.c"}, code: exitBadInput, err: "not a size"},
		// The h bound of each superstep: the largest over the loop's i.
		{name: "scan-steps", args: []string{"-p", "8", c + "scan.c"}, golden: "scan"},
		{name: "plot-mismatch", args: []string{"-p", "2", "--svg", "x.png", c + "scan.c"}, code: exitBadInput, err: "--svg x.png: the name ends in .png, not .svg"},
		{name: "plot-json-stdout", args: []string{"-p", "2", "--json", "--svg", "-", c + "scan.c"}, code: exitBadInput, err: "exclude each other"},
		{name: "plot-size-alone", args: []string{"-p", "2", "--size", "400x300", c + "scan.c"}, code: exitBadInput, err: "--size says how to draw the plot"},
		{name: "plot-no-view", args: []string{"-p", "2", "--plot", "x.svg", "--view", "time", c + "scan.c"}, code: exitBadInput, err: "flag provided but not defined: -view"},
		// The plot on stdout, the report on stderr.
		{name: "plot-stdout", args: []string{"-p", "4", "--at", "N=16", "--svg", "-", c + "fold.c"}, err: "measured within the bound"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(append([]string{"profile"}, tt.args...), &stdout, &stderr)
			if code != tt.code {
				t.Errorf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, stdout.String(), stderr.String())
			}
			if tt.golden != "" {
				golden.Check(t, filepath.Join("testdata", "profile-"+tt.golden+".golden"), stdout.String())
			}
			if !strings.Contains(stderr.String(), tt.err) {
				t.Errorf("stderr %q does not contain %q", stderr.String(), tt.err)
			}
			if strings.HasPrefix(tt.name, "plot-stdout") {
				wellFormedSVG(t, stdout.Bytes())
			}
		})
	}
}

// TestProfilePlot: --plot draws the run per superstep, in the format of
// the file's name.
func TestProfilePlot(t *testing.T) {
	needClang14(t)
	dir := t.TempDir()
	if d := os.Getenv("BSPCOST_PLOT_DIR"); d != "" {
		dir = d
	}
	for _, name := range []string{"profile-fold.svg", "profile-fold.png", "profile-fold.pdf"} {
		path := filepath.Join(dir, name)
		var stdout, stderr bytes.Buffer
		if code := run([]string{"profile", "-p", "4", "--at", "N=16", "--plot", path, "../../benchmarks/c/fold.c"}, &stdout, &stderr); code != exitOK {
			t.Fatalf("%s: exit %d: %s", name, code, stderr.String())
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		switch filepath.Ext(name) {
		case ".svg":
			wellFormedSVG(t, b)
			for _, w := range []string{"h measured", "h bound", "W measured", "fold.c: p = 4, N = 16"} {
				if !bytes.Contains(b, []byte(w)) {
					t.Errorf("%s does not show %q", name, w)
				}
			}
		case ".png":
			if _, err := png.Decode(bytes.NewReader(b)); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		case ".pdf":
			if !bytes.HasPrefix(b, []byte("%PDF-")) {
				t.Errorf("%s is not a PDF", name)
			}
		}
	}
}

// TestProfileProgramArguments: what follows "--" is the program's.
func TestProfileProgramArguments(t *testing.T) {
	needClang14(t)
	var stdout, stderr bytes.Buffer
	code := run([]string{"profile", "-p", "2", "--no-bound", "../../profile/testdata/mpi.c", "--", "-p", "x"}, &stdout, &stderr)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "argc=3") {
		t.Errorf("the program did not get its 2 arguments: %s", stderr.String())
	}
}

// TestProfileEdupackSound runs the BSPedupack-style C programs
// (benchmarks/c/edupack) at p = 1, 3, 8 with N = 2p, K = 3 and checks that
// no measured total is above check's bound there (inprod_vec.c has no
// bound on W: its other totals are compared).
func TestProfileEdupackSound(t *testing.T) {
	needClang14(t)
	if testing.Short() {
		t.Skip("-short: about 20 s")
	}
	files, err := filepath.Glob("../../benchmarks/c/edupack/*.c")
	if err != nil || len(files) < 10 {
		t.Fatalf("%d programs (%v)", len(files), err)
	}
	runs, compared := 0, 0
	var wt wTally
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			prog, err := profile.Build(context.Background(), profile.Config{Files: []string{file}})
			if err != nil {
				t.Fatal(err)
			}
			defer prog.Close()
			for _, p := range []int{1, 3, 8} {
				params := map[string]int64{"N": int64(2 * p), "K": 3}
				res, err := prog.Run(context.Background(), profile.Config{P: p, Params: params, Timeout: time.Minute})
				if err != nil {
					t.Fatalf("p=%d: %v", p, err)
				}
				runs++
				rep := &profileReport{File: file}
				rep.boundAt(file, &cOptions{wordSize: 8, work: "flops"}, params, res)
				if rep.At == nil {
					t.Fatalf("p=%d: no bound: %s", p, rep.BoundErr)
				}
				compared++
				for k, note := range wt.add(rep, res) {
					t.Logf("p=%d: superstep %d: no W bound: %s", p, k, note)
				}
				if len(rep.Above) > 0 {
					t.Errorf("UNSOUND p=%d %v: measured W=%d H=%d S=%d, %s above the bound %s", p, params, res.W, res.H, res.S, strings.Join(rep.Above, ", "), rep.At.text())
				}
			}
		})
	}
	t.Logf("%d runs, %d compared with the bound", runs, compared)
	t.Logf("%s", &wt)
}

// TestProfileBSPlibCorpus: the BSPedupack 1.0 inner product of
// ../shared/bsplib-c (or $BSPCOST_SHARED/bsplib-c; skipped when absent), run by the counting runtime
// with its input on stdin (P, then n) and compared with the bound of the
// whole program (bspinprod.c and bspedupack.c): never above, and equal in
// W, H and S (the docs say the bound is exact).
func TestProfileBSPlibCorpus(t *testing.T) {
	needClang14(t)
	if testing.Short() {
		t.Skip("-short")
	}
	shared, ok := corpus.Find()
	if !ok {
		t.Skip("../shared/bsplib-c is absent")
	}
	dir := filepath.Join(shared, "thiagokokada+bsplib")
	files := []string{filepath.Join(dir, "edupack", "bspinprod.c"), filepath.Join(dir, "edupack", "bspedupack.c")}
	inc := filepath.Join(dir, "include")
	prog, err := profile.Build(context.Background(), profile.Config{Files: files, Includes: []string{inc}})
	if err != nil {
		t.Fatal(err)
	}
	defer prog.Close()
	copts := &cOptions{wordSize: 8, work: "flops", cflags: []string{"-I", inc}}
	first := copts.cInputs(files)
	for _, p := range []int{1, 2, 3, 4} {
		for _, n := range []int64{0, 7, 100} {
			res, err := prog.Run(context.Background(), profile.Config{P: p, Stdin: strings.NewReader(fmt.Sprintf("%d\n%d\n", p, n)), Timeout: time.Minute})
			if err != nil {
				t.Fatalf("p=%d n=%d: %v", p, n, err)
			}
			params := map[string]int64{"P": int64(p), "n": n}
			rep := &profileReport{File: first[0]}
			rep.boundAt(first[0], copts, params, res)
			if rep.At == nil {
				t.Fatalf("p=%d n=%d: no bound: %s", p, n, rep.BoundErr)
			}
			if len(rep.Above) > 0 {
				t.Errorf("UNSOUND p=%d n=%d: measured W=%d H=%d S=%d, %s above the bound %s", p, n, res.W, res.H, res.S, strings.Join(rep.Above, ", "), rep.At.text())
			}
			got := fmt.Sprintf("W=%d H=%d S=%d", res.W, res.H, res.S)
			if rep.At.W == nil || rep.At.H == nil || rep.At.S == nil {
				t.Fatalf("p=%d n=%d: a resource without bound (the solver's time under load?): %s", p, n, rep.At.text())
			}
			want := fmt.Sprintf("W=%s H=%s S=%s", rep.At.W.RatString(), rep.At.H.RatString(), rep.At.S.RatString())
			if got != want {
				t.Errorf("p=%d n=%d: measured %s, bound %s: not exact", p, n, got, want)
			}
		}
	}
}

// TestProfileFalseContract: a cost contract that claims less than its
// function's body costs (false_contract.c: a broadcast of p words
// claimed as h = 1) is caught by a measured run, which names the
// contract among the possible causes.
func TestProfileFalseContract(t *testing.T) {
	needClang14(t)
	var out, errb strings.Builder
	code := run([]string{"profile", "-p", "4", "testdata/false_contract.c"}, &out, &errb)
	if code != exitWrongProg {
		t.Fatalf("exit %d, want %d; stderr:\n%s", code, exitWrongProg, errb.String())
	}
	if want := "a cost contract that claims less than its function costs (bcast_int at testdata/false_contract.c:18)"; !strings.Contains(errb.String(), want) {
		t.Errorf("stderr does not say %q:\n%s", want, errb.String())
	}
}

// TestProfileFrontEndShapes runs C programs of the front end's tests that
// stand for shapes of the BSPlib corpus (a pointer chosen between a scalar
// and an array, h = p * (n / p) in a function given n) with the counting
// runtime at p = 1..4 and several n, negative ones included, and checks
// that no measured value is above check's bound.
func TestProfileFrontEndShapes(t *testing.T) {
	needClang14(t)
	if testing.Short() {
		t.Skip("-short: about 10 s")
	}
	const dir = "../../frontend/llvm/testdata/translate/"
	tests := []struct {
		file  string
		param string
		ns    []int64
		// also: the values of the bound's other parameters (values
		// process 0 broadcasts) for n.
		also func(n int64) map[string]int64
		// stdin: the program's input at p processes for n (nil: none),
		// and the values it gives the bound's parameters.
		stdin func(p int, n int64) (string, map[string]int64)
	}{
		{"ternary_scalar.c", "n", []int64{1, 4, 9}, nil, nil},
		{"mul_quo.c", "N", []int64{-5, 0, 7, 12, 40}, nil, nil},
		{"maybe_null.c", "n", []int64{0, 2, 5}, nil, nil},
		{"data_pointer.c", "m", []int64{0, 3, 9}, nil, nil},
		{"char_malloc.c", "n", []int64{0, 3, 16}, nil, nil},
		{"rows.c", "n", []int64{0, 2, 5}, func(n int64) map[string]int64 { return map[string]int64{"m": max(n, 1), "len": 3} }, nil},
		// n read by process 0 with scanf, and the shares of the items:
		// process q gets (q * n + 1) % 7, nloc_max their most, mloc_max
		// the most half.
		{"scatter.c", "n", []int64{0, 3, 10}, nil, func(p int, n int64) (string, map[string]int64) {
			in, start, most := fmt.Sprint(n), int64(0), int64(0)
			for q := 0; q <= p; q++ {
				in += fmt.Sprintf(" %d", start)
				c := (int64(q)*n + 1) % 7
				start += c
				if q < p {
					most = max(most, c)
				}
			}
			return in, map[string]int64{"nloc_max": most, "mloc_max": most / 2}
		}},
		// The shares of scatter_send.c, some negative (start not
		// monotone): process q gets (q * n + 1) % 7 - 2 items, sent to
		// it by process 0 in a loop over start[q] .. start[q + 1] - 1;
		// nloc_max their most.
		{"scatter_send.c", "n", []int64{-3, 0, 5, 11}, nil, func(p int, n int64) (string, map[string]int64) {
			in, start, most := "0", int64(0), int64(-1<<31)
			for q := 0; q < p; q++ {
				c := (int64(q)*n+1)%7 - 2
				start += c
				in += fmt.Sprintf(" %d", start)
				most = max(most, c)
			}
			return in, map[string]int64{"nloc_max": most}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			file := dir + tt.file
			prog, err := profile.Build(context.Background(), profile.Config{Files: []string{file}})
			if err != nil {
				t.Fatal(err)
			}
			defer prog.Close()
			compared := 0
			for p := 1; p <= 4; p++ {
				for _, n := range tt.ns {
					params := map[string]int64{tt.param: n}
					cfg := profile.Config{P: p, Params: params, Timeout: time.Minute}
					var given map[string]int64
					if tt.stdin != nil {
						var in string
						in, given = tt.stdin(p, n)
						cfg.Params, cfg.Stdin = nil, strings.NewReader(in)
					}
					res, err := prog.Run(context.Background(), cfg)
					for k, v := range given {
						params[k] = v
					}
					if tt.also != nil {
						for k, v := range tt.also(n) {
							params[k] = v
						}
					}
					if err != nil {
						var e *profile.Error
						if errors.As(err, &e) && e.Kind == profile.ErrProgram {
							continue // the program's own error (calloc of a negative size): nothing to compare
						}
						t.Fatalf("p=%d %v: %v", p, params, err)
					}
					rep := &profileReport{File: file}
					rep.boundAt(file, &cOptions{wordSize: 8, work: "flops"}, params, res)
					if rep.At == nil {
						t.Fatalf("p=%d %v: no bound: %s", p, params, rep.BoundErr)
					}
					compared++
					if len(rep.Above) > 0 {
						t.Errorf("UNSOUND p=%d %v: measured W=%d H=%d S=%d, %s above the bound %s", p, params, res.W, res.H, res.S, strings.Join(rep.Above, ", "), rep.At.text())
					}
				}
			}
			if compared < 4*(len(tt.ns)-1) {
				t.Errorf("%d runs compared with the bound, want at least %d", compared, 4*(len(tt.ns)-1))
			}
		})
	}
}

// TestProfileLibrarySections: when a collective library's barriers ran,
// the sections are compared from each program barrier to the next, with
// the sections of the collective calls and of the contracts' charges
// added to each row's bound: the work after a call (the analysis's
// section of the call) is then within the row of the barrier before it.
// With that addition switched off (librarySectionsOn), it is above.
func TestProfileLibrarySections(t *testing.T) {
	needClang14(t)
	file := "testdata/profile_collective.c"
	prog, err := profile.Build(context.Background(), profile.Config{Files: []string{file}})
	if err != nil {
		t.Fatal(err)
	}
	defer prog.Close()
	var runs []*profile.Result
	for p := 1; p <= 4; p++ {
		res, err := prog.Run(context.Background(), profile.Config{P: p, Params: map[string]int64{"N": 5}, Timeout: time.Minute})
		if err != nil {
			t.Fatalf("p=%d: %v", p, err)
		}
		runs = append(runs, res)
	}
	check := func() (above int) {
		reps := make([]*profileReport, len(runs))
		for i := range reps {
			reps[i] = &profileReport{File: file}
		}
		boundAtRuns(file, &cOptions{wordSize: 8, work: "flops"}, map[string]int64{"N": 5}, checkTimeout, runs, reps)
		for i, rep := range reps {
			if rep.At == nil {
				t.Fatalf("p=%d: no bound: %s", runs[i].P, rep.BoundErr)
			}
			if len(rep.Sections) == 0 || !rep.SectionsLibrary {
				t.Fatalf("p=%d: sections not compared from the program barriers: %s", runs[i].P, rep.SectionsNote)
			}
			above += len(rep.Above)
		}
		return above
	}
	if n := check(); n > 0 {
		t.Errorf("%d values above the bound", n)
	}
	librarySectionsOn = false
	defer func() { librarySectionsOn = true }()
	if n := check(); n == 0 {
		t.Errorf("with the calls' sections left out, nothing is above the bound: the test does not see the rule")
	}
}

// TestProfileStepWorkGuards: a superstep that a library's barrier closes,
// or whose opener's superstep may end at a collective call, is not
// compared with the W bound of one superstep: the library may run there
// work its contract charges at another call (BSPonMPI's bsc_sync), or no
// barrier at all. The run is made up: profile_collective.c at p = 3, N =
// 5 as measured, but with its loop's work (after the call) counted before
// the call's first barrier.
func TestProfileStepWorkGuards(t *testing.T) {
	needClang14(t)
	file := "testdata/profile_collective.c"
	site := profile.Site{File: file, Line: 16, Col: 5}
	end := profile.Site{File: file, Line: 17, Col: 5}
	lib := profile.Site{}
	res := &profile.Result{P: 3, Params: map[string]int64{"N": 5}, W: 7, H: 2, S: 4}
	for _, st := range []profile.Step{{Site: lib, W: 7}, {Site: lib, H: 2}, {Site: site}, {Site: end, End: true}} {
		for range 3 {
			st.Procs = append(st.Procs, profile.Proc{Site: st.Site})
		}
		res.Steps = append(res.Steps, st)
	}
	above := func() []string {
		rep := &profileReport{File: file}
		rep.boundAt(file, &cOptions{wordSize: 8, work: "flops"}, map[string]int64{"N": 5}, res)
		if rep.At == nil {
			t.Fatalf("no bound: %s", rep.BoundErr)
		}
		return rep.Above
	}
	if got := above(); len(got) > 0 {
		t.Errorf("above the bound: %v", got)
	}
	stepWorkGuardsOn = false
	defer func() { stepWorkGuardsOn = true }()
	if got := above(); len(got) == 0 {
		t.Errorf("with the guards off, nothing is above the bound: the test does not see them")
	}
}
