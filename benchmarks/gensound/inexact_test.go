package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"bspcost/diag"
	"bspcost/frontend/gen"
	"bspcost/hrelation"
)

// TestFallbackKind: the first kind of fallbackKinds among a step's
// fallbacks names it.
func TestFallbackKind(t *testing.T) {
	fb := func(k hrelation.Kind, why string) hrelation.Fallback {
		return hrelation.Fallback{Rule: k.Rule(), Kind: k, Diagnostic: diag.Diagnostic{Msg: why}}
	}
	tests := []struct {
		name string
		fs   []hrelation.Fallback
		want string
	}{
		{"none", nil, ""},
		{"total words first", []hrelation.Fallback{fb(hrelation.KindInexactCount, "polyhedra gave an upper bound, not the exact maximum"), fb(hrelation.KindNotExpressible, "put target ...")}, fallbackKinds[0].name},
		{"varying total words", []hrelation.Fallback{fb(hrelation.KindInexactCount, "..."), fb(hrelation.KindVaryingRemote, "put target ...")}, fallbackKinds[1].name},
		{"residues", []hrelation.Fallback{fb(hrelation.KindResidues, "the words received per process are piecewise in residues of the parameters: ...")}, fallbackKinds[3].name},
		{"a size limit", []hrelation.Fallback{fb(hrelation.KindInexactCount, "..."), fb(hrelation.KindPiecesAdded, "9 pieces: ...")}, fallbackKinds[4].name},
		{"a bound only", []hrelation.Fallback{fb(hrelation.KindInexactCount, "polyhedra gave an upper bound, not the exact maximum")}, fallbackKinds[len(fallbackKinds)-1].name},
		{"opaque alone", []hrelation.Fallback{fb(hrelation.KindOpaque, "N / p is not affine")}, ""},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, fallbackKind(tc.fs)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestApplicable: a fallback counts where its kind can make a step's h
// above the simulated one: the remote side's rules (total words, the
// distinct targets' kinds) not at p = 1, where their one process is every
// sender; the others everywhere. The program's kind is then the first of
// what is left.
func TestApplicable(t *testing.T) {
	fb := func(k hrelation.Kind) hrelation.Fallback { return hrelation.Fallback{Rule: k.Rule(), Kind: k} }
	tw, vary := fb(hrelation.KindNotExpressible), fb(hrelation.KindVaryingRemote)
	guard, square := fb(hrelation.KindGuardLiteral), fb(hrelation.KindSquare)
	opaque := fb(hrelation.KindOpaque)
	tests := []struct {
		name string
		fs   []hrelation.Fallback
		p    int
		want string
	}{
		{"total words at p = 1", []hrelation.Fallback{tw}, 1, ""},
		{"total words at p = 2", []hrelation.Fallback{tw}, 2, fallbackKinds[0].name},
		{"varying at p = 1, a guard", []hrelation.Fallback{vary, guard}, 1, fallbackKinds[5].name},
		{"varying at p = 3, a guard", []hrelation.Fallback{vary, guard}, 3, fallbackKinds[1].name},
		{"square at p = 1", []hrelation.Fallback{square}, 1, ""},
		{"square at p = 5", []hrelation.Fallback{square}, 5, fallbackKinds[9].name},
		{"opaque kept, of no kind", []hrelation.Fallback{opaque, tw}, 1, ""},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, fallbackKind(applicable(tc.fs, tc.p))); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestClassifyInexact: hand-written programs of each cause, at p = 1..5.
func TestClassifyInexact(t *testing.T) {
	tests := []struct {
		name, src string
		want      inexactCause
	}{
		{
			// Every process puts to 0, process s 3 - s times: the fan p
			// times the 3 words of process 0 where 0 receives 3 + 2 +
			// 1: the charges of the fan alone are above. (The loops'
			// counters are set apart from them: a while loop right after
			// its counter's assignment is counted in its superstep,
			// hrelation's countedWhile, not sequentially.)
			name: "fan",
			src: `program fan
  var x
  var k := pid
  var y
  while k < 3 do
    put(0, x, y)
    k := k + 1
  end
  sync
end
`,
			want: inexactCause{causeSeqFan, fanAlone},
		},
		{
			// The ring runs m % 4 times, at most 3: no data of the
			// variants makes it run 3 times, and each variant's runs
			// another count.
			name: "data",
			src: `program data
  var x
  var y
  var i := 0
  var m := any
  while i < m % 4 do
    put((pid + 1) % nprocs, x, y)
    i := i + 1
  end
  sync
end
`,
			want: inexactCause{Cause: causeSeqData},
		},
		{
			// At p = 5 the squares of pid are 0, 1, 4, 4, 1: 2 senders
			// to 1 and to 4, bounded by ceil(5/2) = 3.
			name: "step",
			src: `program sq
  var x
  var y
  put(pid * pid % nprocs, x, y)
  sync
end
`,
			want: inexactCause{causeStepRule, fallbackKinds[9].name},
		},
		{
			// The guard over data is dropped: at p = 1 the one process
			// is bounded by the put it never runs (no data of the
			// variants nor constant up to 9 is above 20), where the
			// total words of its target are its own words: the guard.
			name: "guard",
			src: `program guard
  var x
  var y
  var t := any
  if t > 20 then
    put(t % nprocs, x, y)
  end
  sync
end
`,
			want: inexactCause{causeStepRule, fallbackKinds[5].name},
		},
		{
			// See constSrc.
			name: "const",
			src:  constSrc,
			want: inexactCause{Cause: causeStepReached},
		},
		{
			// See mostSrc: each step equals the variants' largest h.
			name: "most",
			src:  mostSrc,
			want: inexactCause{Cause: causeSum},
		},
	}
	lim := limits{MaxSteps: 300_000, SimTimeout: 5 * time.Second, SolverDeadline: 10 * time.Second, MaxP: 5}
	for _, tc := range tests {
		got := classifyInexact(tc.name, &gen.Program{Source: tc.src}, lim)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

// mostSrc's two steps are each bounded by p (targets varying with data):
// the first reaches it with data all 0 (every process puts to 0), the
// second with data all 9, at p = 4 and 5 each other step a permutation (9
// and -9 units modulo p). Every step equals the variants' largest h, no
// run reaches both: the bound 2p is above by the sum of the steps.
const mostSrc = `program most
  var x
  var y
  var t := any
  put(pid * t % nprocs, x, y)
  sync
  put(pid * (9 - t) % nprocs, x, y)
  sync
end
`

// constSrc's step has the h 2p: every process puts to 1 and to its
// datum modulo p, which the data variants make 0, 9 % p or random; only
// data all 1 (or p + 1) makes every process address 1 at p = 3, 4, 5.
const constSrc = `program const
  var x
  var y
  put(1 % nprocs, y, y)
  put((x % nprocs + nprocs) % nprocs, y, y)
  sync
end
`

// TestClassifyInexactConstData: without constDataOn, the step that only
// data all 1 drives to its h counts under its total words.
func TestClassifyInexactConstData(t *testing.T) {
	lim := limits{MaxSteps: 300_000, SimTimeout: 5 * time.Second, SolverDeadline: 10 * time.Second, MaxP: 5}
	tests := []struct {
		on   bool
		want inexactCause
	}{
		{true, inexactCause{Cause: causeStepReached}},
		{false, inexactCause{causeStepRule, fallbackKinds[1].name}},
	}
	defer func(on bool) { constDataOn = on }(constDataOn)
	for _, tc := range tests {
		constDataOn = tc.on
		got := classifyInexact("const", &gen.Program{Source: constSrc}, lim)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("constDataOn %v (-want +got):\n%s", tc.on, diff)
		}
	}
}

// TestClassifyInexactStepMost: without stepMostOn, a step that only some
// variant drives to its analysed h counts as above its simulated h (its
// fallback's, without constDataOn, which finds the data that reach it).
func TestClassifyInexactStepMost(t *testing.T) {
	lim := limits{MaxSteps: 300_000, SimTimeout: 5 * time.Second, SolverDeadline: 10 * time.Second, MaxP: 5}
	tests := []struct {
		on, constData bool
		want          string
	}{
		{true, true, causeSum},
		{false, true, causeStepReached},
		{false, false, causeStepRule},
	}
	defer func(on, c bool) { stepMostOn, constDataOn = on, c }(stepMostOn, constDataOn)
	for _, tc := range tests {
		constDataOn = tc.constData
		stepMostOn = tc.on
		got := classifyInexact("most", &gen.Program{Source: mostSrc}, lim)
		if diff := cmp.Diff(tc.want, got.Cause); diff != "" {
			t.Errorf("stepMostOn %v (-want +got):\n%s", tc.on, diff)
		}
	}
}

// TestExplainInexact: the first comm-affine program's H is p + 1 from
// p = 2 and 1 at p = 1, bounded by 2*p + 1 (its two supersteps' h are
// exact): the p-cases cause.
func TestExplainInexact(t *testing.T) {
	fi := -1
	for i, f := range gen.AlignedFamilies {
		if f == "comm-affine" {
			fi = i
		}
	}
	var j job
	for seed := range gen.OfFamily("comm-affine", 1, genOptions) {
		j = job{Family: "comm-affine", Seed: gen.FamilySeed(fi, seed), Check: "pipeline",
			Lim: limits{MaxSteps: 300_000, SimTimeout: 5 * time.Second, SolverDeadline: 10 * time.Second, MaxP: 4}}
	}
	if got := classifyInexact(j.name(), gen.Generate(j.Seed, j.options()), j.Lim); got.Cause != causePCases {
		t.Errorf("comm-affine-0: cause %q, want %q", got.Cause, causePCases)
	}
	b, _ := json.Marshal(result{Job: j, P: &pResult{Bounded: map[string]bool{"H": true}, Exact: map[string]bool{}}})
	f := filepath.Join(t.TempDir(), "r.json")
	if err := os.WriteFile(f, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if code := explainInexact(&out, []string{f}, 3); code != 0 || !strings.Contains(out.String(), "| "+causePCases+" | 1 | comm-affine-0 |") {
		t.Errorf("explainInexact: exit %d, output\n%s", code, out.String())
	}
}
