package sim

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"bspcost/frontend"

	"github.com/google/go-cmp/cmp"
)

// parse parses a test program, failing the test on any error.
func parse(t *testing.T, src string) *frontend.Program {
	t.Helper()
	prog, err := frontend.Parse("test.bsp", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return prog
}

// posOf returns the position of the first occurrence of marker in src.
func posOf(t *testing.T, src, marker string) frontend.Pos {
	t.Helper()
	i := strings.Index(src, marker)
	if i < 0 {
		t.Fatalf("marker %q not in source", marker)
	}
	line := 1 + strings.Count(src[:i], "\n")
	col := i - strings.LastIndex(src[:i], "\n")
	return frontend.Pos{Line: line, Col: col}
}

const scanSrc = `program scan
  var x
  var xin
  var i := 1
  while i < nprocs do
    if pid >= i then
      get(pid - i, x, xin)
    end
    sync
    if pid >= i then
      {1 * r} x := x + xin
    end
    i := i * 2
  end
end
`

type costCase struct {
	name    string
	src     string
	p       int
	params  map[string]int64
	steps   []Superstep
	w, h, s int64
}

func TestCost(t *testing.T) {
	tests := []costCase{
		{name: "scan p=4", src: scanSrc, p: 4,
			steps: []Superstep{{0, 1}, {1, 1}, {1, 0}}, w: 2, h: 2, s: 3},
		{name: "scan p=8", src: scanSrc, p: 8,
			steps: []Superstep{{0, 1}, {1, 1}, {1, 1}, {1, 0}}, w: 3, h: 3, s: 4},
		{name: "scan p=1 has only the final barrier", src: scanSrc, p: 1,
			steps: []Superstep{{0, 0}}, w: 0, h: 0, s: 1},
		{name: "empty program", src: "program e\nend\n", p: 3,
			steps: []Superstep{{0, 0}}, s: 1},
		{name: "self put counts in and out", p: 2, src: `program s
  var x := 1
  put(pid, x, x)
  sync
end`, steps: []Superstep{{0, 1}, {0, 0}}, h: 1, s: 2},
		{name: "all put to 0: h_in of 0 includes its own", p: 4, src: `program g
  var x := pid
  var a[nprocs]
  put(0, x, a[pid])
end`, steps: []Superstep{{0, 4}}, h: 4, s: 1},
		{name: "all get from 0: gets count as h_out of the source", p: 4, src: `program g
  var x
  var y
  get(0, x, y)
end`, steps: []Superstep{{0, 4}}, h: 4, s: 1},
		{name: "word counts of slices, elements and arrays", p: 2, src: `program w
  var a[10]
  var b[10]
  put(1 - pid, a[2:5], b[0:3])
  sync
  put(1 - pid, a, b, 4)
  sync
  put(1 - pid, a[1], b[5], 5)
  sync
  put(1 - pid, a, b)
  sync
  get(1 - pid, a[3:3], b[0:0])
  get(1 - pid, a[1:3], b[7])
end`, steps: []Superstep{{0, 3}, {0, 4}, {0, 5}, {0, 1}, {0, 2}}, h: 15, s: 5},
		{name: "h is the max of out and in, not the sum", p: 2, src: `program m
  var x
  put(1 - pid, x, x)
  put(1 - pid, x, x)
end`, steps: []Superstep{{0, 2}}, h: 2, s: 1},
		{name: "annotations r g l, bare and synonyms", p: 4, src: `program a
  {3 * r + 2 * g + l} skip
  sync
  {pid * w} skip
  {g} skip
  {2} skip
  {1 * l} skip
end`, steps: []Superstep{{3, 2}, {5, 1}}, w: 8, h: 3, s: 4},
		{name: "g annotation adds after the max", p: 2, src: `program g
  var x
  put(1 - pid, x, x)
  {2 * g} skip
end`, steps: []Superstep{{0, 3}}, h: 3, s: 1},
		{name: "annotation on a loop is charged once", p: 1, src: `program o
  {5 * r} for i := 1 to 10 do skip end
  sync
  for i := 1 to 10 do {1 * r} skip end
end`, steps: []Superstep{{5, 0}, {10, 0}}, w: 15, s: 2},
		{name: "sync in a loop", p: 3, params: map[string]int64{"N": 3}, src: `program l(N)
  for i := 1 to N do
    {i * r} sync
  end
end`, steps: []Superstep{{1, 0}, {2, 0}, {3, 0}, {0, 0}}, w: 6, s: 4},
		{name: "l annotations take the max over processes", p: 3, src: `program l
  {pid * l} skip
end`, steps: []Superstep{{0, 0}}, s: 3},
	}
	runCostCases(t, tests)
}

// runCostCases runs each case and compares its supersteps and totals.
func runCostCases(t *testing.T, tests []costCase) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Run(parse(t, tt.src), Config{P: tt.p, Params: tt.params})
			if err != nil {
				t.Fatal(err)
			}
			type cost struct {
				Steps   []Superstep
				W, H, S int64
			}
			got := cost{res.Supersteps, res.W, res.H, res.S}
			want := cost{tt.steps, tt.w, tt.h, tt.s}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("cost (-want +got):\n%s", d)
			}
		})
	}
}

