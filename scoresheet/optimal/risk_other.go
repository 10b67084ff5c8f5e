//go:build !amd64 || purego

package optimal

func worstAVX2(r *rows, offs *int32, n, subs int)         { panic("optimal: no AVX2") }
func lowerAVX2(r *rows, vecs *row, list *int32, keys int) { panic("optimal: no AVX2") }
