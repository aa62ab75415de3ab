package profile

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"bspcost/frontend/llvm"
)

// Site is the C position of a barrier call (bsp_sync, bsp_end) or of
// bsp_begin, as its debug location gives it.
type Site struct {
	File      string
	Line, Col int
}

func (s Site) String() string {
	if s.File == "" {
		return "?"
	}
	return fmt.Sprintf("%s:%d:%d", s.File, s.Line, s.Col)
}

// sites numbers the barrier calls of every file of a build; id 0 is the
// unknown site (a call without debug location).
type sites struct {
	list []Site
	ids  map[Site]int
}

func newSites() *sites { return &sites{list: []Site{{}}, ids: map[Site]int{}} }

func (s *sites) id(site Site) int {
	if site.File == "" {
		return 0
	}
	if id, ok := s.ids[site]; ok {
		return id
	}
	s.list = append(s.list, site)
	s.ids[site] = len(s.list) - 1
	return len(s.list) - 1
}

// mdNode is what the instrumentation needs of a metadata node.
type mdNode struct {
	kind      string // DILocation, DILexicalBlock, DISubprogram, DIFile, ...
	line, col int
	scope     int // -1: none
	file      int // -1: none
	filename  string
}

var (
	mdLineRE   = regexp.MustCompile(`^!(\d+) = (?:distinct )?!(\w+)\((.*)\)\s*$`)
	mdFieldRE  = regexp.MustCompile(`\b(line|column|scope|file|filename|directory): ("(?:[^"\\]|\\.)*"|!\d+|-?\d+)`)
	dbgRE      = regexp.MustCompile(`, !dbg !(\d+)`)
	fpOpRE     = regexp.MustCompile(`^\s*%[-a-zA-Z$._0-9"]+ = (fadd|fsub|fmul|fdiv|frem|fneg)\b`)
	callRE     = regexp.MustCompile(`^\s*(?:%[-a-zA-Z$._0-9"]+ = )?(?:tail |musttail |notail )?call\b`)
	calleeRE   = regexp.MustCompile(`@([-a-zA-Z$._0-9]+)`)
	defineRE   = regexp.MustCompile(`^define\b`)
	funcRE     = regexp.MustCompile(`@([-a-zA-Z$._0-9]+)\((.*)\)`)
	opaquePtrs = regexp.MustCompile(`(?m)^define [^\n]*\bptr\b`)
)

// parseMetadata reads the metadata nodes of IR text that the
// instrumentation looks at (locations, scopes, files).
func parseMetadata(lines []string) map[int]*mdNode {
	md := map[int]*mdNode{}
	for _, l := range lines {
		if !strings.HasPrefix(l, "!") {
			continue
		}
		m := mdLineRE.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		switch m[2] {
		case "DILocation", "DILexicalBlock", "DILexicalBlockFile", "DISubprogram", "DIFile":
		default:
			continue
		}
		id, _ := strconv.Atoi(m[1])
		n := &mdNode{kind: m[2], scope: -1, file: -1}
		var dir string
		for _, f := range mdFieldRE.FindAllStringSubmatch(m[3], -1) {
			v := f[2]
			ref := -1
			if strings.HasPrefix(v, "!") {
				ref, _ = strconv.Atoi(v[1:])
			}
			switch f[1] {
			case "line":
				n.line, _ = strconv.Atoi(v)
			case "column":
				n.col, _ = strconv.Atoi(v)
			case "scope":
				n.scope = ref
			case "file":
				n.file = ref
			case "filename":
				n.filename = unquoteMD(v)
			case "directory":
				dir = unquoteMD(v)
			}
		}
		// Clang splits a file's name into a directory and a name that
		// may be relative to it (the subprograms' DIFile: "benchmarks/
		// c/fold.c" in "/work/x" for the command line's /work/x/
		// benchmarks/c/fold.c): the site keeps the absolute name, which
		// the build maps back to the file as the user named it.
		if n.kind == "DIFile" && dir != "" && !filepath.IsAbs(n.filename) {
			n.filename = filepath.Join(dir, n.filename)
		}
		md[id] = n
	}
	return md
}

