package profile

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The runtime's objects are the same for every program a clang builds:
// compiling them took 2.6 of the 3 s a small program's build takes, so a
// build keeps them in the user's cache folder
// (os.UserCacheDir()/bspcost/runtime/KEY, KEY a hash of the sources, the
// flags and the clang binary) and the next one links those. Without a
// cache folder (no home), or where it cannot be written, each build
// compiles its own, as before.

// runtimeFlags are the flags each runtime source is compiled with.
var runtimeFlags = []string{"-c", "-O2", "-w"}

// runtimeCacheOn switches the cache (its test switches it off).
var runtimeCacheOn = true

// runtimeCacheDir is the cache folder of the runtime's objects built by
// clang ("" when there is none).
func runtimeCacheDir(clang string) string {
	if !runtimeCacheOn {
		return ""
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "bspcost profile runtime 1\n%q\n", runtimeFlags)
	// The clang binary by its resolved path, size and time: another
	// clang (an upgrade) makes other objects.
	if real, err := filepath.EvalSymlinks(clang); err == nil {
		clang = real
	}
	fi, err := os.Stat(clang)
	if err != nil {
		return ""
	}
	fmt.Fprintf(h, "%s %d %d\n", clang, fi.Size(), fi.ModTime().UnixNano())
	for _, name := range runtimeSources {
		src, _ := runtimeFS.ReadFile("runtime/" + name)
		fmt.Fprintf(h, "%s %d\n", name, len(src))
		h.Write(src)
	}
	return filepath.Join(base, "bspcost", "runtime", hex.EncodeToString(h.Sum(nil))[:24])
}

// runtimeObjects returns the runtime's objects for a build in dir: the
// cached ones (fresh false) or, where one is missing or fresh is asked
// for, compiled into dir and stored in the cache for the next builds.
func runtimeObjects(ctx context.Context, clang, dir string, fresh bool) (objs []string, cached bool, err error) {
	cache := runtimeCacheDir(clang)
	for _, name := range runtimeSources {
		obj := strings.TrimSuffix(name, ".c") + ".o"
		if cache != "" && !fresh {
			if fi, err := os.Stat(filepath.Join(cache, obj)); err == nil && fi.Mode().IsRegular() && fi.Size() > 0 {
				objs = append(objs, filepath.Join(cache, obj))
				cached = true
				continue
			}
		}
		src, _ := runtimeFS.ReadFile("runtime/" + name)
		rtSrc := filepath.Join(dir, name)
		if err := os.WriteFile(rtSrc, src, 0o644); err != nil {
			return nil, false, errorf(ErrInternal, "%v", err)
		}
		rtObj := filepath.Join(dir, obj)
		if err := runTool(ctx, clang, append(append([]string{}, runtimeFlags...), "-o", rtObj, rtSrc), "the runtime"); err != nil {
			return nil, false, internalIfInstrumented(err)
		}
		if cache != "" {
			storeRuntimeObject(cache, obj, rtObj)
		}
		objs = append(objs, rtObj)
	}
	return objs, cached, nil
}

// storeRuntimeObject copies the object made at from into the cache as
// name: written beside it and renamed, so that a build running at the
// same time sees the whole file or none. Failures only leave the cache
// without it.
func storeRuntimeObject(cache, name, from string) {
	data, err := os.ReadFile(from)
	if err != nil || os.MkdirAll(cache, 0o755) != nil {
		return
	}
	tmp, err := os.CreateTemp(cache, name+".*.tmp")
	if err != nil {
		return
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr != nil || cerr != nil || os.Rename(tmp.Name(), filepath.Join(cache, name)) != nil {
		os.Remove(tmp.Name())
	}
}
