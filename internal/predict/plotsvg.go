package predict

import (
	"bytes"
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"
)

// svgCanvas writes SVG elements; the viewer renders the text.
type svgCanvas struct {
	b bytes.Buffer
}

func newSVGCanvas() *svgCanvas {
	c := &svgCanvas{}
	fmt.Fprintf(&c.b, `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="Liberation Sans, Arial, Helvetica, sans-serif">
<rect width="100%%" height="100%%" fill="#ffffff"/>
`, figW, figH, figW, figH)
	return c
}

// num prints a coordinate with two decimals at most.
func num(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }

// xmlText escapes the characters that XML character data cannot hold.
var xmlText = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;")

func hexColor(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

func (c *svgCanvas) polyline(xs, ys []float64, col color.RGBA, width float64, dash []float64) {
	if len(xs) == 0 {
		return
	}
	pts := make([]string, len(xs))
	for i := range xs {
		pts[i] = num(xs[i]) + "," + num(ys[i])
	}
	fmt.Fprintf(&c.b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="%s" stroke-linejoin="round"`,
		strings.Join(pts, " "), hexColor(col), num(width))
	if len(dash) > 0 {
		ds := make([]string, len(dash))
		for i, d := range dash {
			ds[i] = num(d)
		}
		fmt.Fprintf(&c.b, ` stroke-dasharray="%s"`, strings.Join(ds, ","))
	}
	c.b.WriteString("/>\n")
}

func (c *svgCanvas) dot(x, y, r float64, col color.RGBA) {
	fmt.Fprintf(&c.b, `<circle cx="%s" cy="%s" r="%s" fill="%s"/>`+"\n", num(x), num(y), num(r), hexColor(col))
}

func (c *svgCanvas) text(x, y float64, s string, size float64, a anchor, vertical bool) {
	fmt.Fprintf(&c.b, `<text x="%s" y="%s" font-size="%s" text-anchor="%s"`, num(x), num(y), num(size),
		[...]string{"start", "middle", "end"}[a])
	if vertical {
		fmt.Fprintf(&c.b, ` transform="rotate(-90 %s %s)"`, num(x), num(y))
	}
	c.b.WriteString(">")
	xmlText.WriteString(&c.b, s)
	c.b.WriteString("</text>\n")
}

func (c *svgCanvas) encode(w io.Writer) error {
	c.b.WriteString("</svg>\n")
	_, err := w.Write(c.b.Bytes())
	return err
}
