package seqcost

import (
	"fmt"
	"testing"
)

// TestGhostProducts: a product of loop-invariant values assigned in one
// relation and compared in another (block loops from q*N to (q+1)*N,
// triangular blocks, 2-D offsets i*N + j, a loop whose factor changes with
// its counter, a block loop around a barrier) is one ghost argument of the
// relations between, so the loops are ranked and their trip counts
// summed. Each W is checked against the simulator at p = 1..16 and
// several N (exact where want is given), and with ghostsOn off every one
// loses its bound or gets another.
func TestGhostProducts(t *testing.T) {
	tests := []struct {
		name, params, body string
		want               func(p, n int64) int64 // nil: sound only
		// plain: bounded as well without the ghosts (a for loop's
		// bounds are evaluated once, in one equation).
		plain bool
	}{
		{"block-while", "N", `
  var k := 0
  for q := 0 to nprocs - 1 do
    k := q * N
    while k < (q + 1) * N do
      {1 * r} skip
      k := k + 1
    end
  end`, func(p, n int64) int64 { return p * n }, false},
		{"block-for", "N", `
  for q := 0 to nprocs - 1 do
    for k := q * N to (q + 1) * N - 1 do
      {2 * r} skip
    end
  end`, func(p, n int64) int64 { return 2 * p * n }, true},
		{"block-pid", "N", `
  var k := pid * N
  while k < pid * N + N do
    {1 * r} skip
    k := k + 1
  end
  sync
  k := pid * N
  while k < (pid + 1) * N do
    {1 * r} skip
    k := k + 1
  end`, func(p, n int64) int64 { return 2 * n }, false},
		{"triangular-blocks", "N", `
  var k := 0
  var j := 0
  for q := 0 to nprocs - 1 do
    k := q * N
    while k < (q + 1) * N do
      j := q * N
      while j <= k do
        {1 * r} skip
        j := j + 1
      end
      k := k + 1
    end
  end`, func(p, n int64) int64 { return p * n * (n + 1) / 2 }, false},
		{"offsets-2d", "N", `
  var k := 0
  for i := 0 to N - 1 do
    for j := 0 to N - 1 do
      k := i * N + j
      while k < i * N + N do
        {1 * r} skip
        k := k + 1
      end
    end
  end`, func(p, n int64) int64 { return n * n * (n + 1) / 2 }, false},
		{"factor-changes", "N", `
  var q := 1
  var k := 0
  while k < q * N do
    {1 * r} skip
    k := k + N + 1
    q := q + 1
  end`, func(p, n int64) int64 { return n }, false},
		{"block-superstep", "N", `
  var k := 0
  for q := 0 to nprocs - 1 do
    if pid == 0 then
      k := q * N
      while k < (q + 1) * N do
        {1 * r} skip
        k := k + 1
      end
    end
    sync
  end`, func(p, n int64) int64 { return p * n }, false},
		// Sound only: factors that change on some paths, three factors, a
		// derived factor, negative factors, a barrier between the product
		// and its use.
		{"factor-branches", "N", `
  var q := 0
  var k := 0
  var j := 0
  for i := 0 to N do
    k := q * N
    if i % 2 == 0 then
      q := q + 1
    else
      q := q
    end
    j := 0
    while k + j < q * N do
      {1 * r} skip
      j := j + 1
    end
  end`, nil, false},
		{"factor-in-loop", "N", `
  var b := 1
  var k := 0
  for q := 0 to N do
    k := 0
    while k < q * b do
      {1 * r} skip
      k := k + 1
    end
    b := b + 1
  end`, nil, false},
		{"three-factors", "N", `
  var k := 0
  for i := 0 to 2 do
    for j := 0 to 2 do
      k := i * j * N
      while k < i * j * N + j * N do
        {1 * r} skip
        k := k + 1
      end
    end
  end`, nil, false},
		{"derived-factor", "N", `
  var k := 0
  var b := N / nprocs
  for q := 0 to nprocs - 1 do
    k := q * b
    while k < q * b + b do
      {1 * r} skip
      k := k + 1
    end
  end`, func(p, n int64) int64 { return p * (n / p) }, false},
		{"negative-factors", "N", `
  var k := 0
  for q := 0 - N to N do
    k := q * N
    while k < q * N + N do
      {1 * r} skip
      k := k + 1
    end
  end`, func(p, n int64) int64 { return (2*n + 1) * n }, false},
		{"square", "N", `
  var r := 1
  while r * r < N do
    {1 * r} skip
    r := r * 2
  end`, nil, false},
		{"break", "N", `
  var k := 0
  for q := 0 to nprocs - 1 do
    k := q * N
    while k < (q + 1) * N do
      {1 * r} skip
      if k == q * N + 3 then
        break
      end
      k := k + 1
    end
  end`, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := fmt.Sprintf("program %s(%s) requires N >= 0\n%s\nend\n", "ghost", tt.params, tt.body)
			prog, w, bound := boundedW(t, tt.name, src)
			var exact func(p int64, params map[string]int64) int64
			if tt.want != nil {
				exact = func(p int64, params map[string]int64) int64 { return tt.want(p, params["N"]) }
			}
			simCheck(t, prog, "W", bound, pointsN(func(p int64) []int64 {
				return []int64{0, 1, 2, 5, p + 3}
			}), exact)
			if tt.plain {
				return
			}
			ghostsOn = false
			defer func() { ghostsOn = true }()
			if off := w(); off != nil && off.String() == bound.String() {
				t.Errorf("with ghostsOn off W = %s: the rule is not what bounds it", off)
			}
		})
	}
}
