package llvm

import (
	"fmt"
	"iter"
	"math/big"
	"strings"

	"bspcost/diag"
	"bspcost/frontend"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Options control the translation.
type Options struct {
	// WordSize is the size in bytes of the word that h counts (default 8).
	// A transfer of nbytes bytes of an array of elements of size e moves
	// ceil(nbytes/e) elements, each counted as one word when e <= WordSize;
	// a transfer of wider elements is repeated ceil(e/WordSize) times.
	WordSize int
	// Params names global int variables that are program parameters
	// (replicated inputs), in addition to the int arguments of the SPMD
	// function.
	Params []string
	// Requires is an assumption in .bsp syntax (N >= p && N % p == 0),
	// conjoined with the file's pragma /* bspcost: requires ... */.
	Requires string
	// Entry names the SPMD function; by default the one function that
	// calls bsp_begin.
	Entry string
	// Source is the C source text, read for the requires pragma; nil when
	// unavailable.
	Source []byte
	// Work is the work counted by default: WorkFlops (one r per
	// floating-point operation) or WorkInstructions (one r per executed
	// LLVM instruction).
	Work Work
	// CFlags are C compiler options (IsCFlag's: -I, -D, -U, -std, ...)
	// given to clang for every .c input, after those of the compilation
	// database.
	CFlags []string
	// CompDB is a compilation database (compile_commands.json, or a
	// folder holding one) giving each .c input the options of its build;
	// when "", one is looked for in the folder of the first .c input and
	// its parents, unless NoCompDB.
	CompDB   string
	NoCompDB bool
	// ContractFiles are files of cost contracts (docs/language.md,
	// "Contracts") for functions the program calls; they replace the
	// shipped contracts and the C pragmas of the same names.
	ContractFiles []string
	// ContractText is left by Load: the text of the contract files and of
	// the contract declarations in the C headers the program includes,
	// which the result depends on as on Source (a cache key).
	ContractText []byte

	// headers are the C headers with contract declarations, cSources
	// the C sources (each with its name, for the positions of their
	// contract declarations) and contractTexts the contract files, read
	// by Load.
	headers       []namedText
	cSources      []namedText
	contractTexts []namedText
	// desync asks for the desynchronised translation (desync.go).
	desync bool
}

// Work says what the default work count is.
type Work int

// The default work counts; bspcost_work(n) replaces either in its C block.
const (
	WorkFlops Work = iota
	WorkInstructions
)

// instructions counts the LLVM instructions of block b (its terminator
// included; debug, lifetime and stack intrinsics are not instructions of
// the program) outside bspcost_work's blocks.
func (t *translator) instructions(b int) int64 {
	blk := t.g.blocks[b]
	var n int64
	for _, inst := range blk.Insts {
		if c, ok := inst.(*ir.InstCall); ok {
			name := calleeName(c)
			if strings.HasPrefix(name, "llvm.dbg.") || isLifetime(name) || name == "llvm.stacksave" || name == "llvm.stackrestore" || name == "bspcost_work" {
				continue
			}
		}
		if t.inCountedScope(inst) {
			n++
		}
	}
	if t.inCountedScope(blk.Term) {
		n++
	}
	return n
}

// The statements emitted (and blocks visited) are bounded by maxStmtsBase
// plus maxStmtsPerInst per instruction of the function: the structuring
// duplicates the blocks shared by the two arms of a conditional that does
// not join (arms that end with break, continue or return), which can grow
// exponentially on contrived CFGs.
const (
	maxStmtsBase    = 10000
	maxStmtsPerInst = 20
)

// cvar is a C variable (an alloca or a global), or an SSA value of the IR
// that the translation keeps in a .bsp variable (a temporary).
type cvar struct {
	cname   string
	isArray bool
	elem    int // element size in bytes
	fp      bool
	param   bool
	global  bool
	size    frontend.Expr // array length for top-level declarations
	vla     bool          // declared where its alloca is
	boolean bool          // a temporary holding an i1 as 0/1
	subst   func() frontend.Expr
	forVar  bool // became a for loop counter: declared by the loop
	opaque  bool // holds a pointer: never declared, never read as a value
	temp    bool // an SSA value of the IR, not a C variable
	// ptr is the location a pointer variable holds when it is assigned
	// once, in the function's first block (double *y = x; a pointer
	// argument of an inlined function).
	ptr *location
	// A pointer variable assigned more than once, or with an index that
	// is not a constant (ptrMulti: stored more than once, its stores are
	// ordered with its loads): it points into the one array ptrBase, and
	// the .bsp variable ptrOff holds the index. A pointer temporary (a
	// pointer loaded before its variable changes) is an int variable
	// holding the index, with ptrBase set.
	ptrMulti bool
	ptrBase  *cvar
	ptrOff   *cvar
	// A nullable pointer variable: assigned NULL, and once the result of
	// malloc or calloc (allocStore, allocCall; BSPedupack's vecallocd);
	// the array (allocArr) is declared when the function starts, and
	// nullFlag says whether the pointer is NULL.
	// fields: a struct variable's field variables (the struct itself is
	// never declared); structAlloca its alloca. ptrField: a field of
	// pointer type (a data or function pointer), never declared: only
	// stored into (structPointers), its value is not followed.
	fields       []*cvar
	structAlloca *ir.InstAlloca
	ptrField     bool
	// ptrBases: a pointer variable that points into several arrays
	// (buffers swapped through pointers): ptrWhich holds the arrayID of
	// the one it points to, ptrOff the index.
	ptrBases   []*cvar
	ptrWhich   *cvar
	nullable   bool
	allocStore *ir.InstStore
	allocCall  *ir.InstCall
	allocArr   *cvar
	nullFlag   *cvar
	// allocDepth: an array declared by malloc or calloc in a function
	// inlined allocDepth deep (1: the SPMD function); a caller's pointer
	// variable that keeps it names it (named).
	allocDepth int
	named      bool
	// init is the initial value of an int global (when hasInit).
	init    int64
	hasInit bool
	declPos frontend.Pos
	idents  []*frontend.Ident
	name    string
	// lenOf: the array argument of the SPMD function whose length this
	// parameter is.
	lenOf *cvar
	// handle: a pointer variable whose value the program only passes to
	// functions whose code is not among the inputs (FILE *fp): it has no
	// value in the model (handleUse).
	handle bool
	// maybeNull: a pointer variable assigned NULL besides locations of
	// the program (or whose address a called function may assign):
	// nullFlag, 1 when it is NULL, is assigned at each of its stores, and
	// p == NULL reads it. What a NULL pointer points to is never read
	// (C's undefined behaviour), so a use charges as for its other
	// targets.
	maybeNull bool
	// dataPtr: a pointer variable that may point to memory the
	// translation does not follow (an allocation whose size is data, the
	// message buffer bsp_hpmove points into, what a called function may
	// store into it); its target is the array dataArr, which is never
	// declared: reading through the pointer is input data, writing
	// through it is not followed, and a transfer through it goes through
	// a fresh buffer of the transfer's size (dataBuffer).
	dataPtr bool
	dataArr *cvar
	// data marks such an array.
	data bool
	// rows: an array of pointers (double **a = malloc(m * sizeof(double
	// *))), each element a row of the one array rowBase: the .bsp array
	// holds the rows' indices into it (a[i][j] is rowBase[a[i] + j]).
	rows    bool
	rowBase *cvar
}

// bail carries a translation error out of the recursion to Translate.
type bail struct{ err error }

type translator struct {
	file string
	opts Options
	// contracts charge the calls of the functions they name;
	// userContracts are those the program states (not shipped);
	// sameAssign are the assignments that make a contract call's target
	// data when the contract says it is the same on every process (the
	// broadcasts pass makes those at the top level parameters).
	contracts     map[string]*frontend.Contract
	userContracts map[string]bool
	// counterSyncs and counterCosts are the sync and the annotation of
	// each counter call of a desynchronised translation (desync.go).
	counterSyncs  map[*frontend.SyncStmt]bool
	counterCosts  map[*frontend.CostStmt]bool
	sameAssign    map[*frontend.AssignStmt]string
	contractCalls []frontend.ContractCall
	// tagBytes holds the BSMP tag size the program set last, in bytes
	// (what bsp_set_tagsize gives back); nil until a call sets it.
	tagBytes *cvar
	// walkLens are the parameters that bound the lengths of the arrays
	// the program declares that a pointer walk reads (walkLen); walkDecls
	// are the sizes of the arrays declared in the body.
	walkLens  map[*cvar]*cvar
	walkDecls map[*cvar]frontend.Expr
	fn        *ir.Func
	g         *cfg
	vars      map[value.Value]*cvar
	order     []*cvar
	temps     map[value.Value]*cvar
	inline    map[value.Value]bool
	users     map[value.Value][]userRef
	params    []*cvar
	pdoms     map[int]*postDom
	stmts     int
	// maxStmts is the bound on stmts for this function.
	maxStmts int
	// noFlops: debug scopes in which bspcost_work replaces the count of
	// floating-point operations.
	noFlops map[metadata.Field]bool
	flops   int // floating-point operations of the statement being built
	// collapseBudget bounds the work of folding one branch's && and ||.
	collapseBudget int
	// Inlining: the functions whose users and inlined values are known,
	// the functions being inlined (no recursion), the locations that
	// pointer arguments stand for, and the variable of the value returned
	// by the function being inlined.
	analysed map[*ir.Func]bool
	// beforeBegin: the instructions of the SPMD function that run before
	// its bsp_begin (spmdstart.go); topCall: the call of the SPMD
	// function whose callee is being inlined.
	beforeBegin map[ir.Instruction]bool
	topCall     *ir.InstCall
	vlas        []*cvar // variable-length arrays of every inlined instance
	inlining    []*ir.Func
	ptrs        map[value.Value]location
	retVar      *cvar
	// retPtr is the call of the function being inlined when it returns
	// a pointer: its return sets t.ptrs[retPtr].
	retPtr *ir.InstCall
	// headerWork is the work of the loop header that loopWhile took out
	// of the loop it returned (--work=instructions).
	headerWork *frontend.CostStmt
	curPos     frontend.Pos
	// evalOnlyDepth > 0 while an expression is built only to be dropped
	// (evalOnly): its identifiers are not uses.
	evalOnlyDepth int
	// covered: the identifiers in pairs u := e; while ... end
	// (convertFors).
	covered map[*frontend.Ident]bool
	// identOwner: the variable of every identifier made (cloneExpr).
	identOwner map[*frontend.Ident]*cvar
	// arrayIDs numbers the arrays of pointers into several arrays.
	arrayIDs map[*cvar]int64
	// globalArrays are the int array globals, in the module's order.
	globalArrays []globalArray
	// phiBases gives the arrays a pointer phi of t.fn may point into
	// (pointsTo's search, after its fixpoint).
	phiBases func(value.Value) ([]*cvar, bool)
	// notes are the approximations made, at the C lines that needed
	// them (shared by the translators of inlined functions).
	notes *[]*diag.Diagnostic
	// writes: which globals code outside the SPMD function may set.
	writes globalWrites
	// namer names the C file of each function, for diagnostics in code
	// inlined from another file.
	namer *fileNamer
	// goesOn: the blocks ending the run under a condition that the
	// translation continues past (continueAfterEnds).
	goesOn map[*ir.Block]bool
	// abortMarks: the statements standing for an end of the run under a
	// condition (a goesOn block's call), with the function called, until
	// guardedBroadcasts has read them (abortguard.go).
	abortMarks map[*frontend.SkipStmt]string
	// guards: what the broadcasts' abort guards require of the
	// parameters (abortguard.go), conjoined with the requires clause.
	guards []guard
	// sameParams are the parameters made of values the same on every
	// process (broadcasts, a contract's same), whose copies
	// copiesOfBroadcasts reads as them.
	sameParams map[*cvar]bool
	// reg records the registration model's events (registration.go); nil
	// in the translation itself.
	reg *regRecorder
	// curBlock is the block whose instructions are being translated.
	curBlock *ir.Block
	// mod is the module translated.
	mod *ir.Module
	// files are the source files other than t.file that positions name
	// (Program.Files).
	files []string
	// allocArrs: the arrays of malloc and calloc calls chosen by ?:
	// (phiAllocArray), in the order they were met.
	allocArrs  map[*ir.InstCall]*cvar
	allocOrder []*ir.InstCall
	// pending are declarations the next statement emitted needs
	// (dataBuffer).
	pending []frontend.Stmt
	// requiresAt is where the requires clause is: its pragma's line, else
	// the entry's (requiresNames).
	requiresAt frontend.Pos
}

// where is the file and position pos stands for (Program.Where).
func (t *translator) where(pos frontend.Pos) (string, frontend.Pos) {
	p := &frontend.Program{File: t.file, Files: t.files}
	return p.Where(pos)
}

// paramName is a placeholder for the .bsp name of parameter v in a note,
// which exists only once names are given (nameIdents: a C global nprocs
// is the parameter nprocs_); finishNotes replaces it.
func paramName(v *cvar) string {
	return fmt.Sprintf("\x00%p\x00", v)
}

// paramRenamed is a placeholder for why parameter v's .bsp name is not
// its C name, in a note: finishNotes replaces it with " (why)" where the
// names differ, and with nothing where they do not.
func paramRenamed(v *cvar) string {
	return fmt.Sprintf("\x00r%p\x00", v)
}

// renamedWhy says why a C name is not the .bsp name of its variable.
func renamedWhy(cname string) string {
	switch cname {
	case "p", "nprocs":
		return cname + " names the number of processes in a bound and a requires clause"
	case "pid":
		return "pid names the process id"
	case "r", "g", "l", "w":
		return cname + " names a parameter of the machine"
	}
	if reservedNames[cname] {
		return cname + " is a keyword of the bound's language"
	}
	return "another variable is named " + cname
}

// finishNotes writes the .bsp names of the parameters into the notes.
func (t *translator) finishNotes() {
	for _, d := range *t.notes {
		if !strings.Contains(d.Msg, "\x00") {
			continue
		}
		for _, v := range t.params {
			name := v.name
			if name == "" {
				name = sanitize(v.cname)
			}
			d.Msg = strings.ReplaceAll(d.Msg, paramName(v), name)
			why := ""
			if name != v.cname && renamedNoteOn {
				why = " (" + renamedWhy(v.cname) + ")"
			}
			d.Msg = strings.ReplaceAll(d.Msg, paramRenamed(v), why)
		}
	}
}

// renamedNoteOn switches the notes that say why a parameter's name in the
// bound is not its C name, and that a requires clause's p is not an
// argument p (the mutation check of TestRenamedParam).
var renamedNoteOn = true

// requiresNames notes each name of req that is the C name of a
// parameter the bound names otherwise (an argument p, which the bound
// calls p_): there it means what the bound's language means by it (p the
// number of processes), and the parameter has its own name.
func (t *translator) requiresNames(req frontend.Expr, at frontend.Pos) {
	if !renamedNoteOn || req == nil {
		return
	}
	seen := map[string]bool{}
	frontend.Inspect(req, func(n frontend.Node) bool {
		id, ok := n.(*frontend.Ident)
		if !ok || seen[id.Name] {
			return true
		}
		for _, v := range t.params {
			if v.cname == id.Name && v.name != "" && v.name != v.cname {
				seen[id.Name] = true
				what := "the global " + v.cname
				if !v.global {
					what = "the argument " + v.cname + " of " + t.fn.Name()
				}
				meaning := map[string]string{"p": "the number of processes", "nprocs": "the number of processes", "pid": "the process id"}[id.Name]
				if meaning == "" {
					meaning = "a name of the bound's language"
				}
				t.note(at, "the requires clause's %s is %s, not %s, which the bound and a requires clause name %s", id.Name, meaning, what, v.name)
			}
		}
		return true
	})
}

// note records an approximation of the translation at pos: the bound is
// still sound, and the user is told what was assumed and where.
func (t *translator) note(pos frontend.Pos, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	for _, d := range *t.notes {
		if d.Pos == pos && d.Msg == msg {
			return
		}
	}
	*t.notes = append(*t.notes, &diag.Diagnostic{File: t.file, Pos: pos, Severity: diag.SeverityInfo, Msg: msg})
}

type globalArray struct {
	g *ir.Global
	v *cvar
}

type userRef struct {
	block int // -1 for a phi (a use at the end of the incoming block)
	index int // index of the user in its block (len(Insts) for the terminator)
	inst  any // ir.Instruction or ir.Terminator
}

func (t *translator) fail(pos frontend.Pos, format string, args ...any) {
	var l frontend.ErrorList
	file, at := t.where(pos)
	l.Add(file, at, format, args...)
	panic(bail{l})
}

func (t *translator) limit(pos frontend.Pos, format string, args ...any) {
	file, at := t.where(pos)
	panic(bail{frontend.ErrorList{&frontend.Error{File: file, Pos: at, Limit: true, Msg: fmt.Sprintf(format, args...)}}})
}

// posOf returns the C position of an instruction or terminator from its
// !dbg attachment, or the current statement's position.
func (t *translator) posOf(v any) frontend.Pos {
	type mdHaver interface {
		MDAttachments() []*metadata.Attachment
	}
	if m, ok := v.(mdHaver); ok {
		for _, a := range m.MDAttachments() {
			if a.Name != "dbg" {
				continue
			}
			if loc, ok := a.Node.(*metadata.DILocation); ok && loc.Line > 0 {
				col := int(loc.Column)
				if col <= 0 {
					col = 1
				}
				return frontend.Pos{Line: t.fileLine(scopeFile(loc.Scope), int(loc.Line)), Col: col}
			}
		}
	}
	return t.curPos
}

// scopeFile returns the file of a debug scope (a function, a block).
func scopeFile(s metadata.Field) *metadata.DIFile {
	for i := 0; s != nil && i < 64; i++ {
		switch x := s.(type) {
		case *metadata.DISubprogram:
			return x.File
		case *metadata.DILexicalBlock:
			if x.File != nil {
				return x.File
			}
			s = x.Scope
		case *metadata.DILexicalBlockFile:
			if x.File != nil {
				return x.File
			}
			s = x.Scope
		default:
			return nil
		}
	}
	return nil
}

// fileLine is line of file f as a line of the program: itself in the
// SPMD function's file, else shifted into the range of f's index in
// Program.Files (frontend.LineStride), so that diagnostics name the file
// of code inlined from another translation unit or a header.
func (t *translator) fileLine(f *metadata.DIFile, line int) int {
	if f == nil || t.namer == nil || line >= frontend.LineStride {
		return line
	}
	name := t.namer.name(f)
	if name == "" || name == t.file {
		return line
	}
	for i, g := range t.files {
		if g == name {
			return (i+1)*frontend.LineStride + line
		}
	}
	t.files = append(t.files, name)
	return len(t.files)*frontend.LineStride + line
}

func scopeOf(v any) metadata.Field {
	type mdHaver interface {
		MDAttachments() []*metadata.Attachment
	}
	if m, ok := v.(mdHaver); ok {
		for _, a := range m.MDAttachments() {
			if loc, ok := a.Node.(*metadata.DILocation); ok && a.Name == "dbg" {
				return loc.Scope
			}
		}
	}
	return nil
}

func parentScope(s metadata.Field) metadata.Field {
	switch s := s.(type) {
	case *metadata.DILexicalBlock:
		return s.Scope
	case *metadata.DILexicalBlockFile:
		return s.Scope
	}
	return nil
}

// countsFlops reports whether the floating-point operations of inst count
// as work: not when bspcost_work was called in its C block or an
// enclosing one.
func (t *translator) countsFlops(inst any) bool {
	return t.opts.Work != WorkInstructions && t.inCountedScope(inst)
}

// inCountedScope reports whether inst is outside the C blocks whose work
// bspcost_work states.
func (t *translator) inCountedScope(inst any) bool {
	if len(t.noFlops) == 0 {
		return true
	}
	for s := scopeOf(inst); s != nil; s = parentScope(s) {
		if t.noFlops[s] {
			return false
		}
	}
	return true
}

func unwrap(v value.Value) value.Value {
	for {
		a, ok := v.(*ir.Arg)
		if !ok {
			return v
		}
		v = a.Value
	}
}

func calleeName(c *ir.InstCall) string {
	if f := calleeFunc(c); f != nil {
		return f.Name()
	}
	return ""
}

// calleeFunc is the function c calls, also through a cast (a function
// declared without a prototype: void bsp_begin(); then bsp_begin(P)).
func calleeFunc(c *ir.InstCall) *ir.Func {
	v := unwrap(c.Callee)
	for i := 0; i < 4; i++ {
		switch x := v.(type) {
		case *ir.Func:
			return x
		case *constant.ExprBitCast:
			v = x.From
			continue
		}
		break
	}
	return nil
}

func typeSize(ty types.Type) int {
	switch ty := ty.(type) {
	case *types.IntType:
		return int((ty.BitSize + 7) / 8)
	case *types.FloatType:
		switch ty.Kind {
		case types.FloatKindFloat:
			return 4
		case types.FloatKindDouble:
			return 8
		case types.FloatKindHalf:
			return 2
		}
		return 16
	case *types.PointerType:
		return 8
	}
	return 0
}

func isFP(ty types.Type) bool {
	_, ok := ty.(*types.FloatType)
	return ok
}

func isBool(ty types.Type) bool {
	it, ok := ty.(*types.IntType)
	return ok && it.BitSize == 1
}

func isInt(ty types.Type) bool {
	_, ok := ty.(*types.IntType)
	return ok
}

// bspPure are the BSPlib calls without side effects, translated as values.
var bspPure = map[string]bool{"bsp_pid": true, "bsp_nprocs": true, "bsp_time": true}

// CallFlops is the work the C front end charges a call of the named
// function (fpCallFlops); false for a function it does not count.
// bspcost profile counts the same, so that measured work is comparable
// with the bound.
func CallFlops(name string) (int, bool) { return fpCallFlops(name) }

// fpCallFlops is the work of the floating-point functions treated as
// operations: a fused multiply-add is two (clang emits llvm.fmuladd for
// a * b + c), a square root one, an absolute value none.
func fpCallFlops(name string) (int, bool) {
	for _, f := range []struct {
		prefix string
		flops  int
	}{{"llvm.fmuladd.", 2}, {"llvm.fma.", 2}, {"llvm.sqrt.", 1}, {"sqrt", 1}, {"llvm.fabs.", 0}, {"fabs", 0},
		// The functions of math.h: one flop per call for the
		// transcendental ones (a convention: their real cost is a few
		// tens of flops; bspcost_work states another), none for those
		// that only round or compare.
		{"sin", 1}, {"cos", 1}, {"tan", 1}, {"asin", 1}, {"acos", 1}, {"atan", 1}, {"atan2", 1},
		{"exp", 1}, {"log", 1}, {"log2", 1}, {"log10", 1}, {"pow", 1}, {"cbrt", 1},
		{"llvm.sin.", 1}, {"llvm.cos.", 1}, {"llvm.exp.", 1}, {"llvm.exp2.", 1}, {"llvm.log.", 1},
		{"llvm.log2.", 1}, {"llvm.log10.", 1}, {"llvm.pow.", 1}, {"llvm.powi.", 1},
		{"floor", 0}, {"ceil", 0}, {"round", 0}, {"trunc", 0}, {"fmin", 0}, {"fmax", 0},
		{"llvm.floor.", 0}, {"llvm.ceil.", 0}, {"llvm.round.", 0}, {"llvm.trunc.", 0},
		{"llvm.minnum.", 0}, {"llvm.maxnum.", 0}, {"llvm.copysign.", 0}} {
		if name == f.prefix || strings.HasSuffix(f.prefix, ".") && strings.HasPrefix(name, f.prefix) {
			return f.flops, true
		}
	}
	return 0, false
}

// ignored are calls that do not change the cost model's state: BSPlib's
// set-up and registration (every .bsp variable is registered), the debug
// and lifetime intrinsics, and output.
var ignored = map[string]bool{
	"bsp_begin": true, "bsp_end": true, "bsp_push_reg": true, "bsp_pop_reg": true, "bsp_init": true,
	"llvm.dbg.declare": true, "llvm.dbg.value": true, "llvm.dbg.label": true,
	"llvm.stacksave": true, "llvm.stackrestore": true,
	"llvm.lifetime.start.p0i8": true, "llvm.lifetime.end.p0i8": true,
	"printf": true, "fprintf": true, "puts": true, "putchar": true, "fflush": true,
	// Allocation: malloc and calloc stored into a pointer variable are
	// array declarations (mallocDecl); free ends nothing in .bsp.
	"malloc": true, "calloc": true, "free": true,
}

// sideEffect reports whether inst must stay in place: a load moved past it
// could read another value.
func (t *translator) sideEffect(inst ir.Instruction) bool {
	switch i := inst.(type) {
	case *ir.InstStore:
		v := t.vars[unwrap(i.Dst)]
		return v == nil || !v.opaque || v.ptrMulti
	case *ir.InstCall:
		name := calleeName(i)
		return !pure(i) && !strings.HasPrefix(name, "llvm.dbg.") && name != "llvm.stacksave"
	}
	return false
}

// pure reports whether inst is a value the translation may inline into
// its use.
func pure(inst ir.Instruction) bool {
	switch i := inst.(type) {
	case *ir.InstLoad, *ir.InstGetElementPtr, *ir.InstBitCast, *ir.InstPtrToInt,
		*ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstSDiv, *ir.InstUDiv, *ir.InstSRem, *ir.InstURem,
		*ir.InstShl, *ir.InstLShr, *ir.InstAShr, *ir.InstAnd, *ir.InstOr, *ir.InstXor,
		*ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstICmp, *ir.InstFCmp,
		*ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFDiv, *ir.InstFRem, *ir.InstFNeg,
		*ir.InstSIToFP, *ir.InstUIToFP, *ir.InstFPToSI, *ir.InstFPToUI, *ir.InstFPExt, *ir.InstFPTrunc:
		return true
	case *ir.InstCall:
		_, fp := fpCallFlops(calleeName(i))
		return bspPure[calleeName(i)] || fp || isAbs(calleeName(i))
	}
	return false
}

// isAbs reports whether name is C's integer absolute value.
func isAbs(name string) bool {
	return name == "abs" || name == "labs" || name == "llabs" || strings.HasPrefix(name, "llvm.abs.")
}

func isAddress(v value.Value) bool {
	switch v.(type) {
	case *ir.InstGetElementPtr, *ir.InstBitCast:
		return true
	}
	return false
}

// newTranslator prepares the translation of f.
func newTranslator(file string, f *ir.Func, opts Options) *translator {
	return &translator{
		file: file, opts: opts, fn: f,
		vars:       map[value.Value]*cvar{},
		temps:      map[value.Value]*cvar{},
		inline:     map[value.Value]bool{},
		users:      map[value.Value][]userRef{},
		pdoms:      map[int]*postDom{},
		noFlops:    map[metadata.Field]bool{},
		analysed:   map[*ir.Func]bool{},
		ptrs:       map[value.Value]location{},
		identOwner: map[*frontend.Ident]*cvar{},
		notes:      new([]*diag.Diagnostic),
		sameAssign: map[*frontend.AssignStmt]string{},
		abortMarks: map[*frontend.SkipStmt]string{},
	}
}

// collect computes the users of every value, the C names of the allocas,
// and which values are inlined.
func (t *translator) collect(m *ir.Module) {
	t.collectNames()
	if t.analysed[t.fn] {
		t.classifyPointers()
		t.phiTemps()
		return
	}
	t.analysed[t.fn] = true
	defer t.phiTemps()
	for bi, b := range t.fn.Blocks {
		for ii, inst := range b.Insts {
			if st, ok := inst.(*ir.InstStore); ok {
				if v := t.vars[unwrap(st.Dst)]; v != nil && v.opaque {
					// Not a use of the stored value (a pointer, or a VLA's
					// length for the debugger); a use of the variable.
					d := unwrap(st.Dst)
					t.users[d] = append(t.users[d], userRef{block: bi, index: ii, inst: inst})
					continue
				}
			}
			if c, ok := inst.(*ir.InstCall); ok {
				switch calleeName(c) {
				case "llvm.dbg.declare", "llvm.dbg.value":
					continue
				case "bspcost_work":
					if s := scopeOf(c); s != nil {
						t.noFlops[s] = true
					}
				}
			}
			if ph, ok := inst.(*ir.InstPhi); ok {
				for _, inc := range ph.Incs {
					x := unwrap(inc.X)
					// A use at the end of the incoming block, where the
					// copy into the phi's variable is made.
					pb, _ := inc.Pred.(*ir.Block)
					ref := userRef{block: -1, inst: ph}
					if pi, ok := t.g.index[pb]; ok && pb != nil {
						ref.block, ref.index = pi, len(pb.Insts)
					}
					t.users[x] = append(t.users[x], ref)
				}
				continue
			}
			for _, op := range inst.(interface{ Operands() []*value.Value }).Operands() {
				x := unwrap(*op)
				t.users[x] = append(t.users[x], userRef{block: bi, index: ii, inst: inst})
			}
		}
		if b.Term != nil {
			for _, op := range b.Term.Operands() {
				x := unwrap(*op)
				if _, isBlock := x.(*ir.Block); isBlock {
					continue
				}
				t.users[x] = append(t.users[x], userRef{block: bi, index: len(b.Insts), inst: b.Term})
			}
		}
	}
	t.classifyPointers()
	// Inlining: a pure value is written into its users when all of them are
	// in its block after it, none is a phi, and no instruction with a side
	// effect comes between it and its last use (addresses are followed to
	// their own uses).
	for bi, b := range t.fn.Blocks {
		next := make([]int, len(b.Insts)+1) // index of the first side effect at or after i
		next[len(b.Insts)] = len(b.Insts) + 1
		for i := len(b.Insts) - 1; i >= 0; i-- {
			next[i] = next[i+1]
			if t.sideEffect(b.Insts[i]) {
				next[i] = i
			}
		}
		for ii, inst := range b.Insts {
			if !pure(inst) {
				continue
			}
			if l, ok := inst.(*ir.InstLoad); ok && isInt(l.ElemType) && t.throughMulti(l.Src, 0) {
				// An int read through a pointer into several arrays: a
				// temporary assigned by an if/elif chain (materialize).
				continue
			}
			v := inst.(value.Value)
			last, ok := t.lastUse(v, bi, 0)
			if isAddress(v) {
				t.inline[v] = true
				continue
			}
			if ok && next[ii+1] >= last {
				t.inline[v] = true
			}
		}
	}
}

// allocas yields the allocas of t.fn in order: the function's variables,
// which allocaVar declares and the pointer classifications read.
func (t *translator) allocas() iter.Seq[*ir.InstAlloca] {
	return func(yield func(*ir.InstAlloca) bool) {
		for _, b := range t.fn.Blocks {
			for _, inst := range b.Insts {
				if a, ok := inst.(*ir.InstAlloca); ok && !yield(a) {
					return
				}
			}
		}
	}
}

// classifyPointers marks the pointer variables of t.fn stored more than
// once (ptrMulti): their stores are ordered with their loads.
func (t *translator) classifyPointers() {
	for a := range t.allocas() {
		v := t.vars[a]
		if v == nil || !v.opaque {
			continue
		}
		n, nulls := 0, 0
		var allocs []*ir.InstStore
		var calls []*ir.InstCall
		for _, u := range t.users[a] {
			if st, ok := u.inst.(*ir.InstStore); ok && unwrap(st.Dst) == value.Value(a) {
				if _, ptr := st.Src.Type().(*types.PointerType); ptr {
					n++
					if _, null := unwrap(st.Src).(*constant.Null); null {
						nulls++
					} else if c := allocCall(st.Src); c != nil {
						allocs = append(allocs, st)
						calls = append(calls, c)
					}
				}
			}
		}
		v.ptrMulti = n > 1
		v.handle = t.isHandleVar(a)
		if nulls > 0 && len(allocs) == 1 && nulls+1 == n {
			v.nullable, v.allocStore, v.allocCall = true, allocs[0], calls[0]
		}
		if v.handle || v.nullable || !pointsToOn {
			continue
		}
		v.maybeNull = nulls > 0
		switch t.escapes(a) {
		case "bsp_hpmove":
			// The tag and payload pointers bsp_hpmove sets point into
			// the message buffer.
			v.dataPtr, v.maybeNull = true, true
		case "inlined":
			// float *s = NULL; f(&s): what f stores into s is followed
			// where f is inlined, as a target the translation does not
			// know here; so is a pointer that f may assign more than
			// once (in two branches).
			if n > 0 || t.storesThrough(a) > 1 {
				v.dataPtr, v.maybeNull, v.ptrMulti = true, true, true
			}
		}
		if len(allocs) > 0 && v.ptrMulti {
			// An allocation among several stores: its size is known
			// where it is made only (calloc(n) with n received).
			v.dataPtr = true
		}
	}
	t.pointsTo()
	t.dataPointers()
}

// pointsToOn switches the points-to model of maybe-NULL and data pointers
// (maybeNull, dataPtr); off, a pointer assigned NULL, an allocation among
// several stores and bsp_hpmove's pointers are errors (the mutation check
// of TestRulesThatTranslate).
var pointsToOn = true

// escapes says where the address of the pointer variable a goes as a
// call's argument: "bsp_hpmove", "inlined" (a function of the inputs,
// which may store into it), or "".
func (t *translator) escapes(a *ir.InstAlloca) string {
	out := ""
	for _, u := range t.users[a] {
		c, ok := u.inst.(*ir.InstCall)
		if !ok {
			continue
		}
		f := calleeFunc(c)
		switch {
		case f == nil:
		case f.Name() == "bsp_hpmove":
			return "bsp_hpmove"
		case len(f.Blocks) > 0 && t.contractOf(c) == nil:
			for _, x := range c.Args {
				if unwrap(x) == value.Value(a) {
					out = "inlined"
				}
			}
		}
	}
	return out
}

// storesThrough counts the stores the functions that a's address is
// passed to make through that argument (*out = x), a call passing it on
// counting two: more than one means that which place the pointer holds
// depends on their control flow.
func (t *translator) storesThrough(a *ir.InstAlloca) int {
	n := 0
	for _, u := range t.users[a] {
		c, ok := u.inst.(*ir.InstCall)
		if !ok {
			continue
		}
		f := calleeFunc(c)
		if f == nil || len(f.Blocks) == 0 || len(f.Params) != len(c.Args) {
			continue
		}
		for i, x := range c.Args {
			if unwrap(x) == value.Value(a) {
				n += paramStores(f, f.Params[i])
			}
		}
	}
	return n
}

// paramStores counts the stores through the pointer parameter p of f (at
// -O0, through the load of the alloca p is saved in); a call passing it on
// counts two.
func paramStores(f *ir.Func, p *ir.Param) int {
	held := map[value.Value]bool{p: true} // p, and the loads of its alloca
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if st, ok := inst.(*ir.InstStore); ok && unwrap(st.Src) == value.Value(p) {
				if _, isAlloca := unwrap(st.Dst).(*ir.InstAlloca); isAlloca {
					for _, b2 := range f.Blocks {
						for _, i2 := range b2.Insts {
							if l, ok := i2.(*ir.InstLoad); ok && unwrap(l.Src) == unwrap(st.Dst) {
								held[l] = true
							}
						}
					}
				}
			}
		}
	}
	n := 0
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			switch x := inst.(type) {
			case *ir.InstStore:
				if held[unwrap(x.Dst)] {
					n++
				}
			case *ir.InstCall:
				for _, arg := range x.Args {
					if held[unwrap(arg)] {
						n += 2
					}
				}
			}
		}
	}
	return n
}

