package hrelation_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/driver"
	"bspcost/hrelation"
)

// TestSquareRoots checks the arithmetic of the square rule: no residue
// has more than ceil(p / 2) square roots modulo p, and the bound is
// reached at p = 1, 2, 3, 4, 8 (where the square programs are exact).
func TestSquareRoots(t *testing.T) {
	reached := map[int]bool{}
	for p := 1; p <= 300; p++ {
		roots := make([]int, p)
		for x := 0; x < p; x++ {
			roots[x*x%p]++
		}
		most := 0
		for _, n := range roots {
			most = max(most, n)
		}
		if most > (p+1)/2 {
			t.Errorf("p = %d: a residue has %d square roots, above ceil(p/2) = %d", p, most, (p+1)/2)
		}
		reached[p] = most == (p+1)/2
	}
	for _, p := range []int{1, 2, 3, 4, 8} {
		if !reached[p] {
			t.Errorf("p = %d: ceil(p/2) square roots not reached", p)
		}
	}
}

// squarePrograms address X * X % nprocs with X = ±pid + e: at most
// ceil(p / 2) senders per target and execution instance.
var squarePrograms = []struct {
	name, src string
	params    []map[string]int64
	wantH     string // with the rule
	wantOff   string // without it
	exact     bool   // exact where ceil(p / 2) is the most square roots
}{
	{
		name: "square",
		src: `program sq(N) requires N >= 1
  var y[N]
  put(pid * pid % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params:  []map[string]int64{{"N": 1}, {"N": 4}},
		wantH:   "N + N*(ceil(p/2) - 1)",
		wantOff: "N*p",
		exact:   true,
	},
	{
		// Gets from the square of pid shifted by a loop counter.
		name: "shifted",
		src: `program sh(R) requires R >= 0
  var x
  for k := 0 to R - 1 do
    get((pid + k) * (pid + k) % p, x, x)
  end
  sync
end
`,
		params:  []map[string]int64{{"R": 0}, {"R": 1}, {"R": 3}},
		wantH:   "R + R*(ceil(p/2) - 1)",
		wantOff: "R*p",
		exact:   true,
	},
	{
		// The square of a scalar that holds pid (its one value inside
		// the target).
		name: "inner",
		src: `program in(N) requires N >= 1
  var y[N]
  var me := pid
  put(me * me % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params:  []map[string]int64{{"N": 1}, {"N": 4}},
		wantH:   "N + N*(ceil(p/2) - 1)",
		wantOff: "N*p",
		exact:   true,
	},
	{
		// A negated pid under a guard that keeps the even processes: a
		// bound (two senders per target at p = 8, not four).
		name: "guarded",
		src: `program gd(N) requires N >= 1
  var x[N]
  if pid % 2 == 0 then
    put((nprocs - pid) * (nprocs - pid) % nprocs, x[0:N], x[0:N])
  end
  sync
end
`,
		params:  []map[string]int64{{"N": 1}, {"N": 2}},
		wantH:   "N + N*(ceil(p/2) - 1)",
		wantOff: "N + N*(ceil(p/2) - 1)", // the even processes' words
	},
}

// TestSquare: sound against the simulator at p = 1..16 with the rule and
// without it, exact where ceil(p / 2) is the most square roots (p = 1,
// 2, 3, 4, 8) when every process sends, and without the rule every
// process's words.
func TestSquare(t *testing.T) {
	for _, tc := range squarePrograms {
		for _, on := range []bool{true, false} {
			func() {
				defer func(v bool) { *hrelation.SquareOn = v }(*hrelation.SquareOn)
				*hrelation.SquareOn = on
				rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
				if err != nil || rep.H.Expr == nil {
					t.Fatalf("%s, rule %v: no H bound: %v %v", tc.name, on, err, rep.H.Reason)
				}
				want := tc.wantH
				if !on {
					want = tc.wantOff
				}
				if diff := cmp.Diff(want, rep.H.Expr.String()); diff != "" {
					t.Errorf("%s, rule %v: H (-want +got):\n%s", tc.name, on, diff)
				}
				checkHAgainstSim(t, tc.name, rep, 16, tc.params)
				if on && tc.exact {
					for _, p := range []int{1, 2, 3, 4, 8} {
						if !checkHAt(t, tc.name, rep, p, tc.params) {
							t.Errorf("%s: H not exact at p = %d", tc.name, p)
						}
					}
				}
			}()
		}
	}
}

// TestSquareOneExecutor: one process runs the statement, each word
// counted once on the remote side: exact; multiplying its instances by
// ceil(p / 2) (the switch off) is not.
func TestSquareOneExecutor(t *testing.T) {
	src := `program one(N) requires N >= 1
  var x
  if pid == nprocs - 1 then
    for i := 0 to N - 1 do
      put(pid * pid % nprocs, x, x)
    end
  end
  sync
end
`
	points := []map[string]int64{{"N": 1}, {"N": 3}}
	for _, on := range []bool{true, false} {
		func() {
			defer func(v bool) { *hrelation.ManyExecutorsOn = v }(*hrelation.ManyExecutorsOn)
			*hrelation.ManyExecutorsOn = on
			rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "one.bsp", Src: []byte(src)})
			if err != nil || rep.H.Expr == nil {
				t.Fatalf("switch %v: no H bound: %v %v", on, err, rep.H.Reason)
			}
			if exact := checkHAgainstSim(t, "one", rep, 16, points); exact != on {
				t.Errorf("switch %v: H = %s exact %v", on, rep.H.Expr, exact)
			}
		}()
	}
}

// squareClassPrograms have a square remote process beside a statement
// whose largest words are on the other side: ceil(p / 2) times the
// instances is compared with that side before the maximum.
var squareClassPrograms = []simProgram{
	{
		// Process 0 sends p words to the gets; a target of the square
		// receives at most ceil(p / 2): h = p + 1.
		name: "squareBeside",
		src: `program squareBeside(N) requires N >= 1
  var x
  var y
  put(pid * pid % nprocs, x, x)
  get(0, y, x)
  sync
end
`,
		params: []map[string]int64{{"N": 1}},
	},
}

// TestSquareClass: as TestClassMax, for the square rule's class counts.
func TestSquareClass(t *testing.T) {
	checkClassRule(t, squareClassPrograms, hrelation.SquareClassOn)
}
