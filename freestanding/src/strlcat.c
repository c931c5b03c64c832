// SPDX-License-Identifier: ISC
#include "strl_impl.h"

size_t strl_strlcat(char *dst, const char *src, size_t size)
{
	size_t len = strl_strnlen(dst, size);

	/* No NUL within size: dst is not a string we may append to. */
	if (len == size)
		return size + strl_strnlen(src, (size_t)-1);
	return len + strl_strlcpy(dst + len, src, size - len);
}

STRL_EXPORT(strl_strlcat);
