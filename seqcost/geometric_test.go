package seqcost

import (
	"fmt"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/solver"
)

// TestGeometric: a counter multiplied by a value at least 2 (a parameter
// the requires clause bounds, or BSPedupack's FFT's n / p where n >= 2p) is
// counted logarithmically; every bound is checked against the simulator at
// p = 1..16, and with each rule off (geometricOn; derivedFloorsOn, which
// gives n / p >= 2 to the loop) S has no bound. Where the multiplier may
// be 1 the loop may run forever, and there is no bound.
func TestGeometric(t *testing.T) {
	tests := []struct {
		name, requires, body string
		params               func(p int64) []map[string]int64
		off                  []*bool
		bounded              bool
	}{
		{"quotient", "n >= 2 * p", "var np := n / nprocs\n  var c := 1\n  while c < nprocs do\n    sync\n    c := c * np\n  end",
			func(p int64) []map[string]int64 {
				return []map[string]int64{{"n": 2 * p}, {"n": 3*p + 1}, {"n": 8 * p}}
			}, []*bool{&geometricOn, &derivedFloorsOn}, true},
		{"parameter", "m >= 2 && N >= 0", "var c := 1\n  while c < N do\n    sync\n    c := m * c\n  end",
			func(p int64) []map[string]int64 {
				return []map[string]int64{{"m": 2, "N": 0}, {"m": 2, "N": 100}, {"m": 3, "N": 81}, {"m": 7, "N": 1000}}
			}, []*bool{&geometricOn}, true},
		{"maybe one", "m >= 1 && N >= 0", "var c := 1\n  while c < N do\n    sync\n    c := c * m\n  end", nil, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			params := "n"
			if tt.name != "quotient" {
				params = "m, N"
			}
			src := fmt.Sprintf("program geo(%s) requires %s\n  %s\nend\n", params, tt.requires, tt.body)
			prog, err := frontend.Parse(tt.name+".bsp", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			s := func() *solver.Expr { return boundOf(t, prog, "S") }
			bound := s()
			if !tt.bounded {
				if bound != nil {
					t.Fatalf("S = %s for a loop that may run forever", bound)
				}
				return
			}
			if bound == nil {
				t.Fatalf("S has no bound")
			}
			t.Logf("S = %s", bound)
			simCheck(t, prog, "S", bound, tt.params, nil)
			if !strings.Contains(bound.String(), "log2") {
				t.Errorf("S = %s: not logarithmic", bound)
			}
			for _, sw := range tt.off {
				*sw = false
				if off := s(); off != nil {
					t.Errorf("with a rule off S = %s: the rule is not what bounds it", off)
				}
				*sw = true
			}
		})
	}
}