// dataPointers makes data pointers of the pointer variables that copy one
// (p = q, q a data pointer), to a fixpoint, and gives each its array.
func (t *translator) dataPointers() {
	var ptrs []*cvar
	for a := range t.allocas() {
		if v := t.vars[a]; v != nil && v.opaque && !v.handle {
			ptrs = append(ptrs, v)
		}
	}
	for changed, rounds := true, 0; changed && rounds <= len(ptrs)+1; rounds++ {
		changed = false
		for _, b := range t.fn.Blocks {
			for _, inst := range b.Insts {
				st, ok := inst.(*ir.InstStore)
				if !ok {
					continue
				}
				v := t.vars[unwrap(st.Dst)]
				if v == nil || !v.opaque || v.handle || v.dataPtr || v.nullable {
					continue
				}
				if t.loadsDataPtr(st.Src, 0) {
					v.dataPtr, v.maybeNull, changed = true, true, true
				}
			}
		}
	}
	for _, v := range ptrs {
		if !v.dataPtr && !v.maybeNull {
			continue
		}
		if v.dataPtr {
			v.ptrMulti, v.ptrBases, v.ptrWhich = true, nil, nil
		}
		if v.nullFlag == nil {
			v.nullFlag = &cvar{cname: v.cname + "_null", declPos: v.declPos}
			t.order = append(t.order, v.nullFlag)
		}
	}
}

