package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"

	"bspcost/driver"
	"bspcost/internal/cache"
	"bspcost/internal/input"
	"bspcost/seqcost"
	"bspcost/solver"
)

// runEquations is "bspcost equations [--resource W|H|S] prog.bsp": the
// cost equations of the program's instrumented sequential program in the
// .ces format of CoFloCo (eq/4, entry/1), so that other solvers can be fed
// them. With --resource, one system: its entry is main, its relations
// those seqcost names. Without, the three systems one after the other,
// each under a comment header, with their relations prefixed by the
// resource (work_, comm_, sync_): the whole output is still one valid
// .ces file, with one entry per resource (bspcost solve bounds each; for
// a solver that takes one entry, use --resource). A comment before each
// system says which program name each entry variable stands for. Exit
// status: 2 bad input, 1 not aligned, 4 the program is too large for the
// translation, else 0.
func runEquations(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("equations", "bspcost equations [--resource W|H|S] [--timeout D] [--cache PATH|--no-cache] [C options] prog.bsp|prog.c...", stderr)
	addCFlags(fs)
	resource := fs.String("resource", "", "only the equations of `R`: W (work, ·r), H (communication, ·g) or S (synchronisation, ·l)")
	timeout := fs.Duration("timeout", defaultTimeout, "bound on the wall time of the whole command (0: none)")
	var cf cacheFlags
	cf.register(fs)
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	return withTimeout(*timeout, "equations", stderr, func() int {
		return equationsCommand(fs, files, cf, *resource, stdout, stderr)
	})
}

// equationsCommand is the work of runEquations once its flags are parsed.
// The printed text is cached (it names the file: the name is part of
// the key).
func equationsCommand(fs *flag.FlagSet, files []string, cf cacheFlags, resource string, stdout, stderr io.Writer) int {
	var want []int
	for i, r := range seqcost.Resources {
		if resource == "" || strings.EqualFold(resource, r.Name) {
			want = append(want, i)
		}
	}
	rc := lazyResultCache(func() *cache.Cache { return cf.open(stderr) })
	defer rc.close()
	var opts []string
	var out string
	hit := false
	cfg := driver.Config{StopAfter: driver.StageEquations, BeforeCost: func(r *driver.Report) bool {
		rc.ready() // (opened before --resource is checked, as the program is aligned)
		if len(want) == 0 {
			return false
		}
		opts = []string{"file=" + r.Program.File, "resource=" + strings.ToUpper(resource)}
		hit = rc.get(kindEqs, opts, r.Key, &out)
		return !hit
	}}
	// The flags are parsed: only the files go on ("--" keeps a file named
	// like a flag a file).
	rep, code, ok := analyseOneAligned("equations", fs, append([]string{"--"}, files...), cfg, stderr)
	switch {
	case !ok:
		return code
	case len(want) == 0:
		fmt.Fprintf(stderr, "bspcost equations: --resource %q: want W, H or S\n", resource)
		return exitBadInput
	case hit:
		fmt.Fprint(stdout, out)
		return exitOK
	case rep.Err != nil:
		fmt.Fprintf(stderr, "bspcost equations: %s: %v\n", input.Name(rep.Program.File), rep.Err)
		if errors.Is(rep.Err, seqcost.ErrTooLarge) {
			return exitLimit
		}
		return exitWrongProg
	}
	out = equationsText(rep, want, resource == "")
	rc.put(kindEqs, opts, rep.Key, out)
	fmt.Fprint(stdout, out)
	return exitOK
}

// resourcePrefix is the relation prefix of each resource when the three
// systems share one file.
var resourcePrefix = map[string]string{"W": "work_", "H": "comm_", "S": "sync_"}

// equationsText is the .ces text of the resources want (indices into
// seqcost.Resources) of the equations of rep; prefix renames the
// relations so that several systems can share the file.
func equationsText(rep *driver.Report, want []int, prefix bool) string {
	var b strings.Builder
	for n, i := range want {
		r, res := seqcost.Resources[i], rep.Equations[i]
		if n > 0 {
			b.WriteString("\n")
		}
		sys := res.System
		if prefix {
			sys = prefixRelations(sys, resourcePrefix[r.Name])
		}
		fmt.Fprintf(&b, "%% bspcost equations: %s of %s (the cost of %s, times %s)\n", r.Name, input.Name(rep.Program.File),
			map[string]string{"W": "work", "H": "communication", "S": "synchronisation"}[r.Name],
			map[string]string{"W": "r", "H": "g", "S": "l"}[r.Name])
		for _, line := range varMeanings(res) {
			fmt.Fprintf(&b, "%% %s\n", line)
		}
		// A note is made at each path through its statement: said once.
		said := map[string]bool{}
		for _, n := range res.Notes {
			if msg := n.Error(); !said[msg] {
				said[msg] = true
				fmt.Fprintf(&b, "%% over-approximation: %s\n", msg)
			}
		}
		b.WriteString(sys.Format())
	}
	return b.String()
}

// varMeanings says what each entry variable of res stands for: a program
// name (p, N) or a derived value (floor(N/p)).
func varMeanings(res *seqcost.Result) []string {
	var out []string
	names := map[string]*solver.Expr{}
	for v, n := range res.Names {
		names[v] = solver.Var(n)
	}
	for _, a := range res.Entry.Head.Args {
		for _, v := range a.Vars() {
			switch {
			case res.Names[v] != "":
				out = append(out, fmt.Sprintf("%s = %s", v, res.Names[v]))
			case res.Derived[v] != nil:
				out = append(out, fmt.Sprintf("%s = %s", v, res.Derived[v].Subst(names)))
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// prefixRelations is sys with every relation name prefixed.
func prefixRelations(sys *solver.System, prefix string) *solver.System {
	term := func(t solver.Term) solver.Term {
		t.Name = prefix + t.Name
		return t
	}
	out := &solver.System{File: sys.File, IO: map[string]*solver.IOVars{}}
	for _, e := range sys.Entries {
		ne := *e
		ne.Head = term(e.Head)
		out.Entries = append(out.Entries, &ne)
	}
	for _, io := range sys.IO {
		nio := *io
		nio.Head = term(io.Head)
		out.IO[nio.Head.Key()] = &nio
	}
	for _, e := range sys.Eqs {
		ne := *e
		ne.Head = term(e.Head)
		ne.Calls = make([]solver.Term, len(e.Calls))
		for i, c := range e.Calls {
			ne.Calls[i] = term(c)
		}
		out.Eqs = append(out.Eqs, &ne)
	}
	return out
}
