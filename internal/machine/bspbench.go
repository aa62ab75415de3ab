package machine

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"bspcost/internal/input"
)

// Bench is what one run of BSPedupack's bspbench measured: its "bottom
// line" `p= 16, r= 6006.977 Mflop/s, g= 273.7, l= 81023.0`.
type Bench struct {
	File string
	Line int     // line of the bottom line
	P    int     // processes
	R    float64 // flop/s (bspbench prints Mflop/s)
	G    float64 // flops per 8-byte word
	L    float64 // flops per barrier
}

// ParseError is a positioned error in a bspbench output file.
type ParseError struct {
	File string
	Line int
	Msg  string
}

func (e *ParseError) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", input.Name(e.File), e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", input.Name(e.File), e.Line, e.Msg)
}

// bottomLine matches bspbench's bottom line. It is compiled at its first
// use (sync.OnceValue), not when bspcost starts: every process would pay
// for it, and most never read bspbench output.
var bottomLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*p=\s*(\S+?),\s*r=\s*(\S+?)\s+Mflop/s,\s*g=\s*(\S+?),\s*l=\s*(\S+?)\s*$`)
})

// maxWordLen bounds the word size of a bspbench output, in bytes (it is
// sizeof(double): 8 on every machine bspbench runs on).
const maxWordLen = 1 << 10

// maxBenchLine bounds one line of a bspbench output (its lines are short;
// a longer one means the file is something else).
const maxBenchLine = 4096

// ParseBench reads one bspbench output. The bottom line is the measured
// summary: it comes after "The bottom line for this BSP computer is:"; if
// the file has several runs, the last one counts.
func ParseBench(file string, r io.Reader) (Bench, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1024), maxBenchLine)
	var (
		b       Bench
		found   bool
		line    int
		expect  bool // the previous line announced the bottom line
		wordLen = 8
	)
	for sc.Scan() {
		line++
		text := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(text), "size double =") {
			// The word size converts g (below): it must be a positive
			// number of bytes, not one that makes g infinite or negative.
			f := strings.Fields(text)
			if len(f) < 4 {
				return Bench{}, &ParseError{file, line, fmt.Sprintf("size double: no value in %q", excerpt(text))}
			}
			n, err := strconv.Atoi(f[3])
			if err != nil || n < 1 || n > maxWordLen {
				return Bench{}, &ParseError{file, line, fmt.Sprintf("size double = %q is not a word size in bytes (1..%d)", excerpt(f[3]), maxWordLen)}
			}
			wordLen = n
		}
		if strings.Contains(text, "The bottom line for this BSP computer is") {
			expect = true
			continue
		}
		if !expect {
			continue
		}
		expect = false
		m := bottomLine().FindStringSubmatch(text)
		if m == nil {
			return Bench{}, &ParseError{file, line, fmt.Sprintf("expected the bottom line `p= P, r= R Mflop/s, g= G, l= L`, found %q", excerpt(text))}
		}
		p, err := strconv.Atoi(m[1])
		if err != nil || p < 1 {
			return Bench{}, &ParseError{file, line, fmt.Sprintf("p = %q is not a positive integer", m[1])}
		}
		var v [3]float64
		for i, s := range m[2:5] {
			x, err := strconv.ParseFloat(s, 64)
			if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || x < 0 {
				return Bench{}, &ParseError{file, line, fmt.Sprintf("%s = %q is not a non-negative number", [3]string{"r", "g", "l"}[i], s)}
			}
			v[i] = x
		}
		if v[0] == 0 {
			return Bench{}, &ParseError{file, line, "r = 0 Mflop/s"}
		}
		b, found = Bench{File: file, Line: line, P: p, R: v[0] * 1e6, G: v[1], L: v[2]}, true
		for _, f := range []struct {
			name string
			v    float64
		}{{"r", b.R}, {"g", b.G}, {"l", b.L}} {
			if err := CheckValue(f.name, f.v, f.name == "r"); err != nil {
				return Bench{}, &ParseError{file, line, strings.TrimPrefix(err.Error(), "machine profile: ")}
			}
		}
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return Bench{}, &ParseError{file, line + 1, fmt.Sprintf("line longer than %d bytes: not a bspbench output", maxBenchLine)}
		}
		return Bench{}, &ParseError{file, line, err.Error()}
	}
	if !found {
		return Bench{}, &ParseError{File: file, Msg: "no bottom line (`The bottom line for this BSP computer is:` then `p= P, r= R Mflop/s, g= G, l= L`): not a complete bspbench output"}
	}
	if wordLen != 8 {
		// bspbench's g is per word of the size it printed; bspcost counts
		// 8-byte words, so convert rather than silently mix sizes.
		b.G = b.G * 8 / float64(wordLen)
		if err := CheckValue("g", b.G, false); err != nil {
			return Bench{}, &ParseError{file, b.Line, fmt.Sprintf("%s (g converted to 8-byte words from size double = %d)", strings.TrimPrefix(err.Error(), "machine profile: "), wordLen)}
		}
	}
	return b, nil
}

func excerpt(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// ReadBench reads a bspbench output file (a regular text file of at most
// input.Bench.Max bytes).
func ReadBench(path string) (Bench, error) {
	b, err := input.ReadFile(path, input.Bench)
	if err != nil {
		return Bench{}, err
	}
	return ParseBench(path, bytes.NewReader(b))
}

// FromBench builds a profile from bspbench runs, one table entry per
// distinct p. Several runs at the same p are combined conservatively (the
// smallest r, the largest g and l): a prediction should not be optimistic
// because one run was lucky. The p range is that of the runs.
func FromBench(name string, runs []Bench) (*Profile, error) {
	if len(runs) == 0 {
		return nil, fmt.Errorf("no bspbench runs")
	}
	byP := map[int]Bench{}
	var files []string
	for _, b := range runs {
		files = append(files, filepath.Base(b.File))
		old, ok := byP[b.P]
		if !ok {
			byP[b.P] = b
			continue
		}
		old.R = math.Min(old.R, b.R)
		old.G = math.Max(old.G, b.G)
		old.L = math.Max(old.L, b.L)
		byP[b.P] = old
	}
	ps := make([]int, 0, len(byP))
	for p := range byP {
		ps = append(ps, p)
	}
	sort.Ints(ps)
	pr := &Profile{
		Name:   name,
		Source: "BSPedupack bspbench bottom lines of " + strings.Join(files, ", ") + " (r converted from Mflop/s; several runs at one p: smallest r, largest g and l)",
		Unit:   "flop",
		P:      Range{Min: ps[0], Max: ps[len(ps)-1]},
	}
	for _, p := range ps {
		b := byP[p]
		pr.R.Table = append(pr.R.Table, Entry{p, b.R})
		pr.G.Table = append(pr.G.Table, Entry{p, b.G})
		pr.L.Table = append(pr.L.Table, Entry{p, b.L})
	}
	// (ParseBench checked every value; a Bench built otherwise is
	// checked here.)
	if err := pr.Validate(); err != nil {
		return nil, err
	}
	return pr, nil
}
