package solver

import (
	"math/big"
	"slices"
)

// A remainder of the parameters (6 % p, N % p, the program's own or one
// the analysis derived) reaches a bound as its closed form x - y*floor(x/y)
// (seqcost's derived parameters), which Pretty writes mod(x, y): the form
// a person reads, and ParseExpr reads back (Mod). A case on it reads as
// one too: [mod(6, p) = 0], not [p*floor(6/p) >= 6].

// opModText is the remainder mod(x, y) = x - y*floor(x/y) of Pretty's
// tree (modsOut): printed, never built by the constructors nor evaluated.
const opModText Op = 1000

// Mod returns x - y*floor(x/y), the remainder mod(x, y) Pretty prints.
func Mod(x, y *Expr) *Expr { return Sub(x, Mul(y, Floor(Div(x, y)))) }

// modsOut is e with each sum's term k*y*floor(x/y) written -k*mod(x, y)
// + k*x: where x is a constant (the sum's constant takes k*x) or the sum
// has the term -k*x, which cancels it (y a constant c: k*floor(x/c) is
// (k/c)*c*floor(x/c)).
func modsOut(e *Expr) *Expr {
	if len(e.Args) == 0 || noModText {
		return e
	}
	args := make([]*Expr, len(e.Args))
	changed := false
	for i, a := range e.Args {
		args[i] = modsOut(a)
		changed = changed || args[i] != a
	}
	if e.Op == OpAdd {
		if out, ok := modSum(args); ok {
			return out
		}
	}
	if !changed {
		return e
	}
	return &Expr{Op: e.Op, Val: e.Val, Name: e.Name, Args: args}
}

// modSum is modsOut of a sum of args (false: no remainder in it).
func modSum(args []*Expr) (*Expr, bool) {
	args = slices.Clone(args)
	found := false
	for i := 0; i < len(args); i++ {
		k, t := splitCoef(args[i])
		x, y, ok := floorProduct(t)
		if !ok {
			// k*floor(x/c), c a constant: (k/c)*c*floor(x/c).
			var c *big.Rat
			if x, c, ok = floorByConst(t); !ok {
				continue
			}
			y, k = constOf(c), new(big.Rat).Quo(k, c)
		}
		// k*y*floor(x/y) = -k*mod(x, y) + k*x.
		negK := new(big.Rat).Neg(k)
		mod := &Expr{Op: opModText, Args: []*Expr{x, y}}
		if c, isConst := x.IsConst(); isConst {
			kc := new(big.Rat).Mul(k, c)
			args[i] = scale(negK, mod)
			if kc.Sign() != 0 {
				args = addConst(args, kc)
			}
			found = true
			continue
		}
		xs := x.String()
		for j := range args {
			kj, tj := splitCoef(args[j])
			if j != i && kj.Cmp(negK) == 0 && tj.String() == xs {
				args[i] = scale(negK, mod)
				args = slices.Delete(args, j, j+1)
				found = true
				if j < i {
					i--
				}
				break
			}
		}
	}
	if !found {
		return nil, false
	}
	if len(args) == 1 {
		return args[0], true
	}
	return &Expr{Op: OpAdd, Args: args}, true
}

// addConst adds c to the constant term of the sum's args (a new one, last,
// where there is none; dropped where it becomes 0).
func addConst(args []*Expr, c *big.Rat) []*Expr {
	for i, a := range args {
		if v, ok := a.IsConst(); ok {
			s := new(big.Rat).Add(v, c)
			if s.Sign() == 0 {
				return slices.Delete(args, i, i+1)
			}
			args[i] = constOf(s)
			return args
		}
	}
	return append(args, constOf(c))
}

// floorProduct matches t = y*floor(x/y) (the factors of y in any order
// around the floor): x and y.
func floorProduct(t *Expr) (x, y *Expr, ok bool) {
	if t.Op != OpMul {
		return nil, nil, false
	}
	for i, f := range t.Args {
		if f.Op != OpFloor || f.Args[0].Op != OpDiv {
			continue
		}
		rest := slices.Delete(slices.Clone(t.Args), i, i+1)
		var yy *Expr
		if len(rest) == 1 {
			yy = rest[0]
		} else {
			yy = Mul(rest...)
		}
		if yy.String() == f.Args[0].Args[1].String() {
			return f.Args[0].Args[0], f.Args[0].Args[1], true
		}
	}
	return nil, nil, false
}

// modNonNeg reports whether the variable v of an atomLin form is a
// remainder mod(x, y) with x a constant >= 0 or a form NonNegative shows:
// >= 0 at every point (y >= 1 puts it in 0..y-1, and the quotient by a
// y <= 0 is x itself, so that x - y*x >= 0).
func modNonNeg(v string, atoms map[string]*Expr) bool {
	a := atoms[v]
	return a != nil && NonNegative(a.Args[0])
}

// floorByConst matches t = floor(x/c), c an integer >= 2 (the quotient
// by a constant is x times 1/c): x and c.
func floorByConst(t *Expr) (x *Expr, c *big.Rat, ok bool) {
	if t.Op != OpFloor {
		return nil, nil, false
	}
	k, x := splitCoef(t.Args[0])
	if k.Sign() <= 0 || !k.Num().IsInt64() || k.Num().Int64() != 1 || k.IsInt() {
		return nil, nil, false
	}
	if _, isConst := x.IsConst(); isConst {
		return nil, nil, false
	}
	return x, new(big.Rat).SetInt(k.Denom()), true
}

// atomLin is LinOf for Pretty's cases: a sum of constant multiples of
// variables and of remainders mod(x, y) (each a variable named by its
// text, recorded in atoms when atoms is not nil).
func atomLin(e *Expr, atoms map[string]*Expr) (Lin, bool) {
	if l, ok := LinOf(e); ok {
		return l, true
	}
	terms := []*Expr{e}
	if e.Op == OpAdd {
		terms = e.Args
	}
	l := Lin{Const: new(big.Rat)}
	for _, a := range terms {
		if v, ok := a.IsConst(); ok {
			l.Const = new(big.Rat).Add(l.Const, v)
			continue
		}
		k, t := splitCoef(a)
		switch t.Op {
		case OpVar:
			l = l.AddScaled(k, LinVar(t.Name))
		case opModText:
			l = l.AddScaled(k, LinVar(t.String()))
			if atoms != nil {
				atoms[t.String()] = t
			}
		default:
			return Lin{}, false
		}
	}
	return l, true
}
