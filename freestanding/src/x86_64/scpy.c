/* SPDX-License-Identifier: ISC */
/*
 * x86-64 SSE2 copy: find the length within the bound with aligned block
 * loads, then copy exactly that many bytes and the NUL.
 */
#include "strl_sse2.h"

#if !STRL_WORDWISE
#include "../scpy.c"
#else
size_t strl__scpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1;
	size_t len = strl__sse2_strnlen(src, n);

	strl__sse2_copy(dst, src, len);
	dst[len] = '\0';
	if (len < n)
		return len;
	/* Read src[size - 1] once: it decides, even if src changes under us. */
	return src[n] == '\0' ? n : size;
}
#endif
