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

#endif /* STRL_WORD_ARM_H */
