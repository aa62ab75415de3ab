package hrelation

// MinCasesOn is minCasesOn, for the mutation check of the external tests.
var MinCasesOn = &minCasesOn
