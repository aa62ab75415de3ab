package seqcost

import (
	"math/big"
	"sort"
	"testing"

	"bspcost/solver"

	"github.com/google/go-cmp/cmp"
)

// TestProjectLocal: a fresh variable that the equation no longer uses is
// eliminated, keeping what it related (an equality substituted, else
// Fourier–Motzkin); the used ones and the arguments stay.
func TestProjectLocal(t *testing.T) {
	v := solver.LinVar
	k := func(c int64) solver.Lin { return solver.NewLin(big.NewRat(c, 1)) }
	sub := func(a, b solver.Lin) solver.Lin { return a.AddScaled(big.NewRat(-1, 1), b) }
	tests := []struct {
		name string
		cons solver.Poly
		used []string
		want []string
	}{
		{"equality through the old pid", solver.Poly{
			{L: v("F1")},                          // pid >= 0
			{L: sub(sub(v("V1"), k(1)), v("F1"))}, // p - 1 - pid >= 0
			{L: sub(v("F2"), v("F1")), Eq: true},  // x == pid
		}, []string{"F2"}, []string{"F2 >= 0", "-F2 + V1 - 1 >= 0"}},
		{"bounds combined", solver.Poly{
			{L: sub(v("F1"), v("F2"))},            // F1 >= x
			{L: sub(sub(v("V1"), v("F1")), k(1))}, // F1 <= p - 1
		}, []string{"F2"}, []string{"-F2 + V1 - 1 >= 0"}},
		{"used stays", solver.Poly{{L: sub(v("F3"), v("V1"))}}, []string{"F3"}, []string{"F3 - V1 >= 0"}},
	}
	for _, tc := range tests {
		used := map[string]bool{}
		for _, u := range tc.used {
			used[u] = true
		}
		var got []string
		for _, c := range projectLocal(tc.cons, used, nil) {
			got = append(got, c.String())
		}
		sort.Strings(got)
		sort.Strings(tc.want)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestProjectCheapestFirst: the local variables are eliminated fewest
// combinations first. F1 here is bounded by F2..F5 on both sides (25
// combinations, past maxFMPairs: eliminated first, as the order of the
// names has it, it takes the used F9's bound with it); F2..F5 first
// cost one combination each, and then F1 two.
func TestProjectCheapestFirst(t *testing.T) {
	v := solver.LinVar
	k := func(c int64) solver.Lin { return solver.NewLin(big.NewRat(c, 1)) }
	sub := func(a, b solver.Lin) solver.Lin { return a.AddScaled(big.NewRat(-1, 1), b) }
	add := func(a, b solver.Lin) solver.Lin { return a.AddScaled(big.NewRat(1, 1), b) }
	cons := solver.Poly{
		{L: sub(v("F1"), v("F9"))}, // F9 <= F1
		{L: sub(v("V1"), v("F1"))}, // F1 <= p
	}
	for _, f := range []string{"F2", "F3", "F4", "F5"} {
		cons = append(cons,
			solver.Cons{L: sub(v("F1"), v(f))},            // f <= F1
			solver.Cons{L: sub(add(v(f), k(1)), v("F1"))}) // F1 <= f + 1
	}
	project := func() []string {
		var got []string
		for _, c := range projectLocal(cons, map[string]bool{"F9": true}, nil) {
			got = append(got, c.String())
		}
		return got
	}
	if diff := cmp.Diff([]string{"-F9 + V1 >= 0"}, project()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	fmCheapestOn = false
	defer func() { fmCheapestOn = true }()
	if got := project(); len(got) != 0 {
		t.Errorf("in the order of the names: %v, want F9's bound dropped (the mutation check)", got)
	}
}

// TestProjectLocalStop: once stop holds (the analysis's budget has run
// out) projectLocal eliminates nothing more and returns the constraints
// as they were, at once.
func TestProjectLocalStop(t *testing.T) {
	v := solver.LinVar
	sub := func(a, b solver.Lin) solver.Lin { return a.AddScaled(big.NewRat(-1, 1), b) }
	cons := solver.Poly{{L: sub(v("F1"), v("V1"))}, {L: sub(v("V2"), v("F1"))}} // V1 <= F1 <= V2
	str := func(p solver.Poly) []string {
		var out []string
		for _, c := range p {
			out = append(out, c.String())
		}
		return out
	}
	if diff := cmp.Diff([]string{"-V1 + V2 >= 0"}, str(projectLocal(cons, nil, func() bool { return false }))); diff != "" {
		t.Errorf("stop never true (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(str(cons), str(projectLocal(cons, nil, func() bool { return true }))); diff != "" {
		t.Errorf("stop true: not the constraints as they were (-want +got):\n%s", diff)
	}
}

// TestTightened: a constraint with integer coefficients over integer
// variables is divided by its coefficients' gcd, an inequality's constant
// rounded down, an equality without an integer point false; with a gcd of
// 1 or no variable it stays. Rule off (gcdTightenOn false): each is
// unchanged, and the first three fail.
func TestTightened(t *testing.T) {
	v := solver.LinVar
	k := func(c int64) solver.Lin { return solver.NewLin(big.NewRat(c, 1)) }
	lin := func(c int64, terms ...solver.Lin) solver.Lin {
		l := k(c)
		for _, x := range terms {
			l = l.AddScaled(big.NewRat(1, 1), x)
		}
		return l
	}
	for _, tc := range []struct {
		name string
		in   solver.Cons
		want string
	}{
		{"2q + 1 >= 0", solver.Cons{L: lin(1, v("F1").Scale(big.NewRat(2, 1)))}, "F1 >= 0"},
		{"4x - 6y - 3 >= 0", solver.Cons{L: lin(-3, v("F1").Scale(big.NewRat(4, 1)), v("V1").Scale(big.NewRat(-6, 1)))}, "2*F1 - 3*V1 - 2 >= 0"},
		{"2x = 1", solver.Cons{L: lin(-1, v("F1").Scale(big.NewRat(2, 1))), Eq: true}, "1 = 0"},
		{"x + 2y >= 1", solver.Cons{L: lin(-1, v("F1"), v("V1").Scale(big.NewRat(2, 1)))}, "F1 + 2*V1 - 1 >= 0"},
	} {
		if got := tightened(tc.in).String(); got != tc.want {
			t.Errorf("%s: tightened = %s, want %s", tc.name, got, tc.want)
		}
	}
}
