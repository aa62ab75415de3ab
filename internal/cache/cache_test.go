package cache

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func openT(t *testing.T, path string) (*Cache, *bytes.Buffer) {
	t.Helper()
	var warn bytes.Buffer
	c, err := Open(path, &warn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c, &warn
}

func TestGetPutStatsClear(t *testing.T) {
	c, warn := openT(t, filepath.Join(t.TempDir(), "sub", "cache.db"))
	k := Key("v1", "check", []string{"--json"}, []byte("program x end"))
	if _, ok := c.Get(k); ok {
		t.Fatal("hit in an empty cache")
	}
	c.Put(k, "check", []byte("result"))
	v, ok := c.Get(k)
	if !ok || string(v) != "result" {
		t.Fatalf("Get = %q, %v", v, ok)
	}
	c.Put(Key("v1", "solve", nil, []byte("eq")), "solve", nil)
	if v, ok := c.Get(Key("v1", "solve", nil, []byte("eq"))); !ok || len(v) != 0 {
		t.Fatalf("empty value: %q, %v", v, ok)
	}
	s, err := c.Stats()
	if err != nil {
		t.Fatal(err)
	}
	s.Bytes, s.Path = 0, ""
	want := Stats{Entries: 2, ByKind: map[string]int{"check": 1, "solve": 1}, Hits: 2, Misses: 1}
	if diff := cmp.Diff(want, s); diff != "" {
		t.Errorf("stats (-want +got):\n%s", diff)
	}
	if err := c.Clear(); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Get(k); ok {
		t.Error("hit after Clear")
	}
	if warn.Len() != 0 {
		t.Errorf("warnings: %s", warn)
	}
}

func TestKeyDistinguishes(t *testing.T) {
	base := Key("v1", "check", []string{"a", "b"}, []byte("x"))
	others := []string{
		Key("v2", "check", []string{"a", "b"}, []byte("x")),
		Key("v1", "hrel", []string{"a", "b"}, []byte("x")),
		Key("v1", "check", []string{"ab"}, []byte("x")),
		Key("v1", "check", []string{"a", "b", ""}, []byte("x")),
		Key("v1", "check", []string{"a"}, []byte("bx")),
		Key("v1", "check", []string{"a", "b"}, []byte("y")),
	}
	for i, o := range others {
		if o == base {
			t.Errorf("key %d equals the base key", i)
		}
	}
	if Key("v1", "check", []string{"a", "b"}, []byte("x")) != base {
		t.Error("Key is not deterministic")
	}
}

// TestCorruptMovedAside: a garbage file, a truncated database and a
// database with a damaged page are each moved aside with a warning, and
// the new cache works.
func TestCorruptMovedAside(t *testing.T) {
	// A real database with some content, to truncate and damage.
	dir := t.TempDir()
	good := filepath.Join(dir, "good.db")
	c, _ := openT(t, good)
	for i := 0; i < 200; i++ {
		c.Put(strconv.Itoa(i), "check", bytes.Repeat([]byte{'x'}, 500))
	}
	c.truncateLog(0) // the entries into the database file (Close leaves them in the log)
	c.Close()
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	if wal, err := os.ReadFile(good + "-wal"); err == nil && len(wal) > 0 {
		t.Fatalf("%d bytes left in the write-ahead log after a checkpoint", len(wal))
	}
	if len(data) < 4096*3 {
		t.Fatalf("database of %d bytes: the damage below would miss it", len(data))
	}
	damaged := append([]byte(nil), data...)
	for i := 4096 + 100; i < len(damaged) && i < 4096*3; i++ {
		damaged[i] = 0xA5
	}
	cases := map[string][]byte{
		"garbage":   []byte(strings.Repeat("this is not a database\n", 100)),
		"truncated": data[:len(data)/3],
		"header":    data[:50],
		"damaged":   damaged,
	}
	for name, content := range cases {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "cache.db")
			if err := os.WriteFile(path, content, 0o644); err != nil {
				t.Fatal(err)
			}
			c, warn := openT(t, path)
			if !strings.Contains(warn.String(), "moved it to") {
				// A truncated file may still be a readable database whose
				// damage SQLite only sees on access: then Get/Put must
				// degrade, never fail.
				t.Logf("no warning at open (%q)", warn)
			}
			k := Key("v", "check", nil, []byte("p"))
			c.Put(k, "check", []byte("r"))
			if v, ok := c.Get(k); ok && string(v) != "r" {
				t.Fatalf("wrong value %q from a rebuilt cache", v)
			}
			if name == "garbage" || name == "header" {
				if !strings.Contains(warn.String(), "moved it to") {
					t.Errorf("no move-aside warning: %q", warn)
				}
				if v, ok := c.Get(k); !ok || string(v) != "r" {
					t.Errorf("rebuilt cache does not work: %q %v", v, ok)
				}
				aside, _ := filepath.Glob(path + ".corrupt-*")
				if len(aside) != 1 {
					t.Errorf("corrupt file not kept aside: %v", aside)
				}
			}
		})
	}
}

