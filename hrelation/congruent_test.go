package hrelation_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/driver"
	"bspcost/hrelation"
)

// congruentPrograms have remote processes congruent to a·pid + e modulo
// nprocs that the quotient pieces cannot write (e unbounded, or counts
// piecewise in the residues of p); exact says that the H bound equals
// the simulated H at every tested point (p = 1..16, the params).
var congruentPrograms = []simProgram{
	{
		// A rotation by a parameter and by a constant larger than the
		// quotient pieces go: one word per process each.
		name: "rotations",
		src: `program rot(N, rounds) requires N >= 1 && rounds >= 0
  var x
  var y[N]
  put((pid + rounds) % nprocs, x, y[0])
  sync
  get(((pid - rounds) % nprocs + nprocs) % p, y[0:N], y[0:N])
  sync
  put((pid + 9) % nprocs, x, y[1 % N])
  sync
end
`,
		params: []map[string]int64{{"N": 1, "rounds": 0}, {"N": 3, "rounds": 7}, {"N": 2, "rounds": 40}},
		wantH:  "N + 2",
	},
	{
		// 2-to-1 for even p, a permutation for odd p: gcd(2, p) words.
		name: "double",
		src: `program dbl(N) requires N >= 1
  var y[N]
  put((2 * pid + 1) % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 5}},
		wantH:  "2*N - N*ceil(p/2) + N*floor(p/2)",
	},
	{
		// gcd(3, p) + gcd(4, p) per round, in a loop of rounds.
		name: "rounds",
		src: `program k34(N) requires N >= 0
  var x
  for i := 0 to N - 1 do
    put((pid * 3 + i) % nprocs, x, x)
    sync
    get((4 * pid + 1) % nprocs, x, x)
    sync
  end
end
`,
		params: []map[string]int64{{"N": 0}, {"N": 1}, {"N": 3}},
		wantH:  "N*(-ceil(p/2) - 2*ceil(p/3) - 2*ceil(p/4) + floor(p/2) + 2*floor(p/3) + 2*floor(p/4) + 7)",
	},
}

// TestCongruent: the programs above, through the whole analysis, exact
// against the simulator.
func TestCongruent(t *testing.T) {
	for name, ok := range checkPrograms(t, congruentPrograms, true) {
		if !ok {
			t.Errorf("%s: H is not exact", name)
		}
	}
}

// TestCongruentMutations: without the rule, or with the floors of gcd(a,
// p) written as floors corrected for negative values (which the
// sequential analysis only bounds), the programs are not exact.
func TestCongruentMutations(t *testing.T) {
	for _, tc := range []struct {
		what string
		on   *bool
		lost []string // programs not exact with the switch off
	}{
		{"congruent targets", hrelation.CongruentOn, []string{"rotations", "double", "rounds"}},
		{"plain divisions", hrelation.PlainDivOn, []string{"double", "rounds"}},
	} {
		t.Run(tc.what, func(t *testing.T) {
			defer func(on bool) { *tc.on = on }(*tc.on)
			*tc.on = false
			exact := checkPrograms(t, congruentPrograms, false)
			for _, name := range tc.lost {
				// Later stages may make H exact without the rule: the
				// h-relations' own steps must then show it.
				if exact[name] && stepsExact(t, congruentPrograms, name) {
					t.Errorf("%s: exact without %s, every step too: the rule is not needed?", name, tc.what)
				}
			}
		})
	}
}

// TestScaledCongruent: remote processes (pid * i) % nprocs over a loop
// counter i, puts and gets: at most i senders per target in iteration i
// (gcd(i, p) <= i), so h is about half the words of every process; sound
// against the simulator at p = 1..16, and without the rule h is every
// process's words.
func TestScaledCongruent(t *testing.T) {
	src := `program strided(N) requires N >= 1
  var x[N]
  for i := 1 to nprocs - 1 do
    put((pid * i) % nprocs, x[0:N], x[0:N])
  end
  sync
  for k := 0 to nprocs - 2 do
    get(((k + 1) * pid + 3) % nprocs, x[0], x[0])
  end
  sync
end
`
	points := []map[string]int64{{"N": 1}, {"N": 3}}
	for _, tc := range []struct {
		on    bool
		wantH string
	}{
		{true, "max((-N*p/2 + N*p*p/2 + p*p/2)*min(1, nat(p - 1)), 0)"},
		{false, "max(-p - N*p + N*p*p + p*p, 0)"},
	} {
		func() {
			defer func(on bool) { *hrelation.ScaledCongruentOn = on }(*hrelation.ScaledCongruentOn)
			*hrelation.ScaledCongruentOn = tc.on
			rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "strided.bsp", Src: []byte(src)})
			if err != nil || rep.H.Expr == nil {
				t.Fatalf("rule %v: no H bound: %v %v", tc.on, err, rep.H.Reason)
			}
			if diff := cmp.Diff(tc.wantH, rep.H.Expr.String()); diff != "" {
				t.Errorf("rule %v: H (-want +got):\n%s", tc.on, diff)
			}
			checkHAgainstSim(t, "strided", rep, 16, points)
		}()
	}
}

// stepsExact reports whether every step of the program of progs named
// name has the exact maximum as its h.
func stepsExact(t *testing.T, progs []simProgram, name string) bool {
	t.Helper()
	for _, tc := range progs {
		if tc.name != name {
			continue
		}
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err != nil || rep.HRelation == nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, st := range rep.HRelation.Steps {
			if !st.Exact {
				return false
			}
		}
		return true
	}
	t.Fatalf("no program %s", name)
	return false
}
