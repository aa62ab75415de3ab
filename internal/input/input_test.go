package input

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// small is a kind with a small limit, so that the tests need no large
// files.
var small = Kind{"a test file", 2 * TextPrefix}

// outcome is what a read gives: the text, or the error's fields.
type outcome struct {
	Text      string
	Line, Col int
	Msg       string // a part of the error's message
	Limit     bool
}

func outcomeOf(b []byte, err error) outcome {
	if err == nil {
		return outcome{Text: string(b)}
	}
	var e *Error
	if !errors.As(err, &e) {
		return outcome{Msg: "not an *Error: " + err.Error()}
	}
	return outcome{Line: e.Line, Col: e.Col, Msg: e.Msg, Limit: e.Limit}
}

func TestReadFile(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("uses a named pipe and /dev/zero")
	}
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	sparse := filepath.Join(dir, "sparse")
	f, err := os.Create(sparse)
	if err != nil {
		t.Fatal(err)
	}
	// A hole: no disk space, and no byte is read.
	if err := f.Truncate(2 << 30); err != nil {
		t.Fatal(err)
	}
	f.Close()
	// A code point cut by the end of the checked prefix is not an error.
	cut := strings.Repeat("a", TextPrefix-1) + "ö" + "\n"
	// After the prefix, the text is not checked (the parsers report it).
	late := strings.Repeat("a\n", TextPrefix/2) + "\x00"

	tests := []struct {
		name string
		path string
		want outcome
	}{
		{"text", write("ok", []byte("program p\nend\n")), outcome{Text: "program p\nend\n"}},
		{"empty", write("empty", nil), outcome{}},
		{"exactly the limit", write("full", bytes.Repeat([]byte("x"), int(small.Max))), outcome{Text: strings.Repeat("x", int(small.Max))}},
		{"one byte over", write("over", bytes.Repeat([]byte("x"), int(small.Max)+1)), outcome{Msg: "input too large: 2049 bytes (the limit for a test file is 2048 bytes, 0 MiB)", Limit: true}},
		{"sparse 2 GiB", sparse, outcome{Msg: "input too large: 2147483648 bytes (the limit for a test file is 2048 bytes, 0 MiB)", Limit: true}},
		{"missing", filepath.Join(dir, "missing"), outcome{Msg: "cannot read: no such file"}},
		{"directory", dir, outcome{Msg: "cannot read a test file: a directory, not a regular file"}},
		{"named pipe", fifo, outcome{Msg: "cannot read a test file: a named pipe, not a regular file"}},
		{"symlink to /dev/zero", zero, outcome{Msg: "cannot read a test file: a character device, not a regular file"}},
		{"NUL", write("nul", []byte("ab\ncd\x00")), outcome{Line: 2, Col: 3, Msg: "not a text file: it holds a NUL byte"}},
		{"UTF-16", write("utf16", []byte("\xff\xfep\x00")), outcome{Line: 1, Col: 1, Msg: "not a text file: invalid UTF-8 encoding (byte 0xff)"}},
		{"invalid UTF-8", write("latin1", []byte("x\r\n\rgr\xf6\xdfe")), outcome{Line: 3, Col: 3, Msg: "not a text file: invalid UTF-8 encoding (byte 0xf6)"}},
		{"columns count code points", write("cols", []byte("größe\x00")), outcome{Line: 1, Col: 6, Msg: "not a text file: it holds a NUL byte"}},
		{"cut code point", write("cut", []byte(cut)), outcome{Text: cut}},
		{"truncated code point at the end", write("trunc", []byte("ab\xc3")), outcome{Line: 1, Col: 3, Msg: "not a text file: invalid UTF-8 encoding (byte 0xc3)"}},
		{"NUL after the prefix", write("late", []byte(late)), outcome{Text: late}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, outcomeOf(ReadFile(tt.path, small))); diff != "" {
				t.Errorf("ReadFile (-want +got):\n%s", diff)
			}
			// Check gives the same verdict, without the text.
			want := tt.want
			want.Text = ""
			if diff := cmp.Diff(want, outcomeOf(nil, Check(tt.path, small))); diff != "" {
				t.Errorf("Check (-want +got):\n%s", diff)
			}
		})
	}
}

// endless is an input that never ends (standard input from /dev/zero).
type endless struct{ b byte }

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = e.b
	}
	return len(p), nil
}

func TestRead(t *testing.T) {
	tests := []struct {
		name string
		r    io.Reader
		want outcome
	}{
		{"text", strings.NewReader("program p\nend\n"), outcome{Text: "program p\nend\n"}},
		{"endless text", endless{'x'}, outcome{Msg: "input too large: 2049 bytes (the limit for a test file is 2048 bytes, 0 MiB)", Limit: true}},
		{"endless NULs", endless{0}, outcome{Line: 1, Col: 1, Msg: "not a text file: it holds a NUL byte"}},
		{"error", io.MultiReader(strings.NewReader("ab"), errReader{}), outcome{Msg: "cannot read: broken"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, outcomeOf(Read(tt.r, "<stdin>", small))); diff != "" {
				t.Errorf("Read (-want +got):\n%s", diff)
			}
		})
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("broken") }

func TestName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"prog.bsp", "prog.bsp"},
		{"dir with space/größe.bsp", "dir with space/größe.bsp"},
		{"a\nb.bsp: error: forged", `"a\nb.bsp: error: forged"`},
		{"\x1b[31mred.bsp", `"\x1b[31mred.bsp"`},
		{"bad\xffutf8", `"bad\xffutf8"`},
		{"tab\there", `"tab\there"`},
		{"bidi\u202eevil", `"bidi\u202eevil"`},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Name(tt.in); got != tt.want {
			t.Errorf("Name(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
	e := &Error{File: "a\nb", Line: 1, Col: 2, Msg: "m"}
	if got, want := e.Error(), `"a\nb":1:2: m`; got != want {
		t.Errorf("Error() = %s, want %s", got, want)
	}
}
