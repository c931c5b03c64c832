/* SPDX-License-Identifier: ISC */
/*
 * x86-64 SSE2/AVX2 copy: find the length within the bound with aligned block
 * loads, then copy exactly that many bytes and the NUL.
 */
#include "strl_x86.h"

#if !STRL_WORDWISE
#include "../scpy.c"
#else
size_t strl__scpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, len;

	/* AVX2 settles short strings with its own first block. */
	if (strl__avx2())
		return strl__avx2_scpy(dst, src, size);
	if (n == 0 || strl__head16(src, n, &len)) {
		if (n == 0)
			len = 0;
		else if (len == 16)
			_mm_storeu_si128((__m128i *)(void *)dst,
				_mm_loadu_si128((const __m128i *)(const void *)src));
		else
			strl__copy_small(dst, src, len);
	} else {
		len = strl__sse2_strnlen(src, n);
		strl__sse2_copy(dst, src, len);
	}
	dst[len] = '\0';
	if (len < n)
		return len;
	/* Read src[size - 1] once: it decides, even if src changes under us. */
	return src[n] == '\0' ? n : size;
}
#endif
