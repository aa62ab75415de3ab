package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"sort"

	"bspcost/internal/cache"
	"bspcost/internal/input"
)

// cacheFlags are the flags every caching command takes.
type cacheFlags struct {
	path    string
	noCache bool
}

func (f *cacheFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.path, "cache", "", "result cache database (default $"+cache.EnvVar+", else the user cache dir's bspcost/cache.db)")
	fs.BoolVar(&f.noCache, "no-cache", false, "neither read nor write the result cache")
}

// open returns the cache to use, or nil when caching is off or the
// database cannot be opened (a warning on stderr: the analysis goes on
// without a cache, never fails because of it).
func (f *cacheFlags) open(stderr io.Writer) *cache.Cache {
	if f.noCache {
		return nil
	}
	path := f.path
	if path == "" {
		var err error
		if path, err = cache.DefaultPath(); err != nil {
			fmt.Fprintf(stderr, "bspcost: warning: no cache directory (%v); continuing without the cache\n", err)
			return nil
		}
	}
	c, err := cache.Open(path, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "bspcost: warning: %v; continuing without the cache\n", err)
		return nil
	}
	return c
}

// runCache is "bspcost cache stats [--json]" and "bspcost cache clear".
func runCache(args []string, stdout, stderr io.Writer) int {
	usage := func() int {
		fmt.Fprintln(stderr, "usage: bspcost cache stats [--json] [--cache PATH]\n       bspcost cache clear [--cache PATH]")
		return exitBadInput
	}
	if len(args) == 0 {
		return usage()
	}
	sub := args[0]
	if sub != "stats" && sub != "clear" {
		return usage()
	}
	synopsis := "bspcost cache clear [--cache PATH]"
	if sub == "stats" {
		synopsis = "bspcost cache stats [--json] [--cache PATH]"
	}
	fs := newFlagSet("cache "+sub, synopsis, stderr)
	var cf cacheFlags
	fs.StringVar(&cf.path, "cache", "", "result cache database (default $"+cache.EnvVar+", else the user cache dir's bspcost/cache.db)")
	asJSON := fs.Bool("json", false, "print the statistics as JSON")
	rest, code, ok := parseArgs(fs, args[1:])
	if !ok {
		return code
	}
	if len(rest) != 0 {
		return usage()
	}
	c := cf.open(stderr)
	if c == nil {
		return exitBadInput
	}
	defer c.Close()
	switch sub {
	case "clear":
		if err := c.Clear(); err != nil {
			fmt.Fprintf(stderr, "bspcost cache clear: %v\n", err)
			return exitBadInput
		}
		fmt.Fprintf(stdout, "cleared %s\n", input.Name(c.Path()))
		return exitOK
	}
	s, err := c.Stats()
	if err != nil {
		fmt.Fprintf(stderr, "bspcost cache stats: %v\n", err)
		return exitBadInput
	}
	if *asJSON {
		b, _ := json.MarshalIndent(s, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
		return exitOK
	}
	fmt.Fprintf(stdout, "cache:   %s\nentries: %d", input.Name(s.Path), s.Entries)
	kinds := make([]string, 0, len(s.ByKind))
	for k := range s.ByKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for i, k := range kinds {
		sep := ", "
		if i == 0 {
			sep = " ("
		}
		fmt.Fprintf(stdout, "%s%s %d", sep, k, s.ByKind[k])
	}
	if len(kinds) > 0 {
		fmt.Fprint(stdout, ")")
	}
	fmt.Fprintf(stdout, "\nsize:    %d bytes\nhits:    %d\nmisses:  %d\n", s.Bytes, s.Hits, s.Misses)
	return exitOK
}
