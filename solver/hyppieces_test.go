package solver

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestDedupPieces checks that the sites' hypotheses made of keyed pieces
// are dedupPolyKey of the pieces' concatenation: the same constraints in
// the same order, the same memo key, and each constraint's linKey.
func TestDedupPieces(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	var m lpMemo
	for i := 0; i < 2000; i++ {
		h := newHypPieces(&m, 0)
		var pieces []*keyedPoly
		var all Poly
		for k := rng.Intn(4); k >= 0; k-- {
			p := randPoly(rng)
			if len(all) > 0 && rng.Intn(2) == 0 {
				p = append(p, all[rng.Intn(len(all))]) // repeated across pieces
			}
			p = append(p, p[rng.Intn(len(p))], Cons{L: LinConst(int64(rng.Intn(3) - 1))})
			pieces = append(pieces, h.keyed(p))
			all = append(all, p...)
		}
		got, key, keys := dedupPieces(pieces)
		want, wantKey := m.dedupPolyKey(all)
		var wantKeys []string
		for _, c := range want {
			wantKeys = append(wantKeys, linKey(c))
		}
		if diff := cmp.Diff(want.String(), got.String()); diff != "" || key != wantKey {
			t.Fatalf("dedupPieces of %v: key %q, want %q; constraints (-want +got):\n%s", all, key, wantKey, diff)
		}
		if diff := cmp.Diff(wantKeys, keys, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("dedupPieces of %v: keys (-want +got):\n%s", all, diff)
		}
	}
}

// TestHypPiecesInst checks the instantiations of the pieces against
// instantiate.
func TestHypPiecesInst(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	h := newHypPieces(&lpMemo{}, 0)
	eq := &normEq{}
	for i := 0; i < 500; i++ {
		var p Poly
		for _, c := range randPoly(rng) {
			p = append(p, Cons{L: c.L.Rename(map[string]string{"x": "#0", "y": "#1", "z": "#2"}), Eq: c.Eq})
		}
		args := []Lin{LinVar("X").AddScaled(RatInt(int64(rng.Intn(5)-2)), LinVar("Y")), LinConst(int64(rng.Intn(7) - 3)), LinVar("#0")}
		j := rng.Intn(3)
		kp := h.inst(p, eq, j, args)
		if i%3 == 0 {
			kp = h.inst(p, eq, j, args) // from the cache
		}
		want := instantiate(p, args)
		if diff := cmp.Diff(want.String(), kp.p.String()); diff != "" {
			t.Fatalf("inst of %v at %v (-want +got):\n%s", p, args, diff)
		}
		for k, c := range want {
			if !c.L.IsConst() && kp.ids[k] != h.memo.idOf(linKey(c)) {
				t.Fatalf("inst of %v: key number %d of %v, want that of %q", p, kp.ids[k], c, linKey(c))
			}
			if want := h.memo.idOf(linKey(p[k])); h.key(p[k]) != want {
				t.Fatalf("key of %v: %d, want %d (that of %q)", p[k], h.key(p[k]), want, linKey(p[k]))
			}
		}
	}
}

// TestHeadIndex checks headIndex against fmt.Sscanf(v, "#%d", &i), which
// it replaces.
func TestHeadIndex(t *testing.T) {
	for _, v := range []string{"#0", "#7", "#12", "#3~5", "#12~1~2", "#", "#x", "#-1", "#+4", "X", "", "#0x1", "#99999999999999999999", "a#1", "#007", "V1", "#2'"} {
		var want int
		n, _ := fmt.Sscanf(v, "#%d", &want)
		got, ok := headIndex(v)
		if ok != (n == 1) || ok && got != want {
			t.Errorf("headIndex(%q) = %d, %v; Sscanf reads %d, %v", v, got, ok, want, n == 1)
		}
	}
}
