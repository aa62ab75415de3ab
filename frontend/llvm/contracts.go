package llvm

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"regexp"
	"sort"
	"strings"
	"sync"

	"bspcost/frontend"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The shipped contracts: the collectives of the BSP libraries users call
// (BSPonMPI's bsc.h, the Oxford toolset's level-1 library), charged when
// the program calls them without their code. docs/c-frontend.md says where
// each cost comes from.
//
//go:embed contracts/*.contracts
var shippedFS embed.FS

// shipped parses the shipped contracts once; a contract a program states
// itself (a pragma, --contracts) replaces the shipped one of that name.
var shipped = sync.OnceValues(func() (map[string]*frontend.Contract, error) {
	out := map[string]*frontend.Contract{}
	files, err := fs.Glob(shippedFS, "contracts/*.contracts")
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	for _, f := range files {
		b, err := shippedFS.ReadFile(f)
		if err != nil {
			return nil, err
		}
		cs, err := frontend.ParseContracts("(shipped) "+f, b)
		if err != nil {
			return nil, err
		}
		for _, c := range cs {
			out[c.Name] = c
		}
	}
	return out, nil
})

// ShippedContracts returns the text of the shipped contract files by name,
// for the documentation and the tests.
func ShippedContracts() map[string]string {
	out := map[string]string{}
	files, _ := fs.Glob(shippedFS, "contracts/*.contracts")
	for _, f := range files {
		b, _ := shippedFS.ReadFile(f)
		out[strings.TrimPrefix(f, "contracts/")] = string(b)
	}
	return out
}

// contractRE matches the contract declarations written in C text: a
// "#pragma bspcost contract ..." line (with backslash continuations), a
// "/* bspcost: contract ... */" comment and a "// bspcost: contract ..."
// line. It is compiled at first use.
var contractRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)(?:^[ \t]*#[ \t]*pragma[ \t]+bspcost[ \t]+(contract\b(?:[^\n\\]|\\\r?\n|\\)*))|(?:/\*\s*bspcost:\s*(contract\b(?s:.*?))\*/)|(?://[ \t]*bspcost:[ \t]*(contract\b[^\n]*))`)
})

