/* SPDX-License-Identifier: ISC */
/*
 * Xtensa, little-endian, with the call0 ABI: the ESP8266's LX106 (the
 * windowed ABI of the ESP32's LX6 and LX7 takes the generic files).
 * strnlen and strl__copy in assembly, for what the ISA has and C cannot
 * reach: a branch on "no bit of a mask set" (BNONE), which tests a byte
 * of a word for zero in one instruction, and a funnel shift (SRC), which
 * joins two aligned source words into the word a misaligned copy
 * stores.  The LX106 has no unaligned loads or stores (they fault): every
 * load and store here is aligned, of a word or a byte.  Code built
 * otherwise, sanitizer builds and STRL_SMALL take the generic files
 * (STRL__ARCH 0).  Assembly includes this header too: it gets STRL__ARCH
 * and the macros under __ASSEMBLER__ below.
 *
 * The call0 ABI: arguments from a2, the result in a2, a0 the return
 * address, a1 the stack; a2-a11 free to use, a12-a15 saved by the callee.
 */
#ifndef STRL_XTENSA_ARCH_H
#define STRL_XTENSA_ARCH_H

#include "../internal.h"

#if STRL__WORDWISE && defined(__XTENSA__) && defined(__XTENSA_EL__) && \
	defined(__XTENSA_CALL0_ABI__) && !defined(STRL_NO_ARCH)
#define STRL__ARCH 1
#else
#define STRL__ARCH 0
#endif

#if STRL__ARCH && defined(__ASSEMBLER__)
/* A function of the library's public API, in a section of its own. */
.macro	strl_api name
	.section .text.\name, "ax"
	.literal_position
	.align	4
	.globl	\name
	.type	\name, @function
\name:
.endm

/* A function of the library's own, global in it and hidden outside it. */
.macro	strl_func name
	.section .text.\name, "ax"
	.literal_position
	.align	4
	.globl	\name
	.hidden	\name
	.type	\name, @function
\name:
.endm

/* The four byte masks BNONE tests a word with, 0xff in each byte: m0-m3. */
.macro	strl_xt_masks m0, m1, m2, m3
	movi	\m0, 0xff
	slli	\m1, \m0, 8
	slli	\m2, \m0, 16
	slli	\m3, \m0, 24
.endm

/* To @nul if a byte of @w is zero (the masks are strl_xt_masks'). */
.macro	strl_xt_zero w, m0, m1, m2, m3, nul
	bnone	\w, \m0, \nul
	bnone	\w, \m1, \nul
	bnone	\w, \m2, \nul
	bnone	\w, \m3, \nul
.endm
#endif

#endif /* STRL_XTENSA_ARCH_H */
