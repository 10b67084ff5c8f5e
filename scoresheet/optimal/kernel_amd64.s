//go:build amd64 && !purego

#include "textflag.h"

// The kernel's loops (see batch.go), eight lanes of float64 a row: a row
// is two YMM registers. Offsets are of rows, in bytes, from r. Each loop
// does what its Go twin does, in the same order, so the values are the
// same to the bit. X15 and R14 are left alone (Go's internal ABI keeps
// zero and the goroutine in them), and no instruction in them is SSE's
// without VEX: one such between AVX ones costs, on some processors, more
// than the loop (bestArgAVX2 took ten times as long with one).

// func meanAVX2(r *rows, add *int32, n int)
// For i = n-1 down to 0: row i = (the six rows add[6i:6i+6], added in
// that order) × 1/6.
TEXT ·meanAVX2(SB), NOSPLIT, $0-24
	MOVQ r+0(FP), DI
	MOVQ add+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ $0x3FC5555555555555, AX // 1/6
	VMOVQ AX, X14
	VBROADCASTSD X14, Y14
	DECQ CX
	JL   meandone

meanloop:
	LEAQ (CX)(CX*2), AX
	LEAQ (SI)(AX*8), R8 // add + 24i
	MOVL 0(R8), AX
	MOVL 4(R8), BX
	MOVL 8(R8), DX
	MOVL 12(R8), R9
	MOVL 16(R8), R10
	MOVL 20(R8), R11
	VMOVUPD 0(DI)(AX*1), Y0
	VMOVUPD 32(DI)(AX*1), Y1
	VADDPD 0(DI)(BX*1), Y0, Y0
	VADDPD 32(DI)(BX*1), Y1, Y1
	VADDPD 0(DI)(DX*1), Y0, Y0
	VADDPD 32(DI)(DX*1), Y1, Y1
	VADDPD 0(DI)(R9*1), Y0, Y0
	VADDPD 32(DI)(R9*1), Y1, Y1
	VADDPD 0(DI)(R10*1), Y0, Y0
	VADDPD 32(DI)(R10*1), Y1, Y1
	VADDPD 0(DI)(R11*1), Y0, Y0
	VADDPD 32(DI)(R11*1), Y1, Y1
	VMULPD Y14, Y0, Y0
	VMULPD Y14, Y1, Y1
	MOVQ CX, AX
	SHLQ $6, AX
	VMOVUPD Y0, 0(DI)(AX*1)
	VMOVUPD Y1, 32(DI)(AX*1)
	DECQ CX
	JGE  meanloop
	VZEROUPPER

meandone:
	RET

// func bestAVX2(r *rows, offs *int32, n, subs int)
// For each of n keeps: its row = the greatest, lane by lane, of it and
// the subs rows after its offset. A loop for each number of subs, 1 to 5,
// written out: a loop over them costs more than the maxima.
#define SUB(k) \
	MOVL (4*k)(SI), BX \
	VMAXPD 0(DI)(BX*1), Y0, Y0 \
	VMAXPD 32(DI)(BX*1), Y1, Y1

#define KEEP \
	MOVL 0(SI), AX \
	VMOVUPD 0(DI)(AX*1), Y0 \
	VMOVUPD 32(DI)(AX*1), Y1

#define STORE(k) \
	VMOVUPD Y0, 0(DI)(AX*1) \
	VMOVUPD Y1, 32(DI)(AX*1) \
	ADDQ $(4*(k+1)), SI \
	DECQ CX

TEXT ·bestAVX2(SB), NOSPLIT, $0-32
	MOVQ r+0(FP), DI
	MOVQ offs+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ subs+24(FP), DX
	TESTQ CX, CX
	JLE  bestdone
	CMPQ DX, $1
	JEQ  best1
	CMPQ DX, $2
	JEQ  best2
	CMPQ DX, $3
	JEQ  best3
	CMPQ DX, $4
	JEQ  best4
	CMPQ DX, $5
	JEQ  best5

bestkeep:
	MOVL 0(SI), AX
	ADDQ $4, SI
	VMOVUPD 0(DI)(AX*1), Y0
	VMOVUPD 32(DI)(AX*1), Y1
	MOVQ DX, R8