// TestFinal checks values: communication semantics, control flow and
// arithmetic. want lists, per pid, the final values of some top-level
// variables.
func TestFinal(t *testing.T) {
	tests := []finalCase{
		{name: "scan computes prefix sums", p: 4, src: `program s
  var x := pid + 1
  var xin
  var i := 1
  while i < nprocs do
    if pid >= i then get(pid - i, x, xin) end
    sync
    if pid >= i then x := x + xin end
    i := i * 2
  end
end`, want: []map[string][]int64{{"x": {1}}, {"x": {3}}, {"x": {6}}, {"x": {10}}}},
		{name: "put reads its source when issued", p: 1, src: `program b
  var x := 1
  var y := 0
  put(pid, x, y)
  x := 2
  sync
end`, want: []map[string][]int64{{"x": {2}, "y": {1}}}},
		{name: "put is delivered at the sync, not before", p: 1, src: `program b
  var one := 1
  var y := 0
  var z := 5
  put(pid, one, y)
  z := y
end`, want: []map[string][]int64{{"y": {1}, "z": {0}}}},
		{name: "get reads at the sync", p: 2, src: `program b
  var x := 1
  var y := 0
  get(1 - pid, x, y)
  x := 2 + pid
end`, want: []map[string][]int64{{"y": {3}}, {"y": {2}}}},
		{name: "gets are served before puts are delivered", p: 2, src: `program o
  var x := pid * 10
  var v := 99
  var y := 0
  if pid == 0 then put(1, v, x) end
  get(1, x, y)
end`, want: []map[string][]int64{{"x": {0}, "y": {10}}, {"x": {99}, "y": {10}}}},
		{name: "a put overwrites a get's data", p: 2, src: `program o
  var x := 7
  var v := 99
  var y := 0
  if pid == 0 then get(1, x, y) end
  if pid == 1 then put(0, v, y) end
end`, want: []map[string][]int64{{"y": {99}}, {"y": {0}}}},
		{name: "puts in pid order then issue order", p: 3, src: `program o
  var me := pid
  var x := -1
  var y := -1
  put(0, me, x)
  var a := 1
  var b := 2
  put(0, a, y)
  put(0, b, y)
end`, want: []map[string][]int64{{"x": {2}, "y": {2}}, {"x": {-1}, "y": {-1}}, {"x": {-1}, "y": {-1}}}},
		{name: "slices move words", p: 2, src: `program w
  var a[4]
  var b[4]
  for i := 0 to 3 do a[i] := 10 * pid + i; b[i] := 0 end
  put(1 - pid, a[1:3], b[2:4])
  sync
  get(1 - pid, a[3], b[0])
end`, want: []map[string][]int64{
			{"a": {0, 1, 2, 3}, "b": {13, 0, 11, 12}},
			{"a": {10, 11, 12, 13}, "b": {3, 0, 1, 2}},
		}},
		{name: "break continue for", p: 1, src: `program c
  var s := 0
  for i := 1 to 10 do
    if i == 3 then continue end
    if i == 6 then break end
    s := s + i
  end
end`, want: []map[string][]int64{{"s": {12}}}},
		{name: "break leaves only the inner loop", p: 1, src: `program c
  var n := 0
  for i := 1 to 3 do
    while true do
      n := n + 1
      break
    end
  end
  var k := 0
  while k < 10 do
    k := k + 1
    if k % 2 = 1 then continue end
    n := n + 100
  end
end`, want: []map[string][]int64{{"n": {503}}}},
		{name: "elif else", p: 3, src: `program e
  var r
  if pid == 0 then r := 10 elif pid == 1 then r := 20 else r := 30 end
end`, want: []map[string][]int64{{"r": {10}}, {"r": {20}}, {"r": {30}}}},
		{name: "for step, inclusive bounds, bounds evaluated once", p: 1, src: `program f
  var s := 0
  for i := 1 to 10 step 3 do s := s + i end
  var n := 3
  var c := 0
  for i := 1 to n do n := n + 1; c := c + 1 end
  var none := 0
  for i := 5 to 4 do none := 1 end
  var big := 0
  for i := 9223372036854775806 to 9223372036854775807 do big := big + 1 end
end`, want: []map[string][]int64{{"s": {22}, "c": {3}, "none": {0}, "big": {2}}}},
		{name: "C division and remainder, min and max", p: 1, src: `program d
  var q := -7 / 2
  var r := -7 % 2
  var s := 7 % -2
  var m := min(3, 1, 2) + max(4, 9)
  var big := -9223372036854775807 - 1
  var mr := big % -1
end`, want: []map[string][]int64{{"q": {-3}, "r": {-1}, "s": {1}, "m": {10}, "mr": {0}}}},
		{name: "short circuit", p: 1, src: `program s
  var z := 0
  var ok := 0
  if z != 0 && 10 / z > 1 then ok := 1 end
  if z == 0 || 10 / z > 1 then ok := ok + 2 end
  if !(z == 0) then ok := 100 end
end`, want: []map[string][]int64{{"ok": {2}}}},
	}
	runFinalCases(t, tests)
}

