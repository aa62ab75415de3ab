package predict

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// pngCanvas rasterises with anti-aliasing (golang.org/x/image/vector)
// and writes text in the Go font (parsed here, when a PNG is drawn, not
// when the program starts).
type pngCanvas struct {
	img   *image.RGBA
	faces map[float64]font.Face
	font  *opentype.Font
}

func newPNGCanvas() (*pngCanvas, error) {
	f, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, err
	}
	img := image.NewRGBA(image.Rect(0, 0, figW, figH))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	return &pngCanvas{img: img, faces: map[float64]font.Face{}, font: f}, nil
}

// fill fills the path that add draws, in colour col.
func (c *pngCanvas) fill(col color.RGBA, add func(z *vector.Rasterizer)) {
	z := vector.NewRasterizer(figW, figH)
	add(z)
	z.Draw(c.img, c.img.Bounds(), image.NewUniform(col), image.Point{})
}

// segment adds the rectangle of a stroke of the given width from (ax, ay)
// to (bx, by).
func segment(z *vector.Rasterizer, ax, ay, bx, by, width float64) {
	dx, dy := bx-ax, by-ay
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*width/2, dx/l*width/2
	z.MoveTo(float32(ax+nx), float32(ay+ny))
	z.LineTo(float32(bx+nx), float32(by+ny))
	z.LineTo(float32(bx-nx), float32(by-ny))
	z.LineTo(float32(ax-nx), float32(ay-ny))
	z.ClosePath()
}

// circle adds a circle (a 16-gon).
func circle(z *vector.Rasterizer, x, y, r float64) {
	const n = 16
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i) / n
		px, py := float32(x+r*math.Cos(a)), float32(y+r*math.Sin(a))
		if i == 0 {
			z.MoveTo(px, py)
		} else {
			z.LineTo(px, py)
		}
	}
	z.ClosePath()
}

func (c *pngCanvas) polyline(xs, ys []float64, col color.RGBA, width float64, dash []float64) {
	if width <= 1 && len(dash) == 0 && (xs[0] == xs[len(xs)-1] || ys[0] == ys[len(ys)-1]) && len(xs) == 2 {
		// A hairline along an axis: a crisp one-pixel rectangle.
		x0, x1 := int(math.Round(math.Min(xs[0], xs[1]))), int(math.Round(math.Max(xs[0], xs[1])))
		y0, y1 := int(math.Round(math.Min(ys[0], ys[1]))), int(math.Round(math.Max(ys[0], ys[1])))
		draw.Draw(c.img, image.Rect(x0, y0, x1+1, y1+1), image.NewUniform(col), image.Point{}, draw.Over)
		return
	}
	c.fill(col, func(z *vector.Rasterizer) {
		// Walk the polyline, laying the dash pattern along its length.
		di, left, on := 0, math.Inf(1), true
		if len(dash) > 0 {
			left = dash[0]
		}
		for i := 1; i < len(xs); i++ {
			ax, ay, bx, by := xs[i-1], ys[i-1], xs[i], ys[i]
			l := math.Hypot(bx-ax, by-ay)
			for t := 0.0; t < l; {
				step := math.Min(left, l-t)
				if on {
					segment(z, ax+(bx-ax)*t/l, ay+(by-ay)*t/l, ax+(bx-ax)*(t+step)/l, ay+(by-ay)*(t+step)/l, width)
				}
				t += step
				left -= step
				if left <= 0 && len(dash) > 0 {
					di = (di + 1) % len(dash)
					left, on = dash[di], di%2 == 0
				}
			}
			if on && i+1 < len(xs) {
				circle(z, bx, by, width/2) // a round join
			}
		}
	})
}

func (c *pngCanvas) dot(x, y, r float64, col color.RGBA) {
	c.fill(col, func(z *vector.Rasterizer) { circle(z, x, y, r) })
}

func (c *pngCanvas) face(size float64) font.Face {
	if f, ok := c.faces[size]; ok {
		return f
	}
	f, err := opentype.NewFace(c.font, &opentype.FaceOptions{Size: size * 1.2, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		f = nil // not for this font and these options; text is then left out
	}
	c.faces[size] = f
	return f
}

func (c *pngCanvas) text(x, y float64, s string, size float64, a anchor, vertical bool) {
	face := c.face(size)
	if face == nil {
		return
	}
	adv := font.MeasureString(face, s).Ceil()
	shift := [...]int{0, adv / 2, adv}[a]
	m := face.Metrics()
	if !vertical {
		d := font.Drawer{Dst: c.img, Src: image.Black, Face: face,
			Dot: fixed.P(int(math.Round(x))-shift, int(math.Round(y)))}
		d.DrawString(s)
		return
	}
	// Draw horizontally on a transparent image, then turn it a quarter
	// counter-clockwise onto the figure.
	h := (m.Ascent + m.Descent).Ceil()
	tmp := image.NewRGBA(image.Rect(0, 0, adv, h))
	d := font.Drawer{Dst: tmp, Src: image.Black, Face: face, Dot: fixed.P(0, m.Ascent.Ceil())}
	d.DrawString(s)
	rot := image.NewRGBA(image.Rect(0, 0, h, adv))
	for i := 0; i < adv; i++ {
		for j := 0; j < h; j++ {
			rot.Set(j, adv-1-i, tmp.At(i, j))
		}
	}
	// (x, y) is the baseline's anchor: the rotated baseline is the
	// column at the ascent from the left.
	left := int(math.Round(x)) - m.Ascent.Ceil()
	top := int(math.Round(y)) - (adv - shift)
	draw.Draw(c.img, image.Rect(left, top, left+h, top+adv), rot, image.Point{}, draw.Over)
}

func (c *pngCanvas) encode(w io.Writer) error {
	return png.Encode(w, c.img)
}
