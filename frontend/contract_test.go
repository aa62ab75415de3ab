package frontend

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestContractLowering checks what a call of a contract stands for, in a
// .bsp program: the printed statement of each call.
func TestContractLowering(t *testing.T) {
	tests := []struct {
		name, decl, call, want string
	}{
		{"collective", "contract bcast(n) collective supersteps(2) h(2 * n) work(n)", "bcast(N)",
			"{N * r + 2 * N * g + 1 * l} sync"},
		{"one superstep", "contract ex(n) collective supersteps(1) h(n)", "ex(N + 1)",
			"{(N + 1) * g} sync"},
		{"p supersteps", "contract tree(n) collective supersteps(p) h(n)", "tree(N)",
			"{N * g + (p - 1) * l} sync"},
		{"p plus k supersteps", "contract tree(n) collective supersteps(2 * p + 3) h(n)", "tree(N)",
			"{N * g + (2 * p + 2) * l} sync"},
		{"max supersteps", "contract t(n) collective supersteps(max(p, 2)) h(n)", "t(N)",
			"{N * g + max(p - 1, 1) * l} sync"},
		{"unknown sign", "contract odd(n) collective supersteps(n) h(1)", "odd(N)",
			"{1 * g + max(N - 1, 0) * l} sync"},
		{"local", "contract sort(n) local work(n * n)", "sort(N)",
			"{N * N * r} skip"},
		{"local deferred", "contract later(n) local h(n) supersteps(1)", "later(3)",
			"{3 * g + 1 * l} skip"},
		{"no cost", "contract nothing() local", "nothing()", "skip"},
		{"replicated", "contract s(u) collective supersteps(2) replicated(u)", "s(N)",
			"if N == N then\n  {1 * l} sync\nend"},
		{"replicated literal", "contract s(u) collective supersteps(2) replicated(u)", "s(4)",
			"{1 * l} sync"},
		{"words are words", "contract w(b) collective supersteps(1) h(words(b))", "w(N)",
			"{N * g} sync"},
		{"keyword name", "contract step(k) local work(k)", "step(N)", "{N * r} skip"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := tt.decl + "\nprogram t(N) requires N >= 1\n  " + tt.call + "\nend\n"
			if tt.name == "keyword name" {
				// A contract named by a keyword can be declared (C
				// functions), not called from .bsp.
				if _, err := ParseContracts("c", []byte(tt.decl)); err != nil {
					t.Fatal(err)
				}
				return
			}
			prog, err := Parse("t.bsp", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			got := strings.TrimSpace(Print(prog.Body.Stmts[0]))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("lowered (-want +got):\n%s", diff)
			}
			if len(prog.Notes) != 1 || !strings.Contains(prog.Notes[0].Msg, "trusted") {
				t.Errorf("notes = %v, want one saying the contract is trusted", prog.Notes)
			}
			if len(prog.ContractCalls) != 1 || prog.ContractCalls[0].Pos != prog.Notes[0].Pos {
				t.Errorf("contract calls = %v, want the one call, at its note", prog.ContractCalls)
			}
		})
	}
}

// TestLowerDesync checks the lowering of a counter(x, e) contract's call
// whose x may differ between processes: no guard on x (the other
// replicated arguments keep theirs), x more barriers, e words each, p
// times the work; and that a contract without the clause lowers as
// LowerCall does.
func TestLowerDesync(t *testing.T) {
	tests := []struct{ name, decl, call, want string }{
		{"bsc_sync", "contract s(u) collective supersteps(2) h(p) replicated(u) counter(u, p)", "s(2 * pid)",
			"{(p + p * max((2 * pid), 0)) * g + (1 + max((2 * pid), 0)) * l} sync"},
		{"other replicated argument", "contract s(u, n) collective supersteps(1) h(n) work(n) replicated(u, n) counter(u, 1)", "s(pid, N)",
			"if N == N then\n  {p * N * r + (N + 1 * max(pid, 0)) * g + max(pid, 0) * l} sync\nend"},
		{"no counter clause", "contract s(u) collective supersteps(2) replicated(u)", "s(N)",
			"if N == N then\n  {1 * l} sync\nend"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs, err := ParseContracts("c", []byte(tt.decl))
			if err != nil {
				t.Fatal(err)
			}
			args, at := callArgs(t, tt.call)
			s, _, err := cs[0].LowerDesync(args, nil, at, nil)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, strings.TrimSpace(Print(s))); diff != "" {
				t.Errorf("lowered (-want +got):\n%s", diff)
			}
		})
	}
}

// callArgs parses the arguments of the call text f(a, b), and returns a
// position for the call.
func callArgs(t *testing.T, call string) ([]Expr, Pos) {
	t.Helper()
	inner := call[strings.Index(call, "(")+1 : len(call)-1]
	src := "program t(N)\n"
	for i, a := range strings.Split(inner, ",") {
		src += fmt.Sprintf("  var a%d := %s\n", i, strings.TrimSpace(a))
	}
	prog, err := Parse("t.bsp", []byte(src+"end\n"))
	if err != nil {
		t.Fatal(err)
	}
	var args []Expr
	for _, s := range prog.Body.Stmts {
		args = append(args, s.(*VarDecl).Init)
	}
	return args, prog.Program
}

