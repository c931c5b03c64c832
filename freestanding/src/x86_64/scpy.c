// SPDX-License-Identifier: ISC
/*
 * x86-64 copy under stpecpy and strscpy_pad: the first two 16-byte blocks
 * inline, the rest in one SIMD pass: AVX-512 (avx512.c) or AVX2
 * (copy_simd.h) where the CPU runs them.  strl_strscpy (strscpy.c) shares
 * the SSE2 pass.
 */
#include "strl_x86.h"

#if !STRL_WORDWISE
#include "../scpy.c"
#else
STRL_X86_LINE size_t strl__sse2_cpy_long(char *dst, const char *src, size_t n)
{
	return strl__sse2_cpy(dst, src, n, NULL);
}

STRL_X86_LINE size_t strl__scpy(char *dst, const char *src, size_t size)
{
	size_t k;

	if (strl__head_cpy(dst, src, size - 1, &k, 1))
		return k < size ? k : size;
	return STRL_X86_PICK_COPY(size - 1, strl__avx512_cpy(dst, src, size - 1),
				  strl__avx2_cpy(dst, src, size - 1),
				  strl__sse2_cpy_long(dst, src, size - 1));
}
#endif
