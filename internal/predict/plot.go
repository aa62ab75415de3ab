package predict

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Format is an image format for plots.
type Format string

// The plot formats: SVG (vector, for documents) and PNG.
const (
	SVG Format = "svg"
	PNG Format = "png"
)

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

// newLogPlot is a plot with log-scaled axes, p on x and seconds on y.
func newLogPlot(title string) *plot.Plot {
	pl := plot.New()
	pl.Title.Text = title
	pl.X.Label.Text = "processes p"
	pl.Y.Label.Text = "predicted time"
	pl.X.Scale = plot.LogScale{}
	pl.Y.Scale = plot.LogScale{}
	pl.X.Tick.Marker = powerOfTwoTicks{}
	pl.Y.Tick.Marker = timeTicks{}
	pl.Legend.Top = true
	pl.Legend.Left = false
	pl.Add(plotter.NewGrid())
	return pl
}

// addLine adds one curve; points with a non-positive or non-finite value
// are left out, since a log axis cannot show them (a program that never
// synchronises has no sync curve). It reports whether anything was drawn.
func addLine(pl *plot.Plot, name string, ps []int, ys []float64, k int) (bool, error) {
	var xy plotter.XYs
	for i, y := range ys {
		if y > 0 && !math.IsInf(y, 0) && !math.IsNaN(y) {
			xy = append(xy, plotter.XY{X: float64(ps[i]), Y: y})
		}
	}
	if len(xy) == 0 {
		return false, nil
	}
	line, points, err := plotter.NewLinePoints(xy)
	if err != nil {
		return false, err
	}
	c := palette[k%len(palette)]
	line.Color = c
	line.Width = vg.Points(1.5)
	line.Dashes = dashes[k%len(dashes)]
	points.Color = c
	points.Shape = draw.CircleGlyph{}
	points.Radius = vg.Points(2)
	pl.Add(line, points)
	pl.Legend.Add(name, line, points)
	return true, nil
}

// PlotSeries draws one program's predicted time and its three parts
// (work, communication, synchronisation) against p on log axes.
func PlotSeries(w io.Writer, s Series, machineName string, f Format) error {
	pl := newLogPlot(fmt.Sprintf("%s on %s", s.Name, machineName))
	ps := make([]int, len(s.Points))
	parts := [4][]float64{}
	for i, pt := range s.Points {
		ps[i] = pt.P
		if pt.Excluded { // no value where the bound does not apply
			for k := range parts {
				parts[k] = append(parts[k], math.NaN())
			}
			continue
		}
		parts[0] = append(parts[0], pt.Time.Total())
		parts[1] = append(parts[1], pt.Time.Work)
		parts[2] = append(parts[2], pt.Time.Comm)
		parts[3] = append(parts[3], pt.Time.Sync)
	}
	drawn := false
	for k, name := range []string{"total", "work W·r", "communication H·g", "synchronisation S·l"} {
		ok, err := addLine(pl, name, ps, parts[k], k)
		if err != nil {
			return err
		}
		drawn = drawn || ok
	}
	if !drawn {
		return fmt.Errorf("nothing to plot: every predicted time is zero")
	}
	return save(w, pl, f)
}

// PlotCompare draws the total predicted time of several programs against p.
func PlotCompare(w io.Writer, series []Series, machineName string, f Format) error {
	pl := newLogPlot("predicted time on " + machineName)
	drawn := false
	for k, s := range series {
		ps := make([]int, len(s.Points))
		ys := make([]float64, len(s.Points))
		for i, pt := range s.Points {
			ps[i], ys[i] = pt.P, pt.Time.Total()
			if pt.Excluded { // left out, as addLine leaves out a NaN
				ys[i] = math.NaN()
			}
		}
		ok, err := addLine(pl, s.Name, ps, ys, k)
		if err != nil {
			return err
		}
		drawn = drawn || ok
	}
	if !drawn {
		return fmt.Errorf("nothing to plot: every predicted time is zero")
	}
	return save(w, pl, f)
}

func save(w io.Writer, pl *plot.Plot, f Format) error {
	// A decade of headroom above the data keeps the legend (top right)
	// off the curves, which mostly rise to the right.
	pl.Y.Max *= 10
	// The canvas of the format's own backend, so that the formats are
	// exactly the two of Format, not every one pl.WriterTo knows.
	const width, height = 7 * vg.Inch, 4.5 * vg.Inch
	var c vg.CanvasWriterTo
	switch f {
	case SVG:
		c = vgsvg.New(width, height)
	case PNG:
		c = vgimg.PngCanvas{Canvas: vgimg.New(width, height)}
	default:
		return fmt.Errorf("unsupported format: %q", f)
	}
	pl.Draw(draw.New(c))
	_, err := c.WriteTo(w)
	return err
}

// timeTicks labels a log time axis in readable units (100 µs, 1 ms, 10 s)
// at the decades plot.LogTicks chooses; its own labels print 10^-4 as
// 9.999999999999999e-05.
type timeTicks struct{}

// Ticks implements plot.Ticker.
func (timeTicks) Ticks(min, max float64) []plot.Tick {
	ticks := plot.LogTicks{Prec: -1}.Ticks(min, max)
	for i := range ticks {
		if ticks[i].Label != "" {
			ticks[i].Label = FormatSeconds(ticks[i].Value)
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
