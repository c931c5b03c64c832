/* SPDX-License-Identifier: ISC */
#include "strl_impl.h"

size_t strl_strlcpy(char *dst, const char *src, size_t size)
{
	size_t n;

	if (size == 0)
		return strl_strnlen(src, (size_t)-1);
	n = strl__scpy(dst, src, size);
	if (n < size)
		return n;
	/*
	 * Truncated: the return value is still strlen(src).  Byte-loop
	 * builds rescan from the start (smaller, and what the proof covers);
	 * the word builds go on from where the copy stopped.
	 */
#if STRL_WORDWISE
	return size + strl_strnlen(src + size, (size_t)-1);
#else
	return strl_strnlen(src, (size_t)-1);
#endif
}

STRL_STD_ALIAS(strlcpy, strl_strlcpy, size_t,
	       (char *dst, const char *src, size_t size))
