package frontend

// BSMP, BSPlib's bulk synchronous message passing (docs/language.md):
// send is a CommStmt (Kind Send); the statements that read the message
// queue are RecvStmts; tagsize is a TagSizeStmt. Their names are not
// keywords: an identifier send, move, qsize, gettag or tagsize followed by
// "(" at the start of a statement is the statement (a variable may still
// be called so, as C programs' variables often are).

// RecvKind distinguishes the statements that read the message queue.
type RecvKind int

// The queue statements.
const (
	Qsize  RecvKind = iota // qsize(n [, w])
	GetTag                 // gettag(n [, tag])
	Move                   // move(dst [, max])
)

func (k RecvKind) String() string {
	switch k {
	case Qsize:
		return "qsize"
	case GetTag:
		return "gettag"
	case Move:
		return "move"
	}
	return "?"
}

// RecvStmt reads this process's queue of messages (those sent to it in the
// previous superstep, not yet moved):
//
//   - qsize(n [, w]): n := the number of messages in the queue, w := the
//     words of their payloads;
//   - gettag(n [, tag]): n := the payload words of the first message, -1
//     when the queue is empty; its tag is copied to tag;
//   - move(dst [, max]): the first message leaves the queue, at most max
//     words of its payload are copied to dst.
//
// What it writes is local and immediate, and data: it depends on what
// other processes sent.
type RecvStmt struct {
	Kind   RecvKind
	KwPos  Pos
	Count  *Ident    // qsize's n, gettag's n; nil for move
	Words  *Ident    // qsize's w; nil when absent
	Dst    *Location // move's dst, gettag's tag; nil when absent
	Max    Expr      // move's max; nil: implied by a slice, else 1
	Rparen Pos
}

// TagSizeStmt is tagsize(e): from the next sync on, messages carry a tag
// of e words (0 at the start). All processes must set the same size in
// the same superstep, as in BSPlib.
type TagSizeStmt struct {
	KwPos  Pos
	Size   Expr
	Rparen Pos
}

func (s *RecvStmt) Pos() Pos    { return s.KwPos }
func (s *TagSizeStmt) Pos() Pos { return s.KwPos }

func (s *RecvStmt) End() Pos    { return Pos{Line: s.Rparen.Line, Col: s.Rparen.Col + 1} }
func (s *TagSizeStmt) End() Pos { return Pos{Line: s.Rparen.Line, Col: s.Rparen.Col + 1} }

func (*RecvStmt) stmtNode()    {}
func (*TagSizeStmt) stmtNode() {}

// Targets returns the variables and arrays s writes: its count
// variables, then the variable of its destination.
func (s *RecvStmt) Targets() []*Ident {
	var out []*Ident
	for _, id := range []*Ident{s.Count, s.Words} {
		if id != nil {
			out = append(out, id)
		}
	}
	if s.Dst != nil && s.Dst.Var != nil {
		out = append(out, s.Dst.Var)
	}
	return out
}

// recvNames are the names of the queue statements.
var recvNames = map[string]RecvKind{"qsize": Qsize, "gettag": GetTag, "move": Move}

// IsBSMPName reports whether name, followed by "(" at the start of a
// statement, is a BSMP statement rather than an identifier.
func IsBSMPName(name string) bool {
	_, ok := recvNames[name]
	return ok || name == "send" || name == "tagsize"
}
