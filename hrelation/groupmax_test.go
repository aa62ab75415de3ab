package hrelation_test

import (
	"testing"

	"bspcost/hrelation"
)

// groupPrograms: ten processes each send N + c words to the next, c
// small; each statement's count is one piece, ten together, past the
// pieces maximised at once. In equal.bsp the c repeat (four values):
// merged, the sum is four pieces and its maximum exact. In distinct.bsp
// they do not: the statements are maximised in groups (eight, then
// two), the groups' maxima added, below the statements' maxima added.
var groupPrograms = []simProgram{
	{name: "equal", src: `program equal(N) requires N >= 1
  var x := 0
  var y := 0
  if pid == 0 then
    for i0 := 1 to N + 0 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 1 then
    for i1 := 1 to N + 1 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 2 then
    for i2 := 1 to N + 4 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 3 then
    for i3 := 1 to N + 2 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 4 then
    for i4 := 1 to N + 2 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 5 then
    for i5 := 1 to N + 4 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 6 then
    for i6 := 1 to N + 1 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 7 then
    for i7 := 1 to N + 0 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 8 then
    for i8 := 1 to N + 1 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 9 then
    for i9 := 1 to N + 4 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  sync
end
`, params: []map[string]int64{{"N": 1}, {"N": 6}}},
	{name: "distinct", src: `program distinct(N) requires N >= 1
  var x := 0
  var y := 0
  if pid == 0 then
    for i0 := 1 to N + 0 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 1 then
    for i1 := 1 to N + 1 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 2 then
    for i2 := 1 to N + 2 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 3 then
    for i3 := 1 to N + 3 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 4 then
    for i4 := 1 to N + 4 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 5 then
    for i5 := 1 to N + 5 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 6 then
    for i6 := 1 to N + 6 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 7 then
    for i7 := 1 to N + 7 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 8 then
    for i8 := 1 to N + 8 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  if pid == 9 then
    for i9 := 1 to N + 9 do
      put((pid + 1) % nprocs, x, y)
    end
  end
  sync
end
`, params: []map[string]int64{{"N": 1}, {"N": 6}}},
}

// TestGroupMaxima: H against the simulator at p = 1..16 (never below)
// and its value, with the equal pieces merged, the statements grouped
// and max(sent, received) of many pieces, and with them switched off
// (the mutations: unmerged, equal.bsp's sides have ten pieces each, their
// maximum 3N + 12, their sum 5N + 20; the groups' maxima added, or the
// statements').
func TestGroupMaxima(t *testing.T) {
	tests := []struct {
		merge, group, many bool
		want               map[string]string
	}{
		{true, true, true, map[string]string{
			"equal":    "max((N + 1)*min(1, nat(-p + 3), nat(p - 1)), (N + 4)*min(1, nat(p - 2)), N*min(1, nat(-p + 2)))",
			"distinct": "5*N + 35",
		}},
		{false, true, true, map[string]string{"equal": "3*N + 12"}},
		{false, true, false, map[string]string{"equal": "5*N + 20"}},
		{true, false, true, map[string]string{"distinct": "20*N + 90"}},
		{false, false, false, map[string]string{"equal": "20*N + 38"}},
	}
	defer func() {
		*hrelation.MergePerOn, *hrelation.GroupMaximaOn, *hrelation.MaxManySidesOn = true, true, true
	}()
	for _, tc := range tests {
		*hrelation.MergePerOn, *hrelation.GroupMaximaOn, *hrelation.MaxManySidesOn = tc.merge, tc.group, tc.many
		var progs []simProgram
		for _, p := range groupPrograms {
			if w, ok := tc.want[p.name]; ok {
				p.wantH = w
				progs = append(progs, p)
			}
		}
		checkPrograms(t, progs, true)
	}
}
