/* SPDX-License-Identifier: ISC */
/*
 * 32-bit ARM's word hooks (word.h lists them), in general registers only.
 *
 *  - Thumb-2 counts trailing zeros in two instructions (RBIT, CLZ).
 *  - Cores with the SIMD32 instructions (ARMv7E-M: Cortex-M4, M7, M33
 *    with DSP; ARMv6 and ARMv7-A), outside the kernel: the zero tests by
 *    UADD8 and SEL, and in Thumb-2 the 16-byte block loops
 *    (word/arm_blocks.h).
 *  - M-profile cores with unaligned access (ARMv7-M and later, unless
 *    built with -mno-unaligned-access), and the block builds: copies
 *    align src and store words at any dst address.
 *  - Thumb-1 (ARMv6-M, ARMv8-M Baseline): word/thumb1.h.
 *  - Helium builds copy 8 bytes in fewer instructions by vectors.
 * STRL_NO_ARCH leaves out the assembly (the tests, blocks and Thumb-1
 * copies), so that the C word paths can be tested on these cores.
 */
#ifndef STRL_WORD_ARM_H
#define STRL_WORD_ARM_H

#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2
#define STRL__HAVE_CTZ 1
#endif

#ifdef __ARM_FEATURE_MVE
#define STRL__HEAD_MAX STRL__W
#endif

#if defined(__ARM_FEATURE_SIMD32) && !defined(__KERNEL__) && \
	!defined(STRL_NO_ARCH)
/*
 * UADD8 of x and 0xffffffff sets a byte's GE flag exactly when the byte
 * is non-zero (adding 0xff carries out of it).  SEL then takes 0xff from
 * the all-ones word for those bytes and the byte itself, 0x00, for the
 * others: all ones iff the word holds no NUL.  Two instructions and one
 * constant register, against three with the borrow trick.
 */
#define STRL__HAVE_ZTEST 1

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
 * The block loops are Thumb-2 assembly (any LDRD register pair; in ARM
 * state LDRD needs an even, consecutive one): ARM-state code keeps the C
 * loops.
 */
#ifdef __thumb2__
#include "arm_blocks.h"
#endif
#endif /* SIMD32 */

#ifdef __ARM_FEATURE_UNALIGNED
/*
 * A word stored at any address: one STR where the target takes unaligned
 * stores (never STRD or STM, which fault on a misaligned address).
 */
static inline void strl__store_unaligned(char *p, size_t w)
{
	__builtin_memcpy(p, &w, STRL__W);
}

/*
 * The block builds and the other M-profile parts align src rather than
 * dst: the loads stay aligned, and STR takes any dst address, so there
 * is no merging of two source words for each one stored.
 */
#if defined(STRL__HAVE_BLOCKS) || \
	(defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M')
#define STRL__ALIGN_SRC 1
#endif
#endif /* __ARM_FEATURE_UNALIGNED */

#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 1
#include "thumb1.h"
#endif

#endif /* STRL_WORD_ARM_H */
