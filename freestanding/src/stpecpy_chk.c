// SPDX-License-Identifier: ISC
#include "internal.h"

char *strl_stpecpy_chk(char *dst, char *end, const char *src, size_t dstlen)
{
	if (dst && end > dst)
		end = dst + strl__fortify_size("strl_stpecpy",
					       (size_t)(end - dst), dstlen);
	return strl_stpecpy(dst, end, src);
}

STRL__EXPORT(strl_stpecpy_chk);
