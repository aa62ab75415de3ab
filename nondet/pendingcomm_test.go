package nondet_test

import (
	"testing"

	"bspcost/nondet"
)

// TestPendingComm: a sync changes only the put and get destinations that
// a transfer of the superstep it ends may write; the facts of the others
// (a count scattered or broadcast by process 0, bounded by an assume
// after the sync that delivered it) hold across later syncs, with other
// destinations' transfers pending there (in a loop, under a pid branch),
// and bound a scalar counted from them later. The last case's count is
// the destination of a transfer pending at the sync before its loop:
// no bound. Checked against the simulator at p = 1..8; with every sync
// forgetting every destination, W has no bound.
func TestPendingComm(t *testing.T) {
	tests := []wCase{
		{"scatter", `program scatter(M) requires M >= 0
  var nz
  var c
  var nrows
  if pid == 0 then
    for q := 0 to nprocs - 1 do
      c := any
      put(q, c, nz)
    end
  end
  sync
  assume nz >= 0
  assume nz <= M
  for t := 0 to 2 do
    sync
  end
  nrows := 0
  for k := 0 to nz - 1 do
    nrows := nrows + 1
  end
  sync
  for i := 0 to nrows - 1 do
    {1 * r} skip
  end
end`, true},
		{"bcast", `program bcast(M) requires M >= 0
  var n
  var w
  var x
  var nrows
  if pid == 0 then
    n := any
    for q := 0 to nprocs - 1 do
      put(q, n, n)
    end
  end
  sync
  assume n >= 0
  assume n <= M
  if pid == 0 then
    w := any
    put(nprocs - 1, w, w)
  end
  sync
  nrows := 0
  for k := 0 to n - 1 do
    x := any
    if x > 0 then
      nrows := nrows + 1
    end
  end
  sync
  for i := 0 to nrows - 1 do
    {1 * r} skip
  end
end`, true},
		{"loopput", `program loopput(M) requires M >= 0
  var nz
  var c
  var x
  var y
  var nrows
  c := any
  put((pid + 1) % nprocs, c, nz)
  sync
  assume nz >= 0
  assume nz <= M
  for t := 0 to 2 do
    x := any
    put((pid + 1) % nprocs, x, y)
    sync
  end
  nrows := 0
  for k := 0 to nz - 1 do
    nrows := nrows + 1
  end
  sync
  for i := 0 to nrows - 1 do
    {1 * r} skip
  end
end`, true},
		{"branchput", `program branchput(M) requires M >= 0
  var nz
  var c
  var x
  var nrows
  if pid == 0 then
    c := any
    put(nprocs - 1, c, nz)
  end
  sync
  assume nz >= 0
  assume nz <= M
  if pid == nprocs - 1 then
    c := any
    put(0, c, c)
  end
  sync
  nrows := 0
  for k := 0 to nz - 1 do
    x := any
    if x > 0 then
      nrows := nrows + 1
    end
  end
  sync
  for i := 0 to nrows - 1 do
    {1 * r} skip
  end
end`, true},
		{"pending", `program pending(M) requires M >= 0
  var nz
  var c
  var nrows
  nz := any
  assume nz >= 0
  assume nz <= M
  nrows := 0
  for k := 0 to nz - 1 do
    nrows := nrows + 1
  end
  sync
  if pid == 0 then
    c := any
    put(nprocs - 1, c, nrows)
  end
  sync
  for i := 0 to nrows - 1 do
    {1 * r} skip
  end
end`, false},
	}
	checkWCases(t, "pending transfers", nondet.SetNoPendingComm, tests, checkChainW)
}

// TestDeadScalars: scalars set and never read again (t1..t11, as the C
// front end's flags of null pointers), or read once (the length of an
// array), take no room in the abstract state, so the relation nz <= M, pushed out of a full state otherwise,
// bounds the count after them. Checked against the simulator at
// p = 1..8; with the dead scalars kept, W has no bound.
func TestDeadScalars(t *testing.T) {
	// The cap these programs were made to crowd.
	defer nondet.SetMaxCons(nondet.SetMaxCons(20))
	tests := []wCase{
		{"readonce", `program readonce(M) requires M >= 0
  var nz
  var c
  var x
  var nrows
  var t1
  var t2
  var t3
  var t4
  var t5
  var t6
  var t7
  var t8
  var t9
  var t10
  var t11
  if pid == 0 then
    for q := 0 to nprocs - 1 do
      c := any
      put(q, c, nz)
    end
  end
  sync
  assume nz >= 0
  assume nz <= M
  t1 := 1
  var a1[t1]
  t2 := 2
  var a2[t2]
  t3 := 3
  var a3[t3]
  t4 := 4
  var a4[t4]
  t5 := 5
  var a5[t5]
  t6 := 6
  var a6[t6]
  t7 := 7
  var a7[t7]
  t8 := 8
  var a8[t8]
  t9 := 9
  var a9[t9]
  t10 := 10
  var a10[t10]
  t11 := 11
  var a11[t11]
  nrows := 0
  for k := 0 to nz - 1 do
    x := any
    if x > 0 then
      nrows := nrows + 1
    end
  end
  sync
  for i := 0 to nrows - 1 do
    {1 * r} skip
  end
end`, true},
		{"dead", `program dead(M) requires M >= 0
  var nz
  var c
  var x
  var nrows
  var t1
  var t2
  var t3
  var t4
  var t5
  var t6
  var t7
  var t8
  var t9
  var t10
  var t11
  if pid == 0 then
    for q := 0 to nprocs - 1 do
      c := any
      put(q, c, nz)
    end
  end
  sync
  assume nz >= 0
  assume nz <= M
  t1 := 1
  t2 := 2
  t3 := 3
  t4 := 4
  t5 := 5
  t6 := 6
  t7 := 7
  t8 := 8
  t9 := 9
  t10 := 10
  t11 := 11
  nrows := 0
  for k := 0 to nz - 1 do
    x := any
    if x > 0 then
      nrows := nrows + 1
    end
  end
  sync
  for i := 0 to nrows - 1 do
    {1 * r} skip
  end
end`, true},
	}
	checkWCases(t, "dead scalars", nondet.SetNoDeadScalars, tests, checkChainW)
}
