/* SPDX-License-Identifier: ISC */
/*
 * AVR strnlen: eight bytes a counter step (4.5 cycles a byte), the last
 * maxlen % 8 by the bits of the count; nothing at or past s + maxlen is
 * read.
 */
#include "arch.h"

#if STRL__ARCH
/* size_t strl_strnlen(const char *s, size_t maxlen) */
	strl_api strl_strnlen
	movw	r30, r24		/* Z: s */
#ifndef STRL_SMALL
	subi	r22, 8
	sbci	r23, 0
	brcs	.Ltail
1:	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	subi	r22, 8
	sbci	r23, 0
	brcc	1b
.Ltail:					/* maxlen % 8 left: r22's low bits */
	sbrs	r22, 2
	rjmp	2f
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
2:	sbrs	r22, 1
	rjmp	3f
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
3:	sbrs	r22, 0
	rjmp	.Lmax
	strl_avr_scan Z, .Lfound
#else
1:	subi	r22, 1
	sbci	r23, 0
	brcs	.Lmax
	ld	r0, Z+
	tst	r0
	brne	1b
	rjmp	.Lfound
#endif
.Lmax:					/* no NUL below maxlen: maxlen */
	sub	r30, r24
	sbc	r31, r25
	movw	r24, r30
	ret
.Lfound:				/* Z one past the NUL */
	sec
	sbc	r30, r24
	sbc	r31, r25
	movw	r24, r30
	ret
	.size	strl_strnlen, . - strl_strnlen
#endif
