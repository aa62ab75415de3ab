package budget

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestBudget(t *testing.T) {
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	past := time.Now().Add(-time.Second)
	tests := []struct {
		name  string
		b     *Budget
		spend []int64
		want  []string // Spend's error after each, "" for nil
	}{
		{"nil is unlimited", nil, []int64{1 << 40}, []string{""}},
		{"no limit", New(context.Background(), time.Time{}, 0), []int64{1 << 40, 1}, []string{"", ""}},
		{"quota", New(context.Background(), time.Time{}, 10), []int64{4, 6, 1, 0}, []string{"", "", "operation limit exceeded (10 operations)", "operation limit exceeded (10 operations)"}},
		{"deadline read by Err", New(context.Background(), past, 0), nil, nil},
		{"the first resource stays", New(context.Background(), past, 5), []int64{6, 0}, []string{"operation limit exceeded (5 operations)", "operation limit exceeded (5 operations)"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, n := range tc.spend {
				s := ""
				if err := tc.b.Spend(n); err != nil {
					s = err.Error()
				}
				got = append(got, s)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Spend errors (-want +got):\n%s", diff)
			}
		})
	}
	for _, tc := range []struct {
		name string
		b    *Budget
		want Resource
	}{
		{"deadline", New(context.Background(), past, 0), Time},
		{"context deadline", New(ctxDeadline(past), time.Time{}, 0), Time},
		{"canceled", New(canceled, time.Time{}, 0), Canceled},
	} {
		err := tc.b.Err()
		var e *Exceeded
		if !errors.As(err, &e) || e.Resource != tc.want || !errors.Is(err, ErrExceeded) {
			t.Errorf("%s: Err() = %v, want an *Exceeded of %v", tc.name, err, tc.want)
		}
	}
	if err := New(canceled, time.Time{}, 0).Err(); !errors.Is(err, context.Canceled) {
		t.Errorf("a canceled context's error is not context.Canceled: %v", err)
	}
}

// TestSpendReadsTheClock: Spend alone sees a deadline, within clockEvery
// calls.
func TestSpendReadsTheClock(t *testing.T) {
	b := New(context.Background(), time.Now().Add(-time.Millisecond), 0)
	for i := 0; i < clockEvery; i++ {
		if err := b.Spend(1); err != nil {
			return
		}
	}
	t.Errorf("%d Spend calls past the deadline and no error", clockEvery)
}

func ctxDeadline(d time.Time) context.Context {
	ctx, cancel := context.WithDeadline(context.Background(), d)
	_ = cancel // canceled by the deadline, which has passed
	return ctx
}

// TestShare: a share gets an equal part of the operations left, charges
// its parent, and ends when either runs out.
func TestShare(t *testing.T) {
	b := New(context.Background(), time.Time{}, 30)
	if err := b.Spend(6); err != nil {
		t.Fatal(err)
	}
	s := b.Share(3) // (30 - 6) / 3 = 8
	var got []string
	for _, n := range []int64{5, 3, 1} {
		e := ""
		if err := s.Spend(n); err != nil {
			e = err.Error()
		}
		got = append(got, e)
	}
	want := []string{"", "", "operation limit exceeded (8 operations)"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("a share's Spend errors (-want +got):\n%s", diff)
	}
	if b.Used() != 15 || b.Err() != nil {
		t.Errorf("parent after its share ran out: used %d, error %v; want 15, nil", b.Used(), b.Err())
	}
	// The next share gets what is left: (30 - 15) / 2.
	if l := b.Share(2).Limit(); l != 7 {
		t.Errorf("second share's limit %d, want 7", l)
	}
	// The parent running out ends a share within its own quota.
	small := New(context.Background(), time.Time{}, 4)
	sh := small.Share(1)
	if err := small.Spend(5); err == nil {
		t.Fatal("parent past its quota: no error")
	}
	if err := sh.Err(); err == nil {
		t.Errorf("a share of a spent budget: Err() = nil")
	}
	// The time is shared too.
	d := New(context.Background(), time.Now().Add(time.Hour), 0)
	if got := time.Until(d.Share(4).Deadline()); got > 16*time.Minute || got < 14*time.Minute {
		t.Errorf("a quarter of an hour's share ends in %v", got)
	}
	var nilB *Budget
	if nilB.Share(3) != nil {
		t.Errorf("a share of nil is not nil")
	}
}

// TestPool: a pool's units are charged to its budget; the pool running
// out is its own (ok false), the budget running out is the budget's
// error, whichever comes first.
func TestPool(t *testing.T) {
	type take struct {
		ok    bool
		err   bool
		left  int64
		spent int64
	}
	run := func(b *Budget, pool int64, takes ...int64) []take {
		p := b.Pool(pool)
		var out []take
		for _, n := range takes {
			ok, err := p.Take(n)
			out = append(out, take{ok, err != nil, p.Left(), b.Used()})
		}
		return out
	}
	tests := []struct {
		name  string
		b     *Budget
		pool  int64
		takes []int64
		want  []take
	}{
		{"no budget", nil, 5, []int64{3, 2, 1}, []take{{true, false, 2, 0}, {true, false, 0, 0}, {false, false, -1, 0}}},
		{"pool first", New(context.Background(), time.Time{}, 10), 4, []int64{3, 3, 3}, []take{{true, false, 1, 3}, {false, false, -2, 6}, {false, false, -5, 9}}},
		{"budget first", New(context.Background(), time.Time{}, 5), 100, []int64{3, 3}, []take{{true, false, 97, 3}, {true, true, 94, 6}}},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, run(tc.b, tc.pool, tc.takes...), cmp.AllowUnexported(take{})); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestCheck: Check charges nothing, sees a quota another charge used up
// and a canceled context (read every clockEvery calls, as Spend reads
// it); a pool gives the budget it is drawn from.
func TestCheck(t *testing.T) {
	b := New(context.Background(), time.Time{}, 10)
	for i := 0; i < 3*clockEvery; i++ {
		if err := b.Check(); err != nil {
			t.Fatalf("check %d: %v", i, err)
		}
	}
	if b.Used() != 0 {
		t.Errorf("used after checks: %d, want 0", b.Used())
	}
	p := b.Pool(100)
	if p.Budget() != b {
		t.Errorf("the pool's budget is not the one it is drawn from")
	}
	p.Take(11)
	if err := b.Check(); !errors.Is(err, ErrExceeded) {
		t.Errorf("quota used up by the pool: Check = %v, want the operation limit", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	c := New(ctx, time.Time{}, 0)
	cancel()
	var err error
	for i := 0; i < clockEvery && err == nil; i++ {
		err = c.Check()
	}
	if !errors.Is(err, context.Canceled) {
		t.Errorf("canceled context, %d checks: %v, want canceled", clockEvery, err)
	}
	if (*Budget)(nil).Check() != nil || (*Pool)(nil).Budget() != nil {
		t.Errorf("nil budget or pool: not unlimited")
	}
}
