package frontend

// Info is the binding of a checked program's identifiers, a side table
// keyed by node as go/types.Info is: Defs maps each declaring Ident
// (parameter, variable, array, loop counter) to the Object it declares,
// Uses each other resolved occurrence to the Object it denotes. Parse and
// Check fill Program.Info anew; an Ident the checker could not resolve
// (a program with errors) is in neither map.
type Info struct {
	Defs map[*Ident]*Object
	Uses map[*Ident]*Object
}

// ObjectOf returns the Object id declares or denotes, nil when it has
// none in this program (the program name, an unresolved name, a node of
// another program).
func (info *Info) ObjectOf(id *Ident) *Object {
	if info == nil {
		return nil
	}
	if o, ok := info.Defs[id]; ok {
		return o
	}
	return info.Uses[id]
}

// Use binds id, an occurrence a rewriter made, to o (the side table's
// entry, and Ident.Obj until the side table is its only home).
func (info *Info) Use(id *Ident, o *Object) {
	info.Uses[id] = o
	id.Obj = o
}

// Equal reports whether info and o bind the same names to the same
// objects (by kind, name and ID) as often, up to the identity and the
// positions of the nodes: what comparing two parses of one program asks
// (go-cmp calls it).
func (info *Info) Equal(o *Info) bool {
	if info == nil || o == nil {
		return info == o
	}
	return sameBindings(info.Defs, o.Defs) && sameBindings(info.Uses, o.Uses)
}

// binding is an Ident's binding up to node identity and positions.
type binding struct {
	name, obj string
	kind      ObjKind
	id        int
}

// sameBindings reports whether a and b hold the same bindings as often.
func sameBindings(a, b map[*Ident]*Object) bool {
	if len(a) != len(b) {
		return false
	}
	count := map[binding]int{}
	for id, o := range a {
		count[binding{id.Name, o.Name, o.Kind, o.ID}]++
	}
	for id, o := range b {
		k := binding{id.Name, o.Name, o.Kind, o.ID}
		if count[k] == 0 {
			return false
		}
		count[k]--
	}
	return true
}
