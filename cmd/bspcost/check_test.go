package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCheckAlign runs "bspcost check" with the alignment analysis and
// compares exit code, stdout and stderr with testdata/check-align-*.golden.
func TestCheckAlign(t *testing.T) {
	const scan = "../../benchmarks/textbook/scan.bsp"
	const bad = "testdata/check-work12.bsp"
	tests := []struct {
		name string
		args []string
	}{
		{"ok", []string{"check", scan}},
		{"unaligned", []string{"check", bad}},
		{"mixed", []string{"check", scan, bad, "testdata/check-parse-error.bsp"}},
		{"json", []string{"check", "--json", bad}},
		{"json-clean", []string{"check", scan, "--json"}},
		{"json-parse-error", []string{"check", "--json", "testdata/check-parse-error.bsp"}},
		{"sarif", []string{"check", "--sarif", bad}},
		{"both-formats", []string{"check", "--json", "--sarif", bad}},
		{"json-missing-file", []string{"check", "--json", "testdata/nosuch.bsp"}},
		// Columns count code points, as the SARIF log declares.
		{"sarif-utf8", []string{"check", "--sarif", "testdata/limits/utf8_column.bsp"}},
		{"json-limit", []string{"check", "--json", "testdata/limits/nesting300.bsp"}},
		// A directory stands for its .bsp, .c and .ll files, sorted.
		{"directory", []string{"check", "--no-cache", "testdata/checkdir"}},
		{"directory-without-programs", []string{"check", "testdata/bspbench"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCLI(t, tt.args, filepath.Join("testdata", "check-align-"+tt.name+".golden"))
		})
	}
}

// TestCheckStdin runs "bspcost check -" on programs given on standard
// input.
func TestCheckStdin(t *testing.T) {
	tests := []struct {
		name  string
		stdin string
		args  []string
	}{
		{"aligned", "program s\n  sync\nend\n", []string{"check", "--no-cache", "-"}},
		{"unaligned-json", "program u\n  if pid == 0 then sync end\nend\n", []string{"check", "--json", "-"}},
		{"binary", "\x00\x01\x02", []string{"check", "-"}},
		{"twice", "", []string{"check", "-", "-"}},
	}
	defer func(old io.Reader) { stdin = old }(stdin)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdin = strings.NewReader(tt.stdin)
			checkCLI(t, tt.args, filepath.Join("testdata", "check-stdin-"+tt.name+".golden"))
		})
	}
}

// TestSARIFShape checks the parts of SARIF 2.1.0 that consumers insist on,
// independently of the golden text.
func TestSARIFShape(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"check", "--sarif", "testdata/check-work12.bsp"}, &stdout, &stderr); code != exitWrongProg {
		t.Fatalf("exit %d, want %d; stderr:\n%s", code, exitWrongProg, stderr.String())
	}
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name  string `json:"name"`
					Rules []struct {
						ID string `json:"id"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID    string `json:"ruleId"`
				RuleIndex int    `json:"ruleIndex"`
				Level     string `json:"level"`
				Message   struct {
					Text string `json:"text"`
				} `json:"message"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine, StartColumn, EndLine, EndColumn int
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
				RelatedLocations []json.RawMessage `json:"relatedLocations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("version %q, %d runs", log.Version, len(log.Runs))
	}
	run := log.Runs[0]
	if len(run.Results) != 3 {
		t.Fatalf("%d results, want 3", len(run.Results))
	}
	for _, r := range run.Results {
		if r.RuleIndex >= len(run.Tool.Driver.Rules) || run.Tool.Driver.Rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("result's rule %s/%d not in the driver's rules", r.RuleID, r.RuleIndex)
		}
		if r.Level != "error" || r.Message.Text == "" || len(r.Locations) != 1 || len(r.RelatedLocations) == 0 {
			t.Errorf("incomplete result %+v", r)
		}
		reg := r.Locations[0].PhysicalLocation.Region
		if reg.StartLine < 1 || reg.StartColumn < 1 || reg.EndColumn <= reg.StartColumn {
			t.Errorf("bad region %+v", reg)
		}
		if r.Locations[0].PhysicalLocation.ArtifactLocation.URI != "testdata/check-work12.bsp" {
			t.Errorf("uri %q", r.Locations[0].PhysicalLocation.ArtifactLocation.URI)
		}
	}
}

// TestSARIFBoundResult checks the CostBound result of an analysed program:
// a note at the program keyword whose rule is in the driver's rules and
// whose properties hold the bound and the --at values.
func TestSARIFBoundResult(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"check", "--sarif", "--at", "p=8", "../../benchmarks/textbook/scan.bsp"}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr.String())
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct {
						ID                   string `json:"id"`
						DefaultConfiguration struct {
							Level string `json:"level"`
						} `json:"defaultConfiguration"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID     string `json:"ruleId"`
				RuleIndex  int    `json:"ruleIndex"`
				Level      string `json:"level"`
				Properties struct {
					Bound map[string]string `json:"bound"`
					At    map[string]int64  `json:"at"`
				} `json:"properties"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	if len(log.Runs) != 1 || len(log.Runs[0].Results) != 1 {
		t.Fatalf("want one run with one result:\n%s", stdout.String())
	}
	r := log.Runs[0].Results[0]
	rules := log.Runs[0].Tool.Driver.Rules
	if r.RuleIndex >= len(rules) || rules[r.RuleIndex].ID != r.RuleID || rules[r.RuleIndex].DefaultConfiguration.Level != "note" {
		t.Errorf("result's rule %s/%d does not match the driver's rules %+v", r.RuleID, r.RuleIndex, rules)
	}
	want := map[string]int64{"p": 8, "W": 3, "H": 3, "S": 4}
	if r.Level != "note" || r.Properties.Bound["W"] != "ceil(log2(p))" || !cmp.Equal(r.Properties.At, want) {
		t.Errorf("result %+v, want a note with W = ceil(log2(p)) and at %v", r, want)
	}
}

// TestCheckCPUProfile: --cpuprofile writes a profile (pprof's gzipped
// format) of the analysis, and a file that cannot be made is bad input.
func TestCheckCPUProfile(t *testing.T) {
	prof := filepath.Join(t.TempDir(), "cpu.prof")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"check", "--no-cache", "--cpuprofile", prof, "../../benchmarks/textbook/scan.bsp"}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d, want %d; stderr:\n%s", code, exitOK, stderr.String())
	}
	b, err := os.ReadFile(prof)
	if err != nil || len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Errorf("the profile: %d bytes, error %v; want a gzipped pprof profile", len(b), err)
	}
	stderr.Reset()
	bad := filepath.Join(t.TempDir(), "no", "such", "dir", "cpu.prof")
	if code := run([]string{"check", "--no-cache", "--cpuprofile", bad, "../../benchmarks/textbook/scan.bsp"}, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "--cpuprofile") {
		t.Errorf("an impossible profile file: exit %d, stderr %q; want %d and a message naming --cpuprofile", code, stderr.String(), exitBadInput)
	}
}
