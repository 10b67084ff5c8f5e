//go:build amd64 && !purego

package optimal

import "golang.org/x/sys/cpu"

// hasAVX2 reports whether the processor and the system run AVX2: the
// kernel's loops in assembly.
func hasAVX2() bool { return cpu.X86.HasAVX2 }

// The kernel's loops in assembly (kernel_amd64.s), each as the Go one of
// the same name ending in Go, or as the Go in kernel.mean, best, start and
// raise.

//go:noescape
func meanAVX2(r *rows, add *int32, n int)

//go:noescape
func bestAVX2(r *rows, offs *int32, n, subs int)

//go:noescape
func startAVX2(r *rows, first *float64, from, to int, e *row)

//go:noescape
func raiseAVX2(r *rows, vecs *row, step int, pts *float64, list *int32, keys int)

//go:noescape
func fillAVX2(r *rows, v *row, from, to int)

//go:noescape
func bestArgAVX2(r *rows, arg *args, offs *int32, n, subs int)

//go:noescape
func pushAVX2(r *rows, add *int32, n int)

//go:noescape
func axpyAVX2(y, x *float64, a float64, n int)

//go:noescape
func raisePickAVX2(r *rows, pick *picks, vecs *row, step int, pts *float64, codes *int64, list *int32, keys int)

//go:noescape
func rollsAVX2(r *rows, plan *int32, z *row)

//go:noescape
func addAVX2(dst *row, v *row, pts *float64, n int)
