package llvm

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"bspcost/frontend"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Clang is the compiler Compile runs; $BSPCOST_CLANG overrides it.
const Clang = "clang-14"

// CompileFlags are clang's flags besides the include directory: -O0 keeps
// the source's loops and one alloca per C variable (see the package doc);
// -g gives the C positions; -fno-discard-value-names keeps no more than
// clang's own names, for readable IR in bug reports.
var CompileFlags = []string{"-O0", "-g", "-S", "-emit-llvm", "-w", "-fno-discard-value-names"}

// compileTimeout bounds one clang run.
const compileTimeout = 2 * time.Minute

//go:embed include/*.h
var headers embed.FS

// ErrNoClang is returned by Compile when clang-14 is not installed.
var ErrNoClang = errors.New("clang-14 not found: install it with scripts/install-clang.sh (Debian package clang-14), or give the .ll file compiled elsewhere with clang-14 " + strings.Join(CompileFlags, " "))

// ClangPath returns the compiler to run, or ErrNoClang.
func ClangPath() (string, error) {
	name := Clang
	if env := os.Getenv("BSPCOST_CLANG"); env != "" {
		name = env
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", ErrNoClang
	}
	return p, nil
}

// Header returns bspcost's own header of that name ("bsp.h", "bspcost.h"),
// the one home of the BSPlib declarations the analysis compiles with and
// the counting runtime of "bspcost profile" links with; nil for another
// name.
func Header(name string) []byte {
	b, err := headers.ReadFile("include/" + name)
	if err != nil {
		return nil
	}
	return b
}

// Compile compiles the C file cfile to LLVM IR text with clang-14, with
// the project's bsp.h and bspcost.h on the include path after the system's
// (a real BSPlib's bsp.h wins).
func Compile(cfile string) ([]byte, error) {
	return compileWith(cfile, "", nil)
}

// TranslateFile translates a .c file (compiled with Compile) or a .ll
// file. The requires pragma is read from the C source: the .c itself, or
// for a .ll the C file its debug information names, looked up next to
// the .ll, when it exists.
func TranslateFile(path string, opts Options) (*frontend.Program, error) {
	prog, _, err := Load([]string{path}, &opts)
	return prog, err
}

// Load translates the program made of the .c and .ll files paths (one
// program: each .c compiled with clang-14 and opts.CFlags, or the flags
// its compilation database gives it, the modules linked with
// llvm-link-14, the calls between them inlined). It also returns the
// LLVM IR text it translated, and leaves in opts.Source the C sources it
// read the requires pragmas from: with the options, everything the result
// depends on (a cache key).
func Load(paths []string, optsp *Options) (*frontend.Program, []byte, error) {
	opts := *optsp
	opts.ContractText = nil
	defer func() { optsp.Source, optsp.ContractText = opts.Source, opts.ContractText }()
	if len(paths) == 0 {
		return nil, nil, errors.New("no C or LLVM IR file given")
	}
	opts.contractTexts = nil
	for _, f := range opts.ContractFiles {
		b, err := frontend.ReadSource(f)
		if err != nil {
			return nil, nil, err
		}
		opts.contractTexts = append(opts.contractTexts, namedText{name: f, text: b})
		opts.ContractText = append(append(opts.ContractText, b...), 0)
	}
	var db *compDB
	switch {
	case opts.CompDB != "":
		var err error
		if db, err = loadCompDB(opts.CompDB); err != nil {
			return nil, nil, err
		}
	case !opts.NoCompDB:
		for _, p := range paths {
			if strings.HasSuffix(p, ".c") {
				db = findCompDB(p)
				break
			}
		}
	}
	namer := &fileNamer{inputs: map[string]string{}}
	var lls [][]byte
	var sources [][]byte
	for _, path := range paths {
		var ll []byte
		var err error
		if strings.HasSuffix(path, ".c") {
			src, err := frontend.ReadSource(path)
			if err != nil {
				return nil, nil, err
			}
			sources = append(sources, src)
			opts.cSources = append(opts.cSources, namedText{name: path, text: src})
			dir, flags := "", []string(nil)
			if db != nil {
				if d, f, ok := db.flagsFor(path); ok {
					dir, flags = d, f
				}
			}
			var hs []namedText
			ll, hs, err = compileDeps(path, dir, append(flags, opts.CFlags...))
			if err != nil {
				return nil, nil, err
			}
			for _, h := range hs {
				if !containsText(opts.headers, h.name) {
					opts.headers = append(opts.headers, h)
					opts.ContractText = append(append(opts.ContractText, h.text...), 0)
				}
			}
			if abs, err := filepath.Abs(path); err == nil {
				namer.inputs[abs] = path
			}
		} else {
			ll, err = frontend.ReadSourceLimit(path, frontend.MaxSourceBytes*4)
			if err != nil {
				return nil, nil, err
			}
			namer.llDirs = append(namer.llDirs, filepath.Dir(path))
		}
		lls = append(lls, ll)
	}
	ll := lls[0]
	if len(lls) > 1 {
		var err error
		if ll, err = link(lls); err != nil {
			return nil, nil, err
		}
	}
	if len(ll) > frontend.MaxSourceBytes*4 {
		return nil, nil, &frontend.Error{File: paths[0], Limit: true, Msg: fmt.Sprintf("IR too large: %d bytes (the limit is %d)", len(ll), frontend.MaxSourceBytes*4)}
	}
	m, err := parseIR(paths[0], ll)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: LLVM IR not understood (LLVM 14's textual IR is expected): %v", strings.Join(paths, ", "), err)
	}
	if opts.Source == nil {
		// The C sources of .ll inputs, for their pragmas.
		for _, f := range m.Funcs {
			if df := funcFile(f); df != nil && len(f.Blocks) > 0 && len(namer.llDirs) > 0 {
				name := namer.name(df)
				if strings.HasSuffix(name, ".c") && !containsName(namer, name) {
					if b, err := frontend.ReadSource(name); err == nil {
						sources = append(sources, b)
						opts.cSources = append(opts.cSources, namedText{name: name, text: b})
						namer.inputs["\x00"+name] = name
					}
				}
			}
		}
		opts.Source = bytes.Join(sources, []byte("\n"))
		if len(sources) == 0 {
			opts.Source = nil
		}
	}
	prog, err := translateModule(m, opts, namer)
	return prog, ll, err
}

