// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD: the pass for strings longer than the first two blocks,
 * that strl__copy (copy.c), strl_strlcpy, strl_strlcat and strl_strscpy
 * (strscpy.S) reach by a tail call after their inline head.  Nothing
 * where the ASIMD paths are off (arch.h).
 */
#include "arch.h"

#if STRL__ARCH
/*
 * strl__a64_copy_long, strl__a64_lcpy_long, strl__a64_lcat_long - the
 * copy of at most n bytes that strl__a64_head left (arch.h): src[0 ..
 * e + 16) is NUL-free and within the bound, e = 16 - src % 16, and v (in
 * q0) is the block at src + e as the head loaded it.  Let k be where
 * src's NUL is if it is at most n, else n + 1: the first entry returns
 * k; the second, given size = n + 1, k, or strlen(src) if k > n; the
 * third, given size = n + 1 and a base, base plus what the second
 * returns.
 *
 * strl__a64_strscpy_q1 - the same pass for strscpy.S's head, reached
 * by a direct branch: x2 = n, q1 = src[0 .. 16) as
 * loaded and tested, q0 = v, x3 = the block after v, x8 = src + n and
 * x12 = 1 (below); it returns k, or -STRL_E2BIG if k > n.
 *
 * src's first 16 bytes go across by an unaligned load, tested (src may
 * have changed since the head read them), and v after them.  Then the
 * aligned blocks that lie wholly below the bound, four a step, then two,
 * then one: each loaded only once the one before it is known to be
 * NUL-free (so never a block past the NUL's, which may be another
 * object's, with another MTE tag, or on another page), tested by its
 * smallest byte and stored as loaded (5 instructions a block: the load
 * steps its pointer, and the store addresses dst through the distance
 * between the two, less 16).  The block after them holds the bound or
 * the NUL: its mask gives f, the NUL's index, or the block's end when it
 * holds none (then past n, as the bound is in it); the last 16 bytes
 * before min(f, n) are loaded again, stored and tested, and dst is
 * terminated.  A NUL in a second load means src changed under us: the
 * answer is then where dst's first NUL is, as the generic path would
 * give for what it read.
 *
 * strl__a64_len_from(s, i, base) - base + i + strlen(s + i), s[0 .. i)
 * being NUL-free: strlcpy's and strlcat's answer when src did not fit.
 * The block holding s[i], the bytes before it shifted out of its mask,
 * then the blocks after it, four a step (4 instructions a block, the
 * fourth's test closing the loop); no bound to keep.
 *
 * In assembly: compiled from C, the copy had a stack frame, register
 * copies and the same block loaded up to four times
 * (docs/performance.md#aarch64-assembly).  x12 holds the base shifted
 * left by two (a string's length: far below 2^62) and, in its low bits,
 * the answer a truncated copy gives: k (0), -STRL_E2BIG
 * (STRL__A64_ANS_E2BIG) or strlen(src) (STRL__A64_ANS_LEN).
 */

/* A block wholly below the bound: to .Lnul, nothing stored, if a NUL. */
.macro	block
	ldr	q0, [x3], #16
	uminv	b1, v0.16b
	fmov	w6, s1
	cbz	w6, .Lnul
	str	q0, [x3, x10]
.endm

