package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"bspcost/frontend"
	"bspcost/internal/input"
)

// stdinName names the program read from standard input ("-") in messages.
const stdinName = "<stdin>"

// stdin is where "-" reads from (a variable: tests give their own).
var stdin io.Reader = os.Stdin

// readStdin reads the .bsp program on standard input ("-"), and returns
// the name messages give it.
func readStdin() (name string, src []byte, err error) {
	src, err = input.Read(stdin, stdinName, input.BSP)
	return stdinName, src, frontend.InputError(err)
}

// expandDirs replaces each directory of paths by the files under it
// (recursively) whose names keep accepts, sorted; other paths stay as
// given, in order. A directory without such a file is an error, which
// what (the extensions looked for) describes.
func expandDirs(paths []string, keep func(string) bool, what string) ([]string, error) {
	var out []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil || !st.IsDir() {
			out = append(out, p)
			continue
		}
		found, err := walkFiles(p, keep)
		if err != nil {
			return nil, err
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("no %s file in %s", what, input.Name(p))
		}
		out = append(out, found...)
	}
	return out, nil
}

// walkFiles lists the files under dir whose names keep accepts, sorted.
func walkFiles(dir string, keep func(string) bool) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && keep(path) {
			files = append(files, path)
		}
		return nil
	})
	sort.Strings(files)
	return files, err
}

// checkExt reports whether check looks at a file found in a directory.
func checkExt(name string) bool {
	switch filepath.Ext(name) {
	case ".bsp", ".c", ".ll":
		return true
	}
	return false
}
