package benchmarks

import (
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/seqcost"
	"bspcost/solver"

	"github.com/google/go-cmp/cmp"
)

func isPow2(p int) bool { return p > 0 && p&(p-1) == 0 }

// setRuns says how each set's programs are run: at which process counts,
// and where their cost must match expected.json. The textbook's formulas
// hold for p a power of two (run also at other p for the results); the
// algorithm set's hold at every p the requires clause admits where their
// log2 are defined (Eval refuses log2 of a number that is not a power of
// two), checked at p = 1..16.
var setRuns = map[string]struct {
	procs    []int
	costAtPo func(p int) bool
}{
	"textbook":   {[]int{1, 2, 3, 4, 5, 7, 8, 16}, isPow2},
	"algorithms": {[]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, func(int) bool { return true }},
}

// setSizes is the number of programs of each set.
var setSizes = map[string]int{"textbook": 13, "algorithms": 10}

// paramPoints lists the parameter values a program of the sets is run at
// for p processes: N is p, 2p and 8p (the programs' data size, scaled with
// p; nTimes gives other multiples), every other parameter 1..4; the points the requires clause refuses
// (checked as the simulator does) are left out, so that a grid program
// (p = Q*Q) runs only at its Q. A program without parameters has N = p in
// its formulas (one value per process).
func paramPoints(prog *frontend.Program, row Expected, p int, nTimes ...int64) []map[string]int64 {
	if len(nTimes) == 0 {
		nTimes = []int64{1, 2, 8}
	}
	points := []map[string]int64{{}}
	for _, name := range row.Params {
		vals := []int64{1, 2, 3, 4}
		if name == "N" {
			vals = nil
			for _, k := range nTimes {
				vals = append(vals, k*int64(p))
			}
		}
		var next []map[string]int64
		for _, pt := range points {
			for _, v := range vals {
				q := maps.Clone(pt)
				q[name] = v
				next = append(next, q)
			}
		}
		points = next
	}
	var ok []map[string]int64
	for _, pt := range points {
		if sim.CheckParams(prog, p, pt) == nil {
			ok = append(ok, pt)
		}
	}
	return ok
}