func TestOpenNotRegular(t *testing.T) {
	dir := t.TempDir()
	if _, err := Open(dir, nil); err == nil {
		t.Error("Open of a directory succeeded")
	}
}

// writerEnv makes the test binary act as one writer process of
// TestConcurrentProcesses.
const writerEnv = "BSPCOST_CACHE_TEST_WRITER"

func TestMain(m *testing.M) {
	if spec := os.Getenv(writerEnv); spec != "" {
		// path|id|n
		f := strings.Split(spec, "|")
		id, _ := strconv.Atoi(f[1])
		n, _ := strconv.Atoi(f[2])
		if err := writeMany(f[0], id, n); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func writeMany(path string, id, n int) error {
	var warn bytes.Buffer
	c, err := Open(path, &warn)
	if err != nil {
		return err
	}
	defer c.Close()
	for i := 0; i < n; i++ {
		k := fmt.Sprintf("w%d-%d", id, i)
		if v, ok := c.Get(k); ok {
			return fmt.Errorf("writer %d: %s found before it was stored (%q)", id, k, v)
		}
		c.Put(k, "check", []byte(k))
		if v, ok := c.Get(k); !ok || string(v) != k {
			return fmt.Errorf("writer %d: lost %s (%q, %v); warnings: %s", id, k, v, ok, warn.String())
		}
	}
	if warn.Len() != 0 {
		return fmt.Errorf("writer %d: %s", id, warn.String())
	}
	return nil
}

func checkAll(t *testing.T, path string, writers, n int) {
	t.Helper()
	c, _ := openT(t, path)
	for id := 0; id < writers; id++ {
		for i := 0; i < n; i++ {
			k := fmt.Sprintf("w%d-%d", id, i)
			if v, ok := c.Get(k); !ok || string(v) != k {
				t.Fatalf("entry %s lost", k)
			}
		}
	}
}

// inParallel runs f(0), ..., f(k-1) in goroutines of their own, at once,
// and returns the errors they returned (nil ones left out).
func inParallel(k int, f func(id int) error) []error {
	var wg sync.WaitGroup
	errs := make([]error, k)
	for id := 0; id < k; id++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[id] = f(id)
		}()
	}
	wg.Wait()
	var out []error
	for _, err := range errs {
		if err != nil {
			out = append(out, err)
		}
	}
	return out
}

// TestConcurrentHandles: several handles in one process (the batch
// workers' situation) write at once; nothing is lost.
func TestConcurrentHandles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	const writers, n = 4, 50
	for _, err := range inParallel(writers, func(id int) error { return writeMany(path, id, n) }) {
		t.Error(err)
	}
	checkAll(t, path, writers, n)
}

// TestConcurrentProcesses: several bspcost-like processes share one
// database.
func TestConcurrentProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	const writers, n = 3, 40
	var cmds []*exec.Cmd
	var outs []*bytes.Buffer
	for id := 0; id < writers; id++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%d|%d", writerEnv, path, id, n))
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, outs = append(cmds, cmd), append(outs, &out)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("writer %d: %v\n%s", i, err, outs[i])
		}
	}
	checkAll(t, path, writers, n)
}

func TestVersionStable(t *testing.T) {
	c, _ := openT(t, filepath.Join(t.TempDir(), "cache.db"))
	v1 := c.Version()
	v2 := c.Version()
	if v1 != v2 || v1 == "" || strings.HasPrefix(v1, "unknown") {
		t.Errorf("Version = %q then %q", v1, v2)
	}
}

