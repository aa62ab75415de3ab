// Command runmed measures the whole-process time of a command: it runs the
// command n times and prints the median (and 10th/90th percentiles) of the
// wall time and of the CPU time (user+sys, from the child's rusage), with
// the load average before and after; for one command also the mean of its
// system part and the median of its minor page faults (in this virtual
// machine a page fault costs microseconds, and they are a large part of a
// short process). CPU time is the steadier figure on a
// shared machine: other processes lengthen the wall time, much less the CPU
// time. /usr/bin/time's 10 ms resolution is too coarse for processes of a
// few milliseconds; this driver measures in microseconds.
//
//	go run ./scripts/runmed [-n 41] [-warmup 3] -- CMD [ARG...]
//	go run ./scripts/runmed -args FILE [-n 1] [-v] -- CMD [ARG...] {} [ARG...]
//	go run ./scripts/runmed -vs OTHER[,OTHER...] [-n 41] -- CMD [ARG...]
//
// With -args, each non-empty line of FILE is substituted for every {} in
// the command's arguments, each such command is run n times, and the
// summary is over the per-line medians (median, 90th percentile, max, how
// many over 1 s) — the per-file figure of scripts/compare.sh. The command's
// output is discarded and its exit status ignored (a "no bound found" exits
// 3 and is still a measured run); a command that cannot start is an error.
// With -vs, the same arguments are also run with each OTHER executable in
// CMD's place, interleaved run by run (a before/after comparison under the
// same load), with one summary per executable. An OTHER may start with
// environment settings, space-separated ("GOMAXPROCS=1 ./bspcost"): they
// are added to that executable's environment only (the same binary run
// two ways, interleaved).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"time"
)

