package hrelation_test

import (
	"testing"

	"bspcost/frontend/gen"
	"bspcost/hrelation"
)

// plainFixedSrc: the outer guard is false wherever the if evaluates it
// (4 % (N / p) <= 4 < 5), so its else runs on every process (a fixed
// literal). With it, the elif chain's guards over residues of pid and
// halves of p are kept, and the superstep's h is a polynomial in floors
// of nprocs the sequential analysis cannot bound; the step analysed
// again without the fixed literal (plainGuards) is a plain count.
const plainFixedSrc = `program residues(N, R) requires N >= nprocs && N % nprocs == 0 && R >= 0
  var a[N / nprocs]
  var v := R
  var x := 2
  var y
  if pid + v < nprocs then
    get(pid + v, a[0], y)
  end
  if max(5, x % 8 / nprocs) <= 4 % (N / p) then
    x := nprocs
  else
    if pid % N % 3 < v % N then
      put(nprocs - 1 - pid, a[R % (N / nprocs)], y)
      put(pid, x, y)
      v := pid * 3 % nprocs
    elif pid % 3 == 2 then
      get(nprocs - 1 - pid, a[v % (N / p)], a[0])
    elif pid < p / 2 then
      put(p - 1, y, x)
      put(max(pid - R, 0) * max(pid - R, 0) % nprocs, y, a[0])
    else
      v := 1
    end
  end
end
`

// TestFixedLiteralsBounded: programs whose guards read literals align's
// intervals fix have an H bound, never below the simulated cost at
// p = 1..16; without the rule each needs (the mutation) H has none.
func TestFixedLiteralsBounded(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		on     *bool
		params []map[string]int64
	}{
		{"plain fixed", plainFixedSrc, hrelation.PlainFixedOn, []map[string]int64{{"R": 0}, {"R": 1}, {"R": 5}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			boundedOnlyWith(t, tc.name, tc.src, tc.on, func(p int) []map[string]int64 {
				var pts []map[string]int64
				for _, pt := range tc.params {
					for _, n := range []int64{1, 3} {
						q := map[string]int64{"N": n * int64(p)}
						for k, v := range pt {
							q[k] = v
						}
						pts = append(pts, q)
					}
				}
				return pts
			})
		})
	}
}

// TestEmptyCasesBounded: a generated program whose guard `pid < nprocs / 2`
// keeps, without the emptiness tests of every statement's disjuncts, a
// case of nprocs below 0 whose count is a polynomial in floors of -nprocs
// the sequential analysis cannot bound (a factor may be negative): with
// the rule H has a bound, never below the simulated cost at p = 1..16;
// without it (the mutation) none.
func TestEmptyCasesBounded(t *testing.T) {
	src := gen.Generate(4231, gen.Options{MaxDepth: 2, MaxStmts: 3}).Source
	boundedOnlyWith(t, "empty cases", src, hrelation.EmptyCasesOn, func(int) []map[string]int64 { return []map[string]int64{{}} })
}
