package hrelation

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"testing"
	"time"

	"bspcost/frontend"
	"bspcost/frontend/gen"
)

func TestDebugGen(t *testing.T) {
	s := os.Getenv("GENSEED")
	if s == "" {
		t.Skip()
	}
	seed, _ := strconv.ParseInt(s, 10, 64)
	g := gen.Generate(seed, gen.Options{})
	fmt.Println(g.Source)
	prog, _ := frontend.Parse("g.bsp", []byte(g.Source))
	start := time.Now()
	go func() {
		time.Sleep(15 * time.Second)
		buf := make([]byte, 1<<20)
		n := runtime.Stack(buf, true)
		os.Stderr.Write(buf[:n])
		os.Exit(3)
	}()
	res, err := Analyze(prog, nil)
	fmt.Println("analysis", time.Since(start), err)
	if res != nil {
		res.Format(os.Stdout, true)
	}
}
