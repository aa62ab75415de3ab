package frontend

import (
	"bspcost/internal/golden"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// astEqual compares ASTs up to positions: what a round trip through the
// printer must preserve.
var astOpts = cmp.Options{cmpopts.IgnoreTypes(Pos{}), cmpopts.IgnoreFields(Program{}, "File"), cmpopts.IgnoreUnexported(Program{}, Ident{})}

// allPrograms lists every .bsp file of the repository, so that the round
// trip covers the textbook programs and every test corpus as they grow.
func allPrograms(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "errors") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".bsp") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// roundTrip checks that printing prog and parsing the result gives the same
// AST, and that printing is idempotent.
func roundTrip(t *testing.T, name string, prog *Program) {
	t.Helper()
	text := Print(prog)
	again, err := Parse(name+" (printed)", []byte(text))
	if err != nil {
		t.Fatalf("%s: printed program does not parse: %v\n%s", name, err, text)
	}
	// cmp.Diff takes time exponential in the nesting depth on equal trees
	// (it compares slice elements twice); a linear dump decides equality,
	// cmp explains a difference.
	if astDump(prog) != astDump(again) {
		t.Fatalf("%s: AST changed by print+parse (-before +after):\n%s\nprinted:\n%s", name, cmp.Diff(prog, again, astOpts), text)
	}
	if text2 := Print(again); text2 != text {
		t.Fatalf("%s: printing is not stable:\n%s\n---\n%s", name, text, text2)
	}
}

func TestRoundTripAllPrograms(t *testing.T) {
	files := allPrograms(t)
	if len(files) == 0 {
		t.Fatal("no .bsp files found")
	}
	for _, f := range files {
		prog, err := ParseFile(f)
		if err != nil {
			// Test fixtures of other packages may be malformed on purpose;
			// the shipped programs must parse.
			if strings.HasPrefix(filepath.ToSlash(f), "../benchmarks/") {
				t.Errorf("%v", err)
			}
			continue
		}
		roundTrip(t, f, prog)
	}
}

// TestErrors checks the diagnostics for each file of testdata/errors against
// its golden file (go test ./frontend -run TestErrors -update rewrites them).
func TestErrors(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.bsp")
	if len(files) == 0 {
		t.Fatal("no error cases")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			_, perr := Parse(filepath.Base(f), src)
			if perr == nil {
				t.Fatalf("%s parsed without error", f)
			}
			got := perr.Error() + "\n"
			goldenFile := strings.TrimSuffix(f, ".bsp") + ".golden"
			golden.Check(t, goldenFile, got)
		})
	}
}

