package frontend

// SwitchContractRule switches a rule of the contracts' lowering for the
// mutation tests of other packages' test files in this directory; it
// returns the function that switches it back on.
func SwitchContractRule(rule string) (restore func()) {
	switch rule {
	case "sync":
		contractSyncOn = false
		return func() { contractSyncOn = true }
	case "replicated":
		contractReplicatedOn = false
		return func() { contractReplicatedOn = true }
	}
	panic("unknown contract rule " + rule)
}
