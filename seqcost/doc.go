// Package seqcost turns a sequential .bsp program into cost equations
// (package solver's System, the PUBS/CoFloCo model) for one resource at a
// time: the W system counts the program's {e * r} annotations, H its
// {e * g}, S its {e * l}. Each is a worst case of its own, as in the BSP
// cost model.
//
// # Contract
//
// The input is the *sequential* program that nondet produces from an
// aligned BSP program (its worst-case sequential cost bounds the parallel
// cost), but any program that frontend accepted is translated: pid is then
// read as an arbitrary process id in 0..nprocs-1, a put or get as an
// arbitrary change of the variable it writes, and sync as nothing (only
// annotations cost). [Equations] never under-approximates the program's
// behaviours: every execution of the program is a derivation of the
// equations whose cost is the annotations' cost along it. Constructs
// outside the linear model are over-approximated soundly (a variable whose
// new value is not linear becomes unconstrained, a condition that is not
// linear constrains nothing) and each such step is reported as a [Note].
//
// # Translation
//
// The equations are in continuation-passing form, like the integer
// transition systems of the Termination Competition: a relation is a
// program point (the entry "main", each loop head, the point after each
// loop, and a join of paths past Options.MaxAlternatives), its arguments
// are the integer scalars live at that point (per for loop, its counter,
// bound and step, which are evaluated once, count as scalars), and an
// equation is a path between two points: the annotations' costs along it,
// the linear constraints of the conditions it takes, and a call of the
// next point with the values the assignments gave. Only the statements and
// scalars that can change the resource's cost are translated (the others
// change no relevant value and cost nothing); paths whose constraints
// contradict are dropped. A translation whose live sets add up to more
// than MaxWork is refused with ErrTooLarge. A branch
// condition becomes one equation per disjunct of its disjunctive normal
// form (`!=` is `<` or `>`; past MaxAlternatives disjuncts it constrains
// nothing, with a note, except for the negation of one of h's cases,
// which only leaves that case's words out: quietElseOn); min and max become one equation per possible
// argument; division and remainder by a positive constant k become a fresh
// variable q with k·q - (k-1) <= x <= k·q + (k-1) (resp. |r| <= k-1), which
// covers C's truncation toward zero (a dividend whose own constraints
// keep it within -(k-1)..k-1, a remainder by a smaller constant, is its
// own remainder, quotient 0; the floor idiom (a - ((a % k + k) % k)) / k
// of the h-relations is one variable per floor(a / k), so that cases of
// p's parity exclude each other: quoclosed.go); shifts by a constant, masks 2^k - 1,
// the other bit operators and log2 as bits.go says. A quotient or
// remainder of values of the entry arguments (N / p, (N / p) % p: signs
// from the requires clause and the derived parameters' least values) is a
// derived parameter with its closed form, its least value an entry fact
// where a condition tests it alone; so is x % k of such an x by a
// constant (N % 3 == 1 is a case of N, [mod(N, 3) = 1]). Where the
// requires clause shows 0 <= x <= y, x % y is x or 0 and x / y is 0 or 1,
// one alternative each for x < y and x = y (outside loops); 0 / y and
// 0 % y are 0. By another divisor y
// (a zero divisor stops the run, so |y| >= 1 on every path that goes on),
// where the requires clause shows an operand's sign, the quotient keeps
// its sign and |x / y| <= |x| (one alternative per sign of x when only y's
// is known, or neither's in a quotient that is no operand of another
// division), the remainder its sign and |x % y| <= min(|x|, |y| - 1)
// (one alternative per sign of x when only y's is known and x is not a
// constant: a loop counter's i % N >= 2 needs i >= 2) (pid % y, y a positive parameter, is between 0 and y - 1, and a
// quotient by y of a dividend made of parameters and such remainders is
// between the quotients at its range's ends: divrange.go); a
// cost with several cases forks its path, one equation per case. A product
// of two values that are not
// constants (and not a derived parameter) is expanded, and each product
// of variables in it is one unconstrained variable per distinct product
// (monomial.go), so that equal products cancel (pid*b + b - 1 - pid*b is
// b - 1), but a square v·v is at least |v| (a guard r * r < n bounds r),
// and a product x·y that an equation uses is bounded by the box of x and
// y in its constraints (McCormick's inequalities); a product of a value
// of the entry arguments with a quotient of one by a constant is a
// derived parameter with its exact closed form (quoclosed.go); a
// monomial whose factors are arguments of a relation is a ghost argument
// of it, passed as the product of the factors' values at each call, so
// that q*b is one value in the equations of two loops (ghost.go);
// in a cost, such a variable is written as its product again, with
// common factors taken out (b*(p - k - 1)), for the solver to bound and sum.
//
// A variable assigned once outside loops from the entry arguments
// (x := x is no assignment) is that value wherever it is read.
//
// A cost run (a stretch of statements that only assigns variables dead at
// its end and charges costs, nondet's h pieces) whose in-line translation
// would need a join becomes a relation "c" of its own that the path
// calls and goes on (costrun.go). After a loop, the variables its body
// may change are arbitrary, except one the body changes only by assigning
// constants (between the least of them and of its value before, and the
// greatest) and one it changes only by v := any and an assume over v and
// unchanged variables (its value before, or one the assume allows: pid
// after a loop with a barrier). Arguments that hold the same constant
// at every call of a relation (a for loop's step 1) are folded into its
// equations (fold.go): the derivations and costs stay exactly the same;
// so are locals that an equation's bounds fix, and the variables of a
// loop's first-iteration equation that the calls setting its flag fix
// (its counter's initial value: flagfacts.go).
// A loop that only a geometrically growing counter leaves is bounded for
// the runs in which it ends (a Note at the loop: geometric.go), two
// iterations at a time where its multiplier may be negative (unroll.go;
// around inner loops with |c| a hidden argument of the body's relations:
// double.go),
// the h summed in a cost run is charged at the run's joins (flush.go), and a
// counter halved in place forks by its sign, so that a halving loop is
// counted logarithmically (docs/internals/seqcost.md lists every rule).
//
// [SuperstepProgram] cuts from the sequential program the code one
// barrier opens, up to the next barrier, as a program whose W bounds the
// work of every superstep that barrier opens (check --supersteps, the W
// bound of profile).
//
// The entry relation main has as arguments nprocs (printed p) and the
// parameters; the requires clause, where linear, is its precondition, with
// nprocs >= 1.
//
// A bound is over the program's names, simplified under the requires
// clause, and rounded down where it takes a fraction at some sampled point
// of the requires clause (floorCount): W, H and S are integers on every
// run, and the solver's rational sums leave a half where a case of p = 1
// is N + 1/2 (floorCountOn).
package seqcost
