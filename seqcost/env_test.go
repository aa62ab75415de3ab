package seqcost

import (
	"math/rand"
	"testing"

	"bspcost/solver"
)

// TestEnvBulk checks that envOf and setMany bind what set one variable
// after the other binds, over sizes that give tries of 0 to 2 levels,
// with unsorted and repeated keys.
func TestEnvBulk(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, n := range []int{1, 5, 16, 17, 40, 256, 300} {
		for round := 0; round < 20; round++ {
			// A base environment, some variables absent.
			vals := make([]solver.Lin, n)
			seq := newEnv(n)
			for k := range vals {
				if rng.Intn(3) > 0 {
					vals[k] = solver.LinVar("B" + string(rune('a'+k%26)))
					seq = seq.set(k, vals[k])
				}
			}
			bulk := envOf(vals)
			// A batch of bindings, unsorted, with repeats.
			m := rng.Intn(2*n + 1)
			ks := make([]int, m)
			vs := make([]solver.Lin, m)
			for i := range ks {
				ks[i] = rng.Intn(n)
				vs[i] = constLin(int64(i))
			}
			after := bulk.setMany(ks, vs)
			for i, k := range ks {
				seq = seq.set(k, vs[i])
			}
			for k := 0; k < n; k++ {
				if got, want := after.at(k), seq.at(k); got.Const == nil != (want.Const == nil) || got.Const != nil && got.String() != want.String() {
					t.Fatalf("n=%d round %d: variable %d is %v, want %v", n, round, k, got, want)
				}
				// bulk itself is unchanged by setMany.
				if got := bulk.at(k); got.Const == nil != (vals[k].Const == nil) || got.Const != nil && got.String() != vals[k].String() {
					t.Fatalf("n=%d round %d: base variable %d changed to %v", n, round, k, got)
				}
			}
		}
	}
}

// TestEnvSet: set binds one variable and leaves the environment it was
// made from as it was (a persistent trie), against a slice of values per
// version, for tries of 0 to 2 levels (mutation checked: a leaf's copy
// sharing its parent's value array instead of copying it fails).
func TestEnvSet(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for _, n := range []int{1, 16, 17, 300} {
		envs := []penv{newEnv(n)}
		models := [][]string{make([]string, n)}
		for i := 0; i < 200; i++ {
			j := rng.Intn(len(envs)) // an older version too
			k := rng.Intn(n)
			v := constLin(int64(i))
			envs = append(envs, envs[j].set(k, v))
			m := append([]string(nil), models[j]...)
			m[k] = v.String()
			models = append(models, m)
		}
		for i, e := range envs {
			for k := 0; k < n; k++ {
				got := ""
				if l := e.at(k); l.Const != nil {
					got = l.String()
				}
				if got != models[i][k] {
					t.Fatalf("n=%d version %d: variable %d is %q, want %q", n, i, k, got, models[i][k])
				}
			}
		}
	}
}
