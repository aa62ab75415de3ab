package frontend

import (
	"path/filepath"
	"testing"
)

// TestCloneIndependent: a clone prints the same, and checking the clone
// (which re-resolves its identifiers) leaves the original's identifiers
// pointing at the original's objects.
func TestCloneIndependent(t *testing.T) {
	files, _ := filepath.Glob("../benchmarks/textbook/*.bsp")
	if len(files) == 0 {
		t.Fatal("no programs")
	}
	for _, f := range files {
		prog, err := ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		objs := map[*Object]bool{}
		for _, o := range prog.Objects {
			objs[o] = true
		}
		c := Clone(prog)
		if got, want := Print(c), Print(prog); got != want {
			t.Errorf("%s: clone prints differently:\n%s\nwant\n%s", f, got, want)
		}
		if err := Check(c); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		Inspect(prog, func(n Node) bool {
			if id, ok := n.(*Ident); ok && id.Obj != nil && !objs[id.Obj] {
				t.Errorf("%s: %s at %v resolved to an object of the clone", f, id.Name, id.NamePos)
			}
			return true
		})
	}
}
