package sim

import (
	"errors"
	"testing"

	"bspcost/frontend"
)

// TestCheckParams checks the point validation used by check --at: the
// same errors as Run for missing, unknown and requires-violating values,
// and no MaxProcs limit.
func TestCheckParams(t *testing.T) {
	prog, err := frontend.Parse("req.bsp", []byte("program req(N) requires N >= nprocs && N % nprocs == 0\n  skip\nend\n"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		p      int
		params map[string]int64
		kind   ErrorKind // -1: no error
	}{
		{"ok", 4, map[string]int64{"N": 8}, -1},
		{"beyond-MaxProcs", 1 << 20, map[string]int64{"N": 1 << 21}, -1},
		{"requires-false", 3, map[string]int64{"N": 10}, ErrRequires},
		{"missing", 4, nil, ErrConfig},
		{"unknown", 4, map[string]int64{"N": 8, "M": 1}, ErrConfig},
		{"zero-p", 0, map[string]int64{"N": 8}, ErrConfig},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckParams(prog, tt.p, tt.params)
			var re *RuntimeError
			switch {
			case tt.kind < 0 && err != nil:
				t.Errorf("error %v, want none", err)
			case tt.kind >= 0 && (!errors.As(err, &re) || re.Kind != tt.kind):
				t.Errorf("error %v, want kind %v", err, tt.kind)
			}
			if tt.kind >= 0 && tt.p >= 1 && tt.p <= MaxProcs {
				// Run says the same.
				_, rerr := Run(prog, Config{P: tt.p, Params: tt.params})
				if rerr == nil || rerr.Error() != err.Error() {
					t.Errorf("Run: %v, CheckParams: %v", rerr, err)
				}
			}
		})
	}
}
