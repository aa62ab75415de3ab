package seqcost

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/nondet"
)

// TestAttributeSections checks which annotations each section group gets
// (described by their position and resources) on small programs where
// the opening barriers are known by reading.
func TestAttributeSections(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // "label: annotations"
	}{
		{"straight", `program s
  {1 * r} skip
  sync
  {2 * r} skip
  sync
  {3 * r} skip
end
`, []string{
			"program start (line 1): 2:3 r, 3:3 l",
			"sync at line 3: 4:3 r, 5:3 l",
			"sync at line 5: 6:3 r, 7:1 l",
		}},
		{"replicated-if", `program s(N)
  if N > 0 then
    sync
  end
  {1 * r} skip
end
`, []string{
			"program start (line 1): 3:5 l",
			"program start (line 1) or sync at line 3 (combined): 5:3 r, 6:1 l",
		}},
		{"loop-break", `program s(N)
  var i := 0
  while i < N do
    sync
    if i > 3 then
      break
    end
    {1 * r} skip
    i := i + 1
  end
  {3 * r} skip
end
`, []string{
			"sync at line 4: 8:5 r",
			"program start (line 1) or sync at line 4 (combined): 4:5 l, 11:3 r, 12:1 l",
		}},
		{"loop-sync-every-pass", `program s(N)
  for i := 1 to N do
    {1 * r} skip
    sync
    {2 * r} skip
    sync
  end
end
`, []string{
			"sync at line 4: 5:5 r, 6:5 l",
			"program start (line 1) or sync at line 6 (combined): 3:5 r, 4:5 l, 8:1 l",
		}},
		{"break-after-sync", `program s(N)
  var i := 0
  while i < N do
    if i > 3 then
      sync
      break
    end
    {1 * r} i := i + 1
  end
  {3 * r} skip
end
`, []string{
			"program start (line 1): 5:7 l, 8:5 r",
			"program start (line 1) or sync at line 5 (combined): 10:3 r, 11:1 l",
		}},
		{"continue-skips-sync", `program s(N)
  for i := 1 to N do
    if i > 2 then
      continue
    end
    sync
  end
  {1 * r} skip
end
`, []string{
			"program start (line 1) or sync at line 6 (combined): 6:5 l, 8:3 r, 9:1 l",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog, err := frontend.Parse(tt.name+".bsp", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			ar := align.Analyze(prog)
			if !ar.Aligned {
				t.Fatalf("not aligned: %s", ar.FormatAll(tt.name))
			}
			hr, err := hrelation.Analyze(prog, ar)
			if err != nil {
				t.Fatal(err)
			}
			seq, err := nondet.Instrument(prog, ar, hr)
			if err != nil {
				t.Fatal(err)
			}
			secs := AttributeSections(prog, seq)
			var got []string
			for _, g := range secs.Groups {
				var anns []string
				for _, c := range g.Annotations {
					var res []string
					for _, term := range c.Terms {
						res = append(res, term.Resource.String())
					}
					anns = append(anns, fmt.Sprintf("%d:%d %s", c.Lbrace.Line, c.Lbrace.Col, strings.Join(res, "+")))
				}
				got = append(got, secs.GroupLabel(g)+": "+strings.Join(anns, ", "))
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("groups (-want +got):\n%s", d)
			}
		})
	}
}

