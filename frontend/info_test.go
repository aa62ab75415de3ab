package frontend_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/frontend"
	"bspcost/frontend/gen"
)

// bindings lists, for every Ident of prog, the Object the side table
// gives it and the one Ident.Obj holds, where they differ.
func bindings(prog *frontend.Program) []string {
	var diffs []string
	frontend.Inspect(prog, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok {
			if got := prog.Info.ObjectOf(id); got != id.Obj {
				diffs = append(diffs, id.NamePos.String()+" "+id.Name)
			}
		}
		return true
	})
	return diffs
}

// TestInfo: Parse, Check and Clone bind every identifier in the side table
// (Program.Info) exactly as in Ident.Obj, for the programs of the
// repository's corpora; a clone's table names the clone's nodes, not the
// original's.
func TestInfo(t *testing.T) {
	var files []string
	for _, pat := range []string{"../benchmarks/textbook/*.bsp", "../align/testdata/*/*.bsp", "../hrelation/testdata/*.bsp"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 20 {
		t.Fatalf("%d programs found", len(files))
	}
	srcs := map[string][]byte{}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		srcs[file] = src
	}
	for seed := int64(0); seed < 200; seed++ {
		srcs[fmt.Sprintf("generated %d", seed)] = []byte(gen.Generate(seed, gen.Options{}).Source)
	}
	for file, src := range srcs {
		prog, err := frontend.Parse(file, src)
		if err != nil {
			continue // programs with errors are the checker's tests
		}
		if d := cmp.Diff([]string(nil), bindings(prog)); d != "" {
			t.Errorf("%s: parsed: identifiers bound differently (-want +got):\n%s", file, d)
		}
		c := frontend.Clone(prog)
		if d := cmp.Diff([]string(nil), bindings(c)); d != "" {
			t.Errorf("%s: cloned: identifiers bound differently (-want +got):\n%s", file, d)
		}
		if len(c.Info.Uses) > 0 && len(c.Info.Uses) != len(prog.Info.Uses) {
			t.Errorf("%s: the clone has %d uses, the original %d", file, len(c.Info.Uses), len(prog.Info.Uses))
		}
		for id := range c.Info.Uses {
			if _, shared := prog.Info.Uses[id]; shared {
				t.Errorf("%s: the clone's table holds a node of the original (%s at %s)", file, id.Name, id.NamePos)
				break
			}
		}
		if err := frontend.Check(c); err != nil {
			t.Fatalf("%s: Check of the clone: %v", file, err)
		}
		if d := cmp.Diff([]string(nil), bindings(c)); d != "" {
			t.Errorf("%s: checked again: identifiers bound differently (-want +got):\n%s", file, d)
		}
	}
}
