package seqcost

import (
	"testing"

	"bspcost/frontend"
)

// TestFlagExit: a loop left through a flag assigned constants (clang's
// `for (j = 0; j < 10 && j < n; j++)` as the C front end rebuilds it: a
// temporary set to 0 or 1, then `if t == 0 then break end`) is bounded:
// on each path the flag is a constant, and the comparison of two
// constants that fails makes the path infeasible. With constFalseOn off
// such a comparison constrains nothing and the loop has no bound.
// (sliceConstOn off: with it the false constant reaches the solver, which
// drops the path itself; TestSliceConstFalse.)
func TestFlagExit(t *testing.T) {
	defer func(old bool) { sliceConstOn = old }(sliceConstOn)
	sliceConstOn = false
	const src = `program flag(n)
  var j := 0
  while true do
    var f := 0
    if j < 10 then
      if j < n then
        f := 1
      end
    end
    if f == 0 then
      break
    end
    sync
    j := j + 1
  end
end
`
	prog, err := frontend.Parse("flag.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	bound := boundOf(t, prog, "S")
	if bound == nil {
		t.Fatal("S has no bound")
	}
	t.Logf("S = %s", bound)
	simCheck(t, prog, "S", bound, func(p int64) []map[string]int64 {
		return []map[string]int64{{"n": 0}, {"n": 3}, {"n": 10}, {"n": 100}}
	}, nil)
	constFalseOn = false
	defer func() { constFalseOn = true }()
	if off := boundOf(t, prog, "S"); off != nil {
		t.Errorf("with constFalseOn off S = %s: the rule is not what bounds it", off)
	}
}