// finalCase is a program and, per pid, the final values of some of its
// top-level variables.
type finalCase struct {
	name string
	src  string
	p    int
	want []map[string][]int64
}

// runFinalCases runs each case and compares the final values it lists.
func runFinalCases(t *testing.T, tests []finalCase) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Run(parse(t, tt.src), Config{P: tt.p})
			if err != nil {
				t.Fatal(err)
			}
			got := make([]map[string][]int64, len(res.Final))
			for pid, vars := range res.Final {
				got[pid] = map[string][]int64{}
				for name := range tt.want[pid] {
					got[pid][name] = vars[name]
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("final values (-want +got):\n%s", d)
			}
		})
	}
}

// errorCase is a program that fails, and how.
type errorCase struct {
	name   string
	src    string
	cfg    Config
	kind   ErrorKind
	at     string // marker of the error position in src, or "@line:col"; "" for none
	pid    int
	substr string // in Error()
}

// pos returns the expected position of the error.
func (tt errorCase) pos(t *testing.T) frontend.Pos {
	t.Helper()
	var p frontend.Pos
	if _, err := fmt.Sscanf(tt.at, "@%d:%d", &p.Line, &p.Col); err == nil {
		return p
	}
	return posOf(t, tt.src, tt.at)
}

func TestErrors(t *testing.T) {
	tests := []errorCase{
		{name: "division by zero", cfg: Config{P: 2}, src: `program e
  var x := 1 / (pid - pid)
end`, kind: ErrRuntime, at: "/ (", pid: 0, substr: "runtime error: pid 0: division by zero"},
		{name: "remainder by zero", cfg: Config{P: 1}, src: `program e
  var z := 0
  var x := 1 % z
end`, kind: ErrRuntime, at: "% z", substr: "division by zero"},
		{name: "addition overflow on pid 1", cfg: Config{P: 2}, src: `program e
  var x := 9223372036854775807 + pid
end`, kind: ErrRuntime, at: "+ pid", pid: 1, substr: "test.bsp:2:32: runtime error: pid 1: integer overflow"},
		{name: "multiplication overflow", cfg: Config{P: 1}, src: `program e
  var x := 4611686018427387904 * 2
end`, kind: ErrRuntime, at: "* 2", substr: "overflow"},
		{name: "subtraction overflow", cfg: Config{P: 1}, src: `program e
  var x := -9223372036854775807 - 2
end`, kind: ErrRuntime, at: "- 2", substr: "overflow"},
		{name: "negation overflow", cfg: Config{P: 1}, src: `program e
  var m := -9223372036854775807 - 1
  var x := -m
end`, kind: ErrRuntime, at: "-m", substr: "overflow"},
		{name: "min int divided by -1", cfg: Config{P: 1}, src: `program e
  var m := -9223372036854775807 - 1
  var x := m / -1
end`, kind: ErrRuntime, at: "/ -1", substr: "overflow"},
		{name: "index out of bounds", cfg: Config{P: 2}, src: `program e
  var a[3]
  var x := a[pid + 2]
end`, kind: ErrRuntime, at: "pid + 2", pid: 1, substr: "index 3 out of range for a of length 3"},
		{name: "negative index assigned", cfg: Config{P: 1}, src: `program e
  var a[3]
  a[-1] := 0
end`, kind: ErrRuntime, at: "-1]", substr: "index -1 out of range"},
		{name: "put target out of range", cfg: Config{P: 2}, src: `program e
  var x
  put(pid + 1, x, x)
end`, kind: ErrRuntime, at: "put", pid: 1, substr: "put target 2 is outside 0..1"},
		{name: "get source negative", cfg: Config{P: 2}, src: `program e
  var x
  get(pid - 1, x, x)
end`, kind: ErrRuntime, at: "get", pid: 0, substr: "get source -1 is outside 0..1"},
		{name: "put beyond the remote array, reported at the put", cfg: Config{P: 2}, src: `program e
  var a[4]
  var b[2]
  put(0, a[1:4], b)
  sync
end`, kind: ErrRuntime, at: "put", pid: 0, substr: "put words 0..2 of b are beyond its length 2 on pid 0"},
		{name: "put beyond the local source", cfg: Config{P: 2}, src: `program e
  var a[4]
  var b[9]
  put(0, a[2], b, 3)
end`, kind: ErrRuntime, at: "put", pid: 0, substr: "words 2..4 of a are beyond its length 4 on pid 0"},
		{name: "get beyond the remote source", cfg: Config{P: 2}, src: `program e
  var a[pid + 1]
  var y
  get(0, a[1], y)
end`, kind: ErrRuntime, at: "get", pid: 0, substr: "get word 1 of a is beyond its length 1 on pid 0"},
		{name: "slices of different lengths", cfg: Config{P: 1}, src: `program e
  var a[4]
  var b[4]
  put(0, a[0:2], b[0:3])
end`, kind: ErrRuntime, at: "put", substr: "slices of different lengths"},
		{name: "word count differs from slice", cfg: Config{P: 1}, src: `program e
  var a[4]
  var b[4]
  put(0, a[0:2], b, 3)
end`, kind: ErrRuntime, at: "put", substr: "word count 3 differs from the length 2 of the slice a[0:2]"},
		{name: "several words of a scalar", cfg: Config{P: 1}, src: `program e
  var x
  var y
  put(0, x, y, 2)
end`, kind: ErrRuntime, at: "put", substr: "scalar x"},
		{name: "negative word count", cfg: Config{P: 1}, src: `program e
  var x
  get(0, x, x, -1)
end`, kind: ErrRuntime, at: "-1", substr: "negative word count -1"},
		{name: "negative annotation", cfg: Config{P: 2}, src: `program e
  {(pid - 1) * r} skip
end`, kind: ErrRuntime, at: "(pid", pid: 0, substr: "negative cost annotation: (pid - 1) * r is -1"},
		{name: "negative array length", cfg: Config{P: 2}, src: `program e
  var a[pid - 1]
end`, kind: ErrRuntime, at: "pid - 1", pid: 0, substr: "negative array length -1 for a"},
		{name: "non-positive for step", cfg: Config{P: 2}, src: `program e
  for i := 1 to 3 step pid do skip end
end`, kind: ErrRuntime, at: "pid do", pid: 0, substr: "for step must be positive, not 0"},
		{name: "array too large", cfg: Config{P: 1}, src: `program e
  var a[1000000000000]
end`, kind: ErrMemoryLimit, at: "1000000000000", substr: "out of memory"},
		{name: "barrier mismatch between syncs", cfg: Config{P: 8}, src: `program m
  if pid < 4 then
    sync
  else
    sync
  end
end`, kind: ErrBarrierMismatch, at: "sync", pid: -1,
			substr: "test.bsp:3:5: barrier mismatch: pids 0-3 wait at sync 3:5; pids 4-7 at sync 5:5"},
		{name: "barrier mismatch with the end", cfg: Config{P: 3}, src: `program m
  if pid == 1 then sync end
end`, kind: ErrBarrierMismatch, at: "@3:1", pid: -1,
			substr: "barrier mismatch: pids 0,2 ended the program; pid 1 waits at sync 2:20"},
		{name: "same sync, different iterations is fine until the end", cfg: Config{P: 2}, src: `program m
  for i := 0 to pid do sync end
end`, kind: ErrBarrierMismatch, at: "@3:1", pid: -1,
			substr: "pid 0 ended the program; pid 1 waits at sync 2:24"},
		{name: "step limit", cfg: Config{P: 2, MaxSteps: 1000}, src: `program l
  while true do skip end
end`, kind: ErrStepLimit, pid: 0, substr: "step limit exceeded: pid 0: more than 1000 steps"},
		{name: "step limit on an empty loop", cfg: Config{P: 1, MaxSteps: 1000}, src: `program l
  while true do end
end`, kind: ErrStepLimit, at: "while", substr: "step limit"},
		{name: "step limit on a huge for", cfg: Config{P: 1}, src: `program l
  for i := 0 to 9223372036854775807 do end
end`, kind: ErrStepLimit, at: "for", substr: "more than 10000000 steps"},
		{name: "step limit counts processes together", cfg: Config{P: 4, MaxSteps: 100}, src: `program l
  for i := 1 to 20 do sync end
end`, kind: ErrStepLimit, pid: 1, substr: "pid 1: more than 100 steps"},
		{name: "requires violated", cfg: Config{P: 4, Params: map[string]int64{"N": 10}}, src: `program r(N) requires N >= p && N % p == 0
  skip
end`, kind: ErrRequires, at: "N >=", pid: -1, substr: "requires clause violated: N >= p && N % p == 0 is false for p=4, N=10"},
		{name: "requires fails to evaluate", cfg: Config{P: 4, Params: map[string]int64{"N": 0}}, src: `program r(N) requires 10 / N > 0
  skip
end`, kind: ErrRequires, at: "/ N", pid: -1, substr: "requires clause violated: division by zero"},
		{name: "missing parameter", cfg: Config{P: 4}, src: `program r(N, M)
  skip
end`, kind: ErrConfig, pid: -1, substr: "test.bsp: bad configuration: no value for parameter N, M"},
		{name: "unknown parameter", cfg: Config{P: 4, Params: map[string]int64{"K": 1}}, src: `program r
  skip
end`, kind: ErrConfig, pid: -1, substr: "program r has no parameter K"},
		{name: "no processes", cfg: Config{P: 0}, src: `program r
end`, kind: ErrConfig, pid: -1, substr: "at least 1"},
		{name: "too many processes", cfg: Config{P: MaxProcs + 1}, src: `program r
end`, kind: ErrConfig, pid: -1, substr: "at most 65536 processes"},
		{name: "empty input range", cfg: Config{P: 1, AnyMin: 5, AnyMax: 1}, src: `program r
end`, kind: ErrConfig, pid: -1, substr: "empty range"},
	}
	runErrorCases(t, tests)
}

