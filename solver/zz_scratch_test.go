package solver

import "testing"

func TestZZScratch(t *testing.T) {
	facts := assumeFacts()["p>=1"]
	for _, in := range []string{
		"max(7, 9*min(1, p - 1))",
		"max(7, 9*min(1, p - 1)) + N/p + 10",
		"max(7*min(1, nat(2-p)), 9*min(1, p - 1))",
		"max(7*min(1, nat(2-p)), 9*min(1, p - 1)) + N",
	} {
		e, err := ParseExpr(in)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s\n  -> %s", in, SimplifyUnder(e, facts))
	}
}
