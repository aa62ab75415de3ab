package main

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPredictCompare runs "bspcost predict" and "bspcost compare" on the
// textbook programs with the shipped machine profiles and compares exit
// code and output with testdata/predict-*.golden and compare-*.golden.
func TestPredictCompare(t *testing.T) {
	const tb = "../../benchmarks/textbook/"
	const snellius = "../../benchmarks/machines/snellius-node.json"
	const unit = "../../benchmarks/machines/unit.json"
	bcasts := []string{tb + "bcast_onephase.bsp", tb + "bcast_tree.bsp", tb + "bcast_twophase.bsp"}
	tests := []struct {
		name string
		args []string
	}{
		{"predict-scan-block", []string{"predict", tb + "scan_block.bsp", "--machine", snellius, "--at", "N=1048576"}},
		{"predict-unit-list", []string{"predict", "--machine", unit, "--p", "1,2,8,32", "--at", "N=1024", tb + "fold.bsp"}},
		{"predict-no-params", []string{"predict", "--machine", unit, "--p", "1..1000", tb + "scan.bsp"}},
		{"predict-missing-param", []string{"predict", tb + "scan_block.bsp", "--machine", snellius}},
		{"predict-unknown-param", []string{"predict", tb + "scan.bsp", "--machine", snellius, "--at", "N=4"}},
		{"predict-outside-range", []string{"predict", tb + "scan_block.bsp", "--machine", snellius, "--p", "1..1024", "--at", "N=1048576"}},
		{"predict-requires", []string{"predict", tb + "scan_block.bsp", "--machine", snellius, "--p", "1..100:3", "--at", "N=1048576"}},
		// N = 10^6: p = 128 does not divide it; the other rows are shown.
		{"predict-requires-some", []string{"predict", tb + "scan_block.bsp", "--machine", snellius, "--at", "N=1000000"}},
		{"predict-requires-none", []string{"predict", tb + "scan_block.bsp", "--machine", snellius, "--p", "3,7", "--at", "N=1048576"}},
		{"predict-unchecked-requires", []string{"predict", tb + "fold.bsp", "--machine", unit, "--p", "2,131072", "--at", "N=1048576"}},
		{"predict-no-baseline", []string{"predict", "testdata/pairs.bsp", "--machine", unit, "--p", "2..8", "--at", "N=10"}},
		{"predict-bad-profile", []string{"predict", tb + "fold.bsp", "--machine", "testdata/bad-machine.json", "--at", "N=8"}},
		{"predict-missing-profile", []string{"predict", tb + "fold.bsp", "--machine", "testdata/nosuch.json", "--at", "N=8"}},
		{"predict-no-machine", []string{"predict", tb + "fold.bsp", "--at", "N=8"}},
		{"predict-bad-p", []string{"predict", tb + "fold.bsp", "--machine", unit, "--p", "0..4", "--at", "N=8"}},
		{"predict-unaligned", []string{"predict", "testdata/check-work12.bsp", "--machine", unit}},
		{"predict-no-bound", []string{"predict", "testdata/forever.bsp", "--machine", unit}},
		{"predict-two-files", []string{"predict", tb + "fold.bsp", tb + "scan.bsp", "--machine", unit}},
		{"compare-broadcasts", append([]string{"compare", "--machine", snellius, "--at", "N=1048576"}, bcasts...)},
		{"compare-broadcasts-small", append([]string{"compare", "--machine", snellius, "--at", "N=128", "--p", "2..128"}, bcasts...)},
		{"compare-unit", append([]string{"compare", "--machine", unit, "--at", "N=4096", "--p", "1..4096"}, bcasts...)},
		{"compare-requires-some", append([]string{"compare", "--machine", snellius, "--at", "N=1000000"}, bcasts...)},
		{"compare-one-file", []string{"compare", "--machine", unit, tb + "fold.bsp"}},
		{"compare-unknown-param", append([]string{"compare", "--machine", unit, "--at", "N=64", "--at", "K=1"}, bcasts...)},
		{"compare-both-plots", append([]string{"compare", "--machine", unit, "--at", "N=64", "--svg", "a.svg", "--png", "a.png"}, bcasts...)},
		// --json: one object; the rows where the requires clause is
		// false are marked.
		// (On the unit machine, whose times are integers: no digits
		// that a platform's rounding could change.)
		{"predict-json", []string{"predict", tb + "scan_block.bsp", "--machine", unit, "--p", "1,2,7,8", "--at", "N=1000", "--json"}},
		{"predict-json-no-baseline", []string{"predict", "testdata/pairs.bsp", "--machine", unit, "--p", "2..8", "--at", "N=10", "--json"}},
		{"compare-json", append([]string{"compare", "--machine", unit, "--p", "1..4:1", "--at", "N=1000", "--json"}, bcasts...)},
		// The plot flags: the format from the name, refused mismatches.
		{"plot-mismatch", []string{"predict", tb + "fold.bsp", "--machine", unit, "--at", "N=64", "--png", "x.svg"}},
		{"plot-dash", []string{"predict", tb + "fold.bsp", "--machine", unit, "--at", "N=64", "--plot", "-"}},
		{"plot-unknown-ext", []string{"predict", tb + "fold.bsp", "--machine", unit, "--at", "N=64", "--plot", "x.jpg"}},
		{"plot-no-name", []string{"predict", tb + "fold.bsp", "--machine", unit, "--at", "N=64", "--svg="}},
		{"plot-view-alone", []string{"predict", tb + "fold.bsp", "--machine", unit, "--at", "N=64", "--view", "speedup"}},
		{"plot-bad-view", []string{"predict", tb + "fold.bsp", "--machine", unit, "--at", "N=64", "--plot", "x.svg", "--view", "speed"}},
		{"plot-bad-size", []string{"predict", tb + "fold.bsp", "--machine", unit, "--at", "N=64", "--plot", "x.svg", "--size", "100x100"}},
		{"plot-json-stdout", []string{"compare", "--machine", unit, "--at", "N=64", "--json", "--svg", "-", tb + "fold.bsp", tb + "scan.bsp"}},
		// The plot on stdout: the table goes to stderr; no speed-up
		// without p = 1 is an error after it.
		{"plot-no-speedup", []string{"predict", "testdata/pairs.bsp", "--machine", unit, "--p", "2..8", "--at", "N=10", "--svg", "-", "--view", "speedup"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCLI(t, tt.args, filepath.Join("testdata", tt.name+".golden"))
		})
	}
}

