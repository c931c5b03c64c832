// SPDX-License-Identifier: ISC
#include "internal.h"

strl_ssize_t strl_strscpy_chk(char *dst, const char *src, size_t size,
			      size_t dstlen)
{
	size = strl__fortify_size("strl_strscpy", size, dstlen);
	return strl_strscpy(dst, src, size);
}

STRL__EXPORT(strl_strscpy_chk);
