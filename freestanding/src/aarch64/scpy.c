// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD copy: strl__scpy, and the pass for strings longer than
 * the first two blocks that strl_strscpy and strl_strlcpy reach by a
 * tail call after their inline head; the generic file serves the other
 * builds.
 */
#include "strl_a64.h"

#if !STRL_A64
#include "../scpy.c"
#else
/*
 * strl__a64_scpy_long, strl__a64_lcpy_long, strl__a64_lcat_long - the
 * copy of at most n bytes that strl__a64_head left (strl_a64.h): src[0 ..
 * e + 16) is NUL-free and within the bound, e = 16 - src % 16, and v (in
 * q0) is the block at src + e as the head loaded it.  Let k be where
 * src's NUL is if it is at most n, else n + 1: the first entry returns
 * k; the second, given size = n + 1, k, or strlen(src) if k > n; the
 * third, given size = n + 1 and a base, base plus what the second
 * returns.
 *
 * strl__a64_strscpy_q1 - the same pass for strscpy.c's head (in
 * assembly), reached by a direct branch: x2 = n, q1 = src[0 .. 16) as
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
 * In assembly: GCC 12 gave the copy a stack frame, register copies and
 * the same block loaded up to four times (55 instructions for a 32-byte
 * string, 36 here).  x12 holds the base shifted left by two (a string's
 * length: far below 2^62) and, in its low bits, the answer a truncated
 * copy gives: 0 k, 1 -STRL_E2BIG, 2 strlen(src).
 */
/* A block wholly below the bound: to .Lstrl_a64_nul, nothing stored, if a NUL. */
#define STRL__A64_BLOCK				\
	"	ldr	q0, [x3], #16\n"		\
	"	uminv	b1, v0.16b\n"			\
	"	fmov	w6, s1\n"			\
	"	cbz	w6, .Lstrl_a64_nul\n"		\
	"	str	q0, [x3, x10]\n"
/* A block of strl__a64_len_from's loop: to .Lstrl_a64_end if a NUL. */
#define STRL__A64_SCAN				\
	"	ldr	q0, [x4, #16]!\n"		\
	"	uminv	b1, v0.16b\n"			\
	"	fmov	w6, s1\n"			\
	"	cbz	w6, .Lstrl_a64_end\n"

