package hrelation_test

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/hrelation"
)

// countedPrograms are while loops that step a counter, each checked
// against the simulator at p = 1..16 (never below) and compared with the
// H it gets with the rules on.
var countedPrograms = []simProgram{{
	// The put follows the counter's step: it sees k over 1..min(p, N),
	// and the rest of the condition, k < N at the test, reads k - 1.
	name: "afterstep", src: `program afterstep(N) requires N >= 1
  var y
  var a[2]
  if pid == 0 then
    var k := 0
    while k < nprocs && k < N do
      k := k + 1
      put(k - 1, a[0:2], a[0:2])
    end
  end
  put((pid + 1) % nprocs, y, y)
  sync
end
`, params: []map[string]int64{{"N": 1}, {"N": 3}, {"N": 20}}, wantH: "min(2*N + 1, 2*p + 1)", exact: true,
}, {
	// Every process puts ceil(N/2) words to p - 1 in the loop: counted in
	// the superstep, process 1 % p's word is maximised with them, not
	// added (p*ceil(N/2) + 1 at every p).
	name: "step2", src: `program step2(N) requires N >= 1
  var y
  var z
  var k := 1
  while k <= N do
    put(nprocs - 1, y, z)
    k := k + 2
  end
  if pid == 0 then
    put(1 % nprocs, z, y)
  end
  sync
end
`, params: []map[string]int64{{"N": 1}, {"N": 4}, {"N": 7}}, wantH: "max((2*ceil(N/2) + 1)*min(1, nat(-p + 3), nat(p - 1)), (ceil(N/2) + 1)*min(1, nat(-p + 2)), min(1, nat(p - 2))*(p + p*(ceil(N/2) - 1)))", exact: true,
}, {
	// The bound reads data the body changes: k < a[0] % 3 holds for k
	// = 0, 1 at most (boundRange).
	name: "range", src: `program range(N) requires N >= 1
  var y
  var a[4]
  var k := 0
  while k < a[0] % 3 do
    put(0, y, y)
    a[0] := any
    k := k + 1
  end
  put(nprocs - 1, a[0:2], a[0:2])
  sync
end
`, params: []map[string]int64{{"N": 1}}, wantH: "max(2*p, 4)",
}}

// TestCountedWhiles: the while loops of countedPrograms are counted in
// their superstep as for loops; with countedWhile (or, for the data
// bound, boundRange) switched off their words are counted sequentially,
// added to the step's h: a larger bound.
func TestCountedWhiles(t *testing.T) {
	exact := checkPrograms(t, countedPrograms, true)
	for _, tc := range countedPrograms {
		if tc.exact && !exact[tc.name] {
			t.Errorf("%s: H is not exact", tc.name)
		}
	}
	for _, sw := range []struct {
		name string
		on   *bool
		hit  []string
	}{
		{"countedWhile", hrelation.CountedWhilesOn, []string{"step2", "range"}},
		{"boundRange", hrelation.BoundRangesOn, []string{"range"}},
	} {
		*sw.on = false
		checkPrograms(t, countedPrograms, false)
		for _, tc := range countedPrograms {
			rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
			if err != nil || rep.H.Expr == nil {
				t.Errorf("%s off: %s: no H bound: %v", sw.name, tc.name, err)
				continue
			}
			for _, h := range sw.hit {
				if h == tc.name && rep.H.Expr.String() == tc.wantH {
					t.Errorf("%s off: %s still gets H = %s", sw.name, tc.name, tc.wantH)
				}
			}
		}
		*sw.on = true
	}
}
