package budget

import (
	"context"
	"errors"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// need is a task that charges one operation at a time, n of them (n < 0:
// until its budget is spent), and records whether it finished.
func need(n int64, done *bool) Task {
	return Task{Run: func(b *Budget) {
		for k := int64(0); n < 0 || k < n; k++ {
			if b.Spend(1) != nil {
				return
			}
		}
		*done = true
	}}
}

// TestSchedule: the turns give a task that needs more than an equal part
// of the budget what the others leave, and keep a task that cannot
// finish from taking the others' part while they work (turnsOn); without
// them (each task in turn with an equal share of what is left, Share)
// the same quotas leave a task that could be done without its result.
func TestSchedule(t *testing.T) {
	const q = 30 * Quantum
	tests := []struct {
		name  string
		needs []int64 // -1: never done
		want  []bool
	}{
		{"the first needs more than its share", []int64{q * 6 / 10, 2 * Quantum, 2 * Quantum}, []bool{true, true, true}},
		{"one never done beside one that needs more than its share", []int64{-1, q * 4 / 10, 2 * Quantum}, []bool{false, true, true}},
		{"two never done", []int64{-1, -1, Quantum / 2}, []bool{false, false, true}},
	}
	run := func(needs []int64) []bool {
		done := make([]bool, len(needs))
		tasks := make([]Task, len(needs))
		for i, n := range needs {
			tasks[i] = need(n, &done[i])
		}
		New(context.Background(), time.Time{}, q).Schedule(tasks...)
		return done
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, run(tc.needs)); diff != "" {
				t.Errorf("done (-want +got):\n%s", diff)
			}
		})
	}
	turnsOn = false
	defer func() { turnsOn = true }()
	for _, tc := range tests[:2] {
		if got := run(tc.needs); cmp.Equal(tc.want, got) {
			t.Errorf("without the turns, %s: done %v, want a task not done", tc.name, got)
		}
	}
}

// TestScheduleCap: a task past its cap (of operations, of its own time)
// is stopped with its budget spent, the schedule's is not, and the other
// task gets the rest; the operations each task charged are the same on
// every run (the turns are counted in operations).
func TestScheduleCap(t *testing.T) {
	const q = 40 * Quantum
	run := func(deadline time.Time, quota int64) (used []int64, capErr, after error, doneB bool) {
		b := New(context.Background(), deadline, quota)
		var ub, ua int64
		b.Schedule(
			Task{Cap: 1.0 / 100, Run: func(tb *Budget) {
				for tb.Spend(1) == nil {
				}
				capErr, ua = tb.Err(), tb.Used()
			}},
			Task{Run: func(tb *Budget) {
				need(q/2, &doneB).Run(tb)
				ub = tb.Used()
			}})
		return []int64{ua, ub}, capErr, b.Err(), doneB
	}
	for _, tc := range []struct {
		name     string
		deadline time.Time
		quota    int64
		want     Resource
	}{
		{"operations", time.Time{}, q, Operations},
		{"time", time.Now().Add(time.Minute), 0, Time},
	} {
		used, capErr, after, doneB := run(tc.deadline, tc.quota)
		var e *Exceeded
		if !errors.As(capErr, &e) || e.Resource != tc.want || after != nil || !doneB {
			t.Errorf("%s: the capped task's error %v (want %v), the schedule's %v (want nil), the other done %v (want true)", tc.name, capErr, tc.want, after, doneB)
		}
		if tc.quota > 0 {
			again, _, _, _ := run(tc.deadline, tc.quota)
			if diff := cmp.Diff(used, again); diff != "" {
				t.Errorf("%s: operations per task differ between two runs (-first +second):\n%s", tc.name, diff)
			}
		}
	}
}

// TestSchedulePanic: a panic in a task is raised in the caller once the
// others are done; a nil budget runs every task.
func TestSchedulePanic(t *testing.T) {
	var done bool
	func() {
		defer func() {
			if r := recover(); r != "boom" {
				t.Errorf("recovered %v, want boom", r)
			}
		}()
		New(context.Background(), time.Time{}, 0).Schedule(
			Task{Run: func(b *Budget) { b.Spend(Quantum); panic("boom") }},
			need(3*Quantum, &done))
	}()
	if !done {
		t.Error("the other task did not finish")
	}
	var a, c bool
	var nilBudget *Budget
	nilBudget.Schedule(need(5, &a), need(5, &c))
	if !a || !c {
		t.Errorf("nil budget: done %v, %v", a, c)
	}
}

// TestScheduleSlice: without a quota a turn ends at Slice too, where the
// task reads the clock (Err) without charging (slicesOn): tasks that
// wait for another, reading the clock, see it done before the
// deadline; without the slices one keeps its turn to the deadline.
func TestScheduleSlice(t *testing.T) {
	run := func() (waited error) {
		var bDone atomic.Bool
		// As many waiting tasks as tasks run at once, before the other.
		n := runtime.GOMAXPROCS(0)
		tasks := make([]Task, n+1)
		errs := make([]error, n)
		for i := range n {
			tasks[i].Run = func(b *Budget) {
				for !bDone.Load() {
					if errs[i] = b.Err(); errs[i] != nil {
						return
					}
				}
			}
		}
		tasks[n].Run = func(b *Budget) {
			for k := 0; k < 100; k++ {
				b.Spend(1)
			}
			bDone.Store(true)
		}
		New(context.Background(), time.Now().Add(2*time.Second), 0).Schedule(tasks...)
		return errors.Join(errs...)
	}
	if err := run(); err != nil {
		t.Errorf("the waiting task ended with %v, not with the other done", err)
	}
	slicesOn = false
	defer func() { slicesOn = true }()
	if err := run(); err == nil {
		t.Error("without the slices, the other task was done before the deadline")
	}
}
