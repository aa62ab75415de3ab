package solver

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// genSystem writes a random cost relation system: a chain of up to three
// loops over two variables, with random guards, updates (+-1, reset,
// halving, non-deterministic values) and costs. The generator knows
// nothing of the solver; the evaluator decides what each system costs.
func genSystem(rng *rand.Rand) string {
	var b strings.Builder
	nrel := 1 + rng.Intn(3)
	b.WriteString("entry(r0(A,B):[]).\n")
	lin := func() string {
		vs := []string{"A", "B"}
		c := rng.Intn(5) - 2
		switch rng.Intn(4) {
		case 0:
			return fmt.Sprintf("%s%+d", vs[rng.Intn(2)], c)
		case 1:
			return fmt.Sprintf("A-B%+d", c)
		case 2:
			return fmt.Sprintf("B-A%+d", c)
		}
		return fmt.Sprint(c)
	}
	for r := 0; r < nrel; r++ {
		head := fmt.Sprintf("r%d(A,B)", r)
		// exit: to the next loop or done
		exitCall := ""
		if r+1 < nrel {
			exitCall = fmt.Sprintf("r%d(A,B)", r+1)
		}
		fmt.Fprintf(&b, "eq(%s,%d,[%s],[%s>=0]).\n", head, rng.Intn(3), exitCall, lin())
		fmt.Fprintf(&b, "eq(%s,0,[%s],[0>=%s]).\n", head, exitCall, lin())
		for k := 0; k < 1+rng.Intn(2); k++ {
			upd := []string{"A-1", "A", "B", "A+1", "C"}
			a := upd[rng.Intn(len(upd))]
			bb := []string{"B-1", "B", "A", "0", "C"}[rng.Intn(5)]
			cons := []string{fmt.Sprintf("%s>=1", lin())}
			if rng.Intn(3) == 0 {
				cons = append(cons, "2*D=<A", "A>=1")
				a = "D"
			}
			if rng.Intn(2) == 0 {
				cons = append(cons, fmt.Sprintf("C>=%d", rng.Intn(3)-1), fmt.Sprintf("C=<%s", lin()))
			}
			cost := []string{"1", "nat(A)", "nat(B-A)", "2", "nat(A)*nat(B)"}[rng.Intn(5)]
			fmt.Fprintf(&b, "eq(%s,%s,[r%d(%s,%s)],[%s]).\n", head, cost, r, a, bb, strings.Join(cons, ","))
		}
	}
	return b.String()
}

// TestRandomSound: on random systems, every bound is at least the
// evaluator's worst case at every sampled input.
func TestRandomSound(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 40
	}
	rng := rand.New(rand.NewSource(7))
	bounded, points := 0, 0
	for i := 0; i < n; i++ {
		src := genSystem(rng)
		sys, err := ParseCES(fmt.Sprintf("random%d.ces", i), src)
		if err != nil {
			t.Fatalf("generator wrote a bad system: %v\n%s", err, src)
		}
		k := checkSound(t, src, sys, Options{Terminating: true}, rng, 0, 4000)
		if k > 0 {
			bounded++
		}
		points += k
	}
	t.Logf("%d random systems, %d with a bound checked, %d points compared", n, bounded, points)
}