// containsText reports whether ts holds the file name.
func containsText(ts []namedText, name string) bool {
	for _, t := range ts {
		if t.name == name {
			return true
		}
	}
	return false
}

// containsName reports whether the namer already holds the C file name
// (its pragma read).
func containsName(n *fileNamer, name string) bool {
	for _, v := range n.inputs {
		if v == name {
			return true
		}
	}
	return false
}

// parseIR parses LLVM IR text; a panic of the parser on malformed input
// is an error about the input.
func parseIR(path string, ll []byte) (m *ir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, fmt.Errorf("the IR parser failed: %v", r)
		}
	}()
	return asm.ParseBytes(path, ll)
}

// Translate translates the SPMD function of m into a checked .bsp program
// whose diagnostics name file. Errors are a frontend.ErrorList.
func Translate(file string, m *ir.Module, opts Options) (prog *frontend.Program, err error) {
	return translateModule(m, opts, &fileNamer{inputs: map[string]string{}, fixed: file})
}

// translateModule is Translate with the C files of the diagnostics named
// by namer.
func translateModule(m *ir.Module, opts Options, namer *fileNamer) (prog *frontend.Program, err error) {
	if opts.WordSize <= 0 {
		opts.WordSize = 8
	}
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bail)
			if !ok {
				panic(r)
			}
			prog, err = nil, b.err
		}
	}()
	normalizeBSP(m)
	goesOn := continueAfterEnds(m)
	f, err := entry(namer, m, opts.Entry)
	if err != nil {
		return nil, err
	}
	if prog, err = translateEntry(m, f, opts, namer, goesOn, nil); err != nil {
		return nil, err
	}
	if usesRegistration(m) {
		prog.Registrations = registrationModel(m, f, opts, namer, goesOn) // registration.go
	}
	prog.Desync = desyncAlternative(m, f, opts, namer, goesOn, prog)
	return prog, nil
}

