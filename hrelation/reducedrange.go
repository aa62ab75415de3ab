package hrelation

import (
	"fmt"

	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// Remote processes in a range of pid modulo nprocs: a target (source)
// congruent modulo nprocs to pid + d or d - pid (`(pid + max(x % 8, 0)) %
// nprocs`, `((pid + d) % nprocs + nprocs) % nprocs`), where d differs
// between the processes (input data, `any`) but align bounds it by
// constants lo..hi. With W = hi - lo + 1 values of d, a process t is
// addressed only by the processes s with t - sign·s - d a multiple of
// nprocs: t - sign·s - k·nprocs in lo..hi for some integer k. Where
// nprocs >= W those cases are disjoint (two of them would give two values
// of d that differ by a non-zero multiple of nprocs), so the remote side
// counts, exactly, the transfers under their union (each k that some
// nprocs >= W allows); where nprocs < W every process may be addressed by
// every process, as in the fallback. Sound whatever d is on each process
// within its interval, and never above the total words (a count of a
// subset of the same transfers). The unreduced form is rangeoffset.go's.

// reducedRangeOn switches the rule (its test switches it off).
var reducedRangeOn = true

// maxReducedWraps bounds the values of k, one case each.
const maxReducedWraps = 4

// reducedRange returns, for c's remote process (or the one value of the
// scalar it names), sign and the interval [lo, hi] with remote congruent
// to sign·pid + d modulo nprocs, d in it: a sum of ±pid, multiples of
// nprocs, terms that align bounds by constants, and remainders by nprocs
// of such sums, at least one of them (else rangeOffset applies).
func (b *builder) reducedRange(c *frontend.CommStmt) (lo, hi, sign int64, ok bool) {
	if !reducedRangeOn || !rangeOffsetOn || b.a.opts.noRangeOffset {
		return 0, 0, 0, false
	}
	r, ok := b.remoteRange(c, true)
	if !ok || !r.reduced || (r.pid != 1 && r.pid != -1) {
		return 0, 0, 0, false
	}
	return r.iv.Lo, r.iv.Hi, r.pid, true
}

// reducedWraps returns the values of k for which, at some nprocs >= W,
// a remote r in 0..nprocs - 1 and an executing e in 0..nprocs - 1 have
// r - sign·e - k·nprocs in lo..hi. Past nprocs = W + 2·(|lo| + |hi|) + 8
// the range of k of each nprocs is the same (its ends are monotone and
// integral), so the nprocs below it are enough.
func reducedWraps(lo, hi, sign int64) []int64 {
	w := hi - lo + 1
	kmin, kmax := int64(1)<<62, -(int64(1) << 62)
	for p := w; p <= w+2*(absInt64(lo)+absInt64(hi))+8; p++ {
		// r - sign·e over 0..p - 1 each.
		dlo, dhi := -(p - 1), p-1
		if sign < 0 {
			dlo, dhi = 0, 2*p-2
		}
		kmin = min(kmin, ceilDiv64(dlo-hi, p))
		kmax = max(kmax, floorDiv64(dhi-lo, p))
	}
	var ks []int64
	for k := kmin; k <= kmax; k++ {
		ks = append(ks, k)
	}
	return ks
}

// reducedRelation is the formula of the transfers of c from the
// executing process e to the remote r that reducedRange allows: where
// nprocs >= W, r - sign·e - k·nprocs in lo..hi for one of the k of
// reducedWraps; where nprocs < W, every r.
func (b *builder) reducedRelation(c *frontend.CommStmt, lo, hi, sign int64) (bspaff.Formula, error) {
	ks := reducedWraps(lo, hi, sign)
	if len(ks) > maxReducedWraps {
		return nil, fmt.Errorf("%d multiples of nprocs", len(ks))
	}
	w := hi - lo + 1
	atLeastW, err := bspaff.Var(b.a.nprocs).AddConst(-w)
	if err != nil {
		return nil, err
	}
	belowW, err := bspaff.Combine(-1, bspaff.Var(b.a.nprocs), 1, bspaff.Const(w-1))
	if err != nil {
		return nil, err
	}
	f := bspaff.Formula{{geq0(belowW)}}
	if b.a.opts.reducedNoSmall {
		f = nil
	}
	if b.a.opts.reducedNoWrap {
		ks = []int64{0}
	}
	for _, k := range ks {
		r, err := b.rangeRelation(c, lo, hi, sign, k)
		if err != nil {
			return nil, err
		}
		if r, err = bspaff.And(r, bspaff.Formula{{geq0(atLeastW)}}); err != nil {
			return nil, err
		}
		if f, err = bspaff.Or(f, r); err != nil {
			return nil, err
		}
	}
	return f, nil
}

func absInt64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func floorDiv64(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv64(a, b int64) int64 { return -floorDiv64(-a, b) }
