package polyhedra

import (
	"bufio"
	"os"
	"testing"
	"time"
)

func TestZZTimeLex(t *testing.T) {
	f, err := os.Open("/tmp/pip15/sets.txt")
	if err != nil {
		t.Skip()
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	n := 0
	for sc.Scan() {
		n++
		s, err := Parse(sc.Text())
		if err != nil || s.space.IsMap {
			continue
		}
		for _, mx := range []bool{false, true} {
			st := time.Now()
			_, err := s.lexOptSet(mx)
			d := time.Since(st)
			if d > 30*time.Millisecond {
				st := time.Now()
				w := &workBudget{left: lexWorkLimit}
				u, ok, uerr := s.pipLexOptUnion(mx, w)
				np := -1
				if u != nil {
					np = len(u.parts)
				}
				t.Logf("%d max=%v parts=%d %v %v | union: %v ok=%v %v parts=%d", n, mx, len(s.parts), d, err, time.Since(st), ok, uerr, np)
			}
		}
	}
}
