/* SPDX-License-Identifier: ISC */
/*
 * scpy.c's two word copies for Thumb-1 (ARMv6-M, ARMv8-M Baseline),
 * little-endian, in assembly.  With eight low registers GCC compiled the
 * C copies to a frame that saves r8-r11 and spills, and set each one up
 * in 25-40 instructions before its first word: a 16-byte copy from src+1
 * to dst+2 took 100 in the merging copy for two words (now 58).  These
 * save r4-r7 and keep everything else in registers: the aligned copy
 * takes two words a step, 7 instructions a word, the merging one a word a
 * step, 14 (the C loops took 8.5 and 15).
 *
 * Their work is that of the C copies (scpy_words.h, scpy.c), which the
 * proofs cover; these are checked by the board tests of the micro:bit,
 * whose Cortex-M0 faults on any unaligned access, and by their mutants.
 * Both go on from index @i of @dst and @src, which hold a NUL-free prefix
 * of i bytes, with dst + i aligned; they copy whole words while the word
 * holds no NUL and all its bytes are below @n, loading each aligned word
 * only once every byte before it was found NUL-free and the word holds a
 * byte below n; they return the index reached, i plus a multiple of 4.
 */
#ifndef STRL_WORD_THUMB1_H
#define STRL_WORD_THUMB1_H

/* The arguments arrive in r0-r3, where the assembly takes them. */
#define STRL__T1_ARGS							\
	char *dst __attribute__((__unused__)),				\
	const char *src __attribute__((__unused__)),			\
	size_t i __attribute__((__unused__)),				\
	size_t n __attribute__((__unused__))

/*
 * Both copies end so: at 3 the way out when no word lies below n (i is in
 * r2), at 4 the constant r6 is loaded from.
 */
#define STRL__T1_OUT							\
	"3:	movs	r0, r2\n"					\
	"	pop	{r4, r5, r6, r7, pc}\n"				\
	"	.p2align 2\n"						\
	"4:	.word	0x01010101\n"

/*
 * The merging copy's zero test of the word in @w, the constant 0x01010101
 * in r6 (one register, not two: there is no low register to spare):
 * (w - 0x01010101) & ~w has bit 7 of a byte set at a NUL byte (and maybe
 * above one); shifted down 7, those bits meet 0x01010101.  @t is
 * clobbered; Z clear iff @w holds a NUL.
 */
#define STRL__T1_HASZERO(w, t)						\
	"	subs	" t ", " w ", r6\n"				\
	"	bics	" t ", " w "\n"					\
	"	lsrs	" t ", " t ", #7\n"				\
	"	tst	" t ", r6\n"

/*
 * src + i aligned too: the words go across as they are, two a step.  r0
 * dst + i (the next store), r2 src + i (the next load), r3 the steps
 * left below n (after a word alone when their number is odd); r6 and r7
 * 0x01010101 and 0x80808080, so that a word's test takes three
 * instructions.
 */
#define STRL__T1_WORD_EVEN						\
	"	ldmia	r2!, {r4}\n"					\
	"	subs	r5, r4, r6\n"					\
	"	bics	r5, r5, r4\n"					\
	"	tst	r5, r7\n"					\
	"	bne	2f\n"						\
	"	stmia	r0!, {r4}\n"

static __attribute__((__naked__, __noinline__)) size_t
strl__words_even(STRL__T1_ARGS)
{
	__asm__("	.syntax	unified\n"
		"	push	{r4, r5, r6, r7, lr}\n"
		"	subs	r3, r3, r2\n"
		"	lsrs	r3, r3, #2\n"		/* whole words below n */
		"	beq	3f\n"
		"	adds	r0, r0, r2\n"
		"	adds	r2, r1, r2\n"
		"	ldr	r6, 4f\n"
		"	lsls	r7, r6, #7\n"
		"	lsrs	r3, r3, #1\n"		/* pairs; an odd word: C */
		"	bcc	5f\n"
		STRL__T1_WORD_EVEN
		"5:	cmp	r3, #0\n"
		"	beq	6f\n"
		"1:\n"
		STRL__T1_WORD_EVEN
		STRL__T1_WORD_EVEN
		"	subs	r3, r3, #1\n"
		"	bne	1b\n"
		"6:	adds	r2, r2, #4\n"		/* as if past a word more */
		"2:	subs	r2, r2, #4\n"		/* back to the one not copied */
		"	subs	r0, r2, r1\n"		/* the index reached */
		"	pop	{r4, r5, r6, r7, pc}\n"
		STRL__T1_OUT);
}

/*
 * src + i 1-3 bytes past an aligned word: each word stored is merged from
 * the two source words it straddles, lo (r3) and hi (r4).  Bytes of lo
 * from src + i on must hold no NUL before hi may be loaded, as it may lie
 * past the string.  r0 dst + i (the next store), r2 the next source word,
 * lr where the stores end (the last word below n), ip dst; r7 and r1 the
 * shifts, 8 and 32 - 8 times src + i's offset in its word.
 */
static __attribute__((__naked__, __noinline__)) size_t
strl__words_odd(STRL__T1_ARGS)
{
	__asm__("	.syntax	unified\n"
		"	push	{r4, r5, r6, r7, lr}\n"
		"	mov	ip, r0\n"
		"	subs	r3, r3, r2\n"
		"	lsrs	r3, r3, #2\n"		/* whole words below n */
		"	beq	3f\n"
		"	adds	r0, r0, r2\n"
		"	lsls	r3, r3, #2\n"
		"	adds	r3, r0, r3\n"
		"	mov	lr, r3\n"
		"	adds	r2, r1, r2\n"
		"	movs	r7, #3\n"
		"	ands	r7, r7, r2\n"
		"	subs	r2, r2, r7\n"		/* src + i's word */
		"	lsls	r7, r7, #3\n"
		"	movs	r1, #32\n"
		"	subs	r1, r1, r7\n"
		"	ldr	r6, 4f\n"
		"	ldmia	r2!, {r3}\n"		/* lo */
		"	movs	r5, #0\n"
		"	mvns	r5, r5\n"
		"	lsrs	r5, r5, r1\n"		/* the bytes before src + i, */
		"	orrs	r5, r5, r3\n"		/* set: not the string's */
		STRL__T1_HASZERO("r5", "r4")
		"	bne	2f\n"
		"1:	ldmia	r2!, {r4}\n"		/* hi */
		STRL__T1_HASZERO("r4", "r5")
		"	bne	2f\n"
		"	lsrs	r3, r3, r7\n"
		"	movs	r5, r4\n"
		"	lsls	r5, r5, r1\n"
		"	orrs	r3, r3, r5\n"
		"	stmia	r0!, {r3}\n"
		"	movs	r3, r4\n"
		"	cmp	r0, lr\n"
		"	bne	1b\n"
		"2:	mov	r1, ip\n"
		"	subs	r0, r0, r1\n"		/* the index reached */
		"	pop	{r4, r5, r6, r7, pc}\n"
		STRL__T1_OUT);
}

#endif /* STRL_WORD_THUMB1_H */
