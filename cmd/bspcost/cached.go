package main

import (
	"encoding/json"
	"sync"

	"bspcost/internal/cache"
)

// Cache kinds: the command whose result a cache entry holds (the key
// includes it, and "bspcost cache stats" counts entries by it).
const (
	kindCheck = "check"
	kindSolve = "solve"
	kindHrel  = "hrel"
	kindEqs   = "equations"
)

// resultCache is an open result cache with the tool's version computed
// once (it may hash the executable). A nil *resultCache, or one with a nil
// cache, caches nothing.
type resultCache struct {
	c       *cache.Cache
	version string
	// open, when set, opens the database at the first lookup (once):
	// opening SQLite and reading the executable's version cost a few
	// milliseconds that a command whose inputs fail to parse, or are not
	// aligned, need not pay.
	open func() *cache.Cache
	once sync.Once
}

// newResultCache wraps c (which may be nil: caching off).
func newResultCache(c *cache.Cache) *resultCache {
	if c == nil {
		return nil
	}
	return &resultCache{c: c, version: c.Version()}
}

// lazyResultCache is a result cache whose database is opened by open (nil:
// caching off) when it is first needed.
func lazyResultCache(open func() *cache.Cache) *resultCache {
	return &resultCache{open: open}
}

// ready opens a lazy cache if not done yet; it reports whether there is a
// database to use.
func (rc *resultCache) ready() bool {
	if rc == nil {
		return false
	}
	rc.once.Do(func() {
		if rc.open != nil {
			if rc.c = rc.open(); rc.c != nil {
				rc.version = rc.c.Version()
			}
		}
	})
	return rc.c != nil
}

// close closes the database, if it was opened.
func (rc *resultCache) close() {
	if rc == nil {
		return
	}
	rc.once.Do(func() {}) // a lazy cache not opened yet stays closed
	if rc.c != nil {
		rc.c.Close()
	}
}

// get decodes the value stored for (kind, options, input) into v. Any
// failure (no entry, no cache, a value that does not decode: an old or
// damaged entry) is a miss, never an error.
func (rc *resultCache) get(kind string, options []string, input []byte, v any) bool {
	if !rc.ready() {
		return false
	}
	b, ok := rc.c.Get(cache.Key(rc.version, kind, options, input))
	if !ok {
		return false
	}
	return json.Unmarshal(b, v) == nil
}

// put stores v as JSON for (kind, options, input).
func (rc *resultCache) put(kind string, options []string, input []byte, v any) {
	if !rc.ready() {
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	rc.c.Put(cache.Key(rc.version, kind, options, input), kind, b)
}

// validBound rejects a decoded value that cannot be a stored boundResult
// (e.g. an entry written by an incompatible build under a colliding
// version): the exit code must be one boundOf returns for a stored
// result, and a bounded one has its three closed forms (a text that does
// not parse fails the decoding: driver.Bound.UnmarshalJSON).
func validBound(r *boundResult) bool {
	switch r.Code {
	case exitOK, exitNoBound:
	default:
		return false
	}
	if r.Code == exitOK {
		if _, _, _, err := r.Exprs(); err != nil {
			return false
		}
	}
	return r.Code == exitNoBound || r.Err == ""
}
