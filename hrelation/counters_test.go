package hrelation

import (
	"fmt"
	"math/big"
	"testing"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
)

// The puts and gets below read the counter of the loop around the
// barrier after the sync, and the loop steps it before the superstep
// ends: at the loop's sync, the put saw the counter minus one step.
const (
	// counterModSrc: a residue of the counter selects the supersteps
	// that send.
	counterModSrc = `program countermod(n) requires n >= 1
  var x := pid
  for i := 0 to n do
    sync
    if i % 3 == 2 then
      if pid + 2 < nprocs then
        put(pid + 2, x, x)
      end
    end
  end
end
`
	// counterPidSrc: the counter against pid and a constant step of 2;
	// the get's source reads the counter too.
	counterPidSrc = `program counterpid(n) requires n >= 1
  var x := pid
  for i := 1 to n step 2 do
    sync
    if pid >= i then
      get(pid - i, x, x)
    end
    if pid + i < nprocs then
      put(pid + i, x, x)
    end
  end
end
`
	// counterContinueSrc: a continue steps the counter like the body's
	// end; an inner loop without a sync has its own counter.
	counterContinueSrc = `program countercont(n) requires n >= 1
  var x := pid
  var a[4]
  for i := 0 to n do
    sync
    if i >= 2 then
      for k := 0 to 3 do
        if k < i then
          put(0, x, a[k])
        end
      end
      continue
    else
      put(nprocs - 1, a[0:i + 1], a)
    end
  end
end
`
)

// checkStepsAt runs src at p = 1..16 and the corpus's parameter values,
// fails when a superstep's simulated h is above its bound, and reports
// whether every superstep closed by a sync of the given lines (line 0: the
// program's end; no lines: every superstep) had its bound equal to the
// simulated h.
func checkStepsAt(t *testing.T, name, src string, lines ...int) bool {
	t.Helper()
	prog, err := frontend.Parse(name, []byte(src))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	sim.StripWorkAndComm(prog.Body)
	ar := align.Analyze(prog)
	if !ar.Aligned {
		t.Fatalf("%s: not aligned", name)
	}
	res, err := analyze(prog, ar, options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	// The words counted in the sequential program are charged as work
	// (as in checkProgramWith): the bound is h plus the superstep's work.
	// The charge is the statement's wherever it runs, so that exactness
	// compares h alone.
	seq := map[*frontend.CommStmt]frontend.Expr{}
	for _, s := range res.Steps {
		for _, c := range s.Seq {
			seq[c.Stmt] = c.Charge(prog.Info, prog.Nprocs())
		}
	}
	sim.ChargeAsWork(prog.Body, seq)
	at := map[int]bool{}
	for _, l := range lines {
		at[l] = true
	}
	exact, runs := true, 0
	for p := 1; p <= 16; p++ {
		for _, pv := range corpusParams(t, src)(p, nil) {
			var bounds []BarrierBound
			prev := align.Barrier{Kind: align.StartBarrier}
			cfg := sim.Config{P: p, Params: pv, Seed: 1, MaxSteps: 300_000}
			cfg.AtBarrier = func(k int, sync *frontend.SyncStmt, vals [][]int64) {
				b := res.AtBarrier(prev, sync, vals)
				prev = b.Close
				bounds = append(bounds, b)
			}
			r, err := sim.Run(prog, cfg)
			if err != nil {
				t.Fatalf("%s p=%d %v: %v", name, p, pv, err)
			}
			runs++
			for k, ss := range r.Supersteps {
				b := bounds[k]
				if b.H == nil {
					t.Fatalf("%s p=%d %v superstep %d: no bound (%s)", name, p, pv, k, b.Err)
				}
				h := new(big.Rat).SetInt64(ss.H)
				if h.Cmp(new(big.Rat).Add(b.H, new(big.Rat).SetInt64(ss.W))) > 0 {
					t.Errorf("%s p=%d %v superstep %d (%s to %s): simulated h = %d > bound %s + %d (sequential)", name, p, pv, k, b.Step.Open, b.Step.Close, ss.H, b.H.RatString(), ss.W)
				}
				line := 0
				if b.Close.Kind == align.SyncBarrier {
					line = b.Close.Sync.Sync.Line
				}
				if (len(at) == 0 || at[line]) && h.Cmp(b.H) != 0 {
					exact = false
				}
			}
		}
	}
	if runs == 0 {
		t.Fatalf("%s: no run", name)
	}
	return exact
}

// TestCounterShift: with the counter's steps before the barrier counted
// (counterShiftOn), the supersteps closed by the loop's sync are exact
// and never below the simulator at p = 1..16; without, the guard reading
// the counter is dropped and they are not.
func TestCounterShift(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		line      int // the loop's sync
		on, want  bool
	}{
		{"countermod.bsp", counterModSrc, 4, true, true},
		{"countermod.bsp", counterModSrc, 4, false, false},
		{"counterpid.bsp", counterPidSrc, 4, true, true},
		{"counterpid.bsp", counterPidSrc, 4, false, false},
		{"countercont.bsp", counterContinueSrc, 5, true, true},
		{"countercont.bsp", counterContinueSrc, 5, false, false},
	} {
		t.Run(fmt.Sprintf("%s/%v", tc.name, tc.on), func(t *testing.T) {
			counterShiftOn = tc.on
			defer func() { counterShiftOn = true }()
			if got := checkStepsAt(t, tc.name, tc.src, tc.line); got != tc.want {
				t.Errorf("exact at the loop's sync: %v, want %v", got, tc.want)
			}
		})
	}
}

