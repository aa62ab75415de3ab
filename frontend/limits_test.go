package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInputHandling checks the lexical rules that make positions and
// messages exact: BOM, UTF-8 identifiers and columns in code points, lone
// CR line endings, bad integer literals at their own position, no trailing
// commas, short excerpts, elif chains that are not nesting.
func TestInputHandling(t *testing.T) {
	tests := []struct {
		name, src string
		want      string // the error list, "" when the program is valid
		limit     bool
	}{
		{"bom", "\xef\xbb\xbfprogram f\nskip\nend\n", "", false},
		{"bom then error", "\xef\xbb\xbfprogram f\n@\nend\n", `t.bsp:2:1: expected statement, found "@"`, false},
		{"utf8 identifier", "program f\nvar größe := 1\nvar ñ := größe + 1\nend\n", "", false},
		{"utf8 column", "program f\nvar größe := 1\nvar y := größe + x\nend\n", "t.bsp:3:18: undeclared name x", false},
		{"utf8 symbol", "program f\nvar x := 1 → 2\nend\n", `t.bsp:2:12: expected statement, found "→"`, false},
		{"invalid utf8", "program f\nvar x := \xc3\nend\n", "t.bsp:2:10: invalid UTF-8 encoding (byte 0xc3)", false},
		{"exponent", "program f\nvar x := 1e5\nskip\nend\n", "t.bsp:2:10: invalid integer literal 1e5 (integers are written in decimal digits only: no exponent, hexadecimal or suffix)", false},
		{"hex", "program f\nvar x := 0x10\nend\n", "t.bsp:2:10: invalid integer literal 0x10 (integers are written in decimal digits only: no exponent, hexadecimal or suffix)", false},
		{"leading zero is decimal", "program f\nvar x := 010\nend\n", "", false},
		{"cr only", "program f\rvar x := 1\rx := y\rend\r", "t.bsp:3:6: undeclared name y", false},
		{"crlf", "program f\r\nvar x := 1\r\nx := y\r\nend\r\n", "t.bsp:3:6: undeclared name y", false},
		{"cr ends line comment", "program f // c\rx := 1\rend", "t.bsp:2:1: undeclared name x", false},
		{"trailing comma call", "program f\nvar x := min(1, 2,)\nend\n", "t.bsp:2:19: expected expression after ',', found ')' (no trailing comma)", false},
		{"trailing comma params", "program f(N,)\nskip\nend\n", "t.bsp:1:13: expected parameter name after ',', found ')' (no trailing comma)", false},
		{"pid location", "program f\nvar x\nput(0, pid, x)\nend\n", "t.bsp:3:8: pid cannot be a put/get location (only variables and arrays can)", false},
		{"p location", "program f\nvar x\nput(0, p, x)\nend\n", "t.bsp:3:8: p (nprocs) cannot be a put/get location (only variables and arrays can)", false},
		{"long identifier excerpt", "program f\nx" + strings.Repeat("y", 1000) + " := 1\nend\n",
			"t.bsp:2:1: undeclared name x" + strings.Repeat("y", MaxExcerpt-1) + "…", false},
		{"long bad token excerpt", "program f\nvar x := 1" + strings.Repeat("e", 1000) + "\nend\n",
			"t.bsp:2:10: invalid integer literal 1" + strings.Repeat("e", MaxExcerpt-1) + "… (integers are written in decimal digits only: no exponent, hexadecimal or suffix)", false},
		{"elif chain of 300", "program f\nif pid == 0 then skip\n" + strings.Repeat("elif pid == 1 then skip\n", 300) + "end\nend\n", "", false},
		{"elif chain too long", "program f\nif pid == 0 then skip\n" + strings.Repeat("elif pid == 1 then skip\n", MaxElifChain+1) + "end\nend\n",
			"t.bsp:10003:1: too many elif branches (more than 10000 in a chain; the limit bounds the nesting of the syntax tree)", true},
		{"chain at the limit", "program f\nvar x := 1" + strings.Repeat(" + 1", MaxExprDepth) + "\nend\n", "", false},
		{"chain too long", "program f\nvar x := 1" + strings.Repeat("+1", MaxExprDepth+5) + "\nend\n",
			"t.bsp:2:20011: expression too deep: more than 10000 levels of operators (a chain of n operators is n levels; split it with intermediate variables)", true},
		{"nesting", "program f\nvar x := " + strings.Repeat("(", 300) + "1" + strings.Repeat(")", 300) + "\nend\n",
			"t.bsp:2:209: program nested too deeply (more than 200 levels)", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			prog, err := Parse("t.bsp", []byte(tc.src))
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tc.want {
				t.Fatalf("got  %s\nwant %s", got, tc.want)
			}
			if IsLimit(err) != tc.limit {
				t.Errorf("IsLimit = %v, want %v", IsLimit(err), tc.limit)
			}
			if err == nil {
				roundTrip(t, tc.name, prog)
			}
		})
	}
}

func TestReadSource(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.bsp")
	if err := os.WriteFile(big, make([]byte, MaxSourceBytes+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadSource(big); err == nil || !IsLimit(err) || !strings.Contains(err.Error(), "input too large") {
		t.Errorf("big file: %v", err)
	}
	if _, err := ReadSource(dir); err == nil || IsLimit(err) || !strings.Contains(err.Error(), "a directory") {
		t.Errorf("directory: %v", err)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, err := ReadSource("/dev/zero"); err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("/dev/zero: %v", err)
		}
	}
	if _, err := Parse("x.bsp", make([]byte, MaxSourceBytes+1)); !IsLimit(err) {
		t.Errorf("Parse of a large source: %v", err)
	}
}

func TestExprExcerpt(t *testing.T) {
	prog, err := Parse("t.bsp", []byte("program f\nvar x := 1"+strings.Repeat(" + 1", 5000)+"\nend"))
	if err != nil {
		t.Fatal(err)
	}
	x := prog.Body.Stmts[0].(*VarDecl).Init
	got := ExprExcerpt(x)
	if want := strings.Repeat("1 + ", 15) + "…"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := ExprExcerpt(&BinaryExpr{X: &Ident{Name: "a"}, Op: ADD, Y: &IntLit{Value: 1}}); got != "a + 1" {
		t.Errorf("short: %q", got)
	}
}
