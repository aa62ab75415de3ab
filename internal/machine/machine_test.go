package machine

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParamAt(t *testing.T) {
	tab := Param{Table: []Entry{{1, 10}, {4, 30}, {16, 30}, {64, 90}}}
	tests := []struct {
		p    int
		want float64
	}{
		{1, 10}, {2, 20}, {4, 30}, {8, 30}, {16, 30}, {32, 60}, {64, 90}, {128, 90},
		// 3 is log2(3) - 0 = 1.585 of the way from 1 to 4 (2 doublings).
		{3, 10 + 20*math.Log2(3)/2},
	}
	for _, tt := range tests {
		if got := tab.At(tt.p); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("At(%d) = %v, want %v", tt.p, got, tt.want)
		}
	}
	if got := Constant(7).At(1000); got != 7 {
		t.Errorf("constant At = %v", got)
	}
}

func TestParseErrorsNameTheField(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"not json", `{`, "not a valid profile"},
		{"unknown field", `{"p":{"min":1,"max":2},"r":1,"g":1,"l":1,"latency":3}`, `unknown field "latency"`},
		{"missing p", `{"r":1,"g":1,"l":1}`, `field "p": missing`},
		{"bad range", `{"p":{"min":4,"max":2},"r":1,"g":1,"l":1}`, `field "p": invalid range 4..2`},
		{"missing g", `{"p":{"min":1,"max":2},"r":1,"l":1}`, `field "g": missing`},
		{"zero r", `{"p":{"min":1,"max":2},"r":0,"g":1,"l":1}`, `field "r": must be positive`},
		{"negative l", `{"p":{"min":1,"max":2},"r":1,"g":1,"l":-1}`, `field "l": must not be negative`},
		{"string g", `{"p":{"min":1,"max":2},"r":1,"g":"x","l":1}`, `field "g": must be a number`},
		{"empty table", `{"p":{"min":1,"max":2},"r":1,"g":{"table":[]},"l":1}`, `field "g": table is empty`},
		{"bad entry p", `{"p":{"min":1,"max":2},"r":1,"g":{"table":[{"p":0,"value":1}]},"l":1}`, `field "g.table[0].p": must be >= 1`},
		{"dup p", `{"p":{"min":1,"max":2},"r":1,"g":{"table":[{"p":2,"value":1},{"p":2,"value":3}]},"l":1}`, `field "g.table": p = 2 appears twice`},
		{"bad entry value", `{"p":{"min":1,"max":2},"r":1,"g":{"table":[{"p":2,"value":-1}]},"l":1}`, `field "g.table[0].value": must not be negative`},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Parse error %v, want it to contain %q", tt.name, err, tt.want)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	pr := &Profile{Name: "m", Source: "s", Unit: "flop", P: Range{1, 8},
		R: Constant(1e9), G: Param{Table: []Entry{{1, 2}, {8, 5}}}, L: Constant(100)}
	b, err := pr.JSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(pr, back); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
}

func TestPredict(t *testing.T) {
	pr := &Profile{Name: "m", P: Range{1, 8}, R: Constant(100), G: Constant(2), L: Constant(10)}
	got := pr.Predict(4, 100, 50, 3)
	want := Time{Work: 1, Comm: 1, Sync: 0.3}
	if diff := cmp.Diff(want, got, cmp.Comparer(func(a, b float64) bool { return math.Abs(a-b) < 1e-12 })); diff != "" {
		t.Error(diff)
	}
	if err := pr.Check(9); err == nil || !strings.Contains(err.Error(), "outside the range") {
		t.Errorf("Check(9) = %v", err)
	}
}

