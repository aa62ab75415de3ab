package polyhedra

import (
	"sync"
	"testing"
)

// TestConcurrentUse runs independent operations from several goroutines;
// run with -race to check that the package keeps no unsynchronised state.
func TestConcurrentUse(t *testing.T) {
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := MustParse("[N] -> { [i, j, k] : 0 <= i < N and 0 <= j <= i and 0 <= k <= j }")
			pw, err := s.Count()
			if err != nil {
				t.Error(err)
				return
			}
			if v := pw.Eval([]int64{5}); v.String() != "35/1" {
				t.Errorf("count = %v", v)
			}
		}()
	}
	wg.Wait()
}
