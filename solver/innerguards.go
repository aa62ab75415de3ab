package solver

// noInnerGuards: only the entries' equations get guards (guarded), not
// those of the relations that no loop calls.
var noInnerGuards bool

// outsideLoops reports whether rel is neither in a loop nor reachable
// from one: its equations apply at most once per derivation of the
// entry, like the entry's own, so guarded may give their bounds the
// indicators of their guards (a charge of 2 words from p = 2 on and 1 at
// p = 1, after the program's last loop, is max(1, min(2, 2*p - 2)), not
// 2). Inside loops the indicators would be summed over the iterations,
// where the sums over counters (sum.go) do not know them.
func (st *state) outsideLoops(rel string) bool {
	if st.underLoop == nil {
		st.underLoop = map[string]bool{}
		var work []string
		for r := range st.eqs {
			if st.recursive(r) {
				st.underLoop[r] = true
				work = append(work, r)
			}
		}
		for len(work) > 0 {
			r := work[len(work)-1]
			work = work[:len(work)-1]
			for _, eq := range st.eqs[r] {
				for _, c := range eq.calls {
					if k := c.Key(); !st.underLoop[k] {
						st.underLoop[k] = true
						work = append(work, k)
					}
				}
			}
		}
	}
	return !st.underLoop[rel]
}
