package predict

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"math"
	"math/bits"
	"os"
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
	s, err := Predict("w", prof, []int{1, 2, 4}, work)
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
	if _, err := Predict("w", prof, []int{128}, work); err == nil || !strings.Contains(err.Error(), "outside the range") {
		t.Errorf("p beyond the profile: %v", err)
	}
	// A program that cannot run on one process: no speed-up.
	twoUp := func(p int) (Cost, error) {
		if p < 2 {
			return Cost{}, errors.New("requires p >= 2")
		}
		return work(p)
	}
	if s, err := Predict("w", prof, []int{2, 4}, twoUp); err != nil || !math.IsNaN(s.Points[0].Speedup) || !math.IsNaN(s.Points[1].Efficiency) {
		t.Errorf("no baseline at p = 1: %v, %+v", err, s.Points)
	}
	failing := func(p int) (Cost, error) { return Cost{}, errors.New("no value for N") }
	if _, err := Predict("w", prof, []int{2}, failing); err == nil || !strings.Contains(err.Error(), "no value for N") {
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
		s, err := Predict([]string{"one", "tree", "two"}[i], prof, ps, c)
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
		s, err := Predict([]string{"one-phase", "tree", "two-phase"}[i], prof, ps, c)
		if err != nil {
			t.Fatal(err)
		}
		series = append(series, s)
	}
	var svg bytes.Buffer
	if err := PlotSeries(&svg, series[1], prof.Name, SVG); err != nil {
		t.Fatal(err)
	}
	wellFormed(t, svg.Bytes())
	if !bytes.Contains(svg.Bytes(), []byte("communication")) {
		t.Error("SVG has no legend entry for communication")
	}
	// Text is in gonum/plot's default typeface, the first of its
	// Liberation collection.
	if !bytes.Contains(svg.Bytes(), []byte("font-family:Liberation Serif")) {
		t.Error("SVG text is not in the default typeface, Liberation Serif")
	}
	svg.Reset()
	if err := PlotCompare(&svg, series, prof.Name, SVG); err != nil {
		t.Fatal(err)
	}
	wellFormed(t, svg.Bytes())
	var img bytes.Buffer
	if err := PlotCompare(&img, series, prof.Name, PNG); err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(bytes.NewReader(img.Bytes())); err != nil {
		t.Errorf("PNG does not decode: %v", err)
	}
	if out := os.Getenv("BSPCOST_PLOT_SAMPLE"); out != "" {
		os.WriteFile(out, img.Bytes(), 0o644) // for a look by a person
	}
	if err := PlotSeries(io.Discard, series[1], prof.Name, "pdf"); err == nil {
		t.Error("a PDF plot (a backend bspcost does not link) gave no error")
	}
	// Nothing positive to draw is an error, not an empty or broken file.
	zero := Series{Name: "z", Points: []Point{{P: 1}, {P: 2}}}
	if err := PlotSeries(io.Discard, zero, "m", SVG); err == nil {
		t.Error("an all-zero series plotted")
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
				s, err := Predict("s", prof, ps, c)
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
