package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/frontend/llvm"
	"bspcost/internal/golden"
)

// TestDocExamples: the command examples of the docs (a fenced block whose
// first line is "$ bspcost ARGS", the rest its output) are the output of
// the command, so that they cannot drift from it: the test runs each
// command from the repository's root and compares the whole doc with the
// doc rebuilt from the outputs; -update rewrites the docs' blocks. An
// example that needs clang-14 keeps its text where clang-14 is missing.
func TestDocExamples(t *testing.T) {
	for _, doc := range []string{"docs/cli.md", "docs/machines.md"} {
		t.Run(doc, func(t *testing.T) {
			root, err := filepath.Abs("../..")
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(root, doc)
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			t.Chdir(root) // the examples name files from the root
			got, n := rebuildExamples(t, string(b))
			if n == 0 {
				t.Fatalf("%s has no $ bspcost example", doc)
			}
			golden.Check(t, path, got)
		})
	}
}

// rebuildExamples returns doc with the output of each example replaced by
// the command's stdout, and the number of examples.
func rebuildExamples(t *testing.T, doc string) (string, int) {
	lines := strings.SplitAfter(doc, "\n")
	var out strings.Builder
	n := 0
	for i := 0; i < len(lines); i++ {
		out.WriteString(lines[i])
		if strings.TrimSpace(lines[i]) != "```" || i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "$ bspcost ") {
			continue
		}
		// The block: the command line, its output, the closing fence.
		end := i + 2
		for end < len(lines) && strings.TrimSpace(lines[end]) != "```" {
			end++
		}
		if end == len(lines) {
			t.Fatalf("the block at line %d is not closed", i+1)
		}
		cmdLine := lines[i+1]
		args := strings.Fields(strings.TrimPrefix(cmdLine, "$ bspcost "))
		out.WriteString(cmdLine)
		n++
		if len(args) > 0 && args[0] == "profile" && !clang14Available() {
			for _, l := range lines[i+2 : end] {
				out.WriteString(l) // kept as written
			}
		} else {
			code, stdout, stderr := runOut(args...)
			if code != exitOK || stderr != "" {
				t.Errorf("line %d: bspcost %s: exit %d, stderr:\n%s", i+2, strings.Join(args, " "), code, stderr)
			}
			out.WriteString(stdout)
		}
		i = end - 1 // the closing fence is written by the loop
	}
	return out.String(), n
}

// clang14Available reports whether the examples that build C can run.
func clang14Available() bool {
	_, err := llvm.ClangPath()
	return err == nil
}
