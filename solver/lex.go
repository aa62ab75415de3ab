package solver

import (
	"fmt"
	"strings"

	"bspcost/diag"
)

// Pos is a position in an input file (1-based line and column; columns
// count bytes): the project's one position type.
type Pos = diag.Pos

// Error is a positioned input error, file:line:col: message: the
// project's one diagnostic type (diag.Diagnostic), so that the CLI
// reports .ces and .koat errors as it reports .bsp ones.
type Error = diag.Diagnostic

type tokKind int

const (
	tEOF    tokKind = iota
	tName           // lower-case identifier or quoted name
	tVar            // upper-case or _ identifier
	tNum            // decimal integer
	tPunct          // one of ( ) [ ] , . : + - * / ^ and the comparison operators
	tBadTok         // a character no rule accepts
)

type token struct {
	kind tokKind
	text string // for quoted names, the unquoted text
	pos  Pos
}

// lexer splits .ces, .koat and expression text into tokens. Comments start
// with % (.ces) or are absent; names may be quoted with '...'.
type lexer struct {
	src  string
	off  int
	line int
	col  int
}

func newLexer(src string) *lexer { return &lexer{src: src, line: 1, col: 1} }

func (l *lexer) advance(n int) {
	for i := 0; i < n && l.off < len(l.src); i++ {
		if l.src[l.off] == '\n' {
			l.line++
			l.col = 1
		} else {
			l.col++
		}
		l.off++
	}
}

func isLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' || c == '_' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isIdent(c byte) bool { return isLower(c) || isUpper(c) || isDigit(c) }

var puncts = []string{"->", ":|:", "=<", "<=", ">=", "==", "&&", "(", ")", "[", "]", ",", ".", ":", "+", "-", "*", "/", "^", "=", "<", ">"}

func (l *lexer) next() token {
	for l.off < len(l.src) {
		c := l.src[l.off]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			l.advance(1)
			continue
		}
		if c == '%' {
			for l.off < len(l.src) && l.src[l.off] != '\n' {
				l.advance(1)
			}
			continue
		}
		break
	}
	pos := Pos{Line: l.line, Col: l.col}
	if l.off >= len(l.src) {
		return token{kind: tEOF, pos: pos}
	}
	c := l.src[l.off]
	switch {
	case c == '\'':
		end := strings.IndexAny(l.src[l.off+1:], "'\n")
		if end < 0 || l.src[l.off+1+end] != '\'' {
			l.advance(1)
			return token{kind: tBadTok, text: "unterminated quoted name", pos: pos}
		}
		text := l.src[l.off+1 : l.off+1+end]
		l.advance(end + 2)
		return token{kind: tName, text: text, pos: pos}
	case isLower(c) || isUpper(c):
		i := l.off
		for i < len(l.src) && isIdent(l.src[i]) {
			i++
		}
		text := l.src[l.off:i]
		l.advance(i - l.off)
		if isUpper(c) {
			return token{kind: tVar, text: text, pos: pos}
		}
		return token{kind: tName, text: text, pos: pos}
	case isDigit(c):
		i := l.off
		for i < len(l.src) && isDigit(l.src[i]) {
			i++
		}
		text := l.src[l.off:i]
		l.advance(i - l.off)
		return token{kind: tNum, text: text, pos: pos}
	}
	for _, p := range puncts {
		if strings.HasPrefix(l.src[l.off:], p) {
			l.advance(len(p))
			return token{kind: tPunct, text: p, pos: pos}
		}
	}
	l.advance(1)
	return token{kind: tBadTok, text: fmt.Sprintf("unexpected character %q", c), pos: pos}
}

// tokens lexes the whole input (the parsers need some lookahead).
func tokenize(src string) []token {
	l := newLexer(src)
	var out []token
	for {
		t := l.next()
		out = append(out, t)
		if t.kind == tEOF {
			return out
		}
	}
}
