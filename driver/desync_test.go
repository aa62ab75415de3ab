package driver

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"bspcost/frontend/llvm"
	"bspcost/profile"

	"github.com/google/go-cmp/cmp"
)

// TestDesyncC: a bsc_sync whose until depends on pid (processes taking
// turns) is analysed through the desynchronised translation: bounded, and
// W, H and S at least the counting runtime's at p = 1..6 and n = 0, 3;
// with the rule off it is unaligned. A registration and a put closed
// before the first call keep their costs; a put between such calls keeps
// the program unaligned, as does a bsp_sync after one; a call that only
// some processes make is unaligned.
func TestDesyncC(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds and runs C programs")
	}
	tests := []struct {
		file             string
		on, off          Status
		w, h, s, noteHas string
	}{
		{"testdata/desync/turns.c", StatusBounded, StatusUnaligned, "2*p*nat(n)", "3*p + p*(2*p - 1) + p*(2*p - 2) + 2*p*p", "6*p + 4", "may differ between processes"},
		{"testdata/desync/turns_reg.c", StatusBounded, StatusUnaligned, "p*nat(n)", "2*p + p*(p - 1) + p*p + 1", "2*p + 6", "may differ between processes"},
		{"testdata/desync/turns_sync.c", StatusUnaligned, StatusUnaligned, "", "", "", "turns_sync.c:12:3: a counter collective's calls (bsc_sync) whose argument differs between processes are analysed only without sends, and without other barriers, puts and gets from the first such call on: a barrier other than"},
		{"testdata/desync/text_unaligned.c", StatusUnaligned, StatusUnaligned, "", "", "", "text_unaligned.c:11:5: bsc_sync is not textually aligned"},
		{"testdata/desync/turns_put.c", StatusUnaligned, StatusUnaligned, "", "", "", "turns_put.c:14:3: a counter collective's calls (bsc_sync) whose argument differs between processes are analysed only without sends, and without other barriers, puts and gets from the first such call on: a put after"},
	}
	defer func() { desyncOn = true }()
	for _, tc := range tests {
		cfg := Config{C: llvm.Options{Entry: "spmd"}}
		desyncOn = false
		rep, err := cfg.Analyze(context.Background(), Files(tc.file)...)
		if errors.Is(err, llvm.ErrNoClang) {
			t.Skip(err)
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		if rep.Status != tc.off {
			t.Errorf("%s with the rule off: %s, want %s", tc.file, rep.Status, tc.off)
		}
		desyncOn = true
		if rep, err = cfg.Analyze(context.Background(), Files(tc.file)...); err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		if rep.Status != tc.on {
			t.Fatalf("%s: %s, want %s", tc.file, rep.Status, tc.on)
		}
		note := false
		for _, d := range rep.Diagnostics {
			note = note || strings.Contains(d.Diagnostic.Error(), tc.noteHas)
		}
		if !note {
			t.Errorf("%s: no diagnostic says %q", tc.file, tc.noteHas)
		}
		if tc.on != StatusBounded {
			continue
		}
		got := []string{rep.W.Text, rep.H.Text, rep.S.Text}
		if diff := cmp.Diff([]string{tc.w, tc.h, tc.s}, got); diff != "" {
			t.Errorf("%s: W, H, S (-want +got):\n%s", tc.file, diff)
		}
		bin, err := profile.Build(context.Background(), profile.Config{Files: []string{tc.file}, Entry: "spmd"})
		if errors.Is(err, profile.ErrNoClang) {
			t.Skip(err)
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		defer bin.Close()
		for p := 1; p <= 6; p++ {
			for _, n := range []int64{0, 3} {
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				res, err := bin.Run(ctx, profile.Config{Files: []string{tc.file}, P: p, Entry: "spmd", Params: map[string]int64{"n": n}, Timeout: time.Minute})
				cancel()
				if err != nil {
					t.Fatalf("%s p=%d n=%d: %v", tc.file, p, n, err)
				}
				env := map[string]int64{"p": int64(p), "n": n}
				for _, c := range []struct {
					res      string
					b        Bound
					measured int64
				}{{"W", rep.W, res.W}, {"H", rep.H, res.H}, {"S", rep.S, res.S}} {
					_, hi, err := c.b.Expr.EvalInt(env)
					if err != nil {
						t.Fatalf("%s: %v", tc.file, err)
					}
					if hi.Cmp(new(big.Rat).SetInt64(c.measured)) < 0 {
						t.Errorf("%s p=%d n=%d: measured %s = %d above the bound %s = %s", tc.file, p, n, c.res, c.measured, c.b.Text, hi.RatString())
					}
				}
			}
		}
	}
}
