package sim

import (
	"testing"

	"bspcost/frontend"

	"github.com/google/go-cmp/cmp"
)

// TestOracleRewrites: StripWorkAndComm leaves only the l terms (W and the
// annotations' g gone, the communication's h and the barriers kept), and
// ChargeAsWork then makes W the charges per execution (here nprocs times
// the words).
func TestOracleRewrites(t *testing.T) {
	const src = `program t
  var a[4]
  var x
  {2 * r + 3 * g + 1 * l} x := 1
  if pid == 0 then
    {5 * r} put(1 % nprocs, x, a[0])
  end
  for i := 1 to 2 do
    put((pid + 1) % nprocs, a[0], a[1], 2)
  end
  sync
end
`
	type costs struct{ W, H, S int64 }
	run := func(prog *frontend.Program) costs {
		r, err := Run(prog, Config{P: 4})
		if err != nil {
			t.Fatal(err)
		}
		return costs{r.W, r.H, r.S}
	}
	prog := parse(t, src)
	// 2 + 5 on process 0; h 3 (annotation) + words: process 0 sends 1 + 4.
	if diff := cmp.Diff(costs{W: 7, H: 8, S: 3}, run(prog)); diff != "" {
		t.Errorf("as written (-want +got):\n%s", diff)
	}
	prog = parse(t, src)
	StripWorkAndComm(prog.Body)
	if diff := cmp.Diff(costs{W: 0, H: 5, S: 3}, run(prog)); diff != "" {
		t.Errorf("stripped (-want +got):\n%s", diff)
	}
	// Charge the put of the for loop (2 words): nprocs * 2 per execution,
	// twice.
	words := map[*frontend.CommStmt]frontend.Expr{}
	var puts []*frontend.CommStmt
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if c, ok := n.(*frontend.CommStmt); ok {
			puts = append(puts, c)
		}
		return true
	})
	if len(puts) != 2 {
		t.Fatalf("%d puts, want 2", len(puts))
	}
	nprocs := &frontend.Ident{Name: "nprocs"}
	prog.Info.Bind(nprocs, prog.Nprocs())
	words[puts[1]] = &frontend.BinaryExpr{X: nprocs, Op: frontend.MUL, Y: puts[1].Words}
	ChargeAsWork(prog.Body, words)
	if diff := cmp.Diff(costs{W: 16, H: 5, S: 3}, run(prog)); diff != "" {
		t.Errorf("charged (-want +got):\n%s", diff)
	}
}
