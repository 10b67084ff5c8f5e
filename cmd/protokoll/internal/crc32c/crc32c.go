// Package crc32c is the one CRC-32C (Castagnoli) of protokoll's files:
// the game files' line checksums and fingerprints (store), the results
// index (history) and the solver's tables (tablecache).
//
// Nothing is built before a checksum is asked for. hash/crc32's
// Castagnoli table, at its first use, builds the tables of the
// processor's instruction path for long buffers (8 KiB, hashing 1.5 MB
// of zeros to do so: about 0.2 ms, which a package-level
// crc32.MakeTable cost every command at start, --version too). So there
// are two ways to the same checksum, chosen by how much a program
// hashes:
//   - Update (and Checksum) by a byte table built in microseconds on
//     first use: for a few short lines, as show reads one game;
//   - UpdateLong (and ChecksumLong) by the processor's instruction,
//     paying for its tables once: for many files, an index, a solver's
//     table.
//
// A test checks the two agree with hash/crc32, and another that nothing
// else in the module makes a Castagnoli table.
package crc32c

import (
	"hash/crc32"
	"sync"
)

// Checksum returns the CRC-32C of data, by the byte table.
func Checksum(data []byte) uint32 { return Update(0, data) }

// Update returns the CRC-32C of data going on from crc, the checksum of
// what came before it (as hash/crc32's Update goes on), by a byte table:
// slower per byte than UpdateLong, and nothing to build but 1 KiB.
func Update(crc uint32, data []byte) uint32 {
	t := byteTable()
	c := ^crc
	for _, b := range data {
		c = t[byte(c)^b] ^ c>>8
	}
	return ^c
}

// byteTable is Update's table, made at its first use.
var byteTable = sync.OnceValue(func() *[256]uint32 {
	var t [256]uint32
	for i := range t {
		c := uint32(i)
		for range 8 {
			if c&1 == 1 {
				c = c>>1 ^ 0x82f63b78 // the Castagnoli polynomial, reversed
			} else {
				c >>= 1
			}
		}
		t[i] = c
	}
	return &t
})

// ChecksumLong is Checksum by the processor's instruction (UpdateLong).
func ChecksumLong(data []byte) uint32 { return UpdateLong(0, data) }

// UpdateLong is Update by the processor's instruction, where it has one
// (hash/crc32's own choice): many times faster per byte, after building
// its tables at the process's first call. (crc32.MakeTable builds them
// once and hands back the same table after.)
func UpdateLong(crc uint32, data []byte) uint32 {
	return crc32.Update(crc, crc32.MakeTable(crc32.Castagnoli), data)
}
