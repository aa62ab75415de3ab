package frontend

import "reflect"

// Clone returns a deep copy of prog: every node is new, positions are
// kept, and identifiers still point at the objects of prog until Check
// resolves the copy. Rewrites that build a new program from the nodes of
// an old one (nondet's instrumented program shares the source's
// statements) must clone before Check: Check re-resolves every identifier
// in place, and would otherwise change the original program under the
// feet of its other users (the simulator, the alignment facts).
func Clone(prog *Program) *Program {
	if prog == nil {
		return nil
	}
	c := cloner{seen: map[reflect.Value]reflect.Value{}}
	return c.value(reflect.ValueOf(prog)).Interface().(*Program)
}

// cloner deep-copies AST values; seen keeps shared nodes shared (a node
// reachable twice is copied once), which also makes cycles safe.
type cloner struct {
	seen map[reflect.Value]reflect.Value
}

var objectPtr = reflect.TypeOf((*Object)(nil))

func (c *cloner) value(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || v.Type() == objectPtr {
			return v // objects belong to a program's resolution, not to its tree
		}
		if w, ok := c.seen[v]; ok {
			return w
		}
		w := reflect.New(v.Type().Elem())
		c.seen[v] = w
		w.Elem().Set(c.value(v.Elem()))
		return w
	case reflect.Interface:
		if v.IsNil() {
			return v
		}
		w := reflect.New(v.Type()).Elem()
		w.Set(c.value(v.Elem()))
		return w
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		w := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			w.Index(i).Set(c.value(v.Index(i)))
		}
		return w
	case reflect.Struct:
		w := reflect.New(v.Type()).Elem()
		for i := 0; i < v.NumField(); i++ {
			if !w.Field(i).CanSet() {
				continue // no unexported fields in the AST; ignore any
			}
			w.Field(i).Set(c.value(v.Field(i)))
		}
		return w
	default:
		return v
	}
}

// CloneBlock returns a deep copy of b (see Clone).
func CloneBlock(b *Block) *Block {
	if b == nil {
		return nil
	}
	c := cloner{seen: map[reflect.Value]reflect.Value{}}
	return c.value(reflect.ValueOf(b)).Interface().(*Block)
}
