package sim

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"bspcost/frontend"
)

// FuzzSimulate runs arbitrary parseable programs on 1 to 4 processes under
// small limits: the simulator must end (no hang, no panic) with a result
// or a RuntimeError, never an internal error.
//
//	go test -run XXX -fuzz=FuzzSimulate -fuzztime=60s -parallel=1 ./frontend/sim
func FuzzSimulate(f *testing.F) {
	for _, dir := range []string{"../../benchmarks/textbook", "../../align/testdata/aligned", "../../align/testdata/unaligned", "../../cmd/bspcost/testdata/limits"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.bsp"))
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(src, uint8(3))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte, p uint8) {
		prog, err := frontend.Parse("fuzz.bsp", src)
		if err != nil {
			return
		}
		params := map[string]int64{}
		for i, id := range prog.Params {
			params[id.Name] = int64(4 + i)
		}
		_, err = Run(prog, Config{P: 1 + int(p%4), Params: params, Seed: int64(p), MaxSteps: 20_000, Timeout: 5 * time.Second})
		var re *RuntimeError
		if err != nil && !errors.As(err, &re) {
			t.Fatalf("error %T: %v", err, err)
		}
		if re != nil && (re.Kind == ErrInternal || re.Kind == ErrTimeLimit) {
			t.Fatalf("%v\n%s", err, src)
		}
	})
}
