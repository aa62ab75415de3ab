package polyhedra

import "testing"

// TestIsEmptyWithin checks that the bounded emptiness test agrees with
// IsEmpty when it answers, and answers "unknown" rather than guessing
// when its budget is too small.
func TestIsEmptyWithin(t *testing.T) {
	tests := []struct {
		src   string
		empty bool
	}{
		{"{ [x] : 0 <= x < 10 }", false},
		{"{ [x] : 2x = 1 }", true},
		{"{ [x, y] : 3 <= 11x - 13y <= 5 and 0 <= x <= 10 and 0 <= y <= 10 and 27 <= 7x + 9y <= 45 }", true},
		{"[n] -> { [i, j] : 0 <= i < n and 2j = i + 1 and j mod 3 = 2 }", false},
	}
	for _, tc := range tests {
		s := MustParse(tc.src)
		if got := s.IsEmpty(); got != tc.empty {
			t.Fatalf("%s: IsEmpty = %v, want %v", tc.src, got, tc.empty)
		}
		if e, known := s.IsEmptyWithin(1 << 30); !known || e != tc.empty {
			t.Errorf("%s: IsEmptyWithin(large) = %v, %v; want %v, true", tc.src, e, known, tc.empty)
		}
		if e, known := s.IsEmptyWithin(1); known && e != tc.empty {
			t.Errorf("%s: IsEmptyWithin(1) = %v, known; want %v or unknown", tc.src, e, tc.empty)
		} else if !known && e {
			t.Errorf("%s: IsEmptyWithin(1) claims empty while unknown", tc.src)
		}
	}
}
