package sim

import (
	"errors"
	"testing"
)

// TestSameAny: any(same) draws one value for every process at the same
// occurrence (a loop's iterations draw anew), while any draws per process:
// a sync under a condition on any(same) never mismatches, one on any
// does for some seed.
func TestSameAny(t *testing.T) {
	run := func(expr string) (mismatch, ran int) {
		prog := parse(t, `program t(N)
  for i := 1 to N do
    var x := `+expr+`
    if x % 2 == 0 then
      sync
    end
  end
end
`)
		for seed := int64(1); seed <= 20; seed++ {
			_, err := Run(prog, Config{P: 4, Params: map[string]int64{"N": 5}, Seed: seed, AnyMin: 0, AnyMax: 100})
			var re *RuntimeError
			switch {
			case err == nil:
				ran++
			case errors.As(err, &re) && re.Kind == ErrBarrierMismatch:
				mismatch++
			default:
				t.Fatalf("%s: %v", expr, err)
			}
		}
		return mismatch, ran
	}
	if m, _ := run("any(same)"); m != 0 {
		t.Errorf("any(same): %d runs mismatch barriers, want none", m)
	}
	if m, _ := run("any"); m == 0 {
		t.Errorf("any: no run mismatches barriers; the test does not tell the two apart")
	}
	// Different occurrences draw different values: over 5 iterations and
	// 20 seeds, the number of syncs varies.
	prog := parse(t, `program t
  for i := 1 to 5 do
    var x := any(same)
    if x % 2 == 0 then
      sync
    end
  end
end
`)
	seen := map[int64]bool{}
	for seed := int64(1); seed <= 20; seed++ {
		r, err := Run(prog, Config{P: 2, Seed: seed, AnyMin: 0, AnyMax: 100})
		if err != nil {
			t.Fatal(err)
		}
		seen[r.S] = true
	}
	if len(seen) < 2 {
		t.Errorf("any(same) gave the same number of syncs for every seed: %v", seen)
	}
}
