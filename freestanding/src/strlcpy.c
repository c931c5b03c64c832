// SPDX-License-Identifier: ISC
#include "word.h"

#if STRL__WORDWISE
/*
 * strlcpy for buffers of more than STRL__HEAD_MAX + 1 bytes, and size 0:
 * copy, and on truncation measure the rest.  The copy reads src once;
 * strlen of the rest is only needed when src did not fit.  Out of line,
 * so that the small buffers' bytes need no stack frame.
 */
static __attribute__((__noinline__)) size_t strl__lcpy(char *dst,
							const char *src,
							size_t size)
{
	size_t n;

	if (size == 0)
		return strl_strnlen(src, (size_t)-1);
	n = strl__copy(dst, src, size);
	if (n < size)
		return n;
	/* Truncated: the return value is still strlen(src). */
	return size + strl_strnlen(src + size, (size_t)-1);
}
#endif

size_t strl_strlcpy(char *dst, const char *src, size_t size)
{
	size_t n;

#if STRL__WORDWISE
	size_t i;

	n = size - 1;
	if (n <= STRL__HEAD_MAX) {
		/*
		 * A small buffer is filled byte by byte, src[n] too: a NUL
		 * there fits.  Else src did not fit, and strl__lcpy copies
		 * again, terminates dst and measures src (size 0 wraps n).
		 */
		i = strl__head(dst, src, n + 1);
		if (i <= n)
			return i;
	}
	return strl__lcpy(dst, src, size);
#else
	/* Byte builds: measure, then copy (smallest; what the proof covers). */
	n = strl_strnlen(src, (size_t)-1);
	if (size != 0)
		strl__copy(dst, src, size);
	return n;
#endif
}

STRL__EXPORT(strl_strlcpy);
