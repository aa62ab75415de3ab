// Package cache is bspcost's result cache: analysis results stored in a
// SQLite database (modernc.org/sqlite, pure Go), keyed by the SHA-256 of
// the input text, the options that change the result, and the tool's
// version, so that a new version never serves an old answer.
//
// The contract with the commands:
//
//   - The cache is an optimisation only. A missing, unreadable, locked or
//     corrupt database never makes an analysis fail or change its answer:
//     [Open] moves a corrupt file aside (with a warning) and starts afresh;
//     errors during [Cache.Get] and [Cache.Put] turn the cache off for the
//     rest of the process, with one warning.
//   - Several bspcost processes (and the workers of one batch run) may share
//     one database: it runs in WAL mode with a busy timeout, and every write
//     is one transaction (atomic).
//   - Values are opaque bytes (the commands store their rendered result).
//   - Closing does not copy the write-ahead log into the database (SQLite's
//     default, with fsyncs, at the close of its last connection): the log
//     and the shared-memory file stay beside the database, and a process
//     that wrote copies and truncates the log at Close once it is larger
//     than walCheckpointSize (see noCheckpointOnClose).
//   - A hit costs no database write: hits are counted by appending one byte
//     to a side file (the database path + "-hits"), which a later write
//     folds into the counters table; a write transaction would take the
//     write lock (waiting for other writers) and grow the write-ahead log
//     that every open reads; a log that cannot be written (a cache shared
//     read-only) loses the count, not the hit. A miss costs
//     no write of its own either: it is counted in memory and added to
//     the counters table by the store that follows it, in the store's
//     transaction, or at Close when no store follows.
package cache

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"modernc.org/sqlite" // registers the "sqlite" driver
	sqlite3 "modernc.org/sqlite/lib"

	"bspcost/internal/input"
)

// EnvVar names the environment variable that overrides the default
// database path.
const EnvVar = "BSPCOST_CACHE"

// DefaultPath is the database path used when no --cache flag is given:
// $BSPCOST_CACHE if set, else os.UserCacheDir()/bspcost/cache.db.
func DefaultPath() (string, error) {
	if p := os.Getenv(EnvVar); p != "" {
		return p, nil
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "bspcost", "cache.db"), nil
}

// Cache is an open result cache. Its methods are safe for concurrent use.
type Cache struct {
	db   *sql.DB
	path string
	warn io.Writer

	mu  sync.Mutex
	off bool // an error turned the cache off for this process
	// wrote says that this process stored something, so that Close
	// records the files' new state as checked (see Close).
	wrote bool
	// stamp is the database file's checkStamp recorded as checked at
	// open (by quick_check or an earlier process).
	stamp string
	// noHitLog is set once the hit log could not be written.
	noHitLog atomic.Bool
	// misses counts the misses not yet written to the counters table:
	// the store that follows a miss adds them in its own transaction,
	// and Close writes what is left (a miss whose analysis stored
	// nothing), so that a miss costs no write transaction of its own.
	misses int64
}

// busyTimeout is how long a writer waits for another process's write lock
// before the operation fails (and the cache is turned off, not the
// analysis).
const busyTimeout = 5 * time.Second

const schema = `
CREATE TABLE IF NOT EXISTS results (
	key     TEXT PRIMARY KEY,
	kind    TEXT NOT NULL,
	value   BLOB NOT NULL,
	created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS counters (
	name TEXT PRIMARY KEY,
	n    INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS executables (
	path  TEXT PRIMARY KEY,
	size  INTEGER NOT NULL,
	mtime INTEGER NOT NULL,
	hash  TEXT NOT NULL
);`

