// Package machine holds BSP machine profiles: the parameters r, g and l of
// a BSP computer, measured per number of processes p, that turn a cost
// bound W·r + H·g + S·l (in abstract units) into predicted seconds.
//
// A profile is a JSON file (documented in docs/machines.md):
//
//	{
//	  "name": "snellius-node",
//	  "source": "where the numbers come from",
//	  "p": {"min": 1, "max": 128},
//	  "r": 6.0e9,
//	  "g": {"table": [{"p": 1, "value": 276.9}, {"p": 128, "value": 519.2}]},
//	  "l": 81023.0
//	}
//
// r is in work units per second (flop/s when the program's {e * r}
// annotations count flops); g and l are in work units (the time of one
// word of an h-relation, resp. of one barrier, expressed as that many units
// of work), which is how BSPedupack's bspbench reports them. Each of r, g, l
// is either a constant or a table over p. Between two table entries the
// value is interpolated linearly in log2(p), because machine parameters are
// measured and plotted at powers of two and change roughly with log p
// (barrier trees); outside the table's range the nearest entry is used.
// Asking for a p outside the profile's p range is an error: a prediction
// there would be an extrapolation the measurements do not support.
package machine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"

	"bspcost/internal/input"
)

// Profile is a BSP machine description. Use [Read] or [Parse] to load one:
// they validate it, and the methods assume a valid profile.
type Profile struct {
	Name   string `json:"name"`
	Source string `json:"source"`
	// Unit names the work unit, for display only ("flop" by default).
	Unit string `json:"unit,omitempty"`
	// P is the range of process counts the profile is valid for.
	P Range `json:"p"`
	// R is the computing rate in work units per second.
	R Param `json:"r"`
	// G is the cost of one word of an h-relation, in work units.
	G Param `json:"g"`
	// L is the cost of one barrier, in work units.
	L Param `json:"l"`
}

// Range is an inclusive range of process counts.
type Range struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// Param is a machine parameter: a constant, or a table of measurements
// indexed by p. In JSON it is a number or {"table": [{"p":..,"value":..}]}.
type Param struct {
	Const float64
	Table []Entry // sorted by P, distinct P; nil for a constant
}

// Entry is one measurement of a parameter at p processes.
type Entry struct {
	P     int     `json:"p"`
	Value float64 `json:"value"`
}

// Constant returns a parameter with the same value for every p.
func Constant(v float64) Param { return Param{Const: v} }

// MarshalJSON writes a constant as a number and a table as an object.
func (q Param) MarshalJSON() ([]byte, error) {
	if q.Table == nil {
		return json.Marshal(q.Const)
	}
	return json.Marshal(struct {
		Table []Entry `json:"table"`
	}{q.Table})
}

