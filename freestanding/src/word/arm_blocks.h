/* SPDX-License-Identifier: ISC */
/*
 * The block hooks (word.h) for Thumb-2 cores with SIMD32 (ARMv7E-M, and
 * ARMv7-A in Thumb state): copy.c's and strnlen.c's word loops, 16 bytes
 * a step, in assembly: two post-indexed LDRD, one UADD8/SEL pair a word,
 * one test a block.  GCC compiles the C loops to more instructions a
 * byte (docs/performance.md#boards-armv7e-m-blocks).  Included by
 * word/arm.h.
 *
 * Each block starts 16-byte aligned: it is in one MPU region (32-byte
 * granules) and one page, and it is loaded only once the blocks before
 * it held no NUL, so it holds a byte the caller may read (word.h's load
 * rule, with 16-byte blocks).
 */
#ifndef STRL_WORD_ARM_BLOCKS_H
#define STRL_WORD_ARM_BLOCKS_H

#define STRL__HAVE_BLOCKS 1

/*
 * The memory index of the first NUL byte of @x, which holds one: the
 * SIMD32 test's mask is exact, 0xff at each NUL byte.
 */
static inline unsigned int strl__zero_index(size_t x)
{
	size_t z = strl__haszero(x);

#ifdef __ARMEB__
	return (unsigned int)__builtin_clz(z) / 8;
#else
	return (unsigned int)__builtin_ctz(z) / 8;
#endif
}

/*
 * The loop over at most %[k] blocks from %[s]: the four words loaded and
 * tested (@t all ones iff none holds a NUL), then @stores, which may
 * store them; at a block with a NUL, %[s] is rewound to it and %[k] left
 * non-zero.
 */
#define STRL__BLOCK_LOOP(stores)					\
	"1:\n\t"							\
	"ldrd	%[c], %[e], [%[s], #8]\n\t"				\
	"ldrd	%[a], %[b], [%[s]], #16\n\t"				\
	"uadd8	%[t], %[a], %[ff]\n\t"					\
	"sel	%[t], %[ff], %[a]\n\t"					\
	"uadd8	%[x], %[b], %[ff]\n\t"					\
	"sel	%[t], %[t], %[b]\n\t"					\
	"uadd8	%[x], %[c], %[ff]\n\t"					\
	"sel	%[t], %[t], %[c]\n\t"					\
	"uadd8	%[x], %[e], %[ff]\n\t"					\
	"sel	%[t], %[t], %[e]\n\t"					\
	"cmn	%[t], #1\n\t"						\
	"bne	2f\n\t"							\
	stores								\
	"subs	%[k], %[k], #1\n\t"					\
	"bne	1b\n\t"							\
	"b	3f\n"							\
	"2:\n\t"							\
	"sub	%[s], %[s], #16\n"					\
	"3:"

/*
 * Copy the NUL-free blocks from @s to *@dp, at most *@kp of them (at
 * least one), each stored as tested, by four STR: *@dp need be aligned
 * only where unaligned stores are not allowed.  Return: the block
 * where it stopped; *@dp and *@kp moved on by the blocks copied, so
 * *@kp != 0 iff that block holds a NUL (it is not copied).
 */
static inline __attribute__((__always_inline__)) const char *
strl__copy_blocks(char **dp, const char *s, size_t *kp)
{
	char *d = *dp;
	size_t k = *kp, a, b, c, e, t, x;

	__asm__(STRL__BLOCK_LOOP("str	%[a], [%[d]], #4\n\t"
				 "str	%[b], [%[d]], #4\n\t"
				 "str	%[c], [%[d]], #4\n\t"
				 "str	%[e], [%[d]], #4\n\t")
		: [s] "+r"(s), [d] "+r"(d), [k] "+r"(k), [a] "=&r"(a),
		  [b] "=&r"(b), [c] "=&r"(c), [e] "=&r"(e), [t] "=&r"(t),
		  [x] "=&r"(x)
		: [ff] "r"((size_t)-1)
		: "cc", "memory");
	*dp = d;
	*kp = k;
	return s;
}

/*
 * Copy the NUL-free words from @s to *@dp, at most *@kp of them (at
 * least one), as strl__copy_blocks does blocks; @s word-aligned.
 */
static inline __attribute__((__always_inline__)) const char *
strl__copy_words(char **dp, const char *s, size_t *kp)
{
	char *d = *dp;
	size_t k = *kp, a, t;

	__asm__("1:\n\t"
		"ldr	%[a], [%[s]]\n\t"
		"uadd8	%[t], %[a], %[ff]\n\t"
		"sel	%[t], %[ff], %[a]\n\t"
		"cmn	%[t], #1\n\t"
		"bne	2f\n\t"
		"adds	%[s], %[s], #4\n\t"
		"str	%[a], [%[d]], #4\n\t"
		"subs	%[k], %[k], #1\n\t"
		"bne	1b\n"
		"2:"
		: [s] "+r"(s), [d] "+r"(d), [k] "+r"(k), [a] "=&r"(a),
		  [t] "=&r"(t)
		: [ff] "r"((size_t)-1)
		: "cc", "memory");
	*dp = d;
	*kp = k;
	return s;
}

/*
 * The same without the stores: the first of at most *@kp blocks from @s
 * that holds a NUL (*@kp left non-zero), or the end of them (*@kp 0).
 */
static inline __attribute__((__always_inline__)) const char *
strl__scan_blocks(const char *s, size_t *kp)
{
	size_t k = *kp, a, b, c, e, t, x;

	__asm__(STRL__BLOCK_LOOP("")
		: [s] "+r"(s), [k] "+r"(k), [a] "=&r"(a), [b] "=&r"(b),
		  [c] "=&r"(c), [e] "=&r"(e), [t] "=&r"(t), [x] "=&r"(x)
		: [ff] "r"((size_t)-1)
		: "cc", "memory");
	*kp = k;
	return s;
}

#endif /* STRL_WORD_ARM_BLOCKS_H */
