// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD strlcat: as the generic file, but a remainder of more
 * than eight bytes goes straight to the block copy (strl__a64_lcpy),
 * past strl_strlcpy's test for small buffers.  The generic file serves
 * the other builds.
 */
#include "strl_a64.h"

#if !STRL_A64
#include "../strlcat.c"
#else
size_t strl_strlcat(char *dst, const char *src, size_t size)
{
	size_t len = strl_strnlen(dst, size);

	/* No NUL within size: dst is not a string we may append to. */
	if (len == size)
		return size + strl_strnlen(src, (size_t)-1);
	if (size - len > 8)
		return len + strl__a64_lcpy(dst + len, src, size - len);
	return len + strl_strlcpy(dst + len, src, size - len);
}

STRL_EXPORT(strl_strlcat);
#endif
