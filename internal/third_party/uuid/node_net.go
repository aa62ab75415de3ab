// Copyright 2017 Google Inc.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uuid

// getHardwareInterface finds no interface: this copy of
// github.com/google/uuid v1.6.0 does not import package net (bspcost's
// README, third_party/README.md), so NodeID and version 1 and 6 UUIDs use
// a random node ID, as upstream does where no interface has a hardware
// address (and always on js). Version 4 UUIDs, the only ones bspcost's
// dependencies make (modernc.org/libc's uuid_generate_random), do not use
// the node ID.
func getHardwareInterface(name string) (string, []byte) { return "", nil }
