//go:build !amd64 || purego

package optimal

// hasAVX2 reports whether the kernel's loops run in assembly: here they
// never do.
func hasAVX2() bool { return false }

func meanAVX2(r *rows, add *int32, n int)                     { panic("optimal: no AVX2") }
func bestAVX2(r *rows, offs *int32, n, subs int)              { panic("optimal: no AVX2") }
func startAVX2(r *rows, first *float64, from, to int, e *row) { panic("optimal: no AVX2") }
func raiseAVX2(r *rows, vecs *row, step int, pts *float64, list *int32, keys int) {
	panic("optimal: no AVX2")
}
func fillAVX2(r *rows, v *row, from, to int)                   { panic("optimal: no AVX2") }
func bestArgAVX2(r *rows, arg *args, offs *int32, n, subs int) { panic("optimal: no AVX2") }
func pushAVX2(r *rows, add *int32, n int)                      { panic("optimal: no AVX2") }
func axpyAVX2(y, x *float64, a float64, n int)                 { panic("optimal: no AVX2") }
func raisePickAVX2(r *rows, pick *picks, vecs *row, step int, pts *float64, codes *int64, list *int32, keys int) {
	panic("optimal: no AVX2")
}
func rollsAVX2(r *rows, plan *int32, z *row)        { panic("optimal: no AVX2") }
func addAVX2(dst *row, v *row, pts *float64, n int) { panic("optimal: no AVX2") }
