/* SPDX-License-Identifier: ISC */
/*
 * Xtensa strl__copy (internal.h has the contract), under strlcpy,
 * strscpy, stpecpy and strncpy.
 *
 * Bytes until dst is 4-byte aligned.  Then, while four bytes of room
 * remain, words: where src is aligned too, two a step, each tested for
 * a zero byte by four BNONEs and stored (15 instructions for 8 bytes);
 * where it is not, each source word is loaded aligned, tested whole, and
 * joined by SRC with the one before it into the word stored (SAR set
 * once by SSA8L from src's offset; the two words trade places each
 * step, so no move), the first word's own bytes tested one by one.  A
 * word that holds a zero byte ends the words, and bytes finish: they
 * copy up to the NUL (reading those bytes again), or to dst[n], which
 * gets the NUL, where src[n] is read once and decides between fit and
 * truncation.  Every load is aligned and of a word holding a byte the
 * call may read (src's bytes up to its NUL or src[n]); every store is of
 * bytes already found NUL-free, then the NUL.
 */
#include "arch.h"

#if STRL__ARCH
/* size_t strl__copy(char *dst, const char *src, size_t size), size >= 1 */
	strl_func strl__copy
	addi	a4, a4, -1
	add	a9, a2, a4		/* dend = dst + n: the NUL's place */
	mov	a10, a2			/* d */
	mov	a11, a3			/* s */
	bbci	a10, 0, 1f		/* to a word boundary of dst: */
	beq	a10, a9, .Lend		/* a byte to an even d, */
	l8ui	a8, a11, 0
	s8i	a8, a10, 0
	beqz	a8, .Lnul
	addi	a10, a10, 1
	addi	a11, a11, 1
1:	bbci	a10, 1, .Ldst_aligned
	sub	a8, a9, a10		/* and two by a halfword store */
	bltui	a8, 2, .Lbytes
	l8ui	a8, a11, 0
	beqz	a8, .Lbytes		/* (the bytes copy a NUL there) */
	l8ui	a3, a11, 1
	slli	a3, a3, 8
	or	a8, a8, a3
	s16i	a8, a10, 0
	addi	a10, a10, 2
	addi	a11, a11, 2
	bnez	a3, .Ldst_aligned
	addi	a10, a10, -1		/* the NUL went to d + 1 */
	j	.Lnul
.Ldst_aligned:
	sub	a8, a9, a10
	bltui	a8, 4, .Lbytes
	strl_xt_masks a4, a5, a6, a7
	extui	a8, a11, 0, 2
	bnez	a8, .Lmisaligned
	sub	a8, a9, a10
	bltui	a8, 8, .Lone
	addi	a8, a9, -8		/* the last d a step may start at */
2:	l32i	a3, a11, 0
	strl_xt_zero a3, a4, a5, a6, a7, .Lbytes
	s32i	a3, a10, 0
	l32i	a3, a11, 4
	strl_xt_zero a3, a4, a5, a6, a7, .Lnext
	s32i	a3, a10, 4
	addi	a10, a10, 8
	addi	a11, a11, 8
	bgeu	a8, a10, 2b
.Lone:					/* 4-7 bytes of room: one word more */
	sub	a8, a9, a10
	bltui	a8, 4, .Lbytes
	l32i	a3, a11, 0
	strl_xt_zero a3, a4, a5, a6, a7, .Lbytes
	s32i	a3, a10, 0
.Lnext:
	addi	a10, a10, 4
	addi	a11, a11, 4
	j	.Lbytes

/*
 * src at offset k (1-3) in its word, dst aligned, four bytes of room or
 * more.  a11: src's word; SAR: 8k; x and y (a3 and a2) the source word
 * whose bytes k..3 are next to go, and the word after it; dst in a9, and
 * the last d a step may start at in a8, in place of dend (a8 + 8).
 */
.Lmisaligned:
	mov	a3, a11			/* src's bytes to its word's end, */
4:	l8ui	a8, a3, 0		/* one by one */
	beqz	a8, .Lbytes
	addi	a3, a3, 1
	extui	a8, a3, 0, 2
	bnez	a8, 4b
	extui	a8, a11, 0, 2
	ssa8l	a11
	sub	a11, a11, a8		/* src's word */
	l32i	a3, a11, 0		/* x */
	addi	a8, a9, -8
	mov	a9, a2
	sub	a2, a8, a10
	bltz	a2, .Lm_one
5:	l32i	a2, a11, 4		/* y */
	strl_xt_zero a2, a4, a5, a6, a7, .Lm_exit
	src	a3, a2, a3		/* x's bytes k..3, y's 0..k-1 */
	s32i	a3, a10, 0
	l32i	a3, a11, 8		/* the next y, in x's register */
	strl_xt_zero a3, a4, a5, a6, a7, .Lm_exit4
	src	a2, a3, a2
	s32i	a2, a10, 4
	addi	a10, a10, 8
	addi	a11, a11, 8
	bgeu	a8, a10, 5b
.Lm_one:				/* 4-7 bytes of room: one word more */
	addi	a2, a8, 4
	bltu	a2, a10, .Lm_exit
	l32i	a2, a11, 4
	strl_xt_zero a2, a4, a5, a6, a7, .Lm_exit
	src	a3, a2, a3
	s32i	a3, a10, 0
.Lm_exit4:				/* a word stored past x */
	addi	a10, a10, 4
	addi	a11, a11, 4
.Lm_exit:				/* back to src's byte: its word + k */
	rsr	a2, sar
	srli	a2, a2, 3
	add	a11, a11, a2
	mov	a2, a9
	addi	a9, a8, 8
.Lbytes:				/* dst[0 .. d) copied, NUL-free */
	beq	a10, a9, .Lend
6:	l8ui	a8, a11, 0
	s8i	a8, a10, 0
	beqz	a8, .Lnul
	addi	a10, a10, 1
	addi	a11, a11, 1
	bne	a10, a9, 6b
	j	.Lend
.Lnul:					/* the NUL copied to d */
	sub	a2, a10, a2
	ret
.Lend:					/* n bytes copied, no NUL among them */
	l8ui	a8, a11, 0		/* src[n] decides, read once */
	bnez	a8, 3f
	s8i	a8, a10, 0		/* it is the NUL: n */
	sub	a2, a10, a2
	ret
3:	movi	a8, 0			/* src did not fit: size */
	s8i	a8, a10, 0
	sub	a2, a10, a2
	addi	a2, a2, 1
	ret

	.size	strl__copy, . - strl__copy
#endif
