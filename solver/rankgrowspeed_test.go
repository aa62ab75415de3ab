package solver

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRankGrowShortcuts checks the shortcuts of the programs that
// BSPedupack's FFT kernel asks for again and again (its loop's rounds
// bound the same counter at each doubling step): the memo of the larger
// programs' answers (solveMemo), the infeasible bounds that cover those
// of equations with fewer constraints (boundCovered), and phase 1 first
// where a program like one that was infeasible (lp.nominal). Each answers some requests of the system, and switched off
// answers none and leaves every answer as it is.
func TestRankGrowShortcuts(t *testing.T) {
	src, err := os.ReadFile("testdata/bspfft_sync.ces")
	if err != nil {
		t.Fatal(err)
	}
	sys, err := ParseCES("bspfft_sync.ces", string(src))
	if err != nil {
		t.Fatal(err)
	}
	type used struct{ Memo, Covers, Fast int }
	solveAll := func() ([]string, used) {
		answers, st := stateAnswers(sys)
		u := used{Covers: st.boundCovers}
		if st.answers != nil {
			u.Memo, u.Fast = st.answers.hits, st.answers.fast
		}
		return answers, u
	}
	want, all := solveAll()
	if all.Memo == 0 || all.Covers == 0 || all.Fast == 0 {
		t.Fatalf("with every shortcut: %+v; want each used", all)
	}
	for _, tc := range []struct {
		name string
		off  *bool
		none func(u used) int
	}{
		{"noSolveMemo", &noSolveMemo, func(u used) int { return u.Memo }},
		{"noBoundCover", &noBoundCover, func(u used) int { return u.Covers }},
		{"noFastFirst", &noFastFirst, func(u used) int { return u.Fast }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func(v bool) { *tc.off = v }(*tc.off)
			*tc.off = true
			got, u := solveAll()
			if n := tc.none(u); n != 0 {
				t.Errorf("switched off: %d answers of it (%+v), want none", n, u)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("the answers without it (-with +without):\n%s", diff)
			}
		})
	}
}

// TestProjectHead checks the projection on the head variables that
// boundCovered compares equations by: a local variable bounded on both
// sides leaves the bounds' combination, one bounded on one side only
// leaves nothing, one an equality defines is substituted.
func TestProjectHead(t *testing.T) {
	// lin is the sum of k*v over kv (variable, coefficient pairs) and c.
	lin := func(c int64, kv ...any) Lin {
		l := NewLin(RatInt(c))
		for i := 0; i < len(kv); i += 2 {
			l = l.AddScaled(RatInt(int64(kv[i+1].(int))), LinVar(kv[i].(string)))
		}
		return l
	}
	for _, tc := range []struct {
		name string
		p    Poly
		want []string
	}{
		{"between two bounds", Poly{{L: lin(-1, "#0", 1)}, {L: lin(0, "F", 1)}, {L: lin(0, "#1", 1, "#0", -2, "F", -1)}},
			[]string{"#0 - 1 >= 0", "-2*#0 + #1 >= 0"}},
		{"one side only", Poly{{L: lin(-1, "#0", 1)}, {L: lin(0, "F", 1)}, {L: lin(0, "F", 1, "#0", 2, "#1", 1)}},
			[]string{"#0 - 1 >= 0"}},
		{"an equality", Poly{{L: lin(-1, "F", 1, "#0", -1), Eq: true}, {L: lin(0, "#1", 1, "F", -1)}},
			[]string{"-#0 + #1 - 1 >= 0"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := projectHead(tc.p)
			if !ok {
				t.Fatalf("projectHead(%v): not ok", tc.p)
			}
			var gs []string
			for _, c := range got {
				gs = append(gs, c.String())
			}
			if diff := cmp.Diff(tc.want, gs); diff != "" {
				t.Errorf("projectHead(%v) (-want +got):\n%s", tc.p, diff)
			}
		})
	}
}
