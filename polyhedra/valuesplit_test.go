package polyhedra

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// splitCases differ by a polynomial that is neither of one sign nor a
// product of affine factors on the overlap: its sign is known once one
// parameter is fixed at its least values (splitSign).
var splitCases = []maxCase{
	// nprocs·e + 1 and nprocs + 2 (the words of process 0 and of
	// process p - 1, e = N / p >= 1): p·e - p - 1 is -1 at e = 1, at
	// least 1 from e = 2.
	{name: "p e + 1, p + 2", params: []string{"p", "e"},
		a: "[p, e] -> { : p >= 2 and e >= 1 }", b: "[p, e] -> { : p >= 2 and e >= 1 }",
		ta: []term{tm(1, 1, 1), tm(1, 0, 0)}, tb: []term{tm(1, 1, 0), tm(2, 0, 0)}},
	// p·e and e + 3: (p - 1)·e - 3, affine at p = 2 and p = 3, positive
	// from p = 4.
	{name: "p e, e + 3", params: []string{"p", "e"},
		a: "[p, e] -> { : p >= 2 and e >= 1 }", b: "[p, e] -> { : p >= 2 and e >= 1 }",
		ta: []term{tm(1, 1, 1)}, tb: []term{tm(1, 0, 1), tm(3, 0, 0)}},
	// The same on two parts: p fixed by an equality on one, the sign
	// proved on the other.
	{name: "p e, e + 3 on two parts", params: []string{"p", "e"},
		a: "[p, e] -> { : p = 2 and e >= 1; : p >= 3 and e >= p }", b: "[p, e] -> { : p >= 2 and e >= 1 }",
		ta: []term{tm(1, 1, 1)}, tb: []term{tm(1, 0, 1), tm(3, 0, 0)}},
}

func TestMaxValueSplit(t *testing.T) {
	for _, tc := range splitCases {
		if m := checkMax(t, tc); !m.Exact {
			t.Errorf("%s: max %s not exact", tc.name, m)
		}
	}
}

// TestMaxValueSplitMutation: without splitSign the maxima above are
// bounds (their sum where they overlap).
func TestMaxValueSplitMutation(t *testing.T) {
	defer func(on bool) { valueSplitOn = on }(valueSplitOn)
	valueSplitOn = false
	for _, tc := range splitCases {
		if m := checkMax(t, tc); m.Exact {
			t.Errorf("%s: max %s exact without the value split", tc.name, m)
		}
	}
}

// manyCases is a count over [a, x] with one piece per value of a in
// 0..n-1, of value 1 or 2 by the parity of a: its maximum over x has n
// candidates but two values.
func manyCases(n int) *PwQPoly {
	pw := &PwQPoly{Params: []string{"a", "x"}, Exact: true}
	for i := range n {
		dom := MustParse(fmt.Sprintf("[a, x] -> { : a = %d and 0 <= x <= 5 }", i))
		pw.Pieces = append(pw.Pieces, Piece{dom, QPoly{params: pw.Params, p: constPoly(2, big.NewRat(int64(1+i%2), 1))}})
	}
	return pw
}

// TestMaxOverMergesEqual: past maxMaxPieces candidates, the pieces of
// equal value are merged and the maximum stays exact; without the merge
// it is a bound.
func TestMaxOverMergesEqual(t *testing.T) {
	n := maxMaxPieces + 6
	check := func() *PwQPoly {
		m, err := manyCases(n).MaxOver(1)
		if err != nil {
			t.Fatal(err)
		}
		for a := int64(-1); a <= int64(n); a++ {
			want := int64(0)
			if a >= 0 && a < int64(n) {
				want = 1 + a%2
			}
			if got := m.Eval([]int64{a}); got.Cmp(big.NewRat(want, 1)) < 0 || m.Exact && got.Cmp(big.NewRat(want, 1)) != 0 {
				t.Errorf("at a = %d: %v, want %d (exact %v)", a, got, want, m.Exact)
			}
		}
		return m
	}
	if m := check(); !m.Exact || len(m.Pieces) > maxMaxPieces {
		t.Errorf("max of %d cases: %d pieces, exact %v: %s", n, len(m.Pieces), m.Exact, m)
	}
	defer func(on bool) { maxMergeOn = on }(maxMergeOn)
	maxMergeOn = false
	if m := check(); m.Exact {
		t.Errorf("max of %d cases exact without the merge: %s", n, strings.TrimSpace(m.String()))
	}
}

// TestMaxOverPlainPrefix: a maximum whose merge of equal pieces first
// holds (two values on the first cases) and then stops (a distinct value
// on each later case) is the plain maximum, the same when it is made
// from the pieces kept before the first merge (plainPrefixOn) as from
// the first candidate, and a bound at every value.
func TestMaxOverPlainPrefix(t *testing.T) {
	n, distinct := maxMaxPieces, maxMaxPieces+4
	pw := &PwQPoly{Params: []string{"a", "x"}, Exact: true}
	val := func(i int) int64 {
		if i < n {
			return int64(1 + i%2)
		}
		return int64(10 + i)
	}
	for i := range n + distinct {
		dom := MustParse(fmt.Sprintf("[a, x] -> { : a = %d and 0 <= x <= 5 }", i))
		pw.Pieces = append(pw.Pieces, Piece{dom, QPoly{params: pw.Params, p: constPoly(2, big.NewRat(val(i), 1))}})
	}
	maxOf := func() string {
		m, err := pw.MaxOver(1)
		if err != nil {
			t.Fatal(err)
		}
		for a := int64(-1); a <= int64(n+distinct); a++ {
			want := int64(0)
			if a >= 0 && a < int64(n+distinct) {
				want = val(int(a))
			}
			if got := m.Eval([]int64{a}); got.Cmp(big.NewRat(want, 1)) < 0 {
				t.Errorf("at a = %d: %v, below %d", a, got, want)
			}
		}
		if m.Exact {
			t.Errorf("merge stopped, maximum exact: %s", m)
		}
		return m.String()
	}
	with := maxOf()
	defer func(on bool) { plainPrefixOn = on }(plainPrefixOn)
	plainPrefixOn = false
	if without := maxOf(); with != without {
		t.Errorf("plain maximum from the prefix:\n%s\nfrom the first candidate:\n%s", with, without)
	}
}
