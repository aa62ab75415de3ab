package oracle

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"bspcost/frontend"
	"bspcost/frontend/sim"

	"github.com/google/go-cmp/cmp"
)

// simErrWant is the classification of every kind of sim.ErrorKind. It is
// also the mutation check of SimErr: a SimErr that skipped an internal
// error, a barrier mismatch, a requires violation or a bad configuration
// (the failures the soundness checks depend on) fails TestSimErrKinds.
var simErrWant = map[sim.ErrorKind]Skip{
	sim.ErrRuntime:         SkipRuntime,
	sim.ErrBarrierMismatch: Fail,
	sim.ErrStepLimit:       SkipLimit,
	sim.ErrRequires:        Fail,
	sim.ErrConfig:          Fail,
	sim.ErrMemoryLimit:     SkipLimit,
	sim.ErrTimeLimit:       SkipLimit,
	sim.ErrInternal:        Fail,
}

// simKinds lists every kind sim defines: the kinds from 0 up whose String
// is a word of their own ("error" is what String says past the last one),
// so that a kind added to sim shows up here without editing the test.
func simKinds() []sim.ErrorKind {
	var ks []sim.ErrorKind
	for k := sim.ErrorKind(0); k.String() != "error"; k++ {
		ks = append(ks, k)
	}
	return ks
}

// TestSimErrKinds: every kind of simulator error has its classification
// (a kind added to sim without one fails here), and only run-time errors
// and resource limits are skipped; each failure has a reason.
func TestSimErrKinds(t *testing.T) {
	kinds := simKinds()
	if len(kinds) < len(simErrWant) {
		t.Fatalf("found %d kinds from String, the table has %d: the way simKinds finds them is broken", len(kinds), len(simErrWant))
	}
	got := map[sim.ErrorKind]Skip{}
	for _, k := range kinds {
		err := fmt.Errorf("wrapped: %w", &sim.RuntimeError{Kind: k, Pid: -1, Msg: "m"})
		s, reason := SimErr(err)
		got[k] = s
		if reason == "" {
			t.Errorf("%v: no reason", k)
		}
		// Limits are exactly sim's IsLimit: the two lists must not drift.
		if (s == SkipLimit) != k.IsLimit() {
			t.Errorf("%v: SimErr says %v, IsLimit %v", k, s, k.IsLimit())
		}
	}
	if d := cmp.Diff(simErrWant, got); d != "" {
		t.Errorf("classification of sim's error kinds (-want +got):\n%s", d)
	}
}

// TestSimErrOther: what is not a classified simulator error fails.
func TestSimErrOther(t *testing.T) {
	tests := []struct {
		name string
		err  error
	}{
		{"nil", nil},
		{"not from sim", errors.New("boom")},
		{"unknown kind", &sim.RuntimeError{Kind: sim.ErrInternal + 100, Msg: "m"}},
		{"negative kind", &sim.RuntimeError{Kind: -1, Msg: "m"}},
	}
	for _, tc := range tests {
		if s, reason := SimErr(tc.err); s != Fail || reason == "" {
			t.Errorf("%s: got %v %q, want a failure with a reason", tc.name, s, reason)
		}
	}
}

