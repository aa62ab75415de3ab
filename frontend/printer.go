package frontend

import (
	"strconv"
	"strings"
)

// Print formats a program (or any statement, block or expression) as .bsp
// source in the canonical layout: two-space indentation, one statement per
// line, single spaces around binary operators, and only the parentheses that
// are written in the AST or that precedence needs. Comments are not kept.
// Parsing the output yields the same AST up to positions.
func Print(n Node) string {
	pr := &printer{}
	switch n := n.(type) {
	case *Program:
		pr.program(n)
	case *Block:
		pr.block(n)
	case Stmt:
		pr.stmt(n)
	case Expr:
		pr.expr(n, 0)
	case *Location:
		pr.location(n)
	}
	return pr.b.String()
}

// ExprString formats an expression on one line, in full (also a key for
// comparing expressions). Messages should quote ExprExcerpt instead.
func ExprString(x Expr) string { return Print(x) }

// MaxExcerpt is how many characters of source text a message quotes: an
// expression or token longer than that is cut, with "…" at the end, so that
// a message stays one readable line whatever the input.
const MaxExcerpt = 60

// ExprExcerpt formats an expression on one line, for diagnostics: at most
// MaxExcerpt characters, cut with "…". It stops printing once it has enough,
// so its cost does not depend on the size of x.
func ExprExcerpt(x Expr) string {
	b := &exprBuf{limit: 4*MaxExcerpt + 4}
	writeExpr(b, x, 0)
	return excerpt(b.String())
}

// Excerpt cuts s to MaxExcerpt characters, with "…" when it was longer:
// for quoting names and source text in messages.
func Excerpt(s string) string { return excerpt(s) }

// excerptArgs cuts the string arguments of a message (names, words) to
// MaxExcerpt characters: an identifier may be a megabyte long.
func excerptArgs(args []any) []any {
	for i, a := range args {
		if s, ok := a.(string); ok && len(s) > MaxExcerpt {
			args[i] = excerpt(s)
		}
	}
	return args
}

