package predict

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Supersteps is a measured run, superstep by superstep (bspcost
// profile), with the analysed bound of each superstep's h.
type Supersteps struct {
	// Title names the run: the program, p and the parameters.
	Title string
	// W and H are the measured work and h of each superstep.
	W, H []int64
	// HBound and WBound are the bounds of each superstep's h and W (NaN:
	// none). A nil WBound: no W bound at all.
	HBound, WBound []float64
}

var (
	measuredColor = color.RGBA{31, 119, 180, 255}
	boundColor    = color.RGBA{214, 39, 40, 255}
	aboveColor    = color.RGBA{255, 127, 14, 255}
)

// bars draws a bar per superstep i (at x = i·step, step wide) from 0 to
// ys[i]; the bars in above are drawn in aboveColor.
type bars struct {
	ys    []float64
	step  float64
	color color.Color
	above map[int]bool
}

// Plot implements plot.Plotter.
func (b *bars) Plot(c draw.Canvas, plt *plot.Plot) {
	trX, trY := plt.Transforms(&c)
	for i, y := range b.ys {
		if !(y > 0) {
			continue
		}
		x0, x1 := trX(float64(i)*b.step-0.35*b.step), trX(float64(i)*b.step+0.35*b.step)
		if x1-x0 < vg.Points(0.5) { // many supersteps: a line each
			x0, x1 = (x0+x1)/2-vg.Points(0.25), (x0+x1)/2+vg.Points(0.25)
		}
		y0, y1 := trY(0), trY(y)
		pts := c.ClipPolygonXY([]vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
		if len(pts) == 0 {
			continue
		}
		var p vg.Path
		p.Move(pts[0])
		for _, q := range pts[1:] {
			p.Line(q)
		}
		p.Close()
		col := b.color
		if b.above[i] {
			col = aboveColor
		}
		c.SetColor(col)
		c.Fill(p)
	}
}

// Thumbnail implements plot.Thumbnailer.
func (b *bars) Thumbnail(c *draw.Canvas) {
	r := c.Rectangle
	var p vg.Path
	p.Move(vg.Point{X: r.Min.X + r.Size().X*0.25, Y: r.Min.Y})
	p.Line(vg.Point{X: r.Max.X - r.Size().X*0.25, Y: r.Min.Y})
	p.Line(vg.Point{X: r.Max.X - r.Size().X*0.25, Y: r.Max.Y})
	p.Line(vg.Point{X: r.Min.X + r.Size().X*0.25, Y: r.Max.Y})
	p.Close()
	c.SetColor(b.color)
	c.Fill(p)
}

// maxBars bounds the bars of a panel.
const maxBars = 1000

// levels draws a short horizontal line per superstep at its bound.
type levels struct {
	ys   []float64
	step float64
}

var levelStyle = draw.LineStyle{Color: boundColor, Width: vg.Points(2)}

// Plot implements plot.Plotter.
func (l *levels) Plot(c draw.Canvas, plt *plot.Plot) {
	trX, trY := plt.Transforms(&c)
	for i, y := range l.ys {
		if math.IsNaN(y) {
			continue
		}
		Y := trY(y)
		if !c.ContainsY(Y) {
			continue
		}
		x := float64(i) * l.step
		c.StrokeLine2(levelStyle, trX(x-0.45*l.step), Y, trX(x+0.45*l.step), Y)
	}
}

// Thumbnail implements plot.Thumbnailer.
func (l *levels) Thumbnail(c *draw.Canvas) {
	y := c.Center().Y
	c.StrokeLine2(levelStyle, c.Min.X, y, c.Max.X, y)
}

// integerTicks labels a linear axis at integers, about ten of them.
type integerTicks struct{}

// Ticks implements plot.Ticker.
func (integerTicks) Ticks(min, max float64) []plot.Tick {
	span := max - min
	step := 1.0
	for _, m := range []float64{1, 2, 5} {
		step = m
		if span/step <= 10 {
			break
		}
	}
	for span/step > 10 {
		for _, m := range []float64{2, 2.5, 2} {
			step *= m
			if span/step <= 10 {
				break
			}
		}
	}
	var ticks []plot.Tick
	for v := math.Ceil(min/step) * step; v <= max+1e-9; v += step {
		v += 0 // -0 prints as "-0"
		if v == 0 {
			v = 0
		}
		ticks = append(ticks, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', -1, 64)})
	}
	return ticks
}

// panel is a plot of one quantity against the superstep.
func panel(title string, n int, top float64) *plot.Plot {
	pl := plot.New()
	pl.Title.Text = title
	pl.Title.TextStyle.Font = sans(12)
	for _, a := range []*plot.Axis{&pl.X, &pl.Y} {
		a.Label.TextStyle.Font = sans(11)
		a.Tick.Label.Font = sans(10)
	}
	pl.X.Label.Text = "superstep"
	pl.X.Tick.Marker = integerTicks{}
	pl.Y.Tick.Marker = integerTicks{}
	g := plotter.NewGrid()
	g.Vertical.Color = nil
	g.Horizontal.Color = color.Gray{Y: 225}
	pl.Add(g)
	pl.X.Min, pl.X.Max = -0.6, float64(n)-0.4
	pl.Y.Min, pl.Y.Max = 0, math.Max(1, top)*1.12
	return pl
}

// PlotSupersteps draws a measured run per superstep: the h of each
// against its analysed bound (above), and the work against its bound
// (below).
func PlotSupersteps(w io.Writer, d Supersteps, opt Options) error {
	n := len(d.H)
	if n == 0 {
		return errors.New("nothing to plot: no superstep was measured")
	}
	if len(d.W) != n || len(d.HBound) != n || d.WBound != nil && len(d.WBound) != n {
		return errors.New("supersteps of different lengths")
	}
	// Past maxBars supersteps, a bar per group of them: the largest of
	// each (a picture, not a table: the text and JSON have every one).
	group := (n + maxBars - 1) / maxBars
	m := (n + group - 1) / group
	hs, ws, bs, wbs := make([]float64, m), make([]float64, m), make([]float64, m), make([]float64, m)
	for g := range bs {
		bs[g], wbs[g] = math.NaN(), math.NaN()
	}
	top := 0.0
	above := map[int]bool{}       // by bar
	var aboveAt, missing []string // by superstep
	for i := range n {
		g := i / group
		h, b := float64(d.H[i]), d.HBound[i]
		hs[g], ws[g] = math.Max(hs[g], h), math.Max(ws[g], float64(d.W[i]))
		top = math.Max(top, h)
		if math.IsNaN(b) {
			missing = append(missing, strconv.Itoa(i))
			continue
		}
		if math.IsNaN(bs[g]) || b > bs[g] {
			bs[g] = b
		}
		top = math.Max(top, b)
		if h > b {
			above[g] = true
			aboveAt = append(aboveAt, strconv.Itoa(i))
		}
	}
	f := &figure{}
	f.pl = panel("h per superstep (words): measured and the analysed bound", n, top)
	hb := &bars{ys: hs, step: float64(group), color: measuredColor, above: above}
	lv := &levels{ys: bs, step: float64(group)}
	f.pl.Add(hb, lv)
	topW := 0.0
	for _, v := range ws {
		topW = math.Max(topW, v)
	}
	aboveW := map[int]bool{}
	var aboveWAt, missingW []string
	for i := range n {
		if d.WBound == nil {
			break
		}
		g, w, b := i/group, float64(d.W[i]), d.WBound[i]
		if math.IsNaN(b) {
			missingW = append(missingW, strconv.Itoa(i))
			continue
		}
		if math.IsNaN(wbs[g]) || b > wbs[g] {
			wbs[g] = b
		}
		topW = math.Max(topW, b)
		if w > b {
			aboveW[g] = true
			aboveWAt = append(aboveWAt, strconv.Itoa(i))
		}
	}
	title := "W per superstep (work): measured and the analysed bound"
	if d.WBound == nil {
		title = "W per superstep (work): measured"
	}
	f.lower = panel(title, n, topW)
	wb := &bars{ys: ws, step: float64(group), color: color.Gray{Y: 90}, above: aboveW}
	f.lower.Add(wb)
	f.legend = []legendItem{
		{"h measured", []plot.Thumbnailer{hb}},
		{"h bound", []plot.Thumbnailer{lv}},
		{"W measured", []plot.Thumbnailer{wb}},
	}
	if d.WBound != nil {
		wl := &levels{ys: wbs, step: float64(group)}
		f.lower.Add(wl)
		f.legend = append(f.legend, legendItem{"W bound", []plot.Thumbnailer{wl}})
	}
	if len(above) > 0 || len(aboveW) > 0 {
		f.legend = append(f.legend, legendItem{"above the bound", []plot.Thumbnailer{&bars{color: aboveColor}}})
	}
	if len(above) > 0 {
		f.notes = append(f.notes, "h above its bound at superstep "+joinList(aboveAt, 8))
	}
	if len(aboveW) > 0 {
		f.notes = append(f.notes, "W above its bound at superstep "+joinList(aboveWAt, 8))
	}
	if len(missing) > 0 {
		f.notes = append(f.notes, "no bound of h at superstep "+joinList(missing, 8))
	}
	if len(missingW) > 0 {
		f.notes = append(f.notes, "no bound of W at superstep "+joinList(missingW, 8))
	}
	if group > 1 {
		f.notes = append(f.notes, fmt.Sprintf("%d supersteps: a bar per %d of them, the largest value of each group", n, group))
	}
	f.title = d.Title
	return f.render(w, opt)
}
