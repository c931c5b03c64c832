// SPDX-License-Identifier: ISC
/*
 * x86-64 strlcat: the end of dst and the copy in one SIMD function
 * (copy_simd.h), AVX2 where the CPU has it, with no calls in between.
 */
#include "strl_x86.h"

#if !STRL_WORDWISE
#include "../strlcat.c"
#else
static __attribute__((__noinline__)) size_t sse2_lcat(char *dst, const char *src,
						       size_t size)
{
	return strl__sse2_lcat(dst, src, size);
}

STRL_X86_LINE size_t strl_strlcat(char *dst, const char *src, size_t size)
{
	return STRL_X86_PICK(strl__avx2_lcat(dst, src, size),
			     sse2_lcat(dst, src, size));
}

#endif