// TestHitLog: hits go to the hit log, not the database, and are counted
// exactly, also when writes fold the log into the counters table (a small
// fold size here), after a reopen, and across processes; Clear resets
// them.
func TestHitLog(t *testing.T) {
	defer func(old int64) { hitLogFold = old }(hitLogFold)
	for _, fold := range []int64{64 << 10, 3} {
		t.Run(fmt.Sprint("fold", fold), func(t *testing.T) {
			hitLogFold = fold
			path := filepath.Join(t.TempDir(), "cache.db")
			c, warn := openT(t, path)
			var hits, misses int64
			for i := 0; i < 20; i++ {
				k := Key("v", "check", nil, []byte(strconv.Itoa(i%7)))
				if _, ok := c.Get(k); ok {
					hits++
				} else {
					misses++
					c.Put(k, "check", []byte("r"))
				}
			}
			if hits != 13 || misses != 7 {
				t.Fatalf("%d hits, %d misses", hits, misses)
			}
			c.Put(Key("v", "check", nil, []byte("x")), "check", []byte("r")) // a write: folds
			c.Close()
			c, _ = openT(t, path)
			c.Get(Key("v", "check", nil, []byte("0")))
			s, err := c.Stats()
			if err != nil {
				t.Fatal(err)
			}
			if s.Hits != 14 || s.Misses != 7 {
				t.Errorf("stats: %d hits, %d misses; want 14, 7", s.Hits, s.Misses)
			}
			logged := c.loggedHits()
			if fold > 14 && logged != 14 {
				t.Errorf("%d hits in the log, want 14 (no fold)", logged)
			}
			if fold == 3 && logged != 1 {
				t.Errorf("%d hits in the log, want 1 (13 folded)", logged)
			}
			if err := c.Clear(); err != nil {
				t.Fatal(err)
			}
			if s, _ := c.Stats(); s.Hits != 0 || s.Misses != 0 {
				t.Errorf("after Clear: %d hits, %d misses", s.Hits, s.Misses)
			}
			if warn.Len() != 0 {
				t.Errorf("warnings: %s", warn)
			}
		})
	}
	// Processes: each writer of TestConcurrentProcesses has n misses
	// (each written with its store) and n hits.
	path := filepath.Join(t.TempDir(), "cache.db")
	const writers, n = 3, 30
	var cmds []*exec.Cmd
	for id := 0; id < writers; id++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%d|%d", writerEnv, path, id, n))
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, cmd)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("writer %d: %v", i, err)
		}
	}
	c, _ := openT(t, path)
	if s, err := c.Stats(); err != nil || s.Hits != writers*n || s.Misses != writers*n {
		t.Errorf("stats %+v, %v: want %d hits and %d misses", s, err, writers*n, writers*n)
	}
}

// TestHitLogUnwritable: a hit log that cannot be written (a cache shared
// read-only; here the log's path is a directory, which fails for any
// user) costs the count only: every hit is still served, the cache stays
// on, and nothing is printed.
func TestHitLogUnwritable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	c, warn := openT(t, path)
	keys := []string{Key("v", "check", nil, []byte("a")), Key("v", "check", nil, []byte("b"))}
	c.Put(keys[0], "check", []byte("ra"))
	if err := os.Mkdir(path+hitLogSuffix, 0o755); err != nil {
		t.Fatal(err)
	}
	var got []string
	for range 3 {
		v, ok := c.Get(keys[0])
		got = append(got, fmt.Sprintf("%s %v", v, ok))
	}
	c.Put(keys[1], "check", []byte("rb"))
	v, ok := c.Get(keys[1])
	got = append(got, fmt.Sprintf("%s %v", v, ok))
	want := []string{"ra true", "ra true", "ra true", "rb true"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("lookups (-want +got):\n%s", diff)
	}
	if warn.Len() != 0 {
		t.Errorf("warnings: %s", warn)
	}
}