bestsub:
	MOVL 0(SI), BX
	ADDQ $4, SI
	VMAXPD 0(DI)(BX*1), Y0, Y0
	VMAXPD 32(DI)(BX*1), Y1, Y1
	DECQ R8
	JNZ  bestsub
	VMOVUPD Y0, 0(DI)(AX*1)
	VMOVUPD Y1, 32(DI)(AX*1)
	DECQ CX
	JNZ  bestkeep
	JMP  bestend

best1:
	KEEP
	SUB(1)
	STORE(1)
	JNZ  best1
	JMP  bestend

best2:
	KEEP
	SUB(1)
	SUB(2)
	STORE(2)
	JNZ  best2
	JMP  bestend

best3:
	KEEP
	SUB(1)
	SUB(2)
	SUB(3)
	STORE(3)
	JNZ  best3
	JMP  bestend

best4:
	KEEP
	SUB(1)
	SUB(2)
	SUB(3)
	SUB(4)
	STORE(4)
	JNZ  best4
	JMP  bestend

best5:
	KEEP
	SUB(1)
	SUB(2)
	SUB(3)
	SUB(4)
	SUB(5)
	STORE(5)
	JNZ  best5

bestend:
	VZEROUPPER

bestdone:
	RET

// func startAVX2(r *rows, first *float64, from, to int, e *row)
// e = the sum over from ≤ i < to, in order, of first[i] × row i.
TEXT ·startAVX2(SB), NOSPLIT, $0-40
	MOVQ r+0(FP), DI
	MOVQ first+8(FP), SI
	MOVQ from+16(FP), CX
	MOVQ to+24(FP), DX
	MOVQ e+32(FP), R8
	VXORPD Y0, Y0, Y0
	VXORPD Y1, Y1, Y1
	CMPQ CX, DX
	JGE  startstore

startloop:
	VBROADCASTSD (SI)(CX*8), Y2
	MOVQ CX, AX
	SHLQ $6, AX
	VMULPD 0(DI)(AX*1), Y2, Y3
	VMULPD 32(DI)(AX*1), Y2, Y4
	VADDPD Y3, Y0, Y0
	VADDPD Y4, Y1, Y1
	INCQ CX
	CMPQ CX, DX
	JLT  startloop

startstore:
	VMOVUPD Y0, 0(R8)
	VMOVUPD Y1, 32(R8)
	VZEROUPPER
	RET

// func raiseAVX2(r *rows, vecs *row, step int, pts *float64, list *int32, keys int)
// For each of keys k: v = the row at vecs + k×step, plus pts[k]; then the
// next count of list, and as many row offsets: each of those rows = the
// greatest, lane by lane, of it and v.
TEXT ·raiseAVX2(SB), NOSPLIT, $0-48
	MOVQ r+0(FP), DI
	MOVQ vecs+8(FP), R8
	MOVQ step+16(FP), R9
	MOVQ pts+24(FP), R10
	MOVQ list+32(FP), SI
	MOVQ keys+40(FP), CX
	TESTQ CX, CX
	JLE  raisedone

raisekey:
	VBROADCASTSD (R10), Y2
	VADDPD 0(R8), Y2, Y0
	VADDPD 32(R8), Y2, Y1
	ADDQ $8, R10
	ADDQ R9, R8
	MOVL 0(SI), DX
	ADDQ $4, SI
	TESTQ DX, DX
	JZ   raisenext

raiseroll:
	MOVL 0(SI), AX
	ADDQ $4, SI
	VMAXPD 0(DI)(AX*1), Y0, Y3
	VMAXPD 32(DI)(AX*1), Y1, Y4
	VMOVUPD Y3, 0(DI)(AX*1)
	VMOVUPD Y4, 32(DI)(AX*1)
	DECQ DX
	JNZ  raiseroll

raisenext:
	DECQ CX
	JNZ  raisekey
	VZEROUPPER

raisedone:
	RET

