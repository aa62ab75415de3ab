// Package cputime reads the CPU time the process has used, for the
// benchmarks that report it beside the wall time: a loaded machine
// inflates the wall time much more than the CPU time.
package cputime
