package profile

import (
	"context"
	"fmt"
	"os/exec"
	"runtime"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// groupStatus is how a process group's leader ended.
type groupStatus struct {
	exitCode int // -1 when killed by a signal
	signal   syscall.Signal
	timedOut bool // ctx ended first: the group was killed
}

func (s groupStatus) ok() bool { return !s.timedOut && s.exitCode == 0 }

func (s groupStatus) String() string {
	switch {
	case s.timedOut:
		return "stopped at the time limit"
	case s.exitCode >= 0:
		return fmt.Sprintf("exit status %d", s.exitCode)
	}
	return fmt.Sprintf("killed by signal %d (%v)", int(s.signal), s.signal)
}

// waitDelay bounds how long Wait waits for the output of a process that
// has ended (a descendant that left the group could keep a pipe open).
const waitDelay = 2 * time.Second

// runGroup runs cmd as the leader of a new process group and waits for
// it. When ctx ends first, the whole group is killed (SIGKILL). When the
// leader ends, whatever is left of its group is killed too, before the
// leader is reaped (so that its group id cannot have been reused), so no
// process outlives runGroup. The leader also dies with the thread that
// started it (Pdeathsig), should bspcost itself be killed.
func runGroup(ctx context.Context, cmd *exec.Cmd) (groupStatus, error) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	cmd.WaitDelay = waitDelay
	// Pdeathsig is tied to the thread that forks: keep this goroutine on
	// it until the child is reaped.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := cmd.Start(); err != nil {
		return groupStatus{}, err
	}
	pid := cmd.Process.Pid
	exited := make(chan error, 1)
	go func() {
		// Wait for the leader's end without reaping it (WNOWAIT): its
		// zombie keeps the group id ours while the group is killed.
		var info unix.Siginfo
		var err error
		for {
			err = unix.Waitid(unix.P_PID, pid, &info, unix.WEXITED|unix.WNOWAIT, nil)
			if err != unix.EINTR {
				break
			}
		}
		exited <- err
	}()
	var st groupStatus
	select {
	case <-exited:
	case <-ctx.Done():
		st.timedOut = true
		_ = syscall.Kill(-pid, syscall.SIGKILL)
		<-exited
	}
	_ = syscall.Kill(-pid, syscall.SIGKILL) // what is left of the group
	werr := cmd.Wait()
	ps := cmd.ProcessState
	if ps == nil {
		return st, werr
	}
	ws, _ := ps.Sys().(syscall.WaitStatus)
	switch {
	case ws.Signaled():
		st.exitCode, st.signal = -1, ws.Signal()
	default:
		st.exitCode = ws.ExitStatus()
	}
	return st, nil
}
