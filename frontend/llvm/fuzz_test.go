package llvm

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// FuzzTranslateIR: on any IR text, TranslateFile neither panics nor
// returns a program that is not a valid .bsp program.
func FuzzTranslateIR(f *testing.F) {
	for _, dir := range []string{"../../benchmarks/c", "testdata/translate", "testdata/unaligned", "testdata/unsupported"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
		for _, file := range files {
			b, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file := filepath.Join(t.TempDir(), "f.ll")
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
		prog, err := TranslateFile(file, Options{})
		if err != nil {
			return
		}
		if _, err := frontend.Parse("out.bsp", []byte(frontend.Print(prog))); err != nil {
			t.Fatalf("translation does not print as a valid program: %v\n%s", err, frontend.Print(prog))
		}
	})
}

// A random control-flow graph over three int variables, built as IR,
// interpreted directly (the oracle), translated and simulated: the
// structuring must give the same final values, the same number of
// barriers, or refuse the program.

type genOp struct {
	dst, src int // v[dst] = v[src] + k (src < 0: v[dst] = k)
	k        int64
	sync     bool
}

type genBlock struct {
	ops    []genOp
	kind   int // 0 ret, 1 br, 2 condbr, 3 switch on v[cx]: 0 -> t, 1 -> f, else -> d
	d      int
	t, f   int
	cx, cy int // condition v[cx] < v[cy] (cy < 0: v[cx] < ck; cy == -2: pid < ck)
	ck     int64
}

type byteReader struct {
	b []byte
	i int
}

func (r *byteReader) next(n int) int {
	if r.i >= len(r.b) {
		return 0
	}
	v := int(r.b[r.i]) % n
	r.i++
	return v
}

const genVars = 3

func genCFG(data []byte) []genBlock {
	r := &byteReader{b: data}
	n := 2 + r.next(9)
	blocks := make([]genBlock, n)
	for i := range blocks {
		b := &blocks[i]
		for k := r.next(3); k > 0; k-- {
			op := genOp{dst: r.next(genVars), src: r.next(genVars+1) - 1, k: int64(r.next(5) - 1)}
			if r.next(6) == 0 {
				op = genOp{sync: true}
			}
			b.ops = append(b.ops, op)
		}
		if i == n-1 {
			b.kind = 0
			continue
		}
		b.kind = 1 + r.next(3)
		b.d = r.next(n)
		b.t = r.next(n)
		b.f = r.next(n)
		if r.next(3) > 0 { // forward edges are more common: more programs end
			b.f = i + 1 + r.next(n-i-1)
		}
		b.cx, b.cy, b.ck = r.next(genVars), r.next(genVars+2)-2, int64(r.next(6))
	}
	return blocks
}

// buildIR makes the module of a generated CFG: v0..v2 are allocas set to
// 0 in the entry block, which then jumps to block 0.
func buildIR(blocks []genBlock) *ir.Module {
	m := ir.NewModule()
	begin := m.NewFunc("bsp_begin", types.Void, ir.NewParam("", types.I32))
	sync := m.NewFunc("bsp_sync", types.Void)
	pid := m.NewFunc("bsp_pid", types.I32)
	f := m.NewFunc("spmd", types.Void)
	entry := f.NewBlock("entry")
	var vars []value.Value
	for i := 0; i < genVars; i++ {
		a := entry.NewAlloca(types.I32)
		a.SetName(fmt.Sprintf("v%d", i))
		vars = append(vars, a)
	}
	entry.NewCall(begin, constant.NewInt(types.I32, 1))
	for _, v := range vars {
		entry.NewStore(constant.NewInt(types.I32, 0), v)
	}
	bbs := make([]*ir.Block, len(blocks))
	for i := range blocks {
		bbs[i] = f.NewBlock(fmt.Sprintf("b%d", i))
	}
	entry.NewBr(bbs[0])
	for i, g := range blocks {
		b := bbs[i]
		for _, op := range g.ops {
			if op.sync {
				b.NewCall(sync)
				continue
			}
			var x value.Value = constant.NewInt(types.I32, op.k)
			if op.src >= 0 {
				x = b.NewAdd(b.NewLoad(types.I32, vars[op.src]), x)
			}
			b.NewStore(x, vars[op.dst])
		}
		switch g.kind {
		case 0:
			b.NewRet(nil)
		case 1:
			b.NewBr(bbs[g.t])
		case 2:
			var x value.Value = b.NewLoad(types.I32, vars[g.cx])
			var y value.Value
			switch {
			case g.cy >= 0:
				y = b.NewLoad(types.I32, vars[g.cy])
			case g.cy == -2:
				x = b.NewCall(pid)
				y = constant.NewInt(types.I32, g.ck)
			default:
				y = constant.NewInt(types.I32, g.ck)
			}
			b.NewCondBr(b.NewICmp(enum.IPredSLT, x, y), bbs[g.t], bbs[g.f])
		case 3:
			x := b.NewLoad(types.I32, vars[g.cx])
			b.NewSwitch(x, bbs[g.d], ir.NewCase(constant.NewInt(types.I32, 0), bbs[g.t]), ir.NewCase(constant.NewInt(types.I32, 1), bbs[g.f]))
		}
	}
	return m
}

var errFuel = errors.New("out of fuel")

// interpret runs the CFG on process pid; it returns the final values and
// the number of barriers passed.
func interpret(blocks []genBlock, pid int64, fuel int) ([]int64, int, error) {
	v, syncs, _, err := interpretCounting(blocks, pid, fuel, nil)
	return v, syncs, err
}

