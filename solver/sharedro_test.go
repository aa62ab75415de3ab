//go:build linux

package solver

import (
	"math/big"
	"syscall"
	"unsafe"
)

// The numbers of a Lin are never changed in place, and its small ones are
// the shared smallRats (RatInt): a change in place of one would corrupt
// every Lin. In this package's tests they live in read-only memory, so
// that such a change is a fault in the test that makes it, not a wrong
// number somewhere else.
func init() {
	const size = 1 << 16
	mem, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return // (the tests then run on the ordinary ones)
	}
	n := len(smallRats)
	rats := unsafe.Slice((*big.Rat)(unsafe.Pointer(&mem[0])), n)
	words := unsafe.Slice((*big.Word)(unsafe.Pointer(&mem[size/2])), n)
	for i := range rats {
		v := i - n/2
		words[i] = big.Word(max(v, -v))
		num := rats[i].Num() // (a reference: set in place)
		num.SetBits(words[i : i+1 : i+1])
		if v < 0 {
			num.Neg(num)
		}
	}
	if syscall.Mprotect(mem, syscall.PROT_READ) != nil {
		return
	}
	for i := range rats {
		smallRats[i] = &rats[i]
	}
}
