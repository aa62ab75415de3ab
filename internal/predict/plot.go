package predict

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgpdf"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Format is an image format for plots.
type Format string

// The plot formats: SVG and PDF (vector, for documents) and PNG.
const (
	SVG Format = "svg"
	PNG Format = "png"
	PDF Format = "pdf"
)

// Formats lists the plot formats, in the order messages name them.
var Formats = []Format{SVG, PNG, PDF}

// FormatOf is the plot format a file name's extension names (.svg, .png,
// .pdf, in any case), and false for any other name.
func FormatOf(name string) (Format, bool) {
	ext := strings.ToLower(strings.TrimPrefix(filepath.Ext(name), "."))
	for _, f := range Formats {
		if ext == string(f) {
			return f, true
		}
	}
	return "", false
}

// View is what a plot of predictions shows against p.
type View string

// The views: the predicted time, the speed-up time(1)/time(p), and the
// efficiency speed-up/p.
const (
	ViewTime       View = "time"
	ViewSpeedup    View = "speedup"
	ViewEfficiency View = "efficiency"
)

// ParseView reads a view's name.
func ParseView(s string) (View, error) {
	switch v := View(s); v {
	case ViewTime, ViewSpeedup, ViewEfficiency:
		return v, nil
	}
	return "", fmt.Errorf("unknown view %q (time, speedup or efficiency)", s)
}

// PixelsPerInch converts Options' sizes: a PNG of Width x Height pixels,
// and SVG and PDF files of the same size in inches at this resolution
// (the CSS pixel).
const PixelsPerInch = 96

// DefaultWidth and DefaultHeight are the plots' size in pixels.
const (
	DefaultWidth  = 960
	DefaultHeight = 600
)

// MinWidth, MinHeight, MaxWidth and MaxHeight bound a plot's size in
// pixels: smaller leaves no room for the data, larger is no longer a plot
// (a 10000x10000 PNG is 400 MB of pixels in memory).
const (
	MinWidth, MinHeight = 320, 200
	MaxWidth, MaxHeight = 8000, 8000
)

// Options say how to draw a plot.
type Options struct {
	Format Format
	// Width and Height in pixels (0: DefaultWidth, DefaultHeight).
	Width, Height int
	// View is what the y axis shows (""; the time).
	View View
}

func (o Options) size() (vg.Length, vg.Length) {
	w, h := o.Width, o.Height
	if w == 0 {
		w = DefaultWidth
	}
	if h == 0 {
		h = DefaultHeight
	}
	return vg.Length(w) * vg.Inch / PixelsPerInch, vg.Length(h) * vg.Inch / PixelsPerInch
}

func (o Options) view() View {
	if o.View == "" {
		return ViewTime
	}
	return o.View
}

// palette: distinguishable in colour and, with the dashes, in grey.
var palette = []color.Color{
	color.RGBA{0, 0, 0, 255},       // total / first program
	color.RGBA{31, 119, 180, 255},  // blue
	color.RGBA{214, 39, 40, 255},   // red
	color.RGBA{44, 160, 44, 255},   // green
	color.RGBA{148, 103, 189, 255}, // purple
	color.RGBA{255, 127, 14, 255},  // orange
}

var dashes = [][]vg.Length{nil, {vg.Points(6), vg.Points(3)}, {vg.Points(2), vg.Points(2)}, {vg.Points(8), vg.Points(2), vg.Points(2), vg.Points(2)}}

var grey = color.RGBA{110, 110, 110, 255}

// sans is the typeface of every text of a plot: Liberation Sans, of
// gonum/plot's own collection (no system font is read).
func sans(size vg.Length) font.Font {
	return font.Font{Typeface: "Liberation", Variant: "Sans", Size: size}
}

func textStyle(size vg.Length) text.Style {
	return text.Style{Color: color.Black, Font: sans(size), Handler: plot.DefaultTextHandler}
}

// figure is a plot with what is drawn around it: the legend, to the right
// of the data area (below it when the names are long), and notes under
// the plot.
type figure struct {
	pl *plot.Plot
	// lower, when set, is a second plot under pl, aligned with it; title
	// is then the figure's title, above both.
	lower *plot.Plot
	title string
	// yLabel is drawn by render: gonum/plot's own vertical label makes
	// room for itself as if it were not rotated, which leaves a band
	// empty above the data.
	yLabel string
	legend []legendItem
	notes  []string
}

