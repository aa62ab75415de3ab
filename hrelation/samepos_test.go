package hrelation

import (
	"testing"

	"bspcost/align"
	"bspcost/frontend"
)

// TestSamePositions: two syncs (and two puts) at one position, as a C
// function inlined twice gives them, are two barriers, each with the h
// of the superstep it closes (the memo of equal steps once keyed them by
// position, and the second sync got no h: an unsound bound).
func TestSamePositions(t *testing.T) {
	prog, err := frontend.Parse("samepos.bsp", []byte(`program samepos
  var a[4]
  var b[4]
  sync
  put(0, a[0], b[0])
  sync
  sync
  put(0, a[0], b[0])
  sync
end
`))
	if err != nil {
		t.Fatal(err)
	}
	var syncs []*frontend.SyncStmt
	var puts []*frontend.CommStmt
	for _, s := range prog.Body.Stmts {
		switch s := s.(type) {
		case *frontend.SyncStmt:
			syncs = append(syncs, s)
		case *frontend.CommStmt:
			puts = append(puts, s)
		}
	}
	// The second copy takes the first's positions.
	syncs[2].Sync, syncs[3].Sync = syncs[0].Sync, syncs[1].Sync
	puts[1].KwPos = puts[0].KwPos
	ar := align.Analyze(prog)
	res, err := Analyze(prog, ar)
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{1, 3} {
		steps := res.StepsClosedBy(align.Barrier{Kind: align.SyncBarrier, Sync: syncs[i]})
		comms := 0
		for _, st := range steps {
			comms += len(st.Comms)
		}
		if comms == 0 {
			t.Errorf("sync %d closes no superstep with its put (%d steps)", i+1, len(steps))
		}
	}
}