// TestPredictPlots: the plot files of predict and compare, in each format
// (from the name with --plot, or the flag), at the asked size, on
// standard output with "-" (the table then on stderr): well-formed SVG
// with the legend's names, a PNG that decodes, a PDF; an unwritable file
// is an error after the table and leaves nothing. Set BSPCOST_PLOT_DIR
// to keep the files for a look.
func TestPredictPlots(t *testing.T) {
	const tb = "../../benchmarks/textbook/"
	const snellius = "../../benchmarks/machines/snellius-node.json"
	dir := t.TempDir()
	if d := os.Getenv("BSPCOST_PLOT_DIR"); d != "" {
		dir = d
	}
	bcasts := []string{tb + "bcast_onephase.bsp", tb + "bcast_tree.bsp", tb + "bcast_twophase.bsp"}
	tests := []struct {
		name string
		args []string
		file string // the plot's file, "" for stdout
		want []string
		png  [2]int // a PNG's size
	}{
		{name: "compare-svg", file: "bcast.svg",
			args: append([]string{"compare", "--machine", snellius, "--at", "N=1000000"}, bcasts...),
			want: []string{"<svg", "bcast_onephase", "bcast_tree", "bcast_twophase", "snellius-node, N = 1000000", "crossover", "below the axis"}},
		{name: "compare-speedup", file: "bcast-speedup.svg",
			args: append([]string{"compare", "--machine", snellius, "--at", "N=1048576", "--view", "speedup"}, bcasts...),
			want: []string{"predicted speed-up on snellius-node", "ideal: p"}},
		{name: "predict-png", file: "scan_block.png", png: [2]int{960, 600},
			args: []string{"predict", "--machine", snellius, "--at", "N=1048576", tb + "scan_block.bsp"}},
		{name: "predict-png-size", file: "scan_block-small.png", png: [2]int{480, 300},
			args: []string{"predict", "--machine", snellius, "--at", "N=1048576", "--size", "480x300", tb + "scan_block.bsp"}},
		{name: "predict-pdf", file: "scan_block.pdf", want: []string{"%PDF-"},
			args: []string{"predict", "--machine", snellius, "--at", "N=1000000", "--view", "efficiency", tb + "scan_block.bsp"}},
		{name: "predict-stdout",
			args: []string{"predict", "--machine", snellius, "--at", "N=1000000", "--svg", "-", tb + "scan_block.bsp"},
			want: []string{"<svg", "best p = 16: 48.5 µs", "not shown at p = 128"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := tt.args
			path := filepath.Join(dir, tt.file)
			if tt.file != "" {
				flag := "--plot"
				if tt.name == "predict-png" {
					flag = "--png" // the flag and the name agree
				}
				args = append(args, flag, path)
			}
			code, out, errs := runOut(args...)
			if code != exitOK {
				t.Fatalf("exit %d: %s", code, errs)
			}
			var b []byte
			if tt.file == "" {
				b = []byte(out)
				if !strings.Contains(errs, "speed-up") {
					t.Errorf("the table is not on stderr:\n%s", errs)
				}
			} else {
				var err error
				if b, err = os.ReadFile(path); err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(out, "p  ") {
					t.Errorf("no table on stdout:\n%s", out)
				}
			}
			if strings.HasSuffix(tt.file, ".svg") || tt.file == "" {
				wellFormedSVG(t, b)
			}
			if tt.png != [2]int{} {
				img, err := png.Decode(bytes.NewReader(b))
				if err != nil {
					t.Fatalf("%s: %v", path, err)
				}
				if r := img.Bounds(); r.Dx() != tt.png[0] || r.Dy() != tt.png[1] {
					t.Errorf("PNG of %v, want %dx%d", r, tt.png[0], tt.png[1])
				}
			}
			for _, w := range tt.want {
				if !bytes.Contains(b, []byte(w)) {
					t.Errorf("the plot does not show %q", w)
				}
			}
		})
	}
	// An unwritable plot file is an error, after the table.
	if code, out, errs := runOut("predict", "--machine", snellius, "--at", "N=1024", "--svg", filepath.Join(dir, "nosuchdir", "x.svg"), tb+"fold.bsp"); code != exitBadInput || !strings.Contains(out, "speed-up") || !strings.Contains(errs, "x.svg") {
		t.Errorf("unwritable plot: exit %d\n%s%s", code, out, errs)
	}
	// A plot that cannot be drawn leaves no file.
	noSpeedup := filepath.Join(dir, "pairs.svg")
	if code, _, errs := runOut("predict", "testdata/pairs.bsp", "--machine", "../../benchmarks/machines/unit.json", "--p", "2..8", "--at", "N=10", "--plot", noSpeedup, "--view", "efficiency"); code != exitBadInput || !strings.Contains(errs, "no efficiency to plot") {
		t.Errorf("no efficiency: exit %d: %s", code, errs)
	}
	if _, err := os.Stat(noSpeedup); !os.IsNotExist(err) {
		t.Errorf("a plot that could not be drawn left %s (%v)", noSpeedup, err)
	}
}

// wellFormedSVG checks that b is well-formed XML with an svg root.
func wellFormedSVG(t *testing.T, b []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	root := ""
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && root == "" {
			root = se.Name.Local
		}
	}
	if root != "svg" {
		t.Errorf("root element %q, want svg", root)
	}
}

func TestParseSize(t *testing.T) {
	tests := []struct {
		in   string
		w, h int
		err  string
	}{
		{in: "960x600", w: 960, h: 600},
		{in: "1200X800", w: 1200, h: 800},
		{in: "320x200", w: 320, h: 200},
		{in: "8000x8000", w: 8000, h: 8000},
		{in: "319x200", err: "outside 320x200..8000x8000"},
		{in: "800x9000", err: "outside"},
		{in: "800", err: "not a size WxH"},
		{in: "axb", err: "not a size WxH"},
		{in: "8in x 5in", err: "not a size WxH"},
	}
	for _, tt := range tests {
		w, h, err := parseSize(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("parseSize(%q) error %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if diff := cmp.Diff([2]int{tt.w, tt.h}, [2]int{w, h}); diff != "" || err != nil {
			t.Errorf("parseSize(%q): %v (-want +got):\n%s", tt.in, err, diff)
		}
	}
}
