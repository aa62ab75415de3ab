// Package driver runs the whole bspcost pipeline on one program and
// returns what every stage found, the way go/types.Config.Check checks a
// package: a Config whose zero value is ready to use, one entry point
// (Config.Analyze) and a typed Report.
//
// The stages, in order (Stage names them):
//
//	StageLoad        the front end: a .bsp program parsed and checked
//	                 (package frontend), or the .c and .ll files of a C
//	                 program translated (frontend/llvm)
//	StageAlign       textual barrier alignment (align)
//	StageHRelation   the h-relation of every superstep (hrelation),
//	                 beside nondet's abstract interpretation
//	StageSequential  the sequential program (nondet), resolved again
//	StageEquations   the cost equations of W, H and S (seqcost)
//	StageBound       their closed forms (solver) and, with
//	                 Config.Supersteps, those of each superstep section
//	                 and of the work of one superstep per opening barrier
//	                 (seqcost.SuperstepProgram)
//
// Every stage reports in package diag's form; the Report's Diagnostics
// are those diag.Diagnostics with the stage that found them and their
// category (a Category constant) always set.
//
// A program the front end refuses, or whose barriers are not aligned, is
// a Report with diagnostics and a Status, not an error: Analyze returns
// an error only when it could not look at the program (an unreadable file,
// clang missing, a bad Config) or when its context was done before a
// stage.
//
// One budget (package budget) bounds an analysis: Config.Timeout's
// deadline from the start of Analyze, the context, and
// Config.MaxOperations. The stages after alignment charge it as they work
// and stop when it is spent; the Report is then StatusLimit with a
// *budget.Exceeded in Err naming the resource (a canceled context is
// Analyze's error instead). Analyze leaves no goroutine running.
//
// cmd/bspcost renders Reports (text, JSON, SARIF) and keeps its
// result cache on top of this package (Config.BeforeCost).
//
// The bounds are values: a Bound holds its closed form as a *solver.Expr
// with its text, and every command that evaluates, compares or sums a
// bound (--at, predict, compare, batch --expected, profile) uses the
// value. What is stored goes through Bound's JSON form: the text, which
// Bound.UnmarshalJSON parses once when the result cache (or a batch
// worker's answer) is read back; that method is the only place a bound
// bspcost found is parsed again.
package driver
