package main

import (
	"testing"

	"bspcost/frontend"
)

// TestSamplePoints: the sample points of --expected are exactly those
// where the requires clause holds, also for a clause longer than the
// simulator's first step (its expression nodes count steps), which made
// every point a violation.
func TestSamplePoints(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		holds     func(p, n int64) bool
	}{
		{"short", "program s(N) requires N >= p\nend\n", func(p, n int64) bool { return n >= p }},
		{"p a power of two", "program l(N) requires N >= p && N % p == 0 && nprocs & (nprocs - 1) == 0 && N & (N - 1) == 0\nend\n",
			func(p, n int64) bool { return n >= p && n%p == 0 && n&(n-1) == 0 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			prog, err := frontend.Parse(tc.name+".bsp", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			got := map[[2]int64]bool{}
			for _, pt := range samplePoints(prog) {
				got[[2]int64{pt["p"], pt["N"]}] = true
			}
			n := 0
			for _, p := range pSamples {
				for _, v := range paramSamples {
					if want := tc.holds(p, v); got[[2]int64{p, v}] != want {
						t.Errorf("p=%d N=%d: a point %v, want %v", p, v, !want, want)
					} else if want {
						n++
					}
				}
			}
			if n == 0 || len(got) != n {
				t.Errorf("%d points, want %d (not 0)", len(got), n)
			}
		})
	}
}
