/* SPDX-License-Identifier: ISC */
/*
 * AVR strlcpy: the copy and the answer are arch.h's strl_avr_lcpy, which
 * strlcat.S ends in too.  STRL_SMALL: one byte a count, and the rest of
 * src measured a byte a jump; its copy is strlcat's too
 * (strl__avr_lcpy_from).
 */
#include "arch.h"

#if STRL__ARCH
#ifndef STRL_SMALL
	.section .text.strl_strlcpy, "ax", @progbits
.Lsize0:				/* before the entry: within reach */
	rjmp	.Lmeasure
#endif
/* size_t strl_strlcpy(char *dst, const char *src, size_t size) */
	strl_api strl_strlcpy
	movw	r26, r24		/* X: dst */
	movw	r30, r22		/* Z: src */
#ifndef STRL_SMALL
	subi	r20, 1			/* n = size - 1 */
	sbci	r21, 0
	brcs	.Lsize0			/* size 0: measure only */
	strl_avr_lcpy 0
#else
/*
 * strl__avr_lcpy_from - strlcpy from X and Z, with r21:r20 bytes of room;
 * the answer is where src's NUL is, less r23:r22 (src for strlcpy; for
 * strlcat, src less dst's length): Z's end, less one, less r23:r22.
 */
	strl_func strl__avr_lcpy_from
	subi	r20, 1			/* n = size - 1 */
	sbci	r21, 0
	brcs	.Lmeasure		/* size 0: measure only */
1:	breq	.Lend			/* n bytes copied (Z: the count's zero) */
	strl_avr_copy .Lfound
	subi	r20, 1
	sbci	r21, 0
	rjmp	1b
.Lend:
	st	X, r1
.Lmeasure:				/* from src[n]: read once */
	ld	r0, Z+
	tst	r0
	brne	.Lmeasure
.Lfound:				/* Z one past the NUL */
	sec
	sbc	r30, r22
	sbc	r31, r23
	movw	r24, r30
	ret
#endif
	.size	strl_strlcpy, . - strl_strlcpy
#endif
