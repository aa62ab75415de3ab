package seqcost

import (
	"math/big"
	"testing"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/nondet"
	"bspcost/solver"
)

// stepWork bounds the work of one superstep of each opener of src (nil:
// no bound), evaluated at env.
func stepWork(t *testing.T, src string, env map[string]int64) []*big.Rat {
	t.Helper()
	prog, err := frontend.Parse("t.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ar := align.Analyze(prog)
	if !ar.Aligned {
		t.Fatal("not aligned")
	}
	hr, err := hrelation.AnalyzeWords(prog, ar)
	if err != nil {
		t.Fatal(err)
	}
	facts := nondet.AnalyzeFacts(prog, ar)
	seq, err := nondet.InstrumentFacts(prog, ar, hr, facts)
	if err != nil {
		t.Fatal(err)
	}
	seq = frontend.Clone(seq)
	if err := frontend.Check(seq); err != nil {
		t.Fatal(err)
	}
	secs := AttributeSections(prog, seq)
	var out []*big.Rat
	for i, op := range secs.Openers {
		var at []frontend.Expr
		var atInfo *frontend.Info
		if op.Sync != nil {
			at, atInfo = facts.At(prog, op.Sync)
		}
		cut, err := SuperstepProgram(prog, seq, i, at, atInfo)
		if err != nil {
			out = append(out, nil)
			continue
		}
		b, err := Solve(cut.Program, frontend.ResR, Options{}, solver.Options{})
		if err != nil || b.Expr == nil {
			out = append(out, nil)
			continue
		}
		_, hi, err := b.Expr.EvalInt(env)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, hi)
	}
	return out
}

// TestSuperstepProgram: the work of one superstep per opener on programs
// that need each rule of the cut, and the mutation check of each rule:
// switched off, the bound is larger or gone. (The bounds are checked
// against the simulator in cmd/bspcost's TestSectionsAgainstSimulator
// and against real runs in its profile tests.)
func TestSuperstepProgram(t *testing.T) {
	env := map[string]int64{"p": 2, "N": 10}
	tests := []struct {
		name, src string
		rule      *bool
		want      []int64 // per opener: start, then the syncs; -1 no bound
	}{
		// The next iteration reaches the barrier at once: the loop runs
		// one iteration in the superstep, or ends.
		{"loop once", `program t(N) requires N >= 1
  var i := 0
  while i < N do
    {i * r} skip
    sync
    i := i + 1
  end
end`, &loopOnceOn, []int64{0, 9}},
		// b = N * N at the barrier (not a linear fact).
		{"fixed", `program t(N) requires N >= 1
  var b := N * N
  sync
  for i := 1 to b do
    {1 * r} skip
  end
end`, &keepFixedOn, []int64{0, 100}},
		// k >= 0 at the barrier: the inner loop runs at most N times.
		{"facts", `program t(N) requires N >= 1
  for k := 0 to N - 1 do
    sync
    for j := k to N - 1 do
      {1 * r} skip
    end
  end
end`, &factsOn, []int64{0, 10}},
		// A break after the barrier ends the loop: the code after it
		// follows (2 + 5), or the rest of the pass, one more test of the
		// condition and the code after the loop (2 + 1 + 5).
		{"break", `program t(N) requires N >= 1
  var i := 0
  while i < N do
    sync
    {2 * r} skip
    if i == 3 then
      break
    end
    {1 * r} skip
    i := i + 1
  end
  {5 * r} skip
end`, &jumpsOn, []int64{0, 8}},
		// A continue after the barrier goes to the next pass (a while
		// loop's; a for loop's continue would skip its step): 2, then
		// the barrier; or 2 + 1 + 5 on the last pass.
		{"continue", `program t(N) requires N >= 1
  var i := 0
  while i < N do
    sync
    {2 * r} skip
    i := i + 1
    if i % 2 == 0 then
      continue
    end
    {1 * r} skip
  end
  {5 * r} skip
end`, &jumpsOn, []int64{0, 8}},
		// A for loop whose body has a continue before its barrier: the
		// next iterations step the counter first (a continue skips
		// nothing); sound but loose, every iteration may skip the
		// barrier: 2 + 1 per iteration + 5 (at most 2 + 1 + 1
		// or 2 + 5 runs).
		{"for continue", `program t(N) requires N >= 1
  for i := 0 to N - 1 do
    {1 * r} skip
    if i % 2 == 0 then
      continue
    end
    sync
    {2 * r} skip
  end
  {5 * r} skip
end`, &forContinueOn, []int64{15, 17}},
		// A while loop whose body may skip its barrier keeps its
		// iterations: sound but loose (a superstep runs at most two
		// iterations here; the bound counts every one, and the code
		// after the loop).
		{"guarded loop", `program t(N) requires N >= 1
  var i := 0
  while i < N do
    {1 * r} skip
    if i % 2 == 0 then
      sync
    end
    i := i + 1
  end
end`, nil, []int64{11, 10}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.rule == &loopOnceOn {
				// The translation's rules for a while loop's first
				// test and its skipped path follow the flag of the
				// guarded iterations as exactly: loopOnceOn's own
				// effect shows without them.
				whileEnteredOn, skipLoopOn = false, false
				defer func() { whileEnteredOn, skipLoopOn = true, true }()
			}
			got := stepWork(t, tt.src, env)
			if len(got) != len(tt.want) {
				t.Fatalf("%d openers, want %d", len(got), len(tt.want))
			}
			for i, w := range tt.want {
				switch {
				case w < 0 && got[i] != nil:
					t.Errorf("opener %d: W <= %s, want no bound", i, got[i].RatString())
				case w >= 0 && (got[i] == nil || got[i].Cmp(big.NewRat(w, 1)) != 0):
					t.Errorf("opener %d: W <= %v, want %d", i, got[i], w)
				}
			}
			if tt.rule == nil {
				return
			}
			*tt.rule = false
			defer func() { *tt.rule = true }()
			off := stepWork(t, tt.src, env)
			changed := false
			for i := range off {
				changed = changed || off[i] == nil && got[i] != nil || off[i] != nil && got[i] != nil && off[i].Cmp(got[i]) != 0
			}
			if !changed {
				t.Errorf("with the rule off the bounds are the same: the mutation check would not notice it")
			}
		})
	}
}
