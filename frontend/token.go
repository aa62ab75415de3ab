package frontend

import "strconv"

// Token is a lexical token kind.
type Token int

// The tokens of the .bsp language.
const (
	ILLEGAL Token = iota
	EOF
	IDENT
	INT

	// Operators and delimiters.
	ASSIGN // :=
	ADD    // +
	SUB    // -
	MUL    // *
	QUO    // /
	REM    // %
	LSS    // <
	LEQ    // <=
	GTR    // >
	GEQ    // >=
	EQL    // == (also written =)
	NEQ    // !=
	LAND   // &&
	LOR    // ||
	NOT    // !
	LPAREN // (
	RPAREN // )
	LBRACK // [
	RBRACK // ]
	LBRACE // {
	RBRACE // }
	COMMA  // ,
	COLON  // :
	SEMI   // ;

	keywordBeg
	PROGRAM
	REQUIRES
	VAR
	IF
	THEN
	ELIF
	ELSE
	END
	WHILE
	DO
	FOR
	TO
	STEP
	SKIP
	SYNC
	PUT
	GET
	BREAK
	CONTINUE
	ANY
	TRUE
	FALSE
	ASSUME
	keywordEnd
)

var tokenNames = [...]string{
	ILLEGAL: "ILLEGAL", EOF: "end of file", IDENT: "identifier", INT: "integer",
	ASSIGN: ":=", ADD: "+", SUB: "-", MUL: "*", QUO: "/", REM: "%",
	LSS: "<", LEQ: "<=", GTR: ">", GEQ: ">=", EQL: "==", NEQ: "!=",
	LAND: "&&", LOR: "||", NOT: "!",
	LPAREN: "(", RPAREN: ")", LBRACK: "[", RBRACK: "]", LBRACE: "{", RBRACE: "}",
	COMMA: ",", COLON: ":", SEMI: ";",
	PROGRAM: "program", REQUIRES: "requires", VAR: "var", IF: "if", THEN: "then",
	ELIF: "elif", ELSE: "else", END: "end", WHILE: "while", DO: "do", FOR: "for",
	TO: "to", STEP: "step", SKIP: "skip", SYNC: "sync", PUT: "put", GET: "get",
	BREAK: "break", CONTINUE: "continue", ANY: "any", TRUE: "true", FALSE: "false",
	ASSUME: "assume",
}

func (t Token) String() string {
	if t >= 0 && int(t) < len(tokenNames) && tokenNames[t] != "" {
		return tokenNames[t]
	}
	return "token(" + strconv.Itoa(int(t)) + ")"
}

var keywords = func() map[string]Token {
	m := make(map[string]Token)
	for t := keywordBeg + 1; t < keywordEnd; t++ {
		m[tokenNames[t]] = t
	}
	return m
}()

// IsKeyword reports whether name is a reserved word of the language.
func IsKeyword(name string) bool {
	_, ok := keywords[name]
	return ok
}

// precedence returns the binary precedence of t (higher binds tighter), or 0
// when t is not a binary operator.
func (t Token) precedence() int {
	switch t {
	case LOR:
		return 1
	case LAND:
		return 2
	case EQL, NEQ, LSS, LEQ, GTR, GEQ:
		return 3
	case ADD, SUB:
		return 4
	case MUL, QUO, REM:
		return 5
	}
	return 0
}

// scanner turns source text into tokens. It never fails: bad characters
// become ILLEGAL tokens that the parser reports.
type scanner struct {
	src  []byte
	off  int
	line int
	col  int
	errs *ErrorList
	file string
}

func newScanner(file string, src []byte, errs *ErrorList) *scanner {
	return &scanner{src: src, line: 1, col: 1, errs: errs, file: file}
}

func (s *scanner) pos() Pos { return Pos{s.line, s.col} }

func (s *scanner) peekByte(k int) byte {
	if s.off+k < len(s.src) {
		return s.src[s.off+k]
	}
	return 0
}

func (s *scanner) advance() {
	if s.off >= len(s.src) {
		return
	}
	if s.src[s.off] == '\n' {
		s.line++
		s.col = 1
	} else {
		s.col++
	}
	s.off++
}

func (s *scanner) skipSpaceAndComments() {
	for s.off < len(s.src) {
		c := s.src[s.off]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			s.advance()
		case c == '/' && s.peekByte(1) == '/':
			for s.off < len(s.src) && s.src[s.off] != '\n' {
				s.advance()
			}
		case c == '/' && s.peekByte(1) == '*':
			start := s.pos()
			s.advance()
			s.advance()
			closed := false
			for s.off < len(s.src) {
				if s.src[s.off] == '*' && s.peekByte(1) == '/' {
					s.advance()
					s.advance()
					closed = true
					break
				}
				s.advance()
			}
			if !closed {
				s.errs.Add(s.file, start, "comment not terminated")
			}
		default:
			return
		}
	}
}

func isLetter(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }

// next returns the next token, its position and its literal text.
func (s *scanner) next() (Token, Pos, string) {
	s.skipSpaceAndComments()
	pos := s.pos()
	if s.off >= len(s.src) {
		return EOF, pos, ""
	}
	start := s.off
	c := s.src[s.off]
	switch {
	case isLetter(c):
		for s.off < len(s.src) && (isLetter(s.src[s.off]) || isDigit(s.src[s.off])) {
			s.advance()
		}
		lit := string(s.src[start:s.off])
		if t, ok := keywords[lit]; ok {
			return t, pos, lit
		}
		return IDENT, pos, lit
	case isDigit(c):
		for s.off < len(s.src) && isDigit(s.src[s.off]) {
			s.advance()
		}
		return INT, pos, string(s.src[start:s.off])
	}
	s.advance()
	two := func(next byte, yes, no Token) Token {
		if s.off < len(s.src) && s.src[s.off] == next {
			s.advance()
			return yes
		}
		return no
	}
	var t Token
	switch c {
	case ':':
		t = two('=', ASSIGN, COLON)
	case '+':
		t = ADD
	case '-':
		t = SUB
	case '*':
		t = MUL
	case '/':
		t = QUO
	case '%':
		t = REM
	case '<':
		t = two('=', LEQ, LSS)
	case '>':
		t = two('=', GEQ, GTR)
	case '=':
		// "=" is accepted as equality, as on the seed's slides ("pid = 0").
		t = two('=', EQL, EQL)
	case '!':
		t = two('=', NEQ, NOT)
	case '&':
		t = two('&', LAND, ILLEGAL)
	case '|':
		t = two('|', LOR, ILLEGAL)
	case '(':
		t = LPAREN
	case ')':
		t = RPAREN
	case '[':
		t = LBRACK
	case ']':
		t = RBRACK
	case '{':
		t = LBRACE
	case '}':
		t = RBRACE
	case ',':
		t = COMMA
	case ';':
		t = SEMI
	default:
		t = ILLEGAL
	}
	return t, pos, string(s.src[start:s.off])
}