// TestCounterShiftSound: counters stepped a different number of times on
// different paths to the same barrier (a conditional sync, an inner
// loop's sync reached again through the outer loop's step), a counter
// assigned by its loop's entry, repeated statements: never below the
// simulator at p = 1..16.
func TestCounterShiftSound(t *testing.T) {
	for name, src := range map[string]string{
		"condsync.bsp": `program condsync(n) requires n >= 1
  var x := pid
  for i := 0 to n do
    if i % 3 == 0 then
      sync
    end
    if i % 4 == 1 then
      if pid + i < nprocs then
        put(pid + i, x, x)
      end
    end
  end
  sync
end
`,
		"nested.bsp": `program nested(n) requires n >= 1
  var x := pid
  for i := 0 to n do
    for j := 0 to 2 do
      sync
      if i + j == 3 then
        if pid >= j then
          get(pid - j, x, x)
        end
      end
    end
  end
end
`,
		"twosyncs.bsp": `program twosyncs(n) requires n >= 1
  var x := pid
  for i := 0 to n do
    sync
    if pid < i then
      put(0, x, x)
    end
    if i % 2 == 1 then
      sync
    end
  end
  sync
end
`,
	} {
		checkStepsAt(t, name, src)
	}
}

// The puts below read the counter of a loop whose body syncs, and the
// superstep of the last iteration is closed past the loop, where the
// counter is out of scope: the put saw the loop's last value.
const (
	// lastModSrc: a residue of the counter selects the branch; the
	// bound reads m, which the body assigns but which has one value
	// where the loop's entry reads it.
	lastModSrc = `program lastmod(n) requires n >= 1
  var x := pid
  var m := 4
  for i := 0 to min(m, 7) do
    sync
    if i % 3 == 1 then
      if pid + 1 < nprocs then
        put(pid + 1, x, x)
      end
    else
      put(0, x, x)
    end
    m := 0
  end
  sync
end
`
	// lastStepSrc: a step of 2 (the last value is 1 + 2 * ((n - 1) / 2))
	// and a continue, which steps the counter like the body's end.
	lastStepSrc = `program laststep(n) requires n >= 1
  var x := pid
  for i := 1 to n step 2 do
    sync
    if pid + i < nprocs then
      get(pid + i, x, x)
      continue
    end
    if pid >= i then
      put(pid - i, x, x)
    end
  end
end
`
)

// TestCounterLast: with the counter's last value read past its loop
// (counterLastOn), the supersteps closed after the loop are exact and
// never below the simulator at p = 1..16; without, the guard reading the
// counter is dropped and they are not.
func TestCounterLast(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		line      int // the barrier past the loop (0: the end)
		on, want  bool
	}{
		{"lastmod.bsp", lastModSrc, 15, true, true},
		{"lastmod.bsp", lastModSrc, 15, false, false},
		{"laststep.bsp", lastStepSrc, 0, true, true},
		{"laststep.bsp", lastStepSrc, 0, false, false},
	} {
		t.Run(fmt.Sprintf("%s/%v", tc.name, tc.on), func(t *testing.T) {
			counterLastOn = tc.on
			defer func() { counterLastOn = true }()
			if got := checkStepsAt(t, tc.name, tc.src, tc.line); got != tc.want {
				t.Errorf("exact past the loop: %v, want %v", got, tc.want)
			}
		})
	}
}

// TestCounterLastSound: a break leaves the loop before its last value, a
// bound the body or the rest of the superstep assigns, nested loops left
// together, a loop that may run no iteration: never below the simulator
// at p = 1..16.
func TestCounterLastSound(t *testing.T) {
	for name, src := range map[string]string{
		"break.bsp": `program lastbreak(n) requires n >= 1
  var x := pid
  for i := 0 to n do
    if i == 3 then
      break
    end
    sync
    if i % 2 == 0 then
      if pid + 1 < nprocs then
        put(pid + 1, x, x)
      end
    end
  end
  sync
end
`,
		"writtenhi.bsp": `program lastwritten(n) requires n >= 1
  var x := pid
  var m := n
  for i := 0 to m do
    sync
    m := 2
    if i % 2 == 1 then
      put(0, x, x)
    end
  end
  sync
end
`,
		"after.bsp": `program lastafter(n) requires n >= 1
  var x := pid
  var m := n
  for i := 0 to m do
    sync
    if i % 2 == 1 then
      put(0, x, x)
    end
  end
  m := 1
  sync
end
`,
		"nested.bsp": `program lastnested(n) requires n >= 1
  var x := pid
  for i := 0 to n do
    for j := i to n do
      sync
      if i + j == n + 1 then
        if pid >= j then
          get(pid - j, x, x)
        end
      end
    end
  end
  sync
end
`,
		"empty.bsp": `program lastempty(n) requires n >= 1
  var x := pid
  for i := 0 to n do
    for j := 2 to i do
      sync
      if j % 2 == 0 then
        put(0, x, x)
      end
    end
  end
  sync
end
`,
	} {
		checkStepsAt(t, name, src)
	}
}
