// SPDX-License-Identifier: ISC
/*
 * x86-64 strscpy: the first two 16-byte blocks inline (strl_x86.h), the rest in
 * one SIMD pass, AVX-512 or AVX2 where the CPU runs them, reached by one
 * tail call: no call and no saved register for a short string.
 */
#include "strl_x86.h"

#if !STRL_WORDWISE
#include "../strscpy.c"
#else
static __attribute__((__noinline__)) strl_ssize_t strscpy_sse2(char *dst,
							      const char *src,
							      size_t n)
{
	size_t e = strl__sse2_cpy_long(dst, src, n);

	return e <= n ? (strl_ssize_t)e : -STRL_E2BIG;
}

STRL_X86_LINE strl_ssize_t strl_strscpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, k;

	/* size 0 or above STRL_SSIZE_MAX: n wraps, or is at least the max. */
	if (n >= (size_t)STRL_SSIZE_MAX)
		return -STRL_E2BIG;
	if (strl__head_cpy(dst, src, n, &k, 1))
		return __builtin_expect(k <= n, 1) ? (strl_ssize_t)k :
		       -STRL_E2BIG;
	return STRL_X86_PICK_COPY(n, strl__avx512_strscpy(dst, src, n),
				  strl__avx2_strscpy(dst, src, n),
				  strscpy_sse2(dst, src, n));
}
#endif