// func fillAVX2(r *rows, v *row, from, to int)
// Rows from ≤ i < to = v.
TEXT ·fillAVX2(SB), NOSPLIT, $0-32
	MOVQ r+0(FP), DI
	MOVQ v+8(FP), SI
	MOVQ from+16(FP), CX
	MOVQ to+24(FP), DX
	VMOVUPD 0(SI), Y0
	VMOVUPD 32(SI), Y1
	CMPQ CX, DX
	JGE  filldone
	MOVQ CX, AX
	SHLQ $6, AX
	ADDQ AX, DI

fillloop:
	VMOVUPD Y0, 0(DI)
	VMOVUPD Y1, 32(DI)
	ADDQ $64, DI
	INCQ CX
	CMPQ CX, DX
	JLT  fillloop

filldone:
	VZEROUPPER
	RET

// func bestArgAVX2(r *rows, arg *args, offs *int32, n, subs int)
// bestAVX2, and each keep's row of arg (at the same offsets as r) = the
// arg row of the last of its subs whose value was greater than its own
// and those of the subs before, or its own index where none was.
TEXT ·bestArgAVX2(SB), NOSPLIT, $0-40
	MOVQ r+0(FP), DI
	MOVQ arg+8(FP), R9
	MOVQ offs+16(FP), SI
	MOVQ n+24(FP), CX
	MOVQ subs+32(FP), DX
	TESTQ CX, CX
	JLE  bestargdone

bestargkeep:
	MOVL 0(SI), AX
	ADDQ $4, SI
	VMOVUPD 0(DI)(AX*1), Y0
	VMOVUPD 32(DI)(AX*1), Y1
	MOVQ AX, BX
	SHRQ $6, BX
	VMOVQ BX, X2
	VPBROADCASTQ X2, Y2
	VMOVDQU Y2, Y3
	MOVQ DX, R8

bestargsub:
	MOVL 0(SI), BX
	ADDQ $4, SI
	VMOVUPD 0(DI)(BX*1), Y4
	VMOVUPD 32(DI)(BX*1), Y5
	VCMPPD $0x1e, Y0, Y4, Y6 // Y6 = Y4 > Y0
	VCMPPD $0x1e, Y1, Y5, Y7
	VBLENDVPD Y6, 0(R9)(BX*1), Y2, Y2
	VBLENDVPD Y7, 32(R9)(BX*1), Y3, Y3
	VMAXPD Y4, Y0, Y0
	VMAXPD Y5, Y1, Y1
	DECQ R8
	JNZ  bestargsub
	VMOVUPD Y0, 0(DI)(AX*1)
	VMOVUPD Y1, 32(DI)(AX*1)
	VMOVDQU Y2, 0(R9)(AX*1)
	VMOVDQU Y3, 32(R9)(AX*1)
	DECQ CX
	JNZ  bestargkeep
	VZEROUPPER

bestargdone:
	RET

// func pushAVX2(r *rows, add *int32, n int)
// For i = 0 to n-1: p = row i / 6; each of the six rows add[6i:6i+6], in
// that order, += p.
TEXT ·pushAVX2(SB), NOSPLIT, $0-24
	MOVQ r+0(FP), DI
	MOVQ add+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ $0x4018000000000000, AX // 6
	VMOVQ AX, X14
	VBROADCASTSD X14, Y14
	TESTQ CX, CX
	JLE  pushdone
	MOVQ DI, R8 // row i

