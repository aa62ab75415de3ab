package hrelation

import (
	"fmt"
	"math/big"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
)

// bsmpPrograms are the programs with sends: the BSMP corpus of
// testdata/sound and the BSMP textbook programs.
func bsmpPrograms(t *testing.T) (files, srcs []string) {
	for _, pat := range []string{"testdata/sound/bsmp_*.bsp", "../benchmarks/textbook/*_bsmp.bsp"} {
		fs, ss := programFiles(t, pat)
		files, srcs = append(files, fs...), append(srcs, ss...)
	}
	return files, srcs
}

// queueStats counts what checkQueues saw.
type queueStats struct {
	supersteps, bounded, equal, unbounded int
	failures                              []string
}

// checkQueues compares, for every superstep the simulator runs, the most
// messages a process received (sim.Result.Queues) with the bound of
// Step.Messages at the closing barrier: soundness, and how often the
// bound is reached.
func checkQueues(t *testing.T, opts options, name, src string, ps []int, params func(p int, rng *rand.Rand) []map[string]int64, qs *queueStats) {
	prog, err := frontend.Parse(name, []byte(src))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	ar := align.Analyze(prog)
	if !ar.Aligned {
		t.Fatalf("%s: not aligned", name)
	}
	res, err := analyze(prog, ar, opts)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	rng := rand.New(rand.NewSource(1))
	for _, p := range ps {
		for _, pv := range params(p, rng) {
			type bound struct {
				step *Step
				q    *big.Rat // nil: no bound
			}
			var bounds []bound
			prev := align.Barrier{Kind: align.StartBarrier}
			cfg := sim.Config{P: p, Params: pv, Seed: 1, MaxSteps: 300_000}
			cfg.AtBarrier = func(k int, sync *frontend.SyncStmt, vals [][]int64) {
				b := res.AtBarrier(prev, sync, vals)
				prev = b.Close
				var bd bound
				if b.Step != nil && b.Step.Messages != nil {
					bd.step = b.Step
					if v, err := b.Step.Messages.Eval(func(o *frontend.Object) (int64, bool) { return vals[0][o.ID], true }); err == nil {
						bd.q = v
					}
				} else {
					bd.q = new(big.Rat) // no send: no message
				}
				bounds = append(bounds, bd)
			}
			r, err := sim.Run(prog, cfg)
			if err != nil {
				qs.failures = append(qs.failures, fmt.Sprintf("%s p=%d %v: %v", name, p, pv, err))
				continue
			}
			for k, got := range r.Queues {
				qs.supersteps++
				bd := bounds[k]
				if bd.q == nil {
					qs.unbounded++
					continue
				}
				qs.bounded++
				switch c := big.NewRat(got, 1).Cmp(bd.q); {
				case c > 0:
					qs.failures = append(qs.failures, fmt.Sprintf("%s p=%d %v superstep %d: a process received %d messages > bound %s", name, p, pv, k, got, bd.q.RatString()))
				case c == 0:
					qs.equal++
				}
			}
		}
	}
}

// TestQueueBound: no process receives more messages in a superstep than
// Step.Messages says (the bound of its queue in the next superstep), on
// the BSMP corpus for p = 1..16; the exact textbook all-to-all reaches its
// bound in every communicating superstep.
func TestQueueBound(t *testing.T) {
	files, srcs := bsmpPrograms(t)
	total := &queueStats{}
	for i, f := range files {
		qs := &queueStats{}
		checkQueues(t, options{}, filepath.Base(f), srcs[i], procs(16), corpusParams(t, srcs[i]), qs)
		if strings.HasSuffix(f, "alltoall_bsmp.bsp") && qs.equal != qs.bounded {
			t.Errorf("%s: the bound is reached in %d of %d supersteps, want all", f, qs.equal, qs.bounded)
		}
		total.supersteps += qs.supersteps
		total.bounded += qs.bounded
		total.equal += qs.equal
		total.unbounded += qs.unbounded
		total.failures = append(total.failures, qs.failures...)
	}
	for i, f := range total.failures {
		if i == 5 {
			t.Errorf("... %d more", len(total.failures)-5)
			break
		}
		t.Error(f)
	}
	t.Logf("%d programs, %d supersteps: %d bounded (%d reached), %d without bound", len(files), total.supersteps, total.bounded, total.equal, total.unbounded)
}

// TestBSMPMutations: each BSMP rule of the analysis, switched off, makes a
// soundness check fail: a send's tag (the words check of sound_test.go)
// and the sends counted sequentially (the queue check).
func TestBSMPMutations(t *testing.T) {
	files, srcs := bsmpPrograms(t)
	for _, tc := range []struct {
		what  string
		opts  options
		queue bool
	}{
		{"a send's tag adds no words", options{ignoreTag: true}, false},
		{"sends counted sequentially are not messages", options{ignoreQueueSeq: true}, true},
	} {
		var failures []string
		for i, f := range files {
			if tc.queue {
				qs := &queueStats{}
				checkQueues(t, tc.opts, filepath.Base(f), srcs[i], procs(8), corpusParams(t, srcs[i]), qs)
				failures = append(failures, qs.failures...)
			} else {
				st := newStats()
				checkProgramWith(t, tc.opts, filepath.Base(f), srcs[i], procs(8), corpusParams(t, srcs[i]), []int64{1}, st, false)
				failures = append(failures, st.failures...)
			}
		}
		if len(failures) == 0 {
			t.Errorf("mutation %q: no soundness failure", tc.what)
		} else {
			t.Logf("mutation %q caught: %s", tc.what, strings.SplitN(failures[0], "\n", 2)[0])
		}
	}
}

// TestTagBound: the words a send's tag adds, from the tagsize statements of
// the program (tagBound), and the step's error when one is not bounded.
func TestTagBound(t *testing.T) {
	tests := []struct {
		name, body string
		tag        string // the bound's text, "" for none
		err        string // in the error of the step with the send
	}{
		{"none", "", "", ""},
		{"constant", "tagsize(2)", "2", ""},
		{"the largest constant", "tagsize(2)\nsync\ntagsize(3)\nsync\ntagsize(1)", "3", ""},
		{"bounded by align", "var k := 1\nif pid == 0 then k := 2 end\ntagsize(min(k, 4))", "2", ""},
		{"a parameter", "tagsize(K)", "max(0, K)", ""},
		{"a parameter and a constant", "tagsize(K + 1)\nsync\ntagsize(5)", "max(5, K + 1)", ""},
		{"data", "var d\ntagsize(d)", "", "the tag size `d` set at"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "program t(K) requires K >= 0\n" + tc.body + "\nsync\nvar x\nsend(0, x)\nsync\nend\n"
			prog, err := frontend.Parse("t.bsp", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			ar := align.Analyze(prog)
			a := newAnalyzer(prog, ar, options{})
			got := ""
			if a.tag != nil {
				got = frontend.ExprString(a.tag)
			}
			if got != tc.tag {
				t.Errorf("tag bound %q, want %q", got, tc.tag)
			}
			res, err := Analyze(prog, ar)
			if err != nil {
				t.Fatal(err)
			}
			var stepErr string
			for _, st := range res.Steps {
				if hasSend(st.Comms) && st.Err != nil {
					stepErr = st.Err.Error()
				}
			}
			if tc.err == "" && stepErr != "" || !strings.Contains(stepErr, tc.err) {
				t.Errorf("step error %q, want one containing %q", stepErr, tc.err)
			}
		})
	}
}
