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

// bindings lists the identifiers of prog whose binding in prog.Info is
// wrong: every name but the program's and the built-in functions' is
// bound, to an object of prog of that name (nprocs for p), and a
// declaring occurrence to the object it declares.
func bindings(prog *frontend.Program) []string {
	var diffs []string
	objs := map[*frontend.Object]bool{}
	for _, o := range prog.Objects {
		objs[o] = true
	}
	decl := map[*frontend.Ident]bool{}
	for _, id := range prog.Params {
		decl[id] = true
	}
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.VarDecl:
			decl[n.Name] = true
		case *frontend.ForStmt:
			decl[n.Var] = true
		case *frontend.CallExpr:
			decl[n.Fun] = false // not an object
		}
		return true
	})
	frontend.Inspect(prog, func(n frontend.Node) bool {
		id, ok := n.(*frontend.Ident)
		if !ok {
			return true
		}
		o := prog.Info.ObjectOf(id)
		isDecl, known := decl[id]
		name := id.Name
		if name == "p" {
			name = "nprocs"
		}
		switch {
		case id == prog.Name || (known && !isDecl):
			if o != nil {
				diffs = append(diffs, id.NamePos.String()+" "+id.Name+" is bound")
			}
		case o == nil || !objs[o] || o.Name != name:
			diffs = append(diffs, id.NamePos.String()+" "+id.Name+" is not bound to its object")
		case isDecl && o.Decl != id.NamePos:
			diffs = append(diffs, id.NamePos.String()+" "+id.Name+" does not declare its object")
		}
		return true
	})
	return diffs
}

// idents returns the identifiers of prog.
func idents(prog *frontend.Program) []*frontend.Ident {
	var out []*frontend.Ident
	frontend.Inspect(prog, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok {
			out = append(out, id)
		}
		return true
	})
	return out
}

// TestInfo: Parse, Check and Clone bind every identifier in the side table
// (Program.Info) to its object, for the programs of the repository's
// corpora; a clone's table names the clone's nodes, not the original's,
// and binds them as the original's binds the originals.
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
		if !c.Info.Equal(prog.Info) {
			t.Errorf("%s: the clone's bindings differ from the original's", file)
		}
		for _, id := range idents(c) {
			if prog.Info.ObjectOf(id) != nil {
				t.Errorf("%s: the original's table binds a node of the clone (%s at %s)", file, id.Name, id.NamePos)
				break
			}
		}
		for _, id := range idents(prog) {
			if c.Info.ObjectOf(id) != nil {
				t.Errorf("%s: the clone's table binds a node of the original (%s at %s)", file, id.Name, id.NamePos)
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

// TestInfoShared: a node reached from two programs (a rewriter's program
// built from the nodes of another) is bound in each program's table as
// that program's Check bound it, whatever numbers the identifiers carry:
// the number is a hint, the table checks it names the node.
func TestInfoShared(t *testing.T) {
	src := []byte("program s(N)\nvar x := N\nvar y := x + 1\nsync\nend\n")
	a, err := frontend.Parse("a.bsp", src)
	if err != nil {
		t.Fatal(err)
	}
	b, err := frontend.Parse("b.bsp", src)
	if err != nil {
		t.Fatal(err)
	}
	// c has b's parameters and declarations, then a's statements, which
	// it redeclares: a's identifiers carry a's numbers, which b's
	// identifiers in c carry too.
	c := &frontend.Program{File: "c.bsp", Name: b.Name, Params: b.Params,
		Body: &frontend.Block{Stmts: append(append([]frontend.Stmt{}, b.Body.Stmts[:2]...), &frontend.VarDecl{Name: &frontend.Ident{Name: "z"}, Init: a.Body.Stmts[1].(*frontend.VarDecl).Init})}}
	if err := frontend.Check(c); err != nil {
		t.Fatal(err)
	}
	for _, p := range []*frontend.Program{a, b, c} {
		if d := cmp.Diff([]string(nil), bindings(p)); d != "" {
			t.Errorf("%s: identifiers bound wrongly (-want +got):\n%s", p.File, d)
		}
	}
	x := a.Body.Stmts[1].(*frontend.VarDecl).Init.(*frontend.BinaryExpr).X.(*frontend.Ident)
	if ao, co := a.Info.ObjectOf(x), c.Info.ObjectOf(x); ao == nil || co == nil || ao == co || ao.Decl != co.Decl {
		t.Errorf("a's x is bound to %v in a and to %v in c, want a's and c's own x", ao, co)
	}
	if o := b.Info.ObjectOf(x); o != nil {
		t.Errorf("a's x is bound in b (to %v)", o)
	}
	var n frontend.Info
	id := &frontend.Ident{Name: "q"}
	o := &frontend.Object{Kind: frontend.VarObj, Name: "q"}
	n.Bind(id, o)
	if n.ObjectOf(id) != o || n.ObjectOf(&frontend.Ident{Name: "q"}) != nil {
		t.Errorf("Bind of an unnumbered identifier is not found by its node")
	}
}
