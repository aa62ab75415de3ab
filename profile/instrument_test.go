package profile

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/internal/golden"

	"github.com/google/go-cmp/cmp"
)

// TestInstrumentGolden: the lines the instrumentation inserts into
// checked-in IR (made by clang-14 -O0 -g from testdata/*.c; no clang
// needed), each followed by the original line it precedes. work.ll: flops
// counted outside the block where bspcost_work states the work, fmuladd
// as 2; the sites of bsp_sync and bsp_end. mpi.ll: bsp_init(&argc, &argv)
// through clang's bitcast of an unprototyped function (arity 2).
func TestInstrumentGolden(t *testing.T) {
	for _, name := range []string{"work", "mpi"} {
		t.Run(name, func(t *testing.T) {
			ll, err := os.ReadFile(filepath.Join("testdata", name+".ll"))
			if err != nil {
				t.Fatal(err)
			}
			st := newSites()
			ins, err := instrument(ll, st)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			lines := strings.Split(string(ins.IR), "\n")
			for i := 0; i < len(lines); i++ {
				if !strings.Contains(lines[i], "bspcost") {
					continue
				}
				b.WriteString(lines[i] + "\n")
				if !strings.Contains(lines[i], "@bspcost_rt_") || strings.HasPrefix(lines[i], "@") {
					continue
				}
				// The original line the inserted ones precede.
				for j := i + 1; j < len(lines); j++ {
					if !strings.Contains(lines[j], "%bspcost-") && !strings.Contains(lines[j], "@bspcost_rt_") {
						b.WriteString(lines[j] + "\n")
						i = j
						break
					}
					b.WriteString(lines[j] + "\n")
					i = j
				}
				b.WriteString("--\n")
			}
			fmt.Fprintf(&b, "flops instrumented: %d, barriers: %d, main: %v, begins: %v\nsites: %v\n", ins.Flops, ins.Barriers, ins.HasMain, ins.Begins, st.list[1:])
			golden.Check(t, filepath.Join("testdata", name+".instrument.golden"), b.String())
		})
	}
}

func TestCallArity(t *testing.T) {
	tests := []struct {
		line, callee string
		want         int
	}{
		{`  call void @bsp_sync(), !dbg !5`, "bsp_sync", 0},
		{`  call void (i32*, i8***, ...) bitcast (void (...)* @bsp_init to void (i32*, i8***, ...)*)(i32* noundef %argc.addr, i8*** noundef %argv.addr), !dbg !22`, "bsp_init", 2},
		{`  call void (void ()*, i32, i8**, ...) bitcast (void (...)* @bsp_init to void (void ()*, i32, i8**, ...)*)(void ()* noundef @spmd, i32 noundef %0, i8** noundef %1), !dbg !30`, "bsp_init", 3},
		{`  call void @bsp_init(void ()* noundef @spmd, i32 noundef %0, i8** noundef %1), !dbg !30`, "bsp_init", 3},
		{`  call void @f(<2 x i32> <i32 1, i32 2>, { i32, i32 } { i32 1, i32 2 }), !dbg !1`, "f", 2},
		{`  call void @g`, "g", -1},
	}
	for _, tc := range tests {
		if got := callArity(tc.line, tc.callee); got != tc.want {
			t.Errorf("callArity(%q) = %d, want %d", tc.line, got, tc.want)
		}
	}
}

func TestStatFields(t *testing.T) {
	tests := []struct {
		stat  string
		state byte
		pgrp  int
		ok    bool
	}{
		{"123 (prog) R 1 123 123 0 -1", 'R', 123, true},
		{"124 (a b) c)) Z 123 123 123 0", 'Z', 123, true},
		{"garbage", 0, 0, false},
	}
	for _, tc := range tests {
		state, pgrp, ok := statFields(tc.stat)
		if diff := cmp.Diff([]any{tc.state, tc.pgrp, tc.ok}, []any{state, pgrp, ok}); diff != "" {
			t.Errorf("statFields(%q) (-want +got):\n%s", tc.stat, diff)
		}
	}
}

// TestInstrumentRefusesOpaquePointers: IR of a newer clang is refused
// with a message, not miscompiled.
func TestInstrumentRefusesOpaquePointers(t *testing.T) {
	_, err := instrument([]byte("define void @f(ptr %x) {\n  ret void\n}\n"), newSites())
	if err == nil || !strings.Contains(err.Error(), "opaque pointers") {
		t.Errorf("err = %v", err)
	}
}
