package gen

import (
	"crypto/sha256"
	"fmt"
	"regexp"
	"testing"

	"bspcost/frontend"
)

// TestNoSendsUnchanged: without Options.Sends the generator makes the
// programs it made before BSMP, so the corpora, figures and failing seeds
// recorded elsewhere stay valid. The checksum is of 300 seeds of four
// shapes, taken before bsmp.go existed; a deliberate change of the
// generator updates it.
func TestNoSendsUnchanged(t *testing.T) {
	h := sha256.New()
	for seed := int64(0); seed < 300; seed++ {
		for _, o := range []Options{{}, {Unaligned: true}, {Family: "comm-cond"}, {MaxDepth: 5, MaxStmts: 3}} {
			fmt.Fprint(h, Generate(seed, o).Source)
		}
	}
	const want = "61c9a8b9d03154cc935108e3417b5d074e494a431f7081339dc340cb09e75ed4"
	if got := fmt.Sprintf("%x", h.Sum(nil)); got != want {
		t.Errorf("the programs without Sends changed: checksum %s, want %s", got, want)
	}
}

// TestSendsFeatures: with Options.Sends, every BSMP statement and the
// three queue snippets occur often.
func TestSendsFeatures(t *testing.T) {
	feats := []struct{ name, re string }{
		{"send", `\bsend\(`},
		{"tagsize", `\btagsize\([01]\)`},
		{"qsize and a for loop of moves", `qsize\(\w+(, \w+)?\)\n\s*for \w+ := 1 to \w+ do\n\s*gettag`},
		{"a while loop over gettag", `while \w+ >= 0 do\n\s*gettag\(`},
		{"a while loop over qsize", `while \w+ > 0 do\n\s*qsize\(`},
		{"qsize of the words", `qsize\(\w+, \w+\)`},
		{"a move", `move\(`},
	}
	const n = 300
	feats = append(feats, struct{ name, re string }{"send with a tag", ""})
	count := make([]int, len(feats))
	for seed := int64(0); seed < n; seed++ {
		p := Generate(seed, Options{Sends: true})
		for i, f := range feats {
			if f.re != "" && regexp.MustCompile(f.re).MatchString(p.Source) {
				count[i]++
			}
		}
		tagged := false
		frontend.Inspect(parse(t, p, fmt.Sprint("seed ", seed)), func(n frontend.Node) bool {
			if c, ok := n.(*frontend.CommStmt); ok && c.Tag != nil {
				tagged = true
			}
			return !tagged
		})
		if tagged {
			count[len(feats)-1]++
		}
	}
	for i, f := range feats {
		if count[i] < n/20 {
			t.Errorf("%s: in only %d of %d programs", f.name, count[i], n)
		}
		t.Logf("%-32s %3d of %d", f.name, count[i], n)
	}
}

// TestBitsFeatures: with Options.Bits, every bit operator and log2 occur
// often.
func TestBitsFeatures(t *testing.T) {
	feats := []struct{ name, re string }{
		{"<<", ` << `}, {">>", ` >> `}, {"&", ` & `}, {"|", ` \| `}, {"^", ` \^ `}, {"log2", `\blog2\(`},
	}
	const n = 300
	count := make([]int, len(feats))
	for seed := int64(0); seed < n; seed++ {
		p := Generate(seed, Options{Bits: true})
		for i, f := range feats {
			if regexp.MustCompile(f.re).MatchString(p.Source) {
				count[i]++
			}
		}
	}
	for i, f := range feats {
		if count[i] < n/20 {
			t.Errorf("%s: in only %d of %d programs", f.name, count[i], n)
		}
		t.Logf("%-8s %3d of %d", f.name, count[i], n)
	}
}
