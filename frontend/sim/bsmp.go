package sim

import (
	"fmt"
	"slices"
	"strings"

	"bspcost/frontend"
)

// BSMP: BSPlib's bulk synchronous message passing (docs/language.md). A
// send copies its payload and tag when it is issued and counts its words
// (payload plus tag) in the sender's h out and the target's h in, like a
// put; at the next barrier the messages of the superstep replace the
// queues of the previous one (messages not moved are dropped, as in
// BSPlib), in order of the sending pid and then of issue; the queue
// statements read the process's queue at once.

// message is a sent message: in its sender's outbox until the barrier,
// then in its target's queue.
type message struct {
	stmt    *frontend.CommStmt
	to      int
	payload []int64
	tag     []int64
}

// words is what a message is charged against MaxWords while it lives.
func (msg *message) words() int64 { return int64(len(msg.payload)+len(msg.tag)) + commWords }

// send issues a send: it evaluates the target, the payload's location and
// count, reads the payload and the tag now, and leaves the delivery to the
// next barrier (machine.deliverMessages).
func (pr *proc) send(s *frontend.CommStmt) {
	m := pr.m
	t := pr.eval(s.Proc)
	if t < 0 || t >= int64(m.cfg.P) {
		pr.fail(s.KwPos, "send target %d is outside 0..%d", t, m.cfg.P-1)
	}
	src, srcLen := pr.location(s.Src)
	n := pr.wordCount(s.Words, s.Src, srcLen, s.KwPos)
	if !src.array && n > 1 {
		pr.fail(s.KwPos, "send %d words from the scalar %s, which is a single word", n, src.obj.Name)
	}
	if reason := pr.checkRange(src, n); reason != "" {
		pr.fail(s.KwPos, "send %s", reason)
	}
	tsize := m.tagSize
	var tag loc
	if s.Tag != nil {
		var tagLen int64
		tag, tagLen = pr.location(s.Tag)
		if tagLen >= 0 && tagLen != tsize {
			pr.fail(s.Tag.Pos(), "the tag %s has %d words, the tag size is %d", frontend.Print(s.Tag), tagLen, tsize)
		}
		if !tag.array && tsize > 1 {
			pr.fail(s.Tag.Pos(), "a tag of %d words from the scalar %s, which is a single word", tsize, tag.obj.Name)
		}
		if reason := pr.checkRange(tag, tsize); reason != "" {
			pr.fail(s.Tag.Pos(), "send tag: %s", reason)
		}
	}
	if n > MaxWords || tsize > MaxWords {
		pr.alloc(s.KwPos, MaxWords+1) // fails
	}
	total := n + tsize
	if total+commWords > MaxCommWords-m.comm {
		panic(pr.errorf(ErrMemoryLimit, s.KwPos, "this send and the %d puts, gets and sends issued since the last barrier need more than the simulator's limit of %d words (%d MiB) for one superstep (their data and %d words of bookkeeping each); a sync delivers them",
			m.nComm, int64(MaxCommWords), MaxCommWords>>17, commWords))
	}
	pr.alloc(s.KwPos, total+commWords)
	m.comm += total + commWords
	m.nComm++
	pr.step(s.KwPos, bulkSteps(total)-1)
	msg := message{stmt: s, to: int(t)}
	words, _ := pr.wordsAt(src, n)
	msg.payload = slices.Clone(words)
	if tsize > 0 {
		if s.Tag != nil {
			words, _ := pr.wordsAt(tag, tsize)
			msg.tag = slices.Clone(words)
		} else {
			msg.tag = make([]int64, tsize)
		}
	}
	pr.outbox = append(pr.outbox, msg)
	remote := m.procs[t]
	pr.hout += total
	remote.hin += total
	if pr.hout < 0 || remote.hin < 0 {
		pr.fail(s.KwPos, "the h-relation overflows int64")
	}
}

// tagSize records the process's tagsize statement; the barrier checks that
// every process set the same size (machine.applyTagSize).
func (pr *proc) tagSize(s *frontend.TagSizeStmt) {
	v := pr.eval(s.Size)
	if v < 0 {
		pr.fail(s.Size.Pos(), "negative tag size %d", v)
	}
	pr.tagSet, pr.tagVal, pr.tagPos = true, v, s.KwPos
}