pushloop:
	VMOVUPD 0(R8), Y0
	VMOVUPD 32(R8), Y1
	VDIVPD Y14, Y0, Y0
	VDIVPD Y14, Y1, Y1
	MOVL 0(SI), AX
	VADDPD 0(DI)(AX*1), Y0, Y2
	VADDPD 32(DI)(AX*1), Y1, Y3
	VMOVUPD Y2, 0(DI)(AX*1)
	VMOVUPD Y3, 32(DI)(AX*1)
	MOVL 4(SI), AX
	VADDPD 0(DI)(AX*1), Y0, Y2
	VADDPD 32(DI)(AX*1), Y1, Y3
	VMOVUPD Y2, 0(DI)(AX*1)
	VMOVUPD Y3, 32(DI)(AX*1)
	MOVL 8(SI), AX
	VADDPD 0(DI)(AX*1), Y0, Y2
	VADDPD 32(DI)(AX*1), Y1, Y3
	VMOVUPD Y2, 0(DI)(AX*1)
	VMOVUPD Y3, 32(DI)(AX*1)
	MOVL 12(SI), AX
	VADDPD 0(DI)(AX*1), Y0, Y2
	VADDPD 32(DI)(AX*1), Y1, Y3
	VMOVUPD Y2, 0(DI)(AX*1)
	VMOVUPD Y3, 32(DI)(AX*1)
	MOVL 16(SI), AX
	VADDPD 0(DI)(AX*1), Y0, Y2
	VADDPD 32(DI)(AX*1), Y1, Y3
	VMOVUPD Y2, 0(DI)(AX*1)
	VMOVUPD Y3, 32(DI)(AX*1)
	MOVL 20(SI), AX
	VADDPD 0(DI)(AX*1), Y0, Y2
	VADDPD 32(DI)(AX*1), Y1, Y3
	VMOVUPD Y2, 0(DI)(AX*1)
	VMOVUPD Y3, 32(DI)(AX*1)
	ADDQ $24, SI
	ADDQ $64, R8
	DECQ CX
	JNZ  pushloop
	VZEROUPPER

pushdone:
	RET

// func axpyAVX2(y, x *float64, a float64, n int)
// For i = 0 to n-1: y[i] += a × x[i], rounded after the product and
// after the sum.
TEXT ·axpyAVX2(SB), NOSPLIT, $0-32
	MOVQ y+0(FP), DI
	MOVQ x+8(FP), SI
	VBROADCASTSD a+16(FP), Y2
	MOVQ n+24(FP), CX
	MOVQ CX, DX
	SHRQ $2, CX
	JZ   axpytail

axpyloop:
	VMULPD 0(SI), Y2, Y0
	VADDPD 0(DI), Y0, Y0
	VMOVUPD Y0, 0(DI)
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  axpyloop

axpytail:
	ANDQ $3, DX
	JZ   axpydone

axpyone:
	VMULSD 0(SI), X2, X0
	VADDSD 0(DI), X0, X0
	VMOVSD X0, 0(DI)
	ADDQ $8, SI
	ADDQ $8, DI
	DECQ DX
	JNZ  axpyone

axpydone:
	VZEROUPPER
	RET

// func raisePickAVX2(r *rows, pick *picks, vecs *row, step int, pts *float64, codes *int64, list *int32, keys int)
// raiseAVX2, and for each row raised its pick row (at the same offset
// from pick): for each k, c = codes[k]; in each lane where v > the row,
// or v = the row and c < the pick, the row = v and the pick = c.
TEXT ·raisePickAVX2(SB), NOSPLIT, $0-64
	MOVQ r+0(FP), DI
	MOVQ pick+8(FP), R11
	MOVQ vecs+16(FP), R8
	MOVQ step+24(FP), R9
	MOVQ pts+32(FP), R10
	MOVQ codes+40(FP), R12
	MOVQ list+48(FP), SI
	MOVQ keys+56(FP), CX
	TESTQ CX, CX
	JLE  raisepickdone

raisepickkey:
	VBROADCASTSD (R10), Y2
	VADDPD 0(R8), Y2, Y0
	VADDPD 32(R8), Y2, Y1
	VPBROADCASTQ (R12), Y2
	ADDQ $8, R10
	ADDQ $8, R12
	ADDQ R9, R8
	MOVL 0(SI), DX
	ADDQ $4, SI
	TESTQ DX, DX
	JZ   raisepicknext

raisepickroll:
	MOVL 0(SI), AX
	ADDQ $4, SI
	VMOVUPD 0(DI)(AX*1), Y3
	VMOVUPD 32(DI)(AX*1), Y4
	VMOVDQU 0(R11)(AX*1), Y5
	VMOVDQU 32(R11)(AX*1), Y6
	VCMPPD $0x1e, Y3, Y0, Y7  // Y7 = v > row
	VCMPPD $0x1e, Y4, Y1, Y8
	VCMPPD $0x00, Y3, Y0, Y9  // Y9 = v = row
	VCMPPD $0x00, Y4, Y1, Y10
	VPCMPGTQ Y2, Y5, Y11      // Y11 = pick > c
	VPCMPGTQ Y2, Y6, Y12
	VPAND Y11, Y9, Y9
	VPAND Y12, Y10, Y10
	VPOR Y9, Y7, Y7
	VPOR Y10, Y8, Y8
	VBLENDVPD Y7, Y0, Y3, Y3
	VBLENDVPD Y8, Y1, Y4, Y4
	VBLENDVPD Y7, Y2, Y5, Y5
	VBLENDVPD Y8, Y2, Y6, Y6
	VMOVUPD Y3, 0(DI)(AX*1)
	VMOVUPD Y4, 32(DI)(AX*1)
	VMOVDQU Y5, 0(R11)(AX*1)
	VMOVDQU Y6, 32(R11)(AX*1)
	DECQ DX
	JNZ  raisepickroll

