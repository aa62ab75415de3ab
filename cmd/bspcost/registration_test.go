package main

import (
	"path/filepath"
	"testing"
)

// TestCheckRegistration: the registration-safety check of C programs
// (package regsafe) in check's outputs: an error on stderr in text, a
// diagnostic of rule RegistrationSafety in JSON, BSP0006 in SARIF (a
// warning's level warning), exit status 1 with the bound still printed;
// a correct program gets none. batch's rows carry the same errors.
func TestCheckRegistration(t *testing.T) {
	const rs = "../../regsafe/testdata/"
	tests := []struct {
		name string
		args []string
	}{
		{"text", []string{"check", rs + "pop_by_some.ll"}},
		{"json", []string{"check", "--json", rs + "put_same_superstep.ll"}},
		{"sarif", []string{"check", "--sarif", rs + "pop_twice.ll"}},
		{"warning", []string{"check", "--json", rs + "warn_data.ll"}},
		{"clean", []string{"check", rs + "ok_basic.ll"}},
		// batch: a row of status error with the bound and the first
		// registration error (exit 1, as check); a correct program's row
		// is a bound.
		{"batch", []string{"batch", "--no-cache", "--no-time", "-j", "1", rs + "pop_by_some.ll", rs + "pop_twice.ll", rs + "ok_basic.ll"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCLI(t, tt.args, filepath.Join("testdata", "check-registration-"+tt.name+".golden"))
		})
	}
}
