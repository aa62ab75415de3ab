package predict

import (
	"fmt"
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
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
	pl.Y.Label.Text = "predicted time (s)"
	pl.X.Scale = plot.LogScale{}
	pl.Y.Scale = plot.LogScale{}
	pl.X.Tick.Marker = plot.LogTicks{Prec: -1}
	pl.Y.Tick.Marker = plot.LogTicks{Prec: -1}
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
	wt, err := pl.WriterTo(7*vg.Inch, 4.5*vg.Inch, string(f))
	if err != nil {
		return err
	}
	_, err = wt.WriteTo(w)
	return err
}
