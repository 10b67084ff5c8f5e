//go:build amd64 && !purego

package optimal

// The risk tables' loops in assembly (risk_amd64.s), each as its Go twin
// worstGo and lowerGo.

//go:noescape
func worstAVX2(r *rows, offs *int32, n, subs int)

//go:noescape
func lowerAVX2(r *rows, vecs *row, list *int32, keys int)
