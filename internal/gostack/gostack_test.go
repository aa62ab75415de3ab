package gostack

import (
	"bytes"
	"os"
	"os/exec"
	"runtime/debug"
	"testing"
)

// TestGrowReservesFrame runs Grow in a goroutine of a child process whose
// stacks may not pass 12 KiB: Grow's frame must make the stack grow past
// that (the child dies of a stack overflow). A Grow whose frame the
// compiler dropped, or one smaller than a new goroutine's stack, would
// let the child exit normally (mutation checked: padBytes 1 << 10).
func TestGrowReservesFrame(t *testing.T) {
	if os.Getenv("GOSTACK_CHILD") == "1" {
		debug.SetMaxStack(12 << 10)
		done := make(chan bool)
		go func() {
			Grow()
			done <- true
		}()
		<-done
		os.Exit(0)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestGrowReservesFrame$")
	cmd.Env = append(os.Environ(), "GOSTACK_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err == nil || !bytes.Contains(out, []byte("stack overflow")) {
		t.Fatalf("Grow under a 12 KiB stack limit: err %v, output:\n%s\nwant a stack overflow", err, out)
	}
}
