package diag

import "testing"

func TestDiagnosticFormat(t *testing.T) {
	d := &Diagnostic{File: "a.bsp", Pos: Pos{3, 5}, End: Pos{3, 9}, Msg: "sync is not textually aligned",
		Notes: []Note{{Pos: Pos{2, 6}, Msg: "the branch condition `pid == 0` depends on pid"}, {File: "b.bsp", Pos: Pos{1, 1}, Msg: "elsewhere"}}}
	if got, want := d.Error(), "a.bsp:3:5: sync is not textually aligned"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	want := "a.bsp:3:5: error: sync is not textually aligned\n" +
		"    a.bsp:2:6: note: the branch condition `pid == 0` depends on pid\n" +
		"    b.bsp:1:1: note: elsewhere\n"
	if got := d.Format(); got != want {
		t.Errorf("Format() = %q, want %q", got, want)
	}
	w := &Diagnostic{Severity: SeverityWarning, Msg: "m"}
	if got := w.Error(); got != "m" {
		t.Errorf("Error() without position = %q", got)
	}
	if SeverityWarning.String() != "warning" || Severity(0).String() != "error" {
		t.Errorf("severity names")
	}
}
