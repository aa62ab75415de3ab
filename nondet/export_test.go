package nondet

// SetNoAbsint switches the abstract interpretation's facts off or on, for
// the mutation check of the external precision test.
func SetNoAbsint(off bool) { noAbsint = off }
