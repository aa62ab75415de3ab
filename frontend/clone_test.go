package frontend

import (
	"fmt"
	"path/filepath"
	"reflect"
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
			if o := prog.Info.ObjectOf(asIdent(n)); o != nil && !objs[o] {
				id := n.(*Ident)
				t.Errorf("%s: %s at %v resolved to an object of the clone", f, id.Name, id.NamePos)
			}
			return true
		})
	}
}

// TestCloneMatchesReflective: Clone makes the copy the reflective deep
// copy (reflectCloner, Clone's definition before it was written out node
// by node) makes: equal values, the same objects, and the same sharing
// (two places hold one node in Clone's copy exactly when they do in the
// reflective one). Each program is also cloned with its statements
// listed twice and an identifier held by two fields, as nondet's
// instrumented programs share nodes.
func TestCloneMatchesReflective(t *testing.T) {
	var files []string
	for _, pat := range []string{"../benchmarks/textbook/*.bsp", "../align/testdata/aligned/*.bsp"} {
		fs, _ := filepath.Glob(pat)
		files = append(files, fs...)
	}
	if len(files) < 10 {
		t.Fatalf("only %d programs", len(files))
	}
	for _, f := range files {
		prog, err := ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		shared := *prog
		shared.Body = &Block{Start: prog.Body.Start, Stmts: append(append([]Stmt(nil), prog.Body.Stmts...), prog.Body.Stmts...)}
		if len(prog.Params) > 0 {
			shared.Params = append([]*Ident{prog.Params[0]}, prog.Params...)
		}
		for _, p := range []*Program{prog, &shared} {
			want := (&reflectCloner{seen: map[reflect.Value]reflect.Value{}}).value(reflect.ValueOf(p)).Interface().(*Program)
			got := Clone(p)
			if err := sameTree(reflect.ValueOf(got), reflect.ValueOf(want), map[uintptr]uintptr{}, map[uintptr]uintptr{}); err != "" {
				t.Errorf("%s: %s", f, err)
			}
			// A copy's bindings are of its own nodes (TestInfo checks
			// them); the reflective copy shares the original's.
			// Nor are the numbers of its identifiers the original's.
			got.Info, want.Info = nil, nil
			unnumber(got)
			unnumber(want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s: the copies differ", f)
			}
			// The slabs used up (a cloner without them, and one with a
			// node each): the slabs go on with new arrays (mutation
			// checked: slab.new not dropping the node it returns
			// fails).
			for _, c := range []*cloner{
				{seen: map[Node]Node{}},
				{seen: map[Node]Node{}, ids: slab[Ident]{make([]Ident, 1)}, ints: slab[IntLit]{make([]IntLit, 1)}, bins: slab[BinaryExpr]{make([]BinaryExpr, 1)},
					asgs: slab[AssignStmt]{make([]AssignStmt, 1)}, decs: slab[VarDecl]{make([]VarDecl, 1)}},
			} {
				got := c.program(p)
				if err := sameTree(reflect.ValueOf(got), reflect.ValueOf(want), map[uintptr]uintptr{}, map[uintptr]uintptr{}); err != "" {
					t.Errorf("%s: slabs used up: %s", f, err)
				}
			}
			bg, bw := CloneBlock(p.Body), (&reflectCloner{seen: map[reflect.Value]reflect.Value{}}).value(reflect.ValueOf(p.Body)).Interface().(*Block)
			if err := sameTree(reflect.ValueOf(bg), reflect.ValueOf(bw), map[uintptr]uintptr{}, map[uintptr]uintptr{}); err != "" {
				t.Errorf("%s: CloneBlock: %s", f, err)
			}
		}
	}
}

// sameTree walks a and b in step: the same shape and sharing (fw and bw
// map the pointers met in a to those in b and back), and the same
// objects; it returns what differs.
func sameTree(a, b reflect.Value, fw, bw map[uintptr]uintptr) string {
	if a.Type() != b.Type() {
		return fmt.Sprintf("type %v vs %v", a.Type(), b.Type())
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() != b.IsNil() {
			return "nil vs non-nil"
		}
		if a.IsNil() {
			return ""
		}
		pa, pb := a.Pointer(), b.Pointer()
		if a.Type() == objectPtr {
			if pa != pb {
				return "different objects"
			}
			return ""
		}
		qb, okf := fw[pa]
		qa, okb := bw[pb]
		if okf != okb || okf && (qb != pb || qa != pa) {
			return fmt.Sprintf("sharing differs at a %v", a.Type())
		}
		if okf {
			return ""
		}
		fw[pa], bw[pb] = pb, pa
		return sameTree(a.Elem(), b.Elem(), fw, bw)
	case reflect.Interface:
		if a.IsNil() != b.IsNil() {
			return "nil vs non-nil"
		}
		if a.IsNil() {
			return ""
		}
		return sameTree(a.Elem(), b.Elem(), fw, bw)
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() || a.Cap() != b.Cap() {
			return "slices differ"
		}
		for i := 0; i < a.Len(); i++ {
			if d := sameTree(a.Index(i), b.Index(i), fw, bw); d != "" {
				return d
			}
		}
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if a.Type() == reflect.TypeOf(Program{}) && a.Type().Field(i).Name == "Info" {
				continue // a copy's bindings are of its own nodes (TestInfo)
			}
			if !a.Type().Field(i).IsExported() {
				continue // a copy's identifiers are numbered afresh
			}
			if d := sameTree(a.Field(i), b.Field(i), fw, bw); d != "" {
				return d
			}
		}
	case reflect.Func:
		// Program.Desync: shared by a copy.
		if a.IsNil() != b.IsNil() || a.Pointer() != b.Pointer() {
			return "funcs differ"
		}
	default:
		if a.Interface() != b.Interface() {
			return fmt.Sprintf("%v vs %v", a.Interface(), b.Interface())
		}
	}
	return ""
}

// asIdent returns n as an identifier, nil when it is another node.
func asIdent(n Node) *Ident {
	id, _ := n.(*Ident)
	return id
}

// unnumber clears the numbers the program gave its identifiers.
func unnumber(p *Program) {
	p.idents = 0
	Inspect(p, func(n Node) bool {
		if id, ok := n.(*Ident); ok {
			id.num = 0
		}
		return true
	})
}