// TestAttributeSectionsFallback: when a sync's charges are not found in
// the sequential program (here: the source itself, which has none), the
// attribution falls back to one combined group of every opener, which is
// sound whatever the program does.
func TestAttributeSectionsFallback(t *testing.T) {
	src := "program s\n  {1 * r} skip\n  sync\n  {2 * r} skip\nend\n"
	prog, err := frontend.Parse("s.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	secs := AttributeSections(prog, prog)
	if len(secs.Groups) != 1 || len(secs.Groups[0].Openers) != 2 || len(secs.Groups[0].Annotations) != 2 {
		t.Fatalf("groups %+v, want one group of both openers with both annotations", secs.Groups)
	}
	if got, want := secs.GroupLabel(secs.Groups[0]), "program start (line 1) or sync at line 3 (combined)"; got != want {
		t.Errorf("label %q, want %q", got, want)
	}
}

// TestAttributeSectionsCallWork: the C front end puts the flops of a
// collective contract call's arguments in a `{n * r} skip` at the call's
// position, which is also the position of the sync the contract lowers
// to, and the barrier's charges are a `{...} skip` there too. The flops'
// skip is work of the superstep the call closes, not the barrier's
// charges: it must not open the sync's section, or the work the contract
// does before its sync and the barrier's charges would go to the section
// the sync opens (and the sections it closes would miss them).
func TestAttributeSectionsCallWork(t *testing.T) {
	src := `program s
  {1 * r} skip
  {2 * r} skip
  sync
  {3 * r} skip
end
`
	prog, err := frontend.Parse("call.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	// The call's flops at the sync's position, as contractCall writes them.
	var sync *frontend.SyncStmt
	for _, s := range prog.Body.Stmts {
		if s, ok := s.(*frontend.SyncStmt); ok {
			sync = s
		}
	}
	flops := prog.Body.Stmts[0].(*frontend.CostStmt)
	flops.Lbrace, flops.Rbrace = sync.Sync, sync.Sync
	flops.Stmt.(*frontend.SkipStmt).Skip = sync.Sync
	ar := align.Analyze(prog)
	hr, err := hrelation.Analyze(prog, ar)
	if err != nil {
		t.Fatal(err)
	}
	seq, err := nondet.Instrument(prog, ar, hr)
	if err != nil {
		t.Fatal(err)
	}
	groups := func() []string {
		secs := AttributeSections(prog, seq)
		var got []string
		for _, g := range secs.Groups {
			var anns []string
			for _, c := range g.Annotations {
				var res []string
				for _, term := range c.Terms {
					res = append(res, term.Resource.String())
				}
				anns = append(anns, fmt.Sprintf("%d:%d %s", c.Lbrace.Line, c.Lbrace.Col, strings.Join(res, "+")))
			}
			got = append(got, secs.GroupLabel(g)+": "+strings.Join(anns, ", "))
		}
		return got
	}
	want := []string{
		"program start (line 1): 4:3 r, 3:3 r, 4:3 l",
		"sync at line 4: 5:3 r, 6:1 l",
	}
	if d := cmp.Diff(want, groups()); d != "" {
		t.Errorf("groups (-want +got):\n%s", d)
	}
	anySkipBarrier = true
	defer func() { anySkipBarrier = false }()
	if cmp.Equal(want, groups()) {
		t.Error("anySkipBarrier: the call's flops taken for the barrier's charges change nothing (untested rule)")
	}
}

// TestSectionLabelFiles: a sync of another file of the program (a
// function of a helper file, inlined) is named by its file and line, not
// by the encoded position (frontend.LineStride).
func TestSectionLabelFiles(t *testing.T) {
	prog := &frontend.Program{File: "/src/main.c", Files: []string{"/src/lib.c"}}
	other := frontend.Pos{Line: frontend.LineStride + 258, Col: 5}
	secs := &Sections{prog: prog, Openers: []Opener{
		{Pos: frontend.Pos{Line: 1}},
		{Pos: frontend.Pos{Line: 12, Col: 3}, Sync: &frontend.SyncStmt{}},
		{Pos: other, Sync: &frontend.SyncStmt{}},
		{Pos: other, Sync: &frontend.SyncStmt{}},
	}}
	var got []string
	for i := range secs.Openers {
		got = append(got, secs.Label(i))
	}
	want := []string{"program start (line 1)", "sync at line 12", "sync at lib.c:258:5", "sync at lib.c:258:5"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("labels (-want +got):\n%s", d)
	}
}
