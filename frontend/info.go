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
