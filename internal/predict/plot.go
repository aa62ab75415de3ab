package predict

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
)

// Format is an image format for plots.
type Format string

// The plot formats: SVG (vector, for documents) and PNG.
const (
	SVG Format = "svg"
	PNG Format = "png"
)

// The plots are drawn by this package itself, on a canvas with an SVG
// and a PNG back end (plotsvg.go, plotpng.go): a library such as
// gonum.org/v1/plot initialises its fonts when the program starts, which
// cost every bspcost process, most of which draw nothing, about 1.5 ms
// (docs/benchmarks.md, "Speed of the whole pipeline (issue 12)").

// The figure: 7 × 4.5 inches at 96 pixels per inch, in pixels, y down.
const (
	figW, figH = 672, 432
	marginL    = 72 // tick labels and the y axis's title
	marginR    = 16 //
	marginT    = 30 // the title
	marginB    = 50 // tick labels and the x axis's title
	tickLen    = 5  //
	fontSize   = 12 // titles
	tickSize   = 10 // tick labels and the legend
	legendRow  = 14 // the legend's line height
	legendIcon = 28 // the legend's sample line
)

// palette: distinguishable in colour and, with the dashes, in grey.
var palette = []color.RGBA{
	{0, 0, 0, 255},       // total / first program
	{31, 119, 180, 255},  // blue
	{214, 39, 40, 255},   // red
	{44, 160, 44, 255},   // green
	{148, 103, 189, 255}, // purple
	{255, 127, 14, 255},  // orange
}

// dashes are the dash patterns (on, off, ... in pixels) of the curves.
var dashes = [][]float64{nil, {8, 4}, {2.7, 2.7}, {10.7, 2.7, 2.7, 2.7}}

var (
	gridColor = color.RGBA{220, 220, 220, 255}
	axisColor = color.RGBA{0, 0, 0, 255}
)

// anchor is where a text's reference point is: at its start, middle or
// end (horizontally), on its baseline.
type anchor int

const (
	anchorStart anchor = iota
	anchorMiddle
	anchorEnd
)

// canvas is what a back end draws: the plot is laid out once, in pixels.
type canvas interface {
	// polyline strokes the points joined by straight lines.
	polyline(xs, ys []float64, c color.RGBA, width float64, dash []float64)
	// dot fills a circle.
	dot(x, y, r float64, c color.RGBA)
	// text writes s with its anchor at (x, y), rotated 90° counter-
	// clockwise when vertical.
	text(x, y float64, s string, size float64, a anchor, vertical bool)
	// encode writes the image.
	encode(w io.Writer) error
}

func newCanvas(f Format) (canvas, error) {
	switch f {
	case SVG:
		return newSVGCanvas(), nil
	case PNG:
		return newPNGCanvas()
	}
	return nil, fmt.Errorf("unknown plot format %q", f)
}

// curve is one line of a plot: its legend name and points (p, seconds).
type curve struct {
	name   string
	ps, ys []float64
}

// logPlot is a plot of curves on log axes, p on x and seconds on y.
type logPlot struct {
	title  string
	curves []curve
}

// add adds one curve; points with a non-positive or non-finite value are
// left out, since a log axis cannot show them (a program that never
// synchronises has no sync curve). It reports whether anything is drawn.
func (pl *logPlot) add(name string, ps []int, ys []float64) bool {
	c := curve{name: name}
	for i, y := range ys {
		if y > 0 && !math.IsInf(y, 0) && !math.IsNaN(y) && ps[i] > 0 {
			c.ps = append(c.ps, float64(ps[i]))
			c.ys = append(c.ys, y)
		}
	}
	pl.curves = append(pl.curves, c) // also when empty: it keeps its colour
	return len(c.ps) > 0
}

// PlotSeries draws one program's predicted time and its three parts
// (work, communication, synchronisation) against p on log axes.
func PlotSeries(w io.Writer, s Series, machineName string, f Format) error {
	pl := &logPlot{title: fmt.Sprintf("%s on %s", s.Name, machineName)}
	ps := make([]int, len(s.Points))
	parts := [4][]float64{}
	for i, pt := range s.Points {
		ps[i] = pt.P
		parts[0] = append(parts[0], pt.Time.Total())
		parts[1] = append(parts[1], pt.Time.Work)
		parts[2] = append(parts[2], pt.Time.Comm)
		parts[3] = append(parts[3], pt.Time.Sync)
	}
	drawn := false
	for k, name := range []string{"total", "work W·r", "communication H·g", "synchronisation S·l"} {
		drawn = pl.add(name, ps, parts[k]) || drawn
	}
	if !drawn {
		return fmt.Errorf("nothing to plot: every predicted time is zero")
	}
	return pl.save(w, f)
}

// PlotCompare draws the total predicted time of several programs against p.
func PlotCompare(w io.Writer, series []Series, machineName string, f Format) error {
	pl := &logPlot{title: "predicted time on " + machineName}
	drawn := false
	for _, s := range series {
		ps := make([]int, len(s.Points))
		ys := make([]float64, len(s.Points))
		for i, pt := range s.Points {
			ps[i], ys[i] = pt.P, pt.Time.Total()
		}
		drawn = pl.add(s.Name, ps, ys) || drawn
	}
	if !drawn {
		return fmt.Errorf("nothing to plot: every predicted time is zero")
	}
	return pl.save(w, f)
}

