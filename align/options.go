package align

// The rules of the analysis, one constant each, so that the mutation check
// (TestMutations) can switch any of them off and confirm that some test
// notices. A rule that no test notices when it is gone is untested. The
// soundness rules make the analysis accept unaligned programs when they are
// off; the precision rules make it reject aligned ones.
type rule int

const (
	// Precision rules.
	ruleTripCount       rule = iota // a for loop whose hi - lo and step are replicated has a replicated trip count
	rulePointReplicated             // an expression whose interval is a single point is replicated
	ruleKnownConst                  // a variable with a known constant value is replicated
	ruleDeadBranch                  // a branch (or loop body) whose condition is decided against it is dead code
	ruleMultipleOf                  // (k * y) % y is 0
	ruleMulZero                     // x * 0 is 0
	ruleShortCircuit                // && and || are decided by one decided operand
	ruleCancel                      // an expression whose polynomial form has replicated atoms only is replicated (pid - pid)
	ruleFormJoin                    // a variable keeps an absolute form (equal forms survive joins); one free of pid is replicated
	ruleGetFixed                    // get from a replicated process at a replicated address, by every process: replicated
	ruleGetRepSrc                   // get of a scalar replicated at the sync, by every process: replicated
	rulePutBijection                // put of a replicated value by every process to a bijection of the processes: replicated
	rulePutRoot                     // if pid == c then for q := 0 to nprocs - 1 do put(q, v, x) end end: replicated
	ruleTransferValues              // a transfer's destination takes the interval of the values transferred (and of its old value)
	ruleAllGather                   // an all-gather into an array of length nprocs makes its contents replicated
	ruleBitIntervals                // the intervals of << >> & | ^ and log2 (off: unbounded)
	ruleFirstPass                   // a loop whose condition holds on entry exits only after an iteration
	ruleSameAny                     // any(same) is replicated (an assignment of it under pid-dependent control is not)

	// Soundness rules.
	ruleCtrlAssign      // an assignment under pid-dependent control makes its variable non-replicated
	rulePendingLands    // put/get destinations become non-replicated at the sync that delivers them
	ruleInputData       // a scalar declared without a value holds input data
	ruleIfCond          // a pid-dependent if condition puts its branches under pid-dependent control
	ruleLoopCond        // a pid-dependent while condition puts the body under pid-dependent control
	ruleForBounds       // pid-dependent for bounds (or step) put the body under pid-dependent control
	rulePidBreak        // a pid-dependent break makes the trip count of its loop pid-dependent
	ruleRest            // after a pid-dependent break/continue, the rest of the iteration is pid-dependent
	ruleFixpoint        // loops are iterated to a fixpoint (off: one pass)
	ruleCounterStart    // a for counter whose start or step is pid-dependent is non-replicated
	ruleQueueData       // what qsize, gettag and move write is non-replicated data
	ruleTransferOnce    // a second transfer into a variable in one superstep makes it no broadcast
	ruleTransferControl // a transfer under pid-dependent control is no broadcast (except the root's)
	ruleKeepOld         // a broadcast on some paths only needs the old value replicated too
	ruleElementWrite    // a write of an element under pid-dependent control, at a pid-dependent index or of a pid-dependent value makes the contents non-replicated

	numRules
)

var ruleNames = [numRules]string{
	ruleTripCount:       "trip-count",
	rulePointReplicated: "point-interval-replicated",
	ruleKnownConst:      "known-constants",
	ruleDeadBranch:      "decided-branch-dead",
	ruleMultipleOf:      "multiple-of",
	ruleMulZero:         "mul-zero",
	ruleShortCircuit:    "short-circuit",
	ruleCancel:          "cancel",
	ruleFormJoin:        "form-join",
	ruleGetFixed:        "get-fixed",
	ruleGetRepSrc:       "get-replicated-source",
	rulePutBijection:    "put-bijection",
	rulePutRoot:         "put-root",
	ruleTransferValues:  "transfer-values",
	ruleAllGather:       "all-gather",
	ruleBitIntervals:    "bit-intervals",
	ruleFirstPass:       "first-pass",
	ruleSameAny:         "same-any",
	ruleCtrlAssign:      "assign-under-pid-control",
	rulePendingLands:    "put-get-lands",
	ruleInputData:       "input-data",
	ruleIfCond:          "if-condition",
	ruleLoopCond:        "while-condition",
	ruleForBounds:       "for-bounds",
	rulePidBreak:        "pid-break",
	ruleRest:            "rest-of-iteration",
	ruleFixpoint:        "loop-fixpoint",
	ruleCounterStart:    "counter-start",
	ruleQueueData:       "queue-data",
	ruleTransferOnce:    "transfer-once",
	ruleTransferControl: "transfer-control",
	ruleKeepOld:         "keep-old",
	ruleElementWrite:    "element-write",
}

func (r rule) String() string { return ruleNames[r] }

// options are the analysis settings that only tests change. The zero value
// is the analysis as documented.
type options struct {
	// noHeadReuse starts every loop fixpoint from the entry state, not from
	// the head state of the loop's previous visit (TestHeadReuse checks
	// that this optimisation changes no fact).
	noHeadReuse bool
	// noMemo analyses every statement of a loop body at every pass, not
	// only those whose inputs changed (memo.go; TestMemo checks that this
	// optimisation changes no fact).
	noMemo bool
	// off switches rules off, for the mutation check.
	off [numRules]bool
}

// on reports whether rule r is in force.
func (a *analyzer) on(r rule) bool { return !a.opt.off[r] }
