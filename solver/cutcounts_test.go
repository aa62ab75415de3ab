package solver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// joinsSystem is a loop whose body is n joins in a row, each with two
// equations (a superstep's two cases: costs 1 and i + 2 at the i-th
// join), the shape of a BSP loop of n supersteps after the sequential
// transformation: every join applies once per iteration.
func joinsSystem(n int) string {
	var b strings.Builder
	b.WriteString(`entry(main(N):[N>=0]).
eq(main(N),0,[w(0,N)],[]).
eq(w(K,N),0,[],[K>=N]).
eq(w(K,N),1,[j0(K,N,X)],[N>=K+1]).
`)
	for i := 0; i < n; i++ {
		next := fmt.Sprintf("j%d(K,N,X)", i+1)
		if i == n-1 {
			next = "w(K+1,N)"
		}
		fmt.Fprintf(&b, "eq(j%d(K,N,X),1,[%s],[X>=0]).\n", i, next)
		fmt.Fprintf(&b, "eq(j%d(K,N,X),%d,[%s],[0>=X+1]).\n", i, i+2, next)
	}
	return b.String()
}

// TestCutCounts: the joins of a loop body are counted by the loop's
// iterations once the first round has counted one of them (cutCounts),
// not by rounds that pay for each join's increases with the others'
// counts (per iteration the joins cost at most 10 and 28: the rounds'
// count grows with the joins).
func TestCutCounts(t *testing.T) {
	tests := []struct {
		name, src, want, wantOff, wantNotFirst string
	}{
		{"3 joins", joinsSystem(3), "10*nat(N + 1) + 1", "11*nat(N + 1) + 1", ""},
		// (The first round ranks a join: the segment before it reaches
		// only the joins up to it.)
		{"6 joins", joinsSystem(6), "28*nat(N + 1) + 1", "49*nat(N + 1) + 1", "28*nat(N + 1) + 19"},
	}
	for _, tc := range tests {
		solve := func() string {
			sys, err := ParseCES(tc.name+".ces", tc.src)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, r := range Solve(sys, Options{}) {
				if r.Bound == nil {
					out = append(out, "no bound: "+r.Reason)
				} else {
					out = append(out, r.Bound.String())
				}
			}
			return strings.Join(out, "; ")
		}
		got := solve()
		noCutCounts = true
		off := solve()
		noCutCounts = false
		noCutFirst = true
		notFirst := solve()
		noCutFirst = false
		if tc.wantNotFirst != "" {
			if d := cmp.Diff(tc.wantNotFirst, notFirst); d != "" {
				t.Errorf("%s, every relation in the first segment (-want +got):\n%s", tc.name, d)
			}
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, d)
		}
		if d := cmp.Diff(tc.wantOff, off); d != "" {
			t.Errorf("%s, cutCounts off (-want +got):\n%s", tc.name, d)
		}
	}
}
