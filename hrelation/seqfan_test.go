package hrelation_test

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/driver"
	"bspcost/hrelation"
)

// seqFanProgram repeats puts and gets within a superstep (counted through
// the sequential program); exact says that the H bound equals the
// simulated H at every tested point.
type seqFanProgram struct {
	name, src string
	wantH     string
	exact     bool
}

// seqFanPrograms are the fan rules' programs (seqJointPrograms added).
var seqFanPrograms = []seqFanProgram{
	{
		// v is replicated and kept to the barrier, a parameter of the
		// step, but it has one value at the put, nprocs: no process puts
		// to pid + v, and the fan is the reversal's, 1 (fanValue). As a
		// parameter of any value, v = 1 makes the fan 2.
		name: "fan value",
		src: `program fanvalue(N)
  var v := nprocs
  var x
  var k := 0
  while k < N do
    k := k + 1
    for i := 0 to nprocs - 1 do
      put(nprocs - 1 - pid, x, x)
      if pid + v < nprocs then
        put(pid + v, x, x)
      end
    end
  end
  sync
end
`,
		wantH: "p*nat(N)",
		exact: true,
	},
	{
		// The put to 0 in the while loop and the put to nprocs - 1 load
		// different processes: the first execution pays what one
		// execution adds to the step's h, 1 at p = 1 and 0 from p = 2,
		// the others p (seqfirst.go).
		name: "first gather",
		src: `program firstgather(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put(0, x, x)
    i := i + 1
  end
  put(nprocs - 1, x, a[0])
  sync
end
`,
		wantH: "p + max(-p + 2, 0) + p*(N - 1)",
		exact: true,
	},
	{
		// The first gather's put behind a continue whose condition reads
		// N, which the step's h does not: the load of one execution is
		// the largest over N, the same here (no process is N + nprocs).
		name: "first extra parameter",
		src: `program firstextra(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    i := i + 1
    if pid == N + nprocs then
      continue
    end
    put(0, x, x)
  end
  put(nprocs - 1, x, a[0])
  sync
end
`,
		wantH: "p + max(-p + 2, 0) + p*(N - 1)",
		exact: true,
	},
	{
		// A target read from an array (every process may put to the
		// same one, as they do here) under a guard over pid: its fan is
		// the two processes that run the put, not nprocs.
		name: "any remote guarded",
		src: `program anyremote(N) requires N >= 1
  var x
  var a[4]
  a[0] := 3
  var i := 0
  while i < N do
    if pid < 2 then
      put(a[0] % nprocs, x, x)
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*min(2, p)",
		exact: true,
	},
	{
		// Each process to itself up to p = 6, then p - 6 senders to
		// process 6: the fan is max(1, p - 6), its pieces' maximum, not
		// the piece from p = 7 alone.
		name: "clamped target",
		src: `program clamped(N) requires N >= 1
  var x
  var i := 0
  while i < N do
    put(min(6, pid) % nprocs, x, x)
    i := i + 1
  end
  sync
end
`,
		exact: true,
	},
	{
		// One sender per receiver: N words, not p·N.
		name: "ring in a while loop",
		src: `program ring(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put((pid + 1) % nprocs, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N",
		exact: true,
	},
	{
		// A get from the mirror process, two words an execution.
		name: "mirror get",
		src: `program mirror(N) requires N >= 1
  var a[4]
  var i := 0
  while i < N do
    get(nprocs - 1 - pid, a[0:2], a[2:4])
    i := i + 1
  end
  sync
end
`,
		wantH: "2*N",
		exact: true,
	},
	{
		// A put and a get on the same ring: a process receives the puts
		// of its left neighbour and its own gets, and is asked by its
		// left neighbour and puts its own: 2·N, each statement charged
		// its own fan, 1 (one loop, the same iterations on every
		// process: sharedLoop).
		name: "put and get",
		src: `program pg(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put((pid + 1) % nprocs, x, a[0])
    get((pid + 1) % nprocs, x, a[1])
    i := i + 1
  end
  sync
end
`,
		wantH: "2*N",
		exact: true,
	},
	{
		// A mirror put by every process and a get of its own by the
		// even processes, in one loop with the same iterations on every
		// process: process 0 receives 2·N, each statement charged its
		// own fan, 1 (pidUniform: the even processes run the most of
		// both), not the union's, 2 (the mirror's sender and the process
		// itself), for both: 4·N.
		name: "pid guarded put and get",
		src: `program pgg(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    i := i + 1
    put(nprocs - 1 - pid, x, a[0])
    if pid % 2 == 0 then
      get(pid, x, a[1])
    end
  end
  sync
end
`,
		wantH: "2*N",
		exact: true,
	},
	{
		// Two puts to process 1 % nprocs under the two branches of an if
		// over pid: process 0 runs one, the others the other, so the
		// process that runs the most of one runs none of the other and
		// their fans of their own (1 and p - 1) are not enough: p·N at
		// process 1 % nprocs, the union's fan p for both (the guards'
		// processes are not nested: guardChain).
		name: "pid split puts",
		src: `program psp(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    i := i + 1
    if pid == 0 then
      put(1 % nprocs, x, a[0])
    else
      put(1 % nprocs, x, a[1])
    end
  end
  sync
end
`,
		wantH: "N*p",
		exact: true,
	},
	{
		// A get from process 0 beside a ring shift in one loop: process
		// 0 is asked by every process and puts its own, (p + 1)·N; each
		// statement is charged its own fan (nprocs for the get, 1 for
		// the put), not the union's (nprocs for both: 2·p·N).
		name: "shared gather and ring",
		src: `program gr(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    get(0, x, a[0])
    put((pid + 1) % nprocs, x, a[1])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*(p + 1)",
		exact: true,
	},
	{
		// The same in two loops that every process runs alike (their
		// conditions replicated): the process that runs the most of one
		// runs the most of the other, each statement has its own fan.
		name: "uniform gather and ring",
		src: `program ugr(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    get(0, x, a[0])
    i := i + 1
  end
  var k := 0
  while k < N do
    put((pid + 1) % nprocs, x, a[1])
    k := k + 1
  end
  sync
end
`,
		wantH: "N + N*p",
		exact: true,
	},
	{
		// A 2-to-1 map: processes 2i and 2i + 1 put to i.
		name: "halving",
		src: `program half(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put(pid / 2, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*min(2, p)",
		exact: true,
	},
	{
		// Every process puts to 0: p senders, the fan is nprocs.
		name: "gather",
		src: `program gather(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put(0, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*p",
		exact: true,
	},
	{
		// Only process 0 runs the loop: one sender per receiver, N
		// words, not p·N (the guard around the loop).
		name: "guarded root",
		src: `program root(N) requires N >= 1
  var x
  var a[4]
  if pid == 0 then
    var i := 0
    while i < N do
      put(nprocs - 1, x, a[0])
      i := i + 1
    end
  end
  sync
end
`,
		wantH: "N",
		exact: true,
	},
	{
		// The last two processes put to 0 in the loop: two senders
		// per receiver, 2·N words from p = 2 on, not p·N.
		name: "guarded pair",
		src: `program pair(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    if pid >= nprocs - 2 then
      put(0, x, a[0])
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*min(2, p)",
		exact: true,
	},
	{
		// Only process 0 runs the loop, by its condition (which the
		// loop makes unstable: its conjunct over pid still bounds the
		// fan): N words, not p·N.
		name: "guarded loop condition",
		src: `program cond(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N && pid == 0 do
    put(nprocs - 1, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N",
		exact: true,
	},
	{
		// A shift by the loop's counter: the remote process changes
		// every iteration, but in each one the processes put to
		// distinct processes, N words each, not p·N.
		name: "distinct rotating shift",
		src: `program rot(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put((pid + i) % nprocs, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N",
		exact: true,
	},
	{
		// A get from (pid + i) % nprocs beside a put to a fixed
		// neighbour: a process is asked by one process per iteration
		// and gets from one; it receives the puts of its left neighbour
		// and its own gets: 2·N, each statement charged its own fan, 1
		// (sharedLoop; p·2·N without the distinct targets, 4·N with the
		// union's fan, 1 + 1).
		name: "distinct get and ring",
		src: `program rotget(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    get((pid + i) % nprocs, x, a[0])
    put((pid + 1) % nprocs, x, a[1])
    i := i + 1
  end
  sync
end
`,
		wantH: "2*N",
		exact: true,
	},
	{
		// The rotating shift of the even processes: the processes that
		// run the put are the same in every iteration, and in each one
		// they put to distinct processes: N words, not p·N (seqDistinct
		// under a guard over pid alone).
		name: "distinct guarded shift",
		src: `program grot(N) requires N >= 1
  var x
  var i := 0
  while i < N do
    if pid % 2 == 0 then
      put((pid + i) % nprocs, x, x)
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N",
		exact: true,
	},
	{
		// Process i % nprocs puts to 0 in iteration i: the guard reads
		// the loop's variable, each iteration another process puts, all
		// to 0 (the guard over pid does not apply).
		name: "guard of the counter",
		src: `program gcount(N) requires N >= 1
  var x
  var i := 0
  while i < N do
    if pid == i % nprocs then
      put(0, x, x)
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*p",
		exact: false,
	},
	{
		// A gather and a ring shift in one while loop inside a for
		// loop: process s runs the body N·s times, every execution runs
		// both, so process p - 1 runs the most of each and each
		// statement is charged its own fan (bodyLoop): (p + 1) words an
		// execution, not the union's 2·p.
		name: "same body gather and ring",
		src: `program body(N) requires N >= 1
  var x
  for i := 0 to N - 1 do
    var k := 0
    while k < pid do
      k := k + 1
      get(0, x, x)
      put((pid + 1) % nprocs, x, x)
    end
  end
  sync
end
`,
		wantH: "N*(p + 1)*(p - 1)",
		exact: false,
	},
	{
		// Processes 0 and 1 put to 0 where the requires clause holds
		// (N >= 1); all the processes below 2 - min(N - 1, 0) would
		// where it does not: the fan is 2 (seqFanRequires).
		name: "requires pair",
		src: `program reqpair(N) requires N >= 1
  var x
  var i := 0
  while i < N do
    if pid < 2 - min(N - 1, 0) then
      put(0, x, x)
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*min(2, p)",
		exact: true,
	},
	{
		// A put to every process in a for loop inside a while loop:
		// each process receives one word an iteration from every
		// process and sends p, N·p words, not N·p·p (seqInner: the
		// fan of the for loop's pairs over its p iterations, 1).
		name: "inner all to all",
		src: `program a2a(N) requires N >= 1
  var x
  var i := 0
  while i < N do
    for t := 0 to nprocs - 1 do
      put(t, x, x)
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*p",
		exact: true,
	},
	{
		// The same in a for loop whose bound reads `any` (which the
		// loop over t does not): p words an iteration of the outer
		// loop, at most N + 1 of them, the outer loop counted up to N
		// in the superstep (boundArg).
		name: "inner all to all in an outer for",
		src: `program a2afor(N) requires N >= 1
  var x
  var m := any
  for i := 0 to min(max(m, 0), N) do
    for t := 0 to nprocs - 1 do
      put(t, x, x)
    end
  end
  sync
end
`,
		wantH: "p + N*p",
		exact: false,
	},
	{
		// A shift by the for loop's counter to every other process:
		// N·(p - 1) words, not N·p·(p - 1).
		name: "inner shifts",
		src: `program shifts(N) requires N >= 1
  var x
  var i := 0
  while i < N do
    for t := 1 to nprocs - 1 do
      put((pid + t) % nprocs, x, x)
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*(p - 1)",
		exact: true,
	},
	{
		// Gets from every third process: process 0 is asked by the p
		// processes an iteration, each runs ceil(p/3) gets, the fan is
		// 3 (F = p <= 3·ceil(p/3)): sound, not exact where 3 does not
		// divide p.
		name: "inner strided gets",
		src: `program strided(N) requires N >= 1
  var x
  var i := 0
  while i < N do
    for t := 0 to nprocs - 1 step 3 do
      get(t, x, x)
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*ceil(p/3)*min(3, p)",
		exact: false,
	},
	{
		// The for loop's bound reads pid: the processes run different
		// numbers of iterations (process p - 1 none, process 0 p - 1),
		// the rule does not apply; every process puts to p - 1 in the
		// while loop too.
		name: "inner pid bound",
		src: `program pidbound(N) requires N >= 1
  var x
  var i := 0
  while i < N do
    for t := pid + 1 to nprocs - 1 do
      put(t, x, x)
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*p*(p - 1)",
		exact: false,
	},
	{
		// A guard inside the for loop: process t - 1 alone puts to t,
		// the rule does not apply (the executions in the loop differ
		// between processes): each process's one put an iteration is
		// charged nprocs times.
		name: "inner guarded",
		src: `program iguard(N) requires N >= 1
  var x
  var i := 0
  while i < N do
    for t := 1 to nprocs - 1 do
      if pid == t - 1 then
        put(t, x, x)
      end
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*p*min(1, nat(p - 1))",
		exact: false,
	},
	{
		// Every process but the last gets from pid / 2 (processes 0 and
		// 1 ask 0), the last puts to 0: 0 receives its own get and the
		// put and is asked twice, 2 words an iteration. Each process is
		// one of the pairs of the union, the last one's own put apart
		// from the askers of 0: min(2, p), not one more for the puts.
		name: "own pairs",
		src: `program ownpair(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    if pid < nprocs - 1 then
      get(pid / 2, x, a[0])
    end
    if pid == nprocs - 1 then
      put(0, x, a[1])
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*min(2, p)",
		exact: true,
	},
	{
		// The even processes put to 0: ceil(p/2) senders, a fan that no
		// constant bounds (an expression in nprocs), not nprocs.
		name: "expr even senders",
		src: `program even(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    if pid % 2 == 0 then
      put(0, x, a[0])
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*ceil(p/2)",
		exact: true,
	},
	{
		// Every third process asks process 2 % p: floor((p + 1) / 3),
		// its pieces' floors shifted to a numerator the solver knows
		// not negative (0 at p = 1, where no process asks).
		name: "expr third askers",
		src: `program third(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    if pid % 3 == 1 then
      get(2 % nprocs, x, a[0])
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*floor(p/3 + 1/3)",
		exact: true,
	},
	{
		// Every process but the last puts to it, a fan of p - 1, two
		// words an execution.
		name: "expr all but one",
		src: `program allbut(N) requires N >= 1
  var x
  var a[8]
  var i := 0
  while i < N do
    if pid < nprocs - 1 then
      put(nprocs - 1, a[0:2], a[2:4])
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*(2*p - 2)",
		exact: true,
	},
	{
		// A doubling shift (2·pid + 1 modulo p): two senders per
		// target at even p, one at odd p (gcd(2, p)), not 2 everywhere.
		name: "gcd doubling shift",
		src: `program dbl(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put((2 * pid + 1) % nprocs, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*(-p + 2*floor(p/2) + 2)",
		exact: true,
	},
	{
		// 4·pid + 1 modulo p in two nested loops: gcd(4, p) senders per
		// target (the count of the pairs only bounds it by the constant
		// 4).
		name: "gcd quadrupling",
		src: `program quad(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    var k := 0
    while k < 2 do
      put((4 * pid + 1) % nprocs, x, a[0])
      k := k + 1
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "2*N*(-p + 2*floor(p/2) - 2*min(1, nat(p - 4*floor(p/4))) + 4)",
		exact: true,
	},
	{
		// The doubling shift turning with the loop's counter: at most
		// gcd(2, p) senders per target in an iteration (seqDistinct),
		// their targets different in each (not exact).
		name: "gcd rotating doubling",
		src: `program rdbl(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put((2 * pid + 1 + i) % nprocs, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*(-p + 2*floor(p/2) + 2)",
		exact: false,
	},
	{
		// A square modulo p: at most ceil(p/2) askers per process (4
		// at p = 8, 2 at p = 5: not exact), not nprocs.
		name: "square askers",
		src: `program sq(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    get(pid * pid % nprocs, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*ceil(p/2)",
		exact: false,
	},
	{
		// Process 0 leaves the loop before the put: p - 1 senders, the
		// break's condition in the fan's guard.
		name: "jump break",
		src: `program brk(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    i := i + 1
    if pid == 0 then
      break
    end
    put(0, x, a[0])
  end
  sync
end
`,
		wantH: "N*(p - 1)",
		exact: true,
	},
	{
		// The last process skips the rest of each iteration (an else
		// that ends in a continue): the others ask it, p - 1 of them.
		name: "jump continue",
		src: `program cont(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    i := i + 1
    {2 * r} if pid < nprocs - 1 then
      x := x + 1
    else
      continue
    end
    get(nprocs - 1, x, a[0])
  end
  sync
end
`,
		wantH: "N*(p - 1)",
		exact: true,
	},
	{
		// A jump after the put, or under a condition that the loop
		// changes, says nothing of the put's senders: nprocs.
		name: "jump after",
		src: `program after(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    i := i + 1
    put(0, x, a[0])
    if pid == 0 then
      break
    end
    if i + pid > N then
      continue
    end
    put(0, x, a[1])
  end
  sync
end
`,
		wantH: "",
		exact: false,
	},
}

func init() { seqFanPrograms = append(seqFanPrograms, seqJointPrograms...) }

var seqJointPrograms = []seqFanProgram{
	{
		// Every process gets from 0 and from nprocs - 1 in one loop
		// body: each of the two is asked by p processes an execution
		// of the body, N·max(2, p) (2 at p = 1, where process 0 asks
		// itself twice), not each statement's fan, p, added: 2·p·N
		// (seqJoint).
		name: "joint two gathers",
		src: `program jg(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    get(0, x, a[0])
    get(nprocs - 1, x, a[1])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*max(2, p)",
		exact: true,
	},
	{
		// A get from pid / 2 by every process and a put to 0 by the last
		// one under a guard, in one loop body: process 0 receives its
		// own get and the put, processes are asked twice at most, 2·N;
		// the union's fan, 2, for both statements charged the last
		// process 4·N (seqJoint, its carrier the get, right in the
		// body).
		name: "joint guarded put",
		src: `program jgp(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    get(pid / 2, x, a[0])
    if pid == nprocs - 1 then
      put(0, x, a[1])
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "2*N",
		exact: true,
	},
	{
		// The even processes get from their right neighbour, the odd ones
		// get from theirs and put to their left one, under an if and its
		// else in one loop body: a process is asked once and receives
		// twice (its own get and its right neighbour's put) at most an
		// execution, 2·N. The union's fan, 3 from p = 3 on, for each
		// statement charged the odd path 6·N; the joint charge, its
		// carriers the first statement of each branch (one runs in every
		// execution), charges 2 an execution.
		name: "joint branches",
		src: `program jbr(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    if pid % 2 == 0 then
      get((pid + 1) % nprocs, x, a[0])
    else
      get((pid + 1) % nprocs, x, a[1])
      put(pid - 1, x, a[2])
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*min(2, p)",
		exact: true,
	},
	{
		// As above, but a continue before the put of the then branch: an
		// execution of the body may run neither put, so neither is a
		// carrier (nor the get after them); each statement is charged
		// the union's fan.
		name: "joint branches after a jump",
		src: `program jbj(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    i := i + 1
    if pid % 2 == 0 then
      if i > 2 then
        continue
      end
      put(0, x, a[0])
    else
      put(nprocs - 1, x, a[1])
    end
    get(0, x, a[1])
  end
  sync
end
`,
		wantH: "2*N*p",
	},
	{
		// Every process puts to pid + 2 modulo p, and from p = 4 on each
		// process from 3 on to pid - 3 too, in one loop body of 2 words:
		// each process receives at most one word an execution of the
		// body up to p = 3, two from p = 4 (process 0). The joint charge's bound, 2, is not
		// above the body's words; its table charges N up to p = 3, where
		// the constant charged 2·N (seqJointTableOn).
		name: "table joint guarded shift",
		src: `program tjg(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    if pid >= 3 then
      put(pid - 3, x, a[0])
    end
    put((pid + 2) % nprocs, x, a[1])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*(min(1, max(0, p - 3)) + 1)",
		exact: true,
	},
	{
		// Every process puts to (3 * pid + 1) % nprocs and to its left
		// neighbour and gets from 0 in one loop body: process 0 is asked
		// by every process and sends its own two words, p + 2 words an
		// execution; the receivers' side, gcd(3, p) + 2, has no closed
		// maximum over the processes, and its table per nprocs (3, 3, 5,
		// 3, then 5) is below p + 2 (sideTable). Each statement's fan
		// charged gcd(3, p) + 1 + p.
		name: "joint side table congruent put",
		src: `program jst(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put((3 * pid + 1) % nprocs, x, a[0])
    put((pid + nprocs - 1) % nprocs, x, a[1])
    get(0, x, a[2])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*(p + 2)",
		exact: true,
	},
	{
		// Every process puts to 0 and, under a guard that reads the
		// replicated v, gets from nprocs - 1 in one loop body: p + 1
		// words an execution at process 0 (p = 1: its put and its get)
		// and at nprocs - 1. The body's maximum has pieces on v that
		// agree, p + 1 (jointFreeColsOn); the union's fan, p, charged
		// each statement 2·p·N. (v has two values, so that the fan keeps
		// it a column: fanValue reads one value.)
		name: "joint free column guard",
		src: `program jfc(N) requires N >= 1
  var x
  var a[4]
  var v := nprocs
  if N > 2 then
    v := nprocs + 1
  end
  var i := 0
  while i < N do
    put(0, x, a[0])
    if pid <= max(v, 6) then
      get(nprocs - 1, x, a[1])
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N*(p + 1)",
		exact: true,
	},
	{
		// In step k of a loop, every process from k on gets from pid - k:
		// one asker per process a step, and a process runs the get in a
		// prefix of the steps (until k passes pid), so the process that
		// runs the most steps runs the get in every step any process
		// does: min(N, p) words, not p times them (prefixGuard).
		name: "prefix guard shift",
		src: `program pgs(N) requires N >= 1
  var x
  var k := 0
  while k < N do
    if pid >= k then
      get(pid - k, x, x)
    end
    k := k + 1
  end
  sync
end
`,
		wantH: "min(N, p)",
		exact: true,
	},
	{
		// The cyclic loop runs once on every process (k = pid below
		// nprocs), so its gets from 0 are every process's alike, and
		// the ring's puts under a guard over pid have their own fan:
		// p + N words (process 0), not the union's fan p for both
		// (sameTrips).
		name: "same trips cyclic gather and ring",
		src: `program stc(N) requires N >= 1
  var x
  var k := pid
  while k < nprocs do
    get(0, x, x)
    k := k + nprocs
  end
  var i := 0
  while i < N do
    if pid != 1 then
      put((pid + 1) % nprocs, x, x)
    end
    i := i + 1
  end
  sync
end
`,
		wantH: "N + p",
		exact: true,
	},
	{
		// The processes but 0 get from their right neighbour, the last
		// from itself: no process asks at p = 1, process 1 only itself
		// at p = 2, process p - 1 is asked twice from p = 3 on. The
		// fan's table (0, 1, 2, ...) charges N at p = 2, where min(2,
		// nprocs) charged 2·N (fanTable).
		name: "table right neighbour",
		src: `program tr(N) requires N >= 1
  var x
  var i := 0
  while i < N do
    if pid > 0 then
      get(min(pid + 1, nprocs - 1), x, x)
    end
    i := i + 1
  end
  sync
end
`,
		exact: true,
	},
}

// seqWhiles leaves the while loops that step a counter sequential for
// the rest of the test (the counted loops of countedWhile are counted in
// their superstep): the programs above test the fans of the statements
// counted through the sequential program, which they reach through
// such loops.
func seqWhiles(t *testing.T) {
	on := *hrelation.CountedWhilesOn
	*hrelation.CountedWhilesOn = false
	t.Cleanup(func() { *hrelation.CountedWhilesOn = on })
}

// checkSeqFan analyses each program and compares its H bound with the
// simulated H at p = 1..16 and N = 1, 2, 5: never below; exact[name]
// says it is equal everywhere.
func checkSeqFan(t *testing.T, wantH bool) (exact map[string]bool) {
	t.Helper()
	exact = map[string]bool{}
	for _, tc := range seqFanPrograms {
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("%s: no H bound: %v %v", tc.name, err, rep.H.Reason)
		}
		exact[tc.name] = checkHAgainstSim(t, tc.name, rep, 16, []map[string]int64{{"N": 1}, {"N": 2}, {"N": 5}})
		if wantH && tc.wantH != "" {
			if diff := cmp.Diff(tc.wantH, rep.H.Expr.String()); diff != "" {
				t.Errorf("%s: H (-want +got):\n%s", tc.name, diff)
			}
		}
	}
	return exact
}

// TestSeqFan: the H of the programs above, through the whole analysis,
// against the simulator.
func TestSeqFan(t *testing.T) {
	seqWhiles(t)
	exact := checkSeqFan(t, true)
	for _, tc := range seqFanPrograms {
		if exact[tc.name] != tc.exact {
			t.Errorf("%s: exact %v, want %v", tc.name, exact[tc.name], tc.exact)
		}
	}
}

// TestSeqFanMutations: with each fan rule switched off, the programs of
// its prefix in seqFanPrograms (those expected exact, or all of them) are
// no longer exact.
func TestSeqFanMutations(t *testing.T) {
	seqWhiles(t)
	for _, tc := range []struct {
		name, prefix string
		on           *bool
		onlyExact    bool
	}{
		// without the joint charge of a loop body, each statement of the two
		// gathers is charged its own fan, p.
		{"SeqJoint", "joint", hrelation.SeqJointOn, true},
		// with every statement of a joint charge right in the loop body, the
		// guarded put and its get are charged the union's fan, 2, each.
		{"SeqJointGuards", "joint guarded", hrelation.SeqJointGuardsOn, true},
		// without the fans' tables, the right neighbour's fan is min(2, nprocs),
		// 2 at p = 2.
		{"SeqFanTable", "table", hrelation.SeqFanTableOn, true},
		// without the carriers in the branches of an if and its else, the
		// statements of the branches are charged the union's fan each.
		{"SeqJointBranches", "joint branches", hrelation.SeqJointBranchesOn, true},
		// without the table of a joint charge at most the body's words, the
		// guarded shift's body is charged 2 words at every p.
		{"SeqJointTable", "table joint", hrelation.SeqJointTableOn, true},
		// without the tables of a joint charge's side that has no closed maximum,
		// the congruent put's body is charged each statement's fan.
		{"JointSideTable", "joint side table", hrelation.JointSideTableOn, true},
		// without the columns that the joint charge's expression does not read,
		// the guarded gather's body is charged the union's fan twice.
		{"JointFreeCols", "joint free column", hrelation.JointFreeColsOn, true},
		// without the guards that hold in a prefix of the loop's iterations, the
		// shift under `if pid >= k` is charged nprocs times its words.
		{"SeqPrefixGuard", "prefix guard", hrelation.SeqPrefixGuardOn, true},
		// without the cyclic loops that every process runs alike, the gather and
		// the ring take their union's fan, p.
		{"SeqSameTrips", "same trips", hrelation.SeqSameTripsOn, true},
		// with the guards of the fan switched off, the guarded programs are not
		// exact.
		{"SeqFanGuards", "guarded", hrelation.SeqFanGuardsOn, false},
		// with the distinct remote processes of the sequential statements
		// switched off, the rotating shift is not exact.
		{"SeqDistinct", "distinct", hrelation.SeqDistinctOn, true},
		// with the fans of the statements in inner for loops switched off, the
		// inner programs are not exact.
		{"SeqInner", "inner", hrelation.SeqInnerOn, true},
		// with the fans that are expressions switched off, the programs whose
		// fans grow with p are charged nprocs times their words.
		{"SeqFanExpr", "expr", hrelation.SeqFanExprOn, false},
		// with the fans of congruent remote processes |a| at every p, the gcd
		// programs are not exact.
		{"SeqGcd", "gcd", hrelation.SeqGcdOn, false},
		// without the conditions of the jumps before a statement, the break and
		// continue programs are charged nprocs.
		{"SeqFanJumps", "jump", hrelation.SeqFanJumpsOn, true},
		// without the first execution's charge, the gather beside a put to
		// nprocs - 1 pays p·N + p.
		{"SeqFirst", "first", hrelation.SeqFirstOn, true},
		// without the parameters of the once load that the step's h does
		// not read, the put behind the continue has no first charge.
		{"SeqFirstExtras", "first extra", hrelation.SeqFirstExtrasOn, true},
		// without the pairs of a remote process the model cannot express,
		// the guarded put to an array element's process is charged nprocs.
		{"SeqFanAnyRemote", "any remote", hrelation.SeqFanAnyRemoteOn, true},
		// without the one value of a replicated scalar at the statement, the
		// guarded put to pid + v takes every v and the union's fan is 2.
		{"SeqFanValues", "fan value", hrelation.SeqFanValuesOn, true},
	} {
		t.Run(tc.name, func(t *testing.T) { checkNotExactWithout(t, tc.on, tc.prefix, tc.onlyExact) })
	}
}

// TestSeqPidGuardMutation: with the guards over pid of the distinct
// remote processes switched off, the guarded shift is not exact.
func TestSeqPidGuardMutation(t *testing.T) {
	seqWhiles(t)
	defer func(on bool) { *hrelation.SeqPidGuardOn = on }(*hrelation.SeqPidGuardOn)
	*hrelation.SeqPidGuardOn = false
	exact := checkSeqFan(t, false)
	if exact["distinct guarded shift"] {
		t.Errorf("distinct guarded shift: exact without the rule: the rule is not needed?")
	}
}

// TestSeqSameBodyMutation: with the statements of one loop body inside
// another loop taking their union's fan, the gather and ring of one body
// is charged 2·p words an execution.
func TestSeqSameBodyMutation(t *testing.T) {
	seqWhiles(t)
	defer func(on bool) { *hrelation.SeqSameBodyOn = on }(*hrelation.SeqSameBodyOn)
	*hrelation.SeqSameBodyOn = false
	// The joint charge of a loop body, which covers it, off too.
	defer func(on bool) { *hrelation.SeqJointOn = on }(*hrelation.SeqJointOn)
	*hrelation.SeqJointOn = false
	checkSeqFan(t, false)
	checkMutatedH(t, "same body gather and ring")
}

// TestSeqFanRequiresMutation: without the requires clause in the pairs
// of the fan, the requires pair is charged nprocs times its words.
func TestSeqFanRequiresMutation(t *testing.T) {
	seqWhiles(t)
	defer func(on bool) { *hrelation.SeqFanRequiresOn = on }(*hrelation.SeqFanRequiresOn)
	*hrelation.SeqFanRequiresOn = false
	checkSeqFan(t, false)
	checkMutatedH(t, "requires pair")
}

// TestSeqOwnPairsMutation: with one more process per target for the
// processes' own transfers, the own pairs program is charged min(3, p).
func TestSeqOwnPairsMutation(t *testing.T) {
	seqWhiles(t)
	defer func(on bool) { *hrelation.SeqOwnPairsOn = on }(*hrelation.SeqOwnPairsOn)
	*hrelation.SeqOwnPairsOn = false
	checkSeqFan(t, false)
	checkMutatedH(t, "own pairs")
}

// checkMutatedH fails when the program named name of seqFanPrograms
// still has its H with a rule switched off.
func checkMutatedH(t *testing.T, name string) {
	t.Helper()
	for _, tc := range seqFanPrograms {
		if tc.name != name {
			continue
		}
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "mut.bsp", Src: []byte(tc.src)})
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("%s: no H bound: %v", name, err)
		}
		if got := rep.H.Expr.String(); got == tc.wantH {
			t.Errorf("%s: H %s without the rule: the rule is not needed?", name, got)
		}
	}
}

// TestSeqSharedMutation: with one fan for all the statements of a loop
// (the union's), the programs whose statements have fans of their own
// are not exact.
func TestSeqSharedMutation(t *testing.T) {
	seqWhiles(t)
	defer func(on bool) { *hrelation.SeqSharedOn = on }(*hrelation.SeqSharedOn)
	*hrelation.SeqSharedOn = false
	// The joint charge of a loop body, which covers some of them, off
	// too.
	defer func(on bool) { *hrelation.SeqJointOn = on }(*hrelation.SeqJointOn)
	*hrelation.SeqJointOn = false
	exact := checkSeqFan(t, false)
	for _, name := range []string{"put and get", "shared gather and ring", "uniform gather and ring", "distinct get and ring"} {
		if exact[name] {
			t.Errorf("%s: exact without the rule: the rule is not needed?", name)
		}
	}
}

// TestSeqPidSharedMutation: with the statements under guards over pid
// taking their union's fan, the pid guarded put and get is charged twice
// its words.
func TestSeqPidSharedMutation(t *testing.T) {
	seqWhiles(t)
	defer func(on bool) { *hrelation.SeqPidSharedOn = on }(*hrelation.SeqPidSharedOn)
	*hrelation.SeqPidSharedOn = false
	// The joint charge of a loop body, which covers it, off too.
	defer func(on bool) { *hrelation.SeqJointOn = on }(*hrelation.SeqJointOn)
	*hrelation.SeqJointOn = false
	exact := checkSeqFan(t, false)
	if exact["pid guarded put and get"] {
		t.Errorf("pid guarded put and get: exact without the rule: the rule is not needed?")
	}
}

// TestSeqFanShiftMutation: with the floors of the fan's expressions not
// shifted, the third askers' fan is bounded by p/3 + 1.
func TestSeqFanShiftMutation(t *testing.T) {
	seqWhiles(t)
	defer func(on bool) { *hrelation.SeqFanShiftOn = on }(*hrelation.SeqFanShiftOn)
	*hrelation.SeqFanShiftOn = false
	checkSeqFan(t, false)
	checkMutatedH(t, "expr third askers")
}

// TestSeqSquareMutation: without the squares' fans, the square askers
// are charged nprocs.
func TestSeqSquareMutation(t *testing.T) {
	seqWhiles(t)
	defer func(on bool) { *hrelation.SeqSquareOn = on }(*hrelation.SeqSquareOn)
	*hrelation.SeqSquareOn = false
	checkSeqFan(t, false)
	checkMutatedH(t, "square askers")
}

// TestSeqFanMutation: with the fan switched off (nprocs per execution),
// the programs exact with it are not, but those whose fan is nprocs (the
// gather, the pid split puts).
func TestSeqFanMutation(t *testing.T) {
	seqWhiles(t)
	defer func(on bool) { *hrelation.SeqFanOn = on }(*hrelation.SeqFanOn)
	*hrelation.SeqFanOn = false
	exact := checkSeqFan(t, false)
	for _, tc := range seqFanPrograms {
		if tc.exact && exact[tc.name] && tc.name != "gather" && tc.name != "pid split puts" {
			t.Errorf("%s: exact without the fan: the rule is not needed?", tc.name)
		}
	}
}

// forOnceSrc shifts by the loop's counter, one superstep per iteration
// through a loop that runs exactly once: the put is counted in its
// superstep (1 word), not through the sequential program (nprocs).
const forOnceSrc = `program once(N) requires N >= 1
  var x
  var a[4]
  for i := 0 to N - 1 do
    put((pid + i) % nprocs, x, a[0])
    for k := 0 to 0 do
      sync
    end
  end
end
`

// ifTakenSrc is the same with a sync under a condition that alignment's
// intervals fix (v = 2): the sync ends every iteration's superstep.
const ifTakenSrc = `program taken(N) requires N >= 1
  var x
  var a[4]
  var v := 2
  for i := 0 to N - 1 do
    put((pid + i) % nprocs, x, a[0])
    if v < 8 then
      sync
    end
  end
end
`

// checkForOnce returns the H bound of src and whether it is exact
// against the simulator (never below).
func checkForOnce(t *testing.T, src string) (string, bool) {
	t.Helper()
	rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "once.bsp", Src: []byte(src)})
	if err != nil || rep.H.Expr == nil {
		t.Fatalf("once: no H bound: %v %v", err, rep.H.Reason)
	}
	return rep.H.Expr.String(), checkHAgainstSim(t, "once", rep, 16, []map[string]int64{{"N": 1}, {"N": 2}, {"N": 5}})
}

// TestForRunsOnce: a for loop with constant bounds runs at least once,
// so its sync ends the superstep of the statements before it.
func TestForRunsOnce(t *testing.T) {
	for _, src := range []string{forOnceSrc, ifTakenSrc} {
		h, exact := checkForOnce(t, src)
		if diff := cmp.Diff("N", h); diff != "" || !exact {
			t.Errorf("H (-want +got):\n%s exact %v", diff, exact)
		}
	}
}

// TestForRunsOnceMutation: without the rule the put repeats within a
// superstep for the analysis, and H is not exact.
func TestForRunsOnceMutation(t *testing.T) {
	defer func(on bool) { *hrelation.FlowOnceOn = on }(*hrelation.FlowOnceOn)
	*hrelation.FlowOnceOn = false
	if _, exact := checkForOnce(t, forOnceSrc); exact {
		t.Error("exact without the rule: the rule is not needed?")
	}
}

// TestIfTakenMutation: without the conditions that alignment fixes, the
// sync under `if v < 8` may be skipped, the put repeats within a
// superstep for the analysis, and H is not exact.
func TestIfTakenMutation(t *testing.T) {
	defer func(on bool) { *hrelation.FlowCondOn = on }(*hrelation.FlowCondOn)
	*hrelation.FlowCondOn = false
	if _, exact := checkForOnce(t, ifTakenSrc); exact {
		t.Error("exact without the rule: the rule is not needed?")
	}
}

// pointSrc reads a replicated scalar set once (v = 2) in a guard of a
// superstep: v is the constant 2 there, not a parameter of the step
// whose parities split the counts into products of floor(v/2) and
// nprocs that the solver cannot bound.
const pointSrc = `program point(M) requires M >= 0
  var x
  var a[16]
  var v := 2
  if !(v % 2 == 1) then
    for i := 0 to pid do
      if pid + i < p then
        get(pid + i, x, a[0])
      end
      if pid >= i then
        get(pid - i, x, a[1])
      end
    end
  end
  sync
end
`

// TestPointValue: the guard on v = 2 is a constant guard, and H is the
// count of the gets (never below the simulator's); without the rule H
// is a long expression over the parities of v.
func TestPointValue(t *testing.T) {
	h := func() string {
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "point.bsp", Src: []byte(pointSrc)})
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("point: no H bound: %v %v", err, rep.H.Reason)
		}
		checkHAgainstSim(t, "point", rep, 16, []map[string]int64{{"M": 0}, {"M": 3}})
		return rep.H.Expr.String()
	}
	if diff := cmp.Diff("p + 1", h()); diff != "" {
		t.Errorf("H (-want +got):\n%s", diff)
	}
	// align's interval of the guard is a point too (fixedLiterals).
	defer func(on, fixed bool) { *hrelation.PointValueOn, *hrelation.FixedLiteralsOn = on, fixed }(*hrelation.PointValueOn, *hrelation.FixedLiteralsOn)
	*hrelation.PointValueOn, *hrelation.FixedLiteralsOn = false, false
	if got := h(); got == "p + 1" {
		t.Error("the same H without the rule: the rule is not needed?")
	}
}

// minLoopSrc runs a superstep per iteration of a loop to min(k, 3), k
// the power of two a while loop leaves (a value of no closed form):
// the step's h reads k and the counter (the loop's bounds), and the
// count of the loop, k + 1 where k <= 3, is bounded by 4 only in the
// solver's equation of that case (solver's capHead).
const minLoopSrc = `program minloop(N) requires N >= 1
  var x := pid
  var k := 1
  while k < p do
    sync
    k := k * 2
  end
  for i := 0 to min(k, 3) do
    if pid <= 1 then
      put(p - 1, x, x)
    end
    sync
  end
end
`

// TestMinLoopBounded: H has a bound, never below the simulator's.
func TestMinLoopBounded(t *testing.T) {
	rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "minloop.bsp", Src: []byte(minLoopSrc)})
	if err != nil || rep.H.Expr == nil {
		t.Fatalf("minloop: no H bound: %v %v", err, rep.H.Reason)
	}
	checkHAgainstSim(t, "minloop", rep, 16, []map[string]int64{{"N": 1}, {"N": 4}})
}

// checkNotExactWithout switches the rule *on off and checks that no
// program named prefix is exact (of those the table wants exact, when
// onlyExact): the rule is needed where it applies.
func checkNotExactWithout(t *testing.T, on *bool, prefix string, onlyExact bool) {
	t.Helper()
	defer func(was bool) { *on = was }(*on)
	*on = false
	exact := checkSeqFan(t, false)
	for _, tc := range seqFanPrograms {
		if strings.HasPrefix(tc.name, prefix) && (tc.exact || !onlyExact) && exact[tc.name] {
			t.Errorf("%s: exact without the rule: the rule is not needed?", tc.name)
		}
	}
}
