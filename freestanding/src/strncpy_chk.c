// SPDX-License-Identifier: ISC
#include "internal.h"

char *strl_strncpy_chk(char *dst, const char *src, size_t n, size_t dstlen)
{
	n = strl__fortify_size("strl_strncpy", n, dstlen);
	return strl_strncpy(dst, src, n);
}

STRL__EXPORT(strl_strncpy_chk);
