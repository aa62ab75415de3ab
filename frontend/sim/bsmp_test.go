package sim

import "testing"

// The BSMP primitives (bsmp.go): what they cost, what they deliver, and
// their errors.

func TestBSMPCost(t *testing.T) {
	runCostCases(t, []costCase{
		{name: "a send counts its words out and in", p: 2, src: `program s
  var a[3]
  send(1 - pid, a[0:3])
  sync
end`, steps: []Superstep{{0, 3}, {0, 0}}, h: 3, s: 2},
		{name: "the tag counts, from the superstep after tagsize", p: 2, src: `program s
  var a[3]
  tagsize(2)
  send(1 - pid, a, 3)
  sync
  send(1 - pid, a, 3)
  sync
end`, steps: []Superstep{{0, 3}, {0, 5}, {0, 0}}, h: 8, s: 3},
		{name: "all to one: h in is the sum", p: 4, src: `program s
  var x := pid
  send(0, x)
  sync
end`, steps: []Superstep{{0, 4}, {0, 0}}, h: 4, s: 2},
		{name: "moving costs nothing", p: 2, src: `program s
  var x := pid
  var n
  send(0, x)
  send(0, x)
  sync
  qsize(n)
  for i := 1 to n do
    {1 * r} move(x)
  end
end`, steps: []Superstep{{0, 4}, {4, 0}}, w: 4, h: 4, s: 2},
	})
}

func TestBSMPFinal(t *testing.T) {
	runFinalCases(t, []finalCase{
		{name: "messages arrive by sending pid, then issue", p: 3, src: `program m
  var x := 10 * pid
  var got[4]
  var n := -1
  var w := -1
  var k := 0
  if pid == 0 then
    skip
  else
    send(0, x)
    x := x + 1
    send(0, x)
  end
  sync
  qsize(n, w)
  while k < n do
    move(got[k])
    k := k + 1
  end
end`, want: []map[string][]int64{{"got": {10, 11, 20, 21}, "n": {4}, "w": {4}}, {"n": {0}, "w": {0}}, {"n": {0}, "w": {0}}}},
		{name: "qsize counts what is left; gettag sees the next message", p: 2, src: `program m
  var a[3]
  var b[3]
  var t := 7 + pid
  var len1 := 0
  var len2 := 0
  var len3 := 0
  var left := 0
  var tg := 0
  a[0] := 1
  a[1] := 2
  a[2] := 3
  tagsize(1)
  sync
  send(1 - pid, a[0:2], 2, t)
  send(1 - pid, a, 3)
  sync
  gettag(len1, tg)
  move(b, 3)
  qsize(left)
  gettag(len2)
  move(b[1:3])
  gettag(len3)
end`, want: []map[string][]int64{
			{"len1": {2}, "tg": {8}, "left": {1}, "len2": {3}, "len3": {-1}, "b": {1, 1, 2}},
			{"len1": {2}, "tg": {7}, "left": {1}, "len2": {3}, "len3": {-1}, "b": {1, 1, 2}},
		}},
		{name: "a send reads its payload when issued", p: 1, src: `program m
  var x := 1
  var y := 0
  send(0, x)
  x := 2
  sync
  move(y)
end`, want: []map[string][]int64{{"y": {1}}}},
		{name: "unmoved messages are dropped at the next barrier", p: 1, src: `program m
  var x := 1
  var n := -1
  send(0, x)
  sync
  sync
  qsize(n)
end`, want: []map[string][]int64{{"n": {0}}}},
		{name: "move takes at most its count", p: 1, src: `program m
  var a[4]
  var b[4]
  var w := -1
  for i := 0 to 3 do
    a[i] := i + 1
    b[i] := 0
  end
  send(0, a[0:4])
  sync
  move(b, 2)
  qsize(w, w)
end`, want: []map[string][]int64{{"b": {1, 2, 0, 0}, "w": {0}}}},
		{name: "a tag without a location is zeros", p: 1, src: `program m
  var x := 5
  var tg := 9
  var n := 0
  tagsize(1)
  sync
  send(0, x)
  sync
  gettag(n, tg)
end`, want: []map[string][]int64{{"tg": {0}, "n": {1}}}},
	})
}

func TestBSMPErrors(t *testing.T) {
	runErrorCases(t, []errorCase{
		{name: "move from an empty queue", cfg: Config{P: 1}, src: `program e
  var x
  move(x)
end`, kind: ErrRuntime, at: "move", substr: "the message queue is empty"},
		{name: "send target out of range", cfg: Config{P: 2}, src: `program e
  var x
  send(pid + 1, x)
end`, kind: ErrRuntime, at: "send", pid: 1, substr: "send target 2 is outside 0..1"},
		{name: "send beyond the array", cfg: Config{P: 1}, src: `program e
  var a[2]
  send(0, a[1], 2)
end`, kind: ErrRuntime, at: "send", substr: "beyond its length"},
		{name: "tagsize is collective", cfg: Config{P: 3}, src: `program e
  tagsize(pid)
  sync
end`, kind: ErrRuntime, at: "tagsize", pid: -1, substr: "pid 0 set 0; pid 1 set 1; pid 2 set 2"},
		{name: "tagsize by some processes only", cfg: Config{P: 3}, src: `program e
  if pid > 0 then tagsize(1) end
  sync
end`, kind: ErrRuntime, at: "tagsize", pid: -1, substr: "pids 1-2 set 1; pid 0 did not set it"},
		{name: "negative tag size", cfg: Config{P: 1}, src: `program e
  tagsize(0 - 1)
end`, kind: ErrRuntime, at: "0 - 1", substr: "negative tag size -1"},
		{name: "a tag slice of the wrong length", cfg: Config{P: 1}, src: `program e
  var a[3]
  var x
  tagsize(2)
  sync
  send(0, x, 1, a[0:1])
end`, kind: ErrRuntime, at: "a[0:1]", substr: "the tag a[0:1] has 1 words, the tag size is 2"},
		{name: "a tag larger than the gettag slice", cfg: Config{P: 1}, src: `program e
  var a[3]
  var x
  var n
  tagsize(2)
  sync
  send(0, x)
  sync
  gettag(n, a[0:1])
end`, kind: ErrRuntime, at: "gettag", substr: "the tag has 2 words, more than the slice a[0:1]"},
		{name: "move into a scalar", cfg: Config{P: 1}, src: `program e
  var a[3]
  var x
  send(0, a[0:3])
  sync
  move(x, 3)
end`, kind: ErrRuntime, at: "move", substr: "move 3 words to the scalar x"},
	})
}
