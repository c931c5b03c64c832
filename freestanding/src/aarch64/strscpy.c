// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD strscpy, in assembly; the generic file serves the other
 * builds.
 *
 * A buffer of up to eight bytes is copied a byte at a time, src[n] too
 * (n = size - 1): a NUL there fits.  Larger buffers:
 *  - The aligned block holding src[0], the lanes before src shifted out
 *    of its mask, as strl__a64_head does: a NUL there is at f <= 15.
 *  - Else, if src[e] is within the bound (e = 16 - src % 16), src[0 ..
 *    16) by one unaligned load, tested: its bytes lie in that block and
 *    the next, and each holds a byte strscpy may read (src[0], src[e]),
 *    so the load crosses no page or MTE granule that the aligned loads
 *    would not.  A NUL there is at f <= 15, and the copy stores the
 *    first 8 or 16 bytes from this register as tested.
 *  - Else the block of src[e], aligned: a NUL there is at f = e + lane.
 *  - Else, if the next block is wholly below the bound, the long pass
 *    (strl__a64_strscpy_q1 in scpy.c), given both vectors.
 * The copy of c = min(f, n) <= 31 bytes loads the rest again, two
 * overlapping pieces, stores exactly c bytes and dst[c] = NUL, and tests
 * what it loaded again: a NUL there means src changed under the call,
 * and the answer is then where dst's first NUL is, so that dst holds no
 * NUL before the length strscpy returns.  Each path has its own copy
 * (f, or n when src did not fit), so that the answer needs no test at
 * the end.
 *
 * In assembly: GCC 12 kept two register copies and split the small
 * buffers into a second function (37 instructions for 8 bytes, 48 for
 * 15 bytes from src + 1; 29 and 35 here).
 */
#include "strl_a64.h"

#if !STRL_A64
#include "../strscpy.c"
#else
/*
 * Copy c (register @C) <= 15 bytes, loading them all again; @T names the
 * labels, @E ends the call.  c = 0 stores src[0] and then the NUL over it.
 */
#define STRL__A64_SC_A(C, T, E)				\
	".Lstrl_sc_a8" T ":\n"				\
	"	tbz	" C ", #3, .Lstrl_sc_a4" T "\n"	\
	"	sub	x10, " C ", #8\n"		\
	"	ldr	d2, [x1]\n"			\
	"	ldr	d3, [x1, x10]\n"		\
	"	str	d2, [x0]\n"			\
	"	str	d3, [x0, x10]\n"		\
	"	strb	wzr, [x0, " C "]\n"		\
	"	umin	v2.8b, v2.8b, v3.8b\n"		\
	"	uminv	b2, v2.8b\n"			\
	"	fmov	w6, s2\n"			\
	"	cbz	w6, .Lstrl_sc_changed\n"	\
	E						\
	".Lstrl_sc_a4" T ":\n"				\
	"	tbz	" C ", #2, .Lstrl_sc_a2" T "\n"	\
	"	sub	x10, " C ", #4\n"		\
	"	ldr	s2, [x1]\n"			\
	"	ldr	s3, [x1, x10]\n"		\
	"	str	s2, [x0]\n"			\
	"	str	s3, [x0, x10]\n"		\
	"	strb	wzr, [x0, " C "]\n"		\
	"	mov	v2.s[1], v3.s[0]\n"		\
	"	uminv	b2, v2.8b\n"			\
	"	fmov	w6, s2\n"			\
	"	cbz	w6, .Lstrl_sc_changed\n"	\
	E						\
	".Lstrl_sc_a2" T ":\n"				\
	"	tbz	" C ", #1, .Lstrl_sc_a1" T "\n"	\
	"	sub	x10, " C ", #2\n"		\
	"	ldr	h2, [x1]\n"			\
	"	ldr	h3, [x1, x10]\n"		\
	"	str	h2, [x0]\n"			\
	"	str	h3, [x0, x10]\n"		\
	"	strb	wzr, [x0, " C "]\n"		\
	"	mov	v2.h[1], v3.h[0]\n"		\
	"	cmeq	v2.8b, v2.8b, #0\n"		\
	"	fmov	w6, s2\n"	/* the four bytes loaded */ \
	"	cbnz	w6, .Lstrl_sc_changed\n"	\
	E						\
	".Lstrl_sc_a1" T ":\n"				\
	"	ldrb	w6, [x1]\n"			\
	"	strb	w6, [x0]\n"			\
	"	strb	wzr, [x0, " C "]\n"		\
	"	cbz	" C ", 1f\n"			\
	"	cbz	w6, .Lstrl_sc_changed\n"	\
	"1:\n"						\
	E

