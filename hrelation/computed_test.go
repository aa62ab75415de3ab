package hrelation

import (
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/internal/golden"
	"bspcost/polyhedra"

	"github.com/google/go-cmp/cmp"
)

// The programs of testdata/computed put to and get from computed process
// ids (values.go, quotient.go, computed.go): rings and shifts through
// `% nprocs`, 2 * pid mod p, partners set in branches, grid coordinates,
// and the cases that must not be read as permutations.

// computedPrecision says, per program, whether the analysed h equals the
// simulated h of every superstep at every p = 1..16 where it runs
// ("exact"), or only bounds it ("bound", with why).
var computedPrecision = map[string]string{
	"alltoall.bsp": "exact",
	// pid ^ (1 << k): the distinct-targets bound, equal to the truth.
	"butterfly.bsp":    "exact",
	"partner_xor.bsp":  "exact",
	"inner_values.bsp": "exact",
	"prefix.bsp":       "exact",
	"grid.bsp":         "exact", // the distinct-targets bound, equal to the truth
	"kills.bsp":        "exact",
	"oddeven.bsp":      "exact",
	"ring.bsp":         "exact",
	"shifts.bsp":       "exact",
	// The gather's maximum compares the out side's N with the in side's
	// p*N (the sign of (p - 1)·N where p >= 2).
	"partners.bsp": "exact",
	"recvkill.bsp": "exact",
	// 4-to-1, not maximised by polyhedra: the leader is pid minus a
	// value in 0..3, min(4, p)*N (rangeoffset.go).
	"group.bsp": "exact",
	// 2-to-1 for even p, one-to-one for odd p: congruent targets,
	// N·gcd(2, p) with floors of p.
	"double.bsp": "exact",
	// The partner is assigned in the loop after the put: not known at
	// the put (p*N, where the first iteration sends N).
	"loopvals.bsp": "bound",
	// The partner is written by a get: not known at the put, but the
	// p*N of "every process may receive every word" is the truth (every
	// process fetched 0).
	"getdst.bsp": "exact",
}

