// SPDX-License-Identifier: ISC
#include "strl_impl.h"

/*
 * strlcpy for buffers of more than a word, and size 0: copy, and on
 * truncation measure the rest.  The copy reads src once; strlen of the
 * rest is only needed when src did not fit.
 */
size_t strl__lcpy(char *dst, const char *src, size_t size)
{
	size_t n;

	if (size == 0)
		return strl_strnlen(src, (size_t)-1);
	n = strl__scpy(dst, src, size);
	if (n < size)
		return n;
	/* Truncated: the return value is still strlen(src). */
	return size + strl_strnlen(src + size, (size_t)-1);
}
