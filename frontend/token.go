package frontend

import (
	"strconv"
	"unicode"
	"unicode/utf8"
)

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
	SHL    // <<
	SHR    // >>
	AND    // &
	OR     // |
	XOR    // ^

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
	SHL: "<<", SHR: ">>", AND: "&", OR: "|", XOR: "^",
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

// precedence returns the binary precedence of t (higher binds tighter), or 0
// when t is not a binary operator. The bit operators have Go's levels:
// shifts and & with the products, | and ^ with the sums, so that
// x & 1 == 0 compares x & 1 (C puts & below ==).
func (t Token) precedence() int {
	switch t {
	case LOR:
		return 1
	case LAND:
		return 2
	case EQL, NEQ, LSS, LEQ, GTR, GEQ:
		return 3
	case ADD, SUB, OR, XOR:
		return 4
	case MUL, QUO, REM, SHL, SHR, AND:
		return 5
	}
	return 0
}

// scanner turns source text into tokens. It never fails: bad characters
// become ILLEGAL tokens that the parser reports. The source is UTF-8: a
// leading byte order mark is skipped, identifiers may use Unicode letters
// and digits, and columns count code points.
type scanner struct {
	src  []byte
	off  int
	line int
	col  int
	errs *ErrorList
	file string
}

func newScanner(file string, src []byte, errs *ErrorList) *scanner {
	s := &scanner{src: src, line: 1, col: 1, errs: errs, file: file}
	if len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF {
		s.off = 3 // a UTF-8 byte order mark: not part of the text
	}
	return s
}

func (s *scanner) pos() Pos { return Pos{Line: s.line, Col: s.col} }

func (s *scanner) peekByte(k int) byte {
	if s.off+k < len(s.src) {
		return s.src[s.off+k]
	}
	return 0
}

// advance moves past one byte. A line ends at "\n" or at a "\r" not
// followed by "\n" (old Mac files); the bytes that continue a UTF-8
// sequence take no column.
func (s *scanner) advance() {
	if s.off >= len(s.src) {
		return
	}
	switch c := s.src[s.off]; {
	case c == '\n' || c == '\r' && s.peekByte(1) != '\n':
		s.line++
		s.col = 1
	case c&0xC0 != 0x80:
		s.col++
	}
	s.off++
}

// rune returns the code point at the current offset and its size in bytes
// (utf8.RuneError, 1 for an invalid encoding).
func (s *scanner) rune() (rune, int) {
	if c := s.src[s.off]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRune(s.src[s.off:])
}

func (s *scanner) skipSpaceAndComments() {
	for s.off < len(s.src) {
		c := s.src[s.off]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			s.advance()
		case c == '/' && s.peekByte(1) == '/':
			for s.off < len(s.src) && s.src[s.off] != '\n' && s.src[s.off] != '\r' {
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

// identRune reports whether r may appear in an identifier (first: may
// start one), as in Go: letters, "_" and, after the first, digits.
func identRune(r rune, first bool) bool {
	if r < utf8.RuneSelf {
		return isLetter(byte(r)) || !first && isDigit(byte(r))
	}
	return unicode.IsLetter(r) || !first && unicode.IsDigit(r)
}

// skipIdent moves past identifier characters.
func (s *scanner) skipIdent() {
	for s.off < len(s.src) {
		r, n := s.rune()
		if !identRune(r, false) || r == utf8.RuneError && n == 1 {
			return
		}
		for ; n > 0; n-- {
			s.advance()
		}
	}
}

// next returns the next token, its position and its literal text.
func (s *scanner) next() (Token, Pos, string) {
	s.skipSpaceAndComments()
	pos := s.pos()
	if s.off >= len(s.src) {
		return EOF, pos, ""
	}
	start := s.off
	c := s.src[s.off]
	r, size := s.rune()
	switch {
	case identRune(r, true):
		s.skipIdent()
		lit := string(s.src[start:s.off])
		if t, ok := keywords[lit]; ok {
			return t, pos, lit
		}
		return IDENT, pos, lit
	case isDigit(c):
		for s.off < len(s.src) && isDigit(s.src[s.off]) {
			s.advance()
		}
		if s.off < len(s.src) {
			// 1e5, 0x10, 12abc: one bad literal, reported here rather than
			// as a stray identifier after an integer.
			if r, n := s.rune(); identRune(r, false) && !(r == utf8.RuneError && n == 1) {
				s.skipIdent()
				lit := string(s.src[start:s.off])
				s.errs.Add(s.file, pos, "invalid integer literal %s (integers are written in decimal digits only: no exponent, hexadecimal or suffix)", excerpt(lit))
				return ILLEGAL, pos, lit
			}
		}
		return INT, pos, string(s.src[start:s.off])
	case c >= utf8.RuneSelf:
		for ; size > 0; size-- {
			s.advance()
		}
		if r == utf8.RuneError && s.off-start == 1 {
			s.errs.Add(s.file, pos, "invalid UTF-8 encoding (byte %#x)", c)
		}
		return ILLEGAL, pos, string(s.src[start:s.off])
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
		if t = two('<', SHL, ILLEGAL); t == ILLEGAL {
			t = two('=', LEQ, LSS)
		}
	case '>':
		if t = two('>', SHR, ILLEGAL); t == ILLEGAL {
			t = two('=', GEQ, GTR)
		}
	case '=':
		// "=" is accepted as equality, as on the seed's slides ("pid = 0").
		t = two('=', EQL, EQL)
	case '!':
		t = two('=', NEQ, NOT)
	case '&':
		t = two('&', LAND, AND)
	case '|':
		t = two('|', LOR, OR)
	case '^':
		t = XOR
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
