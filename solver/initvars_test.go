package solver

import (
	"fmt"
	"math/big"
	"testing"
)

// TestInitTables checks the package-level tables built at start-up
// without the allocations of their obvious construction (smallRats,
// headVars) against that construction.
func TestInitTables(t *testing.T) {
	for i, r := range smallRats {
		want := big.NewRat(int64(i-64), 1)
		if r.Cmp(want) != 0 || r.RatString() != want.RatString() || !r.IsInt() || r.Sign() != want.Sign() {
			t.Errorf("smallRats[%d] = %s, want %s", i, r.RatString(), want.RatString())
		}
		// Arithmetic with the shared value leaves it unchanged.
		sum := new(big.Rat).Add(r, big.NewRat(1, 3))
		if got := new(big.Rat).Sub(sum, big.NewRat(1, 3)); got.Cmp(want) != 0 || r.Cmp(want) != 0 {
			t.Errorf("smallRats[%d]: arithmetic gave %s, value now %s", i, got.RatString(), r.RatString())
		}
	}
	for i, v := range headVars {
		if want := fmt.Sprintf("#%d", i); v != want {
			t.Errorf("headVars[%d] = %q, want %q", i, v, want)
		}
	}
	if got := headVar(len(headVars) + 3); got != fmt.Sprintf("#%d", len(headVars)+3) {
		t.Errorf("headVar beyond the table = %q", got)
	}
}
