// Package bspaff is the bridge from .bsp expressions to polyhedra: it turns
// int expressions and conditions of a program into piecewise affine forms
// and formulas (disjunctions of conjunctions of affine constraints), and
// those into polyhedra sets. The later stages (hrelation, nondet, seqcost)
// build their integer sets through it.
//
// # The contract
//
//   - Columns are keyed by *frontend.Object, never by name: `var floor`,
//     `var exists` and `var mod` are legal .bsp names, and names repeat in
//     sibling scopes. Variables that are not program objects (the target
//     pid of a put, a word index, a div) are fresh objects made by
//     [Builder.NewVar]. Names appear only when a set is built: every column
//     gets a unique display name, which is what the set prints.
//   - The caller says what each identifier is ([Builder.Leaf]): a column
//     (possibly a different one, e.g. pid as the source or the target
//     pid), or not usable.
//   - Products, sums and differences are normalised as polynomials over the
//     columns, so that (q + 1) * b - q * b is b. A result must be of
//     degree at most one to be affine.
//   - Division and remainder by non-zero constants are exact, with the C
//     semantics of .bsp (truncation toward zero, remainder with the sign of
//     the dividend): they become floor divs over two pieces (dividend >= 0
//     and < 0). Shifts by a constant k are exact too: x << k is x·2^k,
//     x >> k one floor div by 2^k (the arithmetic shift floors), and
//     x & (2^k - 1) is x - 2^k·floor(x / 2^k) (two's complement); other bit
//     operations are opaque. min and max become pieces too. The pieces of an expression
//     partition the whole space, with one exception: a division or
//     remainder by a non-constant affine divisor, when the caller's
//     [Builder.Quotient] bounds its quotient within the context the caller
//     will use the result in, becomes one piece per quotient value; those
//     pieces partition that context only. A non-constant divisor with the
//     dividend's affine form (`v % N` with v = N), or the dividend's text
//     without `any` (`N / p % (N / p)`), gives 1 and remainder 0: where it
//     is 0 the division is a runtime error (sameQuotientOn, sameTextOn).
//     A constant dividend is 0 for 0 and otherwise one piece per value of
//     its quotient, within Quotient's range or, for c <= 16, among the few
//     values c / j takes (`9 % p` is 0 at p = 1 and 3, 1 at p = 2 and 4,
//     9 - p on 5..9 and 9 from p = 10, each piece affine in p, not a
//     column of any value in 0..p-1: constDividendOn).
//   - A subterm that is not affine (a product of two columns that does not
//     cancel, a division by a variable, an array element, `any`) is never
//     dropped silently: it is turned into a column by [Builder.Opaque] when
//     the caller allows it (a replicated value fixed for the whole
//     question, such as N / p), and otherwise reported as a
//     [*NonAffineError] naming the node. [Builder.CondOver] is the one
//     explicit exception: it over-approximates a condition by replacing
//     each literal it cannot express by true, and returns those literals.
//   - Coefficients are int64 with checked arithmetic; an overflow makes
//     the expression non-affine (reported), never a wrapped value.
package bspaff
