package frontend

// Info is the binding of a checked program's identifiers, a side table
// keyed by node as go/types.Info is, and the one home of bindings: each
// declaring Ident (parameter, variable, array, loop counter) is bound to
// the Object it declares, each other resolved occurrence to the Object it
// denotes. Check (and so Parse) fills Program.Info anew; Clone gives the
// copy a table of its own nodes; a rewriter that makes an identifier
// binds it with Bind. An Ident the checker could not resolve (a program
// with errors), the program's name and a built-in function's name have no
// binding.
//
// The table is dense: the parser, Check and Clone number the identifiers
// of the program they make or own (Ident.num, 1, 2, ...), and the binding of the Ident
// numbered n is entry n when that entry names this very node, so that
// ObjectOf, which the simulator calls for every variable it reads, is an
// index and a pointer comparison rather than a hash. A node the number
// does not find (an identifier a rewriter made, a node reached from two
// programs) is in a map beside it; the number is a hint, never the
// binding itself.
type Info struct {
	dense  []binding
	sparse map[*Ident]*Object
	defs   int   // how many bindings are declarations
	parent *Info // where lookups go on (Extend)
}

// binding is one entry of Info's dense table.
type binding struct {
	id  *Ident
	obj *Object
	def bool
}

// ObjectOf returns the Object id declares or denotes, nil when it has
// none in this program (the program name, an unresolved name, a node of
// another program).
func (info *Info) ObjectOf(id *Ident) *Object {
	if id == nil {
		return nil
	}
	for ; info != nil; info = info.parent {
		if n := int(id.num); n < len(info.dense) && info.dense[n].id == id {
			return info.dense[n].obj
		}
		if o, ok := info.sparse[id]; ok {
			return o
		}
	}
	return nil
}

// Extend returns an empty table whose lookups go on in info: the home of
// the bindings of the identifiers an analysis makes for expressions over
// info's program (a fact, a condition), which the program's own table
// does not hold and which its other readers need not see.
func (info *Info) Extend() *Info { return &Info{parent: info} }

// Bind binds id, an occurrence a rewriter made (or one of the program's
// that it rebinds), to o in info.
func (info *Info) Bind(id *Ident, o *Object) { info.bind(id, o, false) }

// bind records id's binding, dense when id's number is free in info (or
// already id's), sparse otherwise.
func (info *Info) bind(id *Ident, o *Object, def bool) {
	if def {
		info.defs++
	}
	if n := int(id.num); n > 0 {
		if n >= len(info.dense) {
			info.dense = append(info.dense, make([]binding, n+1-len(info.dense))...)
		}
		if b := &info.dense[n]; b.id == nil || b.id == id {
			if b.id == id && b.def {
				info.defs--
			}
			*b = binding{id: id, obj: o, def: def}
			return
		}
	}
	if info.sparse == nil {
		info.sparse = map[*Ident]*Object{}
	}
	info.sparse[id] = o
}

// isDef reports whether id is a declaration bound in info.
func (info *Info) isDef(id *Ident) bool {
	n := int(id.num)
	return n < len(info.dense) && info.dense[n].id == id && info.dense[n].def
}

// Len returns how many identifiers info binds, and how many of them are
// declarations.
func (info *Info) Len() (bound, defs int) {
	if info == nil {
		return 0, 0
	}
	info.each(func(*Ident, *Object) { bound++ })
	return bound, info.defs
}

// each calls f for every binding of info.
func (info *Info) each(f func(*Ident, *Object)) {
	for _, b := range info.dense {
		if b.id != nil {
			f(b.id, b.obj)
		}
	}
	for id, o := range info.sparse {
		f(id, o)
	}
}

// newInfo returns an empty table for a program whose identifiers are
// numbered up to n.
func newInfo(n int32) *Info {
	return &Info{dense: make([]binding, n+1)}
}

// Equal reports whether info and o bind the same names to the same
// objects (by kind, name and ID) as often, up to the identity and the
// positions of the nodes: what comparing two parses of one program asks
// (go-cmp calls it).
func (info *Info) Equal(o *Info) bool {
	if info == nil || o == nil {
		return info == o
	}
	count := map[bindingKey]int{}
	n := 0
	info.each(func(id *Ident, ob *Object) {
		count[bindingKey{id.Name, ob.Name, ob.Kind, ob.ID}]++
		n++
	})
	same := true
	o.each(func(id *Ident, ob *Object) {
		k := bindingKey{id.Name, ob.Name, ob.Kind, ob.ID}
		if count[k] == 0 {
			same = false
		}
		count[k]--
		n--
	})
	return same && n == 0 && info.defs == o.defs
}

// bindingKey is an Ident's binding up to node identity and positions.
type bindingKey struct {
	name, obj string
	kind      ObjKind
	id        int
}
