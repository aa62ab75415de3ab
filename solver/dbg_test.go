package solver

import (
	"fmt"
	"os"
	"testing"
)

func TestDbgInv(t *testing.T) {
	sys, err := ReadFile(os.Getenv("F"))
	if err != nil {
		t.Fatal(err)
	}
	st := newState(sys, Options{})
	for r, p := range st.pre {
		fmt.Println("pre", r, p)
	}
	for r, p := range st.eqs {
		for _, e := range p {
			fmt.Println("eq", r, e.cons, e.calls)
		}
	}
	fmt.Println("work", st.invWork)
}