func unquoteMD(s string) string {
	if len(s) >= 2 && s[0] == '"' {
		s = s[1 : len(s)-1]
	}
	// LLVM escapes as \XX (hex).
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(v))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// locOf is the debug location (a DILocation node) of an instruction line.
func locOf(line string, md map[int]*mdNode) *mdNode {
	m := dbgRE.FindStringSubmatch(line)
	if m == nil {
		return nil
	}
	id, _ := strconv.Atoi(m[1])
	if n := md[id]; n != nil && n.kind == "DILocation" {
		return n
	}
	return nil
}

// siteOf is the C position of an instruction line.
func siteOf(line string, md map[int]*mdNode) Site {
	loc := locOf(line, md)
	if loc == nil || loc.line <= 0 {
		return Site{}
	}
	file := ""
	for s, depth := loc.scope, 0; s >= 0 && depth < 1000; depth++ {
		n := md[s]
		if n == nil {
			break
		}
		if n.kind == "DIFile" {
			file = n.filename
			break
		}
		if n.file >= 0 {
			if f := md[n.file]; f != nil && f.kind == "DIFile" {
				file = f.filename
				break
			}
		}
		s = n.scope
	}
	if file == "" {
		return Site{}
	}
	col := loc.col
	if col <= 0 {
		col = 1
	}
	return Site{File: filepath.Clean(file), Line: loc.line, Col: col}
}

// calleeOf is the name of the function a call line calls (through a
// bitcast too: the first global after "call"), or "".
func calleeOf(line string) string {
	i := strings.Index(line, "call ")
	if i < 0 {
		return ""
	}
	m := calleeRE.FindStringSubmatch(line[i:])
	if m == nil {
		return ""
	}
	return m[1]
}

// callArity counts the arguments of the call of callee on line: the
// parenthesised list after the callee (after the bitcast's closing
// parenthesis when the callee is cast), -1 when it cannot be found.
func callArity(line, callee string) int {
	i := strings.Index(line, "call ")
	at := strings.Index(line[i:], "@"+callee)
	if at < 0 {
		return -1
	}
	pre := line[i : i+at]
	j := i + at + len(callee) + 1
	if k := strings.LastIndex(pre, "bitcast ("); k >= 0 {
		// The cast expression ends at its matching parenthesis.
		depth := 1
		for ; j < len(line) && depth > 0; j++ {
			switch line[j] {
			case '(':
				depth++
			case ')':
				depth--
			}
		}
	}
	for j < len(line) && line[j] == ' ' {
		j++
	}
	if j >= len(line) || line[j] != '(' {
		return -1
	}
	depth, n, empty := 0, 0, true
	for k := j; k < len(line); k++ {
		c := line[k]
		switch c {
		case '(', '[', '{', '<':
			depth++
			if depth == 1 {
				continue
			}
		case ')', ']', '}', '>':
			depth--
			if depth == 0 {
				if empty {
					return 0
				}
				return n + 1
			}
		case ',':
			if depth == 1 {
				n++
			}
		}
		if depth >= 1 && c != ' ' {
			empty = false
		}
	}
	return -1
}

// instrumented is the result of instrumenting one module.
type instrumented struct {
	IR       []byte
	Flops    int  // instructions counted
	Barriers int  // bsp_sync / bsp_end calls
	HasMain  bool // the module defines main
	Begins   []string
	// Funcs are the functions the module defines, with their IR argument
	// lists (for the driver of a program without main).
	Funcs map[string]string
}