/* A block of strl__a64_len_from's loop: to .Lend if a NUL. */
.macro	scan
	ldr	q0, [x4, #16]!
	uminv	b1, v0.16b
	fmov	w6, s1
	cbz	w6, .Lend
.endm

	.section .text.strl__a64_long, "ax", %progbits
	.p2align 4
	.cfi_startproc
	strl_func strl__a64_copy_long
	mov	x12, #0
	b	.Lbody
	strl_func strl__a64_lcat_long
	sub	x2, x2, #1		/* n = size - 1 */
	lsl	x12, x3, #2
	orr	x12, x12, #STRL__A64_ANS_LEN
	b	.Lbody
	strl_func strl__a64_lcpy_long
	sub	x2, x2, #1
	mov	x12, #STRL__A64_ANS_LEN
.Lbody:
	ldr	q1, [x1]
	uminv	b2, v1.16b
	fmov	w6, s2
	cbz	w6, .Lbytes
	and	x3, x1, #-16
	add	x8, x1, x2		/* src + n */
	add	x3, x3, #32		/* the block after v */
	.globl	strl__a64_strscpy_q1	/* a direct branch's target: no BTI */
	.hidden	strl__a64_strscpy_q1
	.type	strl__a64_strscpy_q1, %function
strl__a64_strscpy_q1:
	str	q1, [x0]
	sub	x10, x0, x1
	sub	x10, x10, #16		/* dst - src - 16 */
	str	q0, [x3, x10]		/* v */
	sub	x9, x8, x3
	lsr	x9, x9, #4		/* blocks wholly below the bound */
	cbz	x9, .Llast
	lsr	x11, x9, #2
	cbz	x11, .Ltwo
.Lfour:
	block
	block
	block
	block
	subs	x11, x11, #1
	b.ne	.Lfour
.Ltwo:
	tbz	x9, #1, .Lone
	block
	block
.Lone:
	tbz	x9, #0, .Llast
	block
.Llast:					/* x3 <= src + n: may be read */
	ldr	q0, [x3]
.Ltail:					/* the block at x3 holds the NUL or the bound */
	cmeq	v0.16b, v0.16b, #0
	shrn	v0.8b, v0.8h, #4
	fmov	x6, d0
	sub	x3, x3, x1
	rbit	x6, x6
	clz	x6, x6			/* 64 if no NUL */
	add	x4, x3, x6, lsr #2	/* f */
	cmp	x4, x2
	csel	x5, x4, x2, ls		/* c = min(f, n), at least 17 */
	sub	x9, x5, #16
	ldr	q1, [x1, x9]
	str	q1, [x0, x9]
	strb	wzr, [x0, x5]
	uminv	b2, v1.16b
	fmov	w7, s2
	cbz	w7, .Lchanged
	b.hi	.Lover			/* f > n */
	add	x0, x4, x12, lsr #2
	ret
.Lover:					/* strlcpy's answer: f if the block has src's NUL */
	tbz	x12, #1, .Ltrunc	/* not STRL__A64_ANS_LEN */
	cmp	x6, #64
	b.ne	2f
	mov	x0, x1			/* else strlen on from the next block */
	add	x4, x1, x3
	b	.Lscan
.Lnul:
	sub	x3, x3, #16
	b	.Ltail
.Lchanged:				/* dst's first NUL: dst[c] is one */
	mov	x4, #0
1:	ldrb	w6, [x0, x4]
	cbz	w6, 2f
	add	x4, x4, #1
	b	1b
2:	add	x0, x4, x12, lsr #2	/* x4: the answer */
	ret
.Lbytes:				/* changed: one byte at a time */
	mov	x4, #0
1:	ldrb	w6, [x1, x4]
	strb	w6, [x0, x4]
	cbz	w6, 2b
	add	x4, x4, #1
	cmp	x4, x2
	b.lo	1b
	strb	wzr, [x0, x2]
.Ltrunc:				/* k = n + 1 */
	tbz	x12, #1, 1f		/* not STRL__A64_ANS_LEN */
	mov	x0, x1
	add	x1, x2, #1
	b	.Llen
1:	tbnz	x12, #0, 2f		/* STRL__A64_ANS_E2BIG */
	add	x0, x2, #1
	ret
2:	mov	x0, #-STRL_E2BIG
	ret
	strl_func strl__a64_len_from
	lsl	x12, x2, #2
.Llen:					/* x0 = s, x1 = i, base in x12 */
	add	x3, x0, x1
	and	x4, x3, #-16
	ldr	q0, [x4]
	cmeq	v0.16b, v0.16b, #0
	shrn	v0.8b, v0.8h, #4
	fmov	x6, d0
	lsl	x7, x3, #2		/* shifts take its low 6 bits: 4 * (s + i) % 16 */
	lsr	x6, x6, x7
	cbz	x6, 1f
	rbit	x6, x6
	clz	x6, x6
	add	x0, x1, x6, lsr #2
	add	x0, x0, x12, lsr #2
	ret
1:
.Lscan:					/* x4: a NUL-free block of s */
	scan
	scan
	scan
	ldr	q0, [x4, #16]!
	uminv	b1, v0.16b
	fmov	w6, s1
	cbnz	w6, 1b
.Lend:
	cmeq	v0.16b, v0.16b, #0
	shrn	v0.8b, v0.8h, #4
	fmov	x6, d0
	sub	x4, x4, x0
	rbit	x6, x6
	clz	x6, x6
	add	x0, x4, x6, lsr #2
	add	x0, x0, x12, lsr #2
	ret
	.cfi_endproc
	.size	strl__a64_copy_long, . - strl__a64_copy_long
	.size	strl__a64_strscpy_q1, . - strl__a64_strscpy_q1
	.size	strl__a64_lcat_long, . - strl__a64_lcat_long
	.size	strl__a64_lcpy_long, . - strl__a64_lcpy_long
	.size	strl__a64_len_from, . - strl__a64_len_from

	strl_notes
#endif /* STRL__ARCH */
