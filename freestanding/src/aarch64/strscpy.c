// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD strscpy: a buffer of up to eight bytes by bytes; else the
 * first two blocks inline (strl_a64.h), the rest in
 * strl__a64_strscpy_long; the generic file serves the other builds.
 */
#include "strl_a64.h"

#if !STRL_A64
#include "../strscpy.c"
#else
/* Buffers of more than eight bytes, and the sizes that fail. */
static __attribute__((__noinline__)) strl_ssize_t
strl__a64_strscpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, k;
	uint8x16_t v;

	/* size 0 or above STRL_SSIZE_MAX: n wraps, or is at least the max. */
	if (n >= (size_t)STRL_SSIZE_MAX)
		return -STRL_E2BIG;
	if (!strl__a64_head(dst, src, n, &k, &v))
		return strl__a64_strscpy_long(dst, src, n, v);
	return k <= n ? (strl_ssize_t)k : -STRL_E2BIG;
}

strl_ssize_t strl_strscpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, k;

	/* A buffer of eight bytes or less: byte by byte (strlcpy.c). */
	if (n < 8) {
		k = strl__head(dst, src, n + 1);
		if (k <= n)
			return (strl_ssize_t)k;
	}
	return strl__a64_strscpy(dst, src, size);
}
#endif
