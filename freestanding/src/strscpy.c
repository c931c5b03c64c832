// SPDX-License-Identifier: ISC
#include "word.h"

strl_ssize_t strl_strscpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1;

#if STRL__WORDWISE
	size_t i;

	/*
	 * A buffer of a word or less is filled byte by byte, as strlcpy.c
	 * fills it (size 0 wraps n past it).
	 */
	if (n <= STRL__W) {
		i = strl__head(dst, src, n);
		if (i < n)
			return (strl_ssize_t)i;
		dst[n] = '\0';
		return src[n] == '\0' ? (strl_ssize_t)n : -STRL_E2BIG;
	}
#endif
	if (size == 0 || size > (size_t)STRL_SSIZE_MAX)
		return -STRL_E2BIG;
	n = strl__copy(dst, src, size);
	return n < size ? (strl_ssize_t)n : -STRL_E2BIG;
}

STRL__EXPORT(strl_strscpy);
