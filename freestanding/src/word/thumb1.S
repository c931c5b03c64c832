/* SPDX-License-Identifier: ISC */
/*
 * copy.c's two word copies for little-endian Thumb-1 (word/thumb1.h has
 * their contract): the aligned copy takes two words a step, the merging
 * one a word a step.  Both save r4-r7 and keep everything else in
 * registers.  Every other target assembles this file to nothing.
 */
#include "../internal.h"

#if STRL__WORDWISE && defined(__arm__) && defined(__ARM_ARCH_ISA_THUMB) && \
	__ARM_ARCH_ISA_THUMB == 1
#include "thumb1.h"
#endif

#ifdef STRL__HAVE_WORD_COPIES
	.syntax	unified
	.thumb

/*
 * The merging copy's zero test of the word in \w, the constant 0x01010101
 * in r6 (one register, not two: there is no low register to spare):
 * (w - 0x01010101) & ~w has bit 7 of a byte set at a NUL byte (and maybe
 * above one); shifted down 7, those bits meet 0x01010101.  \t is
 * clobbered; Z clear iff \w holds a NUL.
 */
.macro	t1_haszero	w, t
	subs	\t, \w, r6
	bics	\t, \w
	lsrs	\t, \t, #7
	tst	\t, r6
.endm

/*
 * One word of the aligned copy: loaded, tested (r6 and r7 0x01010101
 * and 0x80808080, so that the test takes three instructions), stored.
 */
.macro	t1_word_even
	ldmia	r2!, {r4}
	subs	r5, r4, r6
	bics	r5, r5, r4
	tst	r5, r7
	bne	2f
	stmia	r0!, {r4}
.endm

/*
 * Both copies end so: at 3 the way out when no word lies below n (i is in
 * r2), at 4 the constant r6 is loaded from.
 */
.macro	t1_out
3:	movs	r0, r2
	pop	{r4, r5, r6, r7, pc}
	.p2align 2
4:	.word	0x01010101
.endm

/*
 * size_t strl__words_even(char *dst, const char *src, size_t i, size_t n):
 * the words go across as they are, two a step.  r0 dst + i (the next
 * store), r2 src + i (the next load), r3 the steps left below n (after a
 * word alone when their number is odd).
 */
	.section .text.strl__words_even,"ax",%progbits
	.p2align 1
	.globl	strl__words_even
	.hidden	strl__words_even
	.type	strl__words_even, %function
	.thumb_func
strl__words_even:
	push	{r4, r5, r6, r7, lr}
	subs	r3, r3, r2
	lsrs	r3, r3, #2		/* whole words below n */
	beq	3f
	adds	r0, r0, r2
	adds	r2, r1, r2
	ldr	r6, 4f
	lsls	r7, r6, #7
	lsrs	r3, r3, #1		/* pairs; an odd word: C */
	bcc	5f
	t1_word_even
5:	cmp	r3, #0
	beq	6f
1:	t1_word_even
	t1_word_even
	subs	r3, r3, #1
	bne	1b
6:	adds	r2, r2, #4		/* as if past a word more */
2:	subs	r2, r2, #4		/* back to the one not copied */
	subs	r0, r2, r1		/* the index reached */
	pop	{r4, r5, r6, r7, pc}
	t1_out
	.size	strl__words_even, . - strl__words_even

/*
 * size_t strl__words_odd(char *dst, const char *src, size_t i, size_t n):
 * src + i 1-3 bytes past an aligned word: each word stored is merged from
 * the two source words it straddles, lo (r3) and hi (r4).  Bytes of lo
 * from src + i on must hold no NUL before hi may be loaded, as it may lie
 * past the string.  r0 dst + i (the next store), r2 the next source word,
 * lr where the stores end (the last word below n), ip dst; r7 and r1 the
 * shifts, 8 and 32 - 8 times src + i's offset in its word.
 */
	.section .text.strl__words_odd,"ax",%progbits
	.p2align 1
	.globl	strl__words_odd
	.hidden	strl__words_odd
	.type	strl__words_odd, %function
	.thumb_func
strl__words_odd:
	push	{r4, r5, r6, r7, lr}
	mov	ip, r0
	subs	r3, r3, r2
	lsrs	r3, r3, #2		/* whole words below n */
	beq	3f
	adds	r0, r0, r2
	lsls	r3, r3, #2
	adds	r3, r0, r3
	mov	lr, r3
	adds	r2, r1, r2
	movs	r7, #3
	ands	r7, r7, r2
	subs	r2, r2, r7		/* src + i's word */
	lsls	r7, r7, #3
	movs	r1, #32
	subs	r1, r1, r7
	ldr	r6, 4f
	ldmia	r2!, {r3}		/* lo */
	movs	r5, #0
	mvns	r5, r5
	lsrs	r5, r5, r1		/* the bytes before src + i, */
	orrs	r5, r5, r3		/* set: not the string's */
	t1_haszero	r5, r4
	bne	2f
1:	ldmia	r2!, {r4}		/* hi */
	t1_haszero	r4, r5
	bne	2f
	lsrs	r3, r3, r7
	movs	r5, r4
	lsls	r5, r5, r1
	orrs	r3, r3, r5
	stmia	r0!, {r3}
	movs	r3, r4
	cmp	r0, lr
	bne	1b
2:	mov	r1, ip
	subs	r0, r0, r1		/* the index reached */
	pop	{r4, r5, r6, r7, pc}
	t1_out
	.size	strl__words_odd, . - strl__words_odd
#endif /* STRL__HAVE_WORD_COPIES */

#if defined(__ELF__) && defined(__linux__)
	.section .note.GNU-stack,"",%progbits
#endif
