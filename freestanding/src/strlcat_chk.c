// SPDX-License-Identifier: ISC
#include "internal.h"

size_t strl_strlcat_chk(char *dst, const char *src, size_t size, size_t dstlen)
{
	size = strl__fortify_size("strl_strlcat", size, dstlen);
	return strl_strlcat(dst, src, size);
}

STRL__EXPORT(strl_strlcat_chk);