func TestParseValid(t *testing.T) {
	tests := []struct {
		name, src string
		check     func(t *testing.T, p *Program)
	}{
		{"params and requires", "program f(N, M) requires N >= p && N % p == 0\nskip\nend", func(t *testing.T, p *Program) {
			if len(p.Params) != 2 || p.Requires == nil {
				t.Errorf("params %d, requires %v", len(p.Params), p.Requires)
			}
		}},
		{"no parens", "program f end", nil},
		{"any same", "program f\nvar x := any(same) + any\nend", func(t *testing.T, p *Program) {
			b := p.Body.Stmts[0].(*VarDecl).Init.(*BinaryExpr)
			if !b.X.(*AnyExpr).Same || b.Y.(*AnyExpr).Same {
				t.Errorf("Same %v and %v, want true and false", b.X.(*AnyExpr).Same, b.Y.(*AnyExpr).Same)
			}
			if got := ExprString(b); got != "any(same) + any" {
				t.Errorf("printed %q", got)
			}
		}},
		{"semicolons", "program f; var x := 1; x := x + 1; sync; end;", func(t *testing.T, p *Program) {
			if n := len(p.Body.Stmts); n != 3 {
				t.Errorf("%d statements, want 3", n)
			}
		}},
		{"slides equality", "program f\nif pid = 0 then skip end\nend", func(t *testing.T, p *Program) {
			c := p.Body.Stmts[0].(*IfStmt).Cond.(*BinaryExpr)
			if c.Op != EQL {
				t.Errorf("op %v, want ==", c.Op)
			}
		}},
		{"annotation terms", "program f(N)\n{N / p * r + 2 * g + l + 3} skip\nend", func(t *testing.T, p *Program) {
			cs := p.Body.Stmts[0].(*CostStmt)
			var got []string
			for _, tm := range cs.Terms {
				got = append(got, ExprString(tm.Coef)+"*"+tm.Resource.String())
			}
			want := []string{"N / p*r", "2*g", "1*l", "3*r"}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Error(diff)
			}
		}},
		{"w is r", "program f\n{1 * w} skip\nend", func(t *testing.T, p *Program) {
			if r := p.Body.Stmts[0].(*CostStmt).Terms[0].Resource; r != ResR {
				t.Errorf("resource %v", r)
			}
		}},
		{"elif chain", "program f\nif pid == 0 then skip elif pid == 1 then skip else sync end\nend", func(t *testing.T, p *Program) {
			s := p.Body.Stmts[0].(*IfStmt)
			in := s.Else.Stmts[0].(*IfStmt)
			if !in.Elif || in.Else == nil {
				t.Errorf("elif not chained: %+v", in)
			}
		}},
		{"locations", "program f(N)\nvar a[N]\nvar x\nput(0, a[1:3], a[0:2])\nget(pid, a[2], x)\nput(1, a, a, N)\nend", nil},
		{"scoping in sibling blocks", "program f\nif true then var t := 1 end\nif true then var t := 2 end\nend", nil},
		{"for loop", "program f(N)\nfor i := 0 to N - 1 step 2 do {i * r} skip end\nend", nil},
		{"min max", "program f(N)\nvar x := min(N, p, 3) + max(1, 2)\nend", nil},
		{"nested annotation", "program f\n{1 * r} {2 * g} skip\nend", nil},
		{"comments", "/* head */ program f // x\n/* a\n b */ skip\nend // tail", nil},
		{"bsmp", "program f(N)\nvar a[N]\nvar n\nvar w\ntagsize(1)\nsend(0, a[0:2])\nsend(pid, a, N, n)\nsend(1, n, 1, a[1:2])\nsync\nqsize(n, w)\nqsize(n)\ngettag(n, a[1])\ngettag(n)\nmove(a[0:2])\nmove(a, n)\nend", func(t *testing.T, p *Program) {
			var got []string
			for _, s := range p.Body.Stmts {
				switch s := s.(type) {
				case *CommStmt:
					got = append(got, fmt.Sprintf("%s dst=%v words=%v tag=%v", s.Kind, s.Dst != nil, s.Words != nil, s.Tag != nil))
				case *RecvStmt:
					got = append(got, fmt.Sprintf("%s count=%v words=%v dst=%v max=%v", s.Kind, s.Count != nil, s.Words != nil, s.Dst != nil, s.Max != nil))
				case *TagSizeStmt:
					got = append(got, "tagsize "+ExprString(s.Size))
				}
			}
			want := []string{
				"tagsize 1",
				"send dst=false words=false tag=false",
				"send dst=false words=true tag=true",
				"send dst=false words=true tag=true",
				"qsize count=true words=true dst=false max=false",
				"qsize count=true words=false dst=false max=false",
				"gettag count=true words=false dst=true max=false",
				"gettag count=true words=false dst=false max=false",
				"move count=false words=false dst=true max=false",
				"move count=false words=false dst=true max=true",
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Error(diff)
			}
		}},
		// The BSMP names are statements only when called: they remain
		// free for variables (C programs' tagsize, qsize).
		{"bsmp names as variables", "program f\nvar send := 1\nvar tagsize := send\nvar qsize[2]\nqsize[0] := tagsize\nqsize(send)\ntagsize(qsize[0])\nend", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse("t.bsp", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			if tc.check != nil {
				tc.check(t, p)
			}
			roundTrip(t, tc.name, p)
		})
	}
}

