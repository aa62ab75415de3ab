package hrelation

// MinCasesOn is minCasesOn, for the mutation check of the external tests.
var MinCasesOn = &minCasesOn

// SeqFanOn is seqFanOn, for the mutation check of the external tests.
var SeqFanOn = &seqFanOn
