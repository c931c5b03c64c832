// SPDX-License-Identifier: ISC
#include "strl_impl.h"

size_t strl_strlcpy(char *dst, const char *src, size_t size)
{
	size_t n;

#if STRL_WORDWISE
	size_t i;

	n = size - 1;
	if (n <= STRL_W) {
		/* A buffer of a word or less is filled byte by byte. */
		i = strl__head(dst, src, n);
		if (i < n)
			return i;
		dst[n] = '\0';
		if (src[n] == '\0')
			return n;
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
