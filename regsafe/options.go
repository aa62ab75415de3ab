package regsafe

// The rules of the check, one constant each, so that the mutation check
// (TestMutations) can switch any of them off and confirm that a test
// notices. Error rules find misuses: off, a program of the tests that has
// the misuse gets no error. Warning rules report what the analysis cannot
// rule out: off, a program of the tests misses its warning. Precision rules
// keep correct programs free of errors and warnings: off, a correct program
// of the tests gets one.
type rule int

const (
	// Error rules.
	ruleUnregistered   rule = iota // a put or get names an area with no registration: error
	rulePending                    // a registration is usable only after the next sync
	ruleSyncRemoves                // a deregistration takes effect at the next sync
	rulePopMatch                   // a pop with no registration of its address to remove: error
	ruleRecent                     // a pop removes the most recent registration of its address
	rulePushCollective             // processes registering different numbers of areas in a superstep: error
	rulePopCollective              // processes deregistering different numbers of times: error
	rulePopSlots                   // processes removing different registrations: error
	ruleRange                      // a put or get past the end of the remote registration: error
	ruleSplitPid                   // a condition on pid splits the processes (else: data, a warning at most)

	// Warning rules.
	ruleMixed          // branches on data that register differently: warning
	ruleNonUniformLoop // a loop that registers and runs a different number of times per process: warning
	rulePrior          // a kernel's caller may have registered its arguments: warning, not error
	ruleAssociate      // processes registering different objects in the same place: warning
	ruleOpaqueCalls    // a function whose code is not among the inputs may register what it is passed: warning, not error
	ruleContractSync   // a cost contract's sync may or may not be a barrier: warning, not error

	// Precision rules.
	ruleNullWildcard // a pop of NULL may remove any registration of NULL (as the others choose)
	ruleUnroll       // a loop with a known trip count is followed iteration by iteration
	rulePoppedUsable // a registration popped in this superstep is usable until the sync
	rulePopPending   // a registration may be popped in the superstep that made it
	ruleEnds         // a path that ends the run (abort, exit) registers nothing after
	numRules
)

var ruleNames = [numRules]string{
	ruleUnregistered:   "unregistered-area",
	rulePending:        "pending-registration",
	ruleSyncRemoves:    "sync-removes",
	rulePopMatch:       "pop-without-registration",
	ruleRecent:         "pop-most-recent",
	rulePushCollective: "push-collective",
	rulePopCollective:  "pop-collective",
	rulePopSlots:       "pop-same-registration",
	ruleRange:          "registered-range",
	ruleSplitPid:       "split-by-pid",
	ruleMixed:          "data-branches",
	ruleNonUniformLoop: "non-uniform-loops",
	rulePrior:          "caller-registrations",
	ruleAssociate:      "associated-objects",
	ruleOpaqueCalls:    "unseen-functions",
	ruleContractSync:   "contract-syncs",
	ruleNullWildcard:   "null-wildcard",
	ruleUnroll:         "unroll",
	rulePoppedUsable:   "popped-usable",
	rulePopPending:     "pop-pending",
	ruleEnds:           "run-ends",
}

func (r rule) String() string { return ruleNames[r] }

// options are the settings only tests change; the zero value is the check
// as documented.
type options struct {
	off [numRules]bool
}

// on reports whether rule r is in force.
func (a *analyzer) on(r rule) bool { return !a.opt.off[r] }
