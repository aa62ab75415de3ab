package main

import "testing"

// TestCostText: a measured cost is written as check writes a bound (zero
// terms left out, "0" for no cost at all), so that run, profile and check
// can be read side by side.
func TestCostText(t *testing.T) {
	tests := []struct {
		w, h, s int64
		want    string
	}{
		{16, 4, 2, "16·r + 4·g + 2·l"},
		{0, 6, 4, "6·g + 4·l"},
		{3, 0, 1, "3·r + 1·l"},
		{0, 0, 0, "0"},
		{-1, 0, 0, "-1·r"},
	}
	for _, tt := range tests {
		if got := costText(tt.w, tt.h, tt.s); got != tt.want {
			t.Errorf("costText(%d, %d, %d) = %q, want %q", tt.w, tt.h, tt.s, got, tt.want)
		}
	}
}