// Open opens (creating if needed) the database at path. Warnings (a
// corrupt file moved aside) go to warn. An error means the cache cannot be
// used at all (e.g. the directory cannot be created); callers then run
// without a cache.
func Open(path string, warn io.Writer) (*Cache, error) {
	if warn == nil {
		warn = io.Discard
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("cache %s: not a regular file", input.Name(path))
	}
	c, err := open(path, warn)
	if err == nil {
		return c, nil
	}
	if !isCorrupt(err) {
		return nil, fmt.Errorf("cache %s: %w", input.Name(path), err)
	}
	aside := fmt.Sprintf("%s.corrupt-%d", path, time.Now().UnixNano())
	if rerr := os.Rename(path, aside); rerr != nil {
		return nil, fmt.Errorf("cache %s is corrupt (%v) and cannot be moved aside: %w", input.Name(path), err, rerr)
	}
	// The write-ahead log, shared memory, hit log and check stamp belong
	// to the corrupt file.
	os.Remove(path + "-wal")
	os.Remove(path + "-shm")
	os.Remove(path + hitLogSuffix)
	os.Remove(path + checkedSuffix)
	fmt.Fprintf(warn, "bspcost: warning: cache %s was unreadable (%v); moved it to %s and started a new one\n", input.Name(path), err, input.Name(aside))
	return open(path, warn)
}

func open(path string, warn io.Writer) (*Cache, error) {
	// _txlock=immediate: a transaction (a store and the misses before it)
	// takes the write lock at BEGIN, where the busy timeout waits for
	// another writer; a deferred one could fail with SQLITE_BUSY_SNAPSHOT,
	// which no waiting resolves, when another process wrote after it read.
	dsn := "file:" + path + fmt.Sprintf("?_pragma=busy_timeout(%d)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_txlock=immediate", busyTimeout.Milliseconds())
	db := sql.OpenDB(connector{dsn})
	// Processes that open a new database at once race to set WAL mode
	// and create the tables: a connection that read the file and then
	// needs the write lock gets SQLITE_BUSY at once (waiting could
	// deadlock, so the busy timeout does not apply). The step is retried
	// for at most busyTimeout: each is idempotent.
	for deadline := time.Now().Add(busyTimeout); ; {
		_, err := db.Exec(schema)
		if err == nil {
			break
		}
		if !isBusy(err) || time.Now().After(deadline) {
			db.Close()
			return nil, err
		}
		time.Sleep(5 * time.Millisecond)
	}
	// A file that is a database but damaged inside passes the schema step;
	// quick_check reads every page (0.4 ms at 30 KB, 40-170 ms at 11 MB,
	// 20,000 entries), so it runs only when the files changed since the
	// last check that passed (checkStamp).
	stamp := checkStamp(path)
	if old, err := os.ReadFile(path + checkedSuffix); err != nil || stamp == "" || string(old) != stamp {
		quickChecks.Add(1)
		var res string
		if err := db.QueryRow("PRAGMA quick_check").Scan(&res); err != nil {
			db.Close()
			return nil, err
		}
		if res != "ok" {
			db.Close()
			return nil, corruptError(res)
		}
		writeStamp(path, stamp)
	}
	return &Cache{db: db, path: path, warn: warn, stamp: stamp}, nil
}

// writeStamp records stamp as checked. Best effort: without it, the next
// open checks.
func writeStamp(path, stamp string) {
	stampWrites.Add(1)
	os.WriteFile(path+checkedSuffix, []byte(stamp), 0o644)
}

// stampWrites counts the stamps written (for the tests).
var stampWrites atomic.Int64

// checkedSuffix names the file beside the database that records the
// database as last checked by quick_check (checkStamp).
const checkedSuffix = "-checked"

// quickChecks counts the quick_checks run (for the tests).
var quickChecks atomic.Int64 // atomic: handles of one process open at once

// checkStamp identifies the state of the database file: its size and
// modification time. Taken before quick_check, so that a change during
// the check makes the next open check again. A hit changes neither (it
// writes nothing), nor does a store, which goes to the write-ahead log; a
// checkpoint does (Close stamps its own). The log is not in the stamp:
// its frames carry checksums, which SQLite verifies when it rebuilds the
// log's index (at every open that finds no other process using the
// database), and a frame that fails ends the log there, so a damaged log
// loses the last stores, never gives a wrong value. A damaged database
// file that keeps its size and time (a disk's fault) is not checked
// again, but reading it then fails, which turns the cache off with a
// warning, never a wrong answer (values are checked by the commands).
func checkStamp(path string) string {
	st, err := os.Stat(path)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%d %d\n", st.Size(), st.ModTime().UnixNano())
}

// isBusy tells whether err is SQLite's SQLITE_BUSY (any extended code).
func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}

