/* SPDX-License-Identifier: ISC */
/*
 * x86-64 copy under strscpy and stpecpy: the first two 16-byte blocks inline,
 * the rest in one SIMD pass (copy_simd.h), AVX2 where the CPU has it.
 */
#include "strl_x86.h"

#if !STRL_WORDWISE
#include "../scpy.c"
#else
size_t strl__x86_cpy_long(char *dst, const char *src, size_t n)
{
	if (strl__avx2())
		return strl__avx2_cpy(dst, src, n);
	return strl__sse2_cpy(dst, src, n, NULL);
}

size_t strl__scpy(char *dst, const char *src, size_t size)
{
	size_t k;

	if (strl__head_cpy(dst, src, size - 1, &k))
		return k < size ? k : size;
	return strl__x86_cpy_long(dst, src, size - 1);
}
#endif