// loadsDataPtr reports whether the pointer value x is (an address in)
// what a data pointer variable holds.
func (t *translator) loadsDataPtr(x value.Value, depth int) bool {
	if depth > 32 {
		return false
	}
	switch y := unwrap(x).(type) {
	case *ir.InstBitCast:
		return t.loadsDataPtr(y.From, depth+1)
	case *ir.InstGetElementPtr:
		return t.loadsDataPtr(y.Src, depth+1)
	case *ir.InstLoad:
		cv := t.vars[unwrap(y.Src)]
		return cv != nil && cv.dataPtr
	case *ir.InstPhi:
		for _, inc := range y.Incs {
			if t.loadsDataPtr(inc.X, depth+1) {
				return true
			}
		}
	}
	return false
}

// isHandleVar reports whether the pointer variable a is a handle: every
// load of it is used only as handleUse says, and what is stored in it is
// NULL or the result of a call of a function whose code is not among the
// inputs (fopen), not an address of the program.
func (t *translator) isHandleVar(a *ir.InstAlloca) bool {
	pt, ok := a.ElemType.(*types.PointerType)
	if !ok {
		return false
	}
	switch et := pt.ElemType.(type) {
	case *types.StructType, *types.PointerType: // FILE *, char **argv
	case *types.IntType:
		// void * (i8 *): a library's handle (BSPonMPI's bsc_group_t)
		// when set by the library's calls and only given back to it.
		if et.BitSize != 8 {
			return false
		}
	default:
		return false
	}
	for _, u := range t.users[a] {
		switch x := u.inst.(type) {
		case *ir.InstStore:
			if unwrap(x.Dst) != value.Value(a) {
				return false // its address stored
			}
			switch src := unwrap(x.Src).(type) {
			case *constant.Null:
			case *ir.Param:
				if t.vars[src] != nil || t.ptrs[src].v != nil {
					return false // an argument the translation follows
				}
			case *ir.InstCall:
				if f := calleeFunc(src); f == nil || len(f.Blocks) > 0 || ignored[f.Name()] {
					return false
				}
			default:
				return false
			}
		case *ir.InstLoad:
			if !t.handleUse(x) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// pointsTo finds the pointer variables of t.fn that point into several
// arrays: the arrays each pointer store may point into, to a fixpoint
// (p = q gives p the arrays of q). A variable with a store the search
// does not follow (a call's result, NULL) keeps one array at most.
func (t *translator) pointsTo() {
	var ptrs []*cvar
	stores := map[*cvar][]value.Value{}
	for _, b := range t.fn.Blocks {
		for _, inst := range b.Insts {
			if a, ok := inst.(*ir.InstAlloca); ok {
				if v := t.vars[a]; v != nil && v.opaque {
					ptrs = append(ptrs, v)
				}
			}
			if st, ok := inst.(*ir.InstStore); ok {
				if v := t.vars[unwrap(st.Dst)]; v != nil && v.opaque {
					if _, ptr := st.Src.Type().(*types.PointerType); ptr {
						stores[v] = append(stores[v], st.Src)
					}
				}
			}
		}
	}
	pts := map[*cvar][]*cvar{}
	unknown := map[*cvar]bool{}
	add := func(v, a *cvar) bool {
		for _, b := range pts[v] {
			if b == a {
				return false
			}
		}
		pts[v] = append(pts[v], a)
		return true
	}
	onPath := map[*ir.InstPhi]bool{}
	var bases func(x value.Value, depth int) ([]*cvar, bool)
	bases = func(x value.Value, depth int) ([]*cvar, bool) {
		x = unwrap(x)
		if depth > 32 {
			return nil, false
		}
		if cv := t.vars[x]; cv != nil {
			if cv.opaque || cv.param {
				return nil, false
			}
			return []*cvar{cv}, true
		}
		switch y := x.(type) {
		case *ir.InstBitCast:
			return bases(y.From, depth+1)
		case *constant.ExprBitCast:
			return bases(y.From, depth+1)
		case *ir.InstGetElementPtr:
			return bases(y.Src, depth+1)
		case *constant.ExprGetElementPtr:
			return bases(y.Src, depth+1)
		case *ir.Param:
			if l, ok := t.ptrs[y]; ok {
				if l.alts != nil {
					return l.alts, true
				}
				return []*cvar{l.v}, true
			}
		case *ir.InstLoad:
			if cv := t.vars[unwrap(y.Src)]; cv != nil && cv.opaque && !unknown[cv] {
				return pts[cv], true
			}
		case *ir.InstPhi:
			// p = c ? a : b: the arrays of every incoming value (a phi
			// met again on the way adds nothing: no exponential search).
			if onPath[y] {
				return nil, true
			}
			onPath[y] = true
			defer delete(onPath, y)
			var out []*cvar
			for _, inc := range y.Incs {
				bs, ok := bases(inc.X, depth+1)
				if arr := t.phiAllocArray(inc.X, y); arr != nil {
					bs, ok = []*cvar{arr}, true
				}
				if !ok {
					return nil, false
				}
				for _, b := range bs {
					dup := false
					for _, o := range out {
						dup = dup || o == b
					}
					if !dup {
						out = append(out, b)
					}
				}
			}
			return out, true
		}
		return nil, false
	}
	t.phiBases = func(x value.Value) ([]*cvar, bool) { return bases(x, 0) }
	// Every p = c ? &x : a of the function, stored or not, before its
	// scalars are read or written anywhere (promoteScalars).
	for _, b := range t.fn.Blocks {
		for _, inst := range b.Insts {
			if ph, ok := inst.(*ir.InstPhi); ok {
				if _, ptr := ph.Type().(*types.PointerType); ptr {
					if bs, ok := bases(ph, 0); ok {
						t.promoteScalars(bs)
					}
				}
			}
		}
	}
	for changed, rounds := true, 0; changed && rounds <= len(ptrs)+1; rounds++ {
		changed = false
		for _, v := range ptrs {
			if unknown[v] {
				continue
			}
			for _, src := range stores[v] {
				if _, null := unwrap(src).(*constant.Null); null && v.maybeNull {
					continue // never read through
				}
				bs, ok := bases(src, 0)
				if !ok {
					unknown[v] = true
					changed = true
					break
				}
				for _, b := range bs {
					if add(v, b) {
						changed = true
					}
				}
			}
		}
	}
	for _, v := range ptrs {
		bs := pts[v]
		if unknown[v] || v.nullable || len(bs) < 2 {
			continue
		}
		t.promoteScalars(bs)
		ok := true
		for _, b := range bs {
			ok = ok && b.isArray && b.elem == bs[0].elem
		}
		if !ok {
			continue // an error where it is assigned: two arrays
		}
		v.ptrBases = bs
		v.ptrWhich = &cvar{cname: v.cname + "_which", declPos: v.declPos}
		t.order = append(t.order, v.ptrWhich)
		v.ptrMulti = true // its stores are ordered with its loads
	}
}

// throughMulti reports whether the address x is in a pointer into several
// arrays (a pointer variable or argument).
func (t *translator) throughMulti(x value.Value, depth int) bool {
	x = unwrap(x)
	if depth > 32 {
		return false
	}
	switch y := x.(type) {
	case *ir.InstBitCast:
		return t.throughMulti(y.From, depth+1)
	case *ir.InstGetElementPtr:
		return t.throughMulti(y.Src, depth+1)
	case *ir.InstLoad:
		cv := t.vars[unwrap(y.Src)]
		return cv != nil && cv.ptrBases != nil
	case *ir.Param:
		l, ok := t.ptrs[y]
		return ok && l.alts != nil
	}
	return false
}

// dataArray is the array of the data pointer v (dataPtr), of the
// elements of the pointer type pt: never declared, it stands for memory
// whose size and contents the translation does not follow.
func (t *translator) dataArray(v *cvar, pt types.Type) *cvar {
	if v.dataArr == nil {
		v.dataArr = &cvar{cname: v.cname, isArray: true, data: true, declPos: v.declPos, elem: 1}
		if p, ok := pt.(*types.PointerType); ok {
			if n := typeSize(p.ElemType); n > 0 {
				v.dataArr.elem, v.dataArr.fp = n, isFP(p.ElemType)
			}
		}
	}
	return v.dataArr
}

// arrayID numbers the arrays that pointers into several arrays point to.
func (t *translator) arrayID(v *cvar) int64 {
	if t.arrayIDs == nil {
		t.arrayIDs = map[*cvar]int64{}
	}
	id, ok := t.arrayIDs[v]
	if !ok {
		id = int64(len(t.arrayIDs) + 1)
		t.arrayIDs[v] = id
	}
	return id
}

// dispatch is f applied to each array a location into several arrays
// may be in, as an if/elif chain on which; f itself for one array.
func (t *translator) dispatch(l location, pos frontend.Pos, f func(location) []frontend.Stmt) []frontend.Stmt {
	if l.alts == nil {
		return f(l)
	}
	var chain, last *frontend.IfStmt
	for k, a := range l.alts {
		// The first arm has the expressions, the others copies: every
		// identifier made is in the program once.
		one, which := location{v: a, idx: l.idx}, l.which
		if k > 0 {
			which = t.cloneExpr(l.which)
			if l.idx != nil {
				one.idx = t.cloneExpr(l.idx)
			}
		}
		t.tick(pos)
		arm := &frontend.IfStmt{If: pos, Cond: bin(which, frontend.EQL, intLit(t.arrayID(a), pos), pos), Then: &frontend.Block{Start: pos, Stmts: f(one)}, EndPos: pos}
		if chain == nil {
			chain = arm
		} else {
			arm.Elif = true
			last.Else = &frontend.Block{Start: pos, Stmts: []frontend.Stmt{arm}}
		}
		last = arm
	}
	return []frontend.Stmt{chain}
}

// one fails, naming what, when l points into several arrays.
func (t *translator) one(l location, pos frontend.Pos, what string) {
	if l.alts != nil {
		t.fail(pos, "unsupported: %s through a pointer into several arrays (%s and %s)", what, l.alts[0].cname, l.alts[1].cname)
	}
}

// allocCall returns the malloc or calloc call whose result (cast to
// the pointer's type) v is, or nil.
func allocCall(v value.Value) *ir.InstCall {
	v = unwrap(v)
	if bc, ok := v.(*ir.InstBitCast); ok {
		v = unwrap(bc.From)
	}
	if c, ok := v.(*ir.InstCall); ok {
		if n := calleeName(c); n == "malloc" || n == "calloc" {
			return c
		}
	}
	return nil
}

// phiAllocArray returns the array that malloc or calloc makes when its
// result x is one of the pointers the phi ph chooses (x = s ? &y[0] :
// calloc(n, size), as BSPonMPI's tests write): an array declared where the
// function starts (allocDecls), made at the first call, whose elements
// are of the type the pointer is used as (a cast of x or of the phi); nil
// for another value.
func (t *translator) phiAllocArray(x value.Value, ph *ir.InstPhi) *cvar {
	c := allocCall(x)
	if c == nil {
		return nil
	}
	if arr := t.allocArrs[c]; arr != nil {
		return arr
	}
	var pt *types.PointerType
	if bc, ok := unwrap(x).(*ir.InstBitCast); ok {
		pt, _ = bc.To.(*types.PointerType)
	}
	for _, u := range t.users[ph] {
		if bc, ok := u.inst.(*ir.InstBitCast); ok && pt == nil {
			pt, _ = bc.To.(*types.PointerType)
		}
	}
	if pt == nil {
		pt, _ = ph.Type().(*types.PointerType)
	}
	if pt == nil {
		return nil
	}
	arr := &cvar{cname: "alloc", isArray: true, vla: true, declPos: t.posOf(c), allocDepth: len(t.inlining)}
	if !t.varType(arr, pt.ElemType) || arr.elem == 0 {
		return nil
	}
	arr.isArray = true
	if t.allocArrs == nil {
		t.allocArrs = map[*ir.InstCall]*cvar{}
	}
	t.allocArrs[c] = arr
	t.allocOrder = append(t.allocOrder, c)
	t.ptrs[c] = location{v: arr}
	return arr
}

// promoteScalarsOn is the rule of promoteScalars; off, a pointer chosen
// between a scalar and an array is an error (the mutation check of
// TestRulesThatTranslate).
var promoteScalarsOn = true

// promoteScalars makes the local scalars among the places bs a pointer may
// point into (p = n == 0 ? &empty : calloc(n, sizeof(int))) arrays of one
// element of the same type as bs's arrays: *p, p[0] and the scalar itself
// are then element 0, so that the pointer is an index into one of several
// arrays (ptrBases). The program is the same: C reads a scalar through a
// pointer as an array of one element, and an access past it is the
// program's error.
func (t *translator) promoteScalars(bs []*cvar) {
	if !promoteScalarsOn {
		return
	}
	var arr *cvar
	for _, b := range bs {
		if b.isArray {
			arr = b
			break
		}
	}
	if arr == nil {
		return
	}
	for _, b := range bs {
		if b.isArray {
			continue
		}
		if b.elem != arr.elem || b.fp != arr.fp || b.param || b.global || b.opaque || b.subst != nil || b.temp || b.fields != nil {
			return
		}
	}
	for _, b := range bs {
		if !b.isArray {
			b.isArray, b.size = true, intLit(1, b.declPos)
		}
	}
}

// allocDecls declares, where the translation of t.fn starts, the arrays
// of phiAllocArray (their size must be known there, as nullableDecls').
func (t *translator) allocDecls() []frontend.Stmt {
	var out []frontend.Stmt
	for _, c := range t.allocOrder {
		arr := t.allocArrs[c]
		if arr == nil || arr.size != nil {
			continue
		}
		pos := t.posOf(c)
		t.curPos = pos
		var nbytes frontend.Expr
		for _, x := range c.Args {
			if !t.stable(x, 0) {
				t.fail(pos, "unsupported: %s(...) chosen by ?: with a size not known when the function starts (built from constants, parameters, pid and nprocs)", calleeName(c))
			}
			if nbytes == nil {
				nbytes = t.expr(x)
			} else {
				nbytes = bin(nbytes, frontend.MUL, t.expr(x), pos)
			}
		}
		arr.size = divFloor(nbytes, int64(arr.elem))
		t.vlas = append(t.vlas, arr)
		t.tick(pos)
		out = append(out, &frontend.VarDecl{Var: pos, Name: t.ident(arr, pos), Size: arr.size, Rbrack: pos})
	}
	return out
}

// nullableDecls declares, where the translation of t.fn starts, the array
// of each nullable pointer variable of t.fn (its size must be known
// there: built from constants, parameters, pid and nprocs).
func (t *translator) nullableDecls() []frontend.Stmt {
	out := t.allocDecls()
	converted := false
	for a := range t.allocas() {
		v := t.vars[a]
		if v == nil || !v.nullable {
			continue
		}
		if pointsToOn && !t.stableArgs(v.allocCall) {
			// Its size is known where it is made only (calloc(n) with n
			// received): memory the translation does not follow.
			v.nullable, v.dataPtr, v.maybeNull, v.ptrMulti = false, true, true, true
			converted = true
			continue
		}
		pos := t.posOf(v.allocStore)
		t.curPos = pos
		c := v.allocCall
		pt, _ := v.allocStore.Src.Type().(*types.PointerType)
		arr := &cvar{cname: v.cname, isArray: true, vla: true, declPos: pos, allocDepth: len(t.inlining)}
		if pt == nil || !t.allocType(arr, pt.ElemType, pos) || arr.elem == 0 {
			t.fail(pos, "unsupported: %s of elements of type %s", calleeName(c), v.allocStore.Src.Type())
		}
		arr.isArray = true
		want := 1
		if calleeName(c) == "calloc" {
			want = 2
		}
		if len(c.Args) != want {
			t.fail(pos, "unsupported: %s with %d arguments", calleeName(c), len(c.Args))
		}
		var nbytes frontend.Expr
		for _, x := range c.Args {
			if !t.stable(x, 0) {
				t.fail(pos, "unsupported: pointer %s is assigned NULL and %s(...) whose size is not known when the function starts (built from constants, parameters, pid and nprocs)", v.cname, calleeName(c))
			}
			if nbytes == nil {
				nbytes = t.expr(x)
			} else {
				nbytes = bin(nbytes, frontend.MUL, t.expr(x), pos)
			}
		}
		t.vlas = append(t.vlas, arr)
		v.allocArr = arr
		v.nullFlag = &cvar{cname: v.cname + "_null", declPos: pos}
		t.order = append(t.order, v.nullFlag)
		t.tick(pos)
		// Its size, built from values fixed for the run, is also its
		// size wherever it is read (a call that writes it).
		arr.size = divFloor(nbytes, int64(arr.elem))
		out = append(out, &frontend.VarDecl{Var: pos, Name: t.ident(arr, pos), Size: t.cloneExpr(arr.size), Rbrack: pos})
	}
	if converted {
		t.dataPointers()
	}
	return out
}

// rowsOn switches the model of arrays of pointers as rows of one array
// (rows); off, an allocation of pointers and a pointer read from an array
// are errors (the mutation check of TestRulesThatTranslate).
var rowsOn = true

// allocType is varType for an allocated array of elements of type ty,
// which may also be pointers: an array of rows (rows).
func (t *translator) allocType(arr *cvar, ty types.Type, pos frontend.Pos) bool {
	if pt, ok := ty.(*types.PointerType); ok && rowsOn {
		if _, _, ok := scalars(pt.ElemType); !ok || !isInt(pt.ElemType) && !isFP(pt.ElemType) {
			return false
		}
		arr.rows, arr.elem, arr.isArray = true, 8, true
		t.note(pos, "%s: an array of pointers, each a row of one array: it holds their indices into that array (rows that are NULL are never read through)", arr.cname)
		return true
	}
	return t.varType(arr, ty)
}

// rowLocation is the location the pointer read from element l of an
// array of rows points to: l's row of the rows' array.
func (t *translator) rowLocation(l location, pos frontend.Pos) location {
	t.one(l, pos, "reading a row")
	if l.v.rowBase == nil {
		t.fail(pos, "unsupported: a row of %s read before the translation saw one assigned", l.v.cname)
	}
	idx := l.idx
	if idx == nil {
		idx = intLit(0, pos)
	}
	// Whether the row is NULL is not followed: comparing it with NULL
	// is unknown.
	return location{v: l.v.rowBase, idx: &frontend.IndexExpr{X: t.ident(l.v, pos), Lbrack: pos, Index: idx, Rbrack: pos}, null: &frontend.AnyExpr{AnyPos: pos}}
}

// rowStore translates a store of a pointer into element l of an array
// of rows: its index into the rows' array (NULL: 0, never read through).
func (t *translator) rowStore(s *ir.InstStore, l location, pos frontend.Pos) []frontend.Stmt {
	t.one(l, pos, "assigning a row")
	var rhs frontend.Expr = intLit(0, pos)
	if _, null := unwrap(s.Src).(*constant.Null); !null {
		r := t.address(s.Src)
		t.one(r, pos, "assigning a row")
		t.notStruct(r, pos)
		if r.v.data || r.v.rows || !r.v.isArray {
			t.fail(pos, "unsupported: a row of %s assigned a pointer into %s", l.v.cname, r.v.cname)
		}
		if l.v.rowBase == nil {
			l.v.rowBase = r.v
		} else if l.v.rowBase != r.v {
			t.fail(pos, "unsupported: the rows of %s point into two arrays (%s and %s)", l.v.cname, l.v.rowBase.cname, r.v.cname)
		}
		if r.idx != nil {
			rhs = r.idx
		}
	}
	idx := l.idx
	if idx == nil {
		idx = intLit(0, pos)
	}
	return []frontend.Stmt{&frontend.AssignStmt{LHS: &frontend.IndexExpr{X: t.ident(l.v, pos), Lbrack: pos, Index: idx, Rbrack: pos}, Assign: pos, RHS: rhs}}
}

// stableArgs reports whether the arguments of c are known when the
// function starts (stable).
func (t *translator) stableArgs(c *ir.InstCall) bool {
	for _, x := range c.Args {
		if !t.stable(x, 0) {
			return false
		}
	}
	return true
}

// collectNames names the allocas of t.fn after their llvm.dbg.declare.
func (t *translator) collectNames() {
	for _, b := range t.fn.Blocks {
		for _, inst := range b.Insts {
			if c, ok := inst.(*ir.InstCall); ok && calleeName(c) == "llvm.dbg.declare" {
				t.declName(c)
			}
		}
	}
}

// phiTemps gives the phis of t.fn fresh variables.
func (t *translator) phiTemps() {
	for _, b := range t.fn.Blocks {
		for _, inst := range b.Insts {
			if ph, ok := inst.(*ir.InstPhi); ok {
				t.curPos = t.posOf(ph)
				delete(t.temps, ph)
				if t.onlyIgnoredUsers(ph) {
					// A pointer chosen only for a call the model drops
					// (bsp_push_reg(pid ? &x : NULL, ...)): no value.
					continue
				}
				t.newTemp(ph)
			}
		}
	}
}

// onlyIgnoredUsers reports whether v is a pointer used only as an argument
// of calls the model drops (registration, output, free).
func (t *translator) onlyIgnoredUsers(v value.Value) bool {
	if _, ptr := v.Type().(*types.PointerType); !ptr || len(t.users[v]) == 0 {
		return false
	}
	for _, u := range t.users[v] {
		switch x := u.inst.(type) {
		case *ir.InstCall:
			if !ignored[calleeName(x)] {
				return false
			}
		case *ir.InstBitCast:
			if !t.onlyIgnoredUsers(x) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// lastUse returns the largest index of a use of v in block bi (following
// addresses to their uses), and false if v is used elsewhere or by a phi.
func (t *translator) lastUse(v value.Value, bi, depth int) (int, bool) {
	if depth > 64 {
		return 0, false
	}
	last := -1
	for _, u := range t.users[v] {
		if u.block != bi {
			return 0, false
		}
		idx := u.index
		if uv, ok := u.inst.(value.Value); ok && isAddress(uv) {
			l, ok := t.lastUse(uv, bi, depth+1)
			if !ok {
				return 0, false
			}
			if l > idx {
				idx = l
			}
		}
		if idx > last {
			last = idx
		}
	}
	return last, true
}

// declName names an alloca after its llvm.dbg.declare.
func (t *translator) declName(c *ir.InstCall) {
	if len(c.Args) < 2 {
		return
	}
	mv, ok := unwrap(c.Args[0]).(*metadata.Value)
	if !ok {
		return
	}
	alloca, ok := mv.Value.(*ir.InstAlloca)
	if !ok {
		return
	}
	dv, ok := unwrap(c.Args[1]).(*metadata.Value)
	if !ok {
		return
	}
	lv, ok := dv.Value.(*metadata.DILocalVariable)
	if !ok {
		return
	}
	if v := t.vars[alloca]; v != nil && v.fields != nil {
		t.nameFields(v, lv.Name, lv.Type)
		if lv.Line > 0 {
			for _, f := range v.fields {
				f.declPos = frontend.Pos{Line: int(lv.Line), Col: 1}
			}
		}
		return
	}
	if v := t.vars[alloca]; v != nil {
		v.cname = lv.Name
		if strings.HasPrefix(lv.Name, "__vla_expr") {
			// clang's artificial variable holding a VLA's length, for
			// the debugger: dropped like a pointer variable.
			v.opaque = true
		}
		if lv.Line > 0 {
			v.declPos = frontend.Pos{Line: int(lv.Line), Col: 1}
		}
	}
}

// ---------------------------------------------------------------------------
// AST helpers

func (t *translator) ident(v *cvar, pos frontend.Pos) *frontend.Ident {
	id := &frontend.Ident{NamePos: pos, Name: v.cname}
	if t.evalOnlyDepth == 0 {
		v.idents = append(v.idents, id)
	}
	t.identOwner[id] = v
	return id
}

// evalOnly translates the int value x for its floating-point operations
// and its checks, and drops the expression (the value is any where it is
// used): its variables are not read by the program (a C for loop whose
// counter is converted to double, x[i] = i, stays a for loop).
func (t *translator) evalOnly(x value.Value) {
	t.evalOnlyDepth++
	defer func() { t.evalOnlyDepth-- }()
	t.expr(x)
}

func intLit(n int64, pos frontend.Pos) frontend.Expr {
	if n < 0 && n != -n {
		return &frontend.UnaryExpr{OpPos: pos, Op: frontend.SUB, X: &frontend.IntLit{ValuePos: pos, Lit: fmt.Sprint(-n), Value: -n}}
	}
	return &frontend.IntLit{ValuePos: pos, Lit: fmt.Sprint(n), Value: n}
}

func bin(x frontend.Expr, op frontend.Token, y frontend.Expr, pos frontend.Pos) frontend.Expr {
	return &frontend.BinaryExpr{X: x, OpPos: pos, Op: op, Y: y}
}

func constOf(x frontend.Expr) (int64, bool) {
	switch x := frontend.Unparen(x).(type) {
	case *frontend.IntLit:
		return x.Value, true
	case *frontend.UnaryExpr:
		if l, ok := x.X.(*frontend.IntLit); ok && x.Op == frontend.SUB {
			return -l.Value, true
		}
	}
	return 0, false
}

// divExact divides x by k > 0 when it is visibly a multiple (a literal or
// a product with a literal factor); ok is false otherwise.
func divExact(x frontend.Expr, k int64) (frontend.Expr, bool) {
	if k == 1 {
		return x, true
	}
	if c, ok := constOf(x); ok && c%k == 0 {
		return intLit(c/k, x.Pos()), true
	}
	if b, ok := frontend.Unparen(x).(*frontend.BinaryExpr); ok && b.Op == frontend.MUL {
		if c, ok := constOf(b.Y); ok && c%k == 0 {
			if c == k {
				return b.X, true
			}
			return bin(b.X, frontend.MUL, intLit(c/k, b.OpPos), b.OpPos), true
		}
		if c, ok := constOf(b.X); ok && c%k == 0 {
			if c == k {
				return b.Y, true
			}
			return bin(intLit(c/k, b.OpPos), frontend.MUL, b.Y, b.OpPos), true
		}
	}
	return nil, false
}

// cancelNprocsOn switches the cancellation of (a * nprocs) / nprocs (its
// test switches it off).
var cancelNprocsOn = true

// isNprocs reports whether id is the language's nprocs (bsp_nprocs()),
// not a C variable of that name.
func (t *translator) isNprocs(id *frontend.Ident) bool {
	return id.Name == "nprocs" && t.identOwner[id] == nil
}

// withoutFactor returns the product e without one factor that is an
// identifier is accepts (nprocs * a or a * (b * nprocs)); false when e is
// not such a product.
func withoutFactor(e frontend.Expr, is func(*frontend.Ident) bool) (frontend.Expr, bool) {
	b, ok := frontend.Unparen(e).(*frontend.BinaryExpr)
	if !ok || b.Op != frontend.MUL {
		return nil, false
	}
	if id, ok := frontend.Unparen(b.Y).(*frontend.Ident); ok && is(id) {
		return b.X, true
	}
	if id, ok := frontend.Unparen(b.X).(*frontend.Ident); ok && is(id) {
		return b.Y, true
	}
	if y, ok := withoutFactor(b.Y, is); ok {
		return bin(b.X, frontend.MUL, y, b.OpPos), true
	}
	if x, ok := withoutFactor(b.X, is); ok {
		return bin(x, frontend.MUL, b.Y, b.OpPos), true
	}
	return nil, false
}

// divFloor is x / k (truncating, as .bsp's /); divCeil rounds up (for word
// counts: a partial element still costs a word).
func divFloor(x frontend.Expr, k int64) frontend.Expr {
	if e, ok := divExact(x, k); ok {
		return e
	}
	return bin(x, frontend.QUO, intLit(k, x.Pos()), x.Pos())
}

func divCeil(x frontend.Expr, k int64) frontend.Expr {
	if e, ok := divExact(x, k); ok {
		return e
	}
	if c, ok := constOf(x); ok && c >= 0 {
		return intLit((c+k-1)/k, x.Pos())
	}
	return bin(bin(x, frontend.ADD, intLit(k-1, x.Pos()), x.Pos()), frontend.QUO, intLit(k, x.Pos()), x.Pos())
}

// ---------------------------------------------------------------------------
// Values

// expr translates an int or i1 value into an int or bool expression.
// Floating-point values are data: any (after counting their operations).
func (t *translator) expr(v value.Value) frontend.Expr {
	v = unwrap(v)
	pos := t.curPos
	switch c := v.(type) {
	case *constant.Int:
		if isBool(c.Typ) {
			return &frontend.BoolLit{ValuePos: pos, Value: c.X.Sign() != 0}
		}
		if !c.X.IsInt64() {
			t.fail(pos, "unsupported: integer constant %s does not fit in 64 bits", c.X)
		}
		return intLit(c.X.Int64(), pos)
	case *constant.Float, *constant.Undef, *constant.Poison, *constant.ZeroInitializer:
		return &frontend.AnyExpr{AnyPos: pos}
	case *ir.Param:
		for _, pv := range t.params {
			if pv.subst == nil && t.vars[c] == pv {
				return t.ident(pv, pos)
			}
		}
		if pv := t.vars[c]; pv != nil && pv.subst != nil {
			return pv.subst()
		}
		if pv := t.vars[c]; pv != nil {
			return t.ident(pv, pos)
		}
		t.fail(pos, "unsupported: argument %s of type %s of the SPMD function (only int arguments, the program parameters)", c.Ident(), c.Typ)
	}
	inst, ok := v.(ir.Instruction)
	if !ok {
		t.fail(pos, "unsupported: value %s", v.Ident())
	}
	if tv := t.temps[v]; tv != nil {
		if tv.fp {
			return &frontend.AnyExpr{AnyPos: pos}
		}
		if tv.subst != nil {
			return tv.subst()
		}
		id := t.ident(tv, pos)
		if tv.boolean {
			return bin(id, frontend.NEQ, intLit(0, pos), pos)
		}
		return id
	}
	if !t.inline[v] {
		// Not emitted yet: a use that the block order does not reach after
		// the definition (cannot happen in a structured CFG at -O0).
		t.fail(t.posOf(inst), "unsupported: value %s used before the translation defines it", v.Ident())
	}
	return t.build(inst)
}

// build translates a pure instruction.
func (t *translator) build(inst ir.Instruction) frontend.Expr {
	pos := t.posOf(inst)
	if isFP(inst.(value.Value).Type()) {
		t.countFPInst(inst)
		return &frontend.AnyExpr{AnyPos: pos}
	}
	binop := func(x, y value.Value, op frontend.Token) frontend.Expr {
		return bin(t.expr(x), op, t.expr(y), pos)
	}
	switch i := inst.(type) {
	case *ir.InstLoad:
		return t.load(i)
	case *ir.InstAdd:
		if k, ok := unwrap(i.Y).(*constant.Int); ok && k.X.Sign() < 0 && k.X.IsInt64() && k.X.Int64() != -k.X.Int64() {
			return bin(t.expr(i.X), frontend.SUB, intLit(-k.X.Int64(), pos), pos)
		}
		return binop(i.X, i.Y, frontend.ADD)
	case *ir.InstSub:
		px, okx := unwrap(i.X).(*ir.InstPtrToInt)
		py, oky := unwrap(i.Y).(*ir.InstPtrToInt)
		if okx && oky {
			// p - q of pointers into one array: the difference of the
			// indices, in bytes (C divides it by the element size).
			lx, ly := t.address(px.From), t.address(py.From)
			t.one(lx, pos, "a pointer difference")
			t.one(ly, pos, "a pointer difference")
			if lx.v != ly.v || !lx.v.isArray {
				t.fail(pos, "unsupported: a difference of pointers into %s and %s", lx.v.cname, ly.v.cname)
			}
			ix, iy := lx.idx, ly.idx
			if ix == nil {
				ix = intLit(0, pos)
			}
			if iy == nil {
				iy = intLit(0, pos)
			}
			return bin(bin(ix, frontend.SUB, iy, pos), frontend.MUL, intLit(int64(lx.v.elem), pos), pos)
		}
		return binop(i.X, i.Y, frontend.SUB)
	case *ir.InstMul:
		return binop(i.X, i.Y, frontend.MUL)
	case *ir.InstSDiv, *ir.InstUDiv:
		ops := inst.(interface{ Operands() []*value.Value }).Operands()
		q := binop(*ops[0], *ops[1], frontend.QUO).(*frontend.BinaryExpr)
		if id, ok := q.Y.(*frontend.Ident); ok && t.isNprocs(id) && cancelNprocsOn {
			// (a * p) / p with p = bsp_nprocs() >= 1 is a, exactly
			// (int N = 100 * p; ... N / p): the analyses see a instead
			// of a quotient that is not linear.
			if a, ok := withoutFactor(q.X, t.isNprocs); ok {
				return a
			}
		}
		return q
	case *ir.InstSRem, *ir.InstURem:
		ops := inst.(interface{ Operands() []*value.Value }).Operands()
		return binop(*ops[0], *ops[1], frontend.REM)
	case *ir.InstShl:
		return binop(i.X, i.Y, frontend.SHL)
	case *ir.InstAShr:
		// C's >> of a signed value floors, as .bsp's >> (x / 2^k would
		// truncate: -3 >> 1 is -2, -3 / 2 is -1).
		return binop(i.X, i.Y, frontend.SHR)
	case *ir.InstLShr:
		// The unsigned shift of the w-bit pattern of x: for a constant
		// 1 <= k < w, (x >> k) & (2^(w-k) - 1), exact also for a negative
		// x (its pattern read as unsigned is x + 2^w); otherwise the value
		// is not modelled.
		w := i.X.Type().(*types.IntType).BitSize
		if k, ok := unwrap(i.Y).(*constant.Int); ok && k.X.IsInt64() && k.X.Int64() >= 1 && uint64(k.X.Int64()) < w && w <= 64 {
			mask := int64(uint64(1)<<(w-uint64(k.X.Int64())) - 1)
			return bin(&frontend.ParenExpr{Lparen: pos, X: binop(i.X, i.Y, frontend.SHR), Rparen: pos}, frontend.AND, intLit(mask, pos), pos)
		}
		return t.anyOf(i.X, i.Y)
	case *ir.InstAnd, *ir.InstOr, *ir.InstXor:
		ops := inst.(interface{ Operands() []*value.Value }).Operands()
		x, y := *ops[0], *ops[1]
		if isBool(x.Type()) {
			switch inst.(type) {
			case *ir.InstAnd:
				return binop(x, y, frontend.LAND)
			case *ir.InstOr:
				return binop(x, y, frontend.LOR)
			}
			if k, ok := unwrap(y).(*constant.Int); ok && k.X.Sign() != 0 {
				return &frontend.UnaryExpr{OpPos: pos, Op: frontend.NOT, X: t.expr(x)}
			}
			return binop(x, y, frontend.NEQ)
		}
		// Two's complement: and, or and xor of sign-extended values are
		// the sign-extended results, whatever the width.
		op := frontend.AND
		switch inst.(type) {
		case *ir.InstOr:
			op = frontend.OR
		case *ir.InstXor:
			op = frontend.XOR
		}
		return binop(x, y, op)
	case *ir.InstTrunc:
		if isBool(i.To) {
			return bin(t.expr(i.From), frontend.NEQ, intLit(0, pos), pos)
		}
		return t.expr(i.From)
	case *ir.InstSExt, *ir.InstZExt:
		from := *inst.(interface{ Operands() []*value.Value }).Operands()[0]
		if isBool(from.Type()) {
			// A bool as 0/1: .bsp has no conversion; the value is any.
			t.evalOnly(from)
			return &frontend.AnyExpr{AnyPos: pos}
		}
		return t.expr(from)
	case *ir.InstICmp:
		return t.icmp(i, pos)
	case *ir.InstFCmp:
		t.countFP(i.X)
		t.countFP(i.Y)
		return bin(&frontend.AnyExpr{AnyPos: pos}, frontend.EQL, intLit(0, pos), pos)
	case *ir.InstFPToSI, *ir.InstFPToUI:
		ops := inst.(interface{ Operands() []*value.Value }).Operands()
		t.countFP(*ops[0])
		return &frontend.AnyExpr{AnyPos: pos}
	case *ir.InstCall:
		switch calleeName(i) {
		case "bsp_pid":
			if t.pidBeforeBegin(i) {
				return t.pidOutsideSPMD(pos)
			}
			return &frontend.Ident{NamePos: pos, Name: "pid"}
		case "bsp_nprocs":
			return &frontend.Ident{NamePos: pos, Name: "nprocs"}
		}
		if isAbs(calleeName(i)) && len(i.Args) >= 1 && isInt(i.Args[0].Type()) {
			// abs(x) is max(x, -x) (llvm.abs has a second, i1 argument).
			return &frontend.CallExpr{Fun: &frontend.Ident{NamePos: pos, Name: "max"}, Lparen: pos,
				Args: []frontend.Expr{t.expr(i.Args[0]), &frontend.UnaryExpr{OpPos: pos, Op: frontend.SUB, X: t.expr(i.Args[0])}}, Rparen: pos}
		}
		return &frontend.AnyExpr{AnyPos: pos}
	case *ir.InstGetElementPtr, *ir.InstBitCast:
		t.fail(pos, "unsupported: a pointer used as a value (pointer arithmetic, pointers stored in variables)")
	case *ir.InstPtrToInt:
		t.fail(pos, "unsupported: a pointer converted to an integer (only p - q of pointers into one array)")
	}
	t.fail(pos, "unsupported: instruction %q", firstWord(inst.LLString()))
	return nil
}

func firstWord(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.Index(s, "= "); i >= 0 {
		s = s[i+2:]
	}
	if i := strings.IndexByte(s, ' '); i >= 0 {
		s = s[:i]
	}
	return s
}

// anyOf is an unmodelled int operation: its operands are still translated
// (their floating-point operations count) and the value is any.
func (t *translator) anyOf(xs ...value.Value) frontend.Expr {
	for _, x := range xs {
		t.evalOnly(x)
	}
	return &frontend.AnyExpr{AnyPos: t.curPos}
}

// countFP walks the inlined floating-point computation of v, counting one
// operation per fadd, fsub, fmul, fdiv, frem and fneg.
func (t *translator) countFP(v value.Value) {
	v = unwrap(v)
	inst, ok := v.(ir.Instruction)
	if !ok || t.temps[v] != nil || !t.inline[v] {
		return
	}
	t.countFPInst(inst)
}

// countFPInst counts the operation of inst and of its inlined operands.
func (t *translator) countFPInst(inst ir.Instruction) {
	switch i := inst.(type) {
	case *ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFDiv, *ir.InstFRem, *ir.InstFNeg:
		if t.countsFlops(inst) {
			t.flops++
		}
	case *ir.InstCall:
		if n, ok := fpCallFlops(calleeName(i)); ok && t.countsFlops(inst) {
			t.flops += n
		}
	case *ir.InstLoad:
		return
	}
	for _, op := range inst.(interface{ Operands() []*value.Value }).Operands() {
		x := unwrap(*op)
		if isFP(x.Type()) {
			t.countFP(x)
		} else if isInt(x.Type()) {
			t.evalOnly(x) // an int feeding a conversion: its operations are checked
		}
	}
}

func (t *translator) icmp(i *ir.InstICmp, pos frontend.Pos) frontend.Expr {
	if _, ok := i.X.Type().(*types.PointerType); ok {
		// p == NULL, p != NULL: a pointer to an array or scalar of the
		// program is never null (malloc and calloc are assumed to
		// succeed); other comparisons of pointers are not modelled.
		x, y := unwrap(i.X), unwrap(i.Y)
		if t.isHandleLoad(x) || t.isHandleLoad(y) {
			// fp == NULL of a handle (fopen's result): unknown.
			return bin(&frontend.AnyExpr{AnyPos: pos}, frontend.EQL, intLit(0, pos), pos)
		}
		if _, ok := x.(*constant.Null); ok {
			x, y = y, x
		}
		if _, ok := y.(*constant.Null); ok && (i.Pred == enum.IPredEQ || i.Pred == enum.IPredNE) {
			l := t.address(x)
			if l.null == nil {
				return &frontend.BoolLit{ValuePos: pos, Value: i.Pred == enum.IPredNE}
			}
			if i.Pred == enum.IPredEQ {
				return bin(l.null, frontend.NEQ, intLit(0, pos), pos)
			}
			return bin(l.null, frontend.EQL, intLit(0, pos), pos)
		}
		// Two locations in one array compare as their indices; in two
		// arrays they are different (== is false, != true).
		lx, ly := t.address(x), t.address(y)
		if lx.v.data || ly.v.data {
			// Memory the translation does not follow: unknown.
			return bin(&frontend.AnyExpr{AnyPos: pos}, frontend.EQL, intLit(0, pos), pos)
		}
		t.one(lx, pos, "a comparison")
		t.one(ly, pos, "a comparison")
		if lx.v != ly.v {
			if i.Pred == enum.IPredEQ || i.Pred == enum.IPredNE {
				return &frontend.BoolLit{ValuePos: pos, Value: i.Pred == enum.IPredNE}
			}
			t.fail(pos, "unsupported: ordered comparison of pointers into %s and %s", lx.v.cname, ly.v.cname)
		}
		ix, iy := lx.idx, ly.idx
		if ix == nil {
			ix = intLit(0, pos)
		}
		if iy == nil {
			iy = intLit(0, pos)
		}
		return bin(ix, icmpOp(i.Pred), iy, pos)
	}
	op := icmpOp(i.Pred)
	x, y := t.expr(i.X), t.expr(i.Y)
	if isBool(i.X.Type()) {
		// i1 == i1: compare as 0/1 is not expressible; only eq/ne occur.
		switch op {
		case frontend.EQL:
			return bin(bin(x, frontend.LAND, y, pos), frontend.LOR, bin(&frontend.UnaryExpr{OpPos: pos, Op: frontend.NOT, X: x}, frontend.LAND, &frontend.UnaryExpr{OpPos: pos, Op: frontend.NOT, X: y}, pos), pos)
		case frontend.NEQ:
			return bin(bin(x, frontend.LAND, &frontend.UnaryExpr{OpPos: pos, Op: frontend.NOT, X: y}, pos), frontend.LOR, bin(&frontend.UnaryExpr{OpPos: pos, Op: frontend.NOT, X: x}, frontend.LAND, y, pos), pos)
		}
		t.fail(pos, "unsupported: ordered comparison of booleans")
	}
	return bin(x, op, y, pos)
}

// location is an address: a variable and an element index (nil for the
// variable itself or element 0).
type location struct {
	v   *cvar
	idx frontend.Expr
	// null is 1 when the pointer is NULL, 0 when it points to v (a
	// variable set by the stores of a nullable pointer); nil when the
	// location is never null.
	null frontend.Expr
	// alts are the arrays a pointer into several arrays may point to
	// (v is alts[0]), and which is the arrayID of the one it points to;
	// nil for a location in one array.
	alts  []*cvar
	which frontend.Expr
}

// address translates a pointer value into a location.
func (t *translator) address(v value.Value) location {
	v = unwrap(v)
	pos := t.curPos
	if cv := t.vars[v]; cv != nil {
		return location{v: cv}
	}
	if tv := t.temps[v]; tv != nil && tv.ptrBases != nil {
		return location{v: tv.ptrBases[0], idx: t.ident(tv, pos), alts: tv.ptrBases, which: t.ident(tv.ptrWhich, pos)}
	}
	if tv := t.temps[v]; tv != nil && tv.ptrBase != nil {
		if !tv.ptrBase.isArray {
			return location{v: tv.ptrBase}
		}
		return location{v: tv.ptrBase, idx: t.ident(tv, pos)}
	}
	switch a := v.(type) {
	case *ir.InstBitCast:
		return t.address(a.From)
	case *constant.ExprBitCast:
		return t.address(a.From)
	case *ir.InstGetElementPtr:
		return t.gep(a.Src, a.ElemType, a.Indices, t.posOf(a))
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(a.Indices))
		for i, x := range a.Indices {
			if ix, ok := x.(*constant.Index); ok {
				idx[i] = ix.Constant
			} else {
				idx[i] = x
			}
		}
		return t.gep(a.Src, a.ElemType, idx, pos)
	case *ir.Param:
		if loc, ok := t.ptrs[a]; ok {
			return loc
		}
	case *ir.InstLoad:
		cv := t.vars[unwrap(a.Src)]
		var null frontend.Expr
		if cv != nil && cv.maybeNull && cv.nullFlag != nil {
			null = t.ident(cv.nullFlag, t.posOf(a))
		}
		switch {
		case cv != nil && cv.dataPtr:
			return location{v: t.dataArray(cv, a.Type()), null: null}
		case cv != nil && cv.ptrBases != nil:
			if cv.ptrOff == nil {
				t.fail(t.posOf(a), "unsupported: pointer %s read before the translation saw it assigned", cv.cname)
			}
			p := t.posOf(a)
			return location{v: cv.ptrBases[0], idx: t.ident(cv.ptrOff, p), alts: cv.ptrBases, which: t.ident(cv.ptrWhich, p), null: null}
		case cv != nil && cv.ptr != nil:
			return *cv.ptr
		case cv != nil && cv.nullable && cv.allocArr != nil:
			return location{v: cv.allocArr, null: t.ident(cv.nullFlag, t.posOf(a))}
		case cv != nil && cv.ptrBase != nil && !cv.ptrBase.isArray:
			return location{v: cv.ptrBase, null: null}
		case cv != nil && cv.ptrBase != nil:
			return location{v: cv.ptrBase, idx: t.ident(cv.ptrOff, t.posOf(a)), null: null}
		case cv != nil && cv.opaque:
			t.fail(t.posOf(a), "unsupported: pointer %s read before the translation saw it assigned (only pointers to arrays and scalars of the program, assigned before they are read)", cv.cname)
		case cv == nil && rowsOn:
			// a[i] of an array of rows.
			if l, ok := t.tryAddress(a.Src); ok && l.v.rows {
				return t.rowLocation(l, t.posOf(a))
			}
		}
		t.fail(t.posOf(a), "unsupported: a pointer read from memory that is not a pointer variable (a pointer to a pointer, a pointer in an array or struct)")
	case *ir.InstCall:
		if loc, ok := t.ptrs[a]; ok {
			return loc
		}
	case *constant.Null:
		t.fail(pos, "unsupported: the null pointer used as an address")
	case *ir.Global:
		t.fail(pos, "unsupported: global %s of type %s (only int and floating-point scalars and arrays; a struct, a pointer or another type)", a.Name(), a.ContentType)
	}
	t.fail(pos, "unsupported: address %s", v.Ident())
	return location{}
}

// scalars returns the number of scalar elements of ty (arrays of arrays
// are laid out row by row, as in C) and the scalar type; false when the
// count is too large or ty holds something other than arrays and scalars.
func scalars(ty types.Type) (int64, types.Type, bool) {
	n := int64(1)
	for {
		at, ok := ty.(*types.ArrayType)
		if !ok {
			switch ty.(type) {
			case *types.StructType, *types.PointerType, *types.VectorType:
				return 0, ty, false
			}
			return n, ty, true
		}
		if at.Len > 1<<40 || n > (1<<40)/int64(max(at.Len, 1)) {
			return 0, ty, false
		}
		n *= int64(at.Len)
		ty = at.ElemType
	}
}

// gep is the location of getelementptr elem, src, indices: the arrays of
// the program are flat (a[i][j] of double a[N][M] is a[i * M + j]), so
// each index counts the scalars of the type it steps over.
func (t *translator) gep(src value.Value, elem types.Type, indices []value.Value, pos frontend.Pos) location {
	base := t.address(src)
	if base.v.data {
		// Memory the translation does not follow: the offset does not
		// matter (its operations are still checked).
		for _, ix := range indices {
			t.evalOnly(ix)
		}
		return base
	}
	if base.v.fields != nil {
		// A field: &s.f, &s.a[i].
		st, ok := elem.(*types.StructType)
		if !ok || len(indices) < 2 {
			t.fail(pos, "unsupported: address arithmetic on the struct %s", base.v.cname)
		}
		if c, ok := constOf(t.expr(indices[0])); !ok || c != 0 {
			t.fail(pos, "unsupported: an array of structs or pointer arithmetic on the struct %s", base.v.cname)
		}
		k, ok := constOf(t.expr(indices[1]))
		if !ok || k < 0 || k >= int64(len(base.v.fields)) || len(st.Fields) != len(base.v.fields) {
			t.fail(pos, "unsupported: field access of %s", base.v.cname)
		}
		f := base.v.fields[k]
		if len(indices) == 2 {
			return location{v: f}
		}
		// The rest indexes the field, an array.
		return t.gepIn(location{v: f}, st.Fields[k], indices[2:], pos)
	}
	add := func(e frontend.Expr, k int64) {
		if c, ok := constOf(e); ok {
			if c == 0 {
				return
			}
			e = intLit(c*k, pos)
		} else if k != 1 {
			e = bin(e, frontend.MUL, intLit(k, pos), pos)
		}
		switch b, okB := constOf(base.idx); {
		case base.idx == nil:
			base.idx = e
		case okB:
			if c, ok := constOf(e); ok {
				base.idx = intLit(b+c, pos)
				return
			}
			fallthrough
		default:
			base.idx = bin(base.idx, frontend.ADD, e, pos)
		}
	}
	n, scalar, ok := scalars(elem)
	if _, ptr := elem.(*types.PointerType); ptr && base.v.rows && len(indices) == 1 {
		n, scalar, ok = 1, elem, true // &a[i] of an array of rows
	}
	if !ok {
		if _, isStruct := scalar.(*types.StructType); isStruct {
			t.fail(pos, "unsupported: address of a field (structs are not supported)")
		}
		t.fail(pos, "unsupported: address arithmetic on %s", elem)
	}
	if base.v.isArray && typeSize(scalar) != base.v.elem {
		t.fail(pos, "unsupported: address arithmetic in units of %d bytes on an array of %d-byte elements", typeSize(scalar), base.v.elem)
	}
	if !base.v.isArray {
		for _, ix := range indices {
			if c, ok := constOf(t.expr(ix)); !ok || c != 0 {
				t.fail(pos, "unsupported: pointer arithmetic on scalar %s", base.v.cname)
			}
		}
		return base
	}
	add(t.expr(indices[0]), n)
	return t.gepIn(base, elem, indices[1:], pos)
}

// gepIn adds to base the indices that step into the array type ty.
func (t *translator) gepIn(base location, ty types.Type, indices []value.Value, pos frontend.Pos) location {
	for _, ix := range indices {
		at, ok := ty.(*types.ArrayType)
		if !ok || !base.v.isArray {
			t.fail(pos, "unsupported: address of a field of a struct in an array or a nested struct")
		}
		k, _, _ := scalars(at.ElemType)
		e := t.expr(ix)
		if c, ok := constOf(e); ok {
			if c == 0 {
				ty = at.ElemType
				continue
			}
			e = intLit(c*k, pos)
		} else if k != 1 {
			e = bin(e, frontend.MUL, intLit(k, pos), pos)
		}
		if b, ok := constOf(base.idx); base.idx != nil && ok {
			if c, ok := constOf(e); ok {
				base.idx = intLit(b+c, pos)
				ty = at.ElemType
				continue
			}
		}
		if base.idx == nil {
			base.idx = e
		} else {
			base.idx = bin(base.idx, frontend.ADD, e, pos)
		}
		ty = at.ElemType
	}
	return base
}

func (t *translator) load(l *ir.InstLoad) frontend.Expr {
	pos := t.posOf(l)
	loc := t.address(l.Src)
	t.notStruct(loc, pos)
	if isFP(l.ElemType) || loc.v.data {
		return &frontend.AnyExpr{AnyPos: pos}
	}
	t.one(loc, pos, "reading an int")
	if !isInt(l.ElemType) {
		t.fail(pos, "unsupported: load of %s (only int and floating-point values)", l.ElemType)
	}
	if loc.v.subst != nil {
		return loc.v.subst()
	}
	if loc.v.isArray {
		idx := loc.idx
		if idx == nil {
			idx = intLit(0, pos)
		}
		return &frontend.IndexExpr{X: t.ident(loc.v, pos), Lbrack: pos, Index: idx, Rbrack: pos}
	}
	if loc.idx != nil {
		t.fail(pos, "unsupported: indexing scalar %s", loc.v.cname)
	}
	return t.ident(loc.v, pos)
}

// bigInt converts a constant length.
func bigInt(x *big.Int) (int64, bool) {
	if x.IsInt64() {
		return x.Int64(), true
	}
	return 0, false
}

// icmpOp is the .bsp comparison of an icmp predicate (signed and unsigned
// alike: the translated values are the C ints the program compares).
func icmpOp(p enum.IPred) frontend.Token {
	switch p {
	case enum.IPredEQ:
		return frontend.EQL
	case enum.IPredNE:
		return frontend.NEQ
	case enum.IPredSLT, enum.IPredULT:
		return frontend.LSS
	case enum.IPredSLE, enum.IPredULE:
		return frontend.LEQ
	case enum.IPredSGT, enum.IPredUGT:
		return frontend.GTR
	default: // IPredSGE, IPredUGE
		return frontend.GEQ
	}
}