// excerpt cuts s to MaxExcerpt characters.
func excerpt(s string) string {
	if len(s) <= MaxExcerpt {
		return s
	}
	n := 0
	for i := range s {
		if n == MaxExcerpt {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// exprBuf collects printed text; with a limit, printing stops soon after
// the text reaches it.
type exprBuf struct {
	strings.Builder
	limit int // 0: no limit
}

func (b *exprBuf) full() bool { return b.limit > 0 && b.Len() >= b.limit }

type printer struct {
	b      exprBuf
	indent int
}

func (pr *printer) line(s string) {
	for i := 0; i < pr.indent; i++ {
		pr.b.WriteString("  ")
	}
	pr.b.WriteString(s)
	pr.b.WriteString("\n")
}

func (pr *printer) program(p *Program) {
	var h strings.Builder
	h.WriteString("program ")
	h.WriteString(p.Name.Name)
	if len(p.Params) > 0 {
		h.WriteString("(")
		for i, id := range p.Params {
			if i > 0 {
				h.WriteString(", ")
			}
			h.WriteString(id.Name)
		}
		h.WriteString(")")
	}
	if p.Requires != nil {
		h.WriteString(" requires ")
		h.WriteString(exprText(p.Requires, 0))
	}
	pr.line(h.String())
	pr.indent++
	pr.block(p.Body)
	pr.indent--
	pr.line("end")
}

func (pr *printer) block(b *Block) {
	for _, s := range b.Stmts {
		pr.stmt(s)
	}
}

// stmtHead returns the first line of s without indentation and whether s
// has a body that follows on later lines.
func (pr *printer) stmt(s Stmt) {
	pr.stmtWithPrefix("", s)
}

func (pr *printer) stmtWithPrefix(prefix string, s Stmt) {
	switch s := s.(type) {
	case *CostStmt:
		pr.stmtWithPrefix(prefix+annotationText(s)+" ", s.Stmt)
	case *VarDecl:
		t := "var " + s.Name.Name
		if s.Size != nil {
			t += "[" + exprText(s.Size, 0) + "]"
		}
		if s.Init != nil {
			t += " := " + exprText(s.Init, 0)
		}
		pr.line(prefix + t)
	case *AssignStmt:
		pr.line(prefix + exprText(s.LHS, 0) + " := " + exprText(s.RHS, 0))
	case *IfStmt:
		pr.line(prefix + "if " + exprText(s.Cond, 0) + " then")
		pr.ifRest(s)
		pr.line("end")
	case *WhileStmt:
		pr.line(prefix + "while " + exprText(s.Cond, 0) + " do")
		pr.indent++
		pr.block(s.Body)
		pr.indent--
		pr.line("end")
	case *ForStmt:
		t := "for " + s.Var.Name + " := " + exprText(s.Lo, 0) + " to " + exprText(s.Hi, 0)
		if s.Step != nil {
			t += " step " + exprText(s.Step, 0)
		}
		pr.line(prefix + t + " do")
		pr.indent++
		pr.block(s.Body)
		pr.indent--
		pr.line("end")
	case *SkipStmt:
		pr.line(prefix + "skip")
	case *AssumeStmt:
		pr.line(prefix + "assume " + exprText(s.Cond, 0))
	case *SyncStmt:
		pr.line(prefix + "sync")
	case *BreakStmt:
		pr.line(prefix + "break")
	case *ContinueStmt:
		pr.line(prefix + "continue")
	case *CommStmt:
		t := s.Kind.String() + "(" + exprText(s.Proc, 0) + ", " + locationText(s.Src)
		if s.Dst != nil {
			t += ", " + locationText(s.Dst)
		}
		if s.Words != nil {
			t += ", " + exprText(s.Words, 0)
		}
		if s.Tag != nil { // Check requires Words then: the tag is the fourth argument
			t += ", " + locationText(s.Tag)
		}
		pr.line(prefix + t + ")")
	case *TagSizeStmt:
		pr.line(prefix + "tagsize(" + exprText(s.Size, 0) + ")")
	case *RecvStmt:
		var args []string
		if s.Count != nil {
			args = append(args, s.Count.Name)
		}
		if s.Words != nil {
			args = append(args, s.Words.Name)
		}
		if s.Dst != nil {
			args = append(args, locationText(s.Dst))
		}
		if s.Max != nil {
			args = append(args, exprText(s.Max, 0))
		}
		pr.line(prefix + s.Kind.String() + "(" + strings.Join(args, ", ") + ")")
	}
}

// ifRest prints the branches of an if (the "if c then" line is printed by
// the caller), folding an else block that holds a single elif-if.
func (pr *printer) ifRest(s *IfStmt) {
	pr.indent++
	pr.block(s.Then)
	pr.indent--
	if s.Else == nil {
		return
	}
	if len(s.Else.Stmts) == 1 {
		if in, ok := s.Else.Stmts[0].(*IfStmt); ok && in.Elif {
			pr.line("elif " + exprText(in.Cond, 0) + " then")
			pr.ifRest(in)
			return
		}
	}
	pr.line("else")
	pr.indent++
	pr.block(s.Else)
	pr.indent--
}

func annotationText(s *CostStmt) string {
	var b strings.Builder
	b.WriteString("{")
	for i, t := range s.Terms {
		if i > 0 {
			b.WriteString(" + ")
		}
		b.WriteString(CostTermString(t))
	}
	b.WriteString("}")
	return b.String()
}

// CostTermString formats one annotation term as written in source.
func CostTermString(t CostTerm) string {
	switch {
	case t.Bare:
		return t.ResName
	case t.ResName == "":
		// An implicit "* r": parenthesize sums so that they stay one term.
		return exprText(t.Coef, MUL.precedence())
	}
	return exprText(t.Coef, MUL.precedence()) + " * " + t.ResName
}

func (pr *printer) location(l *Location) { pr.b.WriteString(locationText(l)) }

func locationText(l *Location) string {
	t := l.Var.Name
	if l.Index != nil {
		t += "[" + exprText(l.Index, 0)
		if l.Slice {
			t += ":" + exprText(l.Hi, 0)
		}
		t += "]"
	}
	return t
}

const (
	unaryPrec   = 6
	primaryPrec = 7
)

func exprPrec(x Expr) int {
	switch x := x.(type) {
	case *BinaryExpr:
		return x.Op.precedence()
	case *UnaryExpr:
		return unaryPrec
	}
	return primaryPrec
}

// exprText prints x, parenthesized if its precedence is below min.
func exprText(x Expr, min int) string {
	var b exprBuf
	writeExpr(&b, x, min)
	return b.String()
}

func (pr *printer) expr(x Expr, min int) { writeExpr(&pr.b, x, min) }

func writeExpr(b *exprBuf, x Expr, min int) {
	if b.full() {
		return
	}
	if exprPrec(x) < min {
		b.WriteString("(")
		defer b.WriteString(")")
	}
	switch x := x.(type) {
	case *Ident:
		b.WriteString(x.Name)
	case *IntLit:
		if x.Lit != "" {
			b.WriteString(x.Lit)
		} else {
			b.WriteString(strconv.FormatInt(x.Value, 10))
		}
	case *BoolLit:
		b.WriteString(strconv.FormatBool(x.Value))
	case *AnyExpr:
		b.WriteString("any")
		if x.Same {
			b.WriteString("(same)")
		}
	case *ParenExpr:
		b.WriteString("(")
		writeExpr(b, x.X, 0)
		b.WriteString(")")
	case *IndexExpr:
		b.WriteString(x.X.Name)
		b.WriteString("[")
		writeExpr(b, x.Index, 0)
		b.WriteString("]")
	case *CallExpr:
		b.WriteString(x.Fun.Name)
		b.WriteString("(")
		for i, a := range x.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			writeExpr(b, a, 0)
		}
		b.WriteString(")")
	case *UnaryExpr:
		b.WriteString(x.Op.String())
		writeExpr(b, x.X, unaryPrec)
	case *BinaryExpr:
		p := x.Op.precedence()
		writeExpr(b, x.X, p)
		b.WriteString(" ")
		b.WriteString(x.Op.String())
		b.WriteString(" ")
		writeExpr(b, x.Y, p+1)
	case *BadExpr:
		b.WriteString("BAD")
	}
}
