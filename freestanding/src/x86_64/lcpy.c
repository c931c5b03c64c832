// SPDX-License-Identifier: ISC
/*
 * x86-64 strlcpy past what strlcpy.c finishes inline (a string and buffer
 * that reach past the first two 16-byte blocks), on a CPU without AVX2:
 * one SSE2 pass (copy_simd.h), which also measures what did not fit.
 */
#include "strl_x86.h"

#if !STRL_WORDWISE
#include "../lcpy.c"
#else
STRL_X86_LINE size_t strl__sse2_lcpy_long(char *dst, const char *src, size_t size)
{
	size_t len;

	strl__sse2_cpy(dst, src, size - 1, &len);
	return len;
}
#endif
