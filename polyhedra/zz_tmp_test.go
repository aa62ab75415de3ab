package polyhedra

import "testing"

var zzSets = []string{
	"[nprocs, s] -> { [j, k0, w, t] : j = 0 and w = 0 and k0 = t and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and k0 >= s + 1 and nprocs >= k0 + 1 }",
	"[nprocs, t] -> { [s, j, k0, w] : j = 0 and w = 0 and t = k0 and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and k0 >= s + 1 and nprocs >= k0 + 1 }",
	"[nprocs, b, s] -> { [j, k0, w, t] : j = 0 and w = 0 and t = 0 and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and k0 >= 0 and b >= k0 + 1 }",
	"[nprocs, b, t] -> { [s, j, k0, w] : j = 0 and w = 0 and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and k0 >= 0 and b >= k0 + 1 }",
	"[nprocs, N, i, s] -> { [j, w, t] : j = 0 and i + s = t and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and nprocs >= i + 1 and i >= s + 1 and nprocs >= i + s + 1 and w >= 0 and N >= w + 1 }",
}

func BenchmarkZZCount(b *testing.B) {
	for i, src := range zzSets {
		s, err := Parse(src)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(string(rune('a'+i)), func(b *testing.B) {
			b.ReportAllocs()
			for n := 0; n < b.N; n++ {
				pool := 100000000
				if _, err := s.CountWith(CountOptions{Pool: &pool}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
