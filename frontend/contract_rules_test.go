package frontend_test

import (
	"testing"

	"bspcost/align"
	"bspcost/frontend"
)

// TestContractAlignment: a collective contract is a barrier (called
// under a pid-dependent condition it is not textually aligned), and its
// replicated(...) arguments must be the same on every process. Each rule
// switched off, the program it rejects is accepted: the rule is what
// rejects it.
func TestContractAlignment(t *testing.T) {
	tests := []struct{ name, rule, body string }{
		{"collective under pid", "sync", "if pid == 0 then\n    c(1)\n  end"},
		{"replicated argument differs", "replicated", "s(pid)"},
		{"replicated argument is data", "replicated", "var x\n  s(x)"},
	}
	const decls = "contract c(n) collective supersteps(1) h(n)\ncontract s(u) collective supersteps(2) replicated(u)\n"
	aligned := func(t *testing.T, body string) bool {
		prog, err := frontend.Parse("t.bsp", []byte(decls+"program t(N)\n  "+body+"\n  s(N)\nend\n"))
		if err != nil {
			t.Fatal(err)
		}
		return align.Analyze(prog).Aligned
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if aligned(t, tt.body) {
				t.Errorf("aligned; want the call rejected")
			}
			restore := frontend.SwitchContractRule(tt.rule)
			defer restore()
			if !aligned(t, tt.body) {
				t.Errorf("with rule %s off still rejected: the rule is not what rejects it", tt.rule)
			}
		})
	}
}
