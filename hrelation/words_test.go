package hrelation

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/frontend"
)

// TestAnalyzeWords: AnalyzeWords gives Analyze's steps (words, H,
// fallbacks, errors: the Format text without the out/in maps) and builds
// none of the sets, on the textbook programs and the aligned corpus.
func TestAnalyzeWords(t *testing.T) {
	files := textbook(t)
	more, _ := filepath.Glob("../align/testdata/aligned/*.bsp")
	files = append(files, more...)
	withMaps := 0
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			prog, err := frontend.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			full, err1 := Analyze(prog, nil)
			words, err2 := AnalyzeWords(prog, nil)
			if (err1 == nil) != (err2 == nil) {
				t.Fatalf("errors differ: %v, %v", err1, err2)
			}
			if err1 != nil {
				return
			}
			if diff := cmp.Diff(withoutMaps(full), withoutMaps(words)); diff != "" {
				t.Errorf("AnalyzeWords differs from Analyze (-Analyze +AnalyzeWords):\n%s", diff)
			}
			for _, st := range words.Steps {
				if st.Rel != nil || st.Out != nil || st.In != nil {
					t.Errorf("step from %s to %s: AnalyzeWords built the interaction sets", st.Open, st.Close)
				}
			}
			for _, st := range full.Steps {
				if st.Out != nil {
					withMaps++
				}
			}
		})
	}
	if withMaps == 0 {
		t.Errorf("Analyze built no interaction map: the comparison shows nothing")
	}
}

// withoutMaps is r's Format text without the lines of the maps.
func withoutMaps(r *Result) string {
	var b strings.Builder
	r.Format(&b, true)
	var keep []string
	for _, l := range strings.Split(b.String(), "\n") {
		if !strings.HasPrefix(l, "  out: ") && !strings.HasPrefix(l, "  in:  ") {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}
