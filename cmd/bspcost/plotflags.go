package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"golang.org/x/term"

	"bspcost/internal/input"
	"bspcost/internal/predict"
)

// plotFlags are the plot options of predict, compare and profile: one
// plot file, its format from its name (--plot) or from the flag (--svg,
// --png, --pdf; "-" for standard output), its size and, for predict and
// compare, the view.
type plotFlags struct {
	plot, size, view string
	byFormat         map[predict.Format]*string
	withView         bool

	// Set by resolve: the file ("" none, "-" standard output) and how to
	// draw it.
	path string
	opt  predict.Options
}

// register adds --plot, --svg, --png, --pdf, --size and, withView,
// --view to fs.
func (f *plotFlags) register(fs *flag.FlagSet, withView bool) {
	f.withView = withView
	fs.StringVar(&f.plot, "plot", "", "draw the plot into `FILE`, its format from its name: .svg, .png or .pdf")
	f.byFormat = map[predict.Format]*string{}
	for _, fm := range predict.Formats {
		f.byFormat[fm] = fs.String(string(fm), "", fmt.Sprintf("draw the plot into this %s `FILE` (- for standard output)", strings.ToUpper(string(fm))))
	}
	fs.StringVar(&f.size, "size", fmt.Sprintf("%dx%d", predict.DefaultWidth, predict.DefaultHeight), "the plot's size `WxH` in pixels (SVG and PDF: at 96 per inch)")
	if withView {
		fs.StringVar(&f.view, "view", string(predict.ViewTime), "what the plot shows against p: `time`, speedup or efficiency")
	}
}

// resolve checks the plot flags of fs and fills path and opt. It returns
// an error naming the flag; the command exits 2 with it.
func (f *plotFlags) resolve(fs *flag.FlagSet, stdout io.Writer) error {
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	var given []string
	if set["plot"] {
		given = append(given, "--plot")
	}
	for _, fm := range predict.Formats {
		if set[string(fm)] {
			given = append(given, "--"+string(fm))
		}
	}
	if len(given) > 1 {
		return fmt.Errorf("%s exclude each other: one plot per run", strings.Join(given, " and "))
	}
	switch {
	case set["plot"]:
		switch fm, ok := predict.FormatOf(f.plot); {
		case f.plot == "-":
			return fmt.Errorf("--plot -: the format comes from the file name; for standard output give --svg -, --png - or --pdf -")
		case f.plot == "":
			return fmt.Errorf("--plot: no file name")
		case !ok:
			return fmt.Errorf("--plot %s: the format comes from the file name, which must end in .svg, .png or .pdf (or give --svg, --png or --pdf FILE)", input.Name(f.plot))
		default:
			f.path, f.opt.Format = f.plot, fm
		}
	default:
		for _, fm := range predict.Formats {
			if !set[string(fm)] {
				continue
			}
			name := *f.byFormat[fm]
			if name == "" {
				return fmt.Errorf("--%s: no file name (- for standard output)", fm)
			}
			if other, ok := predict.FormatOf(name); ok && other != fm {
				article := "a"
				if other == predict.SVG {
					article = "an"
				}
				return fmt.Errorf("--%s %s: the name ends in .%s, not .%s: use --plot %s for %s %s plot, or a name ending in .%s",
					fm, input.Name(name), other, fm, input.Name(name), article, strings.ToUpper(string(other)), fm)
			}
			f.path, f.opt.Format = name, fm
		}
	}
	if f.path == "" {
		for _, n := range []string{"size", "view"} {
			if set[n] {
				return fmt.Errorf("--%s says how to draw the plot: give --plot FILE too", n)
			}
		}
		return nil
	}
	w, h, err := parseSize(f.size)
	if err != nil {
		return fmt.Errorf("--size: %v", err)
	}
	f.opt.Width, f.opt.Height = w, h
	if f.withView {
		if f.opt.View, err = predict.ParseView(f.view); err != nil {
			return fmt.Errorf("--view: %v", err)
		}
	}
	if f.path == "-" && f.opt.Format != predict.SVG && isTerminal(stdout) {
		return fmt.Errorf("--%s -: standard output is a terminal; redirect it to a file, or give a file name", f.opt.Format)
	}
	return nil
}

// toStdout reports whether the plot goes to standard output (then the
// command's text goes to standard error).
func (f *plotFlags) toStdout() bool { return f.path == "-" }

// write draws the plot (draw renders it in opt) and writes it to its file
// or to stdout; nothing is written when drawing fails. It prints what is
// wrong and returns the exit code.
func (f *plotFlags) write(cmd string, stdout, stderr io.Writer, draw func(io.Writer, predict.Options) error) int {
	if f.path == "" {
		return exitOK
	}
	var buf bytes.Buffer
	err := draw(&buf, f.opt)
	if err == nil {
		if f.path == "-" {
			_, err = stdout.Write(buf.Bytes())
		} else {
			err = os.WriteFile(f.path, buf.Bytes(), 0o666)
		}
	}
	if err != nil {
		where := input.Name(f.path)
		if f.path == "-" {
			where = "the plot"
		}
		fmt.Fprintf(stderr, "bspcost %s: %s: %v\n", cmd, where, err)
		return exitBadInput
	}
	return exitOK
}

// parseSize reads "WxH" in pixels.
func parseSize(s string) (int, int, error) {
	a, b, ok := strings.Cut(strings.ToLower(s), "x")
	w, errw := strconv.Atoi(a)
	h, errh := strconv.Atoi(b)
	if !ok || errw != nil || errh != nil {
		return 0, 0, fmt.Errorf("%q is not a size WxH in pixels (such as %dx%d)", s, predict.DefaultWidth, predict.DefaultHeight)
	}
	if w < predict.MinWidth || h < predict.MinHeight || w > predict.MaxWidth || h > predict.MaxHeight {
		return 0, 0, fmt.Errorf("%dx%d is outside %dx%d..%dx%d pixels", w, h, predict.MinWidth, predict.MinHeight, predict.MaxWidth, predict.MaxHeight)
	}
	return w, h, nil
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
