package sim

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestEvaluator checks the iterative evaluator on what recursion used to
// make risky (deep chains) and on the evaluation order it must keep
// (short-circuits, min/max over many arguments).
func TestEvaluator(t *testing.T) {
	chain := "1" + strings.Repeat(" + 1", 9_999)
	tests := []struct {
		name, expr string
		want       int64
	}{
		{"long chain", chain, 10_000},
		{"chain in parentheses", "2 * (1" + strings.Repeat(" + 1", 9_990) + ") - 1", 19_981},
		{"short-circuit and", "b2i(false && 1 / z == 0)", 0},
		{"short-circuit or", "b2i(true || 1 / z == 0)", 1},
		{"and both", "b2i(1 < 2 && 2 < 3)", 1},
		{"or both false", "b2i(1 > 2 || 2 > 3)", 0},
		{"not", "b2i(!(1 > 2))", 1},
		{"min many", "min(5, 3, 9, " + strings.Repeat("7, ", 100) + "4)", 3},
		{"max many", "max(-5, " + strings.Repeat("-7, ", 100) + "-4)", -4},
		{"unary", "-(-(3 - 5))", -2},
		{"index", "a[1 + 1] + a[0]", 5},
		{"c division", "(-7) / 2 * 10 + (-7) % 2", -31},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// b2i(c) is written as an if, the language has no bool-to-int.
			expr := tc.expr
			var pre string
			if strings.HasPrefix(expr, "b2i(") {
				pre = fmt.Sprintf("  if %s then r := 1 else r := 0 end\n", strings.TrimSuffix(strings.TrimPrefix(expr, "b2i("), ")"))
				expr = "r"
			}
			src := "program e\n  var z := 0\n  var a[3]\n  a[0] := 1\n  a[1] := 2\n  a[2] := 4\n  var r := 0\n" + pre + "  var x := " + expr + "\nend\n"
			res, err := Run(parse(t, src), Config{P: 1})
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Final[0]["x"][0]; got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}

// TestSimLimits checks the simulator's resource bounds and the kinds of
// their errors.
func TestSimLimits(t *testing.T) {
	deep := "program d\n" + strings.Repeat("if pid >= 0 then\n", 150) + "sync\n" + strings.Repeat("end\n", 150) + "end\n"
	tests := []struct {
		name string
		cfg  Config
		src  string
		kind ErrorKind
		msg  string
	}{
		{"timeout", Config{P: 2, MaxSteps: 1 << 62, Timeout: 50 * time.Millisecond},
			"program f\n  while true do skip end\nend\n", ErrTimeLimit, "ran longer than 50ms"},
		{"process stacks", Config{P: MaxProcs}, deep, ErrMemoryLimit, "151 levels of nesting"},
		{"top-level array kept three times", Config{P: 1},
			"program a\n  var a[50000000]\nend\n", ErrMemoryLimit, "out of memory"},
		{"expression nodes are steps", Config{P: 1, MaxSteps: 1000},
			"program l\n  var x := 0\n  while true do\n    x := " + strings.Repeat("1 + ", 99) + "1 - 100\n  end\nend\n", ErrStepLimit, "more than 1000 steps"},
		{"puts without a sync", Config{P: 2},
			"program q\n  var x := 1\n  var y\n  while true do\n    put((pid + 1) % nprocs, x, y)\n  end\nend\n", ErrMemoryLimit, "this put and the 409200 puts and gets issued since the last barrier need more than the simulator's limit of 16777216 words"},
		{"gets without a sync", Config{P: 3},
			"program q\n  var x := 1\n  var y\n  while true do\n    get(0, x, y)\n  end\nend\n", ErrMemoryLimit, "a sync delivers them"},
		{"syncs count SyncSteps steps", Config{P: 2, MaxSteps: 3*2*SyncSteps - 1},
			"program s\n  sync\n  sync\n  sync\nend\n", ErrStepLimit, fmt.Sprintf("more than %d steps", 3*2*SyncSteps-1)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Run(parse(t, tc.src), tc.cfg)
			var re *RuntimeError
			if !errors.As(err, &re) {
				t.Fatalf("error %v, want a RuntimeError", err)
			}
			if re.Kind != tc.kind || !re.Kind.IsLimit() || !strings.Contains(re.Msg, tc.msg) {
				t.Errorf("got %v (kind %v), want kind %v with %q", err, re.Kind, tc.kind, tc.msg)
			}
		})
	}
}

// TestBudgetsPerSuperstep: the buffered communication is counted per
// superstep (a sync delivers it), and a program whose syncs fit in the
// step bound runs.
func TestBudgetsPerSuperstep(t *testing.T) {
	// 2 supersteps of 250,000 one-word puts: more than MaxCommWords in
	// all, less in each.
	src := "program q\n  var x := 1\n  var y\n  for i := 1 to 2 do\n    for j := 1 to 250000 do\n      put(0, x, y)\n    end\n    sync\n  end\nend\n"
	if _, err := Run(parse(t, src), Config{P: 1}); err != nil {
		t.Errorf("puts delivered at each sync: %v", err)
	}
	if _, err := Run(parse(t, "program s\n  sync\n  sync\n  sync\nend\n"), Config{P: 2, MaxSteps: 3 * 2 * SyncSteps}); err != nil {
		t.Errorf("syncs within the step bound: %v", err)
	}
}

// TestElifChain: a chain of 10,000 elifs runs in a loop and takes the right
// branch.
func TestElifChain(t *testing.T) {
	var b strings.Builder
	b.WriteString("program e\n  var x := 0\n  if pid == 0 then x := 100\n")
	for i := 1; i < 10_000; i++ {
		fmt.Fprintf(&b, "  elif pid == %d then x := %d\n", i, 100+i)
	}
	b.WriteString("  else x := -1\n  end\nend\n")
	res, err := Run(parse(t, b.String()), Config{P: 3})
	if err != nil {
		t.Fatal(err)
	}
	var got []int64
	for _, f := range res.Final {
		got = append(got, f["x"][0])
	}
	if diff := cmp.Diff([]int64{100, 101, 102}, got); diff != "" {
		t.Error(diff)
	}
}

// TestAnyRange: an explicit range is used as given, 0..0 included.
func TestAnyRange(t *testing.T) {
	prog := parse(t, "program d\n  var x\n  var y := any\nend\n")
	res, err := Run(prog, Config{P: 4, AnySet: true, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for pid, f := range res.Final {
		if f["x"][0] != 0 || f["y"][0] != 0 {
			t.Errorf("pid %d: x=%d y=%d, want 0 (range 0..0)", pid, f["x"][0], f["y"][0])
		}
	}
}
