package frontend

// Scopes answers whether a variable is in scope at a sync statement, in
// constant time. Scope is lexical: the statements are numbered in one
// preorder walk, and a variable is in scope from its declaration (a for
// loop's counter: from its for statement) to the last statement of its
// block (the for's body). A set of the variables in scope per sync would
// be quadratic in the size of a program that declares variables in each of
// its supersteps.
type Scopes struct {
	info *Info
	n    int
	at   map[*SyncStmt]int
	span map[*Object][2]int // (first, last]
}

// NewScopes numbers the statements of body, a block of the program whose
// bindings info holds.
func NewScopes(info *Info, body *Block) *Scopes {
	sc := &Scopes{info: info, at: map[*SyncStmt]int{}, span: map[*Object][2]int{}}
	sc.block(body)
	return sc
}

// InScope reports whether variable o (declared by a VarDecl, or a for
// loop's counter) is in scope at, and just after, sync s.
func (sc *Scopes) InScope(o *Object, s *SyncStmt) bool {
	at, ok := sc.at[s]
	sp, declared := sc.span[o]
	return ok && declared && sp[0] < at && at <= sp[1]
}

func (sc *Scopes) block(b *Block) {
	if b == nil {
		return
	}
	var decls []*Object
	for _, s := range b.Stmts {
		sc.stmt(s, &decls)
	}
	for _, o := range decls {
		sc.span[o] = [2]int{sc.span[o][0], sc.n}
	}
}

func (sc *Scopes) stmt(s Stmt, decls *[]*Object) {
	sc.n++
	switch s := s.(type) {
	case *CostStmt:
		sc.stmt(s.Stmt, decls)
	case *VarDecl:
		if o := sc.info.ObjectOf(s.Name); o != nil {
			sc.span[o] = [2]int{sc.n, sc.n}
			*decls = append(*decls, o)
		}
	case *SyncStmt:
		sc.at[s] = sc.n
	case *IfStmt:
		sc.block(s.Then)
		sc.block(s.Else)
	case *WhileStmt:
		sc.block(s.Body)
	case *ForStmt:
		first := sc.n
		sc.block(s.Body)
		if o := sc.info.ObjectOf(s.Var); o != nil {
			sc.span[o] = [2]int{first, sc.n}
		}
	}
}
