package regsafe

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bspcost/frontend"
	"bspcost/profile"
)

// runtimeUnchecked are the test programs whose error the counting runtime
// of bspcost profile does not detect: it checks the number of
// registrations of each superstep, not the deregistrations (BSPonMPI
// checks both: the corpus's pop_reg_1 and pop_reg_3 are these two
// programs' analogues, and abort).
var runtimeUnchecked = map[string]bool{"pop_by_some": true, "pop_other_slot": true}

// TestRuntimeOracle runs the test programs with the counting runtime of
// bspcost profile (BSPlib 1.4 semantics, which aborts on a put or get to
// an area not registered or past its registration, a pop without
// registration, processes registering different numbers of areas) on 2
// and 3 processes: a program with an error mark must abort there with a
// registration error (on one of them), and the ok_ programs must not.
// Needs clang-14.
func TestRuntimeOracle(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds every test program")
	}
	cs, _ := filepath.Glob("testdata/*.c")
	for _, c := range cs {
		name := strings.TrimSuffix(filepath.Base(c), ".c")
		want := marks(t, c)
		hasError := false
		for _, w := range want {
			hasError = hasError || w.sev == frontend.SeverityError
		}
		if !hasError && !strings.HasPrefix(name, "ok_") || runtimeUnchecked[name] {
			continue
		}
		t.Run(name, func(t *testing.T) {
			var failures []string
			for _, p := range []int{2, 3} {
				var stderr strings.Builder
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				_, err := profile.Run(ctx, profile.Config{Files: []string{c}, P: p, Params: map[string]int64{"n": 3, "K": 3}, Timeout: time.Minute, Stderr: &stderr})
				cancel()
				if errors.Is(err, profile.ErrNoClang) {
					t.Skip(err)
				}
				var perr *profile.Error
				switch {
				case err == nil:
				case errors.As(err, &perr) && perr.Kind == profile.ErrProgram:
					// The runtime's own message goes to the program's
					// standard error.
					failures = append(failures, perr.Msg+": "+strings.TrimSpace(stderr.String()))
				default:
					t.Fatalf("p = %d: %v", p, err)
				}
			}
			switch {
			case hasError && len(failures) == 0:
				t.Errorf("the check reports an error, the runtime runs the program to its end on 2 and 3 processes")
			case !hasError && len(failures) > 0:
				t.Errorf("a correct program for the check, the runtime aborts: %s", strings.Join(failures, "; "))
			}
			for _, f := range failures {
				if !strings.Contains(f, "regist") {
					t.Errorf("the runtime aborts, not on a registration: %s", f)
				}
			}
		})
	}
}