// logRange is the smallest and largest of the values, widened to a
// factor of 2 at least (a log axis needs a positive span).
func logRange(vals ...[]float64) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, vs := range vals {
		for _, v := range vs {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	if hi < 2*lo {
		m := math.Sqrt(lo * hi)
		lo, hi = m/math.Sqrt2, m*math.Sqrt2
	}
	return lo, hi
}

// save lays the plot out and draws it in format f.
func (pl *logPlot) save(w io.Writer, f Format) error {
	cv, err := newCanvas(f)
	if err != nil {
		return err
	}
	var allP, allY [][]float64
	for _, c := range pl.curves {
		allP, allY = append(allP, c.ps), append(allY, c.ys)
	}
	xlo, xhi := logRange(allP...)
	ylo, yhi := logRange(allY...)
	// A decade of headroom above the data keeps the legend (top right)
	// off the curves, which mostly rise to the right.
	yhi *= 10
	x0, x1 := float64(marginL), float64(figW-marginR)
	y0, y1 := float64(figH-marginB), float64(marginT) // y0 at the bottom
	pad := 0.03 * (x1 - x0)                           // the first and last p off the axes
	sx := func(v float64) float64 {
		return x0 + pad + (x1-x0-2*pad)*(math.Log(v)-math.Log(xlo))/(math.Log(xhi)-math.Log(xlo))
	}
	sy := func(v float64) float64 {
		return y0 + (y1-y0)*(math.Log(v)-math.Log(ylo))/(math.Log(yhi)-math.Log(ylo))
	}
	// Grid and ticks.
	for _, t := range powerOfTwoTicks(xlo, xhi) {
		x := sx(t.value)
		cv.polyline([]float64{x, x}, []float64{y0, y1}, gridColor, 1, nil)
		cv.polyline([]float64{x, x}, []float64{y0, y0 + tickLen}, axisColor, 1, nil)
		if t.label != "" {
			cv.text(x, y0+tickLen+tickSize+2, t.label, tickSize, anchorMiddle, false)
		}
	}
	for _, t := range timeTicks(ylo, yhi) {
		y := sy(t.value)
		cv.polyline([]float64{x0, x1}, []float64{y, y}, gridColor, 1, nil)
		cv.polyline([]float64{x0 - tickLen, x0}, []float64{y, y}, axisColor, 1, nil)
		if t.label != "" {
			cv.text(x0-tickLen-3, y+tickSize/3, t.label, tickSize, anchorEnd, false)
		}
	}
	cv.polyline([]float64{x0, x1}, []float64{y0, y0}, axisColor, 1, nil)
	cv.polyline([]float64{x0, x0}, []float64{y0, y1}, axisColor, 1, nil)
	// Titles.
	cv.text(figW/2, marginT-10, pl.title, fontSize, anchorMiddle, false)
	cv.text((x0+x1)/2, figH-10, "processes p", fontSize, anchorMiddle, false)
	cv.text(16, (y0+y1)/2, "predicted time", fontSize, anchorMiddle, true)
	// Curves, with a dot at each point.
	for k, c := range pl.curves {
		col := palette[k%len(palette)]
		xs, ys := make([]float64, len(c.ps)), make([]float64, len(c.ps))
		for i := range c.ps {
			xs[i], ys[i] = sx(c.ps[i]), sy(c.ys[i])
		}
		cv.polyline(xs, ys, col, 2, dashes[k%len(dashes)])
		for i := range xs {
			cv.dot(xs[i], ys[i], 2.7, col)
		}
	}
	// Legend, top right: name, then a sample of the line.
	for k, c := range pl.curves {
		if len(c.ps) == 0 {
			continue
		}
		col := palette[k%len(palette)]
		y := y1 + 4 + float64(k)*legendRow
		xr := x1 - 4
		cv.polyline([]float64{xr - legendIcon, xr}, []float64{y - 4, y - 4}, col, 2, dashes[k%len(dashes)])
		cv.dot(xr-legendIcon/2, y-4, 2.7, col)
		cv.text(xr-legendIcon-4, y, c.name, tickSize, anchorEnd, false)
	}
	return cv.encode(w)
}

// tick is an axis mark, labelled or not.
type tick struct {
	value float64
	label string
}

// timeTicks marks a log time axis at the decades, labelled in readable
// units (100 µs, 1 ms, 10 s); an axis of less than two decades also gets
// 2 and 5 times each decade, labelled.
func timeTicks(lo, hi float64) []tick {
	var ts []tick
	few := math.Log10(hi/lo) < 2
	for e := math.Floor(math.Log10(lo)); e <= math.Ceil(math.Log10(hi)); e++ {
		for _, m := range []float64{1, 2, 5} {
			if m != 1 && !few {
				continue
			}
			v := m * math.Pow(10, e)
			if v >= lo*0.9999 && v <= hi*1.0001 {
				ts = append(ts, tick{v, FormatSeconds(v)})
			}
		}
	}
	return ts
}

// powerOfTwoTicks marks the powers of two on the p axis, where the
// predictions are evaluated by default, labelling at most about ten of
// them.
func powerOfTwoTicks(lo, hi float64) []tick {
	var vals []float64
	for v := 1.0; v <= hi*1.0001 && v < 1<<62; v *= 2 {
		if v >= lo*0.9999 {
			vals = append(vals, v)
		}
	}
	every := (len(vals) + 9) / 10
	ticks := make([]tick, len(vals))
	for i, v := range vals {
		ticks[i].value = v
		if i%every == 0 {
			ticks[i].label = strconv.FormatFloat(v, 'f', -1, 64)
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
