package hrelation

import (
	"math/big"

	"bspcost/frontend"
	"bspcost/polyhedra"
)

// A domain part often states a congruence through a floor that an
// equality pins (isl's exists (e = floor((1 - p)/4) : p + 4e = 1), p ≡ 1
// mod 4). Written as C divisions, (p + 4 * (((1 - p) - (((1 - p) % 4 + 4)
// % 4)) / 4) - 1 == 0), the sequential analysis only bounds the
// remainders and loses the case (h of a superstep whose receivers depend
// on p's parity is charged at every p); written `nprocs % 4 == 1` it
// keeps it as one of nprocs's residues.
//
// pinnedDivsOn switches the rule (its test switches it off).
var pinnedDivsOn = true

// PinnedDivsOn is pinnedDivsOn for the tests of the stages after this
// one: their rules for the C divisions' form of a congruence show only
// with it off.
var PinnedDivsOn = &pinnedDivsOn

// congruence is row ≡ 0 (mod mod), row over the constant, the columns
// and the part's divs (zero at the divs).
type congruence struct {
	row []*big.Int
	mod *big.Int
}

// pinDivs returns the rows of a part (over the constant, n columns and
// divs) with each div that an equality pins replaced by its value: the
// equality l + k*e = 0 becomes the congruence l ≡ 0 (mod |k|), and e is
// -l/k in the other rows (multiplied by |k|). Only where that is e's value
// at every point of the congruence, so the rows describe the same set:
// floor(num/den) = -l/k wherever k divides l, which holds when num/den +
// l/k is a constant in [0, 1).
func pinDivs(eqs, ineqs [][]*big.Int, divs []polyhedra.DivDef, n int) ([][]*big.Int, [][]*big.Int, []congruence) {
	if !pinnedDivsOn || len(divs) == 0 {
		return eqs, ineqs, nil
	}
	width := 1 + n + len(divs)
	pad := func(r []*big.Int) []*big.Int { return padRow(r, width) }
	eqs = padAll(eqs, pad)
	ineqs = padAll(ineqs, pad)
	var congr []congruence
	for j, d := range divs {
		c := 1 + n + j
		if usedByDivs(divs, c) || !onlyCols(pad(d.Num), n) {
			continue
		}
		at := -1
		for i, r := range eqs {
			if r[c].Sign() != 0 && onlyColsBut(r, n, c) {
				at = i
				break
			}
		}
		if at < 0 {
			continue
		}
		k := eqs[at][c]
		K := new(big.Int).Abs(k)
		l := pad(eqs[at])
		l[c].SetInt64(0)
		// num*K + s*l*den must be a constant in [0, den*K).
		chk := make([]*big.Int, width)
		num := pad(d.Num)
		for i := range chk {
			chk[i] = new(big.Int).Mul(num[i], K)
			t := new(big.Int).Mul(l[i], d.Den)
			if k.Sign() > 0 {
				chk[i].Add(chk[i], t)
			} else {
				chk[i].Sub(chk[i], t)
			}
		}
		if !onlyCols(chk, 0) || chk[0].Sign() < 0 || chk[0].Cmp(new(big.Int).Mul(d.Den, K)) >= 0 {
			continue
		}
		eqs = append(eqs[:at:at], eqs[at+1:]...)
		pinned := congruence{row: l, mod: K}
		// a*e in a row is, times K, a*(-s*l).
		subst := func(rows [][]*big.Int) {
			for i, r := range rows {
				a := r[c]
				if a.Sign() == 0 {
					continue
				}
				f := new(big.Int).Neg(a)
				if k.Sign() < 0 {
					f.Neg(f)
				}
				out := make([]*big.Int, width)
				for x := range out {
					out[x] = new(big.Int).Mul(r[x], K)
					out[x].Add(out[x], new(big.Int).Mul(f, l[x]))
				}
				out[c].SetInt64(0)
				rows[i] = out
			}
		}
		subst(eqs)
		subst(ineqs)
		if !pinned.impliedBy(eqs) {
			congr = append(congr, pinned)
		}
	}
	return eqs, ineqs, congr
}

