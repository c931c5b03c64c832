// SPDX-License-Identifier: ISC
#include "strl_impl.h"

strl_ssize_t strl_strscpy(char *dst, const char *src, size_t size)
{
	size_t n;

	if (size == 0 || size > (size_t)STRL_SSIZE_MAX)
		return -STRL_E2BIG;
	n = strl__scpy(dst, src, size);
	return n < size ? (strl_ssize_t)n : -STRL_E2BIG;
}

STRL_EXPORT(strl_strscpy);
