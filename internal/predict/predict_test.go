package predict

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"image/png"
	"io"
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/internal/machine"
)

func TestParsePs(t *testing.T) {
	tests := []struct {
		in   string
		want []int
		err  string
	}{
		{in: "1..16", want: []int{1, 2, 4, 8, 16}},
		{in: "3..20", want: []int{3, 4, 8, 16, 20}},
		{in: "1..5:1", want: []int{1, 2, 3, 4, 5}},
		{in: "2..9:3", want: []int{2, 5, 8}},
		{in: "7", want: []int{7}},
		{in: "8, 1,3,3", want: []int{1, 3, 8}},
		{in: "", err: "empty"},
		{in: "0..4", err: `"0" is not a process count`},
		{in: "1..x", err: `"x" is not`},
		{in: "08", err: `"08" is not`},
		{in: "4..2", err: "empty range"},
		{in: "1..1000000000:1", err: "more than"},
		{in: "1,,2", err: `"" is not`},
	}
	for _, tt := range tests {
		got, err := ParsePs(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParsePs(%q) error %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParsePs(%q): %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParsePs(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func ceilLog2(p int) float64 { return float64(bits.Len(uint(p - 1))) }

// The three broadcasts of the seed's table, N words: one-phase, tree,
// two-phase.
func broadcasts(n float64) []CostFunc {
	return []CostFunc{
		func(p int) (Cost, error) { return Cost{H: float64(p-1) * n, S: 2}, nil },
		func(p int) (Cost, error) { return Cost{H: ceilLog2(p) * n, S: ceilLog2(p) + 1}, nil },
		func(p int) (Cost, error) {
			return Cost{H: 2 * float64(p-1) * math.Ceil(n/float64(p)), S: 3}, nil
		},
	}
}

func TestPredict(t *testing.T) {
	prof := &machine.Profile{Name: "m", P: machine.Range{Min: 1, Max: 64},
		R: machine.Constant(100), G: machine.Constant(2), L: machine.Constant(50)}
	work := func(p int) (Cost, error) { return Cost{W: 1000 / float64(p), H: float64(p), S: 1}, nil }
	s, err := Predict("w", prof, []int{1, 2, 4}, work, nil)
	if err != nil {
		t.Fatal(err)
	}
	// p = 2: W = 500, H = 2, S = 1 -> (500 + 4 + 50) / 100 = 5.54 s.
	pt := s.Points[1]
	if math.Abs(pt.Time.Total()-5.54) > 1e-9 || math.Abs(pt.Time.Work-5) > 1e-9 {
		t.Errorf("p=2: %+v", pt.Time)
	}
	t1 := (1000 + 2 + 50) / 100.0
	if math.Abs(pt.Speedup-t1/5.54) > 1e-9 || math.Abs(pt.Efficiency-t1/5.54/2) > 1e-9 {
		t.Errorf("speed-up %v efficiency %v", pt.Speedup, pt.Efficiency)
	}
	if _, err := Predict("w", prof, []int{128}, work, nil); err == nil || !strings.Contains(err.Error(), "outside the range") {
		t.Errorf("p beyond the profile: %v", err)
	}
	// A program that cannot run on one process: no speed-up.
	twoUp := func(p int) (Cost, error) {
		if p < 2 {
			return Cost{}, errors.New("requires p >= 2")
		}
		return work(p)
	}
	if s, err := Predict("w", prof, []int{2, 4}, twoUp, nil); err != nil || !math.IsNaN(s.Points[0].Speedup) || !math.IsNaN(s.Points[1].Efficiency) {
		t.Errorf("no baseline at p = 1: %v, %+v", err, s.Points)
	}
	failing := func(p int) (Cost, error) { return Cost{}, errors.New("no value for N") }
	if _, err := Predict("w", prof, []int{2}, failing, nil); err == nil || !strings.Contains(err.Error(), "no value for N") {
		t.Errorf("evaluation error not passed on: %v", err)
	}
}

// TestCompareCrossovers checks the winners and crossovers of the three
// broadcasts against brute force over every p.
func TestCompareCrossovers(t *testing.T) {
	prof := &machine.Profile{Name: "m", P: machine.Range{Min: 1, Max: 1024},
		R: machine.Constant(1e9), G: machine.Constant(10), L: machine.Constant(20000)}
	costs := broadcasts(1000)
	ps, _ := ParsePs("1..1024")
	var series []Series
	for i, c := range costs {
		s, err := Predict([]string{"one", "tree", "two"}[i], prof, ps, c, nil)
		if err != nil {
			t.Fatal(err)
		}
		series = append(series, s)
	}
	ws, xs, err := Compare(prof, series, costs)
	if err != nil {
		t.Fatal(err)
	}
	if len(ws) != len(ps) {
		t.Fatalf("%d winners for %d p", len(ws), len(ps))
	}
	// Brute force: the time of every program at p; a winner is a fastest
	// one (one-phase and tree tie at p = 2 on this machine: the tree,
	// fastest at p = 1, stays the winner there).
	at := func(i, p int) float64 {
		v, _ := costs[i](p)
		return prof.Predict(p, v.W, v.H, v.S).Total()
	}
	for k, w := range ws {
		for i := range costs {
			if at(i, w.P) < at(w.Index, w.P) {
				t.Errorf("p=%d: winner %d, but %d is faster", w.P, w.Index, i)
			}
		}
		if k > 0 && w.Index != ws[k-1].Index && at(ws[k-1].Index, w.P) == at(w.Index, w.P) {
			t.Errorf("p=%d: the winner changed on a tie", w.P)
		}
	}
	if ws[1].P != 2 || ws[1].Index != 1 {
		t.Errorf("p=2: winner %d, want the tree (1), which ties with one-phase and won at p = 1", ws[1].Index)
	}
	if len(xs) == 0 {
		t.Fatal("no crossover found; the broadcasts do cross on this machine")
	}
	for _, x := range xs {
		// From x.P on To is faster than From; at x.P-1 it is not.
		if !(at(x.To, x.P) < at(x.From, x.P)) || at(x.To, x.P-1) < at(x.From, x.P-1) {
			t.Errorf("crossover %+v: times %v, %v at %d; %v, %v at %d", x,
				at(x.From, x.P-1), at(x.To, x.P-1), x.P-1, at(x.From, x.P), at(x.To, x.P), x.P)
		}
	}
}

func TestPlots(t *testing.T) {
	prof := &machine.Profile{Name: "m", P: machine.Range{Min: 1, Max: 1024},
		R: machine.Constant(1e9), G: machine.Constant(10), L: machine.Constant(20000)}
	ps, _ := ParsePs("1..1024")
	var series []Series
	for i, c := range broadcasts(1000) {
		s, err := Predict([]string{"one-phase", "tree", "two-phase"}[i], prof, ps, c, nil)
		if err != nil {
			t.Fatal(err)
		}
		series = append(series, s)
	}
	_, xs, err := Compare(prof, series, broadcasts(1000))
	if err != nil {
		t.Fatal(err)
	}
	// A million words: at p = 1 the broadcasts take microseconds, from
	// p = 2 on milliseconds; p = 1 does not set the axis.
	var big []Series
	for i, c := range broadcasts(1e6) {
		s, err := Predict([]string{"one-phase", "tree", "two-phase"}[i], prof, ps, c, nil)
		if err != nil {
			t.Fatal(err)
		}
		big = append(big, s)
	}
	_, bigXs, err := Compare(prof, big, broadcasts(1e6))
	if err != nil {
		t.Fatal(err)
	}
	// A series with a gap: excluded at p = 8 and 16.
	work := func(p int) (Cost, error) { return Cost{W: 1e6 / float64(p), H: float64(p), S: 2}, nil }
	gap, err := Predict("gap", prof, ps, work, map[int]bool{8: true, 16: true})
	if err != nil {
		t.Fatal(err)
	}
	// No time at p = 1: no speed-up.
	noOne, err := Predict("two-up", prof, ps[1:], func(p int) (Cost, error) {
		if p == 1 {
			return Cost{}, errors.New("p = 1 ruled out")
		}
		return work(p)
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		series []Series
		xs     []Crossover
		opt    Options
		want   []string // in the SVG (text is in the SVG as text)
		err    string
	}{
		{name: "series-time", series: series[1:2], opt: Options{Format: SVG},
			want: []string{"predicted time of tree on m", "communication", "synchronisation", "best p (least time)", "best p = 1: 20 µs", "no work at any p", "font-family:Liberation Sans"}},
		{name: "compare-time", series: series, xs: xs, opt: Options{Format: SVG},
			want: []string{"one-phase", "two-phase", "crossover", "crossovers (the fastest changes): p = "}},
		{name: "compare-below", series: big, xs: bigXs, opt: Options{Format: SVG},
			want: []string{"below the axis: one-phase at p = 1: 40 µs; tree at p = 1: 20 µs; two-phase at p = 1: 60 µs"}},
		{name: "compare-speedup", series: series, xs: xs, opt: Options{Format: SVG, View: ViewSpeedup},
			want: []string{"predicted speed-up on m", "ideal: p"}},
		{name: "series-efficiency", series: []Series{gap}, opt: Options{Format: SVG, View: ViewEfficiency},
			want: []string{"predicted efficiency of gap on m", "ideal: 100%", "100%", "not shown at p = 8, 16: the requires clause is false"}},
		{name: "gap-time", series: []Series{gap}, opt: Options{Format: SVG, Width: 400, Height: 300}, want: []string{`width="300pt"`}},
		{name: "compare-png", series: series, xs: xs, opt: Options{Format: PNG}},
		{name: "compare-pdf", series: series, xs: xs, opt: Options{Format: PDF}},
		{name: "no-speedup", series: []Series{noOne}, opt: Options{Format: SVG, View: ViewSpeedup}, err: "no speed-up to plot"},
		{name: "no-efficiency", series: []Series{noOne}, opt: Options{Format: SVG, View: ViewEfficiency}, err: "no efficiency to plot"},
		{name: "unknown-format", series: series, opt: Options{Format: "jpg"}, err: "unsupported format"},
		{name: "all-zero", series: []Series{{Name: "z", Points: []Point{{P: 1}, {P: 2}}}}, opt: Options{Format: SVG}, err: "every predicted time is zero"},
	}
	dir := os.Getenv("BSPCOST_PLOT_DIR") // to keep the files, for a look by a person
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := PlotCompare(&b, tt.series, tt.xs, "m", tt.opt)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				if b.Len() != 0 {
					t.Errorf("%d bytes written on an error", b.Len())
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			switch tt.opt.Format {
			case SVG:
				wellFormed(t, b.Bytes())
			case PNG:
				img, err := png.Decode(bytes.NewReader(b.Bytes()))
				if err != nil {
					t.Fatalf("PNG does not decode: %v", err)
				}
				if got := img.Bounds().Size(); got.X != DefaultWidth || got.Y != DefaultHeight {
					t.Errorf("PNG of %v pixels, want %dx%d", got, DefaultWidth, DefaultHeight)
				}
			case PDF:
				if !bytes.HasPrefix(b.Bytes(), []byte("%PDF-")) {
					t.Errorf("not a PDF: %.20q", b.Bytes())
				}
			}
			for _, w := range tt.want {
				if !bytes.Contains(b.Bytes(), []byte(w)) {
					t.Errorf("the plot does not show %q", w)
				}
			}
			if dir != "" {
				// And as PNG, which an image viewer shows.
				os.WriteFile(filepath.Join(dir, tt.name+"."+string(tt.opt.Format)), b.Bytes(), 0o644)
				opt := tt.opt
				opt.Format = PNG
				var img bytes.Buffer
				if err := PlotCompare(&img, tt.series, tt.xs, "m", opt); err == nil {
					os.WriteFile(filepath.Join(dir, tt.name+".png"), img.Bytes(), 0o644)
				}
			}
		})
	}
}

func wellFormed(t *testing.T, b []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	root := ""
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && root == "" {
			root = se.Name.Local
		}
	}
	if root != "svg" {
		t.Errorf("root element %q, want svg", root)
	}
}

// TestCompareExcluded: a series does not compete at its excluded points
// (the bound does not apply there), a p where all are excluded has no
// winner, and no crossover is made across such a p.
func TestCompareExcluded(t *testing.T) {
	prof := &machine.Profile{Name: "m", P: machine.Range{Min: 1, Max: 8},
		R: machine.Constant(1), G: machine.Constant(1), L: machine.Constant(1)}
	constant := func(w float64) CostFunc { return func(int) (Cost, error) { return Cost{W: w}, nil } }
	costs := []CostFunc{constant(1), constant(2)} // the first is always faster
	ps := []int{1, 2, 4, 8}
	tests := []struct {
		name     string
		excluded [2][]int // per series, the excluded p
		want     []int    // winner per p
		cross    []Crossover
	}{
		{"none", [2][]int{}, []int{0, 0, 0, 0}, nil},
		{"fastest excluded at 2", [2][]int{{2}}, []int{0, 1, 0, 0}, []Crossover{{P: 2, From: 0, To: 1}, {P: 3, From: 1, To: 0}}},
		{"all excluded at 4", [2][]int{{4}, {4}}, []int{0, 0, -1, 0}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var series []Series
			for i, c := range costs {
				s, err := Predict("s", prof, ps, c, nil)
				if err != nil {
					t.Fatal(err)
				}
				for k := range s.Points {
					for _, p := range tt.excluded[i] {
						s.Points[k].Excluded = s.Points[k].Excluded || s.Points[k].P == p
					}
				}
				series = append(series, s)
			}
			ws, xs, err := Compare(prof, series, costs)
			if err != nil {
				t.Fatal(err)
			}
			var got []int
			for _, w := range ws {
				got = append(got, w.Index)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("winners (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.cross, xs); diff != "" {
				t.Errorf("crossovers (-want +got):\n%s", diff)
			}
		})
	}
}

func TestFormatOfAndParseView(t *testing.T) {
	formats := []struct {
		name string
		want Format
		ok   bool
	}{
		{"x.svg", SVG, true},
		{"dir.png/x.PNG", PNG, true},
		{"a.b.pdf", PDF, true},
		{"x.jpg", "", false},
		{"svg", "", false},
		{"-", "", false},
	}
	for _, tt := range formats {
		got, ok := FormatOf(tt.name)
		if diff := cmp.Diff([]any{tt.want, tt.ok}, []any{got, ok}); diff != "" {
			t.Errorf("FormatOf(%q) (-want +got):\n%s", tt.name, diff)
		}
	}
	views := []struct {
		in   string
		want View
		err  string
	}{
		{"time", ViewTime, ""},
		{"speedup", ViewSpeedup, ""},
		{"efficiency", ViewEfficiency, ""},
		{"speed-up", "", `unknown view "speed-up"`},
		{"", "", "unknown view"},
	}
	for _, tt := range views {
		got, err := ParseView(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseView(%q) error %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseView(%q) = %q, %v", tt.in, got, err)
		}
	}
}

// TestLogRange: the y axis of a log plot covers the values, except a value
// at p = 1 more than two decades below all others, and at most the
// decades asked; with a margin on each side.
func TestLogRange(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name   string
		vals   []float64
		ps     []int
		dec    float64
		lo, hi float64 // before the margin
		ok     bool
	}{
		{"plain", []float64{3e-4, 1e-4, 5e-5}, []int{1, 2, 4}, 6, 5e-5, 3e-4, true},
		{"p=1 far below", []float64{1.2e-7, 4.7e-2, 1.4e-1}, []int{1, 2, 4}, 6, 4.7e-2, 1.4e-1, true},
		{"p=1 a decade below", []float64{4e-3, 4.7e-2, 1.4e-1}, []int{1, 2, 4}, 6, 4e-3, 1.4e-1, true},
		{"only p=1", []float64{1e-7}, []int{1}, 6, 1e-7, 1e-7, true},
		{"capped", []float64{1e-9, 1e-12, 1}, []int{2, 4, 8}, 6, 1e-6, 1, true},
		{"zeros and NaN ignored", []float64{0, nan, 2, math.Inf(1), 8}, []int{1, 2, 4, 8, 16}, 6, 2, 8, true},
		{"nothing positive", []float64{0, nan}, []int{1, 2}, 6, 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lo, hi, ok := logRange(tt.vals, tt.ps, tt.dec)
			if ok != tt.ok {
				t.Fatalf("ok = %v", ok)
			}
			if !ok {
				return
			}
			m := math.Max(math.Pow(tt.hi/tt.lo, 0.06), 1.25)
			got := []float64{lo, hi}
			want := []float64{tt.lo / m, tt.hi * m}
			if diff := cmp.Diff(want, got, cmpApprox); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

var cmpApprox = cmp.Comparer(func(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b)) })

// TestLogTicks: 1-2-5 labels within two decades, decades up to six, then
// every other decade and no minor ticks between decades; labels in the
// axis's unit.
func TestLogTicks(t *testing.T) {
	tests := []struct {
		name     string
		min, max float64
		labels   []string
		minor    int
	}{
		{"under a decade", 42e-6, 340e-6, []string{"50 µs", "100 µs", "200 µs", "300 µs"}, 4},
		{"two decades", 1.1e-3, 0.15, []string{"2 ms", "5 ms", "10 ms", "20 ms", "50 ms", "100 ms"}, 12},
		{"four decades", 1e-9, 1e-5, []string{"1 ns", "10 ns", "100 ns", "1 µs", "10 µs"}, 32},
		{"ten decades", 1e-9, 10, []string{"1 ns", "100 ns", "10 µs", "1 ms", "100 ms", "10 s"}, 5},
		{"empty", 0, 1, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var labels []string
			minor := 0
			for _, tk := range (logTicks{format: FormatSeconds}).Ticks(tt.min, tt.max) {
				if tk.Value < tt.min*(1-1e-9) || tk.Value > tt.max*(1+1e-9) {
					t.Errorf("tick %g outside [%g, %g]", tk.Value, tt.min, tt.max)
				}
				if tk.Label == "" {
					minor++
				} else {
					labels = append(labels, tk.Label)
				}
			}
			if diff := cmp.Diff(tt.labels, labels); diff != "" {
				t.Errorf("labels (-want +got):\n%s", diff)
			}
			if minor != tt.minor {
				t.Errorf("%d minor ticks, want %d", minor, tt.minor)
			}
		})
	}
	var got []string
	for _, tk := range (percentTicks{}).Ticks(0, 106) {
		if tk.Label != "" {
			got = append(got, tk.Label)
		}
	}
	if diff := cmp.Diff([]string{"0%", "20%", "40%", "60%", "80%", "100%"}, got); diff != "" {
		t.Errorf("percent ticks (-want +got):\n%s", diff)
	}
}

// TestPredictExcluded: the excluded p have a point without values, and
// the cost function is not called there.
func TestPredictExcluded(t *testing.T) {
	prof := &machine.Profile{Name: "m", P: machine.Range{Min: 1, Max: 8},
		R: machine.Constant(1), G: machine.Constant(1), L: machine.Constant(1)}
	var called []int
	cost := func(p int) (Cost, error) {
		called = append(called, p)
		return Cost{W: 8 / float64(p), S: 1}, nil
	}
	s, err := Predict("x", prof, []int{1, 2, 4, 8}, cost, map[int]bool{4: true})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, pt := range s.Points {
		got = append(got, fmt.Sprintf("p=%d excluded=%v time=%g", pt.P, pt.Excluded, pt.Time.Total()))
	}
	want := []string{"p=1 excluded=false time=9", "p=2 excluded=false time=5", "p=4 excluded=true time=0", "p=8 excluded=false time=2"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("points (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{1, 1, 2, 8}, called); diff != "" {
		t.Errorf("cost called at (-want +got):\n%s", diff)
	}
	if p, ok := BestP(s); !ok || p != 8 {
		t.Errorf("BestP = %d, %v; want 8", p, ok)
	}
}

func TestWrap(t *testing.T) {
	sty := textStyle(10)
	w := sty.Width("aaaa bbbb")
	tests := []struct {
		in   string
		want []string
	}{
		{"aaaa bbbb", []string{"aaaa bbbb"}},
		{"aaaa bbbb cccc", []string{"aaaa bbbb", "    cccc"}},
		{"aaaaaaaaaaaaaaaa b", []string{"aaaaaaaaaaaaaaaa", "    b"}},
		{"", nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, wrap(sty, tt.in, w)); diff != "" {
			t.Errorf("wrap(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestPlotSupersteps(t *testing.T) {
	nan := math.NaN()
	many := Supersteps{Title: "many"}
	for i := range 3000 {
		many.W = append(many.W, int64(i%7))
		many.H = append(many.H, int64(i%5))
		many.HBound = append(many.HBound, 4)
	}
	tests := []struct {
		name string
		d    Supersteps
		want []string
		err  string
	}{
		{name: "exact", d: Supersteps{Title: "fold.c: p = 4, N = 16", W: []int64{0, 3, 3}, H: []int64{0, 4, 0}, HBound: []float64{0, 4, 0}},
			want: []string{"fold.c: p = 4, N = 16", "h measured", "h bound", "W measured", "W per superstep (work): measured"}},
		{name: "W bounds", d: Supersteps{Title: "t", W: []int64{0, 3, 5}, H: []int64{0, 4, 0}, HBound: []float64{0, 4, 0}, WBound: []float64{0, 4, 4}},
			want: []string{"W bound", "W above its bound at superstep 2"}},
		{name: "W missing", d: Supersteps{Title: "t", W: []int64{0, 3, 3}, H: []int64{0, 4, 0}, HBound: []float64{0, 4, 0}, WBound: []float64{0, nan, 3}},
			want: []string{"W bound", "no bound of W at superstep 1"}},
		{name: "W lengths", d: Supersteps{W: []int64{1, 2}, H: []int64{1, 2}, HBound: []float64{1, 2}, WBound: []float64{1}}, err: "different lengths"},
		{name: "above-and-missing", d: Supersteps{Title: "t", W: []int64{1, 2, 3}, H: []int64{5, 1, 2}, HBound: []float64{4, nan, 2}},
			want: []string{"above the bound", "h above its bound at superstep 0", "no bound of h at superstep 1"}},
		{name: "many", d: many, want: []string{"many", "3000 supersteps: a bar per 3 of them, the largest value of each group"}},
		{name: "empty", d: Supersteps{}, err: "no superstep"},
		{name: "lengths", d: Supersteps{W: []int64{1}, H: []int64{1, 2}, HBound: []float64{1, 2}}, err: "different lengths"},
	}
	dir := os.Getenv("BSPCOST_PLOT_DIR")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := PlotSupersteps(&b, tt.d, Options{Format: SVG})
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			wellFormed(t, b.Bytes())
			for _, w := range tt.want {
				if !bytes.Contains(b.Bytes(), []byte(w)) {
					t.Errorf("the plot does not show %q", w)
				}
			}
			if dir != "" {
				var img bytes.Buffer
				if err := PlotSupersteps(&img, tt.d, Options{Format: PNG}); err == nil {
					os.WriteFile(filepath.Join(dir, "steps-"+tt.name+".png"), img.Bytes(), 0o644)
				}
			}
		})
	}
	var got []string
	for _, tk := range (integerTicks{}).Ticks(-0.6, 2999.6) {
		got = append(got, tk.Label)
	}
	if diff := cmp.Diff([]string{"0", "500", "1000", "1500", "2000", "2500"}, got); diff != "" {
		t.Errorf("integer ticks (-want +got):\n%s", diff)
	}
	got = nil
	for _, tk := range (integerTicks{}).Ticks(-0.6, 3.4) {
		got = append(got, tk.Label)
	}
	if diff := cmp.Diff([]string{"0", "1", "2", "3"}, got); diff != "" {
		t.Errorf("integer ticks (-want +got):\n%s", diff)
	}
}
