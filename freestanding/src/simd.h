/* SPDX-License-Identifier: ISC */
/*
 * Helpers of the SIMD paths (x86_64/, aarch64/, arm_mve/): the bytes they
 * load again for overlapping stores are loaded once, so that a copy tests
 * what it stored even if src changes under it.
 */
#ifndef STRL_SIMD_H
#define STRL_SIMD_H

#include "internal.h"

/*
 * STRL__ONCE - the integer @v as loaded once: the compiler may not load
 * it again from memory for another use (clang loaded a 4-byte piece once
 * for its store and again for its NUL test).  No instruction.
 */
#define STRL__ONCE(v) __asm__("" : "+r"(v))

/*
 * STRL__COPY_ENDS_INT - copy the first and the last sizeof(@T) bytes of
 * @len (sizeof(@T) <= @len <= 2 * sizeof(@T)) through two @T, each loaded
 * once; @lo and @hi get them, for the NUL test.  The SIMD paths' short
 * copies.
 */
#define STRL__COPY_ENDS_INT(T, d, s, len, lo, hi)			\
	do {								\
		T a_, b_;						\
									\
		__builtin_memcpy(&a_, (s), sizeof(T));			\
		__builtin_memcpy(&b_, (s) + (len) - sizeof(T), sizeof(T)); \
		STRL__ONCE(a_);						\
		STRL__ONCE(b_);						\
		__builtin_memcpy((d), &a_, sizeof(T));			\
		__builtin_memcpy((d) + (len) - sizeof(T), &b_, sizeof(T)); \
		(lo) = a_;						\
		(hi) = b_;						\
	} while (0)

#endif /* STRL_SIMD_H */
