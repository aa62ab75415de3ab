package frontend

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const rewriteSrc = `program r(N)
  var x := pid
  skip
  if x > 0 then
    sync
  end
  x := x + pid
end
`

// TestApplyAndCheck rewrites a program the way nondet will (pid becomes
// any, a havoc after each sync, skips dropped), checks the result without
// printing it, and compares the printed program.
func TestApplyAndCheck(t *testing.T) {
	prog, err := Parse("r.bsp", []byte(rewriteSrc))
	if err != nil {
		t.Fatal(err)
	}
	var visited []string
	Apply(prog, func(c *Cursor) bool {
		switch n := c.Node().(type) {
		case *Ident:
			if o := prog.Info.ObjectOf(n); o != nil && o.Kind == PidObj {
				c.Replace(&AnyExpr{})
			}
		case *SkipStmt:
			c.Delete()
		case *SyncStmt:
			visited = append(visited, c.Name())
			c.InsertAfter(&AssignStmt{LHS: &Ident{Name: "x"}, RHS: &AnyExpr{}})
			c.InsertBefore(&SkipStmt{})
		}
		return true
	}, nil)
	if err := Check(prog); err != nil {
		t.Fatal(err)
	}
	want := `program r(N)
  var x := any
  if x > 0 then
    skip
    sync
    x := any
  end
  x := x + any
end
`
	if diff := cmp.Diff(want, Print(prog)); diff != "" {
		t.Errorf("rewritten program (-want +got):\n%s", diff)
	}
	if !cmp.Equal(visited, []string{"Stmts"}) {
		t.Errorf("syncs visited: %v", visited)
	}
	// Check bound the inserted identifier to the declared variable.
	var xs []*Object
	Inspect(prog.Body, func(n Node) bool {
		if id, ok := n.(*Ident); ok && id.Name == "x" {
			xs = append(xs, prog.Info.ObjectOf(id))
		}
		return true
	})
	for _, o := range xs {
		if o == nil || o != xs[0] || o.Kind != VarObj {
			t.Fatalf("x not bound to one variable: %v", xs)
		}
	}
}

// TestCheckErrors: Check reports what Parse would, on a built AST, and a
// malformed tree as an error rather than a panic.
func TestCheckErrors(t *testing.T) {
	prog, err := Parse("c.bsp", []byte(rewriteSrc))
	if err != nil {
		t.Fatal(err)
	}
	prog.Body.Stmts = append(prog.Body.Stmts, &AssignStmt{LHS: &Ident{Name: "y"}, RHS: &BoolLit{Value: true}})
	err = Check(prog)
	var list ErrorList
	if !errors.As(err, &list) || len(list) == 0 || !strings.Contains(err.Error(), "y") {
		t.Fatalf("Check = %v, want an error about y", err)
	}
	if err := Check(&Program{File: "m.bsp"}); err == nil {
		t.Errorf("Check of a program without body: no error")
	}
	bad := &Program{File: "m.bsp", Name: &Ident{Name: "m"}, Body: &Block{Stmts: []Stmt{&IfStmt{}}}}
	if err := Check(bad); err == nil {
		t.Errorf("Check of an if without condition: no error")
	}
}

// TestApplyStop: post returning false stops the traversal.
func TestApplyStop(t *testing.T) {
	prog, err := Parse("r.bsp", []byte(rewriteSrc))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	Apply(prog, nil, func(c *Cursor) bool {
		n++
		_, isIdent := c.Node().(*Ident)
		return !isIdent
	})
	if n != 1 {
		t.Errorf("post called %d times after returning false", n)
	}
}

// TestCheckAgreesWithParse: on every program of the repository that
// parses, Check finds no error and rebuilds the same objects and bindings
// (same kinds, names and IDs) as Parse; on the ill-typed test inputs it
// reports the same errors.
func TestCheckAgreesWithParse(t *testing.T) {
	files := allPrograms(t)
	errFiles, _ := filepath.Glob("testdata/errors/*.bsp")
	checked, withErrors := 0, 0
	for _, f := range append(files, errFiles...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		prog, perr := Parse(f, src)
		if prog == nil {
			continue // a syntax error: nothing to check
		}
		before := bindings(prog)
		cerr := Check(prog)
		checked++
		if cerr != nil {
			withErrors++
		}
		if fmt.Sprint(perr) != fmt.Sprint(cerr) {
			t.Errorf("%s: Parse says %v, Check says %v", f, perr, cerr)
		}
		if diff := cmp.Diff(before, bindings(prog)); diff != "" {
			t.Errorf("%s: bindings differ after Check (-Parse +Check):\n%s", f, diff)
		}
	}
	if checked < 50 || withErrors == 0 {
		t.Errorf("checked %d programs, %d with errors: the corpus is missing", checked, withErrors)
	}
}

// bindings describes every identifier's object, in source order.
func bindings(prog *Program) []string {
	var out []string
	Inspect(prog, func(n Node) bool {
		if id, ok := n.(*Ident); ok {
			if o := prog.Info.ObjectOf(id); o == nil {
				out = append(out, id.Name+":-")
			} else {
				out = append(out, fmt.Sprintf("%s:%s#%d", id.Name, o.Kind, o.ID))
			}
		}
		return true
	})
	return append(out, fmt.Sprint(len(prog.Objects)))
}

// TestApplyVisitsWhatInspectVisits: Apply reaches every node Inspect
// reaches, in the same order, on every textbook program (the BSMP ones
// too: sends without destination, tags, queue statements).
func TestApplyVisitsWhatInspectVisits(t *testing.T) {
	files, _ := filepath.Glob("../benchmarks/textbook/*.bsp")
	if len(files) == 0 {
		t.Fatal("no programs")
	}
	for _, f := range files {
		prog, err := ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var inspected, applied []Node
		Inspect(prog, func(n Node) bool {
			if n != nil {
				inspected = append(inspected, n)
			}
			return true
		})
		Apply(prog, func(c *Cursor) bool {
			applied = append(applied, c.Node())
			return true
		}, nil)
		if len(applied) != len(inspected) {
			t.Fatalf("%s: Apply visits %d nodes, Inspect %d", f, len(applied), len(inspected))
		}
		for i := range applied {
			if applied[i] != inspected[i] {
				t.Fatalf("%s: node %d: Apply visits %T at %v, Inspect %T at %v", f, i, applied[i], applied[i].Pos(), inspected[i], inspected[i].Pos())
			}
		}
	}
}
