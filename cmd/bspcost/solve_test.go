package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSolveCommand(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	loop := write("loop.ces", "eq(f(A,B),1,[f(A-1,B)],[A>=B+1]).\neq(f(A,B),0,[],[B>=A]).\n")
	// inf: from A >= 0 no evaluation terminates (under the .ces semantics
	// a bound, stated for terminating evaluations; with --competition
	// none); unb: the terminating evaluations cost without bound.
	inf := write("inf.ces", "eq(f(A),1,[f(A+1)],[A>=0]).\neq(f(A),0,[],[0>=A+1]).\n")
	unb := write("unb.ces", "eq(f(A),1,[f(A+1)],[A>=0]).\neq(f(A),0,[],[A>=5]).\n")
	bad := write("bad.ces", "eq(f(A),1,[f(A-1)],[A>=1).\n")
	empty := write("empty.ces", "% nothing\n")
	koat := write("k.koat", "(GOAL COMPLEXITY)\n(STARTTERM (FUNCTIONSYMBOLS f))\n(VAR A)\n(RULES\n f(A) -> Com_1(f(A-1)) :|: A >= 1\n)\n")
	// nl: a non-linear update, read as an unknown value with a warning;
	// undef: a call of a relation no equation defines (a warning), arity:
	// of one defined with another arity (an error).
	nl := write("nl.koat", "(GOAL COMPLEXITY)\n(STARTTERM (FUNCTIONSYMBOLS f))\n(VAR A B)\n(RULES\n f(A,B) -> Com_1(f(A-1,B^2)) :|: A >= 1\n)\n")
	undef := write("undef.ces", "eq(f(A),1,[f(A-1)],[A>=1]).\neq(f(A),0,[stop(A)],[0>=A]).\n")
	arity := write("arity.ces", "eq(f(A),1,[f(A-1,A)],[A>=1]).\n")
	tests := []struct {
		args        []string
		code        int
		out, errOut string
	}{
		{[]string{loop}, 0, loop + ": f(A,B): nat(A - B)\n", ""},
		{[]string{inf}, 0, inf + ": f(A): -A - 1 (for terminating evaluations; may not terminate: f/1 (line 1))\n", ""},
		{[]string{unb}, 3, "no bound found: no ranking function found for the recursive equations f/1 (line 1)", ""},
		{[]string{bad}, 2, "", bad + ":1:25: expected \"]\""},
		{[]string{"--competition", koat}, 0, "WORST_CASE(?, O(n^1))\n", ""},
		{[]string{"--competition", inf}, 3, "MAYBE\n", ""},
		{[]string{"--strict", inf}, 3, "no bound found: no ranking function found for the recursive equations f/1 (line 1)", ""},
		{[]string{loop, bad, unb}, 2, "nat(A - B)", "expected"},
		{[]string{}, 2, "", "no input files"},
		{[]string{empty}, 3, "no entry: the file has no equations", ""},
		{[]string{"--timeout", "0s", loop}, 2, "", "--timeout must be positive"},
		{[]string{"--timeout", "1ns", "--no-cache", loop}, 4, "no bound found: timeout", ""}, // a cached bound would be served whatever the timeout
		{[]string{"--no-cache", nl}, 0, nl + ": f(A,B): nat(A)\n", nl + ":5:24: warning: rule of f at line 5: non-linear update B*B (argument 2 of the call): its value is taken as unknown (_NL1)"},
		{[]string{nl}, 0, nl + ": f(A,B): nat(A)\n", nl + ":5:24: warning: rule of f at line 5: non-linear update B*B"}, // (the cached answer keeps its warnings)
		{[]string{"--no-cache", undef}, 0, undef + ": f(A): nat(A)\n", undef + ":2:12: warning: call of undefined relation stop/1 (equation at line 2)"},
		{[]string{"--no-cache", arity}, 2, "", arity + ":1:12: call of f with 2 arguments, but f is defined with 1 arguments (equation at line 1)"},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		code := run(append([]string{"solve"}, tc.args...), &out, &errb)
		if code != tc.code || !strings.Contains(out.String(), tc.out) || !strings.Contains(errb.String(), tc.errOut) {
			t.Errorf("solve %v: exit %d, stdout %q, stderr %q; want %d, %q, %q", tc.args, code, out.String(), errb.String(), tc.code, tc.out, tc.errOut)
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"solve", "--json", loop, unb, inf}, &out, &errb); code != 3 {
		t.Errorf("--json exit %d: %s", code, errb.String())
	}
	var got []solveFileJSON
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("--json output: %v\n%s", err, out.String())
	}
	if len(got) != 3 || got[0].Entries[0].Status != "bound" || got[0].Entries[0].Bound != "nat(A - B)" || got[1].Entries[0].Status != "no bound" ||
		got[2].Entries[0].Status != "bound" || !cmp.Equal(got[2].Entries[0].MayNotTerminate, []string{"f/1 (line 1)"}) {
		t.Errorf("--json: %+v", got)
	}
}