// translateEntry translates the SPMD function f of m, normalised, with
// the blocks goesOn continuing past an end of the run; with a recorder
// rec, the translation of the registration model (registration.go).
func translateEntry(m *ir.Module, f *ir.Func, opts Options, namer *fileNamer, goesOn map[*ir.Block]bool, rec *regRecorder) (prog *frontend.Program, err error) {
	file := namer.name(funcFile(f))
	if file == "" {
		file = namer.fixed
	}
	t := newTranslator(file, f, opts)
	t.reg = rec
	if t.contracts, t.userContracts, err = loadContracts(opts, file); err != nil {
		return nil, err
	}
	t.mod = m
	t.namer = namer
	t.goesOn = goesOn
	t.maxStmts = maxStmtsBase
	for _, b := range f.Blocks {
		t.maxStmts += maxStmtsPerInst * (len(b.Insts) + 1)
	}
	t.g = newCFG(f)
	if from, to := t.g.analyse(); from >= 0 {
		_ = from
		t.fail(t.blockPos(to), "unsupported: irreducible control flow: a loop entered at two places (a goto into the loop)")
	}
	for _, b := range f.Blocks {
		switch b.Term.(type) {
		case *ir.TermBr, *ir.TermCondBr, *ir.TermRet, *ir.TermUnreachable, *ir.TermSwitch:
		default:
			t.fail(t.posOf(b.Term), "unsupported: terminator %q", firstWord(b.Term.LLString()))
		}
	}
	t.markBeforeBegin(f)
	t.writes = analyseGlobalWrites(m, f)
	t.declareVars(m)
	t.collect(m)
	t.inlining = []*ir.Func{f}
	t.bindParams()
	t.substitute()
	t.inlineStable()
	body := append(t.nullableDecls(), t.region(0, sink, nil)...)
	prog = &frontend.Program{File: file, Body: &frontend.Block{}}
	prog.Program = t.funcPos()
	prog.Name = &frontend.Ident{NamePos: prog.Program, Name: sanitize(f.Name())}
	body = t.convertFors(body)
	body = t.hoistBranchArrays(body)
	body = t.broadcasts(body)
	body = t.dropAbortMarks(body)
	body = t.copiesOfBroadcasts(body, t.sameParams)
	t.walkDecls = t.arrayDecls(body)
	t.boundPointerWalks(body)
	body = append(t.globalInits(), body...)
	decls := t.finalize(body)
	prog.Body = &frontend.Block{Start: prog.Program, Stmts: append(decls, body...)}
	for _, pv := range t.params {
		if pv.lenOf != nil && len(pv.lenOf.idents) == 0 {
			continue // the length of an array argument the program never uses
		}
		prog.Params = append(prog.Params, t.ident(pv, prog.Program))
	}
	if opts.desync {
		t.desyncBody(prog.Body.Stmts)
	}
	t.nameIdents(prog.Body.Stmts)
	for _, d := range decls {
		if vd, ok := d.(*frontend.VarDecl); ok && t.identOwner[vd.Name] != nil && t.isTemp(t.identOwner[vd.Name]) {
			prog.Temps = append(prog.Temps, frontend.TempDecl{Name: vd.Name.Name, Decl: vd.Name.NamePos})
		}
	}
	t.finishNotes()
	req, err := t.requires(prog)
	if err != nil {
		return nil, err
	}
	t.requiresNames(req, t.requiresAt)
	prog.Requires = t.guardsRequire(req)
	prog.Notes = *t.notes
	prog.ContractCalls = t.contractCalls
	prog.Files = t.files
	for _, n := range prog.Notes {
		prog.Locate(n)
	}
	if err := frontend.Check(prog); err != nil {
		// A translation that does not check is a bug of this package;
		// BSPCOST_DEBUG_TRANSLATE=1 prints it for the bug report.
		if os.Getenv("BSPCOST_DEBUG_TRANSLATE") != "" {
			fmt.Fprint(os.Stderr, frontend.Print(prog))
		}
		var l frontend.ErrorList
		if errors.As(err, &l) {
			// Said as what it is, at the C line (of whichever file):
			// a construct the translation got wrong, not the user's
			// mistake.
			var out frontend.ErrorList
			for _, e := range l {
				d := *e
				if d.File == "" {
					d.File = prog.File
				}
				prog.Locate(&d)
				d.Msg = "unsupported: the translation of this C code is not supported yet (it made an invalid program: " + d.Msg + "; BSPCOST_DEBUG_TRANSLATE=1 prints it)"
				out = append(out, &d)
			}
			return nil, out
		}
		return nil, err
	}
	return prog, nil
}

func (t *translator) funcPos() frontend.Pos {
	for _, a := range t.fn.Metadata {
		if sp, ok := a.Node.(*metadata.DISubprogram); ok && sp.Line > 0 {
			return frontend.Pos{Line: t.fileLine(sp.File, int(sp.Line)), Col: 1}
		}
	}
	return frontend.Pos{Line: 1, Col: 1}
}