func TestResolve(t *testing.T) {
	src := "program f(N)\nvar x := N\nwhile x > 0 do\n  var y := x\n  x := y - 1\nend\nsync\nend"
	p, err := Parse("t.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	Inspect(p.Body, func(n Node) bool {
		if id, ok := n.(*Ident); ok {
			kinds = append(kinds, id.Name+":"+p.Info.ObjectOf(id).Kind.String())
		}
		return true
	})
	want := []string{"x:variable", "N:parameter", "x:variable", "y:variable", "x:variable", "x:variable", "y:variable"}
	if diff := cmp.Diff(want, kinds); diff != "" {
		t.Error(diff)
	}
	for i, o := range p.Objects {
		if o.ID != i {
			t.Errorf("object %s has ID %d at index %d", o.Name, o.ID, i)
		}
	}
	if p.Objects[0].Kind != PidObj || p.Objects[1].Kind != NprocsObj {
		t.Errorf("built-ins not first: %v %v", p.Objects[0].Kind, p.Objects[1].Kind)
	}
	if p.Nprocs() != p.Objects[1] {
		t.Errorf("Nprocs() = %v, want the object with ID 1", p.Nprocs())
	}
}

// TestPrintSynthesized checks that the printer adds the parentheses an AST
// built by a program (not parsed) needs.
func TestPrintSynthesized(t *testing.T) {
	id := func(s string) *Ident { return &Ident{Name: s} }
	lit := func(v int64) *IntLit { return &IntLit{Value: v} }
	tests := []struct {
		x    Expr
		want string
	}{
		{&BinaryExpr{X: id("a"), Op: SUB, Y: &BinaryExpr{X: id("b"), Op: SUB, Y: id("c")}}, "a - (b - c)"},
		{&BinaryExpr{X: &BinaryExpr{X: id("a"), Op: SUB, Y: id("b")}, Op: SUB, Y: id("c")}, "a - b - c"},
		{&BinaryExpr{X: &BinaryExpr{X: id("a"), Op: ADD, Y: lit(1)}, Op: MUL, Y: id("b")}, "(a + 1) * b"},
		{&UnaryExpr{Op: SUB, X: &BinaryExpr{X: id("a"), Op: ADD, Y: id("b")}}, "-(a + b)"},
		{&UnaryExpr{Op: NOT, X: &BinaryExpr{X: id("a"), Op: LSS, Y: id("b")}}, "!(a < b)"},
		{&BinaryExpr{X: id("a"), Op: LOR, Y: &BinaryExpr{X: id("b"), Op: LAND, Y: id("c")}}, "a || b && c"},
	}
	for _, tc := range tests {
		if got := ExprString(tc.x); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
	cs := &CostStmt{Terms: []CostTerm{{Coef: &BinaryExpr{X: id("a"), Op: ADD, Y: id("b")}, Resource: ResG, ResName: "g"}}, Stmt: &SkipStmt{}}
	if got, want := Print(cs), "{(a + b) * g} skip\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// astDump writes n's tree without positions and file names (what astOpts
// ignores) nor the bindings' side table (Info.Equal compares it) and the
// identifiers' numbers in it, in time
// linear in its size.
func astDump(n any) string {
	var b strings.Builder
	var walk func(v reflect.Value)
	posType := reflect.TypeOf(Pos{})
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if v.IsNil() {
				b.WriteString("nil")
				return
			}
			walk(v.Elem())
		case reflect.Struct:
			if v.Type() == posType {
				return
			}
			b.WriteString(v.Type().Name() + "{")
			for i := 0; i < v.NumField(); i++ {
				f := v.Type().Field(i)
				if f.Type == posType || !f.IsExported() || v.Type() == reflect.TypeOf(Program{}) && (f.Name == "File" || f.Name == "Info") {
					continue
				}
				b.WriteString(f.Name + ":")
				walk(v.Field(i))
				b.WriteString(" ")
			}
			b.WriteString("}")
		case reflect.Slice:
			b.WriteString("[")
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
				b.WriteString(",")
			}
			b.WriteString("]")
		default:
			fmt.Fprint(&b, v.Interface())
		}
	}
	walk(reflect.ValueOf(n))
	return b.String()
}