// impliedBy reports whether an equality of eqs (over the columns) times
// some c is g's row modulo g's modulus (nprocs = 2*k + 1 makes nprocs odd,
// nprocs = 1 too): the congruence then adds nothing but a case to the
// sequential analysis.
func (g congruence) impliedBy(eqs [][]*big.Int) bool {
	if !g.mod.IsInt64() || g.mod.Int64() > 64 {
		return false
	}
	for _, r := range eqs {
		for c := int64(1); c < g.mod.Int64(); c++ {
			same := true
			for i := range g.row {
				d := new(big.Int).Mul(big.NewInt(c), r[i])
				d.Sub(g.row[i], d)
				if d.Mod(d, g.mod).Sign() != 0 {
					same = false
					break
				}
			}
			if same {
				return true
			}
		}
	}
	return false
}

// padRow is a copy of r with width entries, zeros past r's.
func padRow(r []*big.Int, width int) []*big.Int {
	out := make([]*big.Int, width)
	for i := range out {
		out[i] = new(big.Int)
		if i < len(r) {
			out[i].Set(r[i])
		}
	}
	return out
}

func padAll(rows [][]*big.Int, pad func([]*big.Int) []*big.Int) [][]*big.Int {
	out := make([][]*big.Int, len(rows))
	for i, r := range rows {
		out[i] = pad(r)
	}
	return out
}

// usedByDivs reports whether a div's numerator reads column c.
func usedByDivs(divs []polyhedra.DivDef, c int) bool {
	for _, d := range divs {
		if c < len(d.Num) && d.Num[c].Sign() != 0 {
			return true
		}
	}
	return false
}

// onlyCols reports whether r is zero past its first 1+n entries.
func onlyCols(r []*big.Int, n int) bool {
	for _, x := range r[min(1+n, len(r)):] {
		if x.Sign() != 0 {
			return false
		}
	}
	return true
}

// onlyColsBut is onlyCols but for column c.
func onlyColsBut(r []*big.Int, n, c int) bool {
	for i := 1 + n; i < len(r); i++ {
		if i != c && r[i].Sign() != 0 {
			return false
		}
	}
	return true
}

// expr writes the congruence over cols: `x % m == v` where it reads one
// column x, with a coefficient prime to m, and v is 0 or the part's
// constraints keep x >= 0 (x % m is negative at a negative x); else
// `(l) % m == 0`, l's coefficients reduced modulo m (C's remainder is 0
// exactly at the multiples of m, of either sign).
func (g congruence) expr(cols []frontend.Expr, eqs, ineqs [][]*big.Int) (frontend.Expr, error) {
	m := g.mod
	red := make([]*big.Int, len(g.row))
	one, nonzero := -1, 0
	for i, x := range g.row {
		red[i] = new(big.Int).Mod(x, m)
		if i > 0 && red[i].Sign() != 0 {
			nonzero++
			one = i
		}
	}
	mod, err := lit(m)
	if err != nil {
		return nil, err
	}
	if nonzero == 1 && one-1 < len(cols) {
		if v, ok := g.residue(red, one); ok && (v.Sign() == 0 || colNonNegative(one, eqs, ineqs)) {
			val, err := lit(v)
			if err != nil {
				return nil, err
			}
			return bin(bin(cols[one-1], frontend.REM, mod), frontend.EQL, val), nil
		}
	}
	a, err := affine(red, cols)
	if err != nil {
		return nil, err
	}
	return bin(&frontend.ParenExpr{X: bin(&frontend.ParenExpr{X: a}, frontend.REM, mod)}, frontend.EQL, &frontend.IntLit{Lit: "0"}), nil
}

// residue is v in 0..m-1 with c*x + red[0] ≡ 0 (mod m) exactly where x ≡
// v, c = red[col]; false where c is not prime to m.
func (g congruence) residue(red []*big.Int, col int) (*big.Int, bool) {
	inv := new(big.Int).ModInverse(red[col], g.mod)
	if inv == nil {
		return nil, false
	}
	v := new(big.Int).Neg(red[0])
	v.Mul(v, inv)
	return v.Mod(v, g.mod), true
}

// colNonNegative reports whether a row of ineqs or eqs reads column c alone
// and keeps it >= 0.
func colNonNegative(c int, eqs, ineqs [][]*big.Int) bool {
	for _, r := range ineqs {
		if c < len(r) && r[c].Sign() > 0 && r[0].Sign() <= 0 && single(r, c) {
			return true
		}
	}
	for _, r := range eqs {
		if c < len(r) && r[c].Sign() != 0 && r[0].Sign() != r[c].Sign() && single(r, c) {
			return true
		}
	}
	return false
}

// single reports whether r reads column c alone (besides its constant).
func single(r []*big.Int, c int) bool {
	for i := 1; i < len(r); i++ {
		if i != c && r[i].Sign() != 0 {
			return false
		}
	}
	return true
}
