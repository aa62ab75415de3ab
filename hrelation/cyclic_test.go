package hrelation

import "testing"

// cyclicSrc: cyclic loops `for i := pid + e to hi step nprocs`, from
// pid, from pid plus a replicated value with a body that reads the
// counter only in the address of the data it moves, with a guard on pid:
// the most words per process are those of process 0, which runs the
// most iterations.
const cyclicSrc = `program cyclic(N, M) requires N >= 1 && M >= 0
  var x := pid
  var a[N]
  for i := pid to N - 1 step nprocs do
    put((pid + 1) % nprocs, x, x)
  end
  sync
  for i := M + pid to N + 5 step p do
    put((pid + 2) % nprocs, a[i % N], x)
  end
  sync
  for i := pid to N - 1 step nprocs do
    if pid + 1 < nprocs then
      put(pid + 1, a[0:2], a[0:2])
    end
  end
  sync
end
`

// cyclicAllSrc: every process gets from process 0, which serves the
// iterations of all: one more per process past the remainder, a bound.
const cyclicAllSrc = `program cyclicall(N) requires N >= 1
  var x := pid
  for i := pid to N - 1 step nprocs do
    get(0, x, x)
  end
  sync
end
`

// strideDataSrc: a stride loop from a replicated start whose body reads
// the counter only in the address of the data it moves.
const strideDataSrc = `program stridedata(N) requires N >= 1
  var x := pid
  var a[N]
  for i := 1 to N - 1 step nprocs do
    put((pid + 1) % nprocs, a[i], x)
  end
  sync
end
`

// cyclicReadSrc: the counter of a cyclic loop in the remote process:
// the iterations are not numbered, a bound.
const cyclicReadSrc = `program cyclicread(N) requires N >= 1
  var x := pid
  for i := pid to N - 1 step nprocs do
    put(i % nprocs, x, x)
  end
  sync
end
`

// TestCyclicIterations: never below the simulator at p = 1..16, exact
// with the iterations of the cyclic loops counted, a bound without; the
// reads of the counter that do not enter the formula (strideReadsOn)
// keep the count, the others do not.
func TestCyclicIterations(t *testing.T) {
	for _, tc := range []struct {
		name, src        string
		cyclic, narrowed bool
		want             string
	}{
		{"cyclic.bsp", cyclicSrc, true, true, "exact"},
		{"cyclic.bsp", cyclicSrc, false, true, "bound"},
		{"cyclic.bsp", cyclicSrc, true, false, "bound"},
		{"stridedata.bsp", strideDataSrc, true, true, "exact"},
		{"stridedata.bsp", strideDataSrc, true, false, "bound"},
		{"cyclicread.bsp", cyclicReadSrc, true, true, "bound"},
		{"cyclicall.bsp", cyclicAllSrc, true, true, "bound"},
	} {
		cyclicCountOn, strideReadsOn = tc.cyclic, tc.narrowed
		got := checkExactEverywhere(t, tc.name, tc.src)
		cyclicCountOn, strideReadsOn = true, true
		if got != tc.want {
			t.Errorf("%s with the cyclic count %v, narrowed reads %v: %s, want %s", tc.name, tc.cyclic, tc.narrowed, got, tc.want)
		}
	}
}
