package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestSubcommandHelp: every subcommand answers -h with its own usage line
// on stderr and exit 0, and an unknown flag with exit 2 (one flag set and
// parser, newFlagSet and parseArgs, serve them all).
func TestSubcommandHelp(t *testing.T) {
	for _, cmd := range [][]string{
		{"run"}, {"check"}, {"solve"}, {"machine"}, {"cache", "stats"}, {"cache", "clear"},
		{"batch"}, {"merge"}, {"predict"}, {"compare"}, {"hrel"}, {"instrument"}, {"translate"}, {"equations"},
	} {
		name := strings.Join(cmd, " ")
		t.Run(name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := run(append(append([]string{}, cmd...), "-h"), &stdout, &stderr); code != exitOK {
				t.Errorf("bspcost %s -h: exit %d, want %d; stderr:\n%s", name, code, exitOK, stderr.String())
			}
			if want := "usage: bspcost " + name; !strings.HasPrefix(stderr.String(), want) {
				t.Errorf("bspcost %s -h: stderr starts %q, want %q", name, firstLine(stderr.String()), want)
			}
			stdout.Reset()
			stderr.Reset()
			if code := run(append(append([]string{}, cmd...), "--no-such-flag"), &stdout, &stderr); code != exitBadInput {
				t.Errorf("bspcost %s --no-such-flag: exit %d, want %d", name, code, exitBadInput)
			}
		})
	}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
