/* SPDX-License-Identifier: ISC */
/*
 * x86-64 strlcpy for what strlcpy.c does not finish inline (buffers of
 * more than a word, and size 0), in one call: a string that ends in the
 * first two 16-byte blocks is copied inline; anything else (size 0, a long
 * string, a source that did not fit) leaves by a tail call, so the short
 * path saves no registers.  The long path is one SIMD pass (copy_simd.h),
 * AVX2 where the CPU has it, which also measures what did not fit.
 */
#include "strl_x86.h"

#if !STRL_WORDWISE
#include "../lcpy.c"
#else
static __attribute__((__noinline__)) size_t lcpy_long(char *dst, const char *src,
						       size_t size)
{
	if (strl__avx2())
		return strl__avx2_lcpy(dst, src, size);
	return strl__sse2_lcpy(dst, src, size);
}


size_t strl__lcpy(char *dst, const char *src, size_t size)
{
	size_t e;

	/* Fitted: the NUL came first, or is src[size - 1] (read once). */
	if (size != 0 && strl__head_cpy(dst, src, size - 1, &e) &&
	    (e < size - 1 || src[e] == '\0'))
		return e;
	/* Again, whole: the cases the head did not finish are rare or long. */
	return lcpy_long(dst, src, size);
}
#endif
