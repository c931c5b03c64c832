/* SPDX-License-Identifier: ISC */
/*
 * AVR strl__copy (internal.h has the contract), under strscpy, stpecpy
 * and strncpy: strlcpy.S's copy, without the measuring.
 */
#include "arch.h"

#if STRL__ARCH
	.section .text.strl__copy, "ax", @progbits
/* size_t strl__copy(char *dst, const char *src, size_t size), size >= 1 */
	strl_func strl__copy
	movw	r26, r24		/* X: dst */
	movw	r30, r22		/* Z: src */
	subi	r20, 1			/* n = size - 1: bytes to copy at most */
	sbci	r21, 0
#ifndef STRL_SMALL
	breq	.Lend
	subi	r20, 4
	sbci	r21, 0
	brcs	.Ltail
1:	strl_avr_copy .Lfound
	strl_avr_copy .Lfound
	strl_avr_copy .Lfound
	strl_avr_copy .Lfound
	subi	r20, 4
	sbci	r21, 0
	brcc	1b
.Ltail:					/* n % 4 bytes left: r20's low bits */
	sbrs	r20, 1
	rjmp	2f
	strl_avr_copy .Lfound
	strl_avr_copy .Lfound
2:	sbrs	r20, 0
	rjmp	.Lend
	strl_avr_copy .Lfound
#else
1:	breq	.Lend
	strl_avr_copy .Lfound
	subi	r20, 1
	sbci	r21, 0
	rjmp	1b
#endif
.Lend:					/* n bytes, no NUL among them */
	st	X, r1
	movw	r24, r30
	sub	r24, r22
	sbc	r25, r23		/* n */
	ld	r0, Z			/* src[n] decides, read once */
	tst	r0
	breq	1f
	adiw	r24, 1			/* src did not fit: size */
1:	ret
.Lfound:				/* Z one past the NUL */
	sec
	sbc	r30, r22
	sbc	r31, r23
	movw	r24, r30
	ret
	.size	strl__copy, . - strl__copy
#endif
