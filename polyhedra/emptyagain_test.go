package polyhedra

import "testing"

// TestEmptyAgainIsEmpty checks that replaying an emptiness test
// (emptyAgain of emptyRec's record) gives what running it again on a copy
// gives, answer and charge, for every budget left at the replay up to the
// one of the first test: sets with a cheap witness, with an Omega test
// that finishes, and budgets that cut it short.
func TestEmptyAgainIsEmpty(t *testing.T) {
	srcs := []string{
		"[nprocs, s] -> { [j, k0, w, t] : j = 0 and w = 0 and k0 = t and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and k0 >= s + 1 and nprocs >= k0 + 1 }",
		"[N] -> { [i, j] : 0 <= j <= i < N }",
		"[N] -> { [i, j] : 3 <= 2j <= i and i + j <= N and N >= 7 }",
		"[nprocs, N, i, s] -> { [j, w, t] : j = 0 and i + s = t and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and nprocs >= i + 1 and i >= s + 1 and nprocs >= i + s + 1 and w >= 0 and N >= w + 1 }",
		"{ [x, y] : 2x + 3y = 5 and x >= 4 and y >= 0 }", // empty
	}
	replays, cut, omega := 0, 0, 0
	for _, src := range srcs {
		for _, b := range MustParse(src).parts {
			// first < 0: the record of emptyRun with pruneBudget (as
			// countFixed's ray shortcut runs it), replayed from a
			// budget of pruneBudget + 5000 down.
			for _, first := range []int{-1, 1, 50, 300, 5000, pruneBudget + 5000} {
				w := workBudget{left: first}
				var empty bool
				var r emptyRun
				if first < 0 {
					w.left = pruneBudget + 5000
					r = b.emptyRun(pruneBudget)
					empty = r.known && !r.res
					if empty != b.provablyEmpty() {
						t.Fatalf("%s: emptyRun says empty %v, provablyEmpty %v", src, empty, !empty)
					}
				} else {
					empty, r = w.emptyRec(b)
				}
				if r.known {
					omega++
				}
				if empty && first >= 0 {
					continue // sumExact tests a part found empty no more
				}
				for left := w.left; ; left = left/2 - 1 {
					again, run := workBudget{left: left}, workBudget{left: left}
					got, want := again.emptyAgain(r), run.empty(b.copy())
					if got != want || again.left != run.left {
						t.Fatalf("%s, first budget %d, then %d: replay %v (left %d), run %v (left %d)", src, first, left, got, again.left, want, run.left)
					}
					replays++
					if r.known && r.used > min(pruneBudget, left) && left > 0 {
						cut++
					}
					if left < 0 {
						break
					}
				}
			}
		}
	}
	if replays == 0 || cut == 0 || omega == 0 {
		t.Errorf("weak test: %d replays, %d cut short, %d finished Omega tests", replays, cut, omega)
	}
}