// UnmarshalJSON reads a number or {"table": [...]}.
func (q *Param) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] != '{' {
		var v float64
		if err := json.Unmarshal(b, &v); err != nil {
			return errors.New("must be a number or {\"table\": [{\"p\": P, \"value\": V}, ...]}")
		}
		*q = Param{Const: v}
		return nil
	}
	var t struct {
		Table []Entry `json:"table"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t); err != nil {
		return fmt.Errorf("must be a number or {\"table\": [{\"p\": P, \"value\": V}, ...]}: %v", err)
	}
	if len(t.Table) == 0 {
		return errors.New("table is empty")
	}
	*q = Param{Table: t.Table}
	return nil
}

// At returns the parameter's value at p processes (p within the profile's
// range; see the package comment for interpolation).
func (q Param) At(p int) float64 {
	t := q.Table
	if t == nil {
		return q.Const
	}
	if p <= t[0].P {
		return t[0].Value
	}
	if p >= t[len(t)-1].P {
		return t[len(t)-1].Value
	}
	i := sort.Search(len(t), func(i int) bool { return t[i].P >= p })
	if t[i].P == p {
		return t[i].Value
	}
	a, b := t[i-1], t[i]
	x, xa, xb := math.Log2(float64(p)), math.Log2(float64(a.P)), math.Log2(float64(b.P))
	return a.Value + (b.Value-a.Value)*(x-xa)/(xb-xa)
}

// FieldError is a validation error naming the offending field by its JSON
// path (e.g. "g.table[2].p").
type FieldError struct {
	File  string
	Field string
	Msg   string
}

func (e *FieldError) Error() string {
	where := input.Name(e.File)
	if where == "" {
		where = "machine profile"
	}
	if e.Field == "" {
		return fmt.Sprintf("%s: %s", where, e.Msg)
	}
	return fmt.Sprintf("%s: field %q: %s", where, e.Field, e.Msg)
}

// Read loads and validates a profile file (a regular text file of at most
// input.Profile.Max bytes).
func Read(path string) (*Profile, error) {
	b, err := input.ReadFile(path, input.Profile)
	if err != nil {
		return nil, err
	}
	pr, err := Parse(b)
	if err != nil {
		var fe *FieldError
		if errors.As(err, &fe) {
			fe.File = path
		}
		return nil, err
	}
	return pr, nil
}

// Parse decodes and validates a profile. Unknown fields are errors, so that
// a misspelt field ("latency" for "l") is reported rather than ignored.
func Parse(b []byte) (*Profile, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var raw struct {
		Name   string          `json:"name"`
		Source string          `json:"source"`
		Unit   string          `json:"unit"`
		P      *Range          `json:"p"`
		R      json.RawMessage `json:"r"`
		G      json.RawMessage `json:"g"`
		L      json.RawMessage `json:"l"`
	}
	if err := dec.Decode(&raw); err != nil {
		return nil, &FieldError{Msg: "not a valid profile: " + strings.TrimPrefix(err.Error(), "json: ")}
	}
	pr := &Profile{Name: raw.Name, Source: raw.Source, Unit: raw.Unit}
	if pr.Unit == "" {
		pr.Unit = "flop"
	}
	if raw.P == nil {
		return nil, &FieldError{Field: "p", Msg: "missing (the range of process counts, {\"min\": 1, \"max\": P})"}
	}
	pr.P = *raw.P
	if pr.P.Min < 1 || pr.P.Max < pr.P.Min {
		return nil, &FieldError{Field: "p", Msg: fmt.Sprintf("invalid range %d..%d (need 1 <= min <= max)", pr.P.Min, pr.P.Max)}
	}
	for _, f := range []struct {
		name string
		raw  json.RawMessage
		dst  *Param
	}{{"r", raw.R, &pr.R}, {"g", raw.G, &pr.G}, {"l", raw.L, &pr.L}} {
		if len(f.raw) == 0 {
			return nil, &FieldError{Field: f.name, Msg: "missing"}
		}
		if err := json.Unmarshal(f.raw, f.dst); err != nil {
			return nil, &FieldError{Field: f.name, Msg: err.Error()}
		}
		if err := validParam(f.name, f.dst, f.name == "r"); err != nil {
			return nil, err
		}
	}
	return pr, nil
}

// The range of a nonzero value of r, g or l. Predictions compute
// (W + H·g + S·l) / r in float64 with W, H and S below 1e100 (larger
// bounds are refused when evaluated); values within these limits keep
// every intermediate result finite and normal (float64 reaches 1e308, and
// loses precision below 1e-308), so that a prediction is never +Inf, 0
// by underflow, or NaN.
const (
	MinValue = 1e-30
	MaxValue = 1e30
)

// CheckValue checks one value of a parameter, named field in the message:
// finite, not negative (positive when positive is set), and zero or within
// MinValue..MaxValue.
func CheckValue(field string, v float64, positive bool) error {
	switch {
	case math.IsNaN(v) || math.IsInf(v, 0):
		return &FieldError{Field: field, Msg: "not a finite number"}
	case positive && v <= 0:
		return &FieldError{Field: field, Msg: fmt.Sprintf("must be positive (got %g)", v)}
	case v < 0:
		return &FieldError{Field: field, Msg: fmt.Sprintf("must not be negative (got %g)", v)}
	case v != 0 && (v < MinValue || v > MaxValue):
		return &FieldError{Field: field, Msg: fmt.Sprintf("%g is outside the range predictions can compute with (a nonzero value must be within %g..%g)", v, MinValue, MaxValue)}
	}
	return nil
}

// validParam checks values (CheckValue; r positive) and sorts the table,
// rejecting duplicate p.
func validParam(name string, q *Param, positive bool) error {
	if q.Table == nil {
		return CheckValue(name, q.Const, positive)
	}
	for i, e := range q.Table {
		if e.P < 1 {
			return &FieldError{Field: fmt.Sprintf("%s.table[%d].p", name, i), Msg: fmt.Sprintf("must be >= 1 (got %d)", e.P)}
		}
		if err := CheckValue(fmt.Sprintf("%s.table[%d].value", name, i), e.Value, positive); err != nil {
			return err
		}
	}
	sort.SliceStable(q.Table, func(i, j int) bool { return q.Table[i].P < q.Table[j].P })
	for i := 1; i < len(q.Table); i++ {
		if q.Table[i].P == q.Table[i-1].P {
			return &FieldError{Field: name + ".table", Msg: fmt.Sprintf("p = %d appears twice", q.Table[i].P)}
		}
	}
	return nil
}

// Validate checks a profile built in code (FromBench) as Parse checks a
// file: the p range and every value of r, g and l.
func (pr *Profile) Validate() error {
	if pr.P.Min < 1 || pr.P.Max < pr.P.Min {
		return &FieldError{Field: "p", Msg: fmt.Sprintf("invalid range %d..%d (need 1 <= min <= max)", pr.P.Min, pr.P.Max)}
	}
	for _, f := range []struct {
		name string
		q    *Param
	}{{"r", &pr.R}, {"g", &pr.G}, {"l", &pr.L}} {
		if err := validParam(f.name, f.q, f.name == "r"); err != nil {
			return err
		}
	}
	return nil
}

// Check reports whether p is within the profile's range.
func (pr *Profile) Check(p int) error {
	if p < pr.P.Min || p > pr.P.Max {
		return fmt.Errorf("p = %d is outside the range of machine %q (%d..%d)", p, pr.Name, pr.P.Min, pr.P.Max)
	}
	return nil
}

// Time is a predicted run time split by resource, in seconds.
type Time struct {
	Work, Comm, Sync float64
}

// Total is the predicted time: work + communication + synchronisation.
func (t Time) Total() float64 { return t.Work + t.Comm + t.Sync }

// Predict turns the costs W, H, S of a run on p processes into seconds:
// (W + H·g(p) + S·l(p)) / r(p). p must be within the profile's range.
func (pr *Profile) Predict(p int, w, h, s float64) Time {
	r := pr.R.At(p)
	return Time{Work: w / r, Comm: h * pr.G.At(p) / r, Sync: s * pr.L.At(p) / r}
}

// JSON returns the profile as indented JSON (the file format).
func (pr *Profile) JSON() ([]byte, error) {
	b, err := json.MarshalIndent(pr, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
