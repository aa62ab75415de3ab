package profile

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestRuntimeCache: the first build stores the runtime's objects in the
// user's cache folder, the next builds link them, and a damaged cached
// object is compiled again (the run still right, the cache mended). With
// the cache switched off (runtimeCacheOn), nothing is stored: the test
// fails.
func TestRuntimeCache(t *testing.T) {
	needClang(t)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	clang, err := clangPath()
	if err != nil {
		t.Fatal(err)
	}
	cache := runtimeCacheDir(clang)
	if cache == "" {
		t.Fatal("no cache folder")
	}
	run := func(step string) {
		t.Helper()
		var stdout bytes.Buffer
		res, err := Run(context.Background(), Config{Files: []string{filepath.Join("testdata", "puts.c")}, P: 2, WordSize: 4, Stdout: &stdout, Timeout: time.Minute})
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		if diff := cmp.Diff([]stepHW{{0, 0}, {0, 2}, {0, 3}, {0, 0}}, stepsOf(res)); diff != "" {
			t.Errorf("%s: supersteps (W, h) (-want +got):\n%s", step, diff)
		}
		if diff := cmp.Diff([]string{"0: a=11 c=1,2,3", "1: a=10 c=0,1,2"}, sortedLines(stdout.String())); diff != "" {
			t.Errorf("%s: output (-want +got):\n%s", step, diff)
		}
	}
	cached := func() map[string]int64 {
		t.Helper()
		out := map[string]int64{}
		for _, name := range runtimeSources {
			obj := strings.TrimSuffix(name, ".c") + ".o"
			if fi, err := os.Stat(filepath.Join(cache, obj)); err == nil {
				out[obj] = fi.Size()
			}
		}
		return out
	}
	run("first build")
	first := cached()
	if len(first) != len(runtimeSources) {
		t.Fatalf("after the first build the cache holds %v, want every runtime object", first)
	}
	run("second build")
	if diff := cmp.Diff(first, cached()); diff != "" {
		t.Errorf("the second build changed the cache (-first +second):\n%s", diff)
	}
	if err := os.WriteFile(filepath.Join(cache, "bsprt.o"), []byte("not an object"), 0o644); err != nil {
		t.Fatal(err)
	}
	run("build with a damaged cached object")
	if diff := cmp.Diff(first, cached()); diff != "" {
		t.Errorf("the damaged object was not mended (-first +now):\n%s", diff)
	}
	// No temporary file is left behind.
	ents, err := os.ReadDir(cache)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left in the cache", e.Name())
		}
	}
}