type corruptError string

func (e corruptError) Error() string { return "integrity check: " + string(e) }

// isCorrupt tells whether err says the file is not a (sound) database, the
// case in which moving it aside is right; other errors (permissions, a
// full disk) leave the file alone.
func isCorrupt(err error) bool {
	var ce corruptError
	if errors.As(err, &ce) {
		return true
	}
	s := strings.ToLower(err.Error())
	return strings.Contains(s, "not a database") || strings.Contains(s, "malformed") ||
		strings.Contains(s, "corrupt") || strings.Contains(s, "file is encrypted")
}

// Path is the database file.
func (c *Cache) Path() string { return c.path }

// Close closes the database. When this process wrote (and no error
// turned the cache off) and the database file changed since open (a
// checkpoint copied the log into it), the file it leaves is recorded as
// checked: open found the database sound (quick_check, or a stamp from an
// earlier check), and what changed since went through SQLite. Without
// this, every checkpoint made the next open run quick_check, which reads
// every page (40-170 ms for a cache of 20,000 entries). A damage from
// outside between open and Close goes unnoticed by the stamp as one that
// keeps the file's size and time does: reading fails, the cache turns
// off with a warning, never a wrong answer.
func (c *Cache) Close() error {
	c.mu.Lock()
	misses := c.misses
	c.misses = 0
	off := c.off
	c.mu.Unlock()
	if misses > 0 && !off {
		// Misses no store followed (an analysis ended by a limit, or
		// one that failed): they need a write of their own.
		if err := c.count("misses", misses); err != nil {
			c.disable("counting", err)
		}
	}
	c.mu.Lock()
	wrote := c.wrote && !c.off
	c.mu.Unlock()
	if wrote {
		c.truncateLog(walCheckpointSize)
	}
	err := c.db.Close()
	if wrote && err == nil {
		// Most stores leave the database file as open found it (they
		// went to the log): then the stamp is still right, and writing
		// it again (half a millisecond) is saved.
		if stamp := checkStamp(c.path); stamp != "" && stamp != c.stamp {
			writeStamp(c.path, stamp)
		}
	}
	return err
}

// walCheckpointSize is the size of the write-ahead log above which the
// Close of a process that wrote copies the log into the database and
// truncates it (noCheckpointOnClose says why not at every close). Every
// open reads the log (SQLite rebuilds its index in the shared memory
// file), so the size bounds that read: 256 KiB is some 60 frames, about
// 35 stores of a bound; one checkpoint (about 5 ms, its fsyncs) per that
// many stores.
var walCheckpointSize int64 = 256 << 10

// truncateLog copies the write-ahead log into the database and truncates
// it when it holds min bytes or more. Best effort: when readers or a
// writer of other processes keep it from completing within the busy
// timeout, or it fails, the log stays as it is (sound: it is SQLite's
// log), and a later Close tries again.
func (c *Cache) truncateLog(min int64) {
	st, err := os.Stat(c.path + "-wal")
	if err != nil || st.Size() < min || st.Size() == 0 {
		return
	}
	var busy, frames, copied int64
	c.db.QueryRow("PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &frames, &copied)
}

// disable turns the cache off after an error, with one warning.
func (c *Cache) disable(op string, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.off {
		fmt.Fprintf(c.warn, "bspcost: warning: cache %s: %s failed (%v); continuing without the cache\n", input.Name(c.path), op, err)
	}
	c.off = true
}

func (c *Cache) isOff() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.off
}

// Get returns the value stored under key, recording a hit or a miss.
func (c *Cache) Get(key string) ([]byte, bool) {
	if c == nil || c.isOff() {
		return nil, false
	}
	var v []byte
	err := c.db.QueryRow("SELECT value FROM results WHERE key = ?", key).Scan(&v)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		c.mu.Lock()
		c.misses++
		c.mu.Unlock()
		return nil, false
	case err != nil:
		c.disable("lookup", err)
		return nil, false
	}
	c.logHit()
	if v == nil {
		v = []byte{}
	}
	return v, true
}

// hitLogSuffix names the hit log beside the database: one byte per hit,
// appended with O_APPEND (one write(2) of one byte: atomic, so concurrent
// processes lose none), without fsync (a hit lost in a crash only
// undercounts the statistics).
const hitLogSuffix = "-hits"

