package hrelation

import (
	"fmt"
	"io"
	"strings"

	"bspcost/frontend"
)

// Format writes a readable report of the h-relations: per step, its
// barriers, parameters, interaction maps, maxima, h and fallbacks.
func (r *Result) Format(w io.Writer, explain bool) {
	for _, st := range r.Steps {
		fmt.Fprintf(w, "superstep from %s to %s\n", st.Open, st.Close)
		if len(st.Comms) == 0 {
			fmt.Fprintf(w, "  no communication: h = 0\n")
			continue
		}
		for _, c := range st.Comms {
			fmt.Fprintf(w, "  %s at %s\n", c.Kind, c.KwPos)
		}
		var ps []string
		for _, p := range st.Params {
			if p.Expr != nil {
				ps = append(ps, fmt.Sprintf("%s = %s", p.Name, frontend.ExprString(p.Expr)))
			}
		}
		if len(ps) > 0 {
			fmt.Fprintf(w, "  where %s\n", strings.Join(ps, ", "))
		}
		if st.Err != nil {
			fmt.Fprintf(w, "  no bound: %v\n", st.Err)
		} else {
			fmt.Fprintf(w, "  out: %s\n", st.Out)
			fmt.Fprintf(w, "  in:  %s\n", st.In)
			fmt.Fprintf(w, "  max out: %s\n", st.MaxOut)
			fmt.Fprintf(w, "  max in:  %s\n", st.MaxIn)
			fmt.Fprintf(w, "  h: %s\n", st.H)
			if cs, err := st.Cases(st.info.Extend()); err == nil {
				var parts []string
				for _, c := range cs {
					if c.Cond == nil {
						parts = append(parts, frontend.ExprString(c.Value))
					} else {
						parts = append(parts, fmt.Sprintf("(%s if %s)", frontend.ExprString(c.Value), frontend.ExprString(c.Cond)))
					}
				}
				if len(parts) == 0 {
					parts = []string{"0"}
				}
				fmt.Fprintf(w, "  h in .bsp: %s\n", strings.Join(parts, " + "))
			}
		}
		if m := st.Messages; m != nil {
			if m.Err != nil {
				fmt.Fprintf(w, "  messages received: no bound: %v\n", m.Err)
			} else {
				fmt.Fprintf(w, "  messages received (the next queue): %s\n", m.H)
			}
		}
		for _, s := range st.Seq {
			fmt.Fprintf(w, "  counted in the sequential program: %s at %s, (%s) g per execution", s.Stmt.Kind, s.Stmt.KwPos, frontend.ExprString(s.Charge(nil, r.nprocs)))
			if f := s.First(nil); f != nil {
				fmt.Fprintf(w, ", (%s) g the first in a superstep", frontend.ExprString(f))
			}
			fmt.Fprintln(w)
		}
		if st.Exact {
			fmt.Fprintf(w, "  exact\n")
		} else {
			fmt.Fprintf(w, "  upper bound\n")
		}
		if explain {
			for _, f := range st.Fallbacks {
				fmt.Fprintf(w, "  %s\n", f)
			}
		}
	}
}

// ExprText prints an expression of the program (opaque parameters, word
// counts) as .bsp source.
func ExprText(e frontend.Expr) string { return frontend.ExprString(e) }