// runErrorCases runs each case and checks its error's kind, position, pid
// and message.
func runErrorCases(t *testing.T, tests []errorCase) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Run(parse(t, tt.src), tt.cfg)
			if err == nil {
				t.Fatalf("no error; result %+v", res)
			}
			var re *RuntimeError
			if !errors.As(err, &re) {
				t.Fatalf("error %T %v, want *RuntimeError", err, err)
			}
			if res != nil {
				t.Errorf("result %+v with an error", res)
			}
			if re.Kind != tt.kind {
				t.Errorf("kind %v, want %v (%v)", re.Kind, tt.kind, err)
			}
			if tt.at != "" {
				if want := tt.pos(t); re.Pos != want {
					t.Errorf("position %v, want %v (%v)", re.Pos, want, err)
				}
			}
			if re.Pid != tt.pid {
				t.Errorf("pid %d, want %d (%v)", re.Pid, tt.pid, err)
			}
			if !strings.Contains(err.Error(), tt.substr) {
				t.Errorf("error %q does not contain %q", err, tt.substr)
			}
		})
	}
}

const inputSrc = `program in
  var x
  var a[5]
  var y := any + any
  if pid == 0 then
    var nested
    y := nested
  end
  {r} var z := 3
  get(nprocs - 1 - pid, a[1:3], a[3:5])
end
`

