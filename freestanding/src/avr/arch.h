/* SPDX-License-Identifier: ISC */
/*
 * AVR, the 8-bit CPU of the Arduino Uno and Mega: strlcpy, strlcat,
 * strnlen and strl__copy in assembly, byte loops unrolled four or eight
 * to a counter step, for the cores that have the full register file (all
 * but AVRrc, __AVR_TINY__, which takes the generic files, as does any
 * other CPU: STRL__ARCH 0, so that an Arduino library may carry this
 * folder for every board).  Nothing faults on an AVR, yet the loads stop
 * where the generic code's do: no byte past the NUL or the bound is read.
 * STRL_SMALL builds the same functions as plain loops, for size.
 *
 * The avr-gcc ABI: arguments in r25:r24, r23:r22, r21:r20; the result in
 * r25:r24; r18-r27, r30, r31 and r0 free to use; r1 holds zero.
 * Assembly includes this header too: it gets STRL__ARCH and the macros
 * under __ASSEMBLER__ below.
 */
#ifndef STRL_AVR_ARCH_H
#define STRL_AVR_ARCH_H

#include "../internal.h"

#if defined(__AVR__) && !defined(__AVR_TINY__) && !defined(STRL_NO_ARCH)
#define STRL__ARCH 1
#else
#define STRL__ARCH 0
#endif

#if STRL__ARCH && defined(__ASSEMBLER__)
/* A jump to another file's code: JMP where the part has it. */
#ifdef __AVR_HAVE_JMP_CALL__
#define STRL__AVR_XJMP jmp
#else
#define STRL__AVR_XJMP rjmp
#endif

/* A function of the library's public API. */
.macro	strl_api name
	.section .text.\name, "ax", @progbits
	.globl	\name
	.type	\name, @function
\name:
.endm

/* A function of the library's own, global in it and hidden outside it. */
.macro	strl_func name
	.globl	\name
	.hidden	\name
	.type	\name, @function
\name:
.endm

/*
 * The bytes at Z, checked: the next one to X, and to @found if it was
 * the NUL (Z and X then one past it).
 */
.macro	strl_avr_copy found
	ld	r0, Z+
	st	X+, r0
	tst	r0
	breq	\found
.endm

/* The next byte at @p (Z or X), to @found if it is the NUL. */
.macro	strl_avr_scan p, found
	ld	r0, \p+
	tst	r0
	breq	\found
.endm

#ifndef STRL_SMALL
/*
 * strl_avr_lcpy - the copy strlcpy and strlcat end in, and their answer.
 * In: X, where the copy goes; Z, src; r25:r24, dst; r23:r22, src;
 * r21:r20, n: bytes to copy at most (dst + n, the NUL's place if src does
 * not fit); SREG's Z flag set if n is 0.  @cat 0: the answer is
 * strlen(src); 1: X - dst more (strlcat's dst length).
 *
 * The first eight bytes one count each (9 cycles a byte, where a counted
 * loop takes 11), then four a count (7), the last n % 4 one a count.
 * dst is terminated; src[n] is read once, and tells a fit from a
 * truncation, after which the rest of src is measured, four bytes a
 * jump (4.5 cycles a byte).  strlcpy tests src[n] first, to answer a fit
 * at once; strlcat's answer takes the measuring either way, and where n
 * is 0 stores nothing (dst[n] is the NUL it found).  (The exits sit
 * between the copies, within their branches' reach.)
 */
.macro	strl_avr_lcpy cat
	.if	\cat
	breq	.Lfull			/* dst[n] is its NUL already */
	.else
	breq	.Lend
	.endif
	.rept	8
	strl_avr_copy .Lfit
	subi	r20, 1
	sbci	r21, 0
	breq	.Lend
	.endr
	rjmp	.Lfours
.Lfit:					/* X one past the NUL copied */
	sec
	sbc	r26, r24
	sbc	r27, r25
	movw	r24, r26
	ret
.Lend:					/* n bytes copied, no NUL among them */
	st	X, r1
	.if	\cat
.Lfull:
	movw	r22, r30		/* src[n] on, counted in the length */
	.else
	ld	r0, Z+			/* src[n] decides, read once */
	tst	r0
	brne	.Lmeasure
	sub	r26, r24		/* it is the NUL: n */
	sbc	r27, r25
	movw	r24, r26
	ret
	.endif
.Lmeasure:
1:	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	strl_avr_scan Z, .Lfound
	rjmp	1b
.Lfound:				/* Z one past src's NUL */
	sec
	sbc	r30, r22		/* src's bytes from r23:r22 on, */
	sbc	r31, r23
	.if	\cat
	sub	r26, r24		/* and X - dst before them */
	sbc	r27, r25
	add	r30, r26
	adc	r31, r27
	.endif
	movw	r24, r30
	ret
.Lfours:
	subi	r20, 4
	sbci	r21, 0
	brcs	.Ltail
2:	strl_avr_copy .Lfit
	strl_avr_copy .Lfit
	strl_avr_copy .Lfit
	strl_avr_copy .Lfit
	subi	r20, 4
	sbci	r21, 0
	brcc	2b
.Ltail:					/* n % 4 left: r20's low bits */
	andi	r20, 3
	breq	.Lend
3:	strl_avr_copy .Lfit
	dec	r20
	brne	3b
	rjmp	.Lend
.endm
#endif
#endif

#endif /* STRL_AVR_ARCH_H */