// interpretCounting also sums insts[b] over the executed blocks b.
func interpretCounting(blocks []genBlock, pid int64, fuel int, insts []int) ([]int64, int, int, error) {
	v := make([]int64, genVars)
	syncs, count := 0, 0
	b := 0
	for {
		if fuel--; fuel < 0 {
			return nil, 0, 0, errFuel
		}
		if insts != nil {
			count += insts[b]
		}
		g := blocks[b]
		for _, op := range g.ops {
			if op.sync {
				syncs++
				continue
			}
			x := op.k
			if op.src >= 0 {
				x += v[op.src]
			}
			v[op.dst] = x
		}
		switch g.kind {
		case 0:
			return v, syncs, count, nil
		case 1:
			b = g.t
		case 2:
			x, y := v[g.cx], g.ck
			switch {
			case g.cy >= 0:
				y = v[g.cy]
			case g.cy == -2:
				x = pid
			}
			if x < y {
				b = g.t
			} else {
				b = g.f
			}
		case 3:
			switch v[g.cx] {
			case 0:
				b = g.t
			case 1:
				b = g.f
			default:
				b = g.d
			}
		}
	}
}

func checkGenerated(t *testing.T, data []byte) (translated bool) {
	blocks := genCFG(data)
	text := buildIR(blocks).String()
	m, err := asm.ParseString("gen.ll", text)
	if err != nil {
		t.Fatalf("generated IR does not parse: %v\n%s", err, text)
	}
	prog, err := Translate("gen.c", m, Options{})
	if err != nil {
		var l frontend.ErrorList
		if !errors.As(err, &l) {
			t.Fatalf("error %v (%T), want a positioned ErrorList", err, err)
		}
		return false
	}
	want, wantSyncs, err := interpret(blocks, 0, 2000)
	if err != nil {
		return true // does not end: nothing to compare
	}
	res, err := sim.Run(prog, sim.Config{P: 1, Seed: 1, MaxSteps: 100000})
	if err != nil {
		t.Fatalf("simulating the translation: %v\nIR:\n%s\n.bsp:\n%s", err, text, frontend.Print(prog))
	}
	for i := 0; i < genVars; i++ {
		got, ok := res.Final[0][fmt.Sprintf("v%d", i)]
		if !ok {
			continue // substituted: never assigned after the entry
		}
		if got[0] != want[i] {
			t.Fatalf("v%d = %d after the translation, %d in the IR\nIR:\n%s\n.bsp:\n%s", i, got[0], want[i], text, frontend.Print(prog))
		}
	}
	if got := int(res.S) - 1; got != wantSyncs {
		t.Fatalf("%d barriers after the translation, %d in the IR\nIR:\n%s\n.bsp:\n%s", got, wantSyncs, text, frontend.Print(prog))
	}
	// --work=instructions: the work of the translation is at least the
	// number of instructions the IR executes (more only where && and ||
	// were folded: every folded test is charged).
	m2, _ := asm.ParseString("gen.ll", text)
	iprog, err := Translate("gen.c", m2, Options{Work: WorkInstructions})
	if err != nil {
		t.Fatalf("translates with flops but not with instructions: %v", err)
	}
	f := m2.Funcs[len(m2.Funcs)-1]
	insts := make([]int, len(blocks))
	for i := range blocks {
		insts[i] = len(f.Blocks[i+1].Insts) + 1
	}
	_, _, count, _ := interpretCounting(blocks, 0, 2000, insts)
	count += len(f.Blocks[0].Insts) + 1 // the entry block
	ires, err := sim.Run(iprog, sim.Config{P: 1, Seed: 1, MaxSteps: 100000})
	if err != nil {
		t.Fatalf("simulating: %v", err)
	}
	if ires.W < int64(count) {
		t.Fatalf("W = %d after the translation, %d instructions executed in the IR\nIR:\n%s\n.bsp:\n%s", ires.W, count, text, frontend.Print(iprog))
	}
	compared++
	if strings.Contains(frontend.Print(prog), "loop_exit") {
		multiExit++
	}
	if ires.W == int64(count) {
		exactWork++
	}
	return true
}

// exactWork counts the generated programs whose instruction count the
// translation gets exactly.
var exactWork, compared int

// multiExit counts the compared programs with a loop left to several
// places (the loop_exit dispatch).
var multiExit int

// FuzzStructure: the structuring of random CFGs against a direct
// interpretation of the CFG.
func FuzzStructure(f *testing.F) {
	for _, s := range []string{"", "\x05\x01\x02\x03\x00\x01\x02", "\x08\x02\x01\x01\x01\x02\x00\x03\x01\x02\x01\x00\x02\x01", "\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8\xf7\xf6\xf5"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkGenerated(t, data)
	})
}

// TestStructureRandom runs the structuring oracle on a fixed set of
// pseudo-random CFGs and reports how many were translated (the rest are
// refused as outside the subset: irreducible, or loops with two exits).
func TestStructureRandom(t *testing.T) {
	seed := uint64(12345)
	next := func() byte {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return byte(seed)
	}
	const runs = 3000
	ok := 0
	exactWork, compared, multiExit = 0, 0, 0
	for i := 0; i < runs; i++ {
		data := make([]byte, 80)
		for j := range data {
			data[j] = next()
		}
		if checkGenerated(t, data) {
			ok++
		}
		if t.Failed() {
			return
		}
	}
	t.Logf("%d of %d random CFGs translated, the rest refused; %d of them end (compared with the interpreter), with the instruction work exact on %d; %d have a loop left to several places", ok, runs, compared, exactWork, multiExit)
	if ok < runs/4 {
		t.Errorf("only %d of %d random CFGs translated", ok, runs)
	}
	if multiExit < compared/10 {
		t.Errorf("only %d of the %d compared programs have a loop left to several places", multiExit, compared)
	}
}
