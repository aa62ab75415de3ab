package hrelation

import (
	"strings"
	"testing"

	"bspcost/frontend"
)

// unknownsSrc: guards that read values the step cannot name (an array
// element, a scalar compared with itself, `any` in a guard whose block
// assigns what it reads, a scalar that is not replicated) but still
// constrain pid or the parameters; a guard whose block assigns the
// target (the value at the put is not the one the guard read).
const unknownsSrc = `program unknowns(N) requires N >= 1
  var x := pid
  var y := any
  var a[N]
  if pid < max(a[0] % 3, pid) then
    put(0, x, x)
  end
  sync
  if y != y then
    put(0, a[0:N], a[0:N])
  end
  sync
  if any % 4 + pid < 2 then
    get(0, x, x)
    y := 3
  end
  sync
  if pid + x < x + 3 && pid <= N then
    put(0, a[0:2], a[0:2])
  end
  sync
  a[0] := 1
  a[min(1, N - 1)] := 0
  if a[min(1, N - 1)] < a[0] then
    put(0, x, x)
  end
  sync
  var q := N
  if q > 0 then
    q := 0
    put(q, a[0:3], a[0:3])
    q := 7
  end
  sync
end
`

// TestGuardUnknowns: never below the simulator at p = 1..16, and with
// the unknowns projected out of the guards the h of each step is the
// expected one (the guards' constraints on pid); without them, worse.
func TestGuardUnknowns(t *testing.T) {
	for _, on := range []bool{true, false} {
		guardUnknownsOn = on
		checkExactEverywhere(t, "unknowns.bsp", unknownsSrc)
		got := stepHs(t, "unknowns.bsp", unknownsSrc)
		guardUnknownsOn = true
		want := []string{"max(0, min(nprocs, 2))", "0", "max(0, min(nprocs, 5))", "max(0, min(2 * nprocs, 6, 2 * N + 2))"}
		for i := range want {
			if i >= len(got) {
				t.Fatalf("unknowns %v: %d steps, want %d", on, len(got), len(want))
			}
			if (got[i] == want[i]) != on {
				t.Errorf("unknowns %v: step %d: h %s (with them: %s)", on, i, got[i], want[i])
			}
		}
	}
}

// stepHs returns the h of each communicating step of src, as Format
// prints it in .bsp.
func stepHs(t *testing.T, name, src string) []string {
	t.Helper()
	prog, err := frontend.Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Analyze(prog, nil)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	res.Format(&b, false)
	var hs []string
	for _, l := range strings.Split(b.String(), "\n") {
		if h, ok := strings.CutPrefix(l, "  h in .bsp: "); ok {
			hs = append(hs, h)
		}
	}
	return hs
}
