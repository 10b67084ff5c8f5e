//go:build amd64 && !purego

#include "textflag.h"

// The risk tables' loops for θ < 0 (see risk.go): bestAVX2 and raiseAVX2
// of kernel_amd64.s with the least in place of the greatest, as their Go
// twins worstGo and lowerGo do.

// func worstAVX2(r *rows, offs *int32, n, subs int)
// For each of n keeps: its row = the least, lane by lane, of it and the
// subs rows after its offset.
TEXT ·worstAVX2(SB), NOSPLIT, $0-32
	MOVQ r+0(FP), DI
	MOVQ offs+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ subs+24(FP), DX
	TESTQ CX, CX
	JLE  worstdone

worstkeep:
	MOVL 0(SI), AX
	ADDQ $4, SI
	VMOVUPD 0(DI)(AX*1), Y0
	VMOVUPD 32(DI)(AX*1), Y1
	MOVQ DX, R8

worstsub:
	MOVL 0(SI), BX
	ADDQ $4, SI
	VMINPD 0(DI)(BX*1), Y0, Y0
	VMINPD 32(DI)(BX*1), Y1, Y1
	DECQ R8
	JNZ  worstsub
	VMOVUPD Y0, 0(DI)(AX*1)
	VMOVUPD Y1, 32(DI)(AX*1)
	DECQ CX
	JNZ  worstkeep
	VZEROUPPER

worstdone:
	RET

// func lowerAVX2(r *rows, vecs *row, list *int32, keys int)
// For each of keys k: v = the row at vecs + k rows; then the next count
// of list, and as many row offsets: each of those rows = the least, lane
// by lane, of it and v.
TEXT ·lowerAVX2(SB), NOSPLIT, $0-32
	MOVQ r+0(FP), DI
	MOVQ vecs+8(FP), R8
	MOVQ list+16(FP), SI
	MOVQ keys+24(FP), CX
	TESTQ CX, CX
	JLE  lowerdone

lowerkey:
	VMOVUPD 0(R8), Y0
	VMOVUPD 32(R8), Y1
	ADDQ $64, R8
	MOVL 0(SI), DX
	ADDQ $4, SI
	TESTQ DX, DX
	JZ   lowernext

lowerroll:
	MOVL 0(SI), AX
	ADDQ $4, SI
	VMINPD 0(DI)(AX*1), Y0, Y3
	VMINPD 32(DI)(AX*1), Y1, Y4
	VMOVUPD Y3, 0(DI)(AX*1)
	VMOVUPD Y4, 32(DI)(AX*1)
	DECQ DX
	JNZ  lowerroll

lowernext:
	DECQ CX
	JNZ  lowerkey
	VZEROUPPER

lowerdone:
	RET