__asm__(
"	.pushsection .text.strl__a64_long,\"ax\",%progbits\n"
"	.p2align 4\n"
STRL__A64_FUNC(strl__a64_scpy_long)
STRL__A64_FUNC(strl__a64_strscpy_q1)
STRL__A64_FUNC(strl__a64_lcat_long)
STRL__A64_FUNC(strl__a64_lcpy_long)
STRL__A64_FUNC(strl__a64_len_from)
"strl__a64_scpy_long:\n"
"	.cfi_startproc\n"
STRL__A64_BTI
"	mov	x12, #0\n"
"	b	.Lstrl_a64_body\n"
"strl__a64_lcat_long:\n"
STRL__A64_BTI
"	sub	x2, x2, #1\n"		/* n = size - 1 */
"	lsl	x12, x3, #2\n"
"	orr	x12, x12, #2\n"
"	b	.Lstrl_a64_body\n"
"strl__a64_lcpy_long:\n"
STRL__A64_BTI
"	sub	x2, x2, #1\n"
"	mov	x12, #2\n"
".Lstrl_a64_body:\n"
"	ldr	q1, [x1]\n"
"	uminv	b2, v1.16b\n"
"	fmov	w6, s2\n"
"	cbz	w6, .Lstrl_a64_bytes\n"
"	and	x3, x1, #-16\n"
"	add	x8, x1, x2\n"		/* src + n */
"	add	x3, x3, #32\n"		/* the block after v */
"strl__a64_strscpy_q1:\n"
"	str	q1, [x0]\n"
"	sub	x10, x0, x1\n"
"	sub	x10, x10, #16\n"	/* dst - src - 16 */
"	str	q0, [x3, x10]\n"	/* v */
"	sub	x9, x8, x3\n"
"	lsr	x9, x9, #4\n"		/* blocks wholly below the bound */
"	cbz	x9, .Lstrl_a64_last\n"
"	lsr	x11, x9, #2\n"
"	cbz	x11, .Lstrl_a64_two\n"
".Lstrl_a64_four:\n"
STRL__A64_BLOCK STRL__A64_BLOCK STRL__A64_BLOCK STRL__A64_BLOCK
"	subs	x11, x11, #1\n"
"	b.ne	.Lstrl_a64_four\n"
".Lstrl_a64_two:\n"
"	tbz	x9, #1, .Lstrl_a64_one\n"
STRL__A64_BLOCK STRL__A64_BLOCK
".Lstrl_a64_one:\n"
"	tbz	x9, #0, .Lstrl_a64_last\n"
STRL__A64_BLOCK
".Lstrl_a64_last:\n"			/* x3 <= src + n: may be read */
"	ldr	q0, [x3]\n"
".Lstrl_a64_tail:\n"			/* the block at x3 holds the NUL or the bound */
"	cmeq	v0.16b, v0.16b, #0\n"
"	shrn	v0.8b, v0.8h, #4\n"
"	fmov	x6, d0\n"
"	sub	x3, x3, x1\n"
"	rbit	x6, x6\n"
"	clz	x6, x6\n"		/* 64 if no NUL */
"	add	x4, x3, x6, lsr #2\n"	/* f */
"	cmp	x4, x2\n"
"	csel	x5, x4, x2, ls\n"	/* c = min(f, n), at least 17 */
"	sub	x9, x5, #16\n"
"	ldr	q1, [x1, x9]\n"
"	str	q1, [x0, x9]\n"
"	strb	wzr, [x0, x5]\n"
"	uminv	b2, v1.16b\n"
"	fmov	w7, s2\n"
"	cbz	w7, .Lstrl_a64_changed\n"
"	b.hi	.Lstrl_a64_over\n"	/* f > n */
"	add	x0, x4, x12, lsr #2\n"
"	ret\n"
".Lstrl_a64_over:\n"			/* strlcpy's answer: f if the block has src's NUL */
"	tbz	x12, #1, .Lstrl_a64_trunc\n"
"	cmp	x6, #64\n"
"	b.ne	2f\n"
"	mov	x0, x1\n"		/* else strlen on from the next block */
"	add	x4, x1, x3\n"
"	b	.Lstrl_a64_scan\n"
".Lstrl_a64_nul:\n"
"	sub	x3, x3, #16\n"
"	b	.Lstrl_a64_tail\n"
".Lstrl_a64_changed:\n"			/* dst's first NUL: dst[c] is one */
"	mov	x4, #0\n"
"1:	ldrb	w6, [x0, x4]\n"
"	cbz	w6, 2f\n"
"	add	x4, x4, #1\n"
"	b	1b\n"
"2:	add	x0, x4, x12, lsr #2\n"	/* x4: the answer */
"	ret\n"
".Lstrl_a64_bytes:\n"			/* changed: one byte at a time */
"	mov	x4, #0\n"
"1:	ldrb	w6, [x1, x4]\n"
"	strb	w6, [x0, x4]\n"
"	cbz	w6, 2b\n"
"	add	x4, x4, #1\n"
"	cmp	x4, x2\n"
"	b.lo	1b\n"
"	strb	wzr, [x0, x2]\n"
".Lstrl_a64_trunc:\n"			/* k = n + 1 */
"	tbz	x12, #1, 1f\n"
"	mov	x0, x1\n"
"	add	x1, x2, #1\n"
"	b	.Lstrl_a64_len\n"
"1:	tbnz	x12, #0, 2f\n"
"	add	x0, x2, #1\n"
"	ret\n"
"2:	mov	x0, #-" STRL__A64_XSTR(STRL_E2BIG) "\n"
"	ret\n"
"strl__a64_len_from:\n"
STRL__A64_BTI
"	lsl	x12, x2, #2\n"
".Lstrl_a64_len:\n"			/* x0 = s, x1 = i, base in x12 */
"	add	x3, x0, x1\n"
"	and	x4, x3, #-16\n"
"	ldr	q0, [x4]\n"
"	cmeq	v0.16b, v0.16b, #0\n"
"	shrn	v0.8b, v0.8h, #4\n"
"	fmov	x6, d0\n"
"	lsl	x7, x3, #2\n"		/* shifts take its low 6 bits: 4 * (s + i) % 16 */
"	lsr	x6, x6, x7\n"
"	cbz	x6, 1f\n"
"	rbit	x6, x6\n"
"	clz	x6, x6\n"
"	add	x0, x1, x6, lsr #2\n"
"	add	x0, x0, x12, lsr #2\n"
"	ret\n"
"1:\n"
".Lstrl_a64_scan:\n"			/* x4: a NUL-free block of s */
STRL__A64_SCAN STRL__A64_SCAN STRL__A64_SCAN
"	ldr	q0, [x4, #16]!\n"
"	uminv	b1, v0.16b\n"
"	fmov	w6, s1\n"
"	cbnz	w6, 1b\n"
".Lstrl_a64_end:\n"
"	cmeq	v0.16b, v0.16b, #0\n"
"	shrn	v0.8b, v0.8h, #4\n"
"	fmov	x6, d0\n"
"	sub	x4, x4, x0\n"
"	rbit	x6, x6\n"
"	clz	x6, x6\n"
"	add	x0, x4, x6, lsr #2\n"
"	add	x0, x0, x12, lsr #2\n"
"	ret\n"
"	.cfi_endproc\n"
"	.size	strl__a64_scpy_long, . - strl__a64_scpy_long\n"
"	.size	strl__a64_strscpy_q1, . - strl__a64_strscpy_q1\n"
"	.size	strl__a64_lcat_long, . - strl__a64_lcat_long\n"
"	.size	strl__a64_lcpy_long, . - strl__a64_lcpy_long\n"
"	.size	strl__a64_len_from, . - strl__a64_len_from\n"
"	.popsection\n"
);

size_t strl__scpy(char *dst, const char *src, size_t size)
{
	size_t k;
	uint8x16_t v;

	if (!strl__a64_head(dst, src, size - 1, &k, &v))
		return strl__a64_scpy_long(dst, src, size - 1, v);
	return k;
}
#endif
