package llvm

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"bspcost/frontend"

	"github.com/google/go-cmp/cmp"
)

// events lists the registration events of a model in program order, one
// line each: position, kind, call and area.
func events(m *frontend.RegModel) []string {
	kinds := map[frontend.RegKind]string{frontend.RegPush: "push", frontend.RegPop: "pop", frontend.RegPut: "put", frontend.RegGet: "get", frontend.RegChoose: "choose"}
	var area func(a frontend.RegArea) string
	area = func(a frontend.RegArea) string {
		switch {
		case a.Null:
			return "NULL"
		case a.Unknown != "":
			return "?"
		case a.Choice > 0:
			return fmt.Sprintf("choice%d", a.Choice)
		case a.Alts != nil:
			var alts []string
			for _, x := range a.Alts {
				alts = append(alts, area(x))
			}
			return "one of " + strings.Join(alts, ", ")
		}
		s := a.Name
		if a.Index != nil {
			s += "[" + frontend.ExprString(a.Index) + "]"
		}
		if a.Outer {
			s += " (outer)"
		}
		return s
	}
	var out []string
	frontend.Inspect(m.Prog.Body, func(n frontend.Node) bool {
		s, ok := n.(frontend.Stmt)
		if !ok {
			return true
		}
		if ev := m.Events[s]; ev != nil {
			line := fmt.Sprintf("%s %s %s", ev.Pos, kinds[ev.Kind], area(ev.Area))
			switch ev.Kind {
			case frontend.RegSync:
				line = fmt.Sprintf("%s bsp_sync", ev.Pos)
			case frontend.RegEnd:
				line = fmt.Sprintf("%s end (%s)", ev.Pos, ev.Call)
			case frontend.RegChoose:
				line = fmt.Sprintf("%s choose%d %s", ev.Pos, ev.Choice, area(ev.Area))
			case frontend.RegOpaque:
				var args []string
				for _, a := range ev.Args {
					args = append(args, area(a))
				}
				line = fmt.Sprintf("%s %s(%s)", ev.Pos, ev.Call, strings.Join(args, ", "))
			}
			out = append(out, line)
		}
		return true
	})
	return out
}

// TestRegistrationModel: the model of a program records each
// registration call, put and get where it happens, with its area; a
// pointer chosen by ?: only for registration gets a choice event in each
// branch; an array argument of a kernel is outer; a call of a function
// whose code is not among the inputs, or with a cost contract, records the
// areas it is passed; each bsp_sync is marked (a contract's syncs are
// not).
func TestRegistrationModel(t *testing.T) {
	tests := []struct {
		file   string
		entry  string
		begins bool
		want   []string
	}{
		{"testdata/translate/reg_ternary.ll", "", true, []string{
			"8:16 choose1 x", "8:16 choose1 NULL", "8:3 push choice1", "9:3 bsp_sync",
			"11:5 get x", "12:3 bsp_sync", "13:3 pop x",
		}},
		{"testdata/translate/kernel_alone.ll", "", false, []string{
			"8:5 put x (outer)", "9:5 bsp_sync",
		}},
		// A function whose code is not among the inputs, passed buf.
		{"../../regsafe/testdata/warn_unseen.ll", "", true, []string{
			"8:3 register_buffer(buf)", "9:3 bsp_sync", "10:3 put buf", "11:3 bsp_sync",
		}},
		// A library call with a cost contract (its syncs are not
		// bsp_sync's); a check that ends the run.
		{"../../regsafe/testdata/warn_contract.ll", "", true, []string{
			"10:3 push x", "11:3 exchange(y)", "12:3 put x", "13:3 bsp_sync", "14:3 pop x", "15:3 bsp_sync",
		}},
		{"../../regsafe/testdata/ok_abort.ll", "", true, []string{
			"17:3 push x", "18:3 bsp_sync", "19:3 get x", "20:3 bsp_sync", "21:3 push y",
			"22:3 end (abort)", "23:3 pop y", "24:3 pop x",
		}},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.file), func(t *testing.T) {
			prog, err := TranslateFile(tt.file, Options{Entry: tt.entry})
			if err != nil {
				t.Fatal(err)
			}
			m := prog.Registrations
			if m == nil || m.Prog == nil {
				t.Fatalf("no model: %+v", m)
			}
			if m.Begins != tt.begins {
				t.Errorf("Begins = %v, want %v", m.Begins, tt.begins)
			}
			if diff := cmp.Diff(tt.want, events(m)); diff != "" {
				t.Errorf("events (-want +got):\n%s", diff)
			}
			// The model is a checked program of its own, and leaves the
			// translation as it is without one (the goldens).
			if err := frontend.Check(m.Prog); err != nil {
				t.Errorf("the model's program does not check: %v", err)
			}
		})
	}
}

// TestNoRegistrationModel: a program that neither registers nor puts nor
// gets has no model (and no second translation).
func TestNoRegistrationModel(t *testing.T) {
	for _, f := range []string{"testdata/translate/control.ll", "testdata/translate/entry_nosync.ll"} {
		prog, err := TranslateFile(f, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if prog.Registrations != nil {
			t.Errorf("%s: a registration model", f)
		}
	}
}

// TestRegistrationModelTranslations: every program of the translation
// corpora that registers, puts or gets has a model whose translation
// succeeded, with one event per call.
func TestRegistrationModelTranslations(t *testing.T) {
	files := append(lls(t, textbookDir), lls(t, "testdata/translate")...)
	for _, ll := range files {
		prog, err := TranslateFile(ll, Options{Entry: entryOf(t, ll)})
		if err != nil {
			continue // TestTranslateGolden says why
		}
		m := prog.Registrations
		if m == nil {
			continue
		}
		if m.Prog == nil {
			t.Errorf("%s: the model was not made: %s", ll, m.Unfollowed)
			continue
		}
		if len(m.Events) == 0 {
			t.Errorf("%s: a model without events", ll)
		}
	}
}

// entryOf is the entry a test program's C source names
// (bspcost-test-entry: f), or "".
func entryOf(t *testing.T, ll string) string {
	t.Helper()
	csrc, _ := os.ReadFile(strings.TrimSuffix(ll, ".ll") + ".c")
	if m := regexp.MustCompile(`bspcost-test-entry: (\w+)`).FindSubmatch(csrc); m != nil {
		return string(m[1])
	}
	return ""
}
