package hrelation

import "bspcost/polyhedra"

// sameSidesOn switches sameSides (its test switches it off).
var sameSidesOn = true

// maxSameSides bounds the pieces sameSides compares.
const maxSameSides = 32

// sameSides reports whether the largest words sent and received are the
// same function, piece by piece (equal values on equal domains): a
// permutation of the processes, or a pattern and its mirror, sends and
// receives alike, often on more pieces than their maximum can split;
// max(out, in) is then either, exact where the sum would double it.
func sameSides(out, in *polyhedra.PwQPoly) bool {
	if !sameSidesOn || len(out.Pieces) != len(in.Pieces) || len(out.Pieces) > maxSameSides {
		return false
	}
	used := make([]bool, len(in.Pieces))
next:
	for _, po := range out.Pieces {
		v := po.Value.String()
		for j, pi := range in.Pieces {
			if !used[j] && pi.Value.String() == v && po.Domain.IsEqual(pi.Domain) {
				used[j] = true
				continue next
			}
		}
		return false
	}
	return true
}
