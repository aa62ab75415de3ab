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
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCLI(t, tt.args, filepath.Join("testdata", tt.name+".golden"))
		})
	}
}

// TestPredictPlots: --svg writes well-formed SVG (XML with an svg root
// and the legend's names), --png a PNG that decodes. Set
// BSPCOST_PLOT_DIR to keep the files for a look.
func TestPredictPlots(t *testing.T) {
	const tb = "../../benchmarks/textbook/"
	const snellius = "../../benchmarks/machines/snellius-node.json"
	dir := t.TempDir()
	if d := os.Getenv("BSPCOST_PLOT_DIR"); d != "" {
		dir = d
	}
	svg := filepath.Join(dir, "bcast.svg")
	pngFile := filepath.Join(dir, "scan_block.png")
	if code, _, errs := runOut("compare", "--machine", snellius, "--at", "N=1048576", "--svg", svg,
		tb+"bcast_onephase.bsp", tb+"bcast_tree.bsp", tb+"bcast_twophase.bsp"); code != exitOK {
		t.Fatalf("compare: exit %d: %s", code, errs)
	}
	b, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(bytes.NewReader(b))
	root := ""
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s is not well-formed XML: %v", svg, err)
		}
		if se, ok := tok.(xml.StartElement); ok && root == "" {
			root = se.Name.Local
		}
	}
	if root != "svg" {
		t.Errorf("root element %q, want svg", root)
	}
	for _, s := range []string{"bcast_onephase", "bcast_tree", "bcast_twophase", "snellius-node, N = 1048576"} {
		if !bytes.Contains(b, []byte(s)) {
			t.Errorf("the SVG does not show %q", s)
		}
	}
	if code, _, errs := runOut("predict", "--machine", snellius, "--at", "N=1048576", "--png", pngFile, tb+"scan_block.bsp"); code != exitOK {
		t.Fatalf("predict: exit %d: %s", code, errs)
	}
	f, err := os.Open(pngFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", pngFile, err)
	}
	if r := img.Bounds(); r.Dx() < 300 || r.Dy() < 200 {
		t.Errorf("PNG of %v", r)
	}
	// An unwritable plot file is an error, after the table.
	if code, out, errs := runOut("predict", "--machine", snellius, "--at", "N=1024", "--svg", filepath.Join(dir, "nosuchdir", "x.svg"), tb+"fold.bsp"); code != exitBadInput || !strings.Contains(out, "speed-up") || !strings.Contains(errs, "x.svg") {
		t.Errorf("unwritable plot: exit %d\n%s%s", code, out, errs)
	}
}
