/* SPDX-License-Identifier: ISC */
/*
 * AVR strlcat: dst's length within size, the first eight bytes one count
 * each (7 cycles a byte, where a counted loop takes 8), then eight a
 * count (4.5), the last size % 8 one a count; then arch.h's copy from
 * dst's end (strl_avr_lcpy), which adds that length to its answer.  No
 * NUL within size: no room, and only src is measured.  STRL_SMALL: one
 * byte a count, then strlcpy's copy (strl__avr_lcpy_from, strlcpy.S).
 */
#include "arch.h"

#if STRL__ARCH
/* size_t strl_strlcat(char *dst, const char *src, size_t size) */
	strl_api strl_strlcat
	movw	r26, r24		/* X: dst */
#ifndef STRL_SMALL
	movw	r30, r22		/* Z: src */
	.rept	8
	subi	r20, 1			/* r21:r20: the bytes of dst not read */
	sbci	r21, 0
	brcs	.Lnone
	strl_avr_scan X, .Lnul
	.endr
	rjmp	.Leights
.Lnone:					/* X: dst + size: src's length added */
	ld	r0, Z+
	tst	r0
	brne	.Lnone
	sub	r26, r24		/* size, */
	sbc	r27, r25
	sec				/* and src's length */
	sbc	r30, r22
	sbc	r31, r23
	add	r30, r26
	adc	r31, r27
	movw	r24, r30
	ret
.Lnul:					/* r21:r20: size - len - 1, the copy's n */
	sbiw	r26, 1			/* X: dst's NUL */
	cp	r20, r1
	cpc	r21, r1
.Lcopy:					/* SREG's Z flag: n is 0 */
	strl_avr_lcpy 1
.Leights:				/* eight a count: r21:r20 + 8 not read */
	subi	r20, 8
	sbci	r21, 0
	brcs	.Lrest
1:	strl_avr_scan X, 10f
	strl_avr_scan X, 11f
	strl_avr_scan X, 12f
	strl_avr_scan X, 13f
	strl_avr_scan X, 14f
	strl_avr_scan X, 15f
	strl_avr_scan X, 16f
	strl_avr_scan X, 17f
	subi	r20, 8
	sbci	r21, 0
	brcc	1b
.Lrest:					/* size % 8 left: r20's low bits */
	andi	r20, 7
	breq	3f
2:	strl_avr_scan X, 4f
	dec	r20
	brne	2b
3:	rjmp	.Lnone
4:	sbiw	r26, 1			/* X: dst's NUL */
	clr	r21			/* the rest not read is n */
	dec	r20
	rjmp	.Lcopy
/* The NUL as the group's byte j: 7 - j more of the group not read. */
10:	sbiw	r26, 1
	subi	r20, -7
	sbci	r21, -1
	rjmp	.Lcopy
11:	sbiw	r26, 1
	subi	r20, -6
	sbci	r21, -1
	rjmp	.Lcopy
12:	sbiw	r26, 1
	subi	r20, -5
	sbci	r21, -1
	rjmp	.Lcopy
13:	sbiw	r26, 1
	subi	r20, -4
	sbci	r21, -1
	rjmp	.Lcopy
14:	sbiw	r26, 1
	subi	r20, -3
	sbci	r21, -1
	rjmp	.Lcopy
15:	sbiw	r26, 1
	subi	r20, -2
	sbci	r21, -1
	rjmp	.Lcopy
16:	sbiw	r26, 1
	subi	r20, -1
	sbci	r21, -1
	rjmp	.Lcopy
17:	rjmp	.Lnul
#else
	movw	r18, r20		/* the bytes of dst left to look at */
1:	subi	r18, 1
	sbci	r19, 0
	brcs	.Lnone
	ld	r0, X+
	tst	r0
	brne	1b
	sbiw	r26, 1			/* X: dst's NUL */
.Lnone:					/* X: dst + len; len = size if none */
	movw	r18, r26
	sub	r18, r24
	sbc	r19, r25		/* len */
	sub	r20, r18
	sbc	r21, r19		/* room: size - len */
	movw	r30, r22		/* Z: src */
	sub	r22, r18
	sbc	r23, r19		/* the answer counts len too */
	STRL__AVR_XJMP strl__avr_lcpy_from
#endif
	.size	strl_strlcat, . - strl_strlcat
#endif
