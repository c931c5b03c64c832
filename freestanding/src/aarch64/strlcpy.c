// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD strlcpy: a buffer of up to eight bytes by bytes; else
 * the first two blocks inline (arch.h), then strl__a64_lcpy_long; on
 * truncation the rest of src is measured by strl__a64_len_from.  The
 * generic file serves the other builds.
 */
#include "arch.h"

#if !STRL__ARCH
#include "../strlcpy.c"
#else
/* Buffers of more than eight bytes, and size 0. */
static __attribute__((__noinline__)) size_t
strl__a64_lcpy(char *dst, const char *src, size_t size)
{
	if (size == 0)
		return strl__a64_len_from(src, 0, 0);
	return strl__a64_lcpy_blocks(dst, src, size, 0);
}

size_t strl_strlcpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, k;

	/*
	 * A buffer of eight bytes or less: byte by byte, as the word builds
	 * do, with no block setup (docs/performance.md#aarch64-short).  The
	 * blocks are apart, reached by a tail call (as size 0 is: n wraps):
	 * inline, their register moves would cost the small buffers too.
	 * The bytes go across up to src[n] included: when that one is the
	 * NUL, it is dst's; else the string does not fit, and goes there as
	 * well, copied again, terminated (over the src[n] stored) and
	 * measured.
	 */
	if (n < 8) {
		k = strl__head(dst, src, n + 1);
		if (k <= n)
			return k;
	}
	return strl__a64_lcpy(dst, src, size);
}
#endif
