package profile

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
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

// groupDrain bounds the wait for a killed group's processes to die.
const groupDrain = 5 * time.Second

// groupRunning reports whether a process of group pgid is alive (not a
// zombie), from /proc.
func groupRunning(pgid int) bool {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return false
	}
	for _, e := range ents {
		if e.Name()[0] < '0' || e.Name()[0] > '9' {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		if state, pg, ok := statFields(string(b)); ok && pg == pgid && state != 'Z' && state != 'X' {
			return true
		}
	}
	return false
}

// statFields reads the state and the process group of /proc/PID/stat:
// "pid (comm) state ppid pgrp ...", comm possibly holding spaces and
// parentheses (hence the last ')').
func statFields(s string) (state byte, pgrp int, ok bool) {
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, 0, false
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 3 {
		return 0, 0, false
	}
	pg, err := strconv.Atoi(f[2])
	if err != nil || len(f[0]) != 1 {
		return 0, 0, false
	}
	return f[0][0], pg, true
}

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
	// SIGKILL is delivered asynchronously: wait until no process of the
	// group is running any more (its dead ones are zombies until their
	// parent, the leader's zombie here, is reaped), so that none outlives
	// runGroup. Bounded: a process that would not die (stuck in the
	// kernel) is left after groupDrain.
	for deadline := time.Now().Add(groupDrain); groupRunning(pid) && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
		_ = syscall.Kill(-pid, syscall.SIGKILL)
	}
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
