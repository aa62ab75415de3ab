// Package budget bounds the work of one analysis: a deadline and a quota
// of operations shared by every stage, in the way of isl's ctx and its
// max_operations. The caller makes one Budget per analysis (driver.Config
// does, from its context, Timeout and MaxOperations) and the stages charge
// it as they go; when it runs out, the stage that sees it returns an
// *Exceeded error naming the resource, and the analysis ends there, in the
// caller's goroutine: no stage keeps working in the background.
//
// An operation is a unit of a stage's own work, counted where the work is
// done: a statement visited by a pass of the abstract interpretation or of
// the equation builder, a unit of h-relation counting (a pair of basic sets
// intersected or subtracted, a projected part; polyhedra's work units), a
// simplex pivot of the solver (one more per 256 cells of its tableau), a
// node of a closed form the solver builds. A stage's own precision limits
// (a pool of work past which it answers more coarsely) are Pools drawn
// from the budget.
// Their cost in time differs from stage to stage; a quota of operations
// makes an analysis's end independent of the machine and its load, which
// a deadline cannot (batch gives each file its own quota).
//
// A nil *Budget is unlimited: every method works on it.
package budget

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"
)

// Budget is the resources left to one analysis. Its methods may be called
// from several goroutines (stages that run side by side share it).
type Budget struct {
	ctx      context.Context
	deadline time.Time
	limit    int64 // operations; 0: no limit
	used     atomic.Int64
	calls    atomic.Int64 // Spend calls, for reading the clock every clockEvery
	spent    atomic.Pointer[Exceeded]
	// parent, when not nil, is the budget this one is a share of (Share):
	// every charge is charged to it too, and it running out ends this
	// one.
	parent *Budget
	// turn, when not nil, is this budget's task in a Schedule: its
	// charges count its turns, and its cap of time ends it.
	turn *turn
}

// New returns a budget that ends at the first of: ctx done, the deadline
// (zero: none; ctx's deadline when earlier) and maxOps operations (0:
// none).
func New(ctx context.Context, deadline time.Time, maxOps int64) *Budget {
	if ctx == nil {
		ctx = context.Background()
	}
	if d, ok := ctx.Deadline(); ok && (deadline.IsZero() || d.Before(deadline)) {
		deadline = d
	}
	if maxOps < 0 {
		maxOps = 0
	}
	return &Budget{ctx: ctx, deadline: deadline, limit: maxOps}
}

// Resource is what a budget ran out of.
type Resource int

const (
	// Time: the deadline passed.
	Time Resource = iota + 1
	// Operations: the quota of operations was used up.
	Operations
	// Canceled: the context was canceled.
	Canceled
)

func (r Resource) String() string {
	switch r {
	case Time:
		return "time"
	case Operations:
		return "operations"
	case Canceled:
		return "canceled"
	}
	return "unknown"
}

// ErrExceeded is what every *Exceeded error is (errors.Is).
var ErrExceeded = errors.New("resource limit exceeded")

// Exceeded is the error of a budget that ran out.
type Exceeded struct {
	Resource Resource
	// Limit is the quota of operations (Operations) or the deadline
	// (Time).
	Limit    int64
	Deadline time.Time
	// Cause is the context's error (Canceled).
	Cause error
}

func (e *Exceeded) Error() string {
	switch e.Resource {
	case Time:
		return "time limit exceeded"
	case Operations:
		return fmt.Sprintf("operation limit exceeded (%d operations)", e.Limit)
	case Canceled:
		return fmt.Sprintf("analysis canceled: %v", e.Cause)
	}
	return ErrExceeded.Error()
}

// Is makes errors.Is(e, ErrExceeded) hold, and errors.Is(e,
// context.Canceled) for a canceled context.
func (e *Exceeded) Is(target error) bool {
	return target == ErrExceeded || (e.Cause != nil && errors.Is(e.Cause, target))
}

// clockEvery is how many Spend calls go between two reads of the clock
// and the context: a stage may charge every statement, and a read of the
// clock costs about as much as a small statement's analysis.
const clockEvery = 64

// Spend charges n operations and returns nil while the budget lasts, else
// an *Exceeded error (the same error from then on: the first resource that
// ran out).
func (b *Budget) Spend(n int64) error {
	if b == nil {
		return nil
	}
	if e := b.spent.Load(); e != nil {
		return e
	}
	used := b.used.Add(n)
	if b.parent != nil {
		if err := b.parent.Spend(n); err != nil {
			return b.fail(err.(*Exceeded))
		}
	}
	if b.limit > 0 && used > b.limit {
		return b.fail(&Exceeded{Resource: Operations, Limit: b.limit})
	}
	if b.turn != nil && n > 0 {
		b.turn.charge(n)
	}
	if b.calls.Add(1)%clockEvery != 0 {
		return nil
	}
	return b.check()
}