/*
 * The same for c <= 31 when q1 holds src[0 .. 16) as tested: its first 16
 * or 8 bytes go across from it, the last 16 or 8 are loaded again.
 */
#define STRL__A64_SC_B16(C, T, E)			\
	".Lstrl_sc_b16" T ":\n"				\
	"	tbz	" C ", #4, .Lstrl_sc_b8" T "\n"	\
	"	sub	x10, " C ", #16\n"		\
	"	ldr	q3, [x1, x10]\n"		\
	"	str	q1, [x0]\n"			\
	"	str	q3, [x0, x10]\n"		\
	"	strb	wzr, [x0, " C "]\n"		\
	"	uminv	b2, v3.16b\n"			\
	"	fmov	w6, s2\n"			\
	"	cbz	w6, .Lstrl_sc_changed\n"	\
	E
#define STRL__A64_SC_B8(C, T, E)			\
	".Lstrl_sc_b8" T ":\n"				\
	"	tbz	" C ", #3, .Lstrl_sc_a4" T "\n"	\
	"	sub	x10, " C ", #8\n"		\
	"	ldr	d3, [x1, x10]\n"		\
	"	str	d1, [x0]\n"			\
	"	str	d3, [x0, x10]\n"		\
	"	strb	wzr, [x0, " C "]\n"		\
	"	uminv	b2, v3.8b\n"			\
	"	fmov	w6, s2\n"			\
	"	cbz	w6, .Lstrl_sc_changed\n"	\
	E

/* The ends: src fitted (its length in x3), or did not. */
#define STRL__A64_SC_FIT	"	mov	x0, x3\n	ret\n"
#define STRL__A64_SC_TRUNC				\
	"	mov	x0, #-" STRL__A64_XSTR(STRL_E2BIG) "\n	ret\n"

/* Byte @K of a buffer of up to 8 bytes; @K1 is K + 1. */
#define STRL__A64_SC_BYTE(K, K1)			\
	"	ldrb	w6, [x1, #" K "]\n"		\
	"	strb	w6, [x0, #" K "]\n"		\
	"	cbz	w6, .Lstrl_sc_r" K "\n"		\
	"	cmp	x2, #" K1 "\n"			\
	"	b.eq	.Lstrl_sc_bt\n"
#define STRL__A64_SC_RET(K)				\
	".Lstrl_sc_r" K ":\n"				\
	"	mov	x0, #" K "\n"			\
	"	ret\n"

