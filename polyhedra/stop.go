package polyhedra

import "bspcost/budget"

// stopAtBudget makes the work limits of the operations that take an
// analysis's budget (through a budget.Pool or directly) also end at the
// budget's end: their units bound the work, not its time, and a unit
// (an emptiness test, a subtraction of basic sets) can take from
// microseconds to milliseconds, so a limit of tens of thousands of
// units can run seconds past the analysis's deadline. Off (tests only):
// only the units stop them.
var stopAtBudget = true

// stopped reports whether b, the budget an operation's work limit is
// drawn from, has run out (nil: never). The clock is read every few
// calls (budget.Budget.Check).
func stopped(b *budget.Budget) bool {
	return stopAtBudget && b != nil && b.Check() != nil
}
