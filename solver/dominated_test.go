package solver

import (
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDropDominated: Max drops an argument another one is >= at every
// point: k1*X beside k2*X (0 < k1 < k2) when some argument is >= 0, and a
// beside a + nonnegative terms; nothing else (mutation checked: the
// coefficient comparison reversed, the rule applied without a
// non-negative argument, and the sum's remaining terms not all required
// non-negative each fail).
func TestDropDominated(t *testing.T) {
	N, M := Var("N"), Var("M")
	k := func(n int64, e *Expr) *Expr { return Mul(Int(n), e) }
	for _, tc := range []struct {
		name string
		args []*Expr
		want string
	}{
		{"multiples beside 0", []*Expr{Int(0), k(2, N), k(3, N), N}, "max(0, 3*N)"},
		{"multiples alone", []*Expr{k(2, N), k(3, N)}, "max(2*N, 3*N)"},
		{"multiples beside a nat", []*Expr{Nat(M), N, k(2, N)}, "max(2*N, nat(M))"},
		{"negative multiple kept", []*Expr{Int(0), k(-1, N), k(2, N)}, "max(-N, 0, 2*N)"},
		{"beside a negative constant", []*Expr{Int(-1), N, k(2, N)}, "max(-1, 2*N, N)"},
		{"a and a + nat", []*Expr{N, Add(N, Nat(M))}, "N + nat(M)"},
		{"a + 1 and a + 1 + nat", []*Expr{Add(N, Int(1)), Add(N, Int(1), Nat(M))}, "N + nat(M) + 1"},
		{"a and a + M", []*Expr{N, Add(N, M)}, "max(M + N, N)"},
		{"a and a + nat + M", []*Expr{N, Add(N, M, Nat(M))}, "max(M + N + nat(M), N)"},
	} {
		got := Max(tc.args...).String()
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: Max (-want +got):\n%s", tc.name, d)
		}
	}

	// Random maxima of such arguments keep their value at every point.
	rng := rand.New(rand.NewSource(1))
	pool := []*Expr{Int(0), Int(-2), Int(3), N, M, k(2, N), k(3, N), k(-1, N), k(2, M), Nat(M), Nat(Add(N, Int(-3))),
		Add(N, Nat(M)), Add(k(2, N), Nat(M)), Add(N, Int(1)), Add(N, Int(1), Nat(N)), Add(N, M), Max(Int(0), N)}
	for trial := 0; trial < 2000; trial++ {
		args := make([]*Expr, 1+rng.Intn(5))
		for i := range args {
			args[i] = pool[rng.Intn(len(pool))]
		}
		m := Max(args...)
		for n := int64(-4); n <= 4; n++ {
			for mm := int64(-4); mm <= 4; mm++ {
				env := map[string]int64{"N": n, "M": mm}
				got, _, err := m.EvalInt(env)
				if err != nil {
					t.Fatal(err)
				}
				want, _, _ := args[0].EvalInt(env)
				for _, a := range args[1:] {
					if v, _, _ := a.EvalInt(env); v.Cmp(want) > 0 {
						want = v
					}
				}
				if got.Cmp(want) != 0 {
					t.Fatalf("Max%v = %v: %v at N=%d M=%d, want %v", args, m, got, n, mm, want)
				}
			}
		}
	}
}