__asm__(
"	.pushsection .text.strl_strscpy,\"ax\",%progbits\n"
"	.p2align 4\n"
"	.globl	strl_strscpy\n"
"	.type	strl_strscpy, %function\n"
"strl_strscpy:\n"
"	.cfi_startproc\n"
STRL__A64_BTI
"	cmp	x2, #9\n"
"	b.lt	.Lstrl_sc_small\n"	/* 0-8, or above STRL_SSIZE_MAX */
"	and	x4, x1, #-16\n"		/* p: src's block */
"	ldr	q0, [x4]\n"
"	lsl	x5, x1, #2\n"		/* shifts take its low 6 bits: 4 * (src % 16) */
"	sub	x2, x2, #1\n"		/* n, at least 8 */
"	cmeq	v2.16b, v0.16b, #0\n"
"	shrn	v2.8b, v2.8h, #4\n"
"	fmov	x6, d2\n"
"	lsr	x6, x6, x5\n"		/* the lanes of src[0 .. e) */
"	cbnz	x6, .Lstrl_sc_nul1\n"
"	sub	x5, x4, x1\n"
"	add	x5, x5, #16\n"		/* e */
"	cmp	x5, x2\n"
"	b.hi	.Lstrl_sc_a8t\n"	/* src[e] past the bound: c = n < e */
"	ldr	q1, [x1]\n"		/* src[0 .. 16), in two readable blocks */
"	cmeq	v2.16b, v1.16b, #0\n"
"	shrn	v2.8b, v2.8h, #4\n"
"	fmov	x6, d2\n"
"	cbnz	x6, .Lstrl_sc_nul16\n"
"	ldr	q0, [x4, #16]\n"	/* the block of src[e] */
"	cmeq	v2.16b, v0.16b, #0\n"
"	shrn	v2.8b, v2.8h, #4\n"
"	fmov	x6, d2\n"
"	cbnz	x6, .Lstrl_sc_nul2\n"
"	add	x3, x4, #32\n"
"	add	x8, x1, x2\n"		/* src + n */
"	cmp	x3, x8\n"
"	b.hi	.Lstrl_sc_b16t\n"	/* the bound in this block: c = n */
"	mov	x12, #1\n"		/* strscpy's answers */
"	b	strl__a64_strscpy_q1\n"
".Lstrl_sc_nul2:\n"
"	rbit	x6, x6\n"
"	clz	x6, x6\n"
"	add	x3, x5, x6, lsr #2\n"	/* f = e + lane */
"	cmp	x3, x2\n"
"	b.hi	.Lstrl_sc_b16t\n"
STRL__A64_SC_B16("x3", "f", STRL__A64_SC_FIT)
".Lstrl_sc_nul16:\n"
"	rbit	x6, x6\n"
"	clz	x6, x6\n"
"	lsr	x3, x6, #2\n"		/* f <= 15 */
"	cmp	x3, x2\n"
"	b.hi	.Lstrl_sc_b8t\n"
STRL__A64_SC_B8("x3", "f", STRL__A64_SC_FIT)
".Lstrl_sc_nul1:\n"
"	rbit	x6, x6\n"
"	clz	x6, x6\n"
"	lsr	x3, x6, #2\n"		/* f <= 15 */
"	cmp	x3, x2\n"
"	b.hi	.Lstrl_sc_a8t\n"	/* c = n: 8 <= n < f */
STRL__A64_SC_A("x3", "f", STRL__A64_SC_FIT)
);

/* The rest of strl_strscpy, in the same section (C99's string limit). */
__asm__(
STRL__A64_SC_B16("x2", "t", STRL__A64_SC_TRUNC)
STRL__A64_SC_B8("x2", "t", STRL__A64_SC_TRUNC)
STRL__A64_SC_A("x2", "t", STRL__A64_SC_TRUNC)
".Lstrl_sc_changed:\n"			/* dst's first NUL: dst[c] is one */
"	mov	x3, #0\n"
"1:	ldrb	w6, [x0, x3]\n"
"	cbz	w6, 2f\n"
"	add	x3, x3, #1\n"
"	b	1b\n"
"2:	mov	x0, x3\n"
"	ret\n"
".Lstrl_sc_small:\n"
"	cmp	x2, #1\n"
"	b.lt	.Lstrl_sc_e2big\n"	/* size 0, or above STRL_SSIZE_MAX */
STRL__A64_SC_BYTE("0", "1")
STRL__A64_SC_BYTE("1", "2")
STRL__A64_SC_BYTE("2", "3")
STRL__A64_SC_BYTE("3", "4")
STRL__A64_SC_BYTE("4", "5")
STRL__A64_SC_BYTE("5", "6")
STRL__A64_SC_BYTE("6", "7")
"	ldrb	w6, [x1, #7]\n"		/* size 8 */
"	strb	w6, [x0, #7]\n"
"	cbz	w6, .Lstrl_sc_r7\n"
".Lstrl_sc_bt:\n"			/* src[n] is no NUL: src did not fit */
"	sub	x2, x2, #1\n"
"	strb	wzr, [x0, x2]\n"
".Lstrl_sc_e2big:\n"
STRL__A64_SC_TRUNC
STRL__A64_SC_RET("0") STRL__A64_SC_RET("1") STRL__A64_SC_RET("2")
STRL__A64_SC_RET("3") STRL__A64_SC_RET("4") STRL__A64_SC_RET("5")
STRL__A64_SC_RET("6") STRL__A64_SC_RET("7")
"	.cfi_endproc\n"
"	.size	strl_strscpy, . - strl_strscpy\n"
"	.popsection\n"
);
#endif
