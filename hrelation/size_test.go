package hrelation

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/frontend"
)

// withinLimits returns the steps of res whose largest words exceed the
// size limits (hSizeLimit, hPieceLimit), and how many steps report the
// limit's fallback.
func withinLimits(res *Result) (over []string, reported int) {
	for _, st := range res.Steps {
		if st.H == nil {
			continue
		}
		if n := exprSize(st.MaxOut, paramSizes(st.Params)); n > hSizeLimit || len(st.MaxOut.Pieces) > hPieceLimit {
			over = append(over, st.Open.String()+" to "+st.Close.String()+": max out")
		}
		if n := exprSize(st.MaxIn, paramSizes(st.Params)); n > hSizeLimit || len(st.MaxIn.Pieces) > hPieceLimit {
			over = append(over, st.Open.String()+" to "+st.Close.String()+": max in")
		}
		for _, f := range st.Fallbacks {
			if f.Rule == RuleUpperBound && strings.Contains(f.Msg, "past the limit") {
				reported++
				break
			}
		}
	}
	return over, reported
}

// TestSizeLimit: a generated program (replicated-loops, seed 67, MaxDepth
// 2) whose exact counts nest floors in floors has its largest words
// within the limits, the fallback reported at the put; switching the
// limit off (the mutation) leaves them past it (the test notices), and
// the bound stays sound against the simulator.
func TestSizeLimit(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "size", "replicated-loops-67.bsp"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		opts     options
		wantOver bool
	}{
		{"limit", options{noMaps: true}, false},
		{"mutation: no limit", options{noMaps: true, noSizeLimit: true}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The rules that would analyse the step again with its
			// empty disjuncts kept stay off: the counts past the
			// limit are what the mutation is to show.
			defer func(r, c bool) { reqCasesOn, plainCasesOn = r, c }(reqCasesOn, plainCasesOn)
			reqCasesOn, plainCasesOn = !tc.opts.noSizeLimit, !tc.opts.noSizeLimit
			prog, err := frontend.Parse("replicated-loops-67.bsp", src)
			if err != nil {
				t.Fatal(err)
			}
			res, err := analyze(prog, nil, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			over, reported := withinLimits(res)
			if got := len(over) > 0; got != tc.wantOver {
				t.Errorf("steps past the limits: %q, want some: %v", over, tc.wantOver)
			}
			if !tc.wantOver && reported == 0 {
				t.Error("no step reports the size limit's fallback")
			}
		})
	}
	st := newStats()
	checkProgram(t, "replicated-loops-67.bsp", string(src), procs(8), corpusParams(t, string(src)), []int64{1, 2}, st, false)
	report(t, "replicated-loops-67", st)
}

// TestSizeLimitSound forces the limit's fallback everywhere (limits of
// 1): every count and maximum becomes the box of its transfers, which
// must stay at least the simulated h on every corpus.
func TestSizeLimitSound(t *testing.T) {
	opts := options{sizeLimit: 1}
	for _, pat := range []string{"../benchmarks/textbook/*.bsp", "testdata/sound/*.bsp", "../align/testdata/aligned/*.bsp"} {
		files, srcs := programFiles(t, pat)
		st := newStats()
		boxed := 0
		for i, f := range files {
			prog, err := frontend.Parse(f, []byte(srcs[i]))
			if err != nil {
				t.Fatal(err)
			}
			if res, err := analyze(prog, nil, opts); err == nil {
				_, n := withinLimits(res)
				boxed += n
			}
			checkProgramWith(t, opts, filepath.Base(f), srcs[i], procs(8), corpusParams(t, srcs[i]), []int64{1}, st, false)
		}
		if boxed == 0 {
			t.Errorf("%s: the fallback never ran", pat)
		}
		report(t, pat+" (all boxed)", st)
	}
}

// leaves counts the identifiers and literals of e.
func leaves(e frontend.Expr) int {
	n := 0
	frontend.Inspect(e, func(x frontend.Node) bool {
		switch x.(type) {
		case *frontend.Ident, *frontend.IntLit:
			n++
		}
		return true
	})
	return n
}

// TestExprSize: exprSize is the size of what Cases writes: at least its
// leaves, at most one literal more per term and piece (a coefficient 1,
// the common denominator), on every step of the textbook programs and of
// the size limit's program without the limit (floors of floors).
func TestExprSize(t *testing.T) {
	files := append(textbook(t), filepath.Join("testdata", "size", "replicated-loops-67.bsp"))
	for _, f := range files {
		prog, err := frontend.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		res, err := analyze(prog, nil, options{noMaps: true, noSizeLimit: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range res.Steps {
			if st.H == nil || len(st.Comms) == 0 {
				continue
			}
			// exprSize counts every floor corrected for negative values;
			// Cases may write fewer leaves (a plain division).
			casesLeaves := func() int {
				cases, err := st.Cases(prog.Info.Extend())
				if err != nil {
					t.Fatal(err)
				}
				n := 0
				for _, c := range cases {
					n += leaves(c.Value)
					if c.Cond != nil {
						n += leaves(c.Cond)
					}
				}
				return n
			}
			short := casesLeaves()
			plainDivOn = false
			n := casesLeaves()
			plainDivOn = true
			terms := 0
			for _, pc := range st.H.Pieces {
				terms += len(pc.Value.Terms()) + 1
			}
			if got := exprSize(st.H, paramSizes(st.Params)); got < n || got > n+terms || short > n {
				t.Errorf("%s, %s to %s: exprSize %d, want the %d leaves of Cases written in full (+ at most %d), at least its %d leaves", filepath.Base(f), st.Open, st.Close, got, n, terms, short)
			}
		}
	}
}