// contractsIn parses the contract declarations written in the C text of
// file; their positions are their lines in it.
func contractsIn(file string, text []byte) ([]*frontend.Contract, error) {
	if !bytes.Contains(text, []byte("bspcost")) {
		return nil, nil
	}
	var out []*frontend.Contract
	for _, m := range contractRE().FindAllSubmatchIndex(text, -1) {
		start, end := -1, -1
		for g := 1; g <= 3; g++ {
			if m[2*g] >= 0 {
				start, end = m[2*g], m[2*g+1]
			}
		}
		line := 1 + bytes.Count(text[:start], []byte("\n"))
		col := start - (bytes.LastIndexByte(text[:start], '\n') + 1)
		decl := strings.ReplaceAll(string(text[start:end]), "\\\n", " \n")
		src := strings.Repeat("\n", line-1) + strings.Repeat(" ", col) + decl
		cs, err := frontend.ParseContracts(file, []byte(src))
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	return out, nil
}

// namedText is the text of a file the contracts are read from.
type namedText struct {
	name string
	text []byte
}

// loadContracts gathers the contracts of the translation: the shipped
// ones, then those the C headers, the C sources and the contract files
// state (a later one of a name replaces an earlier one). userOnly is the
// set of names stated by the program, not shipped.
func loadContracts(opts Options, srcFile string) (map[string]*frontend.Contract, map[string]bool, error) {
	base, err := shipped()
	if err != nil {
		return nil, nil, fmt.Errorf("the shipped contracts: %v", err)
	}
	out := map[string]*frontend.Contract{}
	for k, v := range base {
		out[k] = v
	}
	user := map[string]bool{}
	add := func(cs []*frontend.Contract) {
		for _, c := range cs {
			out[c.Name] = c
			user[c.Name] = true
		}
	}
	for _, h := range opts.headers {
		cs, err := contractsIn(h.name, h.text)
		if err != nil {
			return nil, nil, err
		}
		add(cs)
	}
	sources := opts.cSources
	if sources == nil && opts.Source != nil {
		// Translate's caller gave the source text alone.
		sources = []namedText{{name: srcFile, text: opts.Source}}
	}
	for _, src := range sources {
		cs, err := contractsIn(src.name, src.text)
		if err != nil {
			return nil, nil, err
		}
		add(cs)
	}
	for _, f := range opts.contractTexts {
		cs, err := frontend.ParseContracts(f.name, f.text)
		if err != nil {
			return nil, nil, err
		}
		add(cs)
	}
	return out, user, nil
}

// contractOf returns the contract that charges a call, if any: a
// program's own contract for any function, a shipped one only for a
// function whose code is not among the inputs.
func (t *translator) contractOf(c *ir.InstCall) *frontend.Contract {
	name := calleeName(c)
	k := t.contracts[name]
	if k == nil {
		return nil
	}
	if f := calleeFunc(c); f != nil && len(f.Blocks) > 0 && !t.userContracts[name] {
		return nil
	}
	return k
}

// contractCall translates a call charged by its contract: the lowered
// statement (docs/language.md, "Contracts"), then what the call may write
// through its pointer arguments and its int result become input data, or,
// for the targets the contract says are the same on every process, a
// value the broadcasts pass may make a parameter.
func (t *translator) contractCall(c *ir.InstCall, k *frontend.Contract, pos frontend.Pos) []frontend.Stmt {
	name := calleeName(c)
	if len(c.Args) != len(k.Params) {
		t.fail(pos, "%s is called with %d arguments but its contract (%s) has %d parameters", name, len(c.Args), t.contractWhere(k), len(k.Params))
	}
	args := make([]frontend.Expr, len(c.Args))
	fields := map[string]frontend.Expr{}
	for i, a := range c.Args {
		if _, ok := a.Type().(*types.IntType); ok {
			args[i] = t.expr(a)
		}
		if i < len(k.Params) && contractFieldsOn {
			for f, v := range t.structFields(a) {
				fields[k.Params[i]+"."+f] = t.ident(v, pos)
			}
		}
	}
	s, call, err := t.lowerContract(k, args, fields, pos)
	if err != nil {
		t.fail(pos, "%v", err)
	}
	var out []frontend.Stmt
	if t.argFlops(c) > 0 {
		out = append(out, t.withWork(&frontend.SkipStmt{Skip: pos}, pos))
	}
	out = append(out, s)
	same := map[string]bool{}
	for _, n := range k.Same {
		same[n] = true
	}
	// A desynchronised run's collective results are not the same on
	// every process at the same point of the text (desync.go).
	replicated := k.Kind == frontend.Collective && !t.opts.desync
	if t.opts.desync && k.Counter != "" {
		if t.counterSyncs == nil {
			t.counterSyncs, t.counterCosts = map[*frontend.SyncStmt]bool{}, map[*frontend.CostStmt]bool{}
		}
		frontend.Inspect(s, func(n frontend.Node) bool {
			switch n := n.(type) {
			case *frontend.SyncStmt:
				t.counterSyncs[n] = true
			case *frontend.CostStmt:
				t.counterCosts[n] = true
			}
			return true
		})
		t.note(pos, "%s: its argument %s may differ between processes here: charged the most barriers a process can run in the call (%s more than its contract's supersteps, %s words each), and the work and words of the whole program p times, as the code between such calls may run in different supersteps on different processes", name, k.Counter, k.Counter, frontend.ExprString(k.CounterStep))
	}
	havocs, _ := t.havocArgs(c, pos, func(i int, v *cvar, as *frontend.AssignStmt) {
		if replicated && same[k.Params[i]] {
			t.markSame(as, name)
		}
	})
	out = append(out, havocs...)
	if len(t.users[c]) > 0 && isInt(c.Type()) {
		tv := t.newTemp(c)
		as := &frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}}
		if replicated && same["result"] {
			t.markSame(as, name)
		}
		out = append(out, as)
	}
	t.note(pos, "%s", k.Note())
	t.contractCalls = append(t.contractCalls, call)
	return out
}