// entry finds the SPMD function: the one named, else the one function
// that calls bsp_begin, else (a kernel: an SPMD function taking its data
// as arguments, without bsp_begin) the one function that synchronises,
// directly or through calls, and that no other such function calls.
func entry(namer *fileNamer, m *ir.Module, name string) (*ir.Func, error) {
	var found []*ir.Func
	calls := func(f *ir.Func, callee string) bool {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok && calleeName(c) == callee {
					return true
				}
			}
		}
		return false
	}
	var defined []*ir.Func
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		defined = append(defined, f)
		if name != "" {
			if f.Name() == name {
				return f, nil
			}
			continue
		}
		if calls(f, "bsp_begin") {
			found = append(found, f)
		}
	}
	if name == "" && len(found) == 0 {
		// Kernels: the roots among the functions that synchronise.
		syncs := map[*ir.Func]bool{}
		for _, f := range defined {
			for g := range reach(f) {
				if calls(g, "bsp_sync") {
					syncs[f] = true
					break
				}
			}
		}
		called := map[*ir.Func]bool{}
		for f := range syncs {
			for g := range reach(f) {
				if g != f {
					called[g] = true
				}
			}
		}
		for _, f := range defined {
			if syncs[f] && !called[f] {
				found = append(found, f)
			}
		}
		if len(found) == 1 {
			return found[0], nil
		}
		if len(found) == 0 {
			// No barrier at all (BSPlib's tests of calls outside an SPMD
			// section): the one root among the functions that call a
			// BSPlib primitive.
			uses := map[*ir.Func]bool{}
			for _, f := range defined {
				uses[f] = callsBSP(f)
			}
			for _, f := range defined {
				if uses[f] && !calledBy(f, defined, uses) {
					found = append(found, f)
				}
			}
			if len(found) == 1 {
				return found[0], nil
			}
		}
	}
	file := namer.fixed
	if len(defined) > 0 {
		if n := namer.name(funcFile(defined[0])); n != "" {
			file = n
		}
	}
	var l frontend.ErrorList
	switch {
	case name != "":
		var names []string
		for _, f := range defined {
			if f.Name() != "main" {
				names = append(names, f.Name())
			}
		}
		l.Add(file, frontend.Pos{}, "no function %s is defined (--entry); the functions defined are %s", name, strings.Join(names, ", "))
	case len(found) == 1:
		return found[0], nil
	case len(found) == 0:
		l.Add(file, frontend.Pos{}, "no function calls bsp_begin or bsp_sync: name the SPMD function with --entry")
	default:
		var names []string
		for _, f := range found {
			where := namer.name(funcFile(f))
			for _, a := range f.Metadata {
				if sp, ok := a.Node.(*metadata.DISubprogram); ok && sp.Line > 0 {
					where = fmt.Sprintf("%s:%d", where, sp.Line)
				}
			}
			names = append(names, fmt.Sprintf("%s (%s)", f.Name(), where))
		}
		l.Add(file, frontend.Pos{}, "%d functions may be the SPMD function, name one with --entry: %s", len(found), strings.Join(names, ", "))
	}
	return nil, l
}

// maxInitElems bounds the elements of a global int array whose constant
// initial contents are kept (larger ones are input data).
const maxInitElems = 1024

// globalInits assigns their initial contents, at the start of the
// program, to the global int arrays the program uses whose initialiser is
// constant (C's int a[3] = {1, 2, 3}, which clang copies from a constant
// global, and zero-initialised arrays).
func (t *translator) globalInits() []frontend.Stmt {
	var out []frontend.Stmt
	pos := t.funcPos()
	for _, ga := range t.globalArrays {
		g, v := ga.g, ga.v
		if len(v.idents) == 0 || v.fp {
			continue
		}
		var vals []int64
		switch c := g.Init.(type) {
		case *constant.ZeroInitializer:
			n, ok := constOf(v.size)
			if !ok || n > maxInitElems {
				continue
			}
			if n > 0 {
				kv := &cvar{cname: "k", forVar: true, declPos: pos}
				t.order = append(t.order, kv)
				body := &frontend.AssignStmt{LHS: &frontend.IndexExpr{X: t.ident(v, pos), Lbrack: pos, Index: t.ident(kv, pos), Rbrack: pos}, Assign: pos, RHS: intLit(0, pos)}
				out = append(out, &frontend.ForStmt{For: pos, Var: t.ident(kv, pos), Lo: intLit(0, pos), Hi: intLit(n-1, pos), Body: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{body}}, EndPos: pos})
			}
			continue
		case *constant.Array:
			if len(c.Elems) > maxInitElems {
				continue
			}
			for _, e := range c.Elems {
				x, ok := e.(*constant.Int)
				if !ok || !x.X.IsInt64() {
					vals = nil
					break
				}
				vals = append(vals, x.X.Int64())
			}
		}
		for i, x := range vals {
			out = append(out, &frontend.AssignStmt{LHS: &frontend.IndexExpr{X: t.ident(v, pos), Lbrack: pos, Index: intLit(int64(i), pos), Rbrack: pos}, Assign: pos, RHS: intLit(x, pos)})
		}
	}
	return out
}

