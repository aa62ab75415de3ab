package frontend

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCheckTypeMessages: the messages of operands, communication
// targets and sources and min/max arguments of the wrong type, whose
// text wantType2 joins only on an error (mutation checked: the two
// parts joined in the wrong order fails).
func TestCheckTypeMessages(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"arith", "x := (1 < 2) + 1", "t.bsp:3:8: operand of + must be int, not bool"},
		{"logic", "if 1 && true then skip end", "t.bsp:3:6: operand of && must be bool, not int"},
		{"compare", "if x < true then skip end", "t.bsp:3:10: operand of < must be int, not bool"},
		{"put", "put(true, x, x)", "t.bsp:3:7: put target must be int, not bool"},
		{"get", "get(true, x, x)", "t.bsp:3:7: get source must be int, not bool"},
		{"min", "x := min(true, 1)", "t.bsp:3:12: min argument must be int, not bool"},
		{"max", "x := max(1, false)", "t.bsp:3:15: max argument must be int, not bool"},
	} {
		t.Run(tc.name, func(t *testing.T) { checkBody(t, tc.body, tc.want) })
	}
}

// TestCheckScopes: a name declared in a block is in scope to the block's
// end only (so a sibling block may declare it again), and one in scope
// cannot be declared again in an inner block: checker's one map of names
// with the names each scope added, removed at its end (mutation checked:
// pop keeping its scope's names fails "after the block" and "siblings").
func TestCheckScopes(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"after the block", "if true then var y := 1 end\n  y := 2", "t.bsp:4:3: undeclared name y"},
		{"siblings", "if true then var y := 1 end\n  if true then var y := 2 end", "no error"},
		{"loop variable", "for i := 0 to 3 do skip end\n  var i := 1", "no error"},
		{"shadowing", "var y := 1\n  if true then var y := 2 end", "t.bsp:4:20: y redeclared (previous declaration at 3:7); names cannot be shadowed"},
		{"outer in inner", "var y := 1\n  if true then y := y + 1 end", "no error"},
	} {
		t.Run(tc.name, func(t *testing.T) { checkBody(t, tc.body, tc.want) })
	}
}

// checkBody parses and checks a program whose body is a declaration of x
// and body, and compares its error (or "no error") with want.
func checkBody(t *testing.T, body, want string) {
	t.Helper()
	src := "program t\n  var x := 0\n  " + body + "\nend\n"
	_, err := Parse("t.bsp", []byte(src))
	got := "no error"
	if err != nil {
		got = err.Error()
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("%s (-want +got):\n%s", src, d)
	}
}
