/* SPDX-License-Identifier: ISC */
/*
 * Xtensa strnlen: bytes to a 4-byte boundary, then four aligned words a
 * step while 16 bytes remain below the bound, each tested by four BNONEs
 * (22 instructions for 16 bytes); then words, then bytes.  A word with a
 * zero byte is read again a byte at a time, which finds which.  Nothing
 * at or past s + maxlen is loaded.
 */
#include "arch.h"

#if STRL__ARCH
/* size_t strl_strnlen(const char *s, size_t maxlen): a2 = s, a3 = maxlen */
	strl_api strl_strnlen
	mov	a8, a2			/* p */
	add	a9, a2, a3		/* end = s + maxlen, */
	bgeu	a9, a2, 1f
	movi	a9, -1			/* or the top of memory past which it wraps */
1:	extui	a10, a8, 0, 2		/* to a word boundary */
	beqz	a10, .Laligned
	beq	a8, a9, .Lend
	l8ui	a10, a8, 0
	beqz	a10, .Lend
	addi	a8, a8, 1
	j	1b
.Laligned:
	strl_xt_masks a4, a5, a6, a7
	sub	a10, a9, a8
	bltui	a10, 16, .Lwords
	addi	a11, a9, -16		/* the last p a step may start at */
2:	l32i	a10, a8, 0
	strl_xt_zero a10, a4, a5, a6, a7, .Lbytes
	l32i	a10, a8, 4
	strl_xt_zero a10, a4, a5, a6, a7, .Lw1
	l32i	a10, a8, 8
	strl_xt_zero a10, a4, a5, a6, a7, .Lw2
	l32i	a10, a8, 12
	strl_xt_zero a10, a4, a5, a6, a7, .Lw3
	addi	a8, a8, 16
	bgeu	a11, a8, 2b
.Lwords:				/* fewer than 16 below the bound */
	sub	a10, a9, a8
	bltui	a10, 4, .Lbytes
	l32i	a10, a8, 0
	strl_xt_zero a10, a4, a5, a6, a7, .Lbytes
	addi	a8, a8, 4
	j	.Lwords
.Lw3:	addi	a8, a8, 4
.Lw2:	addi	a8, a8, 4
.Lw1:	addi	a8, a8, 4
.Lbytes:				/* the word at p holds the NUL, or the end */
	beq	a8, a9, .Lend
	l8ui	a10, a8, 0
	beqz	a10, .Lend
	addi	a8, a8, 1
	j	.Lbytes
.Lend:
	sub	a2, a8, a2
	ret
	.size	strl_strnlen, . - strl_strnlen
#endif
