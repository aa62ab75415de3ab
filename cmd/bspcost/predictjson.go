package main

import (
	"encoding/json"
	"io"
	"math"

	"bspcost/frontend"
	"bspcost/internal/input"
	"bspcost/internal/machine"
	"bspcost/internal/predict"
)

// The --json forms of predict and compare: one object on one line,
// described by $defs/predict and $defs/compare of docs/result.schema.json;
// the field names are part of the interface (docs/machines.md).

// predictJSON is predict --json.
type predictJSON struct {
	Version int `json:"version"`
	predictProgramJSON
	Machine string           `json:"machine"`
	Params  map[string]int64 `json:"params"`
	Rows    []predictRowJSON `json:"rows"`
	Status  int              `json:"status"`
}

// predictProgramJSON is a program's bound: predict's object, and each of
// compare's programs.
type predictProgramJSON struct {
	Name        string    `json:"name"`
	File        string    `json:"file"`
	Bound       jsonBound `json:"bound"`
	Total       string    `json:"total"`
	Assumptions []string  `json:"assumptions"`
	// Requires is the requires clause, when the program has one: the
	// rows where it is false are marked excluded.
	Requires string `json:"requires,omitempty"`
	// BestP is the p of least predicted time (absent when no row has a
	// time).
	BestP int `json:"best_p,omitempty"`
}

// predictRowJSON is one p of predict: the bound's values, the predicted
// time in seconds with its parts, the speed-up and efficiency (absent
// when there is no time at p = 1), or, at a p where the requires clause
// is false, only p and "excluded": true.
type predictRowJSON struct {
	P          int      `json:"p"`
	Excluded   bool     `json:"excluded,omitempty"`
	Unchecked  bool     `json:"requires_unchecked,omitempty"`
	W          *float64 `json:"W,omitempty"`
	H          *float64 `json:"H,omitempty"`
	S          *float64 `json:"S,omitempty"`
	Seconds    *float64 `json:"seconds,omitempty"`
	Work       *float64 `json:"work,omitempty"`
	Comm       *float64 `json:"comm,omitempty"`
	Sync       *float64 `json:"sync,omitempty"`
	Speedup    *float64 `json:"speedup,omitempty"`
	Efficiency *float64 `json:"efficiency,omitempty"`
}

// num is v for a JSON number, nil when it is not finite.
func num(v float64) *float64 {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return nil
	}
	return &v
}

func programJSONOf(b *boundedProgram, s predict.Series) predictProgramJSON {
	out := predictProgramJSON{Name: b.name, File: b.file, Total: b.res.Total(), Assumptions: b.res.Assumptions}
	jsonOfBound(&out.Bound, map[string]string{}, b.res)
	if b.prog.Requires != nil {
		out.Requires = frontend.ExprExcerpt(b.prog.Requires)
	}
	if p, ok := predict.BestP(s); ok {
		out.BestP = p
	}
	return out
}

func predictJSONOf(b *boundedProgram, prof *machine.Profile, params paramFlag, s predict.Series, unchecked map[int]bool) predictJSON {
	out := predictJSON{Version: resultVersion, predictProgramJSON: programJSONOf(b, s), Machine: input.Name(prof.Name), Params: paramsOf(params), Rows: []predictRowJSON{}}
	for _, pt := range s.Points {
		r := predictRowJSON{P: pt.P, Unchecked: unchecked[pt.P]}
		if pt.Excluded {
			r.Excluded = true
		} else {
			r.W, r.H, r.S = num(pt.Cost.W), num(pt.Cost.H), num(pt.Cost.S)
			r.Seconds, r.Work, r.Comm, r.Sync = num(pt.Time.Total()), num(pt.Time.Work), num(pt.Time.Comm), num(pt.Time.Sync)
			r.Speedup, r.Efficiency = num(pt.Speedup), num(pt.Efficiency)
		}
		out.Rows = append(out.Rows, r)
	}
	return out
}

// paramsOf is the --at values as a JSON object (never null).
func paramsOf(params paramFlag) map[string]int64 {
	out := map[string]int64{}
	for k, v := range params {
		out[k] = v
	}
	return out
}

// compareJSON is compare --json.
type compareJSON struct {
	Version    int                    `json:"version"`
	Machine    string                 `json:"machine"`
	Params     map[string]int64       `json:"params"`
	Programs   []predictProgramJSON   `json:"programs"`
	Rows       []compareRowJSON       `json:"rows"`
	Crossovers []compareCrossoverJSON `json:"crossovers"`
	Status     int                    `json:"status"`
}

// compareRowJSON is one p of compare: each program's predicted time in
// seconds, in the order of "programs" (null where its requires clause is
// false: those programs are also named in "excluded"), and the fastest
// (several on a tie; absent when every program is excluded).
type compareRowJSON struct {
	P        int        `json:"p"`
	Seconds  []*float64 `json:"seconds"`
	Excluded []string   `json:"excluded,omitempty"`
	Fastest  []string   `json:"fastest,omitempty"`
}

// compareCrossoverJSON is a p from which To is faster than From; Note says
// when the p is one where a requires clause is false (the bounds cross
// there, the programs cannot run).
type compareCrossoverJSON struct {
	P    int    `json:"p"`
	From string `json:"from"`
	To   string `json:"to"`
	Note string `json:"note,omitempty"`
}

func compareJSONOf(cmp *comparison, prof *machine.Profile, params paramFlag) compareJSON {
	out := compareJSON{Version: resultVersion, Machine: input.Name(prof.Name), Params: paramsOf(params), Rows: []compareRowJSON{}, Crossovers: []compareCrossoverJSON{}}
	for i, b := range cmp.progs {
		out.Programs = append(out.Programs, programJSONOf(b, cmp.series[i]))
	}
	for _, w := range cmp.winners {
		r := compareRowJSON{P: w.P, Fastest: cmp.fastest(w)}
		for i, t := range w.Times {
			if cmp.excluded[i][w.P] {
				r.Seconds = append(r.Seconds, nil)
				r.Excluded = append(r.Excluded, cmp.progs[i].name)
				continue
			}
			r.Seconds = append(r.Seconds, num(t))
		}
		out.Rows = append(out.Rows, r)
	}
	for i, x := range cmp.crossovers {
		out.Crossovers = append(out.Crossovers, compareCrossoverJSON{P: x.P, From: cmp.progs[x.From].name, To: cmp.progs[x.To].name, Note: cmp.boundOnly[i]})
	}
	return out
}

// writeJSON prints v as one line of JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false) // conditions such as N >= p
	return enc.Encode(v)
}
