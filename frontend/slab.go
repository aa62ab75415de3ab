package frontend

// slabSize is how many nodes a slab's array holds (past a cloner's count).
const slabSize = 32

// slab hands out nodes of type T from arrays, made slabSize at a time
// (the parser and the cloner make a node per identifier, literal and
// operator: one allocation each was most of their allocations). A node
// keeps its array alive, as the tree it belongs to does anyway.
type slab[T any] struct{ free []T }

// new returns a zero T of the slab's.
func (s *slab[T]) new() *T {
	if len(s.free) == 0 {
		s.free = make([]T, slabSize)
	}
	x := &s.free[0]
	s.free = s.free[1:]
	return x
}