// instrument rewrites the LLVM 14 IR text ll (clang-14 -O0 -g): before
// every floating-point operation outside the C blocks where bspcost_work
// states the work, it adds the operation's flops to the runtime's counter
// @bspcost_rt_flops; before every call of bsp_sync, bsp_end and bsp_begin
// it stores the call's site id in @bspcost_rt_site, and before every call
// of bsp_init its number of arguments in @bspcost_rt_init_arity. The
// rewriting is textual: clang writes one instruction per line, and the
// inserted instructions use names ("%bspcost-N") that C cannot produce,
// so no value is renumbered and no name clashes.
func instrument(ll []byte, st *sites) (*instrumented, error) {
	if opaquePtrs.Match(ll) {
		return nil, fmt.Errorf("the IR uses opaque pointers (ptr): LLVM 14's typed-pointer IR is expected (compile with clang-14)")
	}
	lines := strings.Split(string(ll), "\n")
	md := parseMetadata(lines)
	res := &instrumented{Funcs: map[string]string{}}

	// The scopes where bspcost_work replaces the flop count, as the C
	// front end decides (frontend/llvm: noFlops): the scope of each call
	// of bspcost_work, and every scope nested in it.
	noFlops := map[int]bool{}
	for _, l := range lines {
		if callRE.MatchString(l) && calleeOf(l) == "bspcost_work" {
			if m := dbgRE.FindStringSubmatch(l); m != nil {
				id, _ := strconv.Atoi(m[1])
				if loc := md[id]; loc != nil && loc.scope >= 0 {
					noFlops[loc.scope] = true
				}
			}
		}
	}
	counted := func(l string) bool {
		if len(noFlops) == 0 {
			return true
		}
		loc := locOf(l, md)
		if loc == nil {
			return true
		}
		for s, depth := loc.scope, 0; s >= 0 && depth < 1000; depth++ {
			if noFlops[s] {
				return false
			}
			n := md[s]
			// Only lexical blocks lead further out, as in the front end
			// (a subprogram's scope is its file).
			if n == nil || n.kind != "DILexicalBlock" && n.kind != "DILexicalBlockFile" {
				break
			}
			s = n.scope
		}
		return true
	}

	var out bytes.Buffer
	out.Grow(len(ll) + len(ll)/4)
	tmp := 0
	inFunc := ""
	for _, l := range lines {
		if defineRE.MatchString(l) {
			if m := funcRE.FindStringSubmatch(l); m != nil {
				inFunc = m[1]
				res.Funcs[m[1]] = m[2]
				if m[1] == "main" {
					res.HasMain = true
				}
			}
		}
		if inFunc != "" && strings.HasPrefix(l, "}") {
			inFunc = ""
		}
		if inFunc != "" {
			flops := 0
			if fpOpRE.MatchString(l) && counted(l) {
				flops = 1
			}
			if callRE.MatchString(l) {
				callee := calleeOf(l)
				if n, ok := llvm.CallFlops(callee); ok && counted(l) {
					flops = n
				}
				switch callee {
				case "bsp_sync", "bsp_end", "bsp_begin":
					fmt.Fprintf(&out, "  store i32 %d, i32* @bspcost_rt_site, align 4\n", st.id(siteOf(l, md)))
					if callee != "bsp_begin" {
						res.Barriers++
					} else {
						res.Begins = append(res.Begins, inFunc)
					}
				case "bsp_init":
					n := callArity(l, callee)
					if n != 2 && n != 3 {
						return nil, fmt.Errorf("%v: bsp_init with %d arguments: want bsp_init(spmd, argc, argv) or bsp_init(&argc, &argv)", siteOf(l, md), n)
					}
					fmt.Fprintf(&out, "  store i32 %d, i32* @bspcost_rt_init_arity, align 4\n", n)
					if n == 2 {
						res.Begins = append(res.Begins, inFunc)
					}
				}
			}
			if flops > 0 {
				res.Flops++
				a, b := tmp, tmp+1
				tmp += 2
				fmt.Fprintf(&out, "  %%bspcost-%d = load i64, i64* @bspcost_rt_flops, align 8\n", a)
				fmt.Fprintf(&out, "  %%bspcost-%d = add i64 %%bspcost-%d, %d\n", b, a, flops)
				fmt.Fprintf(&out, "  store i64 %%bspcost-%d, i64* @bspcost_rt_flops, align 8\n", b)
			}
		}
		out.WriteString(l)
		out.WriteByte('\n')
	}
	out.WriteString("\n@bspcost_rt_flops = external global i64, align 8\n")
	out.WriteString("@bspcost_rt_site = external global i32, align 4\n")
	out.WriteString("@bspcost_rt_init_arity = external global i32, align 4\n")
	res.IR = out.Bytes()
	return res, nil
}
