/* SPDX-License-Identifier: ISC */
/*
 * x86-64 strlcpy for buffers of more than a word, in one call: AVX2
 * copies then measures the rest (avx2.c); SSE2 measures with one scan,
 * then copies exactly what fits.
 */
#include "strl_x86.h"

#if !STRL_WORDWISE
#include "../lcpy.c"
#else
size_t strl__lcpy(char *dst, const char *src, size_t size)
{
	size_t len, n;

	if (strl__avx2())
		return strl__avx2_lcpy(dst, src, size);
	len = strl_strnlen(src, (size_t)-1);
	if (size == 0)
		return len;
	n = len < size ? len : size - 1;
	strl__sse2_copy(dst, src, n);
	dst[n] = '\0';
	return len;
}
#endif
