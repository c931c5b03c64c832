/* SPDX-License-Identifier: ISC */
#include "strl_impl.h"

size_t strl_strlcpy(char *dst, const char *src, size_t size)
{
	size_t n;

#if STRL_WORDWISE
	if (size == 0)
		return strl_strnlen(src, (size_t)-1);
	n = strl__scpy(dst, src, size);
	if (n < size)
		return n;
	/* Truncated: the return value is still strlen(src). */
	return size + strl_strnlen(src + size, (size_t)-1);
#else
	/* Byte builds: measure, then copy (smallest; what the proof covers). */
	n = strl_strnlen(src, (size_t)-1);
	if (size != 0)
		strl__scpy(dst, src, size);
	return n;
#endif
}

STRL_STD_ALIAS(strlcpy, strl_strlcpy, size_t,
	       (char *dst, const char *src, size_t size))
