package llvm

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"
)

// TestNative compiles the programs of testdata/native with clang-14 and
// the one-process BSPlib stub (include/bsp_stub.c, next to the headers Compile supplies), runs
// them, and compares the values they print (name=value, globals and
// variables of the SPMD function) with the simulation of their
// translation on one process: the C front end's semantics against the C
// compiler's.
func TestNative(t *testing.T) {
	clang, err := ClangPath()
	if err != nil {
		t.Skipf("clang-14 is not installed (scripts/install-clang.sh): %v", err)
	}
	files, _ := filepath.Glob("testdata/native/*.c")
	if len(files) == 0 {
		t.Fatal("no programs in testdata/native")
	}
	inc := "include"
	for _, c := range files {
		t.Run(filepath.Base(c), func(t *testing.T) {
			src, err := os.ReadFile(c)
			if err != nil {
				t.Fatal(err)
			}
			params := map[string]int64{}
			if m := regexp.MustCompile(`bspcost-test-run: (\w+)=(-?\d+)`).FindSubmatch(src); m != nil {
				v, _ := strconv.ParseInt(string(m[2]), 10, 64)
				params[string(m[1])] = v
			}
			bin := filepath.Join(t.TempDir(), "prog")
			out, err := exec.Command(clang, "-O0", "-w", "-I", inc, "-o", bin, c, filepath.Join(inc, "bsp_stub.c")).CombinedOutput()
			if err != nil {
				t.Fatalf("clang-14: %v\n%s", err, out)
			}
			out, err = exec.Command(bin).Output()
			if err != nil {
				t.Fatalf("running: %v", err)
			}
			prog, err := TranslateFile(c, Options{})
			if err != nil {
				t.Fatal(err)
			}
			res, err := sim.Run(prog, sim.Config{P: 1, Params: params, Seed: 1})
			if err != nil {
				t.Fatalf("simulating: %v\n%s", err, frontend.Print(prog))
			}
			n := 0
			for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
				name, val, ok := strings.Cut(line, "=")
				if !ok {
					continue
				}
				want, _ := strconv.ParseInt(val, 10, 64)
				got, ok := res.Final[0][name]
				if !ok {
					t.Errorf("%s: not a variable of the translation", name)
					continue
				}
				n++
				if got[0] != want {
					t.Errorf("%s = %d in the translation, %d in C\n%s", name, got[0], want, frontend.Print(prog))
				}
			}
			if n == 0 {
				t.Fatalf("the program printed no name=value line: %q", out)
			}
		})
	}
}
