// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD strlcpy: a buffer of up to eight bytes by bytes; else
 * the first two blocks inline (strl_a64.h), then
 * strl__a64_lcpy_long; on truncation the rest of src is measured by
 * strnlen's block loop.  The generic file serves the other builds.
 */
#include "strl_a64.h"

#if !STRL_A64
#include "../strlcpy.c"
#else
/* Buffers of more than eight bytes, and size 0 (strl_a64.h). */
size_t strl__a64_lcpy(char *dst, const char *src, size_t size)
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

size_t strl_strlcpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, k;

	/*
	 * A buffer of eight bytes or less: byte by byte, as the word builds
	 * do, with no block setup (size 1: 7 instructions, not 29).  The
	 * blocks are apart, reached by a tail call (as size 0 is: n wraps):
	 * inline, their register moves would cost the small buffers too.
	 * What does not fit goes there as well, copied again and measured.
	 */
	if (n < 8) {
		k = strl__head(dst, src, n);
		if (k < n)
			return k;
		dst[n] = '\0';
		if (src[n] == '\0')
			return n;
	}
	return strl__a64_lcpy(dst, src, size);
}
#endif