// lowerContract is k.LowerCall for the call's arguments args: the copies of
// the arguments' variables the lowered statement holds (in its guard and
// its cost) are occurrences of those variables, so that they are renamed
// with them (a C variable called step prints as step_, a keyword of the
// language). Lower copies identifiers by name: for the time of the call
// each argument's identifier carries a name of its own.
func (t *translator) lowerContract(k *frontend.Contract, args []frontend.Expr, fields map[string]frontend.Expr, pos frontend.Pos) (frontend.Stmt, frontend.ContractCall, error) {
	type orig struct {
		name string
		v    *cvar
	}
	tags := map[string]orig{}
	var ids []*frontend.Ident
	all := append([]frontend.Expr{}, args...)
	for _, f := range fields {
		all = append(all, f)
	}
	for _, a := range all {
		if a == nil {
			continue
		}
		frontend.Inspect(a, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok && t.identOwner[id] != nil && cloneOwnOn {
				tag := fmt.Sprintf("\x00%d", len(tags))
				tags[tag] = orig{id.Name, t.identOwner[id]}
				id.Name = tag
				ids = append(ids, id)
			}
			return true
		})
	}
	lower := k.LowerCall
	if t.opts.desync {
		lower = k.LowerDesync
	}
	s, call, err := lower(args, fields, pos, t.contractWords)
	for _, id := range ids {
		id.Name = tags[id.Name].name
	}
	if s != nil {
		var clones []*frontend.Ident
		owner := map[*frontend.Ident]*cvar{}
		frontend.Inspect(s, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok && t.identOwner[id] == nil {
				if o, ok := tags[id.Name]; ok {
					id.Name = o.name
					owner[id] = o.v
					clones = append(clones, id)
				}
			}
			return true
		})
		t.reown(clones, func(id *frontend.Ident) *cvar { return owner[id] })
	}
	return s, call, err
}

// structFields returns the int fields of the struct pointer a points to
// by member name (field(s, f) of a contract), nil when a is no pointer to
// a struct the translation follows.
func (t *translator) structFields(a value.Value) map[string]*cvar {
	if _, ok := a.Type().(*types.PointerType); !ok {
		return nil
	}
	if _, null := unwrap(a).(*constant.Null); null {
		return nil
	}
	l, ok := t.tryAddress(a)
	if !ok || l.v == nil || l.v.fields == nil {
		return nil
	}
	out := map[string]*cvar{}
	for _, f := range l.v.fields {
		if f.ptrField || f.isArray || f.fp {
			continue
		}
		if m, ok := strings.CutPrefix(f.cname, l.v.cname+"_"); ok {
			out[m] = f
		}
	}
	return out
}

// contractFieldsOn switches the fields of contractCall: field(s, f)
// then names nothing (its test switches it off).
var contractFieldsOn = true

// cloneOwnOn switches lowerContract's renaming of the copies (its test
// switches it off).
var cloneOwnOn = true

// markSame records that as (v := any) gives v a value its contract says
// is the same on every process after the collective name: at the top level
// the broadcasts pass makes it a parameter, and anywhere its value is
// any(same), which the alignment check takes as replicated where every
// process runs it (a step number a collective returns inside a loop).
func (t *translator) markSame(as *frontend.AssignStmt, name string) {
	t.sameAssign[as] = name
	if x, ok := as.RHS.(*frontend.AnyExpr); ok && sameAnyOn {
		x.Same = true
	}
}

// sameAnyOn switches markSame's any(same) (its test switches it off).
var sameAnyOn = true

// contractWhere names where a contract was declared.
func (t *translator) contractWhere(k *frontend.Contract) string {
	if strings.HasPrefix(k.File, "(shipped)") {
		return "shipped"
	}
	return fmt.Sprintf("%s:%d", k.File, k.Pos.Line)
}

// contractWords is words(e) of a C contract: ceil(e / WordSize) for a
// count of bytes e, simplified as the transfers' counts are.
func (t *translator) contractWords(e frontend.Expr) frontend.Expr {
	for {
		p, ok := e.(*frontend.ParenExpr)
		if !ok {
			break
		}
		e = p.X
	}
	w := e
	if t.opts.WordSize > 1 {
		w = divCeil(e, int64(t.opts.WordSize))
	}
	if c, ok := constOf(w); ok && c >= 0 || !wordsNatOn {
		return w
	}
	// A count of bytes is not negative (BSPlib refuses one that is):
	// max(w, 0) says so to the analysis, which bounds products such as
	// p * words(size) only of factors it knows are not negative.
	pos := e.Pos()
	return &frontend.CallExpr{Fun: &frontend.Ident{NamePos: pos, Name: "max"}, Lparen: pos, Args: []frontend.Expr{w, intLit(0, pos)}, Rparen: pos}
}

// wordsNatOn switches the max(w, 0) of contractWords (its test switches
// it off).
var wordsNatOn = true