raisepicknext:
	DECQ CX
	JNZ  raisepickkey
	VZEROUPPER

raisepickdone:
	RET

// func rollsAVX2(r *rows, plan *int32, z *row)
// Groups of n, count, and count times: an offset, then n offsets; the
// row at the first offset = the greatest, lane by lane, of z and the n
// rows. A count of 0 ends. A group of n ≤ 16 runs a loop written out for
// its n (no loop over the offsets to mispredict), the maxima in two
// pairs of registers taken together at the end.
#define RMAX0(k) \
	MOVL (4*k)(SI), R8 \
	VMAXPD 0(DI)(R8*1), Y0, Y0 \
	VMAXPD 32(DI)(R8*1), Y1, Y1

#define RMAX1(k) \
	MOVL (4*k)(SI), R8 \
	VMAXPD 0(DI)(R8*1), Y2, Y2 \
	VMAXPD 32(DI)(R8*1), Y3, Y3

#define RBEGIN \
	MOVL 0(SI), AX \
	VMOVUPD Y12, Y0 \
	VMOVUPD Y13, Y1 \
	VMOVUPD Y12, Y2 \
	VMOVUPD Y13, Y3

#define REND(n) \
	VMAXPD Y2, Y0, Y0 \
	VMAXPD Y3, Y1, Y1 \
	VMOVUPD Y0, 0(DI)(AX*1) \
	VMOVUPD Y1, 32(DI)(AX*1) \
	ADDQ $(4*(n+1)), SI \
	DECQ CX

TEXT ·rollsAVX2(SB), NOSPLIT, $0-24
	MOVQ r+0(FP), DI
	MOVQ plan+8(FP), SI
	MOVQ z+16(FP), R9
	VMOVUPD 0(R9), Y12
	VMOVUPD 32(R9), Y13

rollsgroup:
	MOVL 0(SI), DX
	MOVL 4(SI), CX
	ADDQ $8, SI
	TESTQ CX, CX
	JZ   rollsdone
	CMPQ DX, $0
	JEQ  rolls0
	CMPQ DX, $1
	JEQ  rolls1
	CMPQ DX, $2
	JEQ  rolls2
	CMPQ DX, $3
	JEQ  rolls3
	CMPQ DX, $4
	JEQ  rolls4
	CMPQ DX, $5
	JEQ  rolls5
	CMPQ DX, $6
	JEQ  rolls6
	CMPQ DX, $7
	JEQ  rolls7
	CMPQ DX, $8
	JEQ  rolls8
	CMPQ DX, $9
	JEQ  rolls9
	CMPQ DX, $10
	JEQ  rolls10
	CMPQ DX, $11
	JEQ  rolls11
	CMPQ DX, $12
	JEQ  rolls12
	CMPQ DX, $13
	JEQ  rolls13
	CMPQ DX, $14
	JEQ  rolls14
	CMPQ DX, $15
	JEQ  rolls15
	CMPQ DX, $16
	JEQ  rolls16

rollsroll: // any n
	MOVL 0(SI), AX
	ADDQ $4, SI
	VMOVUPD Y12, Y0
	VMOVUPD Y13, Y1
	MOVQ DX, BX

rollsmax:
	MOVL 0(SI), R8
	ADDQ $4, SI
	VMAXPD 0(DI)(R8*1), Y0, Y0
	VMAXPD 32(DI)(R8*1), Y1, Y1
	DECQ BX
	JNZ  rollsmax
	VMOVUPD Y0, 0(DI)(AX*1)
	VMOVUPD Y1, 32(DI)(AX*1)
	DECQ CX
	JNZ  rollsroll
	JMP  rollsgroup