// TestComputedTargets checks every program of testdata/computed against
// the simulator at p = 1..16 (soundness, and the precision of
// computedPrecision), and its h-relations against a golden file
// (go test ./hrelation -update rewrites testdata/computed/*.golden).
func TestComputedTargets(t *testing.T) {
	files, srcs := programFiles(t, "testdata/computed/*.bsp")
	got := map[string]string{}
	for i, f := range files {
		name := filepath.Base(f)
		src := srcs[i]
		st := newStats()
		checkProgram(t, name, src, procs(16), corpusParams(t, src), []int64{1}, st, false)
		report(t, name, st)
		prec := checkExactEverywhere(t, name, src)
		got[name] = prec
		t.Run(name, func(t *testing.T) {
			prog, err := frontend.Parse(name, []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			res, err := Analyze(prog, nil)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			res.Format(&b, true)
			golden.Check(t, filepath.Join("testdata", "computed", strings.TrimSuffix(name, ".bsp")+".golden"), b.String())
		})
	}
	if diff := cmp.Diff(computedPrecision, got); diff != "" {
		t.Errorf("precision per program (-want +got):\n%s", diff)
	}
}

// checkExactEverywhere returns "exact" when the analysed h of every
// simulated superstep of src (p = 1..16, its corpus parameters) equals
// the simulated h, else "bound".
func checkExactEverywhere(t *testing.T, name, src string) string {
	return checkExactEverywhereWith(t, options{}, name, src)
}

func checkExactEverywhereWith(t *testing.T, opts options, name, src string) string {
	t.Helper()
	st := newStats()
	checkProgramWith(t, opts, name, src, procs(16), corpusParams(t, src), []int64{1}, st, true)
	if len(st.failures) > 0 && !strings.Contains(st.failures[0], "imprecise") {
		t.Errorf("%s: %s", name, st.failures[0])
	}
	if st.pow2Eq == st.pow2Steps && st.otherEq == st.otherSteps && st.pow2Steps+st.otherSteps > 0 {
		return "exact"
	}
	return "bound"
}

// TestComputedMutations: with the substitution of scalars' values or
// the split on quotients switched off, programs that are exact are not
// any more (a rule no test notices is untested); without the relaxation
// of residues, one that is not is; without the check that
// kept "every process may receive every word" for group.bsp's count, its
// h is worse.
func TestComputedMutations(t *testing.T) {
	// group.bsp's 4-to-1 map has an exact maximum over its lattice of
	// leaders, which the rules below are not needed for: off.
	defer func(on bool) { *polyhedra.LatticeOn = on }(*polyhedra.LatticeOn)
	*polyhedra.LatticeOn = false
	tests := []struct {
		what string
		opts options
		file string
		want string // the precision with the rule switched off
	}{
		{"no values", options{noValues: true}, "oddeven.bsp", "bound"},
		// Congruent targets, and pid + 1 modulo nprocs as a range of
		// width 1 (reducedrange.go), would make the ring exact on their
		// own.
		{"no quotients", options{noQuotient: true, noCongruent: true, noRangeOffset: true}, "ring.bsp", "bound"},
		{"no values (grid)", options{noValues: true}, "grid.bsp", "bound"},
		{"no range of pid", options{noRangeOffset: true}, "group.bsp", "bound"},
		// Not relaxed, double.bsp's h is exact, piecewise in the parity
		// of p; the sequential analysis adds the two cases (3N, not 2N,
		// for the first superstep).
		{"no relaxation", options{noRelax: true}, "double.bsp", "exact"},
		// The grid's column shift, one-to-one, whose count would be
		// relaxed at the p that are not multiples of 4 (2N from p = 8).
		{"relaxed one-to-one target kept", options{keepRelaxed: true}, "grid.bsp", "bound"},
	}
	for _, tc := range tests {
		_, srcs := programFiles(t, filepath.Join("testdata", "computed", tc.file))
		if got := checkExactEverywhereWith(t, tc.opts, tc.file, srcs[0]); got != tc.want {
			t.Errorf("mutation %q: %s is %s, want %s", tc.what, tc.file, got, tc.want)
		}
	}
	// keepUnclean: the statement keeps its computed formula even when
	// its count has no exact maximum; for group.bsp's 4-to-1 map that
	// is a worse h than p*N at p = 8 (the relaxed maxima of its pieces).
	_, srcs := programFiles(t, "testdata/computed/group.bsp")
	hAt := func(opts options) *big.Rat {
		prog, err := frontend.Parse("group.bsp", []byte(srcs[0]))
		if err != nil {
			t.Fatal(err)
		}
		res, err := analyze(prog, nil, opts)
		if err != nil {
			t.Fatal(err)
		}
		sum := new(big.Rat)
		for _, s := range res.Steps {
			if s.H == nil || len(s.Comms) == 0 {
				continue
			}
			var vals []int64
			for _, p := range s.Params {
				vals = append(vals, map[string]int64{"nprocs": 8, "N": 1}[p.Name])
			}
			sum.Add(sum, s.H.Eval(vals))
		}
		return sum
	}
	if plain, mut := hAt(options{}), hAt(options{keepUnclean: true}); mut.Cmp(plain) <= 0 {
		t.Errorf("mutation keepUnclean: group.bsp's h at p = 8 is %s, not above %s: the check is not needed?", mut.RatString(), plain.RatString())
	}
}

// TestXorDistinctMutation: without the distinct-targets rule for pid ^ e
// (xorDistinctOn), or for the one value of a partner scalar
// (distinctValuesOn) or of a scalar inside the partner's expression
// (innerValuesOn), the butterflies' h is "every process may receive
// every word", no longer the truth.
func TestXorDistinctMutation(t *testing.T) {
	for _, tc := range []struct {
		file string
		on   *bool
	}{{"butterfly.bsp", &xorDistinctOn}, {"partner_xor.bsp", &xorDistinctOn}, {"partner_xor.bsp", &distinctValuesOn}, {"inner_values.bsp", &innerValuesOn}} {
		files, srcs := programFiles(t, "testdata/computed/"+tc.file)
		if len(files) != 1 {
			t.Fatalf("files %v", files)
		}
		*tc.on = false
		got := checkExactEverywhere(t, tc.file, srcs[0])
		*tc.on = true
		if got == "exact" {
			t.Errorf("%s with a rule off: %s, want a bound above the truth", tc.file, got)
		}
	}
}
