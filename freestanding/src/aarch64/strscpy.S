// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD strl_strscpy (strscpy.c is the generic one, where the
 * ASIMD paths are off).
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
 *    (strl__a64_strscpy_q1 in copy.S), given both vectors.
 * The copy of c = min(f, n) <= 31 bytes loads the rest again, two
 * overlapping pieces, stores exactly c bytes and dst[c] = NUL, and tests
 * what it loaded again: a NUL there means src changed under the call,
 * and the answer is then where dst's first NUL is, so that dst holds no
 * NUL before the length strscpy returns.  Each path has its own copy
 * (f, or n when src did not fit), so that the answer needs no test at
 * the end.
 *
 * In assembly: compiled from C, it kept two register copies and split
 * the small buffers into a second function
 * (docs/performance.md#aarch64-assembly).
 */
#include "arch.h"

#if STRL__ARCH
/* The ends: src fitted (its length in x3), or did not. */
.macro	fit
	mov	x0, x3
	ret
.endm

.macro	trunc
	mov	x0, #-STRL_E2BIG
	ret
.endm

/*
 * Copy c (register \c) <= 15 bytes, loading them all again; \tag names
 * the labels, \end (fit or trunc) ends the call.  c = 0 stores src[0]
 * and then the NUL over it.
 */
.macro	copy_a c, tag, end
.Lsc_a8\tag:
	tbz	\c, #3, .Lsc_a4\tag
	sub	x10, \c, #8
	ldr	d2, [x1]
	ldr	d3, [x1, x10]
	str	d2, [x0]
	str	d3, [x0, x10]
	strb	wzr, [x0, \c]
	umin	v2.8b, v2.8b, v3.8b
	uminv	b2, v2.8b
	fmov	w6, s2
	cbz	w6, .Lsc_changed
	\end
.Lsc_a4\tag:
	tbz	\c, #2, .Lsc_a2\tag
	sub	x10, \c, #4
	ldr	s2, [x1]
	ldr	s3, [x1, x10]
	str	s2, [x0]
	str	s3, [x0, x10]
	strb	wzr, [x0, \c]
	mov	v2.s[1], v3.s[0]
	uminv	b2, v2.8b
	fmov	w6, s2
	cbz	w6, .Lsc_changed
	\end
.Lsc_a2\tag:
	tbz	\c, #1, .Lsc_a1\tag
	sub	x10, \c, #2
	ldr	h2, [x1]
	ldr	h3, [x1, x10]
	str	h2, [x0]
	str	h3, [x0, x10]
	strb	wzr, [x0, \c]
	mov	v2.h[1], v3.h[0]
	cmeq	v2.8b, v2.8b, #0
	fmov	w6, s2			/* the four bytes loaded */
	cbnz	w6, .Lsc_changed
	\end
.Lsc_a1\tag:
	ldrb	w6, [x1]
	strb	w6, [x0]
	strb	wzr, [x0, \c]
	cbz	\c, 1f
	cbz	w6, .Lsc_changed
1:
	\end
.endm

/*
 * The same for c <= 31 when q1 holds src[0 .. 16) as tested: its first 16
 * or 8 bytes go across from it, the last 16 or 8 are loaded again.
 */
.macro	copy_b16 c, tag, end
.Lsc_b16\tag:
	tbz	\c, #4, .Lsc_b8\tag
	sub	x10, \c, #16
	ldr	q3, [x1, x10]
	str	q1, [x0]
	str	q3, [x0, x10]
	strb	wzr, [x0, \c]
	uminv	b2, v3.16b
	fmov	w6, s2
	cbz	w6, .Lsc_changed
	\end
.endm

.macro	copy_b8 c, tag, end
.Lsc_b8\tag:
	tbz	\c, #3, .Lsc_a4\tag
	sub	x10, \c, #8
	ldr	d3, [x1, x10]
	str	d1, [x0]
	str	d3, [x0, x10]
	strb	wzr, [x0, \c]
	uminv	b2, v3.8b
	fmov	w6, s2
	cbz	w6, .Lsc_changed
	\end
.endm

/* Byte \k of a buffer of up to 8 bytes; \k1 is k + 1. */
.macro	byte k, k1
	ldrb	w6, [x1, #\k]
	strb	w6, [x0, #\k]
	cbz	w6, .Lsc_r\k
	cmp	x2, #\k1
	b.eq	.Lsc_bt
.endm

.macro	ret_k k
.Lsc_r\k:
	mov	x0, #\k
	ret
.endm

	.section .text.strl_strscpy, "ax", %progbits
	.p2align 4
	.globl	strl_strscpy
	.type	strl_strscpy, %function
strl_strscpy:
	.cfi_startproc
#if defined(__ARM_FEATURE_BTI_DEFAULT) && __ARM_FEATURE_BTI_DEFAULT
	hint	34			/* bti c */
#endif
	cmp	x2, #9
	b.lt	.Lsc_small		/* 0-8, or above STRL_SSIZE_MAX */
	and	x4, x1, #-16		/* p: src's block */
	ldr	q0, [x4]
	lsl	x5, x1, #2		/* shifts take its low 6 bits: 4 * (src % 16) */
	sub	x2, x2, #1		/* n, at least 8 */
	cmeq	v2.16b, v0.16b, #0
	shrn	v2.8b, v2.8h, #4
	fmov	x6, d2
	lsr	x6, x6, x5		/* the lanes of src[0 .. e) */
	cbnz	x6, .Lsc_nul1
	sub	x5, x4, x1
	add	x5, x5, #16		/* e */
	cmp	x5, x2
	b.hi	.Lsc_a8t		/* src[e] past the bound: c = n < e */
	ldr	q1, [x1]		/* src[0 .. 16), in two readable blocks */
	cmeq	v2.16b, v1.16b, #0
	shrn	v2.8b, v2.8h, #4
	fmov	x6, d2
	cbnz	x6, .Lsc_nul16
	ldr	q0, [x4, #16]		/* the block of src[e] */
	cmeq	v2.16b, v0.16b, #0
	shrn	v2.8b, v2.8h, #4
	fmov	x6, d2
	cbnz	x6, .Lsc_nul2
	add	x3, x4, #32
	add	x8, x1, x2		/* src + n */
	cmp	x3, x8
	b.hi	.Lsc_b16t		/* the bound in this block: c = n */
	mov	x12, #STRL__A64_ANS_E2BIG	/* strscpy's answers */
	b	strl__a64_strscpy_q1
.Lsc_nul2:
	rbit	x6, x6
	clz	x6, x6
	add	x3, x5, x6, lsr #2	/* f = e + lane */
	cmp	x3, x2
	b.hi	.Lsc_b16t
	copy_b16 x3, f, fit
.Lsc_nul16:
	rbit	x6, x6
	clz	x6, x6
	lsr	x3, x6, #2		/* f <= 15 */
	cmp	x3, x2
	b.hi	.Lsc_b8t
	copy_b8	x3, f, fit
.Lsc_nul1:
	rbit	x6, x6
	clz	x6, x6
	lsr	x3, x6, #2		/* f <= 15 */
	cmp	x3, x2
	b.hi	.Lsc_a8t		/* c = n: 8 <= n < f */
	copy_a	x3, f, fit
	copy_b16 x2, t, trunc
	copy_b8	x2, t, trunc
	copy_a	x2, t, trunc
.Lsc_changed:				/* dst's first NUL: dst[c] is one */
	mov	x3, #0
1:	ldrb	w6, [x0, x3]
	cbz	w6, 2f
	add	x3, x3, #1
	b	1b
2:	mov	x0, x3
	ret
.Lsc_small:
	cmp	x2, #1
	b.lt	.Lsc_e2big		/* size 0, or above STRL_SSIZE_MAX */
	byte	0, 1
	byte	1, 2
	byte	2, 3
	byte	3, 4
	byte	4, 5
	byte	5, 6
	byte	6, 7
	ldrb	w6, [x1, #7]		/* size 8 */
	strb	w6, [x0, #7]
	cbz	w6, .Lsc_r7
.Lsc_bt:				/* src[n] is no NUL: src did not fit */
	sub	x2, x2, #1
	strb	wzr, [x0, x2]
.Lsc_e2big:
	trunc
	ret_k	0
	ret_k	1
	ret_k	2
	ret_k	3
	ret_k	4
	ret_k	5
	ret_k	6
	ret_k	7
	.cfi_endproc
	.size	strl_strscpy, . - strl_strscpy

	strl_notes
#endif /* STRL__ARCH */