// bindParams binds the arguments of the SPMD function. An int argument
// that every call of the function in the inputs passes as bsp_nprocs()
// or bsp_pid() reads as nprocs or pid (a kernel bspip(p, s, n, x, y)
// called as bspip(bsp_nprocs(), bsp_pid(), n, x, y)); any other is a
// parameter of the bound named after it, assumed the same on every
// process (said in a note when no call shows it). A pointer argument to
// int or floating-point elements is an array of unknown contents whose
// length is a parameter (x_len).
func (t *translator) bindParams() {
	var ps []*cvar
	calls := t.callsOf(t.fn)
	for i, p := range t.fn.Params {
		name := sanitizeArg(p, i)
		// clang -O0 stores each argument into an alloca named after it.
		for _, u := range t.users[p] {
			if st, ok := u.inst.(*ir.InstStore); ok && u.block == 0 && unwrap(st.Src) == value.Value(p) {
				if av := t.vars[unwrap(st.Dst)]; av != nil && !av.isArray {
					name = av.cname
				}
			}
		}
		if pt, ok := p.Typ.(*types.PointerType); ok {
			if et, pp := pt.ElemType.(*types.PointerType); pp && rowsOn && (isFP(et.ElemType) || isInt(et.ElemType) && typeSize(et.ElemType) > 1) {
				// double **a of a kernel (BSPedupack's bsplu): rows of
				// one array of unknown contents, at indices that are
				// input data; both lengths are parameters.
				pos := t.funcPos()
				lv := &cvar{cname: name + "_len", param: true, elem: 8}
				blk := &cvar{cname: name + "_block", isArray: true, elem: typeSize(et.ElemType), fp: isFP(et.ElemType), declPos: pos}
				blv := &cvar{cname: name + "_block_len", param: true, elem: 8}
				rows := &cvar{cname: name, isArray: true, rows: true, rowBase: blk, elem: 8, declPos: pos}
				lv.lenOf, blv.lenOf = rows, blk
				rows.size, blk.size = t.ident(lv, pos), t.ident(blv, pos)
				t.order = append(t.order, rows, blk)
				t.ptrs[p] = location{v: rows}
				ps = append(ps, lv, blv)
				t.note(pos, "argument %s of %s: an array of %s_len rows of one array %s_block of unknown contents and length %s_block_len, each row at an index that is input data", name, t.fn.Name(), name, name, name)
				continue
			}
			if _, pp := pt.ElemType.(*types.PointerType); pp {
				// char **argv of a main that is the SPMD function
				// (BSPonMPI's bsp_init(&argc, &argv)): the program's
				// arguments, passed only to functions the model does not
				// see (atoi), are input data.
				continue
			}
			if _, _, ok := scalars(pt.ElemType); ok && (isInt(pt.ElemType) || isFP(pt.ElemType)) {
				lv := &cvar{cname: name + "_len", param: true, elem: 8}
				arr := &cvar{cname: name, isArray: true, elem: typeSize(pt.ElemType), fp: isFP(pt.ElemType), declPos: t.funcPos()}
				lv.lenOf = arr
				arr.size = t.ident(lv, t.funcPos())
				t.order = append(t.order, arr)
				t.ptrs[p] = location{v: arr}
				ps = append(ps, lv)
				t.note(t.funcPos(), "argument %s of %s: an array of unknown contents whose length is a parameter %s_len", name, t.fn.Name(), name)
				continue
			}
		}
		if !isInt(p.Typ) || isBool(p.Typ) {
			t.fail(t.funcPos(), "unsupported: argument %d of %s has type %s (the SPMD function's arguments are int parameters and pointers to int or floating-point arrays)", i+1, t.fn.Name(), p.Typ)
		}
		if prim := samePrimitive(calls, i); prim != "" {
			t.vars[p] = &cvar{cname: name, subst: func() frontend.Expr {
				return &frontend.Ident{NamePos: t.curPos, Name: map[string]string{"bsp_nprocs": "nprocs", "bsp_pid": "pid"}[prim]}
			}}
			continue
		}
		pv := &cvar{cname: name, param: true, elem: typeSize(p.Typ)}
		if len(calls) == 0 && !callsBegin(t.fn) && t.fn.Name() != "main" {
			// A kernel (no bsp_begin) with no caller among the inputs:
			// its int arguments may be process ids; say what is assumed.
			t.note(t.funcPos(), "argument %s of %s: the parameter %s of the bound%s, assumed the same on every process (no call of %s is among the inputs)", name, t.fn.Name(), paramName(pv), paramRenamed(pv), t.fn.Name())
		}
		t.vars[p] = pv
		ps = append(ps, pv)
	}
	t.params = append(ps, t.params...)
}