// TestContractErrors checks the messages of contracts that cannot hold.
func TestContractErrors(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"collective without superstep", "contract c(n) collective h(n)", "1:10: collective contract c needs supersteps(e) with e >= 1"},
		{"zero supersteps", "contract c(n) collective supersteps(0)", "1:10: collective contract c needs supersteps(e) with e >= 1"},
		{"unknown name", "contract c(n) local work(m)", "1:26: m is not a parameter of contract c"},
		{"pid", "contract c(n) local work(pid)", "1:26: pid is not a parameter of contract c"},
		{"any", "contract c(n) local work(any)", "1:26: a contract's cost may hold parameters"},
		{"bad function", "contract c(n) local work(f(n))", "1:26: f is not a function of contracts"},
		{"comparison", "contract c(n) local work(n < 2)", "1:28: a contract's cost is an int expression"},
		{"two clauses", "contract c(n) local work(n) work(2)", "1:29: contract c has two work clauses"},
		{"same of local", "contract c(n) local same(n)", "1:10: only a collective contract can say same(...) or replicated(...)"},
		{"same of unknown", "contract c(n) collective supersteps(1) same(m)", "1:45: m is not a parameter of contract c"},
		{"bad kind", "contract c(n) global", "1:15: expected collective or local"},
		{"twice", "contract c(n) local\ncontract c(m) local", "2:10: contract c is declared twice"},
		{"reserved parameter", "contract c(p) local", "1:12: p is reserved"},
		{"statement name", "contract send(n) local", "1:10: send cannot name a contract"},
		{"not a contract", "program x end", "1:1: expected a contract declaration"},
		{"counter not replicated", "contract s(u) collective supersteps(1) counter(u, p)", "1:10: counter(u, ...) needs a collective contract that also says replicated(u)"},
		{"counter of local", "contract s(u) local counter(u, p)", "1:10: counter(u, ...) needs a collective contract"},
		{"counter of unknown", "contract s(u) collective supersteps(1) replicated(u) counter(v, p)", "1:62: v is not a parameter of contract s"},
		{"counter without step", "contract s(u) collective supersteps(1) replicated(u) counter(u)", "expected ','"},
		{"counter step names pid", "contract s(u) collective supersteps(1) replicated(u) counter(u, pid)", "pid is not a parameter of contract s"},
		{"two counters", "contract s(u, v) collective supersteps(1) replicated(u, v) counter(u, p) counter(v, p)", "contract s has two counter clauses"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseContracts("f.contracts", []byte(tt.src))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// TestContractCallErrors checks calls that do not match their contract.
func TestContractCallErrors(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"arity", "contract c(a, b) local work(a)\nprogram t(N)\n  c(N)\nend\n", "3:3: c takes 2 arguments (its contract), not 1"},
		{"undeclared", "program t(N)\n  c(N)\nend\n", "2:4: c is not a statement"},
		{"declared after use", "program t(N)\n  c(N)\nend\ncontract c(a) local\n", "2:4: c is not a statement"},
		{"argument out of scope", "contract c(a) local work(a)\nprogram t(N)\n  c(M)\nend\n", "undeclared"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("t.bsp", []byte(tt.src))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// FuzzParseContracts: on any text, ParseContracts neither panics nor
// reports an error without a position, and what it returns lowers to a
// statement for arguments of the right number.
func FuzzParseContracts(f *testing.F) {
	for _, s := range []string{
		"contract bcast(n) collective supersteps(2) h(2 * n) work(n)",
		"contract s(u) collective supersteps(max(p, 2)) h(p * words(u)) replicated(u) same(result)\ncontract l(k) local work(k * k)",
		"contract c(n) collective h(n)",
		"contract step(k) local work(k % 3 - min(k, 2))",
		"contract b(set, n) collective supersteps(2) h(2 * n * words(field(set, size)) + p)",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		cs, err := ParseContracts("fuzz.contracts", src)
		if err != nil {
			list, ok := err.(ErrorList)
			if !ok {
				t.Fatalf("error %T, want ErrorList: %v", err, err)
			}
			for _, e := range list {
				if !e.Pos.IsValid() && !e.Limit {
					t.Errorf("error without position: %v", e)
				}
			}
			return
		}
		for _, c := range cs {
			args := make([]Expr, len(c.Params))
			for i := range args {
				args[i] = &Ident{Name: "N"}
			}
			if _, err := c.Lower(args, Pos{Line: 1, Col: 1}, nil); err != nil {
				t.Errorf("%s: %v", c.Name, err)
			}
		}
	})
}