// hitLogFold is the size of the hit log above which a write folds it
// into the counters table, so that the log stays small.
var hitLogFold int64 = 64 << 10

// logHit records one hit in the hit log. A log that cannot be written (a
// cache shared read-only) only loses the count: the hit is served all the
// same, and the process stops trying.
func (c *Cache) logHit() {
	if c.noHitLog.Load() {
		return
	}
	f, err := os.OpenFile(c.path+hitLogSuffix, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err == nil {
		_, err = f.Write([]byte{'h'})
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		c.noHitLog.Store(true)
	}
}

// exec runs a statement that writes, noting that this process wrote
// (Close then records the files as checked).
func (c *Cache) exec(query string, args ...any) (sql.Result, error) {
	r, err := c.db.Exec(query, args...)
	if err == nil {
		c.mu.Lock()
		c.wrote = true
		c.mu.Unlock()
		writes.Add(1)
	}
	return r, err
}

// writes counts the write transactions committed (for the tests).
var writes atomic.Int64

// loggedHits is the number of hits in the hit log (its size).
func (c *Cache) loggedHits() int64 {
	if st, err := os.Stat(c.path + hitLogSuffix); err == nil {
		return st.Size()
	}
	return 0
}

// countSQL adds ?2 to the counter named ?1.
const countSQL = "INSERT INTO counters(name, n) VALUES(?, ?) ON CONFLICT(name) DO UPDATE SET n = n + excluded.n"

// count adds n to a counter.
func (c *Cache) count(name string, n int64) error {
	_, err := c.exec(countSQL, name, n)
	return err
}

// foldHits moves the hits of a hit log of at least min bytes into the
// counters table. The log is renamed first (atomic: each concurrent
// appender writes either to the renamed file, counted here, or to a new
// log), so two processes never fold the same hits. A hit appended to the
// renamed file between its measurement and its removal (by a process that
// opened the log just before the rename) is lost: statistics only.
func (c *Cache) foldHits(min int64) error {
	log := c.path + hitLogSuffix
	if st, err := os.Stat(log); err != nil || st.Size() < min || st.Size() == 0 {
		return nil
	}
	tmp := fmt.Sprintf("%s.fold-%d-%d", log, os.Getpid(), time.Now().UnixNano())
	if err := os.Rename(log, tmp); err != nil {
		return nil // another process folded it first
	}
	defer os.Remove(tmp)
	st, err := os.Stat(tmp)
	if err != nil {
		return err
	}
	return c.count("hits", st.Size())
}

// Put stores value under key (kind is the command, for the statistics).
func (c *Cache) Put(key, kind string, value []byte) {
	if c == nil || c.isOff() {
		return
	}
	if value == nil {
		value = []byte{}
	}
	c.mu.Lock()
	misses := c.misses
	c.misses = 0
	c.mu.Unlock()
	err := c.store(key, kind, value, misses)
	if err == nil {
		err = c.foldHits(hitLogFold) // a write is paid for already
	}
	if err != nil {
		c.disable("store", err)
	}
}

// store writes one entry and adds misses to the misses counter, in one
// transaction: one commit for the store and the misses before it.
func (c *Cache) store(key, kind string, value []byte, misses int64) error {
	tx, err := c.db.Begin()
	if err != nil {
		return err
	}
	_, err = tx.Exec("INSERT OR REPLACE INTO results(key, kind, value, created) VALUES(?, ?, ?, ?)",
		key, kind, value, time.Now().Unix())
	if err == nil && misses > 0 {
		_, err = tx.Exec(countSQL, "misses", misses)
	}
	if err != nil {
		tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	c.mu.Lock()
	c.wrote = true
	c.mu.Unlock()
	writes.Add(1)
	return nil
}

// Stats describes the cache's contents.
type Stats struct {
	Path    string         `json:"path"`
	Entries int64          `json:"entries"`
	ByKind  map[string]int `json:"by_kind"`
	Bytes   int64          `json:"bytes"` // database file, its write-ahead log and hit log
	Hits    int64          `json:"hits"`
	Misses  int64          `json:"misses"`
}

// Stats counts entries, size, hits and misses.
func (c *Cache) Stats() (Stats, error) {
	s := Stats{Path: c.path, ByKind: map[string]int{}}
	rows, err := c.db.Query("SELECT kind, COUNT(*) FROM results GROUP BY kind ORDER BY kind")
	if err != nil {
		return s, err
	}
	for rows.Next() {
		var k string
		var n int
		if err := rows.Scan(&k, &n); err != nil {
			rows.Close()
			return s, err
		}
		s.ByKind[k] = n
		s.Entries += int64(n)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return s, err
	}
	for _, name := range []string{"hits", "misses"} {
		var n int64
		err := c.db.QueryRow("SELECT n FROM counters WHERE name = ?", name).Scan(&n)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return s, err
		}
		if name == "hits" {
			s.Hits = n + c.loggedHits()
		} else {
			c.mu.Lock()
			s.Misses = n + c.misses // and this process's misses not written yet
			c.mu.Unlock()
		}
	}
	for _, f := range []string{c.path, c.path + "-wal", c.path + hitLogSuffix} {
		if st, err := os.Stat(f); err == nil {
			s.Bytes += st.Size()
		}
	}
	return s, nil
}

// Clear removes every entry and resets the counters.
func (c *Cache) Clear() error {
	if _, err := c.exec("DELETE FROM results; DELETE FROM counters; DELETE FROM executables"); err != nil {
		return err
	}
	c.mu.Lock()
	c.misses = 0
	c.mu.Unlock()
	if err := os.Remove(c.path + hitLogSuffix); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	_, err := c.exec("VACUUM")
	return err
}

// Key is the cache key of one analysis: the tool version, the command, the
// options that change its result (in a fixed order, given by the caller),
// and the input text. Parts are length-prefixed so that no two different
// part lists hash alike.
func Key(version, kind string, options []string, input []byte) string {
	h := sha256.New()
	part := func(b []byte) {
		fmt.Fprintf(h, "%d:", len(b))
		h.Write(b)
	}
	part([]byte(version))
	part([]byte(kind))
	fmt.Fprintf(h, "%d;", len(options))
	for _, o := range options {
		part([]byte(o))
	}
	part(input)
	return hex.EncodeToString(h.Sum(nil))
}

// Version identifies the running tool for cache keys. A release build
// (module version or clean VCS revision stamped in) uses that; any other
// build (go run, go test, a modified tree) uses the SHA-256 of its own
// executable, so that changing the analysis can never serve an answer of
// the old code. The executable's hash is remembered in the database by
// path, size and modification time, so it is computed once per build.
func (c *Cache) Version() string {
	if v := stampedVersion(); v != "" {
		return v
	}
	exe, err := os.Executable()
	if err != nil {
		return "unknown-" + fmt.Sprint(time.Now().UnixNano()) // never matches: no stale answer
	}
	st, err := os.Stat(exe)
	if err != nil {
		return "unknown-" + fmt.Sprint(time.Now().UnixNano())
	}
	if c != nil && !c.isOff() {
		var h string
		err := c.db.QueryRow("SELECT hash FROM executables WHERE path = ? AND size = ? AND mtime = ?",
			exe, st.Size(), st.ModTime().UnixNano()).Scan(&h)
		if err == nil {
			return "exe-" + h
		}
	}
	h, err := hashFile(exe)
	if err != nil {
		return "unknown-" + fmt.Sprint(time.Now().UnixNano())
	}
	if c != nil && !c.isOff() {
		if _, err := c.exec("INSERT OR REPLACE INTO executables(path, size, mtime, hash) VALUES(?, ?, ?, ?)",
			exe, st.Size(), st.ModTime().UnixNano(), h); err != nil {
			c.disable("store", err)
		}
	}
	return "exe-" + h
}

func hashFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// stampedVersion is the version recorded in the binary by the Go toolchain
// when it identifies one exact source tree, else "".
func stampedVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" && !strings.Contains(v, "+dirty") {
		return "mod-" + v
	}
	var rev string
	modified := true
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value != "false"
		}
	}
	if rev != "" && !modified {
		return "vcs-" + rev
	}
	return ""
}
