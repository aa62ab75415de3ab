// Package input is the one way bspcost reads the files it is given:
// programs (.bsp, .c, .ll and the C file a .ll's debug information names),
// cost relation systems (.ces, .koat), machine profiles, bspbench outputs
// and --expected files.
//
// Every read is bounded in time and memory whatever the path names:
//
//   - only a regular file is read: a directory, a device (/dev/zero, a
//     terminal), a named pipe or a socket is refused, also behind a
//     symbolic link. The file is opened without blocking (a named pipe
//     without a writer would block an ordinary open forever) and its mode
//     is checked on the opened file, so that a file swapped after the first
//     check is caught too;
//   - the size limit of the kind of file is checked before reading (the
//     file's size) and enforced while reading (a file that grows is read
//     one byte past the limit, no more);
//   - a file whose first KiB holds a NUL byte or is not UTF-8 is "not a
//     text file", positioned at the offending byte: every input of bspcost
//     is text, and a binary file would otherwise be parsed (slowly) into a
//     flood of errors.
//
// Errors are *Error, with Limit set when the size limit was exceeded (a
// limit of the tool, exit 4, rather than bad input, exit 2).
package input

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"unicode"
	"unicode/utf8"
)

// Kind is a kind of input file: what messages call it, and its size limit.
type Kind struct {
	// What names the kind in messages ("a .bsp program").
	What string
	// Max is the largest size read, in bytes.
	Max int64
}

// The kinds of files bspcost reads. The limits are far above any real
// input (the largest shipped program is some 10 KiB) and keep what the
// later stages do with the text (parse trees, solver) within memory.
var (
	BSP     = Kind{"a .bsp program", MaxProgram}
	C       = Kind{"a C source file", MaxProgram}
	IR      = Kind{"an LLVM IR file (.ll)", 4 * MaxProgram}
	CES     = Kind{"a cost relation system (.ces or .koat)", 16 << 20}
	Profile = Kind{"a machine profile (JSON)", 1 << 20}
	Bench   = Kind{"a bspbench output", 16 << 20}
	JSON    = Kind{"a JSON file", 16 << 20}
)

// ForFile is the kind of the file path names, by its extension (a .bsp
// program when the extension says nothing).
func ForFile(path string) Kind {
	switch filepath.Ext(path) {
	case ".c", ".h":
		return C
	case ".ll":
		return IR
	case ".ces", ".koat":
		return CES
	case ".json":
		return JSON
	}
	return BSP
}

// MaxProgram is the size limit of a program's source (.bsp, .c); the IR
// of a C program may be four times larger.
const MaxProgram = 16 << 20

// TextPrefix is how much of the start of a file is checked to be text.
const TextPrefix = 1 << 10

// Error is why an input could not be read.
type Error struct {
	// File is the path as given (Error prints it with Name).
	File string
	// Line and Col locate the offending byte of a file that is not text
	// (1-based; Col counts code points), 0 when the error has no position.
	Line, Col int
	Msg       string
	// Limit is set when the input exceeds the size limit of its kind: a
	// limit of the tool, not a mistake in the input.
	Limit bool
	// Err is the underlying error of the file system, if any.
	Err error
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", Name(e.File), e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("%s: %s", Name(e.File), e.Msg)
}

func (e *Error) Unwrap() error { return e.Err }

// IsLimit reports whether err is an *Error with Limit set.
func IsLimit(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Limit
}

// Name is a file or profile name as messages print it: unchanged when it
// is printable, else quoted as a Go string literal, so that a name cannot
// forge lines of output or send escape sequences to a terminal.
func Name(s string) string {
	for _, r := range s {
		// (An invalid byte decodes as utf8.RuneError.)
		if r == utf8.RuneError || !unicode.IsPrint(r) {
			return strconv.Quote(s)
		}
	}
	return s
}

// ReadFile reads the file at path, which must be a regular text file of
// at most k.Max bytes.
func ReadFile(path string, k Kind) ([]byte, error) {
	f, err := Open(path, k)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return read(f, path, k)
}

// Read reads an input from r (standard input), named name in messages:
// at most k.Max bytes, and text.
func Read(r io.Reader, name string, k Kind) ([]byte, error) {
	return read(r, name, k)
}