// bspPrimitives are BSPlib 1.4's primitives (after normalizeBSP).
var bspPrimitives = map[string]bool{
	"bsp_begin": true, "bsp_end": true, "bsp_init": true, "bsp_pid": true, "bsp_nprocs": true,
	"bsp_time": true, "bsp_sync": true, "bsp_abort": true, "bsp_push_reg": true, "bsp_pop_reg": true,
	"bsp_put": true, "bsp_get": true, "bsp_hpput": true, "bsp_hpget": true, "bsp_set_tagsize": true,
	"bsp_send": true, "bsp_qsize": true, "bsp_get_tag": true, "bsp_move": true, "bsp_hpmove": true,
}

// callsBSP reports whether f calls a BSPlib primitive itself.
func callsBSP(f *ir.Func) bool {
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if c, ok := inst.(*ir.InstCall); ok && bspPrimitives[calleeName(c)] {
				return true
			}
		}
	}
	return false
}

// calledBy reports whether f is called by another function of among.
func calledBy(f *ir.Func, defined []*ir.Func, among map[*ir.Func]bool) bool {
	for _, g := range defined {
		if g == f || !among[g] {
			continue
		}
		if reach(g)[f] {
			return true
		}
	}
	return false
}

// callsBegin reports whether f calls bsp_begin.
func callsBegin(f *ir.Func) bool {
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if c, ok := inst.(*ir.InstCall); ok && calleeName(c) == "bsp_begin" {
				return true
			}
		}
	}
	return false
}

// callSite is a call and the function it is in.
type callSite struct {
	in   *ir.Func
	call *ir.InstCall
}

// callsOf returns the calls of f in the module's functions.
func (t *translator) callsOf(f *ir.Func) []callSite {
	var out []callSite
	if t.mod == nil {
		return nil
	}
	for _, g := range t.mod.Funcs {
		for _, b := range g.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok && calleeFunc(c) == f {
					out = append(out, callSite{g, c})
				}
			}
		}
	}
	return out
}

// samePrimitive returns "bsp_nprocs" or "bsp_pid" when every call passes
// that primitive's value as argument i, else "".
func samePrimitive(calls []callSite, i int) string {
	prim := ""
	for _, cs := range calls {
		c := cs.call
		if i >= len(c.Args) {
			return ""
		}
		a := unwrap(c.Args[i])
		// clang -O0 loads a local holding the value: follow the local's
		// one store.
		if l, ok := a.(*ir.InstLoad); ok {
			a = onlyStored(cs.in, l.Src)
		}
		call, ok := a.(*ir.InstCall)
		if !ok {
			return ""
		}
		n := calleeName(call)
		if n != "bsp_nprocs" && n != "bsp_pid" || prim != "" && prim != n {
			return ""
		}
		prim = n
	}
	return prim
}

// onlyStored returns the value stored to the alloca addr when its function
// stores to it once, else nil.
func onlyStored(f *ir.Func, addr value.Value) value.Value {
	a, ok := unwrap(addr).(*ir.InstAlloca)
	if !ok {
		return nil
	}
	var stored value.Value
	n := 0
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if st, ok := inst.(*ir.InstStore); ok && unwrap(st.Dst) == value.Value(a) {
				stored = unwrap(st.Src)
				n++
			}
		}
	}
	if n != 1 {
		return nil
	}
	return stored
}

// substitute replaces the variables written once, in the entry block, with
// a value that is the same on every process for the whole run (built from
// constants, parameters, pid and nprocs), by that value at every read:
// int p = bsp_nprocs() reads as nprocs, int b = N / p as N / nprocs. The
// analyses then see the facts directly.
func (t *translator) substitute() {
	entryBlk := t.fn.Blocks[0]
	for ii, inst := range entryBlk.Insts {
		st, ok := inst.(*ir.InstStore)
		if !ok {
			continue
		}
		a, ok := unwrap(st.Dst).(*ir.InstAlloca)
		if !ok {
			continue
		}
		v := t.vars[a]
		if v == nil || v.isArray || v.fp || v.subst != nil || !isInt(st.Src.Type()) || isBool(st.Src.Type()) {
			continue
		}
		stores, bad := 0, false
		for _, u := range t.users[a] {
			switch ui := u.inst.(type) {
			case *ir.InstStore:
				if unwrap(ui.Dst) != value.Value(a) {
					bad = true // the address is stored
				}
				stores++
			case *ir.InstLoad:
				if u.block == 0 && u.index < ii {
					bad = true
				}
			default:
				bad = true // address taken (bsp_push_reg, a pointer)
			}
		}
		if bad || stores != 1 || !t.stable(st.Src, 0) {
			continue
		}
		src := st.Src
		v.subst = func() frontend.Expr { return t.expr(src) }
	}
}