func TestDeterminism(t *testing.T) {
	prog := parse(t, inputSrc)
	run := func(cfg Config) *Result {
		t.Helper()
		res, err := Run(prog, cfg)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	a := run(Config{P: 4, Seed: 7})
	if d := cmp.Diff(a, run(Config{P: 4, Seed: 7})); d != "" {
		t.Errorf("two runs differ (-first +second):\n%s", d)
	}
	if cmp.Equal(a.Inputs, run(Config{P: 4, Seed: 8}).Inputs) {
		t.Errorf("seeds 7 and 8 give the same inputs")
	}
	// Each process has its own stream: pid 1's inputs do not depend on p.
	if d := cmp.Diff(a.Inputs[1], run(Config{P: 2, Seed: 7}).Inputs[1]); d != "" {
		t.Errorf("pid 1's inputs depend on p (-p=4 +p=2):\n%s", d)
	}
	// Only top-level variables are reported, including annotated ones.
	for pid, in := range a.Inputs {
		var names []string
		for name := range in {
			names = append(names, name)
		}
		if d := cmp.Diff([]string{"a", "x", "y", "z"}, names, cmpSorted); d != "" {
			t.Errorf("pid %d: input names (-want +got):\n%s", pid, d)
		}
		if len(in["a"]) != 5 || in["z"][0] != 3 {
			t.Errorf("pid %d: inputs %v", pid, in)
		}
	}
	// Final reflects the get; Inputs keeps the values after declaration.
	for pid := range a.Final {
		src := a.Inputs[a.P-1-pid]["a"]
		fin := a.Final[pid]["a"]
		if d := cmp.Diff(src[1:3], fin[3:5]); d != "" {
			t.Errorf("pid %d: get result (-want +got):\n%s", pid, d)
		}
	}
	// The range of input values is configurable, and respected.
	r := run(Config{P: 3, AnyMin: -2, AnyMax: 2})
	for _, in := range r.Inputs {
		for name, vs := range in {
			for _, v := range vs {
				if name != "y" && name != "z" && (v < -2 || v > 2) {
					t.Errorf("input %s = %d outside -2..2", name, v)
				}
				if v < -4 || v > 4 {
					t.Errorf("input %s = %d outside -4..4", name, v)
				}
			}
		}
	}
	for _, in := range a.Inputs {
		for name, vs := range in {
			for _, v := range vs {
				if name != "y" && name != "z" && (v < 0 || v > 9) {
					t.Errorf("input %s = %d outside the default 0..9", name, v)
				}
			}
		}
	}
	// The whole int64 range works too (the span overflows uint64 arithmetic's 2^64).
	run(Config{P: 1, AnyMin: -1 << 63, AnyMax: 1<<63 - 1})
}

var cmpSorted = cmp.Transformer("sort", func(in []string) []string {
	return slices.Sorted(slices.Values(in))
})

// TestScale runs many processes and large arrays.
func TestScale(t *testing.T) {
	res, err := Run(parse(t, scanSrc), Config{P: 3000})
	if err != nil {
		t.Fatal(err)
	}
	if res.S != 13 || res.W != 12 || res.H != 12 {
		t.Errorf("scan on 3000 processes: W=%d H=%d S=%d, want 12 12 13", res.W, res.H, res.S)
	}
	res, err = Run(parse(t, `program big
  var a[1000000]
  var b[1000000]
  put(1 - pid, a[0:1000000], b[0:1000000])
end`), Config{P: 2})
	if err != nil {
		t.Fatal(err)
	}
	if res.H != 1000000 {
		t.Errorf("H = %d, want 1000000", res.H)
	}
	if !slices.Equal(res.Inputs[0]["a"], res.Final[1]["b"]) { // cmp is slow on 10^6 elements
		t.Errorf("the array did not arrive")
	}
}

// TestRobust runs every .bsp file of the repository, and the frontend's
// test inputs (including ill-typed ones, which Parse returns with errors),
// on 1 to 5 processes: the simulator may report errors but must not panic
// nor fail internally.
func TestRobust(t *testing.T) {
	var files []string
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // a directory that other engineers are changing under us
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != "../.." {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".bsp") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no .bsp files found")
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		prog, _ := frontend.Parse(file, src)
		if prog == nil {
			continue
		}
		for p := 1; p <= 5; p++ {
			for _, v := range []int64{int64(4 * p), 16, 3, 1, 0} {
				params := map[string]int64{}
				for _, id := range prog.Params {
					params[id.Name] = v
				}
				_, err := Run(prog, Config{P: p, Params: params, MaxSteps: 100_000})
				var re *RuntimeError
				if err != nil && !errors.As(err, &re) {
					t.Errorf("%s p=%d: error %T %v", file, p, err, err)
				}
				if re != nil && re.Kind == ErrInternal {
					t.Errorf("%s p=%d: %v", file, p, err)
				}
				if re == nil || re.Kind != ErrRequires {
					break
				}
			}
		}
	}
	t.Logf("ran %d files", len(files))
}

func ExampleRun() {
	prog, err := frontend.Parse("scan.bsp", []byte(scanSrc))
	if err != nil {
		panic(err)
	}
	res, err := Run(prog, Config{P: 4})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Supersteps, res.W, res.H, res.S)
	// Output: [{0 1} {1 1} {1 0}] 2 2 3
}

// TestInternalError: a panic inside the simulator (here provoked by a
// malformed AST that no parser produces) is reported as ErrInternal, never
// as an answer about the program, and does not crash the caller.
func TestInternalError(t *testing.T) {
	prog := parse(t, "program i\n  skip\nend\n")
	prog.Body.Stmts = append(prog.Body.Stmts, (*frontend.AssignStmt)(nil))
	_, err := Run(prog, Config{P: 2})
	var re *RuntimeError
	if !errors.As(err, &re) || re.Kind != ErrInternal {
		t.Fatalf("got %v, want an internal error", err)
	}
	if !strings.Contains(err.Error(), "internal error") {
		t.Errorf("message %q does not say internal error", err)
	}
}
