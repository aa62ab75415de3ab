package polyhedra_test

import (
	"fmt"

	"bspcost/polyhedra"
)

// The interaction set of "if pid >= i then get(pid - i, ...)": process s
// reads from t = s - i. Each source has one target and each target one
// source, so both maxima are 1 wherever the set is non-empty.
func ExampleSet_Fibres() {
	m := polyhedra.MustParse("[p, i] -> { [s] -> [t] : 0 <= s < p and t = s - i and s >= i }")
	f, err := m.Fibres()
	if err != nil {
		panic(err)
	}
	fmt.Println(f.PerSource)
	fmt.Println(f.MaxPerSource)
	fmt.Println(f.MaxPerTarget, f.MaxPerTarget.Exact)
	// Output:
	// [p, i, s] -> { (1) : s >= 0 and p >= s + 1 and s >= i }
	// [p, i] -> { (1) : p >= 1 and p >= i + 1 }
	// [p, i] -> { (1) : p >= 1 and p >= i + 1 } true
}

func ExampleSet_Count() {
	s := polyhedra.MustParse("[N] -> { [i, j] : 0 <= i < N and 0 <= j <= i and (i + j) mod 2 = 0 }")
	c, err := s.Count()
	if err != nil {
		panic(err)
	}
	fmt.Println(c.Exact, c.Eval([]int64{10}))
	// Output:
	// true 30/1
}

func ExampleParse() {
	s, err := polyhedra.Parse("{ [x] : x mod 3 = 1 and 0 <= x <= 10 }")
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	_, err = polyhedra.Parse("{ [x] : x >= y }")
	fmt.Println(err)
	// Output:
	// { [x] : exists (e0 = floor((x)/3) : x = 3e0 + 1 and x >= 0 and 10 >= x) }
	// 1:14: unknown identifier "y"
}