rolls0:
	RBEGIN
	REND(0)
	JNZ  rolls0
	JMP  rollsgroup

rolls1:
	RBEGIN
	RMAX0(1)
	REND(1)
	JNZ  rolls1
	JMP  rollsgroup

rolls2:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	REND(2)
	JNZ  rolls2
	JMP  rollsgroup

rolls3:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	REND(3)
	JNZ  rolls3
	JMP  rollsgroup

rolls4:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	REND(4)
	JNZ  rolls4
	JMP  rollsgroup

rolls5:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	REND(5)
	JNZ  rolls5
	JMP  rollsgroup

rolls6:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	REND(6)
	JNZ  rolls6
	JMP  rollsgroup

rolls7:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	RMAX0(7)
	REND(7)
	JNZ  rolls7
	JMP  rollsgroup

rolls8:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	RMAX0(7)
	RMAX1(8)
	REND(8)
	JNZ  rolls8
	JMP  rollsgroup

rolls9:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	RMAX0(7)
	RMAX1(8)
	RMAX0(9)
	REND(9)
	JNZ  rolls9
	JMP  rollsgroup

rolls10:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	RMAX0(7)
	RMAX1(8)
	RMAX0(9)
	RMAX1(10)
	REND(10)
	JNZ  rolls10
	JMP  rollsgroup

rolls11:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	RMAX0(7)
	RMAX1(8)
	RMAX0(9)
	RMAX1(10)
	RMAX0(11)
	REND(11)
	JNZ  rolls11
	JMP  rollsgroup

rolls12:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	RMAX0(7)
	RMAX1(8)
	RMAX0(9)
	RMAX1(10)
	RMAX0(11)
	RMAX1(12)
	REND(12)
	JNZ  rolls12
	JMP  rollsgroup

rolls13:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	RMAX0(7)
	RMAX1(8)
	RMAX0(9)
	RMAX1(10)
	RMAX0(11)
	RMAX1(12)
	RMAX0(13)
	REND(13)
	JNZ  rolls13
	JMP  rollsgroup

rolls14:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	RMAX0(7)
	RMAX1(8)
	RMAX0(9)
	RMAX1(10)
	RMAX0(11)
	RMAX1(12)
	RMAX0(13)
	RMAX1(14)
	REND(14)
	JNZ  rolls14
	JMP  rollsgroup

rolls15:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	RMAX0(7)
	RMAX1(8)
	RMAX0(9)
	RMAX1(10)
	RMAX0(11)
	RMAX1(12)
	RMAX0(13)
	RMAX1(14)
	RMAX0(15)
	REND(15)
	JNZ  rolls15
	JMP  rollsgroup

rolls16:
	RBEGIN
	RMAX0(1)
	RMAX1(2)
	RMAX0(3)
	RMAX1(4)
	RMAX0(5)
	RMAX1(6)
	RMAX0(7)
	RMAX1(8)
	RMAX0(9)
	RMAX1(10)
	RMAX0(11)
	RMAX1(12)
	RMAX0(13)
	RMAX1(14)
	RMAX0(15)
	RMAX1(16)
	REND(16)
	JNZ  rolls16
	JMP  rollsgroup

rollsdone:
	VZEROUPPER
	RET

// func addAVX2(dst *row, v *row, pts *float64, n int)
// For k = 0 to n-1: row k of dst = v + pts[k].
TEXT ·addAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ v+8(FP), SI
	MOVQ pts+16(FP), R8
	MOVQ n+24(FP), CX
	VMOVUPD 0(SI), Y0
	VMOVUPD 32(SI), Y1
	TESTQ CX, CX
	JLE  adddone

addloop:
	VBROADCASTSD (R8), Y2
	VADDPD Y0, Y2, Y3
	VADDPD Y1, Y2, Y4
	VMOVUPD Y3, 0(DI)
	VMOVUPD Y4, 32(DI)
	ADDQ $8, R8
	ADDQ $64, DI
	DECQ CX
	JNZ  addloop

adddone:
	VZEROUPPER
	RET
