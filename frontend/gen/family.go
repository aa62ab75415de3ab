package gen

import (
	"iter"
	"slices"
)

// OfFamily yields up to n programs of the aligned family fam, each with
// its seed index k: the programs Generate(k*len(AlignedFamilies)+i, opts)
// for k = 0, 1, ... (i the index of fam in AlignedFamilies) whose Family
// is fam, trying at most 50*n seeds. The checks that test the analyses
// family by family (the soundness tests of hrelation and seqcost,
// cmd/bspcost's sections test, benchmarks/gensound) draw their programs
// with it, so that "gen-<family>-<k>" names the same program in all of
// them. An unknown family yields nothing.
func OfFamily(fam string, n int, opts Options) iter.Seq2[int64, *Program] {
	return func(yield func(int64, *Program) bool) {
		fi := slices.Index(AlignedFamilies, fam)
		if fi < 0 {
			return
		}
		found := 0
		for k := int64(0); found < n && k < int64(n)*50; k++ {
			g := Generate(FamilySeed(fi, k), opts)
			if g.Family != fam {
				continue
			}
			found++
			if !yield(k, g) {
				return
			}
		}
	}
}

// FamilySeed is the seed of Generate that gives the program of seed index
// k in OfFamily's sequence for the family of index fi in AlignedFamilies.
func FamilySeed(fi int, k int64) int64 { return k*int64(len(AlignedFamilies)) + int64(fi) }
