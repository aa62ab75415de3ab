package main

import (
	"bytes"
	"database/sql"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/internal/cache"
	"bspcost/internal/golden"
)

// TestMain points the default result cache at a temporary database, so
// that tests which do not pass --cache never touch the user's cache.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "bspcost-test-cache")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv(cache.EnvVar, filepath.Join(dir, "cache.db"))
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// runOut runs the command and returns exit code, stdout and stderr.
func runOut(args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := run(args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// transcript is the text of a command's golden file: the command line
// shown, the exit code, stdout and stderr.
func transcript(shown []string, code int, stdout, stderr string) string {
	return fmt.Sprintf("$ bspcost %s\nexit: %d\n-- stdout --\n%s-- stderr --\n%s", strings.Join(shown, " "), code, stdout, stderr)
}

// checkCLI runs the command with args and compares its transcript with
// the golden file.
func checkCLI(t *testing.T, args []string, goldenFile string) {
	t.Helper()
	code, stdout, stderr := runOut(args...)
	golden.Check(t, goldenFile, transcript(args, code, stdout, stderr))
}

// cacheCounts returns the hits and misses recorded in the database.
func cacheCounts(t *testing.T, db string) (hits, misses int64) {
	t.Helper()
	c, err := cache.Open(db, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	s, err := c.Stats()
	if err != nil {
		t.Fatal(err)
	}
	return s.Hits, s.Misses
}

// TestCacheHitMiss runs each caching command three times on a fresh
// database (without the cache, then a miss that stores, then a hit) and
// checks that the three outputs are identical and that the second run
// was a miss and the third a hit.
func TestCacheHitMiss(t *testing.T) {
	dir := t.TempDir()
	ces := filepath.Join(dir, "loop.ces")
	if err := os.WriteFile(ces, []byte("eq(f(A,B),1,[f(A-1,B)],[A>=B+1]).\neq(f(A,B),0,[],[B>=A]).\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const tb = "../../benchmarks/textbook/"
	tests := [][]string{
		{"check", tb + "scan_block.bsp"},
		{"check", tb + "compress.bsp", tb + "fold.bsp"},
		{"check", "testdata/check-work12.bsp"}, // not aligned: nothing cached, same output
		{"solve", ces},
		{"solve", "--json", ces},
		{"solve", "--competition", ces},
		{"hrel", tb + "scan.bsp"},
		{"hrel", "--json", tb + "fold.bsp"},
		{"hrel", "--explain", tb + "compress.bsp"},
		{"equations", tb + "fold.bsp"},
		{"equations", "--resource", "H", tb + "compress.bsp"},
	}
	for i, args := range tests {
		db := filepath.Join(dir, fmt.Sprintf("c%d.db", i))
		name := strings.Join(args, " ")
		code0, out0, err0 := runOut(append(args, "--no-cache")...)
		code1, out1, err1 := runOut(append(args, "--cache", db)...)
		h1, m1 := cacheCounts(t, db)
		code2, out2, err2 := runOut(append(args, "--cache", db)...)
		h2, m2 := cacheCounts(t, db)
		if args[1] == "--json" && args[0] == "solve" {
			// The seconds differ between the uncached runs.
			out0, out1 = maskSeconds(out0), maskSeconds(out1)
			out2 = maskSeconds(out2)
		}
		for _, r := range []struct {
			code     int
			out, err string
		}{{code1, out1, err1}, {code2, out2, err2}} {
			if r.code != code0 || r.out != out0 || r.err != err0 {
				t.Errorf("%s: outputs differ:\nno cache: exit %d\n%s%s\ncached: exit %d\n%s%s", name, code0, out0, err0, r.code, r.out, r.err)
			}
		}
		if args[1] == "testdata/check-work12.bsp" {
			continue
		}
		if h1 != 0 || m1 == 0 || h2 == 0 || m2 != m1 {
			t.Errorf("%s: hits/misses %d/%d after the first run, %d/%d after the second; want 0/n, then a hit and no new miss", name, h1, m1, h2, m2)
		}
	}
}

// maskSeconds hides the "seconds" values of solve --json.
func maskSeconds(s string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		if strings.Contains(line, `"seconds":`) {
			line = `"seconds": X` + "\n"
		}
		b.WriteString(line)
	}
	return b.String()
}

// TestCacheRename: the key is the program text, not its name; a copy
// under another name is a hit and prints what an uncached run prints for
// that name.
func TestCacheRename(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	src, err := os.ReadFile("../../align/testdata/aligned/clamped_data.bsp") // it has over-approximation notes
	if err != nil {
		t.Fatal(err)
	}
	a, b := filepath.Join(dir, "a.bsp"), filepath.Join(dir, "b.bsp")
	for _, f := range []string{a, b} {
		if err := os.WriteFile(f, src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	runOut("check", "--cache", db, a)
	code, out, errs := runOut("check", "--cache", db, b)
	code0, out0, errs0 := runOut("check", "--no-cache", b)
	if code != code0 || out != out0 || errs != errs0 {
		t.Errorf("copy: cached\n%s%s\nuncached\n%s%s", out, errs, out0, errs0)
	}
	if !strings.Contains(out, "note: "+b+":") {
		t.Errorf("the notes do not name the copy:\n%s", out)
	}
	if h, _ := cacheCounts(t, db); h != 1 {
		t.Errorf("%d hits, want 1", h)
	}
}

// TestCacheCorrupt: a database file holding garbage, or cut short, gives
// a warning on stderr and the correct result.
func TestCacheCorrupt(t *testing.T) {
	const prog = "../../benchmarks/textbook/scan_block.bsp"
	_, want, _ := runOut("check", "--no-cache", prog)
	dir := t.TempDir()
	good := filepath.Join(dir, "good.db")
	runOut("check", "--cache", good, prog)
	// The result is in the write-ahead log, which closing leaves beside
	// the file: copy it into the file, so that cutting the file short
	// damages the entry's pages.
	sdb, err := sql.Open("sqlite", good)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sdb.Exec("PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		t.Fatal(err)
	}
	sdb.Close()
	raw, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string][]byte{
		"garbage":   bytes.Repeat([]byte("not a database "), 1000),
		"truncated": raw[:len(raw)/2+7],
		"header":    raw[:100],
	} {
		db := filepath.Join(dir, name+".db")
		if err := os.WriteFile(db, content, 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := runOut("check", "--cache", db, prog)
		if code != exitOK || out != want || !strings.Contains(errs, "warning") {
			t.Errorf("%s: exit %d, stdout\n%s\nstderr\n%s", name, code, out, errs)
		}
		// The rebuilt cache works: a second run is a hit, same output.
		if code, out, _ := runOut("check", "--cache", db, prog); code != exitOK || out != want {
			t.Errorf("%s: second run: exit %d\n%s", name, code, out)
		}
	}
}

// BenchmarkCheckCold and BenchmarkCheckWarm measure "bspcost check" of a
// textbook program without the cache (the whole analysis) and with a
// cache that holds its result (parse, alignment, one lookup). Each
// iteration opens the database, as a command does.
func BenchmarkCheckCold(b *testing.B) {
	benchCheck(b, "--no-cache")
}

func BenchmarkCheckWarm(b *testing.B) {
	db := filepath.Join(b.TempDir(), "c.db")
	run([]string{"check", "--cache", db, benchProg}, io.Discard, io.Discard)
	benchCheck(b, "--cache", db)
}

const benchProg = "../../benchmarks/textbook/compress.bsp"

func benchCheck(b *testing.B, flags ...string) {
	args := append(append([]string{"check"}, flags...), benchProg)
	for i := 0; i < b.N; i++ {
		if code := run(args, io.Discard, io.Discard); code != exitOK {
			b.Fatalf("exit %d", code)
		}
	}
}