// TestQuickCheckOnChange: quick_check runs at the open of a new or changed
// database and not again while only hits read it; a file damaged since
// the last check is still moved aside.
func TestQuickCheckOnChange(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	opens := func(want int, what string) {
		t.Helper()
		n := quickChecks.Load()
		c, err := Open(path, nil)
		if err != nil {
			t.Fatal(err)
		}
		k := Key("v", "check", nil, []byte("p"))
		if _, ok := c.Get(k); !ok {
			c.Put(k, "check", bytes.Repeat([]byte{'r'}, 3000))
		}
		c.Close()
		if got := quickChecks.Load() - n; got != int64(want) {
			t.Errorf("%s: %d quick_checks, want %d", what, got, want)
		}
	}
	opens(1, "new database (a miss that stores)")
	opens(0, "the store went to the log, which the stamp leaves out")
	opens(0, "a hit")
	opens(0, "another hit")
	// A store whose Close copies the log into the database file changes
	// the file, and that Close records it as checked; a store that leaves
	// the file alone writes no stamp.
	def := walCheckpointSize
	defer func() { walCheckpointSize = def }()
	for i, size := range []int64{1, def} {
		w := stampWrites.Load()
		c, err := Open(path, nil)
		if err != nil {
			t.Fatal(err)
		}
		walCheckpointSize = size
		c.Put(Key("v", "check", nil, []byte(strconv.Itoa(i))), "check", []byte("r"))
		c.Close()
		walCheckpointSize = def
		if got, want := stampWrites.Load()-w, int64(1-i); got != want {
			t.Errorf("store %d (log checkpointed at close: %v): %d stamps written, want %d", i, i == 0, got, want)
		}
		opens(0, fmt.Sprintf("after store %d", i))
	}
	// The entry is in the write-ahead log (no checkpoint at close): copy
	// it into the database, whose pages the damage below hits. A
	// checkpoint by a process that stored nothing changes the files
	// without a stamp, so the next open checks.
	c, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.truncateLog(0)
	c.Close()
	opens(1, "checkpointed by a process that stored nothing")
	// Damage a page of the results table: the file changes, so the next
	// open checks it and moves it aside.
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	// First a damage that keeps the file's size and time (a disk's
	// fault): the open trusts the stamp, but reading fails, and the
	// cache turns itself off with a warning: a miss, never a wrong value.
	same := bytes.Clone(data)
	for i := 4096; i < len(same); i++ {
		same[i] = 0xA5
	}
	if err := os.WriteFile(path, same, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, st.ModTime(), st.ModTime()); err != nil {
		t.Fatal(err)
	}
	var offWarn bytes.Buffer
	c, err = Open(path, &offWarn)
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := c.Get(Key("v", "check", nil, []byte("p"))); ok {
		t.Errorf("damaged database (same size and time) gave a value: %q", v)
	}
	c.Close()
	if !strings.Contains(offWarn.String(), "continuing without the cache") {
		t.Errorf("damaged database (same size and time): no warning, got %q", offWarn.String())
	}
	for i := 4096; i < len(data); i++ {
		data[i] = 0xA5
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var warn bytes.Buffer
	c, err = Open(path, &warn)
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
	if !strings.Contains(warn.String(), "moved it to") {
		t.Errorf("damaged file not moved aside: %q", warn.String())
	}
}

// BenchmarkHit is what a cache hit costs a process inside the cache
// package: open an existing database, look one key up, close.
//
//	go test -run XXX -bench Hit ./internal/cache
func BenchmarkHit(b *testing.B) {
	path := filepath.Join(b.TempDir(), "c.db")
	c, err := Open(path, nil)
	if err != nil {
		b.Fatal(err)
	}
	c.Put("k", "check", []byte("v"))
	c.Close()
	for b.Loop() {
		c, err := Open(path, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, ok := c.Get("k"); !ok {
			b.Fatal("miss")
		}
		c.Close()
	}
}

// TestMissesCounted: a miss costs no write of its own: the store that
// follows it adds it in its own transaction (one write for both), and a
// miss that no store follows is written at Close; the statistics count
// every miss, also before they are written and across a reopen.
func TestMissesCounted(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	c, warn := openT(t, path)
	k := Key("v", "check", nil, []byte("p"))
	w := writes.Load()
	if _, ok := c.Get(k); ok {
		t.Fatal("hit in an empty cache")
	}
	c.Put(k, "check", []byte("r"))
	if got := writes.Load() - w; got != 1 {
		t.Errorf("a miss and its store: %d write transactions, want 1", got)
	}
	c.Get(Key("v", "check", nil, []byte("q"))) // a miss no store follows
	c.Get(Key("v", "check", nil, []byte("r")))
	if s, err := c.Stats(); err != nil || s.Misses != 3 || s.Hits != 0 {
		t.Errorf("stats before Close: %+v, %v; want 3 misses", s, err)
	}
	w = writes.Load()
	c.Close()
	if got := writes.Load() - w; got != 1 {
		t.Errorf("Close with two misses not written: %d write transactions, want 1", got)
	}
	c, _ = openT(t, path)
	if s, err := c.Stats(); err != nil || s.Misses != 3 {
		t.Errorf("stats after a reopen: %+v, %v; want 3 misses", s, err)
	}
	if warn.Len() != 0 {
		t.Errorf("warnings: %s", warn)
	}
}

// TestWALKeptAtClose: a store leaves its write-ahead log beside the
// database at Close, with no checkpoint into the database (no fsync, and
// the database file unchanged), while the log is below
// walCheckpointSize; the next open reads the entry from the log. Above
// the size, Close copies the log into the database and truncates it.
// (This fails when noCheckpointOnClose is switched off, or when a new
// version of the driver no longer has the fields it reads.)
func TestWALKeptAtClose(t *testing.T) {
	defer func(old int64) { walCheckpointSize = old }(walCheckpointSize)
	path := filepath.Join(t.TempDir(), "cache.db")
	k := Key("v", "check", nil, []byte("p"))
	c, _ := openT(t, path)
	c.Put(Key("v", "check", nil, []byte("first")), "check", []byte("r"))
	c.truncateLog(0) // the schema and first entry into the database
	before, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	c.Put(k, "check", []byte("value"))
	c.Close()
	after, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if after.Size() != before.Size() || !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("the database file changed at Close (size %d -> %d): the log was checkpointed", before.Size(), after.Size())
	}
	wal, err := os.Stat(path + "-wal")
	if err != nil || wal.Size() == 0 {
		t.Fatalf("no write-ahead log left at Close (%v)", err)
	}
	if wal.Size() >= walCheckpointSize {
		t.Fatalf("log of %d bytes: not below walCheckpointSize", wal.Size())
	}
	c, _ = openT(t, path)
	if v, ok := c.Get(k); !ok || string(v) != "value" {
		t.Errorf("entry in the log: Get = %q, %v", v, ok)
	}
	c.Close()

	// Above walCheckpointSize, a writer's Close empties the log into the
	// database: a copy of the database file alone holds the entry.
	walCheckpointSize = 1
	c, _ = openT(t, path)
	k2 := Key("v", "check", nil, []byte("q"))
	c.Put(k2, "check", []byte("value2"))
	c.Close()
	if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() != 0 {
		t.Errorf("log of %d bytes left by a Close above walCheckpointSize", wal.Size())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	alone := filepath.Join(t.TempDir(), "alone.db")
	if err := os.WriteFile(alone, data, 0o644); err != nil {
		t.Fatal(err)
	}
	c, _ = openT(t, alone)
	for _, kv := range [][2]string{{k, "value"}, {k2, "value2"}} {
		if v, ok := c.Get(kv[0]); !ok || string(v) != kv[1] {
			t.Errorf("database file alone: Get = %q, %v; want %q", v, ok, kv[1])
		}
	}
}

// TestOpenNewAtOnce: handles that open one new database at the same
// time all open it (the first statement is retried on SQLITE_BUSY:
// setting WAL mode and creating the tables race, and SQLite does not
// wait there).
func TestOpenNewAtOnce(t *testing.T) {
	for round := 0; round < 20; round++ {
		path := filepath.Join(t.TempDir(), "cache.db")
		errs := inParallel(8, func(int) error {
			c, err := Open(path, nil)
			if err != nil {
				return err
			}
			c.Close()
			return nil
		})
		for _, err := range errs {
			t.Fatalf("round %d: %v", round, err)
		}
	}
}

// TestConcurrentCheckpoints: handles that each open, miss, store and
// close again and again, every Close copying the log into the database
// and truncating it (walCheckpointSize 1) while the others read and
// write: nothing is lost, no warning, and every miss is counted.
func TestConcurrentCheckpoints(t *testing.T) {
	defer func(old int64) { walCheckpointSize = old }(walCheckpointSize)
	walCheckpointSize = 1
	path := filepath.Join(t.TempDir(), "cache.db")
	const writers, n = 4, 15
	errs := inParallel(writers, func(id int) error {
		for i := 0; i < n; i++ {
			if err := writeMany(path, id*n+i, 1); err != nil {
				return err
			}
		}
		return nil
	})
	for _, err := range errs {
		t.Error(err)
	}
	checkAll(t, path, writers*n, 1)
	c, _ := openT(t, path)
	if s, err := c.Stats(); err != nil || s.Entries != writers*n || s.Misses != writers*n {
		t.Errorf("stats %+v, %v: want %d entries and misses", s, err, writers*n)
	}
}