// Err reads the clock and the context now: nil while the budget lasts.
func (b *Budget) Err() error {
	if b == nil {
		return nil
	}
	if e := b.spent.Load(); e != nil {
		return e
	}
	return b.check()
}

func (b *Budget) check() error {
	if b.turn != nil {
		b.turn.sliceOver()
	}
	if b.parent != nil {
		if err := b.parent.Err(); err != nil {
			return b.fail(err.(*Exceeded))
		}
	}
	if err := b.ctx.Err(); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return b.fail(&Exceeded{Resource: Time, Deadline: b.deadline})
		}
		return b.fail(&Exceeded{Resource: Canceled, Cause: err})
	}
	if !b.deadline.IsZero() && !time.Now().Before(b.deadline) {
		return b.fail(&Exceeded{Resource: Time, Deadline: b.deadline})
	}
	if b.turn != nil && b.turn.overCap() {
		return b.fail(&Exceeded{Resource: Time, Deadline: b.deadline})
	}
	return nil
}

// fail records e unless another resource ran out first, and returns the
// first.
func (b *Budget) fail(e *Exceeded) error {
	b.spent.CompareAndSwap(nil, e)
	return b.spent.Load()
}

// Deadline is the budget's deadline (zero: none), for the stages that
// read a time.Time.
func (b *Budget) Deadline() time.Time {
	if b == nil {
		return time.Time{}
	}
	return b.deadline
}

// Used is the number of operations charged so far.
func (b *Budget) Used() int64 {
	if b == nil {
		return 0
	}
	return b.used.Load()
}

// Limit is the quota of operations (0: none).
func (b *Budget) Limit() int64 {
	if b == nil {
		return 0
	}
	return b.limit
}

// Share returns a budget for one of k consumers that run one after the
// other (driver's queue totals take a quarter; consumers that need the
// budget at the same point take turns instead, Schedule): an equal share
// of the time and of the operations left now, so that one consumer that
// cannot finish does not take the others' part too; what a share leaves
// unused passes on to the next (made after it ends). The share charges b too and ends when b
// does. A nil b, or k < 1, gives b itself.
func (b *Budget) Share(k int) *Budget {
	if b == nil || k < 1 {
		return b
	}
	s := &Budget{ctx: b.ctx, parent: b}
	if !b.deadline.IsZero() {
		s.deadline = time.Now().Add(time.Until(b.deadline) / time.Duration(k))
	}
	if b.limit > 0 {
		// (At least one operation, so that a share of a spent budget is
		// a limit of its own rather than none.)
		s.limit = max((b.limit-b.used.Load())/int64(k), 1)
	}
	return s
}

// Pool is a stage's own limit on one kind of its work, drawn from an
// analysis's budget: every unit taken from it is charged to the budget
// too. The two limits mean different things. Past the pool's, the stage
// gives up precision (a coarser sound answer: a box bound instead of an
// exact count, the sum of maxima instead of the maximum of the sum, no
// facts) and goes on; past the budget's, the analysis ends (the budget's
// error). So a quota of operations bounds the work the pools measure, and
// a pool still bounds it without a quota. A Pool is used by one goroutine.
type Pool struct {
	left int64
	b    *Budget
}

// Pool returns a pool of n units charged to b (a nil b: the pool's own
// limit only).
func (b *Budget) Pool(n int64) *Pool { return &Pool{left: n, b: b} }

// Budget is the budget the pool is drawn from (nil: none), for work that
// stops at the budget's end without charging the pool (Check).
func (p *Pool) Budget() *Budget {
	if p == nil {
		return nil
	}
	return p.b
}

// Check charges nothing and returns the budget's error once it ran out
// (reading the clock every clockEvery calls, as Spend does): for a loop
// whose units are charged once it ends, so that it still stops at the
// deadline.
func (b *Budget) Check() error { return b.Spend(0) }

// Left is what is left of the pool's units (<= 0: spent).
func (p *Pool) Left() int64 { return p.left }

// Take takes n units from the pool and charges them to the budget. ok is
// false once the pool is spent (the units are taken all the same); err is
// the budget's error once it ran out.
func (p *Pool) Take(n int64) (ok bool, err error) {
	p.left -= n
	return p.left >= 0, p.b.Spend(n)
}
