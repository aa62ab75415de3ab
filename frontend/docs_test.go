package frontend

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestLanguageDocExamples: the examples of docs/language.md that are
// whole programs (a block that starts with a contract or a program line
// and ends with end) parse and check, so that the page cannot drift from
// the language.
func TestLanguageDocExamples(t *testing.T) {
	b, err := os.ReadFile("../docs/language.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```\n(.*?)```").FindAllStringSubmatch(string(b), -1)
	n := 0
	for _, m := range blocks {
		src := m[1]
		first := strings.Fields(src)
		if len(first) == 0 || first[0] != "contract" && first[0] != "program" || !strings.HasSuffix(strings.TrimSpace(src), "end") || strings.Contains(src, "\n  statements\n") {
			continue
		}
		n++
		if _, err := Parse("language.md", []byte(src)); err != nil {
			t.Errorf("example does not parse: %v\n%s", err, src)
		}
	}
	if n == 0 {
		t.Error("no whole program among docs/language.md's examples")
	}
}
