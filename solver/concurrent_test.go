package solver

import (
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestSolveConcurrent solves the textbook systems (testdata/textbook) in
// several goroutines at once, as `bspcost batch -j` does, and expects the
// answers of solving them one at a time: the pools the linear programs
// share (slabs, bufs) must never hand one work space to two of them (run
// with -race to check the accesses too).
func TestSolveConcurrent(t *testing.T) {
	files, err := filepath.Glob("testdata/textbook/*.ces")
	if err != nil || len(files) == 0 {
		t.Fatalf("no textbook systems: %v", err)
	}
	answer := func(s *System) string {
		var out string
		for _, r := range Solve(s, Options{Deadline: time.Now().Add(time.Minute), Cache: &Cache{}}) {
			out += fmt.Sprintf("%v: %v %s;", r.Entry.Head, r.Bound, r.Reason)
		}
		return out
	}
	var systems []*System
	var want []string
	for _, f := range files {
		s, err := ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		systems = append(systems, s)
		want = append(want, answer(s))
	}
	got := make([][]string, 4)
	var wg sync.WaitGroup
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range systems {
				// Each goroutine in another order.
				got[g] = append(got[g], answer(systems[(i+g*5)%len(systems)]))
			}
		}()
	}
	wg.Wait()
	for g := range got {
		for i := range systems {
			j := (i + g*5) % len(systems)
			if diff := cmp.Diff(want[j], got[g][i]); diff != "" {
				t.Errorf("%s in goroutine %d (-alone +concurrent):\n%s", files[j], g, diff)
			}
		}
	}
}