func main() {
	n := flag.Int("n", 41, "runs per command")
	warmup := flag.Int("warmup", 3, "unmeasured runs before the first command (page cache, CPU frequency)")
	argsFile := flag.String("args", "", "file with one argument per line, substituted for {} (per-file mode)")
	verbose := flag.Bool("v", false, "with -args, print every line's medians")
	label := flag.String("label", "", "label printed before the figures")
	vs := flag.String("vs", "", "comma-separated other executables to run in CMD's place, interleaved run by run with CMD (one summary each)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: runmed [-n N] [-warmup W] [-args FILE [-v] | -vs BIN,...] [-label L] -- CMD [ARG...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	cmd := flag.Args()
	if len(cmd) == 0 || *n < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if *vs != "" {
		if *argsFile != "" {
			fatal(fmt.Errorf("-vs and -args exclude each other"))
		}
		interleaved(cmd, strings.Split(*vs, ","), *n, *warmup, *label)
		return
	}
	items := []string{""}
	if *argsFile != "" {
		var err error
		if items, err = readLines(*argsFile); err != nil {
			fatal(err)
		}
		if len(items) == 0 {
			fatal(fmt.Errorf("%s: no lines", *argsFile))
		}
	}
	load0 := loadavg()
	for i := 0; i < *warmup; i++ {
		if _, err := run(subst(cmd, items[0])); err != nil {
			fatal(err)
		}
	}
	var walls, cpus []float64  // per item: the median of its n runs, in ms
	var syss, faults []float64 // the runs' system CPU (ms) and minor page faults (single command)
	for _, it := range items {
		var w, c []float64
		for i := 0; i < *n; i++ {
			r, err := run(subst(cmd, it))
			if err != nil {
				fatal(err)
			}
			w = append(w, ms(r.wall))
			c = append(c, ms(r.cpu))
			syss = append(syss, ms(r.sys))
			faults = append(faults, float64(r.minflt))
		}
		if *argsFile == "" {
			walls, cpus = w, c
			break
		}
		walls = append(walls, quantile(w, 0.5))
		cpus = append(cpus, quantile(c, 0.5))
		if *verbose {
			fmt.Printf("%s\twall %.2f ms\tcpu %.2f ms\n", it, walls[len(walls)-1], cpus[len(cpus)-1])
		}
	}
	if *label != "" {
		fmt.Printf("%s: ", *label)
	}
	if *argsFile == "" {
		fmt.Printf("%d runs: wall median %.2f ms (p10 %.2f, p90 %.2f); CPU user+sys median %.2f ms (p10 %.2f, p90 %.2f); sys mean %.2f ms; minor page faults median %.0f",
			*n, quantile(walls, 0.5), quantile(walls, 0.1), quantile(walls, 0.9),
			quantile(cpus, 0.5), quantile(cpus, 0.1), quantile(cpus, 0.9),
			mean(syss), quantile(faults, 0.5))
	} else {
		fmt.Printf("%d files x %d runs: per-file wall median %.2f ms (p90 %.2f, max %.2f, over 1 s: %d); CPU user+sys median %.2f ms (p90 %.2f, max %.2f)",
			len(items), *n, quantile(walls, 0.5), quantile(walls, 0.9), slices.Max(walls), over(walls, 1000),
			quantile(cpus, 0.5), quantile(cpus, 0.9), slices.Max(cpus))
	}
	fmt.Printf("; load average %s -> %s\n", load0, loadavg())
}

// interleaved runs cmd and the same arguments with each executable of
// others in argv[0]'s place, one run of each in turn (the order reversed
// every other round), so that all see the same load, and prints one
// summary per executable.
func interleaved(cmd, others []string, n, warmup int, label string) {
	bins := append([]string{cmd[0]}, others...)
	argv := func(b string) []string {
		f := strings.Fields(b)
		return append(f[:len(f):len(f)], cmd[1:]...)
	}
	load0 := loadavg()
	for i := 0; i < warmup; i++ {
		for _, b := range bins {
			if _, err := run(argv(b)); err != nil {
				fatal(err)
			}
		}
	}
	rs := make([][]usage, len(bins))
	for i := 0; i < n; i++ {
		for k := range bins {
			if i%2 == 1 {
				k = len(bins) - 1 - k
			}
			r, err := run(argv(bins[k]))
			if err != nil {
				fatal(err)
			}
			rs[k] = append(rs[k], r)
		}
	}
	load1 := loadavg()
	for k, b := range bins {
		var w, c, sys, f []float64
		for _, r := range rs[k] {
			w, c, sys, f = append(w, ms(r.wall)), append(c, ms(r.cpu)), append(sys, ms(r.sys)), append(f, float64(r.minflt))
		}
		if label != "" {
			fmt.Printf("%s: ", label)
		}
		fmt.Printf("%s: %d runs: wall median %.2f ms (p10 %.2f, p90 %.2f); CPU user+sys median %.2f ms (p10 %.2f, p90 %.2f); sys mean %.2f ms; minor page faults median %.0f; load average %s -> %s\n",
			b, n, quantile(w, 0.5), quantile(w, 0.1), quantile(w, 0.9),
			quantile(c, 0.5), quantile(c, 0.1), quantile(c, 0.9), mean(sys), quantile(f, 0.5), load0, load1)
	}
}

// usage is what one run cost: wall time, CPU time (user+sys of the
// child), its system part (the kernel's: page faults, system calls; about
// half of a short bspcost process in this virtual machine), and its minor
// page faults. The kernel splits a process's exact CPU time into user and
// system in the proportion of the timer ticks that found it in each, so
// for a process of a few ticks the split of one run is coarse: the
// summary gives the mean of the system part over the runs, not a median.
type usage struct {
	wall, cpu, sys time.Duration
	minflt         int64
}

// run runs the command once, its output discarded, and returns its usage.
func run(argv []string) (r usage, err error) {
	var env []string
	for len(argv) > 1 && strings.Contains(argv[0], "=") {
		env, argv = append(env, argv[0]), argv[1:]
	}
	c := exec.Command(argv[0], argv[1:]...)
	if env != nil {
		c.Env = append(os.Environ(), env...)
	}
	c.Stdin = nil
	c.Stdout = nil
	c.Stderr = nil
	t0 := time.Now()
	err = c.Run()
	r.wall = time.Since(t0)
	if c.ProcessState == nil {
		return usage{}, err // did not start
	}
	if _, ok := err.(*exec.ExitError); ok && c.ProcessState.Exited() {
		err = nil // a non-zero exit status is a measured run
	}
	if ru, ok := c.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.sys = time.Duration(syscall.TimevalToNsec(ru.Stime))
		r.cpu = time.Duration(syscall.TimevalToNsec(ru.Utime)) + r.sys
		r.minflt = ru.Minflt
	}
	return r, err
}

func subst(cmd []string, item string) []string {
	out := make([]string, len(cmd))
	for i, a := range cmd {
		out[i] = strings.ReplaceAll(a, "{}", item)
	}
	return out
}

func ms(d time.Duration) float64 { return float64(d) / 1e6 }

func mean(xs []float64) float64 {
	var s float64
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// quantile is the nearest-rank q-quantile of xs (q = 0.5: the median; the
// lower middle of an even count).
func quantile(xs []float64, q float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.5) - 1
	return s[max(0, min(i, len(s)-1))]
}

func over(xs []float64, limit float64) int {
	k := 0
	for _, x := range xs {
		if x > limit {
			k++
		}
	}
	return k
}

func readLines(name string) ([]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" {
			lines = append(lines, l)
		}
	}
	return lines, sc.Err()
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "runmed:", err)
	os.Exit(1)
}