// TestSimErrFromRun: the errors sim.Run really returns classify as their
// kinds (provoked by a program and a Config each; an internal error
// cannot be provoked and is covered by TestSimErrKinds).
func TestSimErrFromRun(t *testing.T) {
	tests := []struct {
		name string
		src  string
		cfg  sim.Config
		kind sim.ErrorKind
	}{
		{"division by zero", "program d\n  var z := 0\n  var x := 1 / z\nend\n", sim.Config{P: 1}, sim.ErrRuntime},
		{"barrier mismatch", "program b\n  if pid == 0 then sync end\nend\n", sim.Config{P: 2}, sim.ErrBarrierMismatch},
		{"steps", "program s\n  while true do skip end\nend\n", sim.Config{P: 1, MaxSteps: 100}, sim.ErrStepLimit},
		{"time", "program t\n  while true do skip end\nend\n", sim.Config{P: 1, MaxSteps: 1 << 62, Timeout: time.Millisecond}, sim.ErrTimeLimit},
		{"memory", "program m\n  var a[50000000]\nend\n", sim.Config{P: 1}, sim.ErrMemoryLimit},
		{"requires", "program r(N) requires N >= p\n  skip\nend\n", sim.Config{P: 4, Params: map[string]int64{"N": 3}}, sim.ErrRequires},
		{"no processes", "program c\n  skip\nend\n", sim.Config{P: 0}, sim.ErrConfig},
		{"missing parameter", "program c(N)\n  skip\nend\n", sim.Config{P: 1}, sim.ErrConfig},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			prog, err := frontend.Parse("x.bsp", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			_, err = sim.Run(prog, tc.cfg)
			var re *sim.RuntimeError
			if !errors.As(err, &re) || re.Kind != tc.kind {
				t.Fatalf("sim.Run: %v, want a %v error", err, tc.kind)
			}
			if s, _ := SimErr(err); s != simErrWant[tc.kind] {
				t.Errorf("SimErr(%v) = %v, want %v", err, s, simErrWant[tc.kind])
			}
		})
	}
}

// TestAllowed: a point outside the requires clause is not allowed, one
// inside is, and wrong candidates (a missing parameter, p = 0) are errors
// rather than points silently left out.
func TestAllowed(t *testing.T) {
	prog, err := frontend.Parse("x.bsp", []byte("program r(N) requires N >= p && N % p == 0\n  skip\nend\n"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		p       int
		params  map[string]int64
		allowed bool
		err     bool
	}{
		{"inside", 2, map[string]int64{"N": 4}, true, false},
		{"not a multiple", 2, map[string]int64{"N": 3}, false, false},
		{"below p", 4, map[string]int64{"N": 2}, false, false},
		{"missing parameter", 2, map[string]int64{}, false, true},
		{"unknown parameter", 2, map[string]int64{"N": 4, "M": 1}, false, true},
		{"no processes", 0, map[string]int64{"N": 4}, false, true},
	}
	for _, tc := range tests {
		ok, err := Allowed(prog, tc.p, tc.params)
		if ok != tc.allowed || (err != nil) != tc.err {
			t.Errorf("%s: Allowed = %v, %v; want %v, error %v", tc.name, ok, err, tc.allowed, tc.err)
		}
	}
}

// TestSkippedCount: Count tallies exactly what SimErr skips, by kind, and
// returns the reason of every other error (one error of each kind, then
// the errors that are not a classified simulator error).
func TestSkippedCount(t *testing.T) {
	var s Skipped
	failed := map[sim.ErrorKind]bool{}
	for _, k := range simKinds() {
		err := &sim.RuntimeError{Kind: k, Pid: -1, Msg: "m"}
		why := s.Count(err)
		if _, want := SimErr(err); (why != "") != (simErrWant[k] == Fail) || (why != "" && why != want) {
			t.Errorf("%v: Count returned %q, SimErr says %v %q", k, why, simErrWant[k], want)
		}
		if why != "" {
			failed[k] = true
		}
	}
	want := Skipped{}
	for k, sk := range simErrWant {
		switch sk {
		case SkipRuntime:
			want.RunErrors++
		case SkipLimit:
			want.OverBudget++
		}
		if (sk == Fail) != failed[k] {
			t.Errorf("%v: failed %v, want %v", k, failed[k], sk == Fail)
		}
	}
	if d := cmp.Diff(want, s); d != "" {
		t.Errorf("tally (-want +got):\n%s", d)
	}
	for _, err := range []error{nil, errors.New("boom")} {
		if why := s.Count(err); why == "" {
			t.Errorf("%v: counted as skipped", err)
		}
	}
	if d := cmp.Diff(want, s); d != "" {
		t.Errorf("tally after failures (-want +got):\n%s", d)
	}
	var sum Skipped
	sum.Add(s)
	sum.Add(Skipped{RunErrors: 2, OverBudget: 3})
	if d := cmp.Diff(Skipped{RunErrors: want.RunErrors + 2, OverBudget: want.OverBudget + 3}, sum); d != "" {
		t.Errorf("Add (-want +got):\n%s", d)
	}
}