type legendItem struct {
	name   string
	thumbs []plot.Thumbnailer
}

// newFigure is a figure with p on a log2-spaced x axis.
func newFigure(title string) *figure {
	pl := plot.New()
	pl.Title.Text = title
	pl.Title.TextStyle.Font = sans(14)
	pl.Title.Padding = vg.Points(8)
	for _, a := range []*plot.Axis{&pl.X, &pl.Y} {
		a.Label.TextStyle.Font = sans(12)
		a.Tick.Label.Font = sans(11)
	}
	pl.X.Label.Text = "processes p"
	pl.X.Scale = plot.LogScale{}
	pl.X.Tick.Marker = powerOfTwoTicks{}
	g := plotter.NewGrid()
	g.Vertical.Color = color.Gray{Y: 225}
	g.Horizontal.Color = color.Gray{Y: 225}
	pl.Add(g)
	return &figure{pl: pl}
}

// segments splits a curve at its missing values (NaN: a p where the bound
// does not apply), so that no line is drawn across them.
func segments(ps []int, ys []float64) []plotter.XYs {
	var out []plotter.XYs
	var cur plotter.XYs
	for i, y := range ys {
		if math.IsNaN(y) || math.IsInf(y, 0) {
			if len(cur) > 0 {
				out = append(out, cur)
			}
			cur = nil
			continue
		}
		cur = append(cur, plotter.XY{X: float64(ps[i]), Y: y})
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// curve adds one named curve in style k; points outside the y range
// [lo, hi] are clipped (their glyph is not drawn, the line is cut at the
// edge). It reports whether some point is inside.
func (f *figure) curve(name string, ps []int, ys []float64, k int, lo, hi float64) bool {
	c := palette[k%len(palette)]
	ls := draw.LineStyle{Color: c, Width: vg.Points(1.6), Dashes: dashes[k%len(dashes)]}
	gs := draw.GlyphStyle{Color: c, Shape: draw.CircleGlyph{}, Radius: vg.Points(2.2)}
	shown := false
	for _, seg := range segments(ps, ys) {
		l := &plotter.Line{XYs: seg, LineStyle: ls}
		var in plotter.XYs
		for _, pt := range seg {
			if pt.Y >= lo && pt.Y <= hi {
				in = append(in, pt)
			}
		}
		f.pl.Add(l)
		if len(in) > 0 {
			f.pl.Add(&plotter.Scatter{XYs: in, GlyphStyle: gs})
			shown = true
		}
	}
	f.legend = append(f.legend, legendItem{name, []plot.Thumbnailer{
		&plotter.Line{LineStyle: ls}, &plotter.Scatter{GlyphStyle: gs}}})
	return shown
}

// guide adds a thin grey reference curve (the ideal speed-up).
func (f *figure) guide(name string, xy plotter.XYs) {
	ls := draw.LineStyle{Color: grey, Width: vg.Points(1), Dashes: []vg.Length{vg.Points(1), vg.Points(3)}}
	f.pl.Add(&plotter.Line{XYs: xy, LineStyle: ls})
	f.legend = append(f.legend, legendItem{name, []plot.Thumbnailer{&plotter.Line{LineStyle: ls}}})
}

// ring marks a point (the best p) with an open circle of colour k.
type ring struct {
	pts   plotter.XYs
	color color.Color
}

func drawRing(c *draw.Canvas, col color.Color, at vg.Point) {
	r := vg.Points(6)
	var p vg.Path
	p.Move(vg.Point{X: at.X + r, Y: at.Y})
	p.Arc(at, r, 0, 2*math.Pi)
	p.Close()
	c.SetLineStyle(draw.LineStyle{Color: col, Width: vg.Points(1.5)})
	c.Stroke(p)
}

// Plot implements plot.Plotter.
func (r *ring) Plot(c draw.Canvas, plt *plot.Plot) {
	trX, trY := plt.Transforms(&c)
	for _, p := range r.pts {
		if at := (vg.Point{X: trX(p.X), Y: trY(p.Y)}); c.Contains(at) {
			drawRing(&c, r.color, at)
		}
	}
}

// Thumbnail implements plot.Thumbnailer.
func (r *ring) Thumbnail(c *draw.Canvas) { drawRing(c, r.color, c.Center()) }

// vline is a vertical line across the data area at each of xs (the
// crossovers), labelled at the top.
type vline struct {
	xs     []float64
	labels []string
}

var vlineStyle = draw.LineStyle{Color: grey, Width: vg.Points(1), Dashes: []vg.Length{vg.Points(4), vg.Points(3)}}

// Plot implements plot.Plotter.
func (v *vline) Plot(c draw.Canvas, plt *plot.Plot) {
	trX, _ := plt.Transforms(&c)
	sty := textStyle(10)
	sty.Color = grey
	h := sty.Height("p")
	for i, x := range v.xs {
		X := trX(x)
		if !c.ContainsX(X) {
			continue
		}
		c.StrokeLine2(vlineStyle, X, c.Min.Y, X, c.Max.Y)
		// Labels at the top, staggered so that close lines do not
		// print over each other.
		y := c.Max.Y - h*vg.Length(1+i%3)
		c.FillText(sty, vg.Point{X: X + vg.Points(3), Y: y}, v.labels[i])
	}
}

// Thumbnail implements plot.Thumbnailer.
func (v *vline) Thumbnail(c *draw.Canvas) {
	x := c.Center().X
	c.StrokeLine2(vlineStyle, x, c.Min.Y, x, c.Max.Y)
}

// below marks the points under the y axis's lower end with a triangle
// pointing down at the bottom edge.
type below struct {
	xs    []float64
	color color.Color
	// k stacks the triangles of several series at one p.
	k int
}

func downTriangle(c *draw.Canvas, at vg.Point, r vg.Length) {
	var p vg.Path
	p.Move(vg.Point{X: at.X - r, Y: at.Y + r})
	p.Line(vg.Point{X: at.X + r, Y: at.Y + r})
	p.Line(vg.Point{X: at.X, Y: at.Y - r*0.7})
	p.Close()
	c.Fill(p)
}

// Plot implements plot.Plotter.
func (b *below) Plot(c draw.Canvas, plt *plot.Plot) {
	trX, _ := plt.Transforms(&c)
	c.SetColor(b.color)
	for _, x := range b.xs {
		downTriangle(&c, vg.Point{X: trX(x), Y: c.Min.Y + vg.Points(5+9*float64(b.k))}, vg.Points(4))
	}
}

// Thumbnail implements plot.Thumbnailer.
func (b *below) Thumbnail(c *draw.Canvas) {
	c.SetColor(b.color)
	downTriangle(c, c.Center(), vg.Points(4))
}

// bestIndex is the index of s's point of least predicted time (the
// first on a tie), or -1.
func bestIndex(s Series) int {
	b := -1
	for i, pt := range s.Points {
		if pt.Excluded {
			continue
		}
		if t := pt.Time.Total(); t > 0 && !math.IsInf(t, 0) && (b < 0 || t < s.Points[b].Time.Total()) {
			b = i
		}
	}
	return b
}

// BestP is the p of s with the least predicted time, and false when
// there is none (every point excluded or zero).
func BestP(s Series) (int, bool) {
	if b := bestIndex(s); b >= 0 {
		return s.Points[b].P, true
	}
	return 0, false
}

// viewValues is the y value of each point of s in view v (NaN where there
// is none: an excluded p, no speed-up).
func viewValues(s Series, v View) []float64 {
	ys := make([]float64, len(s.Points))
	for i, pt := range s.Points {
		switch {
		case pt.Excluded:
			ys[i] = math.NaN()
		case v == ViewSpeedup:
			ys[i] = pt.Speedup
		case v == ViewEfficiency:
			ys[i] = pt.Efficiency * 100
		default:
			ys[i] = pt.Time.Total()
		}
	}
	return ys
}

// logRange is the y range of a log axis showing vals (positive, finite
// ones; others are ignored): from the least to the largest, except that
// values at p = 1 more than two decades below every other p's do not
// set the lower end (a broadcast takes nanoseconds on one process and
// milliseconds on two: the axis would spend six decades on nothing), and
// the axis spans at most maxDecades. With a margin on each side. ok is
// false when no value is positive.
func logRange(vals []float64, ps []int, maxDecades float64) (lo, hi float64, ok bool) {
	hi = math.Inf(-1)
	lo1, loRest := math.Inf(1), math.Inf(1)
	for i, v := range vals {
		if !(v > 0) || math.IsInf(v, 0) {
			continue
		}
		hi = math.Max(hi, v)
		if ps[i] == 1 {
			lo1 = math.Min(lo1, v)
		} else {
			loRest = math.Min(loRest, v)
		}
	}
	if math.IsInf(hi, -1) {
		return 0, 0, false
	}
	lo = math.Min(lo1, loRest)
	if !math.IsInf(loRest, 1) && lo1 < loRest/100 {
		lo = loRest
	}
	lo = math.Max(lo, hi/math.Pow(10, maxDecades))
	// Margins: a fifth of the span in log space, at least a factor 1.25.
	m := math.Max(math.Pow(hi/lo, 0.06), 1.25)
	return lo / m, hi * m, true
}

// finishLog makes the y axis a log axis from lo to hi.
func (f *figure) finishLog(lo, hi float64) {
	f.pl.Y.Scale = plot.LogScale{}
	f.pl.Y.Min, f.pl.Y.Max = lo, hi
}

// xRange pads the p axis so that the glyphs at its ends are whole.
func (f *figure) xRange(ps []int) {
	f.pl.X.Min = float64(ps[0]) / 1.12
	f.pl.X.Max = float64(ps[len(ps)-1]) * 1.12
}

// PlotSeries draws one program's predictions against p in view
// opt.View: the predicted time with its three parts (work,
// communication, synchronisation), or the speed-up, or the efficiency; the
// best p (least time) is marked.
func PlotSeries(w io.Writer, s Series, label string, opt Options) error {
	return PlotCompare(w, []Series{s}, nil, label, opt)
}

// PlotCompare draws several programs' predictions against p in view
// opt.View, marks each one's best p and the crossovers xs (where the
// fastest program changes; From and To index series). With one series
// the time view shows its work, communication and synchronisation too.
func PlotCompare(w io.Writer, series []Series, xs []Crossover, label string, opt Options) error {
	if len(series) == 0 || len(series[0].Points) == 0 {
		return errors.New("nothing to plot")
	}
	view := opt.view()
	ps := make([]int, len(series[0].Points))
	for i, pt := range series[0].Points {
		ps[i] = pt.P
	}
	var title string
	switch {
	case len(series) == 1 && view == ViewTime:
		title = fmt.Sprintf("predicted time of %s on %s", series[0].Name, label)
	case len(series) == 1:
		title = fmt.Sprintf("predicted %s of %s on %s", viewName(view), series[0].Name, label)
	default:
		title = fmt.Sprintf("predicted %s on %s", viewName(view), label)
	}
	f := newFigure(title)
	f.xRange(ps)
	var err error
	switch view {
	case ViewTime:
		err = f.timeView(series, ps)
	case ViewSpeedup:
		err = f.speedupView(series, ps)
	case ViewEfficiency:
		err = f.efficiencyView(series, ps)
	default:
		err = fmt.Errorf("unknown view %q", view)
	}
	if err != nil {
		return err
	}
	f.bestAndCrossovers(series, xs, view)
	return f.render(w, opt)
}

func viewName(v View) string {
	if v == ViewSpeedup {
		return "speed-up"
	}
	return string(v)
}

func (f *figure) timeView(series []Series, ps []int) error {
	f.yLabel = "predicted time (upper bound)"
	f.pl.Y.Tick.Marker = logTicks{format: FormatSeconds}
	var totals []float64
	var tps []int
	for _, s := range series {
		totals = append(totals, viewValues(s, ViewTime)...)
		tps = append(tps, ps...)
	}
	lo, hi, ok := logRange(totals, tps, 6)
	if !ok {
		return errors.New("nothing to plot: every predicted time is zero")
	}
	if len(series) == 1 {
		s := series[0]
		parts := [3][]float64{}
		for _, pt := range s.Points {
			vals := [3]float64{pt.Time.Work, pt.Time.Comm, pt.Time.Sync}
			for k := range parts {
				v := vals[k]
				if pt.Excluded || !(v > 0) {
					v = math.NaN() // none, or no point on a log axis
				}
				parts[k] = append(parts[k], v)
			}
		}
		// The axis goes down to the least part, but not below a
		// hundredth of the least total: a part below it does not matter.
		least := math.Inf(1)
		for _, ys := range parts {
			for _, y := range ys {
				if y > 0 {
					least = math.Min(least, y)
				}
			}
		}
		if least < lo {
			lo = math.Max(least/1.25, lo/100)
		}
		f.curve("total", ps, totals, 0, lo, hi)
		var none []string
		for k, name := range []string{"work", "communication", "synchronisation"} {
			if !anyFinite(parts[k]) {
				none = append(none, name)
				continue
			}
			f.curve(name, ps, parts[k], k+1, lo, hi)
		}
		if len(none) > 0 {
			f.notes = append(f.notes, fmt.Sprintf("no %s at any p", strings.Join(none, " and no ")))
		}
	} else {
		for k, s := range series {
			f.curve(s.Name, ps, viewValues(s, ViewTime), k, lo, hi)
		}
	}
	f.finishLog(lo, hi)
	f.belowAxis(series, ViewTime, lo, FormatSeconds)
	return nil
}

// belowAxis marks the totals under the axis's lower end and names them in
// the notes.
func (f *figure) belowAxis(series []Series, v View, lo float64, format func(float64) string) {
	var parts []string
	added := false
	for k, s := range series {
		b := &below{color: palette[k%len(palette)], k: k}
		ys := viewValues(s, v)
		for i, y := range ys {
			if y > 0 && y < lo {
				b.xs = append(b.xs, float64(s.Points[i].P))
				name := ""
				if len(series) > 1 {
					name = s.Name + " "
				}
				parts = append(parts, fmt.Sprintf("%sat p = %d: %s", name, s.Points[i].P, format(y)))
			}
		}
		if len(b.xs) > 0 {
			f.pl.Add(b)
			if !added {
				f.legend = append(f.legend, legendItem{"below the axis", []plot.Thumbnailer{&below{color: grey}}})
				added = true
			}
		}
	}
	if len(parts) > 0 {
		f.notes = append(f.notes, "below the axis: "+joinShort(parts, 4))
	}
}

func (f *figure) speedupView(series []Series, ps []int) error {
	f.yLabel = "speed-up time(1)/time(p)"
	f.pl.Y.Tick.Marker = logTicks{format: formatNumber}
	var vals []float64
	var vps []int
	for _, s := range series {
		vals = append(vals, viewValues(s, ViewSpeedup)...)
		vps = append(vps, ps...)
	}
	if !anyFinite(vals) {
		return errors.New("no speed-up to plot: there is no prediction at p = 1 (outside the profile's range, or the program cannot run on one process)")
	}
	// The ideal speed-up p is shown over the range of p.
	ideal := plotter.XYs{{X: float64(ps[0]), Y: float64(ps[0])}, {X: float64(ps[len(ps)-1]), Y: float64(ps[len(ps)-1])}}
	lo, hi, _ := logRange(append(vals, ideal[0].Y, ideal[1].Y), append(vps, 2, 2), 6)
	for k, s := range series {
		f.curve(s.Name, ps, viewValues(s, ViewSpeedup), k, lo, hi)
	}
	f.guide("ideal: p", ideal)
	f.finishLog(lo, hi)
	f.belowAxis(series, ViewSpeedup, lo, formatNumber)
	return nil
}

func (f *figure) efficiencyView(series []Series, ps []int) error {
	f.yLabel = "efficiency speed-up/p"
	f.pl.Y.Tick.Marker = percentTicks{}
	hi := 100.0
	var any bool
	for _, s := range series {
		for _, y := range viewValues(s, ViewEfficiency) {
			if !math.IsNaN(y) && !math.IsInf(y, 0) {
				hi, any = math.Max(hi, y), true
			}
		}
	}
	if !any {
		return errors.New("no efficiency to plot: there is no prediction at p = 1 (outside the profile's range, or the program cannot run on one process)")
	}
	hi *= 1.06
	for k, s := range series {
		f.curve(s.Name, ps, viewValues(s, ViewEfficiency), k, 0, hi)
	}
	f.guide("ideal: 100%", plotter.XYs{{X: float64(ps[0]), Y: 100}, {X: float64(ps[len(ps)-1]), Y: 100}})
	f.pl.Y.Min, f.pl.Y.Max = 0, hi
	return nil
}

// bestAndCrossovers marks each series' best p (least time) on its curve
// of the view, and the crossovers.
func (f *figure) bestAndCrossovers(series []Series, xs []Crossover, v View) {
	var notes []string
	marked := false
	for k, s := range series {
		b := bestIndex(s)
		if b < 0 {
			continue
		}
		pt := s.Points[b]
		y := viewValues(s, v)[b]
		what := FormatSeconds(pt.Time.Total())
		if v != ViewTime && !math.IsNaN(pt.Speedup) {
			what += fmt.Sprintf(", speed-up %.3g", pt.Speedup)
		}
		name := ""
		if len(series) > 1 {
			name = s.Name + " "
		}
		if name == "" {
			notes = append(notes, fmt.Sprintf("best p = %d: %s", pt.P, what))
		} else {
			notes = append(notes, fmt.Sprintf("%sp = %d (%s)", name, pt.P, what))
		}
		if math.IsNaN(y) || y < f.pl.Y.Min || y > f.pl.Y.Max {
			continue
		}
		r := &ring{pts: plotter.XYs{{X: float64(pt.P), Y: y}}, color: palette[k%len(palette)]}
		f.pl.Add(r)
		if !marked {
			f.legend = append(f.legend, legendItem{"best p (least time)", []plot.Thumbnailer{&ring{color: grey}}})
			marked = true
		}
	}
	switch {
	case len(notes) == 1 && len(series) == 1:
		f.notes = append([]string{notes[0]}, f.notes...)
	case len(notes) > 0:
		f.notes = append([]string{"best p: " + joinShort(notes, 4)}, f.notes...)
	}
	// The p where a program's bound does not apply have no point; the
	// programs with the same such p share a note.
	var gapKeys []string
	gapNames := map[string][]string{}
	for _, s := range series {
		var gaps []string
		for _, pt := range s.Points {
			if pt.Excluded {
				gaps = append(gaps, strconv.Itoa(pt.P))
			}
		}
		if len(gaps) == 0 {
			continue
		}
		key := joinList(gaps, 8)
		if _, ok := gapNames[key]; !ok {
			gapKeys = append(gapKeys, key)
		}
		gapNames[key] = append(gapNames[key], s.Name)
	}
	for _, key := range gapKeys {
		who := ""
		if len(series) > 1 {
			who = " (" + strings.Join(gapNames[key], ", ") + ")"
		}
		f.notes = append(f.notes, fmt.Sprintf("not shown at p = %s%s: the requires clause is false there, the bound does not apply", key, who))
	}
	if len(xs) == 0 {
		return
	}
	vl := &vline{}
	var xnotes []string
	for _, x := range xs {
		vl.xs = append(vl.xs, float64(x.P))
		vl.labels = append(vl.labels, fmt.Sprintf("p = %d", x.P))
		xnotes = append(xnotes, fmt.Sprintf("p = %d: %s faster than %s", x.P, series[x.To].Name, series[x.From].Name))
	}
	f.pl.Add(vl)
	f.legend = append(f.legend, legendItem{"crossover", []plot.Thumbnailer{vl}})
	f.notes = append(f.notes, "crossovers (the fastest changes): "+joinShort(xnotes, 3))
}

// joinList joins at most n of parts with commas, saying how many more
// there are.
func joinList(parts []string, n int) string {
	if len(parts) <= n {
		return strings.Join(parts, ", ")
	}
	return strings.Join(parts[:n], ", ") + fmt.Sprintf(" and %d more", len(parts)-n)
}

// joinShort joins at most n of parts, saying how many more there are.
func joinShort(parts []string, n int) string {
	if len(parts) <= n {
		return strings.Join(parts, "; ")
	}
	return strings.Join(parts[:n], "; ") + fmt.Sprintf("; and %d more", len(parts)-n)
}

func anyFinite(vs []float64) bool {
	for _, v := range vs {
		if !math.IsNaN(v) && !math.IsInf(v, 0) {
			return true
		}
	}
	return false
}

// render draws the figure on a canvas of opt's format and size: the
// legend to the right of the data area (below the plot when it would
// take more than a third of the width), the notes at the bottom.
func (f *figure) render(w io.Writer, opt Options) error {
	width, height := opt.size()
	c, err := newCanvas(opt.Format, width, height)
	if err != nil {
		return err
	}
	dc := draw.New(c)
	dc.SetColor(color.White)
	dc.Fill(dc.Rectangle.Path())
	pad := vg.Points(10)

	lg := plot.NewLegend()
	lg.TextStyle = textStyle(11)
	lg.Left, lg.Top = true, true
	lg.ThumbnailWidth = vg.Points(28)
	lg.Padding = vg.Points(3)
	legendW := vg.Length(0)
	for _, it := range f.legend {
		lg.Add(it.name, it.thumbs...)
		legendW = max(legendW, lg.ThumbnailWidth+lg.TextStyle.Width(" "+it.name))
	}
	entryH := lg.TextStyle.Height("Xg") + lg.Padding
	legendH := entryH * vg.Length(len(f.legend))

	noteStyle := textStyle(10)
	noteH := noteStyle.Height("Xg") * 1.2
	var notes []string
	for _, n := range f.notes {
		notes = append(notes, wrap(noteStyle, n, width-2*pad)...)
	}
	footer := noteH*vg.Length(len(notes)) + pad*0.5

	area := draw.Crop(dc, pad, -pad, footer+pad*0.5, -pad)
	labelStyle := textStyle(12)
	labelStyle.XAlign, labelStyle.YAlign = draw.XCenter, draw.YBottom
	labelStyle.Rotation = math.Pi / 2
	if f.yLabel != "" {
		area = draw.Crop(area, labelStyle.Height(f.yLabel)+pad*0.5, 0, 0, 0)
	}
	beside := legendW < (area.Max.X-area.Min.X)/3
	plotArea := draw.Crop(area, 0, 0, legendH+pad, 0)
	if beside {
		plotArea = draw.Crop(area, 0, -(legendW + pad*1.5), 0, 0)
	}
	if f.title != "" {
		sty := textStyle(14)
		sty.XAlign, sty.YAlign = draw.XCenter, draw.YTop
		dc.FillText(sty, vg.Point{X: (dc.Min.X + dc.Max.X) / 2, Y: dc.Max.Y - pad}, f.title)
		plotArea = draw.Crop(plotArea, 0, 0, 0, -(sty.Height(f.title) + pad))
	}
	var data draw.Canvas
	if f.lower == nil {
		f.pl.Draw(plotArea)
		data = f.pl.DataCanvas(plotArea)
	} else {
		tiles := draw.Tiles{Rows: 2, Cols: 1, PadY: pad * 1.5}
		cs := plot.Align([][]*plot.Plot{{f.pl}, {f.lower}}, tiles, plotArea)
		f.pl.Draw(cs[0][0])
		f.lower.Draw(cs[1][0])
		up, low := f.pl.DataCanvas(cs[0][0]), f.lower.DataCanvas(cs[1][0])
		data = up
		data.Min.Y = low.Min.Y
	}
	var legendArea draw.Canvas
	if beside {
		legendArea = draw.Canvas{Canvas: dc.Canvas, Rectangle: vg.Rectangle{
			Min: vg.Point{X: data.Max.X + pad*1.5, Y: data.Min.Y},
			Max: vg.Point{X: area.Max.X, Y: data.Max.Y}}}
	} else {
		legendArea = draw.Canvas{Canvas: dc.Canvas, Rectangle: vg.Rectangle{
			Min: vg.Point{X: data.Min.X, Y: area.Min.Y},
			Max: vg.Point{X: area.Max.X, Y: area.Min.Y + legendH}}}
	}
	lg.Draw(legendArea)
	if f.yLabel != "" {
		x := area.Min.X - pad*0.5 - labelStyle.FontExtents().Descent
		dc.FillText(labelStyle, vg.Point{X: x, Y: (data.Min.Y + data.Max.Y) / 2}, f.yLabel)
	}
	for i, n := range notes {
		dc.FillText(noteStyle, vg.Point{X: pad, Y: footer - noteH*vg.Length(i+1) + pad*0.25}, n)
	}
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return err
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// wrap breaks text at spaces into lines of at most width in style sty
// (a word longer than the width gets a line of its own), the lines after
// the first indented.
func wrap(sty text.Style, s string, width vg.Length) []string {
	words := strings.Fields(s)
	var lines []string
	line := ""
	for _, w := range words {
		next := w
		if line != "" {
			next = line + " " + w
		}
		if line != "" && sty.Width(next) > width {
			lines = append(lines, line)
			next = "    " + w
		}
		line = next
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// newCanvas is a canvas of the format's own backend, so that the formats
// are exactly those of Formats.
func newCanvas(f Format, w, h vg.Length) (vg.CanvasWriterTo, error) {
	switch f {
	case SVG:
		return vgsvg.New(w, h), nil
	case PNG:
		return vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(PixelsPerInch))}, nil
	case PDF:
		c := vgpdf.New(w, h)
		c.EmbedFonts(true)
		return c, nil
	}
	return nil, fmt.Errorf("unsupported format: %q (svg, png or pdf)", f)
}

// logTicks labels a log axis so that it reads well: 1-2-5 steps within
// about two decades, every decade up to six, then every other one; the
// labels by format (FormatSeconds: 100 µs, 1 ms, 10 s).
type logTicks struct {
	format func(float64) string
}

// Ticks implements plot.Ticker.
func (t logTicks) Ticks(min, max float64) []plot.Tick {
	if !(min > 0) || !(max > min) {
		return nil
	}
	decades := math.Log10(max / min)
	lo := math.Floor(math.Log10(min))
	hi := math.Ceil(math.Log10(max))
	var labelled map[int]bool
	every := 1
	switch {
	case decades <= 1.2:
		labelled = map[int]bool{1: true, 2: true, 3: true, 5: true}
	case decades <= 2.5:
		labelled = map[int]bool{1: true, 2: true, 5: true}
	case decades <= 6.5:
		labelled = map[int]bool{1: true}
	default:
		labelled = map[int]bool{1: true}
		every = int(math.Ceil(decades / 6))
		if every < 2 {
			every = 2
		}
	}
	var ticks []plot.Tick
	for e := lo; e <= hi; e++ {
		base := math.Pow(10, e)
		for m := 1; m <= 9; m++ {
			v := base * float64(m)
			// Within the axis, with a little tolerance for rounding.
			if v < min*(1-1e-9) || v > max*(1+1e-9) {
				continue
			}
			if every > 1 && m != 1 {
				continue // past six decades, a tick per decade
			}
			tk := plot.Tick{Value: v}
			if labelled[m] && (m != 1 || int(e-lo)%every == 0) {
				tk.Label = t.format(roundSig(v))
			}
			ticks = append(ticks, tk)
		}
	}
	return ticks
}

// roundSig rounds v to 12 significant digits (10^-4 computed as
// 9.999999999999999e-05).
func roundSig(v float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'g', 12, 64), 64)
	return r
}

// formatNumber prints a speed-up: 0.001, 2, 50, 1000.
func formatNumber(v float64) string {
	if v >= 1e6 || (v > 0 && v < 1e-4) {
		return strconv.FormatFloat(v, 'g', 3, 64)
	}
	return trimG(v)
}

// percentTicks labels a linear axis from 0 in percent, every 10 or 20.
type percentTicks struct{}

// Ticks implements plot.Ticker.
func (percentTicks) Ticks(min, max float64) []plot.Tick {
	step := 20.0
	if max-min <= 60 {
		step = 10
	}
	if max-min > 300 {
		step = math.Pow(10, math.Ceil(math.Log10((max-min)/8)))
	}
	var ticks []plot.Tick
	for v := math.Ceil(min/step) * step; v <= max+1e-9; v += step {
		ticks = append(ticks, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', -1, 64) + "%"})
		if m := v + step/2; m <= max {
			ticks = append(ticks, plot.Tick{Value: m})
		}
	}
	return ticks
}

// powerOfTwoTicks marks the powers of two on the p axis, where the
// predictions are evaluated by default, labelling at most about ten of
// them.
type powerOfTwoTicks struct{}

// Ticks implements plot.Ticker.
func (powerOfTwoTicks) Ticks(min, max float64) []plot.Tick {
	var vals []float64
	for v := 1.0; v <= max*1.0001 && v < 1<<62; v *= 2 {
		if v >= min*0.9999 {
			vals = append(vals, v)
		}
	}
	if len(vals) < 2 {
		return plot.LogTicks{Prec: -1}.Ticks(min, max)
	}
	every := (len(vals) + 9) / 10
	ticks := make([]plot.Tick, len(vals))
	for i, v := range vals {
		ticks[i].Value = v
		if i%every == 0 {
			ticks[i].Label = strconv.FormatFloat(v, 'f', -1, 64)
		}
	}
	return ticks
}

// FormatSeconds prints a time with the unit (ns, µs, ms, s) that keeps
// it between 1 and 1000, with three significant digits.
func FormatSeconds(t float64) string {
	switch {
	case math.IsInf(t, 0) || math.IsNaN(t):
		return fmt.Sprint(t)
	case t == 0:
		return "0 s"
	case t < 1e-6:
		return trimG(t*1e9) + " ns"
	case t < 1e-3:
		return trimG(t*1e6) + " µs"
	case t < 1:
		return trimG(t*1e3) + " ms"
	}
	return trimG(t) + " s"
}

// trimG is v with three significant digits, without an exponent below
// 10^6 (1000 s is "1000 s", not "1e+03 s").
func trimG(v float64) string {
	if v >= 1e6 {
		return strconv.FormatFloat(v, 'g', 3, 64)
	}
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'g', 3, 64), 64)
	return strconv.FormatFloat(r, 'f', -1, 64)
}
