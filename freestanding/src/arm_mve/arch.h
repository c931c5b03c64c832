/* SPDX-License-Identifier: ISC */
/*
 * Arm Helium (M-profile Vector Extension, Armv8.1-M): the build picks
 * this directory for Cortex-M55/M85-class targets (boards/mps3-an547).
 * Code built without MVE (an M55 configured without it is a valid part),
 * big-endian code, sanitizer builds and STRL_SMALL take the generic files
 * instead (STRL__ARCH 0).
 *
 * Loads are aligned 16-byte blocks only, each holding a byte the
 * function may read: such a block never crosses a 32-byte MPU granule,
 * so never into another region.  Stores are predicated, one bit a byte
 * lane, so a byte lane not asked for is neither written nor checked for
 * access.  Each byte is loaded once, and tested and stored from the same
 * register.  The state used is Q0-Q7 and VPR: the lazy FP stacking of
 * an exception, or an RTOS that saves VPR with the FP context, keeps it.
 */
#ifndef STRL_ARM_MVE_ARCH_H
#define STRL_ARM_MVE_ARCH_H

#include "../internal.h"

#if STRL__WORDWISE && defined(__ARM_FEATURE_MVE) && defined(__ARMEL__) && \
	!defined(STRL_NO_ARCH)
#define STRL__ARCH 1
#else
#define STRL__ARCH 0
#endif

#if STRL__ARCH
#include <arm_mve.h>

#include "../simd.h"

/* The aligned 16-byte block at address @p. */
static inline uint8x16_t strl__mve_load(uintptr_t p)
{
	return vldrbq_u8((const uint8_t *)p);
}

/* One bit a byte lane, in address order, set where @v holds a NUL. */
static inline uint32_t strl__mve_zeros(uint8x16_t v)
{
	return vcmpeqq_n_u8(v, 0);
}

/*
 * Store the byte lanes of @v whose bits @lanes sets at address @d (lane
 * i to @d + i); the others are not accessed at all, so @d may lie before
 * the buffer when the low lanes are clear.
 */
static inline void strl__mve_store(uintptr_t d, uint8x16_t v, uint32_t lanes)
{
	vstrbq_p_u8((uint8_t *)d, v, (mve_pred16_t)lanes);
}

/*
 * The long strings' loops, over @k >= 1 aligned 32-byte pairs from *@p
 * (each pair one MPU granule, so both halves may be loaded when the
 * first may): each pair is tested by its smallest byte (VMIN, then
 * VMINV into a running minimum, non-zero until a NUL is seen), and
 * strl__mve_move_pairs stores it at *@d as loaded.  They stop at the
 * first pair with a NUL, returning the pairs not done (that one
 * included) with *@p and *@d past it and *@a, *@b its halves as loaded;
 * or return 0 with *@p (and *@d) past all @k pairs.  In assembly: GCC
 * copies the pointers and zero-extends the minimum
 * (docs/performance.md#boards-helium).
 */
#define STRL__MVE_PAIR_LOOP(stores)					\
	"1:	vldrb.u8	%q[a], [%[p]], #32\n"			\
	"	vldrb.u8	%q[b], [%[p], #-16]\n"			\
	"	vmin.u8	%q[t], %q[a], %q[b]\n"				\
	"	vminv.u8	%[m], %q[t]\n"				\
	"	cbz	%[m], 2f\n"					\
	stores								\
	"	subs	%[k], %[k], #1\n"				\
	"	bne	1b\n"						\
	"2:\n"

static inline size_t strl__mve_move_pairs(uintptr_t *p, uintptr_t *d,
					  size_t k, uint8x16_t *a,
					  uint8x16_t *b)
{
	uint8x16_t t;
	uint32_t m = 0xff;

	__asm__(STRL__MVE_PAIR_LOOP("	vstrb.8	%q[b], [%[d], #16]\n"
				    "	vstrb.8	%q[a], [%[d]], #32\n")
		: [a] "=&w"(*a), [b] "=&w"(*b), [t] "=&w"(t), [m] "+l"(m),
		  [p] "+r"(*p), [d] "+r"(*d), [k] "+r"(k)
		: : "memory", "cc");
	return k;
}

static inline size_t strl__mve_scan_pairs(uintptr_t *p, size_t k,
					  uint8x16_t *a, uint8x16_t *b)
{
	uint8x16_t t;
	uint32_t m = 0xff;

	__asm__(STRL__MVE_PAIR_LOOP("")
		: [a] "=&w"(*a), [b] "=&w"(*b), [t] "=&w"(t), [m] "+l"(m),
		  [p] "+r"(*p), [k] "+r"(k)
		: : "memory", "cc");
	return k;
}

/* @s + @n, as an address, saturated (a bound of SIZE_MAX means none). */
static inline uintptr_t strl__mve_end(const char *s, size_t n)
{
	uintptr_t e;

	if (__builtin_add_overflow((uintptr_t)s, n, &e))
		return UINTPTR_MAX;
	return e;
}

#endif /* STRL__ARCH */

#endif /* STRL_ARM_MVE_ARCH_H */
