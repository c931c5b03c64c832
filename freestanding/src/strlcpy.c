// SPDX-License-Identifier: ISC
#include "strl_impl.h"

size_t strl_strlcpy(char *dst, const char *src, size_t size)
{
	size_t n;

#if STRL_WORDWISE
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
		strl__scpy(dst, src, size);
	return n;
#endif
}

STRL_EXPORT(strl_strlcpy);
