// SPDX-License-Identifier: ISC
#include "internal.h"

size_t strl_strlcpy_chk(char *dst, const char *src, size_t size, size_t dstlen)
{
	size = strl__fortify_size("strl_strlcpy", size, dstlen);
	return strl_strlcpy(dst, src, size);
}

STRL__EXPORT(strl_strlcpy_chk);
