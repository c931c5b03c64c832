/* SPDX-License-Identifier: ISC */
/*
 * Zero-byte tests for ARM cores with the SIMD32 instructions (ARMv7E-M:
 * Cortex-M4, M7, M33 with DSP; ARMv6 and ARMv7-A).  Included by
 * strl_impl.h in place of the generic ones; general registers only.
 *
 * UADD8 of x and 0xffffffff sets a byte's GE flag exactly when the byte
 * is non-zero (adding 0xff carries out of it).  SEL then takes 0xff from
 * the all-ones word for those bytes and the byte itself, 0x00, for the
 * others: all ones iff the word holds no NUL.  Two instructions and one
 * constant register, against three with the borrow trick.
 */
#ifndef STRL_WORD_ARM_H
#define STRL_WORD_ARM_H

/* All ones iff no byte of @x is zero. */
static inline size_t strl__nonzero_bytes(size_t x)
{
	size_t r;

	__asm__("uadd8	%0, %1, %2\n\t"
		"sel	%0, %2, %1"
		: "=&r"(r)
		: "r"(x), "r"((size_t)-1)
		: "cc");
	return r;
}

static inline size_t strl__haszero(size_t x)
{
	return ~strl__nonzero_bytes(x);
}

/* The second SEL keeps the first verdict where @b's bytes are non-zero. */
static inline size_t strl__haszero2(size_t a, size_t b)
{
	size_t r, t;

	__asm__("uadd8	%1, %2, %4\n\t"
		"sel	%0, %4, %2\n\t"
		"uadd8	%1, %3, %4\n\t"
		"sel	%0, %0, %3"
		: "=&r"(r), "=&r"(t)
		: "r"(a), "r"(b), "r"((size_t)-1)
		: "cc");
	(void)t;
	return ~r;
}

/*
 * The rest is Thumb-2 assembly (any LDRD register pair; in ARM state
 * LDRD needs an even, consecutive one): ARM-state code keeps the C loops.
 */
#ifdef __thumb2__
/* The memory index of the first NUL byte of @x, which holds one. */
static inline unsigned int strl__arm_nul_index(size_t x)
{
	size_t z = strl__haszero(x);	/* exact: 0xff at each NUL byte */

#ifdef __ARMEB__
	return (unsigned int)__builtin_clz(z) / 8;
#else
	return (unsigned int)__builtin_ctz(z) / 8;
#endif
}

/*
 * The word paths' inner loops, 16 bytes a step (STRL__ARM_BLOCKS): two
 * post-indexed LDRD, one UADD8/SEL pair a word, one test a block.  From
 * C, GCC gave 12 instructions per 8 bytes for the copy (no post-indexed
 * LDRD, a constant remade in the loop) and 10 for the scan; these take
 * 18 and 14 per 16.  *@s is 16-byte aligned: a block is in one MPU
 * region (32-byte granules) and one page, and it is loaded only once the
 * blocks before it held no NUL, so it holds a byte the caller may read
 * (strl_impl.h's load rule, with 16-byte blocks).
 */
#define STRL__ARM_BLOCKS 1

/*
 * The loop over at most %[k] blocks from %[s]: the four words loaded and
 * tested (@t all ones iff none holds a NUL), then @stores, which may
 * store them; at a block with a NUL, %[s] is rewound to it and %[k] left
 * non-zero.
 */
#define STRL__ARM_BLOCK_LOOP(stores)					\
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
strl__arm_copy_blocks(char **dp, const char *s, size_t *kp)
{
	char *d = *dp;
	size_t k = *kp, a, b, c, e, t, x;

	__asm__(STRL__ARM_BLOCK_LOOP("str	%[a], [%[d]], #4\n\t"
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
 * least one), as strl__arm_copy_blocks does blocks; @s word-aligned.
 */
static inline __attribute__((__always_inline__)) const char *
strl__arm_copy_words(char **dp, const char *s, size_t *kp)
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
strl__arm_scan_blocks(const char *s, size_t *kp)
{
	size_t k = *kp, a, b, c, e, t, x;

	__asm__(STRL__ARM_BLOCK_LOOP("")
		: [s] "+r"(s), [k] "+r"(k), [a] "=&r"(a), [b] "=&r"(b),
		  [c] "=&r"(c), [e] "=&r"(e), [t] "=&r"(t), [x] "=&r"(x)
		: [ff] "r"((size_t)-1)
		: "cc", "memory");
	*kp = k;
	return s;
}
#endif /* __thumb2__ */

#endif /* STRL_WORD_ARM_H */