func TestParseBench(t *testing.T) {
	good := "How many processors do you want to use?\nUsing 4 processors.\nsize double = 8 bytes\n" +
		"The bottom line for this BSP computer is:\np= 4, r= 5920.822 Mflop/s, g= 284.6, l= 25301.4\n"
	b, err := ParseBench("x.out", strings.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	want := Bench{File: "x.out", Line: 5, P: 4, R: 5920.822e6, G: 284.6, L: 25301.4}
	if diff := cmp.Diff(want, b, cmp.Comparer(func(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Abs(a) })); diff != "" {
		t.Error(diff)
	}
	bad := []struct{ name, in, want string }{
		{"empty", "", "x.out: no bottom line"},
		{"truncated", "Using 4 processors.\nThe bottom line for this BSP computer is:\n", "x.out: no bottom line"},
		{"garbled", "The bottom line for this BSP computer is:\np= four\n", "x.out:2: expected the bottom line"},
		{"zero p", "The bottom line for this BSP computer is:\np= 0, r= 1 Mflop/s, g= 1, l= 1\n", "x.out:2: p = \"0\""},
		{"nan g", "The bottom line for this BSP computer is:\np= 2, r= 1 Mflop/s, g= NaN, l= 1\n", "x.out:2: g = \"NaN\""},
		{"long line", strings.Repeat("x", 5000) + "\n", "x.out:1: line longer"},
	}
	for _, tt := range bad {
		_, err := ParseBench("x.out", strings.NewReader(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
	}
	// A 4-byte word: g per 8-byte word is twice the printed value.
	half := "size double = 4 bytes\nThe bottom line for this BSP computer is:\np= 2, r= 1 Mflop/s, g= 10, l= 1\n"
	if b, err := ParseBench("x.out", strings.NewReader(half)); err != nil || b.G != 20 {
		t.Errorf("4-byte words: %+v, %v", b, err)
	}
}

func TestFromBenchConservative(t *testing.T) {
	pr, err := FromBench("m", []Bench{
		{File: "a", P: 8, R: 5e9, G: 300, L: 1000},
		{File: "b", P: 1, R: 6e9, G: 270, L: 700},
		{File: "c", P: 8, R: 6e9, G: 280, L: 2000},
	})
	if err != nil {
		t.Fatal(err)
	}
	if pr.P != (Range{1, 8}) {
		t.Errorf("range %v", pr.P)
	}
	want := []Entry{{1, 6e9}, {8, 5e9}}
	if diff := cmp.Diff(want, pr.R.Table); diff != "" {
		t.Error(diff)
	}
	if g, l := pr.G.At(8), pr.L.At(8); g != 300 || l != 2000 {
		t.Errorf("g, l at 8 = %v, %v; want the larger of the runs", g, l)
	}
	b, err := pr.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Parse(b); err != nil {
		t.Errorf("built profile does not validate: %v", err)
	}
}

// TestSnellius reads the real bspbench outputs of ../shared (skipped when
// absent) and checks that the shipped example profile is what they give.
func TestSnellius(t *testing.T) {
	files, _ := filepath.Glob("../../../shared/machines/bspbench/*.out")
	if len(files) == 0 {
		t.Skip("../shared/machines/bspbench not present")
	}
	var runs []Bench
	for _, f := range files {
		b, err := ReadBench(f)
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, b)
	}
	pr, err := FromBench("snellius-node", runs)
	if err != nil {
		t.Fatal(err)
	}
	if pr.P != (Range{1, 128}) || len(pr.R.Table) != 7 {
		t.Errorf("range %v, %d entries; want 1..128 with 7 p values", pr.P, len(pr.R.Table))
	}
	// Two runs at p = 128: the larger g (519.2) and l (188679.3) are kept.
	if g, l := pr.G.At(128), pr.L.At(128); g != 519.2 || l != 188679.3 {
		t.Errorf("p=128: g=%v l=%v", g, l)
	}
	shipped, err := Read("../../benchmarks/machines/snellius-node.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []struct {
		name string
		a, b Param
	}{{"r", pr.R, shipped.R}, {"g", pr.G, shipped.G}, {"l", pr.L, shipped.L}} {
		if diff := cmp.Diff(q.a, q.b); diff != "" {
			t.Errorf("shipped profile's %s differs from the bspbench outputs:\n%s", q.name, diff)
		}
	}
}

func TestShippedProfilesValid(t *testing.T) {
	files, _ := filepath.Glob("../../benchmarks/machines/*.json")
	if len(files) < 2 {
		t.Fatalf("expected the shipped example profiles, found %v", files)
	}
	for _, f := range files {
		pr, err := Read(f)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if pr.Source == "" {
			t.Errorf("%s: no source: every shipped profile says where its numbers come from", f)
		}
	}
	if _, err := Read(os.DevNull); err == nil {
		t.Error("Read of a device succeeded")
	}
}

// TestFifoRefused: a fifo is refused at once (opening it would block).
func TestFifoRefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no fifos here:", err)
	}
	if _, err := Read(fifo); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("Read(fifo) = %v", err)
	}
	if _, err := ReadBench(fifo); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("ReadBench(fifo) = %v", err)
	}
}