func parseIn(t testing.TB, set Set, file string) *frontend.Program {
	t.Helper()
	src, err := set.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := frontend.Parse(file, src)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

func parseTextbook(t testing.TB, file string) *frontend.Program {
	t.Helper()
	return parseIn(t, Sets[0], file)
}

// resultChecks verify what each algorithm computes, from the inputs and
// final values the simulator reports.
var resultChecks = map[string]func(p int, n int64, in, out []map[string][]int64) error{
	"scan.bsp": func(p int, n int64, in, out []map[string][]int64) error {
		var sum int64
		for s := 0; s < p; s++ {
			sum += in[s]["x"][0]
			if got := out[s]["x"][0]; got != sum {
				return fmt.Errorf("pid %d: x = %d, want prefix sum %d", s, got, sum)
			}
		}
		return nil
	},
	"scan_block.bsp": func(p int, n int64, in, out []map[string][]int64) error {
		var sum int64
		for s := 0; s < p; s++ {
			for j, v := range in[s]["x"] {
				sum += v
				if got := out[s]["x"][j]; got != sum {
					return fmt.Errorf("pid %d, x[%d] = %d, want prefix sum %d", s, j, got, sum)
				}
			}
		}
		return nil
	},
	"compress.bsp": func(p int, n int64, in, out []map[string][]int64) error {
		var want, got []int64
		for s := 0; s < p; s++ {
			for _, v := range in[s]["x"] {
				if v != 0 {
					want = append(want, v)
				}
			}
			got = append(got, out[s]["y"]...)
		}
		for int64(len(want)) < n {
			want = append(want, 0)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			return fmt.Errorf("compressed array differs (-want +got):\n%s", diff)
		}
		return nil
	},
	"alltoall_bsmp.bsp": func(p int, n int64, in, out []map[string][]int64) error {
		b := int(n) / p
		for q := 0; q < p; q++ {
			for s := 0; s < p; s++ {
				want := in[s]["x"][q*b : (q+1)*b]
				if got := out[q]["y"][s*b : (s+1)*b]; !slices.Equal(got, want) {
					return fmt.Errorf("pid %d: piece from %d is %v, want %v", q, s, got, want)
				}
			}
		}
		return nil
	},
	"sparse_bsmp.bsp": func(p int, n int64, in, out []map[string][]int64) error {
		b := int(n) / p
		for q := 0; q < p; q++ {
			for k := 0; k < b; k++ {
				var want int64
				for s := 0; s < p; s++ {
					want += in[s]["x"][q*b+k]
				}
				if got := out[q]["y"][k]; got != want {
					return fmt.Errorf("pid %d: y[%d] = %d, want %d", q, k, got, want)
				}
			}
		}
		return nil
	},
	"ring.bsp": func(p int, n int64, in, out []map[string][]int64) error {
		b := int(n) / p
		for s := 0; s < p; s++ {
			for q := 0; q < p; q++ {
				if got, want := out[s]["x"][q*b:(q+1)*b], in[q]["x"][q*b:(q+1)*b]; !slices.Equal(got, want) {
					return fmt.Errorf("pid %d: block %d of x = %v, want process %d's %v", s, q, got, q, want)
				}
			}
		}
		return nil
	},
	"trisolve.bsp": checkTriSolve,
	"tripipe.bsp":  checkTriSolve,
	"bubble.bsp": func(p int, n int64, in, out []map[string][]int64) error {
		var want, got []int64
		for s := 0; s < p; s++ {
			want = append(want, in[s]["x"]...)
			got = append(got, out[s]["x"]...)
		}
		slices.Sort(want)
		if diff := cmp.Diff(want, got); diff != "" {
			return fmt.Errorf("x in pid order is not the input sorted (-want +got):\n%s", diff)
		}
		return nil
	},
	"bcast_onephase.bsp": checkBroadcast,
	"bcast_tree.bsp":     checkBroadcast,
	"bcast_twophase.bsp": checkBroadcast,
	"fold.bsp": func(p int, n int64, in, out []map[string][]int64) error {
		var sum int64
		for s := 0; s < p; s++ {
			for _, v := range in[s]["x"] {
				sum += v
			}
		}
		for s := 0; s < p; s++ {
			if got := out[s]["sum"][0]; got != sum {
				return fmt.Errorf("pid %d: sum = %d, want %d", s, got, sum)
			}
		}
		return nil
	},
}

// checkTriSolve checks the forward substitution of trisolve.bsp and
// tripipe.bsp: modulo m, block by block, in the programs' order of
// operations (block k's right-hand side updated by blocks 0..k-1 in
// order, then its rows solved).
func checkTriSolve(p int, n int64, in, out []map[string][]int64) error {
	const m = 1000003
	b := int(n) / p
	x := make([]int64, n)
	for k := 0; k < p; k++ {
		L, c := in[k]["L"], slices.Clone(in[k]["c"])
		for kk := 0; kk < k; kk++ {
			for i := 0; i < b; i++ {
				for j := 0; j < b; j++ {
					c[i] = (c[i] - L[i*int(n)+kk*b+j]*x[kk*b+j]) % m
				}
			}
		}
		for i := 0; i < b; i++ {
			s := c[i]
			for j := 0; j < i; j++ {
				s = (s - L[i*int(n)+k*b+j]*x[k*b+j]) % m
			}
			x[k*b+i] = s
		}
	}
	for s := 0; s < p; s++ {
		if got, want := out[s]["x"][s*b:(s+1)*b], x[s*b:(s+1)*b]; !slices.Equal(got, want) {
			return fmt.Errorf("pid %d: block %d of x = %v, want %v", s, s, got, want)
		}
	}
	return nil
}

func checkBroadcast(p int, n int64, in, out []map[string][]int64) error {
	root := in[0]["x"]
	for s := 0; s < p; s++ {
		if !slices.Equal(out[s]["x"], root) {
			return fmt.Errorf("pid %d: x = %v, want the root's %v", s, out[s]["x"], root)
		}
	}
	return nil
}

// resultCheck verifies what a program computes, from p, the parameters'
// values, and the inputs and final values the simulator reports.
type resultCheck func(p int, at map[string]int64, in, out []map[string][]int64) error

// checkOf returns the result check of a program of either set: the
// textbook's take N (p for a program without parameters).
func checkOf(file string) resultCheck {
	if c := algorithmChecks[file]; c != nil {
		return c
	}
	c := resultChecks[file]
	if c == nil {
		return nil
	}
	return func(p int, at map[string]int64, in, out []map[string][]int64) error {
		n, ok := at["N"]
		if !ok {
			n = int64(p)
		}
		return c(p, n, in, out)
	}
}

// TestTextbook runs every program of the textbook and algorithm sets in
// the simulator and checks its result and its cost against expected.json
// (setRuns: where), and that the bound bspcost check prints for it is at
// least the simulated cost at every run (the bound's soundness at p =
// 1..16 and every parameter point).
func TestTextbook(t *testing.T) {
	for _, set := range Sets {
		rows, err := set.Load()
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != setSizes[set.Dir] {
			t.Fatalf("%s/expected.json has %d rows, want %d", set.Dir, len(rows), setSizes[set.Dir])
		}
		run := setRuns[set.Dir]
		for _, row := range rows {
			t.Run(set.Dir+"/"+row.File, func(t *testing.T) {
				prog := parseIn(t, set, row.File)
				check := checkOf(row.File)
				if check == nil {
					t.Fatalf("no result check for %s", row.File)
				}
				b, err := seqcost.AnalyzeBSP(prog, align.Analyze(prog), seqcost.Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range run.procs {
					points := paramPoints(prog, row, p)
					if len(row.Params) > 0 && len(points) == 0 {
						continue // the requires clause refuses this p (a grid's p = Q*Q)
					}
					for _, at := range points {
						for seed := int64(1); seed <= 3; seed++ {
							res, err := sim.Run(prog, sim.Config{P: p, Params: at, Seed: seed})
							if err != nil {
								t.Fatalf("p=%d %v seed=%d: %v", p, at, seed, err)
							}
							if err := check(p, at, res.Inputs, res.Final); err != nil {
								t.Errorf("p=%d %v seed=%d: wrong result: %v", p, at, seed, err)
							}
							if run.costAtPo(p) {
								checkCost(t, row, p, at, res)
							}
							checkBound(t, b, p, at, res)
						}
					}
				}
			})
		}
	}
}

// checkCost compares the simulated cost with the row's formulas: equal
// where the row is exact (or the component reached), at most otherwise.
// A formula whose log2 is not defined at p (not a power of two) is not
// checked there.
func checkCost(t *testing.T, row Expected, p int, at map[string]int64, res *sim.Result) {
	t.Helper()
	env := map[string]int64{"p": int64(p)}
	if len(row.Params) == 0 {
		env["N"] = int64(p)
	}
	for k, v := range at {
		env[k] = v
	}
	got := map[string]int64{"W": res.W, "H": res.H, "S": res.S}
	for _, c := range []struct{ name, expr string }{{"W", row.W}, {"H", row.H}, {"S", row.S}} {
		want, err := Eval(c.expr, env)
		if err != nil {
			if strings.Contains(err.Error(), "not a power of two") && !isPow2(p) {
				continue
			}
			t.Fatal(err)
		}
		g := new(big.Rat).SetInt64(got[c.name])
		exactHere := row.Exact || slices.Contains(row.Reached, c.name)
		switch {
		case exactHere && g.Cmp(want) != 0:
			t.Errorf("p=%d %v: %s = %d, want %s = %s", p, at, c.name, got[c.name], c.expr, want.RatString())
		case !exactHere && g.Cmp(want) > 0:
			t.Errorf("p=%d %v: %s = %d exceeds the bound %s = %s", p, at, c.name, got[c.name], c.expr, want.RatString())
		}
	}
}

// checkBound checks bspcost's bound against a simulated run: W, H and S
// each at least the simulated one (a bound that is missing is not
// checked: TestBoundsVsTable records it).
func checkBound(t *testing.T, b *seqcost.BSPBound, p int, at map[string]int64, res *sim.Result) {
	t.Helper()
	env := map[string]*big.Rat{"p": big.NewRat(int64(p), 1)}
	for k, v := range at {
		env[k] = big.NewRat(v, 1)
	}
	for _, c := range []struct {
		name string
		b    seqcost.Bound
		got  int64
	}{{"W", b.W, res.W}, {"H", b.H, res.H}, {"S", b.S, res.S}} {
		if c.b.Expr == nil {
			continue
		}
		_, v, err := c.b.Expr.Eval(env)
		if err != nil {
			t.Fatalf("%s = %s at p=%d %v: %v", c.name, c.b.Expr, p, at, err)
		}
		if v.Cmp(new(big.Rat).SetInt64(c.got)) < 0 {
			t.Errorf("UNSOUND at p=%d %v: %s = %s = %s below the simulated %d", p, at, c.name, c.b.Expr, v.RatString(), c.got)
		}
	}
}

func TestEval(t *testing.T) {
	env := map[string]int64{"p": 8, "N": 64}
	tests := []struct {
		expr string
		want string
		err  bool
	}{
		{"log2(p)", "3", false},
		{"log2(p) + 1", "4", false},
		{"2*N/p + p - 2", "22", false},
		{"2*(p - 1)*N/p", "112", false},
		{"log2(N)*N", "384", false},
		{"N/3", "64/3", false},
		{"log2(p - 1)", "", true},
		{"q", "", true},
		{"1 +", "", true},
		{"(1", "", true},
	}
	for _, tc := range tests {
		v, err := Eval(tc.expr, env)
		if tc.err {
			if err == nil {
				t.Errorf("%s: no error", tc.expr)
			}
			continue
		}
		if err != nil || v.RatString() != tc.want {
			t.Errorf("%s = %v (%v), want %s", tc.expr, v, err, tc.want)
		}
	}
}

// BenchmarkSimulate measures the simulator on each textbook program for
// p = 16 and N = 4096.
func BenchmarkSimulate(b *testing.B) {
	rows, err := LoadExpected()
	if err != nil {
		b.Fatal(err)
	}
	for _, row := range rows {
		prog := parseTextbook(b, row.File)
		params := map[string]int64{}
		for _, name := range row.Params {
			params[name] = 4096
		}
		b.Run(row.File, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := sim.Run(prog, sim.Config{P: 16, Params: params, Seed: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
