package solver

// SetLimits sets the size limit of one linear program's tableau and the
// switches of carriedBack and the later cut for the package's external
// tests (programs analysed through the whole chain), and returns the
// function that restores them.
func SetLimits(cells int, carriedBackOff, laterCutOff bool) (restore func()) {
	c, b, l := maxTableauCells, noCarriedBack, noLaterCut
	maxTableauCells, noCarriedBack, noLaterCut = cells, carriedBackOff, laterCutOff
	return func() { maxTableauCells, noCarriedBack, noLaterCut = c, b, l }
}
