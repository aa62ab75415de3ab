package align

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTrie checks the persistent tries against dense arrays: random
// updates, merges (a join-like and a widening-like function), equality and
// enumeration, the keys where two differ, for sizes on both sides of each level boundary, and that an
// update never changes the trie it started from.
func TestTrie(t *testing.T) {
	const def = -1
	maxf := func(x, y int) int { return max(x, y) }
	leftf := func(x, y int) int {
		if x == def {
			return y
		}
		return x
	}
	for _, n := range []int{1, 2, 16, 17, 255, 256, 257, 5000} {
		sp := newSpace(n, def)
		rng := rand.New(rand.NewSource(int64(n)))
		dense := func(tr *tnode[int]) []int {
			d := make([]int, n)
			for k := range d {
				d[k] = sp.get(tr, k)
			}
			return d
		}
		var tries []*tnode[int]
		var want [][]int
		tries = append(tries, nil)
		want = append(want, dense(nil))
		for step := 0; step < 200; step++ {
			i := rng.Intn(len(tries))
			base, before := tries[i], append([]int(nil), want[i]...)
			var tr *tnode[int]
			w := append([]int(nil), want[i]...)
			switch rng.Intn(3) {
			case 0: // a few updates, some back to the default
				tr = base
				for j := rng.Intn(4); j >= 0; j-- {
					k, v := rng.Intn(n), rng.Intn(5)-1
					tr = sp.set(tr, k, v)
					w[k] = v
				}
			default: // a merge with another trie
				j := rng.Intn(len(tries))
				f := maxf
				if rng.Intn(2) == 0 {
					f = leftf
				}
				tr = sp.merge(base, tries[j], f)
				for k := range w {
					w[k] = f(want[i][k], want[j][k])
				}
			}
			if diff := cmp.Diff(w, dense(tr)); diff != "" {
				t.Fatalf("n=%d step %d: (-want +got):\n%s", n, step, diff)
			}
			if diff := cmp.Diff(before, dense(base)); diff != "" {
				t.Fatalf("n=%d step %d: the argument changed (-before +after):\n%s", n, step, diff)
			}
			got := map[int]int{}
			sp.each(tr, func(k, v int) { got[k] = v })
			wantEach := map[int]int{}
			for k, v := range w {
				if v != def {
					wantEach[k] = v
				}
			}
			if diff := cmp.Diff(wantEach, got); diff != "" {
				t.Fatalf("n=%d step %d: each (-want +got):\n%s", n, step, diff)
			}
			for c := 0; c < 4; c++ {
				j := rng.Intn(len(tries))
				if c == 0 {
					j = i // often equal: merges and updates to the same value reuse nodes
				}
				eq := slices.Equal(w, want[j])
				if got := sp.equal(tr, tries[j], func(x, y int) bool { return x == y }); got != eq {
					t.Fatalf("n=%d step %d: equal with trie %d = %v, want %v", n, step, j, got, eq)
				}
				var gotDiff, wantDiff []int
				sp.diff(tr, tries[j], func(k int) bool { gotDiff = append(gotDiff, k); return true })
				for k := range w {
					if w[k] != want[j][k] {
						wantDiff = append(wantDiff, k)
					}
				}
				if diff := cmp.Diff(wantDiff, gotDiff); diff != "" {
					t.Fatalf("n=%d step %d: diff with trie %d (-want +got):\n%s", n, step, j, diff)
				}
			}
			tries = append(tries, tr)
			want = append(want, w)
		}
	}
}
