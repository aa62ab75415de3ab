package solver

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestWhy: a Result's reason is typed, whatever its text says: the
// method's verdict (an entry without equations, a loop without a ranking
// function), the deadline, a bug; IsTimeout and IsInternal read the kind,
// so a reason whose words look like another kind's is not taken for it.
func TestWhy(t *testing.T) {
	const loop = `eq(main(N),0,[loop(N,0)],[]).
eq(loop(N,I),1,[loop(N,I+1)],[I+1<=N]).
eq(loop(N,I),0,[],[I>=N]).
`
	// The loop never ends: no ranking function.
	const diverge = `eq(main(N),0,[loop(N)],[]).
eq(loop(N),1,[loop(N)],[]).
`
	past := time.Now().Add(-time.Second)
	tests := []struct {
		name, src string
		opt       Options
		want      Why
	}{
		{"bounded", loop, Options{}, Bounded},
		{"no ranking function", diverge, Options{}, NoRanking},
		{"deadline", loop, Options{Deadline: past}, Timeout},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sys, err := ParseCES("t.ces", tc.src)
			if err != nil {
				t.Fatal(err)
			}
			var got []Why
			for _, r := range Solve(sys, tc.opt) {
				got = append(got, r.Why)
				if IsTimeout(r) != (tc.want == Timeout) || IsInternal(r) {
					t.Errorf("%s: IsTimeout %v, IsInternal %v for %v (%q)", r.Entry.Head, IsTimeout(r), IsInternal(r), r.Why, r.Reason)
				}
			}
			if d := cmp.Diff([]Why{tc.want}, got); d != "" {
				t.Errorf("kinds (-want +got):\n%s", d)
			}
		})
	}
	// The words do not make the kind.
	r := Result{Reason: "internal error: " + errTimeout.Error(), Why: NoRanking}
	if IsTimeout(r) || IsInternal(r) || !strings.HasPrefix(r.Reason, "internal") {
		t.Errorf("a NoRanking reason was read from its text")
	}
	if r := (Result{Reason: "x", Why: Internal}); !IsInternal(r) || IsTimeout(r) {
		t.Errorf("an Internal reason is not reported as one")
	}
}
