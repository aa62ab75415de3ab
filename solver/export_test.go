package solver

// SetLimits sets the size limit of one linear program's tableau and the
// switches of carriedBack and the later cut for the package's external
// tests (programs analysed through the whole chain), with the
// invariants' work bound of a large program (lowInvWork), and returns the
// function that restores them.
func SetLimits(cells int, carriedBackOff, laterCutOff bool) (restore func()) {
	c, b, l, w := maxTableauCells, noCarriedBack, noLaterCut, maxInvWork
	maxTableauCells, noCarriedBack, noLaterCut, maxInvWork = cells, carriedBackOff, laterCutOff, lowInvWork
	return func() { maxTableauCells, noCarriedBack, noLaterCut, maxInvWork = c, b, l, w }
}
