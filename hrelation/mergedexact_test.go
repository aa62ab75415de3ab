package hrelation_test

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/hrelation"
)

// TestMergedExact: a program (generated, with the remainders of
// constants made remainders of N + c, which stay parameters of the sets)
// whose last supersteps send, under one replicated guard, from several
// statements (a rotation, a gather to 0, a shift, and a get from (N + 6)
// % nprocs). Their pieces, past maxPieces,
// merge to few, whose maximum polyhedra only bounds (25/3*nprocs words):
// that bound is dropped for the groups' maxima added, and H is that of
// the loops alone, exact against the simulator at p = 1..16 (N a
// multiple of p, as required). Kept (the mutation), H is above the
// simulated cost.
func TestMergedExact(t *testing.T) {
	hExactOnlyWith(t, "merged", mergedSrc, hrelation.MergedExactOn, func(p int64) []map[string]int64 {
		return []map[string]int64{{"N": p, "rounds": 1}, {"N": 3 * p, "rounds": 2}}
	})
}

// hExactOnlyWith analyses src with the rule *on switched on and off: H
// is exact against the simulator at p = 1..16 and the points given with
// the rule, and not without it. *on is true when it returns.
func hExactOnlyWith(t *testing.T, name, src string, on *bool, points func(p int64) []map[string]int64) {
	t.Helper()
	defer func() { *on = true }()
	for _, rule := range []bool{true, false} {
		*on = rule
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: name + ".bsp", Src: []byte(src)})
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("%s: no H bound: %v %v", name, err, rep.H.Reason)
		}
		exact := true
		for p := 1; p <= 16; p++ {
			exact = checkHAt(t, name, rep, p, points(int64(p))) && exact
		}
		if exact != rule {
			t.Errorf("%s: rule %v: H = %s, exact = %v", name, rule, rep.H.Expr, exact)
		}
	}
}

const mergedSrc = `program gend27(N, rounds) requires N % p == 0 && N >= nprocs && rounds >= 0
  var x1 := any
  var v2 := p
  var x3 := 1
  var a4[N]
  var v5 := pid
  var a6[5]
  for i7 := 1 to rounds do
    for i8 := 0 to 2 do
      x1 := min(i7, a6[0])
      sync
    end
    sync
    for i9 := 0 to N - 1 do
      put(nprocs - 1, x3, a6[(x1 % 5 + 5) % 5])
    end
    sync
  end
  var k10 := 1
  while k10 < p do
    if pid >= k10 then
      get(pid - k10, x1, x1)
    end
    sync
    if pid >= k10 then
      {rounds * r} x3 := max(x1 % 3, a6[0] % 2 % (N / nprocs))
    end
    k10 := k10 * 2
  end
  if min(max(8, k10), v2 / 3) == max(v2, k10) then
    var v11 := max(v5 / nprocs, 8 * 3)
    if N >= pid / 4 then
      {max(a4[0] % 2 / nprocs, 0) * r} put((pid + rounds) % nprocs, x1, x1)
    else
      {N * pid * r} get((N + 6) % nprocs, a6[min(N, N / p) % 5], a4[(x3 % N + N) % N])
      {rounds * r} if pid >= v5 then
        put(pid - v5, a6[1], a6[2], 3)
      end
    end
    if k10 != 6 then
      put((N + 0 * rounds) % p, x1, x1)
      put(max(pid - 1, 0), x3, a6[0])
    else
      put(0, x1, x1)
    end
  end
end
`

// TestAgreeingH: the h of a doubling loop's superstep that sends to
// process 3 % p has a case p = 1 (3 % 1 is 0) whose value, N/p, is the
// other case's p*(N/p) there: merged (MergeAgreeing), h is one case and
// the solver sums the senders over the rounds exactly; kept apart (the
// mutation), H is (N - N/p)*ceil(log2(p)), above the simulated cost.
func TestAgreeingH(t *testing.T) {
	const src = `program agree(N) requires N % nprocs == 0 && N >= nprocs
  var a[N / p]
  var b[N]
  var k := 1
  while k < nprocs do
    if pid >= k then
      put(3 % nprocs, a, b[pid * (N / p)], N / nprocs)
    end
    sync
    k := k * 2
  end
end
`
	hExactOnlyWith(t, "agree", src, hrelation.AgreeingHOn, func(p int64) []map[string]int64 {
		return []map[string]int64{{"N": p}, {"N": 2 * p}}
	})
}
