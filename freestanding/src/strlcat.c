// SPDX-License-Identifier: ISC
#include "word.h"

size_t strl_strlcat(char *dst, const char *src, size_t size)
{
	size_t len = strl_strnlen(dst, size), room;
#if STRL__WORDWISE
	size_t n;
#endif

	/* No NUL within size: dst is not a string we may append to. */
	if (len == size)
		return size + strl_strnlen(src, (size_t)-1);
	room = size - len;
#if STRL__WORDWISE
	/*
	 * More room than strlcpy fills byte by byte: its copy at once, as
	 * strlcpy.c makes it (two calls fewer, and their frames).
	 */
	if (room > STRL__HEAD_MAX + 1) {
		n = len + strl__copy(dst + len, src, room);
		if (n < size)
			return n;
		return n + strl_strnlen(src + (n - len), (size_t)-1);
	}
#endif
	return len + strl_strlcpy(dst + len, src, room);
}

STRL__EXPORT(strl_strlcat);
