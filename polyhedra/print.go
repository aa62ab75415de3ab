package polyhedra

import (
	"fmt"
	"slices"
	"strings"
)

// String prints s in isl notation. The output is stable (it depends only
// on the internal representation) and Parse reads it back to an equal set.
func (s *Set) String() string {
	var b strings.Builder
	if len(s.space.Params) > 0 {
		fmt.Fprintf(&b, "[%s] -> ", strings.Join(s.space.Params, ", "))
	}
	b.WriteString("{ ")
	for i, p := range s.parts {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(p.body())
	}
	if len(s.parts) == 0 {
		// Print the space so that the empty set re-parses in its space.
		e := &BasicSet{space: s.space}
		b.WriteString(e.body() + " : false")
	}
	b.WriteString(" }")
	return b.String()
}

// String prints the basic set in isl notation.
func (b *BasicSet) String() string { return FromBasic(b).String() }

func (b *BasicSet) body() string {
	var sb strings.Builder
	sp := b.space
	if sp.IsMap {
		fmt.Fprintf(&sb, "%s[%s] -> ", sp.InName, strings.Join(sp.In, ", "))
	}
	fmt.Fprintf(&sb, "%s[%s]", sp.OutName, strings.Join(sp.Out, ", "))
	names := append(append([]string{""}, sp.Params...), sp.Dims()...)
	used := map[string]bool{}
	for _, n := range names {
		used[n] = true
	}
	k := 0
	for range b.divs {
		for used[fmt.Sprintf("e%d", k)] {
			k++
		}
		n := fmt.Sprintf("e%d", k)
		used[n] = true
		names = append(names, n)
	}
	var cons []string
	for _, r := range b.eqs {
		cons = append(cons, fmtConstraint(r, names, "="))
	}
	for _, r := range b.ineqs {
		cons = append(cons, fmtConstraint(r, names, ">="))
	}
	if len(cons) == 0 && len(b.divs) == 0 {
		return sb.String()
	}
	sb.WriteString(" : ")
	body := strings.Join(cons, " and ")
	if body == "" {
		body = "true"
	}
	if len(b.divs) > 0 {
		var defs []string
		for i, d := range b.divs {
			defs = append(defs, fmt.Sprintf("%s = floor((%s)/%s)", names[b.divOff()+i], fmtAff(d.num, names), d.den))
		}
		fmt.Fprintf(&sb, "exists (%s : %s)", strings.Join(defs, ", "), body)
	} else {
		sb.WriteString(body)
	}
	return sb.String()
}

func fmtTerm(c Int, name string) string {
	if name == "" {
		return c.String()
	}
	if eq64(c, 1) {
		return name
	}
	return c.String() + name
}

// fmtAff prints an affine row as a sum; 0 for the zero row.
func fmtAff(r []Int, names []string) string {
	var sb strings.Builder
	order := append(slices.Clone(r[1:]), r[0])
	for i, c := range order {
		col := i + 1
		if i == len(order)-1 {
			col = 0
		}
		if isZero(c) {
			continue
		}
		switch {
		case sb.Len() == 0 && sign(c) < 0:
			sb.WriteString("-" + fmtTerm(neg(c), names[col]))
		case sb.Len() == 0:
			sb.WriteString(fmtTerm(c, names[col]))
		case sign(c) < 0:
			sb.WriteString(" - " + fmtTerm(neg(c), names[col]))
		default:
			sb.WriteString(" + " + fmtTerm(c, names[col]))
		}
	}
	if sb.Len() == 0 {
		return "0"
	}
	return sb.String()
}

// fmtConstraint prints r op 0 as "positive part op negative part".
func fmtConstraint(r []Int, names []string, op string) string {
	pos := make([]Int, len(r))
	negp := make([]Int, len(r))
	for i, c := range r {
		if sign(c) > 0 {
			pos[i] = c
		} else if sign(c) < 0 {
			negp[i] = neg(c)
		}
	}
	return fmtAff(pos, names) + " " + op + " " + fmtAff(negp, names)
}
