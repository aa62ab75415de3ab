package hrelation

import (
	"testing"

	"bspcost/polyhedra"
)

// TestPruneParts: a piece whose domain is 0 >= N or (N >= 1 and e0 < 0),
// with e0 = (N - 1) / nprocs at 0 or above where N >= 1 (its range),
// keeps only 0 >= N (prunePartsOn); without the rule both parts stay,
// a case no run reaches that the sequential analysis reads with the
// others.
func TestPruneParts(t *testing.T) {
	dom := polyhedra.MustParse("[nprocs, N, e0] -> { : 0 >= N and nprocs >= 1 or N >= 1 and 0 >= e0 + 1 and nprocs >= 1 }")
	rs := polyhedra.MustParse("[nprocs, N, e0] -> { : e0 >= 0 or 0 >= N }")
	want := polyhedra.MustParse("[nprocs, N, e0] -> { : 0 >= N and nprocs >= 1 }")
	for _, on := range []bool{true, false} {
		prunePartsOn = on
		got := pruneParts(dom, rs)
		prunePartsOn = true
		switch {
		case on && !got.IsEqual(want):
			t.Errorf("pruned: %s, want %s", got, want)
		case !on && got.NumParts() != 2:
			t.Errorf("without prunePartsOn: %s, want both parts", got)
		}
	}
	// A domain every part of which the ranges meet stays as it is.
	if got := pruneParts(want, rs); !got.IsEqual(want) {
		t.Errorf("pruned %s to %s", want, got)
	}
}
