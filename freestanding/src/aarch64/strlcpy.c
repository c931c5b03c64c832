// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD strlcpy: the first two blocks inline (strl_a64.h), then
 * strl__a64_lcpy_long; on truncation the rest of src is measured by
 * strnlen's block loop.  The generic file serves the other builds.
 */
#include "strl_a64.h"

#if !STRL_A64
#include "../strlcpy.c"
#else
size_t strl_strlcpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, k;
	uint8x16_t v;

	if (size == 0)
		return strl_strnlen(src, (size_t)-1);
	if (!strl__a64_head(dst, src, n, &k, &v))
		return strl__a64_lcpy_long(dst, src, size, v);
	/* Truncated: src[0 .. size) NUL-free; the answer is strlen(src). */
	return k <= n ? k : strl__a64_len_from(src, size);
}
#endif