// recv runs a queue statement.
func (pr *proc) recv(s *frontend.RecvStmt) {
	setVar := func(id *frontend.Ident, v int64) {
		if id == nil {
			return
		}
		o := pr.object(id)
		if o.Kind != frontend.VarObj {
			pr.fail(id.NamePos, "cannot assign to %s", o.Name)
		}
		pr.vals[o.ID] = v
	}
	empty := pr.qhead >= len(pr.queue)
	switch s.Kind {
	case frontend.Qsize:
		setVar(s.Count, int64(len(pr.queue)-pr.qhead))
		setVar(s.Words, pr.qwords)
	case frontend.GetTag:
		if empty {
			if s.Dst != nil {
				pr.location(s.Dst) // its errors, whether or not a tag is copied
			}
			setVar(s.Count, -1)
			return
		}
		msg := &pr.queue[pr.qhead]
		if s.Dst != nil {
			dst, dstLen := pr.location(s.Dst)
			k := int64(len(msg.tag))
			if dstLen >= 0 && dstLen < k {
				pr.fail(s.KwPos, "the tag has %d words, more than the slice %s", k, frontend.Print(s.Dst))
			}
			if !dst.array && k > 1 {
				pr.fail(s.KwPos, "gettag %d words to the scalar %s, which is a single word", k, dst.obj.Name)
			}
			if reason := pr.store(dst, msg.tag); reason != "" {
				pr.fail(s.KwPos, "gettag %s", reason)
			}
		}
		setVar(s.Count, int64(len(msg.payload)))
	case frontend.Move:
		dst, dstLen := pr.location(s.Dst)
		max := pr.wordCount(s.Max, s.Dst, dstLen, s.KwPos)
		if !dst.array && max > 1 {
			pr.fail(s.KwPos, "move %d words to the scalar %s, which is a single word", max, dst.obj.Name)
		}
		if empty {
			pr.fail(s.KwPos, "move: the message queue is empty")
		}
		msg := &pr.queue[pr.qhead]
		data := msg.payload
		if int64(len(data)) > max {
			data = data[:max]
		}
		if reason := pr.store(dst, data); reason != "" {
			pr.fail(s.KwPos, "move %s", reason)
		}
		pr.step(s.KwPos, bulkSteps(int64(len(data)))-1)
		pr.qwords -= int64(len(msg.payload))
		pr.m.words -= msg.words()
		*msg = message{} // its buffers can be collected
		pr.qhead++
	}
}

// deliverMessages ends the superstep's message passing: the queues of the
// previous superstep are dropped, each process's messages go to their
// targets' queues (by sending pid, then issue), and a tag size set in the
// superstep takes effect.
func (m *machine) deliverMessages() error {
	for _, pr := range m.procs {
		for i := pr.qhead; i < len(pr.queue); i++ {
			m.words -= pr.queue[i].words()
		}
		clear(pr.queue)
		pr.queue, pr.qhead, pr.qwords = pr.queue[:0], 0, 0
	}
	for _, pr := range m.procs {
		for _, msg := range pr.outbox {
			to := m.procs[msg.to]
			to.queue = append(to.queue, msg)
			to.qwords += int64(len(msg.payload))
		}
		clear(pr.outbox)
		pr.outbox = pr.outbox[:0]
	}
	return m.applyTagSize()
}

// applyTagSize makes the tag size set in the superstep the current one,
// or reports the processes that disagree: tagsize is collective.
func (m *machine) applyTagSize() error {
	var first *proc
	agree := true
	for _, pr := range m.procs {
		if !pr.tagSet {
			continue
		}
		if first == nil {
			first = pr
		} else if pr.tagVal != first.tagVal {
			agree = false
		}
	}
	if first == nil {
		return nil
	}
	groups := map[int64][]int{}
	var unset []int
	for _, pr := range m.procs {
		if pr.tagSet {
			groups[pr.tagVal] = append(groups[pr.tagVal], pr.pid)
		} else {
			unset = append(unset, pr.pid)
			agree = false
		}
	}
	if !agree {
		var parts []string
		vals := make([]int64, 0, len(groups))
		for v := range groups {
			vals = append(vals, v)
		}
		slices.Sort(vals)
		for _, v := range vals {
			parts = append(parts, fmt.Sprintf("%s set %d", pidSet(groups[v]), v))
		}
		if len(unset) > 0 {
			parts = append(parts, pidSet(unset)+" did not set it")
		}
		return &RuntimeError{File: m.prog.File, Pos: first.tagPos, Kind: ErrRuntime, Pid: -1,
			Msg: "tagsize must be called by every process with the same size in a superstep: " + strings.Join(parts, "; ")}
	}
	m.tagSize = first.tagVal
	for _, pr := range m.procs {
		pr.tagSet = false
	}
	return nil
}

// wordCount is the words a send or move names: its count (not negative,
// and the slice's length when the location is a slice), else the slice's
// length (locLen >= 0), else 1.
func (pr *proc) wordCount(count frontend.Expr, loc *frontend.Location, locLen int64, kw frontend.Pos) int64 {
	switch {
	case count != nil:
		n := pr.eval(count)
		if n < 0 {
			pr.fail(count.Pos(), "negative word count %d", n)
		}
		if locLen >= 0 && locLen != n {
			pr.fail(kw, "word count %d differs from the length %d of the slice %s", n, locLen, frontend.Print(loc))
		}
		return n
	case locLen >= 0:
		return locLen
	}
	return 1
}