// inlineStable inlines, at every use, the int values of t.fn that are not
// inlined yet but are stable (built from constants, parameters, pid,
// nprocs and substituted variables): a variable-length array's dimension
// (zext i32 %M to i64, used in each block that indexes the array) reads
// as M instead of a temporary assigned once.
func (t *translator) inlineStable() {
	for _, b := range t.fn.Blocks {
		for _, inst := range b.Insts {
			v, ok := inst.(value.Value)
			if !ok || t.inline[v] || !pure(inst) || !isInt(v.Type()) || isBool(v.Type()) {
				continue
			}
			t.inline[v] = true
			if !t.stable(v, 0) {
				t.inline[v] = false
			}
		}
	}
}

// stable reports whether v keeps its value, on each process, at every
// point after its definition.
func (t *translator) stable(v value.Value, depth int) bool {
	if depth > 32 {
		return false
	}
	v = unwrap(v)
	switch x := v.(type) {
	case *constant.Int:
		return true
	case *ir.Param:
		return t.vars[x] != nil
	case *ir.InstCall:
		n := calleeName(x)
		// pid differs between processes but never changes: substituting
		// it is exact.
		return (n == "bsp_nprocs" || n == "bsp_pid") && t.inline[x]
	case *ir.InstLoad:
		a := t.vars[unwrap(x.Src)]
		return a != nil && a.subst != nil && t.inline[x]
	case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstSDiv, *ir.InstUDiv, *ir.InstSRem, *ir.InstURem, *ir.InstSExt, *ir.InstZExt, *ir.InstTrunc:
		if !t.inline[v] {
			return false
		}
		for _, op := range x.(interface{ Operands() []*value.Value }).Operands() {
			if isBool((*op).Type()) || !t.stable(*op, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// sanitize makes a C name a .bsp identifier that is not a keyword or a
// reserved name.
func sanitize(name string) string {
	var b strings.Builder
	for i, r := range name {
		switch {
		case r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9':
			b.WriteRune(r)
		default:
			b.WriteRune('_')
		}
	}
	s := b.String()
	if s == "" {
		s = "v"
	}
	if reservedNames[s] {
		s += "_"
	}
	return s
}

var reservedNames = map[string]bool{
	"program": true, "requires": true, "var": true, "if": true, "then": true, "elif": true,
	"else": true, "end": true, "while": true, "do": true, "for": true, "to": true, "step": true,
	"skip": true, "sync": true, "put": true, "get": true, "break": true, "continue": true,
	"any": true, "true": true, "false": true, "assume": true,
	"pid": true, "nprocs": true, "p": true, "min": true, "max": true, "log2": true,
	"r": true, "g": true, "l": true, "w": true,
}

// finalize returns the top-level declarations of the variables and
// temporaries used (not the parameters, substituted variables, for loop
// counters and variable-length arrays, declared where they are).
func (t *translator) finalize(body []frontend.Stmt) []frontend.Stmt {
	var decls []frontend.Stmt
	for _, v := range t.order {
		if v.param || v.opaque || v.subst != nil || v.forVar || v.vla || v.fp && t.isTemp(v) || len(v.idents) == 0 {
			continue
		}
		d := &frontend.VarDecl{Var: v.declPos, Name: t.ident(v, v.declPos)}
		if v.isArray {
			d.Size, d.Rbrack = v.size, v.declPos
		} else if v.hasInit {
			d.Init = intLit(v.init, v.declPos)
		}
		decls = append(decls, d)
	}
	return decls
}

func (t *translator) isTemp(v *cvar) bool { return v.temp }

// nameIdents gives every variable its .bsp name: the C name made a legal
// identifier, with a suffix where two C variables (or a temporary) would
// share one. For loop counters may reuse a name outside their loop.
func (t *translator) nameIdents(body []frontend.Stmt) {
	used := map[string]bool{}
	for n := range reservedNames {
		used[n] = true
	}
	unique := func(base string, taken func(string) bool) string {
		name := base
		for k := 2; taken(name); k++ {
			name = fmt.Sprintf("%s_%d", base, k)
		}
		return name
	}
	all := append(append([]*cvar{}, t.params...), t.order...)
	all = append(all, t.vlas...)
	seen := map[*cvar]bool{}
	var fors []*cvar
	for _, v := range all {
		if seen[v] {
			continue
		}
		seen[v] = true
		if v.forVar {
			fors = append(fors, v)
			continue
		}
		if len(v.idents) == 0 {
			continue // not in the program (substituted, unused)
		}
		v.name = unique(sanitize(v.cname), func(s string) bool { return used[s] })
		used[v.name] = true
	}
	// Loop counters: distinct from every other variable and from the
	// counters of the enclosing loops; sibling loops share names (i).
	owner := map[*frontend.Ident]*cvar{}
	for _, v := range fors {
		for _, id := range v.idents {
			owner[id] = v
		}
	}
	var enclosing []string
	var walk func(ss []frontend.Stmt)
	walk = func(ss []frontend.Stmt) {
		for _, s := range ss {
			switch s := s.(type) {
			case *frontend.IfStmt:
				walk(s.Then.Stmts)
				if s.Else != nil {
					walk(s.Else.Stmts)
				}
			case *frontend.CostStmt:
				walk([]frontend.Stmt{s.Stmt})
			case *frontend.WhileStmt:
				walk(s.Body.Stmts)
			case *frontend.ForStmt:
				v := owner[s.Var]
				if v != nil && v.name == "" {
					v.name = unique(sanitize(v.cname), func(n string) bool {
						if used[n] {
							return true
						}
						for _, e := range enclosing {
							if e == n {
								return true
							}
						}
						return false
					})
				}
				if v != nil {
					enclosing = append(enclosing, v.name)
				}
				walk(s.Body.Stmts)
				if v != nil {
					enclosing = enclosing[:len(enclosing)-1]
				}
			}
		}
	}
	walk(body)
	for _, v := range fors {
		if v.name == "" { // not reached by the walk: cannot happen
			v.name = unique(sanitize(v.cname), func(s string) bool { return used[s] })
			used[v.name] = true
		}
	}
	for v := range seen {
		for _, id := range v.idents {
			id.Name = v.name
		}
	}
}

// pragmaRE matches the requires pragmas of a C source. It is compiled at
// first use (a translation), not in every bspcost process's start-up.
var pragmaRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?s)(?:/\*\s*bspcost:\s*requires\s+(.*?)\*/)|(?://\s*bspcost:\s*requires\s+([^\n]*))`)
})

// requires builds the requires clause from the pragma and opts.Requires.
func (t *translator) requires(prog *frontend.Program) (frontend.Expr, error) {
	var parts []string
	var line int
	if t.opts.Source != nil {
		for _, m := range pragmaRE().FindAllSubmatchIndex(t.opts.Source, -1) {
			for g := 1; g <= 2; g++ {
				if m[2*g] >= 0 {
					parts = append(parts, strings.TrimSpace(string(t.opts.Source[m[2*g]:m[2*g+1]])))
					if line == 0 {
						line = 1 + bytes.Count(t.opts.Source[:m[0]], []byte("\n"))
					}
				}
			}
		}
	}
	if strings.TrimSpace(t.opts.Requires) != "" {
		parts = append(parts, t.opts.Requires)
	}
	t.requiresAt = frontend.Pos{Line: line, Col: 1}
	if line == 0 {
		t.requiresAt = t.funcPos()
	}
	if len(parts) == 0 {
		return nil, nil
	}
	var names []string
	for _, id := range prog.Params {
		names = append(names, id.Name)
	}
	src := fmt.Sprintf("program req(%s) requires (%s)\nend\n", strings.Join(names, ", "), strings.Join(parts, ") && ("))
	p, err := frontend.Parse(t.file, []byte(src))
	if err != nil || p == nil || p.Requires == nil {
		why := "not an expression"
		if list, ok := err.(frontend.ErrorList); ok && len(list) > 0 {
			why = list[0].Msg
		}
		var l frontend.ErrorList
		may := "only p: the program has no parameters (--param NAME makes a global one)"
		if len(names) > 0 {
			may = "the parameters " + strings.Join(names, ", ") + " and p"
		}
		l.Add(t.file, frontend.Pos{Line: line, Col: 1}, "requires pragma or --requires %q: %s (it may name %s)", strings.Join(parts, " && "), why, may)
		return nil, l
	}
	return p.Requires, nil
}
