package budget

import (
	"runtime"
	"sync"
	"time"

	"bspcost/internal/gostack"
)

// The one policy that shares an analysis's budget among the consumers
// that need it at the same point (hrelation beside nondet's facts; the
// equations and bounds of W, H and S): Schedule runs them in turns of a
// fixed number of operations each, one at a time, until each is done. A
// consumer that needs little is done in its first turns and leaves the
// rest to the others, and one that cannot finish (its work exceeds what
// is left) takes an equal part of the time only while the others still
// work: a consumer that needs x is done when the work of every consumer,
// each counted up to x, fits in the budget. No work is done twice (a
// consumer is paused, not stopped and started again), and the turns are
// counted in operations, so that under a quota the analysis ends at the
// same point on every machine and at every load.

// Quantum is the operations of one turn: small enough that a consumer
// that needs little is not kept waiting (a turn is a few milliseconds of
// the solver's pivots), large enough that the switches cost nothing
// measurable (two channel operations a turn). Under a quota a turn is at
// most 1/turnsPerQuota of the operations left, so that a small quota is
// shared in turns too.
const Quantum = 1 << 14

// turnsPerQuota: see Quantum.
const turnsPerQuota = 256

// Slice ends a turn too, without a quota: some work is charged little
// for its time (the solver's closed forms between its pivots), and a
// task doing it must not keep the others waiting. The clock is read
// where the budget reads it (every 64 charges, and Err). Under a quota
// the turns are counted in operations only, so that the schedule is the
// same at every load.
const Slice = 10 * time.Millisecond

// slicesOn switches the ends of turns at Slice (its test switches it
// off: a task that reads the clock without charging then keeps its turn
// to its end).
var slicesOn = true

// turnsOn switches the turns (its test switches it off: the consumers
// then run one after the other, each in an equal share of what is left,
// Share, so that one that needs more than its share has no result even
// when the others leave time unused).
var turnsOn = true

// Task is one consumer of a Schedule.
type Task struct {
	// Run does the task's work, charged to b (the task's own budget,
	// charged to the schedule's too), and returns when it is done or b
	// is spent.
	Run func(b *Budget)
	// Cap, when in (0, 1), is the most the task may use of the time and
	// of the operations left when the schedule starts: past it the
	// task's budget is spent (an *Exceeded of Time or Operations) and
	// the schedule's is not, for a task that can answer more coarsely
	// when its work is cut short. Its time is the time of its own turns.
	Cap float64
}

// turn is a task's place in a schedule.
type turn struct {
	mu      sync.Mutex
	done    bool // the task has returned: nothing to pause
	sliced  bool // turns end at Slice too
	quantum int64
	left    int64 // operations left in the current turn
	resume  chan struct{}
	yield   chan<- int // (the task's index: the schedule's events)
	index   int
	ran     time.Duration // the task's time in its turns before the current one
	start   time.Time     // of the current turn
	capTime time.Duration // 0: none
}

// charge counts n operations of the task's turn, and waits for its next
// turn once this one is used up.
func (t *turn) charge(n int64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.left -= n; t.left > 0 || t.done {
		return
	}
	t.pause()
}

// sliceOver ends the task's turn when it has run for Slice (without a
// quota).
func (t *turn) sliceOver() {
	if !t.sliced {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.done && time.Since(t.start) >= Slice {
		t.pause()
	}
}

// pause hands the turn on and waits for the next (t.mu held).
func (t *turn) pause() {
	t.ran += time.Since(t.start)
	t.yield <- t.index
	<-t.resume
	t.start, t.left = time.Now(), t.quantum
}

// overCap reports whether the task ran longer than its cap of time.
func (t *turn) overCap() bool {
	if t.capTime <= 0 {
		return false
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ran+time.Since(t.start) > t.capTime
}

// Schedule runs the tasks in turns of Quantum operations (see there),
// one at a time (without a quota, one per processor) and in the order
// given, each with a budget of its own drawn from b,
// until every task has returned. A task is paused where it charges its
// budget at the end of its turn; its goroutines that charge while it is
// paused wait for its next turn. A panic in a task is raised again in the
// caller once every task is done. A nil b runs the tasks one after the
// other without a limit.
func (b *Budget) Schedule(tasks ...Task) {
	if b == nil {
		for _, t := range tasks {
			t.Run(nil)
		}
		return
	}
	if !turnsOn {
		for k, t := range tasks {
			tb := b.Share(len(tasks) - k)
			if t.Cap > 0 && t.Cap < 1 {
				tb = b.Share(int(1 / t.Cap))
			}
			t.Run(tb)
		}
		return
	}
	quantum := int64(Quantum)
	if b.limit > 0 {
		quantum = max(min(quantum, (b.limit-b.used.Load())/turnsPerQuota), 1)
	}
	events := make(chan int)
	turns := make([]*turn, len(tasks))
	panics := make([]any, len(tasks))
	var wg sync.WaitGroup
	for i, task := range tasks {
		tb := &Budget{ctx: b.ctx, deadline: b.deadline, parent: b}
		tr := &turn{quantum: quantum, sliced: b.limit == 0 && slicesOn, resume: make(chan struct{}), yield: events, index: i}
		if task.Cap > 0 && task.Cap < 1 {
			if b.limit > 0 {
				tb.limit = max(int64(float64(b.limit-b.used.Load())*task.Cap), 1)
			}
			if !b.deadline.IsZero() {
				tr.capTime = max(time.Duration(float64(time.Until(b.deadline))*task.Cap), 1)
			}
		}
		tb.turn, turns[i] = tr, tr
		wg.Add(1)
		go func() {
			defer wg.Done()
			gostack.Grow()
			<-tr.resume
			tr.start, tr.left = time.Now(), quantum
			defer func() {
				if r := recover(); r != nil {
					panics[i] = r
				}
				tr.mu.Lock()
				tr.done = true
				tr.mu.Unlock()
				// The task's end is its last event: -1 - i.
				events <- -1 - i
			}()
			task.Run(tb)
		}()
	}
	// Without a quota, as many tasks run at once as there are
	// processors (the schedule depends on the time anyway); under a
	// quota one, so that the tasks charge it in the same order at every
	// load.
	workers := 1
	if b.limit == 0 && slicesOn {
		workers = runtime.GOMAXPROCS(0)
	}
	ready := make([]int, len(tasks)) // (a queue: round robin)
	for i := range ready {
		ready[i] = i
	}
	for alive, running := len(tasks), 0; alive > 0; {
		for ; running < workers && len(ready) > 0; running++ {
			turns[ready[0]].resume <- struct{}{}
			ready = ready[1:]
		}
		ev := <-events
		running--
		if ev < 0 {
			alive--
		} else {
			ready = append(ready, ev)
		}
	}
	wg.Wait()
	for _, p := range panics {
		if p != nil {
			panic(p)
		}
	}
}
