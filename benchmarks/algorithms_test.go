package benchmarks

import (
	"fmt"
	"slices"

	"github.com/google/go-cmp/cmp"
)

// algorithmChecks verify what each program of the algorithm set computes.
var algorithmChecks = map[string]resultCheck{
	"allgather_ring.bsp": func(p int, at map[string]int64, in, out []map[string][]int64) error {
		b := int(at["N"]) / p
		for s := 0; s < p; s++ {
			for q := 0; q < p; q++ {
				if got, want := out[s]["x"][q*b:(q+1)*b], in[q]["x"][q*b:(q+1)*b]; !slices.Equal(got, want) {
					return fmt.Errorf("pid %d: block %d of x = %v, want process %d's %v", s, q, got, q, want)
				}
			}
		}
		return nil
	},
	"cannon.bsp":          checkCannon,
	"oddeven_sort.bsp":    checkSorted("x"),
	"bitonic_sort.bsp":    checkSorted("x"),
	"fft_butterfly.bsp":   checkWHT,
	"prefix_doubling.bsp": checkPrefixVectors,
	"stencil2d.bsp":       checkStencil,
	"lu_skeleton.bsp":     checkLUPanel,
	"grid_reduce.bsp": func(p int, at map[string]int64, in, out []map[string][]int64) error {
		for s := 0; s < p; s++ {
			for k, got := range out[s]["x"] {
				// x[k] of process q is q + k.
				want := int64(p*(p-1)/2 + p*k)
				if got != want {
					return fmt.Errorf("pid %d: x[%d] = %d, want the sum %d", s, k, got, want)
				}
			}
		}
		return nil
	},
	"sample_sort.bsp": func(p int, at map[string]int64, in, out []map[string][]int64) error {
		var want, got []int64
		for s := 0; s < p; s++ {
			want = append(want, in[s]["x"]...)
			got = append(got, out[s]["y"][:out[s]["cnt"][0]]...)
		}
		slices.Sort(want)
		if diff := cmp.Diff(want, got); diff != "" {
			return fmt.Errorf("the received values in pid order are not the input sorted (-want +got):\n%s", diff)
		}
		return nil
	},
}

// checkSorted: the array, concatenated in pid order, is the input sorted.
func checkSorted(name string) resultCheck {
	return func(p int, at map[string]int64, in, out []map[string][]int64) error {
		var want, got []int64
		for s := 0; s < p; s++ {
			want = append(want, in[s][name]...)
			got = append(got, out[s][name]...)
		}
		slices.Sort(want)
		if diff := cmp.Diff(want, got); diff != "" {
			return fmt.Errorf("%s in pid order is not the input sorted (-want +got):\n%s", name, diff)
		}
		return nil
	}
}

// checkCannon: c on process i*Q + j is block (i,j) of A B, the blocks of
// A and B being the inputs a and bb of the processes.
func checkCannon(p int, at map[string]int64, in, out []map[string][]int64) error {
	q, bs := int(at["Q"]), int(at["B"])
	n := q * bs
	elem := func(name string, r, c int) int64 {
		return in[(r/bs)*q+c/bs][name][(r%bs)*bs+c%bs]
	}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			var want int64
			for k := 0; k < n; k++ {
				want += elem("a", r, k) * elem("bb", k, c)
			}
			if got := out[(r/bs)*q+c/bs]["c"][(r%bs)*bs+c%bs]; got != want {
				return fmt.Errorf("C[%d][%d] = %d, want %d", r, c, got, want)
			}
		}
	}
	return nil
}

// checkWHT: x on process pid is elements pid*N.. of the Walsh-Hadamard
// transform of the input (element pid*N + i is x[i] on pid):
// X[k] = sum over j of (-1)^popcount(j & k) x[j].
func checkWHT(p int, at map[string]int64, in, out []map[string][]int64) error {
	nb := int(at["N"])
	var x []int64
	for s := 0; s < p; s++ {
		x = append(x, in[s]["x"]...)
	}
	for k := range x {
		var want int64
		for j, v := range x {
			if parity(j&k) == 0 {
				want += v
			} else {
				want -= v
			}
		}
		if got := out[k/nb]["x"][k%nb]; got != want {
			return fmt.Errorf("element %d = %d, want %d", k, got, want)
		}
	}
	return nil
}

func parity(v int) int {
	c := 0
	for ; v != 0; v &= v - 1 {
		c ^= 1
	}
	return c
}

// checkPrefixVectors: s on process pid is x of processes 0..pid summed
// element-wise.
func checkPrefixVectors(p int, at map[string]int64, in, out []map[string][]int64) error {
	sum := make([]int64, at["N"])
	for s := 0; s < p; s++ {
		for i, v := range in[s]["x"] {
			sum[i] += v
		}
		if !slices.Equal(out[s]["s"], sum) {
			return fmt.Errorf("pid %d: s = %v, want %v", s, out[s]["s"], sum)
		}
	}
	return nil
}

// checkStencil: u on process i*Q + j is block (i,j) of the periodic grid
// after T steps of the 5-point sum.
func checkStencil(p int, at map[string]int64, in, out []map[string][]int64) error {
	q, bs, steps := int(at["Q"]), int(at["B"]), int(at["T"])
	n := q * bs
	owner := func(r, c int) (int, int) { return (r/bs)*q + c/bs, (r%bs)*bs + c%bs }
	g := make([][]int64, n)
	for r := range g {
		g[r] = make([]int64, n)
		for c := range g[r] {
			s, k := owner(r, c)
			g[r][c] = in[s]["u"][k]
		}
	}
	for ; steps > 0; steps-- {
		h := make([][]int64, n)
		for r := range h {
			h[r] = make([]int64, n)
			for c := range h[r] {
				h[r][c] = g[r][c] + g[(r+n-1)%n][c] + g[(r+1)%n][c] + g[r][(c+n-1)%n] + g[r][(c+1)%n]
			}
		}
		g = h
	}
	for r := range g {
		for c := range g[r] {
			s, k := owner(r, c)
			if got := out[s]["u"][k]; got != g[r][c] {
				return fmt.Errorf("point (%d,%d) = %d, want %d", r, c, got, g[r][c])
			}
		}
	}
	return nil
}

// checkLUPanel: after the last step, block K - 1 of pb is the same on
// every process: the owner's block K - 1 of column K - 1 as it was when
// the owner put it (its updates come before, in steps k < K - 1).
func checkLUPanel(p int, at map[string]int64, in, out []map[string][]int64) error {
	n := int(at["N"])
	k := int(at["M"]) * p
	want := out[(k-1)%p]["pb"][(k-1)*n : k*n]
	for s := 0; s < p; s++ {
		if got := out[s]["pb"][(k-1)*n : k*n]; !slices.Equal(got, want) {
			return fmt.Errorf("pid %d: last panel %v, want the owner's %v", s, got, want)
		}
	}
	return nil
}