// Check reports whether path can be read as k, without reading more than
// its first KiB: for a file that other code reads (clang reads a .c file).
func Check(path string, k Kind) error {
	f, err := Open(path, k)
	if err != nil {
		return err
	}
	defer f.Close()
	head := make([]byte, TextPrefix)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return &Error{File: path, Msg: "cannot read: " + errText(err), Err: err}
	}
	return checkText(path, head[:n], n < TextPrefix)
}

// Open opens path for reading when it is a regular file of at most k.Max
// bytes; the caller reads it (bounded by k.Max: the file may grow) and
// closes it.
func Open(path string, k Kind) (*os.File, error) {
	// Stat first, so that a device is never opened (opening one can have
	// effects of its own) and a file too large is refused at once.
	st, err := os.Stat(path)
	if err != nil {
		return nil, &Error{File: path, Msg: "cannot read: " + errText(err), Err: err}
	}
	if err := checkMode(path, st, k); err != nil {
		return nil, err
	}
	f, err := openNonblocking(path)
	if err != nil {
		return nil, &Error{File: path, Msg: "cannot read: " + errText(err), Err: err}
	}
	// The path may name another file now than at the Stat: check the
	// opened one.
	st, err = f.Stat()
	if err == nil {
		err = checkMode(path, st, k)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// checkMode refuses what is not a regular file, and a file too large.
func checkMode(path string, st fs.FileInfo, k Kind) error {
	if !st.Mode().IsRegular() {
		return &Error{File: path, Msg: fmt.Sprintf("cannot read %s: %s, not a regular file", k.What, modeText(st.Mode()))}
	}
	if st.Size() > k.Max {
		return sizeError(path, st.Size(), k)
	}
	return nil
}

func sizeError(path string, size int64, k Kind) *Error {
	return &Error{File: path, Limit: true,
		Msg: fmt.Sprintf("input too large: %d bytes (the limit for %s is %d bytes, %d MiB)", size, k.What, k.Max, k.Max>>20)}
}

// modeText says what a file that is not regular is.
func modeText(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// errText is a file system error without the path (Error prints it).
func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "no such file"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	}
	return err.Error()
}

// read reads r: the first KiB is checked to be text before the rest is
// read, and no more than k.Max+1 bytes are ever read.
func read(r io.Reader, name string, k Kind) ([]byte, error) {
	head := make([]byte, min(TextPrefix, k.Max+1))
	n, err := io.ReadFull(r, head)
	head = head[:n]
	eof := err == io.EOF || err == io.ErrUnexpectedEOF
	if err != nil && !eof {
		return nil, &Error{File: name, Msg: "cannot read: " + errText(err), Err: err}
	}
	if err := checkText(name, head, eof); err != nil {
		return nil, err
	}
	if eof {
		return head, nil
	}
	rest, err := io.ReadAll(io.LimitReader(r, k.Max+1-int64(n)))
	if err != nil {
		return nil, &Error{File: name, Msg: "cannot read: " + errText(err), Err: err}
	}
	b := append(head, rest...)
	if int64(len(b)) > k.Max {
		return nil, sizeError(name, int64(len(b)), k)
	}
	return b, nil
}

// checkText reports a NUL byte or invalid UTF-8 in head, the start of a
// file (all of it when whole is set; else a code point cut at its end is
// not an error).
func checkText(name string, head []byte, whole bool) error {
	line, col := 1, 1
	for i := 0; i < len(head); {
		c := head[i]
		if c == 0 {
			return &Error{File: name, Line: line, Col: col, Msg: "not a text file: it holds a NUL byte"}
		}
		r, size := rune(c), 1
		if c >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(head[i:])
			if r == utf8.RuneError && size <= 1 {
				if !whole && !utf8.FullRune(head[i:]) {
					return nil // cut by the prefix
				}
				return &Error{File: name, Line: line, Col: col, Msg: fmt.Sprintf("not a text file: invalid UTF-8 encoding (byte %#x)", c)}
			}
		}
		i += size
		switch {
		case r == '\n', r == '\r' && (i == len(head) || head[i] != '\n'):
			line, col = line+1, 1
		case r == '\r':
		default:
			col++
		}
	}
	return nil
}
