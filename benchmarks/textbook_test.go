package benchmarks

import (
	"fmt"
	"math/big"
	"slices"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"

	"github.com/google/go-cmp/cmp"
)

// procCounts are the process counts every textbook program is run with:
// powers of two (where the cost formulas hold exactly) and others (where
// only the results are checked).
var procCounts = []int{1, 2, 3, 4, 5, 7, 8, 16}

func isPow2(p int) bool { return p > 0 && p&(p-1) == 0 }

func parseTextbook(t testing.TB, file string) *frontend.Program {
	t.Helper()
	src, err := Textbook.ReadFile("textbook/" + file)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := frontend.Parse(file, src)
	if err != nil {
		t.Fatal(err)
	}
	return prog
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

// TestTextbook runs every textbook program in the simulator and checks its
// result, and, for p a power of two, its cost against expected.json.
func TestTextbook(t *testing.T) {
	rows, err := LoadExpected()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 13 {
		t.Fatalf("expected.json has %d rows, want the seed's 7, the 2 BSMP programs, the ring and the 3 triangular ones", len(rows))
	}
	for _, row := range rows {
		t.Run(row.File, func(t *testing.T) {
			prog := parseTextbook(t, row.File)
			check := resultChecks[row.File]
			if check == nil {
				t.Fatalf("no result check for %s", row.File)
			}
			for _, p := range procCounts {
				sizes := []int64{int64(p), 2 * int64(p), 8 * int64(p)}
				if len(row.Params) == 0 {
					sizes = []int64{int64(p)} // one value per process: N = p
				}
				for _, n := range sizes {
					for seed := int64(1); seed <= 3; seed++ {
						params := map[string]int64{}
						for _, name := range row.Params {
							params[name] = n
						}
						res, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: seed})
						if err != nil {
							t.Fatalf("p=%d N=%d seed=%d: %v", p, n, seed, err)
						}
						if err := check(p, n, res.Inputs, res.Final); err != nil {
							t.Errorf("p=%d N=%d seed=%d: wrong result: %v", p, n, seed, err)
						}
						if isPow2(p) {
							checkCost(t, row, p, n, res)
						}
					}
				}
			}
		})
	}
}

func checkCost(t *testing.T, row Expected, p int, n int64, res *sim.Result) {
	t.Helper()
	env := map[string]int64{"p": int64(p), "N": n}
	got := map[string]int64{"W": res.W, "H": res.H, "S": res.S}
	for _, c := range []struct{ name, expr string }{{"W", row.W}, {"H", row.H}, {"S", row.S}} {
		want, err := Eval(c.expr, env)
		if err != nil {
			t.Fatal(err)
		}
		g := new(big.Rat).SetInt64(got[c.name])
		exactHere := row.Exact || slices.Contains(row.Reached, c.name)
		switch {
		case exactHere && g.Cmp(want) != 0:
			t.Errorf("p=%d N=%d: %s = %d, want %s = %s", p, n, c.name, got[c.name], c.expr, want.RatString())
		case !exactHere && g.Cmp(want) > 0:
			t.Errorf("p=%d N=%d: %s = %d exceeds the bound %s = %s", p, n, c.name, got[c.name], c.expr, want.RatString())
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
