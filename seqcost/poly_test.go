package seqcost

import (
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/polyhedra/bspaff"
	"bspcost/solver"
)

// polyCase is a program whose W, H and S bounds are checked against the
// simulator at p = 1..16 and several N: never below, equal to want's
// value where want gives one (exact). off, when set, switches the rule
// under test off; the bounds printed then must differ from bounds (the
// mutation check: the rule is what gives them).
type polyCase struct {
	name, src string
	bounds    map[string]string // the printed bounds
	want      map[string]func(p, n int64) int64
	off       *bool
}

// checkPolyCase runs one polyCase.
func checkPolyCase(t *testing.T, tc polyCase) {
	t.Helper()
	prog, err := frontend.Parse(tc.name+".bsp", []byte(tc.src))
	if err != nil {
		t.Fatal(err)
	}
	analyze := func() map[string]string {
		ar := align.Analyze(prog)
		b, err := AnalyzeBSP(prog, ar, Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for r, bd := range map[string]Bound{"W": b.W, "H": b.H, "S": b.S} {
			if bd.Expr == nil {
				out[r] = "no bound: " + bd.Reason
			} else {
				out[r] = bd.Expr.String()
			}
		}
		return out
	}
	got := analyze()
	if d := cmp.Diff(tc.bounds, got); d != "" {
		t.Errorf("bounds (-want +got):\n%s", d)
	}
	exprs := map[string]*solver.Expr{}
	for r, s := range got {
		if e, err := solver.ParseExpr(s); err == nil {
			exprs[r] = e
		}
	}
	for p := int64(1); p <= 16; p++ {
		for _, n := range []int64{p, 2 * p, 3 * p, 5 * p} {
			params := map[string]int64{"N": n}
			if sim.CheckParams(prog, int(p), params) != nil {
				continue // a point the requires clause refuses
			}
			res, err := sim.Run(prog, sim.Config{P: int(p), Params: params, Seed: 1})
			if err != nil {
				t.Fatalf("p=%d N=%d: %v", p, n, err)
			}
			for _, c := range oracle.Compare(exprs, int(p), params, res) {
				if c.Err != nil || c.Unsound() {
					t.Errorf("UNSOUND or unevaluable %s = %s at p=%d N=%d (simulated %d): %v", c.Resource, c.Bound, p, n, c.Simulated, c.Err)
					continue
				}
				if f := tc.want[c.Resource]; f != nil {
					if got, want := c.Value.RatString(), fmt.Sprint(f(p, n)); got != want {
						t.Errorf("%s = %s = %s at p=%d N=%d, want %s (exact; simulated %d)", c.Resource, c.Bound, got, p, n, want, c.Simulated)
					}
				}
			}
		}
	}
	if tc.off != nil {
		*tc.off = false
		defer func() { *tc.off = true }()
		if off := analyze(); cmp.Equal(off, got) {
			t.Errorf("with the rule off the bounds are the same: %v", off)
		}
	}
}

// TestProducts (issue 29, cause 2): products of values in normal form,
// so that equal products cancel (a block lo := pid*b, hi := pid*b + b -
// 1 has b iterations), and products of derived parameters (the solver
// bounds them by their factors' bounds; the signs of derived parameters,
// floor(N/p) >= 1, are TestDivRemBounds' mutation check).
func TestProducts(t *testing.T) {
	block := func(p, n int64) int64 { return n / p }
	tests := []polyCase{
		{name: "block bounds in two statements", src: `program blk(N) requires N >= p && N % p == 0
  var b := N / p
  var lo := pid * b
  var hi := pid * b + b - 1
  for k := lo to hi do
    {1} skip
  end
end
`, bounds: map[string]string{"W": "N/p", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": block}, off: &monomialsOn},
		{name: "cancellation in one expression", src: `program cancel(N) requires N >= p && N % p == 0
  var b := N / p
  for k := 1 to pid * b + b - pid * b do
    {2} skip
  end
end
`, bounds: map[string]string{"W": "2*(N/p)", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return 2 * n / p }}, off: &monomialsOn},
		{name: "gather of blocks to process 0", src: `program gather(N) requires N >= p && N % p == 0
  var b := N / p
  var a[N]
  var off := pid * b
  put(0, a[off:off + b], a[off:off + b])
  sync
end
`, bounds: map[string]string{"W": "0", "H": "N", "S": "2"},
			want: map[string]func(p, n int64) int64{"H": func(p, n int64) int64 { return n }}},
		{name: "product of the block size and a counter", src: `program bk(N) requires N >= p && N % p == 0
  var b := N / p
  for k := 0 to b - 1 do
    {b * k} skip
  end
end
`, bounds: map[string]string{"W": "(N/p)*(N/p)*(N/p - 1)/2", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { b := n / p; return b * b * (b - 1) / 2 }}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestTriangularLoops (issue 29, cause 4): nested loops whose inner trip
// count depends on the outer counter are bounded by the sum, not the
// rectangle, for each resource (work, a slice that shrinks, barriers).
func TestTriangularLoops(t *testing.T) {
	tri := func(p, n int64) int64 { return n * (n + 1) / 2 }
	tests := []polyCase{
		{name: "work", src: `program tw(N)
  for i := 0 to N - 1 do
    for j := i to N - 1 do
      {1} skip
    end
  end
end
`, bounds: map[string]string{"W": "nat(N)*(nat(N) + 1)/2", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": tri}},
		{name: "work below the diagonal", src: `program tl(N)
  for i := 0 to N - 1 do
    for j := 0 to i - 1 do
      {1} skip
    end
  end
end
`, bounds: map[string]string{"W": "nat(N - 1)*(nat(N - 1) + 1)/2", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return n * (n - 1) / 2 }}},
		{name: "shrinking slices", src: `program ts(N)
  var a[N]
  for i := 0 to N - 1 do
    put((pid + 1) % nprocs, a[i:N], a[i:N])
    sync
  end
end
`, bounds: map[string]string{"W": "0", "H": "nat(N)*(nat(N) + 1)/2", "S": "nat(N) + 1"},
			want: map[string]func(p, n int64) int64{"H": tri, "S": func(p, n int64) int64 { return n + 1 }}},
		{name: "barriers", src: `program tb(N)
  var x
  for i := 0 to N - 1 do
    for j := i to N - 1 do
      put((pid + 1) % nprocs, x, x)
      sync
    end
  end
end
`, bounds: map[string]string{"W": "0", "H": "nat(N)*(nat(N) + 1)/2", "S": "nat(N)*(nat(N) + 1)/2 + 1"},
			want: map[string]func(p, n int64) int64{"H": tri, "S": func(p, n int64) int64 { return tri(p, n) + 1 }}},
		{name: "three nested", src: `program t3(N)
  for i := 0 to N - 1 do
    for j := i to N - 1 do
      for k := j to N - 1 do
        {1} skip
      end
    end
  end
end
`, bounds: map[string]string{"W": "(2*nat(N) + 1)*nat(N)*(nat(N) + 1)/12 + nat(N)*(nat(N) + 1)/4", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return n * (n + 1) * (n + 2) / 6 }}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestDivRemBounds (issue 29): a quotient or remainder by a divisor that
// is not a positive constant keeps the bounds C's division gives it where
// the requires clause shows an operand's sign, and a cost with several
// cases forks its path over them, instead of an unbounded value.
func TestDivRemBounds(t *testing.T) {
	tests := []polyCase{
		{name: "remainder of data by the block size", src: `program rem(N) requires N >= p && N % p == 0
  var a[4]
  {max(a[0] % 8 % (N / p), 0)} skip
end
`, bounds: map[string]string{"W": "7", "H": "0", "S": "1"}, off: &divRemBoundsOn},
		{name: "remainder by the block size, positive by the requires clause", src: `program rem(N) requires N >= p && N % p == 0
  var a[4]
  {max(a[0] % (N / p), 0)} skip
end
`, bounds: map[string]string{"W": "N/p - 1", "H": "0", "S": "1"}, off: &derivedSignsOn},
		{name: "quotient of a parameter by a value of the process", src: `program quo(N) requires N >= p
  for k := 1 to N / (pid + 1) do
    {1} skip
  end
end
`, bounds: map[string]string{"W": "N", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return n }}, off: &divRemBoundsOn},
		{name: "cost with two cases", src: `program cases(N) requires N >= p
  {min(pid, N) % 3} skip
end
`, bounds: map[string]string{"W": "2", "H": "0", "S": "1"}, off: &costCasesOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestLoopConsts (issue 29): a variable that a loop changes only by
// assigning it constants is, after the loop, between the least and the
// greatest of them and its value before the loop.
func TestLoopConsts(t *testing.T) {
	tests := []polyCase{
		{name: "constants assigned in a for loop", src: `program lc(N) requires N >= p
  var v := 2
  for i := 0 to N - 1 do
    if i == 1 then
      v := 8
    end
  end
  {v} skip
end
`, bounds: map[string]string{"W": "8", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return 8 }}, off: &loopConstsOn},
		{name: "a while loop left by a break", src: `program lw(N) requires N >= p
  var v := 0
  var k := 1
  while k < N do
    v := -3
    if k >= 2 then
      v := 5
      break
    end
    k := k + 1
  end
  {max(v, 0) + 1} skip
end
`, bounds: map[string]string{"W": "6", "H": "0", "S": "1"}, off: &loopConstsOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestLoopHavocs (issue 29): after a loop with a barrier, pid is a process
// (nondet's pid := any and its assume in the body, or pid before the
// loop), not a value without bounds.
func TestLoopHavocs(t *testing.T) {
	tests := []polyCase{
		{name: "pid after a loop with a barrier", src: `program lh(N) requires N >= p
  var k := 1
  while k < nprocs do
    sync
    k := k * 2
  end
  {pid} skip
end
`, bounds: map[string]string{"W": "p - 1", "H": "0", "S": "ceil(log2(p)) + 1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return p - 1 }}, off: &loopHavocsOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestLoopMonotone: a counter that a loop only steps in one direction
// (v := v + 1, a pointer walking an array) is, after the loop, on that
// side of its value before it, so that a nested loop bounded by it has a
// bound that does not grow along the outer loop.
func TestLoopMonotone(t *testing.T) {
	// (Without the exit conditions of while loops, which bound these
	// loops on their own: TestWhileExitCondition.)
	loopExitCondOn = false
	defer func() { loopExitCondOn = true }()
	tests := []polyCase{
		{name: "a counter that only grows", src: `program mu(N) requires N >= p
  var k := 0
  for i := 0 to N - 1 do
    while k <= i do
      {1 * r} skip
      k := k + 1
    end
  end
end
`, bounds: map[string]string{"W": "N*N", "H": "0", "S": "1"}, off: &loopMonotoneOn},
		{name: "a counter that only shrinks", src: `program md(N) requires N >= p
  var k := N
  var i := 0
  while i < N do
    while k >= N - i do
      {1 * r} skip
      k := k - 2
    end
    i := i + 1
  end
end
`, bounds: map[string]string{"W": "N*ceil(N/2)", "H": "0", "S": "1"}, off: &loopMonotoneOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestSquares: the square of a variable is at least its absolute value
// (v·v - |v| = |v|·(|v| - 1) >= 0 for integers), so that a guard
// r * r < N bounds r. The loop below has a bound without the rule too (r*r
// is a ghost argument, ghost.go, multiplied by 4 at each turn): the rule is
// checked with the ghosts off.
func TestSquares(t *testing.T) {
	ghostsOn = false
	defer func() { ghostsOn = true }()
	tests := []polyCase{
		{name: "the least power of two whose square is at least N", src: `program sq(N) requires N >= p
  var r := 1
  while r * r < N do
    {1 * r} skip
    r := r * 2
  end
end
`, bounds: map[string]string{"W": "ceil(log2(N))", "H": "0", "S": "1"}, off: &squaresOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestDivAnySign: a quotient whose operands' signs are both unknown is
// at most the dividend in absolute value (one alternative per sign of
// the dividend), as ufft's n / k with n a quotient and k a doubling
// counter; also where it is the dividend of another quotient
// (divNestedSignOn).
func TestDivAnySign(t *testing.T) {
	tests := []polyCase{
		{name: "groups of a doubling size", src: `program da(N) requires N >= p
  var m := N - 2 * nprocs
  var k := 2
  var nk
  while k <= m do
    nk := m / k
    for r := 0 to nk - 1 do
      {1 * r} skip
    end
    k := k * 2
  end
end
`, bounds: map[string]string{"W": "nat(N - 2)*nat(ceil(log2(N - 1)) - 1)", "H": "0", "S": "1"}, off: &divAnySignOn},
		// ufft's n / k in a kernel whose n is the caller's n / p, no
		// sign known: the inner quotient is an operand of the outer one.
		{name: "nested", src: `program dn(N)
  var k := 2
  while k <= N / (N - 4 * nprocs) do
    var nk := N / (N - 4 * nprocs) / k
    for r := 0 to nk - 1 do
      {1 * r} skip
    end
    k := k * 2
  end
end
`, bounds: map[string]string{"W": "nat(-N)*nat(ceil(log2(-N + 1)) - 1) + nat(N)*nat(ceil(log2(N + 1)) - 1)", "H": "0", "S": "1"}, off: &divNestedSignOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestDerivedOnes: the entry's precondition states D >= 1 of a quotient D
// = N / p that the requires clause shows at least 1 (N >= p), so that a
// branch on N / p >= 2 is a case of a few small values of D, which the
// solver keeps apart (p words sent only where N >= 2p), not its cost at
// every point.
func TestDerivedOnes(t *testing.T) {
	tests := []polyCase{
		{name: "a branch on a quotient of the parameters", src: `program d1(N) requires N >= p && N % p == 0
  var x
  if N / nprocs >= 2 then
    put(p - 1, x, x)
  end
  sync
end
`, bounds: map[string]string{"W": "0", "H": "p*min(1, N/p - 1)", "S": "2"},
			want: map[string]func(p, n int64) int64{"H": func(p, n int64) int64 {
				if n/p >= 2 {
					return p
				}
				return 0
			}}, off: &derivedOnesOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestDerivedRemainders: the entry's precondition states 0 <= D <= p - 1
// of a remainder D = 6 % p that a constraint guards alone: two puts
// whose targets meet where 6 % p == 0 (p = 1, 2, 3, 6) send 2p words to
// one process there and p elsewhere, which the solver keeps apart (no
// case of D < 0 or D >= p); a target whose value is max(0, 0) times a
// constant, modulo p, is 0 (minMaxSame: max(0, 0) one alternative).
func TestDerivedRemainders(t *testing.T) {
	// 6 % p as hrelation's parameter of the sets, which this rule
	// reads (the cases of 6 / p need it not).
	defer func(on bool) { *bspaff.ConstDividendOn = on }(*bspaff.ConstDividendOn)
	*bspaff.ConstDividendOn = false
	h := func(p, n int64) int64 {
		if 6%p == 0 {
			return 2 * p
		}
		return p
	}
	tests := []polyCase{
		{name: "targets meeting on a remainder of p", src: `program r1(N) requires N >= p
  var x
  put(6 % nprocs, x, x)
  put(0, x, x)
  sync
end
`, bounds: map[string]string{"W": "0", "S": "2",
			"H": "max(2*min(1, nat(-p + 2)), p*max(2*min(1, nat(p - 1), nat(p*floor(6/p) - 5)), min(1, nat(-p*floor(6/p) + 6), nat(p - 2))))"},
			want: map[string]func(p, n int64) int64{"H": h}, off: &derivedRemaindersOn},
		{name: "a target max(c % 2, 0) * 3 % p with c = 6", src: `program r2(N) requires N >= p
  var x
  var c := 6
  put(6 % nprocs, x, x)
  put(max(c % 2, 0) * 3 % nprocs, x, x)
  sync
end
`, bounds: map[string]string{"W": "0", "S": "2",
			"H": "max(min(2, 2*nat(-p + 3), 2*nat(-p - p*floor(6/p) + 8)), p*max(2*min(1, nat(p - 1), nat(p*floor(6/p) - 5)), min(1, nat(-p*floor(6/p) + 6), nat(p - 2))))"},
			want: map[string]func(p, n int64) int64{"H": h}},
		// Five maxima of one value each: without their equal
		// alternatives merged, 32 cases, past the cap on alternatives.
		{name: "a loop bound of five max(c % 2, 0) with c = 6", src: `program r3(N) requires N >= p
  var c := 6
  var x
  for i := 1 to max(c % 2, 0) + max(c % 2, 0) + max(c % 2, 0) + max(c % 2, 0) + max(c % 2, 0) + N do
    {1 * r} x := x
  end
end
`, bounds: map[string]string{"W": "N", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return n }}, off: &minMaxSameOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
